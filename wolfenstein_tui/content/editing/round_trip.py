"""A mission file as a round-trip YAML document: read and written again with
its comments, key order, quotes, flow and block styles and line breaks as
the designer wrote them (ruamel.yaml), so that saving after an edit changes
only the lines the edit is about.

The settings are those of the built-in missions (two spaces, list items
indented under their key, no line folding), under which every file of
missions/ is written back byte for byte (tests/editing).
"""

from __future__ import annotations

import io
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.yamlsource import YamlProblem, load_yaml_text

FIELD_ORDER = (
    "id",
    "title",
    "summary",
    "briefing",
    "round_limit",
    "alarm",
    "zones",
    "map",
    "difficult_terrain",
    "hero_spawns",
    "nazi_spawns",
    "events",
    "chests",
    "objective_tokens",
    "passages",
    "enemies",
    "objectives",
    "loss_conditions",
    "special_rules",
    "suggested_heroes",
    "translations",
)
"""The usual order of a mission's fields (docs/mission-format.md §2): a
field the draft adds goes after the last one before it in this order."""


def _yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.width = 4096  # never fold a long line the designer kept on one line
    yaml.indent(mapping=2, sequence=4, offset=2)
    return yaml


_YAML = _yaml()


class RoundTripError(Exception):
    """Text that the round-trip reader cannot hold; its message says where
    and why in a designer's words, as `validate` does."""


def load_document(text: str) -> Any:
    try:
        return _YAML.load(text)
    except (YAMLError, ValueError, RecursionError) as error:
        raise RoundTripError(_why_unread(text, error)) from None


def _why_unread(text: str, error: Exception) -> str:
    """The located sentence `validate` gives for the first problem of the
    text ("line 2, column 9: YAML syntax error: …"); the reader's own first
    line only for text the checks take but the round-trip reader does not."""
    try:
        load_yaml_text(text)
    except YamlProblem as problem:
        return _("line {line}, column {column}: {problem}").format(
            line=problem.place.line, column=problem.place.column, problem=problem.message
        )
    first = str(error).strip().splitlines()
    return _("not valid YAML: {error}").format(error=first[0] if first else type(error).__name__)


def dump_document(document: Any) -> str:
    out = io.StringIO()
    _YAML.dump(document, out)
    return out.getvalue()


def flow_map(items: dict[str, Any] | None = None) -> CommentedMap:
    """A mapping written on one line, `{A: A12, B: A13}`, as the missions write spawns."""
    mapping = CommentedMap(items or {})
    mapping.fa.set_flow_style()
    return mapping


def flow_list(items: list[Any] | None = None) -> CommentedSeq:
    """A list written on one line, `[K2, D8]`, as the missions write token squares."""
    sequence = CommentedSeq(items or [])
    sequence.fa.set_flow_style()
    return sequence


def set_in_order(document: CommentedMap, key: str, value: Any) -> None:
    """Set a top-level field; a new one goes where FIELD_ORDER puts it."""
    if key in document:
        document[key] = value
        return
    rank = FIELD_ORDER.index(key) if key in FIELD_ORDER else len(FIELD_ORDER)
    position = len(document)
    for index, existing in enumerate(document):
        if existing in FIELD_ORDER and FIELD_ORDER.index(existing) > rank:
            position = index
            break
    document.insert(position, key, value)


def splice_drawing(text: str, before: object, after: object) -> str | None:
    """The text `dump_document` writes for a document whose only change since
    it wrote `text` is its map drawing, from `before` to `after`; None when
    that cannot be known without writing the document again. A drawing edit
    changes only drawing characters (spaces, corners, edge marks, zone keys),
    so the block is written as before: `map: |`, two spaces before each line."""
    if not (isinstance(before, str) and isinstance(after, str)):
        return None
    for drawing in (before, after):
        if drawing[:1] in (" ", "") or not drawing.endswith("\n") or drawing.endswith("\n\n"):
            return None
    header = "\nmap: |\n"
    old_block = header + _block_lines(before)
    if text.count(old_block) != 1:
        return None
    return text.replace(old_block, header + _block_lines(after))


def _block_lines(drawing: str) -> str:
    return "".join(f"  {line}\n" if line else "\n" for line in drawing[:-1].split("\n"))
