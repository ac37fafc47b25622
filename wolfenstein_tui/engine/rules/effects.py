"""The interpreter of card effects: every effect primitive of the content
model (content/effects.py) is carried out here, and nowhere else.

Effects run in order. One that needs a player's choice (an ammo token of the
hero's choice) stops the run with a pending decision that remembers the
effects still to run; `resume` carries on once the answer comes.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import TypeAdapter

from wolfenstein_tui.content import effects as fx
from wolfenstein_tui.content.cards import EquipmentCard
from wolfenstein_tui.content.effects import AmmoChoice, EffectSpec, Target
from wolfenstein_tui.content.mission import RuleTrigger
from wolfenstein_tui.content.squares import Square, parse_square, square_name
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules import combat, danger
from wolfenstein_tui.engine.rules.traffic import touching
from wolfenstein_tui.engine.rules.turn import Job, Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, Hero, Weapon


@cache
def _effect_list() -> TypeAdapter[list[Any]]:
    """The validator of a list of effects, built on first use: building it
    costs more than the rest of this module, and only a decision paused
    inside a card's effects (rare) needs it."""
    return TypeAdapter(list[EffectSpec])


AMMO_TYPES = ("light", "heavy", "special")


def run_effects(
    turn: Turn,
    effects: list[Any],
    hero: str | None,
    source: str,
    context: dict[str, Any] | None = None,
) -> bool:
    """Run effects for `hero` (None: no hero, e.g. the alarm). Returns False
    when a decision is now pending (the rest will run on `resume`)."""
    return run_jobs(turn, [(effect, hero) for effect in effects], source, context)


def run_jobs(
    turn: Turn, jobs: list[Job], source: str, context: dict[str, Any] | None = None
) -> bool:
    context = dict(context or {})
    queue = list(jobs)
    while queue:
        effect, hero = queue.pop(0)
        if turn.state.outcome is not None:
            return True
        if isinstance(effect, fx.RollCheck):
            if _roll_check(turn, effect, source):
                queue[0:0] = [(inner, hero) for inner in effect.then]
            continue
        if not _run_one(turn, effect, hero, source, context, queue):
            return False
    after = context.pop("then", None)
    if after == "event_done":
        _event_done(turn, context)
    return True


def _dump_jobs(jobs: list[Job]) -> list[dict[str, Any]]:
    return [{"hero": hero, "effect": effect.model_dump(mode="json")} for effect, hero in jobs]


def _load_jobs(data: list[dict[str, Any]]) -> list[Job]:
    effects = _effect_list().validate_python([item["effect"] for item in data])
    return [(effect, item["hero"]) for effect, item in zip(effects, data, strict=True)]


def resume(turn: Turn, pending: Pending, option: int) -> None:
    """Carry on after the answer to a decision the effects raised."""
    context = dict(pending.context)
    if pending.kind is DecisionKind.REROLL:
        combat.resume_reroll(turn, context, option)
        return
    source = context.pop("source", "")
    rest = _load_jobs(context.pop("rest", []))
    if pending.kind is DecisionKind.AMMO_CHOICE:
        hero = context.pop("hero", None)
        who = context.pop("who")
        _give_ammo(turn, who, AMMO_TYPES[option], 1, source)
        remaining = context.pop("remaining", 0)
        queue = context.pop("queue", [])
        amount = context.pop("amount", 1)
        if remaining:
            _ask_ammo(turn, [who, *queue], amount, hero, source, context, rest, remaining)
            return
        if queue:
            _ask_ammo(turn, queue, amount, hero, source, context, rest)
            return
    elif pending.kind is DecisionKind.EVENT_OPTION:
        hero = context.get("hero_id")
        card = turn.rules.event_cards[context["card"]]
        chosen = card.options[option]
        context["option"] = option
        context["then"] = "event_done"
        run_effects(turn, list(chosen.effects), hero, source, context)
        return
    run_jobs(turn, rest, source, context)


# --- targets ----------------------------------------------------------------


def _heroes_for(
    turn: Turn, target: Target, hero: str | None, context: dict[str, Any]
) -> list[Hero]:
    state = turn.state
    living = [h for h in state.heroes.values() if h.on_board]
    me = state.heroes.get(hero) if hero else None
    if target is Target.SELF:
        return [me] if me is not None and not me.dead else []
    if target is Target.ALL_HEROES:  # heroes yet to arrive count too
        return [h for h in state.heroes.values() if not h.dead]
    if target in (Target.CHOSEN_HERO, Target.ATTACK_TARGET):
        chosen = state.heroes.get(context.get("target") or "")
        return [chosen] if chosen is not None and chosen.on_board else []
    if target is Target.ATTACKER:
        attacker = state.heroes.get(context.get("attacker") or "")
        return [attacker] if attacker is not None and attacker.on_board else []
    squares = _own_squares(turn, hero, context)
    if not squares:
        return []
    if target is Target.ADJACENT_HEROES:
        return [
            h
            for h in living
            if h.id != hero and h.square and min(chebyshev(h.square, s) for s in squares) == 1
        ]
    if target is Target.HEROES_IN_ZONE:
        board = turn.rules.board
        zones = {board.zone_of(s) for s in squares}
        return [h for h in living if h.square and board.zone_of(h.square) in zones]
    return []


def _own_squares(turn: Turn, hero: str | None, context: dict[str, Any]) -> list[Square]:
    """Where the one causing the effect stands: the hero, or else the enemy
    figure whose ability it is (all four squares of a large one, R-LARGE-1)."""
    me = turn.state.heroes.get(hero or "")
    if me is not None:
        return [me.square] if me.square is not None else []
    figure = turn.state.enemies.get(context.get("figure") or "")
    if figure is not None:
        return list(footprint(figure.square, figure.large))
    return []


def _bots_for(turn: Turn, target: Target, hero: str | None, context: dict[str, Any]) -> list[str]:
    """Bots count as heroes to the nazis (R-BOT-1): an enemy's ability aimed
    at the heroes around it reaches them too."""
    if hero is not None or context.get("figure") not in turn.state.enemies:
        return []
    bots = [e for e in turn.state.enemies.values() if e.bot_of is not None]
    if target is Target.ATTACKER:
        return [b.id for b in bots if b.id == context.get("attacker")]
    squares = _own_squares(turn, hero, context)
    if not squares:
        return []
    board = turn.rules.board
    found = []
    for bot in bots:
        covered = footprint(bot.square, bot.large)
        if target is Target.ADJACENT_HEROES:
            near = min(chebyshev(a, b) for a in covered for b in squares) == 1
        elif target is Target.HEROES_IN_ZONE:
            near = bool({board.zone_of(s) for s in covered} & {board.zone_of(s) for s in squares})
        else:
            near = False
        if near:
            found.append(bot.id)
    return found


def _enemies_for(
    turn: Turn, target: Target, hero: str | None, context: dict[str, Any]
) -> list[str]:
    state = turn.state
    if target in (Target.ATTACK_TARGET, Target.CHOSEN_ENEMY):
        chosen = context.get("target")
        return [chosen] if chosen in state.enemies else []
    me = state.heroes.get(hero) if hero else None
    if me is None or me.square is None:
        return []
    board = turn.rules.board
    found = []
    for enemy in state.enemies.values():
        if enemy.bot_of is not None:
            continue
        squares = footprint(enemy.square, enemy.large)
        if (
            target is Target.ADJACENT_ENEMIES and any(chebyshev(s, me.square) == 1 for s in squares)
        ) or (
            target is Target.ENEMIES_IN_ZONE
            and any(board.zone_of(s) == board.zone_of(me.square) for s in squares)
        ):
            found.append(enemy.id)
    return found


# --- one effect -------------------------------------------------------------


def _name(turn: Turn, hero: Hero) -> str:
    return turn.rules.hero_card(hero.id).name


LOOT_EFFECTS = (fx.GainGlory, fx.GainAmmo, fx.DrawEquipment, fx.DrawWeapon)
HERO_EFFECTS = (
    fx.Heal,
    fx.AddArmor,
    fx.Boost,
    fx.GainAp,
    fx.ExtraDice,
    fx.PierceArmor,
    fx.TakeFatigue,
    fx.RemoveFatigue,
    fx.GainSharedLife,
    fx.Hide,
)
"""Effects on the heroes' own tokens and values."""


def _run_one(
    turn: Turn,
    effect: Any,
    hero: str | None,
    source: str,
    context: dict[str, Any],
    rest: list[Job],
) -> bool:
    """Run one effect; False when it stopped to ask a question (the rest of
    the queue then waits in the pending decision)."""
    if isinstance(effect, LOOT_EFFECTS):
        return _run_loot(turn, effect, hero, source, context, rest)
    if isinstance(effect, HERO_EFFECTS):
        return _run_on_heroes(turn, effect, hero, source, context, rest)
    if isinstance(effect, fx.Reroll | fx.DiceFalloff | fx.GreatArmor | fx.Silence):
        # Attack modifiers: combat reads them from the cards in play; run on
        # their own they change nothing, and say so.
        turn.say(EventKind.EFFECT, what="attack_only", effect=effect.effect)
        return True
    return _run_on_board(turn, effect, hero, source, context, rest)


def _run_loot(
    turn: Turn,
    effect: Any,
    hero: str | None,
    source: str,
    context: dict[str, Any],
    rest: list[Job],
) -> bool:
    """Glory, ammo and cards for the heroes."""
    if isinstance(effect, fx.GainGlory):
        amount = effect.amount * _glory_factor(turn, source)
        for target in _heroes_for(turn, effect.target, hero, context):
            target.glory += amount
            turn.say(EventKind.LOOT, hero=target.id, glory=amount)
    elif isinstance(effect, fx.GainAmmo):
        targets = [h.id for h in _heroes_for(turn, effect.target, hero, context)]
        if effect.ammo is AmmoChoice.CHOICE:
            if targets:
                _ask_ammo(turn, targets, effect.amount, hero, source, context, rest)
                return False
        else:
            for target_id in targets:
                _give_ammo(turn, target_id, effect.ammo.value, effect.amount, source)
    elif isinstance(effect, fx.DrawEquipment | fx.DrawWeapon):
        deck = "equipment" if isinstance(effect, fx.DrawEquipment) else "weapons"
        for target in _heroes_for(turn, effect.target, hero, context):
            for _ in range(effect.count):
                card = turn.draw(deck)
                if card is None:
                    turn.say(EventKind.LOOT, deck=deck, empty=True)
                    break
                if deck == "equipment":
                    target.carried.append(card)
                else:
                    target.weapons.append(Weapon(card))
                turn.say(EventKind.LOOT, hero=target.id, card=card)
    else:  # pragma: no cover - the effect union is closed
        raise AssertionError(f"effect {effect!r} has no implementation")
    return True


def _run_on_heroes(
    turn: Turn,
    effect: Any,
    hero: str | None,
    source: str,
    context: dict[str, Any],
    rest: list[Job],
) -> bool:
    """Healing, armor, boosts, AP, the next attack's dice, fatigue, shared life, hiding."""
    if isinstance(effect, fx.Heal):
        for target in _heroes_for(turn, effect.target, hero, context):
            before = target.hp
            target.hp = (
                target.max_hp
                if effect.amount is None
                else min(target.max_hp, target.hp + effect.amount)
            )
            turn.say(EventKind.EFFECT, what="heal", hero=target.id, hp=target.hp - before)
    elif isinstance(effect, fx.AddArmor):
        for target in _heroes_for(turn, effect.target, hero, context):
            before = target.armor
            target.armor = min(target.max_armor, target.armor + effect.amount)
            turn.say(EventKind.EFFECT, what="armor", hero=target.id, armor=target.armor - before)
    elif isinstance(effect, fx.Boost):
        for target in _heroes_for(turn, effect.target, hero, context):
            apply_boost(turn, target, effect.stat, effect.amount)
    elif isinstance(effect, fx.GainAp):
        for target in _heroes_for(turn, effect.target, hero, context):
            target.ap += effect.amount
            turn.say(EventKind.EFFECT, what="ap", hero=target.id, ap=effect.amount)
    elif isinstance(effect, fx.ExtraDice):
        for target in _heroes_for(turn, Target.SELF, hero, context):
            target.extra_dice += effect.count
            turn.say(EventKind.EFFECT, what="extra_dice", hero=target.id, dice=effect.count)
    elif isinstance(effect, fx.PierceArmor):
        for target in _heroes_for(turn, Target.SELF, hero, context):
            target.pierce_next = True
            turn.say(EventKind.EFFECT, what="pierce", hero=target.id)
    elif isinstance(effect, fx.TakeFatigue):
        for target in _heroes_for(turn, effect.target, hero, context):
            fatigue_effect(turn, target, source)
    elif isinstance(effect, fx.RemoveFatigue):
        for target in _heroes_for(turn, effect.target, hero, context):
            target.fatigue = False
            target.fatigue_at_start = False
            turn.say(EventKind.FATIGUE, what="rest", hero=target.id)
    elif isinstance(effect, fx.GainSharedLife):
        for target in _heroes_for(turn, effect.target, hero, context):
            target.shared_life += effect.count
            turn.say(EventKind.EFFECT, what="shared_life", hero=target.id, count=effect.count)
    elif isinstance(effect, fx.Hide):
        for target in _heroes_for(turn, effect.target, hero, context):
            target.hidden = True
            turn.say(EventKind.EFFECT, what="hide", hero=target.id)
    else:  # pragma: no cover - the effect union is closed
        raise AssertionError(f"effect {effect!r} has no implementation")
    return True


def _run_on_board(
    turn: Turn,
    effect: Any,
    hero: str | None,
    source: str,
    context: dict[str, Any],
    rest: list[Job],
) -> bool:
    """Figures, danger, tokens and damage on the board; summons, escorts and bots."""

    if isinstance(effect, fx.Spawn):
        danger.spawn(
            turn, list(effect.enemies), _spawn_centres(turn, effect, hero, context), source
        )
    elif isinstance(effect, fx.RaiseDanger):
        danger.raise_danger(turn, effect.amount, source)
    elif isinstance(effect, fx.LowerDanger):
        danger.lower_danger(turn, effect.amount, source)
    elif isinstance(effect, fx.Stun | fx.Sabotage):
        token = "stunned" if isinstance(effect, fx.Stun) else "sabotaged"
        for figure in _figures_for(turn, effect.target, hero, context):
            setattr(figure, token, True)
            turn.say(EventKind.EFFECT, "R-ATK-12", what="token", figure=figure.id, token=token)
    elif isinstance(effect, fx.Damage):
        for figure_id in _figure_ids(turn, effect.target, hero, context):
            combat.damage_figure(turn, figure_id, effect.amount, hero, source, from_dice=False)
    elif isinstance(effect, fx.DamageArea):
        centre = context.get("square")
        if centre is None:
            turn.say(EventKind.EFFECT, what="no_square", source=source)
        else:
            silent = bool(context.get("silent", False))
            loot: list[Job] = []
            combat.damage_area(turn, parse_square(centre), effect, hero, source, silent, loot)
            # Several kills at once: their loot runs as one queue, so each ammo
            # choice is asked in turn; the card's next effects wait for them.
            if loot and not run_jobs(turn, loot, "kill") and turn.state.pending is not None:
                turn.state.pending.context["rest"] += _dump_jobs(rest)
                rest.clear()
                return False
    elif isinstance(effect, fx.Summon):
        _summon(turn, effect, hero, source, context)
    elif isinstance(effect, fx.Escort):
        _start_escort(turn, effect, hero, context)
    elif isinstance(effect, fx.GainBot):
        _gain_bot(turn, effect, hero, context)
    else:  # pragma: no cover - the effect union is closed
        raise AssertionError(f"effect {effect!r} has no implementation")
    return True


def _figures_for(
    turn: Turn, target: Target, hero: str | None, context: dict[str, Any]
) -> list[Any]:
    state = turn.state
    ids = _figure_ids(turn, target, hero, context)
    return [state.heroes[i] if i in state.heroes else state.enemies[i] for i in ids]


def _figure_ids(turn: Turn, target: Target, hero: str | None, context: dict[str, Any]) -> list[str]:
    if target in (
        Target.ATTACK_TARGET,
        Target.CHOSEN_ENEMY,
        Target.ADJACENT_ENEMIES,
        Target.ENEMIES_IN_ZONE,
    ):
        ids = _enemies_for(turn, target, hero, context)
        if ids or target is not Target.ATTACK_TARGET:
            return ids
    heroes = [h.id for h in _heroes_for(turn, target, hero, context)]
    return heroes + _bots_for(turn, target, hero, context)


def _glory_factor(turn: Turn, source: str) -> int:
    """R-DIFF: double glory from kills and events at the easiest level, from
    events at the next one."""
    difficulty = turn.state.difficulty
    if difficulty is Difficulty.CAN_I_PLAY_DADDY and source.startswith(("kill", "event")):
        return 2
    if difficulty is Difficulty.DONT_HURT_ME and source.startswith("event"):
        return 2
    return 1


def _give_ammo(turn: Turn, hero_id: str, ammo: str, amount: int, source: str) -> None:
    hero = turn.state.heroes[hero_id]
    hero.ammo[ammo] += amount
    turn.say(EventKind.LOOT, hero=hero_id, ammo=ammo, count=amount)


def _ask_ammo(
    turn: Turn,
    who: list[str],
    amount: int,
    hero: str | None,
    source: str,
    context: dict[str, Any],
    rest: list[Job],
    first_remaining: int | None = None,
) -> None:
    """One decision per token: which ammo type (R-ATK-8 loot "of your choice").
    `amount` tokens go to each hero of `who`; the first one has
    `first_remaining` left to choose when it is part-way through."""
    first, queue = who[0], who[1:]
    left = amount if first_remaining is None else first_remaining
    target = turn.state.heroes[first]
    turn.state.pending = Pending(
        kind=DecisionKind.AMMO_CHOICE,
        prompt=f"{_name(turn, target)} takes an ammo token: which type?",
        options=[f"{kind} ammo" for kind in AMMO_TYPES],
        seat=target.seat,
        context={
            **context,
            "hero": hero,
            "source": source,
            "who": first,
            "remaining": left - 1,
            "amount": amount,
            "queue": queue,
            "rest": _dump_jobs(rest),
        },
    )


def fatigue_effect(turn: Turn, hero: Hero, reason: str) -> None:
    """Fatigue as an effect: applies even to a fatigued hero, but a hero never
    holds two tokens (R-AP-5)."""
    if hero.fatigue:
        turn.say(EventKind.FATIGUE, what="already", hero=hero.id, reason=reason)
        return
    hero.fatigue = True
    turn.say(EventKind.FATIGUE, what="take", hero=hero.id, reason=reason)


def apply_boost(turn: Turn, hero: Hero, stat: str, amount: int) -> None:
    """Raise a base value: the maximum and the current value for HP and
    armor, the base AP (this activation's AP are not changed) or precision.
    Armor damage kept from an item taken off (`armor_debt`) is paid first."""
    if stat == "hp":
        hero.max_hp += amount
        hero.hp += amount
    elif stat == "armor":
        hero.max_armor += amount
        paid = min(hero.armor_debt, amount)
        hero.armor_debt -= paid
        hero.armor += amount - paid
    elif stat == "ap":
        hero.base_ap += amount
    else:
        hero.precision += amount
    turn.say(EventKind.EFFECT, what="boost", hero=hero.id, stat=stat, amount=amount)


def lower_boost(turn: Turn, hero: Hero, stat: str, amount: int) -> None:
    """Undo `apply_boost` when a worn item comes off (R-EQ-3). [D] Armor
    damage stays on the hero card like its damage tokens: maximum and current
    armor both fall by the amount; damage that no longer fits below 0 is kept
    as `armor_debt`, so taking an item off and putting it back on never
    repairs armor (R-ATK-4). HP boosts are only on permanent cards (a
    content rule), so HP never falls here."""
    if stat == "hp":  # pragma: no cover - content forbids removable HP boosts
        raise AssertionError("an HP boost is never taken off")
    if stat == "armor":
        hero.max_armor -= amount
        left = hero.armor - amount
        hero.armor = max(0, left)
        hero.armor_debt += max(0, -left)
    elif stat == "ap":
        hero.base_ap -= amount
    else:
        hero.precision -= amount
    turn.say(EventKind.EFFECT, what="unboost", hero=hero.id, stat=stat, amount=amount)


def put_on(turn: Turn, hero: Hero, card: EquipmentCard) -> None:
    """A card attached to the hero starts working (R-EQ-2, RULES §2 "raise
    defence"): its `boost` passives raise their stats while it is worn, and
    a `hide` passive disguises the hero. Used when equipping and at setup
    (R-SETUP-6 starting equipment)."""
    for effect in card.passive:
        if isinstance(effect, fx.Boost):
            apply_boost(turn, hero, effect.stat, effect.amount)
        elif isinstance(effect, fx.Hide):
            hero.hidden = True
            turn.say(EventKind.EFFECT, what="hide", hero=hero.id)


def take_off(turn: Turn, hero: Hero, card: EquipmentCard) -> None:
    """The card stops working: its boosts are lowered again and a disguise
    drops (R-EQ-3). Permanent cards never come off (R-EQ-4)."""
    for effect in card.passive:
        if isinstance(effect, fx.Boost):
            lower_boost(turn, hero, effect.stat, effect.amount)
        elif isinstance(effect, fx.Hide):
            hero.hidden = False


def _spawn_centres(
    turn: Turn, effect: fx.Spawn, hero: str | None, context: dict[str, Any]
) -> list[Square]:
    board = turn.rules.board
    if effect.at is fx.SpawnPlace.NAZI_SPAWNS:
        return [board.nazi_spawns[letter] for letter in sorted(board.nazi_spawns)]
    if effect.at is fx.SpawnPlace.SQUARES:
        return [parse_square(name) for name in effect.squares]
    if effect.at is fx.SpawnPlace.EVENT_TOKEN and context.get("event_square"):
        return [parse_square(context["event_square"])]  # R-SPAWN-3
    figure = context.get("figure")
    if figure in turn.state.enemies:
        return [turn.state.enemies[figure].square]
    me = turn.state.heroes.get(hero or "")
    if me is not None and me.square is not None:
        return [me.square]
    return [board.nazi_spawns[letter] for letter in sorted(board.nazi_spawns)]


# --- bosses ---------------------------------------------------------------------


def _roll_check(turn: Turn, effect: fx.RollCheck, source: str) -> bool:
    """Whether the `then` effects happen: a die through the dice source (so
    manual dice and replays see it, R-DICE-4), or no die at the levels where
    the check is not made (R-DIFF)."""
    if turn.state.difficulty not in effect.levels:
        return True
    wanted = ", ".join(face.value for face in effect.faces)
    (face,) = turn.roll(1, f"{source}: roll one die ({wanted} to work)")
    works = face in effect.faces
    turn.say(EventKind.EFFECT, what="roll_check", source=source, face=face.value, works=works)
    return works


def _summon(
    turn: Turn, effect: fx.Summon, hero: str | None, source: str, context: dict[str, Any]
) -> None:
    """One figure beside the one summoning it (the nearest free square, ties as
    in R-SPAWN-1); the `easiest_type` instead at the easiest level (R-DIFF).
    It is a nazi like any other; it only remembers who summoned it, for the
    `limit`."""
    state = turn.state
    summoner = context.get("figure") if context.get("figure") in state.enemies else hero
    if effect.limit is not None and summoner is not None:
        standing = [e.id for e in state.enemies.values() if e.summoned_by == summoner]
        if len(standing) >= effect.limit:
            turn.say(
                EventKind.EFFECT, what="no_summons", summoner=summoner, standing=sorted(standing)
            )
            return
    kind = effect.type
    if state.difficulty is Difficulty.CAN_I_PLAY_DADDY and effect.easiest_type:
        kind = effect.easiest_type
    squares = _own_squares(turn, hero, context)
    if not squares:  # no one to stand beside (a mission rule): the nazi spawns
        board = turn.rules.board
        squares = [board.nazi_spawns[letter] for letter in sorted(board.nazi_spawns)]
    by = state.enemies[summoner].type if summoner in state.enemies else source
    placed = danger.spawn_beside(turn, kind, squares, "summoned", by=by)
    if placed is not None and summoner is not None:
        state.enemies[placed].summoned_by = summoner


# --- events ---------------------------------------------------------------------


def _event_done(turn: Turn, context: dict[str, Any]) -> None:
    """After an event option: loot unless the option refuses it or defers it
    to an escort, then the card goes to the discard pile (R-SEARCH-1)."""
    card = turn.rules.event_cards[context["card"]]
    option = card.options[context["option"]]
    hero = context.get("hero_id")
    state = turn.state
    state.events_completed += 1
    escorting = any(isinstance(e, fx.Escort) for e in option.effects)
    if not escorting:
        state.decks["events"].discard.append(card.id)
    fire_trigger(turn, RuleTrigger.EVENT_COMPLETED.value)
    if option.grants_loot and not escorting and hero in state.heroes:
        give_loot(turn, hero, list(card.player_loot), list(card.team_loot), "event")


def give_loot(turn: Turn, hero: str, player: list[Any], team: list[Any], source: str) -> None:
    """Player loot to the hero; team loot to every other living hero, on the
    board or still to arrive (R-ATK-8)."""
    run_jobs(turn, loot_jobs(turn, hero, player, team), source)


def loot_jobs(turn: Turn, hero: str, player: list[Any], team: list[Any]) -> list[Job]:
    """The loot of one kill or event as effects to run: several kills at once
    (an area) queue theirs one after the other, so each ammo choice is asked."""
    others = [h.id for h in turn.state.heroes.values() if not h.dead and h.id != hero]
    jobs: list[Job] = [(effect, hero) for effect in player]
    jobs += [(effect, other) for other in others for effect in team]
    return jobs


def _start_escort(turn: Turn, effect: fx.Escort, hero: str | None, context: dict[str, Any]) -> None:
    me = turn.state.heroes.get(hero or "")
    if me is None or me.square is None:
        return
    board = turn.rules.board
    spawns = (
        board.hero_spawns
        if effect.destination is fx.Destination.NEAREST_HERO_SPAWN
        else board.nazi_spawns
    )
    here = me.square
    goal = min(spawns.values(), key=lambda sq: (chebyshev(sq, here), sq[1], sq[0]))
    me.escorts.append(f"{context['card']}@{square_name(goal)}")
    turn.say(EventKind.EFFECT, what="escort", hero=me.id, square=square_name(goal))


def check_escorts(turn: Turn, hero: Hero, square: Square) -> None:
    """An escort ends when its hero reaches the destination, a spawn token no
    figure may stop on: [D] passing over it, or standing next to it with no
    wall between, counts as reaching it. Then the loot, and the discard."""
    for entry in list(hero.escorts):
        card_id, goal = entry.split("@")
        destination = parse_square(goal)
        if destination != square and not touching(turn, square, destination):
            continue
        hero.escorts.remove(entry)
        card = turn.rules.event_cards[card_id]
        turn.state.decks["events"].discard.append(card_id)
        turn.say(EventKind.EFFECT, what="escort_safe", hero=hero.id)
        give_loot(turn, hero.id, list(card.player_loot), list(card.team_loot), "event")


def _gain_bot(turn: Turn, effect: fx.GainBot, hero: str | None, context: dict[str, Any]) -> None:
    """R-BOT-1: a nazi figure joins the hero, on the event token's square."""
    state = turn.state
    where = context.get("event_square")
    centre = parse_square(where) if where else None
    me = state.heroes.get(hero or "")
    if centre is None and me is not None:
        centre = me.square
    if centre is None or me is None:
        return
    card = turn.rules.enemy_cards[effect.type]
    square = danger.place_near(turn, centre, card.large)
    if square is None:
        turn.say(EventKind.EFFECT, "R-BOT-1", what="no_room_bot", type=effect.type)
        return
    number = state.enemy_numbers.get(effect.type, 0) + 1
    state.enemy_numbers[effect.type] = number
    bot_id = f"{effect.type}-{number}"
    state.enemies[bot_id] = Enemy(
        id=bot_id,
        type=effect.type,
        square=square,
        hp=card.hp,
        armor=card.armor,
        large=card.large,
        bot_of=me.id,
    )
    turn.say(
        EventKind.SPAWNED,
        "R-BOT-1",
        enemy=bot_id,
        type=effect.type,
        bot_of=me.id,
        square=square_name(square),
    )


# --- mission special rules -------------------------------------------------------


def fire_trigger(
    turn: Turn, trigger: str, zone: str | None = None, figure: str | None = None
) -> None:
    """Run the mission's special rules listening for this trigger."""
    state = turn.state
    for index, rule in enumerate(turn.rules.mission.special_rules):
        if rule.trigger.value != trigger:
            continue
        if rule.zone is not None and rule.zone != zone:
            continue
        if rule.figure is not None and rule.figure != figure:
            continue
        if rule.round is not None and rule.round != state.round:
            continue
        if rule.once and index in state.rules_fired:
            continue
        state.rules_fired.add(index)
        turn.say(EventKind.EFFECT, what="mission_rule", special_rule=index)
        run_effects(turn, list(rule.effects), state.active_hero, f"rule {rule.name}")


def entered_zone(turn: Turn, zone: str) -> None:
    state = turn.state
    if zone not in state.zones_entered:
        state.zones_entered.add(zone)
        fire_trigger(turn, RuleTrigger.ZONE_FIRST_ENTRY.value, zone=zone)
    fire_trigger(turn, RuleTrigger.ZONE_EVERY_ENTRY.value, zone=zone)
