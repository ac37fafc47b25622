"""The words for fighting: attacks, what a hit takes, kills, reloads."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import actor, presents


def dice_count(count: int) -> str:
    """ "1 die", "3 dice", in the language spoken."""
    return ngettext("{count} die", "{count} dice", count).format(count=count)


@presents(EventKind.ATTACKED)
def attacked(event: Event, names: Names) -> str:
    data = event.data
    who = actor(event, names)
    target = names.enemy(str(data["target"]))
    dice = dice_count(int(data["dice"]))
    if data.get("bot"):
        kind = names.enemy_type(str(data["hero"]))
        weapon = names.said(names.rules.enemy_cards[kind].weapon) if kind else _("weapon")
        return _("{who} attacks {target} with its {weapon}: {dice}.").format(
            who=who, target=target, weapon=weapon, dice=dice
        )
    if "item" in data:
        item = names.card(str(data["item"]))
        return _("{who} silently executes {target} with the {item}: {dice}.").format(
            who=who, target=target, item=item, dice=dice
        )
    weapon = names.card(str(data["weapon"]))
    return _("{who} attacks {target} with the {weapon}: {dice}.").format(
        who=who, target=target, weapon=weapon, dice=dice
    )


def losses(name: str, armor: int, hp: int) -> str:
    """What a hit took, naming only what was lost ("takes no damage" when
    nothing was)."""
    if armor and hp:
        return _("{name} loses {armor} armor and {hp} HP").format(name=name, armor=armor, hp=hp)
    if armor:
        return _("{name} loses {armor} armor").format(name=name, armor=armor)
    if hp:
        return _("{name} loses {hp} HP").format(name=name, hp=hp)
    return _("{name} takes no damage").format(name=name)


@presents(EventKind.DAMAGED)
def damaged(event: Event, names: Names) -> str:
    data = event.data
    figure = str(data["figure"])
    lost = losses(names.figure(figure), int(data["armor_lost"]), int(data["hp_lost"]))
    if figure in names.rules.hero_cards:
        return _("{lost} ({source}).").format(lost=lost, source=names.figure(str(data["source"])))
    return _("{lost}: {hp} HP, {armor} armor left.").format(
        lost=lost, hp=data["hp"], armor=data["armor"]
    )


@presents(EventKind.KILLED)
def killed(event: Event, names: Names) -> str:
    data = event.data
    enemy = names.enemy(str(data["enemy"]))
    if data.get("shut_down"):
        return _("The bot {enemy} shuts down.").format(enemy=enemy)
    if data.get("bot_of") is not None:
        return _("The bot {enemy} is destroyed.").format(enemy=enemy)
    return _("{enemy} is killed.").format(enemy=enemy)


@presents(EventKind.RELOAD_TOKEN)
def reload_token(event: Event, names: Names) -> str:
    # Whose weapon: at a round's start several may jam at once.
    return _("Reload! {who}'s {card} takes a reload token.").format(
        who=names.hero(str(event.data["hero"])), card=names.card(str(event.data["card"]))
    )


@presents(EventKind.RELOADED)
def reloaded(event: Event, names: Names) -> str:
    card = names.card(str(event.data["card"]))
    if event.data.get("jammed"):
        return _("The {card} jams: the reload token stays.").format(card=card)
    return _("{who} reloads the {card}.").format(who=actor(event, names), card=card)
