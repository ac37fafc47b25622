"""The editor's keys for the square under the cursor: its edges (w a s d,
each in turn open, wall, door, barricade), its zone (z, then the brush:
space and shift+arrows paint it), the zones' names and kinds (Z), terrain
(t), tokens (o), figures (f, within the box's figures; m moves one), the
map's size (R), and Enter's menu of all of them. A part of EditorScreen
(a mixin): it uses the screen's draft, cursor and `edit`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from wolfenstein_tui.base.i18n import _, current_language
from wolfenstein_tui.base.whole_numbers import whole_number
from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.editing.edits import (
    EDGE_MARKS,
    DefineZone,
    Edit,
    MoveFigure,
    PlaceFigure,
    PlaceToken,
    RemoveFigure,
    RemoveToken,
    RemoveZone,
    Resize,
    SetEdge,
    SetTerrain,
    SetZone,
    Side,
)
from wolfenstein_tui.content.records.mapdraw import MAX_SIDE, ZONE_KEYS
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.tui.editor.panel import edge_word, kind_word, side_word, token_words
from wolfenstein_tui.tui.screens.dialogs import CANCELLED, ChoiceDialog, TextDialog
from wolfenstein_tui.words.actions.labels import ENEMY_MARKS

if TYPE_CHECKING:
    from textual.dom import DOMNode
    from textual.screen import Screen

TOKEN_CHOICES = (
    ("hero_spawn", "Hero spawn"),
    ("nazi_spawn", "Nazi spawn"),
    ("event", "Event"),
    ("chest", "Chest"),
    ("objective", "Objective token"),
    ("passage", "Secret passage"),
)


def token_kind_words(kind: str) -> str:
    return {
        "hero_spawn": _("Hero spawn"),
        "nazi_spawn": _("Nazi spawn"),
        "event": _("Event"),
        "chest": _("Chest"),
        "objective": _("Objective token"),
        "passage": _("Secret passage"),
    }[kind]


ZONE_KEY_ORDER = "abcdefghijklmnopqrstuvwxyz0123456789"


def free_zone_key(draft: MissionDraft) -> str | None:
    """The first key no zone has, letters first."""
    taken = set(draft.zones())
    return next((key for key in ZONE_KEY_ORDER if key not in taken), None)


def new_zone_hint(key: str) -> str:
    return _(
        "Name of the new zone (its key on the map: {key}; to choose another, write a free "
        "lowercase letter or digit, a space, then the name)"
    ).format(key=key)


def zone_key_and_name(text: str, draft: MissionDraft) -> tuple[str, str] | None:
    """The key and name of "x Upper Hall", or of "Upper Hall" with the first
    free key; None when the name is missing or no key is free."""
    key, _space, name = text.strip().partition(" ")
    if len(key) == 1 and key in ZONE_KEYS and key not in draft.zones() and name.strip():
        return key, name.strip()
    free = free_zone_key(draft)
    if free is None or not text.strip():
        return None
    return free, text.strip()


def parse_size(text: str) -> tuple[int, int] | None:
    parts = [whole_number(part) for part in text.lower().replace("×", "x").split("x")]
    if len(parts) != 2 or parts[0] is None or parts[1] is None:
        return None
    return parts[0], parts[1]


def size_problem(text: str) -> str | None:
    """What is wrong with a map's size as written ("20x13"), or None."""
    size = parse_size(text)
    if size is None or not all(1 <= side <= MAX_SIDE for side in size):
        return _("Write the width and the height, like 20x13 (1 to {most} each).").format(
            most=MAX_SIDE
        )
    return None


class SquareEdits:
    """The square's edits; mixed into EditorScreen."""

    draft: MissionDraft
    cursor: Square
    brush: str | None
    moving: str | None
    app: Any

    if TYPE_CHECKING:

        def edit(self, *edits: Edit) -> bool: ...
        def move_to(self, square: Square) -> None: ...
        def show_square_panel(self) -> None: ...
        def selected(self) -> list[str]: ...
        def changed(self) -> None: ...
        def notify(self, message: str, **options: Any) -> None: ...
        async def run_action(
            self, action: str, namespaces: Mapping[str, DOMNode] | None = None
        ) -> None: ...
        def call_later(self, callback: Callable[..., Any], *args: Any) -> bool: ...

    @property
    def here(self) -> str:
        return square_name(self.cursor)

    def ask(self, dialog: Screen[Any], then: Callable[[Any], object]) -> None:
        """A dialog; `then` gets its answer (not when it was cancelled)."""

        def answered(answer: Any) -> None:
            if answer is None or answer == CANCELLED:
                return
            then(answer)

        self.app.push_screen(dialog, answered)

    # --- edges -----------------------------------------------------------------------

    def action_edge(self, side: Side) -> None:
        """The side's edge, in turn: open, wall, door, barricade."""
        current = self.draft.square(self.here).edges[side]
        mark = EDGE_MARKS[(EDGE_MARKS.index(current) + 1) % len(EDGE_MARKS)]
        self.edit(SetEdge(self.here, side, mark))

    # --- zones ------------------------------------------------------------------------

    def action_zone(self) -> None:
        """Choose the square's zone (a declared one, a new one, or no
        square); it becomes the brush."""
        zones = self.draft.zones()
        keys = list(zones)
        options = [f"{key} · {name} ({kind_word(kind)})" for key, (name, kind) in zones.items()]
        options += [_("New zone…"), _("No square (off the map)")]

        def chosen(index: int) -> None:
            if index < len(keys):
                self.paint_with(keys[index])
            elif index == len(keys):
                self.new_zone(self.paint_with)
            else:
                self.paint_with(None)

        self.ask(
            ChoiceDialog(_("Zone of {square}").format(square=self.here), options, cancellable=True),
            chosen,
        )

    def paint_with(self, zone: str | None) -> None:
        self.brush = zone
        self.edit(*(SetZone(name, zone) for name in self.selected()))

    def new_zone(self, then: Callable[[str], None]) -> None:
        """Declare a zone (its key and name, then room or corridor), then
        `then` its key."""
        key = free_zone_key(self.draft)
        if key is None:
            self.notify(_("Every zone key is taken."), severity="warning")
            return

        def check(text: str) -> str | None:
            return None if zone_key_and_name(text, self.draft) else new_zone_hint(key)

        def named(text: str) -> None:
            key_and_name = zone_key_and_name(text, self.draft)
            if key_and_name is None:
                return
            new_key, name = key_and_name

            def kind_chosen(index: int) -> None:
                if self.edit(DefineZone(new_key, name, "room" if index == 0 else "corridor")):
                    then(new_key)

            self.ask(
                ChoiceDialog(
                    _("{name}: a room or a corridor?").format(name=name),
                    [_("Room"), _("Corridor")],
                    cancellable=True,
                ),
                kind_chosen,
            )

        self.ask(TextDialog(new_zone_hint(key), check=check), named)

    def action_paint(self) -> None:
        if self.brush is None:
            self.action_zone()
            return
        self.edit(*(SetZone(name, self.brush) for name in self.selected()))

    def action_paint_move(self, dx: int, dy: int) -> None:
        """Move the cursor and paint its new square with the brush."""
        if self.brush is None:
            self.notify(_("Choose a zone first (z): it becomes the brush."), timeout=3)
            return
        before = self.cursor
        self.move_to((self.cursor[0] + dx, self.cursor[1] + dy))
        if self.cursor != before or self.draft.square(self.here).zone != self.brush:
            self.edit(SetZone(self.here, self.brush))

    def action_zones(self) -> None:
        """The zones: rename one, make it a room or a corridor, remove it."""
        zones = self.draft.zones()
        keys = list(zones)
        options = [f"{key} · {name} ({kind_word(kind)})" for key, (name, kind) in zones.items()]
        options.append(_("New zone…"))

        def chosen(index: int) -> None:
            if index == len(keys):
                self.new_zone(lambda key: self.changed())
                return
            key = keys[index]
            name, kind = zones[key]
            self.zone_menu(key, name, kind)

        self.ask(ChoiceDialog(_("Zones"), options, cancellable=True), chosen)

    def zone_menu(self, key: str, name: str, kind: str) -> None:
        other = "corridor" if kind == "room" else "room"

        def chosen(index: int) -> None:
            if index == 0:
                self.ask(
                    TextDialog(_("New name of zone {key}").format(key=key), value=name),
                    lambda new: new and self.edit(DefineZone(key, new, kind)),  # type: ignore[arg-type]
                )
            elif index == 1:
                self.edit(DefineZone(key, name, other))  # type: ignore[arg-type]
            else:
                self.edit(RemoveZone(key))

        self.ask(
            ChoiceDialog(
                f"{key} · {name}",
                [
                    _("Rename"),
                    _("Make it a {kind}").format(kind=kind_word(other)),
                    _("Remove the zone (its squares leave the map)"),
                ],
                cancellable=True,
            ),
            chosen,
        )

    # --- terrain, tokens, figures ------------------------------------------------------

    def action_terrain(self) -> None:
        """Difficult terrain on the square (on every square of the
        selection), or open ground when it is difficult already."""
        difficult = not self.draft.square(self.here).difficult
        self.edit(*(SetTerrain(name, difficult) for name in self.selected()))

    def action_tokens(self) -> None:
        """Place a token on the square, or take one off."""
        square = self.draft.square(self.here)
        options: list[str] = []
        edits: list[Edit] = []
        for kind, _english in TOKEN_CHOICES:
            if kind == "passage":
                for letter in self.open_passages():
                    options.append(_("Second end of secret passage {letter}").format(letter=letter))
                    edits.append(PlaceToken("passage", self.here, letter))
                options.append(_("Secret passage (a new one: its first end)"))
            else:
                options.append(token_kind_words(kind))
            edits.append(PlaceToken(kind, self.here))  # type: ignore[arg-type]
        for token in square.tokens:
            options.append(_("Take off: {token}").format(token=token_words(token)))
            edits.append(RemoveToken(token.kind, self.here))
        self.ask(
            ChoiceDialog(
                _("Tokens on {square}").format(square=self.here), options, cancellable=True
            ),
            lambda index: self.edit(edits[index]),
        )

    def open_passages(self) -> list[str]:
        """The secret passages with one end only, by letter."""
        passages = self.draft.value("passages")
        if not isinstance(passages, dict):
            return []
        return [
            str(letter)
            for letter, ends in passages.items()
            if not isinstance(ends, list) or len(ends) < 2
        ]

    def action_figures(self) -> None:
        """Set a figure of any type on the square (each type with the
        figures the box holds and how many are out), or take it off."""
        square = self.draft.square(self.here)
        placed = self.draft.value("enemies")
        counts: dict[str, int] = {}
        for entry in placed if isinstance(placed, list) else []:
            if isinstance(entry, dict):
                counts[str(entry.get("type"))] = counts.get(str(entry.get("type")), 0) + 1
        options: list[str] = []
        edits: list[Edit] = []
        if square.figure is not None:
            options.append(_("Take off {id}").format(id=square.figure.figure_id))
            edits.append(RemoveFigure(square.figure.figure_id))
        for card in self.draft.decks.enemies:
            used = counts.get(card.id, 0)
            line = _("{name} ({mark}): {used} of {box} on the map").format(
                name=card.words(current_language()).name,
                mark=ENEMY_MARKS.get(card.id, card.id[:1]),
                used=used,
                box=card.figures,
            )
            if card.large:
                line += " · " + _("2×2 squares from here")
            if used >= card.figures:
                line += " · " + _("the box has no more")
            options.append(line)
            edits.append(PlaceFigure(card.id, self.here))
        self.ask(
            ChoiceDialog(
                _("Figures on {square}").format(square=self.here), options, cancellable=True
            ),
            lambda index: self.edit(edits[index]),
        )

    def action_move_figure(self) -> None:
        """m on a figure picks it up; m on another square puts it down."""
        if self.moving is not None:
            moving, self.moving = self.moving, None
            self.edit(MoveFigure(moving, self.here))
            return
        figure = self.draft.square(self.here).figure
        if figure is None:
            self.notify(_("No figure on {square} to move.").format(square=self.here), timeout=3)
            return
        self.moving = figure.figure_id
        self.show_square_panel()

    # --- the map's size ---------------------------------------------------------------------

    def action_resize(self) -> None:
        def answered(text: str) -> None:
            size = parse_size(text)
            if size is not None:
                self.edit(Resize(*size))

        self.ask(
            TextDialog(
                _("The map's size in squares, across x down (what does not fit is taken off)"),
                value=f"{self.draft.width}x{self.draft.height}",
                check=size_problem,
            ),
            answered,
        )

    # --- Enter: everything about the square ------------------------------------------------

    def action_square_menu(self) -> None:
        square = self.draft.square(self.here)
        entries: list[tuple[str, str]] = [(_("Zone…"), "zone")]
        if square.on_map:
            for side, action in (
                ("n", "edge('n')"),
                ("w", "edge('w')"),
                ("s", "edge('s')"),
                ("e", "edge('e')"),
            ):
                current = square.edges[side]  # type: ignore[index]
                following = EDGE_MARKS[(EDGE_MARKS.index(current) + 1) % len(EDGE_MARKS)]
                entries.append(
                    (
                        _("{side} edge: {mark} → {next}").format(
                            side=side_word(side), mark=edge_word(current), next=edge_word(following)
                        ),
                        action,
                    )
                )
            entries.append(
                (
                    _("Open ground") if square.difficult else _("Difficult terrain"),
                    "terrain",
                )
            )
            entries += [(_("Tokens…"), "tokens"), (_("Figures…"), "figures")]
            if square.figure is not None or self.moving is not None:
                entries.append((_("Move the figure"), "move_figure"))
        self.ask(
            ChoiceDialog(self.here, [label for label, _action in entries], cancellable=True),
            lambda index: self.call_later(self.run_action, entries[index][1]),
        )
