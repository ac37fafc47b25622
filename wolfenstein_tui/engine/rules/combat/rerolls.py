"""Rerolls (R-DICE-3): each source asked in turn, a die never rerolled
twice; then the roll goes to the attack or the execution it belongs to.
"""

from __future__ import annotations

from functools import partial
from itertools import combinations
from typing import Any

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.effects import Face, Trigger
from wolfenstein_tui.engine.rules.combat.execution import finish_execution
from wolfenstein_tui.engine.rules.combat.resolve import finish_attack
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending, worded_before
from wolfenstein_tui.engine.state.purposes import RollFor, purpose
from wolfenstein_tui.engine.state.rules_version import fixed_silent_execution_faces
from wolfenstein_tui.engine.state.state import Hero


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
        hero = turn.state.heroes[context["hero"]]
        turn.state.pending = Pending(
            kind=DecisionKind.REROLL,
            options=["keep"] + [",".join(map(str, choice)) for choice in choices[1:]],
            seat=hero.seat,
            context={**context, "choices": choices},
            old_words=worded_before(
                turn.state.rules_version, partial(_old_words, source, faces, choices)
            ),
        )
        return
    finish_roll(turn, context)


def _old_words(
    source: dict[str, Any], faces: list[str], choices: list[list[int]]
) -> tuple[str, list[str]]:
    """The English of rules versions before FACT_QUESTIONS, for their digests."""
    labels = ["Keep the dice"] + [
        "Reroll " + ", ".join(f"die {i + 1} ({faces[i]})" for i in choice) for choice in choices[1:]
    ]
    return f"{source['name']}: reroll? Rolled {', '.join(faces)}.", labels


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
        new = turn.roll(len(chosen), purpose(RollFor.REROLL, hero=hero.id))
        for index, face in zip(chosen, new, strict=True):
            context["faces"][index] = face.value  # the second result stands
            context["rerolled"].append(index)
    offer_rerolls(turn, context)


def finish_roll(turn: Turn, context: dict[str, Any]) -> None:
    if context["kind"] == "execution":
        finish_execution(turn, context)
    else:
        finish_attack(turn, context)
