"""A screen pushed while the app starts is rendered once, when it can be
drawn, and can leave work for after its first frame.

Textual starts an app inside a batch of updates (nothing is written to the
terminal until its start-up is over) and lays out a screen pushed meanwhile
(the game screen of `wolfenstein play`) at once: the compositor then renders
the whole screen, and the app throws that render away, since nothing is
drawn in a batch. The screen is rendered again once the batch is over, its
widgets sized and filled by then; that render is the first frame. Here the
render thrown away is not made: the widgets marked for repainting stay
marked, and the screen renders them as soon as the batch ends.

Textual's `call_after_refresh` is no way to wait for that frame: in a batch
the callbacks run at the next idle moment, before anything is drawn.
`after_first_frame` waits for the first render drawn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.events import ScreenResume
from textual.screen import Screen

from wolfenstein_tui.tui.textual_private import in_batch


class RenderedAfterStartUp(Screen[Any]):
    _first_frame_drawn = False
    _after_first_frame: list[Callable[[], object]] | None = None

    def after_first_frame(self, callback: Callable[[], object]) -> None:
        """Call `callback` once the screen's first frame is drawn (after the
        next refresh, when it was drawn already)."""
        if self._first_frame_drawn:
            self.call_after_refresh(callback)
            return
        if self._after_first_frame is None:
            self._after_first_frame = []
        self._after_first_frame.append(callback)

    def _on_screen_resume(self, event: ScreenResume) -> None:
        """The first time the screen is shown, its widgets were styled as
        they were mounted, moments before: Textual's restyling of them all
        (Screen._on_screen_resume, which runs after this) is not done then.
        Later (back from a dialog, after a change of theme) it is."""
        if not self._first_frame_drawn:
            event.refresh_styles = False

    def _compositor_refresh(self) -> None:
        app = self.app
        batching = in_batch(app)
        if batching and self is app.screen and not app.is_inline:
            return  # the app would not draw it (App._display in a batch)
        super()._compositor_refresh()
        # Drawn, or (under a dialog) handed to the screen on top to draw.
        if not batching and not self._first_frame_drawn:
            self._first_frame_drawn = True
            for callback in self._after_first_frame or ():
                self.call_later(callback)
            self._after_first_frame = None
