"""The mission editor's screen: the map as the game draws it with a cursor,
the panel of what is under the cursor, the status line with the problems
counted, and the keys of editor_keys.py.

Every change is an edit of the draft (content/editing/): undone with
ctrl+z, made again with ctrl+y. After each one the draft checks itself as
`wolfenstein validate` would, and every problem is shown where it is: a !
on its square (its sentence in the panel when the cursor is there), or at
its field in the rules form (r)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from wolfenstein_tui.base.i18n import N_, _, keep_marks_attached, ngettext
from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.editing.edits import Edit, EditRefused
from wolfenstein_tui.content.editing.problems import DraftProblem
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.editor.draft_board import drawn_board
from wolfenstein_tui.tui.editor.editor_keys import (
    EditorCommands,
    editor_bindings,
    footer_keys,
    help_text,
)
from wolfenstein_tui.tui.editor.panel import ERROR, WARNING, square_panel, status_line
from wolfenstein_tui.tui.editor.running import Running
from wolfenstein_tui.tui.editor.saving import Saving
from wolfenstein_tui.tui.editor.square_edits import SquareEdits
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.map.board_compact import render_compact
from wolfenstein_tui.tui.map.board_text import Overlay, figures_on, render_board
from wolfenstein_tui.tui.map.map_edges import Figure
from wolfenstein_tui.tui.screens.dialogs import MessageDialog
from wolfenstein_tui.tui.widgets.footer import Footer, Key
from wolfenstein_tui.tui.widgets.map_view import BoardView

SHOWN_ELSEWHERE = 4
"""The problems of no square the panel says (all are in the rules form)."""

CHECK_DELAY = 0.25
"""Seconds without an edit before the draft is checked again."""

MAP_TITLE = N_("Mission editor · arrows: cursor · ?: keys")


def square_problems(problems: list[DraftProblem]) -> dict[Square, list[DraftProblem]]:
    """The problems found at a square of the map, by square."""
    found: dict[Square, list[DraftProblem]] = {}
    for problem in problems:
        if problem.square is None:
            continue
        try:
            found.setdefault(parse_square(problem.square), []).append(problem)
        except ValueError:
            continue
    return found


class EditorScreen(SquareEdits, Saving, Running, SpokenKeys, Screen[None]):
    BINDINGS = editor_bindings()
    COMMANDS = {EditorCommands}
    AUTO_FOCUS = "#editor-map"
    DEFAULT_CSS = """
    EditorScreen #editor-body { height: 1fr; }
    EditorScreen #editor-map { width: 1fr; height: 1fr; border: round $accent; }
    EditorScreen #editor-side { width: 32; height: 1fr; border: round $secondary;
        padding: 0 1; }
    EditorScreen #editor-status { height: 1; padding: 0 1; background: $panel; }
    """

    def __init__(self, draft: MissionDraft) -> None:
        super().__init__()
        self.draft = draft
        self.cursor: Square = (0, 0)
        self.brush: str | None = None
        """The zone painted by space and shift+arrows (the last one chosen)."""
        self.moving: str | None = None
        """The figure picked up by m, put down by m again."""
        self.problems: list[DraftProblem] = []
        self.at_square: dict[Square, list[DraftProblem]] = {}
        self.drawn: tuple[Rules, GameState] | None = None
        self.check_timer: Timer | None = None
        self.selection_anchor: Square | None = None
        """The selection's first corner (v), the cursor being the other."""
        self.groups: list[tuple[str, int]] = []
        """Changes of several edits (a selection's), undone at once: the
        draft's text after each, and its edits."""
        self.redo_groups: list[tuple[str, int]] = []

    # --- what is shown -----------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Horizontal(id="editor-body"):
            yield BoardView(
                (self.draft.width, self.draft.height),
                self.paint,
                self.figures,
                id="editor-map",
            )
            with VerticalScroll(id="editor-side"):
                yield Static(id="editor-panel", markup=False)
        yield Static(id="editor-status", markup=False)
        yield Footer()

    @property
    def board_view(self) -> BoardView:
        return self.query_one("#editor-map", BoardView)

    def on_mount(self) -> None:
        self.board_view.titled(MAP_TITLE)
        self.check_now()

    def changed(self) -> None:
        """The draft changed: draw it again at once, and check it once the
        keys pause (a check takes longer than an edit: painting a zone
        square by square checks the mission once, at the end)."""
        if self.check_timer is not None:
            self.check_timer.stop()
        self.check_timer = self.set_timer(CHECK_DELAY, self.check_now)
        self.draw()

    def check_now(self) -> None:
        """Check the draft as `validate` would and show its problems."""
        if self.check_timer is not None:
            self.check_timer.stop()
            self.check_timer = None
        self.problems = self.draft.problems()
        self.at_square = square_problems(self.problems)
        self.draw()

    def draw(self) -> None:
        document = self.draft.value()  # the whole mission, a mapping
        self.drawn = drawn_board(
            document if isinstance(document, Mapping) else {}, self.draft.decks
        )
        view = self.board_view
        size = (self.draft.width, self.draft.height)
        if view.board != size:
            view.board = size
            self.cursor = (min(self.cursor[0], size[0] - 1), min(self.cursor[1], size[1] - 1))
        view.redraw()
        view.show_square(self.cursor)
        self.show_square_panel()

    def paint(self, compact: bool) -> Text:
        if self.drawn is None:
            return Text()
        rules, state = self.drawn
        overlay = Overlay(
            cursor=self.cursor, flagged=frozenset(self.at_square), path=self.selection()
        )
        render = render_compact if compact else render_board
        return render(rules, state, None, overlay)

    def figures(self) -> tuple[Figure, ...]:
        if self.drawn is None:
            return ()
        return figures_on(*self.drawn)

    def show_square_panel(self) -> None:
        square = self.draft.square(square_name(self.cursor))
        here = self.at_square.get(self.cursor, [])
        panel = square_panel(self.draft, square, here, self.brush, self.moving)
        if self.selection_anchor is not None:
            panel.append(
                ngettext(
                    "Selected: {count} square (z, space, t change it; v or Escape ends)",
                    "Selected: {count} squares (z, space, t change them all; v or Escape ends)",
                    len(self.selected()),
                ).format(count=len(self.selected()))
                + "\n",
                "bold",
            )
        elsewhere = [p for p in self.problems if p.square is None]
        if elsewhere:
            panel.append(
                ngettext(
                    "{count} problem of the whole mission (r: the rules):",
                    "{count} problems of the whole mission (r: the rules):",
                    len(elsewhere),
                ).format(count=len(elsewhere))
                + "\n",
                "bold",
            )
            for problem in elsewhere[:SHOWN_ELSEWHERE]:
                panel.append("! ", ERROR if problem.severity == "error" else WARNING)
                panel.append(keep_marks_attached(problem.message) + "\n")
            hidden = len(elsewhere) - SHOWN_ELSEWHERE
            if hidden > 0:
                panel.append(
                    ngettext(
                        "… and {count} more (r: the rules)",
                        "… and {count} more (r: the rules)",
                        hidden,
                    ).format(count=hidden)
                    + "\n",
                    "grey50",
                )
        self.query_one("#editor-panel", Static).update(panel)
        self.query_one("#editor-status", Static).update(status_line(self.draft, self.problems))

    def footer_keys(self) -> tuple[Key, ...]:
        return footer_keys()

    # --- the cursor ------------------------------------------------------------------

    def move_to(self, square: Square) -> None:
        column = min(max(square[0], 0), self.draft.width - 1)
        row = min(max(square[1], 0), self.draft.height - 1)
        if (column, row) == self.cursor:
            return
        self.cursor = (column, row)
        self.board_view.redraw()
        self.board_view.show_square(self.cursor)
        self.show_square_panel()

    def action_cursor(self, dx: int, dy: int) -> None:
        self.move_to((self.cursor[0] + dx, self.cursor[1] + dy))

    def on_board_view_cursor_moved(self, event: BoardView.CursorMoved) -> None:
        self.action_cursor(event.dx, event.dy)

    def on_board_view_square_clicked(self, event: BoardView.SquareClicked) -> None:
        self.move_to(event.square)

    def on_board_view_confirm(self, _event: BoardView.Confirm) -> None:
        self.action_square_menu()

    def on_board_view_stop_looking(self, _event: BoardView.StopLooking) -> None:
        if self.selection_anchor is not None:
            self.action_select()
            return
        if self.moving is not None:
            self.moving = None
            self.show_square_panel()
            return
        self.action_leave()

    def on_board_view_focused(self, _event: BoardView.Focused) -> None:
        pass

    def action_next_problem(self) -> None:
        """The cursor to the next square with a problem, in reading order."""
        squares = sorted(self.at_square, key=lambda sq: (sq[1], sq[0]))
        if not squares:
            if any(problem.square is None for problem in self.problems):
                # The rest are the whole mission's: the rules form shows each at its field.
                self.action_mission_rules()
                return
            self.notify(_("No problem on the map's squares."), timeout=3)
            return
        later = [sq for sq in squares if (sq[1], sq[0]) > (self.cursor[1], self.cursor[0])]
        self.move_to((later or squares)[0])

    def action_zoom(self, compact: bool) -> None:
        self.board_view.set_zoom(compact)

    # --- edits ---------------------------------------------------------------------------

    def edit(self, *edits: Edit) -> bool:
        """Make the edits (stopping at one refused, said to the player), then
        draw again; several edits made are one step of undo. True when all
        were made."""
        made, changes = True, 0
        for edit in edits:
            before = self.draft.text()
            try:
                self.draft.apply(edit)
            except EditRefused as refused:
                self.notify(refused.message, severity="warning", markup=False)
                made = False
                break
            changes += self.draft.text() != before
        if changes > 1:
            self.groups.append((self.draft.text(), changes))
        self.changed()
        return made

    def action_undo(self) -> None:
        """ctrl+z: the last change undone (a whole selection's at once)."""
        count = self.group_size(self.groups)
        if not self.draft.can_undo:
            self.notify(_("Nothing to undo."), timeout=2)
            return
        for _step in range(count):
            self.draft.undo()
        if count > 1:
            self.redo_groups.append((self.draft.text(), count))
        self.changed()

    def action_redo(self) -> None:
        count = self.group_size(self.redo_groups)
        if not self.draft.can_redo:
            self.notify(_("Nothing to redo."), timeout=2)
            return
        for _step in range(count):
            self.draft.redo()
        if count > 1:
            self.groups.append((self.draft.text(), count))
        self.changed()

    def group_size(self, groups: list[tuple[str, int]]) -> int:
        """How many of the draft's steps the next undo (or redo) takes: a
        group's when the draft is where the group left it, else one."""
        if groups and groups[-1][0] == self.draft.text():
            return groups.pop()[1]
        return 1

    # --- the selection --------------------------------------------------------------

    def action_select(self) -> None:
        """v: a corner of a rectangle of squares (the cursor is the other
        one); z, space and t then change them all. v again, or Escape, ends it."""
        self.selection_anchor = None if self.selection_anchor is not None else self.cursor
        self.board_view.redraw()
        self.show_square_panel()

    def selected(self) -> list[str]:
        """The squares the next change is for: the selection's, or the cursor's."""
        if self.selection_anchor is None:
            return [square_name(self.cursor)]
        (x0, y0), (x1, y1) = self.selection_anchor, self.cursor
        return [
            square_name((x, y))
            for y in range(min(y0, y1), max(y0, y1) + 1)
            for x in range(min(x0, x1), max(x0, x1) + 1)
        ]

    def selection(self) -> frozenset[Square]:
        if self.selection_anchor is None:
            return frozenset()
        return frozenset(parse_square(name) for name in self.selected())

    def action_help(self) -> None:
        self.app.push_screen(MessageDialog(help_text()))

    def after_screen(self, _result: Any = None) -> None:
        """Back from a dialog or screen that may have changed the draft."""
        self.check_now()
