"""Words and symbols for what the engine knows: each command's label with
its AP cost (`say_move`, ...: the table of `command_words.py` names which
says which), figure and token marks for the map. No Textual here, so it is
easy to test."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _, ngettext, percent
from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.geometry.paths import Step, shortest_path
from wolfenstein_tui.engine.rules import actions
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state import commands as c
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Hero
from wolfenstein_tui.words.actions.figures import figure_name as figure_name
from wolfenstein_tui.words.actions.terms import (
    attack_costs,
    attack_terms,
    execution_odds,
    odds_words,
    reload_short,
)
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.questions import answer
from wolfenstein_tui.words.terms import counted_ammo

HERO_MARKS = {
    "blazkowicz": "BJ",
    "anya": "An",
    "set": "Se",
    "bombate": "Bo",
    "max": "Mx",
    "klaus": "Kl",
}
BOT_MARK = "+"
"""After the first letter of its hero's mark, a bot's mark: Klaus's bot is
K+, drawn in the heroes' colour (R-BOT-1: it fights for the heroes)."""


def bot_mark(owner: str) -> str:
    """The map mark of the bot fighting for hero `owner`: "K+"."""
    return HERO_MARKS.get(owner, owner[:1].title())[:1] + BOT_MARK


ENEMY_MARKS = {
    "soldier": "s",
    "officer": "o",
    "space-marine": "m",
    "drone": "d",
    "supersoldier": "S",
    "panzerhund": "P",
    "ubersoldat": "u",
    "fire-trooper": "f",
    "rocket-trooper": "r",
    "bevl": "Bv",
    "von-grim": "vG",
    "mecha-hitler": "MH",
    "hitler": "AH",
    "hans-grosse": "HG",
}


def card_name(card: object) -> str:
    """A card's name in the language spoken now."""
    return shown(card).name  # type: ignore[arg-type]


def _weapon_name(rules: Rules, hero: Hero, weapon: int) -> str:
    return card_name(rules.weapon_cards[hero.weapons[weapon].card])


def say_activate(
    rules: Rules, state: GameState, command: c.StartActivation, hero: Hero | None, odds: bool
) -> str | None:
    return _("Activate {hero}").format(hero=card_name(rules.hero_card(command.hero)))


def say_end(
    rules: Rules, state: GameState, command: c.EndActivation, hero: Hero | None, odds: bool
) -> str | None:
    left = hero.ap if hero is not None else state.bot_ap
    if not left:
        return _("End activation")
    return _("End activation ({ap} AP left)").format(ap=left)


def say_move(
    rules: Rules, state: GameState, command: c.Move, hero: Hero | None, odds: bool
) -> str | None:
    cost = move_cost(rules, state, command)
    return _("Move to {square} ({ap} AP)").format(square=square_name(command.to), ap=cost)


def say_passage(
    rules: Rules, state: GameState, command: c.UsePassage, hero: Hero | None, odds: bool
) -> str | None:
    return _("Take the secret passage (1 AP, fatigue token)")


def say_door(
    rules: Rules, state: GameState, command: c.OpenDoor, hero: Hero | None, odds: bool
) -> str | None:
    return _("Open door {door} (1 AP)").format(door=command.door)


def say_barricade(
    rules: Rules, state: GameState, command: c.RemoveBarricade, hero: Hero | None, odds: bool
) -> str | None:
    return _("Remove barricade {barricade} (1 AP)").format(barricade=command.barricade)


def say_search(
    rules: Rules, state: GameState, command: c.Search, hero: Hero | None, odds: bool
) -> str | None:
    return _("Search {square} (1 AP)").format(square=square_name(command.square))


def say_attack(
    rules: Rules, state: GameState, command: c.Attack, hero: Hero | None, odds: bool
) -> str | None:
    target = figure_name(rules, state, command.target)
    if hero is None:
        card = rules.enemy_cards[state.enemies[command.hero].type]
        return _("Attack {target} ({ap} AP)").format(target=target, ap=card.weapon.ap_cost)
    weapon = rules.weapon_cards[hero.weapons[hero.active_weapon].card]
    mode = f", {shown(weapon.modes[command.mode]).name}" if command.mode is not None else ""
    terms = attack_terms(rules, state, command)
    costs = attack_costs(terms)  # the weapon in hand: on the hero card and in the panel
    if not odds:
        return _("Attack {target}{mode} ({costs})").format(target=target, mode=mode, costs=costs)
    return _("Attack {target}: kill {kill}{mode}, {dice} dice ({costs})").format(
        target=target,
        kill=percent(terms.odds.kill),
        mode=mode,
        dice=terms.odds.dice,
        costs=costs,
    )


def say_reload(
    rules: Rules, state: GameState, command: c.Reload, hero: Hero | None, odds: bool
) -> str | None:
    if hero is None:
        return None
    return _("Reload {weapon} (2 AP; {note})").format(
        weapon=_weapon_name(rules, hero, command.weapon), note=reload_short(rules, state, command)
    )


def say_execution(
    rules: Rules, state: GameState, command: c.SilentExecution, hero: Hero | None, odds: bool
) -> str | None:
    item = card_name(rules.item_cards[command.item])
    target = figure_name(rules, state, command.target)
    costs = _("{item}, 2 AP, card discarded, no noise").format(item=item)
    if not odds or command.target not in state.enemies:
        return _("Silent execution of {target} ({costs})").format(target=target, costs=costs)
    chance = execution_odds(rules, state, command)
    return _("Silent execution of {target}: {odds} ({costs})").format(
        target=target, odds=odds_words(chance), costs=costs
    )


def say_switch(
    rules: Rules, state: GameState, command: c.SwitchWeapon, hero: Hero | None, odds: bool
) -> str | None:
    if hero is None:
        return None
    return _("Take up {weapon} (0 AP)").format(weapon=_weapon_name(rules, hero, command.weapon))


def say_fatigue(
    rules: Rules, state: GameState, command: c.TakeFatigue, hero: Hero | None, odds: bool
) -> str | None:
    if hero is None:
        return None
    return _("Fatigue (0 AP): +{ap} AP, a 2nd attack; half AP next activation").format(
        ap=hero.base_ap // 2
    )


def say_shared_life(
    rules: Rules, state: GameState, command: c.SharedLife, hero: Hero | None, odds: bool
) -> str | None:
    return _("Share life with {hero} (0 AP)").format(hero=figure_name(rules, state, command.target))


def say_use_item(
    rules: Rules, state: GameState, command: c.UseItem, hero: Hero | None, odds: bool
) -> str | None:
    card = rules.item_cards[command.item]
    if command.square:
        return _("Use {item} on {square} ({ap} AP)").format(
            item=card_name(card), square=square_name(command.square), ap=card.ap_cost
        )
    return _("Use {item} ({ap} AP)").format(item=card_name(card), ap=card.ap_cost)


def say_equip(
    rules: Rules, state: GameState, command: c.Equip, hero: Hero | None, odds: bool
) -> str | None:
    card = rules.item_cards[command.item]
    if command.weapon is not None and hero is not None:
        weapon = _weapon_name(rules, hero, command.weapon)
        return _("Fit {item} on {weapon} (0 AP)").format(item=card_name(card), weapon=weapon)
    return _("Equip {item} (0 AP)").format(item=card_name(card))


def say_unequip(
    rules: Rules, state: GameState, command: c.Unequip, hero: Hero | None, odds: bool
) -> str | None:
    return _("Take off {item} (0 AP)").format(item=card_name(rules.item_cards[command.item]))


def say_give(
    rules: Rules, state: GameState, command: c.Give, hero: Hero | None, odds: bool
) -> str | None:
    other = figure_name(rules, state, command.to)
    if command.item is not None:
        what = card_name(rules.item_cards[command.item])
    elif command.weapon is not None and hero is not None:
        what = _weapon_name(rules, hero, command.weapon)
    else:
        what = counted_ammo(command.ammo, 1)
    return _("Give {what} to {hero} (0 AP)").format(what=what, hero=other)


def say_ability(
    rules: Rules, state: GameState, command: c.UseAbility, hero: Hero | None, odds: bool
) -> str | None:
    ability = rules.hero_card(command.hero).abilities[command.ability]
    cost = actions.ability_glory_cost(Turn(rules, state), ability.glory_cost)
    glory = ngettext("{count} glory", "{count} glory", cost).format(count=cost)
    if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        glory = _("{glory}, fatigue token").format(glory=glory)
    if command.target:
        return _("{ability} on {target} ({cost})").format(
            ability=shown(ability).name,
            target=figure_name(rules, state, command.target),
            cost=glory,
        )
    return f"{shown(ability).name} ({glory})"


def say_choice(
    rules: Rules, state: GameState, command: c.Choose, hero: Hero | None, odds: bool
) -> str | None:
    if state.pending is None:
        return None
    return answer(state.pending, Names(rules, state), command.option)


def move_path(rules: Rules, state: GameState, command: c.Move) -> list[Step] | None:
    """The steps of the cheapest path of a move, each with its running AP
    cost (the path the engine takes, R-MOVE); None when there is none."""
    turn = Turn(rules, state)
    figure = state.heroes.get(command.hero)
    if figure is not None and figure.square is not None:
        traffic = actions.traffic_for_hero(turn, figure)
        return shortest_path(rules.board, figure.square, command.to, actions.HERO_WALKER, traffic)
    from wolfenstein_tui.engine.rules import bots

    bot = state.enemies[command.hero]
    return shortest_path(
        rules.board, bot.square, command.to, bots.mover(bot), bots.traffic(turn, bot)
    )


_COSTS: dict[str, tuple[GameState, dict]] = {}


def move_cost(rules: Rules, state: GameState, command: c.Move) -> int:
    """One flood of the map per state and figure gives the cost of every
    move listed (a path each would cost as many searches as moves)."""
    cached = _COSTS.get(command.hero)
    costs = cached[1] if cached is not None and cached[0] is state else None
    if costs is None:
        from wolfenstein_tui.engine.geometry.paths import movement_costs

        turn = Turn(rules, state)
        figure = state.heroes.get(command.hero)
        if figure is not None and figure.square is not None:
            traffic = actions.traffic_for_hero(turn, figure)
            costs = movement_costs(rules.board, figure.square, actions.HERO_WALKER, traffic)
        else:
            from wolfenstein_tui.engine.rules import bots

            bot = state.enemies[command.hero]
            costs = movement_costs(
                rules.board, bot.square, bots.mover(bot), bots.traffic(turn, bot)
            )
        _COSTS[command.hero] = (state, costs)  # held, so it is this very state
    return costs.get(command.to, 0)
