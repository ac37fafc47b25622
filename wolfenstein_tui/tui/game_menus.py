"""The title screen's ways into a game already there: Continue, Load game,
Replay, Join or watch, Training and the missions' list; and the screen a
saved game opens on (`screen_for`).

The content models, the rules engine and the game screens are imported where
they are first needed, so the title screen paints without loading them."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from textual import work

from wolfenstein_tui.base.i18n import _, clauses, current_language, ngettext
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.tui.crashes import ReportsCrashes
from wolfenstein_tui.tui.served import shown_folder

if TYPE_CHECKING:
    from wolfenstein_tui.play.seats import SeatView
    from wolfenstein_tui.play.session import Session
    from wolfenstein_tui.tui.screens.game import GameScreen


class GameMenus(ReportsCrashes):
    """The title screen's entries that open a saved or shared game (mixed
    into WolfensteinApp)."""

    save_dir: Path | None

    def continue_game(self) -> None:
        from wolfenstein_tui.play.session import latest_save

        path = latest_save(self.save_dir)
        if path is None:
            self.notify(_("No saved game yet."), severity="warning")
            return
        self.open_game(path)

    @work
    async def open_game(self, path: Path) -> None:
        """Carry on with a saved game; when another program is playing it,
        say who and offer to watch it instead (one writer per game)."""
        from wolfenstein_tui.play.saves import SaveError
        from wolfenstein_tui.play.session import GameInUse, Session
        from wolfenstein_tui.tui.screens.follow import offer_to_watch

        try:
            session = Session.resume(path)
        except GameInUse as busy:
            try:
                await offer_to_watch(self, busy)
            except (SaveError, ContentError) as error:
                self.notify(str(error), severity="error", timeout=8, markup=False)
            return
        except (SaveError, ContentError) as error:
            self.notify(str(error), severity="error", timeout=8, markup=False)
            return
        try:
            screen = screen_for(session, self.save_dir)
        except (SaveError, ContentError) as error:
            session.close()
            self.notify(str(error), severity="error", timeout=8, markup=False)
            return
        self.push_screen(screen)

    @work
    async def pick_save(self, replaying: bool) -> None:
        """Choose one of the saved games: to carry on with it, or to watch
        it; or delete the ones no longer wanted (tui/saved_games.py)."""
        from wolfenstein_tui.play.log_summary import saved_logs
        from wolfenstein_tui.play.saves import SaveError
        from wolfenstein_tui.play.session import default_save_dir
        from wolfenstein_tui.tui.saved_games import SavedGamesDialog
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED
        from wolfenstein_tui.tui.screens.replay import ReplayScreen, load_replay

        folder = self.save_dir or default_save_dir()
        if not saved_logs(folder):
            self.notify(
                _("No saved games in {folder}.").format(folder=shown_folder(folder)),
                severity="warning",
                markup=False,
            )
            return
        dialog = SavedGamesDialog(folder, replaying)
        choice = await self.push_screen_wait(dialog)
        if choice == CANCELLED:
            return
        path = dialog.paths[choice]
        if not replaying:
            self.open_game(path)
            return
        try:
            source = load_replay(path)
            self.push_screen(
                ReplayScreen(source.rules, source.header, source.lines, path=source.path)
            )
        except (SaveError, ContentError) as error:
            self.notify(str(error), severity="error", timeout=8)

    @work
    async def join_or_watch(self) -> None:
        """Sit at a free seat of a game being played from several screens,
        or watch a game being played (joined.py)."""
        from wolfenstein_tui.content.loading.cache import builtin_decks
        from wolfenstein_tui.play.game_table import table
        from wolfenstein_tui.play.session import default_save_dir
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED, ChoiceDialog

        folder = self.save_dir or default_save_dir()
        games = table(folder, builtin_decks())
        if not games:
            self.notify(
                _("No game in progress in {folder}. Host one: New game, then Host.").format(
                    folder=shown_folder(folder)
                ),
                severity="warning",
                markup=False,
            )
            return
        labels = []
        for game in games:
            free = len(game.free_seats())
            who = (
                _("played alone")
                if game.alone
                else ngettext(
                    "{free} of {count} seat free", "{free} of {count} seats free", len(game.seats)
                ).format(free=free, count=len(game.seats))
            )
            labels.append(f"{game.summary.label()} · {who}")
        choice = await self.push_screen_wait(
            ChoiceDialog(
                _("Which game? (in {folder})").format(folder=shown_folder(folder)),
                labels,
                cancellable=True,
            )
        )
        if choice == CANCELLED:
            return
        game = games[choice]
        seats = [] if game.alone else list(game.seats)
        options = [sit_at_words(seat) for seat in seats] + [_("Watch it, read-only")]
        choice = await self.push_screen_wait(
            ChoiceDialog(_("{game}: where?").format(game=game.name), options, cancellable=True)
        )
        if choice == CANCELLED:
            return
        watching = choice == len(seats)
        code = await self.ask_invitation_code(game.path, None if watching else seats[choice].seat)
        if code == "":
            return
        if watching:
            self.watch_game(game.path, code)
        else:
            self.sit_at(game.path, [seats[choice].seat], code)

    async def ask_invitation_code(self, path: Path, seat: int | None) -> str | None:
        """The code a game by invitation asks for (None: the game has none;
        "": not given). A game whose invitations cannot be read is said here."""
        from wolfenstein_tui.play.invitations import read_invitations
        from wolfenstein_tui.play.saves import SaveError
        from wolfenstein_tui.tui.screens.dialogs import TextDialog

        try:
            if read_invitations(path) is None:
                return None
        except SaveError as error:
            self.notify(str(error), severity="error", timeout=8, markup=False)
            return ""
        prompt = (
            _("This game is by invitation: the code of seat {seat}").format(seat=seat + 1)
            if seat is not None
            else _("This game is by invitation: its watch code, or your seat's")
        )
        return await self.push_screen_wait(TextDialog(prompt)) or ""

    def watch_game(self, path: Path, code: str | None = None) -> None:
        from wolfenstein_tui.play.invitations import admit_watcher
        from wolfenstein_tui.play.saves import SaveError
        from wolfenstein_tui.tui.screens.follow import follow_screen

        try:
            admit_watcher(path, code)
            self.push_screen(follow_screen(path))
        except (SaveError, ContentError) as error:
            self.notify(str(error), severity="error", timeout=8, markup=False)

    def sit_at(self, path: Path, seats: list[int], code: str | None = None) -> None:
        from wolfenstein_tui.play.joined import JoinedSession
        from wolfenstein_tui.play.saves import SaveError

        try:
            session = JoinedSession.join(path, seats, code=code)
        except (SaveError, ContentError) as error:
            self.notify(str(error), severity="error", timeout=8, markup=False)
            return
        self.push_screen(screen_for(session, self.save_dir))

    def start_training(self) -> None:
        from wolfenstein_tui.play.saves import SaveError
        from wolfenstein_tui.tui.screens.training import TrainingGameScreen, start_training

        try:
            session = start_training(self.save_dir)
        except (SaveError, ContentError, OSError) as error:
            self.notify(str(error), severity="error", timeout=8)
            return
        self.push_screen(TrainingGameScreen(session))

    def show_missions(self) -> None:
        from wolfenstein_tui.content.loading.cache import builtin_decks, load_mission
        from wolfenstein_tui.content.loading.library import builtin_mission_files
        from wolfenstein_tui.tui.screens.mission_picker import objective_words

        decks = builtin_decks()
        lang = current_language()
        parts = []
        for path in builtin_mission_files():
            try:
                mission = load_mission(path, decks).mission
            except ContentError as error:
                parts.append(
                    ngettext(
                        "{file}: has {count} problem; run wolfenstein validate",
                        "{file}: has {count} problems; run wolfenstein validate",
                        len(error.problems),
                    ).format(file=path.name, count=len(error.problems))
                )
                continue
            words = mission.words(lang)
            goals = clauses(objective_words(o, lang) for o in mission.objectives)
            rounds = ngettext("{count} round", "{count} rounds", mission.round_limit).format(
                count=mission.round_limit
            )
            parts.append(
                f"{words.title} ({rounds})\n{words.briefing}\n"
                + _("Objectives: {objectives}").format(objectives=goals)
            )
        from wolfenstein_tui.tui.screens.dialogs import MessageDialog

        self.push_screen(MessageDialog("\n\n".join(parts)))


def sit_at_words(seat: SeatView) -> str:
    """An entry of the seats of a game to join: who plays there, and
    whether it is free."""
    if seat.holder is None:
        return _("Sit at seat {number}: {player} ({heroes}), free").format(
            number=seat.seat + 1, player=seat.player, heroes=seat.heroes
        )
    return _("Sit at seat {number}: {player} ({heroes}), taken by {who}").format(
        number=seat.seat + 1, player=seat.player, heroes=seat.heroes, who=seat.holder.describe()
    )


def screen_for(session: Session, save_dir: Path | None) -> GameScreen:
    """The game's screen: a campaign's own when the game is the one a
    campaign is playing, so Continue and Load game carry on the campaign;
    the training mission's, with its tips.
    The campaign's screens, and the campaigns' reader when the save folder
    holds no campaign, are imported only then: a game started with
    `wolfenstein play` paints its first frame without them."""
    from wolfenstein_tui.content.files.places import TRAINING_ID
    from wolfenstein_tui.play.save_folder import campaigns_dir
    from wolfenstein_tui.tui.screens.game import GameScreen

    # A game played from several screens is a JoinedSession, whose module is
    # then imported: not imported, no game can be one.
    joined = sys.modules.get("wolfenstein_tui.play.joined")
    if joined is not None and isinstance(session, joined.JoinedSession):
        from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

        return JoinedGameScreen(session)  # played from several screens: no campaign screens
    play = None
    if campaigns_dir(save_dir).is_dir():
        from wolfenstein_tui.play.campaign import campaign_of_log

        play = campaign_of_log(session.path, save_dir)
    if play is None:
        if session.record.header.mission == TRAINING_ID:
            from wolfenstein_tui.tui.screens.training import TrainingGameScreen

            return TrainingGameScreen(session)
        return GameScreen(session)
    from wolfenstein_tui.tui.screens.campaign import CampaignGameScreen

    return CampaignGameScreen(session, play)
