"""Hero weapons whose dice thin out with distance (`dice_falloff`, as the
Soldier's submachine gun in RULES §2) and `on_kill` abilities of weapons and
hero cards (R-ATK-3, R-ATK-8, R-GLORY-1).

Klaus Kreutz: precision 2. Test arena: room a A1-F6.
"""

from __future__ import annotations

import copy

import pytest

from tests.engine.games import ARENA, activate, new_game, play, put_enemy
from tests.engine.games import rules_for as arena_rules
from tests.refusal_words import said
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.effects import Ability
from wolfenstein_tui.engine.rules import combat
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Attack, Choose, IllegalCommand, UseAbility
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import GameState, Weapon

RULES = arena_rules()


def armed(weapon: str, target_square: str, rules: Rules = RULES) -> GameState:
    """Klaus on C1 with `weapon` in hand and ammo; a soldier on `target_square`."""
    state = new_game(rules)
    state.enemies.clear()
    klaus = state.heroes["klaus"]
    klaus.weapons.append(Weapon(weapon))
    klaus.active_weapon = 1
    klaus.ammo = {"light": 2, "heavy": 2, "special": 2}
    state = put_enemy(rules, state, "soldier-1", "soldier", target_square)
    return activate(rules, state, "klaus", "C1")


@pytest.mark.parametrize(("square", "dice"), [("C2", 6), ("C3", 5)])
def test_r_atk_3_drum_shotgun_rolls_one_die_fewer_per_square_between(
    square: str, dice: int
) -> None:
    """Drum shotgun: precision 2 + 4 dice adjacent; at distance 2 one square
    lies between: one die fewer."""
    state = armed("drum-shotgun", square)
    klaus = state.heroes["klaus"]
    assert combat.attack_dice(Turn(RULES, state), klaus, None, "soldier-1") == dice
    _, events = play(RULES, state, Attack("klaus", "soldier-1"), ["blank"] * dice)
    assert next(e for e in events if e.kind is EventKind.ATTACKED).data["dice"] == dice


def test_r_atk_3_falloff_never_below_its_minimum() -> None:
    """A steep falloff (9 dice a square) on a weak hand still rolls the
    minimum (1 die)."""
    decks = builtin_decks()
    card = decks.weapon("drum-shotgun")
    steep = card.abilities[0].effects[0].model_copy(update={"per_square": 9})
    card = card.model_copy(
        update={"abilities": [card.abilities[0].model_copy(update={"effects": [steep]})]}
    )
    weapons = [card if w.id == card.id else w for w in decks.weapons]
    decks = decks.model_copy(update={"weapons": weapons})
    rules = Rules(load_mission(ARENA, decks), decks)
    state = armed("drum-shotgun", "C3", rules)
    state.heroes["klaus"].precision = 0
    assert combat.attack_dice(Turn(rules, state), state.heroes["klaus"], None, "soldier-1") == 1


def test_r_atk_8_marksman_rifle_confirmed_kill_gives_one_more_glory() -> None:
    """The soldier's player loot is 1 glory; the rifle's on_kill adds 1."""
    state = armed("marksman-rifle", "C5")
    state, _ = play(
        RULES, state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank", "blank"]
    )
    while state.pending is not None:
        state, _ = play(RULES, state, Choose(0))
    assert state.heroes["klaus"].glory == 2


def test_r_atk_8_no_kill_no_on_kill() -> None:
    state = armed("marksman-rifle", "C5")
    state, _ = play(
        RULES, state, Attack("klaus", "soldier-1"), ["shield", "blank", "blank", "blank"]
    )
    assert "soldier-1" in state.enemies
    assert state.heroes["klaus"].glory == 0


def rules_with_klaus_ability(ability: Ability) -> Rules:
    decks = builtin_decks()
    heroes = [
        h.model_copy(update={"abilities": [*h.abilities, ability]}) if h.id == "klaus" else h
        for h in decks.heroes
    ]
    decks = decks.model_copy(update={"heroes": heroes})
    return Rules(load_mission(ARENA, decks), decks)


BLOODLUST = Ability.model_validate(
    {
        "name": "Bloodlust",
        "text": "Every kill gives you 1 AP.",
        "trigger": "on_kill",
        "effects": [{"effect": "gain_ap", "amount": 1}],
    }
)


def test_r_atk_8_a_hero_cards_on_kill_ability_works_by_itself() -> None:
    """A hero card's on_kill ability happens after each kill of that hero,
    with no glory spent (R-GLORY-1: only spent abilities cost glory)."""
    rules = rules_with_klaus_ability(BLOODLUST)
    state = armed("marksman-rifle", "C5", rules)
    ap = state.heroes["klaus"].ap
    state, _ = play(
        rules, state, Attack("klaus", "soldier-1"), ["heart", "blank", "blank", "blank"]
    )
    while state.pending is not None:
        state, _ = play(rules, state, Choose(0))
    klaus = state.heroes["klaus"]
    assert klaus.ap == ap - 3 + 1
    assert not klaus.glory_used


def test_r_glory_1_an_on_kill_ability_is_never_spent() -> None:
    rules = rules_with_klaus_ability(BLOODLUST)
    state = armed("marksman-rifle", "C5", rules)
    index = len(rules.hero_card("klaus").abilities) - 1
    state.heroes["klaus"].glory = 9
    assert not any(
        isinstance(c, UseAbility) and c.ability == index for c in rules.legal_actions(state)
    )
    before = copy.deepcopy(state)
    with pytest.raises(IllegalCommand) as refused:
        rules.apply(state, UseAbility("klaus", index))
    assert state == before
    assert refused.value.refusal.code == "ability.on-kill"
    assert "works by itself on a kill" in said(rules, refused.value, state)
