"""From a player's words to the actions offered: `move d13`, `attack soldier
2`, `open door e5`, `reload`... find the listed actions they name (by the
command's kind and its square or figure, never by parsing the labels'
English), and when none is allowed now, the rules' reason.

Words that name no command kind are looked for in the options' labels, in
the language spoken: « attaquer soldat 2 » finds the option whose label
holds these words when exactly one does."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.refusals import refusal_reasons
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    EndActivation,
    Move,
    OpenDoor,
    Reload,
    RemoveBarricade,
    Search,
    SilentExecution,
    StartActivation,
    TakeFatigue,
)
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.plain.command_words import folded
from wolfenstein_tui.words.actions.menu import Menu
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import say

KINDS: dict[str, tuple[type, ...]] = {
    "move": (Move,),
    "attack": (Attack, SilentExecution),
    "reload": (Reload,),
    "search": (Search,),
    "open": (OpenDoor, RemoveBarricade),
    "end": (EndActivation,),
    "fatigue": (TakeFatigue,),
    "activate": (StartActivation,),
}
"""The command kinds each action word names."""


class Found:
    """What the words name: the indices of the options (several when the
    player must still choose, say between two weapons' attacks), or why
    nothing is allowed."""

    def __init__(self, indices: list[int], reason: str | None = None) -> None:
        self.indices = indices
        self.reason = reason


def find(rules: Rules, state: GameState, menu: Menu, verb: str, words: list[str]) -> Found:
    """The options `verb` (a command of KINDS) with its `words` names."""
    names = Names(rules, state)
    kinds = KINDS[verb]
    wanted = _wanted(rules, state, names, verb, words)
    if isinstance(wanted, str):
        return Found([], wanted)
    candidates = [
        i
        for i, command in enumerate(menu.commands)
        if isinstance(command, kinds) and (wanted is None or _names(command, wanted, rules))
    ]
    allowed = [i for i in candidates if i not in menu.refusals]
    if allowed:
        return Found(allowed)
    if candidates:
        return Found([], menu.refusals[candidates[0]])
    return Found([], _reason(rules, state, names, verb, wanted))


def _wanted(
    rules: Rules, state: GameState, names: Names, verb: str, words: list[str]
) -> Square | str | frozenset[str] | None:
    """What the words after the verb point at: a square, figure ids, or
    None (anything of that kind); a sentence when they point at nothing."""
    if verb == "open" and words and folded(words[0]) in {"door", folded(_("door"))}:
        words = words[1:]
    if not words:
        return None
    text = " ".join(words)
    if verb in ("move", "search", "open"):
        try:  # the square is the last word: « ouvre la porte c11 »
            return parse_square(words[-1])
        except ValueError as error:
            return str(error)
    figures = figures_named(rules, state, names, text)
    if not figures:
        return _("Nobody here is called {name}.").format(name=text)
    return frozenset(figures)


def figures_named(rules: Rules, state: GameState, names: Names, text: str) -> list[str]:
    """The figures `text` names: by name ("soldier 2", « soldat 2 »), by id
    (soldier-2), or a hero by the start of their name ("bj")."""
    typed = folded(text).replace(".", "").strip()
    ids = list(state.enemies) + [h for h, hero in state.heroes.items() if not hero.dead]
    exact = [f for f in ids if typed in (folded(names.figure(f)).replace(".", ""), folded(f))]
    if exact:
        return exact
    return [f for f in ids if folded(names.figure(f)).replace(".", "").startswith(typed)]


def _names(command: Command, wanted: Square | frozenset[str], rules: Rules) -> bool:
    """Whether a listed command is about the square or figures wanted."""
    if isinstance(wanted, frozenset):
        figure = getattr(command, "target", None) or getattr(command, "hero", None)
        if isinstance(command, StartActivation):
            figure = command.hero
        return figure in wanted
    if isinstance(command, Move):
        return command.to == wanted
    if isinstance(command, Search):
        return command.square == wanted
    if isinstance(command, OpenDoor | RemoveBarricade):
        piece = command.door if isinstance(command, OpenDoor) else command.barricade
        return any(wanted in edge for edge in rules.board.pieces[piece].edges)
    return False


def _reason(
    rules: Rules,
    state: GameState,
    names: Names,
    verb: str,
    wanted: Square | frozenset[str] | None,
) -> str:
    """Why nothing of `verb` is allowed now, in the rules' words where the
    command can be put together (a move to that square, an attack on that
    figure), else in a sentence of what is missing."""
    hero = state.active_hero
    command: Command | None = None
    if hero is not None and hero in state.heroes:
        mine = state.heroes[hero]
        if verb == "move" and isinstance(wanted, tuple):
            command = Move(hero, wanted)
        elif verb == "attack" and isinstance(wanted, frozenset):
            command = Attack(hero, min(wanted))
        elif verb == "reload":
            command = Reload(hero, mine.active_weapon)
        elif verb == "fatigue":
            command = TakeFatigue(hero)
        elif verb == "end":
            command = EndActivation(hero)
    if command is not None:
        reasons = refusal_reasons(rules, state, command)
        if reasons:
            return say(reasons[0], names)
    if verb == "open" and isinstance(wanted, tuple):
        return _("No closed door or barricade beside {square} can be opened now.").format(
            square=square_name(wanted)
        )
    if state.pending is not None:
        return _("A question waits for an answer first: pick one of the options by its number.")
    if hero is None and verb != "activate":
        return _("No hero is acting: activate one first.")
    return _("That is not one of the actions possible now; type options to hear them.")


def by_label(menu: Menu, text: str) -> list[int]:
    """The options whose label holds every typed word (in the language
    spoken, accents aside)."""
    words = folded(text).split()
    if not words:
        return []
    labels = [folded(label) for label in menu.labels]
    return [i for i, label in enumerate(labels) if all(w in label for w in words)]
