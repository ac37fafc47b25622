"""The words for the game's course: the set-up, activations, rounds and
phases, the players' decisions, dice, cards and shuffles, the end."""

from __future__ import annotations

from wolfenstein_tui.content.mission import AlarmsLoss, EnemyReachesLoss
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import actor, by_what, presents


def _mission(event: Event, names: Names) -> str:
    data = event.data
    mission = names.rules.mission
    title = mission.words().title if data.get("mission") == mission.id else str(data.get("mission"))
    players = int(data["players"])
    return (
        f"Mission {title}: {data['heroes']} heroes, {players} "
        f"player{'s' if players > 1 else ''}, {data['difficulty']}."
    )


def _stand_in(event: Event, names: Names) -> str:
    data = event.data
    enemy = str(data["enemy"])
    replaced = names.enemy_card(str(data["replaced"]))
    number = enemy if names.ids else enemy.rsplit("-", 1)[-1]
    return (
        f"I am Death incarnate: {names.enemy_card(str(data['type']))} stands on "
        f"{data['square']} instead of {replaced} {number}."
    )


def _rules_case(event: Event, names: Names) -> str:
    return "Rules case: the situation is set by hand (the setup line), not played."


@presents(EventKind.SETUP)
def setup(event: Event, names: Names) -> str:
    return by_what(
        event, names, {"mission": _mission, "stand_in": _stand_in, "rules_case": _rules_case}
    )


@presents(EventKind.ACTIVATION_STARTED)
def activation_started(event: Event, names: Names) -> str:
    data = event.data
    if data.get("bot"):
        return f"{actor(event, names)} activates with {data['ap']} AP."
    tired = " (fatigued: half AP)." if data.get("fatigued") else "."
    return f"{actor(event, names)} activates with {data['ap']} AP{tired}"


@presents(EventKind.ACTIVATION_ENDED)
def activation_ended(event: Event, names: Names) -> str:
    whose = "its" if event.data.get("bot") else "the"
    return f"{actor(event, names)} ends {whose} activation."


@presents(EventKind.SPAWNED_HERO)
def hero_appeared(event: Event, names: Names) -> str:
    return f"{actor(event, names)} appears on {event.data['square']}."


@presents(EventKind.PHASE)
def phase(event: Event, names: Names) -> str:
    if event.data.get("skipped"):
        return "The nazi phase is skipped (game setting)."
    return "Nazi phase."


@presents(EventKind.ROUND)
def round_begins(event: Event, names: Names) -> str:
    return f"Round {event.data['round']} begins."


@presents(EventKind.DECISION)
def decision(event: Event, names: Names) -> str:
    return f"{names.text(str(event.data['prompt']))} → {names.text(str(event.data['choice']))}"


@presents(EventKind.DICE_ROLLED)
def dice_rolled(event: Event, names: Names) -> str:
    faces = ", ".join(str(face) for face in event.data["faces"])
    return f"{names.text(str(event.data['purpose']))}: {faces}"


@presents(EventKind.CARD_DRAWN)
def card_drawn(event: Event, names: Names) -> str:
    return f"Drew {names.card(str(event.data['card']))} from the {event.data['deck']} deck."


@presents(EventKind.SHUFFLED)
def shuffled(event: Event, names: Names) -> str:
    return f"The {event.data['deck']} deck is shuffled."


def _condition_text(event: Event, names: Names) -> str | None:
    """The mission's own words for the loss condition met, if it has any."""
    index = event.data.get("condition")
    conditions = names.rules.mission.loss_conditions
    if isinstance(index, int) and 0 <= index < len(conditions):
        condition = conditions[index]
        if isinstance(condition, AlarmsLoss | EnemyReachesLoss):
            return names.text(condition.words().text) if condition.text else None
    return None


def _alarms(event: Event, names: Names) -> str:
    own = _condition_text(event, names)
    return own or f"The alarm went off {event.data['alarms']} times."


def _reached(event: Event, names: Names) -> str:
    own = _condition_text(event, names)
    data = event.data
    return own or f"{names.enemy(str(data['enemy']))} reached {names.zone(str(data['zone']))}."


GAME_OVER = {
    "all_dead": lambda event, names: "Every hero is dead.",
    "won": lambda event, names: "Every objective is met: the heroes win.",
    "round_limit": lambda event, names: (
        f"Round {event.data['round']} is over and the objectives are not met."
    ),
    "alarms": _alarms,
    "enemy_reached": _reached,
    "events_impossible": lambda event, names: (
        f"Only {event.data['left']} event tokens are left: {event.data['count']} events "
        "can no longer be completed."
    ),
    "kill_impossible": lambda event, names: (
        f"{names.enemy(str(event.data['enemy']))} can no longer be killed."
    ),
    "hero_lost": lambda event, names: (
        f"{names.hero(str(event.data['hero']))} is dead, and no hero was to be lost."
    ),
}


@presents(EventKind.GAME_OVER)
def game_over(event: Event, names: Names) -> str:
    why = str(event.data.get("why", ""))
    if why not in GAME_OVER:
        raise KeyError(f"no words for the end of a game by {why!r}")
    return GAME_OVER[why](event, names)
