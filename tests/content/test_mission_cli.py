"""The `wolfenstein` command's content subcommands: validate, missions, schema."""

from __future__ import annotations

import json
import re
from pathlib import Path

from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import load_mission

REPO = Path(__file__).resolve().parents[2]
STARTER = REPO / "missions" / "m01-radio-silence.yaml"
PROBLEM_LINE = re.compile(
    r"^(?P<file>.+):(?P<line>[1-9][0-9]*):(?P<column>[1-9][0-9]*): (?P<message>.+)$"
)


def test_validate_broken_file_prints_located_problems(lab, capsys):
    text = lab.edit("round_limit: 10", "round_limit: ten")
    text = lab.edit("type: drone,", "type: dron,", text)
    path = lab.write(text)
    expected = lab.check(path)
    assert len(expected) == 1  # the schema problem hides the cross-reference one
    assert main(["validate", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    line, column = lab.where(text, "round_limit:")
    assert err.splitlines() == [
        f"{path}:{line}:{column}: 'round_limit' should be a whole number, not 'ten'",
        "1 problem found.",
    ]


def test_validate_prints_every_problem_in_order(lab, capsys):
    text = lab.edit("[klaus, blazkowicz", "[klaus, nobody")
    text = lab.edit("type: drone,", "type: dron,", text)
    path = lab.write(text)
    assert main(["validate", str(path)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err == [str(p) for p in lab.check(path)] + ["2 problems found."]
    assert [PROBLEM_LINE.match(line)["line"] for line in err[:2]] == [
        str(lab.where(text, "dron,")[0]),
        str(lab.where(text, "nobody")[0]),
    ]


def test_validate_valid_mission(capsys):
    assert main(["validate", str(STARTER)]) == 0
    out, err = capsys.readouterr()
    assert out == f"{STARTER}: ok\n"
    # Its zones, objectives and rules are not translated yet: warnings only.
    assert all(": warning: no translation of " in line for line in err.splitlines())


def test_validate_never_raises(bad_file, capsys):
    """For every kind of broken input: exit status 1, only `file:line:col:
    message` lines and a count, never a traceback."""
    assert main(["validate", str(bad_file)]) == 1
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert "bug in wolfenstein" not in err
    lines = err.splitlines()
    assert re.fullmatch(r"\d+ problems? found\.", lines[-1])
    for line in lines[:-1]:
        match = PROBLEM_LINE.match(line)
        assert match is not None, line
        assert match["file"] == str(bad_file)


def test_validate_builtin_missions_folder(capsys, monkeypatch):
    monkeypatch.chdir(REPO)
    assert main(["validate", "missions/"]) == 0
    out, err = capsys.readouterr()
    assert "missions/m01-radio-silence.yaml: ok" in out.splitlines()
    assert all(": warning: no translation of " in line for line in err.splitlines())


def test_validate_deck_folder(capsys):
    data = REPO / "wolfenstein_tui" / "data"
    assert main(["validate", str(data)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert f"{data / 'enemies.yaml'}: ok" in out
    assert len(out) == len(list(data.glob("*.yaml")))


def test_validate_folder_mixing_good_and_bad_files(lab, capsys):
    lab.write(lab.starter, "a-good.yaml")
    bad = lab.write(lab.edit("events: [K2, D8]", "events: [K2, Z8]"), "b-bad.yaml")
    assert main(["validate", str(lab.folder)]) == 1
    out, err = capsys.readouterr()
    assert out == f"{lab.folder / 'a-good.yaml'}: ok\n"
    line, column = lab.where(bad.read_text(), "Z8")
    assert err.splitlines()[0].startswith(f"{bad}:{line}:{column}: an event token is on Z8")


def test_validate_empty_folder(tmp_path, capsys):
    assert main(["validate", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"{tmp_path}:1:1: this folder holds no .yaml file" in err


def test_missions_lists_the_builtin_mission(decks, capsys):
    assert main(["missions"]) == 0
    out = capsys.readouterr().out
    for path in builtin_mission_files():
        mission = load_mission(path, decks).mission
        assert f"  {mission.id}  {mission.title}  ({mission.round_limit} rounds)" in out
        assert mission.summary in out
    assert "Radio Silence" in out
    assert "(10 rounds)" in out


def test_missions_in_a_folder_reports_broken_files(lab, capsys):
    lab.write(lab.starter, "a-good.yaml")
    lab.write("- not a mission\n", "b-bad.yaml")
    assert main(["missions", "--folder", str(lab.folder)]) == 1
    out, err = capsys.readouterr()
    assert "Radio Silence" in out
    assert "b-bad.yaml: has problems; run `wolfenstein validate" in err


def test_schema_prints_the_mission_schema(capsys):
    assert main(["schema"]) == 0
    out = capsys.readouterr().out
    assert '"round_limit"' in out
    schema = json.loads(out)
    assert "round_limit" in schema["properties"]
    assert "round_limit" in schema["required"]
