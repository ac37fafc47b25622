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
The file's model, reading, checks and writing are in campaign_file.py; this
module plays the campaign (`CampaignPlay`).
"""

from __future__ import annotations

import random
from pathlib import Path

from wolfenstein_tui.base.i18n import _, current_language, ngettext
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.state import Difficulty, HouseRules, Outcome
from wolfenstein_tui.play.campaign_file import (
    ABANDONED,
    CAMPAIGN_FORMAT,
    CAMPAIGN_VERSION,
    MAX_CAMPAIGN_BYTES,
    NAME_PATTERN,
    Attempt,
    Campaign,
    CampaignError,
    builtin_campaign,
    campaign_path,
    campaigns_dir,
    check_name,
    folder_campaign,
    heroes_problem,
    list_campaigns,
    load_reference,
    locate,
    new_campaign,
    read_campaign,
    write_campaign,
)
from wolfenstein_tui.play.saves import inside, reason
from wolfenstein_tui.play.session import Session, default_save_dir, new_header
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.level_names import difficulty_name
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import say

__all__ = [
    "ABANDONED",
    "CAMPAIGN_FORMAT",
    "CAMPAIGN_VERSION",
    "DIFFICULTY_NAMES",
    "MAX_CAMPAIGN_BYTES",
    "NAME_PATTERN",
    "Attempt",
    "Campaign",
    "CampaignError",
    "CampaignPlay",
    "builtin_campaign",
    "campaign_of_log",
    "campaign_path",
    "campaigns_dir",
    "check_name",
    "describe",
    "folder_campaign",
    "heroes_problem",
    "list_campaigns",
    "load_reference",
    "locate",
    "new_campaign",
    "read_campaign",
    "write_campaign",
]


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
                _(
                    "a campaign named {name} already exists ({path}); continue it with `wolfenstein campaign continue {name}` or choose another name"
                ).format(name=repr(campaign.name), path=path)
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
            if known:
                raise CampaignError(
                    _("no campaign named {name} in {folder}; saved campaigns: {known}").format(
                        name=repr(name), folder=path.parent, known=", ".join(known)
                    )
                )
            raise CampaignError(
                _("no campaign named {name} in {folder}; there is none yet").format(
                    name=repr(name), folder=path.parent
                )
            )
        return cls(read_campaign(path), path, save_dir)

    def save(self) -> None:
        try:
            write_campaign(self.campaign, self.path)
        except OSError as error:
            raise CampaignError(
                _("cannot write the campaign file {path}: {reason}").format(
                    path=self.path, reason=reason(error)
                )
            ) from None

    def at(self, field: tuple[str | int, ...]) -> str:
        """`file:line:col` of a field of this campaign's file."""
        return locate(self.path, field)

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
            _(
                "{path}: history[{index}].log: {shown} is outside the save folder {root}, so it is not used; a campaign's games are logs in its save folder"
            ).format(
                path=self.at(("history", index, "log")), index=index, shown=repr(shown), root=root
            )
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
            self.campaign.missions[index],
            self.decks,
            f"{self.at(('missions', index))}: mission {index + 1}",
        )

    def title(self, index: int | None = None) -> str:
        try:
            mission = self.mission(index).mission
            return str(mission.words(current_language()).title)
        except CampaignError:
            return _("(a mission that cannot be loaded)")

    def start_mission(self) -> Session:
        """A fresh game of the current mission with the campaign's heroes:
        only the cards' starting values, nothing from earlier missions
        (R-GAME-3). The attempt is written to the campaign file at once."""
        campaign = self.campaign
        if campaign.finished:
            raise CampaignError(
                _("the campaign {name} is finished").format(name=repr(campaign.name))
            )
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
            hints=campaign.hints,
        )
        try:
            session, _events = Session.start(loaded, header, self.save_dir, self.decks)
        except IllegalCommand as refused:
            raise self._setup_refused(loaded, refused) from None
        campaign.history.append(Attempt(mission=loaded.mission.id, log=self.log_name(session)))
        self.save()
        return session

    def _setup_refused(self, loaded: LoadedMission, refused: IllegalCommand) -> CampaignError:
        """A campaign file whose settings the rules refuse (a shared-life
        hero below the hardest level, seats that do not add up): every
        reason, located at the field it most likely comes from."""
        refusals = getattr(refused, "refusals", [refused.refusal])
        names = Names(Rules(loaded, self.decks))
        field = "shared_life_hero" if refusals[0].code.startswith("setup.shared-life") else "seats"
        return CampaignError(
            _("{where}: the rules refuse this campaign's setup: {reasons}").format(
                where=self.at((field,)),
                reasons=" ".join(say(refusal, names) for refusal in refusals),
            )
        )

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
        attempt.outcome = state.outcome.value
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
        try:
            present = log.exists()
        except OSError as error:  # a folder in the way that cannot be read, a loop of links
            index = self.campaign.history.index(attempt)
            raise CampaignError(
                _("{path}: history[{index}].log: {log} cannot be looked at: {reason}").format(
                    path=self.at(("history", index, "log")),
                    index=index,
                    log=log,
                    reason=reason(error),
                )
            ) from None
        if not present:
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
"""The levels' English names (the words are said by `difficulty_name`)."""


def describe(play: CampaignPlay) -> str:
    """One line for the lists: name, difficulty, heroes, where it stands
    and how it went."""
    campaign = play.campaign
    names = {card.id: shown(card).name for card in play.decks.heroes}
    heroes = ", ".join(names.get(h, h) for h in campaign.heroes)
    total = len(campaign.missions)
    if campaign.finished:
        where = _("finished: {total}/{total} missions won").format(total=total)
    else:
        where = (
            _("mission {number}/{total} {title} (in progress)")
            if campaign.in_progress is not None
            else _("mission {number}/{total} {title}")
        ).format(number=campaign.current + 1, total=total, title=play.title())
    games = campaign.attempts
    record = ngettext("{wins} won of {games} game", "{wins} won of {games} games", games).format(
        wins=campaign.wins, games=games
    )
    level = difficulty_name(campaign.difficulty.value)
    return f"{campaign.name} — {level} — {heroes} — {where} — {record}"
