"""`wolfenstein serve` started for a test, on a free port of this machine's
loopback address, and stopped after it; the host's own link (printed by
serve at its start) opens its whole title screen."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

from tests.engine.games import ROOT

HOST_KEY = "the-hosts-own-key-for-tests"
"""The host's own key of a Table served in this process."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def serving(save_dir: Path, *options: str) -> Iterator[tuple[str, str]]:
    """The server's address and the host's own link while it runs (it
    answers by then)."""
    port = free_port()
    env = {**os.environ, "XDG_DATA_HOME": str(save_dir / "data")}
    output = (save_dir / "serve.log").open("wb")  # what the server and its apps said
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "wolfenstein_tui",
            "serve",
            "--port",
            str(port),
            "--save-dir",
            str(save_dir),
            *options,
        ],
        cwd=ROOT,
        env=env,
        stdout=output,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its apps (one per browser tab) are stopped with it
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(url + "/", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    said = (save_dir / "serve.log").read_text(errors="replace")
                    raise AssertionError(f"serve did not answer: {said}") from None
                time.sleep(0.2)
        said = (save_dir / "serve.log").read_text(errors="replace")
        link = re.search(r"(http://\S+/i/\S+)", said)
        assert link is not None, said
        yield url, link.group(1)
    finally:
        stop_group(process)
        output.close()


def stop_group(process: subprocess.Popen[bytes]) -> None:
    """Stop a program started in its own session, with everything it started."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


@contextlib.asynccontextmanager
async def table_served(tmp_path: Path, **options: object) -> AsyncIterator[tuple[object, str]]:
    """A Table answering on 127.0.0.1 (the table, its address)."""
    from aiohttp import web

    from wolfenstein_tui.app.web_table import Table, TableSettings, program_argv

    port = free_port()
    settings = TableSettings(
        **{
            "argv": program_argv(tmp_path, "en"),
            "save_dir": tmp_path,
            "host_key": HOST_KEY,
            "port": port,
            "environment": {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")},
            **options,
        }  # type: ignore[arg-type]
    )
    table = Table(settings)
    runner = web.AppRunner(table.application())
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", port)
    await site.start()
    try:
        yield table, f"http://127.0.0.1:{port}"
    finally:
        await runner.cleanup()
