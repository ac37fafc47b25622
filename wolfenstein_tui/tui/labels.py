"""Words and symbols for what the engine knows: command labels with their AP
cost, figure and token marks for the map. No Textual here, so it is easy to
test."""

from __future__ import annotations

from wolfenstein_tui.content.squares import square_name
from wolfenstein_tui.engine.geometry.paths import shortest_path
from wolfenstein_tui.engine.rules import actions
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Equip,
    Give,
    Move,
    OpenDoor,
    Reload,
    RemoveBarricade,
    Search,
    SharedLife,
    SilentExecution,
    StartActivation,
    SwitchWeapon,
    TakeFatigue,
    Unequip,
    UseAbility,
    UseItem,
    UsePassage,
)
from wolfenstein_tui.engine.state.state import Difficulty, GameState
from wolfenstein_tui.tui.action_terms import (
    attack_costs,
    attack_terms,
    execution_odds,
    odds_words,
    reload_short,
)
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.questions import answer

HERO_MARKS = {
    "blazkowicz": "BJ",
    "anya": "An",
    "set": "Se",
    "bombate": "Bo",
    "max": "Mx",
    "klaus": "Kl",
}
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


def figure_name(rules: Rules, state: GameState, figure: str) -> str:
    if figure in state.heroes:
        return rules.hero_card(figure).name
    if figure in state.enemies:
        enemy = state.enemies[figure]
        name = rules.enemy_cards[enemy.type].name
        number = figure.removeprefix(f"{enemy.type}-")
        # "Soldier 3" for soldier-3 (the map marks it s3); other ids in full.
        return f"{name} {number}" if number != figure and number.isdigit() else f"{name} {figure}"
    return figure


def describe(rules: Rules, state: GameState, command: Command, odds: bool = True) -> str:
    """A short line for a command, with its AP cost where it has one. An
    attack's line puts the target, the mode and the odds first (a narrow
    list cuts the end of a line): "Attack Soldier 1: kill 70%, Double Tap,
    4 dice (2 AP, 1 light ammo, +1 die)" (the weapon and the expected
    damage are in the panel beside the list); without `odds` (an attack
    refused now) only what it would cost."""
    hero = state.heroes.get(getattr(command, "hero", ""))
    if isinstance(command, StartActivation):
        return f"Activate {rules.hero_card(command.hero).name}"
    if isinstance(command, EndActivation):
        left = hero.ap if hero is not None else state.bot_ap
        return f"End activation ({left} AP left)" if left else "End activation"
    if isinstance(command, Move):
        cost = _move_cost(rules, state, command)
        return f"Move to {square_name(command.to)} ({cost} AP)"
    if isinstance(command, UsePassage):
        return "Take the secret passage (1 AP, fatigue token)"
    if isinstance(command, OpenDoor):
        return f"Open door {command.door} (1 AP)"
    if isinstance(command, RemoveBarricade):
        return f"Remove barricade {command.barricade} (1 AP)"
    if isinstance(command, Search):
        return f"Search {square_name(command.square)} (1 AP)"
    if isinstance(command, Attack):
        target = figure_name(rules, state, command.target)
        if hero is None:
            card = rules.enemy_cards[state.enemies[command.hero].type]
            return f"Attack {target} ({card.weapon.ap_cost} AP)"
        weapon = rules.weapon_cards[hero.weapons[hero.active_weapon].card]
        mode = f", {weapon.modes[command.mode].name}" if command.mode is not None else ""
        terms = attack_terms(rules, state, command)
        costs = attack_costs(terms)  # the weapon in hand: on the hero card and in the panel
        if not odds:
            return f"Attack {target}{mode} ({costs})"
        chance = f"kill {terms.odds.kill:.0%}"
        return f"Attack {target}: {chance}{mode}, {terms.odds.dice} dice ({costs})"
    if isinstance(command, Reload) and hero is not None:
        weapon_name = rules.weapon_cards[hero.weapons[command.weapon].card].name
        return f"Reload {weapon_name} (2 AP; {reload_short(rules, state, command)})"
    if isinstance(command, SilentExecution):
        item = rules.item_cards[command.item].name
        target = figure_name(rules, state, command.target)
        costs = f"{item}, 2 AP, card discarded, no noise"
        if not odds or command.target not in state.enemies:
            return f"Silent execution of {target} ({costs})"
        chance = execution_odds(rules, state, command)
        return f"Silent execution of {target}: {odds_words(chance)} ({costs})"
    if isinstance(command, SwitchWeapon) and hero is not None:
        return f"Take up {rules.weapon_cards[hero.weapons[command.weapon].card].name} (0 AP)"
    if isinstance(command, TakeFatigue) and hero is not None:
        return f"Fatigue (0 AP): +{hero.base_ap // 2} AP, a 2nd attack; half AP next activation"
    if isinstance(command, SharedLife):
        return f"Share life with {figure_name(rules, state, command.target)} (0 AP)"
    if isinstance(command, UseItem):
        card = rules.item_cards[command.item]
        where = f" on {square_name(command.square)}" if command.square else ""
        return f"Use {card.name}{where} ({card.ap_cost} AP)"
    if isinstance(command, Equip):
        card = rules.item_cards[command.item]
        if command.weapon is not None and hero is not None:
            weapon = rules.weapon_cards[hero.weapons[command.weapon].card].name
            return f"Fit {card.name} on {weapon} (0 AP)"
        return f"Equip {card.name} (0 AP)"
    if isinstance(command, Unequip):
        return f"Take off {rules.item_cards[command.item].name} (0 AP)"
    if isinstance(command, Give):
        other = figure_name(rules, state, command.to)
        if command.item is not None:
            what = rules.item_cards[command.item].name
        elif command.weapon is not None and hero is not None:
            what = rules.weapon_cards[hero.weapons[command.weapon].card].name
        else:
            what = f"1 {command.ammo} ammo"
        return f"Give {what} to {other} (0 AP)"
    if isinstance(command, UseAbility):
        ability = rules.hero_card(command.hero).abilities[command.ability]
        target = f" on {figure_name(rules, state, command.target)}" if command.target else ""
        cost = actions.ability_glory_cost(Turn(rules, state), ability.glory_cost)
        tired = ", fatigue token" if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE else ""
        return f"{ability.name}{target} ({cost} glory{tired})"
    if isinstance(command, Choose) and state.pending is not None:
        return answer(state.pending, Names(rules, state), command.option)
    return command.kind.replace("_", " ")


def move_path(rules: Rules, state: GameState, command: Move) -> list:
    """The steps of the cheapest path of a move, each with its running AP
    cost (the path the engine takes, R-MOVE)."""
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


def _move_cost(rules: Rules, state: GameState, command: Move) -> int:
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
