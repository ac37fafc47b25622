"""The game screen: the map, the active hero's card and the other heroes'
lines, the status, the legal actions and the running log. Its parts are
widgets of their own (tui/widgets); this screen ties them to the game."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static

from wolfenstein_tui.content.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    DiceNeeded,
    EndActivation,
    IllegalCommand,
    Move,
    SilentExecution,
    StartActivation,
    UseItem,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.session import Session
from wolfenstein_tui.tui.board_compact import render_compact
from wolfenstein_tui.tui.board_text import Overlay, render_board
from wolfenstein_tui.tui.dashboards import objectives_text, status_line
from wolfenstein_tui.tui.footer import Footer
from wolfenstein_tui.tui.game_commands import GameCommands
from wolfenstein_tui.tui.labels import figure_name, move_path
from wolfenstein_tui.tui.layout import SHORT, controls_height, plan
from wolfenstein_tui.tui.look import figure_at, seen_from, square_card
from wolfenstein_tui.tui.players import with_player_names
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, DiceDialog, MessageDialog
from wolfenstein_tui.tui.screens.help import HelpScreen
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen
from wolfenstein_tui.tui.screens.save_failed import settle_save
from wolfenstein_tui.tui.square_action import attack_targets, square_action
from wolfenstein_tui.tui.summary import game_stats
from wolfenstein_tui.tui.widgets.action_list import ActionList, with_rule_texts
from wolfenstein_tui.tui.widgets.hero_card import HeroCard
from wolfenstein_tui.tui.widgets.hero_line import HeroLines
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.tui.widgets.message_log import MessageLog
from wolfenstein_tui.tui.widgets.status_bar import StatusBar

STYLES = Path(__file__).parent.parent / "styles"

GAME_KEYS = (
    "Keys: ↑/↓ choose an action, Enter plays it (or its number 1-9, from anywhere), End "
    "jumps to the last one (End activation), e ends the activation.\n"
    "The map: x (or a click on it) gives it the keys and shows a cursor: arrows or hjkl "
    "move it, and the map shows what Enter would do on its square: move there (the path "
    "and its AP), attack the enemy there (the odds), activate the hero there, search the "
    "token, open the door beside it; Tab jumps to the next enemy you can attack; Escape "
    "(or x) gives the keys back to the actions. The map's frame is heavy while it has "
    "the keys, and the footer lists the keys that work there. A click on a square does "
    "what Enter would do there. + and - zoom the map in and out (compact: two characters "
    "a square). The mouse wheel scrolls the map (with shift: sideways).\n"
    "u undo (while no die was rolled and no card drawn), l the log, a the actions, ? this "
    "help, ctrl+p the command palette, q quit (the game is saved as you play).\n"
    "Beside the map: the card of the hero who acts (or who is about to be chosen), then "
    "one line for each other hero: HP, armor (A), AP, ammo (L light, H heavy, S special) "
    "and its states († bleeding, F fatigued, z stunned, x sabotaged, h hidden).\n\n"
)


class GameScreen(Screen[None]):
    BINDINGS = [
        Binding("u", "undo", "Undo"),
        Binding("question_mark", "help", "Help"),
        Binding("l", "focus_log", "Log"),
        Binding("a", "focus_actions", "Actions"),
        Binding("x", "look", "Map cursor"),
        Binding("tab", "next_target", "Targets"),
        Binding("e", "end_activation", "End", show=False),
        Binding("plus,equals_sign", "zoom(False)", "Zoom", show=False),
        Binding("minus", "zoom(True)", "Zoom out", show=False),
        Binding("shift+down", "scroll_detail(1)", "Detail", show=False),
        Binding("shift+up", "scroll_detail(-1)", "Detail", show=False),
        *[Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 10)],
        Binding("q", "quit_game", "Quit"),
        Binding("escape", "leave_if_over", "Title", show=False),
    ]
    CSS_PATH = STYLES / "game.tcss"
    AUTO_FOCUS = "#actions"
    COMMANDS = {GameCommands}
    VERTICAL_BREAKPOINTS = [(0, "-short"), (SHORT, "-tall")]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.seat_shown: int | None = None
        self.over_shown = False
        self.marked: dict[Square, str] = {}
        self.overlay = Overlay()
        self.looking: Square | None = None
        """The map cursor's square, while the map has the keys."""
        self.picking: list[UseItem] = []
        self.card_hero: str | None = None
        """The hero whose whole card is shown."""
        self.planned_for: object = None
        """The body's size the layout was fitted to."""

    @property
    def action_list(self) -> ActionList:
        return self.query_one("#actions", ActionList)

    @property
    def commands(self) -> list:
        """The listed actions, in the order shown."""
        return self.action_list.commands

    @property
    def refusals(self) -> dict[int, str]:
        """Indices of listed actions the rules refuse now, with the reason."""
        return self.action_list.refusals

    @property
    def square_choices(self) -> dict[int, list[UseItem]]:
        """Listed actions played on a square of the player's choosing."""
        return self.action_list.square_choices

    @property
    def message_log(self) -> MessageLog:
        return self.query_one("#log", MessageLog)

    @property
    def board_view(self) -> BoardView:
        return self.query_one("#map", BoardView)

    def compose(self) -> ComposeResult:
        board = self.session.rules.board
        yield StatusBar(id="status")
        with Horizontal(id="body"):
            with Vertical(id="main"):
                yield BoardView((board.width, board.height), self.paint_map, id="map")
                with Container(id="controls"):
                    yield ActionList(id="actions")
                    yield Static(id="detail", classes="empty")
            with Vertical(id="side"):
                yield HeroCard(id="hero-card")
                yield HeroLines(id="hero-lines")
                yield MessageLog(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.action_list.highlight_changed = self.show_highlighted
        self.board_view.border_title = "Map · x: cursor · +/-: zoom"
        self.message_log.rebuild(self.session.rules, self.session.backlog)
        self.message_log.write_line(f"Game saved as you play in {self.session.path}")
        self.refresh_view()
        self.action_list.focus()

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_layout)

    def fit_layout(self) -> None:
        """Share the body between the map and the rest (tui/layout.py): the
        map as big as its drawing when it fits, the rest to the log and the
        actions. Done again when the body changes size (a resize, a status
        that wraps)."""
        body = self.query_one("#body").size
        if not body.width or not body.height or body == self.planned_for:
            return
        self.planned_for = body
        board = self.session.rules.board
        sizes = plan((body.width, body.height), (board.width, board.height), self.board_view.zoom)
        main, side = self.query_one("#main"), self.query_one("#side")
        main.styles.width = sizes.main_width if sizes.main_width is not None else "1fr"
        side.styles.width = sizes.side_width if sizes.side_width is not None else "1fr"
        controls = self.query_one("#controls")
        if sizes.map_height is not None:
            self.board_view.styles.height = sizes.map_height
            controls.styles.height = "1fr"
        else:
            self.board_view.styles.height = "1fr"
            controls.styles.height = controls_height(body.height)
        controls.set_class(sizes.across, "-across")

    def on_unmount(self) -> None:
        """Leaving the game gives up its lock, so that Continue (here or in
        another terminal) can play it."""
        self.session.close()

    # --- drawing -----------------------------------------------------------

    def refresh_view(self) -> None:
        rules, state = self.session.rules, self.session.state
        self.query_one("#status", StatusBar).set_status(
            self.status_text(), objectives_text(rules, state)
        )
        actions = self.action_list
        actions.offer(rules, state)
        self.marked = actions.move_costs()
        # Drawn at once with the first line's marks, which its highlight then
        # finds in place (no second drawing of the map).
        self.overlay = self.overlay_for(0) if actions.commands else Overlay()
        self.picking = []
        self.show_heroes(self.hero_to_show())
        if self.looking is not None:
            self.look_at(self.looking)
        else:
            self.follow_active(repaint=True)
        actions.show_lines()
        self.call_after_refresh(self.fit_layout)  # the status may wrap anew
        if state.outcome is not None:
            self.message_log.write_line(
                f"GAME OVER: {state.outcome.value.replace('_', ' ')}. The log is {self.session.path}"
            )
            if not self.over_shown:
                self.over_shown = True
                self.game_over()
        elif state.pending is not None:
            note = self.hand_over(state.pending.seat, "answer the question")
            options = [
                self.session.player_name(int(o.split()[-1]) - 1)
                if state.pending.kind is DecisionKind.FIRST_PLAYER and o.startswith("Player ")
                else o
                for o in state.pending.options
            ]
            prompt = with_player_names(state.pending.prompt, self.session.player_name)
            self.ask(
                prompt, [with_player_names(o, self.session.player_name) for o in options], note
            )
        elif state.active_hero is None:
            note = self.hand_over(state.active_seat, "choose which of your heroes activates")
            if note:
                self.app.push_screen(MessageDialog(note))

    def hero_to_show(self, highlighted: object = None) -> str | None:
        """Whose whole card to show: the active hero; while a hero is being
        chosen, the one of the highlighted choice, else the first living
        hero of the seat that chooses."""
        state = self.session.state
        if state.active_hero in state.heroes:
            return state.active_hero
        if isinstance(highlighted, StartActivation):
            return highlighted.hero
        seat = state.seats[state.active_seat] if state.active_seat < len(state.seats) else ()
        alive = [h for h in seat if h in state.heroes and not state.heroes[h].dead]
        return (alive or [*state.heroes][:1] or [None])[0]

    def show_heroes(self, hero_id: str | None) -> None:
        rules, state = self.session.rules, self.session.state
        # Players are named as everywhere else (status bar, hand-over): a
        # solo game needs no name on its heroes.
        solo = len(state.seats) == 1
        players = {
            h.id: "" if solo else self.session.player_name(h.seat) for h in state.heroes.values()
        }
        self.card_hero = hero_id
        card = self.query_one("#hero-card", HeroCard)
        card.show_hero(rules, state, hero_id, players.get(hero_id or "", ""))
        self.query_one("#hero-lines", HeroLines).show_heroes(rules, state, hero_id, players)

    def status_text(self) -> Text:
        """The status bar (a campaign's screen puts its name and mission first)."""
        line = status_line(
            self.session.rules, self.session.state, self.session.record.header.player_names
        )
        if self.session.record.header.rules_case:  # set up by hand, not a game played
            return Text("Rules case  ", style="bold reverse") + line
        return line

    def game_over(self) -> None:
        """Once, when the game ends: the summary (a campaign also offers the
        next mission)."""
        self.app.push_screen(MessageDialog(game_over_text(self.session)))

    def paint_map(self, compact: bool) -> Text:
        """The whole map, as the game and the overlay are now (the map view
        cuts out what fits)."""
        render = render_compact if compact else render_board
        board = render(self.session.rules, self.session.state, self.marked, self.overlay)
        board.no_wrap = True
        return board

    def draw_map(self) -> None:
        self.board_view.redraw()

    def show_detail(self, text: Text | None) -> None:
        """The card of what is highlighted or pointed at, in a panel of fixed
        height (so a new card repaints it without moving the others; the
        same card is not even repainted)."""
        detail = self.query_one("#detail", Static)
        hidden = detail.has_class("empty")
        detail.set_class(text is None, "empty")
        if text is not None and (hidden or detail.content != text):
            detail.update(text, layout=hidden)
            detail.scroll_home(animate=False)
            self.call_after_refresh(self.tell_more)

    def tell_more(self) -> None:
        """The detail's frame says when its text goes on below (it scrolls
        with shift+↑/↓)."""
        detail = self.query_one("#detail", Static)
        region = detail.scrollable_content_region
        if detail.has_class("empty") or not region.width:
            return
        content = detail.content
        lines = (
            len(content.wrap(self.app.console, region.width)) if isinstance(content, Text) else 0
        )
        more = lines > detail.scroll_y + region.height
        title = "more: shift+↓ ▼" if more else ("shift+↑ ▲" if detail.scroll_y else None)
        if detail.border_title != title:
            detail.border_title = title

    def action_scroll_detail(self, lines: int) -> None:
        detail = self.query_one("#detail", Static)
        detail.scroll_relative(y=lines * 2, animate=False)
        self.call_after_refresh(self.tell_more)

    def show_highlighted(self, index: int) -> None:
        """Show what the highlighted action would do: a move's path, the
        targets of an attack with the chosen one marked, the card involved.
        The action list calls it as the highlight changes, not by a message:
        the map and the card are then drawn in the same frame as the list."""
        if self.looking is not None:
            return
        command = self.commands[index]
        if self.session.state.active_hero is None:
            hero = self.hero_to_show(command)
            if hero != self.card_hero:
                self.show_heroes(hero)
        overlay, detail = self.preview(index)
        self.show_detail(detail)
        if overlay != self.overlay:
            self.overlay = overlay
            self.draw_map()

    def preview(self, index: int) -> tuple[Overlay, Text | None]:
        """What a listed action would do, drawn on the map (a move's path, an
        attack's targets with its own marked) and told in words."""
        command = self.commands[index]
        rules, state = self.session.rules, self.session.state
        if isinstance(command, Move) and index not in self.refusals:
            steps = move_path(rules, state, command)
            mover = state.heroes.get(command.hero) or state.enemies.get(command.hero)
            start = [mover.square] if mover is not None and mover.square is not None else []
            route = " → ".join(square_name(sq) for sq in [*start, *(st.square for st in steps)])
            detail = Text(f"Path: {route} ({steps[-1].cost if steps else 0} AP)")
        else:
            detail = self.action_list.detail(rules, state, index)
        return self.overlay_for(index), detail

    def overlay_for(self, index: int) -> Overlay:
        """The map's marks for a listed action: a move's path, or the targets
        of an attack with the chosen one apart."""
        command = self.commands[index]
        rules, state = self.session.rules, self.session.state
        if index in self.refusals:
            return Overlay()
        if isinstance(command, Move):
            return Overlay(path=frozenset(step.square for step in move_path(rules, state, command)))
        if isinstance(command, Attack | SilentExecution) and command.target in state.enemies:
            targets = attack_targets(state, self.commands, set(self.refusals))
            return Overlay(
                targets=frozenset(sq for t in targets for sq in self.footprint_of(t)),
                chosen_target=frozenset(self.footprint_of(command.target)),
            )
        return Overlay()

    def footprint_of(self, enemy_id: str) -> list[Square]:
        enemy = self.session.state.enemies[enemy_id]
        return list(footprint(enemy.square, enemy.large))

    # --- the map cursor ------------------------------------------------------

    def action_look(self) -> None:
        """The map cursor: the map takes the keys; a cursor shows what its
        square sees (LoS), the card of what stands there and what Enter
        would do there. x again gives the keys back."""
        if self.looking is not None:
            self.stop_looking()
            return
        self.board_view.focus()
        self.look_at(self.cursor_start())

    def cursor_start(self) -> Square:
        """The hero's square; for a hero not yet on the map, a hero spawn
        (Enter there brings the hero in)."""
        state = self.session.state
        hero = state.heroes.get(state.active_hero or self.card_hero or "")
        if hero is not None and hero.square is not None:
            return hero.square
        return next(iter(self.spawns()), (0, 0))

    def spawns(self) -> list[Square]:
        tokens = self.session.rules.board.tokens
        return sorted(
            (sq for sq, (kind, _) in tokens.items() if kind is TokenKind.HERO_SPAWN),
            key=lambda sq: (sq[1], sq[0]),
        )

    def on_board_view_focused(self, _: BoardView.Focused) -> None:
        if not self.board_view.has_focus:
            return  # the focus has moved on since
        self.board_view.border_title = "Map · arrows/hjkl · Enter: do it · Tab: targets · Esc"
        if self.looking is None:
            self.look_at(self.cursor_start())

    def on_descendant_focus(self, event: object) -> None:
        """The action list took the keys back (a click on it): the cursor goes."""
        widget = getattr(event, "widget", None)
        if widget is not None and widget.id != "map" and self.looking is not None:
            self.stop_looking(refocus=False)

    def start_picking(self, choices: list[UseItem]) -> None:
        """Choose the square of an area item on the map: the squares it may
        be used on are marked; arrows move, Enter uses it, Escape goes back."""
        state = self.session.state
        squares = [c.square for c in choices]
        enemies = {sq for e in state.enemies.values() for sq in footprint(e.square, e.large)}
        start = next((sq for sq in squares if sq in enemies), squares[0])
        self.picking = choices
        self.looking = start
        self.board_view.focus()
        self.look_at(start)  # type: ignore[arg-type]

    def look_at(self, square: Square) -> None:
        """Put the cursor on a square and show what is there and what Enter
        would do there."""
        rules, state = self.session.rules, self.session.state
        self.looking = square
        if self.picking:
            self.show_square_choice(square)
            return
        index = square_action(rules, state, self.commands, set(self.refusals), square)
        seen = seen_from(rules, state, square) if rules.board.on_map(square) else frozenset()
        text = Text()
        self.overlay = Overlay(cursor=square, seen=seen)
        if index is not None:
            overlay, detail = self.preview(index)
            label = self.action_list.labels[index]
            text.append(
                ("Enter: " if index not in self.refusals else "") + label + "\n", style="bold"
            )
            if detail is not None and not isinstance(self.commands[index], Attack):
                text.append_text(detail)
                text.append("\n")
            self.overlay = Overlay(
                cursor=square,
                seen=seen,
                path=overlay.path,
                targets=overlay.targets,
                chosen_target=overlay.chosen_target,
            )
        in_sight = sorted(
            {figure_at(state, other) for other in seen} - {None}  # type: ignore[arg-type]
        )
        names = [figure_name(rules, state, f) for f in in_sight if f]
        text.append(
            f"Sees {len(seen)} squares" + (f"; in sight: {', '.join(names)}" if names else "")
        )
        text.append("\n")
        text.append_text(square_card(rules, state, square))
        self.draw_map()
        self.board_view.show_square(square)
        self.show_detail(text)

    def show_square_choice(self, square: Square) -> None:
        rules, state = self.session.rules, self.session.state
        allowed = frozenset(c.square for c in self.picking if c.square is not None)
        self.overlay = Overlay(cursor=square, path=allowed)
        self.draw_map()
        self.board_view.show_square(square)
        card = rules.item_cards[self.picking[0].item]
        text = Text(f"{card.name} on {square_name(square)}\n", style="bold")
        text.append(card.text + "\n", style="italic")
        if square in allowed:
            text.append("Enter: use it here · arrows: another square · Escape: back")
        else:
            text.append("Out of reach or sight: move to a marked square · Escape: back")
        text.append("\n")
        text.append_text(square_card(rules, state, square))
        self.show_detail(text)

    def on_board_view_confirm(self, _: BoardView.Confirm) -> None:
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
            self.notify(
                f"Nothing to do on {square_name(square)} now.", severity="warning", timeout=3
            )
            return
        self.select(index)

    def use_on(self, square: Square) -> None:
        chosen = next((c for c in self.picking if c.square == square), None)
        if chosen is None:
            self.notify("Not a square it can be used on.", severity="warning", timeout=3)
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

    def on_board_view_stop_looking(self, _: BoardView.StopLooking) -> None:
        self.stop_looking()

    def stop_looking(self, refocus: bool = True) -> None:
        self.looking = None
        self.picking = []
        self.overlay = Overlay()
        self.show_detail(None)
        self.follow_active(repaint=True)
        self.board_view.border_title = "Map · x: cursor · +/-: zoom"
        if refocus:
            self.action_list.focus()

    def action_next_target(self) -> None:
        """Tab: the cursor on the next enemy the hero can attack."""
        state = self.session.state
        targets = attack_targets(state, self.commands, set(self.refusals))
        if not targets:
            self.notify("No enemy to attack from here.", severity="warning", timeout=3)
            return
        current = figure_at(state, self.looking) if self.looking is not None else None
        following = (
            targets[(targets.index(current) + 1) % len(targets)]
            if current in targets
            else targets[0]
        )
        if not self.board_view.has_focus:
            self.looking = state.enemies[following].square
            self.board_view.focus()
        self.look_at(state.enemies[following].square)

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

    def hand_over(self, seat: int, what: str) -> str | None:
        """Hot-seat: the words that say whose turn it is, when the player
        changes (None when it stays the same, or in a solo game)."""
        state = self.session.state
        if len(state.seats) < 2 or seat == self.seat_shown:
            return None
        self.seat_shown = seat
        name = self.session.player_name(seat)
        rules = self.session.rules
        heroes = " and ".join(
            rules.hero_card(h).name for h in state.seats[seat] if not state.heroes[h].dead
        )
        plays = f" — plays {heroes}" if heroes else " — the AI controller"
        return f"Pass to {name}{plays}.\n\n{name}: {what}."

    def action_help(self) -> None:
        from wolfenstein_tui.tui import board_compact, board_text

        symbols = (
            (board_text.__doc__ or "").strip() + "\n\n" + (board_compact.__doc__ or "").strip()
        )
        self.app.push_screen(HelpScreen(GAME_KEYS + symbols, decks=self.session.rules.decks))

    def action_rules_search(self) -> None:
        self.app.push_screen(HelpScreen(decks=self.session.rules.decks))

    def action_replay_game(self) -> None:
        """Watch this game from its start, in the replay viewer."""
        from wolfenstein_tui.saves import SaveError
        from wolfenstein_tui.tui.screens.replay import ReplayScreen, load_replay

        try:
            source = load_replay(self.session.path)
        except (SaveError, OSError) as error:
            self.notify(f"The game log cannot be replayed: {error}", severity="error")
            return
        self.app.push_screen(ReplayScreen(source.rules, source.header, source.lines))

    def follow_squares(self) -> tuple[list[Square], Square | None]:
        """What the map keeps in view: the hero whose card is shown and every
        enemy it sees or that sees it (R-LOS)."""
        rules, state = self.session.rules, self.session.state
        hero = state.heroes.get(state.active_hero or self.card_hero or "")
        if hero is None or hero.square is None:
            spawns = self.spawns()  # where the heroes come in
            return spawns, next(iter(spawns), None)
        turn = Turn(rules, state)
        board = rules.board
        occupied = board.mask(list(danger.figure_squares(turn)))
        closed = board.closed_mask(frozenset(state.closed_doors), frozenset())
        keep = [hero.square]
        for enemy in state.enemies.values():
            squares = list(footprint(enemy.square, enemy.large))
            if rules.los.sees_masks(hero.square, squares, closed, occupied) or (
                rules.los.sees_masks(squares, hero.square, closed, occupied)
            ):
                keep.extend(squares)
        return keep, hero.square

    def follow_active(self, repaint: bool = False) -> None:
        """Keep the active hero and the enemies in sight in view (`repaint`:
        the map is painted again too)."""
        keep, focus = self.follow_squares()
        self.board_view.follow(keep, focus, repaint)

    # --- playing -------------------------------------------------------------

    def on_board_view_square_clicked(self, event: BoardView.SquareClicked) -> None:
        if self.picking:
            self.use_on(event.square)
            return
        self.act_on(event.square)

    def action_pick(self, index: int) -> None:
        """A number key plays the action listed with that number."""
        if index < len(self.commands):
            self.select(index)

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
            self.notify("No activation to end now.", severity="warning", timeout=3)
            return
        self.select(index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "actions" or event.option.id is None:
            return
        self.select(int(event.option.id))

    def select(self, index: int) -> None:
        """Play the listed action `index` (after a question when it needs one)."""
        if index in self.refusals:
            self.notify(with_rule_texts(self.refusals[index]), severity="warning", timeout=8)
            return
        if index in self.square_choices:
            self.start_picking(self.square_choices[index])
            return
        command = self.commands[index]
        hero = self.session.state.heroes.get(getattr(command, "hero", ""))
        if isinstance(command, EndActivation) and hero is not None and hero.ap > 0:
            self.confirm_end(command, hero.ap)
            return
        self.play(command)

    @work
    async def confirm_end(self, command, ap: int) -> None:
        if await self.app.push_screen_wait(
            MessageDialog(f"End the activation with {ap} AP left? They are lost.", confirm=True)
        ):
            self.play(command)

    @work(exclusive=True)
    async def play(self, command, faces: list[str] | None = None) -> None:
        faces = list(faces or [])
        before = self.session.state
        while True:
            try:
                events = self.session.play(command, faces or None)
            except DiceNeeded as needed:
                more = await self.app.push_screen_wait(DiceDialog(needed.reason, needed.count))
                if not more:
                    return
                faces += more
                continue
            except IllegalCommand as error:
                reason = with_player_names(error.reason, self.session.player_name)
                self.notify(with_rule_texts(reason), severity="warning", timeout=8)
                return
            break
        self.message_log.add_events(events)
        if not self.session.saved and not await settle_save(self.app, self.session):
            return
        if any(e.kind is EventKind.NAZI_TURN for e in events):
            await self.app.push_screen_wait(NaziPhaseScreen(self.session.rules, before, events))
        self.refresh_view()

    @work
    async def ask(self, prompt: str, options: list[str], note: str | None = None) -> None:
        from wolfenstein_tui.engine.state.commands import Choose

        if note:
            await self.app.push_screen_wait(MessageDialog(note))
        choice = await self.app.push_screen_wait(ChoiceDialog(prompt, options))
        self.play(Choose(choice))

    def action_undo(self) -> None:
        if self.session.state.outcome is not None:
            self.notify(
                "The game is over: its log is final and nothing can be undone. "
                "q or Escape: back to the title screen.",
                severity="warning",
            )
            return
        last = self.session.history[-1] if self.session.history else []
        if any(e.kind in (EventKind.DICE_ROLLED, EventKind.CARD_DRAWN) for e in last):
            self.notify(
                "Dice were rolled or a card was drawn: that cannot be undone.", severity="warning"
            )
            return
        try:
            self.session.undo()
        except IllegalCommand as error:
            self.notify(error.reason, severity="warning")
            return
        if self.session.history:
            self.session.history.pop()
        self.message_log.write_line("Undone.")
        self.refresh_view()
        if not self.session.saved:
            self.settle_unsaved()

    @work(exclusive=True)
    async def settle_unsaved(self) -> None:
        await settle_save(self.app, self.session)

    def action_focus_log(self) -> None:
        """The whole log, full width, with its filters and search."""
        from wolfenstein_tui.tui.screens.log_view import LogScreen

        self.app.push_screen(LogScreen(self.message_log))

    def action_focus_actions(self) -> None:
        self.action_list.focus()

    def action_quit_game(self) -> None:
        """q: once the game is over, back to the title screen; during the
        game, leave the app (the game is saved after every decision)."""
        if self.session.state.outcome is not None:
            self.action_leave_if_over()
            return
        self.app.exit()

    def action_leave_if_over(self) -> None:
        """Escape (and q) after the game is over: back to the title screen."""
        if self.session.state.outcome is None:
            return
        from wolfenstein_tui.tui.screens.campaign import back_to_title

        back_to_title(self.app)


def game_over_text(session: Session, keys: bool = True) -> str:
    state = session.state
    rules = session.rules
    outcome = {
        "won": "VICTORY — every objective is met.",
        "lost_rounds": "DEFEAT — the round limit has passed.",
        "lost_deaths": "DEFEAT — every hero is dead.",
        "lost_mission": "DEFEAT — the mission is lost.",
    }[state.outcome.value if state.outcome else "lost_mission"]
    stats = game_stats(rules, session.path)
    lost = stats.heroes_lost
    lines = [
        outcome,
        "",
        f"Mission: {rules.mission.title}, round {state.round} of {rules.mission.round_limit}",
        f"Enemies killed: {stats.kills}   Damage dealt: {stats.damage_dealt}   "
        f"Damage taken: {stats.damage_taken}",
        f"Danger peak: {stats.danger_peak}/{rules.mission.alarm.threshold}   "
        f"Alarms: {stats.alarms}   Events: {state.events_completed}   Dice rolled: {stats.dice_rolled}",
        *fold(f"Heroes lost: {', '.join(lost) if lost else 'none'}"),
        *fold(
            "Glory: "
            + ", ".join(f"{rules.hero_card(h.id).name} {h.glory}" for h in state.heroes.values())
        ),
        "",
        "The game log (replay it with wolfenstein replay LOG):",
        *fold_path(session.path),
    ]
    if keys:
        lines += ["", "Then q or Escape: back to the title screen."]
    return "\n".join(lines)


SUMMARY_WIDTH = 64
"""The game-over summary's widest line: its dialog at 80 columns has room
for this much, so no line is cut or wrapped."""


def fold(text: str, width: int = SUMMARY_WIDTH) -> list[str]:
    """A line of the summary split at spaces, the rest indented."""
    return textwrap.wrap(text, width, subsequent_indent="  ", break_on_hyphens=False) or [""]


def fold_path(path: Path, width: int = SUMMARY_WIDTH) -> list[str]:
    """A file's path over as many lines as it needs, split after a / so it
    can be read (and copied piece by piece) at any terminal width."""
    text = str(path)
    home = str(Path.home())
    if home != "/" and text.startswith(home + "/"):
        text = "~" + text[len(home) :]
    lines: list[str] = []
    line = "  "
    for piece in re.findall(r"[^/]*/|[^/]+$", text):
        while len(piece) > width - 2:  # a name longer than the line
            if line.strip():
                lines.append(line)
            lines.append("  " + piece[: width - 2])
            piece, line = piece[width - 2 :], "  "
        if len(line) + len(piece) > width:
            lines.append(line)
            line = "  "
        line += piece
    if line.strip():
        lines.append(line)
    return lines
