"""Validation, second stage: each value against the mission schema.

Each test breaks one value of the valid starter mission and asserts the exact
line and column of the problem and the meaningful part of its message.
"""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("old", "new", "needle", "field"),
    [
        # a missing top-level field is located at the start of the mission mapping
        ("round_limit: 10\n", "", "id: m01-radio-silence", "round_limit"),
        ("title: Radio Silence\n", "", "id: m01-radio-silence", "title"),
        # a missing nested field is located at the key of its mapping, or at
        # the start of the mapping when it is a list item
        ("  threshold: 5\n", "", "alarm:", "threshold"),
        (
            "{id: drone-1, type: drone, square: P3}",
            "{id: drone-1, type: drone}",
            "{id: drone-1",
            "square",
        ),
    ],
    ids=["round_limit", "title", "alarm-threshold", "enemy-square"],
)
def test_missing_required_field(lab, old, new, needle, field):
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert problem.message == f"missing required field '{field}'"
    assert (problem.line, problem.column) == lab.where(text, needle)


@pytest.mark.parametrize(
    ("old", "new", "needle", "guess"),
    [
        ("round_limit: 10", "round_limit: 10\nround_limt: 10", "round_limt", "round_limit"),
        ("  threshold: 5\n", "  threshold: 5\n  onc: true\n", "onc", "once"),
        ("square: P3}", "square: P3, sqare: P4}", "sqare", "square"),
        (
            "{id: drone-1, type: drone, square: P3}",
            "{id: drone-1, type: drone, square: P3, hp: 2}",
            "hp",
            None,
        ),
    ],
    ids=["top-level", "alarm", "enemy", "no-guess"],
)
def test_unknown_field_with_did_you_mean(lab, old, new, needle, guess):
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, f"{needle}:")
    if guess is None:
        assert problem.message == f"unknown field '{needle}'"
    else:
        assert problem.message == f"unknown field '{needle}'; did you mean '{guess}'?"


def test_field_of_another_kind_is_not_suggested_as_itself(lab):
    """'figures' is a field of kill objectives, not of complete_events ones:
    the hint must not be "did you mean 'figures'?"."""
    text = lab.edit("    count: 1\n", "    count: 1\n    figures: [officer-1]\n")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "figures:", occurrence=2)
    assert problem.message == "unknown field 'figures'; it is not used in this entry"


@pytest.mark.parametrize(
    ("old", "new", "needle", "message"),
    [
        (
            "round_limit: 10",
            "round_limit: ten",
            "round_limit",
            "'round_limit' should be a whole number, not 'ten'",
        ),
        (
            "threshold: 5",
            "threshold: 2.5",
            "threshold",
            "'threshold' should be a whole number, not 2.5",
        ),
        (
            "title: Radio Silence",
            "title: [Radio, Silence]",
            "title",
            "'title' should be text, not a list",
        ),
        (
            "    once: true",
            "    once: sometimes",
            "once",
            "'once' should be true or false, not 'sometimes'",
        ),
        ("events: [K2, D8]", "events: K2", "events", "'events' should be a list, not text"),
        (
            "  a: {name: Barracks, kind: room}",
            "  a: Barracks",
            "a",
            "'a' should be a mapping (key: value lines), not text",
        ),
    ],
    ids=[
        "text-for-number",
        "fraction",
        "list-for-text",
        "text-for-bool",
        "text-for-list",
        "number-for-mapping",
    ],
)
def test_wrong_type(lab, old, new, needle, message):
    text = lab.edit(old, new)
    found = [p for p in lab.problems(text) if message in p.message]
    assert len(found) == 1, lab.problems(text)
    assert (found[0].line, found[0].column) == lab.where(text, f"{needle}:")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("round_limit: 10", "round_limit: 100", "'round_limit' is 100; it must be at most 99"),
        ("round_limit: 10", "round_limit: 0", "'round_limit' is 0; it must be at least 1"),
        ("threshold: 5", "threshold: 31", "'threshold' is 31; it must be at most 30"),
        ("          count: 2", "          count: -1", "'count' is -1; it must be at least 1"),
        (
            "[klaus, blazkowicz, anya, max]",
            "[klaus, blazkowicz, anya, max, set]",
            "'suggested_heroes' has 5 entries; it allows at most 4",
        ),
        ("summary: Kill", "summary: " + "x" * 200 + " Kill", "'summary' is too long"),
    ],
    ids=[
        "above-max",
        "below-min",
        "threshold",
        "negative-count",
        "too-many-heroes",
        "too-long-text",
    ],
)
def test_value_out_of_range(lab, old, new, message):
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert problem.message == message
    key = message.split("'")[1]
    assert (problem.line, problem.column) == lab.where(text, f"{key}:")


@pytest.mark.parametrize(
    ("old", "new", "needle", "message"),
    [
        (
            "- effect: lower_danger",
            "- effect: lower_dangr",
            "effect: lower_dangr",
            "unknown effect 'lower_dangr'; expected one of",
        ),
        (
            "- objective: kill",
            "- objective: kil",
            "objective: kil",
            "unknown objective 'kil'; expected one of 'kill', 'complete_events', 'reach'",
        ),
        (
            "- effect: lower_danger",
            "- effekt: lower_danger",
            "effekt: lower_danger",
            "missing the 'effect' key saying which kind",
        ),
    ],
    ids=["effect", "objective", "no-discriminator"],
)
def test_unknown_effect_kind(lab, old, new, needle, message):
    """The `effect:` (or `objective:`) key picks the model; an unknown one is
    reported at the mapping that holds it, listing the kinds there are."""
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, needle)
    assert message in problem.message
    if "effect '" in message:
        assert "'lower_danger'" in problem.message


@pytest.mark.parametrize(
    ("old", "new", "needle"),
    [
        ("events: [K2, D8]", "events: [K2, 8D]", "8D"),
        ("chests: [R2, S8]", "chests: [R2, S-8]", "S-8"),
        ("difficult_terrain: [H5, I6, L9]", "difficult_terrain: [H5, I6, L]", "L]"),
        # the value of a mapping key: located at its key, like other schema problems
        ("hero_spawns: {A: A12,", "hero_spawns: {A: A0,", "A: A0"),
        ("square: N9}", "square: N 9}", "square: N 9"),
    ],
    ids=["digit-first", "dash", "no-row", "row-zero", "space"],
)
def test_bad_square_name(lab, old, new, needle):
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, needle)
    assert (
        "is not a square name; write column letters then a row number, like B7" in problem.message
    )


@pytest.mark.parametrize(
    ("old", "new", "value", "field"),
    [
        ("{id: soldier-1,", "{id: Soldier_1,", "Soldier_1", "id"),
        ("id: m01-radio-silence", "id: 01-radio-silence", "01-radio-silence", "id"),
        ("type: soldier, square: N5", "type: Soldier, square: N5", "Soldier", "type"),
        ("[klaus, blazkowicz", "[klaus, B.J.", "B.J.", "suggested_heroes"),
    ],
    ids=["enemy-id", "mission-id", "enemy-type", "hero"],
)
def test_bad_id_format(lab, old, new, value, field):
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert problem.message.startswith(f"'{value}' is not a valid id for '{field}'")
    assert "use lowercase letters, digits and dashes" in problem.message
    needle = value if field == "suggested_heroes" else f"{field}: {value}"
    assert (problem.line, problem.column) == lab.where(text, needle)


@pytest.mark.parametrize(
    ("pair", "count"), [("[P2]", 1), ("[P2, B9, C9]", 3), ("[]", 0)], ids=["one", "three", "none"]
)
def test_secret_passage_needs_two_squares(lab, pair, count):
    """R-MOVE-9: secret passages are paired tokens."""
    text = lab.edit("A: [P2, B9]", f"A: {pair}")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, f"A: {pair}")
    assert problem.message == (
        f"a secret passage is a pair of tokens: give exactly two squares, not {count}"
    )


@pytest.mark.parametrize(
    ("old", "new", "needle", "message"),
    [
        (
            "Upper Hall, kind: corridor",
            "Upper Hall, kind: hallway",
            "kind: hallway",
            "'hallway' is not allowed for 'kind'; expected 'room' or 'corridor'",
        ),
        (
            "trigger: zone_first_entry",
            "trigger: first_entry",
            "trigger: first_entry",
            "'first_entry' is not allowed for 'trigger'; expected",
        ),
        (
            "      at: nazi_spawns",
            "      at: everywhere",
            "at: everywhere",
            "'everywhere' is not allowed for 'at'; expected",
        ),
        # a key of a mapping, not its value: the key is located and named as such
        (
            "hero_spawns: {A: A12,",
            "hero_spawns: {E: A12,",
            "E: A12",
            "'E' is not allowed as a key of 'hero_spawns'; expected 'A', 'B', 'C' or 'D'",
        ),
        (
            "  A: [P2, B9]",
            "  D: [P2, B9]",
            "D: [P2",
            "'D' is not allowed as a key of 'passages'; expected 'A', 'B' or 'C'",
        ),
        (
            "  x: {name: Upper",
            "  X: {name: Upper",
            "X: {name",
            "'X' is not a zone key; a zone key is one lowercase letter or digit",
        ),
    ],
    ids=["zone-kind", "rule-trigger", "spawn-place", "spawn-letter", "passage-letter", "zone-key"],
)
def test_literal_or_enum_mismatch(lab, old, new, needle, message):
    text = lab.edit(old, new)
    found = [p for p in lab.problems(text) if message in p.message]
    assert len(found) == 1, lab.problems(text)
    assert (found[0].line, found[0].column) == lab.where(text, needle)
