"""What the game screen's own keys do, beside playing an action: the
number keys, e and f that play a listed action of a kind, Enter, Escape
and the arrows that the screen reads before any widget (type-ahead, see
GameScreen), c for the targeted enemy's card, and the keys that open
another screen (?, the rules search, the replay, g) or leave the game. A
part of GameScreen (a mixin): it uses the screen's session, action list,
map, `commands`, `refusals`, `select`, `show_detail` and the map cursor's
`stop_looking` and handlers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.actions import SkipAction

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.engine.state.commands import (
    EndActivation,
    TakeFatigue,
)
from wolfenstein_tui.tui.keys.game_screen_parts import GameScreenParts
from wolfenstein_tui.tui.presenters.players import come_back_words
from wolfenstein_tui.tui.widgets.map_view import BoardView

if TYPE_CHECKING:
    from wolfenstein_tui.content.records.squares import Square

NAVIGATION = {
    "up": "cursor_up",
    "down": "cursor_down",
    "home": "first",
    "end": "last",
    "pageup": "page_up",
    "pagedown": "page_down",
}
"""The action list's keys, and its actions that they run."""
CURSOR_STEPS = {
    "up": (0, -1),
    "down": (0, 1),
    "left": (-1, 0),
    "right": (1, 0),
    "k": (0, -1),
    "j": (0, 1),
    "h": (-1, 0),
    "l": (1, 0),
}
"""The map cursor's keys, and the step each makes."""


class GameKeyActions(GameScreenParts):
    """The game screen's key actions (see the module's docstring)."""

    # The help, the nazi phase's playback and the other screens a game opens
    # later are imported where they open: the first frame waits for none.

    def action_help(self) -> None:
        from wolfenstein_tui.tui.keys.game_help import game_help
        from wolfenstein_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(game_help(), decks=self.session.rules.decks))

    def action_advice(self) -> None:
        """What would a good player do? Asked of the search player, drawn on
        the map; the game is not changed."""
        from wolfenstein_tui.tui.advice.advice_panel import AdvicePanel
        from wolfenstein_tui.tui.map.board_text import Overlay
        from wolfenstein_tui.words.actions.advice import HINTS_OFF

        if self.session.state.outcome is not None:
            return
        if not self.session.record.header.hints:
            self.notify(_(HINTS_OFF), timeout=6)
            return
        self.session.note_hint()  # an event in the log, not a decision

        def draw(squares: frozenset[Square]) -> None:
            self.overlay = Overlay(path=squares)
            self.draw_map()

        self.app.push_screen(
            AdvicePanel(
                self.session.rules,
                self.session.state,
                draw,
                seed=self.session.record.header.seed,
                player_name=self.session.player_name,
            )
        )

    def action_rules_search(self) -> None:
        from wolfenstein_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(decks=self.session.rules.decks))

    def action_replay_game(self) -> None:
        """Watch this game from its start, in the replay viewer."""
        from wolfenstein_tui.play.saves import SaveError
        from wolfenstein_tui.tui.screens.replay import ReplayScreen, load_replay

        try:
            source = load_replay(self.session.path)
        except (SaveError, OSError) as error:
            self.notify(
                _("The game log cannot be replayed: {error}").format(error=error), severity="error"
            )
            return
        self.app.push_screen(
            ReplayScreen(source.rules, source.header, source.lines, path=source.path)
        )

    def action_pick(self, index: int) -> None:
        """A number key plays the action listed with that number (an action
        keeps its number while it is listed: the action list's `keys`)."""
        number = str(index + 1)
        keys = self.action_list.keys
        listed = next((i for i, key in keys.items() if key == number), None)
        if listed is not None:
            self.select(listed)

    def action_end_activation(self) -> None:
        index = next(
            (
                i
                for i, c in enumerate(self.commands)
                if isinstance(c, EndActivation) and i not in self.refusals
            ),
            None,
        )
        if index is None:
            self.warn(_("No activation to end now."), seconds=3)
            return
        self.select(index)

    def action_enter(self) -> None:
        """Enter, before any widget sees it: on the map, what its square
        offers; in the action list, the highlighted action, played at once
        (a quick second Enter then plays a line of the new list)."""
        if self.map_has_keys:
            self.on_board_view_confirm(BoardView.Confirm())
            return
        actions = self.action_list
        if self.focused is actions and actions.highlighted is not None:
            if actions.highlighted < len(self.commands):
                self.select(actions.highlighted)
            return
        raise SkipAction()

    def action_escape(self) -> None:
        """Escape: out of the map cursor (at once, so the keys typed next go
        to the actions); after the game's end, back to the title screen."""
        if self.map_has_keys:
            self.stop_looking()
            return
        if self.session.state.outcome is not None:
            self.action_leave_if_over()
            return
        raise SkipAction()

    def action_navigate(self, key: str) -> None:
        """An arrow (hjkl too) or Home, End, Page Up and Down: a step of the
        map cursor when the map has the keys, the action list's highlight
        moved when it has them."""
        if self.map_has_keys:
            if key in CURSOR_STEPS:
                self.on_board_view_cursor_moved(BoardView.CursorMoved(*CURSOR_STEPS[key]))
                return
            raise SkipAction()
        if self.focused is self.action_list and key in NAVIGATION:
            getattr(self.action_list, f"action_{NAVIGATION[key]}")()
            return
        raise SkipAction()

    def action_fatigue(self) -> None:
        """f: the fatigue action (R-AP-3), wherever the list puts it."""
        self.play_kind(TakeFatigue, _("No fatigue action now."))

    def play_kind(self, kind: type, nothing: str) -> None:
        index = next((i for i, c in enumerate(self.commands) if isinstance(c, kind)), None)
        if index is None:
            self.warn(nothing, seconds=3)
            return
        self.select(index)  # a refused one says why

    def action_target_card(self) -> None:
        """c: the card of the enemy the highlighted attack aims at (else the
        first enemy the hero can attack), whole, in the panel."""
        from wolfenstein_tui.tui.presenters.command_screen import attacked
        from wolfenstein_tui.tui.presenters.look import enemy_card_text
        from wolfenstein_tui.tui.presenters.square_action import attack_targets

        state = self.session.state
        highlighted = self.action_list.highlighted
        command = (
            self.commands[highlighted]
            if highlighted is not None and highlighted < len(self.commands)
            else None
        )
        target = attacked(command) if command is not None else None
        if target is None:
            targets = attack_targets(state, self.commands, set(self.refusals))
            target = targets[0] if targets else None
        if target is None or target not in state.enemies:
            self.warn(_("No enemy to attack from here."), seconds=3)
            return
        self.show_detail(enemy_card_text(self.session.rules, state, target))

    def action_focus_log(self) -> None:
        """The whole log, full width, with its filters and search."""
        from wolfenstein_tui.tui.screens.log_view import LogScreen

        self.app.push_screen(LogScreen(self.message_log, back_to=self.action_back_to))

    def action_focus_actions(self) -> None:
        if self.map_has_keys:
            self.stop_looking()
            return
        self.set_focus(self.action_list)

    def action_quit_game(self) -> None:
        """q: once the game is over, back to the title screen; during the
        game, leave the app (the game is saved after every decision)."""
        if self.session.state.outcome is not None:
            self.action_leave_if_over()
            return
        self.app.exit(message=self.come_back_words())

    def come_back_words(self) -> str:
        """What the terminal says once the app has closed mid-game."""
        return come_back_words(self.session.path)

    def action_leave_if_over(self) -> None:
        """Escape (and q) after the game is over: back to the title screen."""
        if self.session.state.outcome is None:
            return
        from wolfenstein_tui.tui.screens.title import back_to_title

        back_to_title(self.app)
