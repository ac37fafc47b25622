"""Attacks, rerolls, damage, kills and loot (R-ATK, R-DICE-3, R-DEATH,
R-PRIO-1)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from wolfenstein_tui.content import effects as fx
from wolfenstein_tui.content.cards import WeaponCard, WeaponKind
from wolfenstein_tui.content.effects import Face, Trigger
from wolfenstein_tui.content.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint, reach_to
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.turn import Job, Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.rules_version import fixed_silent_execution_faces
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, Hero

EASY_LEVELS = (Difficulty.CAN_I_PLAY_DADDY, Difficulty.DONT_HURT_ME)


def hero_name(turn: Turn, hero: Hero) -> str:
    return turn.rules.hero_card(hero.id).name


def enemy_name(turn: Turn, enemy: Enemy) -> str:
    return f"{turn.rules.enemy_cards[enemy.type].name} {enemy.id}"


def figure_name(turn: Turn, figure_id: str) -> str:
    """A hero's or a nazi's name, as the log tells it."""
    state = turn.state
    if figure_id in state.heroes:
        return hero_name(turn, state.heroes[figure_id])
    if figure_id in state.enemies:
        return enemy_name(turn, state.enemies[figure_id])
    return figure_id


# --- what an attack may do ----------------------------------------------------


def max_attacks(hero: Hero) -> int:
    """Once per activation, twice after the fatigue action (R-AP-2)."""
    return 2 if hero.fatigue_action else 1


def sees_figure(turn: Turn, square: Square, target: Enemy) -> bool:
    state = turn.state
    occupied = turn.rules.board.mask(list(danger.figure_squares(turn)))
    closed = turn.rules.board.closed_mask(frozenset(state.closed_doors), frozenset())
    return turn.rules.los.sees_masks(
        square, list(footprint(target.square, target.large)), closed, occupied
    )


def distance_to(square: Square, target: Enemy) -> int:
    return reach_to(square, target.square, target.large)


def weapon_effects(turn: Turn, hero: Hero, weapon_index: int) -> list[Any]:
    """The always-on (∞) effects of the weapon and of its attachment."""
    weapon = hero.weapons[weapon_index]
    card = turn.rules.weapon_cards[weapon.card]
    found = [e for a in card.abilities if a.trigger is Trigger.ALWAYS for e in a.effects]
    if weapon.attachment:
        found += list(turn.rules.item_cards[weapon.attachment].passive)
    return found


def attack_problem(turn: Turn, hero: Hero, target_id: str, mode: int | None) -> str | None:
    """Why this attack is not allowed, or None (R-ATK-1, R-ATK-5, R-ATK-6, R-AP-2).
    Only the first reason is worked out: the legal actions ask this of every
    enemy and mode, and the line of sight is the dear part."""
    return next(_attack_problems(turn, hero, target_id, mode), None)


def attack_problems(turn: Turn, hero: Hero, target_id: str, mode: int | None) -> list[str]:
    """Every reason this attack is not allowed, in the order `attack_problem`
    checks them (its answer is the first), so a player told "reloaded this
    activation" also learns "no light ammo" instead of finding out after the
    reload."""
    return list(_attack_problems(turn, hero, target_id, mode))


def _attack_problems(turn: Turn, hero: Hero, target_id: str, mode: int | None) -> Iterator[str]:
    state = turn.state
    name = hero_name(turn, hero)
    if not hero.weapons:
        yield f"{name} has no weapon."
        return
    weapon = hero.weapons[hero.active_weapon]
    card = turn.rules.weapon_cards[weapon.card]
    target = state.enemies.get(target_id)
    if target is None or target.bot_of is not None:
        yield f"There is no enemy {target_id!r} to attack."
        return
    if hero.sabotaged:
        yield f"{name} is sabotaged and cannot attack this turn (R-ATK-12)."
    if hero.attacks_made >= max_attacks(hero):
        if hero.fatigue_action:
            yield f"{name} has already attacked twice this activation (R-AP-2)."
        else:
            yield f"{name} has already attacked this activation; the fatigue action allows a second attack (R-AP-2)."
    if weapon.reload:
        yield f"The {card.name} has a reload token: reload it first (2 AP, R-ATK-5)."
    if (
        hero.active_weapon in hero.reloaded
        and not hero.fatigue_action
        and state.difficulty not in EASY_LEVELS
    ):
        yield f"The {card.name} was reloaded this activation; it can attack again only after the fatigue action (R-ATK-5)."
    if hero.ap < card.ap_cost:
        yield f"{name} has {hero.ap} AP left; attacking with the {card.name} costs {card.ap_cost} AP."
    assert hero.square is not None
    distance = distance_to(hero.square, target)
    if distance > card.range:
        yield f"{enemy_name(turn, target)} is {distance} squares away; the {card.name} reaches {card.range} (R-ATK-2)."
    if not sees_figure(turn, hero.square, target):
        yield f"{name} has no line of sight to {enemy_name(turn, target)} (R-LOS-1)."
    if (
        card.ammo is not None
        and state.difficulty not in EASY_LEVELS
        and hero.ammo[card.ammo.value] < 1
    ):
        yield f"{name} needs a {card.ammo.value} ammo token to fire the {card.name} (R-ATK-1)."
    if mode is not None:
        if not 0 <= mode < len(card.modes):
            yield f"The {card.name} has no special mode {mode}."
            return
        if hero.special_used:
            yield f"{name} has already used a special attack mode this activation (R-ATK-6)."
        cost = mode_ammo_cost(turn, card, mode)
        assert card.ammo is not None
        if hero.ammo[card.ammo.value] < cost:
            yield f"{card.modes[mode].name} costs {cost} {card.ammo.value} ammo; {name} has {hero.ammo[card.ammo.value]} (R-ATK-6)."


def mode_ammo_cost(turn: Turn, card: WeaponCard, mode: int) -> int:
    """The hardest level asks one more ammo token for special modes (R-DIFF)."""
    extra = 1 if turn.state.difficulty is Difficulty.I_AM_DEATH_INCARNATE else 0
    return card.modes[mode].ammo_cost + extra


def attack_dice(turn: Turn, hero: Hero, mode: int | None, target_id: str | None = None) -> int:
    """Precision + weapon dice + dice from abilities in play (R-ATK-3).
    Dice with a `max_distance` (the bayonet: adjacent only) count only
    against a target that close; with no target named they are counted.
    A `dice_falloff` ∞ ability (a spread that thins out, like the Soldier's
    submachine gun, RULES §2) takes dice off the total for every square
    between the hero and the target, never below its minimum."""
    weapon = hero.weapons[hero.active_weapon]
    card = turn.rules.weapon_cards[weapon.card]
    dice = hero.precision + card.dice + hero.extra_dice
    in_play = weapon_effects(turn, hero, hero.active_weapon)
    if mode is not None:
        in_play += list(card.modes[mode].effects)
    target = turn.state.enemies.get(target_id or "")
    distance = None
    if target is not None and hero.square is not None:
        distance = distance_to(hero.square, target)
    for effect in in_play:
        if not isinstance(effect, fx.ExtraDice):
            continue
        if (
            effect.max_distance is not None
            and distance is not None
            and distance > effect.max_distance
        ):
            continue  # too far for this effect
        dice += effect.count
    for effect in in_play:
        if isinstance(effect, fx.DiceFalloff) and distance is not None:
            between = max(0, distance - 1)
            dice = max(min(effect.minimum, dice), dice - effect.per_square * between)
    return dice


# --- attacking ---------------------------------------------------------------


def attack(turn: Turn, hero: Hero, target_id: str, mode: int | None) -> None:
    problem = attack_problem(turn, hero, target_id, mode)
    if problem:
        raise IllegalCommand(problem)
    state = turn.state
    weapon = hero.weapons[hero.active_weapon]
    card = turn.rules.weapon_cards[weapon.card]
    hero.ap -= card.ap_cost
    hero.attacks_made += 1
    hero.hidden = False  # a disguise holds only until the hero attacks
    mode_effects: list[Any] = []
    if mode is not None:
        hero.special_used = True
        cost = mode_ammo_cost(turn, card, mode)
        assert card.ammo is not None
        hero.ammo[card.ammo.value] -= cost
        mode_effects = list(card.modes[mode].effects)
        turn.say(
            EventKind.EFFECT,
            what="discard_ammo",
            hero=hero.id,
            count=cost,
            ammo=card.ammo.value,
            weapon=card.id,
            mode=mode,
        )
    dice = attack_dice(turn, hero, mode, target_id)
    hero.extra_dice = 0
    in_play = weapon_effects(turn, hero, hero.active_weapon) + mode_effects
    # A silencer (or a silent weapon) spares both noise and danger (R-ATK-11);
    # the easy levels only spare the noise (R-DIFF).
    silent = card.silent or any(isinstance(e, fx.Silence) for e in in_play)
    quiet = silent or state.difficulty in EASY_LEVELS
    turn.say(
        EventKind.ATTACKED,
        hero=hero.id,
        target=target_id,
        weapon=card.id,
        dice=dice,
    )
    faces = turn.roll(dice, f"{hero_name(turn, hero)}'s attack")
    context = {
        "hero": hero.id,
        "target": target_id,
        "weapon": hero.active_weapon,
        "mode": mode,
        "faces": [f.value for f in faces],
        "rerolled": [],
        "silent": silent,
        "quiet": quiet,
        "melee": card.kind is WeaponKind.MELEE,
        "pierce": any(isinstance(e, fx.PierceArmor) for e in in_play) or hero.pierce_next,
        "sources": reroll_sources(turn, hero, in_play),
        "kind": "attack",
    }
    hero.pierce_next = False
    offer_rerolls(turn, context)


def reroll_sources(turn: Turn, hero: Hero, in_play: list[Any]) -> list[dict[str, Any]]:
    """Always-on rerolls: the hero's ∞ abilities, its equipped items and the
    weapon's (R-DICE-3)."""
    card = turn.rules.hero_card(hero.id)
    found: list[tuple[str, Any]] = []
    for ability in card.abilities:
        if ability.trigger is Trigger.ALWAYS:
            found += [(ability.name, e) for e in ability.effects]
    for item in hero.equipped:
        item_card = turn.rules.item_cards[item]
        found += [(item_card.name, e) for e in item_card.passive]
    found += [("weapon", e) for e in in_play]
    return [
        {"name": name, "count": e.count, "faces": [f.value for f in e.faces]}
        for name, e in found
        if isinstance(e, fx.Reroll)
    ]


def offer_rerolls(turn: Turn, context: dict[str, Any]) -> None:
    """Ask about each reroll in turn; a die is never rerolled twice. Only
    faces that mean what the source rerolls are offered: in a silent
    execution a reload counts as blank (R-ATK-10), so a reroll of reload
    results (War Veteran) has nothing to change there."""
    while context["sources"]:
        source = context["sources"][0]
        faces = context["faces"]
        eligible = [
            i
            for i, face in enumerate(faces)
            if _counts_as(turn, context, face) in source["faces"] and i not in context["rerolled"]
        ]
        if not eligible:
            context["sources"].pop(0)
            continue
        choices: list[list[int]] = [[]]
        for size in range(1, min(source["count"], len(eligible)) + 1):
            choices += [list(c) for c in combinations(eligible, size)]
        labels = ["Keep the dice"] + [
            "Reroll " + ", ".join(f"die {i + 1} ({faces[i]})" for i in choice)
            for choice in choices[1:]
        ]
        hero = turn.state.heroes[context["hero"]]
        turn.state.pending = Pending(
            kind=DecisionKind.REROLL,
            prompt=f"{source['name']}: reroll? Rolled {', '.join(faces)}.",
            options=labels,
            seat=hero.seat,
            context={**context, "choices": choices},
        )
        return
    finish_roll(turn, context)


def _counts_as(turn: Turn, context: dict[str, Any], face: str) -> str:
    """What a face means in this roll: a reload is blank in a silent
    execution (R-ATK-10; games under rules version 1 offered rerolls on
    the face as rolled, rules_version.py)."""
    if (
        context["kind"] == "execution"
        and face == Face.RELOAD.value
        and fixed_silent_execution_faces(turn.state.rules_version)
    ):
        return Face.BLANK.value
    return face


def resume_reroll(turn: Turn, context: dict[str, Any], option: int) -> None:
    chosen = context.pop("choices")[option]
    context["sources"] = context["sources"][1:]
    if chosen:
        hero = turn.state.heroes[context["hero"]]
        new = turn.roll(len(chosen), f"{hero_name(turn, hero)} rerolls")
        for index, face in zip(chosen, new, strict=True):
            context["faces"][index] = face.value  # the second result stands
            context["rerolled"].append(index)
    offer_rerolls(turn, context)


def finish_roll(turn: Turn, context: dict[str, Any]) -> None:
    if context["kind"] == "execution":
        finish_execution(turn, context)
    else:
        finish_attack(turn, context)


def finish_attack(turn: Turn, context: dict[str, Any]) -> None:
    state = turn.state
    hero = state.heroes[context["hero"]]
    target = state.enemies[context["target"]]
    faces = [Face(f) for f in context["faces"]]
    hearts = faces.count(Face.HEART)
    shields = faces.count(Face.SHIELD)
    reloads = faces.count(Face.RELOAD)
    if context["pierce"] and shields:
        if has_great_armor(turn, target):
            turn.say(EventKind.EFFECT, "R-PRIO-1", what="great_armor", enemy=target.id)
        else:
            hearts, shields = hearts + shields, 0
    weapon = hero.weapons[context["weapon"]]
    if reloads and not context["melee"] and not weapon.reload:
        weapon.reload = True  # R-ATK-5: the damage rolled still applies
        turn.say(EventKind.RELOAD_TOKEN, "R-ATK-5", hero=hero.id, card=weapon.card)
    if not context["quiet"]:
        board = turn.rules.board
        assert hero.square is not None
        danger.add_noise(turn, board.zone_of(hero.square), "gunfire")
        for zone in sorted(danger.enemy_zones(turn, target)):
            danger.add_noise(turn, zone, "gunfire")
    target.attacked = True
    assert hero.square is not None
    centre = area_centre(hero.square, target)  # where it stood when the roll hit it
    loot: list[Job] = []  # kill loot comes once the whole attack is resolved
    kills_before = len(state.killed)
    hit(turn, target, hearts, shields, hero.id, "attack", context["silent"], loot)
    weapon_card = turn.rules.weapon_cards[weapon.card]
    if context["mode"] is not None:  # an area special mode goes off after the roll
        mode = weapon_card.modes[context["mode"]]
        for area in (e for e in mode.effects if isinstance(e, fx.DamageArea)):
            if state.outcome is None:
                damage_area(turn, centre, area, hero.id, mode.name, context["silent"], loot)
    for _ in range(len(state.killed) - kills_before):  # the weapon's on_kill, once a kill
        for ability in weapon_card.abilities:
            if ability.trigger is Trigger.ON_KILL:
                loot += [(effect, hero.id) for effect in ability.effects]
    answer_attack(turn, target, hero.id)  # R-PRIO-1: the nazi's ability before the weapon's
    if target.id in state.enemies:
        after = {"target": target.id, "square": square_name(centre), "silent": context["silent"]}
        for ability in weapon_card.abilities:
            if ability.trigger is Trigger.ON_ATTACK:
                turn.run_effects(list(ability.effects), hero.id, ability.name, after)
    if loot:
        turn.run_jobs(loot, "kill")


def area_centre(attacker: Square, target: Enemy) -> Square:
    """The square an area attack is centred on: the target's square, or for a
    large figure the one of its four squares nearest the attacker (ties: the
    upper row, then the left column). R-LARGE-1: the area counts from that
    square only, not from the other three."""
    return min(
        footprint(target.square, target.large),
        key=lambda s: (chebyshev(attacker, s), s[1], s[0]),
    )


def answer_attack(turn: Turn, enemy: Enemy, attacker: str) -> None:
    """An enemy's `on_attacked` abilities, once a hero's or bot's attack on it
    is resolved, if it still stands (Hitler's "Ich bin der Führer!")."""
    if enemy.id not in turn.state.enemies or enemy.bot_of is not None:
        return
    for index, ability in enumerate(turn.rules.enemy_cards[enemy.type].abilities):
        if ability.trigger is Trigger.ON_ATTACKED and turn.state.outcome is None:
            turn.say(
                EventKind.EFFECT,
                what="enemy_ability",
                enemy=enemy.id,
                type=enemy.type,
                ability=index,
            )
            turn.run_effects(
                list(ability.effects),
                None,
                ability.name,
                {"figure": enemy.id, "attacker": attacker},
            )


def has_great_armor(turn: Turn, enemy: Enemy) -> bool:
    card = turn.rules.enemy_cards[enemy.type]
    return any(isinstance(e, fx.GreatArmor) for a in card.abilities for e in a.effects)


# --- damage ------------------------------------------------------------------


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


def damage_figure(
    turn: Turn, figure_id: str, amount: int, hero: str | None, source: str, from_dice: bool
) -> None:
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


# --- reloading and silent execution ------------------------------------------------


def reload(turn: Turn, hero: Hero, weapon_index: int) -> None:
    """R-ATK-5: 2 AP removes the reload token; at the hardest level a die is
    rolled and on a reload result the token stays."""
    problems = reload_problems(turn, hero, weapon_index)
    if problems:
        raise IllegalCommand(problems[0])
    name = hero_name(turn, hero)
    weapon = hero.weapons[weapon_index]
    card = turn.rules.weapon_cards[weapon.card]
    hero.ap -= 2
    if turn.state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        (face,) = turn.roll(1, f"{name} reloads the {card.name}")
        if face is Face.RELOAD:
            turn.say(
                EventKind.RELOADED,
                "R-DIFF",
                hero=hero.id,
                weapon=weapon_index,
                card=weapon.card,
                jammed=True,
            )
            return
    weapon.reload = False
    if weapon_index not in hero.reloaded:
        hero.reloaded.append(weapon_index)
    turn.say(EventKind.RELOADED, "R-ATK-5", hero=hero.id, weapon=weapon_index, card=weapon.card)


def reload_problems(turn: Turn, hero: Hero, weapon_index: int) -> list[str]:
    """Every reason this reload is not allowed (R-ATK-5); empty when it is."""
    name = hero_name(turn, hero)
    if not 0 <= weapon_index < len(hero.weapons):
        return [f"{name} has no weapon number {weapon_index}."]
    card = turn.rules.weapon_cards[hero.weapons[weapon_index].card]
    found = []
    if not hero.weapons[weapon_index].reload:
        found.append(f"The {card.name} has no reload token (R-ATK-5).")
    if hero.ap < 2:
        found.append(f"{name} has {hero.ap} AP left; reloading costs 2 AP (R-ATK-5).")
    return found


def execution_problems(turn: Turn, hero: Hero, target_id: str, item_id: str) -> list[str]:
    """Every reason this silent execution is not allowed (R-ATK-10, R-AP-2,
    R-ATK-12); empty when it is."""
    state = turn.state
    name = hero_name(turn, hero)
    if item_id not in hero.carried and item_id not in hero.equipped:
        return [f"{name} does not hold {item_id}."]
    item = turn.rules.item_cards[item_id]
    if not item.execution_dice:
        return [f"The {item.name} cannot be used for a silent execution."]
    target = state.enemies.get(target_id)
    if target is None or target.bot_of is not None:
        return [f"There is no enemy {target_id!r} to attack."]
    found = []
    if hero.sabotaged:
        found.append(f"{name} is sabotaged and cannot attack this turn (R-ATK-12).")
    if hero.attacks_made >= max_attacks(hero):
        found.append(f"{name} has already attacked this activation (R-AP-2).")
    if hero.ap < 2:
        found.append(f"{name} has {hero.ap} AP left; a silent execution costs 2 AP (R-ATK-10).")
    assert hero.square is not None
    if distance_to(hero.square, target) != 1 or not sees_figure(turn, hero.square, target):
        found.append(
            f"A silent execution needs {enemy_name(turn, target)} on an adjacent square (R-ATK-10)."
        )
    return found


def silent_execution(turn: Turn, hero: Hero, target_id: str, item_id: str) -> None:
    """R-ATK-10: an attack (2 AP) on an adjacent enemy with a knife, hatchet
    or pipe; the card is discarded; reload counts as blank; no noise and no
    danger, even on a kill."""
    problems = execution_problems(turn, hero, target_id, item_id)
    if problems:
        raise IllegalCommand(problems[0])
    state = turn.state
    name = hero_name(turn, hero)
    item = turn.rules.item_cards[item_id]
    hero.ap -= 2
    hero.attacks_made += 1
    hero.hidden = False
    (hero.carried if item_id in hero.carried else hero.equipped).remove(item_id)
    state.decks["equipment"].discard.append(item_id)
    turn.say(
        EventKind.ATTACKED,
        "R-ATK-10",
        hero=hero.id,
        target=target_id,
        item=item_id,
        dice=item.execution_dice,
    )
    assert item.execution_dice is not None  # execution_problems refuses any other card
    faces = turn.roll(item.execution_dice, f"{name}'s silent execution")
    context = {
        "hero": hero.id,
        "target": target_id,
        "faces": [f.value for f in faces],
        "rerolled": [],
        "sources": reroll_sources(turn, hero, []),
        "kind": "execution",
    }
    offer_rerolls(turn, context)


def finish_execution(turn: Turn, context: dict[str, Any]) -> None:
    target = turn.state.enemies[context["target"]]
    faces = [Face(f) for f in context["faces"]]
    target.attacked = True
    hit(
        turn,
        target,
        faces.count(Face.HEART),
        faces.count(Face.SHIELD),
        context["hero"],
        "silent execution",
        silent=True,
    )
    answer_attack(turn, target, context["hero"])
