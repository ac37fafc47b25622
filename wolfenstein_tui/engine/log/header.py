"""The game log's first line, its header: the mission, the seats, the seed,
the rules version and every other choice a game is set up from, and for a
fork the game it branched off (docs/game-log.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wolfenstein_tui import __version__
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.files.text import escaped
from wolfenstein_tui.engine.log.linecheck import LogError
from wolfenstein_tui.engine.log.logcheck import LOG_FORMAT, LOG_VERSION, ShapeError, check_header
from wolfenstein_tui.engine.state.refusals import refuse
from wolfenstein_tui.engine.state.rules_version import OLDEST_RULES, RULES_VERSION
from wolfenstein_tui.engine.state.state import Difficulty, HouseRules

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Setup


@frozen_record
class Parent:
    """Where a forked game branched off its parent (docs/game-log.md,
    "Forks"): the parent log's file name, the last line of the parent the
    fork copies, and the digest of the state after it."""

    file: str
    line: int
    digest: str

    def to_json(self) -> dict[str, Any]:
        return {"file": self.file, "line": self.line, "digest": self.digest}


@frozen_record
class Header:
    """The game log's first line: what a game is set up from (docs/game-log.md)."""

    mission: str
    mission_hash: str
    decks_hash: str
    seats: tuple[tuple[str, ...], ...]
    seed: int
    difficulty: Difficulty = Difficulty.BRING_EM_ON
    house_rules: HouseRules = HouseRules()  # immutable: one is shared
    dice: str = "seeded"
    first_player: int = 0
    skip_nazi_phase: bool = False
    shared_life_hero: str | None = None
    mission_file: str | None = None
    extra_ammo: tuple[tuple[str, str], ...] = ()
    ai_ties: str = "auto"
    player_names: tuple[str, ...] = ()
    engine: str = __version__
    rules_case: bool = False
    """A situation set up by hand (a `setup` line), not a game played."""
    rules_version: int | None = RULES_VERSION
    """The rules the game is played with, as the header records them; None
    in a log recorded before versions were written down."""
    found_rules: int | None = None
    """For a log that does not record its rules version: the one its lines
    replay under (`settle_rules_version`); never written to the log."""
    parent: Parent | None = None
    """For a fork: the game it branched off, and where (forks.py)."""
    practice: bool = False
    """A practice game: undo may go back past dice and cards, each such
    rewind marked in the log (`"rewind": true`), the branch taken back kept."""
    hints: bool = True
    """Whether the players may ask for advice ("what would you do?") in
    this game; written only when off, so a log with hints on reads as
    before. Nothing of the game depends on it: not the state, not a digest."""

    def __post_init__(self) -> None:
        """The players' names hold no control character: they are shown on
        every screen, and a name given at the table (`--names`, `--seats`,
        the wizard) could otherwise retitle the terminal or recolour it
        ("\\x1b]0;…"). Escaped as a log's names are when it is read, so the
        log written and the log read give the same header."""
        names = tuple(escaped(name) for name in self.player_names)
        if names != self.player_names:
            object.__setattr__(self, "player_names", names)

    @property
    def rules(self) -> int:
        """The rules version to replay and play this game with."""
        if self.rules_version is not None:
            return self.rules_version
        return self.found_rules if self.found_rules is not None else OLDEST_RULES

    def setup(self) -> Setup:
        from wolfenstein_tui.engine.rules.referee import Setup

        return Setup(
            seats=self.seats,
            difficulty=self.difficulty,
            house_rules=self.house_rules,
            seed=self.seed,
            seeded_dice=self.dice == "seeded",
            first_seat=self.first_player,
            skip_nazi_phase=self.skip_nazi_phase,
            shared_life_hero=self.shared_life_hero,
            extra_ammo=self.extra_ammo,
            ai_ties_ask=self.ai_ties == "ask",
            rules_version=self.rules,
        )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": LOG_FORMAT,
            "version": LOG_VERSION,
            "engine": self.engine,
            "mission": self.mission,
            "mission_hash": self.mission_hash,
            "decks_hash": self.decks_hash,
            "difficulty": self.difficulty.value,
            "house_rules": vars(self.house_rules),
            "seats": [list(seat) for seat in self.seats],
            "seed": self.seed,
            "dice": self.dice,
            "first_player": self.first_player,
            "skip_nazi_phase": self.skip_nazi_phase,
            "ai_ties": self.ai_ties,
        }
        if self.shared_life_hero is not None:
            data["shared_life_hero"] = self.shared_life_hero
        if self.mission_file is not None:
            data["mission_file"] = self.mission_file
        if self.extra_ammo:
            data["extra_ammo"] = [list(pair) for pair in self.extra_ammo]
        if self.player_names:
            data["player_names"] = list(self.player_names)
        if self.rules_case:
            data["rules_case"] = True
        if self.rules_version is not None:
            data["rules_version"] = self.rules_version
        if self.parent is not None:
            data["parent"] = self.parent.to_json()
        if self.practice:
            data["practice"] = True
        if not self.hints:
            data["hints"] = False
        return data

    @classmethod
    def from_json(cls, data: Any) -> Header:
        """Read a header written by this or any earlier version; raise
        LogError(1, ...) with the problem when it cannot be used (its
        shape is checked by logcheck.py, its set-up by `start_logged`)."""
        try:
            fields = check_header(data)
        except ShapeError as error:
            raise LogError(1, error.problem) from None
        seats = tuple(tuple(seat) for seat in fields["seats"])
        return cls(
            mission=fields["mission"],
            mission_hash=fields["mission_hash"],
            decks_hash=fields["decks_hash"],
            seats=seats,
            seed=fields["seed"],
            difficulty=Difficulty(fields["difficulty"]),
            house_rules=HouseRules(**(fields["house_rules"] or {})),
            dice=fields["dice"],
            first_player=fields["first_player"],
            skip_nazi_phase=fields["skip_nazi_phase"],
            shared_life_hero=fields["shared_life_hero"],
            mission_file=fields["mission_file"],
            extra_ammo=tuple((hero, ammo) for hero, ammo in fields["extra_ammo"]),
            ai_ties=fields["ai_ties"],
            player_names=_player_names(fields["player_names"], len(seats)),
            engine=fields["engine"],
            rules_case=fields["rules_case"],
            rules_version=fields["rules_version"],
            parent=None if fields["parent"] is None else Parent(**fields["parent"]),
            practice=fields["practice"],
            hints=fields["hints"],
        )


def _player_names(names: Any, seats: int) -> tuple[str, ...]:
    """The players' names, one a seat, or none (they are then "Player 1"...)."""
    if not isinstance(names, list) or not all(isinstance(n, str) and n.strip() for n in names):
        raise LogError(1, refuse("log.player-names"))
    if names and len(names) != seats:
        raise LogError(1, refuse("log.player-names-count", names=len(names), seats=seats))
    return tuple(n.strip() for n in names)  # escaped by the Header, as every name is
