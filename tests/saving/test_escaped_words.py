"""What a file, an argument or a name holds never reaches the terminal raw:
control characters (ESC, BEL...) are shown escaped by one function
(content/files/text.py: `escaped`), printable Unicode is kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.saving.helpers import start
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.files.text import escaped, excerpt, printable
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.session import Session

EVIL = "\x1b]0;owned\x07\x1b[2J\x9b31m\u202e"


def raw_controls(text: str) -> list[str]:
    return [c for c in text if (ord(c) < 32 and c not in "\n") or 0x7F <= ord(c) <= 0x9F]


@given(st.text())
def test_escaped_text_has_no_control_character_and_keeps_the_printable(text: str) -> None:
    shown = escaped(text)
    assert raw_controls(shown) == [] and "\n" not in shown
    assert "\u202e" not in shown
    for char in text:
        if char.isprintable():
            assert char in shown


def test_escaping_keeps_accents_and_shows_escapes() -> None:
    assert escaped("Zoë \x1b[31m") == "Zoë \\x1b[31m"
    assert escaped("bell\x07") == "bell\\x07"
    assert excerpt("Łódź\x1b") == "Łódź\\x1b"  # printable Unicode kept, only the ESC escaped
    assert printable("one\x1b\ntwo\x07") == "one\\x1b\ntwo\\x07"


def test_a_hero_name_from_a_crafted_log_is_escaped(tmp_path: Path) -> None:
    session = start(tmp_path)
    session.close()
    line = {"do": {"command": "start_activation", "hero": f"nobody{EVIL}"}, "round": 1}
    with session.path.open("a") as log:
        log.write(json.dumps(line) + "\n")
    with pytest.raises(SaveError) as refused:
        Session.resume(session.path)
    said = str(refused.value)
    assert "There is no hero 'nobody\\x1b]0;owned\\x07" in said
    assert raw_controls(said) == []


def test_player_names_from_a_crafted_log_are_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.joined.helpers import hosted

    ann = hosted(tmp_path)
    ann.close()
    lines = ann.path.read_text().split("\n")
    header = json.loads(lines[0])
    header["player_names"] = [f"Ann{EVIL}", "Bob", "Cid"]
    ann.path.write_text("\n".join([json.dumps(header), *lines[1:]]))
    assert main(["games", "--save-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "seat 1: Ann" in out and "owned" in out and raw_controls(out) == []


@pytest.mark.parametrize(
    "words",
    [
        ["games"],
        ["continue"],
        ["campaign"],
        ["watch", "nothing"],
        ["join", "nothing", "--seat", "1"],
    ],
)
def test_a_save_folder_named_with_escapes_is_echoed_escaped(
    tmp_path: Path, words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / f"saves{EVIL}"
    folder.mkdir()
    main([*words, "--save-dir", str(folder)])
    said = capsys.readouterr()
    text = said.out + said.err
    assert "saves\\x1b]0;owned\\x07" in text
    assert raw_controls(text) == []


@pytest.mark.asyncio
async def test_player_names_given_at_the_table_are_escaped_on_screen(tmp_path: Path) -> None:
    """`--names` with an escape sequence: the game's screen names the
    player with the escape shown, not sent to the terminal (it retitled
    the terminal's window), and the log keeps the same name."""
    from tests.tui.screen_text import screen_lines
    from wolfenstein_tui.app.cli import parser
    from wolfenstein_tui.app.cli.play import start_game
    from wolfenstein_tui.tui.app import make_app

    table = ["--players", "2", "--names", f"Ann{EVIL},Bob", "--seed", "1"]
    args = parser.build_parser().parse_args(
        ["play", "m01-radio-silence", *table, "--save-dir", str(tmp_path)]
    )
    session = start_game(args)
    assert isinstance(session, Session)
    assert session.record.header.player_names[0] == escaped(f"Ann{EVIL}")
    app = make_app(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        shown = "\n".join(screen_lines(app))
    assert "Ann\\x1b]0;owned\\x07" in shown and raw_controls(shown) == []
    header = json.loads(session.path.read_text(encoding="utf-8").split("\n")[0])
    assert header["player_names"][0] == escaped(f"Ann{EVIL}")
