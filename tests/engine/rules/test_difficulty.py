"""Difficulty levels: RULES.md §18 (R-DIFF), one test per cell of the table that
the engine implements (R-GAME-4). The boss cells (Hans Grösse, the Puppet
Master, Hitler) and the hardest level's "heroes count as noise for activation"
belong to the nazi phase and boss content, which come later."""

from __future__ import annotations

import pytest

from tests.engine.games import SOLO, activate, new_game, put_enemy, put_hero, rules_for
from tests.refusal_words import said
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.rules.referee import Setup
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    EndActivation,
    IllegalCommand,
    Reload,
    Search,
    SharedLife,
    StartActivation,
    TakeFatigue,
    UseAbility,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Difficulty, GameState

DADDY = Difficulty.CAN_I_PLAY_DADDY
DONT_HURT = Difficulty.DONT_HURT_ME
NORMAL = Difficulty.BRING_EM_ON
DEATH = Difficulty.I_AM_DEATH_INCARNATE
ALL_LEVELS = [DADDY, DONT_HURT, NORMAL, DEATH]

BLANKS = ["blank", "blank", "blank"]  # Klaus: precision 2 + pistol 1 die
KILL = ["heart", "blank", "blank"]  # one heart kills a soldier (1 HP)


def game(difficulty: Difficulty, **options) -> GameState:
    if difficulty is DEATH:
        options.setdefault("shared_life_hero", "klaus")
    return new_game(rules_for(), difficulty=difficulty, **options)


def refused(rules, state: GameState, command, faces=None) -> str:
    before = state.clone()
    with pytest.raises(IllegalCommand) as info:
        rules.apply(state, command, faces)
    assert info.value.refusal.code
    assert state == before
    return said(rules, info.value, state)


def duel(difficulty: Difficulty) -> GameState:
    """Klaus alone in the big room on F5; a soldier alone in the corridor on G5,
    across the barricade: adjacent, in range and in sight."""
    rules = rules_for()
    state = put_enemy(rules, game(difficulty), "soldier-1", "soldier", "G5")
    return activate(rules, state, "klaus", "F5")


# --- Ammo ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("difficulty", "tokens"), [(DADDY, 3), (DONT_HURT, 1), (NORMAL, 1), (DEATH, 1)]
)
def test_r_diff_ammo_daddy_two_more_ammo_tokens_at_start(difficulty, tokens):
    """R-DIFF Ammo: "Can I play, Daddy?" gives +2 ammo tokens at the start, on top
    of the hero's own token (R-SETUP-4); the other levels do not."""
    rules = rules_for()
    state = game(difficulty)
    for hero in state.heroes.values():
        own = rules.hero_card(hero.id).ammo.value
        assert hero.ammo[own] >= 1
        assert sum(hero.ammo.values()) == tokens


@pytest.mark.parametrize("difficulty", [DADDY, DONT_HURT])
def test_r_diff_ammo_easy_levels_attack_without_an_ammo_token(difficulty):
    """R-DIFF Ammo: at the two easiest levels attacks need no ammo token."""
    rules = rules_for()
    state = duel(difficulty)
    state.heroes["klaus"].ammo = {"light": 0, "heavy": 0, "special": 0}
    assert Attack("klaus", "soldier-1") in rules.legal_actions(state)
    state, events = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    assert any(e.kind is EventKind.ATTACKED for e in events)
    assert state.heroes["klaus"].ammo["light"] == 0


@pytest.mark.parametrize("difficulty", [NORMAL, DEATH])
def test_r_diff_ammo_normal_levels_need_an_ammo_token(difficulty):
    """R-DIFF Ammo "normal" (R-ATK-1): no ammo token of the weapon's type, no attack;
    a normal attack does not spend the token."""
    rules = rules_for()
    state = duel(difficulty)
    state.heroes["klaus"].ammo = {"light": 0, "heavy": 2, "special": 2}
    reason = refused(rules, state, Attack("klaus", "soldier-1"), BLANKS)
    assert "ammo" in reason
    assert Attack("klaus", "soldier-1") not in rules.legal_actions(state)
    state.heroes["klaus"].ammo["light"] = 1
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    assert state.heroes["klaus"].ammo["light"] == 1


def test_r_diff_ammo_death_special_attacks_cost_one_more_token():
    """R-DIFF Ammo "I am Death incarnate": a special attack mode costs one more
    ammo token of its type (Double Tap: 1 + 1 = 2 light)."""
    rules = rules_for()
    state = duel(DEATH)
    reason = refused(rules, state, Attack("klaus", "soldier-1", 0), [*BLANKS, "blank"])
    assert "2" in reason
    assert Attack("klaus", "soldier-1", 0) not in rules.legal_actions(state)
    state.heroes["klaus"].ammo["light"] = 2
    state, _ = rules.apply(state, Attack("klaus", "soldier-1", 0), [*BLANKS, "blank"])
    assert state.heroes["klaus"].ammo["light"] == 0


@pytest.mark.parametrize("difficulty", [DADDY, DONT_HURT, NORMAL])
def test_r_diff_ammo_special_attack_costs_the_card_cost_below_death(difficulty):
    """R-DIFF Ammo: below the hardest level, Double Tap costs its card's 1 token."""
    rules = rules_for()
    state = duel(difficulty)
    state.heroes["klaus"].ammo["light"] = 2
    state, _ = rules.apply(state, Attack("klaus", "soldier-1", 0), [*BLANKS, "blank"])
    assert state.heroes["klaus"].ammo["light"] == 1


# --- Glory --------------------------------------------------------------------------------------------


def _kill_glory(difficulty: Difficulty) -> int:
    rules = rules_for()
    state, _ = rules.apply(duel(difficulty), Attack("klaus", "soldier-1"), KILL)
    assert "soldier-1" not in state.enemies
    return state.heroes["klaus"].glory


def _event_glory(difficulty: Difficulty) -> int:
    """Search the event token with the Radio Room on top; "Send false orders"
    grants its player loot: 1 glory."""
    rules = rules_for()
    state = activate(rules, game(difficulty), "klaus", "B2")
    state, _ = rules.apply(state, Search("klaus", parse_square("C3")), cards=["radio-room"])
    assert state.pending is not None
    state, _ = rules.apply(state, Choose(0))
    return state.heroes["klaus"].glory


@pytest.mark.parametrize(
    ("difficulty", "glory"), [(DADDY, 2), (DONT_HURT, 1), (NORMAL, 1), (DEATH, 1)]
)
def test_r_diff_glory_from_kills(difficulty, glory):
    """R-DIFF Glory: double glory from kills only at "Can I play, Daddy?"
    (a Soldier's player loot is 1 glory)."""
    assert _kill_glory(difficulty) == glory


@pytest.mark.parametrize(
    ("difficulty", "glory"), [(DADDY, 2), (DONT_HURT, 2), (NORMAL, 1), (DEATH, 1)]
)
def test_r_diff_glory_from_events(difficulty, glory):
    """R-DIFF Glory: double glory from events at the two easiest levels."""
    assert _event_glory(difficulty) == glory


def _stubborn(difficulty: Difficulty, glory: int) -> GameState:
    """B.J. active with some glory; his ability 1 "Stubborn" costs 3 glory."""
    rules = rules_for()
    state = game(difficulty)
    state.heroes["blazkowicz"].glory = glory
    state.heroes["blazkowicz"].armor = 0
    return activate(rules, state, "blazkowicz", "B2")


def test_r_diff_glory_death_abilities_cost_one_more_and_give_fatigue():
    """R-DIFF Glory "I am Death incarnate": every ability costs +1 glory, and each
    glory spend gives a fatigue token (effect)."""
    rules = rules_for()
    state = _stubborn(DEATH, 3)
    reason = refused(rules, state, UseAbility("blazkowicz", 1))
    assert "4" in reason
    assert UseAbility("blazkowicz", 1) not in rules.legal_actions(state)
    state = _stubborn(DEATH, 4)
    assert UseAbility("blazkowicz", 1) in rules.legal_actions(state)
    state, _ = rules.apply(state, UseAbility("blazkowicz", 1))
    bj = state.heroes["blazkowicz"]
    assert bj.glory == 0
    assert bj.armor == 2
    assert bj.fatigue
    refused(rules, state, TakeFatigue("blazkowicz"))


def test_r_diff_glory_death_fatigue_is_an_effect_so_a_fatigued_hero_may_still_spend():
    """R-DIFF Glory with R-AP-5: the fatigue token is an effect, so a hero who is
    already fatigued may still spend glory (and keeps one token)."""
    rules = rules_for()
    state = game(DEATH)
    state.heroes["blazkowicz"].glory = 4
    state.heroes["blazkowicz"].fatigue = True
    state = activate(rules, state, "blazkowicz", "B2")
    state, _ = rules.apply(state, UseAbility("blazkowicz", 1))
    assert state.heroes["blazkowicz"].fatigue
    assert state.heroes["blazkowicz"].glory == 0


@pytest.mark.parametrize("difficulty", [DADDY, DONT_HURT, NORMAL])
def test_r_diff_glory_abilities_cost_the_card_price_below_death(difficulty):
    """R-DIFF Glory: below the hardest level an ability costs its card's price
    and gives no fatigue token."""
    rules = rules_for()
    state, _ = rules.apply(_stubborn(difficulty, 3), UseAbility("blazkowicz", 1))
    assert state.heroes["blazkowicz"].glory == 0
    assert not state.heroes["blazkowicz"].fatigue


# --- Shared life ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("difficulty", "tokens"), [(DADDY, 1), (DONT_HURT, 2), (NORMAL, 1)])
def test_r_diff_shared_life_tokens_at_start(difficulty, tokens):
    """R-DIFF Shared life: 2 tokens per hero at "Don't hurt me", 1 at normal
    (R-SETUP-4); "Can I play, Daddy?" keeps the normal token."""
    state = game(difficulty)
    assert [h.shared_life for h in state.heroes.values()] == [tokens] * 4


def test_r_diff_shared_life_death_only_the_chosen_hero_has_a_token():
    """R-DIFF Shared life "I am Death incarnate" [D]: only one hero starts with
    a shared-life token, the one the players choose (Setup.shared_life_hero)."""
    state = new_game(rules_for(), difficulty=DEATH, shared_life_hero="anya")
    assert {h.id: h.shared_life for h in state.heroes.values()} == {
        "klaus": 0,
        "blazkowicz": 0,
        "anya": 1,
        "max": 0,
    }


@pytest.mark.parametrize("choice", [None, "bombate", "nobody"])
def test_r_diff_shared_life_death_needs_a_chosen_hero_of_the_game(choice):
    """R-DIFF Shared life [D]: at the hardest level the players must choose the
    hero, one of the four playing."""
    with pytest.raises(IllegalCommand) as info:
        rules_for().new_game(
            Setup(seats=SOLO, difficulty=DEATH, shared_life_hero=choice, skip_nazi_phase=True)
        )
    assert info.value.reason.strip()


@pytest.mark.parametrize("difficulty", [DADDY, DONT_HURT, NORMAL])
def test_r_diff_shared_life_hero_choice_only_at_the_hardest_level(difficulty):
    """R-DIFF Shared life: the single-token choice exists only at the hardest level."""
    with pytest.raises(IllegalCommand):
        rules_for().new_game(
            Setup(seats=SOLO, difficulty=difficulty, shared_life_hero="klaus", skip_nazi_phase=True)
        )


def _restore(difficulty: Difficulty, tokens: int) -> tuple[GameState, GameState]:
    """Klaus (with `tokens` shared-life tokens) next to a bleeding B.J."""
    rules = rules_for()
    state = put_hero(game(difficulty), "blazkowicz", "B3")
    state.heroes["blazkowicz"].hp = 0
    state.heroes["blazkowicz"].bleeding = True
    state.heroes["klaus"].shared_life = tokens
    return rules, activate(rules, state, "klaus", "B2")


def test_r_diff_shared_life_daddy_restoring_needs_no_token():
    """R-DIFF Shared life "Can I play, Daddy?": restoring a bleeding hero needs
    no shared-life token (and spends none)."""
    rules, state = _restore(DADDY, 0)
    assert SharedLife("klaus", "blazkowicz") in rules.legal_actions(state)
    state, _ = rules.apply(state, SharedLife("klaus", "blazkowicz"))
    assert not state.heroes["blazkowicz"].bleeding
    assert state.heroes["blazkowicz"].hp == 5
    assert state.heroes["klaus"].shared_life == 0
    rules, state = _restore(DADDY, 1)
    state, _ = rules.apply(state, SharedLife("klaus", "blazkowicz"))
    assert state.heroes["klaus"].shared_life == 1


@pytest.mark.parametrize("difficulty", [DONT_HURT, NORMAL, DEATH])
def test_r_diff_shared_life_other_levels_need_and_spend_a_token(difficulty):
    """R-DIFF Shared life (R-DEATH-3): elsewhere a token is needed and discarded."""
    rules, state = _restore(difficulty, 0)
    refused(rules, state, SharedLife("klaus", "blazkowicz"))
    assert SharedLife("klaus", "blazkowicz") not in rules.legal_actions(state)
    rules, state = _restore(difficulty, 1)
    state, _ = rules.apply(state, SharedLife("klaus", "blazkowicz"))
    assert state.heroes["klaus"].shared_life == 0
    assert not state.heroes["blazkowicz"].bleeding


# --- Noise ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("difficulty", "noisy"), [(DADDY, False), (DONT_HURT, False), (NORMAL, True), (DEATH, True)]
)
def test_r_diff_noise_attacks(difficulty, noisy):
    """R-DIFF Noise: at the two easiest levels attacks make no noise; otherwise
    an attack makes noise in the attacker's and the target's zones (R-NOISE-1)."""
    rules = rules_for()
    state = duel(difficulty)
    assert state.noise == set()
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    assert state.noise == ({"a", "c"} if noisy else set())


@pytest.mark.parametrize("difficulty", ALL_LEVELS)
def test_r_diff_noise_quiet_attacks_still_raise_danger_on_a_kill(difficulty):
    """R-DIFF Noise with R-DANGER-1: "attacks make no noise" at the easy levels
    only removes the noise; killing an enemy still raises danger by 1 (only
    silent execution and silencers spare the danger marker, R-ATK-10/11)."""
    rules = rules_for()
    state, _ = rules.apply(duel(difficulty), Attack("klaus", "soldier-1"), KILL)
    assert "soldier-1" not in state.enemies
    assert state.danger == 1


def _sharing(difficulty: Difficulty):
    """Klaus activates in the big room where B.J. already stands."""
    rules = rules_for()
    state = put_hero(game(difficulty), "blazkowicz", "E5")
    return rules, activate(rules, state, "klaus", "B2")


@pytest.mark.parametrize(
    ("difficulty", "noisy"), [(DADDY, False), (DONT_HURT, True), (NORMAL, True), (DEATH, True)]
)
def test_r_diff_noise_heroes_sharing_a_zone(difficulty, noisy):
    """R-DIFF Noise: at "Can I play, Daddy?" heroes sharing a zone make no noise
    (R-NOISE-2 otherwise), neither during the activation nor at maintenance."""
    rules, state = _sharing(difficulty)
    assert state.noise == ({"a"} if noisy else set())
    state, _ = rules.apply(state, EndActivation("klaus"))
    assert state.noise == ({"a"} if noisy else set())
    state.activated = ["klaus", "blazkowicz", "anya"]
    state, _ = rules.apply(state, StartActivation("max"))
    state, _ = rules.apply(state, EndActivation("max"))  # maintenance re-places noise
    assert state.round == 2
    assert state.noise == ({"a"} if noisy else set())


# --- Reload -----------------------------------------------------------------------------------------------


def _jammed(difficulty: Difficulty) -> GameState:
    state = duel(difficulty)
    state.heroes["klaus"].weapons[0].reload = True
    return state


@pytest.mark.parametrize("difficulty", [DADDY, DONT_HURT])
def test_r_diff_reload_easy_levels_reload_and_attack_in_the_same_turn(difficulty):
    """R-DIFF Reload: at the two easiest levels a hero may reload and attack in
    the same turn without the fatigue action."""
    rules = rules_for()
    state, _ = rules.apply(_jammed(difficulty), Reload("klaus", 0))
    assert not state.heroes["klaus"].weapons[0].reload
    assert Attack("klaus", "soldier-1") in rules.legal_actions(state)
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    assert state.heroes["klaus"].ap == 2
    assert not state.heroes["klaus"].fatigue


def test_r_diff_reload_normal_attack_after_reload_needs_fatigue():
    """R-DIFF Reload "normal" (R-ATK-5): after reloading, that weapon attacks again
    this activation only after the fatigue action."""
    rules = rules_for()
    state, _ = rules.apply(_jammed(NORMAL), Reload("klaus", 0))
    reason = refused(rules, state, Attack("klaus", "soldier-1"), BLANKS)
    assert "fatigue" in reason
    state, _ = rules.apply(state, TakeFatigue("klaus"))
    state, _ = rules.apply(state, Attack("klaus", "soldier-1"), BLANKS)
    assert state.heroes["klaus"].attacks_made == 1


@pytest.mark.parametrize("difficulty", [DADDY, DONT_HURT, NORMAL])
def test_r_diff_reload_rolls_no_die_below_death(difficulty):
    """R-DIFF Reload: below the hardest level reloading rolls nothing (a face
    given with the command is refused as not needed)."""
    rules = rules_for()
    refused(rules, _jammed(difficulty), Reload("klaus", 0), ["reload"])
    state, events = rules.apply(_jammed(difficulty), Reload("klaus", 0))
    assert not any(e.kind is EventKind.DICE_ROLLED for e in events)
    assert not state.heroes["klaus"].weapons[0].reload


def test_r_diff_reload_death_token_stays_on_a_reload_face():
    """R-DIFF Reload "I am Death incarnate": when removing a reload token, roll a
    die; on a reload face the token stays (the 2 AP are spent)."""
    rules = rules_for()
    state, events = rules.apply(_jammed(DEATH), Reload("klaus", 0), ["reload"])
    assert state.heroes["klaus"].weapons[0].reload
    assert state.heroes["klaus"].ap == 4
    assert [e.data["faces"] for e in events if e.kind is EventKind.DICE_ROLLED] == [["reload"]]
    refused(rules, state, Attack("klaus", "soldier-1"), BLANKS)


@pytest.mark.parametrize("face", ["heart", "shield", "blank"])
def test_r_diff_reload_death_token_removed_on_other_faces(face):
    """R-DIFF Reload "I am Death incarnate": any other face removes the token."""
    rules = rules_for()
    state, _ = rules.apply(_jammed(DEATH), Reload("klaus", 0), [face])
    assert not state.heroes["klaus"].weapons[0].reload
    assert state.heroes["klaus"].ap == 4


def test_r_diff_reload_death_needs_the_die():
    """R-DIFF Reload with R-DICE-4: with manual dice the reload die must be entered."""
    rules = rules_for()
    state = new_game(rules, difficulty=DEATH, shared_life_hero="klaus", seeded_dice=False)
    state = put_enemy(rules, state, "soldier-1", "soldier", "G5")
    state = activate(rules, state, "klaus", "F5")
    state.heroes["klaus"].weapons[0].reload = True
    refused(rules, state, Reload("klaus", 0))
    state, _ = rules.apply(state, Reload("klaus", 0), ["blank"])
    assert not state.heroes["klaus"].weapons[0].reload


# --- Bring 'em on! is the default --------------------------------------------------------------------------


def test_r_game_4_bring_em_on_is_the_default_level():
    """R-GAME-4 / R-DIFF: "Bring 'em on!" (normal) is the default."""
    assert Setup(seats=SOLO).difficulty is NORMAL
    assert new_game(rules_for()).difficulty is NORMAL
