"""What would a good player have done here? The replay viewer's o: the
advice of the game's own o key (tui/advice/advice_panel.py), on the step
shown, each plan drawn on the replay's map; f then plays on from that step
(a fork), to try it. The replay writes nothing: asking is not noted in the
log, as it is during a game. A game set up without hints gives no advice
here either, as `wolfenstein advise` gives none for it."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.screen import Screen

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.tui.map.board_text import Overlay

if TYPE_CHECKING:
    from wolfenstein_tui.engine.log.header import Header
    from wolfenstein_tui.engine.rules.referee import Rules
    from wolfenstein_tui.tui.playback.replay_steps import Step


class ReplayAdvice(Screen[Any]):
    """The part of the replay viewer (screens/replay.py) that advises."""

    BINDINGS = [Binding("o", "advice", N_("Advice"), show=False)]

    advice_path: frozenset[Square] = frozenset()
    """The squares of the plan drawn (none: no plan)."""
    advice_step: int | None = None
    """The step the plan drawn is advice for: another step shows none."""

    if TYPE_CHECKING:
        rules: Rules
        header: Header
        index: int

        @property
        def current(self) -> Step: ...
        def stop(self) -> None: ...
        def show_map(self) -> None: ...

    def action_advice(self) -> None:
        from wolfenstein_tui.tui.advice.advice_panel import AdvicePanel
        from wolfenstein_tui.tui.presenters.players import player_label
        from wolfenstein_tui.words.actions.advice import HINTS_OFF

        if not self.header.hints:
            self.notify(_(HINTS_OFF), timeout=6)
            return
        self.stop()
        step = self.index

        def draw(squares: frozenset[Square]) -> None:
            self.advice_path, self.advice_step = squares, step
            self.show_map()

        self.app.push_screen(
            AdvicePanel(
                self.rules,
                self.current.state,
                draw,
                seed=self.header.seed,
                player_name=partial(player_label, self.header.player_names),
            )
        )

    def advice_overlay(self) -> Overlay | None:
        """The plan drawn on the map, on the step it was asked at."""
        if self.advice_path and self.advice_step == self.index:
            return Overlay(path=self.advice_path)
        return None
