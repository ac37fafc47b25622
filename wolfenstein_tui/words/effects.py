"""The words for card effects and what the board does back: healing,
boosts, tokens, gifts and equipment, loot, noise, danger, the alarm and the
figures that arrive."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import Presenter, actor, by_what, presents, reason
from wolfenstein_tui.words.terms import face as face_name


def _discard_ammo(event: Event, names: Names) -> str:
    data = event.data
    mode = names.rules.weapon_cards[str(data["weapon"])].modes[int(data["mode"])]
    return _("{who} discards {ammo} for {mode}.").format(
        who=actor(event, names),
        ammo=names.ammo(str(data["ammo"]), int(data["count"])),
        mode=names.said(mode),
    )


def _great_armor(event: Event, names: Names) -> str:
    enemy = names.enemy(str(event.data["enemy"]))
    return _("Great armor: {enemy} ignores armor piercing.").format(enemy=enemy)


def _enemy_ability(event: Event, names: Names) -> str:
    data = event.data
    ability = names.rules.enemy_cards[str(data["type"])].abilities[int(data["ability"])]
    return _("{enemy}: {ability} {text}").format(
        enemy=names.enemy(str(data["enemy"])),
        ability=names.said(ability),
        text=names.text(names.said(ability, "text")),
    )


def _give(event: Event, names: Names) -> str:
    data = event.data
    what = (
        names.card(str(data["card"]))
        if "card" in data
        else names.ammo(str(data["ammo"]), int(data["count"]))
    )
    return _("{who} gives {what} to {hero}.").format(
        who=actor(event, names), what=what, hero=names.hero(str(data["to"]))
    )


def _glory(event: Event, names: Names) -> str:
    data = event.data
    ability = names.rules.hero_card(str(data["hero"])).abilities[int(data["ability"])]
    return ngettext(
        "{who} spends {glory} glory point on {ability}.",
        "{who} spends {glory} glory points on {ability}.",
        int(data["glory"]),
    ).format(who=actor(event, names), glory=data["glory"], ability=names.said(ability))


def _token(event: Event, names: Names) -> str:
    figure = names.figure(str(event.data["figure"]))
    token = str(event.data["token"])
    if token == "stunned":
        return _("{figure} is stunned.").format(figure=figure)
    if token == "sabotaged":
        return _("{figure} is sabotaged.").format(figure=figure)
    return _("{figure} is {token}.").format(figure=figure, token=token)


def _roll_check(event: Event, names: Names) -> str:
    """A die rolled for a card or a rule: what it shows, what it needed and
    what follows, in that order."""
    data = event.data
    raw = str(data["source"])
    source = (
        _("The {name} rule").format(name=names.source(raw[len("rule ") :]))
        if raw.startswith("rule ")
        else names.source(raw)
    )
    face = face_name(str(data["face"]))
    if "wanted" in data:  # each check says what it needs: two checks never read as one
        said = [face_name(str(f)) for f in data["wanted"]]
        wanted = (
            _("{faces} or {face}").format(faces=", ".join(said[:-1]), face=said[-1])
            if len(said) > 1
            else "".join(said)
        )
        if data["works"]:
            return _("{source}: the die shows {face} ({wanted} needed), so it goes ahead.").format(
                source=source, face=face, wanted=wanted
            )
        return _("{source}: the die shows {face} ({wanted} needed), so nothing happens.").format(
            source=source, face=face, wanted=wanted
        )
    if data["works"]:
        return _("{source}: the die shows {face}, so it goes ahead.").format(
            source=source, face=face
        )
    return _("{source}: the die shows {face}, so nothing happens.").format(source=source, face=face)


def _no_summons(event: Event, names: Names) -> str:
    standing = [names.enemy(str(enemy)) for enemy in event.data["standing"]]
    return ngettext(
        "No summons: {standing} still stands.",
        "No summons: {standing} still stand.",
        len(standing),
    ).format(standing=", ".join(standing))


def _mission_rule(event: Event, names: Names) -> str:
    rule = names.rules.mission.special_rules[int(event.data["special_rule"])]
    # a mission's text may name a figure by id
    return _("{rule}: {text}").format(
        rule=names.said(rule), text=names.text(names.said(rule, "text"))
    )


def _stat(stat: str) -> str:
    stats = {
        "hp": _("HP"),
        "armor": _("armor"),
        "ap": _("AP"),
        "precision": _("precision"),
    }
    return stats.get(stat, stat)


def _take_up(event: Event, names: Names) -> str:
    return _("{who} takes up the {card}.").format(
        who=actor(event, names), card=names.card(str(event.data["card"]))
    )


def _use(event: Event, names: Names) -> str:
    item = names.card(str(event.data["item"]))
    return _("{who} uses the {item}.").format(who=actor(event, names), item=item)


def _fit(event: Event, names: Names) -> str:
    item = names.card(str(event.data["item"]))
    return _("{who} fits the {item}.").format(who=actor(event, names), item=item)


def _equip(event: Event, names: Names) -> str:
    item = names.card(str(event.data["item"]))
    return _("{who} equips the {item}.").format(who=actor(event, names), item=item)


def _take_off(event: Event, names: Names) -> str:
    item = names.card(str(event.data["item"]))
    return _("{who} takes off the {item}.").format(who=actor(event, names), item=item)


def _heal(event: Event, names: Names) -> str:
    return _("{who} heals {hp} HP.").format(who=actor(event, names), hp=event.data["hp"])


def _armor(event: Event, names: Names) -> str:
    return _("{who} regains {armor} armor.").format(
        who=actor(event, names), armor=event.data["armor"]
    )


def _ap(event: Event, names: Names) -> str:
    return _("{who} gains {ap} AP.").format(who=actor(event, names), ap=event.data["ap"])


def _no_square(event: Event, names: Names) -> str:
    return _("The area effect needs a square and has none.")


def _extra_dice(event: Event, names: Names) -> str:
    return ngettext(
        "{who}'s next attack rolls {dice} more die.",
        "{who}'s next attack rolls {dice} more dice.",
        int(event.data["dice"]),
    ).format(who=actor(event, names), dice=event.data["dice"])


def _pierce(event: Event, names: Names) -> str:
    return _("{who}'s next attack pierces armor.").format(who=actor(event, names))


def _shared_life(event: Event, names: Names) -> str:
    return ngettext(
        "{who} gains {count} shared-life token.",
        "{who} gains {count} shared-life tokens.",
        int(event.data["count"]),
    ).format(who=actor(event, names), count=event.data["count"])


def _hide(event: Event, names: Names) -> str:
    return _("{who} is hidden from the nazis.").format(who=actor(event, names))


def _attack_only(event: Event, names: Names) -> str:
    return _("{effect} only changes an attack.").format(effect=event.data["effect"])


def _boost(event: Event, names: Names) -> str:
    return _("{who}'s {stat} rises by {amount}.").format(
        who=actor(event, names), stat=_stat(str(event.data["stat"])), amount=event.data["amount"]
    )


def _unboost(event: Event, names: Names) -> str:
    return _("{who}'s {stat} falls by {amount}.").format(
        who=actor(event, names), stat=_stat(str(event.data["stat"])), amount=event.data["amount"]
    )


def _escort(event: Event, names: Names) -> str:
    return _("{who} keeps the card until reaching {square}.").format(
        who=actor(event, names), square=event.data["square"]
    )


def _escort_safe(event: Event, names: Names) -> str:
    return _("{who} brings the escort to safety.").format(who=actor(event, names))


def _no_room_bot(event: Event, names: Names) -> str:
    return _("No room for the {card} bot.").format(card=names.enemy_card(str(event.data["type"])))


EFFECTS: dict[str, Presenter] = {
    "discard_ammo": _discard_ammo,
    "great_armor": _great_armor,
    "enemy_ability": _enemy_ability,
    "take_up": _take_up,
    "use": _use,
    "fit": _fit,
    "equip": _equip,
    "take_off": _take_off,
    "give": _give,
    "glory": _glory,
    "heal": _heal,
    "armor": _armor,
    "ap": _ap,
    "token": _token,
    "no_square": _no_square,
    "extra_dice": _extra_dice,
    "pierce": _pierce,
    "shared_life": _shared_life,
    "hide": _hide,
    "attack_only": _attack_only,
    "boost": _boost,
    "unboost": _unboost,
    "roll_check": _roll_check,
    "no_summons": _no_summons,
    "escort": _escort,
    "escort_safe": _escort_safe,
    "no_room_bot": _no_room_bot,
    "mission_rule": _mission_rule,
}


@presents(EventKind.EFFECT)
def effect(event: Event, names: Names) -> str:
    return by_what(event, names, EFFECTS)


@presents(EventKind.LOOT)
def loot(event: Event, names: Names) -> str:
    data = event.data
    if data.get("empty"):
        return _("{deck} is empty.").format(deck=names.deck(str(data["deck"]), first=True))
    who = actor(event, names)
    if "glory" in data:
        return ngettext(
            "{who} gains {glory} glory point.",
            "{who} gains {glory} glory points.",
            int(data["glory"]),
        ).format(who=who, glory=data["glory"])
    if "card" in data:
        return _("{who} takes {card}.").format(who=who, card=names.card(str(data["card"])))
    return _("{who} takes {ammo}.").format(
        who=who, ammo=names.ammo(str(data["ammo"]), int(data["count"]))
    )


@presents(EventKind.NOISE)
def noise(event: Event, names: Names) -> str:
    return _("Noise in {zone}: {reason}.").format(
        zone=names.zone(str(event.data["zone"])), reason=reason(event, names)
    )


@presents(EventKind.DANGER)
def danger(event: Event, names: Names) -> str:
    data = event.data
    if data.get("lowered"):
        return _("Danger lowered ({reason}): now {danger}.").format(
            reason=reason(event, names), danger=data["danger"]
        )
    return _("Danger +{amount} ({reason}): now {danger}.").format(
        amount=data["amount"], reason=reason(event, names), danger=data["danger"]
    )


@presents(EventKind.ALARM)
def alarm(event: Event, names: Names) -> str:
    return _("The alarm goes off! (alarm {alarms})").format(alarms=event.data["alarms"])


@presents(EventKind.SPAWNED)
def spawned(event: Event, names: Names) -> str:
    data = event.data
    if data.get("no_room"):
        return _("No room to place a {card}.").format(card=names.enemy_card(str(data["type"])))
    enemy = names.enemy(str(data["enemy"]))
    if data.get("bot_of") is not None:
        return _("{enemy} joins {hero} as a bot on {square}.").format(
            enemy=enemy, hero=names.hero(str(data["bot_of"])), square=data["square"]
        )
    return _("{enemy} appears on {square} ({reason}).").format(
        enemy=enemy, square=data["square"], reason=reason(event, names)
    )
