"""The game screen: the map, the heroes, the status, the legal actions and
the running log (the nazis' turns told line by line)."""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, ScrollableContainer, Vertical
from textual.events import Click
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from wolfenstein_tui.engine.commands import DiceNeeded, EndActivation, IllegalCommand, Move
from wolfenstein_tui.engine.events import Event, EventKind
from wolfenstein_tui.session import Session
from wolfenstein_tui.tui.board_text import render_board, scroll_to_square
from wolfenstein_tui.tui.dashboards import hero_panel, objectives_text, status_line
from wolfenstein_tui.tui.labels import describe
from wolfenstein_tui.tui.line_cache import LineCachedStatic
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, DiceDialog, MessageDialog
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen

QUIET = {
    EventKind.DICE_ROLLED,
    EventKind.CARD_DRAWN,
    EventKind.SHUFFLED,
    EventKind.NAZI_MOVE,
    EventKind.NAZI_ATTACK,
}


def ordered(commands: list) -> list:
    """What to offer first: the actions other than moving, then the moves
    (they are also on the map, where a click plays them), and ending the
    activation last (End jumps to it)."""
    rest = [c for c in commands if not isinstance(c, Move | EndActivation)]
    moves = [c for c in commands if isinstance(c, Move)]
    ends = [c for c in commands if isinstance(c, EndActivation)]
    return rest + moves + ends


def show(panel: Static, text: Text) -> None:
    """Give a panel its new text, unless it already shows that text: Textual
    draws again every panel it is given, and after a move or an undo most of
    them (the status, the objectives, often the map) are unchanged."""
    if panel.content != text:
        panel.update(text)


class BoardView(LineCachedStatic):
    """The map; a click on a square asks to move there."""

    class SquareClicked(Message):
        def __init__(self, square: tuple[int, int]) -> None:
            super().__init__()
            self.square = square

    def on_click(self, event: Click) -> None:
        # Squares are 4 characters apart after a 3-character row label, rows
        # 2 lines apart after the column letters and the top edge.
        column, within = divmod(event.x - 3, 4)
        row, line = divmod(event.y - 2, 2)
        if event.x >= 3 and within > 0 and line == 0 and column >= 0 and row >= 0:
            self.post_message(self.SquareClicked((column, row)))


class GameScreen(Screen[None]):
    BINDINGS = [
        Binding("u", "undo", "Undo"),
        Binding("question_mark", "help", "Help"),
        Binding("l", "focus_log", "Log"),
        Binding("a", "focus_actions", "Actions"),
        Binding("q", "quit_game", "Quit"),
    ]
    DEFAULT_CSS = """
    GameScreen { layout: vertical; }
    #status { height: auto; background: $panel; padding: 0 1; }
    #body { height: 1fr; }
    #map-scroll { width: 1fr; min-width: 30; }
    #map { width: auto; height: auto; }
    #side { width: 40; }
    #heroes { height: 1fr; overflow-y: auto; }
    #objectives { height: auto; border-top: solid $panel; }
    #bottom { height: 9; }
    #actions { width: 1fr; height: 100%; }
    #log { width: 1fr; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.commands: list = []
        self.seat_shown: int | None = None
        self.over_shown = False

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="body"):
            with ScrollableContainer(id="map-scroll"):
                yield BoardView(id="map")
            with Vertical(id="side"):
                yield Static(id="heroes")
                yield Static(id="objectives")
        with Horizontal(id="bottom"):
            yield OptionList(id="actions")
            yield RichLog(id="log", wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        log = self.query_one("#log", RichLog)
        log.write(f"Game saved as you play in {self.session.path}")
        self.refresh_view()
        self.query_one("#actions", OptionList).focus()

    # --- drawing -----------------------------------------------------------

    def refresh_view(self) -> None:
        rules, state = self.session.rules, self.session.state
        show(self.query_one("#status", Static), status_line(rules, state))
        marked = {}
        self.commands = ordered(rules.legal_actions(state))
        labels = [describe(rules, state, c) for c in self.commands]
        for command, label in zip(self.commands, labels, strict=True):
            if isinstance(command, Move):
                marked[command.to] = label.rsplit("(", 1)[-1].split(" ")[0]
        board = render_board(rules, state, marked)
        board.no_wrap = True
        show(self.query_one("#map", Static), board)
        self.follow_active()
        heroes = [hero_panel(rules, state, h) for h in state.heroes.values()]
        text = heroes[0]
        for panel in heroes[1:]:
            text = text + panel
        show(self.query_one("#heroes", Static), text)
        show(self.query_one("#objectives", Static), objectives_text(rules, state))
        actions = self.query_one("#actions", OptionList)
        actions.clear_options()
        actions.add_options([Option(label, id=str(i)) for i, label in enumerate(labels)])
        if labels:
            actions.highlighted = 0
        if state.outcome is not None:
            self.query_one("#log", RichLog).write(
                f"GAME OVER: {state.outcome.value.replace('_', ' ')}. The log is {self.session.path}"
            )
            if not self.over_shown:
                self.over_shown = True
                self.app.push_screen(MessageDialog(game_over_text(self.session)))
        elif state.pending is not None:
            note = self.hand_over(state.pending.seat, "answer the question")
            self.ask(state.pending.prompt, list(state.pending.options), note)
        elif state.active_hero is None:
            note = self.hand_over(state.active_seat, "choose which of your heroes activates")
            if note:
                self.app.push_screen(MessageDialog(note))

    def hand_over(self, seat: int, what: str) -> str | None:
        """Hot-seat: the words that say whose turn it is, when the player
        changes (None when it stays the same, or in a solo game)."""
        state = self.session.state
        if len(state.seats) < 2 or seat == self.seat_shown:
            return None
        self.seat_shown = seat
        rules = self.session.rules
        heroes = " and ".join(
            rules.hero_card(h).name for h in state.seats[seat] if not state.heroes[h].dead
        )
        plays = f" — plays {heroes}" if heroes else " — the AI controller"
        self.app.push_screen(
            MessageDialog(f"Pass to Player {seat + 1}{plays}.\n\nPlayer {seat + 1}: {what}.")
        )

    def action_help(self) -> None:
        from wolfenstein_tui.tui import board_text

        keys = (
            "Keys: ↑/↓ choose an action, Enter plays it, End jumps to the last one "
            "(End activation), u undo (while no die was rolled and no card drawn), "
            "l the log, a the actions, q quit (the game is saved as you play).\n\n"
        )
        self.app.push_screen(MessageDialog(keys + (board_text.__doc__ or "").strip()))

    def follow_active(self) -> None:
        """Keep the active hero in view on a map larger than the window."""
        state = self.session.state
        hero = state.heroes.get(state.active_hero or "")
        if hero is None or hero.square is None:
            return
        scroll = self.query_one("#map-scroll", ScrollableContainer)
        scroll_to_square(scroll, hero.square)

    def tell(self, events: list[Event]) -> None:
        log = self.query_one("#log", RichLog)
        for event in events:
            if event.kind in QUIET:
                if event.kind is EventKind.DICE_ROLLED:
                    log.write(f"  🎲 {event.text}")
                continue
            log.write(event.text)

    # --- playing -------------------------------------------------------------

    def on_board_view_square_clicked(self, event: BoardView.SquareClicked) -> None:
        for command in self.commands:
            if isinstance(command, Move) and command.to == event.square:
                self.play(command)
                return
        self.notify("No move to that square now.", severity="warning", timeout=3)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "actions" or event.option.id is None:
            return
        command = self.commands[int(event.option.id)]
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
                self.notify(error.reason, severity="warning", timeout=6)
                return
            break
        self.tell(events)
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
        self.query_one("#log", RichLog).write("Undone.")
        self.refresh_view()

    def action_focus_log(self) -> None:
        self.query_one("#log", RichLog).focus()

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
    dead = [rules.hero_card(h.id).name for h in state.heroes.values() if h.dead]
    lines = [
        outcome,
        "",
        f"Mission: {rules.mission.title}, round {state.round} of {rules.mission.round_limit}",
        f"Enemies killed: {len(state.killed)}   Alarms: {state.alarms}   Events: {state.events_completed}",
        f"Heroes lost: {', '.join(dead) if dead else 'none'}",
        "Glory: "
        + ", ".join(f"{rules.hero_card(h.id).name} {h.glory}" for h in state.heroes.values()),
        "",
        f"The game log: {session.path}",
        f"Replay it with: wolfenstein replay {session.path}",
    ]
    return "\n".join(lines)
