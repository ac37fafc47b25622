"""The actions the rules refuse now, listed with every reason (R-ATK-1,
R-ATK-5, R-ATK-6, R-AP-2), so that fixing the first reason does not just
reveal the next."""

from __future__ import annotations

from tests.engine.games import ARENA, activate, new_game, put_enemy, rules_for
from tests.refusal_words import said_all_and_rules as said_all
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.state.commands import Attack, Reload, Search, TakeFatigue
from wolfenstein_tui.engine.state.state import GameState, Weapon
from wolfenstein_tui.words.actions.unavailable import refusal_text, unavailable_actions

RULES = rules_for(ARENA)


def bj_on_a4(weapon: str | None = None, light: int = 3) -> GameState:
    """B.J. active on A4 (his pistol, or `weapon` in hand), a soldier on B4."""
    state = new_game(RULES)
    state = put_enemy(RULES, state, "soldier-1", "soldier", "B4")
    hero = state.heroes["blazkowicz"]
    if weapon is not None:
        hero.weapons.append(Weapon(weapon))
        hero.active_weapon = len(hero.weapons) - 1
    hero.ammo["light"] = light
    return activate(RULES, state, "blazkowicz", "A4")


def refused(state: GameState) -> dict:
    return dict(
        (command, said_all(RULES, reasons, state))
        for command, reasons in unavailable_actions(RULES, state, RULES.legal_actions(state))
    )


def test_r_atk_5_r_atk_1_reloaded_without_ammo_lists_both() -> None:
    """R-ATK-5 + R-ATK-1: the issue's case: "reloaded this activation" hid
    "no light ammo"."""
    state = bj_on_a4(light=0)
    state = state.clone()
    state.heroes["blazkowicz"].weapons[0].reload = True
    state, _ = RULES.apply(state, Reload("blazkowicz", 0))
    reasons = refused(state)[Attack("blazkowicz", "soldier-1")]
    assert len(reasons) == 2
    assert "[R-ATK-5]" in reasons[0] and "[R-ATK-1]" in reasons[1]
    text = refusal_text(reasons)
    assert text.splitlines() == [f"• {r}" for r in reasons]


def test_r_atk_6_a_mode_the_hero_cannot_pay_is_listed() -> None:
    """R-ATK-6: with 1 light ammo the Submachine Gun fires, but its Full
    Auto (2 light) is not offered: it is listed, with why."""
    state = bj_on_a4("submachine-gun", light=1)
    assert Attack("blazkowicz", "soldier-1") in RULES.legal_actions(state)
    reasons = refused(state)[Attack("blazkowicz", "soldier-1", 0)]
    assert reasons == ["Full Auto costs 2 light ammo; B.J. Blazkowicz has 1. [R-ATK-6]"]


def test_r_atk_1_r_ap_3_double_tap_spent_the_last_ammo() -> None:
    """R-AP-3 + R-ATK-6 + R-ATK-1: after the fatigue action B.J. may attack
    twice, but his Double Tap discarded his last light ammo: the second
    attack is listed as refused for the missing ammo token, and Double Tap
    for being once per activation as well."""
    state = bj_on_a4(light=1)
    state, _ = RULES.apply(state, TakeFatigue("blazkowicz"))
    state, _ = RULES.apply(state, Attack("blazkowicz", "soldier-1", 0), ["blank"] * 4)
    assert state.heroes["blazkowicz"].ammo["light"] == 0
    listed = refused(state)
    reasons = listed[Attack("blazkowicz", "soldier-1")]
    assert len(reasons) == 1 and "[R-ATK-1]" in reasons[0]
    assert Attack("blazkowicz", "soldier-1", 0) not in listed  # no plain attack: no mode listed


def test_r_search_2_a_search_at_0_ap_is_listed_with_its_reason() -> None:
    """R-SEARCH-2, R-AP-2: beside a chest with no AP left, the search is not
    dropped from the list: it is there, refused, with why."""
    state = activate(RULES, new_game(RULES), "blazkowicz", "G1")
    chest = parse_square("H1")
    assert Search("blazkowicz", chest) in RULES.legal_actions(state)
    assert Search("blazkowicz", chest) not in refused(state)  # offered: not listed twice
    state.heroes["blazkowicz"].ap = 0
    assert Search("blazkowicz", chest) not in RULES.legal_actions(state)
    reasons = refused(state)[Search("blazkowicz", chest)]
    assert reasons and "AP" in reasons[0]
