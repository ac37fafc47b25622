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
    with serving(tmp_path) as url:
        async with browser_page(url + "/") as page:
            seen = await page.wait_for(b"W O L F E N S T E I N")
            await page.wait_for(b"Join or watch a game", 0)
            # xterm.js in the page takes the keys through its text area
            await page.send(
                "Runtime.evaluate",
                expression="document.querySelector('.xterm-helper-textarea').focus()",
            )
            await page.type_key("6")  # Missions
            await page.wait_for(b"Objectives:", seen)
            shot = await page.send("Page.captureScreenshot", format="png")
            picture = base64.b64decode(shot["data"])
            assert picture.startswith(b"\x89PNG") and len(picture) > 5000
            if os.environ.get("WOLFENSTEIN_BROWSER_SHOT"):
                Path(os.environ["WOLFENSTEIN_BROWSER_SHOT"]).write_bytes(picture)
