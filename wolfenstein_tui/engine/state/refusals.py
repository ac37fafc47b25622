"""Why the rules refuse a command, as facts rather than sentences.

A refusal names what was refused (`code`, e.g. ``"move.no-path"``), the rule
that forbids it (`rule`, a RULES.md id, or None when it is plain sense: no
such square, no such card), and the facts a sentence needs (ids and numbers:
``hero="bj"``, ``square="C4"``, ``ap=1``, ``cost=2``). The engine never words
a refusal: `wolfenstein_tui.words.refusals` turns one into a sentence in the
players' language, as the presenter does for events.

The fact keys follow one convention so that the words know how to name a
value: ``hero`` a hero's id, ``enemy`` / ``figure`` a figure's id, ``card``,
``weapon`` and ``item`` a card's id, ``zone`` a zone's id, ``ammo`` an ammo
type ("light"), ``square`` a square's name ("C4"); a key may end in a digit
(``hero2``) for a second value of the same kind. A few more kinds name what
combat and the game's flow refuse: ``purpose`` what dice are for (a
purpose of engine/state/purposes.py, `as_fact`), ``mode`` a weapon's special mode
(``"pistol-1960#0"``: the card and the mode's number), ``figure_weapon``
the weapon on a figure's card (the figure's id), ``heroes`` heroes' ids
joined by commas (any plural of a kind lists ids so: ``enemies``,
``doors``...), ``outcome`` and ``deck`` ids, ``player`` a seat (0 first).
Anything else is a number or a word shown as it is (a player's name).
"""

from __future__ import annotations

from wolfenstein_tui.base.quick_dataclass import frozen_record

Fact = str | int
"""A fact of a refusal: an id, a square's name, a number."""


@frozen_record
class Refusal:
    """One reason a command is refused. Hashable, so that the list of every
    reason (`engine.rules.refusals`) can drop repeats."""

    code: str
    rule: str | None = None
    facts: tuple[tuple[str, Fact], ...] = ()

    def fact(self, key: str) -> Fact:
        """The value of fact `key` (KeyError when the refusal has none)."""
        for name, value in self.facts:
            if name == key:
                return value
        raise KeyError(key)

    def as_dict(self) -> dict[str, Fact]:
        return dict(self.facts)

    def __str__(self) -> str:
        """For programmers and logs of crashes, not for players: the code,
        the rule and the facts, e.g. ``move.no-path [R-MOVE-2] hero=bj``;
        a `TEXT` refusal its text."""
        if self.code == TEXT:
            return str(self.fact(TEXT))
        parts = [self.code]
        if self.rule:
            parts.append(f"[{self.rule}]")
        parts += [f"{key}={value}" for key, value in self.facts]
        return " ".join(parts)


TEXT = "text"
"""The code of a refusal that carries a ready sentence in its ``text`` fact:
what programs outside the rules say (a joined game's host, a session)
before they have words of their own."""


def refuse(code: str, rule: str | None = None, **facts: Fact) -> Refusal:
    """A refusal: ``refuse("move.no-path", "R-MOVE-2", hero="bj", square="C4")``."""
    return Refusal(code, rule, tuple(facts.items()))


def as_refusal(reason: str | Refusal) -> Refusal:
    """A reason given as a ready sentence becomes a `TEXT` refusal."""
    return reason if isinstance(reason, Refusal) else Refusal(TEXT, None, ((TEXT, reason),))
