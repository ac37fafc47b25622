"""The memory of `wolfenstein serve`'s browser screens (run by hand):

    python benchmarks/bench_serve_memory.py [--screens N]

A server (web_table.Table) on this machine's loopback address, with a game
of the test arena hosted by this process at seat 1 (by invitation). N
browser screens are opened as a browser opens them (the page, then its
websocket with the page's Origin): half on the host's title screen, half
as invited players sitting at seat 2 or 3 of the game, or watching it.
Once each screen is drawn, the resident memory (VmRSS) of its program is
read from /proc; then each tab is closed and the time until its program
is gone is measured.

Printed: the median and largest RSS of a title screen and of a game
screen, the server's own RSS, and the longest time from a closed tab to
its program's end.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.joined.helpers import hosted  # noqa: E402
from tests.joined.serving import HOST_KEY as KEY  # noqa: E402
from tests.joined.serving import table_served  # noqa: E402
from wolfenstein_tui.app.web_session import rss_bytes  # noqa: E402


async def screen(http, url: str, secret: str, keys: str, wanted: bytes):  # type: ignore[no-untyped-def]
    import aiohttp

    async with http.get(f"{url}/i/{secret}") as page:
        text = await page.text()
    address = re.search(r'data-session-websocket-url="([^"]+)"', text)
    assert address is not None, text
    socket = await http.ws_connect(address.group(1), origin=url)
    seen = b""
    sent = False
    deadline = time.monotonic() + 60
    while wanted not in seen:
        assert time.monotonic() < deadline, f"no {wanted!r} on the screen: {seen[-1500:]!r}"
        message = await socket.receive(timeout=60)
        assert message.type == aiohttp.WSMsgType.BINARY, message
        seen += message.data
        if keys and not sent and b"W O L F" in seen:
            await asyncio.sleep(0.5)
            await socket.send_json(["stdin", keys])
            sent = True
    await asyncio.sleep(1.0)  # the screen settled
    return socket


def alive(pid: int | None) -> bool:
    try:
        os.kill(pid or 0, 0)
    except ProcessLookupError:
        return False
    return pid is not None


async def measure(count: int) -> None:
    import aiohttp

    folder = Path(tempfile.mkdtemp(prefix="wolfenstein-serve-bench-"))
    ann = hosted(folder, invite=True)
    assert ann.invitations is not None
    title: list[int] = []
    game: list[int] = []
    closing: list[float] = []
    try:
        async with (
            table_served(folder, max_sessions=count) as (table, url),
            aiohttp.ClientSession() as http,
        ):
            codes = [ann.invitations.seats[1], ann.invitations.seats[2], ann.invitations.watch]
            sockets = []
            for index in range(count):
                before = set(table.programs)
                if index % 2 == 0:
                    kind, secret, keys, wanted = "title", KEY, "", b"Join or watch a game"
                else:
                    secret = codes[(index // 2) % len(codes)]
                    watching = secret == ann.invitations.watch
                    kind, keys = "game", "1"  # take the seat, or watch
                    wanted = b"Watching" if watching else b"Waiting for Ann"
                socket = await screen(http, url, secret, keys, wanted)
                (program,) = set(table.programs) - before
                size = rss_bytes(program.pid or 0)
                assert size is not None, bytes(program.errors[-2000:]).decode(errors="replace")
                (title if kind == "title" else game).append(size)
                sockets.append((socket, program.pid))
            server = rss_bytes(os.getpid()) or 0
            for socket, pid in sockets:
                closed = time.monotonic()
                await socket.close()
                while alive(pid):
                    await asyncio.sleep(0.02)
                closing.append(time.monotonic() - closed)
    finally:
        ann.close()
    mb = 1024 * 1024
    for name, sizes in (("title screen", title), ("game screen", game)):
        if sizes:
            print(
                f"{name}: median {statistics.median(sizes) / mb:.0f} MB, "
                f"largest {max(sizes) / mb:.0f} MB ({len(sizes)} screens)"
            )
    print(f"this process (server, test game and client): {server / mb:.0f} MB")
    print(f"closed tab to program gone: longest {max(closing):.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--screens", type=int, default=6)
    args = parser.parse_args()
    asyncio.run(measure(args.screens))


if __name__ == "__main__":
    main()
