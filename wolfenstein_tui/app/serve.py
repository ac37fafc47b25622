"""`wolfenstein serve`: the game in web browsers, through textual-serve.

Each browser tab that opens the page gets its own `wolfenstein` program
(the title screen), run by textual-serve on this machine and drawn in the
tab: from there it can start a game, host one, join one or watch one, the
same as a terminal (joined.py shares a game between them through its log).

textual-serve (with aiohttp) is an optional extra: `pip install
".[web]"`. Listening on anything but this machine's loopback address lets
anyone who can reach the port play, so it needs an explicit `--host` and is
said out loud.
"""

from __future__ import annotations

import ipaddress
import shlex
import socket
import sys
from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.system_errors import reason as said_reason


def install_hint() -> str:
    return _(
        "wolfenstein serve needs textual-serve, which is not installed; install the web extra: "
        "{command} (or, in a checkout: {checkout})"
    ).format(command='pip install "wolfenstein-tui[web]"', checkout='pip install -e ".[web]"')


def is_loopback(host: str) -> bool:
    """Whether only this machine can reach `host` (127.0.0.1, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def public_url(host: str, port: int) -> str:
    """The address browsers are sent to (for the page's websocket): a
    wildcard address is no address a browser can open, so the machine's
    name stands for it."""
    shown = socket.getfqdn() if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}"


def app_command(save_dir: Path | None) -> str:
    """The program each browser tab runs: this wolfenstein, on its title screen."""
    words = [sys.executable, "-m", "wolfenstein_tui"]
    if save_dir is not None:
        words += ["--save-dir", str(save_dir.resolve())]
    return shlex.join(words)


def run_serve(host: str, port: int, save_dir: Path | None) -> int:
    try:
        from textual_serve.server import Server
    except ImportError:
        print(f"wolfenstein: {install_hint()}", file=sys.stderr)
        return 1
    if not 1 <= port <= 65535:
        print(
            _("wolfenstein: --port {port}: a port is a number from 1 to 65535").format(port=port),
            file=sys.stderr,
        )
        return 2
    if save_dir is not None:
        from wolfenstein_tui.play.save_folder import check_save_dir

        check_save_dir(save_dir)
    url = public_url(host, port)
    if not is_loopback(host):
        print(
            _(
                "wolfenstein: WARNING: listening on {host}: anyone who can reach port {port} "
                "of this machine can open the game and play (there is no password); "
                "use --host 127.0.0.1 to keep it to this machine."
            ).format(host=host, port=port),
            file=sys.stderr,
        )
    print(
        _("Open {url} in a web browser; each tab gets its own title screen. Ctrl+C stops.").format(
            url=url
        )
    )
    sys.stdout.flush()
    server = Server(
        app_command(save_dir), host=host, port=port, title="Wolfenstein", public_url=url
    )
    try:
        server.serve()
    except OSError as error:
        print(
            _("wolfenstein: cannot listen on {host}:{port}: {reason}").format(
                host=host, port=port, reason=said_reason(error)
            ),
            file=sys.stderr,
        )
        return 1
    return 0
