"""Equipment and trading (RULES.md §16: R-EQ-1..5, R-LARGE-1 for area
effects) and glory (§17: R-GLORY-1).

Klaus Kreutz: 5 HP, 2 armor, 6 AP, item slots armor, suit, other; abilities
War Veteran (∞ reroll of a reload) and Cover Fire (2 glory: sabotage an enemy
in LoS). Blazkowicz also has a boost slot.
"""

from __future__ import annotations

import pytest

from tests.engine.games import (
    activate,
    clear_board,
    new_game,
    play,
    put_enemy,
    put_hero,
    rules_for,
)
from tests.refusal_words import said_and_rule as said
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Equip,
    Give,
    IllegalCommand,
    StartActivation,
    SwitchWeapon,
    Unequip,
    UseAbility,
    UseItem,
)
from wolfenstein_tui.engine.state.pending import DecisionKind
from wolfenstein_tui.engine.state.state import GameState, Phase, Weapon

RULES = rules_for()
COVER_FIRE = 1
WAR_VETERAN = 0


def sq(name: str) -> tuple[int, int]:
    return parse_square(name)


def board(*items: str, weapons: tuple[str, ...] = (), hero: str = "klaus") -> GameState:
    """The arena, no enemies, heroes off the board; the hero carries exactly
    the given cards and, after its starting weapon, the given weapons."""
    state = clear_board(new_game(RULES))
    state.heroes[hero].carried = list(items)
    state.heroes[hero].weapons += [Weapon(card) for card in weapons]
    return state


def klaus_on(square: str, state: GameState) -> GameState:
    return activate(RULES, state, "klaus", square)


def refused(state: GameState, command: Command) -> str:
    before = state.clone()
    with pytest.raises(IllegalCommand) as error:
        RULES.apply(state, command)
    assert state == before
    assert error.value.reason
    return said(RULES, error.value, state)


# --- R-EQ-1: the active weapon --------------------------------------------------------------


def test_r_eq_1_switching_weapon_costs_no_ap() -> None:
    state = klaus_on("C5", board(weapons=("laser-rifle",)))
    assert SwitchWeapon("klaus", 1) in RULES.legal_actions(state)
    after, _ = play(RULES, state, SwitchWeapon("klaus", 1))
    assert after.heroes["klaus"].active_weapon == 1
    assert after.heroes["klaus"].ap == 6
    after, _ = play(RULES, after, SwitchWeapon("klaus", 0))
    assert after.heroes["klaus"].active_weapon == 0
    assert after.heroes["klaus"].ap == 6


def test_r_eq_1_switching_works_with_no_ap_left() -> None:
    state = klaus_on("C5", board(weapons=("laser-rifle",)))
    state.heroes["klaus"].ap = 0
    after, _ = play(RULES, state, SwitchWeapon("klaus", 1))
    assert after.heroes["klaus"].active_weapon == 1


def test_r_eq_1_switching_to_the_weapon_in_hand_or_a_missing_one_is_refused() -> None:
    state = klaus_on("C5", board(weapons=("laser-rifle",)))
    refused(state, SwitchWeapon("klaus", 0))
    refused(state, SwitchWeapon("klaus", 2))
    refused(state, SwitchWeapon("klaus", -1))


def test_r_eq_1_the_attack_uses_the_active_weapon() -> None:
    """The laser rifle costs 3 AP to fire (rulebook example)."""
    state = put_enemy(RULES, board(weapons=("laser-rifle",)), "soldier-1", "soldier", "C2")
    state.heroes["klaus"].ammo["special"] = 1
    state = klaus_on("C5", state)
    state, _ = play(RULES, state, SwitchWeapon("klaus", 1))
    after, _ = play(RULES, state, Attack("klaus", "soldier-1"), ["blank"] * 5)
    assert after.heroes["klaus"].ap == 3


# --- R-EQ-2: slots --------------------------------------------------------------------------


def test_r_eq_2_one_item_per_slot_type() -> None:
    state = klaus_on("C5", board("flak-vest", "flak-vest"))
    state, _ = play(RULES, state, Equip("klaus", "flak-vest"))
    assert state.heroes["klaus"].equipped == ["flak-vest"]
    assert "R-EQ-2" in refused(state, Equip("klaus", "flak-vest"))
    assert Equip("klaus", "flak-vest") not in RULES.legal_actions(state)


def test_r_eq_2_items_of_different_slot_types_go_together() -> None:
    state = klaus_on("C5", board("flak-vest", "officer-uniform", "lucky-charm"))
    for item in ("flak-vest", "officer-uniform", "lucky-charm"):
        state, _ = play(RULES, state, Equip("klaus", item))
    assert sorted(state.heroes["klaus"].equipped) == [
        "flak-vest",
        "lucky-charm",
        "officer-uniform",
    ]


def test_r_eq_2_only_slot_types_shown_on_the_hero_card() -> None:
    """Klaus has no boost slot; Blazkowicz has one."""
    state = klaus_on("C5", board("adrenal-implant"))
    assert "R-EQ-2" in refused(state, Equip("klaus", "adrenal-implant"))
    assert Equip("klaus", "adrenal-implant") not in RULES.legal_actions(state)
    state = activate(RULES, board("adrenal-implant", hero="blazkowicz"), "blazkowicz", "C5")
    after, _ = play(RULES, state, Equip("blazkowicz", "adrenal-implant"))
    assert after.heroes["blazkowicz"].equipped == ["adrenal-implant"]


def test_r_eq_2_one_attachment_per_weapon() -> None:
    state = klaus_on("C5", board("silencer", "bayonet", weapons=("laser-rifle",)))
    state, _ = play(RULES, state, Equip("klaus", "silencer", 0))
    assert state.heroes["klaus"].weapons[0].attachment == "silencer"
    assert "R-EQ-2" in refused(state, Equip("klaus", "bayonet", 0))
    assert Equip("klaus", "bayonet", 0) not in RULES.legal_actions(state)
    after, _ = play(RULES, state, Equip("klaus", "bayonet", 1))
    assert after.heroes["klaus"].weapons[1].attachment == "bayonet"
    assert after.heroes["klaus"].carried == []


def test_r_eq_2_an_attachment_goes_on_a_weapon_and_nothing_else_does() -> None:
    state = klaus_on("C5", board("silencer", "flak-vest"))
    refused(state, Equip("klaus", "silencer"))  # which weapon?
    refused(state, Equip("klaus", "silencer", 3))
    refused(state, Equip("klaus", "flak-vest", 0))  # not an attachment


# --- R-EQ-3: unequip, equip, give -------------------------------------------------------------


def test_r_eq_3_equipping_and_unequipping_cost_no_ap() -> None:
    state = klaus_on("C5", board("officer-uniform", "silencer"))
    state, _ = play(RULES, state, Equip("klaus", "officer-uniform"))
    state, _ = play(RULES, state, Equip("klaus", "silencer", 0))
    assert state.heroes["klaus"].ap == 6
    state, _ = play(RULES, state, Unequip("klaus", "officer-uniform"))
    state, _ = play(RULES, state, Unequip("klaus", "silencer"))
    klaus = state.heroes["klaus"]
    assert klaus.ap == 6
    assert klaus.equipped == []
    assert klaus.weapons[0].attachment is None
    assert sorted(klaus.carried) == ["officer-uniform", "silencer"]


def test_r_eq_3_an_attachment_moves_between_the_heros_weapons() -> None:
    state = klaus_on("C5", board("silencer", weapons=("laser-rifle",)))
    state, _ = play(RULES, state, Equip("klaus", "silencer", 0))
    state, _ = play(RULES, state, Unequip("klaus", "silencer"))
    after, _ = play(RULES, state, Equip("klaus", "silencer", 1))
    assert [w.attachment for w in after.heroes["klaus"].weapons] == [None, "silencer"]
    assert after.heroes["klaus"].ap == 6


def test_r_eq_3_unequipping_what_is_not_equipped_is_refused() -> None:
    state = klaus_on("C5", board("officer-uniform"))
    refused(state, Unequip("klaus", "officer-uniform"))
    refused(state, Unequip("klaus", "no-such-card"))
    refused(state, Equip("klaus", "medkit"))  # not carried


def test_r_eq_3_a_suit_hides_the_hero_while_worn() -> None:
    state = klaus_on("C5", board("officer-uniform"))
    state, _ = play(RULES, state, Equip("klaus", "officer-uniform"))
    assert state.heroes["klaus"].hidden
    state, _ = play(RULES, state, Unequip("klaus", "officer-uniform"))
    assert not state.heroes["klaus"].hidden


def test_r_eq_3_giving_a_card_to_an_adjacent_hero_costs_no_ap() -> None:
    state = klaus_on("C5", put_hero(board("medkit"), "anya", "D6"))
    anya_cards = list(state.heroes["anya"].carried)
    assert Give("klaus", "anya", item="medkit") in RULES.legal_actions(state)
    after, _ = play(RULES, state, Give("klaus", "anya", item="medkit"))
    assert after.heroes["klaus"].carried == []
    assert after.heroes["anya"].carried == [*anya_cards, "medkit"]
    assert after.heroes["klaus"].ap == 6


def test_r_eq_3_giving_only_to_an_adjacent_hero() -> None:
    state = klaus_on("C5", put_hero(board("medkit"), "anya", "E5"))
    refused(state, Give("klaus", "anya", item="medkit"))
    assert not any(isinstance(c, Give) for c in RULES.legal_actions(state))


def test_r_eq_3_no_giving_through_a_closed_door() -> None:
    """F2 and G2 are neighbours, but the closed door F2-G2 separates them."""
    state = klaus_on("F2", put_hero(board("medkit"), "anya", "G2"))
    refused(state, Give("klaus", "anya", item="medkit"))


def test_r_eq_3_no_giving_to_oneself_or_a_hero_off_the_board() -> None:
    state = klaus_on("C5", board("medkit"))
    refused(state, Give("klaus", "klaus", item="medkit"))
    refused(state, Give("klaus", "anya", item="medkit"))  # Anya has not appeared


def test_r_eq_3_a_weapon_given_keeps_its_reload_token() -> None:
    state = board(weapons=("laser-rifle",))
    state.heroes["klaus"].weapons[1].reload = True
    state = klaus_on("C5", put_hero(state, "anya", "C6"))
    after, _ = play(RULES, state, Give("klaus", "anya", weapon=1))
    assert [w.card for w in after.heroes["klaus"].weapons] == ["pistol-1960"]
    given = after.heroes["anya"].weapons[-1]
    assert given.card == "laser-rifle"
    assert given.reload is True
    assert after.heroes["klaus"].ap == 6


def test_r_eq_1_r_eq_3_giving_away_another_weapon_keeps_the_one_in_hand() -> None:
    """Klaus holds his third weapon (laser rifle) and gives away the first:
    the weapon in his hands stays the laser rifle (R-EQ-1: the weapon slot
    holds the active weapon; giving away another card does not change it)."""
    state = board(weapons=("submachine-gun", "laser-rifle"))
    state = klaus_on("C5", put_hero(state, "anya", "C6"))
    state, _ = play(RULES, state, SwitchWeapon("klaus", 2))
    after, _ = play(RULES, state, Give("klaus", "anya", weapon=0))
    klaus = after.heroes["klaus"]
    assert [w.card for w in klaus.weapons] == ["submachine-gun", "laser-rifle"]
    assert klaus.weapons[klaus.active_weapon].card == "laser-rifle"


def test_r_eq_3_giving_an_ammo_token() -> None:
    state = klaus_on("C5", put_hero(board(), "anya", "B4"))
    anya_before = state.heroes["anya"].ammo["light"]
    after, _ = play(RULES, state, Give("klaus", "anya", ammo="light"))
    assert after.heroes["klaus"].ammo["light"] == 0
    assert after.heroes["anya"].ammo["light"] == anya_before + 1
    assert after.heroes["klaus"].ap == 6
    refused(after, Give("klaus", "anya", ammo="light"))  # none left


def test_r_eq_3_give_only_never_take() -> None:
    """Only the active hero acts; Anya cannot hand herself Klaus's card, and
    Klaus cannot take Anya's."""
    state = put_hero(board("medkit"), "anya", "D6")
    state.heroes["anya"].carried = ["stim-shot"]
    state = klaus_on("C5", state)
    refused(state, Give("anya", "klaus", item="stim-shot"))
    refused(state, Give("klaus", "anya", item="stim-shot"))
    assert not any(
        isinstance(c, Give) and c.item == "stim-shot" for c in RULES.legal_actions(state)
    )


def test_r_eq_3_one_thing_at_a_time() -> None:
    state = klaus_on("C5", put_hero(board("medkit"), "anya", "D6"))
    refused(state, Give("klaus", "anya", item="medkit", ammo="light"))
    refused(state, Give("klaus", "anya"))


# --- R-EQ-4: permanent cards -------------------------------------------------------------------


def test_r_eq_4_a_permanent_card_cannot_be_removed() -> None:
    state = klaus_on("C5", put_hero(board("flak-vest"), "anya", "D6"))
    state, _ = play(RULES, state, Equip("klaus", "flak-vest"))
    assert "R-EQ-4" in refused(state, Unequip("klaus", "flak-vest"))
    assert Unequip("klaus", "flak-vest") not in RULES.legal_actions(state)
    refused(state, Give("klaus", "anya", item="flak-vest"))


def test_r_eq_4_a_permanent_boost_applies_once() -> None:
    """Flak Vest: armor +1 for the rest of the mission, current and maximum."""
    state = klaus_on("C5", board("flak-vest"))
    state, _ = play(RULES, state, Equip("klaus", "flak-vest"))
    klaus = state.heroes["klaus"]
    assert (klaus.armor, klaus.max_armor) == (3, 3)
    # Next round: Klaus activates again; the boost is not applied a second time.
    state, _ = play(RULES, state, EndActivation("klaus"))
    for hero in ("blazkowicz", "anya", "max"):
        state, _ = play(RULES, state, StartActivation(hero))
        state, _ = play(RULES, state, EndActivation(hero))
    assert state.round == 2 and state.phase is Phase.HEROES
    state, _ = play(RULES, state, StartActivation("klaus"))
    klaus = state.heroes["klaus"]
    assert (klaus.armor, klaus.max_armor) == (3, 3)


def test_r_eq_4_a_permanent_boost_on_a_damaged_hero_raises_both_values_by_one() -> None:
    state = board("adrenal-implant", hero="blazkowicz")
    state = activate(RULES, state, "blazkowicz", "C5")
    state.heroes["blazkowicz"].hp = 2
    after, _ = play(RULES, state, Equip("blazkowicz", "adrenal-implant"))
    hero = after.heroes["blazkowicz"]
    assert (hero.hp, hero.max_hp) == (3, 6)


# --- R-EQ-5: using equipment ----------------------------------------------------------------


def test_r_eq_5_field_dressing_costs_one_ap_and_heals_two() -> None:
    state = klaus_on("C5", board("field-dressing"))
    state.heroes["klaus"].hp = 1
    assert UseItem("klaus", "field-dressing") in RULES.legal_actions(state)
    after, _ = play(RULES, state, UseItem("klaus", "field-dressing"))
    klaus = after.heroes["klaus"]
    assert (klaus.hp, klaus.ap) == (3, 5)
    assert klaus.carried == []
    assert after.decks["equipment"].discard == ["field-dressing"]


def test_r_eq_5_healing_never_goes_above_the_maximum() -> None:
    state = klaus_on("C5", board("field-dressing"))
    state.heroes["klaus"].hp = 4
    after, _ = play(RULES, state, UseItem("klaus", "field-dressing"))
    assert after.heroes["klaus"].hp == 5


def test_r_eq_5_medkit_costs_two_ap_and_heals_to_full() -> None:
    state = klaus_on("C5", board("medkit"))
    state.heroes["klaus"].hp = 1
    after, _ = play(RULES, state, UseItem("klaus", "medkit"))
    assert (after.heroes["klaus"].hp, after.heroes["klaus"].ap) == (5, 4)
    assert after.decks["equipment"].discard == ["medkit"]


def test_r_eq_5_an_item_costing_more_ap_than_left_is_refused() -> None:
    state = klaus_on("C5", board("medkit"))
    state.heroes["klaus"].hp = 1
    state.heroes["klaus"].ap = 1
    assert "AP" in refused(state, UseItem("klaus", "medkit"))
    assert UseItem("klaus", "medkit") not in RULES.legal_actions(state)


def test_r_eq_5_stim_shot_gives_ap() -> None:
    state = klaus_on("C5", board("stim-shot"))
    after, _ = play(RULES, state, UseItem("klaus", "stim-shot"))
    assert after.heroes["klaus"].ap == 8
    assert after.decks["equipment"].discard == ["stim-shot"]


def test_r_eq_5_ammo_pouch_asks_the_ammo_type_twice() -> None:
    state = klaus_on("C5", board("ammo-pouch"))
    state, _ = play(RULES, state, UseItem("klaus", "ammo-pouch"))
    assert state.heroes["klaus"].ap == 6
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE
    assert len(state.pending.options) == 3
    state, _ = play(RULES, state, Choose(2))
    assert state.pending is not None and state.pending.kind is DecisionKind.AMMO_CHOICE
    after, _ = play(RULES, state, Choose(1))
    assert after.pending is None
    assert after.heroes["klaus"].ammo == {"light": 1, "heavy": 1, "special": 1}
    assert after.decks["equipment"].discard == ["ammo-pouch"]


def test_r_eq_5_an_item_not_held_or_not_usable_is_refused() -> None:
    state = klaus_on("C5", board("flak-vest", "combat-knife"))
    refused(state, UseItem("klaus", "medkit"))
    refused(state, UseItem("klaus", "flak-vest"))  # passive: works once equipped
    refused(state, UseItem("klaus", "combat-knife"))  # used by a silent execution


def grenade_board() -> GameState:
    """Klaus throws from A4 at D4: the area is C3-E5. Soldiers on D4 (the
    square) and D3 (next to it), Anya on E5, a panzerhund covering E3-F4
    (two of its squares in the area), and a soldier on F5 outside it."""
    state = board("stick-grenade")
    state = put_enemy(RULES, state, "soldier-1", "soldier", "D4")
    state = put_enemy(RULES, state, "soldier-2", "soldier", "D3")
    state = put_enemy(RULES, state, "soldier-3", "soldier", "F5")
    state = put_enemy(RULES, state, "panzerhund-1", "panzerhund", "E3")
    state = put_hero(state, "anya", "E5")
    return klaus_on("A4", state)


def test_r_eq_5_stick_grenade_hits_every_figure_on_and_around_the_square() -> None:
    """2 damage each, armor first (R-ATK-9); heroes in the area too."""
    state = grenade_board()
    assert UseItem("klaus", "stick-grenade", square=sq("D4")) in RULES.legal_actions(state)
    after, _ = play(RULES, state, UseItem("klaus", "stick-grenade", square=sq("D4")))
    enemies = after.enemies
    assert (enemies["soldier-1"].hp, enemies["soldier-1"].armor) == (1, 1)
    assert (enemies["soldier-2"].hp, enemies["soldier-2"].armor) == (1, 1)
    assert (enemies["soldier-3"].hp, enemies["soldier-3"].armor) == (1, 3)  # outside
    anya = after.heroes["anya"]
    assert (anya.hp, anya.armor) == (3, 0)
    klaus = after.heroes["klaus"]
    assert (klaus.ap, klaus.hp, klaus.armor) == (5, 5, 2)
    assert klaus.carried == []
    assert after.decks["equipment"].discard == ["stick-grenade"]


def test_r_large_1_an_area_effect_hits_a_large_figure_once() -> None:
    """Two of the panzerhund's four squares are in the area: 2 damage, not 4."""
    state = grenade_board()
    after, _ = play(RULES, state, UseItem("klaus", "stick-grenade", square=sq("D4")))
    hound = after.enemies["panzerhund-1"]
    assert (hound.hp, hound.armor) == (5, 2)


def test_r_eq_5_stick_grenade_needs_a_square_in_range() -> None:
    state = grenade_board()
    refused(state, UseItem("klaus", "stick-grenade"))  # no square
    refused(state, UseItem("klaus", "stick-grenade", square=sq("E4")))  # 4 away
    assert UseItem("klaus", "stick-grenade", square=sq("E4")) not in RULES.legal_actions(state)


def test_r_eq_5_stick_grenade_needs_line_of_sight() -> None:
    """From F2 the small room is behind the closed door F2-G2: H2 is 2 away
    but out of sight."""
    state = put_enemy(RULES, board("stick-grenade"), "soldier-1", "soldier", "H2")
    state = klaus_on("F2", state)
    refused(state, UseItem("klaus", "stick-grenade", square=sq("H2")))
    assert UseItem("klaus", "stick-grenade", square=sq("H2")) not in RULES.legal_actions(state)


def test_r_eq_5_stick_grenade_needs_its_ap() -> None:
    state = grenade_board()
    state.heroes["klaus"].ap = 0
    assert "AP" in refused(state, UseItem("klaus", "stick-grenade", square=sq("D4")))


# --- R-GLORY-1: abilities -----------------------------------------------------------------------


def glory_board(glory: int) -> GameState:
    """Klaus on C5 with glory; a soldier in sight on E4, another behind the
    closed door on H2."""
    state = put_enemy(RULES, board(), "soldier-1", "soldier", "E4")
    state = put_enemy(RULES, state, "soldier-2", "soldier", "H2")
    state.heroes["klaus"].glory = glory
    return klaus_on("C5", state)


def test_r_glory_1_cover_fire_spends_glory_and_sabotages_the_chosen_enemy() -> None:
    state = glory_board(5)
    assert UseAbility("klaus", COVER_FIRE, "soldier-1") in RULES.legal_actions(state)
    after, _ = play(RULES, state, UseAbility("klaus", COVER_FIRE, "soldier-1"))
    assert after.heroes["klaus"].glory == 3
    assert after.heroes["klaus"].ap == 6
    assert after.enemies["soldier-1"].sabotaged
    assert not after.enemies["soldier-2"].sabotaged


def test_r_glory_1_glory_is_spent_once_per_turn() -> None:
    state = glory_board(5)
    state, _ = play(RULES, state, UseAbility("klaus", COVER_FIRE, "soldier-1"))
    assert "R-GLORY-1" in refused(state, UseAbility("klaus", COVER_FIRE, "soldier-1"))
    assert not any(isinstance(c, UseAbility) for c in RULES.legal_actions(state))


def test_r_glory_1_glory_may_be_spent_again_in_the_next_turn() -> None:
    state = glory_board(5)
    state, _ = play(RULES, state, UseAbility("klaus", COVER_FIRE, "soldier-1"))
    state, _ = play(RULES, state, EndActivation("klaus"))
    for hero in ("blazkowicz", "anya", "max"):
        state, _ = play(RULES, state, StartActivation(hero))
        state, _ = play(RULES, state, EndActivation(hero))
    state, _ = play(RULES, state, StartActivation("klaus"))
    assert state.round == 2
    after, _ = play(RULES, state, UseAbility("klaus", COVER_FIRE, "soldier-1"))
    assert after.heroes["klaus"].glory == 1


def test_r_glory_1_an_ability_needs_enough_glory() -> None:
    state = glory_board(1)
    assert "glory" in refused(state, UseAbility("klaus", COVER_FIRE, "soldier-1"))
    assert not any(isinstance(c, UseAbility) for c in RULES.legal_actions(state))


def test_r_glory_1_an_always_on_ability_is_not_spent() -> None:
    state = glory_board(5)
    refused(state, UseAbility("klaus", WAR_VETERAN))
    assert UseAbility("klaus", WAR_VETERAN) not in RULES.legal_actions(state)


def test_r_glory_1_an_always_on_ability_works_for_free() -> None:
    """War Veteran (∞): a reload result may be rerolled with no glory spent."""
    state = glory_board(0)
    state, _ = play(RULES, state, Attack("klaus", "soldier-1"), ["reload", "blank", "blank"])
    assert state.pending is not None and state.pending.kind is DecisionKind.REROLL
    after, _ = play(RULES, state, Choose(1), ["blank"])
    assert after.pending is None
    assert after.heroes["klaus"].glory == 0
    assert not after.heroes["klaus"].glory_used
    assert not after.heroes["klaus"].weapons[0].reload  # the reload was rerolled away


def test_r_glory_1_the_target_must_be_an_enemy_in_line_of_sight() -> None:
    state = glory_board(5)
    refused(state, UseAbility("klaus", COVER_FIRE, "soldier-2"))  # behind the door
    refused(state, UseAbility("klaus", COVER_FIRE))  # no target
    refused(state, UseAbility("klaus", COVER_FIRE, "anya"))  # not an enemy
    assert UseAbility("klaus", COVER_FIRE, "soldier-2") not in RULES.legal_actions(state)


def test_r_glory_1_only_on_the_heros_own_turn() -> None:
    state = glory_board(0)
    state = put_hero(state, "anya", "C6")
    state.heroes["anya"].glory = 5
    refused(state, UseAbility("anya", 0))


def test_r_glory_1_unknown_ability_is_refused() -> None:
    refused(glory_board(5), UseAbility("klaus", 7))
