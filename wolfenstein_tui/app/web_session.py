"""One browser tab's program: a `wolfenstein` app run with Textual's web
driver, its screen sent to the tab's websocket and the tab's keys to it.

The protocol is Textual's web driver's (the one textual-serve speaks): the
program says `__GANGLION__` once started, then writes packets (a type byte,
a 4-byte big-endian length, the payload): `D` screen data for the page,
`M` JSON meta messages (`exit` when the app ends); it reads the same
packets on its standard input: `D` keys typed, `M` resize, focus, blur and
`quit`. Run here rather than through textual-serve's AppService so that a
program whose tab is gone is made to end within seconds (asked to quit,
then terminated, then killed, its whole process group), and so that each
program gets the environment its invitation calls for.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
from collections.abc import Awaitable, Callable, Mapping

QUIT_SECONDS = 2.0
"""How long a program is given to end once asked (then terminated, then killed)."""
PRELUDE = b"__GANGLION__\n"


def packet(kind: bytes, payload: bytes) -> bytes:
    return kind + len(payload).to_bytes(4, "big") + payload


class TabProgram:
    """The program of one tab, from its start to its certain end."""

    def __init__(
        self,
        argv: list[str],
        environment: Mapping[str, str],
        to_page: Callable[[bytes], Awaitable[None]],
        on_exit: Callable[[], Awaitable[object]],
    ) -> None:
        self.argv = argv
        self.environment = dict(environment)
        self.to_page = to_page
        self.on_exit = on_exit
        self.process: asyncio.subprocess.Process | None = None
        self.pump: asyncio.Task[None] | None = None
        self.errors = bytearray()
        """What the program said on its standard error (the last 64 KB)."""

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    async def start(self, width: int, height: int) -> None:
        environment = {
            **self.environment,
            "TEXTUAL_DRIVER": "textual.drivers.web_driver:WebDriver",
            "TEXTUAL_FPS": "60",
            "TEXTUAL_COLOR_SYSTEM": "truecolor",
            "TERM_PROGRAM": "textual",
            "COLUMNS": str(width),
            "ROWS": str(height),
        }
        self.process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=environment,
            start_new_session=True,  # its own process group, ended whole
        )
        self.pump = asyncio.create_task(self._pump())

    async def _pump(self) -> None:
        """The program's packets to the page, until it ends."""
        assert self.process is not None and self.process.stdout is not None
        stdout = self.process.stdout
        errors = asyncio.create_task(self._keep_errors())
        try:
            for _ in range(10):  # a few lines may come before the prelude
                line = await stdout.readline()
                if not line or line == PRELUDE:
                    break
            while True:
                kind = await stdout.readexactly(1)
                size = int.from_bytes(await stdout.readexactly(4), "big")
                payload = await stdout.readexactly(size)
                if kind == b"D":
                    await self.to_page(payload)
                elif kind == b"M" and json.loads(payload).get("type") == "exit":
                    break
        except (asyncio.IncompleteReadError, ConnectionResetError, ValueError):
            pass  # the program ended, or said something that is no packet
        finally:
            errors.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await errors
            with contextlib.suppress(ConnectionError, RuntimeError):
                await self.on_exit()

    async def _keep_errors(self) -> None:
        assert self.process is not None and self.process.stderr is not None
        while chunk := await self.process.stderr.read(4096):
            self.errors += chunk
            del self.errors[: -64 * 1024]

    async def _send(self, kind: bytes, payload: bytes) -> None:
        if self.process is None or self.process.stdin is None:
            return
        with contextlib.suppress(ConnectionError, RuntimeError):
            self.process.stdin.write(packet(kind, payload))
            await self.process.stdin.drain()

    async def keys(self, text: str) -> None:
        await self._send(b"D", text.encode("utf-8"))

    async def meta(self, message: dict[str, object]) -> None:
        await self._send(b"M", json.dumps(message).encode("utf-8"))

    async def stop(self) -> None:
        """End the program: asked to quit, then after QUIT_SECONDS its
        process group terminated, then killed; returns once it is gone."""
        process = self.process
        if process is None:
            return
        if process.returncode is None:
            await self.meta({"type": "quit"})
            for sent in (None, signal.SIGTERM, signal.SIGKILL):
                if sent is not None:
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        os.killpg(process.pid, sent)
                try:
                    await asyncio.wait_for(process.wait(), QUIT_SECONDS)
                    break
                except TimeoutError:
                    continue
        if self.pump is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self.pump


def rss_bytes(pid: int) -> int | None:
    """The resident memory of a process (Linux's /proc), None when unknown."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None
