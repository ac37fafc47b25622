"""The rulebook's worked example "Sous le feu ennemi" (seeds/rulebook-fr.txt,
lines 905-945), played through the engine end to end.

Klaus Kreutz (6 AP) moves 4 squares (4 AP) and runs into two soldiers, one
2 squares away, the other 4. His Pistol 1960 reaches 2 squares, so he shoots
the near one (2 AP) with 3 dice (precision 2 + 1 die): reload, blank, shield.
War Veteran rerolls the reload: heart. The shield takes 1 armor (3 -> 2), the
heart kills the 1-HP soldier. Klaus takes the player loot (1 glory, 1
equipment card, 1 ammo token of his choice); a noise token is in the room,
danger rises by 1 and Klaus has no AP left.

R-ATK-1, R-ATK-2, R-ATK-3, R-ATK-4, R-ATK-5, R-ATK-7, R-ATK-8, R-DICE-3,
R-DICE-4, R-NOISE-1, R-NOISE-3, R-DANGER-1.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import ARENA
from tests.refusal_words import said
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.log.gamelog import LogError, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    IllegalCommand,
    Move,
    StartActivation,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import GameState

SOLO = (("klaus", "blazkowicz", "anya", "max"),)

# Klaus appears on the hero spawn A1 and moves 4 squares along row 1 to E1.
# Soldier 1 is 2 squares from E1 (E3), soldier 2 is 4 squares away (A5) and
# in plain sight, so only the pistol's range keeps Klaus from shooting it.
KLAUS_END = "E1"
NEAR, FAR = "E3", "A5"


def example_rules(tmp_path: Path) -> Rules:
    text = ARENA.read_text(encoding="utf-8")
    assert "\nenemies:" not in text
    text += (
        "enemies:\n"
        f"  - {{id: soldier-1, type: soldier, square: {NEAR}}}\n"
        f"  - {{id: soldier-2, type: soldier, square: {FAR}}}\n"
    )
    path = tmp_path / "worked-example.yaml"
    path.write_text(text, encoding="utf-8")
    decks = builtin_decks()
    return Rules(load_mission(path, decks), decks)


@pytest.fixture
def rules(tmp_path: Path) -> Rules:
    return example_rules(tmp_path)


def assert_example_outcome(state: GameState, equipment_before: int) -> None:
    """Where the example leaves the game (steps 5 to 7)."""
    klaus = state.heroes["klaus"]
    assert state.pending is None
    assert "soldier-1" not in state.enemies  # killed (R-ATK-8)
    assert state.killed == ["soldier-1"]
    assert state.enemies["soldier-2"].hp == 1  # untouched
    assert state.enemies["soldier-2"].armor == 3
    assert klaus.glory == 1  # player loot: 1 glory
    assert len(klaus.carried) == equipment_before + 1  # 1 equipment card
    assert klaus.ammo == {"light": 2, "heavy": 0, "special": 0}  # + 1 of his choice
    assert state.noise == {"a"}  # a noise token in the room (R-NOISE-1)
    assert state.danger == 1  # danger +1 (R-DANGER-1)
    assert klaus.ap == 0  # 6 - 4 (move) - 2 (attack)
    assert klaus.square == parse_square(KLAUS_END)
    assert klaus.weapons[0].reload is False  # the reload was rerolled away (R-ATK-5)
    others = [h for h in state.heroes.values() if h.id != "klaus"]
    assert all(h.glory == 0 for h in others)  # the soldier has no team loot


def test_worked_example_direct_apply(rules: Rules) -> None:
    """R-ATK-1..8, R-DICE-3, R-DANGER-1: the example, one command at a time."""
    state, _ = rules.new_game(Setup(seats=SOLO, seeded_dice=False, skip_nazi_phase=True))
    state, _ = rules.apply(state, StartActivation("klaus"))
    klaus = state.heroes["klaus"]
    assert klaus.square == parse_square("A1")
    assert klaus.ap == 6
    assert klaus.precision == 2
    assert klaus.weapons[0].card == "pistol-1960"
    equipment_before = len(klaus.carried)

    # 1. Klaus moves 4 squares (4 AP).
    state, _ = rules.apply(state, Move("klaus", parse_square(KLAUS_END)))
    assert state.heroes["klaus"].ap == 2

    # 2. The far soldier is out of the pistol's range of 2 (R-ATK-2).
    with pytest.raises(IllegalCommand) as refused:
        rules.apply(state, Attack("klaus", "soldier-2"), ["blank"] * 3)
    assert refused.value.refusal.code == "attack.out-of-range"
    assert refused.value.refusal.rule == "R-ATK-2"
    assert said(rules, refused.value, state) == (
        "Soldier 2 is 4 squares away; the Pistol 1960 reaches 2."
    )
    assert state.heroes["klaus"].ap == 2  # nothing was spent

    # 3-4. The near one: 3 dice (precision 2 + 1, R-ATK-3): reload, blank, shield.
    state, events = rules.apply(state, Attack("klaus", "soldier-1"), ["reload", "blank", "shield"])
    attacked = next(e for e in events if e.kind is EventKind.ATTACKED)
    assert attacked.data["dice"] == 3
    assert state.heroes["klaus"].ap == 0
    # War Veteran (∞, R-ATK-7) offers to reroll the reload result.
    pending = state.pending
    assert pending is not None and pending.kind is DecisionKind.REROLL
    assert pending.context["sources"][0]["name"] == "War Veteran"
    assert pending.options == ["keep", "0"]  # keep, or reroll die 1 (the reload)
    assert pending.context["faces"][0] == "reload"
    assert state.enemies["soldier-1"].armor == 3  # nothing resolved yet

    # The reroll gives a heart; the shield takes armor, the heart the last HP.
    state, events = rules.apply(state, Choose(1), ["heart"])
    damaged = next(e for e in events if e.kind is EventKind.DAMAGED)
    assert damaged.data["armor_lost"] == 1  # 3 -> 2 armor
    assert damaged.data["hp_lost"] == 1  # 1 -> 0 HP: dead
    assert any(e.kind is EventKind.KILLED for e in events)
    assert not any(e.kind is EventKind.RELOAD_TOKEN for e in events)

    # 6. Loot: the ammo token is of Klaus's choice.
    pending = state.pending
    assert pending is not None and pending.kind is DecisionKind.AMMO_CHOICE
    assert pending.options == ["light", "heavy", "special"]
    state, _ = rules.apply(state, Choose(0))

    # 7. Noise in the room, danger +1, Klaus out of AP.
    assert_example_outcome(state, equipment_before)


def test_worked_example_as_game_log(rules: Rules) -> None:
    """R-DICE-4 [D]: the same example written by hand as a manual-dice game
    log, replayed through the engine."""
    header = Header(
        mission="arena",
        mission_hash="",
        decks_hash="",
        seats=SOLO,
        seed=0,
        dice="manual",
        skip_nazi_phase=True,
    )
    lines = [
        {"do": {"command": "start_activation", "hero": "klaus"}},
        {"do": {"command": "move", "hero": "klaus", "to": KLAUS_END}},
        {"do": {"command": "attack", "hero": "klaus", "target": "soldier-1"}},
        {"dice": ["reload", "blank", "shield"]},
        {"do": {"command": "choose", "option": 1}},
        {"dice": ["heart"]},
        {"do": {"command": "choose", "option": 0}},
    ]
    numbered = list(enumerate(lines, start=2))
    result = replay(rules, header, numbered, check=False)
    assert result.problems == []
    start, _ = rules.new_game(header.setup())
    assert_example_outcome(result.record.state, len(start.heroes["klaus"].carried))


def test_worked_example_log_refuses_the_far_soldier(rules: Rules) -> None:
    """R-ATK-2: a log line shooting the soldier 4 squares away is refused,
    naming the line and the reason."""
    header = Header(
        mission="arena",
        mission_hash="",
        decks_hash="",
        seats=SOLO,
        seed=0,
        dice="manual",
        skip_nazi_phase=True,
    )
    lines = [
        {"do": {"command": "start_activation", "hero": "klaus"}},
        {"do": {"command": "move", "hero": "klaus", "to": KLAUS_END}},
        {"do": {"command": "attack", "hero": "klaus", "target": "soldier-2"}},
        {"dice": ["heart", "heart", "heart"]},
    ]
    with pytest.raises(LogError) as refused:
        replay(rules, header, list(enumerate(lines, start=2)), check=False)
    assert refused.value.line == 4
    assert refused.value.code == "log.refused"
    assert refused.value.refused is not None and "R-ATK-2" in str(refused.value.refused)


def test_worked_example_keeping_the_reload(rules: Rules) -> None:
    """R-DICE-3, R-ATK-5: had Klaus kept the reload, the shield would still take
    1 armor and the pistol would carry a reload token (the damage stands)."""
    state, _ = rules.new_game(Setup(seats=SOLO, seeded_dice=False, skip_nazi_phase=True))
    state, _ = rules.apply(state, StartActivation("klaus"))
    state, _ = rules.apply(state, Move("klaus", parse_square(KLAUS_END)))
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), ["reload", "blank", "shield"])
    state, _ = rules.apply(state, Choose(0))
    soldier = state.enemies["soldier-1"]
    assert (soldier.hp, soldier.armor) == (1, 2)
    assert state.heroes["klaus"].weapons[0].reload is True
    assert state.danger == 0
