"""A campaign: the missions played in order by the same four heroes (R-GAME-3).

Each mission is an ordinary game with its own log in the save folder; the
campaign file (`campaigns/NAME.json` in the save folder) only says who plays,
how, which missions in which order, where the campaign stands and how every
attempt went. Nothing of a hero carries over from one mission to the next: a
mission always starts from `Rules.new_game`, so heroes killed in the last
mission come back at full strength and nobody keeps equipment, weapons, ammo
or glory (R-GAME-3). A lost mission is played again until it is won; winning
the last one finishes the campaign.

The file is small JSON, rewritten whole (temp file, fsync, rename) when a
mission starts and when it ends, so a crash leaves the old file or the new
one, never half of one; the game in progress lives in its game log.
"""

from __future__ import annotations

import os
import random
import re
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
)

from wolfenstein_tui.content.cache import builtin_decks, load_mission
from wolfenstein_tui.content.cards import Decks
from wolfenstein_tui.content.loaded import LoadedMission
from wolfenstein_tui.content.places import builtin_mission_files
from wolfenstein_tui.content.problems import ContentError
from wolfenstein_tui.content.safe_file import FileRefused, JsonRefused, loads_json, read_text
from wolfenstein_tui.content.text import clean_text, excerpt
from wolfenstein_tui.engine.state.state import Difficulty, HouseRules, Outcome
from wolfenstein_tui.saves import SaveError, inside, reason
from wolfenstein_tui.session import Session, default_save_dir, new_header

CAMPAIGN_FORMAT = "wolfenstein-campaign"
CAMPAIGN_VERSION = 1
MAX_CAMPAIGN_BYTES = 1024 * 1024
NAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}")
ABANDONED = "abandoned"
"""An attempt whose game log went missing: the mission is started again."""


class CampaignError(SaveError):
    """A campaign file or request that cannot be used, said plainly."""


def _no_nul(value: str) -> str:
    if "\x00" in value:
        raise ValueError("a NUL character cannot be part of a file name or a name")
    return value


Text = Annotated[str, StringConstraints(max_length=200), AfterValidator(_no_nul)]
"""A name or an id: short, and never with a NUL (paths are made of some)."""
PathText = Annotated[str, StringConstraints(min_length=1, max_length=4096), AfterValidator(_no_nul)]
"""A mission file or a game log: at most PATH_MAX long."""


class _Model(BaseModel):
    """Read strictly (campaign.read_campaign validates the JSON text with
    strict=True: `"current": "2"`, `2.0` or `true` are refused) and unknown
    keys refused. defer_build: the validators are built when a campaign file
    is first read, not whenever this module is imported (the app imports it
    to see whether a game belongs to a campaign)."""

    model_config = ConfigDict(extra="forbid", frozen=False, defer_build=True)


class Attempt(_Model):
    """One game of one mission of the campaign."""

    mission: Text
    """The mission's id."""
    log: PathText
    """The game log, relative to the save folder (older files hold an
    absolute path, which is used only when it is inside the save folder)."""
    outcome: Literal["won", "lost_rounds", "lost_deaths", "lost_mission", "abandoned"] | None = None
    """None while the game is being played."""
    rounds: Annotated[int, Field(ge=0)] = 0


class Campaign(_Model):
    format: Literal["wolfenstein-campaign"] = CAMPAIGN_FORMAT
    version: Annotated[int, Field(ge=1)] = CAMPAIGN_VERSION
    name: Text
    difficulty: Difficulty = Difficulty.BRING_EM_ON
    players: Annotated[list[Text], Field(min_length=1, max_length=4)]
    """The players' names, in seat order."""
    seats: Annotated[
        list[Annotated[list[Text], Field(max_length=4)]], Field(min_length=1, max_length=4)
    ]
    """Each player's heroes; the same four heroes play every mission (R-GAME-1, R-GAME-3)."""
    dice: Literal["seeded", "manual"] = "seeded"
    ai_ties: Literal["auto", "ask"] = "auto"
    house_rules: Annotated[dict[Text, bool], Field(max_length=20)] = {}
    shared_life_hero: Text | None = None
    seed: Annotated[int, Field(ge=-(2**63), lt=2**64)] | None = None
    """With a seed, attempt n (from 0) is played with seed + n: a campaign
    that can be played again exactly. Without one, each game draws its own."""
    missions: Annotated[list[PathText], Field(min_length=1, max_length=1000)]
    """In order: built-in mission ids, or paths of mission files."""
    current: Annotated[int, Field(ge=0)] = 0
    """The index of the mission being played or to play next; len(missions) once finished."""
    history: Annotated[list[Attempt], Field(max_length=100_000)] = []

    @property
    def heroes(self) -> list[str]:
        return [hero for seat in self.seats for hero in seat]

    @property
    def finished(self) -> bool:
        return self.current >= len(self.missions)

    @property
    def wins(self) -> int:
        return sum(1 for a in self.history if a.outcome == "won")

    @property
    def attempts(self) -> int:
        return sum(1 for a in self.history if a.outcome not in (None, ABANDONED))

    @property
    def in_progress(self) -> Attempt | None:
        """The attempt being played, if the last one has not ended."""
        if self.history and self.history[-1].outcome is None:
            return self.history[-1]
        return None

    def label(self) -> str:
        """The status bar's words: Campaign NAME — mission k/n."""
        shown = min(self.current + 1, len(self.missions))
        return f"Campaign {self.name} — mission {shown}/{len(self.missions)}"


def check_name(name: str) -> str:
    """A campaign's name is also its file's name: letters, digits, spaces,
    '-', '_' and '.', starting with a letter or digit, at most 40."""
    if not NAME_PATTERN.fullmatch(name):
        raise CampaignError(
            f"{name!r} cannot name a campaign: use up to 40 letters, digits, spaces, "
            "'-', '_' or '.', starting with a letter or a digit"
        )
    return name


def heroes_problem(heroes: Sequence[str]) -> str | None:
    """Why these cannot be a campaign's heroes: four different ones among
    the six (R-GAME-1), or None."""
    known = {card.id for card in builtin_decks().heroes}
    unknown = [hero for hero in heroes if hero not in known]
    if unknown or len(heroes) != 4 or len(set(heroes)) != 4:
        return f"choose four different heroes among {', '.join(sorted(known))}" + (
            f" (unknown: {', '.join(unknown)})" if unknown else ""
        )
    return None


def campaigns_dir(save_dir: Path | None = None) -> Path:
    return (save_dir or default_save_dir()) / "campaigns"


def campaign_path(name: str, save_dir: Path | None = None) -> Path:
    return campaigns_dir(save_dir) / f"{check_name(name)}.json"


def builtin_campaign() -> list[str]:
    """The built-in missions, in file-name order (m01 .. m10), by file stem
    (so the campaign survives reinstalling the program elsewhere)."""
    return [path.stem for path in builtin_mission_files()]


def folder_campaign(folder: Path) -> list[str]:
    """The missions of a folder, in file-name order."""
    if not folder.is_dir():
        raise CampaignError(f"{folder}: not a folder")
    files = sorted(folder.glob("*.yaml"))
    if not files:
        raise CampaignError(f"{folder}: no mission files (*.yaml) in this folder")
    return [str(path.resolve()) for path in files]


def new_campaign(
    name: str,
    seats: Sequence[Sequence[str]],
    missions: Sequence[str],
    *,
    players: Sequence[str] | None = None,
    difficulty: Difficulty = Difficulty.BRING_EM_ON,
    dice: str = "seeded",
    ai_ties: str = "auto",
    house_rules: HouseRules | None = None,
    shared_life_hero: str | None = None,
    seed: int | None = None,
) -> Campaign:
    check_name(name)
    problem = heroes_problem([hero for seat in seats for hero in seat])
    if problem:
        raise CampaignError(problem)
    if not missions:
        raise CampaignError("a campaign needs at least one mission")
    names = list(players or [])
    names += [f"Player {i + 1}" for i in range(len(names), len(seats))]
    if len(names) != len(seats):
        raise CampaignError(f"{len(names)} player names for {len(seats)} players")
    try:
        return Campaign(
            name=name,
            difficulty=difficulty,
            players=names,
            seats=[list(seat) for seat in seats],
            dice=dice,  # type: ignore[arg-type]
            ai_ties=ai_ties,  # type: ignore[arg-type]
            house_rules=dict(vars(house_rules or HouseRules())),
            shared_life_hero=shared_life_hero,
            seed=seed,
            missions=list(missions),
        )
    except ValidationError as error:
        raise CampaignError(f"campaign {name!r}: {_first_problem(error)}") from None


# --- the file ------------------------------------------------------------------


def _first_problem(error: ValidationError) -> str:
    problem = error.errors()[0]
    where = ".".join(str(part) for part in problem["loc"])
    return f"{where}: {problem['msg']}" if where else problem["msg"]


def read_campaign(path: Path) -> Campaign:
    """Read a campaign file; raise CampaignError with a located, plain reason."""
    try:
        text = read_text(path, MAX_CAMPAIGN_BYTES, "campaign file")
    except FileRefused as refused:
        raise CampaignError(f"{path}: {refused.message}") from None
    try:
        data = loads_json(text)
    except JsonRefused as error:
        column = f":{error.column}" if error.column is not None else ""
        raise CampaignError(f"{path}:{error.line}{column}: {error.message}") from None
    if not isinstance(data, dict) or data.get("format") != CAMPAIGN_FORMAT:
        raise CampaignError(
            f'{path}:1: this is not a campaign file (it must have "format": "{CAMPAIGN_FORMAT}")'
        )
    where = _Locator(path, text)
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > CAMPAIGN_VERSION:
        raise CampaignError(
            f"{where.at(('version',))}: this campaign was saved by a newer version of "
            f"wolfenstein (format {version}); this one reads up to format {CAMPAIGN_VERSION}"
        )
    try:
        campaign = Campaign.model_validate_json(text, strict=True)
    except ValidationError as error:
        from wolfenstein_tui.content.messages import problems_from_validation

        problems = problems_from_validation(error, where.located, str(path), [Campaign, Attempt])
        raise CampaignError(str(problems[0])) from None
    return _checked(campaign, where)


class _Locator:
    """Lines and columns of a campaign file's fields: JSON is read as YAML
    (which it is, for these files) only to learn where each value sits."""

    def __init__(self, path: Path, text: str) -> None:
        # Imported here: a game started with `play` imports this module, and
        # the YAML reader is needed only when a campaign file is read.
        from wolfenstein_tui.content.yamlsource import LocatedYaml, YamlProblem, load_yaml_text

        self.path = path
        try:
            self.located = load_yaml_text(text)
        except YamlProblem:
            self.located = LocatedYaml(None)

    def at(self, field: tuple[str | int, ...]) -> str:
        place = self.located.place(field)
        return f"{self.path}:{place.line}:{place.column}"


def _checked(campaign: Campaign, where: _Locator) -> Campaign:
    """What the fields say of each other, and names made safe to show."""
    unknown = set(campaign.house_rules) - set(vars(HouseRules()))
    if unknown:
        raise CampaignError(
            f"{where.at(('house_rules',))}: house_rules: unknown rules "
            f"{excerpt(', '.join(sorted(unknown)))}"
        )
    problem = heroes_problem(campaign.heroes)
    if problem:
        raise CampaignError(f"{where.at(('seats',))}: seats: {excerpt(problem, 300)}")
    if len(campaign.players) != len(campaign.seats):
        raise CampaignError(
            f"{where.at(('players',))}: players: {len(campaign.players)} names for "
            f"{len(campaign.seats)} seats"
        )
    if campaign.shared_life_hero is not None and campaign.shared_life_hero not in campaign.heroes:
        raise CampaignError(
            f"{where.at(('shared_life_hero',))}: shared_life_hero: "
            f"'{excerpt(campaign.shared_life_hero)}' is not one of the heroes"
        )
    if campaign.current > len(campaign.missions):
        raise CampaignError(
            f"{where.at(('current',))}: current: {campaign.current} is past the last of the "
            f"{len(campaign.missions)} missions"
        )
    if not NAME_PATTERN.fullmatch(campaign.name):
        raise CampaignError(
            f"{where.at(('name',))}: name: '{excerpt(campaign.name)}' cannot name a campaign: "
            "use up to 40 letters, digits, spaces, '-', '_' or '.', starting with a letter "
            "or a digit"
        )
    campaign.players = [clean_text(name, keep_newlines=False) for name in campaign.players]
    return campaign


def write_campaign(campaign: Campaign, path: Path) -> None:
    """Replace the file whole: a temporary file beside it, synced, then
    renamed over it, so a crash leaves either the old or the new campaign."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = campaign.model_dump_json(indent=2) + "\n"
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def list_campaigns(save_dir: Path | None = None) -> list[tuple[Path, Campaign | CampaignError]]:
    """Every campaign file in the save folder (a broken one with its reason)."""
    folder = campaigns_dir(save_dir)
    found: list[tuple[Path, Campaign | CampaignError]] = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            found.append((path, read_campaign(path)))
        except CampaignError as error:
            found.append((path, error))
    return found


# --- playing -------------------------------------------------------------------


def load_reference(reference: str, decks: Decks, where: str) -> LoadedMission:
    """A campaign's mission: a built-in one by its file's stem, or a file."""
    path = Path(reference)
    if path.suffix not in (".yaml", ".yml"):
        matches = [p for p in builtin_mission_files() if p.stem == reference]
        if not matches:
            raise CampaignError(f"{where}: no built-in mission {reference!r}")
        path = matches[0]
    try:
        return load_mission(path, decks)
    except ContentError as error:
        raise CampaignError(
            f"{where} ({path}) has problems:\n" + "\n".join(str(p) for p in error.problems)
        ) from None


class CampaignPlay:
    """A campaign and its file: starts, resumes and records its missions."""

    def __init__(
        self,
        campaign: Campaign,
        path: Path,
        save_dir: Path | None = None,
        decks: Decks | None = None,
    ) -> None:
        self.campaign = campaign
        self.path = path
        self.save_dir = save_dir
        self.decks = decks or builtin_decks()

    @classmethod
    def create(cls, campaign: Campaign, save_dir: Path | None = None) -> CampaignPlay:
        """A new campaign file; refuses to overwrite one of the same name."""
        path = campaign_path(campaign.name, save_dir)
        if path.exists():
            raise CampaignError(
                f"a campaign named {campaign.name!r} already exists ({path}); continue it "
                f"with `wolfenstein campaign continue {campaign.name!r}` or choose another name"
            )
        play = cls(campaign, path, save_dir)
        play.mission(0)  # every mission file is checked when it is first needed; this one now
        play.save()
        return play

    @classmethod
    def open(cls, name: str, save_dir: Path | None = None) -> CampaignPlay:
        path = campaign_path(name, save_dir)
        if not path.exists():
            known = [p.stem for p, _ in list_campaigns(save_dir)]
            hint = f"; saved campaigns: {', '.join(known)}" if known else "; there is none yet"
            raise CampaignError(f"no campaign named {name!r} in {path.parent}{hint}")
        return cls(read_campaign(path), path, save_dir)

    def save(self) -> None:
        try:
            write_campaign(self.campaign, self.path)
        except OSError as error:
            raise CampaignError(
                f"cannot write the campaign file {self.path}: {reason(error)}"
            ) from None

    @property
    def save_root(self) -> Path:
        return self.save_dir or default_save_dir()

    def log_of(self, attempt: Attempt) -> Path:
        """An attempt's game log, which must be in the save folder: a
        campaign file naming a path outside it (`..`, an absolute path, a
        symlink out) is refused, so nothing is ever read or appended there."""
        root = self.save_root
        if "\x00" not in attempt.log:
            path = root / attempt.log  # an absolute path replaces the root
            if inside(path, root):
                return path
        index = self.campaign.history.index(attempt)
        shown = attempt.log if len(attempt.log) <= 80 else attempt.log[:77] + "..."
        raise CampaignError(
            f"{self.path}: history[{index}].log: {shown!r} is outside the save folder {root}, "
            "so it is not used; a campaign's games are logs in its save folder"
        )

    def log_name(self, session: Session) -> str:
        """How the campaign file names a game's log: relative to the save folder."""
        try:
            return session.path.resolve().relative_to(self.save_root.resolve()).as_posix()
        except ValueError:
            return str(session.path.resolve())  # never: games start in the save folder

    def mission(self, index: int | None = None) -> LoadedMission:
        """Mission `index` (default: the current one), loaded and checked."""
        index = self.campaign.current if index is None else index
        return load_reference(
            self.campaign.missions[index], self.decks, f"{self.path}: mission {index + 1}"
        )

    def title(self, index: int | None = None) -> str:
        try:
            return self.mission(index).mission.title
        except CampaignError:
            return "(a mission that cannot be loaded)"

    def start_mission(self) -> Session:
        """A fresh game of the current mission with the campaign's heroes:
        only the cards' starting values, nothing from earlier missions
        (R-GAME-3). The attempt is written to the campaign file at once."""
        campaign = self.campaign
        if campaign.finished:
            raise CampaignError(f"the campaign {campaign.name!r} is finished")
        loaded = self.mission()
        attempt = len(campaign.history)
        seed = (
            campaign.seed + attempt
            if campaign.seed is not None
            else random.SystemRandom().randrange(2**31)
        )
        header = new_header(
            loaded,
            tuple(tuple(seat) for seat in campaign.seats),
            seed=seed,
            difficulty=campaign.difficulty,
            house_rules=HouseRules(**campaign.house_rules),
            dice=campaign.dice,
            ai_ties=campaign.ai_ties,
            shared_life_hero=campaign.shared_life_hero,
            player_names=tuple(campaign.players),
        )
        session, _ = Session.start(loaded, header, self.save_dir, self.decks)
        campaign.history.append(Attempt(mission=loaded.mission.id, log=self.log_name(session)))
        self.save()
        return session

    def record(self, session: Session) -> bool:
        """Write down how the game in progress ended: a win moves on to the
        next mission, a loss keeps the same one to play again. Returns False
        (and changes nothing) when the game is not over or not this
        campaign's game in progress, so calling it twice is harmless."""
        state = session.state
        attempt = self.campaign.in_progress
        if state.outcome is None or attempt is None:
            return False
        if self.log_of(attempt).resolve() != session.path.resolve():
            return False
        attempt.outcome = state.outcome.value  # type: ignore[assignment]
        attempt.rounds = state.round
        if state.outcome is Outcome.WON:
            self.campaign.current += 1
        self.save()
        return True

    def resume(self) -> Session | None:
        """The game in progress, from its log; None when there is none (the
        next mission is to be started). A game that ended without being
        written down (the app closed on the game-over screen) is recorded
        first; a game whose log is gone counts as abandoned."""
        attempt = self.campaign.in_progress
        if attempt is None:
            return None
        log = self.log_of(attempt)
        if not log.exists():
            attempt.outcome = ABANDONED
            self.save()
            return None
        session = Session.resume(log, self.decks)
        if session.state.outcome is not None:
            self.record(session)
            return None
        return session

    def continue_play(self) -> Session | None:
        """The game to play now: the one in progress, or the current mission
        started afresh; None once the campaign is finished."""
        session = self.resume()
        if session is None and not self.campaign.finished:
            session = self.start_mission()
        return session


def campaign_of_log(log: Path, save_dir: Path | None = None) -> CampaignPlay | None:
    """The campaign whose game in progress is this log, if any (so that the
    title screen's Continue carries on in campaign mode)."""
    target = log.resolve()
    for path, campaign in list_campaigns(save_dir):
        if isinstance(campaign, CampaignError):
            continue
        attempt = campaign.in_progress
        play = CampaignPlay(campaign, path, save_dir)
        try:
            if attempt is not None and play.log_of(attempt).resolve() == target:
                return play
        except CampaignError:
            continue  # a campaign whose log is refused is not this game's
    return None


DIFFICULTY_NAMES = {
    Difficulty.CAN_I_PLAY_DADDY: "Can I play, Daddy?",
    Difficulty.DONT_HURT_ME: "Don't hurt me",
    Difficulty.BRING_EM_ON: "Bring 'em on!",
    Difficulty.I_AM_DEATH_INCARNATE: "I am Death incarnate",
}


def describe(play: CampaignPlay) -> str:
    """One line for the lists: name, difficulty, heroes, where it stands
    and how it went."""
    campaign = play.campaign
    names = {card.id: card.name for card in play.decks.heroes}
    heroes = ", ".join(names.get(h, h) for h in campaign.heroes)
    total = len(campaign.missions)
    if campaign.finished:
        where = f"finished: {total}/{total} missions won"
    else:
        where = f"mission {campaign.current + 1}/{total} {play.title()}"
        if campaign.in_progress is not None:
            where += " (in progress)"
    games = campaign.attempts
    record = f"{campaign.wins} won of {games} game{'s' if games != 1 else ''}"
    return (
        f"{campaign.name} — {DIFFICULTY_NAMES[campaign.difficulty]} — {heroes} — {where} — {record}"
    )
