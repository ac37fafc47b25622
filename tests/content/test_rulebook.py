"""The in-game rules reference: every rule the code cites can be shown."""

from __future__ import annotations

import re
from pathlib import Path

from wolfenstein_tui.content.records.rulebook import (
    RULE_ID,
    parse_rules,
    rule_entries,
    rule_text,
    search_rules,
)

PACKAGE = Path(__file__).resolve().parents[2] / "wolfenstein_tui"


def test_every_rule_id_the_code_cites_is_in_the_reference() -> None:
    known = {entry.id for entry in rule_entries()}
    cited = set()
    for path in PACKAGE.rglob("*.py"):
        cited |= set(re.findall(r"R-[A-Z]+-\d+", path.read_text(encoding="utf-8")))
    assert cited, "the code cites rules by id"
    assert sorted(cited - known) == []


def test_the_reference_has_every_section_and_numbered_rules_in_order() -> None:
    entries = rule_entries()
    ids = [e.id for e in entries]
    for rule in ("R-GAME-1", "R-SETUP-8", "R-LOS-4", "R-AI-5", "R-VAR-4", "R-LARGE-1"):
        assert rule in ids
    assert all(RULE_ID.fullmatch(e.id) for e in entries if e.id)
    assert len(set(ids) - {"R-DIFF", "R-SETUP", "R-VAR", ""}) > 80


def test_continuation_lines_join_their_rule_and_markup_is_removed() -> None:
    text = rule_text("R-AP-3")
    assert text is not None and text.startswith("Fatigue action (0 AP")
    assert "round down" in text and "**" not in text
    assert next(e for e in rule_entries() if e.id == "R-AP-3").decision


def test_the_difficulty_table_reads_as_one_entry_per_row() -> None:
    rows = [e for e in rule_entries() if e.id == "R-DIFF"]
    assert any(e.text.startswith("Ammo: Can I play, Daddy? +2 ammo tokens") for e in rows)
    assert any("Hans Grösse replaces" in e.text for e in rows)


def test_search_needs_every_word_and_puts_an_exact_id_first() -> None:
    assert search_rules("R-LOS-2")[0].id == "R-LOS-2"
    found = search_rules("door large")
    assert found and all("door" in f.text.lower() and "large" in f.text.lower() for f in found)
    assert search_rules("zzz no such words") == []


def test_parse_rules_on_a_small_text() -> None:
    entries = parse_rules(
        "# Title\n\n## 2. Things (R-X)\nIntro line\ngoes on.\n- R-X-1 One\n  more.\n"
        "- Plain bullet\n  - R-X-2 Nested **[D]** two.\n"
    )
    assert [(e.id, e.text, e.decision) for e in entries] == [
        ("R-X", "Intro line goes on.", False),
        ("R-X-1", "One more.", False),
        ("R-X", "Plain bullet", False),
        ("R-X-2", "Nested [D] two.", True),
    ]
