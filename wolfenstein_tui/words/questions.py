"""The questions the rules ask the players, in the players' words.

A pending decision (`engine/state/pending.py`) is facts: its kind, what
its context and facts name by id (whose ammo token, which event card,
which dice and reroll, the AI controller's figure) and its options by id.
Every word a player reads is made here, in the language chosen (`_()`);
the AI controller's ties (R-AI-2) in `words/ties.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wolfenstein_tui.base.i18n import _, current_language
from wolfenstein_tui.engine.rules.effects import AMMO_TYPES
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.terms import ammo_tokens
from wolfenstein_tui.words.terms import face as face_word
from wolfenstein_tui.words.ties import tie_answers, tie_question, tie_task

PlayerName = Callable[[int], str]
"""A seat's player name (seat 0 first)."""


def _player(seat: int) -> str:
    return _("Player {number}").format(number=seat + 1)


def question(pending: Pending, names: Names) -> str:
    """The question for the player who answers `pending`."""
    context = pending.context
    if pending.kind is DecisionKind.AMMO_CHOICE:
        hero = names.hero(str(context["who"]))
        return _("{hero} takes an ammo token: which type?").format(hero=hero)
    if pending.kind is DecisionKind.EVENT_OPTION:
        card = names.rules.event_cards[str(context["card"])]
        hero = names.hero(str(context["hero_id"]))
        return _("{event}: what does {hero} do?").format(
            event=card.words(current_language()).title, hero=hero
        )
    if pending.kind is DecisionKind.REROLL:
        source = context["sources"][0]
        faces = ", ".join(face_word(str(face)) for face in context["faces"])
        return _("{source}: reroll? Rolled {faces}.").format(
            source=_reroll_source(names, str(context["hero"]), str(source["name"])), faces=faces
        )
    if pending.kind is DecisionKind.FIRST_PLAYER:
        return _("Choose the first player for this round.")
    if pending.kind is DecisionKind.AI_TIE:
        return tie_question(pending, names)
    raise KeyError(f"no words for the question {pending.kind!r}")


def task(pending: Pending | None, names: Names) -> str:
    """What the player must do now, said after their name ("Ann: choose
    which hero Soldier 2 goes for"): the same words in the status bar and
    in the hot-seat hand-over. With nothing pending, a hero to activate."""
    if pending is None:
        return _("choose which hero activates")
    context = pending.context
    if pending.kind is DecisionKind.AMMO_CHOICE:
        hero = names.hero(str(context["who"]))
        return _("choose the type of ammo token {hero} takes").format(hero=hero)
    if pending.kind is DecisionKind.EVENT_OPTION:
        card = names.rules.event_cards[str(context["card"])]
        hero = names.hero(str(context["hero_id"]))
        return _("choose what {hero} does at {event}").format(
            hero=hero, event=card.words(current_language()).title
        )
    if pending.kind is DecisionKind.REROLL:
        return _("choose whether {hero} rerolls").format(hero=names.hero(str(context["hero"])))
    if pending.kind is DecisionKind.FIRST_PLAYER:
        return _("choose the first player for this round")
    if pending.kind is DecisionKind.AI_TIE:
        return tie_task(pending, names)
    return _("answer the question")


def answers(pending: Pending, names: Names, player_name: PlayerName | None = None) -> list[str]:
    """The labels of its options, in order (option 0 first). `player_name`
    names the players of a first-player choice (else "Player 1"...)."""
    context = pending.context
    if pending.kind is DecisionKind.AMMO_CHOICE:
        return [ammo_tokens(kind) for kind in AMMO_TYPES]
    if pending.kind is DecisionKind.EVENT_OPTION:
        card = names.rules.event_cards[str(context["card"])]
        lang = current_language()
        return [
            _("{label}: {text}").format(label=words.label, text=words.text)
            for words in (option.words(lang) for option in card.options)
        ]
    if pending.kind is DecisionKind.REROLL:
        return _reroll_answers(context)
    if pending.kind is DecisionKind.FIRST_PLAYER:
        name = player_name or _player
        seats = len(pending.options) - 1
        return [name(seat) for seat in range(seats)] + [
            _("Roll for it: each player rolls two dice, most hearts and shields goes first")
        ]
    if pending.kind is DecisionKind.AI_TIE:
        return tie_answers(pending, names)
    raise KeyError(f"no words for the options of {pending.kind!r}")


def answer(
    pending: Pending, names: Names, option: int, player_name: PlayerName | None = None
) -> str:
    """The label of one option; "option N" for one the question lacks."""
    labels = answers(pending, names, player_name)
    if 0 <= option < len(labels):
        return labels[option]
    return _("option {number}").format(number=option)


def _reroll_answers(context: dict[str, Any]) -> list[str]:
    faces = [str(face) for face in context["faces"]]
    labels = [_("Keep the dice")]
    for choice in context["choices"][1:]:
        dice = ", ".join(
            _("die {number} ({face})").format(number=i + 1, face=face_word(faces[i]))
            for i in choice
        )
        labels.append(_("Reroll {dice}").format(dice=dice))
    return labels


def _reroll_source(names: Names, hero_id: str, source: str) -> str:
    """What offers the reroll: one of the hero's abilities or items by its
    name in the players' language, or its weapon."""
    if source == "weapon":
        return _("weapon")
    lang = current_language()
    card = names.rules.hero_cards.get(hero_id)
    if card is not None:
        for ability in card.abilities:
            if ability.name == source:
                return ability.words(lang).name
    for item in names.rules.item_cards.values():
        if item.name == source:
            return item.words(lang).name
    return source
