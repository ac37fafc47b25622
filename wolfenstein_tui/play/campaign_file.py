"""A campaign's file: its model (who plays, how, which missions in which
order, every attempt), read and checked with located plain-English problems,
written whole (temp file, fsync, rename), and listed from the save folder.
campaign.py plays the campaigns these files describe (R-GAME-3).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
)

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.shared_file import make_folder, replace_whole
from wolfenstein_tui.content.files.places import builtin_mission_files
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.files.safe_file import FileRefused, JsonRefused, loads_json, read_text
from wolfenstein_tui.content.files.text import clean_text, excerpt
from wolfenstein_tui.content.loading.cache import builtin_decks, load_mission
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.engine.state.state import Difficulty, HouseRules
from wolfenstein_tui.play.save_folder import campaigns_dir as campaigns_dir  # re-exported
from wolfenstein_tui.play.saves import SaveError

CAMPAIGN_FORMAT: Final = "wolfenstein-campaign"
CAMPAIGN_VERSION = 1
MAX_CAMPAIGN_BYTES = 1024 * 1024
NAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}")
ABANDONED: Final = "abandoned"
"""An attempt whose game log went missing: the mission is started again."""


class CampaignError(SaveError):
    """A campaign file or request that cannot be used, said plainly."""


def _no_nul(value: str) -> str:
    if "\x00" in value:
        raise ValueError(_("a NUL character cannot be part of a file name or a name"))
    return value


Text = Annotated[str, StringConstraints(max_length=200), AfterValidator(_no_nul)]
"""A name or an id: short, and never with a NUL (paths are made of some)."""
NAME_MAX = 255
"""The longest file or folder name the usual file systems take, in bytes."""


def _names_fit(value: str) -> str:
    if any(len(part.encode("utf-8")) > NAME_MAX for part in value.split("/")):
        raise ValueError(
            _("a file or folder name longer than {most} bytes cannot exist").format(most=NAME_MAX)
        )
    return value


PathText = Annotated[
    str,
    StringConstraints(min_length=1, max_length=4096),
    AfterValidator(_no_nul),
    AfterValidator(_names_fit),
]
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
    hints: bool = True
    """Whether advice may be asked for in the campaign's games (each game's
    log header says so too)."""
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
        return _("Campaign {name} — mission {shown}/{count}").format(
            name=self.name, shown=shown, count=len(self.missions)
        )


def check_name(name: str) -> str:
    """A campaign's name is also its file's name: letters, digits, spaces,
    '-', '_' and '.', starting with a letter or digit, at most 40."""
    if not NAME_PATTERN.fullmatch(name):
        raise CampaignError(
            _(
                "{name} cannot name a campaign: use up to 40 letters, digits, spaces, '-', '_' or '.', starting with a letter or a digit"
            ).format(name=repr(name))
        )
    return name


def heroes_problem(heroes: Sequence[str]) -> str | None:
    """Why these cannot be a campaign's heroes: four different ones among
    the six (R-GAME-1), or None."""
    known = {card.id for card in builtin_decks().heroes}
    unknown = [hero for hero in heroes if hero not in known]
    if unknown or len(heroes) != 4 or len(set(heroes)) != 4:
        if unknown:
            return _("choose four different heroes among {heroes} (unknown: {unknown})").format(
                heroes=", ".join(sorted(known)), unknown=", ".join(unknown)
            )
        return _("choose four different heroes among {heroes}").format(
            heroes=", ".join(sorted(known))
        )
    return None


def campaign_path(name: str, save_dir: Path | None = None) -> Path:
    return campaigns_dir(save_dir) / f"{check_name(name)}.json"


def builtin_campaign() -> list[str]:
    """The built-in missions, in file-name order (m01 .. m10), by file stem
    (so the campaign survives reinstalling the program elsewhere)."""
    return [path.stem for path in builtin_mission_files()]


def folder_campaign(folder: Path) -> list[str]:
    """The missions of a folder, in file-name order."""
    if not folder.is_dir():
        raise CampaignError(_("{folder}: not a folder").format(folder=folder))
    files = sorted(folder.glob("*.yaml"))
    if not files:
        raise CampaignError(
            _("{folder}: no mission files (*.yaml) in this folder").format(folder=folder)
        )
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
    hints: bool = True,
) -> Campaign:
    check_name(name)
    problem = heroes_problem([hero for seat in seats for hero in seat])
    if problem:
        raise CampaignError(problem)
    if not missions:
        raise CampaignError(_("a campaign needs at least one mission"))
    names = list(players or [])
    names += [f"Player {i + 1}" for i in range(len(names), len(seats))]
    if len(names) != len(seats):
        raise CampaignError(
            _("{names} player names for {players} players").format(
                names=len(names), players=len(seats)
            )
        )
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
            hints=hints,
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
        raise CampaignError(f"{path}:{refused.line}: {refused.detail}") from None
    try:
        data = loads_json(text)
    except JsonRefused as error:
        column = f":{error.column}" if error.column is not None else ""
        raise CampaignError(f"{path}:{error.line}{column}: {error.message}") from None
    if not isinstance(data, dict) or data.get("format") != CAMPAIGN_FORMAT:
        raise CampaignError(
            _('{path}:1: this is not a campaign file (it must have "format": "{format}")').format(
                path=path, format=CAMPAIGN_FORMAT
            )
        )
    where = _Locator(path, text)
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > CAMPAIGN_VERSION:
        raise CampaignError(
            _(
                "{at}: this campaign was saved by a newer version of wolfenstein (format {version}); this one reads up to format {newest}"
            ).format(at=where.at(("version",)), version=version, newest=CAMPAIGN_VERSION)
        )
    try:
        campaign = Campaign.model_validate_json(text, strict=True)
    except ValidationError as error:
        from wolfenstein_tui.content.records.messages import problems_from_validation

        problems = problems_from_validation(error, where.located, str(path), [Campaign, Attempt])
        raise CampaignError(str(problems[0])) from None
    return _checked(campaign, where)


class _Locator:
    """Lines and columns of a campaign file's fields: JSON is read as YAML
    (which it is, for these files) only to learn where each value sits."""

    def __init__(self, path: Path, text: str) -> None:
        # Imported here: a game started with `play` imports this module, and
        # the YAML reader is needed only when a campaign file is read.
        from wolfenstein_tui.content.files.yamlsource import (
            LocatedYaml,
            YamlProblem,
            load_yaml_text,
        )

        self.path = path
        try:
            self.located = load_yaml_text(text)
        except YamlProblem:
            self.located = LocatedYaml(None)

    def at(self, field: tuple[str | int, ...]) -> str:
        place = self.located.place(field)
        return f"{self.path}:{place.line}:{place.column}"


def locate(path: Path, field: tuple[str | int, ...]) -> str:
    """`path:line:col` of a field of the campaign file as it is now on disk
    (the file is read again: it may have been rewritten since it was
    opened), so that a problem found while playing (a mission file that
    cannot be loaded, a game log refused) names the line it comes from.
    A file that cannot be read any more is located at its first line."""
    try:
        text = read_text(path, MAX_CAMPAIGN_BYTES, "campaign file")
    except FileRefused:
        return f"{path}:1"
    return _Locator(path, text).at(field)


def _checked(campaign: Campaign, where: _Locator) -> Campaign:
    """What the fields say of each other, and names made safe to show."""
    unknown = set(campaign.house_rules) - set(vars(HouseRules()))
    if unknown:
        raise CampaignError(
            _("{at}: house_rules: unknown rules {rules}").format(
                at=where.at(("house_rules",)), rules=excerpt(", ".join(sorted(unknown)))
            )
        )
    problem = heroes_problem(campaign.heroes)
    if problem:
        raise CampaignError(f"{where.at(('seats',))}: seats: {excerpt(problem, 300)}")
    if len(campaign.players) != len(campaign.seats):
        raise CampaignError(
            _("{at}: players: {names} names for {seats} seats").format(
                at=where.at(("players",)), names=len(campaign.players), seats=len(campaign.seats)
            )
        )
    if campaign.shared_life_hero is not None and campaign.shared_life_hero not in campaign.heroes:
        raise CampaignError(
            _("{at}: shared_life_hero: '{text}' is not one of the heroes").format(
                at=where.at(("shared_life_hero",)), text=excerpt(campaign.shared_life_hero)
            )
        )
    if campaign.current > len(campaign.missions):
        raise CampaignError(
            _("{at}: current: {current} is past the last of the {count} missions").format(
                at=where.at(("current",)), current=campaign.current, count=len(campaign.missions)
            )
        )
    if not NAME_PATTERN.fullmatch(campaign.name):
        raise CampaignError(
            _(
                "{at}: name: '{text}' cannot name a campaign: use up to 40 letters, digits, spaces, '-', '_' or '.', starting with a letter or a digit"
            ).format(at=where.at(("name",)), text=excerpt(campaign.name))
        )
    campaign.players = [clean_text(name, keep_newlines=False) for name in campaign.players]
    return campaign


def write_campaign(campaign: Campaign, path: Path) -> None:
    """Replace the file whole: a file of its own beside it, synced, then
    renamed over it, so a crash leaves either the old or the new campaign
    (and a link or FIFO planted in a shared folder is never written
    through: shared_file.py)."""
    make_folder(path.parent)
    text = campaign.model_dump_json(indent=2) + "\n"
    replace_whole(path, text.encode("utf-8"), sync=True)


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
    """A campaign's mission: a built-in one by its file's stem, or a file.
    `where` locates the reference (file:line:col and what it is), so every
    problem starts with the line of the campaign file that names the mission."""
    path = Path(reference)
    if path.suffix not in (".yaml", ".yml"):
        matches = [p for p in builtin_mission_files() if p.stem == reference]
        if not matches:
            raise CampaignError(
                _("{where}: no built-in mission {reference}").format(
                    where=where, reference=repr(reference)
                )
            )
        path = matches[0]
    try:
        return load_mission(path, decks)
    except ContentError as error:
        raise CampaignError(
            _("{where} ({path}) has problems:").format(where=where, path=path)
            + "\n"
            + "\n".join(str(p) for p in error.problems)
        ) from None
