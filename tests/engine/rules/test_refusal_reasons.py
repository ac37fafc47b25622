"""Every reason a command is refused (engine.rules.refusals): two or three rules
refusing one command are all named, the first is the one `Rules.apply`
raises, and the list is empty exactly when the command is legal.

Situations on the test arena (tests/engine/missions/arena.yaml): room a
A1-F6, room b G1-J3 behind the door F2-G2."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.games import ARENA, activate, new_game, put_enemy, rules_for
from tests.refusal_words import said_all_and_rules as said_all
from tests.refusal_words import said_and_rule as said
from wolfenstein_tui.engine.rules import combat
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.rules.refusals import refusal_reasons
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    DiceNeeded,
    IllegalCommand,
    Reload,
    SilentExecution,
    TakeFatigue,
    UseAbility,
)
from wolfenstein_tui.engine.state.refusals import TEXT
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Phase
from wolfenstein_tui.words.refusals import SENTENCES

RULES = rules_for(ARENA)


def apply_reason(rules: Rules, state: GameState, command: Command) -> str | None:
    try:
        rules.apply(state, command)
    except DiceNeeded:
        return None
    except IllegalCommand as error:
        return said(rules, error, state)
    return None


def test_r_atk_5_and_r_atk_1_reloaded_and_no_ammo_are_both_named() -> None:
    """R-ATK-5 + R-ATK-1: B.J. reloaded his pistol this activation (no
    fatigue action) and has no light ammo left: both reasons, not only the
    first."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "officer-1", "officer", "A3")
    state.heroes["blazkowicz"].weapons[0].reload = True
    state.heroes["blazkowicz"].ammo["light"] = 0
    state = activate(RULES, state, "blazkowicz", "A1")
    state, _ = RULES.apply(state, Reload("blazkowicz", 0))
    reasons = said_all(
        RULES, refusal_reasons(RULES, state, Attack("blazkowicz", "officer-1")), state
    )
    assert reasons[0] == apply_reason(RULES, state, Attack("blazkowicz", "officer-1"))
    assert len(reasons) == 2
    assert "reloaded this activation" in reasons[0] and "[R-ATK-5]" in reasons[0]
    assert "light ammo" in reasons[1] and "[R-ATK-1]" in reasons[1]


def test_r_ap_2_r_atk_5_r_atk_2_three_rules_refuse_one_attack() -> None:
    """R-AP-2 + R-ATK-5 + R-ATK-2: B.J. has attacked (no fatigue action),
    the pistol took a reload token, and the target stands beyond its range:
    three reasons, in the engine's order."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "officer-1", "officer", "A3")
    state = put_enemy(RULES, state, "soldier-1", "soldier", "F6")
    state = activate(RULES, state, "blazkowicz", "A1")
    state, _ = RULES.apply(state, Attack("blazkowicz", "officer-1"), ["reload", "blank", "blank"])
    hero = state.heroes["blazkowicz"]
    assert hero.weapons[0].reload and hero.attacks_made == 1
    card = RULES.weapon_cards[hero.weapons[0].card]
    assert card.range < 5  # F6 is 5 squares from A1
    reasons = said_all(
        RULES, refusal_reasons(RULES, state, Attack("blazkowicz", "soldier-1")), state
    )
    assert [r.split("[")[-1] for r in reasons] == ["R-AP-2]", "R-ATK-5]", "R-ATK-2]"]
    assert reasons[0] == apply_reason(RULES, state, Attack("blazkowicz", "soldier-1"))


def test_r_atk_6_special_mode_refused_for_mode_and_ammo_and_reload() -> None:
    """R-ATK-6 + R-ATK-5: a special mode already used this activation, not
    enough ammo for it, and a reload token: three reasons."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "officer-1", "officer", "A3")
    state = activate(RULES, state, "blazkowicz", "A1")
    state, _ = RULES.apply(state, TakeFatigue("blazkowicz"))
    state, _ = RULES.apply(
        state, Attack("blazkowicz", "officer-1", 0), ["reload", "blank", "blank", "blank"]
    )
    state = state.clone()
    state.heroes["blazkowicz"].ammo["light"] = 0
    reasons = said_all(
        RULES, refusal_reasons(RULES, state, Attack("blazkowicz", "officer-1", 0)), state
    )
    joined = " | ".join(reasons)
    assert "reload token" in joined and "[R-ATK-1]" in joined
    assert "already used a special attack mode" in joined
    assert "costs 1 light ammo" in joined and joined.count("[R-ATK-6]") == 2


def test_r_atk_5_reload_without_token_and_without_ap() -> None:
    """R-ATK-5: no reload token and fewer than 2 AP: both reasons."""
    state = new_game(RULES)
    state = activate(RULES, state, "blazkowicz", "A1")
    state = state.clone()
    state.heroes["blazkowicz"].ap = 1
    reasons = said_all(RULES, refusal_reasons(RULES, state, Reload("blazkowicz", 0)), state)
    assert len(reasons) == 2
    assert "no reload token" in reasons[0] and "costs 2 AP" in reasons[1]


def test_r_glory_1_ability_spent_and_too_dear() -> None:
    """R-GLORY-1 (+ R-DIFF at the hardest level: one more glory): glory
    already spent this turn and too little left: both reasons."""
    state = new_game(RULES, difficulty=Difficulty.I_AM_DEATH_INCARNATE, shared_life_hero="klaus")
    state = activate(RULES, state, "blazkowicz", "A1")
    state = state.clone()
    hero = state.heroes["blazkowicz"]
    card = RULES.hero_card("blazkowicz")
    index = next(i for i, a in enumerate(card.abilities) if a.trigger.value == "on_use")
    hero.glory_used = True
    hero.glory = card.abilities[index].glory_cost  # one short at the hardest level
    reasons = said_all(RULES, refusal_reasons(RULES, state, UseAbility("blazkowicz", index)), state)
    assert "already spent glory" in reasons[0]
    assert f"costs {card.abilities[index].glory_cost + 1} glory" in reasons[1]


def test_r_death_2_a_bleeding_hero_is_told_that_first() -> None:
    """R-DEATH-2: a bleeding hero can do nothing; the attack's own reasons
    (R-ATK-2: out of range) follow."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "F6")
    state = activate(RULES, state, "blazkowicz", "A1")
    state = state.clone()
    state.heroes["blazkowicz"].bleeding = True
    state.heroes["blazkowicz"].hp = 0
    reasons = said_all(
        RULES, refusal_reasons(RULES, state, Attack("blazkowicz", "soldier-1")), state
    )
    assert "[R-DEATH-2]" in reasons[0] and "[R-ATK-2]" in reasons[-1]


def test_r_atk_10_silent_execution_far_and_tired() -> None:
    """R-ATK-10 + R-AP-2: not adjacent and already attacked: both."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "officer-1", "officer", "A3")
    state = activate(RULES, state, "blazkowicz", "A1")
    state, _ = RULES.apply(state, Attack("blazkowicz", "officer-1"), ["blank"] * 3)
    state = state.clone()
    knife = next(i.id for i in RULES.item_cards.values() if i.execution_dice)
    state.heroes["blazkowicz"].carried.append(knife)
    reasons = said_all(
        RULES,
        refusal_reasons(RULES, state, SilentExecution("blazkowicz", "officer-1", knife)),
        state,
    )
    assert "[R-AP-2]" in reasons[0] and "[R-ATK-10]" in reasons[1]


def candidates(state: GameState) -> list[Command]:
    """The commands a player looks for: every attack and mode on every
    enemy, every reload, the fatigue action, every ability."""
    hero = state.heroes.get(state.active_hero or "")
    if hero is None:
        return []
    found: list[Command] = [TakeFatigue(hero.id)]
    modes: list[int | None] = [None]
    if hero.weapons:
        card = RULES.weapon_cards[hero.weapons[hero.active_weapon].card]
        modes += list(range(len(card.modes)))
    for enemy in state.enemies.values():
        found += [Attack(hero.id, enemy.id, m) for m in modes]
    found += [Reload(hero.id, i) for i in range(len(hero.weapons))]
    found += [UseAbility(hero.id, i) for i in range(len(RULES.hero_card(hero.id).abilities))]
    return found


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_reasons_agree_with_apply_in_random_games(seed: int, steps: int) -> None:
    """In random legal games: the reasons are empty exactly when
    `Rules.apply` accepts, the first is `Rules.apply`'s, none repeats, and
    the fast `attack_problem` is the first of `attack_problems`."""
    chooser = random.Random(seed)
    difficulty = list(Difficulty)[seed % 4]
    hardest = difficulty is Difficulty.I_AM_DEATH_INCARNATE
    state, _ = RULES.new_game(
        Setup(
            seats=(("klaus", "blazkowicz", "anya", "max"),),
            seed=seed,
            difficulty=difficulty,
            skip_nazi_phase=True,
            shared_life_hero="klaus" if hardest else None,
        )
    )
    for _ in range(steps):
        legal = RULES.legal_actions(state)
        if not legal:
            break
        state, _ = RULES.apply(state, chooser.choice(legal))
    for command in [*RULES.legal_actions(state), *candidates(state)]:
        first = apply_reason(RULES, state, command)
        refusals = refusal_reasons(RULES, state, command)
        assert all(r.code == TEXT or r.code in SENTENCES for r in refusals), refusals
        reasons = said_all(RULES, refusals, state)
        assert (first is None) == (reasons == []), (command, first, reasons)
        if first is not None:
            assert reasons[0] == first
            assert len(set(reasons)) == len(reasons)
        hero = state.heroes.get(state.active_hero or "")
        if (
            isinstance(command, Attack)
            and hero is not None
            and hero.square is not None
            and state.phase is Phase.HEROES
        ):
            turn = Turn(RULES, state)
            problems = combat.attack_problems(turn, hero, command.target, command.mode)
            assert combat.attack_problem(turn, hero, command.target, command.mode) == (
                problems[0] if problems else None
            )
