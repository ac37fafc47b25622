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

from wolfenstein_tui.card_words import shown
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import presents

Fact = Mapping[str, Any]

CHAIN = "nearest, longest range, most dice, dearest attack, lowest number"


def listed(items: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else many or word + 's'}"


def target(names: Names, figure: str, bot: bool = False) -> str:
    """A hero by its card's name; a hero's bot as "the bot ..." (R-BOT-1)."""
    return names.bot(figure) if bot else names.figure(figure)


def settled(asked: bool, chosen: str, default: str) -> str:
    """Who settled a real tie (R-AI-2): the AI controller when it was asked,
    else the documented default, named."""
    if asked:
        return f"the AI controller chose {chosen} (R-AI-2)"
    return f"a tie for the AI controller, settled {default}: {chosen} (R-AI-2)"


def goal(names: Names, aim: Fact) -> str:
    """Where a figure heads: a hero (or bot), or a noisy zone; with R-AI-10,
    as far as the obstacle."""
    if "zone" in aim:
        label = names.zone(str(aim["zone"]))
    else:
        label = target(names, str(aim["target"]), bool(aim.get("bot")))
    return f"{label}, as far as the obstacle (R-AI-10)" if aim.get("obstacle") else label


# --- why a figure wakes, or stays put (R-AI-3) -----------------------------------


def wake_reason(names: Names, reason: Fact) -> str:
    why = reason.get("why")
    if why == "sight":
        return f"{target(names, str(reason['target']), bool(reason.get('bot')))} is in its line of sight"
    if why == "attacked":
        return "it was attacked"
    if why == "noise":
        if reason.get("own"):
            return "noise in its own zone"
        return f"noise in adjacent {names.zone(str(reason['zone']))}"
    if why == "summoned":
        return f"{names.enemy(str(reason['by']))} summoned it, and it acts at once (R-SPAWN-2)"
    if reason.get("at_once"):
        return "the alarm brought it in, and it acts at once (R-SPAWN-2)"
    return "the alarm brought it in"


def rest_reason(reason: Fact) -> str:
    """Officers and bosses ignore noise: the noise they hear is named and set
    aside, so nobody reads "hears no noise" beside a noisy room."""
    why = reason.get("why")
    if why in ("officer", "boss"):
        who = "officers" if why == "officer" else "bosses"
        if reason.get("hears"):
            return (
                f"it sees no hero and was not attacked; it hears noise, but {who} "
                "ignore noise (R-AI-3)"
            )
        return f"it sees no hero and was not attacked ({who} ignore noise, R-AI-3)"
    return "it neither sees a hero nor hears noise (R-AI-3)"


@presents(EventKind.NAZI)
def nazi_check(event: Event, names: Names) -> str:
    data = event.data
    enemy = names.enemy(str(data["enemy"]))
    if data.get("woke"):
        return f"{enemy} wakes: {wake_reason(names, data['reason'])}."
    return f"{enemy} stays put: {rest_reason(data['reason'])}."


# --- a figure's turn, step by step ------------------------------------------------


def _wakes(event: Event, step: Fact, names: Names) -> str:
    enemy = names.enemy(str(event.data["enemy"]))
    return f"{enemy} (init {step['initiative']}) wakes: {wake_reason(names, step['reason'])}."


def _order(event: Event, step: Fact, names: Names) -> str:
    """R-AI-4: the distances compared, and what settled the order."""

    def ap(value: int | None) -> str:
        return "no path" if value is None else f"{value} AP"

    others = ", ".join(f"{names.enemy(str(e))} {ap(n)}" for e, n in step["near"])
    text = f"It acts first among initiative {step['initiative']} (from a hero: {others})"
    if step["settled"] == "nearest":
        return text + ": the nearest of its type goes first (R-AI-4)."
    if step["settled"] == "tie":
        tied = listed([names.enemy(str(e)) for e in step["tied"]])
        settle = settled(
            bool(step["asked"]),
            names.enemy(str(step["chosen"])),
            f"by the default chain: {CHAIN} (R-AI-4 [D])",
        )
        return f"{text}; {tied} are tied, the nearest of their types: {settle}."
    return f"{text}; the chain of R-VAR-4 ({CHAIN}) puts it first."


def _stunned(event: Event, step: Fact, names: Names) -> str:
    return "It is stunned and does nothing this turn."


def _ability(event: Event, step: Fact, names: Names) -> str:
    """A card ability that ran (first activation, activation start, on
    attack): its name and the card's own words."""
    ability = names.rules.enemy_cards[str(step["type"])].abilities[int(step["ability"])]
    return f"{shown(ability).name}: {shown(ability).text}"


def _why_target(event: Event, step: Fact, names: Names) -> str:
    """R-AI-7 [D]: the heroes equally near in AP, then the squares away, then
    HP + armor, each with the values compared, until one is left; a tie
    after all three is the AI controller's."""
    bots = set(step.get("bots", []))
    rows = [(str(h), squares, toughness) for h, squares, toughness in step["heroes"]]

    def who(hero: str) -> str:
        return target(names, hero, hero in bots)

    group = [who(h) for h, _, _ in rows]
    ap = step["ap"]
    parts = [
        f"{listed(group)} are each {ap} AP away"
        if ap is not None
        else f"no path leads to {listed(group)}"
    ]
    criteria: tuple[tuple[str, Callable[[tuple[str, int, int]], int], str], ...] = (
        ("squares away", lambda row: row[1], "the nearer"),
        ("HP + armor", lambda row: row[2], "the lowest"),
    )
    for label, value, pick in criteria:
        values = ", ".join(f"{who(row[0])} {value(row)}" for row in rows)
        low = min(value(row) for row in rows)
        rows = [row for row in rows if value(row) == low]
        if len(rows) == 1:
            parts.append(f"{label}: {values}, {pick} goes first")
            break
        parts.append(f"{label}: {values}")
    chosen = who(str(step["chosen"]))
    if len(rows) > 1:
        parts.append(
            settled(bool(step["asked"]), chosen, "by the default, the first in seat order")
        )
    return f"Why {chosen}: " + "; ".join(parts) + " (R-AI-7)."


def _noise_tie(event: Event, step: Fact, names: Names) -> str:
    zones = [names.zone(str(z)) for z in step["zones"]]
    settle = settled(
        bool(step["asked"]),
        names.zone(str(step["chosen"])),
        "by the default, its own zone first, then the nearest",
    )
    heroes = plural(int(step["heroes"]), "hero", "heroes")
    return f"Noise in {listed(zones)}, each with {heroes}: {settle} (R-AI-8)."


def _noise(event: Event, step: Fact, names: Names) -> str:
    counts = ", ".join(f"{names.zone(str(z))} {n}" for z, n in step["zones"])
    zone = names.zone(str(step["chosen"]))
    return f"It follows the noise in {zone}: the most heroes ({counts}) (R-AI-8)."


def _square_tie(event: Event, step: Fact, names: Names) -> str:
    what = "shoot from" if step["shooting"] else "stop"
    settle = settled(
        bool(step["asked"]), str(step["chosen"]), "by the default, the square its path search found"
    )
    return (
        f"{listed(list(step['squares']))} are as good to {what}, for {step['cost']} AP: {settle}."
    )


def _no_way(event: Event, step: Fact, names: Names) -> str:
    return f"No way to {goal(names, step['goal'])}: it waits where it is (R-AI-10)."


def _no_closer(event: Event, step: Fact, names: Names) -> str:
    return f"It cannot get closer to {goal(names, step['goal'])} this turn."


def move_cost(spent: int, squares: int, doors: list[str]) -> str:
    """A move's AP in parts that add up: 1 a square, 1 more for each square
    of difficult terrain (R-MOVE-2), 1 for each door opened on the way
    (R-AI-11), each door counted once."""
    terrain = spent - squares - len(doors)
    parts = [plural(squares, "square")]
    if terrain:
        parts.append(f"{terrain} for difficult terrain")
    if doors:
        parts.append(f"{len(doors)} for the door{'s' if len(doors) > 1 else ''} {listed(doors)}")
    return f"{spent} AP" if len(parts) == 1 else f"{spent} AP: " + " + ".join(parts)


def _move(event: Event, step: Fact, names: Names) -> str:
    path = [str(square) for square in step["path"]]
    cost = move_cost(int(step["cost"]), len(path), list(step["doors"]))
    adjacent = step.get("adjacent")
    near = ""
    if adjacent:
        near = (
            f", now adjacent to {target(names, str(adjacent['target']), bool(adjacent.get('bot')))}"
        )
    squares = "→".join([str(step["from"]), *path])
    return f"Moves {squares} ({cost}) toward {goal(names, step['goal'])}{near}."


def _door(event: Event, step: Fact, names: Names) -> str:
    """A door opened on the way is paid for in the move's AP; one opened with
    the last AP, without stepping through, is 1 AP of its own (R-AI-11)."""
    if step["last_ap"]:
        return f"Opens the door {step['door']} with its last AP (1 AP)."
    return f"Opens the door {step['door']} on its way."


def faces(shown: list[str]) -> str:
    """The faces rolled; a reload face is a blank for the nazis (R-AI-9)."""
    return ", ".join(face + (" → blank" if face == "reload" else "") for face in shown)


def _attack(event: Event, step: Fact, names: Names) -> str:
    """The attack with its dice counted (R-AI-6): the card's dice, less the
    fall-off for the squares between, never below the weapon's least."""
    kind = str(event.data.get("type") or names.enemy_type(str(event.data["enemy"])))
    weapon = names.rules.enemy_cards[kind].weapon
    dice, card_dice, falloff = int(step["dice"]), int(step["card_dice"]), step.get("falloff")
    how = plural(dice, "die", "dice")
    if falloff is not None:
        between = int(falloff["between"])
        if between == 0:
            how += f" ({card_dice} on the card: no square between)"
        else:
            how += (
                f" ({card_dice} on the card, less {falloff['less']} for "
                f"{plural(between, 'square')} between, at least {falloff['minimum']})"
            )
    who = target(names, str(step["target"]), bool(step.get("bot")))
    return (
        f"Attacks {who} at range {step['range']} with its {shown(weapon).name}: {how}. "
        f"Rolls {faces(list(step['faces']))}."
    )


def _waits(event: Event, step: Fact, names: Names) -> str:
    return "It cannot act yet and waits for the others: it is checked again after the next figure."


def _passes(event: Event, step: Fact, names: Names) -> str:
    return f"{names.enemy(str(event.data['enemy']))} still cannot act, and passes (R-AI-5)."


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
    return f"{names.enemy(str(data['enemy']))} attacks {who}: {faces(list(data['faces']))}."


@presents(EventKind.NAZI_MOVE)
def nazi_move(event: Event, names: Names) -> str:
    data = event.data
    return f"{names.enemy(str(data['enemy']))} moves to {data['path'][-1]}."
