"""The nazi phase, played back on the map one figure at a time.

The engine resolves the whole phase at once; this screen walks through its
events figure by figure: it moves the figures, opens the doors, removes the
fallen and brings in new arrivals on a copy of the board as it was before
the phase, and shows each figure's explanation. The player sets the pace:
Enter or → for the next figure, p to play and pause, s to skip to the end.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import ScrollableContainer, Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from wolfenstein_tui.content.squares import parse_square
from wolfenstein_tui.engine.events import Event, EventKind
from wolfenstein_tui.engine.rules import Rules
from wolfenstein_tui.engine.state import Enemy, GameState
from wolfenstein_tui.tui.board_text import render_board, scroll_to_square
from wolfenstein_tui.tui.footer import Footer


def turns_of(events: list[Event]) -> list[list[Event]]:
    """The phase's events, one group per figure's activation (ending with
    its explanation)."""
    groups: list[list[Event]] = []
    current: list[Event] = []
    started = False
    for event in events:
        if event.kind is EventKind.PHASE and event.data.get("phase") == "nazis":
            started = True
            continue
        if not started:
            continue
        current.append(event)
        if event.kind is EventKind.NAZI_TURN:
            groups.append(current)
            current = []
        if event.kind is EventKind.ROUND:
            break
    return groups


def apply_group(rules: Rules, state: GameState, group: list[Event]) -> None:
    """Move the figures of one activation on a copy of the board."""
    for event in group:
        data = event.data
        if event.kind is EventKind.NAZI_MOVE and data.get("enemy") in state.enemies:
            state.enemies[data["enemy"]].square = parse_square(data["path"][-1])
        elif event.kind is EventKind.DOOR_OPENED:
            state.closed_doors.discard(data.get("door", ""))
        elif event.kind is EventKind.KILLED:
            state.enemies.pop(data.get("enemy", ""), None)
        elif event.kind is EventKind.SPAWNED and "enemy" in data:
            card = rules.enemy_cards[data["type"]]
            state.enemies[data["enemy"]] = Enemy(
                id=data["enemy"],
                type=data["type"],
                square=parse_square(data["square"]),
                hp=card.hp,
                armor=card.armor,
                large=card.large,
            )


class NaziPhaseScreen(ModalScreen[None]):
    BINDINGS = [
        Binding("enter", "next", "Next figure"),
        Binding("right", "next", "Next", show=False),
        Binding("p", "play", "Play/pause"),
        Binding("s", "skip", "Skip"),
        Binding("escape", "skip", "Skip", show=False),
    ]
    DEFAULT_CSS = """
    NaziPhaseScreen { align: center middle; }
    NaziPhaseScreen > Vertical { width: 100%; height: 100%; background: $surface; }
    #phase-map { height: 1fr; }
    #phase-board { width: auto; height: auto; }
    #phase-text { height: auto; max-height: 10; border-top: solid $accent; padding: 0 1; }
    """

    def __init__(self, rules: Rules, before: GameState, events: list[Event]) -> None:
        super().__init__()
        self.rules = rules
        self.board_state = before.clone()
        self.groups = turns_of(events)
        self.index = -1
        self.timer = None

    def compose(self) -> ComposeResult:
        with Vertical():
            with ScrollableContainer(id="phase-map"):
                yield Static(id="phase-board")
            yield Static(id="phase-text")
        yield Footer()

    def on_mount(self) -> None:
        self.show("The nazi phase: Enter for each figure, p to play, s to skip.")

    def show(self, text: str) -> None:
        board = render_board(self.rules, self.board_state)
        board.no_wrap = True
        self.query_one("#phase-board", Static).update(board)
        self.query_one("#phase-text", Static).update(text)

    def action_next(self) -> None:
        self.index += 1
        if self.index >= len(self.groups):
            self.dismiss(None)
            return
        group = self.groups[self.index]
        apply_group(self.rules, self.board_state, group)
        told = group[-1].text
        self.show(f"[{self.index + 1}/{len(self.groups)}] {told}")
        enemy = self.board_state.enemies.get(group[-1].data.get("enemy", ""))
        if enemy is not None:  # keep the figure that acted in view
            scroll = self.query_one("#phase-map", ScrollableContainer)
            scroll_to_square(scroll, enemy.square)

    def action_play(self) -> None:
        if self.timer is None:
            self.timer = self.set_interval(1.2, self.action_next)
        else:
            self.timer.stop()
            self.timer = None

    def action_skip(self) -> None:
        self.dismiss(None)
