"""A screen pushed while the app starts is rendered once, when it can be
drawn.

Textual starts an app inside a batch of updates (nothing is written to the
terminal until its start-up is over) and lays out a screen pushed meanwhile
(the game screen of `wolfenstein play`) at once: the compositor then renders
the whole screen, and the app throws that render away, since nothing is
drawn in a batch. The screen is rendered again once the batch is over, its
widgets sized and filled by then; that render is the first frame. Here the
render thrown away is not made: the widgets marked for repainting stay
marked, and the screen renders them as soon as the batch ends."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen


class RenderedAfterStartUp(Screen[Any]):
    def _compositor_refresh(self) -> None:
        app = self.app
        if app._batch_count and self is app.screen and not app.is_inline:
            return  # the app would not draw it (App._display in a batch)
        super()._compositor_refresh()
