"""Choosing the language: --lang, else the saved setting, else the locale,
else English (language.py); a wrong code or a broken settings file gets a
clear, located message, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base.language import (
    SUPPORTED,
    LanguageError,
    choose,
    from_locale,
    parse_code,
    read_setting,
    settings_path,
    write_setting,
)


@pytest.mark.parametrize(
    ("text", "code"),
    [("fr", "fr"), ("IT", "it"), ("pl_PL.UTF-8", "pl"), ("es-MX", "es"), ("en_GB", "en")],
)
def test_codes_are_read_like_locales(text: str, code: str) -> None:
    assert parse_code(text) == code


def test_an_unknown_code_lists_the_supported_ones() -> None:
    with pytest.raises(LanguageError) as caught:
        parse_code("de")
    message = str(caught.value)
    assert "'de'" in message
    for code in SUPPORTED:
        assert f"{code} (" in message


@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({}, None),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LC_MESSAGES": "it_IT", "LANG": "fr_FR"}, "it"),
        ({"LC_ALL": "pl_PL.UTF-8", "LC_MESSAGES": "it_IT"}, "pl"),
        ({"LANGUAGE": "de:es", "LANG": "fr_FR"}, "es"),
        ({"LANGUAGE": "de", "LANG": "fr_FR"}, "fr"),
        ({"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR"}, None),
        ({"LANG": "C.UTF-8"}, None),
        ({"LANG": "POSIX"}, None),
    ],
)
def test_the_locale_is_read_as_gettext_reads_it(environ: dict[str, str], code: str | None) -> None:
    assert from_locale(environ) == code


@given(st.text(max_size=30))
def test_any_locale_value_gives_a_supported_code_or_none(value: str) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        assert from_locale({name: value}) in (*SUPPORTED, None)


def test_option_beats_setting_beats_locale_beats_english(tmp_path: Path) -> None:
    settings = tmp_path / "settings.toml"
    locale = {"LANG": "es_ES.UTF-8"}
    assert choose(None, {}, settings).code == "en"
    assert choose(None, locale, settings).code == "es"
    write_setting(settings, "pl")
    assert choose(None, locale, settings).code == "pl"
    assert choose("it", locale, settings).code == "it"
    write_setting(settings, None)
    assert not settings.exists()
    assert choose(None, locale, settings).code == "es"


@pytest.mark.parametrize(
    ("text", "place", "words"),
    [
        ('language = "fr', ":1:15:", "not a TOML settings file"),
        ("language = 3\n", ":1:1:", "a code in quotes"),
        ('\nlanguage = "de"\n', ":2:1:", "does not speak 'de'"),
        ('colour = "red"\n', ":1:1:", "unknown setting 'colour'"),
    ],
)
def test_a_broken_settings_file_is_located_and_ignored(
    tmp_path: Path, text: str, place: str, words: str
) -> None:
    settings = tmp_path / "settings.toml"
    settings.write_text(text, encoding="utf-8")
    read = read_setting(settings)
    assert read.language is None
    assert read.problem is not None
    assert read.problem.startswith(f"{settings}{place}")
    assert words in read.problem
    choice = choose(None, {}, settings)
    assert choice.code == "en"
    assert choice.problems == (read.problem,)


def test_a_settings_file_that_is_not_text_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    settings = tmp_path / "settings.toml"
    settings.write_bytes(b"\xff\xfe\x00language")
    assert "not UTF-8" in (read_setting(settings).problem or "")


def test_cli_lang_refuses_an_unknown_code(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--lang", "klingon", "missions"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "does not speak 'klingon'" in err
    assert "pl (polski)" in err
    assert "Traceback" not in err


def test_cli_language_keeps_and_forgets_the_setting(capsys: pytest.CaptureFixture[str]) -> None:
    """The answer is said in the language chosen (issue 15)."""
    assert main(["language", "fr"]) == 0
    assert "français (fr), d'après le réglage dans" in capsys.readouterr().out
    assert read_setting(settings_path()).language == "fr"
    assert main(["--lang", "it", "language"]) == 0
    assert "italiano (it), secondo l'opzione --lang" in capsys.readouterr().out
    assert read_setting(settings_path()).language == "fr"  # --lang is for one run
    assert main(["language", "auto"]) == 0
    assert "English (en), from the default" in capsys.readouterr().out
    assert not settings_path().exists()


def test_cli_language_refuses_an_unknown_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["language", "xx"]) == 2
    assert "or auto" in capsys.readouterr().err
    assert not settings_path().exists()


def test_cli_says_a_broken_setting_and_carries_on(capsys: pytest.CaptureFixture[str]) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text("language = [", encoding="utf-8")
    assert main(["missions"]) == 0
    captured = capsys.readouterr()
    assert f"{settings_path()}:1:" in captured.err
    assert "the setting is ignored" in captured.err
    assert "Missions in" in captured.out


MISSIONS_IN = {
    "en": ("Missions in", "Radio Silence", "(10 rounds)", "Not part of the campaign"),
    "fr": ("Missions dans", "Silence radio", "(10 manches)", "Hors campagne"),
    "it": ("Missioni in", "Silenzio radio", "(10 round)", "Fuori dalla campagna"),
    "pl": ("Misje w", "Cisza radiowa", "(10 rund)", "Poza kampanią"),
    "es": ("Misiones en", "Silencio de radio", "(10 rondas)", "Fuera de la campaña"),
}


@pytest.mark.parametrize("code", SUPPORTED)
def test_missions_are_listed_in_the_chosen_language(
    code: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`wolfenstein --lang CODE missions`: the command's sentences from the
    catalog, the missions' titles and summaries from their files."""
    assert main(["--lang", code, "missions"]) == 0
    out = capsys.readouterr().out
    heading, title, rounds, training = MISSIONS_IN[code]
    assert out.startswith(heading)
    assert f"m01-radio-silence  {title}  {rounds}" in out
    assert training in out
    if code != "en":
        assert "Radio Silence" not in out and "Kill the garrison" not in out


def test_missions_follow_the_locale(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    assert main(["missions"]) == 0
    assert "Cisza radiowa" in capsys.readouterr().out
