"""The words for what heroes (and their bots) do on the board: moving,
passages, doors, barricades, searching, fatigue, shared life, bleeding and
death."""

from __future__ import annotations

from wolfenstein_tui.card_words import shown
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import actor, by_what, presents, reason


@presents(EventKind.MOVED)
def moved(event: Event, names: Names) -> str:
    data = event.data
    to = data["path"][-1]
    if data.get("bot"):
        return f"{actor(event, names)} moves to {to}."
    return f"{actor(event, names)} moves to {to} ({data['cost']} AP)."


@presents(EventKind.PASSAGE_USED)
def passage_used(event: Event, names: Names) -> str:
    return f"{actor(event, names)} slips through the secret passage to {event.data['square']}."


@presents(EventKind.DOOR_OPENED)
def door_opened(event: Event, names: Names) -> str:
    return f"{actor(event, names)} opens the door {event.data['door']}."


@presents(EventKind.BARRICADE_REMOVED)
def barricade_removed(event: Event, names: Names) -> str:
    return f"{actor(event, names)} cuts through the barricade {event.data['barricade']}."


def _objective(event: Event, names: Names) -> str:
    return f"{actor(event, names)} takes objective token {event.data['token']}."


def _chest(event: Event, names: Names) -> str:
    who = actor(event, names)
    card_id = event.data.get("card")
    if card_id is None:
        return f"{who} opens the chest: it is empty."
    chest = names.rules.chest_cards[str(card_id)]
    if event.data.get("bot"):
        return f"{who} opens the chest: {shown(chest).name}."
    return f"{who} opens the chest: {shown(chest).name}. {names.text(shown(chest).text)}"


def _event_card(event: Event, names: Names) -> str:
    who = actor(event, names)
    card_id = event.data.get("card")
    if card_id is None:
        return f"{who} searches, but the event deck is empty."
    card = names.rules.event_cards[str(card_id)]
    return f"{who} finds: {shown(card).title}. {names.text(shown(card).story)}"


@presents(EventKind.SEARCHED)
def searched(event: Event, names: Names) -> str:
    return by_what(event, names, {"objective": _objective, "chest": _chest, "event": _event_card})


@presents(EventKind.FATIGUE)
def fatigue(event: Event, names: Names) -> str:
    who = actor(event, names)
    return by_what(
        event,
        names,
        {
            "push_on": lambda e, n: f"{who} pushes on: +{e.data['ap']} AP and a fatigue token.",
            "rest": lambda e, n: f"{who} loses the fatigue token.",
            "already": lambda e, n: f"{who} is already fatigued ({reason(e, n)}).",
            "take": lambda e, n: f"{who} takes a fatigue token ({reason(e, n)}).",
        },
    )


@presents(EventKind.RESTORED)
def restored(event: Event, names: Names) -> str:
    target = names.hero(str(event.data["target"]))
    return f"{actor(event, names)} shares life: {target} is back on their feet."


@presents(EventKind.BLEEDING)
def bleeding(event: Event, names: Names) -> str:
    return f"{actor(event, names)} is bleeding!"


@presents(EventKind.HERO_DIED)
def hero_died(event: Event, names: Names) -> str:
    return f"{actor(event, names)} dies: {reason(event, names)}."
