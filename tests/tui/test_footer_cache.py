"""The key bar drawn once for each set of keys: a mode the player comes back
to shows the bar as a fresh drawing would, spans (for clicks) included."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.test_app import session_for, step
from tests.tui.test_key_bar import footer_of
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.widgets.footer import KEPT_BARS

ROOT = Path(__file__).resolve().parents[2]
M01 = ROOT / "missions" / "m01-radio-silence.yaml"


@pytest.mark.asyncio
async def test_a_mode_came_back_to_shows_the_bar_a_fresh_drawing_shows(tmp_path: Path) -> None:
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "enter")
        footer = footer_of(app)
        seen = {}
        for key in ("x", "escape", "x", "escape", "x"):
            await step(pilot, key)
            line = footer.render_line(0)
            fresh = footer.render()  # drawn anew, spans anew
            assert line.text == fresh.plain.ljust(footer.size.width)[: footer.size.width]
            seen.setdefault(app.screen.map_has_keys, line.text)
            assert seen[app.screen.map_has_keys] == line.text
            assert [s.key.action for s in footer.spans] == [k.action for k in footer.shown()]
        assert seen[True] != seen[False]
        assert len(footer._drawn) <= KEPT_BARS
