"""Enter on a refused action tells why in a notice, once while that notice
is up: pressed again, it no longer stacks a copy of the same reason over
the side panel. Another refusal, or the same one once its notice is gone,
is told again. A key with nothing to do (c, an enemy's card) likewise.
Mission 1, Klaus just activated on A12: his attacks on the enemies out of
sight are refused (R-LOS-1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.test_app import session_for
from tests.tui.test_foresight import M01
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens import game
from wolfenstein_tui.tui.screens.game import REFUSAL_SHOWN, GameScreen


@pytest.mark.asyncio
async def test_r_los_1_a_refusal_pressed_again_is_told_once_while_its_notice_is_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = [1000.0]
    monkeypatch.setattr(game, "monotonic", lambda: clock[0])
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("enter")  # Activate Klaus Kreutz
        await pilot.pause()
        first, second = sorted(screen.refusals)[:2]

        async def enter_on(index: int) -> list[str]:
            screen.action_list.highlighted = index
            await pilot.press("enter")
            await pilot.pause()
            return [str(notice.message) for notice in app._notifications]

        told = await enter_on(first)
        assert len(told) == 1 and "line of sight" in told[0]
        assert await enter_on(first) == told  # the same reason, still up: not again
        clock[0] += 1
        both = await enter_on(second)  # another reason is told
        assert len(both) == 2 and both[1] != told[0]
        clock[0] += REFUSAL_SHOWN
        assert len(await enter_on(first)) == 3  # its notice gone: told again


@pytest.mark.asyncio
async def test_r_los_1_a_key_with_nothing_to_do_pressed_again_is_told_once(
    tmp_path: Path,
) -> None:
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Activate Klaus Kreutz: no enemy in sight
        await pilot.pause()
        for _press in range(3):
            await pilot.press("c")
            await pilot.pause()
        said = [str(notice.message) for notice in app._notifications]
        assert said == ["No enemy to attack from here."]

