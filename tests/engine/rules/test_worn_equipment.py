"""Equipment that works while worn, area attacks from weapons, the bayonet's
adjacent-only die and the once-per-activation use of kept cards (RULES.md
§2 item types, §16 R-EQ, §9 R-ATK, R-LARGE-1; docs/cards.md).

Klaus Kreutz: 5 HP, 2 armor, 6 AP, precision 2, slots armor, suit, other.
Test arena (tests/engine/missions/arena.yaml): room a A1-F6, room b G1-J3
behind the door F2-G2, corridor c G4-J6.
"""

from __future__ import annotations

import copy

import pytest

from tests.engine.games import (
    ARENA,
    SOLO,
    activate,
    clear_board,
    new_game,
    play,
    put_enemy,
    put_hero,
)
from tests.engine.games import rules_for as arena_rules
from tests.refusal_words import said
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.rules import combat
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Equip,
    IllegalCommand,
    SharedLife,
    StartActivation,
    Unequip,
    UseItem,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import GameState, Weapon

RULES = arena_rules()


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def board(*items: str, weapons: tuple[str, ...] = ()) -> GameState:
    """The arena, no enemies; Klaus carries exactly these cards and, after
    his pistol, these weapons (the last one in hand)."""
    state = clear_board(new_game(RULES))
    klaus = state.heroes["klaus"]
    klaus.carried = list(items)
    klaus.weapons += [Weapon(card) for card in weapons]
    klaus.active_weapon = len(klaus.weapons) - 1
    klaus.ammo = {"light": 3, "heavy": 3, "special": 3}
    return state


def refused(state: GameState, command: Command) -> str:
    before = copy.deepcopy(state)
    with pytest.raises(IllegalCommand) as error:
        RULES.apply(state, command)
    assert state == before
    assert error.value.reason
    return said(RULES, error.value, state)


def armor(state: GameState) -> tuple[int, int]:
    klaus = state.heroes["klaus"]
    return klaus.armor, klaus.max_armor


# --- suits and armor raise defence while worn (RULES §2, R-EQ-2/3) -------------------------


def test_r_eq_2_a_power_suit_raises_armor_while_worn() -> None:
    """RULES §2: a suit may "raise defence": the power suit's +2 armor counts
    (maximum and current) from the moment it is put on."""
    state = activate(RULES, board("power-suit"), "klaus", "C5")
    assert armor(state) == (2, 2)
    state, events = play(RULES, state, Equip("klaus", "power-suit"))
    assert armor(state) == (4, 4)
    assert state.heroes["klaus"].ap == 6  # R-EQ-3: 0 AP
    assert any(
        e.data == {"what": "boost", "hero": "klaus", "stat": "armor", "amount": 2} for e in events
    )


def test_r_eq_3_taking_the_suit_off_takes_its_armor_with_it() -> None:
    state = activate(RULES, board("power-suit"), "klaus", "C5")
    state, _ = play(RULES, state, Equip("klaus", "power-suit"))
    assert Unequip("klaus", "power-suit") in RULES.legal_actions(state)
    state, events = play(RULES, state, Unequip("klaus", "power-suit"))
    assert armor(state) == (2, 2)
    assert state.heroes["klaus"].carried == ["power-suit"]
    assert any(
        e.data == {"what": "unboost", "hero": "klaus", "stat": "armor", "amount": 2} for e in events
    )


def damaged(shields: int) -> GameState:
    """Klaus wearing the power suit (4/4 armor), then `shields` armor damage."""
    state = activate(RULES, board("power-suit"), "klaus", "C5")
    state, _ = play(RULES, state, Equip("klaus", "power-suit"))
    state.heroes["klaus"].armor -= shields
    return state


def test_r_atk_4_damage_stays_on_the_hero_when_the_suit_comes_off() -> None:
    """[D] Armor damage is like damage tokens on the hero card: taking the
    suit off lowers current armor by the suit's 2 as well (3/4 -> 1/2), and
    putting it back on gives the 2 back (3/4): no repair, no loss."""
    state = damaged(1)
    state, _ = play(RULES, state, Unequip("klaus", "power-suit"))
    assert armor(state) == (1, 2)
    state, _ = play(RULES, state, Equip("klaus", "power-suit"))
    assert armor(state) == (3, 4)


def test_r_atk_4_swapping_a_shredded_suit_never_repairs_armor() -> None:
    """1/4 with the suit: off, armor cannot go below 0 (0/2) and the damage
    that does not fit is kept; back on, it is paid first (1/4, not 2/4)."""
    state = damaged(3)
    state, _ = play(RULES, state, Unequip("klaus", "power-suit"))
    assert armor(state) == (0, 2)
    assert state.heroes["klaus"].armor_debt == 1
    state, _ = play(RULES, state, Equip("klaus", "power-suit"))
    assert armor(state) == (1, 4)
    assert state.heroes["klaus"].armor_debt == 0


def test_r_atk_4_kept_damage_is_paid_by_a_permanent_armor_too() -> None:
    """The kept damage comes off the next armor raise, whatever item gives it."""
    state = damaged(4)  # 0/4
    state.heroes["klaus"].carried.append("flak-vest")
    state, _ = play(RULES, state, Unequip("klaus", "power-suit"))
    assert armor(state) == (0, 2) and state.heroes["klaus"].armor_debt == 2
    state, _ = play(RULES, state, Equip("klaus", "flak-vest"))
    assert armor(state) == (0, 3) and state.heroes["klaus"].armor_debt == 1


def test_r_death_3_shared_life_clears_kept_armor_damage() -> None:
    """Shared life restores full HP and armor: no damage is left to pay."""
    state = damaged(4)
    state, _ = play(RULES, state, Unequip("klaus", "power-suit"))
    state, _ = play(RULES, state, EndActivation("klaus"))
    state = put_hero(state, "klaus", "C5")
    klaus = state.heroes["klaus"]
    klaus.hp, klaus.bleeding = 0, True
    state = activate(RULES, state, "anya", "C4")
    state, _ = play(RULES, state, SharedLife("anya", "klaus"))
    klaus = state.heroes["klaus"]
    assert (klaus.hp, klaus.armor, klaus.armor_debt) == (5, 2, 0)


def test_r_eq_3_a_disguise_drops_when_the_suit_comes_off() -> None:
    state = activate(RULES, board("officer-uniform"), "klaus", "C5")
    state, _ = play(RULES, state, Equip("klaus", "officer-uniform"))
    assert state.heroes["klaus"].hidden
    assert armor(state) == (2, 2)
    state, _ = play(RULES, state, Unequip("klaus", "officer-uniform"))
    assert not state.heroes["klaus"].hidden


def rules_with_kit(*kit: str) -> Rules:
    """The arena with Klaus's starting equipment replaced by `kit`."""
    decks = builtin_decks()
    heroes = [
        h.model_copy(update={"starting_equipment": list(kit)}) if h.id == "klaus" else h
        for h in decks.heroes
    ]
    decks = decks.model_copy(update={"heroes": heroes})
    return Rules(load_mission(ARENA, decks), decks)


def test_r_setup_6_starting_equipment_worn_at_setup_applies_its_boost() -> None:
    """R-SETUP-6: a starting card that fits a slot is worn from the start,
    so its boost counts before the first activation."""
    rules = rules_with_kit("power-suit", "flak-vest")
    state, events = rules.new_game(_setup())
    klaus = state.heroes["klaus"]
    assert klaus.equipped == ["power-suit", "flak-vest"]
    assert (klaus.armor, klaus.max_armor) == (5, 5)
    assert any(
        e.kind is EventKind.EFFECT and e.data["what"] == "boost" and e.data["stat"] == "armor"
        for e in events
    )


def test_r_setup_6_a_starting_disguise_hides_the_hero() -> None:
    rules = rules_with_kit("laborer-overalls")
    state, _ = rules.new_game(_setup())
    assert state.heroes["klaus"].hidden
    assert not state.heroes["anya"].hidden


def _setup() -> Setup:
    return Setup(seats=SOLO, skip_nazi_phase=True)


# --- kept cards: used while equipped, once per activation (R-EQ-5, docs/cards.md) --------------


def test_r_eq_5_a_kept_card_is_used_only_while_equipped() -> None:
    """The surgeon's kit is an `other` card attached to the hero: carried in
    the pack it does nothing."""
    state = put_hero(board("surgeon-kit"), "anya", "C4")
    state.heroes["anya"].hp = 2
    state = activate(RULES, state, "klaus", "C5")
    assert "equip" in refused(state, UseItem("klaus", "surgeon-kit"))
    assert UseItem("klaus", "surgeon-kit") not in RULES.legal_actions(state)
    state, _ = play(RULES, state, Equip("klaus", "surgeon-kit"))
    assert UseItem("klaus", "surgeon-kit") in RULES.legal_actions(state)
    state, _ = play(RULES, state, UseItem("klaus", "surgeon-kit"))
    assert state.heroes["anya"].hp == 3
    assert state.heroes["klaus"].ap == 4
    assert state.heroes["klaus"].equipped == ["surgeon-kit"]  # kept
    assert state.decks["equipment"].discard == []


def test_r_eq_5_a_kept_card_is_used_once_per_activation() -> None:
    state = put_hero(board("surgeon-kit"), "anya", "C4")
    state.heroes["anya"].hp = 1
    state = activate(RULES, state, "klaus", "C5")
    state, _ = play(RULES, state, Equip("klaus", "surgeon-kit"))
    state, _ = play(RULES, state, UseItem("klaus", "surgeon-kit"))
    assert "already used" in refused(state, UseItem("klaus", "surgeon-kit"))
    assert UseItem("klaus", "surgeon-kit") not in RULES.legal_actions(state)
    # taking it off and on again does not reset it
    state, _ = play(RULES, state, Unequip("klaus", "surgeon-kit"))
    state, _ = play(RULES, state, Equip("klaus", "surgeon-kit"))
    refused(state, UseItem("klaus", "surgeon-kit"))
    state, _ = play(RULES, state, EndActivation("klaus"))
    for hero in ("blazkowicz", "anya", "max"):
        state, _ = play(RULES, state, StartActivation(hero))
        state, _ = play(RULES, state, EndActivation(hero))
    state, _ = play(RULES, state, StartActivation("klaus"))
    assert state.round == 2
    state, _ = play(RULES, state, UseItem("klaus", "surgeon-kit"))
    assert state.heroes["anya"].hp == 3


def test_r_eq_5_a_consumable_is_still_used_from_the_pack() -> None:
    """RULES §2: consumables are discarded after one use; they need no slot."""
    state = activate(RULES, board("field-dressing"), "klaus", "C5")
    state.heroes["klaus"].hp = 2
    assert UseItem("klaus", "field-dressing") in RULES.legal_actions(state)
    state, _ = play(RULES, state, UseItem("klaus", "field-dressing"))
    assert state.heroes["klaus"].hp == 4
    assert state.decks["equipment"].discard == ["field-dressing"]


# --- the bayonet: one more die against an adjacent enemy (R-ATK-3) ------------------------------


def bayonet_board(enemy_square: str) -> GameState:
    state = board("bayonet")
    state.heroes["klaus"].active_weapon = 0  # the pistol 1960, range 2, 1 die
    state = put_enemy(RULES, state, "soldier-1", "soldier", enemy_square)
    state = activate(RULES, state, "klaus", "C3")
    state, _ = play(RULES, state, Equip("klaus", "bayonet", 0))
    return state


@pytest.mark.parametrize(("square", "dice"), [("C4", 4), ("D4", 4), ("C5", 3)])
def test_r_atk_3_the_bayonet_adds_a_die_only_against_an_adjacent_enemy(
    square: str, dice: int
) -> None:
    """Precision 2 + pistol 1 die, + 1 from the bayonet when the target is
    adjacent (diagonals too, R-ATK-2), not at distance 2."""
    state = bayonet_board(square)
    klaus = state.heroes["klaus"]
    assert combat.attack_dice(Turn(RULES, state), klaus, None, "soldier-1") == dice
    faces = ["blank"] * dice
    _, events = play(RULES, state, Attack("klaus", "soldier-1"), faces)
    attacked = next(e for e in events if e.kind is EventKind.ATTACKED)
    assert attacked.data["dice"] == dice


# --- area special modes (R-ATK-6, R-LARGE-1) -----------------------------------------------------


def area_board(weapon: str, *, silencer: bool = False) -> GameState:
    """Klaus on C3 with `weapon` in hand, 3 of each ammo; soldier-1 (the
    target) on C5, soldier-2 next to it on D6, soldier-3 two squares from it
    on E5; Anya next to the target on B6. Every soldier's armor is gone, so
    1 damage kills."""
    state = board(weapons=(weapon,))
    if silencer:
        state.heroes["klaus"].weapons[-1].attachment = "silencer"
    for enemy_id, where in (("soldier-1", "C5"), ("soldier-2", "D6"), ("soldier-3", "E5")):
        state = put_enemy(RULES, state, enemy_id, "soldier", where)
        state.enemies[enemy_id].armor = 0
    state = put_hero(state, "anya", "B6")
    return activate(RULES, state, "klaus", "C3")


def buckshot(state: GameState, faces: list[str] | None = None) -> GameState:
    faces = faces or ["blank"] * 4
    after, _ = play(RULES, state, Attack("klaus", "soldier-1", 0), faces)
    return after


def test_r_atk_6_buckshot_hits_the_target_and_the_enemies_next_to_it() -> None:
    """Trench shotgun, Buckshot (1 heavy ammo): after a roll of blanks the
    spread still deals 1 damage to the target and to every enemy next to
    it, not to the one two squares away, and not to Anya (hits_heroes:
    false)."""
    state = area_board("trench-shotgun")
    state.enemies["soldier-1"].armor = 3  # the target keeps its armor: 1 damage takes 1
    after = buckshot(state)
    assert after.heroes["klaus"].ammo["heavy"] == 2
    assert after.enemies["soldier-1"].armor == 2
    assert "soldier-2" not in after.enemies  # killed by the spread
    assert after.enemies["soldier-3"].hp == 1
    assert after.heroes["anya"].armor == 1  # Anya: 4 HP, 1 armor, untouched


def test_r_atk_6_an_area_mode_with_hits_heroes_burns_friends_too() -> None:
    """Flamethrower, Wall of Fire (2 heavy ammo): heroes next to the target
    are hit as well (armor first, R-ATK-9)."""
    state = area_board("flamethrower")
    after, _ = play(RULES, state, Attack("klaus", "soldier-1", 0), ["blank"] * 4)
    assert after.heroes["klaus"].ammo["heavy"] == 1
    assert after.heroes["anya"].armor == 0 and after.heroes["anya"].hp == 4
    assert "soldier-1" not in after.enemies and "soldier-2" not in after.enemies
    assert "soldier-3" in after.enemies


def test_r_atk_8_area_kills_each_give_their_loot_in_turn() -> None:
    """Two soldiers die (one from the roll, one from the spread): each
    soldier's ammo of choice is asked, one after the other, then the loot
    of both is in (R-ATK-8)."""
    state = area_board("trench-shotgun")
    state.heroes["klaus"].ammo = {"light": 0, "heavy": 1, "special": 0}
    before_cards = len(state.heroes["klaus"].carried)
    state = buckshot(state, ["heart", "blank", "blank", "blank"])
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE
    state, _ = play(RULES, state, Choose(0))
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE
    state, _ = play(RULES, state, Choose(2))
    assert state.pending is None
    klaus = state.heroes["klaus"]
    assert klaus.ammo == {"light": 1, "heavy": 0, "special": 1}
    assert klaus.glory == 2
    assert len(klaus.carried) == before_cards + 2
    assert state.killed == ["soldier-1", "soldier-2"]
    assert state.danger == 2


def test_r_atk_11_area_kills_of_a_silenced_weapon_raise_no_danger() -> None:
    state = area_board("trench-shotgun", silencer=True)
    state = buckshot(state)
    while state.pending is not None:
        state, _ = play(RULES, state, Choose(0))
    assert state.killed == ["soldier-1", "soldier-2"]
    assert state.danger == 0


def test_r_large_1_an_area_attack_counts_from_one_square_of_a_large_target() -> None:
    """Klaus on A3 fires the grenade launcher's Fragmentation Shell at a
    panzerhund covering C3-D4: the area is centred on C3 (its square nearest
    Klaus), so a soldier on B2 (next to C3) is hit, and one on E5 (next to
    D4 only) is not: the other three squares do not count (R-LARGE-1)."""
    state = board(weapons=("grenade-launcher",))
    state = put_enemy(RULES, state, "panzerhund-1", "panzerhund", "C3")
    for enemy_id, where in (("soldier-1", "B2"), ("soldier-2", "E5")):
        state = put_enemy(RULES, state, enemy_id, "soldier", where)
    state = activate(RULES, state, "klaus", "A3")
    state, _ = play(RULES, state, Attack("klaus", "panzerhund-1", 0), ["blank"] * 4)
    assert state.enemies["soldier-1"].armor == 2
    assert state.enemies["soldier-2"].armor == 3
    hound = state.enemies["panzerhund-1"]
    assert (hound.hp, hound.armor) == (5, 3)  # hit once by the area, not per square
    assert hound.stunned  # Concussion still follows, the hound stands


def test_r_atk_6_the_area_goes_off_where_the_target_stood_even_if_it_died() -> None:
    state = area_board("trench-shotgun")
    after = buckshot(state, ["heart", "blank", "blank", "blank"])
    assert "soldier-1" not in after.enemies and "soldier-2" not in after.enemies


def test_r_eq_5_a_grenade_killing_two_asks_both_ammo_choices() -> None:
    """The stick grenade's area (an item) kills two soldiers: each loot's
    ammo choice is asked in turn, none is lost."""
    state = board("stick-grenade")
    state.heroes["klaus"].ammo = {"light": 0, "heavy": 0, "special": 0}
    for enemy_id, where in (("soldier-1", "D4"), ("soldier-2", "D3")):
        state = put_enemy(RULES, state, enemy_id, "soldier", where)
        state.enemies[enemy_id].armor = 0
    state = activate(RULES, state, "klaus", "A4")
    state, _ = play(RULES, state, UseItem("klaus", "stick-grenade", square=sq("D4")))
    asked = 0
    while state.pending is not None:
        assert state.pending.kind is DecisionKind.AMMO_CHOICE
        state, _ = play(RULES, state, Choose(1))
        asked += 1
    assert asked == 2
    assert state.heroes["klaus"].ammo["heavy"] == 2
