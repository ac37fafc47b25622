"""`wolfenstein serve`: the game in web browsers, by invitation.

Each browser tab that comes in with a secret gets its own `wolfenstein`
program, run on this machine and drawn in the tab (web_table.py says who
gets one and for how long; web_session.py runs it). The secrets:

- an invitation code of a game of the save folder (made by `wolfenstein
  host` or the title screen's Host: one a seat, one to watch): the tab
  opens that game only, at that seat;
- on this machine's loopback address, the host's own key, made afresh at
  each start and printed: the whole title screen (new games, hosting);
- with `--password`, a password asked for at the start (or read from the
  environment variable WOLFENSTEIN_SERVE_PASSWORD): the whole title
  screen too.

Listening on another address than the loopback one needs something to
hand out (a game with invitations, or a password): without, serve says so
and does not start. The links it prints use `--public-url` (the address the
players open, e.g. behind a TLS proxy: docs/remote-play.md), else the
address it listens on; its pages work under whatever name a browser uses
to reach them (the Host header), so a player on another machine gets a
working page.

aiohttp and textual-serve (for the page's terminal script and font) are
an optional extra: `pip install ".[web]"`.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import socket
import sys
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.system_errors import reason as said_reason

if TYPE_CHECKING:
    from wolfenstein_tui.app.web_table import TableSettings
    from wolfenstein_tui.play.invitations import Invitations

PASSWORD_VARIABLE = "WOLFENSTEIN_SERVE_PASSWORD"
SHORTEST_PASSWORD = 10


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


def listening_url(host: str, port: int) -> str:
    """An address of the server for the links printed when no --public-url
    is given: a wildcard address is no address a browser can open, so the
    machine's name stands for it."""
    shown = machine_address() if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}"


def machine_address() -> str:
    """A name or address of this machine that other machines can use: its
    full name when that does not resolve to a loopback address, else the
    address of the interface its traffic leaves by (a UDP socket's
    `connect` sends nothing), else "localhost" as the last resort."""
    name = socket.getfqdn()
    try:
        resolved = {str(info[4][0]) for info in socket.getaddrinfo(name, None)}
    except OSError:
        resolved = set()
    if name != "localhost" and resolved and not all(is_loopback(a) for a in resolved):
        return name
    for family, probe in ((socket.AF_INET, "192.0.2.1"), (socket.AF_INET6, "2001:db8::1")):
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as udp:
                udp.connect((probe, 9))
                address = str(udp.getsockname()[0])
        except OSError:
            continue
        if not is_loopback(address):
            return address
    return "localhost"


def public_url_problem(url: str) -> str | None:
    """What is wrong with a --public-url, or None."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return _("give the address players open, such as https://games.example.org")
    if parts.query or parts.fragment or parts.username or parts.password:
        return _("an address without ?query, #fragment or user name")
    return None


def ask_password() -> str | None:
    """The table's password: from WOLFENSTEIN_SERVE_PASSWORD, else typed
    (twice) at the terminal; None when there is neither."""
    import getpass

    given = os.environ.get(PASSWORD_VARIABLE)
    if given:
        return given
    if not sys.stdin.isatty():
        return None
    first = getpass.getpass(_("The table's password: "))
    if getpass.getpass(_("The same password again: ")) != first:
        print(_("wolfenstein serve: the two passwords differ"), file=sys.stderr)
        return None
    return first


def options_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with --port or --public-url, in a sentence; None when nothing."""
    if not 1 <= args.port <= 65535:
        return _("wolfenstein: --port {port}: a port is a number from 1 to 65535").format(
            port=args.port
        )
    if args.public_url is not None and (problem := public_url_problem(args.public_url)):
        return _("wolfenstein: --public-url {url}: {problem}").format(
            url=args.public_url, problem=problem
        )
    return None


def run_serve(args: argparse.Namespace) -> int:
    try:
        import aiohttp  # noqa: F401
        import textual_serve  # noqa: F401
    except ImportError:
        print(f"wolfenstein: {install_hint()}", file=sys.stderr)
        return 1
    host, port = args.host, args.port
    problem = options_problem(args)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    from wolfenstein_tui.play.invitations import hosted_games, invited_games
    from wolfenstein_tui.play.save_folder import check_save_dir, default_save_dir

    save_dir = check_save_dir(args.save_dir or default_save_dir())
    password = None
    if args.password:
        password = ask_password()
        if password is None or len(password) < SHORTEST_PASSWORD:
            print(
                _(
                    "wolfenstein serve: --password: give a password of at least {count} "
                    "characters (typed at the start, or in {variable})"
                ).format(count=SHORTEST_PASSWORD, variable=PASSWORD_VARIABLE),
                file=sys.stderr,
            )
            return 2
    loopback = is_loopback(host)
    games = invited_games(save_dir)
    if not loopback and not games and password is None:
        print(
            _(
                "wolfenstein serve: on {host}, only invited players come in, and no game "
                "of the save folder has invitations: host one first (wolfenstein host "
                "MISSION), or give --password to let in whoever knows it."
            ).format(host=host),
            file=sys.stderr,
        )
        return 1
    import secrets

    from wolfenstein_tui.app.web_table import TableSettings

    settings = TableSettings(
        argv=[],
        save_dir=save_dir,
        public_url=args.public_url.rstrip("/") if args.public_url else None,
        host_key=secrets.token_urlsafe(18) if loopback else None,
        password=password,
        max_sessions=args.max_sessions,
        idle_seconds=args.idle_minutes * 60,
        port=port,
        loopback=loopback,
        environment={k: v for k, v in os.environ.items() if k != PASSWORD_VARIABLE},
    )
    # the links printed are those of the games whose codes this account holds
    return _serve(host, settings, hosted_games(save_dir), getattr(args, "lang", None))


def _serve(
    host: str, settings: TableSettings, games: list[Invitations], language: str | None
) -> int:
    from aiohttp import web

    from wolfenstein_tui.app.web_table import Table, program_argv

    settings.argv = program_argv(settings.save_dir, language)
    url = settings.public_url or listening_url(host, settings.port)
    print(hand_out(url, settings, games))
    sys.stdout.flush()
    table = Table(settings)
    try:
        web.run_app(table.application(), host=host, port=settings.port, print=None, access_log=None)
    except OSError as error:
        print(
            _("wolfenstein: cannot listen on {host}:{port}: {reason}").format(
                host=host, port=settings.port, reason=said_reason(error)
            ),
            file=sys.stderr,
        )
        return 1
    return 0


def hand_out(url: str, settings: TableSettings, games: list[Invitations]) -> str:
    """What serve prints at its start: the links to hand out, game by game,
    and the host's own."""
    from wolfenstein_tui.play.game_table import read_header
    from wolfenstein_tui.play.invitations import hand_out_lines

    lines = [_("Serving Wolfenstein on {url} (Ctrl+C stops).").format(url=url)]
    if settings.host_key is not None:
        lines.append(
            _("Your own link, for the whole title screen (keep it to yourself): {link}").format(
                link=f"{url}/i/{settings.host_key}"
            )
        )
    if settings.password is not None:
        lines.append(
            _("Whoever types the password at {url} gets the whole title screen.").format(url=url)
        )
    if games:
        lines.append(_("Links to hand out, one a player (each opens one seat of one game):"))
    for invited in games:
        header = read_header(invited.log)
        names = list(header.player_names) if header is not None else []
        lines.append(f"  {invited.log.stem}")
        lines += ["    " + line for line in hand_out_lines(invited, names, public_url=url)]
    if not url.startswith("https:") and not settings.loopback:
        lines.append(
            _(
                "Warning: the codes cross the network unencrypted; put the server behind "
                "TLS (docs/remote-play.md) and give its address with --public-url."
            )
        )
    return "\n".join(lines)
