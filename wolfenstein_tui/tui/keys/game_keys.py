"""What the game screen's key bar lists in each of its modes, most needed
first: the footer (tui/widgets/footer.py) shows them in this order and, when even
its compact style does not hold them all (a terminal narrower than 80
columns), leaves out the last ones whole. Every key is in `?` (the help's
keys) and the keys panel whatever the bar shows.

Each mode lists what a player reaches for in it, and no key that does
nothing there or that another listed key already does:

- the actions (the list has the keys): x gives the keys to the map, the
  other way to play; m shows the whole board (the map at 80×24 shows a
  part of it); u takes a move back; ? is the door to every key left out;
  g the whole log; q quits (once a sitting; the game is saved after every
  decision); o asks for advice, last (a player may play a whole game
  without it), and only where the screen adds no key of its own: a joined
  game's s takes its place (`?` and the palette list it there). All of
  them fit 80 columns in every language, nothing left out
  (tests/tui/test_key_bars_fit.py: the whole board's word is the
  rulebook's, "Plateau", "Mappa", "Tablero"). Tab (the cursor on an enemy
  to attack) is left out: the attacks are lines of the list, and the
  cursor's bar names it. a is left out: the actions already have the keys
  (it is listed when something else has them, in place of the advice or
  the screen's own key, which would not fit beside it in French). The
  action list's own keys (↑/↓, Enter, 1-9) are on its lines.
- the map cursor: Enter does what the square offers; Escape gives the keys
  back ("Back": the long "Back to actions" did not fit in French or
  Spanish); Tab the next target; then ?, u and q. x and a are left out
  (Escape does the same). The map's title says the arrows and hjkl; no
  key of the bar means one thing here and another elsewhere (the log is g
  everywhere, l only ever moves the cursor right).
- the cursor closes when the activation it was opened in ends, and the
  actions take the keys back (what it showed was for that hero).
- the square of an area item: the same keys as the cursor.
- a screen built on the game screen adds its own keys to the actions
  (`more`): a joined game's s (the seats). They come last, so a narrow
  bar leaves them out first. The training adds none: its tip names its
  keys itself ("t: skip · T: no tips"), and "Skip tip" would not fit
  beside the actions' keys in French, Italian, Spanish or Polish.
- the game over: the map cursor and the log to look back at the game, ?,
  and q, which now goes back to the title screen and says so. Undo (the
  log is final) and Tab (nobody to attack) are left out.
"""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_
from wolfenstein_tui.tui.widgets.footer import Key

PLAYING = (
    Key("look"),
    Key("whole_map"),
    Key("undo"),
    Key("help"),
    Key("focus_log"),
    Key("quit_game"),
)
"""The action list has the keys."""

ELSEWHERE = (Key("focus_actions"), *PLAYING)
"""Neither the action list nor the map has the keys: a gives them back
(instead of the advice or the screen's own key)."""

ADVICE = Key("advice")
"""o, "what would you do?": the last key of the actions' modes, unless the
screen adds its own."""

CURSOR = (
    Key("enter", N_("Do it")),
    Key("escape", N_("Back")),
    Key("next_target"),
    Key("help"),
    Key("undo"),
    Key("quit_game"),
)
"""The map cursor (x, Tab, a click), or the square of an area item."""

OVER = (
    Key("look"),
    Key("focus_log"),
    Key("help"),
    Key("quit_game", N_("Back to the title screen")),
)
"""The game is over: nothing left to play, the map and the log to read."""

OVER_CURSOR = (
    Key("escape", N_("Back")),
    Key("help"),
    Key("quit_game", N_("Back to the title screen")),
)
"""The map cursor after the game's end: Enter and Tab have nothing to do."""


def game_keys(
    over: bool, map_has_keys: bool, actions_have_keys: bool, more: tuple[Key, ...] = ()
) -> tuple[Key, ...]:
    """The keys the game screen's bar lists in its mode; `more`, a
    screen's own keys, after the actions' (in place of the advice)."""
    if map_has_keys:
        return OVER_CURSOR if over else CURSOR
    if over:
        return OVER
    if not actions_have_keys:
        return ELSEWHERE
    return (*PLAYING, *(more or (ADVICE,)))
