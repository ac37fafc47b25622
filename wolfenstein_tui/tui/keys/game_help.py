"""The game screen's help: its keys, what its panels show, and the map's
legend (tui/map_legend.py)."""

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
    "Why? In the log (g) and in the nazi phase, w shows under each explanation the "
    "rules it follows, the values compared and this game's choices; w again hides them.\n"
    "Beside the map: the card of the hero who acts (or who is about to be chosen), then "
    "one line for each other hero: HP, armor (A), AP, ammo (L light, H heavy, S special) "
    "and its states († bleeding, F fatigued, z stunned, x sabotaged, h hidden)."
)

WHOLE_BOARD = N_(
    "The whole board: m shows it at once (m or Escape comes back). When the map is cut, "
    "the line over the column letters (▲) names the figures and spawns in the rows above "
    "the view, the line under the map (▼) those below, and ◀ or ▶ beside a row those "
    "beyond its ends; ‹ and › mark a cut edge with nothing beyond it on that row.\n"
    "Overlays leave the board readable: a square in sight is underlined on a blue tint, "
    "the path and the cursor are in reverse video, and a move cost sits on the square's "
    "floor, underlined when a wall runs under it, or beside a door or barricade under it."
)


ADVICE_KEY = N_(
    'o asks "what would you do?": a good player\'s top three plans for this '
    "decision, thought out in the background (Escape cancels), each with its chance "
    "of winning the mission and why; 1-3 draws a plan's path on the map. The advice "
    "never plays for you."
)


def game_help() -> str:
    """The keys, then the map's legend (an example drawn by the game's own
    drawing code, and what each mark means: tui/map_legend.py), in the
    language spoken now."""
    from wolfenstein_tui.tui.map.map_legend import legend_text

    return _(GAME_KEYS) + "\n" + _(ADVICE_KEY) + "\n" + _(WHOLE_BOARD) + "\n\n" + legend_text()
