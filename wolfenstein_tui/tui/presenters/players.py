"""The players' names in texts: the rules engine knows seats ("Player 2",
"player 2's turn"); the app names each player the same way everywhere (the
status bar, the hand-over screens, the hero cards, the questions): the name
given at setup, or "Player N" when none was given."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

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
    """Hot-seat: pass the keyboard to the player of `seat` (called `name`)
    to do `what`: one sentence, the status bar's own words ("Pass to Ann:
    choose which hero Soldier 2 goes for."), then whom they play."""
    heroes = _(" and ").join(
        shown(rules.hero_card(h)).name for h in state.seats[seat] if not state.heroes[h].dead
    )
    passed = _("Pass to {player}: {what}.").format(player=name, what=what)
    if heroes:
        return passed + "\n\n" + _("{player} plays {heroes}.").format(player=name, heroes=heroes)
    return passed + "\n\n" + _("{player} is the AI controller.").format(player=name)


def whose_turn(name: str, what: str) -> str:
    """The status bar's words for who must act and what for: "Ann: choose
    which hero Soldier 2 goes for" (the hand-over says the same)."""
    return _("{player}: {what}").format(player=name, what=what)


def come_back_words(path: Path) -> str:
    """What q says as the app closes mid-game: where the game is kept, and
    the command that carries it on (with the save folder when it is not the
    usual one)."""
    from wolfenstein_tui.play.save_folder import save_dir_option

    option = save_dir_option(path.parent)
    command = f"wolfenstein {option} continue" if option else "wolfenstein continue"
    return _("The game is saved in {path}. To carry on: {command}").format(
        path=path, command=command
    )
