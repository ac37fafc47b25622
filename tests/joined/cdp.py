"""A headless Chromium driven over its DevTools protocol, just enough for
the browser test: open a page, watch its websocket frames, press a key."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

CHROMIUMS = ("chromium", "chromium-browser", "google-chrome", "chrome")


def chromium() -> str | None:
    return next((found for name in CHROMIUMS if (found := shutil.which(name))), None)


class Page:
    """One tab: commands sent, events kept."""

    def __init__(self, socket: Any) -> None:
        self.socket = socket
        self.next_id = 0
        self.replies: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.received = bytearray()
        """Everything the page's websocket received (the app's output)."""
        self.reader = asyncio.ensure_future(self.read())

    async def read(self) -> None:
        async for message in self.socket:
            data = json.loads(message.data)
            if "id" in data and data["id"] in self.replies:
                self.replies.pop(data["id"]).set_result(data)
            elif data.get("method") == "Network.webSocketFrameReceived":
                frame = data["params"]["response"]
                payload = frame["payloadData"]
                self.received += (
                    base64.b64decode(payload) if frame.get("opcode") == 2 else payload.encode()
                )

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        reply: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.replies[self.next_id] = reply
        await self.socket.send_str(
            json.dumps({"id": self.next_id, "method": method, "params": params})
        )
        answer = await asyncio.wait_for(reply, 30)
        if "error" in answer:
            raise AssertionError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    async def wait_for(self, text: bytes, start: int = 0, timeout: float = 60) -> int:
        """Wait until the app has sent `text` (after byte `start`); where it ends."""
        deadline = time.monotonic() + timeout
        while (found := self.received.find(text, start)) < 0:
            if time.monotonic() > deadline:
                await self.keep_screenshot()
                tail = bytes(self.received[-400:])
                raise AssertionError(f"the page never received {text!r}; last: {tail!r}")
            await asyncio.sleep(0.1)
        return found + len(text)

    async def keep_screenshot(self) -> None:
        """With WOLFENSTEIN_BROWSER_SHOT set, the page as it is into that PNG file."""
        target = os.environ.get("WOLFENSTEIN_BROWSER_SHOT")
        if target:
            shot = await self.send("Page.captureScreenshot", format="png")
            Path(target).write_bytes(base64.b64decode(shot["data"]))

    async def type_key(self, key: str) -> None:
        """One key pressed and released (its text typed once: a keyDown
        with text already types it, a "char" event would type it again)."""
        await self.send("Input.dispatchKeyEvent", type="keyDown", key=key, text=key)
        await self.send("Input.dispatchKeyEvent", type="keyUp", key=key)


@contextlib.asynccontextmanager
async def browser_page(url: str) -> AsyncIterator[Page]:
    """A headless Chromium with one tab on `url`."""
    import aiohttp

    binary = chromium()
    assert binary is not None
    profile = Path(tempfile.mkdtemp(prefix="wolfenstein-chromium-"))
    process = subprocess.Popen(
        [
            binary,
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--remote-debugging-port=0",
            f"--user-data-dir={profile}",
            "--window-size=1200,900",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 60
        while not port_file.exists() or not port_file.read_text().strip():
            assert process.poll() is None, "chromium ended at once"
            assert time.monotonic() < deadline, "chromium opened no DevTools port"
            await asyncio.sleep(0.1)
        port = port_file.read_text().split()[0]
        async with aiohttp.ClientSession() as http:
            async with http.get(f"http://127.0.0.1:{port}/json/list") as listing:
                targets = await listing.json()
            target = next(t for t in targets if t.get("type") == "page")
            async with http.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0) as socket:
                page = Page(socket)
                try:
                    await page.send("Network.enable")
                    await page.send("Page.enable")
                    await page.send("Page.navigate", url=url)
                    yield page
                finally:
                    page.reader.cancel()
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(profile, ignore_errors=True)
