"""Issue 15: the command line speaks the player's language: its errors, the
messages of `validate`, argparse's own refusals and the options' help, with
`--lang`; the file:line:col frame stays as it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from wolfenstein_tui.app.cli import main

BROKEN_MISSION = """\
id: broken
title: 3
map: |
  +-+
  |a|
  +-+
zonez: {}
"""


def broken(tmp_path: Path) -> Path:
    path = tmp_path / "broken.yaml"
    path.write_text(BROKEN_MISSION, encoding="utf-8")
    return path


def test_validate_speaks_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 15: `wolfenstein --lang fr validate` locates every problem as
    before and says it in French, down to the count."""
    path = broken(tmp_path)
    assert main(["--lang", "fr", "validate", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}:1:1: champ obligatoire manquant : 'round_limit'" in err
    assert f"{path}:2:1: 'title' doit être du texte, pas un nombre entier" in err
    assert f"{path}:5:4: la clé de zone 'a' n'est pas déclarée sous 'zones:'" in err
    assert "problèmes trouvés." in err
    assert "missing required field" not in err and "problems found" not in err


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("it", "manca il campo obbligatorio 'round_limit'"),
        ("pl", "brak wymaganego pola 'round_limit'"),
        ("es", "falta el campo obligatorio 'round_limit'"),
    ],
)
def test_validate_speaks_each_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], code: str, words: str
) -> None:
    """Issue 15: the same check in Italian, Polish and Spanish."""
    path = broken(tmp_path)
    assert main(["--lang", code, "validate", str(path)]) == 1
    assert f"{path}:1:1: {words}" in capsys.readouterr().err


def test_a_file_error_is_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 15: a log that cannot be read is said in French, located."""
    missing = tmp_path / "nothing.jsonl"
    assert main(["--lang", "fr", "replay", "--headless", str(missing)]) == 1
    err = capsys.readouterr().err
    assert f"{missing}: impossible de lire le fichier : aucun fichier ou dossier de ce nom" in err
    assert "No such file" not in err


def test_validate_says_a_good_mission_is_good_in_polish(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 15: `validate` of a sound mission answers in Polish too."""
    mission = Path(__file__).resolve().parent.parent / "missions" / "m02-night-shift.yaml"
    assert main(["--lang", "pl", "validate", str(mission)]) == 0
    assert capsys.readouterr().out.strip() == f"{mission}: poprawny"


def test_a_wrong_option_is_refused_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 15: argparse's own refusal (exit status 2) in French: the
    language is chosen before the options are read."""
    with pytest.raises(SystemExit) as stopped:
        main(["--lang", "fr", "play", "--dice", "x", "m01-radio-silence"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "usage : wolfenstein play" in err
    assert "erreur : argument --dice : choix non valide : 'x'" in err


def test_help_is_polish(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 15: the options' help is translated too (`--lang=CODE` form)."""
    with pytest.raises(SystemExit):
        main(["--lang=pl", "--help"])
    out = capsys.readouterr().out
    assert "użycie: wolfenstein" in out and "wypisz misje z opisem i limitem rund" in out


def test_games_and_campaigns_speak_spanish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 15: the lists of games and campaigns, when empty, in Spanish."""
    assert main(["--lang", "es", "games", "--save-dir", str(tmp_path)]) == 0
    assert main(["--lang", "es", "campaign", "--save-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert f"No hay partidas en curso en {tmp_path}" in out
    assert "Aún no hay campañas en" in out


def test_the_language_command_answers_in_the_language_chosen(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 15: `wolfenstein --lang it language` says which language it
    speaks, in it."""
    assert main(["--lang", "it", "language"]) == 0
    assert "Il gioco parla italiano (it), secondo l'opzione --lang." in capsys.readouterr().out


def test_a_seat_of_a_game_under_way_is_french() -> None:
    """Issue 15: `wolfenstein games` and the join screens name a seat in
    French."""
    from wolfenstein_tui.base.i18n import set_language
    from wolfenstein_tui.play.seats import SeatView

    set_language("fr")
    try:
        label = SeatView(0, "Ann", "Klaus Kreutz et Anya Oliwa", None).label()
    finally:
        set_language("en")
    assert label == "place 1 : Ann (Klaus Kreutz et Anya Oliwa) — libre"
