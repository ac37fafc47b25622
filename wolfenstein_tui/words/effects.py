"""The words for card effects and what the board does back: healing,
boosts, tokens, gifts and equipment, loot, noise, danger, the alarm and the
figures that arrive."""

from __future__ import annotations

from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import Presenter, actor, by_what, presents, reason


def _discard_ammo(event: Event, names: Names) -> str:
    data = event.data
    mode = names.rules.weapon_cards[str(data["weapon"])].modes[int(data["mode"])]
    return f"{actor(event, names)} discards {data['count']} {data['ammo']} ammo for {mode.name}."


def _great_armor(event: Event, names: Names) -> str:
    enemy = names.enemy(str(event.data["enemy"]))
    return f"Great armor: {enemy} ignores armor piercing (R-PRIO-1)."


def _enemy_ability(event: Event, names: Names) -> str:
    data = event.data
    ability = names.rules.enemy_cards[str(data["type"])].abilities[int(data["ability"])]
    return f"{names.enemy(str(data['enemy']))}: {ability.name} {names.text(ability.text)}"


def _give(event: Event, names: Names) -> str:
    data = event.data
    what = (
        names.card(str(data["card"])) if "card" in data else f"{data['count']} {data['ammo']} ammo"
    )
    return f"{actor(event, names)} gives {what} to {names.hero(str(data['to']))}."


def _glory(event: Event, names: Names) -> str:
    data = event.data
    ability = names.rules.hero_card(str(data["hero"])).abilities[int(data["ability"])]
    return f"{actor(event, names)} spends {data['glory']} glory on {ability.name}."


def _token(event: Event, names: Names) -> str:
    return f"{names.figure(str(event.data['figure']))} is {event.data['token']}."


def _roll_check(event: Event, names: Names) -> str:
    data = event.data
    outcome = "it works." if data["works"] else "nothing happens."
    return f"{data['source']}: {data['face']}, {outcome}"


def _no_summons(event: Event, names: Names) -> str:
    standing = ", ".join(names.enemy(str(enemy)) for enemy in event.data["standing"])
    return f"No summons: {standing} still stands."


def _mission_rule(event: Event, names: Names) -> str:
    rule = names.rules.mission.special_rules[int(event.data["special_rule"])].words()
    return f"{rule.name}: {names.text(rule.text)}"  # a mission's text may name a figure by id


def _item(verb: str) -> Presenter:
    return lambda e, n: f"{actor(e, n)} {verb} the {n.card(str(e.data['item']))}."


EFFECTS: dict[str, Presenter] = {
    "discard_ammo": _discard_ammo,
    "great_armor": _great_armor,
    "enemy_ability": _enemy_ability,
    "take_up": lambda e, n: f"{actor(e, n)} takes up the {n.card(str(e.data['card']))}.",
    "use": _item("uses"),
    "fit": _item("fits"),
    "equip": _item("equips"),
    "take_off": _item("takes off"),
    "give": _give,
    "glory": _glory,
    "heal": lambda e, n: f"{actor(e, n)} heals {e.data['hp']} HP.",
    "armor": lambda e, n: f"{actor(e, n)} regains {e.data['armor']} armor.",
    "ap": lambda e, n: f"{actor(e, n)} gains {e.data['ap']} AP.",
    "token": _token,
    "no_square": lambda e, n: "The area effect needs a square and has none.",
    "extra_dice": lambda e, n: f"{actor(e, n)}'s next attack rolls {e.data['dice']} more dice.",
    "pierce": lambda e, n: f"{actor(e, n)}'s next attack pierces armor.",
    "shared_life": lambda e, n: f"{actor(e, n)} gains {e.data['count']} shared-life token.",
    "hide": lambda e, n: f"{actor(e, n)} is hidden from the nazis.",
    "attack_only": lambda e, n: f"{e.data['effect']} only changes an attack.",
    "boost": lambda e, n: f"{actor(e, n)}'s {e.data['stat']} rises by {e.data['amount']}.",
    "unboost": lambda e, n: f"{actor(e, n)}'s {e.data['stat']} falls by {e.data['amount']}.",
    "roll_check": _roll_check,
    "no_summons": _no_summons,
    "escort": lambda e, n: f"{actor(e, n)} keeps the card until reaching {e.data['square']}.",
    "escort_safe": lambda e, n: f"{actor(e, n)} brings the escort to safety.",
    "no_room_bot": lambda e, n: f"No room for the {n.enemy_card(str(e.data['type']))} bot.",
    "mission_rule": _mission_rule,
}


@presents(EventKind.EFFECT)
def effect(event: Event, names: Names) -> str:
    return by_what(event, names, EFFECTS)


@presents(EventKind.LOOT)
def loot(event: Event, names: Names) -> str:
    data = event.data
    if data.get("empty"):
        return f"The {data['deck']} deck is empty."
    who = actor(event, names)
    if "glory" in data:
        return f"{who} gains {data['glory']} glory."
    if "card" in data:
        return f"{who} takes {names.card(str(data['card']))}."
    return f"{who} takes {data['count']} {data['ammo']} ammo."


@presents(EventKind.NOISE)
def noise(event: Event, names: Names) -> str:
    return f"Noise in {names.zone(str(event.data['zone']))}: {reason(event, names)}."


@presents(EventKind.DANGER)
def danger(event: Event, names: Names) -> str:
    data = event.data
    if data.get("lowered"):
        return f"Danger lowered ({reason(event, names)}): now {data['danger']}."
    return f"Danger +{data['amount']} ({reason(event, names)}): now {data['danger']}."


@presents(EventKind.ALARM)
def alarm(event: Event, names: Names) -> str:
    return f"The alarm goes off! (alarm {event.data['alarms']})"


@presents(EventKind.SPAWNED)
def spawned(event: Event, names: Names) -> str:
    data = event.data
    if data.get("no_room"):
        return f"No room to place a {names.enemy_card(str(data['type']))}."
    enemy = names.enemy(str(data["enemy"]))
    if data.get("bot_of") is not None:
        return f"{enemy} joins {names.hero(str(data['bot_of']))} as a bot on {data['square']}."
    return f"{enemy} appears on {data['square']} ({reason(event, names)})."
