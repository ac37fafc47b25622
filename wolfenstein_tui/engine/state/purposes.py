"""What dice are rolled for, as facts: a code and the figures by id.

A roll's purpose goes with its `DICE_ROLLED` event (``purpose``), with the
refusal that asks the players for faces (R-DICE-4) and, as a note for
readers, with the log's dice line (``"for"``). The engine never words it:
`words.flow.purpose` does, in the players' language. Its facts follow the
refusals' convention (engine/state/refusals.py): ``hero`` a hero's id,
``enemy`` a nazi's id, ``bot`` a bot's id, ``card`` a card's id,
``player`` a seat (0 first), ``source`` the cause of an effect as the
rules name it, ``faces`` the faces that make a check work.
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any


class RollFor(StrEnum):
    FIRST_PLAYER = "first_player"
    """R-SETUP-8: a player rolls two dice for first player (``player``)."""
    CHECK = "check"
    """A card's check: one die, some faces work (``source``, ``faces``)."""
    ATTACK = "attack"
    """An attack by a hero, a bot or a nazi (``hero``, ``bot`` or ``enemy``)."""
    EXECUTION = "execution"
    """R-ATK-10: a hero's silent execution (``hero``)."""
    REROLL = "reroll"
    """A hero rerolls some dice (``hero``)."""
    RELOAD = "reload"
    """R-DIFF: a hero reloads at the hardest level (``hero``, the weapon's ``card``)."""


Purpose = dict[str, Any]
"""``{"for": code, **facts}``: plain JSON data."""


def purpose(code: RollFor, **facts: Any) -> Purpose:
    return {"for": code.value, **facts}


def as_fact(said: Purpose) -> str:
    """The purpose as one fact of a refusal (a refusal's facts are strings
    and numbers): its JSON, keys sorted, read back by `from_fact`."""
    return json.dumps(said, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def from_fact(text: str) -> Purpose | None:
    """A purpose `as_fact` wrote; None for any other text."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # a log's text, thousands of lists deep
        return None
    if isinstance(data, dict) and isinstance(data.get("for"), str):
        return data
    return None


def note(said: Purpose) -> str:
    """The log's dice line note: the code and its facts, ``attack hero=bj``."""
    facts = (
        f"{key}={','.join(map(str, value)) if isinstance(value, list) else value}"
        for key, value in said.items()
        if key != "for"
    )
    return " ".join([str(said.get("for", "")), *facts])
