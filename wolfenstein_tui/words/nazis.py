"""The words for the nazi phase: who wakes and why, each figure's turn told
step by step with its reasons, its moves and its attacks.

The nazi program (`engine/nazis`) records facts only: for a figure's turn
(`nazi_turn`) the list of its `steps`, each a dict whose `what` says which
step it is, with the ids, squares and numbers that decided it (see
docs/nazi-phase.md, section 4). Here each step becomes one sentence, and the
numbers are said so that they add up: a move's AP are its squares, plus the
difficult terrain, plus the doors opened on the way (each door counted
once); a fall-off weapon's dice are the card's less one per square between;
a tie-break names the values compared and who settled it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import presents
from wolfenstein_tui.words.terms import face as face_name
from wolfenstein_tui.words.trail import cite, decided, explain

Fact = Mapping[str, Any]


def listed(items: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(items) == 1:
        return items[0]
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def squares_count(count: int) -> str:
    return ngettext("{count} square", "{count} squares", count).format(count=count)


def heroes_count(count: int) -> str:
    return ngettext("{count} hero", "{count} heroes", count).format(count=count)


def dice_count(count: int) -> str:
    return ngettext("{count} die", "{count} dice", count).format(count=count)


def target(names: Names, figure: str, bot: bool = False) -> str:
    """A hero by its card's name; a hero's bot as "the bot ..." (R-BOT-1)."""
    return names.bot(figure) if bot else names.figure(figure)


def settled(asked: bool, chosen: str) -> str:
    """Who settled a real tie (R-AI-2): the AI controller when asked, else
    the game's own answer; how the game answers is in the trail."""
    decided("R-AI-2")
    if asked:
        return _("the AI controller chose {chosen}").format(chosen=chosen)
    return _("the game chose {chosen}").format(chosen=chosen)


def goal(names: Names, aim: Fact) -> str:
    """Where a figure heads: a hero (or bot), or a noisy zone; with R-AI-10,
    as far as the obstacle."""
    if "zone" in aim:
        label = names.zone(str(aim["zone"]))
    else:
        label = target(names, str(aim["target"]), bool(aim.get("bot")))
    if aim.get("obstacle"):
        cite("R-AI-10")
        return _("{label}, as far as the obstacle").format(label=label)
    return label


# --- why a figure wakes, or stays put (R-AI-3) -----------------------------------


def wake_reason(names: Names, reason: Fact) -> str:
    why = reason.get("why")
    if why in ("sight", "noise"):
        cite("R-AI-3")
    if why == "attacked":
        decided("R-AI-3")
    if why == "sight":
        seen = target(names, str(reason["target"]), bool(reason.get("bot")))
        return _("{hero} is in its line of sight").format(hero=seen)
    if why == "attacked":
        return _("it was attacked")
    if why == "noise":
        if reason.get("own"):
            return _("noise in its own zone")
        return _("noise in adjacent {zone}").format(zone=names.zone(str(reason["zone"])))
    if why == "summoned":
        cite("R-SPAWN-2")
        return _("{enemy} summoned it, and it acts at once").format(
            enemy=names.enemy(str(reason["by"]))
        )
    if reason.get("at_once"):
        cite("R-SPAWN-2")
        return _("the alarm brought it in, and it acts at once")
    return _("the alarm brought it in")


def rest_reason(reason: Fact) -> str:
    """Officers and bosses ignore noise: the noise they hear is named and set
    aside, so nobody reads "hears no noise" beside a noisy room."""
    why = reason.get("why")
    if why in ("officer", "boss"):
        decided("R-AI-3")
    cite("R-AI-3")
    if why == "officer":
        if reason.get("hears"):
            return _(
                "it sees no hero and was not attacked; it hears noise, but officers ignore noise"
            )
        return _("it sees no hero and was not attacked (officers ignore noise)")
    if why == "boss":
        if reason.get("hears"):
            return _(
                "it sees no hero and was not attacked; it hears noise, but bosses ignore noise"
            )
        return _("it sees no hero and was not attacked (bosses ignore noise)")
    return _("it neither sees a hero nor hears noise")


@presents(EventKind.NAZI)
def nazi_check(event: Event, names: Names) -> str:
    data = event.data
    enemy = names.enemy(str(data["enemy"]))
    if data.get("woke"):
        return _("{enemy} wakes: {reason}.").format(
            enemy=enemy, reason=wake_reason(names, data["reason"])
        )
    return _("{enemy} stays put: {reason}.").format(enemy=enemy, reason=rest_reason(data["reason"]))


# --- a figure's turn, step by step ------------------------------------------------


def _wakes(event: Event, step: Fact, names: Names) -> str:
    enemy = names.enemy(str(event.data["enemy"]))
    return _("{enemy} wakes (initiative {initiative}: the highest go first): {reason}.").format(
        enemy=enemy, initiative=step["initiative"], reason=wake_reason(names, step["reason"])
    )


def _distances(step: Fact, names: Names) -> str:
    """The trail's sentence of the AP each contender is from a hero."""

    def ap(value: int | None) -> str:
        return _("no path") if value is None else _("{ap} AP").format(ap=value)

    others = ", ".join(f"{names.enemy(str(e))} {ap(n)}" for e, n in step["near"])
    return _("From a hero: {others}.").format(others=others)


CHAIN = ("range", "dice", "cost")
"""What R-VAR-4 compares after the distance, each the more the better."""


def chain_reason(step: Fact, names: Names, among: list[str] | None = None) -> str:
    """What put the figure first by the chain of R-VAR-4 (also R-AI-4's
    default): the first of the distance, the weapon's range, its dice and
    its attack's AP cost (then the figure's number) that sets it apart from
    the one that would have come next (of `among`, else of all)."""

    def key(enemy: str, ap: int | None) -> tuple[int, ...]:
        kind = names.enemy_type(enemy)
        weapon = names.rules.enemy_cards[kind].weapon if kind is not None else None
        number = enemy.rsplit("-", 1)[-1]
        return (
            ap if ap is not None else 1 << 30,
            -weapon.range if weapon is not None else 0,
            -weapon.dice if weapon is not None else 0,
            -weapon.ap_cost if weapon is not None else 0,
            int(number) if number.isdigit() else 0,
        )

    keys = sorted(
        (key(str(e), n), str(e)) for e, n in step["near"] if among is None or str(e) in among
    )
    chosen = str(step["chosen"])
    mine = next(k for k, e in keys if e == chosen)
    others = [(k, e) for k, e in keys if e != chosen]
    if not others:
        return _("it is the nearest to a hero")
    runner, runner_id = others[0]
    who = names.enemy(runner_id)
    if mine[0] != runner[0]:
        return _("it is nearer a hero than {other}").format(other=who)
    if mine[1] != runner[1]:
        return _("as near as {other}, its weapon reaches further").format(other=who)
    if mine[2] != runner[2]:
        return _("as near as {other}, it rolls more attack dice").format(other=who)
    if mine[3] != runner[3]:
        return _("as near as {other}, its attack costs more AP").format(other=who)
    return _("alike to {other} in all the rest, it has the lower number").format(other=who)


def _order(event: Event, step: Fact, names: Names) -> str:
    """R-AI-4: what settled the order, in a sentence; the distances compared
    go to the trail. Figures of several types with nothing left to settle
    can only have been put in order by R-VAR-4's chain (without it, the
    nearest of each type would be tied for the AI controller)."""
    initiative = step["initiative"]
    explain(_distances(step, names))
    cite("R-AI-4")
    kinds = {names.enemy_type(str(e)) for e, _n in step["near"]}
    if step["settled"] == "nearest" and len(kinds) > 1:
        decided("R-VAR-4")
        return _("It acts first among initiative {initiative}: {reason}.").format(
            initiative=initiative, reason=chain_reason(step, names)
        )
    if step["settled"] == "nearest":
        return _(
            "It acts first among initiative {initiative}: it is the nearest of its type to a hero."
        ).format(initiative=initiative)
    chosen = names.enemy(str(step["chosen"]))
    if step["settled"] == "tie":
        decided("R-AI-4")
        tied = listed([names.enemy(str(e)) for e in step["tied"]])
        settle = settled(bool(step["asked"]), chosen)
        if not step["asked"]:
            reason = chain_reason(step, names, [str(e) for e in step["tied"]])
            settle = _("{settle} ({reason})").format(settle=settle, reason=reason)
        return _(
            "It acts first among initiative {initiative}: {tied} could each go first, and {settle}."
        ).format(initiative=initiative, tied=tied, settle=settle)
    decided("R-VAR-4")
    return _(
        "It acts first among initiative {initiative}: alike to others in distance, range, "
        "dice and attack cost, and {settle}."
    ).format(initiative=initiative, settle=settled(bool(step["asked"]), chosen))


def _stunned(event: Event, step: Fact, names: Names) -> str:
    return _("It is stunned and does nothing this turn.")


def _ability(event: Event, step: Fact, names: Names) -> str:
    """A card ability that ran (first activation, activation start, on
    attack): its name and the card's own words."""
    ability = names.rules.enemy_cards[str(step["type"])].abilities[int(step["ability"])]
    return _("{ability}: {text}").format(
        ability=names.said(ability), text=names.text(names.said(ability, "text"))
    )


def _why_target(event: Event, step: Fact, names: Names) -> str:
    """R-AI-7 [D]: the heroes equally near in AP, then the squares away, then
    HP + armor, each with the values compared, until one is left; a tie
    after all three is the AI controller's. The sentence says what decided;
    the values compared go to the trail."""
    bots = set(step.get("bots", []))
    rows = [(str(h), squares, toughness) for h, squares, toughness in step["heroes"]]

    def who(hero: str) -> str:
        return target(names, hero, hero in bots)

    group = [who(h) for h, _, _ in rows]
    ap = step["ap"]
    explain(
        _("{heroes} are each {ap} AP away.").format(heroes=listed(group), ap=ap)
        if ap is not None
        else _("No path leads to {heroes}.").format(heroes=listed(group))
    )
    decided("R-AI-7")
    chosen = who(str(step["chosen"]))
    criteria: tuple[tuple[str, Callable[[tuple[str, int, int]], int], str], ...] = (
        (_("Squares away"), lambda row: row[1], _("it goes for {chosen}: the nearest")),
        (
            _("HP + armor"),
            lambda row: row[2],
            _("it goes for {chosen}: as near as the others, and the weakest"),
        ),
    )
    reason = ""
    for label, value, pick in criteria:
        values = ", ".join(f"{who(row[0])} {value(row)}" for row in rows)
        explain(_("{label}: {values}.").format(label=label, values=values))
        low = min(value(row) for row in rows)
        rows = [row for row in rows if value(row) == low]
        if len(rows) == 1:
            reason = pick.format(chosen=chosen)
            break
    if len(rows) > 1:
        reason = _("{heroes} are as near and as strong as each other: {settle}").format(
            heroes=listed([who(row[0]) for row in rows]),
            settle=settled(bool(step["asked"]), chosen),
        )
    return reason[:1].upper() + reason[1:] + "."


def _noise_tie(event: Event, step: Fact, names: Names) -> str:
    zones = [names.zone(str(z)) for z in step["zones"]]
    decided("R-AI-8")
    settle = settled(bool(step["asked"]), names.zone(str(step["chosen"])))
    heroes = heroes_count(int(step["heroes"]))
    return _("Noise in {zones}, each with {heroes}: {settle}.").format(
        zones=listed(zones), heroes=heroes, settle=settle
    )


def _noise(event: Event, step: Fact, names: Names) -> str:
    counts = ", ".join(f"{names.zone(str(z))} {n}" for z, n in step["zones"])
    zone = names.zone(str(step["chosen"]))
    decided("R-AI-8")
    return _("It follows the noise in {zone}: the most heroes ({counts}).").format(
        zone=zone, counts=counts
    )


def _square_tie(event: Event, step: Fact, names: Names) -> str:
    settle = settled(bool(step["asked"]), str(step["chosen"]))
    squares = listed(list(step["squares"]))
    if step["shooting"]:
        return _("{squares} are as good to shoot from, for {cost} AP: {settle}.").format(
            squares=squares, cost=step["cost"], settle=settle
        )
    return _("{squares} are as good to stop, for {cost} AP: {settle}.").format(
        squares=squares, cost=step["cost"], settle=settle
    )


def _no_way(event: Event, step: Fact, names: Names) -> str:
    cite("R-AI-10")
    return _("No way to {goal}: it waits where it is.").format(goal=goal(names, step["goal"]))


def _no_closer(event: Event, step: Fact, names: Names) -> str:
    return _("It cannot get closer to {goal} this turn.").format(goal=goal(names, step["goal"]))


def move_cost(spent: int, squares: int, doors: list[str]) -> str:
    """A move's AP in parts that add up: 1 a square, 1 more for each square
    of difficult terrain (R-MOVE-2), 1 for each door opened on the way
    (R-AI-11), each door counted once."""
    terrain = spent - squares - len(doors)
    parts = [squares_count(squares)]
    if terrain:
        parts.append(_("{count} for difficult terrain").format(count=terrain))
    if doors:
        parts.append(
            ngettext(
                "{count} for the door {doors}", "{count} for the doors {doors}", len(doors)
            ).format(count=len(doors), doors=listed(doors))
        )
    if len(parts) == 1:
        return _("{ap} AP").format(ap=spent)
    return _("{ap} AP: {parts}").format(ap=spent, parts=" + ".join(parts))


def _move(event: Event, step: Fact, names: Names) -> str:
    path = [str(square) for square in step["path"]]
    cost = move_cost(int(step["cost"]), len(path), list(step["doors"]))
    adjacent = step.get("adjacent")
    if adjacent:
        beside = target(names, str(adjacent["target"]), bool(adjacent.get("bot")))
        return _("Moves {squares} ({cost}) toward {goal}, now adjacent to {hero}.").format(
            squares="→".join([str(step["from"]), *path]),
            cost=cost,
            goal=goal(names, step["goal"]),
            hero=beside,
        )
    squares = "→".join([str(step["from"]), *path])
    return _("Moves {squares} ({cost}) toward {goal}.").format(
        squares=squares, cost=cost, goal=goal(names, step["goal"])
    )


def _door(event: Event, step: Fact, names: Names) -> str:
    """A door opened on the way is paid for in the move's AP; one opened with
    the last AP, without stepping through, is 1 AP of its own (R-AI-11)."""
    if step["last_ap"]:
        return _("Opens the door {door} with its last AP (1 AP).").format(door=step["door"])
    return _("Opens the door {door} on its way.").format(door=step["door"])


def faces(shown: list[str]) -> str:
    """The faces rolled; a reload face is a blank for the nazis (R-AI-9)."""
    return ", ".join(
        face_name(face) + (" → " + face_name("blank") if face == "reload" else "") for face in shown
    )


def _attack(event: Event, step: Fact, names: Names) -> str:
    """The attack with its dice counted (R-AI-6): the card's dice, less the
    fall-off for the squares between, never below the weapon's least."""
    kind = str(event.data.get("type") or names.enemy_type(str(event.data["enemy"])))
    weapon = names.rules.enemy_cards[kind].weapon
    dice, card_dice, falloff = int(step["dice"]), int(step["card_dice"]), step.get("falloff")
    how = dice_count(dice)
    if falloff is not None:
        between = int(falloff["between"])
        if between == 0:
            how = _("{dice} ({card_dice} on the card: no square between)").format(
                dice=how, card_dice=card_dice
            )
        else:
            how = ngettext(
                "{dice} ({card_dice} on the card, less {less} for {between} square between, "
                "at least {minimum})",
                "{dice} ({card_dice} on the card, less {less} for {between} squares between, "
                "at least {minimum})",
                between,
            ).format(
                dice=how,
                card_dice=card_dice,
                less=falloff["less"],
                between=between,
                minimum=falloff["minimum"],
            )
    who = target(names, str(step["target"]), bool(step.get("bot")))
    cite("R-AI-6")
    if "reload" in step["faces"]:
        cite("R-AI-9")
    return _("Attacks {who} at range {range} with its {weapon}: {how}. Rolls {faces}.").format(
        who=who,
        range=step["range"],
        weapon=names.said(weapon),
        how=how,
        faces=faces(list(step["faces"])),
    )


def _waits(event: Event, step: Fact, names: Names) -> str:
    return _(
        "It cannot act yet and waits for the others: it is checked again after the next figure."
    )


def _passes(event: Event, step: Fact, names: Names) -> str:
    cite("R-AI-5")
    return _("{enemy} still cannot act, and passes.").format(
        enemy=names.enemy(str(event.data["enemy"]))
    )


STEPS: dict[str, Callable[[Event, Fact, Names], str]] = {
    "wakes": _wakes,
    "order": _order,
    "stunned": _stunned,
    "ability": _ability,
    "why_target": _why_target,
    "noise_tie": _noise_tie,
    "noise": _noise,
    "square_tie": _square_tie,
    "no_way": _no_way,
    "no_closer": _no_closer,
    "move": _move,
    "door": _door,
    "attack": _attack,
    "waits": _waits,
    "passes": _passes,
}
"""The sentence for each sort of step of a nazi's turn."""


def sentences(event: Event, names: Names) -> list[str]:
    """A figure's turn (`nazi_turn`) as its sentences, one per step."""
    found = []
    for step in event.data.get("steps", []):
        words = STEPS.get(str(step.get("what")))
        if words is None:
            raise KeyError(f"no words for a nazi step of sort {step.get('what')!r}")
        found.append(words(event, step, names))
    return found


@presents(EventKind.NAZI_TURN)
def nazi_turn(event: Event, names: Names) -> str:
    return " ".join(sentences(event, names))


@presents(EventKind.NAZI_ATTACK)
def nazi_attack(event: Event, names: Names) -> str:
    data = event.data
    who = target(names, str(data["target"]), bool(data.get("bot")))
    return _("{enemy} attacks {who}: {faces}.").format(
        enemy=names.enemy(str(data["enemy"])), who=who, faces=faces(list(data["faces"]))
    )


@presents(EventKind.NAZI_MOVE)
def nazi_move(event: Event, names: Names) -> str:
    data = event.data
    return _("{enemy} moves to {square}.").format(
        enemy=names.enemy(str(data["enemy"])), square=data["path"][-1]
    )
