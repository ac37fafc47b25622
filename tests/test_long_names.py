"""A path with a part longer than any file system takes (over 255 bytes) is
refused in one sentence wherever the command line takes a path, before
anything looks for it: no crash report, no "File name too long"."""

from __future__ import annotations

from pathlib import Path

import pytest

from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base.system_errors import MAX_NAME_BYTES, long_name

LONG = "x" * 300


def commands(long_path: str) -> list[list[str]]:
    return [
        ["games", "--save-dir", long_path],
        ["continue", "--save-dir", long_path],
        ["campaign", "--save-dir", long_path],
        ["campaign", "continue", "mine", "--save-dir", long_path],
        ["play", "m01-radio-silence", "--save-dir", long_path],
        ["play", long_path],
        ["play", "m01-radio-silence", "--continue", long_path],
        ["host", "m01-radio-silence", "--save-dir", long_path],
        ["join", long_path, "--seat", "1"],
        ["watch", long_path],
        ["replay", long_path],
        ["validate", long_path],
        ["missions", "--folder", long_path],
        ["simulate", "--mission", long_path],
        ["--save-dir", long_path],
    ]


@pytest.mark.parametrize("words", commands(f"/tmp/{LONG}/saves"), ids=lambda w: " ".join(w[:2]))
def test_a_300_byte_name_is_refused_in_one_sentence(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as refused:
        main(words)
    assert refused.value.code == 2
    err = capsys.readouterr().err
    assert "is 304 bytes long" in err or "is 300 bytes long" in err
    assert "at most 255 bytes" in err and "Traceback" not in err
    assert err.strip().splitlines()[-1].count("bytes long") == 1


def test_names_are_counted_in_bytes_and_by_part(tmp_path: Path) -> None:
    assert long_name(str(tmp_path / ("é" * 127))) is None  # 254 bytes
    assert long_name(str(tmp_path / ("é" * 128))) is not None  # 256 bytes
    assert long_name("/".join(["y" * MAX_NAME_BYTES] * 20)) is None  # long, but each part fits
    said = long_name("\x1b]0;evil\x07" + "z" * 300) or ""
    assert "\x1b" not in said and "\x07" not in said and "\\x1b" in said
