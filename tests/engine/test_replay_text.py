"""`wolfenstein replay --text` tells a game in the order things happened,
each thing once, numbered as the game numbers it (docs/game-log.md,
"Replaying and verifying")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import ROOT
from tests.engine.test_rules_cases import CASES, load
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.tui.playback.nazi_recap import danger_causes
from wolfenstein_tui.words import Names

EXAMPLE = ROOT / "docs" / "examples" / "worked-example.jsonl"


def told(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    main(["replay", "--text", str(path)])
    return capsys.readouterr().out


def test_options_are_numbered_from_1_as_the_game_lists_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The worked example's `choose` 1 is War Veteran's reroll, the second
    option the game lists; `choose` 0 the first ammo type."""
    out = told(EXAMPLE, capsys)
    assert "Reroll die 1 (reload) (option 2)" in " ".join(out.split())
    assert "light ammo (option 1)" in " ".join(out.split())
    assert "(option 0)" not in out


def test_r_ai_6_each_nazi_action_is_told_once_after_its_turn(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """R-AI-6: the officer's attack is told by its turn's paragraph (▸), not
    by a short line too; its dice and the damage they do come after it."""
    out = told(CASES / "escort-lost-under-r-var-3.jsonl", capsys)
    lines = [line.strip() for line in out.splitlines()]
    assert not any(line.startswith("Officer 1 attacks") for line in lines)
    turn = next(i for i, line in enumerate(lines) if line.startswith("▸ Officer 1"))
    dice = next(i for i, line in enumerate(lines) if line.startswith("dice: heart, heart"))
    hurt = next(i for i, line in enumerate(lines) if "loses 1 HP (Officer 1)" in line)
    assert turn < dice < hurt


def test_r_ai_6_danger_comes_after_the_turn_that_raises_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The soldier's Sound the Alert raises danger on its first activation:
    the danger line follows the soldier's paragraph, not the one before."""
    out = told(CASES / "escort-lost-under-r-var-3.jsonl", capsys)
    lines = [line.strip() for line in out.splitlines()]
    soldier = next(i for i, line in enumerate(lines) if line.startswith("▸ Soldier 2"))
    danger = next(i for i, line in enumerate(lines) if line.startswith("Danger +1"))
    assert soldier < danger


def test_a_roll_check_says_what_it_needs() -> None:
    """Two checks of one rule (m01's Searchlight: a heart or a shield, then a
    reload or a blank) each say what they need, so "it goes ahead" twice is no
    contradiction; the sentence is a player's: what the die shows, what was
    needed, what follows (no "rule NAME" code)."""
    rules, _, _ = load(CASES / "escort-completes-on-arrival.jsonl")
    names = Names(rules)
    first = Event(
        EventKind.EFFECT,
        {
            "what": "roll_check",
            "source": "rule Searchlight",
            "face": "shield",
            "works": True,
            "wanted": ["heart", "shield"],
        },
    )
    second = Event(
        EventKind.EFFECT,
        {
            "what": "roll_check",
            "source": "rule Searchlight",
            "face": "blank",
            "works": True,
            "wanted": ["reload", "blank"],
        },
    )
    from wolfenstein_tui.words import describe

    assert describe(first, names) == (
        "The Searchlight rule: the die shows shield (heart or shield needed), so it goes ahead."
    )
    assert "shows blank (reload or blank needed), so it goes ahead" in describe(second, names)


def test_the_recap_gives_the_cause_of_each_change_of_danger() -> None:
    """The nazi phase's recap says "Danger 0 → 1" with what raised it."""
    rules, _, _ = load(CASES / "escort-completes-on-arrival.jsonl")
    raised = Event(EventKind.DANGER, {"danger": 1, "amount": 1, "reason": "Soldier"})
    assert danger_causes([raised], Names(rules)) == ["+1: Soldier"]


def test_r_danger_1_the_recap_names_the_ability_that_raised_danger() -> None:
    """R-DANGER-1 (a rule or ability says so): the recap says the soldier
    sounded the alert, not a bare "+1: Soldier"."""
    rules, _, _ = load(CASES / "escort-completes-on-arrival.jsonl")
    card = rules.enemy_cards["soldier"]
    (alert,) = [i for i, a in enumerate(card.abilities) if a.name == "Sound the Alert"]
    raised = Event(EventKind.DANGER, {"danger": 1, "amount": 1, "reason": "Soldier"})
    turn = Event(
        EventKind.NAZI_TURN,
        {
            "enemy": "soldier-2",
            "type": "soldier",
            "steps": [{"what": "ability", "type": "soldier", "ability": alert}],
        },
    )
    assert danger_causes([raised, turn], Names(rules)) == ['+1: Soldier 2 used "Sound the Alert"']
    killed = Event(
        EventKind.DANGER,
        {"danger": 2, "amount": 1, "reason": "kill", "enemy": "soldier-3", "type": "soldier"},
    )
    assert danger_causes([killed, turn], Names(rules)) == ["+1: Soldier killed"]
