"""The map as text: every square, every edge, every figure and token, with
symbols that carry the meaning on their own (colour only repeats it, so a
monochrome terminal or a colour-blind player loses nothing).

Each square is three characters wide; edges sit between squares as in the
mission files: │ ─ wall, D closed door, ' open door, # barricade, ┆ ┄ the
border between two zones. Marks: heroes by two letters (Kl, BJ, An, Mx, Se,
Bo; † when bleeding), nazis by a type letter and number (s1 soldier, o1
officer, m1 space marine, d1 drone, S1 supersoldier, P1 panzerhund over 2×2),
bots with a + (K+); tokens: ?  event, $ chest, ◎A objective, hA / nA hero
and nazi spawns, ≈A passage; ~ difficult terrain; ░ off the map.
Nazi marks: s soldier, o officer, m space marine, d drone, S supersoldier,
P panzerhund, u übersoldat, f fire trooper, r rocket trooper; bosses Bv Bevl,
vG von Grim, MH Mecha-Hitler, AH Hitler, HG Hans Grösse.

While choosing: a number is a square's move cost in AP, • the path of the
highlighted move, ◂ after a figure an attack target (in range and line of
sight). Looking around (x): [ ] the square looked at, ◦ a square it sees (with
its move cost after it), a figure it sees is underlined.

The nazi phase: * after a nazi's mark the figure acting (in reverse video),
arrows (→ ↘ ↓ …) the squares it has walked this turn, each pointing to the
next, × after a figure the one it attacks (in reverse video).
"""

from __future__ import annotations

from dataclasses import field
from weakref import WeakKeyDictionary

from rich.text import Span, Text

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records.mapdraw import EdgeKind, edge_between
from wolfenstein_tui.content.records.squares import Square, column_letters
from wolfenstein_tui.engine.geometry.board import Board, TokenKind
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.actions.labels import ENEMY_MARKS, HERO_MARKS, bot_mark

# Figures, doors and tokens carry their own background: their contrast
# (WCAG's ratio, at least 4.5:1) is then the same in every theme, light or
# dark, and in NO_COLOR, where Textual turns each colour into the grey of
# its brightness (tests/tui/test_map_contrast.py measures it on screen).
WALL = "bold white"
DOOR = "bold #ffffff on #870087"
HERO = "bold #000000 on #5fd75f"
NAZI = "bold #ffffff on #af0000"
BOT = HERO
"""A friendly bot is drawn as a hero is: it fights on the heroes' side (R-BOT)."""
TOKEN = "bold #000000 on #d7af00"
SPAWN = "#000000 on #a8a8a8"
FAINT = "grey42"
SEEN = "underline on #1c3a5c"
"""A square in sight of the square looked at: underlined on a blue tint,
so that what the square shows (an edge, a cost) stays as it is."""
TRAIL = "bold #ff5f5f"
"""The arrows of a nazi's walk in the nazi phase."""


def column_label(column: int, width: int) -> str:
    """A column's letters in `width` characters, aligned right, that never
    run into the next column's: past Z a two-letter name fills a narrow
    column whole ("ZAAABAC"), so only every other column is named there
    (AB, AD, AF...; AA, AC... lie between two names), with a blank
    between names."""
    letters = column_letters(column)
    if len(letters) > 1 and len(letters) >= width and column % 2 == 0:
        return " " * width
    return letters.rjust(width)


def has_background(style: str) -> bool:
    """Whether a style paints its cells' background (reversed or coloured):
    a blank next to it is then not the same as a blank in another style."""
    return "reverse" in style or " on " in style or style.startswith("on ")


# Per board, how each edge that never changes is drawn: walls, zone borders
# and open ground are most of the map and need not be worked out each time.
_FIXED_EDGES: WeakKeyDictionary[Board, dict[tuple[Square, Square], tuple[str, str] | tuple[()]]] = (
    WeakKeyDictionary()
)


class _Runs:
    """The map's text with as few styled spans as it needs: a piece joins the
    run before it when the style is the same, or when one of the two is blank
    and neither is reversed (a blank looks the same in any colour or weight).
    Textual's cost of drawing a text grows with its spans: the map has a few
    dozen runs instead of a span per square and edge."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.spans: list[Span] = []
        self.length = 0
        self.pieces: list[str] = []
        self.style = ""
        self.blank = True

    def add(self, piece: str, style: str) -> None:
        blank = piece.isspace()
        if style != self.style:
            shown = has_background(style) or has_background(self.style)
            if blank and not shown:
                style = self.style
            elif self.blank and not shown:
                self.style = style
            else:
                self.flush()
                self.style = style
        self.pieces.append(piece)
        self.blank = self.blank and blank

    def flush(self) -> None:
        # The text and its spans as Text.append would make them, without
        # its checks for each run (a map has some two hundred).
        run = "".join(self.pieces)
        if run:
            if self.style:
                self.spans.append(Span(self.length, self.length + len(run), self.style))
            self.parts.append(run)
            self.length += len(run)
        self.pieces, self.blank = [], True

    def finish(self) -> Text:
        self.flush()
        return Text("".join(self.parts), spans=self.spans)


@frozen_record
class Overlay:
    """What the player is choosing or looking at, drawn over the map."""

    path: frozenset[Square] = field(default_factory=frozenset)
    targets: frozenset[Square] = field(default_factory=frozenset)
    chosen_target: frozenset[Square] = field(default_factory=frozenset)
    cursor: Square | None = None
    seen: frozenset[Square] = field(default_factory=frozenset)
    acting: frozenset[Square] = field(default_factory=frozenset)
    """The nazi acting in the nazi phase (its squares)."""
    trail: tuple[tuple[Square, str], ...] = ()
    """The squares it walked this turn, each with the arrow to draw there."""
    struck: frozenset[Square] = field(default_factory=frozenset)
    """The figure it attacks."""
    flagged: frozenset[Square] = field(default_factory=frozenset)
    """Squares with a problem (the mission editor): ! after the mark, reversed."""

    @property
    def marks_figures(self) -> bool:
        """Whether the overlay changes how a figure's square is drawn."""
        return bool(self.seen or self.cursor or self.acting or self.struck or self.flagged)


def token_marks(rules: Rules, state: GameState) -> dict[Square, tuple[str, str]]:
    """The mark and style of each token still on the board (events and
    chests not yet searched, objective tokens not yet taken, spawns,
    passages): one table for every drawing of the map."""
    marks: dict[Square, tuple[str, str]] = {}
    for square, (kind, label) in rules.board.tokens.items():
        if kind is TokenKind.EVENT and square in state.events_left:
            marks[square] = ("?", TOKEN)
        elif kind is TokenKind.CHEST and square in state.chests_left:
            marks[square] = ("$", TOKEN)
        elif kind is TokenKind.OBJECTIVE and label in state.objectives_left:
            marks[square] = (f"◎{label}", TOKEN)
        elif kind is TokenKind.HERO_SPAWN:
            marks[square] = (f"h{label}", SPAWN)
        elif kind is TokenKind.NAZI_SPAWN:
            marks[square] = (f"n{label}", SPAWN)
        elif kind is TokenKind.PASSAGE:
            marks[square] = (f"≈{label}", TOKEN)
    return marks


def _cells(rules: Rules, state: GameState) -> dict[Square, tuple[str, str]]:
    cells: dict[Square, tuple[str, str]] = {
        square: (mark.center(3) if len(mark) == 1 else mark.ljust(3), style)
        for square, (mark, style) in token_marks(rules, state).items()
    }
    for enemy in state.enemies.values():
        number = enemy.id.rsplit("-", 1)[-1]
        mark = f"{ENEMY_MARKS.get(enemy.type, enemy.type[0])}{number}"
        style = NAZI
        if enemy.bot_of is not None:  # the heroes' side (R-BOT-1): K+ for Klaus's bot
            mark, style = bot_mark(enemy.bot_of), BOT
        for square in footprint(enemy.square, enemy.large):
            cells[square] = (mark[:3].ljust(3), style)
    for hero in state.heroes.values():
        if hero.square is not None and not hero.dead:
            mark = HERO_MARKS.get(hero.id, hero.id[:2].title())
            mark += "†" if hero.bleeding else ("*" if hero.id == state.active_hero else " ")
            cells[hero.square] = (mark, HERO + (" reverse" if hero.id == state.active_hero else ""))
    return cells


def figures_on(rules: Rules, state: GameState) -> tuple[tuple[tuple[Square, ...], str, str], ...]:
    """The figures, spawns and objective tokens on the board, each with its
    squares and the map's mark and style for it: what the map accounts for
    when it shows only part of the board (tui/map/map_edges.py)."""
    squares: dict[tuple[str, str], list[Square]] = {}
    for square, (mark, style) in _cells(rules, state).items():
        core = mark.replace("*", "").strip()
        if core[:1] in ("?", "$", "≈"):
            continue  # searched or used from beside: the rest of the map's business
        squares.setdefault((core, style), []).append(square)
    return tuple((tuple(found), mark, style) for (mark, style), found in squares.items())


def _overlaid(
    square: Square, cell: tuple[str, str] | None, marked: str | None, overlay: Overlay
) -> tuple[str, str] | None:
    """The cell as the overlay changes it (None: draw it as usual)."""
    if cell is not None:
        mark, style = cell
        if square in overlay.struck:
            return mark[:2] + "×", style + " reverse"
        if square in overlay.flagged:
            return mark[:2] + "!", style + (" reverse" if square == overlay.cursor else "")
        if square in overlay.acting:
            return mark[:2] + "*", style + " reverse"
        if square in overlay.targets:
            chosen = square in overlay.chosen_target
            return mark[:2] + "◂", style + (" reverse" if chosen else " underline")
        if square in overlay.seen:
            style += " underline"
        if square == overlay.cursor:
            style += " reverse"
        return (mark, style) if overlay.marks_figures else None
    if square == overlay.cursor:
        return "[" + ("!" if square in overlay.flagged else (marked or "·"))[
            :1
        ] + "]", "bold reverse"
    if square in overlay.flagged:
        return " ! ", "bold reverse"
    if square in overlay.path:
        return (marked or "•")[:3].center(3), "bold reverse"
    if square in overlay.seen:
        # The move cost stays in view beside the mark: the squares a hero
        # sees are where he most wants to go.
        return (f"◦{marked[:2]}".ljust(3) if marked else " ◦ "), "bold"
    if overlay.trail:
        arrow = dict(overlay.trail).get(square)
        if arrow is not None:
            return f" {arrow} ", TRAIL
    return None


def _fixed_edge(board: Board, a: Square, b: Square, vertical: bool) -> tuple[str, str] | tuple[()]:
    """How an edge that never changes is drawn: a wall, a zone border or
    open ground (empty for a door or a barricade)."""
    kind = board.edge_kind(a, b)
    if kind is EdgeKind.WALL:
        return ("│" if vertical else "───"), WALL
    if kind in (EdgeKind.DOOR, EdgeKind.BARRICADE):
        return ()
    return _border_or_open(board, a, b, vertical)


def _border_or_open(board: Board, a: Square, b: Square, vertical: bool) -> tuple[str, str]:
    if board.on_map(a) and board.on_map(b) and board.zone_of(a) != board.zone_of(b):
        return ("┆" if vertical else "┄┄┄"), FAINT
    return (" " if vertical else "   "), ""


Piece = tuple[str, str]
"""A piece of the drawing and its style."""


def overlay_rows(overlay: Overlay) -> set[int]:
    """The rows of squares whose drawing an overlay changes (every other row
    is drawn as without it: `_overlaid` leaves a figure's cell as it is
    unless its own square is marked)."""
    squares = [
        *overlay.path,
        *overlay.targets,
        *overlay.chosen_target,
        *overlay.seen,
        *overlay.acting,
        *overlay.struck,
        *overlay.flagged,
        *(square for square, _arrow in overlay.trail),
    ]
    if overlay.cursor is not None:
        squares.append(overlay.cursor)
    return {row for _column, row in squares}


def runs_of(rows: dict[int, list[Piece]]) -> Text:
    """The drawing from its rows' pieces, in the order of the rows."""
    text = _Runs()
    for row in sorted(rows):
        for piece, style in rows[row]:
            text.add(piece, style)
    return text.finish()


def render_board(
    rules: Rules,
    state: GameState,
    marked: dict[Square, str] | None = None,
    overlay: Overlay | None = None,
) -> Text:
    """The map; `marked` squares (e.g. reachable ones, with their AP cost)
    show that text when no figure or token is there; `overlay` shows a path,
    attack targets, or what a square sees."""
    return runs_of(board_rows(rules, state, marked or {}, overlay or Overlay()))


def board_rows(
    rules: Rules,
    state: GameState,
    marked: dict[Square, str],
    overlay: Overlay,
    only: set[int] | None = None,
) -> dict[int, list[Piece]]:
    """The pieces of `render_board`'s drawing, by row of squares (row -1:
    the column letters and the top edge; each row of squares with the edge
    under it): those of the rows `only`, or of all of them. The overlay
    changes only its own rows (`overlay_rows`), so a drawing for another
    overlay needs only those drawn again."""
    drawing = _Drawing(rules.board, state, _cells(rules, state), marked, overlay)
    rows: dict[int, list[Piece]] = {}
    for row in range(-1, rules.board.height):
        if only is not None and row not in only:
            continue
        drawing.out = []
        if row < 0:
            drawing.column_labels()
        else:
            drawing.square_row(row)
        drawing.edge_row(row)
        rows[row] = drawing.out
    return rows


class _Drawing:
    """One drawing of the map, row by row: a row of squares with the
    vertical edges between them, then the row of edges below it."""

    def __init__(
        self,
        board: Board,
        state: GameState,
        cells: dict[Square, tuple[str, str]],
        marked: dict[Square, str],
        overlay: Overlay,
    ) -> None:
        self.board = board
        self.state = state
        self.cells = cells
        self.marked = marked
        self.overlay = overlay
        self.fixed = _FIXED_EDGES.setdefault(board, {})
        self.out: list[Piece] = []
        """The pieces of the row being drawn."""

    def add(self, mark: str, style: str) -> None:
        self.out.append((mark, style))

    def column_labels(self) -> None:
        text = self
        text.add("   ", "")
        for column in range(self.board.width):
            text.add(f" {column_letters(column):^3}", FAINT)
        text.add("\n", "")

    def square_row(self, row: int) -> None:
        """The row's label, then each square with the edge on its left."""
        text, board = self, self.board
        text.add(f"{row + 1:>2} ", FAINT)
        for column in range(board.width + 1):
            mark, style = self.edge((column - 1, row), (column, row), True)
            text.add(mark, style)
            if column == board.width:
                break
            mark, style = self.square((column, row))
            text.add(mark, style)
        text.add("\n", "")

    def square(self, square: Square) -> tuple[str, str]:
        """A square: off the map, as the overlay has it, its figure or
        token, its mark, difficult ground or empty floor."""
        cells, marked = self.cells, self.marked
        over = _overlaid(square, cells.get(square), marked.get(square), self.overlay)
        if not self.board.on_map(square):
            # The mission editor's cursor and problems reach places that are no square.
            cursor = square == self.overlay.cursor
            if square in self.overlay.flagged:
                return "░!░", "bold reverse" if cursor else "bold"
            if cursor or square in self.overlay.path:
                return ("[░]" if cursor else "░•░"), "bold reverse"
            return "░░░", FAINT
        if over is not None:
            return over
        if square in cells:
            return cells[square]
        if square in marked:
            return marked[square][:3].center(3), "reverse"
        if square in self.board.difficult:
            return " ~ ", FAINT
        return " · ", FAINT

    def edge_row(self, row: int) -> None:
        """The corners and horizontal edges below `row` (-1: the top one)."""
        text, board = self, self.board
        text.add("   ", "")
        for column in range(board.width):
            text.add(self.corner(column, row + 1), WALL)
            mark, style = self.edge((column, row), (column, row + 1), False)
            text.add(mark, style)
        text.add(self.corner(board.width, row + 1), WALL)
        text.add("\n", "")

    def edge(self, a: Square, b: Square, vertical: bool) -> tuple[str, str]:
        board = self.board
        drawn = self.fixed.get((a, b))
        if drawn is None:
            drawn = self.fixed[(a, b)] = _fixed_edge(board, a, b, vertical)
        if drawn:
            return drawn
        # A door or a barricade: drawn as the game has it now.
        piece = board.edge_piece[edge_between(a, b)]
        if board.edge_kind(a, b) is EdgeKind.DOOR:
            if piece in self.state.closed_doors:
                return ("D" if vertical else "=D="), DOOR
            return ("'" if vertical else " ' "), DOOR
        if piece in self.state.barricades:
            return ("#" if vertical else "###"), DOOR
        return _border_or_open(board, a, b, vertical)

    def corner(self, x: int, y: int) -> str:
        wall, pieces = self.board.corner_arms(x, y)
        return "+" if wall or pieces else " "
