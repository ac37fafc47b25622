"""The web side of `wolfenstein serve`: who gets a program, and for how long.

Nobody gets a program (web_session.py) without a secret: an invitation
code of a game of the save folder (invitations.py: that seat, or watching
it), the host's own key (printed by serve on this machine's loopback
address) or the table's password (asked by serve). A browser shows the
secret once, as `GET /i/CODE` (the link handed out) or `POST /enter` (the
entry page's form); the page it gets back carries a ticket for one
websocket, good for a minute, used once. So:

- the websocket (`/ws/TICKET`) starts a program only with a ticket, only
  from a page of this server (its Origin header must be the page's own
  origin: the public URL's, or the address the browser asked for), and
  only while fewer than `max_sessions` programs run (else the page says
  the table is full): a refused websocket never starts anything;
- on this machine's loopback address without a public URL, only the
  names of this machine are answered (a page of another site whose name
  was made to point here is refused);
- a program whose tab sends no key for `idle_seconds` is ended, and so is
  one whose tab is closed or gone (websocket heartbeats, every
  `heartbeat_seconds`), within a few seconds (web_session.TabProgram.stop);
- the pages ask nothing of any other site (the terminal's font is served
  from textual-serve's own copy), and say so to the browser
  (Content-Security-Policy), along with: no referrer, not stored, not to
  be framed by another page.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import html
import json
import secrets
import string
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web
from aiohttp.typedefs import Handler

from wolfenstein_tui.app.web_session import TabProgram
from wolfenstein_tui.base.i18n import _, current_language
from wolfenstein_tui.play.invitations import find_admission, normal_code

TICKET_SECONDS = 60.0
WRONG_SECRETS = 20
"""Wrong secrets an address may try in a minute; then it waits (a password
cannot be guessed by trying)."""
HEARTBEAT_SECONDS = 5.0
PAGES = files("wolfenstein_tui").joinpath("data", "web")


@dataclass(frozen=True)
class Grant:
    """What a secret opens: the host's whole title screen (`code` None),
    or an invitation's game (its code)."""

    code: str | None


@dataclass
class TableSettings:
    argv: list[str]
    """The program each tab runs (its title screen, on the save folder)."""
    save_dir: Path
    public_url: str | None = None
    host_key: str | None = None
    password: str | None = None
    max_sessions: int = 8
    idle_seconds: float = 30 * 60
    heartbeat_seconds: float = HEARTBEAT_SECONDS
    """How often a tab's websocket is pinged: a browser gone without closing
    it (a machine off the network) answers no ping, and its program ends
    after about twice this."""
    port: int = 8000
    loopback: bool = True
    environment: Mapping[str, str] = field(default_factory=dict)


def static_folder() -> Path:
    """textual-serve's page script, stylesheet and fonts."""
    import textual_serve

    return Path(textual_serve.__file__).parent / "static"


class Table:
    """The server's state: the tickets handed out and the programs running."""

    def __init__(self, settings: TableSettings) -> None:
        self.settings = settings
        self.tickets: dict[str, tuple[Grant, float]] = {}
        self.programs: set[TabProgram] = set()
        self.wrong: dict[str, list[float]] = {}
        """When each address last gave a wrong secret."""
        self.started = 0
        """Programs started since the server started (for tests and the log)."""

    # --- the application --------------------------------------------------------

    def application(self) -> web.Application:
        app = web.Application(middlewares=[self._guard])
        app.add_routes(
            [
                web.get("/", self.entry_page),
                web.get("/enter", self.entry_page),
                web.post("/enter", self.enter),
                web.get("/i/{secret}", self.invitation),
                web.get("/ws/{ticket}", self.websocket),
                web.static("/static", static_folder(), show_index=False),
            ]
        )
        app.on_shutdown.append(self._end_all)
        return app

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Only this machine's own names on loopback (no page of another
        site renamed to point here), and the same protective headers on
        every answer."""
        if not self._host_allowed(request):
            return self._page(
                _("This server answers only to its own address."), status=421, form=False
            )
        response = await handler(request)
        if not isinstance(response, web.WebSocketResponse):
            response.headers["Content-Security-Policy"] = self._policy(request)
            response.headers["Referrer-Policy"] = "no-referrer"
            response.headers["X-Content-Type-Options"] = "nosniff"
            response.headers["X-Frame-Options"] = "DENY"
            if not request.path.startswith("/static/"):
                response.headers["Cache-Control"] = "no-store"
        return response

    def _host_allowed(self, request: web.Request) -> bool:
        if self.settings.public_url is not None or not self.settings.loopback:
            return True
        port = self.settings.port
        names = {f"localhost:{port}", f"127.0.0.1:{port}", f"[::1]:{port}"}
        return request.host.lower() in names

    def _policy(self, request: web.Request) -> str:
        socket_origin = self.origin(request).replace("http", "ws", 1)
        return (
            "default-src 'self'; script-src 'self' 'unsafe-inline'; "
            "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; "
            f"connect-src 'self' {socket_origin}; worker-src 'self' blob:; "
            "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
        )

    # --- addresses --------------------------------------------------------------

    def origin(self, request: web.Request) -> str:
        """The origin of this server's pages, as browsers name it: the
        public URL's, else the address the browser asked for."""
        public = self.settings.public_url
        if public is not None:
            parts = urlsplit(public)
            return f"{parts.scheme}://{parts.netloc}".lower()
        return f"{request.scheme}://{request.host}".lower()

    def prefix(self) -> str:
        """The path the public URL puts before every page (behind a proxy)."""
        public = self.settings.public_url
        return urlsplit(public).path.rstrip("/") if public is not None else ""

    # --- pages ------------------------------------------------------------------

    def _page(self, said: str, status: int = 200, form: bool = True) -> web.Response:
        entry = ""
        if form:
            entry = string.Template(
                '<form method="post" action="$action">'
                '<p><label for="secret">$ask</label></p>'
                '<input id="secret" name="secret" autocomplete="off" autofocus />'
                '<p><button type="submit">$come_in</button></p></form>'
            ).substitute(
                action=html.escape(self.prefix() + "/enter"),
                ask=html.escape(
                    _("Type the invitation code your host gave you (or the table's password):")
                ),
                come_in=html.escape(_("Come in")),
            )
        text = string.Template(PAGES.joinpath("entry.html").read_text(encoding="utf-8"))
        body = text.substitute(
            lang=current_language(),
            title=html.escape(_("Wolfenstein")),
            said=html.escape(said),
            form=entry,
        )
        return web.Response(text=body, status=status, content_type="text/html")

    async def entry_page(self, request: web.Request) -> web.Response:
        return self._page(
            _("This table is by invitation: open the link your host gave you, or type its code.")
        )

    def _full(self) -> bool:
        return len(self.programs) >= self.settings.max_sessions

    def _full_page(self) -> web.Response:
        return self._page(
            _(
                "The table is full: {count} screens are open, the most this server takes. "
                "Try again when someone leaves."
            ).format(count=self.settings.max_sessions),
            status=503,
            form=False,
        )

    def grant_for(self, secret: str, password_too: bool) -> Grant | None:
        """What `secret` opens: the host's key, the password (only where
        it is typed, never in an address) or an invitation code."""
        typed = secret.strip().encode("utf-8")
        opened: Grant | None = None
        for key in (self.settings.host_key, self.settings.password if password_too else None):
            if key is not None and hmac.compare_digest(typed, key.encode("utf-8")):
                opened = Grant(None)
        if opened is None and find_admission(secret, self.settings.save_dir) is not None:
            opened = Grant(normal_code(secret))
        return opened

    async def invitation(self, request: web.Request) -> web.Response:
        return self._terminal_page(request, request.match_info["secret"], password_too=False)

    async def enter(self, request: web.Request) -> web.StreamResponse:
        form = await request.post()
        secret = form.get("secret")
        if not isinstance(secret, str) or len(secret) > 200:
            return self._refused()
        if not self._guessing(request) and self.grant_for(secret, password_too=False) is not None:
            # an invitation: its own address, to come back to and to reload
            raise web.HTTPSeeOther(f"{self.prefix()}/i/{normal_code(secret)}")
        return self._terminal_page(request, secret, password_too=True)

    def _refused(self) -> web.Response:
        return self._page(
            _(
                "This code opens nothing here: check it with whoever invited you "
                "(a game's codes end with the game)."
            ),
            status=403,
        )

    def _terminal_page(self, request: web.Request, secret: str, password_too: bool) -> web.Response:
        if self._guessing(request):
            return self._page(
                _("Too many wrong codes from your address: wait a minute, then try again."),
                status=429,
            )
        grant = self.grant_for(secret, password_too)
        if grant is None:
            self.wrong.setdefault(request.remote or "", []).append(time.monotonic())
            return self._refused()
        if self._full():
            return self._full_page()
        ticket = self._ticket(grant)
        origin = self.origin(request)
        socket = origin.replace("http", "ws", 1) + f"{self.prefix()}/ws/{ticket}"
        again = self.prefix() + (request.path if request.method == "GET" else "/")
        minutes = round(self.settings.idle_seconds / 60)
        text = string.Template(PAGES.joinpath("terminal.html").read_text(encoding="utf-8"))
        body = text.substitute(
            lang=current_language(),
            title=html.escape(_("Wolfenstein")),
            static=html.escape(self.prefix() + "/static"),
            again=html.escape(json.dumps(again)[1:-1]),
            starting=html.escape(_("Opening the game…")),
            ended=html.escape(
                _(
                    "This screen has ended: its game was closed, or it was left for "
                    "{minutes} minutes without a key, or the server stopped. Your seat waits "
                    "for you."
                ).format(minutes=minutes)
            ),
            restart=html.escape(_("Open it again")),
            websocket=html.escape(socket),
            font_size=16,
        )
        return web.Response(text=body, content_type="text/html")

    def _guessing(self, request: web.Request) -> bool:
        """Whether the address asking gave WRONG_SECRETS wrong secrets in
        the last minute (behind a proxy, every player's address is the
        proxy's: the whole table waits)."""
        now = time.monotonic()
        for address, times in list(self.wrong.items()):
            times[:] = [t for t in times if now - t < 60]
            if not times:
                del self.wrong[address]
        return len(self.wrong.get(request.remote or "", [])) >= WRONG_SECRETS

    def _ticket(self, grant: Grant) -> str:
        now = time.monotonic()
        for old, (_grant, until) in list(self.tickets.items()):
            if until < now:
                del self.tickets[old]
        ticket = secrets.token_urlsafe(24)
        self.tickets[ticket] = (grant, now + TICKET_SECONDS)
        return ticket

    def _use_ticket(self, ticket: str) -> Grant | None:
        now = time.monotonic()
        for known, (grant, until) in list(self.tickets.items()):
            if hmac.compare_digest(known.encode(), ticket.encode()):
                del self.tickets[known]
                return grant if until >= now else None
        return None

    # --- the websocket ----------------------------------------------------------

    async def websocket(self, request: web.Request) -> web.StreamResponse:
        """One tab's program, refused before anything starts unless the
        connection comes from this server's page, with a valid ticket,
        while the table has room."""
        if request.headers.get("Origin", "").lower() != self.origin(request):
            return web.Response(
                status=403, text=_("Refused: this connection does not come from the game's page.")
            )
        grant = self._use_ticket(request.match_info["ticket"])
        if grant is None:
            return web.Response(
                status=403, text=_("Refused: open the game through your invitation link.")
            )
        if self._full():
            return web.Response(status=503, text=_("The table is full."))
        socket = web.WebSocketResponse(
            heartbeat=self.settings.heartbeat_seconds, max_msg_size=1 << 16
        )
        await socket.prepare(request)
        program = TabProgram(
            self.settings.argv,
            self._environment(grant, request),
            to_page=socket.send_bytes,
            on_exit=socket.close,
        )
        self.programs.add(program)
        self.started += 1
        try:
            await program.start(_number(request, "width", 80), _number(request, "height", 24))
            await self._converse(socket, program)
        finally:
            self.programs.discard(program)
            await program.stop()
            await socket.close()
        return socket

    def _environment(self, grant: Grant, request: web.Request) -> dict[str, str]:
        environment = dict(self.settings.environment)
        environment["WOLFENSTEIN_SERVED"] = "host" if grant.code is None else "guest"
        environment["WOLFENSTEIN_PUBLIC_URL"] = self.settings.public_url or self.origin(request)
        if grant.code is not None:
            environment["WOLFENSTEIN_INVITATION"] = grant.code
        return environment

    async def _converse(self, socket: web.WebSocketResponse, program: TabProgram) -> None:
        """The tab's keys and sizes to its program, until the tab goes, the
        program ends, or no key came for `idle_seconds`."""
        idle = self.settings.idle_seconds
        last_key = time.monotonic()
        while not socket.closed:
            left = last_key + idle - time.monotonic()
            if left <= 0:
                return
            try:
                message = await socket.receive(timeout=min(left, 5.0))
            except TimeoutError:
                continue
            if message.type != WSMsgType.TEXT:
                if message.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
                    return
                if message.type is WSMsgType.ERROR:
                    return
                continue
            try:
                envelope = json.loads(message.data)
                kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
            except (ValueError, TypeError, IndexError, KeyError, RecursionError):
                continue  # not a message of the page's: passed over
            if kind == "stdin" and isinstance(data, str):
                last_key = time.monotonic()
                await program.keys(data)
            elif kind == "resize" and isinstance(data, dict):
                width, height = data.get("width"), data.get("height")
                if isinstance(width, int) and isinstance(height, int):
                    await program.meta({"type": "resize", "width": width, "height": height})
            elif kind == "ping" and isinstance(data, str):
                await socket.send_str(json.dumps(["pong", data[:40]]))
            elif kind in ("focus", "blur"):
                await program.meta({"type": kind})

    async def _end_all(self, app: web.Application) -> None:
        await asyncio.gather(*(program.stop() for program in list(self.programs)))


def _number(request: web.Request, name: str, default: int) -> int:
    with contextlib.suppress(ValueError):
        return max(10, min(500, int(request.query.get(name, default))))
    return default


def program_argv(save_dir: Path, language: str | None) -> list[str]:
    """The program each tab runs: this wolfenstein, on its title screen."""
    words = [sys.executable, "-m", "wolfenstein_tui"]
    if language is not None:
        words += ["--lang", language]
    return [*words, "--save-dir", str(save_dir.resolve())]
