"""`wolfenstein serve`: the game in web browsers, by invitation; what it
says at its start and when it refuses to start."""

from __future__ import annotations

import importlib.util
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.joined.helpers import hosted
from tests.joined.serving import serving
from wolfenstein_tui.app import serve
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.play.invitations import shown_code

WEB = importlib.util.find_spec("textual_serve") is not None
needs_web = pytest.mark.skipif(
    not WEB, reason='textual-serve is not installed (pip install -e ".[web]")'
)


@needs_web
def test_serve_asks_for_an_invitation_and_the_host_link_opens_the_page(tmp_path: Path) -> None:
    with serving(tmp_path) as (url, host_link):
        with urllib.request.urlopen(url + "/", timeout=10) as page:
            text = page.read().decode()
        assert "by invitation" in text and 'name="secret"' in text
        assert "ws://" not in text  # no terminal, no program without a secret
        with urllib.request.urlopen(host_link, timeout=10) as page:
            text = page.read().decode()
        assert f'data-session-websocket-url="{url.replace("http", "ws")}/ws/' in text
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(url + "/i/not-a-code", timeout=10)
        assert refused.value.code == 403


def test_only_the_loopback_address_is_quiet() -> None:
    assert serve.is_loopback("127.0.0.1") and serve.is_loopback("::1")
    assert serve.is_loopback("localhost")
    assert not serve.is_loopback("0.0.0.0") and not serve.is_loopback("192.168.1.20")
    assert serve.listening_url("127.0.0.1", 8000) == "http://127.0.0.1:8000"
    assert not serve.listening_url("0.0.0.0", 8000).startswith("http://0.0.0.0")


def test_the_links_of_a_wildcard_address_name_this_machine_as_others_reach_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On `--host 0.0.0.0`, a machine whose own name says "localhost" (as
    many containers and laptops do) prints the address its traffic leaves
    by: a link with "localhost" in it opens nothing on another machine."""

    class Probe:
        def __init__(self, family: int, kind: int) -> None:
            self.family = family

        def __enter__(self) -> Probe:
            return self

        def __exit__(self, *_: object) -> None:
            return None

        def connect(self, address: tuple[str, int]) -> None:
            if self.family != serve.socket.AF_INET:
                raise OSError("no IPv6 route")

        def getsockname(self) -> tuple[str, int]:
            return ("10.20.30.40", 5555)

    monkeypatch.setattr(serve.socket, "getfqdn", lambda: "localhost")
    monkeypatch.setattr(serve.socket, "socket", Probe)
    assert serve.listening_url("0.0.0.0", 8000) == "http://10.20.30.40:8000"
    assert serve.listening_url("192.168.1.20", 8000) == "http://192.168.1.20:8000"

    class NoRoute(Probe):
        def connect(self, address: tuple[str, int]) -> None:
            raise OSError("network unreachable")

    monkeypatch.setattr(serve.socket, "socket", NoRoute)
    assert serve.listening_url("::", 8000) == "http://localhost:8000"


@pytest.fixture
def not_served(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """aiohttp's run_app stood in for: nothing is opened, the address kept."""
    served: list[tuple[str, int]] = []
    monkeypatch.setattr(
        "aiohttp.web.run_app",
        lambda app, host, port, **_: served.append((host, port)),
    )
    return served


@needs_web
def test_another_address_without_invitations_or_password_does_not_start(
    tmp_path: Path, not_served: list[tuple[str, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--host", "0.0.0.0", "--save-dir", str(tmp_path)]) == 1
    said = capsys.readouterr().err
    assert "only invited players come in" in said and "--password" in said
    assert not_served == []


@needs_web
def test_another_address_prints_the_links_to_hand_out(
    tmp_path: Path, not_served: list[tuple[str, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    ann = hosted(tmp_path, invite=True)
    try:
        assert ann.invitations is not None
        public = ["--public-url", "https://wolf.example.org/"]
        assert main(["serve", "--host", "0.0.0.0", "--save-dir", str(tmp_path), *public]) == 0
        said = capsys.readouterr().out
        assert not_served == [("0.0.0.0", 8000)]
        for seat, code in enumerate(ann.invitations.seats):
            if seat:
                assert f"https://wolf.example.org/i/{shown_code(code)}" in said
        assert f"watching: https://wolf.example.org/i/{shown_code(ann.invitations.watch)}" in said
        assert "Your own link" not in said  # no host key away from loopback
        assert "unencrypted" not in said  # https
    finally:
        ann.close()


@needs_web
def test_a_password_lets_serve_start_anywhere(
    tmp_path: Path,
    not_served: list[tuple[str, int]],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("WOLFENSTEIN_SERVE_PASSWORD", "short")
    args = ["serve", "--host", "0.0.0.0", "--password", "--save-dir", str(tmp_path)]
    assert main(args) == 2
    assert "at least 10 characters" in capsys.readouterr().err
    monkeypatch.setenv("WOLFENSTEIN_SERVE_PASSWORD", "a long enough password")
    assert main(args) == 0
    said = capsys.readouterr().out
    assert "types the password" in said and "unencrypted" in said
    assert "a long enough password" not in said


def test_a_public_url_must_be_an_address(capsys: pytest.CaptureFixture[str]) -> None:
    if not WEB:
        pytest.skip('textual-serve is not installed (pip install -e ".[web]")')
    assert main(["serve", "--public-url", "wolf.example.org"]) == 2
    assert "--public-url wolf.example.org: give the address" in capsys.readouterr().err


def test_serve_without_the_web_extra_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "textual_serve.server", None)  # import fails
    monkeypatch.setitem(sys.modules, "textual_serve", None)
    assert main(["serve"]) == 1
    assert ".[web]" in capsys.readouterr().err
