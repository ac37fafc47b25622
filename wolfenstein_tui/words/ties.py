"""The AI controller's tie questions (R-AI-2), in the players' words.

The nazis' program asks them in English (`engine/nazis/ties.py`), and that
English is part of the state and its digest: the question, its option
labels and the decision's context (which holds only the answer's `key`,
`topic|vN|prompt|options#n`) stay exactly as every game log recorded them.
So nothing is added to the decision; its words are made here again from
what it already says: the topic at the head of its key, the figure's id in
its question, and its options, which name squares (the same in every
language), heroes and bots, zones and figures by the English the program
writes, read back into ids by their patterns. A question of a form not
known here (a later program's) is shown as the state holds it, its ids
turned into names.
"""

from __future__ import annotations

import re

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.engine.state.pending import Pending
from wolfenstein_tui.words.names import Names

TARGET_TOPICS = frozenset({"attack", "chase", "hunt", "noise-hero"})
"""Ties between heroes equally good to go for (R-AI-7 [D])."""

_FIGURE = {
    "noise": re.compile(r"which noise does (?:.+ )?(?P<id>\S+) follow\?"),
    "target": re.compile(r"which hero does (?:.+ )?(?P<id>\S+) go for\?"),
    "stop": re.compile(r"where does (?:.+ )?(?P<id>\S+) stop\?"),
    "shoot": re.compile(r"where does (?:.+ )?(?P<id>\S+) shoot from\?"),
}
"""The acting figure's id in the program's question, by its form."""

_BOT = re.compile(r"the bot (?:.+ )?(?P<id>\S+)")
_ORDER = re.compile(r"(?:.+ )?(?P<id>\S+) \((?:(?P<ap>\d+)|no path) AP from a hero\)")


def topic(pending: Pending) -> str:
    """The kind of tie, the head of the answer's key ("noise", "square"...)."""
    return str(pending.context.get("key", "")).split("|", 1)[0]


def tie_question(pending: Pending, names: Names) -> str:
    """The question, with its default (option 0), in the language spoken."""
    kind = _form(pending)
    labels = tie_answers(pending, names)
    default = labels[0] if labels else ""
    figure = _figure(pending, kind, names)
    if figure is None:
        if kind == "order" and _asked(pending) == "which nazi acts next?":
            return _("AI controller: which nazi acts next? (default: {default})").format(
                default=default
            )
        return names.text(pending.prompt)
    questions = {
        "noise": _("AI controller: which noise does {figure} follow? (default: {default})"),
        "target": _("AI controller: which hero does {figure} go for? (default: {default})"),
        "stop": _("AI controller: where does {figure} stop? (default: {default})"),
        "shoot": _("AI controller: where does {figure} shoot from? (default: {default})"),
    }
    return questions[kind].format(figure=figure, default=default)


def tie_answers(pending: Pending, names: Names) -> list[str]:
    """Its options' labels, in order, in the language spoken."""
    kind = _form(pending)
    said = {
        "noise": lambda label: _zone(names, label),
        "target": lambda label: _target(names, label),
        "order": lambda label: _order(names, label),
    }.get(kind)
    if said is None:  # squares ("C4"), and forms not known here
        return [names.text(option) for option in pending.options]
    return [said(option) for option in pending.options]


def _form(pending: Pending) -> str:
    """The question's form: the topic, the four ways of choosing a hero made
    one, a square to stop on told from a square to shoot from."""
    head = topic(pending)
    if head in TARGET_TOPICS:
        return "target"
    if head == "square":
        return "shoot" if _FIGURE["shoot"].fullmatch(_asked(pending)) else "stop"
    return head


def _asked(pending: Pending) -> str:
    """The program's own question, without the frame `decide` puts round it
    ("AI controller: ... (default: ...)")."""
    text = pending.prompt.removeprefix("AI controller: ")
    default = f" (default: {pending.options[0]})" if pending.options else ""
    return text.removesuffix(default)


def _figure(pending: Pending, kind: str, names: Names) -> str | None:
    """The acting figure's name, from its id in the question; None when the
    question is of no form known here."""
    pattern = _FIGURE.get(kind)
    found = None if pattern is None else pattern.fullmatch(_asked(pending))
    return None if found is None else names.enemy(found.group("id"))


def _zone(names: Names, label: str) -> str:
    """A zone named by the board's English name, in the language spoken."""
    for zone_id, zone in names.rules.board.zones.items():
        if zone.name == label:
            return names.zone(zone_id)
    return names.text(label)


def _target(names: Names, label: str) -> str:
    """A hero by its card's English name, or "the bot Soldier soldier-3"."""
    for hero_id, card in names.rules.hero_cards.items():
        if card.name == label:
            return names.hero(hero_id)
    bot = _BOT.fullmatch(label)
    if bot is not None:
        return names.bot(bot.group("id"))
    return names.text(label)


def _order(names: Names, label: str) -> str:
    """ "Soldier 3 (7 AP from a hero)": a figure and its distance."""
    found = _ORDER.fullmatch(label)
    if found is None:
        return names.text(label)
    figure = names.enemy(found.group("id"))
    if found.group("ap") is None:
        return _("{figure} (no path to a hero)").format(figure=figure)
    return _("{figure} ({ap} AP from a hero)").format(figure=figure, ap=int(found.group("ap")))
