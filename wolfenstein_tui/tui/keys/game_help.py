"""The game screen's help: its keys, what its panels show, and the map's
symbols (the drawings' own docstrings, so they cannot drift: a test holds
them to the text here)."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_, _

GAME_KEYS = N_(
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
    "u undo (while no die was rolled and no card drawn), g the log, a the actions, f the "
    "fatigue action, c the card of the enemy you aim at, ? this help, ctrl+p the command "
    "palette, q quit (the game is saved as you play).\n"
    "Beside the map: the card of the hero who acts (or who is about to be chosen), then "
    "one line for each other hero: HP, armor (A), AP, ammo (L light, H heavy, S special) "
    "and its states († bleeding, F fatigued, z stunned, x sabotaged, h hidden)."
)

SYMBOLS = N_(
    "The map as text: every square, every edge, every figure and token, with\n"
    "symbols that carry the meaning on their own (colour only repeats it, so a\n"
    "monochrome terminal or a colour-blind player loses nothing).\n"
    "\n"
    "Each square is three characters wide; edges sit between squares as in the\n"
    "mission files: │ ─ wall, D closed door, ' open door, # barricade, ┆ ┄ the\n"
    "border between two zones. Marks: heroes by two letters (Kl, BJ, An, Mx, Se,\n"
    "Bo; † when bleeding), nazis by a type letter and number (s1 soldier, o1\n"
    "officer, m1 space marine, d1 drone, S1 supersoldier, P1 panzerhund over 2×2),\n"
    "bots with a + (d1+); tokens: ?  event, $ chest, ◎A objective, hA / nA hero\n"
    "and nazi spawns, ≈A passage; ~ difficult terrain; ░ off the map.\n"
    "Nazi marks: s soldier, o officer, m space marine, d drone, S supersoldier,\n"
    "P panzerhund, u übersoldat, f fire trooper, r rocket trooper; bosses Bv Bevl,\n"
    "vG von Grim, MH Mecha-Hitler, AH Hitler, HG Hans Grösse.\n"
    "\n"
    "While choosing: a number is a square's move cost in AP, • the path of the\n"
    "highlighted move, ◂ after a figure an attack target (in range and line of\n"
    "sight). Looking around (x): [ ] the square looked at, ◦ a square it sees,\n"
    "a figure it sees is underlined.\n"
    "\n"
    "The nazi phase: * after a nazi's mark the figure acting (in reverse video),\n"
    "arrows (→ ↘ ↓ …) the squares it has walked this turn, each pointing to the\n"
    "next, × after a figure the one it attacks (in reverse video).\n"
    "\n"
    "The map drawn small, for terminals where the full drawing does not fit:\n"
    "two characters and one line a square, so 80×24 shows 18×13 squares.\n"
    "\n"
    "Each square is `EM`: E is the square's left edge, M what is on it.\n"
    "E: │ wall, D closed door, ' open door, # barricade, ┆ zone border, blank\n"
    "open. M on an empty square also tells its bottom edge: ▁ wall below,\n"
    "= closed door below, - open door below, ≠ barricade below, · nothing; ~ is\n"
    "difficult terrain. A figure or token standing over a wall or a door below\n"
    "is underlined. Figures and tokens use the full map's marks (Kl, s1, ?, $,\n"
    "◎A, ≈A; spawns h and n), both characters when the edge on their left is\n"
    "open, else the first one; the active hero is reversed, † bleeding, + a bot, ◂ a\n"
    "target. The overlays of the full map (path, reachable squares with their\n"
    "cost, targets, the cursor, what a square sees) keep their styles: this\n"
    "drawing asks the full map how each square is overlaid and shortens it."
)
"""The map's symbols: the docstrings of board_text and board_compact, word
for word (a test holds them together), here so that they are translated."""


ADVICE_KEY = N_(
    'w asks "what would you do?": a good player\'s top three plans for this '
    "decision, thought out in the background (Escape cancels), each with its chance "
    "of winning the mission and why; 1-3 draws a plan's path on the map. The advice "
    "never plays for you."
)


def game_help() -> str:
    """The keys, then the symbols of both drawings of the map, in the
    language spoken now."""
    return _(GAME_KEYS) + "\n" + _(ADVICE_KEY) + "\n\n" + _(SYMBOLS)
