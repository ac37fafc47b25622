"""The game in a real browser (issue 14): a headless Chromium opens
`wolfenstein serve`'s page, the title screen arrives and is drawn, and a key
pressed in the page reaches the app."""

from __future__ import annotations

import base64
import importlib.util
import os
from pathlib import Path

import pytest

from tests.joined.cdp import browser_page, chromium
from tests.joined.helpers import bob_plays_after_ann, hosted
from tests.joined.serving import serving

pytestmark = [
    pytest.mark.skipif(
        importlib.util.find_spec("textual_serve") is None,
        reason='textual-serve is not installed (pip install -e ".[web]")',
    ),
    pytest.mark.skipif(
        chromium() is None, reason="no Chromium installed (apt-get install chromium)"
    ),
]


@pytest.mark.asyncio
async def test_the_title_screen_renders_in_a_browser_and_a_key_reaches_the_app(
    tmp_path: Path,
) -> None:
    with serving(tmp_path) as (_url, host_link):
        async with browser_page(host_link) as page:
            seen = await page.wait_for(b"W O L F E N S T E I N")
            await page.wait_for(b"Join or watch a game", 0)
            # xterm.js in the page takes the keys through its text area
            await page.send(
                "Runtime.evaluate",
                expression="document.querySelector('.xterm-helper-textarea').focus()",
            )
            await page.type_key("6")  # Missions
            seen = await page.wait_for(b"New mission", seen)
            await page.type_key("1")  # their briefings and objectives
            await page.wait_for(b"Objectives:", seen)
            shot = await page.send("Page.captureScreenshot", format="png")
            picture = base64.b64decode(shot["data"])
            assert picture.startswith(b"\x89PNG") and len(picture) > 5000
            if os.environ.get("WOLFENSTEIN_BROWSER_SHOT"):
                Path(os.environ["WOLFENSTEIN_BROWSER_SHOT"]).write_bytes(picture)


@pytest.mark.asyncio
async def test_a_browser_tab_joins_a_hosted_game_and_plays_its_seat(tmp_path: Path) -> None:
    """Ann plays seat 1 from her own program; Bob sits at seat 2 from a
    browser tab: Ann's decisions reach his tab, and his key press reaches
    the game (R-ROUND-2: his turn once Ann's heroes are done)."""
    ann = hosted(tmp_path)
    try:
        with serving(tmp_path) as (_url, host_link):
            async with browser_page(host_link) as page:
                seen = await page.wait_for(b"Join or watch a game")
                await page.send(
                    "Runtime.evaluate",
                    expression="document.querySelector('.xterm-helper-textarea').focus()",
                )
                await page.type_key("4")  # Join or watch a game
                seen = await page.wait_for(b"Which game?", seen)
                await page.type_key("1")  # the hosted game
                seen = await page.wait_for(b"Watch it, read-only", seen)
                await page.type_key("2")  # seat 2: Bob
                seen = await page.wait_for(b"Waiting for Ann", seen, timeout=20)
                await bob_plays_after_ann(page, ann, seen)
    finally:
        ann.close()
