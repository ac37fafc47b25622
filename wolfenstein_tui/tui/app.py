"""The Textual app and its one factory, used by the command line and tests."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.content.problems import ContentError
from wolfenstein_tui.tui.crashes import ReportsCrashes
from wolfenstein_tui.tui.footer import Footer
from wolfenstein_tui.tui.numbered import NumberedOptionList, numbered
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, MessageDialog

if TYPE_CHECKING:
    from wolfenstein_tui.content.loaded import LoadedMission
    from wolfenstein_tui.engine.log.gamelog import Header
    from wolfenstein_tui.session import Session
    from wolfenstein_tui.tui.screens.game import GameScreen

# The content models, the rules engine and the game screens are imported where
# they are first needed, so the title screen paints without loading them.


TITLE_ENTRIES = [
    ("new", "New game"),
    ("continue", "Continue"),
    ("load", "Load game"),
    ("join", "Join or watch a game"),
    ("replay", "Replay a game log"),
    ("missions", "Missions"),
    ("campaign", "Campaign"),
    ("rules", "Rules"),
    ("training", "Training: learn to play"),
    ("quit", "Quit"),
]


class TitleScreen(Screen[None]):
    BINDINGS = [Binding("q", "app.quit", "Quit")]
    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen > Vertical { width: 60; height: auto; border: heavy $accent; padding: 1 2; }
    TitleScreen OptionList { height: auto; }
    """

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("W O L F E N S T E I N\nthe co-operative board game", id="title")
            yield NumberedOptionList(
                *[
                    Option(numbered(i, label), id=key)
                    for i, (key, label) in enumerate(TITLE_ENTRIES)
                ]
            )
        yield Footer()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        app = self.app
        assert isinstance(app, WolfensteinApp)
        if event.option.id == "quit":
            app.exit()
        elif event.option.id == "continue":
            app.continue_game()
        elif event.option.id == "new":
            app.new_game_wizard()
        elif event.option.id in ("load", "replay"):
            app.pick_save(replaying=event.option.id == "replay")
        elif event.option.id == "join":
            app.join_or_watch()
        elif event.option.id == "missions":
            app.show_missions()
        elif event.option.id == "campaign":
            from wolfenstein_tui.tui.screens.campaign import campaign_menu

            app.run_worker(campaign_menu(app, app.save_dir, app.campaign_missions), exclusive=True)
        elif event.option.id == "training":
            app.start_training()
        elif event.option.id == "rules":
            from wolfenstein_tui.tui.screens.help import HelpScreen

            app.push_screen(HelpScreen())


class WolfensteinApp(ReportsCrashes):
    TITLE = "Wolfenstein"
    nazi_phase_speed = "normal"
    """How fast the nazi phase plays back; the player's choice is kept for
    the rest of the sitting (tui/screens/nazi_phase.py)."""

    def __init__(
        self,
        session: Session | None = None,
        save_dir: Path | None = None,
        campaign_missions: list[str] | None = None,
    ) -> None:
        super().__init__()
        self.session = session
        self.save_dir = save_dir
        self.campaign_missions = campaign_missions
        """The missions of a new campaign (default: the built-in ones)."""

    def on_mount(self) -> None:
        if self.session is not None:
            self.push_screen(screen_for(self.session, self.save_dir))
        else:
            self.push_screen(TitleScreen())
            self.call_after_refresh(self.warm_up)

    def warm_up(self) -> None:
        """Once the title screen is painted, import the game's modules and load
        the decks in the background, so the first choice on the menu does not
        wait for them (a deck that fails to load is reported by that choice)."""
        self.run_worker(_load_the_game, thread=True, group="warm-up", exit_on_error=False)

    def continue_game(self) -> None:
        from wolfenstein_tui.session import latest_save

        path = latest_save(self.save_dir)
        if path is None:
            self.notify("No saved game yet.", severity="warning")
            return
        self.open_game(path)

    @work
    async def open_game(self, path: Path) -> None:
        """Carry on with a saved game; when another program is playing it,
        say who and offer to watch it instead (one writer per game)."""
        from wolfenstein_tui.saves import SaveError
        from wolfenstein_tui.session import GameInUse, Session
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
        """Choose one of the saved games: to carry on with it, or to watch it."""
        from wolfenstein_tui.log_summary import saved_logs, summarize
        from wolfenstein_tui.saves import SaveError
        from wolfenstein_tui.session import default_save_dir
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED
        from wolfenstein_tui.tui.screens.replay import ReplayScreen, load_replay

        folder = self.save_dir or default_save_dir()
        logs = saved_logs(folder)
        if not logs:
            self.notify(f"No saved games in {folder}.", severity="warning")
            return
        labels = [summarize(path).label() for path in logs]
        choice = await self.push_screen_wait(
            ChoiceDialog(
                ("Which game?" if not replaying else "Which game to replay?") + f" (in {folder})",
                labels,
                cancellable=True,
            )
        )
        if choice == CANCELLED:
            return
        path = logs[choice]
        if not replaying:
            self.open_game(path)
            return
        try:
            source = load_replay(path)
            self.push_screen(ReplayScreen(source.rules, source.header, source.lines))
        except (SaveError, ContentError) as error:
            self.notify(str(error), severity="error", timeout=8)

    @work
    async def join_or_watch(self) -> None:
        """Sit at a free seat of a game being played from several screens,
        or watch a game being played (joined.py)."""
        from wolfenstein_tui.content.library import builtin_decks
        from wolfenstein_tui.game_table import table
        from wolfenstein_tui.session import default_save_dir
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED

        folder = self.save_dir or default_save_dir()
        games = table(folder, builtin_decks())
        if not games:
            self.notify(
                f"No game in progress in {folder}. Host one: New game, then Host.",
                severity="warning",
            )
            return
        labels = []
        for game in games:
            free = len(game.free_seats())
            who = "played alone" if game.alone else f"{free} of {len(game.seats)} seats free"
            labels.append(f"{game.summary.label()} · {who}")
        choice = await self.push_screen_wait(
            ChoiceDialog(f"Which game? (in {folder})", labels, cancellable=True)
        )
        if choice == CANCELLED:
            return
        game = games[choice]
        seats = [] if game.alone else list(game.seats)
        options = [f"Sit at {seat.label()}" for seat in seats] + ["Watch it, read-only"]
        choice = await self.push_screen_wait(
            ChoiceDialog(f"{game.name}: where?", options, cancellable=True)
        )
        if choice == CANCELLED:
            return
        if choice == len(seats):
            self.watch_game(game.path)
        else:
            self.sit_at(game.path, [seats[choice].seat])

    def watch_game(self, path: Path) -> None:
        from wolfenstein_tui.saves import SaveError
        from wolfenstein_tui.tui.screens.follow import follow_screen

        try:
            self.push_screen(follow_screen(path))
        except (SaveError, ContentError) as error:
            self.notify(str(error), severity="error", timeout=8, markup=False)

    def sit_at(self, path: Path, seats: list[int]) -> None:
        from wolfenstein_tui.joined import JoinedSession
        from wolfenstein_tui.saves import SaveError

        try:
            session = JoinedSession.join(path, seats)
        except (SaveError, ContentError) as error:
            self.notify(str(error), severity="error", timeout=8, markup=False)
            return
        self.push_screen(screen_for(session, self.save_dir))

    def start_training(self) -> None:
        from wolfenstein_tui.saves import SaveError
        from wolfenstein_tui.tui.screens.training import TrainingGameScreen, start_training

        try:
            session = start_training(self.save_dir)
        except (SaveError, ContentError, OSError) as error:
            self.notify(str(error), severity="error", timeout=8)
            return
        self.push_screen(TrainingGameScreen(session))

    def show_missions(self) -> None:
        from wolfenstein_tui.content.cache import load_mission
        from wolfenstein_tui.content.library import builtin_decks, builtin_mission_files

        decks = builtin_decks()
        parts = []
        for path in builtin_mission_files():
            try:
                mission = load_mission(path, decks).mission
            except ContentError as error:
                parts.append(
                    f"{path.name}: has problems ({len(error.problems)}); run wolfenstein validate"
                )
                continue
            goals = "; ".join(
                o.words().text or o.objective.replace("_", " ") for o in mission.objectives
            )
            words = mission.words()
            parts.append(
                f"{words.title} ({mission.round_limit} rounds)\n{words.briefing}\nObjectives: {goals}"
            )
        self.push_screen(MessageDialog("\n\n".join(parts)))

    def new_game_wizard(self) -> None:
        self.run_worker(self._wizard(), exclusive=True)

    async def _wizard(self) -> None:
        from wolfenstein_tui.saves import SaveError
        from wolfenstein_tui.session import Session
        from wolfenstein_tui.tui.screens.game import GameScreen
        from wolfenstein_tui.tui.wizard import WizardCancelled

        try:
            header_and_mission = await self._ask_setup()
        except WizardCancelled:
            return
        loaded, header = header_and_mission
        hosting = await self._ask_hosting(header)
        if hosting is None:
            return
        try:
            session, _ = Session.start(loaded, header, self.save_dir)
        except SaveError as error:  # the save folder cannot take a new game
            self.notify(str(error), severity="error", timeout=10, markup=False)
            return
        if not hosting:
            self.push_screen(GameScreen(session))
            return
        from wolfenstein_tui.joined import JoinedSession
        from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

        try:
            joined = JoinedSession.host(session, hosting)
        except SaveError as error:
            session.close()
            self.notify(str(error), severity="error", timeout=10, markup=False)
            return
        self.push_screen(JoinedGameScreen(joined))
        others = [s + 1 for s in range(len(header.seats)) if s not in hosting]
        self.notify(
            f"Hosting {joined.path.stem}. The others join with: wolfenstein join "
            f"{joined.path.stem} --seat N (N: {', '.join(map(str, others))}), "
            "or Join or watch a game on the title screen.",
            timeout=20,
            markup=False,
        )

    async def _ask_hosting(self, header: Header) -> list[int] | None:
        """For more than one player: play here, passing the keyboard
        ([] ), or host the game for the others to join from their own
        screens (the seats this screen plays); None: cancelled."""
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED

        if len(header.seats) < 2:
            return []
        how = await self.push_screen_wait(
            ChoiceDialog(
                "How do you play?",
                [
                    "Here, passing the keyboard (hot-seat)",
                    "Host: each player joins from their own terminal or browser tab",
                ],
                cancellable=True,
            )
        )
        if how == CANCELLED:
            return None
        if how == 0:
            return []
        names = [
            header.player_names[s] if s < len(header.player_names) else f"Player {s + 1}"
            for s in range(len(header.seats))
        ]
        seat = await self.push_screen_wait(
            ChoiceDialog(
                "Which seat do you play here?",
                [f"Seat {s + 1}: {name}" for s, name in enumerate(names)],
                cancellable=True,
            )
        )
        return None if seat == CANCELLED else [seat]

    async def _ask_setup(self) -> tuple[LoadedMission, Header]:
        """Every choice made before the first round (R-SETUP), in the order a
        group at the table makes them."""
        from wolfenstein_tui.content.cache import load_mission
        from wolfenstein_tui.content.library import builtin_decks, builtin_mission_files
        from wolfenstein_tui.session import new_header
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED
        from wolfenstein_tui.tui.screens.mission_picker import MissionPicker
        from wolfenstein_tui.tui.wizard import WizardCancelled, ask_choices

        decks = builtin_decks()
        missions = []
        for path in builtin_mission_files():
            try:
                missions.append(load_mission(path, decks))
            except ContentError:
                continue
        choice = 0
        while True:
            choice = await self.push_screen_wait(MissionPicker(missions, decks, initial=choice))
            if choice == CANCELLED:
                raise WizardCancelled
            loaded = missions[choice]
            try:
                choices = await ask_choices(
                    self, decks, loaded.mission.suggested_heroes, title=loaded.mission.words().title
                )
            except WizardCancelled:
                continue  # Escape at the first question: back to the missions
            header = new_header(
                loaded, choices.seats, seed=choices.seed, **choices.header_options()
            )
            return loaded, header


def screen_for(session: Session, save_dir: Path | None) -> GameScreen:
    """The game's screen: a campaign's own when the game is the one a
    campaign is playing, so Continue and Load game carry on the campaign;
    the training mission's, with its tips.
    The campaign's screens are imported only then: a game started with
    `wolfenstein play` paints its first frame without them."""
    from wolfenstein_tui.campaign import campaign_of_log
    from wolfenstein_tui.content.places import TRAINING_ID
    from wolfenstein_tui.joined import JoinedSession
    from wolfenstein_tui.tui.screens.game import GameScreen

    if isinstance(session, JoinedSession):  # played from several screens: no campaign screens
        from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

        return JoinedGameScreen(session)
    play = campaign_of_log(session.path, save_dir)
    if play is None:
        if session.record.header.mission == TRAINING_ID:
            from wolfenstein_tui.tui.screens.training import TrainingGameScreen

            return TrainingGameScreen(session)
        return GameScreen(session)
    from wolfenstein_tui.tui.screens.campaign import CampaignGameScreen

    return CampaignGameScreen(session, play)


def _load_the_game() -> None:
    from wolfenstein_tui.content.library import builtin_decks
    from wolfenstein_tui.tui.screens import game, replay  # noqa: F401

    builtin_decks()


def make_app(
    session: Session | None = None,
    save_dir: Path | None = None,
    campaign_missions: list[str] | None = None,
) -> WolfensteinApp:
    return WolfensteinApp(session=session, save_dir=save_dir, campaign_missions=campaign_missions)
