"""The game screen: the map, the heroes, the status, the legal actions and
the running log (the nazis' turns told line by line)."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, ScrollableContainer, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static

from wolfenstein_tui.content.squares import square_name
from wolfenstein_tui.engine.commands import (
    Attack,
    DiceNeeded,
    EndActivation,
    IllegalCommand,
    Move,
    SilentExecution,
    UseItem,
)
from wolfenstein_tui.engine.events import EventKind
from wolfenstein_tui.engine.paths import footprint
from wolfenstein_tui.engine.pending import DecisionKind
from wolfenstein_tui.session import Session
from wolfenstein_tui.tui.board_text import Overlay, render_board, scroll_to_square
from wolfenstein_tui.tui.dashboards import objectives_text, status_line
from wolfenstein_tui.tui.labels import figure_name, move_path
from wolfenstein_tui.tui.look import figure_at, seen_from, square_card
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, DiceDialog, MessageDialog
from wolfenstein_tui.tui.screens.help import HelpScreen
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen
from wolfenstein_tui.tui.screens.save_failed import settle_save
from wolfenstein_tui.tui.summary import game_stats
from wolfenstein_tui.tui.widgets.action_list import ActionList, with_rule_texts
from wolfenstein_tui.tui.widgets.hero_card import HeroCards
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.tui.widgets.message_log import MessageLog
from wolfenstein_tui.tui.widgets.repaint import show
from wolfenstein_tui.tui.widgets.status_bar import StatusBar

STYLES = Path(__file__).parent.parent / "styles"


GAME_KEYS = (
    "Keys: ↑/↓ choose an action, Enter plays it (or its number 1-9), End jumps to the last one "
    "(End activation), a click on a numbered square moves there, x looks around "
    "the map (line of sight and cards), u undo (while no die was rolled and no "
    "card drawn), l the log, a the actions, ? this help, q quit (the game is "
    "saved as you play).\n\n"
)


class GameScreen(Screen[None]):
    BINDINGS = [
        Binding("u", "undo", "Undo"),
        Binding("question_mark", "help", "Help"),
        Binding("l", "focus_log", "Log"),
        Binding("a", "focus_actions", "Actions"),
        Binding("x", "look", "Look"),
        *[Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 10)],
        Binding("q", "quit_game", "Quit"),
    ]
    CSS_PATH = STYLES / "game.tcss"

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.seat_shown: int | None = None
        self.over_shown = False
        self.marked: dict[tuple[int, int], str] = {}
        self.overlay = Overlay()
        self.looking: tuple[int, int] | None = None
        self.picking: list[UseItem] = []

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

    def compose(self) -> ComposeResult:
        yield StatusBar(id="status")
        with Horizontal(id="body"):
            with ScrollableContainer(id="map-scroll"):
                yield BoardView(id="map")
            with Vertical(id="side"):
                yield Static(id="detail", classes="empty")
                yield HeroCards(id="heroes")
                yield Static(id="objectives")
        with Horizontal(id="bottom"):
            yield ActionList(id="actions")
            yield MessageLog(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.message_log.write_line(f"Game saved as you play in {self.session.path}")
        self.refresh_view()
        self.query_one("#actions", OptionList).focus()

    def on_unmount(self) -> None:
        """Leaving the game gives up its lock, so that Continue (here or in
        another terminal) can play it."""
        self.session.close()

    # --- drawing -----------------------------------------------------------

    def refresh_view(self) -> None:
        rules, state = self.session.rules, self.session.state
        self.query_one("#status", StatusBar).set_status(self.status_text())
        actions = self.action_list
        actions.offer(rules, state)
        self.marked = actions.move_costs()
        # Drawn at once with the first line's marks, which its highlight then
        # finds in place (no second drawing of the map).
        self.overlay = self.overlay_for(0) if actions.commands else Overlay()
        self.picking = []
        if self.looking is not None:
            self.look_at(self.looking)
        else:
            self.draw_map()
            self.follow_active()
        names = self.session.record.header.player_names
        self.query_one("#heroes", HeroCards).show_heroes(rules, state, names)
        show(self.query_one("#objectives", Static), objectives_text(rules, state))
        actions.show_lines()
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
            self.ask(state.pending.prompt, options, note)
        elif state.active_hero is None:
            note = self.hand_over(state.active_seat, "choose which of your heroes activates")
            if note:
                self.app.push_screen(MessageDialog(note))

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

    def draw_map(self) -> None:
        board = render_board(self.session.rules, self.session.state, self.marked, self.overlay)
        board.no_wrap = True
        view = self.query_one("#map", Static)
        # The map keeps its size all game: only its first drawing needs a layout.
        show(view, board, layout=not view.content)

    def show_detail(self, text: Text | None) -> None:
        """The card of what is highlighted or pointed at, in a panel of fixed
        height (so a new card repaints it without moving the others)."""
        detail = self.query_one("#detail", Static)
        hidden = detail.has_class("empty")
        detail.set_class(text is None, "empty")
        if text is not None:
            detail.update(text, layout=hidden)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Show what the highlighted action would do: a move's path, the
        targets of an attack with the chosen one marked, the card involved."""
        if event.option_list.id != "actions" or event.option.id is None or self.looking:
            return
        index = int(event.option.id)
        command = self.commands[index]
        rules, state = self.session.rules, self.session.state
        if isinstance(command, Move) and index not in self.refusals:
            steps = move_path(rules, state, command)
            mover = state.heroes.get(command.hero) or state.enemies.get(command.hero)
            start = [mover.square] if mover is not None and mover.square is not None else []
            route = " → ".join(square_name(sq) for sq in [*start, *(st.square for st in steps)])
            self.show_detail(Text(f"Path: {route} ({steps[-1].cost if steps else 0} AP)"))
        else:
            self.show_detail(self.action_list.detail(rules, state, index))
        overlay = self.overlay_for(index)
        if overlay != self.overlay:
            self.overlay = overlay
            self.draw_map()

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
            targets = [
                c.target
                for i, c in enumerate(self.commands)
                if isinstance(c, Attack | SilentExecution)
                and c.target in state.enemies
                and i not in self.refusals
            ]
            return Overlay(
                targets=frozenset(sq for t in targets for sq in self.footprint_of(t)),
                chosen_target=frozenset(self.footprint_of(command.target)),
            )
        return Overlay()

    def footprint_of(self, enemy_id: str) -> list[tuple[int, int]]:
        enemy = self.session.state.enemies[enemy_id]
        return list(footprint(enemy.square, enemy.large))

    # --- looking around ------------------------------------------------------

    def action_look(self) -> None:
        """Look mode: a cursor on the map shows what its square sees (LoS)
        and the card of whatever stands there."""
        if self.looking is not None:
            self.stop_looking()
            return
        state = self.session.state
        hero = state.heroes.get(state.active_hero or "")
        start = hero.square if hero is not None and hero.square is not None else (0, 0)
        self.query_one("#map", BoardView).focus()
        self.look_at(start)

    def start_picking(self, choices: list[UseItem]) -> None:
        """Choose the square of an area item on the map: the squares it may
        be used on are marked; arrows move, Enter uses it, Escape goes back."""
        state = self.session.state
        squares = [c.square for c in choices]
        enemies = {sq for e in state.enemies.values() for sq in footprint(e.square, e.large)}
        start = next((sq for sq in squares if sq in enemies), squares[0])
        self.picking = choices
        self.query_one("#map", BoardView).focus()
        self.look_at(start)  # type: ignore[arg-type]

    def look_at(self, square: tuple[int, int]) -> None:
        rules, state = self.session.rules, self.session.state
        self.looking = square
        if self.picking:
            self.show_square_choice(square)
            return
        seen = seen_from(rules, state, square) if rules.board.on_map(square) else frozenset()
        self.overlay = Overlay(cursor=square, seen=seen)
        self.draw_map()
        # After the refresh: the new map text may change what can be scrolled.
        self.call_after_refresh(
            scroll_to_square, self.query_one("#map-scroll", ScrollableContainer), square
        )
        card = square_card(rules, state, square)
        in_sight = sorted(
            {figure_at(state, other) for other in seen} - {None}  # type: ignore[arg-type]
        )
        names = [figure_name(rules, state, f) for f in in_sight if f]
        card.append(
            f"Sees {len(seen)} squares" + (f"; in sight: {', '.join(names)}" if names else "")
        )
        card.append("\nArrows move · x or Escape stops looking", style="italic")
        self.show_detail(card)

    def show_square_choice(self, square: tuple[int, int]) -> None:
        rules, state = self.session.rules, self.session.state
        allowed = frozenset(c.square for c in self.picking if c.square is not None)
        self.overlay = Overlay(cursor=square, path=allowed)
        self.draw_map()
        self.call_after_refresh(
            scroll_to_square, self.query_one("#map-scroll", ScrollableContainer), square
        )
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
        if self.picking and self.looking is not None:
            self.use_on(self.looking)

    def use_on(self, square: tuple[int, int]) -> None:
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

    def stop_looking(self) -> None:
        self.looking = None
        self.picking = []
        self.overlay = Overlay()
        self.show_detail(None)
        self.draw_map()
        self.query_one("#actions", OptionList).focus()

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
        self.app.push_screen(MessageDialog(f"Pass to {name}{plays}.\n\n{name}: {what}."))

    def action_help(self) -> None:
        from wolfenstein_tui.tui import board_text

        self.app.push_screen(
            HelpScreen(
                GAME_KEYS + (board_text.__doc__ or "").strip(), decks=self.session.rules.decks
            )
        )

    def follow_active(self) -> None:
        """Keep the active hero in view on a map larger than the window."""
        state = self.session.state
        hero = state.heroes.get(state.active_hero or "")
        if hero is None or hero.square is None:
            return
        scroll = self.query_one("#map-scroll", ScrollableContainer)
        scroll_to_square(scroll, hero.square)

    # --- playing -------------------------------------------------------------

    def on_board_view_square_clicked(self, event: BoardView.SquareClicked) -> None:
        if self.picking:
            self.use_on(event.square)
            return
        for command in self.commands:
            if isinstance(command, Move) and command.to == event.square:
                self.play(command)
                return
        self.notify("No move to that square now.", severity="warning", timeout=3)

    def action_pick(self, index: int) -> None:
        """A number key plays the action listed with that number."""
        if index < len(self.commands):
            actions = self.query_one("#actions", OptionList)
            actions.highlighted = index
            actions.action_select()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "actions" or event.option.id is None:
            return
        index = int(event.option.id)
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
                self.notify(with_rule_texts(error.reason), severity="warning", timeout=8)
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
        from wolfenstein_tui.engine.commands import Choose

        if note:
            await self.app.push_screen_wait(MessageDialog(note))
        choice = await self.app.push_screen_wait(ChoiceDialog(prompt, options))
        self.play(Choose(choice))

    def action_undo(self) -> None:
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
        self.message_log.focus()

    def action_focus_actions(self) -> None:
        self.query_one("#actions", OptionList).focus()

    def action_quit_game(self) -> None:
        self.app.exit()


def game_over_text(session: Session) -> str:
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
        f"Heroes lost: {', '.join(lost) if lost else 'none'}",
        "Glory: "
        + ", ".join(f"{rules.hero_card(h.id).name} {h.glory}" for h in state.heroes.values()),
        "",
        f"The game log: {session.path}",
        f"Replay it with: wolfenstein replay {session.path}",
    ]
    return "\n".join(lines)
