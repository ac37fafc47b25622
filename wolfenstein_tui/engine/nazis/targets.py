"""The nazis' targets: the heroes and bots they may go for (R-BOT-1), and
the nearest of them by R-AI-7 [D], with its tie-break explained.
"""

from __future__ import annotations

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.nazis.distances import UNREACHABLE, distances, hero_ends
from wolfenstein_tui.engine.nazis.figures import name, reach
from wolfenstein_tui.engine.nazis.ties import decide, note
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Enemy


@frozen_record
class Target:
    """A hero or a bot, as the nazis see it (R-BOT-1: bots are heroes to them)."""

    id: str
    square: Square
    name: str
    toughness: int
    """HP + armor, the tie-break of R-AI-7."""
    order: int
    """Its place among the heroes, for the last, documented default."""
    bot: bool = False
    """A hero's bot (R-BOT-1), told as such."""


def targets(turn: Turn, visible_only: bool = False) -> list[Target]:
    """Heroes standing (not bleeding) and bots. A hidden hero is no target for
    eyes, only for ears (`visible_only`). Kept until something moves or falls;
    each target (a value) is kept by the grid across turns and games, for
    as long as the same figure stands on the same square as tough."""
    phase = turn.state.nazi_phase
    key = ("targets", visible_only, phase.version if phase is not None else None)
    if phase is not None and key in turn.cache:
        return turn.cache[key]
    found = _targets(turn, visible_only)
    if phase is not None:
        turn.cache[key] = found
    return found


def _targets(turn: Turn, visible_only: bool) -> list[Target]:
    state = turn.state
    kept = turn.rules.grid.targets
    if len(kept) > 4096:
        kept.clear()
    found: list[Target] = []
    order = [hero_id for seat in state.seats for hero_id in seat]
    for hero in state.heroes.values():
        if not hero.on_board or hero.bleeding or hero.square is None:
            continue
        if visible_only and hero.hidden:
            continue
        key = (hero.id, hero.square, hero.hp + hero.armor, order.index(hero.id))
        target = kept.get(key)
        if target is None:
            name = turn.rules.hero_card(hero.id).name
            target = kept[key] = Target(hero.id, hero.square, name, key[2], key[3])
        found.append(target)
    for bot in state.enemies.values():
        if bot.bot_of is not None:
            toughness, order_index = bot.hp + bot.armor, 10 + len(found)
            bot_key = (bot.id, bot.type, bot.square, toughness, order_index)
            target = kept.get(bot_key)
            if target is None:
                card = turn.rules.enemy_cards[bot.type]
                name = f"the bot {card.name} {bot.id}"
                target = Target(bot.id, bot.square, name, toughness, order_index, bot=True)
                kept[bot_key] = target
            found.append(target)
    return found


def aim(target: Target) -> dict[str, object]:
    """A target as the facts of an explanation name it."""
    return {"target": target.id, "bot": True} if target.bot else {"target": target.id}


def nearest(turn: Turn, enemy: Enemy, options: list[Target], topic: str) -> Target:
    """R-AI-7 [D]: fewest AP of a legal path, then smaller Chebyshev distance,
    then lowest HP + armor; a remaining tie is the AI controller's (default:
    the hero first in seat order)."""
    if len(options) == 1:
        return options[0]
    near = distances(turn, enemy, {t.id: hero_ends(turn, t.square) for t in options})
    keyed = sorted(
        options, key=lambda t: (near[t.id], reach(enemy, t.square), t.toughness, t.order)
    )
    best = keyed[0]
    tied = [
        t
        for t in keyed
        if (near[t.id], reach(enemy, t.square), t.toughness)
        == (near[best.id], reach(enemy, best.square), best.toughness)
    ]
    chosen = best
    if len(tied) > 1:
        choice = decide(
            turn,
            topic,
            [t.id for t in tied],
            {"question": "target", "figure": enemy.id},
            lambda: (f"which hero does {name(turn, enemy)} go for?", [t.name for t in tied]),
        )
        chosen = tied[choice]
    why = _why_target(turn, enemy, keyed, near, chosen)
    if why is not None:
        note(turn, why)
    return chosen


def _why_target(
    turn: Turn, enemy: Enemy, keyed: list[Target], near: dict[str, int], chosen: Target
) -> dict[str, object] | None:
    """The tie-break of R-AI-7 [D] as facts: the heroes equally near in AP,
    each with its AP (None: no path), squares away and HP + armor, in the
    order compared, and who was chosen; None when one hero was nearer by AP
    than every other."""
    group = [t for t in keyed if near[t.id] == near[keyed[0].id]]
    if len(group) < 2:
        return None
    ap = near[group[0].id]
    return {
        "what": "why_target",
        "rule": "R-AI-7",
        "chosen": chosen.id,
        "ap": ap if ap < UNREACHABLE else None,
        "heroes": [[t.id, reach(enemy, t.square), t.toughness] for t in group],
        "bots": [t.id for t in group if t.bot],
        "asked": turn.state.ai_ties_ask,
    }
