"""`wolfenstein serve`'s doors (web_table.py), served for real on this
machine's loopback address: no program starts for a connection from
another page, without a ticket or on a full table; a tab left idle or
closed has its program ended within seconds; the page asks nothing of any
other site."""

from __future__ import annotations

import asyncio
import importlib.util
import os
import re
import time
from pathlib import Path

import pytest

from tests.joined.helpers import hosted
from tests.joined.serving import HOST_KEY, table_served

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("textual_serve") is None,
    reason='textual-serve is not installed (pip install -e ".[web]")',
)


async def page_socket(http: object, url: str, secret: str) -> str:
    """The websocket address the page of `secret` gives its terminal."""
    async with http.get(f"{url}/i/{secret}") as page:  # type: ignore[attr-defined]
        assert page.status == 200, await page.text()
        text = await page.text()
    found = re.search(r'data-session-websocket-url="([^"]+)"', text)
    assert found is not None
    return found.group(1)


async def first_screen(socket: object, wanted: bytes, timeout: float = 60) -> bytes:
    """What the program sent until `wanted` appeared."""
    from aiohttp import WSMsgType

    seen = b""
    deadline = time.monotonic() + timeout
    while wanted not in seen:
        assert time.monotonic() < deadline, f"no {wanted!r} on the screen: {seen[-300:]!r}"
        message = await socket.receive(timeout=max(0.1, deadline - time.monotonic()))  # type: ignore[attr-defined]
        if message.type == WSMsgType.BINARY:
            seen += message.data
        elif message.type == WSMsgType.PING:  # a socket made without autoping
            await socket.pong(message.data)  # type: ignore[attr-defined]
        elif message.type in (WSMsgType.CLOSE, WSMsgType.CLOSED):
            raise AssertionError(f"closed before {wanted!r}: {seen[-300:]!r}")
    return seen


async def drawn_for(socket: object, seconds: float) -> bytes:
    """What the program sends in the next `seconds`."""
    from aiohttp import WSMsgType

    seen = b""
    until = time.monotonic() + seconds
    while (left := until - time.monotonic()) > 0:
        try:
            message = await socket.receive(timeout=left)  # type: ignore[attr-defined]
        except TimeoutError:
            break
        if message.type == WSMsgType.BINARY:
            seen += message.data
    return seen


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.asyncio
async def test_a_foreign_origin_and_a_missing_secret_start_nothing(tmp_path: Path) -> None:
    import aiohttp

    async with table_served(tmp_path) as (table, url), aiohttp.ClientSession() as http:
        socket = await page_socket(http, url, HOST_KEY)
        for origin in ("http://evil.example", "null", f"{url}.evil.example"):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await http.ws_connect(socket, origin=origin)
            assert refused.value.status == 403
        with pytest.raises(aiohttp.WSServerHandshakeError):  # no Origin at all
            await http.ws_connect(socket)
        for ticket in ("", "made-up"):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await http.ws_connect(f"{url.replace('http', 'ws')}/ws/{ticket}", origin=url)
            assert refused.value.status in (403, 404)
        async with http.get(f"{url}/i/abcd-efgh-jkmn") as wrong:
            assert wrong.status == 403
            assert "This code opens nothing here" in await wrong.text()
        assert table.started == 0  # type: ignore[attr-defined]


@pytest.mark.asyncio
async def test_a_ticket_opens_one_websocket_once(tmp_path: Path) -> None:
    import aiohttp

    async with table_served(tmp_path) as (table, url), aiohttp.ClientSession() as http:
        socket_url = await page_socket(http, url, HOST_KEY)
        async with http.ws_connect(socket_url, origin=url) as socket:
            await first_screen(socket, b"Join or watch a game")
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await http.ws_connect(socket_url, origin=url)
        assert table.started == 1  # type: ignore[attr-defined]


@pytest.mark.asyncio
async def test_only_this_machines_names_are_answered_on_loopback(tmp_path: Path) -> None:
    import aiohttp

    async with table_served(tmp_path) as (_table, url), aiohttp.ClientSession() as http:
        port = url.rsplit(":", 1)[1]
        async with http.get(f"{url}/", headers={"Host": f"rebound.example:{port}"}) as page:
            assert page.status == 421
        async with http.get(f"{url}/", headers={"Host": f"localhost:{port}"}) as page:
            assert page.status == 200


@pytest.mark.asyncio
async def test_a_full_table_says_so(tmp_path: Path) -> None:
    import aiohttp

    async with (
        table_served(tmp_path, max_sessions=1) as (table, url),
        aiohttp.ClientSession() as http,
    ):
        first = await page_socket(http, url, HOST_KEY)
        spare = await page_socket(http, url, HOST_KEY)  # a page opened while there was room
        async with http.ws_connect(first, origin=url) as socket:
            await first_screen(socket, b"Join or watch a game")
            async with http.get(f"{url}/i/{HOST_KEY}") as full:
                assert full.status == 503
                assert "The table is full: 1 screens are open" in await full.text()
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await http.ws_connect(spare, origin=url)
            assert refused.value.status == 503
        assert table.started == 1  # type: ignore[attr-defined]


@pytest.mark.asyncio
async def test_an_idle_tab_and_a_closed_tab_end_their_programs(tmp_path: Path) -> None:
    import aiohttp

    async with (
        table_served(tmp_path, idle_seconds=5.0) as (table, url),
        aiohttp.ClientSession() as http,
    ):
        address = await page_socket(http, url, HOST_KEY)
        started = time.monotonic()
        socket = await http.ws_connect(address, origin=url)
        await first_screen(socket, b"Join or watch a game")
        (program,) = table.programs  # type: ignore[attr-defined]
        pid = program.pid
        while (await socket.receive(timeout=30)).type == aiohttp.WSMsgType.BINARY:
            pass  # the screen still drawing; no key: the server ends it
        assert 5 <= time.monotonic() - started < 15
        for _ in range(100):
            if gone(pid) and not table.programs:  # type: ignore[attr-defined]
                break
            await asyncio.sleep(0.1)
        assert gone(pid)

        socket = await http.ws_connect(await page_socket(http, url, HOST_KEY), origin=url)
        await first_screen(socket, b"Join or watch a game")
        (program,) = table.programs  # type: ignore[attr-defined]
        pid = program.pid
        closed = time.monotonic()
        await socket.close()  # the tab is closed
        while not gone(pid):
            assert time.monotonic() - closed < 6, "the closed tab's program still runs"
            await asyncio.sleep(0.1)


@pytest.mark.asyncio
async def test_an_invited_tab_shows_only_its_game(tmp_path: Path) -> None:
    import aiohttp

    ann = hosted(tmp_path, invite=True)
    other = hosted(tmp_path, invite=False)  # another game of the same folder
    try:
        assert ann.invitations is not None
        code = ann.invitations.seats[1]
        async with table_served(tmp_path) as (_table, url), aiohttp.ClientSession() as http:
            socket_url = await page_socket(http, url, code)
            async with http.ws_connect(socket_url, origin=url) as socket:
                seen = await first_screen(socket, b"Sit at seat 2: Bob (Anya Oliwa), free")
                assert b"New game" not in seen and b"Load game" not in seen
                assert b"Join or watch" not in seen and other.path.stem.encode() not in seen
                assert str(tmp_path)[:12].encode() not in seen
                await socket.send_json(["stdin", "1"])  # sit at seat 2
                seen = await first_screen(socket, b"Waiting for Ann")
                seen += await first_screen(socket, b"Game saved as you play in")
                seen += await drawn_for(socket, 2.0)
                # the log by its name alone (the start of a path, as a long one is wrapped)
                assert str(tmp_path)[:12].encode() not in seen
            # the entry page's form takes the code as typed, to the same page
            async with http.post(
                f"{url}/enter", data={"secret": code.upper()}, allow_redirects=False
            ) as entered:
                assert entered.status == 303
                assert entered.headers["Location"] == f"/i/{code}"
    finally:
        ann.close()
        other.close()


@pytest.mark.asyncio
async def test_the_pages_ask_nothing_of_another_site(tmp_path: Path) -> None:
    import aiohttp

    async with table_served(tmp_path) as (_table, url), aiohttp.ClientSession() as http:
        for address in ("/", f"/i/{HOST_KEY}"):
            async with http.get(url + address) as page:
                text = await page.text()
                policy = page.headers["Content-Security-Policy"]
            links = re.findall(r'(?:src|href)="([^"]*)"|url\("([^"]*)"\)', text)
            for link in [a or b for a, b in links]:
                assert link.startswith("/"), link
            assert "googleapis" not in text and "default-src 'self'" in policy
            assert "frame-ancestors 'none'" in policy
        async with http.get(f"{url}/static/fonts/RobotoMono-VariableFont_wght.ttf") as font:
            assert font.status == 200


@pytest.mark.asyncio
async def test_a_vanished_browser_ends_its_program_within_seconds(tmp_path: Path) -> None:
    """A browser gone without closing its websocket (a machine off the
    network) answers no heartbeat: its program ends all the same."""
    import aiohttp

    async with (
        table_served(tmp_path, heartbeat_seconds=1.0) as (table, url),
        aiohttp.ClientSession() as http,
    ):
        address = await page_socket(http, url, HOST_KEY)
        socket = await http.ws_connect(address, origin=url, autoping=False)
        await first_screen(socket, b"Join or watch a game")
        (program,) = table.programs  # type: ignore[attr-defined]
        pid = program.pid
        silent = time.monotonic()  # from now on, nothing read, no pong sent
        while not gone(pid):
            # two heartbeats unanswered, and the program's few seconds to end
            assert time.monotonic() - silent < 8, "the vanished tab's program still runs"
            await asyncio.sleep(0.2)
        await socket.close()


@pytest.mark.asyncio
async def test_guessing_codes_is_stopped(tmp_path: Path) -> None:
    import aiohttp

    from wolfenstein_tui.app.web_table import WRONG_SECRETS

    async with table_served(tmp_path) as (table, url), aiohttp.ClientSession() as http:
        for attempt in range(WRONG_SECRETS):
            async with http.post(f"{url}/enter", data={"secret": f"guess {attempt}"}) as page:
                assert page.status == 403
        async with http.get(f"{url}/i/{HOST_KEY}") as page:  # even the right one, for a minute
            assert page.status == 429
            assert "Too many wrong codes" in await page.text()
        assert table.started == 0  # type: ignore[attr-defined]


@pytest.mark.asyncio
async def test_the_password_is_typed_never_put_in_an_address(tmp_path: Path) -> None:
    import aiohttp

    password = "correct horse battery"
    async with (
        table_served(tmp_path, host_key=None, password=password) as (table, url),
        aiohttp.ClientSession() as http,
    ):
        async with http.get(f"{url}/i/{password}") as page:
            assert page.status == 403
        async with http.post(f"{url}/enter", data={"secret": password}) as page:
            assert page.status == 200
            text = await page.text()
        socket = re.search(r'data-session-websocket-url="([^"]+)"', text)
        assert socket is not None and password not in text
        async with http.ws_connect(socket.group(1), origin=url) as opened:
            await first_screen(opened, b"Join or watch a game")  # the whole title screen
        assert table.started == 1  # type: ignore[attr-defined]
