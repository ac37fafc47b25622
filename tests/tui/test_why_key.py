"""The rule on request in the app: the nazi phase's and the full log's w
key shows, under the plain sentences, the rules they follow, the values
compared and this game's choices ("In this game: ..."); pressed again, it
hides them. The phase's status line and the log's filters name the key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.tui.screen_text import screen_lines
from tests.tui.test_app import session_for
from tests.tui.test_nazi_phase import M01, to_the_nazi_phase
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.log_view import LogScreen
from wolfenstein_tui.tui.widgets.message_log import MessageLog

RULE_ID = re.compile(r"\bR-[A-Z]+-\d+\b")


def log_lines(log: MessageLog) -> str:
    return "\n".join(line.text for line in log.lines)


@pytest.mark.asyncio
async def test_w_shows_why_in_the_nazi_phase_and_in_the_log(tmp_path: Path) -> None:
    """R-AI-3, R-AI-4: the first figure's explanation is plain; w adds its
    "why:" lines (a rule id among them), w again takes them away. In the
    full log (l), the same."""
    app = make_app(session=session_for(M01, tmp_path))
    app.nazi_phase_speed = "step"
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_the_nazi_phase(pilot)
        await pilot.press("enter")
        await pilot.pause()
        plain = screen.caption().plain
        assert not RULE_ID.search(plain) and "why:" not in plain
        assert " w Why? " in screen_lines(app)[-1]  # named in the key bar
        await pilot.press("w")
        await pilot.pause()
        why = screen.caption().plain
        assert why.startswith(plain) and "why: " in why and RULE_ID.search(why)
        await pilot.press("w")
        await pilot.pause()
        assert screen.caption().plain == plain
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("g")  # the full log
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        log = app.screen.log_view
        before = log_lines(log)
        assert not RULE_ID.search(before)
        await pilot.press("w")
        await pilot.pause()
        after = log_lines(log)
        assert "why: " in after and RULE_ID.search(after) and "In this game:" in after
        await pilot.press("w")
        await pilot.pause()
        assert log_lines(log) == before
