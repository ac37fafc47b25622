"""Effects on the board: figures spawned, summoned or joining the heroes as
bots, danger raised and lowered, tokens on figures, damage, and escorts
to a spawn.
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.mission import RuleTrigger
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules import combat, danger
from wolfenstein_tui.engine.rules.effects.jobs import dump_jobs
from wolfenstein_tui.engine.rules.effects.loot import give_loot
from wolfenstein_tui.engine.rules.effects.targets import figure_ids, figures_for, own_squares
from wolfenstein_tui.engine.rules.traffic import touching
from wolfenstein_tui.engine.rules.turn import Job, Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.rules_version import escort_completes_on_arrival
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, Hero


def run_on_board(
    turn: Turn,
    effect: Any,
    hero: str | None,
    source: str,
    context: dict[str, Any],
    rest: list[Job],
) -> bool:
    """Figures, danger, tokens and damage on the board; summons, escorts and bots."""

    if isinstance(effect, fx.Spawn):
        danger.spawn(turn, list(effect.enemies), spawn_centres(turn, effect, hero, context), source)
    elif isinstance(effect, fx.RaiseDanger):
        danger.raise_danger(turn, effect.amount, source)
    elif isinstance(effect, fx.LowerDanger):
        danger.lower_danger(turn, effect.amount, source)
    elif isinstance(effect, fx.Stun | fx.Sabotage):
        token = "stunned" if isinstance(effect, fx.Stun) else "sabotaged"
        for figure in figures_for(turn, effect.target, hero, context):
            setattr(figure, token, True)
            turn.say(EventKind.EFFECT, "R-ATK-12", what="token", figure=figure.id, token=token)
    elif isinstance(effect, fx.Damage):
        for figure_id in figure_ids(turn, effect.target, hero, context):
            combat.damage_figure(turn, figure_id, effect.amount, hero, source)
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
            if loot and not turn.run_jobs(loot, "kill") and turn.state.pending is not None:
                turn.state.pending.context["rest"] += dump_jobs(rest)
                rest.clear()
                return False
    elif isinstance(effect, fx.Summon):
        summon(turn, effect, hero, source, context)
    elif isinstance(effect, fx.Escort):
        start_escort(turn, effect, hero, context)
    elif isinstance(effect, fx.GainBot):
        gain_bot(turn, effect, hero, context)
    else:  # pragma: no cover - the effect union is closed
        raise AssertionError(f"effect {effect!r} has no implementation")
    return True


def spawn_centres(
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


def summon(
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
    squares = own_squares(turn, hero, context)
    if not squares:  # no one to stand beside (a mission rule): the nazi spawns
        board = turn.rules.board
        squares = [board.nazi_spawns[letter] for letter in sorted(board.nazi_spawns)]
    by = state.enemies[summoner].type if summoner in state.enemies else source
    placed = danger.spawn_beside(turn, kind, squares, "summoned", by=by)
    if placed is not None and summoner is not None:
        state.enemies[placed].summoned_by = summoner


def start_escort(turn: Turn, effect: fx.Escort, hero: str | None, context: dict[str, Any]) -> None:
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
    wall between, counts as reaching it. Then the event completes (from
    rules version ESCORTS_COMPLETE_ON_ARRIVAL: before, it completed when its
    option was chosen), the loot, and the discard."""
    for entry in list(hero.escorts):
        card_id, goal = entry.split("@")
        destination = parse_square(goal)
        if destination != square and not touching(turn, square, destination):
            continue
        hero.escorts.remove(entry)
        card = turn.rules.event_cards[card_id]
        turn.state.decks["events"].discard.append(card_id)
        turn.say(EventKind.EFFECT, what="escort_safe", hero=hero.id)
        if escort_completes_on_arrival(turn.state.rules_version):  # R-SEARCH-1 [D]
            turn.state.events_completed += 1
            turn.fire_trigger(RuleTrigger.EVENT_COMPLETED.value)
        give_loot(turn, hero.id, list(card.player_loot), list(card.team_loot), "event")


def gain_bot(turn: Turn, effect: fx.GainBot, hero: str | None, context: dict[str, Any]) -> None:
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
