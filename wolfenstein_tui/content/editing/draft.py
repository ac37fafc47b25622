"""A mission being made or changed in the editor.

The draft holds the mission file as a round-trip YAML document
(round_trip.py) and its map as a drawing of characters (drawing.py). An
edit (edits.py) changes the document and the drawing; the text the draft
would save is written again after each edit, and that text is what undo
and redo go back and forth between: undoing every edit gives back the very
text the draft started from, whatever the edits were.

The draft checks itself as `wolfenstein validate` checks a file
(problems.py) and saves atomically, never through a link planted in the
file's place.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ruamel.yaml.comments import CommentedMap
from ruamel.yaml.scalarstring import LiteralScalarString

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.shared_file import replace_whole
from wolfenstein_tui.base.system_errors import reason
from wolfenstein_tui.content.editing import figures, tokens
from wolfenstein_tui.content.editing.drawing import MapDrawing
from wolfenstein_tui.content.editing.edits import (
    SIDES,
    DefineZone,
    Edit,
    EditRefused,
    MoveFigure,
    PlaceFigure,
    PlaceToken,
    RemoveFigure,
    RemoveToken,
    RemoveZone,
    Resize,
    SetEdge,
    SetField,
    SetTerrain,
    SetZone,
)
from wolfenstein_tui.content.editing.fields import set_field
from wolfenstein_tui.content.editing.problems import DraftProblem, check_draft
from wolfenstein_tui.content.editing.round_trip import (
    RoundTripError,
    dump_document,
    flow_map,
    load_document,
    set_in_order,
    splice_drawing,
)
from wolfenstein_tui.content.editing.square_view import DraftSquare, PlacedFigure, PlacedToken
from wolfenstein_tui.content.editing.template import new_mission_text
from wolfenstein_tui.content.files.problems import ContentError, Problem
from wolfenstein_tui.content.files.safe_file import FileRefused, read_text
from wolfenstein_tui.content.files.text import escaped
from wolfenstein_tui.content.files.yamlsource import MAX_FILE_BYTES
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.content.records.mapdraw import MAX_SIDE, ZONE_KEYS
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name


def _builtin_decks() -> Decks:
    from wolfenstein_tui.content.loading.cache import builtin_decks

    return builtin_decks()


class MissionDraft:
    """A mission file being edited: apply edits, undo and redo them, see
    what is on each square, check it, save it."""

    def __init__(self, text: str, path: Path | None, decks: Decks | None = None) -> None:
        self.path = path
        self._decks = decks
        self._undo: list[_Step] = []
        self._redo: list[_Step] = []
        self._saved: str | None = text if path is not None else None
        self._checked: tuple[str, list[DraftProblem], LoadedMission | None] | None = None
        self._text: str | None = text
        self._known: tuple[str, object] = (text, None)
        """A text written for the document and the drawing it held then: the
        document differs from it at most by its drawing."""
        self._placed_cache: _Placed | None = None
        self._changed_seen: str | None = None
        """The text another program left in the file, once told about."""
        self._document = CommentedMap()
        self._drawing = MapDrawing.from_text("")
        self._restore(text)

    # --- making one -------------------------------------------------------------

    @classmethod
    def new(
        cls,
        width: int,
        height: int,
        mission_id: str,
        title: str,
        decks: Decks | None = None,
    ) -> MissionDraft:
        """A new mission: `width` x `height` places and no square yet, the
        schema header, and the fields a mission needs, to be filled in.
        ValueError, in a player's words, for a size outside 1 to 64."""
        _check_size(width, height)
        drawing = MapDrawing.blank(width, height)
        return cls(new_mission_text(mission_id, title, drawing.text()), None, decks)

    @classmethod
    def open(cls, path: Path, decks: Decks | None = None) -> MissionDraft:
        """The mission file at `path`; ContentError (located at the file's
        top or at the bad line) when it cannot be read or is not YAML a
        draft can hold. A file with other problems opens: they are the
        draft's problems()."""
        try:
            text = read_text(path, MAX_FILE_BYTES, "content file")
        except FileRefused as refused:
            raise ContentError([Problem(str(path), refused.line, 1, refused.detail)]) from None
        try:
            document = load_document(text)
        except RoundTripError:
            document = None
        if not isinstance(document, CommentedMap):
            from wolfenstein_tui.content.loading.validation import check_mission_text

            problems = check_mission_text(text, str(path), _decks(decks)).problems
            if document is not None or not problems:
                problems = [Problem(str(path), 1, 1, _not_a_mapping())]
            raise ContentError(problems)
        return cls(text, path, decks)

    # --- the map's size -----------------------------------------------------------

    @property
    def width(self) -> int:
        return self._drawing.width

    @property
    def height(self) -> int:
        return self._drawing.height

    # --- edits, undo, redo ----------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def dirty(self) -> bool:
        """Whether the text differs from the file as last opened or saved
        (a new draft is dirty until it is saved)."""
        return self.text() != self._saved

    def apply(self, edit: Edit) -> None:
        """Make the edit; EditRefused (the draft unchanged) when it cannot be made."""
        if isinstance(edit, (SetEdge, SetZone)) and isinstance(self._document.get("map"), str):
            self._apply_to_drawing(edit)
            return
        before = self.text()
        self._placed_cache = None
        try:
            self._apply(edit)
            after = dump_document(self._document)
        except EditRefused:
            self._restore(before)
            raise
        if after == before:
            return
        self._undo.append(_Step(before, None))
        self._redo.clear()
        self._text = after
        self._known = (after, self._document.get("map"))

    def _apply_to_drawing(self, edit: SetEdge | SetZone) -> None:
        """An edit of the drawing alone: undone by putting the drawing's
        previous text back, so the file's text need not be written again
        until it is asked for (drawing a map is hundreds of such edits)."""
        before = self._document["map"]
        try:
            self._apply(edit)
        except EditRefused:
            self._put_drawing(before)
            raise
        if self._document["map"] == before:
            return
        self._undo.append(_Step(None, before))
        self._redo.clear()
        self._text = None

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append(self._go_back_to(self._undo.pop()))
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(self._go_back_to(self._redo.pop()))
        return True

    def _go_back_to(self, step: _Step) -> _Step:
        """Return to the state `step` keeps; give the step that returns here."""
        if step.drawing is not None:
            here = _Step(None, self._document["map"])
            self._put_drawing(step.drawing)
            self._text = None
            return here
        here = _Step(self.text(), None)
        assert step.text is not None
        self._restore(step.text)
        return here

    def _put_drawing(self, drawn: str) -> None:
        self._document["map"] = drawn
        self._drawing = MapDrawing.from_text(drawn)

    def text(self) -> str:
        """The YAML that save() writes."""
        if self._text is None:
            drawn = self._document.get("map")
            known, known_drawing = self._known
            spliced = splice_drawing(known, known_drawing, drawn) if known_drawing else None
            self._text = spliced if spliced is not None else dump_document(self._document)
        self._known = (self._text, self._document.get("map"))
        return self._text

    # --- what is where --------------------------------------------------------------

    def squares(self) -> Iterator[str]:
        """Every place of the map, in reading order (row by row)."""
        for row in range(self.height):
            for column in range(self.width):
                yield square_name((column, row))

    def square(self, name: str) -> DraftSquare:
        where = self._square(name)
        canonical = square_name(where)
        zone = self._drawing.zone(where)
        zones = self._document.get("zones")
        entry = zones.get(zone) if isinstance(zones, dict) and zone is not None else None
        zone_name = entry.get("name") if isinstance(entry, dict) else None
        placed = self._placed()
        return DraftSquare(
            name=canonical,
            zone=zone,
            zone_name=str(zone_name) if zone_name is not None else None,
            difficult=canonical in placed.difficult,
            edges={side: self._drawing.edge(where, side) for side in SIDES},
            tokens=tuple(placed.tokens.get(canonical, ())),
            figure=placed.figures.get(canonical),
        )

    def _placed(self) -> _Placed:
        """Where the tokens, terrain and figures are, found once for each
        state of the document (the screen asks for every square)."""
        if self._placed_cache is None:
            document = self._document
            found = _Placed(set(), {}, {})
            for figure, cover in figures.figures(document, self.decks):
                for name in cover:
                    found.figures.setdefault(name, figure)
            terrain = document.get("difficult_terrain")
            if isinstance(terrain, list):
                found.difficult.update(str(name) for name in terrain)
            for name in tokens.token_squares(document):
                found.tokens[name] = tokens.tokens_at(document, name)
            self._placed_cache = found
        return self._placed_cache

    def zones(self) -> dict[str, tuple[str, str]]:
        """Each declared zone's key with its name and kind."""
        zones = self._document.get("zones")
        if not isinstance(zones, dict):
            return {}
        return {
            str(key): (str(entry.get("name", "")), str(entry.get("kind", "")))
            for key, entry in zones.items()
            if isinstance(entry, dict)
        }

    def value(self, *path: str | int) -> object:
        """The value at a field path (None when missing), for the editor's fields."""
        value: object = self._document
        for key in path:
            if isinstance(value, dict):
                value = value.get(key)
            elif isinstance(value, list) and isinstance(key, int) and 0 <= key < len(value):
                value = value[key]
            else:
                return None
        return value

    @property
    def decks(self) -> Decks:
        if self._decks is None:
            self._decks = _builtin_decks()
        return self._decks

    # --- checks -----------------------------------------------------------------------

    def problems(self) -> list[DraftProblem]:
        """What `wolfenstein validate` would say about the saved text, each
        problem at its square or field."""
        return self._check()[1]

    def mission(self) -> LoadedMission | None:
        """The mission ready to play when it has no problem, else None."""
        return self._check()[2]

    def _check(self) -> tuple[str, list[DraftProblem], LoadedMission | None]:
        text = self.text()
        if self._checked is None or self._checked[0] != text:
            source = str(self.path) if self.path is not None else "new mission"
            found, loaded = check_draft(
                text, source, self.decks, self._drawing, lambda path: self.value(*path)
            )
            self._checked = (text, found, loaded)
        return self._checked

    # --- saving ---------------------------------------------------------------------

    def save(self, path: Path | None = None) -> None:
        """Write the text to `path` (or where it was opened or last saved),
        whole or not at all; SaveRefused, with a sentence naming the file,
        when it is not written. A link in the file's place is refused, never
        written through. A file another program changed since the draft
        read or wrote it is not replaced by the first save, which says so:
        the second replaces it (nothing is lost without a word)."""
        target = path if path is not None else self.path
        if target is None:
            raise ValueError("a new draft is saved to a path it is given")
        where = escaped(str(target))
        try:
            info = os.lstat(target)
        except FileNotFoundError:
            info = None
        except OSError as error:
            raise SaveRefused(
                _("cannot save {path}: {reason}").format(path=where, reason=reason(error))
            ) from None
        if info is not None and stat.S_ISLNK(info.st_mode):
            raise SaveRefused(
                _("{path} is a symbolic link; the mission is not written through it").format(
                    path=where
                )
            )
        if info is not None and not stat.S_ISREG(info.st_mode):
            raise SaveRefused(
                _("{path} is not a regular file; the mission is not written there").format(
                    path=where
                )
            )
        if info is not None and target == self.path and self._saved is not None:
            found = _text_on_disk(target)
            if found is not None and found not in (self._saved, self._changed_seen):
                self._changed_seen = found
                raise SaveRefused(
                    _(
                        "{path} was changed by another program since the editor read it; "
                        "save again to replace it with this mission, or save it under "
                        "another name"
                    ).format(path=where)
                )
        try:
            replace_whole(target, self.text().encode("utf-8"))
        except OSError as error:
            raise SaveRefused(
                _("cannot save {path}: {reason}").format(path=where, reason=reason(error))
            ) from None
        self.path = target
        self._saved = self.text()
        self._changed_seen = None

    # --- inside ---------------------------------------------------------------------

    def _restore(self, text: str) -> None:
        try:
            document = load_document(text)
        except RoundTripError:
            document = None
        self._document = document if isinstance(document, CommentedMap) else CommentedMap()
        self._text = text
        self._known = (text, self._document.get("map"))
        self._placed_cache = None
        drawn = self._document.get("map")
        self._drawing = MapDrawing.from_text(drawn if isinstance(drawn, str) else "")

    def _square(self, name: str) -> Square:
        try:
            where = parse_square(name)
        except ValueError as error:
            raise EditRefused(str(error)) from None
        if not self._drawing.inside(where):
            raise EditRefused(
                _(
                    "{name} is outside the map, which is {width} squares across and {height} down"
                ).format(name=name, width=self.width, height=self.height),
                square=name,
            )
        return where

    def _write_drawing(self) -> None:
        set_in_order(self._document, "map", LiteralScalarString(self._drawing.text()))

    def _apply(self, edit: Edit) -> None:
        document = self._document
        match edit:
            case SetEdge(square, side, mark):
                self._drawing.set_edge(self._square(square), side, mark)
                self._write_drawing()
            case SetZone(square, zone):
                where = self._square(square)
                if zone is not None and zone not in ZONE_KEYS:
                    raise EditRefused(_zone_key_sentence(zone), square=square)
                if self._drawing.zone(where) != zone:
                    self._drawing.set_zone(where, zone)
                    self._write_drawing()
            case DefineZone(letter, name, kind):
                if letter not in ZONE_KEYS:
                    raise EditRefused(_zone_key_sentence(letter), field=("zones",))
                zones = document.get("zones")
                if not isinstance(zones, CommentedMap) or (not zones and zones.fa.flow_style()):
                    zones = CommentedMap()
                    set_in_order(document, "zones", zones)
                entry = zones.get(letter)
                if isinstance(entry, dict):
                    entry["name"] = name
                    entry["kind"] = kind
                else:
                    zones[letter] = flow_map({"name": name, "kind": kind})
            case RemoveZone(letter):
                zones = document.get("zones")
                if isinstance(zones, dict) and letter in zones:
                    del zones[letter]
                changed = False
                for name in list(self.squares()):
                    where = parse_square(name)
                    if self._drawing.zone(where) == letter:
                        self._drawing.set_zone(where, None)
                        changed = True
                if changed:
                    self._write_drawing()
            case SetTerrain(square, difficult):
                tokens.set_terrain(document, square_name(self._square(square)), difficult)
            case PlaceToken(kind, square, label):
                tokens.place_token(document, kind, square_name(self._square(square)), label)
            case RemoveToken(kind, square):
                tokens.remove_token(document, kind, square_name(self._square(square)))
            case PlaceFigure(enemy_type, square):
                figures.place_figure(
                    document, self.decks, enemy_type, square_name(self._square(square))
                )
            case RemoveFigure(figure_id):
                figures.remove_figure(document, figure_id)
            case MoveFigure(figure_id, square):
                figures.move_figure(document, figure_id, square_name(self._square(square)))
            case SetField(path, value):
                set_field(document, path, value)
                drawn = document.get("map")
                self._drawing = MapDrawing.from_text(drawn if isinstance(drawn, str) else "")
            case Resize(width, height):
                try:
                    _check_size(width, height)
                except ValueError as error:
                    raise EditRefused(str(error), field=("map",)) from None
                self._drawing.resize(width, height)
                self._write_drawing()

                def fits(name: str) -> bool:
                    try:
                        return self._drawing.inside(parse_square(name))
                    except ValueError:
                        return True  # a misspelt square is the checks' to report

                tokens.drop_tokens(document, fits)
                figures.drop_figures(document, fits)


@dataclass(frozen=True)
class _Placed:
    difficult: set[str]
    tokens: dict[str, list[PlacedToken]]
    figures: dict[str, PlacedFigure]


@dataclass(frozen=True)
class _Step:
    """What undo or redo goes back to: the whole text, or (after an edit of
    the drawing alone) the drawing's text."""

    text: str | None
    drawing: str | None


class SaveRefused(Exception):
    """The draft could not be saved; the sentence says why and where."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _text_on_disk(path: Path) -> str | None:
    """The file's text as it is now (None when it cannot be read: saving
    says why, if it must)."""
    try:
        return read_text(path, MAX_FILE_BYTES, "content file")
    except FileRefused:
        return None


def _not_a_mapping() -> str:
    return _("a mission file holds a mapping of fields (title:, map:, ...)")


def _decks(decks: Decks | None) -> Decks:
    return decks if decks is not None else _builtin_decks()


def _zone_key_sentence(key: str) -> str:
    return _("{key} cannot name a zone; a zone's key is one lowercase letter or digit").format(
        key=repr(key)
    )


def _check_size(width: int, height: int) -> None:
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise ValueError(
            _("a map is 1 to {most} squares across and down, not {width} by {height}").format(
                most=MAX_SIDE, width=width, height=height
            )
        )
