"""The players' names in texts: the rules engine knows seats ("Player 2",
"player 2's turn"); the app names each player the same way everywhere (the
status bar, the hand-over screens, the hero cards, the questions): the name
given at setup, or "Player N" when none was given."""

from __future__ import annotations

import re
from collections.abc import Callable

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.card_words import shown

SEAT = re.compile(r"\b[Pp]layer (\d)\b")


def player_label(names: tuple[str, ...], seat: int) -> str:
    """A seat's player as the app calls them."""
    return names[seat] if seat < len(names) else _("Player {number}").format(number=seat + 1)


def with_player_names(text: str, name_of: Callable[[int], str]) -> str:
    """The engine's "Player N" / "player N" replaced by that player's name."""
    return SEAT.sub(lambda match: name_of(int(match.group(1)) - 1), text)


def hand_over_words(rules: Rules, state: GameState, seat: int, name: str, what: str) -> str:
    """Hot-seat: pass the keyboard to the player of `seat` (called `name`),
    who plays these heroes (or is the AI controller), to do `what`."""
    heroes = _(" and ").join(
        shown(rules.hero_card(h)).name for h in state.seats[seat] if not state.heroes[h].dead
    )
    if heroes:
        passed = _("Pass to {player} — plays {heroes}.").format(player=name, heroes=heroes)
    else:
        passed = _("Pass to {player} — the AI controller.").format(player=name)
    return passed + "\n\n" + _("{player}: {what}.").format(player=name, what=what)
