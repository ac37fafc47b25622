"""Bots (R-BOT-1): nazi figures an event turns to the heroes' side.

A bot activates right after its hero, every round, with the AP of its enemy
card. It moves and attacks like a hero (with its card's weapon; reload
results are blanks), opens doors and searches chests but never events; it
carries no cards. Its kills raise danger and its loot goes to its hero.
"""

from __future__ import annotations

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.effects import Face
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import TokenKind, chebyshev
from wolfenstein_tui.engine.geometry.paths import (
    Mover,
    Side,
    Traffic,
    footprint,
    movement_costs,
    shortest_path,
)
from wolfenstein_tui.engine.rules import combat, danger, effects
from wolfenstein_tui.engine.rules.traffic import traffic_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    EndActivation,
    IllegalCommand,
    Move,
    OpenDoor,
    Search,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.purposes import RollFor, purpose
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Enemy


def mover(bot: Enemy) -> Mover:
    return Mover(Side.HEROES, large=bot.large, use_passages=False)


def waiting_bots(turn: Turn, hero_id: str) -> list[Enemy]:
    state = turn.state
    return [
        bot
        for bot in sorted(state.enemies.values(), key=lambda e: e.id)
        if bot.bot_of == hero_id and bot.id not in state.activated
    ]


def start(turn: Turn, bot: Enemy) -> None:
    card = turn.rules.enemy_cards[bot.type]
    turn.state.active_hero = bot.id
    bot.has_activated = True
    turn.state.bot_ap = 0 if bot.stunned else card.ap
    turn.state.bot_attacked = False
    turn.say(EventKind.ACTIVATION_STARTED, "R-BOT-1", hero=bot.id, ap=turn.state.bot_ap, bot=True)


def traffic(turn: Turn, bot: Enemy) -> Traffic:
    return traffic_for(turn, bot.id)


def _spend(turn: Turn, cost: int, too_dear: Refusal) -> None:
    """Pay `cost` AP; else refuse with `too_dear` (the action's refusal)."""
    if turn.state.bot_ap < cost:
        raise IllegalCommand(too_dear)
    turn.state.bot_ap -= cost


def move(turn: Turn, bot: Enemy, to: Square) -> None:
    path = shortest_path(turn.rules.board, bot.square, to, mover(bot), traffic(turn, bot))
    if not path:
        raise IllegalCommand(refuse("bot.no-path", enemy=bot.id, square=square_name(to)))
    cost = path[-1].cost
    ap, square = turn.state.bot_ap, square_name(to)
    _spend(
        turn,
        cost,
        refuse("bot.move-too-dear", enemy=bot.id, ap=ap, square=square, cost=cost),
    )
    # Said before the walk, as a hero's move: the noise of the zones on the
    # way is told after the move it is part of.
    turn.say(EventKind.MOVED, hero=bot.id, path=[square_name(s.square) for s in path], bot=True)
    for step in path:
        before = danger.enemy_zones(turn, bot)
        bot.square = step.square
        for zone in sorted(danger.enemy_zones(turn, bot) - before):
            danger.check_zone_noise(turn, zone)  # R-NOISE-2: a bot counts as a hero


def open_door(turn: Turn, bot: Enemy, door: str) -> None:
    board = turn.rules.board
    if door not in turn.state.closed_doors:
        raise IllegalCommand(refuse("bot.no-door", door=door))
    if not board.touches(footprint(bot.square, bot.large), door):
        raise IllegalCommand(refuse("bot.not-beside-door", enemy=bot.id, door=door))
    _spend(turn, 1, refuse("bot.door-too-dear", enemy=bot.id, ap=turn.state.bot_ap, cost=1))
    turn.state.closed_doors.discard(door)
    turn.say(EventKind.DOOR_OPENED, hero=bot.id, door=door, bot=True)


def search(turn: Turn, bot: Enemy, square: Square) -> None:
    state = turn.state
    token = turn.rules.board.tokens.get(square)
    if token is None or token[0] is not TokenKind.CHEST or square not in state.chests_left:
        raise IllegalCommand(refuse("bot.no-chest", "R-BOT-1"))
    if not any(chebyshev(sq, square) == 1 for sq in footprint(bot.square, bot.large)):
        raise IllegalCommand(refuse("bot.not-beside-chest", enemy=bot.id))
    _spend(turn, 1, refuse("bot.search-too-dear", enemy=bot.id, ap=turn.state.bot_ap, cost=1))
    state.chests_left.discard(square)
    card_id = turn.draw("chests")
    if card_id is None:
        return
    chest = turn.rules.chest_cards[card_id]
    state.decks["chests"].discard.append(card_id)
    turn.say(EventKind.SEARCHED, what="chest", hero=bot.id, card=card_id, bot=True)
    assert bot.bot_of is not None
    # The chest's harm falls on the bot that opened it; what it gives goes to
    # its hero, since a bot carries nothing (R-BOT-1).
    harm = [e for e in chest.effects if isinstance(e, fx.Damage) and e.target is fx.Target.SELF]
    for effect in harm:
        combat.damage_figure(turn, bot.id, effect.amount, bot.bot_of, "chest")
    rest = [e for e in chest.effects if e not in harm]
    effects.run_effects(turn, rest, bot.bot_of, "chest")
    if bot.id not in state.enemies:  # destroyed by the trap: its activation is over
        _wrap_up(turn, bot)


def attack_dice(turn: Turn, bot: Enemy, target: Enemy) -> int:
    """The card's dice, less any fall-off with distance (the Soldier's SMG)."""
    weapon = turn.rules.enemy_cards[bot.type].weapon
    dice = weapon.dice
    distance = min(
        chebyshev(a, b)
        for a in footprint(bot.square, bot.large)
        for b in footprint(target.square, target.large)
    )
    for ability in weapon.abilities:
        if isinstance(ability, fx.DiceFalloff):
            dice = max(ability.minimum, dice - ability.per_square * max(0, distance - 1))
    return dice


def attack_problem(turn: Turn, bot: Enemy, target_id: str) -> Refusal | None:
    """Why the bot may not attack this enemy, or None (R-BOT-1: as a hero
    attacks, once an activation, with its card's weapon)."""
    state = turn.state
    weapon = turn.rules.enemy_cards[bot.type].weapon
    target = state.enemies.get(target_id)
    if target is None or target.bot_of is not None:
        return refuse("attack.no-enemy", enemy=target_id)
    if state.bot_attacked:
        return refuse("bot.attacked", "R-BOT-1")
    if bot.sabotaged:
        return refuse("bot.sabotaged", enemy=bot.id)
    if state.bot_ap < weapon.ap_cost:
        return refuse(
            "bot.attack-too-dear",
            enemy=bot.id,
            ap=state.bot_ap,
            figure_weapon=bot.id,
            cost=weapon.ap_cost,
        )
    squares = footprint(bot.square, bot.large)
    distance = min(chebyshev(a, b) for a in squares for b in footprint(target.square, target.large))
    if distance > weapon.range:
        return refuse(
            "bot.out-of-range",
            enemy=target.id,
            distance=distance,
            figure_weapon=bot.id,
            range=weapon.range,
        )
    occupied = turn.rules.board.mask(list(danger.figure_squares(turn)))
    closed = turn.rules.board.closed_mask(frozenset(state.closed_doors), frozenset())
    if not turn.rules.los.sees_masks(
        list(squares), list(footprint(target.square, target.large)), closed, occupied
    ):
        return refuse("bot.no-sight", enemy=bot.id, enemy2=target.id)
    return None


def attack(turn: Turn, bot: Enemy, target_id: str) -> None:
    problem = attack_problem(turn, bot, target_id)
    if problem:
        raise IllegalCommand(problem)
    state = turn.state
    target = state.enemies[target_id]
    weapon = turn.rules.enemy_cards[bot.type].weapon
    state.bot_ap -= weapon.ap_cost
    state.bot_attacked = True
    dice = attack_dice(turn, bot, target)
    turn.say(EventKind.ATTACKED, hero=bot.id, target=target_id, dice=dice, bot=True)
    faces = turn.roll(dice, purpose(RollFor.ATTACK, bot=bot.id))
    if not weapon.silent:
        board = turn.rules.board
        danger.add_noise(turn, board.zone_of(bot.square), "gunfire")
        for zone in sorted(danger.enemy_zones(turn, target)):
            danger.add_noise(turn, zone, "gunfire")
    target.attacked = True
    # Reload results are blanks for bots (R-BOT-1).
    combat.hit(
        turn,
        target,
        faces.count(Face.HEART),
        faces.count(Face.SHIELD),
        bot.bot_of,
        "bot attack",
        weapon.silent,
    )
    combat.answer_attack(turn, target, bot.id)


def finish(turn: Turn, bot: Enemy) -> None:
    bot.stunned = False
    bot.sabotaged = False
    _wrap_up(turn, bot)


def _wrap_up(turn: Turn, bot: Enemy) -> None:
    state = turn.state
    state.activated.append(bot.id)
    state.active_hero = None
    state.bot_ap = 0
    turn.say(EventKind.ACTIVATION_ENDED, hero=bot.id, bot=True)
    assert bot.bot_of is not None
    turn.after_activation(bot.bot_of)


def legal(turn: Turn, bot: Enemy) -> list[Command]:
    state = turn.state
    board = turn.rules.board
    found: list[Command] = [EndActivation(bot.id)]
    if state.bot_ap >= 1:
        costs = movement_costs(board, bot.square, mover(bot), traffic(turn, bot), state.bot_ap)
        found += [
            Move(bot.id, sq) for sq in sorted(costs, key=lambda s: (s[1], s[0])) if sq != bot.square
        ]
        squares = footprint(bot.square, bot.large)
        for door in sorted(state.closed_doors):
            if board.touches(squares, door):
                found.append(OpenDoor(bot.id, door))
        for chest in sorted(state.chests_left):
            if any(chebyshev(sq, chest) == 1 for sq in squares):
                found.append(Search(bot.id, chest))
    for enemy in sorted(state.enemies.values(), key=lambda e: e.id):
        if enemy.bot_of is None and attack_problem(turn, bot, enemy.id) is None:
            found.append(Attack(bot.id, enemy.id))
    return found
