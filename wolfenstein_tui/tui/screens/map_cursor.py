"""The map cursor, for the game screen: x (or a click, or Tab) gives the map
the keys; arrows or hjkl move a cursor that shows what its square sees, the
card of what stands there and what Enter would do there (move, attack, open,
search, activate); Enter or a click does it. It also picks the square of an
area item. A part of GameScreen (a mixin): it uses the screen's session,
action list, map and detail panel."""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.refusals import refusal_reasons
from wolfenstein_tui.engine.state.commands import Attack, UseItem
from wolfenstein_tui.engine.state.refusals import Refusal
from wolfenstein_tui.tui.keys.game_keys import game_keys
from wolfenstein_tui.tui.keys.game_screen_parts import GameScreenParts
from wolfenstein_tui.tui.map.board_text import Overlay
from wolfenstein_tui.tui.map.in_view import hero_spawns
from wolfenstein_tui.tui.map.previews import preview
from wolfenstein_tui.tui.presenters.look import choice_card, cursor_card, square_card
from wolfenstein_tui.tui.presenters.square_action import (
    attack_targets,
    other_square_actions,
    refused_here,
    square_action,
)
from wolfenstein_tui.tui.widgets.action_list import with_rule_texts
from wolfenstein_tui.tui.widgets.detail_panel import DetailPanel
from wolfenstein_tui.tui.widgets.footer import Key
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.words.actions.unavailable import refusal_text
from wolfenstein_tui.words.board.squares_said import figure_at, seen_from
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import say_all

MAP_TITLE = N_("Map · x: cursor · +/-: zoom")
CURSOR_TITLE = N_("Map cursor · arrows/hjkl: move · Enter: do it · Tab: targets · Esc: back")
PICKING_TITLE = N_("Choose the square · arrows/hjkl: move · Enter: use it there · Esc: back")
"""The map's frame titles, translated when set: the map shows the parts
(between " · ") that fit its width, from the first, never one cut
(tui/widgets/map_view.py). The first part says what the map is doing; the
keys that follow are in the key bar too, all but the arrows."""


class MapCursor(GameScreenParts):
    """The map cursor's keys and what they show and do. The screen that
    mixes it in provides the session, the map (`board_view`), the action
    list and its `commands` and `refusals`, the detail panel
    (`show_detail`), `draw_map`, `follow_active`, `select` and `play`."""

    MORE_KEYS: tuple[Key, ...] = ()
    """A screen's own keys, listed after the actions' (tui/keys/game_keys.py)."""

    _cursor_ahead: tuple[object, object, object, Square, Overlay, Text] | None = None
    """The last `cursor_view` worked out: the state, the listed actions,
    their keys and the square it is for, with the overlay and the card."""

    cursor_hero: str | None = None
    """The hero active when the cursor opened: the cursor ends with that
    activation (`end_cursor_with_activation`)."""

    def action_look(self) -> None:
        """The map cursor: the map takes the keys; a cursor shows what its
        square sees (LoS), the card of what stands there and what Enter
        would do there. x again gives the keys back."""
        if self.looking is not None:
            self.stop_looking()
            return
        self.open_cursor(self.cursor_start())  # the keys typed next go to the map

    def open_cursor(self, square: Square) -> None:
        """The map takes the keys, for the activation now, with the cursor on
        `square`; the frames and the key bar say so."""
        self.cursor_hero = self.session.state.active_hero
        self.look_at(square)
        self.mark_keys_on_map(True)

    def cursor_start(self) -> Square:
        """The hero's square; for a hero not yet on the map, a hero spawn
        (Enter there brings the hero in)."""
        state = self.session.state
        hero = state.heroes.get(state.active_hero or self.card_hero or "")
        if hero is not None and hero.square is not None:
            return hero.square
        return next(iter(hero_spawns(self.session.rules.board)), (0, 0))

    def look_ahead(self) -> None:
        """Work out what x would show, once the frame after an action is
        drawn and while the player reads it: x opens the cursor on the
        active hero's square and finds it ready. The first look from a
        square traces its lines of sight (4–10 ms on the starter map, more
        for a game's first), and every look draws the map again with what
        the square sees, cuts the map's window out of it and draws its
        lines for the terminal, and draws the square's card in the detail
        panel: all of it x's own frame would otherwise
        wait for, the usual x coming after a move to a square not looked
        from yet. It changes nothing on screen, so a key typed meanwhile
        only waits for it, as it would have waited for x."""
        state = self.session.state
        hero = state.heroes.get(state.active_hero or "")
        if self.looking is not None or hero is None or hero.square is None:
            return
        overlay, card = self.cursor_view(hero.square)
        self.board_view.draw_ahead(self.paint_map(self.board_view.compact, overlay))
        self.query_one("#detail", DetailPanel).tell_ahead(card)

    def end_cursor_with_activation(self) -> bool:
        """Once the activation the cursor was opened in is over (or another
        began), the actions take the keys back: what the cursor showed was
        for a hero whose turn has passed. A cursor opened while a hero is
        chosen (Enter on a spawn activates) stays for the activation it
        starts. True when it ended."""
        if self.looking is None:
            return False
        active = self.session.state.active_hero
        if self.cursor_hero is None:  # opened while a hero was chosen: it stays for that hero
            self.cursor_hero = active
            return False
        if active == self.cursor_hero:
            return False
        self.looking = None
        self.picking = []
        self.mark_keys_on_map(False)
        self.set_focus(self.action_list)
        return True

    @property
    def map_has_keys(self) -> bool:
        """Whether the map cursor reads the keys (arrows, Enter, Escape): the
        mode is the cursor's square, never the focus. The focus stays on the
        action list: Textual repaints the whole screen when it moves, and a
        key's frame is the player's wait."""
        return self.looking is not None

    def mark_keys_on_map(self, on_map: bool) -> None:
        """Show which part has the keys (the map's frame heavy, with a class
        on the map: tui/styles/game.tcss; or the action list's highlighted
        line in the cursor's colours, grey while lent: `lend_keys`), and
        list the mode's keys in the key bar, in the same frame."""
        title = (PICKING_TITLE if self.picking else CURSOR_TITLE) if on_map else MAP_TITLE
        self.board_view.titled(title)
        self.board_view.set_class(on_map, "-has-keys")
        self.action_list.lend_keys(on_map)
        self.keys_changed()

    def on_board_view_focused(self, _event: BoardView.Focused) -> None:
        """A click on the map took the focus: the cursor starts there, and the
        focus goes back to the action list (the map's mode is the cursor)."""
        if self.focused is not self.board_view:
            return  # the focus has moved on since
        if self.looking is None:
            self.open_cursor(self.cursor_start())
        self.set_focus(self.action_list)

    def footer_keys(self) -> tuple[Key, ...]:
        """The keys the key bar lists in the screen's mode (tui/keys/game_keys.py)."""
        return game_keys(
            over=self.session.state.outcome is not None,
            map_has_keys=self.map_has_keys,
            actions_have_keys=not self.map_has_keys and self.focused is self.action_list,
            more=self.MORE_KEYS,
        )

    def on_descendant_focus(self, event: object) -> None:
        """Another widget than the action list or the map took the focus (a
        click on the log): the cursor goes."""
        widget = getattr(event, "widget", None)
        if widget is None or widget.id in ("map", "actions") or self.looking is None:
            return
        self.stop_looking(refocus=False)

    def start_picking(self, choices: list[UseItem]) -> None:
        """Choose the square of an area item on the map: the squares it may
        be used on are marked; arrows move, Enter uses it, Escape goes back."""
        state = self.session.state
        squares = [c.square for c in choices if c.square is not None]
        enemies = {sq for e in state.enemies.values() for sq in footprint(e.square, e.large)}
        start = next((sq for sq in squares if sq in enemies), squares[0])
        self.picking = choices
        self.open_cursor(start)

    def look_at(self, square: Square) -> None:
        """Put the cursor on a square and show what is there and what Enter
        would do there."""
        self.looking = square
        if self.picking:
            self.show_square_choice(square)
            return
        self.overlay, card = self.cursor_view(square)
        self.draw_map()
        self.board_view.show_square(square)
        self.show_detail(card)

    def cursor_view(self, square: Square) -> tuple[Overlay, Text]:
        """What the cursor on `square` shows: the map's overlay (what the
        square sees, with the path or targets of what Enter would do there)
        and the detail's card. Worked out once for the state and the listed
        actions with their keys (the card names the keys of the square's
        other actions): `look_ahead` works it out for the hero's square
        before x."""
        rules, state, commands = self.session.rules, self.session.state, self.commands
        keys = self.action_list.keys  # the key each line shows
        ahead = self._cursor_ahead
        if (
            ahead is not None
            and ahead[0] is state
            and ahead[1] is commands
            and ahead[2] is keys
            and ahead[3] == square
        ):
            return ahead[4], ahead[5]
        index = square_action(rules, state, commands, set(self.refusals), square)
        seen = seen_from(rules, state, square) if rules.board.on_map(square) else frozenset()
        overlay = Overlay(cursor=square, seen=seen)
        label, detail = None, None
        if index is not None:
            shown, detail = preview(rules, state, self.action_list, index)
            refused = index in self.refusals
            label = ("" if refused else _("Enter: ")) + self.action_list.labels[index]
            if isinstance(commands[index], Attack):
                detail = None  # the odds are on the map's targets and in the label
            overlay = Overlay(
                cursor=square,
                seen=seen,
                path=shown.path,
                targets=shown.targets,
                chosen_target=shown.chosen_target,
            )
        others = other_square_actions(state, commands, square, index)
        labels = self.action_list.labels
        also = [(f"{keys[i]} " if i in keys else "") + labels[i] for i in others]
        card = cursor_card(rules, state, square, seen, label, detail, also)
        self._cursor_ahead = (state, commands, keys, square, overlay, card)
        return overlay, card

    def show_square_choice(self, square: Square) -> None:
        rules, state = self.session.rules, self.session.state
        allowed = frozenset(c.square for c in self.picking if c.square is not None)
        self.overlay = Overlay(cursor=square, path=allowed)
        self.draw_map()
        self.board_view.show_square(square)
        item = rules.item_cards[self.picking[0].item]
        self.show_detail(choice_card(rules, state, square, item, square in allowed))

    def on_board_view_confirm(self, _event: BoardView.Confirm) -> None:
        if self.looking is None:
            return
        if self.picking:
            self.use_on(self.looking)
        else:
            self.act_on(self.looking)

    def act_on(self, square: Square) -> None:
        """Do what the square offers (Enter on the cursor, or a click)."""
        rules, state = self.session.rules, self.session.state
        index = square_action(rules, state, self.commands, set(self.refusals), square)
        if index is None:
            if not self.tell_refusals(refused_here(rules, state, square)):
                self.warn(
                    _("Nothing to do on {square} now.").format(square=square_name(square)),
                    seconds=3,
                )
            return
        self.select(index)

    def tell_refusals(self, refusals: list[Refusal]) -> bool:
        """Say why the rules refuse (every reason, with the rules' texts);
        False when there is nothing to say."""
        if not refusals:
            return False
        names = Names(self.session.rules, self.session.state)
        reasons = refusal_text(say_all(refusals, names))
        self.warn(with_rule_texts(reasons))
        return True

    def use_on(self, square: Square) -> None:
        chosen = next((c for c in self.picking if c.square == square), None)
        if chosen is None:
            rules, state = self.session.rules, self.session.state
            wanted = replace(self.picking[0], square=square)
            on_map = rules.board.on_map(square)
            if not (on_map and self.tell_refusals(refusal_reasons(rules, state, wanted))):
                self.warn(_("Not a square it can be used on."), seconds=3)
            return
        self.stop_looking()
        self.play(chosen)

    def on_board_view_cursor_moved(self, event: BoardView.CursorMoved) -> None:
        if self.looking is None:
            return
        board = self.session.rules.board
        column = min(max(self.looking[0] + event.dx, 0), board.width - 1)
        row = min(max(self.looking[1] + event.dy, 0), board.height - 1)
        self.look_at((column, row))

    def on_board_view_stop_looking(self, _event: BoardView.StopLooking) -> None:
        self.stop_looking()

    def stop_looking(self, refocus: bool = True) -> None:
        """The actions take the keys back: the highlighted action's path and
        detail are shown again, the map drawn once and the detail panel
        never hidden in between (each hiding and showing costs a restyle)."""
        self.looking = None
        self.picking = []
        self.overlay = Overlay()
        self.mark_keys_on_map(False)  # at once: the keys typed next go to the list
        if refocus:
            self.set_focus(self.action_list)
        highlighted = self.action_list.highlighted
        drawn = False
        if highlighted is not None and highlighted < len(self.commands):
            self.show_highlighted(highlighted)  # its path and detail again
            drawn = self.overlay != Overlay()  # show_highlighted drew the map then
        else:
            self.show_detail(None)
        self.follow_active(repaint=not drawn)

    def action_next_target(self) -> None:
        """Tab: the cursor on the next enemy the hero can attack."""
        state = self.session.state
        targets = attack_targets(state, self.commands, set(self.refusals))
        if not targets:
            self.warn(_("No enemy to attack from here."), seconds=3)
            return
        current = figure_at(state, self.looking) if self.looking is not None else None
        following = (
            targets[(targets.index(current) + 1) % len(targets)]
            if current in targets
            else targets[0]
        )
        square = state.enemies[following].square
        if self.looking is None:
            self.open_cursor(square)  # the key bar then lists the cursor's keys
            return
        self.look_at(square)

    def action_zoom(self, compact: bool) -> None:
        """+ the full map, - the compact one."""
        self.board_view.set_zoom(compact)
        self.planned_for = None
        self.fit_layout()
        if self.looking is not None:
            self.board_view.show_square(self.looking)

    def on_board_view_square_hovered(self, event: BoardView.SquareHovered) -> None:
        if self.looking is None and self.session.rules.board.on_map(event.square):
            self.show_detail(square_card(self.session.rules, self.session.state, event.square))

    def on_board_view_square_clicked(self, event: BoardView.SquareClicked) -> None:
        if self.picking:
            self.use_on(event.square)
            return
        self.act_on(event.square)
