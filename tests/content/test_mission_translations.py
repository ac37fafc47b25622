"""Issue 15: every built-in mission's texts in French, Italian, Polish and
Spanish, beside the English; the files without their translations are what
they were, so the games recorded before replay unchanged."""

from __future__ import annotations

import json
import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.files.places import training_mission_file
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.translations import (
    TRANSLATED_LANGUAGES,
    missing_translations,
    without_translations,
)

MISSION_FILES = [*builtin_mission_files(), training_mission_file()]
ROOT = Path(__file__).resolve().parents[2]


def test_issue_15_every_mission_is_fully_translated(capsys) -> None:
    """Every zone, objective, loss condition and special rule (and the
    title, summary and briefing) has its text in the four languages:
    `validate` warns about none."""
    decks = builtin_decks()
    for path in MISSION_FILES:
        mission = load_mission(path, decks).mission
        assert list(missing_translations(mission)) == [], path.name
    assert main(["validate", *map(str, MISSION_FILES)]) == 0
    assert "warning" not in capsys.readouterr().err


def test_issue_15_the_translations_use_the_glossary_and_keep_the_ids() -> None:
    """A translation keeps what the game reads in a text as data (figure
    ids, squares) and says the rulebook's words: « manche », « round »,
    « runda », « ronda » for a round."""
    decks = builtin_decks()
    round_word = {"fr": "manche", "it": "round", "pl": "rund", "es": "ronda"}
    ids = re.compile(r"\b[a-z]+(?:-[a-z]+)*-\d+\b|\b[A-Z]{1,2}\d{1,2}\b")
    for path in MISSION_FILES:
        mission = load_mission(path, decks).mission
        for rule in mission.special_rules:
            for lang in TRANSLATED_LANGUAGES:
                said = rule.words(lang).text
                assert sorted(ids.findall(said)) == sorted(ids.findall(rule.text)), (
                    rule.name,
                    lang,
                )
                if "round" in rule.text.lower():
                    assert round_word[lang] in said.lower(), (rule.name, lang)


def test_issue_15_a_mission_without_a_translation_shows_its_english(lab) -> None:
    mission = load_mission(lab.write(lab.starter), lab.decks).mission
    assert mission.zone_name("f", "fr") == "Radio Room"
    assert mission.objectives[0].words("pl").text == "Kill the officer in the command post."
    assert mission.special_rules[0].words("es").name == "Jammed Frequencies"


def test_issue_15_the_built_in_missions_say_their_texts_in_each_language() -> None:
    mission = load_mission(MISSION_FILES[0], builtin_decks()).mission
    assert mission.zone_name("f", "fr") == "Salle radio"
    assert mission.zone_name("f", "it") == "Sala radio"
    assert mission.zone_name("f") == "Radio Room"  # the game speaks English in tests
    assert mission.zone_name("nowhere", "fr") == "nowhere"
    assert mission.objectives[0].words("it").text == "Uccidete il Comandante nel posto di comando."
    assert mission.loss_conditions[0].words("pl").text.startswith("Jeśli włączy się alarm")
    assert mission.special_rules[0].words("es").name == "Frecuencias interferidas"


def test_issue_15_translations_leave_the_hashes_old_logs_recorded_unchanged() -> None:
    """The games recorded before the missions had these translations name
    the hash of their mission file; each mission still hashes to it (the
    hash leaves translations out, in blocks and in one-line mappings)."""
    old_logs = sorted((ROOT / "tests" / "engine" / "old_logs").glob("*.jsonl"))
    assert old_logs
    decks = builtin_decks()
    for log in old_logs:
        header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
        path = ROOT / "missions" / f"{header['mission']}.yaml"
        assert "translations:" in path.read_text(encoding="utf-8")
        assert load_mission(path, decks).content_hash == header["mission_hash"], log.name


_TEXT = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\n\r"),
    max_size=30,
)


@given(name=_TEXT, translated=st.lists(_TEXT, min_size=1, max_size=4))
def test_issue_15_a_one_line_translations_entry_is_left_out_of_the_hash(
    name: str, translated: list[str]
) -> None:
    """`, translations: {...}` at the end of a one-line mapping (a zone,
    a loss condition) is taken out whatever its texts hold: braces,
    quotes, escapes; the rest of the line stays as it was."""

    def quoted(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    plain = f"zones:\n  a: {{name: {quoted(name)}, kind: room}}\n  b: {{name: B, kind: room}}\n"
    inner = ", ".join(
        f"{lang}: {{name: {quoted(text)}}}"
        for lang, text in zip(TRANSLATED_LANGUAGES, translated, strict=False)
    )
    line = f"  a: {{name: {quoted(name)}, kind: room, translations: {{{inner}}}}}\n"
    with_entry = plain.replace(plain.splitlines(keepends=True)[1], line)
    assert without_translations(with_entry.encode()) == plain.encode()


@given(
    before=st.integers(min_value=0, max_value=2),
    inside=st.integers(min_value=0, max_value=2),
    after=st.integers(min_value=0, max_value=3),
)
def test_issue_15_a_translations_block_takes_only_its_own_blank_lines(
    before: int, inside: int, after: int
) -> None:
    """A block added where blank lines follow (between two sections of a
    commented mission file) leaves those lines in the hash: only the blank
    lines between the block's own lines go with it."""
    head = "objectives:\n  - objective: lose_no_hero\n    text: No hero may die.\n"
    tail = "# --- Special rules\nspecial_rules: []\n"
    plain = head + "\n" * (before + after) + tail
    block = (
        "\n" * before
        + "    translations:\n"
        + "      fr: {text: Aucun héros ne doit mourir.}\n"
        + "\n" * inside
        + "      it: {text: Nessun Eroe deve morire.}\n"
    )
    translated = head + block + "\n" * after + tail
    assert without_translations(translated.encode()) == plain.encode()
