"""Play across machines: `wolfenstein serve` in one network namespace, a
headless Chromium in another, the two joined only by a veth pair, as two
machines on a network. The browser opens the invite link of seat 2 (the
page reaches the server under the address the browser used: no
`localhost` in it), takes the seat and plays a move that reaches the host's
program; the page asks nothing of any other address.

Needs root (to make namespaces), iproute2's `ip` and Debian's `chromium`;
skipped, saying which is missing, elsewhere."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import os
import secrets
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.engine.games import ROOT
from tests.joined.cdp import chromium, piped_browser_page
from tests.joined.helpers import bob_plays_after_ann, hosted
from tests.joined.serving import stop_group
from wolfenstein_tui.play.invitations import shown_code

PORT = 8765


def _missing() -> str | None:
    if importlib.util.find_spec("textual_serve") is None:
        return 'textual-serve is not installed (pip install -e ".[web]")'
    if chromium() is None:
        return "no Chromium installed (apt-get install chromium)"
    if shutil.which("ip") is None:
        return "no ip command (apt-get install iproute2)"
    if os.geteuid() != 0:
        return "network namespaces need root"
    return None


def _ip(*words: str) -> None:
    subprocess.run(["ip", *words], check=True, capture_output=True, timeout=30)


@contextlib.contextmanager
def two_machines() -> Iterator[tuple[str, str, str]]:
    """Two network namespaces joined by a veth pair (10.231.N.1 and .2):
    the server's, the browser's and the server's address."""
    tag = secrets.token_hex(3)
    server, browser = f"wolf-srv-{tag}", f"wolf-web-{tag}"
    subnet = f"10.231.{secrets.randbelow(250) + 1}"
    made: list[str] = []
    try:
        for name in (server, browser):
            _ip("netns", "add", name)
            made.append(name)
        _ip("link", "add", f"wsv{tag}", "type", "veth", "peer", "name", f"wwb{tag}")
        _ip("link", "set", f"wsv{tag}", "netns", server)
        _ip("link", "set", f"wwb{tag}", "netns", browser)
        for name, end, address in (
            (server, f"wsv{tag}", f"{subnet}.1"),
            (browser, f"wwb{tag}", f"{subnet}.2"),
        ):
            _ip("-n", name, "addr", "add", f"{address}/30", "dev", end)
            _ip("-n", name, "link", "set", end, "up")
            _ip("-n", name, "link", "set", "lo", "up")
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
        for name in made:
            with contextlib.suppress(subprocess.CalledProcessError):
                _ip("netns", "del", name)
        said = error.stderr.decode(errors="replace").strip() if error.stderr else str(error)
        pytest.skip(f"cannot make network namespaces here: {said}")
    try:
        yield server, browser, f"{subnet}.1"
    finally:
        for name in made:
            with contextlib.suppress(subprocess.CalledProcessError):
                _ip("netns", "del", name)  # the veth pair goes with them


def _answers(namespace: str, url: str) -> bool:
    probe = f"import urllib.request; urllib.request.urlopen({url!r}, timeout=2)"
    return (
        subprocess.run(
            ["ip", "netns", "exec", namespace, sys.executable, "-c", probe],
            capture_output=True,
            timeout=30,
            check=False,
        ).returncode
        == 0
    )


@pytest.mark.asyncio
async def test_a_browser_on_another_machine_plays_through_an_invite_link(
    tmp_path: Path,
) -> None:
    missing = _missing()
    if missing is not None:
        pytest.skip(missing)
    ann = hosted(tmp_path, invite=True)
    try:
        assert ann.invitations is not None
        with two_machines() as (server_ns, browser_ns, address):
            log = (tmp_path / "serve.log").open("wb")
            server = subprocess.Popen(
                [
                    "ip",
                    "netns",
                    "exec",
                    server_ns,
                    sys.executable,
                    "-m",
                    "wolfenstein_tui",
                    "--lang",
                    "en",
                    "serve",
                    "--host",
                    address,
                    "--port",
                    str(PORT),
                    "--save-dir",
                    str(tmp_path),
                ],
                cwd=ROOT,
                env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")},
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
            try:
                base = f"http://{address}:{PORT}"
                deadline = time.monotonic() + 60
                while not _answers(browser_ns, base + "/"):
                    said = (tmp_path / "serve.log").read_text(errors="replace")
                    assert server.poll() is None, f"serve ended: {said}"
                    assert time.monotonic() < deadline, f"serve did not answer: {said}"
                    await asyncio.sleep(0.5)
                link = f"{base}/i/{shown_code(ann.invitations.seats[1])}"
                # the link handed out is the one serve printed
                assert link in (tmp_path / "serve.log").read_text(errors="replace")
                await _play_seat_two(link, browser_ns, ann)
            finally:
                stop_group(server)
                log.close()
    finally:
        ann.close()


async def _play_seat_two(link: str, browser_ns: str, ann: object) -> None:
    from wolfenstein_tui.play.joined import JoinedSession

    assert isinstance(ann, JoinedSession)
    async with piped_browser_page(link, ["ip", "netns", "exec", browser_ns]) as page:
        seen = await page.wait_for(b"Sit at seat 2: Bob (Anya Oliwa), free")
        await page.send(
            "Runtime.evaluate",
            expression="document.querySelector('.xterm-helper-textarea').focus()",
        )
        await page.type_key("1")  # sit at seat 2
        seen = await page.wait_for(b"Waiting for Ann", seen, timeout=30)
        await bob_plays_after_ann(page, ann, seen)
        origin = link.split("/i/")[0]
        socket_origin = origin.replace("http", "ws", 1)
        strangers = [
            url
            for url in page.requested
            if not url.startswith((origin + "/", socket_origin + "/", "about:", "data:"))
        ]
        assert strangers == [], strangers
        assert any(url.startswith(socket_origin + "/ws/") for url in page.requested)
        assert any(
            url.endswith("/static/fonts/RobotoMono-VariableFont_wght.ttf") for url in page.requested
        )
