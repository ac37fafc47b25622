"""The Textual app and its one factory, used by the command line and tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events, on
from textual.app import SystemCommand
from textual.command import CommandPalette
from textual.screen import Screen
from textual.theme import ThemeProvider

from wolfenstein_tui.base import collector
from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.tui.game_menus import GameMenus, screen_for
from wolfenstein_tui.tui.keys.palette import THEMES_PLACEHOLDER, Palette
from wolfenstein_tui.tui.keys.spoken_keys import speak_bindings
from wolfenstein_tui.tui.language_menu import LanguageMenu
from wolfenstein_tui.tui.new_game import NewGameMenu
from wolfenstein_tui.tui.served import served, without_paths
from wolfenstein_tui.tui.theme_setting import use_saved_theme
from wolfenstein_tui.tui.widgets.scroll_bars import draw_bars_directly

if TYPE_CHECKING:
    from wolfenstein_tui.play.session import Session

# The content models, the rules engine and the game screens are imported where
# they are first needed, so the title screen paints without loading them.

__all__ = ["SYSTEM_COMMANDS", "WolfensteinApp", "make_app", "screen_for"]


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

GAME_CSS = Path(__file__).parent / "styles" / "game.tcss"
"""The game screen's stylesheet (GameScreen.CSS_PATH), read with the app's
own: a screen's stylesheet read only when the screen is pushed makes Textual
parse every stylesheet of the app again and restyle every widget, before the
game screen's first frame. Its rules all name the game screen, so they style
nothing else."""


class WolfensteinApp(LanguageMenu, GameMenus, NewGameMenu):
    """The app: the title screen and its menus (title.py, language_menu.py,
    game_menus.py, new_game.py), or straight into a game."""

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
        first_screen: Callable[[], Screen[Any]] | None = None,
    ) -> None:
        super().__init__()
        draw_bars_directly()
        self.first_screen = first_screen
        """The screen the app opens on instead of the title screen (the
        mission editor of `wolfenstein edit`)."""
        self.session = session
        self.save_dir = save_dir
        self.campaign_missions = campaign_missions
        """The missions of a new campaign (default: the built-in ones)."""
        self.english_bindings = speak_bindings(self)
        """ctrl+q and the command palette's key (in the footer), in English:
        translated again when the player changes the language."""

    def title_choice(self, choice: str) -> None:
        """What an entry of the title screen (screens/title.py) asks, done."""
        if choice == "quit":
            self.exit()
        elif choice == "language":
            self.action_choose_language()
        elif choice == "continue":
            self.continue_game()
        elif choice == "new":
            self.new_game_wizard()
        elif choice in ("load", "replay"):
            self.pick_save(replaying=choice == "replay")
        elif choice == "join":
            self.join_or_watch()
        elif choice == "missions":
            # The editor and its missions, imported when asked for.
            from wolfenstein_tui.tui.editor.opening import missions_menu

            self.run_worker(missions_menu(self, self.show_missions), exclusive=True)
        elif choice == "campaign":
            # Imported here, as the other screens a title entry opens: the
            # campaigns bring pydantic and the decks, which no title screen needs.
            from wolfenstein_tui.tui.screens.campaign import campaign_menu

            self.run_worker(
                campaign_menu(self, self.save_dir, self.campaign_missions), exclusive=True
            )
        elif choice == "training":
            self.start_training()
        elif choice == "rules":
            from wolfenstein_tui.tui.screens.help import HelpScreen

            self.push_screen(HelpScreen())

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Textual's own commands (theme, keys, screenshot...), translated."""
        for command in super().get_system_commands(screen):
            yield command._replace(title=_(command.title), help=_(command.help))

    def action_command_palette(self) -> None:
        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(Palette(id="--command-palette"))

    def search_themes(self) -> None:
        """The theme command's palette, in the language spoken."""
        self.push_screen(Palette(providers=[ThemeProvider], placeholder=THEMES_PLACEHOLDER))

    def action_show_help_panel(self) -> None:
        """The palette's Keys command: Textual's keys panel, in the player's
        language."""
        # Imported here: Textual's help panel brings its Markdown widget and
        # markdown_it, which no first screen needs.
        from wolfenstein_tui.tui.keys.key_panel import SpokenHelpPanel

        if not self.screen.query(SpokenHelpPanel):
            self.screen.mount(SpokenHelpPanel())

    def action_help_quit(self) -> None:
        """ctrl+c: say how to quit, in the player's language."""
        self.notify(_("Press ctrl+q to quit the app"), title=_("Do you want to quit?"))

    @on(events.DeliveryComplete)
    def screenshot_saved(self, event: events.DeliveryComplete) -> None:
        """The palette's Screenshot command, told in the player's language
        (Textual's own notice, which is English, is not given)."""
        if event.name != "screenshot":
            return
        event.prevent_default()
        if event.path is None:
            self.notify(_("Saved screenshot"), title=_("Screenshot"))
        else:
            self.notify(
                _("Saved screenshot to {path}").format(path=event.path),
                title=_("Screenshot"),
                markup=False,
            )

    @on(events.DeliveryFailed)
    def screenshot_failed(self, event: events.DeliveryFailed) -> None:
        if event.name != "screenshot":
            return
        event.prevent_default()
        self.notify(_("Failed to save screenshot"), title=_("Screenshot"), severity="error")

    def on_mount(self) -> None:
        # Once the first screen is painted, the garbage collector paused by the
        # command line goes back on (collector.py).
        self.call_after_refresh(collector.first_frame_painted)
        use_saved_theme(self)
        first: Screen[Any]
        if self.session is not None:
            first = screen_for(self.session, self.save_dir)
            self.push_screen(first)
        elif self.first_screen is not None:
            self.push_screen(self.first_screen())
        else:
            first = self.title_screen()
            self.push_screen(first)
            self.call_after_refresh(self.warm_up)

    def title_screen(self) -> Screen[None]:
        """The title screen: in an invited player's browser tab, only what
        their code opens (tui/served.py)."""
        how = served()
        if how is None or how.host or how.code is None:
            from wolfenstein_tui.tui.screens.title import TitleScreen

            return TitleScreen()
        from wolfenstein_tui.play.save_folder import default_save_dir
        from wolfenstein_tui.tui.invited_title import InvitedTitleScreen

        return InvitedTitleScreen(how.code, self.save_dir or default_save_dir())

    def notify(self, message: str, *args: Any, **kwargs: Any) -> None:
        """A notice; in a browser tab, without the server's paths. Never read
        as markup, whoever asks (every widget's notice comes here): a file's
        path or a mission's words may hold "[" (tests/tui/test_no_markup.py)."""
        if served() is not None:
            from wolfenstein_tui.play.save_folder import default_save_dir

            message = without_paths(message, self.save_dir or default_save_dir())
        kwargs["markup"] = False
        super().notify(message, *args, **kwargs)

    def warm_up(self) -> None:
        """Once the title screen is painted, import the game's modules and load
        the decks in the background, so the first choice on the menu does not
        wait for them (a deck that fails to load is reported by that choice)."""
        self.run_worker(_load_the_game, thread=True, group="warm-up", exit_on_error=False)


def _load_the_game() -> None:
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.tui.screens import game, replay  # noqa: F401

    builtin_decks()


def make_app(
    session: Session | None = None,
    save_dir: Path | None = None,
    campaign_missions: list[str] | None = None,
    first_screen: Callable[[], Screen[Any]] | None = None,
) -> WolfensteinApp:
    return WolfensteinApp(
        session=session,
        save_dir=save_dir,
        campaign_missions=campaign_missions,
        first_screen=first_screen,
    )
