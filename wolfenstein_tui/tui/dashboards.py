"""Text for the side panels: a hero's dashboard and the game's status."""

from __future__ import annotations

from rich.text import Text

from wolfenstein_tui.content.effects import Trigger
from wolfenstein_tui.content.squares import square_name
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState, Hero
from wolfenstein_tui.tui.labels import HERO_MARKS
from wolfenstein_tui.tui.players import player_label


def hero_panel(rules: Rules, state: GameState, hero: Hero, names: tuple[str, ...] = ()) -> Text:
    card = rules.hero_card(hero.id)
    active = hero.id == state.active_hero
    text = Text()
    player = f"  {player_label(names, hero.seat)}" if len(state.seats) > 1 else ""
    title = f"{'▶ ' if active else ''}{card.name} [{HERO_MARKS.get(hero.id, '')}]{player}"
    text.append(title + "\n", style="bold reverse" if active else "bold")
    if hero.dead:
        text.append("dead\n", style="bold red")
        return text
    where = square_name(hero.square) if hero.square else "not arrived"
    flags = []
    if hero.bleeding:
        flags.append("BLEEDING")
    if hero.fatigue:
        flags.append("fatigued")
    if hero.stunned:
        flags.append("stunned")
    if hero.sabotaged:
        flags.append("sabotaged")
    if hero.hidden:
        flags.append("hidden")
    text.append(
        f"HP {hero.hp}/{hero.max_hp}  Armor {hero.armor}/{hero.max_armor}  AP {hero.ap}/{hero.base_ap}\n"
    )
    text.append(
        f"Precision {hero.precision}  Glory {hero.glory}  Shared life {hero.shared_life}  {where}\n"
    )
    if flags:
        text.append(" ".join(flags) + "\n", style="bold red")
    ammo = "  ".join(f"{kind} {count}" for kind, count in hero.ammo.items())
    text.append(f"Ammo: {ammo}\n")
    for index, weapon in enumerate(hero.weapons):
        w = rules.weapon_cards[weapon.card]
        mark = "▶" if index == hero.active_weapon else " "
        extra = " [RELOAD]" if weapon.reload else ""
        attachment = f" +{rules.item_cards[weapon.attachment].name}" if weapon.attachment else ""
        text.append(f"{mark}{w.name} r{w.range} {w.dice}d {w.ap_cost}AP{attachment}{extra}\n")
    if hero.equipped:
        text.append(
            "Equipped: " + ", ".join(rules.item_cards[i].name for i in hero.equipped) + "\n"
        )
    if hero.carried:
        text.append("Carried: " + ", ".join(rules.item_cards[i].name for i in hero.carried) + "\n")
    for ability in card.abilities:
        cost = "∞" if ability.trigger is Trigger.ALWAYS else f"{ability.glory_cost} GP"
        text.append(f"· {ability.name} ({cost})\n", style="dim")
    return text


def hero_states(hero: Hero) -> list[str]:
    """The states a hero is in, in words."""
    return [
        word
        for word, on in (
            ("BLEEDING", hero.bleeding),
            ("fatigued", hero.fatigue),
            ("stunned", hero.stunned),
            ("sabotaged", hero.sabotaged),
            ("hidden", hero.hidden),
        )
        if on
    ]


def hero_card_text(rules: Rules, state: GameState, hero: Hero, player: str) -> Text:
    """The card, a line a subject, short enough for a 38-column panel."""
    card = rules.hero_card(hero.id)
    active = hero.id == state.active_hero
    text = Text()
    title = f"{'▶ ' if active else ''}{card.name} [{HERO_MARKS.get(hero.id, '')}]  {player}"
    text.append(title + "\n", style="bold reverse" if active else "bold")
    if hero.dead:
        text.append("dead\n", style="bold")
        return text
    where = square_name(hero.square) if hero.square else "not arrived"
    text.append(
        f"HP {hero.hp}/{hero.max_hp}  Armor {hero.armor}/{hero.max_armor}  "
        f"AP {hero.ap}/{hero.base_ap}  {where}\n"
    )
    text.append(f"Precision {hero.precision}  Glory {hero.glory}")
    if hero.shared_life:
        text.append(f"  Shared life {hero.shared_life}")
    text.append("\n")
    states = hero_states(hero)
    if states:
        text.append("States: ")
        text.append(", ".join(states), style="bold")
        text.append("\n")
    else:
        text.append("No fatigue, bleeding or stun\n")
    text.append("Ammo: " + "  ".join(f"{kind} {count}" for kind, count in hero.ammo.items()) + "\n")
    for index, weapon in enumerate(hero.weapons):
        w = rules.weapon_cards[weapon.card]
        mark = "▶" if index == hero.active_weapon else " "
        attachment = f" +{rules.item_cards[weapon.attachment].name}" if weapon.attachment else ""
        reload = " [RELOAD]" if weapon.reload else ""
        ammo = f" {w.ammo.value}" if w.ammo else ""
        text.append(f"{mark}{w.name} r{w.range} {w.dice}d {w.ap_cost}AP{ammo}{attachment}")
        text.append(reload + "\n", style="bold")
    if hero.equipped:
        text.append("Worn: " + ", ".join(rules.item_cards[i].name for i in hero.equipped) + "\n")
    if hero.carried:
        text.append("Carried: " + ", ".join(rules.item_cards[i].name for i in hero.carried) + "\n")
    abilities = [
        f"{a.name} ({'always' if a.trigger is Trigger.ALWAYS else f'{a.glory_cost} GP'})"
        for a in card.abilities
    ]
    if abilities:
        text.append("Abilities: " + ", ".join(abilities) + "\n", style="dim")
    text.rstrip()
    return text


def status_line(rules: Rules, state: GameState, names: tuple[str, ...] = ()) -> Text:
    """Round, phase, who plays, danger and noise. `names` are the players'
    names by seat (Player N when not given)."""

    def player(seat: int) -> str:
        return player_label(names, seat)

    mission = rules.mission
    text = Text()
    text.append(f"{mission.words().title}  ", style="bold")
    text.append(f"Round {state.round}/{mission.round_limit}  ")
    if state.phase.value != "heroes":
        text.append(f"{state.phase.value.capitalize()} phase  ")
    if state.active_hero:
        name = (
            rules.hero_card(state.active_hero).name
            if state.active_hero in state.heroes
            else state.active_hero
        )
        seat = next((i for i, s in enumerate(state.seats) if state.active_hero in s), None)
        who = f" ({player(seat)})" if seat is not None and len(state.seats) > 1 else ""
        text.append(f"Active: {name}{who}  ")
    elif len(state.seats) > 1:
        text.append(f"{player(state.active_seat)} to choose  ")
    text.append(
        f"Danger {state.danger}/{mission.alarm.threshold}", style="bold red" if state.danger else ""
    )
    text.append(f"  Alarms {state.alarms}")
    if len(state.seats) > 1:
        text.append(f"  AI controller: {player(state.ai_controller)}")
    if state.noise:
        text.append("  Noise: " + ", ".join(mission.zone_name(z) for z in sorted(state.noise)))
    return text


def objectives_text(rules: Rules, state: GameState) -> Text:
    from wolfenstein_tui.engine.rules import objectives
    from wolfenstein_tui.engine.rules.turn import Turn

    turn = Turn(rules, state)
    text = Text()
    for objective in rules.mission.objectives:
        done = objectives.objective_met(turn, objective)
        label = objective.words().text or objective.objective.replace("_", " ")
        text.append(("☑ " if done else "☐ ") + label + "\n", style="green" if done else "")
    return text
