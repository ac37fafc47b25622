"""The words for what heroes (and their bots) do on the board: moving,
passages, doors, barricades, searching, fatigue, shared life, bleeding and
death."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import actor, by_what, presents, reason


@presents(EventKind.MOVED)
def moved(event: Event, names: Names) -> str:
    data = event.data
    to = data["path"][-1]
    if data.get("bot"):
        return _("{who} moves to {square}.").format(who=actor(event, names), square=to)
    return _("{who} moves to {square} ({cost} AP).").format(
        who=actor(event, names), square=to, cost=data["cost"]
    )


@presents(EventKind.PASSAGE_USED)
def passage_used(event: Event, names: Names) -> str:
    return _("{who} slips through the secret passage to {square}.").format(
        who=actor(event, names), square=event.data["square"]
    )


@presents(EventKind.DOOR_OPENED)
def door_opened(event: Event, names: Names) -> str:
    return _("{who} opens the door {door}.").format(
        who=actor(event, names), door=event.data["door"]
    )


@presents(EventKind.BARRICADE_REMOVED)
def barricade_removed(event: Event, names: Names) -> str:
    return _("{who} cuts through the barricade {barricade}.").format(
        who=actor(event, names), barricade=event.data["barricade"]
    )


def _objective(event: Event, names: Names) -> str:
    return _("{who} takes objective token {token}.").format(
        who=actor(event, names), token=event.data["token"]
    )


def _chest(event: Event, names: Names) -> str:
    who = actor(event, names)
    card_id = event.data.get("card")
    if card_id is None:
        return _("{who} opens the chest: it is empty.").format(who=who)
    chest = names.rules.chest_cards[str(card_id)]
    if event.data.get("bot"):
        return _("{who} opens the chest: {card}.").format(who=who, card=names.said(chest))
    return _("{who} opens the chest: {card}. {text}").format(
        who=who, card=names.said(chest), text=names.text(names.said(chest, "text"))
    )


def _event_card(event: Event, names: Names) -> str:
    who = actor(event, names)
    card_id = event.data.get("card")
    if card_id is None:
        return _("{who} searches, but the event deck is empty.").format(who=who)
    card = names.rules.event_cards[str(card_id)]
    return _("{who} finds: {title}. {story}").format(
        who=who,
        title=names.said(card, "title"),
        story=names.text(names.said(card, "story")),
    )


@presents(EventKind.SEARCHED)
def searched(event: Event, names: Names) -> str:
    return by_what(event, names, {"objective": _objective, "chest": _chest, "event": _event_card})


def _push_on(event: Event, names: Names) -> str:
    return _("{who} pushes on: +{ap} AP and a fatigue token.").format(
        who=actor(event, names), ap=event.data["ap"]
    )


def _rest(event: Event, names: Names) -> str:
    return _("{who} loses the fatigue token.").format(who=actor(event, names))


def _already(event: Event, names: Names) -> str:
    return _("{who} is already fatigued ({reason}).").format(
        who=actor(event, names), reason=reason(event, names)
    )


def _take(event: Event, names: Names) -> str:
    return _("{who} takes a fatigue token ({reason}).").format(
        who=actor(event, names), reason=reason(event, names)
    )


@presents(EventKind.FATIGUE)
def fatigue(event: Event, names: Names) -> str:
    return by_what(
        event, names, {"push_on": _push_on, "rest": _rest, "already": _already, "take": _take}
    )


@presents(EventKind.RESTORED)
def restored(event: Event, names: Names) -> str:
    target = names.hero(str(event.data["target"]))
    return _("{who} shares life: {target} is back on their feet.").format(
        who=actor(event, names), target=target
    )


@presents(EventKind.BLEEDING)
def bleeding(event: Event, names: Names) -> str:
    return _("{who} is bleeding!").format(who=actor(event, names))


@presents(EventKind.HERO_DIED)
def hero_died(event: Event, names: Names) -> str:
    return _("{who} dies: {reason}.").format(who=actor(event, names), reason=reason(event, names))
