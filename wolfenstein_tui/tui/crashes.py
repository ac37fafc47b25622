"""The app's crash handler: an error nobody foresaw ends the app with a
crash report and one sentence, not a traceback (see crash.py).

Textual calls `App._handle_exception` for an exception raised anywhere in
the app (a handler, a worker, a timer); it is the documented place where
the app decides to exit. The override below first saves what can be saved
(lines a failed write left in memory), writes the report, and ends the app
with CRASH_STATUS and the sentence as its exit message. The exception is
still kept for Textual's test harness, which raises it from `run_test` so a
bug cannot pass a test unseen.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import App

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.play.crash import CONTEXT, CRASH_STATUS, report_crash


class ReportsCrashes(App[Any]):
    """The base of the app classes."""

    crash_sentence: str | None = None
    """What the player was told when the app ended on a crash."""

    def _handle_exception(self, error: Exception) -> None:
        if self._exception is None:
            self._exception = error
            self._exception_event.set()
            self.crash_sentence = self._report(error)
            self._return_code = CRASH_STATUS
            self._exit_renderables.append(Text(self.crash_sentence))
        self._close_messages_no_wait()

    def _report(self, error: Exception) -> str:
        """Save what can be saved, write the report; the sentence to show."""
        for screen in self.screen_stack:
            session = getattr(screen, "session", None)
            if session is None or not hasattr(session, "retry_save"):
                continue
            CONTEXT.log = session.path
            play = getattr(screen, "campaign_play", None)
            if play is not None:
                CONTEXT.campaign = play.campaign.name
            try:
                session.retry_save()
            except Exception as still:  # the report must be written whatever happens here
                error.add_note(f"saving the game on the way out failed too: {still!r}")
        save_dir = getattr(self, "save_dir", None)
        if save_dir is not None:
            CONTEXT.save_dir = save_dir
        try:
            return report_crash(error)
        except Exception as still:  # never hide the first error behind a second
            return _(
                "wolfenstein stopped on an unexpected error (a bug in wolfenstein): {error}; "
                "writing a report failed too: {still}"
            ).format(error=repr(error), still=repr(still))
