"""Games played through the line mode by a test: commands typed from a list,
or chosen at each prompt by the smart hero player and typed as the option's
number or as words."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from pathlib import Path

from tests.engine.games import ROOT
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.log.gamelog import replay
from wolfenstein_tui.engine.players.smart import SmartPlayer
from wolfenstein_tui.engine.state.commands import (
    Command,
    EndActivation,
    Move,
    Reload,
    Search,
    StartActivation,
)
from wolfenstein_tui.plain.game import PlainGame
from wolfenstein_tui.plain.io import Out, ScriptLines
from wolfenstein_tui.play.saves import read_log
from wolfenstein_tui.play.session import Session, new_header

SHORT = ROOT / "tests" / "tui" / "missions" / "short.yaml"
STARTER = ROOT / "missions" / "m01-radio-silence.yaml"


def new_session(
    save_dir: Path,
    mission: Path = SHORT,
    seats: tuple[tuple[str, ...], ...] | None = None,
    seed: int = 3,
    **options: object,
) -> Session:
    decks = builtin_decks()
    loaded = load_mission(mission, decks)
    seats = seats or (tuple(loaded.mission.suggested_heroes[:4]),)
    header = new_header(loaded, seats, seed=seed, **options)
    session, _events = Session.start(loaded, header, save_dir, decks)
    return session


def run_lines(
    session: Session, lines: Iterable[str] | Callable[[], str | None], **options: object
) -> tuple[PlainGame, str, int]:
    """Play `lines` (or what the function answers) in the line mode; the
    game, all it wrote, and its exit status."""
    out = Out(io.StringIO(), bool(options.pop("as_json", False)))
    game = PlainGame(session, ScriptLines(lines), out, echo=True, **options)  # type: ignore[arg-type]
    status = game.run()
    return game, out.stream.getvalue(), status


class SmartTyping:
    """The smart hero player at the keyboard: at each prompt it chooses as
    it does in simulations and types the option's number, or for some
    actions words (`words`: the words to type for a move, a search, a
    reload, an activation, ending), so both ways are played."""

    def __init__(self, words: dict[str, str] | None = None) -> None:
        self.words = words or {}
        self.game: PlainGame | None = None
        self.typed: list[str] = []
        self.player: SmartPlayer | None = None

    def __call__(self) -> str | None:
        game = self.game
        assert game is not None and game.menu is not None
        if game.out.asked == "confirm":
            return self.typing(self.words.get("yes", "yes"))
        state = game.state
        if state.outcome is not None:
            return None
        if self.player is None:
            self.player = SmartPlayer(game.rules)
        command = self.player.choose(state, game.rules.legal_actions(state))
        return self.typing(self.line_for(game, command))

    def typing(self, line: str) -> str:
        self.typed.append(line)
        return line

    def line_for(self, game: PlainGame, command: Command) -> str:
        """The option's key as the line mode shows it (the app's number or
        letter); a move, which has none, as words."""
        menu = game.menu
        assert menu is not None
        said = self.said(game, command)
        if said is not None:
            return said
        if isinstance(command, Move):
            return f"move {square_name(command.to)}"
        for index, listed in enumerate(menu.commands):
            if listed == command and index not in menu.refusals:
                return str(game.key_of(index))
        for index, group in menu.square_choices.items():
            if command in group:
                return f"{game.key_of(index)} {square_name(command.square)}"  # type: ignore[attr-defined]
        raise AssertionError(f"{command} is not among the options offered")

    def said(self, game: PlainGame, command: Command) -> str | None:
        """The command in words, when the words name it alone."""
        words = self.words
        if isinstance(command, Move) and "move" in words:
            return f"{words['move']} {square_name(command.to).lower()}"
        if isinstance(command, EndActivation) and "end" in words:
            return words["end"]
        if isinstance(command, Search) and "search" in words:
            return f"{words['search']} {square_name(command.square)}"
        reloads = [c for c in game.menu.commands if isinstance(c, Reload)]  # type: ignore[union-attr]
        if isinstance(command, Reload) and "reload" in words and len(reloads) == 1:
            return words["reload"]
        if isinstance(command, StartActivation) and "activate" in words:
            return f"{words['activate']} {game.names().hero(command.hero)}"
        return None


def play_to_the_end(session: Session, typing: SmartTyping, **options: object) -> str:
    """The whole game typed by `typing`; what the line mode wrote."""
    out = Out(io.StringIO(), bool(options.pop("as_json", False)))
    game = PlainGame(session, ScriptLines(typing), out, echo=True, **options)  # type: ignore[arg-type]
    typing.game = game
    assert game.run() == 0
    return out.stream.getvalue()  # type: ignore[attr-defined]


def log_verifies(path: Path) -> None:
    """The saved log replays to the same outcomes and digests, line by line."""
    header, lines = read_log(path)
    decks = builtin_decks()
    from wolfenstein_tui.engine.rules.referee import Rules
    from wolfenstein_tui.play.saves import mission_for

    rules = Rules(mission_for(header, path, decks), decks)
    replay(rules, header, lines, check=True)
