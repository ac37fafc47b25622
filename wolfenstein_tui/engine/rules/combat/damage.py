"""Damage and kills: hearts and shields on a figure or a hero (R-ATK-4,
R-DEATH), an area's figures (R-LARGE-1), a kill's danger, loot and
triggers (R-ATK-8).
"""

from __future__ import annotations

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.effects import Trigger
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.turn import Job, Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.state import Enemy, Hero


def has_great_armor(turn: Turn, enemy: Enemy) -> bool:
    card = turn.rules.enemy_cards[enemy.type]
    return any(isinstance(e, fx.GreatArmor) for a in card.abilities for e in a.effects)


def hit(
    turn: Turn,
    enemy: Enemy,
    hearts: int,
    shields: int,
    killer: str | None,
    source: str,
    silent: bool,
    loot: list[Job] | None = None,
) -> None:
    """Hearts take HP; shields take armor, and HP once armor is gone (R-ATK-4).
    With `loot`, a kill's loot is queued there instead of given at once."""
    to_armor = min(enemy.armor, shields)
    enemy.armor -= to_armor
    to_hp = min(enemy.hp, hearts + (shields - to_armor))  # what it had, no more
    enemy.hp -= to_hp
    turn.say(
        EventKind.DAMAGED,
        "R-ATK-4",
        figure=enemy.id,
        armor_lost=to_armor,
        hp_lost=to_hp,
        hp=enemy.hp,
        armor=enemy.armor,
    )
    if enemy.hp == 0:
        kill(turn, enemy, killer, silent, loot)


def damage_figure(turn: Turn, figure_id: str, amount: int, hero: str | None, source: str) -> None:
    """Damage not from dice takes armor first (R-ATK-9, R-DEATH-1)."""
    state = turn.state
    if figure_id in state.enemies:
        hit(turn, state.enemies[figure_id], 0, amount, hero, source, silent=False)
        return
    target = state.heroes[figure_id]
    damage_hero(turn, target, hearts=0, shields=amount, source=source)


def damage_hero(turn: Turn, hero: Hero, hearts: int, shields: int, source: str) -> None:
    if not hero.on_board:
        return
    to_armor = min(hero.armor, shields)
    hero.armor -= to_armor
    to_hp = min(hero.hp, hearts + shields - to_armor)
    hero.hp -= to_hp
    turn.say(
        EventKind.DAMAGED,
        figure=hero.id,
        armor_lost=to_armor,
        hp_lost=to_hp,
        hp=hero.hp,
        armor=hero.armor,
        source=source,
    )
    if hero.hp == 0 and not hero.bleeding:
        hero.bleeding = True  # R-DEATH-2: laid down where it stands
        turn.say(EventKind.BLEEDING, "R-DEATH-1", hero=hero.id)


def damage_area(
    turn: Turn,
    centre: Square,
    effect: fx.DamageArea,
    hero: str | None,
    source: str,
    silent: bool = False,
    loot: list[Job] | None = None,
) -> None:
    """Every figure with a square within the radius takes the damage once
    (R-LARGE-1: a large figure is hit once, from the square in the area).
    `silent`: from a silenced weapon, whose kills raise no danger (R-ATK-11).
    `loot`: where the kills' loot is queued (see `hit`)."""
    state = turn.state
    for figure_id in area_figures(turn, centre, effect):
        if figure_id in state.heroes:
            damage_hero(turn, state.heroes[figure_id], 0, effect.amount, source)
        elif figure_id in state.enemies:
            hit(turn, state.enemies[figure_id], 0, effect.amount, hero, source, silent, loot)


def area_figures(turn: Turn, centre: Square, effect: fx.DamageArea) -> list[str]:
    """The figures an area effect centred there hits, in the order it hits
    them: every figure with a square within the radius, heroes and bots only
    when the effect hits heroes (R-LARGE-1). The app lists them before a
    player throws or fires, so it asks the same question the engine does."""
    state = turn.state
    area = {
        (centre[0] + dc, centre[1] + dr)
        for dc in range(-effect.radius, effect.radius + 1)
        for dr in range(-effect.radius, effect.radius + 1)
    }
    found: list[str] = []
    for figure_id in sorted(set(danger.figure_squares(turn).values())):
        if figure_id in state.heroes:
            if effect.hits_heroes and state.heroes[figure_id].square in area:
                found.append(figure_id)
        elif figure_id in state.enemies:
            enemy = state.enemies[figure_id]
            if enemy.bot_of is not None and not effect.hits_heroes:
                continue
            if any(sq in area for sq in footprint(enemy.square, enemy.large)):
                found.append(figure_id)
    return found


def kill(
    turn: Turn,
    enemy: Enemy,
    killer: str | None,
    silent: bool,
    loot: list[Job] | None = None,
) -> None:
    """R-ATK-8: remove the figure, danger +1 (not when silent), officers
    check (R-DANGER-2), then player loot to the killer, team loot to the
    others (queued on `loot` when given, to be run after the attack)."""
    state = turn.state
    card = turn.rules.enemy_cards[enemy.type]
    del state.enemies[enemy.id]
    if enemy.bot_of is not None:
        turn.say(
            EventKind.KILLED, "R-DEATH-5", enemy=enemy.id, type=enemy.type, bot_of=enemy.bot_of
        )
        return
    state.killed.append(enemy.id)
    state.killed_types[enemy.type] = state.killed_types.get(enemy.type, 0) + 1
    turn.say(
        EventKind.KILLED,
        "R-ATK-8",
        enemy=enemy.id,
        type=enemy.type,
        square=square_name(enemy.square),
    )
    if not silent:
        danger.raise_danger(turn, 1, "kill", enemy=enemy.id, type=enemy.type)
    danger.officers_check(turn)
    turn.fire_trigger("figure_killed", figure=enemy.id)
    if killer in state.heroes and not state.heroes[killer].dead:
        jobs = turn.loot_jobs(killer, list(card.player_loot), list(card.team_loot))
        for ability in turn.rules.hero_card(killer).abilities:  # the hero card's on_kill
            if ability.trigger is Trigger.ON_KILL:
                jobs += [(effect, killer) for effect in ability.effects]
        if loot is not None:
            loot += jobs
        else:
            turn.run_jobs(jobs, "kill")
