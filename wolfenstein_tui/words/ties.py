"""The AI controller's tie questions (R-AI-2), in the players' words.

The nazis' program asks them as facts (`engine/nazis/ties.py`): the
decision's `facts` name the question (``target``: which hero a figure goes
for, R-AI-7 [D]; ``noise``: which noise it follows, R-AI-8; ``stop`` and
``shoot``: which square, R-AI-2; ``order``: which nazi acts next, R-AI-4,
with each contender's ``ap`` from a hero) and the acting ``figure`` by id,
and its options are ids: heroes and bots, zones, nazis, squares (whose
names are the same in every language). Every word is made here.
"""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.engine.state.pending import Pending
from wolfenstein_tui.words.names import Names


def tie_question(pending: Pending, names: Names) -> str:
    """The question, with its default (option 0), in the language spoken."""
    labels = tie_answers(pending, names)
    default = labels[0] if labels else ""
    asked = str(pending.facts.get("question", ""))
    if asked == "order":
        return _("AI controller: which nazi acts next? (default: {default})").format(
            default=default
        )
    figure = names.enemy(str(pending.facts.get("figure", "")))
    if asked == "noise":
        question = _("AI controller: which noise does {figure} follow? (default: {default})")
    elif asked == "target":
        question = _("AI controller: which hero does {figure} go for? (default: {default})")
    elif asked == "shoot":
        question = _("AI controller: where does {figure} shoot from? (default: {default})")
    elif asked == "stop":
        question = _("AI controller: where does {figure} stop? (default: {default})")
    else:
        raise KeyError(f"no words for the AI controller's question {asked!r}")
    return question.format(figure=figure, default=default)


def tie_task(pending: Pending, names: Names) -> str:
    """What the AI controller must do, after their name ("Ann: choose which
    hero Soldier 2 goes for"), from the same question tie_question words."""
    kind = str(pending.facts.get("question", ""))
    if kind == "order":
        return _("choose which nazi acts next")
    figure_id = pending.facts.get("figure")
    if figure_id is None or kind not in ("noise", "target", "stop", "shoot"):
        return _("settle a tie of the nazis")
    figure = names.enemy(str(figure_id))
    tasks = {
        "noise": _("choose which noise {figure} follows"),
        "target": _("choose which hero {figure} goes for"),
        "stop": _("choose where {figure} stops"),
        "shoot": _("choose where {figure} shoots from"),
    }
    return tasks[kind].format(figure=figure)


def tie_answers(pending: Pending, names: Names) -> list[str]:
    """Its options' labels, in order, in the language spoken."""
    asked = pending.facts.get("question")
    if asked == "noise":
        return [names.zone(zone) for zone in pending.options]
    if asked == "target":
        return [_target(names, option) for option in pending.options]
    if asked == "order":
        ap = pending.facts.get("ap", {})
        return [_order(names, option, ap.get(option)) for option in pending.options]
    return list(pending.options)  # squares: "C4" in every language


def _target(names: Names, figure: str) -> str:
    """A hero by id, or a hero's bot ("the bot Soldier 3", R-BOT-1)."""
    if figure in names.rules.hero_cards:
        return names.hero(figure)
    return names.bot(figure)


def _order(names: Names, figure: str, ap: object) -> str:
    """ "Soldier 3 (7 AP from a hero)": a figure and its distance."""
    name = names.enemy(figure)
    if ap is None:
        return _("{figure} (no path to a hero)").format(figure=name)
    return _("{figure} ({ap} AP from a hero)").format(figure=name, ap=ap)
