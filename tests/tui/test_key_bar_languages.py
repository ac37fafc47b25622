"""m (the whole board) and w (why?) are in the key bar at 80 columns in
every language: on the game screen while the actions have the keys, in
the nazi phase and in the full log. The footer leaves out the last keys
that do not fit (tui/widgets/footer.py): these two must never be among
them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.test_app import session_for, step
from tests.tui.test_key_bar import footer_of
from tests.tui.test_nazi_phase import to_the_nazi_phase
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.log_view import LogScreen

ROOT = Path(__file__).resolve().parents[2]
M01 = ROOT / "missions" / "m01-radio-silence.yaml"
SHORT = ROOT / "tests" / "tui" / "missions" / "short.yaml"
LANGUAGES = ("en", "fr", "it", "es", "pl")


def shown_keys(app) -> dict[str, str]:
    """The keys the bar draws now, with their descriptions."""
    return {key.key: key.description for key in footer_of(app).shown()}


@pytest.fixture
def speak():
    yield set_language
    set_language("en")


@pytest.mark.asyncio
@pytest.mark.parametrize("code", LANGUAGES)
async def test_whole_map_and_why_are_in_the_key_bar_at_80_columns(
    tmp_path: Path, speak, code: str
) -> None:
    speak(code)
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "m" in shown_keys(app)  # a hero to choose
        await step(pilot, "enter")
        assert "m" in shown_keys(app)  # the activation's actions
        await step(pilot, "g")
        assert isinstance(app.screen, LogScreen)
        assert "w" in shown_keys(app)


@pytest.mark.asyncio
@pytest.mark.parametrize("code", LANGUAGES)
async def test_the_nazi_phase_s_key_bar_names_m_and_w_at_80_columns(
    tmp_path: Path, speak, code: str
) -> None:
    speak(code)
    app = make_app(session=session_for(SHORT, tmp_path))
    app.nazi_phase_speed = "step"
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_nazi_phase(pilot)
        await pilot.pause()
        shown = shown_keys(app)
        assert "m" in shown and "w" in shown, shown
