"""The mission editor's keys, in one table: the screen's bindings, the key
bar, the command palette and the help (?) are all made from it, so they
always agree. The words are English marked with `N_`, translated when
shown (tui/keys/spoken_keys.py)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from textual.binding import Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider

from wolfenstein_tui.base.i18n import N_, _, keep_marks_attached
from wolfenstein_tui.tui.widgets.footer import Key


@dataclass(frozen=True)
class EditorKey:
    keys: str
    """Textual's key names, comma-separated."""
    shown: str
    """The keys as the help writes them."""
    action: str
    label: str
    """The short description (key bar, keys panel)."""
    help: str
    """What it does, for the help and the command palette."""
    bar: bool = False
    """Listed in the key bar (most needed first)."""


EDITOR_KEYS = (
    EditorKey("question_mark", "?", "help", N_("Help"), N_("Every key of the editor"), bar=True),
    EditorKey(
        "w",
        "w a s d",
        "edge('n')",
        N_("Edges"),
        N_(
            "The north, west, south or east edge of the square: open, wall, door, barricade, "
            "in turn"
        ),
    ),
    EditorKey("a", "", "edge('w')", N_("West edge"), ""),
    EditorKey("s", "", "edge('s')", N_("South edge"), ""),
    EditorKey("d", "", "edge('e')", N_("East edge"), ""),
    EditorKey(
        "z",
        "z",
        "zone",
        N_("Zone"),
        N_("The square's zone (or no square); it becomes the brush"),
    ),
    EditorKey(
        "space",
        "space",
        "paint",
        N_("Paint"),
        N_("Paint the square with the brush's zone (shift+arrows: move and paint)"),
    ),
    EditorKey(
        "v",
        "v",
        "select",
        N_("Select"),
        N_(
            "A corner of a rectangle of squares, the cursor the other: z, space and t change "
            "them all (Escape ends it)"
        ),
    ),
    EditorKey("Z", "Z", "zones", N_("Zones"), N_("Name, kind or removal of the zones")),
    EditorKey("t", "t", "terrain", N_("Terrain"), N_("Difficult terrain on the square, or not")),
    EditorKey(
        "o",
        "o",
        "tokens",
        N_("Tokens"),
        N_("Hero and nazi spawns, events, chests, objective tokens, secret passages"),
    ),
    EditorKey(
        "f",
        "f",
        "figures",
        N_("Figures"),
        N_("Set an enemy figure on the square (within the box's figures), or take it off"),
    ),
    EditorKey(
        "m",
        "m",
        "move_figure",
        N_("Move figure"),
        N_("Pick up the figure on the square; m again puts it down on another"),
    ),
    EditorKey(
        "r",
        "r",
        "mission_rules",
        N_("Rules"),
        N_(
            "Title, round limit, objectives, losses, alarm, special rules, heroes, briefing "
            "and translations"
        ),
        bar=True,
    ),
    EditorKey("R", "R", "resize", N_("Resize"), N_("The map's width and height in squares")),
    EditorKey("n", "n", "next_problem", N_("Next problem"), N_("The cursor to the next problem")),
    EditorKey("ctrl+z", "ctrl+z", "undo", N_("Undo"), N_("Undo the last change"), bar=True),
    EditorKey("ctrl+y", "ctrl+y", "redo", N_("Redo"), N_("Make the undone change again")),
    EditorKey("ctrl+s", "ctrl+s", "save", N_("Save"), N_("Save the mission"), bar=True),
    EditorKey(
        "p",
        "p",
        "playtest",
        N_("Play it"),
        N_("Play the mission as it is now, then come back here"),
        bar=True,
    ),
    EditorKey(
        "b",
        "b",
        "balance",
        N_("Balance"),
        N_("Simulated games at the four levels: win rates with their confidence intervals"),
    ),
    EditorKey(
        "plus,equals_sign",
        "+ -",
        "zoom(False)",
        N_("Zoom"),
        N_("The full-size map, or the compact one"),
    ),
    EditorKey("minus", "", "zoom(True)", N_("Zoom out"), ""),
    EditorKey(
        "q", "q", "leave", N_("Quit"), N_("Leave the editor (asks about unsaved changes)"), bar=True
    ),
)

CURSOR = (
    ("up", "cursor(0, -1)"),
    ("down", "cursor(0, 1)"),
    ("left", "cursor(-1, 0)"),
    ("right", "cursor(1, 0)"),
)
"""The cursor's keys, read by the screen first (priority): an edit key
typed right after them then applies to the square they moved to."""

MOVES = (
    ("shift+up", "paint_move(0, -1)"),
    ("shift+down", "paint_move(0, 1)"),
    ("shift+left", "paint_move(-1, 0)"),
    ("shift+right", "paint_move(1, 0)"),
)


def editor_bindings() -> list[BindingType]:
    return [
        *(Binding(key.keys, key.action, key.label, show=key.bar) for key in EDITOR_KEYS),
        *(Binding(key, action, N_("Paint"), show=False) for key, action in MOVES),
        *(Binding(key, action, N_("Cursor"), show=False, priority=True) for key, action in CURSOR),
        Binding("enter", "square_menu", N_("Square"), show=False, priority=True),
    ]


BAR_ORDER = ("help", "square_menu", "mission_rules", "save", "playtest", "undo", "leave")
"""The key bar's keys, most needed first (a narrow terminal shows the first),
all of them at 80 columns in every language (tests/tui/test_key_bars_fit.py):
the help, which names every key, Enter, whose menu offers every change of the
square under the cursor, then the rules form, saving, playing the mission, undo
and the way out. The keys of each change (w a s d, z, o, f...) and the
balance are in the help and the command palette: beside these they would not
fit."""


def footer_keys() -> tuple[Key, ...]:
    return tuple(Key(action) for action in BAR_ORDER)


def help_text() -> str:
    """Every key and what it does, in the language spoken."""
    lines = [
        _("Arrows or a click: move the cursor · Enter: what can be done on the square"),
        _("Problems are marked ! on the map; the panel says them when the cursor is there."),
        "",
    ]
    listed = [(keys_words(key.shown), _(key.help)) for key in EDITOR_KEYS if key.shown and key.help]
    width = max(len(keys) for keys, _help in listed)
    lines += [f"{keys:<{width}}  {help_}" for keys, help_ in listed]
    return keep_marks_attached("\n".join(lines))


KEY_WORDS = {"space": N_("space")}
"""The keys with a name, as the player's language names them."""


def keys_words(shown: str) -> str:
    """Keys as the help writes them, their names in the language spoken."""
    return " ".join(_(KEY_WORDS[key]) if key in KEY_WORDS else key for key in shown.split(" "))


class EditorCommands(Provider):
    """The editor's commands in the command palette (ctrl+p): each runs the
    action of its key, found by its name in the language spoken."""

    def commands(self) -> list[tuple[str, str, str]]:
        return [
            (_(key.label), key.action, f"{_(key.help)} ({keys_words(key.shown)})")
            for key in EDITOR_KEYS
            if key.help
        ]

    async def discover(self) -> Hits:
        for name, action, help_text_ in self.commands():
            yield DiscoveryHit(name, partial(self.screen.run_action, action), help=help_text_)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, action, help_text_ in self.commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(
                    score,
                    matcher.highlight(name),
                    partial(self.screen.run_action, action),
                    help=help_text_,
                )
