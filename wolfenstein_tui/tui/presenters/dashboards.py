"""Text for the side panels: a hero's dashboard and the game's status."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.effects import Trigger
from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import Enemy, GameState, Hero
from wolfenstein_tui.tui.presenters.local import zone_name
from wolfenstein_tui.tui.presenters.players import player_label, whose_turn
from wolfenstein_tui.words.actions.labels import HERO_MARKS, bot_mark
from wolfenstein_tui.words.board.danger_words import danger_words
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.questions import task
from wolfenstein_tui.words.terms import HERO_STATES, PHASES, ammo, ammo_count, term


def hero_panel(rules: Rules, state: GameState, hero: Hero, names: tuple[str, ...] = ()) -> Text:
    card = rules.hero_card(hero.id)
    active = hero.id == state.active_hero
    text = Text()
    player = f"  {player_label(names, hero.seat)}" if len(state.seats) > 1 else ""
    title = f"{'▶ ' if active else ''}{shown(card).name} [{HERO_MARKS.get(hero.id, '')}]{player}"
    text.append(title + "\n", style="bold reverse" if active else "bold")
    if hero.dead:
        text.append(_("dead") + "\n", style="bold red")
        return text
    where = square_name(hero.square) if hero.square else _("not arrived")
    flags = hero_states(hero)
    text.append(vitals(hero) + "\n")
    text.append(
        _("Precision {precision}  Glory {glory}  Shared life {shared}  {where}").format(
            precision=hero.precision, glory=hero.glory, shared=hero.shared_life, where=where
        )
        + "\n"
    )
    if flags:
        text.append(" ".join(flags) + "\n", style="bold red")
    text.append(ammo_line(hero) + "\n")
    for index in range(len(hero.weapons)):
        text.append(weapon_line(rules, hero, index, with_ammo=False) + "\n")
    if hero.equipped:
        text.append(_("Equipped: {items}").format(items=item_names(rules, hero.equipped)) + "\n")
    if hero.carried:
        text.append(_("Carried: {items}").format(items=item_names(rules, hero.carried)) + "\n")
    for ability in card.abilities:
        cost = (
            "∞"
            if ability.trigger is Trigger.ALWAYS
            else _("{cost} GP").format(cost=ability.glory_cost)
        )
        text.append(f"· {shown(ability).name} ({cost})\n", style="dim")
    return text


def vitals(hero: Hero) -> str:
    """ "HP 5/5  Armor 1/2  AP 4/4" (the rulebook's abbreviations)."""
    return _("HP {hp}/{max_hp}  Armor {armor}/{max_armor}  AP {ap}/{base_ap}").format(
        hp=hero.hp,
        max_hp=hero.max_hp,
        armor=hero.armor,
        max_armor=hero.max_armor,
        ap=hero.ap,
        base_ap=hero.base_ap,
    )


def ammo_line(hero: Hero) -> str:
    """ "Ammo: light 2  heavy 0  special 0"."""
    counts = "  ".join(ammo_count(kind, count) for kind, count in hero.ammo.items())
    return _("Ammo: {counts}").format(counts=counts)


def item_names(rules: Rules, items: Iterable[str]) -> str:
    return ", ".join(shown(rules.item_cards[i]).name for i in items)


def weapon_line(rules: Rules, hero: Hero, index: int, with_ammo: bool = True) -> str:
    """One weapon of a hero: ▶ when in hand, range, dice, AP, ammo type,
    attachment, and the reload token when it has one."""
    weapon = hero.weapons[index]
    w = rules.weapon_cards[weapon.card]
    mark = "▶" if index == hero.active_weapon else " "
    attachment = f" +{shown(rules.item_cards[weapon.attachment]).name}" if weapon.attachment else ""
    kind = f" {ammo(w.ammo)}" if with_ammo and w.ammo else ""
    line = _("{mark}{weapon} r{range} {dice}d {ap}AP").format(
        mark=mark, weapon=shown(w).name, range=w.range, dice=w.dice, ap=w.ap_cost
    )
    reload = " " + _("[RELOAD]") if weapon.reload else ""
    return f"{line}{kind}{attachment}{reload}"


def hero_states(hero: Hero) -> list[str]:
    """The states a hero is in, in words."""
    return [_(word) for attribute, word in HERO_STATES.items() if getattr(hero, attribute)]


def bot_card_text(rules: Rules, state: GameState, bot: Enemy, player: str) -> Text:
    """A bot's card while it acts (R-BOT-1): its name, the hero it fights
    for, its HP, armor and AP, its weapon, and what a bot cannot do."""
    card = rules.enemy_cards[bot.type]
    active = bot.id == state.active_hero
    hero = shown(rules.hero_card(bot.bot_of)).name if bot.bot_of else ""
    text = Text()
    name = Names(rules, state).bot_label(bot.id)
    mark = bot_mark(bot.bot_of) if bot.bot_of else ""
    title = f"{'▶ ' if active else ''}{name} [{mark}]  {player}"
    text.append(title.rstrip() + "\n", style="bold reverse" if active else "bold")
    text.append(_("Fights for {hero}").format(hero=hero) + "\n")
    ap = state.bot_ap if active else card.ap
    vitals = _("HP {hp}/{max_hp}  Armor {armor}/{max_armor}  AP {ap}/{base_ap}").format(
        hp=bot.hp, max_hp=card.hp, armor=bot.armor, max_armor=card.armor, ap=ap, base_ap=card.ap
    )
    text.append(f"{vitals}  {square_name(bot.square)}\n")
    weapon = card.weapon
    text.append(
        _("{mark}{weapon} r{range} {dice}d {ap}AP").format(
            mark="▶",
            weapon=shown(weapon).name,
            range=weapon.range,
            dice=weapon.dice,
            ap=weapon.ap_cost,
        )
        + "\n"
    )
    text.append(
        _("No equipment or cards; reload results are blank; searches chests only.") + "\n",
        style="dim",
    )
    if bot.stunned:
        text.append(_("States: ") + _("stunned") + "\n", style="bold")
    text.rstrip()
    return text


def hero_card_text(rules: Rules, state: GameState, hero: Hero, player: str) -> Text:
    """The card, a line a subject, short enough for a 38-column panel."""
    card = rules.hero_card(hero.id)
    active = hero.id == state.active_hero
    text = Text()
    title = f"{'▶ ' if active else ''}{shown(card).name} [{HERO_MARKS.get(hero.id, '')}]  {player}"
    text.append(title + "\n", style="bold reverse" if active else "bold")
    if hero.dead:
        text.append(_("dead") + "\n", style="bold")
        return text
    where = square_name(hero.square) if hero.square else _("not arrived")
    text.append(f"{vitals(hero)}  {where}\n")
    text.append(
        _("Precision {precision}  Glory {glory}").format(precision=hero.precision, glory=hero.glory)
    )
    if hero.shared_life:
        text.append("  " + _("Shared life {shared}").format(shared=hero.shared_life))
    text.append("\n")
    states = hero_states(hero)
    if states:
        text.append(_("States: "))
        text.append(", ".join(states), style="bold")
        text.append("\n")
    else:
        text.append(_("No fatigue, bleeding or stun") + "\n")
    text.append(ammo_line(hero) + "\n")
    for index, weapon in enumerate(hero.weapons):
        line = weapon_line(rules, hero, index)
        reload = " " + _("[RELOAD]") if weapon.reload else ""
        text.append(line.removesuffix(reload))
        text.append(reload + "\n", style="bold")
    if hero.equipped:
        text.append(_("Worn: {items}").format(items=item_names(rules, hero.equipped)) + "\n")
    if hero.carried:
        text.append(_("Carried: {items}").format(items=item_names(rules, hero.carried)) + "\n")
    abilities = [
        "{name} ({cost})".format(
            name=shown(a).name,
            cost=_("always")
            if a.trigger is Trigger.ALWAYS
            else _("{cost} GP").format(cost=a.glory_cost),
        )
        for a in card.abilities
    ]
    if abilities:
        text.append(
            _("Abilities: {abilities}").format(abilities=", ".join(abilities)) + "\n",
            style="dim",
        )
    text.rstrip()
    return text


def status_line(rules: Rules, state: GameState, names: tuple[str, ...] = ()) -> Text:
    """Round, phase, who plays, danger and noise. `names` are the players'
    names by seat (Player N when not given)."""

    def player(seat: int) -> str:
        return player_label(names, seat)

    mission = rules.mission
    text = Text()
    text.append(f"{shown(mission).title}  ", style="bold")
    text.append(
        _("Round {round}/{limit}").format(round=state.round, limit=mission.round_limit) + "  "
    )
    if state.phase.value != "heroes":
        text.append(term(PHASES, state.phase) + "  ")
    if state.active_hero:
        bot = state.enemies.get(state.active_hero)
        if state.active_hero in state.heroes:
            name = shown(rules.hero_card(state.active_hero)).name
        elif bot is not None:  # a bot acts for its hero's player (R-BOT-1)
            name = Names(rules, state).bot_label(bot.id)
        else:
            name = state.active_hero
        owner = bot.bot_of if bot is not None and bot.bot_of else state.active_hero
        seat = next((i for i, s in enumerate(state.seats) if owner in s), None)
        who = f" ({player(seat)})" if seat is not None and len(state.seats) > 1 else ""
        text.append(_("Active: {hero}").format(hero=name) + f"{who}  ")
    over = state.outcome is not None  # nobody has anything left to do
    if len(state.seats) > 1 and not over and (state.pending is not None or not state.active_hero):
        # Who must act and what for: the hand-over's words (tui/presenters/players.py).
        seat = state.pending.seat if state.pending is not None else state.active_seat
        what = task(state.pending, Names(rules, state))
        text.append(whose_turn(player(seat), what) + "  ", style="bold")
    text.append(
        danger_words(mission.alarm, state.danger, state.alarms),
        style="bold red" if state.danger else "",
    )
    text.append("  " + _("Alarms {alarms}").format(alarms=state.alarms))
    if len(state.seats) > 1:
        text.append("  " + _("AI controller: {player}").format(player=player(state.ai_controller)))
    if state.noise:
        zones = ", ".join(zone_name(rules, z) for z in sorted(state.noise))
        text.append("  " + _("Noise: {zones}").format(zones=zones))
    return text


def objectives_text(rules: Rules, state: GameState) -> Text:
    from wolfenstein_tui.engine.rules import objectives
    from wolfenstein_tui.engine.rules.turn import Turn

    turn = Turn(rules, state)
    text = Text()
    for objective in rules.mission.objectives:
        done = objectives.objective_met(turn, objective)
        label = shown(objective).text or objective.objective.replace("_", " ")
        progress = objective_progress(turn, objective)
        shown_progress = f" ({progress[0]}/{progress[1]})" if progress and not done else ""
        text.append(
            ("☑ " if done else "☐ ") + label + shown_progress + "\n", style="green" if done else ""
        )
    return text


def objective_progress(turn: object, objective: object) -> tuple[int, int] | None:
    """How far an objective of several steps has come: events completed,
    figures killed, tokens taken, rounds survived, as (done, wanted); None
    for an objective of one step."""
    from wolfenstein_tui.content.records.mission import (
        CollectTokensObjective,
        CompleteEventsObjective,
        KillObjective,
        SurviveObjective,
    )
    from wolfenstein_tui.engine.rules import objectives
    from wolfenstein_tui.engine.rules.turn import Turn

    assert isinstance(turn, Turn)
    state = turn.state
    if isinstance(objective, CompleteEventsObjective) and objective.count > 1:
        return min(state.events_completed, objective.count), objective.count
    if isinstance(objective, KillObjective):
        if len(objective.figures) > 1:
            killed = sum(1 for figure in objective.figures if figure in state.killed)
            return killed, len(objective.figures)
        if objective.enemy_type is not None and (objective.count or 0) > 1:
            count = objective.count or 0
            return min(state.killed_types.get(objective.enemy_type, 0), count), count
    if isinstance(objective, CollectTokensObjective) and len(objective.tokens) > 1:
        taken = sum(1 for token in objective.tokens if token in state.collected)
        return taken, len(objective.tokens)
    if isinstance(objective, SurviveObjective) and objective.rounds > 1:
        return min(objectives.rounds_survived(turn), objective.rounds), objective.rounds
    return None
