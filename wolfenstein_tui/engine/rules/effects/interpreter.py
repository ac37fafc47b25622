"""The interpreter of card effects: the queue of effects, run in order, each
handed to the module of its kind (loot, values, board), and `resume` once
the answer to a question they asked comes.
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.engine.rules import combat
from wolfenstein_tui.engine.rules.effects.board import run_on_board
from wolfenstein_tui.engine.rules.effects.jobs import load_jobs
from wolfenstein_tui.engine.rules.effects.loot import (
    AMMO_TYPES,
    LOOT_EFFECTS,
    ask_ammo,
    give_ammo,
    run_loot,
)
from wolfenstein_tui.engine.rules.effects.triggers import event_done
from wolfenstein_tui.engine.rules.effects.values import HERO_EFFECTS, run_on_heroes
from wolfenstein_tui.engine.rules.turn import Job, Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.purposes import RollFor, purpose


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
            if roll_check(turn, effect, source):
                queue[0:0] = [(inner, hero) for inner in effect.then]
            continue
        if not run_one(turn, effect, hero, source, context, queue):
            return False
    after = context.pop("then", None)
    if after == "event_done":
        event_done(turn, context)
    return True


def resume(turn: Turn, pending: Pending, option: int) -> None:
    """Carry on after the answer to a decision the effects raised."""
    context = dict(pending.context)
    if pending.kind is DecisionKind.REROLL:
        combat.resume_reroll(turn, context, option)
        return
    source = context.pop("source", "")
    rest = load_jobs(context.pop("rest", []))
    if pending.kind is DecisionKind.AMMO_CHOICE:
        hero = context.pop("hero", None)
        who = context.pop("who")
        give_ammo(turn, who, AMMO_TYPES[option], 1, source)
        remaining = context.pop("remaining", 0)
        queue = context.pop("queue", [])
        amount = context.pop("amount", 1)
        if remaining:
            ask_ammo(turn, [who, *queue], amount, hero, source, context, rest, remaining)
            return
        if queue:
            ask_ammo(turn, queue, amount, hero, source, context, rest)
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


def run_one(
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
        return run_loot(turn, effect, hero, source, context, rest)
    if isinstance(effect, HERO_EFFECTS):
        return run_on_heroes(turn, effect, hero, source, context, rest)
    if isinstance(effect, fx.Reroll | fx.DiceFalloff | fx.GreatArmor | fx.Silence):
        # Attack modifiers: combat reads them from the cards in play; run on
        # their own they change nothing, and say so.
        turn.say(EventKind.EFFECT, what="attack_only", effect=effect.effect)
        return True
    return run_on_board(turn, effect, hero, source, context, rest)


def roll_check(turn: Turn, effect: fx.RollCheck, source: str) -> bool:
    """Whether the `then` effects happen: a die through the dice source (so
    manual dice and replays see it, R-DICE-4), or no die at the levels where
    the check is not made (R-DIFF)."""
    if turn.state.difficulty not in effect.levels:
        return True
    wanted = [face.value for face in effect.faces]
    (face,) = turn.roll(1, purpose(RollFor.CHECK, source=source, faces=wanted))
    works = face in effect.faces
    turn.say(
        EventKind.EFFECT,
        what="roll_check",
        source=source,
        face=face.value,
        works=works,
        wanted=[f.value for f in effect.faces],
    )
    return works
