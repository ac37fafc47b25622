"""The Textual app and its one factory, used by the command line and tests."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import work
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.content.problems import ContentError
from wolfenstein_tui.i18n import N_, _, current_language, ngettext, set_language
from wolfenstein_tui.language import (
    ENGLISH,
    LANGUAGE_NAMES,
    SUPPORTED,
    choose,
    from_locale,
    pinned_language,
    settings_path,
    write_setting,
)
from wolfenstein_tui.tui.crashes import ReportsCrashes
from wolfenstein_tui.tui.footer import Footer
from wolfenstein_tui.tui.numbered import NumberedOptionList, numbered
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, MessageDialog
from wolfenstein_tui.tui.spoken_keys import SpokenKeys, speak_bindings

if TYPE_CHECKING:
    from wolfenstein_tui.content.loaded import LoadedMission
    from wolfenstein_tui.engine.log.gamelog import Header
    from wolfenstein_tui.seats import SeatView
    from wolfenstein_tui.session import Session
    from wolfenstein_tui.tui.screens.game import GameScreen

# The content models, the rules engine and the game screens are imported where
# they are first needed, so the title screen paints without loading them.


GAME_CSS = Path(__file__).parent / "styles" / "game.tcss"
"""The game screen's stylesheet (GameScreen.CSS_PATH), read with the app's
own: a screen's stylesheet read only when the screen is pushed makes Textual
parse every stylesheet of the app again and restyle every widget, before the
game screen's first frame. Its rules all name the game screen, so they style
nothing else."""

TITLE_ENTRIES = [
    ("new", N_("New game")),
    ("continue", N_("Continue")),
    ("load", N_("Load game")),
    ("join", N_("Join or watch a game")),
    ("replay", N_("Replay a game log")),
    ("missions", N_("Missions")),
    ("campaign", N_("Campaign")),
    ("rules", N_("Rules")),
    ("training", N_("Training: learn to play")),
    ("language", N_("Language")),
    ("quit", N_("Quit")),
]
"""The title screen's entries, in English (shown translated)."""

SYSTEM_COMMANDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
    N_("Screenshot"),
    N_("Save an SVG 'screenshot' of the current screen"),
    N_("palette"),
    N_("Open the command palette"),
    N_("Quit the app and return to the command prompt."),
)
"""Textual's own commands in the command palette, and the app's own keys
(ctrl+q, ctrl+p in the footer), translated as they are shown."""


def language_entry() -> str:
    """The title screen's language entry: the language spoken, and when the
    command line's --lang chose it for this run, that it does."""
    name = LANGUAGE_NAMES[current_language()]
    if pinned_language() is not None:
        return _("Language: {language} (--lang, for this run)").format(language=name)
    return _("Language: {language}").format(language=name)


def title_entries() -> list[tuple[str, str]]:
    """The title screen's entries in the language spoken now."""
    return [
        (key, language_entry() if key == "language" else _(label)) for key, label in TITLE_ENTRIES
    ]


class TitleScreen(SpokenKeys, Screen[None]):
    BINDINGS = [
        Binding("q", "app.quit", N_("Quit")),
        Binding("L", "app.choose_language", N_("Language")),
    ]
    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen > Vertical { width: 60; height: auto; border: heavy $accent; padding: 1 2; }
    TitleScreen OptionList { height: auto; }
    """

    def __init__(self, highlight: str | None = None) -> None:
        super().__init__()
        self.highlight = highlight
        """The entry highlighted first (the language entry, after a change)."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("W O L F E N S T E I N\n" + _("the co-operative board game"), id="title")
            yield NumberedOptionList(
                *[
                    Option(numbered(i, label), id=key)
                    for i, (key, label) in enumerate(title_entries())
                ]
            )
        yield Footer()

    def on_mount(self) -> None:
        keys = [key for key, _label in TITLE_ENTRIES]
        if self.highlight in keys:
            self.query_one(NumberedOptionList).highlighted = keys.index(self.highlight)

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        app = self.app
        assert isinstance(app, WolfensteinApp)
        if event.option.id == "quit":
            app.exit()
        elif event.option.id == "language":
            app.action_choose_language()
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
    CSS_PATH = GAME_CSS
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
        self.english_bindings = speak_bindings(self)
        """ctrl+q and the command palette's key (in the footer), in English:
        translated again when the player changes the language."""

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Textual's own commands (theme, keys, screenshot...), translated."""
        for command in super().get_system_commands(screen):
            yield command._replace(title=_(command.title), help=_(command.help))

    def action_command_palette(self) -> None:
        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(
                CommandPalette(placeholder=_("Search for commands…"), id="--command-palette")
            )

    def action_help_quit(self) -> None:
        """ctrl+c: say how to quit, in the player's language."""
        self.notify(_("Press ctrl+q to quit the app"), title=_("Do you want to quit?"))

    @work
    async def action_choose_language(self) -> None:
        """The title screen's language setting: kept in the settings file
        (language.py), and spoken at once, unless --lang chose the language
        of this run."""
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED

        path = settings_path()
        system = from_locale(os.environ) or ENGLISH
        options = [LANGUAGE_NAMES[code] for code in SUPPORTED] + [
            _("Automatic: the system's language ({language})").format(
                language=LANGUAGE_NAMES[system]
            )
        ]
        prompt = _("The language of the game, kept in {path}").format(path=path)
        pinned = pinned_language()
        if pinned is not None:
            prompt += "\n" + _(
                "--lang on the command line chooses {language} for this run: "
                "the setting applies from the next start."
            ).format(language=LANGUAGE_NAMES[pinned])
        initial = SUPPORTED.index(current_language())
        choice = await self.push_screen_wait(
            ChoiceDialog(prompt, options, cancellable=True, initial=initial)
        )
        if choice == CANCELLED:
            return
        self.change_language(SUPPORTED[choice] if choice < len(SUPPORTED) else None)

    def change_language(self, code: str | None) -> None:
        """Keep `code` as the setting (None: forget it, the locale decides)
        and, unless --lang chose this run's language, speak it now: the
        title screen is built again, and every screen built from now on
        speaks it (their key bindings too, spoken_keys.py)."""
        path = settings_path()
        try:
            write_setting(path, code)
        except OSError as error:
            self.notify(
                _("Cannot keep the language in {path}: {reason}").format(
                    path=path, reason=error.strerror or error
                ),
                severity="error",
                timeout=8,
                markup=False,
            )
            return
        if pinned_language() is not None:
            self.notify(
                _("Kept for the next start; --lang chose {language} for this run.").format(
                    language=LANGUAGE_NAMES[pinned_language() or "en"]
                ),
                timeout=8,
                markup=False,
            )
            return
        set_language(choose(None, settings=path).code)
        speak_bindings(self, self.english_bindings)
        if isinstance(self.screen, TitleScreen):
            self.switch_screen(TitleScreen(highlight="language"))

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
            self.notify(_("No saved game yet."), severity="warning")
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
            self.notify(
                _("No saved games in {folder}.").format(folder=folder),
                severity="warning",
                markup=False,
            )
            return
        labels = [summarize(path).label() for path in logs]
        prompt = (
            _("Which game? (in {folder})")
            if not replaying
            else _("Which game to replay? (in {folder})")
        )
        choice = await self.push_screen_wait(
            ChoiceDialog(prompt.format(folder=folder), labels, cancellable=True)
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
                _("No game in progress in {folder}. Host one: New game, then Host.").format(
                    folder=folder
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
                _("Which game? (in {folder})").format(folder=folder), labels, cancellable=True
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
            goals = "; ".join(objective_words(o, lang) for o in mission.objectives)
            rounds = ngettext("{count} round", "{count} rounds", mission.round_limit).format(
                count=mission.round_limit
            )
            parts.append(
                f"{words.title} ({rounds})\n{words.briefing}\n"
                + _("Objectives: {objectives}").format(objectives=goals)
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
            session, _events = Session.start(loaded, header, self.save_dir)
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
            _(
                "Hosting {game}. The others join with: wolfenstein join {game} --seat N "
                "(N: {seats}), or Join or watch a game on the title screen."
            ).format(game=joined.path.stem, seats=", ".join(map(str, others))),
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
                _("How do you play?"),
                [
                    _("Here, passing the keyboard (hot-seat)"),
                    _("Host: each player joins from their own terminal or browser tab"),
                ],
                cancellable=True,
            )
        )
        if how == CANCELLED:
            return None
        if how == 0:
            return []
        names = [
            header.player_names[s]
            if s < len(header.player_names)
            else _("Player {number}").format(number=s + 1)
            for s in range(len(header.seats))
        ]
        seat = await self.push_screen_wait(
            ChoiceDialog(
                _("Which seat do you play here?"),
                [
                    _("Seat {number}: {name}").format(number=s + 1, name=name)
                    for s, name in enumerate(names)
                ],
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
                    self,
                    decks,
                    loaded.mission.suggested_heroes,
                    title=loaded.mission.words(current_language()).title,
                )
            except WizardCancelled:
                continue  # Escape at the first question: back to the missions
            header = new_header(
                loaded, choices.seats, seed=choices.seed, **choices.header_options()
            )
            return loaded, header


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
    from wolfenstein_tui.content.places import TRAINING_ID
    from wolfenstein_tui.save_folder import campaigns_dir
    from wolfenstein_tui.tui.screens.game import GameScreen

    # A game played from several screens is a JoinedSession, whose module is
    # then imported: not imported, no game can be one.
    joined = sys.modules.get("wolfenstein_tui.joined")
    if joined is not None and isinstance(session, joined.JoinedSession):
        from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

        return JoinedGameScreen(session)  # played from several screens: no campaign screens
    play = None
    if campaigns_dir(save_dir).is_dir():
        from wolfenstein_tui.campaign import campaign_of_log

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
