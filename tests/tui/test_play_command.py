"""`wolfenstein play`: the table set up from the command line, without the wizard."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wolfenstein_tui.app import cli
from wolfenstein_tui.app.cli import app_launch
from wolfenstein_tui.play.session import latest_save

HEROES = {"klaus", "anya", "max", "blazkowicz", "set", "bombate"}


def play(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *options: str) -> dict:
    """Run `play` up to the app, and return the header of the log it started."""
    monkeypatch.setattr(app_launch, "run_app", lambda session, save_dir: 0)
    assert cli.main(["play", "m01-radio-silence", "--save-dir", str(tmp_path), *options]) == 0
    return json.loads(latest_save(tmp_path).read_text().splitlines()[0])


def test_seats_give_each_player_named_heroes(monkeypatch, tmp_path) -> None:
    """R-GAME-1: heroes shared among the players; the names go in the log."""
    header = play(monkeypatch, tmp_path, "--seats", "Ann:klaus,anya;Bob:max;Cy:set", "--seed", "3")
    assert header["seats"] == [["klaus", "anya"], ["max"], ["set"]]
    assert header["player_names"] == ["Ann", "Bob", "Cy"]


def test_players_and_names(monkeypatch, tmp_path) -> None:
    header = play(monkeypatch, tmp_path, "--players", "2", "--names", "Ann,Bob")
    assert len(header["seats"]) == 2 and header["player_names"] == ["Ann", "Bob"]


def test_several_house_rules_and_the_shared_life_hero(monkeypatch, tmp_path) -> None:
    """R-VAR: any set of house rules; R-DIFF [D]: the players choose the hero
    who starts with the one shared-life token."""
    header = play(
        monkeypatch,
        tmp_path,
        "--house-rule",
        "any_hero_order",
        "--house-rule",
        "ai_tie_chain",
        "--difficulty",
        "i_am_death_incarnate",
        "--heroes",
        "klaus,anya,max,set",
        "--shared-life",
        "max",
    )
    assert header["house_rules"]["any_hero_order"] and header["house_rules"]["ai_tie_chain"]
    assert not header["house_rules"]["noise_any_figures"]
    assert header["shared_life_hero"] == "max"


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        ("klaus,anya;max", "four different heroes (3 given)"),
        ("klaus,anya,max;set,klaus", "four different heroes"),
        (
            "klaus,anya,max;set",
            "as evenly as possible: a seat may have one hero more than another, not 3 against 1",
        ),
        ("Ann:klaus,anya;max,set", "a name to every seat or to none"),
        ("klaus,anya;max,zorro", "seat 2: no hero zorro"),
        ("klaus,anya;;max,set", "seat 2"),
    ],
)
def test_bad_seats_are_explained(capsys, seats: str, message: str) -> None:
    assert cli.main(["play", "m01-radio-silence", "--seats", seats]) == 2
    error = capsys.readouterr().err
    assert error.startswith("wolfenstein: --seats:") and message in error


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        ("klaus,anya,max;set", "autant que possible : une place peut avoir un héros de plus"),
        ("Ann:klaus,anya;max,set", "nommez chaque place ou aucune"),
    ],
)
def test_bad_seats_are_explained_in_the_players_language(capsys, seats: str, message: str) -> None:
    """R-GAME-1: the heroes shared as evenly as possible, said in French
    when the game speaks French, with no rule id in the sentence."""
    assert cli.main(["--lang", "fr", "play", "m01-radio-silence", "--seats", seats]) == 2
    error = capsys.readouterr().err
    assert message in error and "R-GAME" not in error


def test_bad_names_and_shared_life_are_explained(capsys) -> None:
    assert cli.main(["play", "m01-radio-silence", "--players", "2", "--names", "Ann"]) == 2
    assert "give 2 names" in capsys.readouterr().err
    assert cli.main(["play", "m01-radio-silence", "--shared-life", "zorro"]) == 2
    assert "--shared-life: zorro is not one of" in capsys.readouterr().err


def test_a_closed_pipe_ends_quietly() -> None:
    """`wolfenstein missions | head`: no traceback when the reader stops."""
    import subprocess
    import sys

    shell = f"{sys.executable} -m wolfenstein_tui missions | head -1"
    result = subprocess.run(shell, shell=True, capture_output=True, text=True, check=False)
    assert "Traceback" not in result.stderr and "Missions in" in result.stdout
