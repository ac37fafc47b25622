"""`wolfenstein serve` (issue 14): the title screen in a web browser through
textual-serve, an optional extra."""

from __future__ import annotations

import importlib.util
import urllib.request
from pathlib import Path

import pytest

from tests.joined.serving import serving
from wolfenstein_tui.app import serve
from wolfenstein_tui.app.cli import main

WEB = importlib.util.find_spec("textual_serve") is not None
needs_web = pytest.mark.skipif(
    not WEB, reason='textual-serve is not installed (pip install -e ".[web]")'
)


@needs_web
def test_serve_answers_on_localhost(tmp_path: Path) -> None:
    with serving(tmp_path) as url:
        with urllib.request.urlopen(url + "/", timeout=10) as page:
            text = page.read().decode()
            assert page.status == 200
        assert "<title>Wolfenstein</title>" in text or "Wolfenstein" in text
        assert f"{url.replace('http', 'ws')}/ws" in text  # the page's link to its app


def test_only_the_loopback_address_is_quiet() -> None:
    assert serve.is_loopback("127.0.0.1") and serve.is_loopback("::1")
    assert serve.is_loopback("localhost")
    assert not serve.is_loopback("0.0.0.0") and not serve.is_loopback("192.168.1.20")
    assert serve.public_url("127.0.0.1", 8000) == "http://127.0.0.1:8000"
    assert not serve.public_url("0.0.0.0", 8000).startswith("http://0.0.0.0")


@needs_web
def test_another_address_warns_that_anyone_can_play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    served: list[tuple[str, int]] = []

    class Server:  # stands in for textual-serve's: nothing is opened
        def __init__(self, command: str, host: str, port: int, **_: object) -> None:
            served.append((host, port))
            assert "wolfenstein_tui" in command

        def serve(self) -> None:
            pass

    monkeypatch.setattr("textual_serve.server.Server", Server)
    assert main(["serve", "--host", "0.0.0.0", "--port", "8123"]) == 0
    assert served == [("0.0.0.0", 8123)]
    assert "anyone who can reach port 8123" in capsys.readouterr().err


def test_serve_without_the_web_extra_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "textual_serve.server", None)  # import fails
    monkeypatch.setitem(sys.modules, "textual_serve", None)
    assert main(["serve"]) == 1
    assert ".[web]" in capsys.readouterr().err
