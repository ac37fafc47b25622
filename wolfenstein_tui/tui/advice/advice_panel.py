"""The advice panel: "what would you do?" asked in the game. The search
player thinks in a background thread (the screen stays live, a progress bar
fills, Escape cancels), then the top three plans are listed with their
chance of winning the mission and why; the highlighted plan's path is drawn
on the map above. The panel never plays: the player plays the plan, or not.

Advice is not a decision: the game and its log are not touched."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, ProgressBar, Static

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.players.search.advice import (
    ADVICE_SIMULATIONS,
    ADVICE_THINK_SECONDS,
    Plan,
    advice_budget,
    advise,
)
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.words.actions.advice import chance_text, why
from wolfenstein_tui.words.actions.plan_steps import ShownPlan, shown_plan
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.questions import PlayerName


class AdvicePanel(SpokenKeys, ModalScreen[None]):
    BINDINGS = [
        Binding("escape", "close", N_("Back")),
        *[Binding(str(n), f"show_plan({n - 1})", N_("Plan"), show=n == 1) for n in (1, 2, 3)],
    ]
    DEFAULT_CSS = """
    AdvicePanel { align: center bottom; background: $background 20%; }
    AdvicePanel > Vertical { width: 100%; height: 12; border: thick $accent;
        background: $surface; padding: 0 1; }
    AdvicePanel #title { width: 100%; }
    AdvicePanel ProgressBar { width: 100%; }
    AdvicePanel VerticalScroll { height: 1fr; }
    """

    simulations = ADVICE_SIMULATIONS

    def __init__(
        self,
        rules: Rules,
        state: GameState,
        draw: Callable[[frozenset[Square]], None],
        seed: int,
        player_name: PlayerName | None = None,
    ) -> None:
        super().__init__()
        self.player_name = player_name
        """Names the players in a step that answers a question, as the action list does."""
        self.rules = rules
        self.state = state.clone()
        self.draw = draw
        self.seed = seed
        """The game's seed: `wolfenstein advise LOG` thinks on it too, so both
        give the same plans."""
        self.cancelled = threading.Event()
        self.shown: list[ShownPlan] = []
        self.plans: list[Plan] = []

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(
                _("What would a good player do? Thinking… (Escape cancels)"),
                id="title",
                markup=False,
            )
            yield ProgressBar(total=100, show_eta=False, id="progress")
            with VerticalScroll():
                yield Static("", id="plans", markup=False)

    def on_mount(self) -> None:
        threading.Thread(target=self._think, name="advice", daemon=True).start()

    def _think(self) -> None:
        def progress(done: int, planned: int) -> None:
            if not self.cancelled.is_set():
                self.app.call_from_thread(self._progress, done, planned)

        budget = advice_budget(
            self.simulations,
            think=ADVICE_THINK_SECONDS,
            clock=time.process_time,
            stop=self.cancelled.is_set,
            progress=progress,
        )
        plans = advise(self.rules, self.state, budget, seed=self.seed)
        if self.cancelled.is_set():
            return
        shown = [shown_plan(self.rules, self.state, plan, self.player_name) for plan in plans]
        self.app.call_from_thread(self._done, plans, shown)

    def _progress(self, done: int, planned: int) -> None:
        self.query_one("#progress", ProgressBar).update(total=planned, progress=done)

    def _done(self, plans: list[Plan], shown: list[ShownPlan]) -> None:
        self.plans, self.shown = plans, shown
        self.query_one("#progress", ProgressBar).display = False
        if not plans:
            self.query_one("#title", Label).update(_("Nothing to advise here."))
            return
        self.query_one("#title", Label).update(
            _("Plans: 1-3 draws one on the map, Escape closes. You play, not the advice.")
        )
        self.action_show_plan(0)

    def action_show_plan(self, index: int) -> None:
        if not 0 <= index < len(self.shown):
            return
        names = Names(self.rules, self.state)
        lines: list[str] = []
        for number, (plan, shown) in enumerate(zip(self.plans, self.shown, strict=True)):
            mark = "▶" if number == index else " "
            lines.append(f"{mark} {number + 1}. {chance_text(plan)}")
            lines.append("   " + why(names, plan, plan.hero))
            if number == index:
                lines += [f"   - {step}" for step in shown.steps]
        self.query_one("#plans", Static).update("\n".join(lines))
        self.draw(frozenset(self.shown[index].squares))

    def action_close(self) -> None:
        self.cancelled.set()
        self.draw(frozenset())
        self.dismiss(None)
