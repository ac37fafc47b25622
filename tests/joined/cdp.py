"""A headless Chromium driven over its DevTools protocol, just enough for
the browser tests: open a page, watch its websocket frames and every
request it makes, press a key. The protocol goes over Chromium's DevTools
websocket, or over a pair of pipes (`--remote-debugging-pipe`) for a
Chromium in another network namespace, whose ports this one cannot reach."""

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
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

CHROMIUMS = ("chromium", "chromium-browser", "google-chrome", "chrome")


def chromium() -> str | None:
    return next((found for name in CHROMIUMS if (found := shutil.which(name))), None)


FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1200,900",
)
"""Chromium asked to contact nobody but the pages it is sent to."""


class Page:
    """One tab: commands sent, events kept. `send_text` sends one protocol
    message, `messages` yields those received; `session` is the tab's
    session id when the protocol speaks for the whole browser (pipes)."""

    def __init__(
        self,
        send_text: Callable[[str], Awaitable[None]],
        messages: AsyncIterator[str],
        session: str | None = None,
    ) -> None:
        self.send_text = send_text
        self.messages = messages
        self.session = session
        self.next_id = 0
        self.replies: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.received = bytearray()
        """Everything the page's websocket received (the app's output)."""
        self.requested: list[str] = []
        """Every address the page asked for (pages, scripts, fonts, websockets)."""
        self.reader = asyncio.ensure_future(self.read())

    async def read(self) -> None:
        async for message in self.messages:
            data = json.loads(message)
            if "id" in data and data["id"] in self.replies:
                self.replies.pop(data["id"]).set_result(data)
            elif data.get("method") == "Network.webSocketFrameReceived":
                frame = data["params"]["response"]
                payload = frame["payloadData"]
                self.received += (
                    base64.b64decode(payload) if frame.get("opcode") == 2 else payload.encode()
                )
            elif data.get("method") == "Network.requestWillBeSent":
                self.requested.append(data["params"]["request"]["url"])
            elif data.get("method") == "Network.webSocketCreated":
                self.requested.append(data["params"]["url"])

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        reply: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.replies[self.next_id] = reply
        message: dict[str, Any] = {"id": self.next_id, "method": method, "params": params}
        if self.session is not None:
            message["sessionId"] = self.session
        await self.send_text(json.dumps(message))
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
            *FLAGS,
            "--remote-debugging-port=0",
            f"--user-data-dir={profile}",
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

                async def texts() -> AsyncIterator[str]:
                    async for message in socket:
                        yield message.data

                page = Page(socket.send_str, texts())
                try:
                    await page.send("Network.enable")
                    await page.send("Page.enable")
                    await page.send("Page.navigate", url=url)
                    yield page
                finally:
                    page.reader.cancel()
    finally:
        _end(process)
        shutil.rmtree(profile, ignore_errors=True)


@contextlib.asynccontextmanager
async def piped_browser_page(url: str, prefix: list[str]) -> AsyncIterator[Page]:
    """A headless Chromium run under `prefix` (`ip netns exec NAME`), driven
    over pipes (its descriptors 3 and 4), with one tab on `url`."""
    binary = chromium()
    assert binary is not None
    profile = Path(tempfile.mkdtemp(prefix="wolfenstein-chromium-"))
    to_browser_read, to_browser = os.pipe()
    from_browser, from_browser_write = os.pipe()
    command = [
        *prefix,
        binary,
        *FLAGS,
        "--remote-debugging-pipe",
        f"--user-data-dir={profile}",
        "about:blank",
    ]
    process = subprocess.Popen(
        # bash (not sh: dash takes one-digit descriptors only) puts the pipes at 3 and 4
        ["bash", "-c", f'exec "$@" 3<&{to_browser_read} 4>&{from_browser_write}', "bash", *command],
        pass_fds=(to_browser_read, from_browser_write),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(to_browser_read)
    os.close(from_browser_write)
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 26)
    await loop.connect_read_pipe(
        lambda: asyncio.StreamReaderProtocol(reader), os.fdopen(from_browser, "rb", 0)
    )
    writer_file = os.fdopen(to_browser, "wb", 0)

    async def send_text(text: str) -> None:
        writer_file.write(text.encode() + b"\0")

    async def texts() -> AsyncIterator[str]:
        while True:
            try:
                message = await reader.readuntil(b"\0")
            except asyncio.IncompleteReadError:
                return
            yield message[:-1].decode()

    browser = Page(send_text, texts())
    try:
        deadline = time.monotonic() + 60
        while True:
            targets = (await browser.send("Target.getTargets"))["targetInfos"]
            pages = [t for t in targets if t.get("type") == "page"]
            if pages:
                break
            assert time.monotonic() < deadline, "chromium opened no tab"
            await asyncio.sleep(0.2)
        attached = await browser.send(
            "Target.attachToTarget", targetId=pages[0]["targetId"], flatten=True
        )
        # The tab's messages come through the browser's reader: one reader
        # for the pipe, the tab's events kept there, its commands sent with
        # its session id.
        browser.session = attached["sessionId"]
        await browser.send("Network.enable")
        await browser.send("Page.enable")
        await browser.send("Page.navigate", url=url)
        yield browser
    finally:
        browser.reader.cancel()
        writer_file.close()
        _end(process)
        shutil.rmtree(profile, ignore_errors=True)


def _end(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
