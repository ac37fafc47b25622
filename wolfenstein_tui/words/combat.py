"""The words for fighting: attacks, what a hit takes, kills, reloads."""

from __future__ import annotations

from wolfenstein_tui.card_words import shown
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import actor, presents


@presents(EventKind.ATTACKED)
def attacked(event: Event, names: Names) -> str:
    data = event.data
    who = actor(event, names)
    target = names.enemy(str(data["target"]))
    dice = data["dice"]
    if data.get("bot"):
        kind = names.enemy_type(str(data["hero"]))
        weapon = shown(names.rules.enemy_cards[kind].weapon).name if kind else "weapon"
        return f"{who} attacks {target} with its {weapon}: {dice} dice."
    if "item" in data:
        item = names.card(str(data["item"]))
        return f"{who} silently executes {target} with the {item}: {dice} dice."
    return f"{who} attacks {target} with the {names.card(str(data['weapon']))}: {dice} dice."


def losses(name: str, armor: int, hp: int) -> str:
    """What a hit took, naming only what was lost ("takes no damage" when
    nothing was)."""
    lost = [f"{armor} armor"] * bool(armor) + [f"{hp} HP"] * bool(hp)
    return f"{name} loses {' and '.join(lost)}" if lost else f"{name} takes no damage"


@presents(EventKind.DAMAGED)
def damaged(event: Event, names: Names) -> str:
    data = event.data
    figure = str(data["figure"])
    lost = losses(names.figure(figure), int(data["armor_lost"]), int(data["hp_lost"]))
    if figure in names.rules.hero_cards:
        return f"{lost} ({names.figure(str(data['source']))})."
    return f"{lost}: {data['hp']} HP, {data['armor']} armor left."


@presents(EventKind.KILLED)
def killed(event: Event, names: Names) -> str:
    data = event.data
    enemy = names.enemy(str(data["enemy"]))
    if data.get("shut_down"):
        return f"The bot {enemy} shuts down."
    if data.get("bot_of") is not None:
        return f"The bot {enemy} is destroyed (R-DEATH-5)."
    return f"{enemy} is killed."


@presents(EventKind.RELOAD_TOKEN)
def reload_token(event: Event, names: Names) -> str:
    return f"Reload! The {names.card(str(event.data['card']))} takes a reload token."


@presents(EventKind.RELOADED)
def reloaded(event: Event, names: Names) -> str:
    card = names.card(str(event.data["card"]))
    if event.data.get("jammed"):
        return f"The {card} jams: the reload token stays."
    return f"{actor(event, names)} reloads the {card}."
