"""The game screen's help: its keys, what its panels show, and the map's
symbols (taken from the drawings' own docstrings, so they cannot drift)."""

from __future__ import annotations

from wolfenstein_tui.tui import board_compact, board_text

GAME_KEYS = (
    "Keys: ↑/↓ choose an action, Enter plays it (or its number 1-9, from anywhere), End "
    "jumps to the last one (End activation), e ends the activation.\n"
    "The map: x (or a click on it) gives it the keys and shows a cursor: arrows or hjkl "
    "move it, and the map shows what Enter would do on its square: move there (the path "
    "and its AP), attack the enemy there (the odds), activate the hero there, search the "
    "token, open the door beside it; Tab jumps to the next enemy you can attack; Escape "
    "(or x) gives the keys back to the actions. The map's frame is heavy while it has "
    "the keys, and the footer lists the keys that work there. A click on a square does "
    "what Enter would do there. + and - zoom the map in and out (compact: two characters "
    "a square). The mouse wheel scrolls the map (with shift: sideways).\n"
    "Under the actions: what the highlighted one does; when it goes on below, its frame "
    "says so and shift+↓ / shift+↑ scroll it.\n"
    "u undo (while no die was rolled and no card drawn), l the log, a the actions, ? this "
    "help, ctrl+p the command palette, q quit (the game is saved as you play).\n"
    "Beside the map: the card of the hero who acts (or who is about to be chosen), then "
    "one line for each other hero: HP, armor (A), AP, ammo (L light, H heavy, S special) "
    "and its states († bleeding, F fatigued, z stunned, x sabotaged, h hidden).\n\n"
)


def game_help() -> str:
    """The keys, then the symbols of both drawings of the map."""
    symbols = (board_text.__doc__ or "").strip() + "\n\n" + (board_compact.__doc__ or "").strip()
    return GAME_KEYS + symbols
