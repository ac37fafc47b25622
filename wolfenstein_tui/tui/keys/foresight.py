"""What the game screen works out while the player reads it: once a frame
is drawn, the screen does ahead what the player's likely next key will
need (tui/worked_ahead.py), so that the key's own frame waits only for
the screen to be drawn.

- With a hero active, x opens the map cursor on the hero's square: what
  that square sees, the map drawn with it and the square's card are
  worked out (`look_ahead`, screens/map_cursor.py).
- While a hero is to be chosen, Enter activates the highlighted hero: the
  rules' new state, the actions it offers (their lines measured and drawn
  as the list will show them), the map drawn, framed and cut for it, the
  log's lines, the hero's card, the status bar and the first action's
  detail (broken, measured and drawn for their panels) are worked out
  (`foresee`), again each time the highlight moves to another hero.

None of it changes anything on screen or in the game: a key typed
meanwhile only waits for it, as it would have waited in its own frame,
and each part worked out is used only for the very state it was worked
out for. A part of GameScreen (a mixin).

Then the young garbage is collected (`gc.collect(1)`): the work ahead
leaves many objects behind, and a collection of the young generations
that Python would otherwise start in the middle of the next key's frame
took some 1.5 ms of Activate's frame there (a collection of all
generations, rarer, stays Python's to start)."""

from __future__ import annotations

import gc

from rich.text import Text
from textual.timer import Timer

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import Command, StartActivation
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.keys.game_screen_parts import GameScreenParts
from wolfenstein_tui.tui.map.board_text import Overlay
from wolfenstein_tui.tui.map.in_view import follow_squares
from wolfenstein_tui.tui.map.previews import overlay_for, preview, route_preview
from wolfenstein_tui.tui.presenters.dashboards import objectives_text
from wolfenstein_tui.tui.widgets.action_list import move_costs_of
from wolfenstein_tui.tui.widgets.detail_panel import DetailPanel
from wolfenstein_tui.tui.widgets.hero_card import HeroCard
from wolfenstein_tui.tui.widgets.status_bar import StatusBar
from wolfenstein_tui.words.actions.menu import Listed

WORK_AHEAD_AFTER = 0.03
"""Seconds from a frame drawn to the work ahead: time enough for the frame
to reach the terminal (Textual writes it from a thread of its own, which
Python work started at once would hold up: one thread runs Python at a
time), far less than a player takes to press the next key."""


class Foresight(GameScreenParts):
    """The work done ahead of the player's next key."""

    _work_ahead_timer: Timer | None = None
    _previewed: tuple[GameState, Command, tuple[Overlay, Text]] | None = None
    """A move's preview worked out ahead: the state and command it is for."""

    def work_ahead_soon(self) -> None:
        """`work_ahead` a moment after the next frame is drawn (once: a
        later call puts it off again). Never before the screen's first
        frame: the game's start waits for nothing but it (the log, told
        after that frame, would be told before it)."""
        self.after_first_frame(self._work_ahead_in_a_moment)

    def _work_ahead_in_a_moment(self) -> None:
        if self._work_ahead_timer is not None:
            self._work_ahead_timer.stop()
        self._work_ahead_timer = self.set_timer(WORK_AHEAD_AFTER, self.work_ahead)

    def work_ahead(self) -> None:
        """What the next key will likely need (x's view, or Enter's
        activation), then the young garbage collected while the player reads."""
        self._work_ahead_timer = None
        self.look_ahead()
        self.foresee()
        gc.collect(1)

    def foresee(self) -> None:
        """While a hero is to be chosen, work out the activation of the
        highlighted one as the screen would show it: the new state (played
        by Enter as it was worked out: GameRecord.foresee), its actions and
        their lines, its map, the log's lines, the hero's card and the
        status bar, drawn."""
        session = self.session
        state = session.state
        if state.active_hero is not None or state.pending is not None or self.looking is not None:
            return
        index = self.action_list.highlighted
        if index is None or index >= len(self.commands) or index in self.refusals:
            return
        command = self.commands[index]
        if not isinstance(command, StartActivation):
            return
        foreseen = session.foresee(command)
        if foreseen is None:
            return
        after, rules = foreseen.after, session.rules
        if after.active_hero != command.hero or after.pending is not None:
            return  # a question comes first: its dialog is what Enter shows
        menu, move_ap = self.action_list.listed_ahead(rules, after, session.player_name)
        self.action_list.draw_ahead(menu, after)
        marked = move_costs_of(menu, move_ap)
        overlay = self.preview_ahead(rules, after, menu) if menu.commands else None
        board = self.board_view
        drawing = self.paint_map(board.compact, overlay, after, marked)
        keep, focus = follow_squares(rules, after, after.active_hero)
        board.frame_ahead(drawing, keep, focus, self.map_figures(after))
        self.message_log.tell_ahead(foreseen.events)
        player = self.hero_players(after).get(command.hero, "")
        card = self.query_one("#hero-card", HeroCard)
        card.draw_ahead(card.card_ahead(rules, after, command.hero, player))
        status = (self.status_text(after), objectives_text(rules, after))
        self.query_one("#status", StatusBar).draw_ahead(status)

    def preview_ahead(self, rules: Rules, state: GameState, menu: Listed) -> Overlay:
        """The map's marks for the first action of a list about to be shown;
        for a move, its path in words drawn ahead in the detail panel too
        (`DetailPanel.tell_ahead`), and kept for `preview_of`."""
        routed = route_preview(rules, state, menu, 0)
        if routed is None:
            return overlay_for(rules, state, menu, 0)
        self._previewed = (state, menu.commands[0], routed)
        self.query_one("#detail", DetailPanel).tell_ahead(routed[1])
        return routed[0]

    def preview_of(self, index: int) -> tuple[Overlay, Text | None]:
        """The map's marks and the words for the listed action `index`:
        those worked out ahead when they are for this very state and action."""
        state = self.session.state
        ahead = self._previewed
        if (
            ahead is not None
            and ahead[0] is state
            and ahead[1] == self.commands[index]
            and index not in self.refusals
        ):
            return ahead[2]
        return preview(self.session.rules, state, self.action_list, index)
