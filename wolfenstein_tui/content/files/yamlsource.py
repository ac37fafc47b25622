"""Safe YAML loading that remembers where every value was written.

Mission and card files are written by people, so every complaint must point
at a line and column. PyYAML's composer gives each node a mark; we walk the
node tree once and record, for every path of keys and indexes, where its key
and its value start. Only the safe constructor is used: tags that would build
Python objects are refused, never executed.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import field
from typing import Any

import yaml

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record, mutable_record
from wolfenstein_tui.content.files.safe_file import MAX_DEPTH, MAX_INT_DIGITS
from wolfenstein_tui.content.files.text import clean_data, clean_text
from wolfenstein_tui.content.files.yaml_words import context_words, problem_words

MAX_FILE_BYTES = 1024 * 1024
MAX_NODES = 200_000

Path = tuple[Any, ...]


@frozen_record
class Place:
    """1-based line and column of a value in the file."""

    line: int
    column: int


@mutable_record
class LocatedYaml:
    data: Any
    values: dict[Path, Place] = field(default_factory=dict)
    keys: dict[Path, Place] = field(default_factory=dict)
    nodes: dict[Path, yaml.Node] = field(default_factory=dict)
    duplicates: list[tuple[Path, Place]] = field(default_factory=list)
    content_hash: str = ""
    """SHA-256 of the file's bytes, when read from a file."""
    text: str = ""
    """The text read (lines and columns count in it)."""

    def place(self, path: Path) -> Place:
        """Where `path` is written: its key if it has one, else its value; for a
        path that does not exist (a missing field), the nearest parent."""
        for end in range(len(path), -1, -1):
            prefix = path[:end]
            if end == len(path) and prefix in self.keys:
                return self.keys[prefix]
            if prefix in self.values:
                return self.values[prefix]
        return Place(1, 1)

    def value_place(self, path: Path) -> Place:
        return self.values.get(path) or self.place(path)


class YamlProblem(Exception):
    def __init__(self, place: Place, message: str) -> None:
        super().__init__(message)
        self.place = place
        self.message = message


def _place(mark: yaml.Mark | None) -> Place:
    if mark is None:
        return Place(1, 1)
    return Place(mark.line + 1, mark.column + 1)


class _CappedLoader(yaml.SafeLoader):
    """The safe loader, refusing integers longer than MAX_INT_DIGITS digits
    with our own words (Python's refusal of a 4,300-digit one speaks of
    `sys.set_int_max_str_digits`)."""

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        _refuse_long_int(node)
        return super().construct_yaml_int(node)


def _refuse_long_int(node: yaml.ScalarNode) -> None:
    digits = sum(1 for char in str(node.value) if char.isalnum())
    if digits > MAX_INT_DIGITS:
        raise yaml.constructor.ConstructorError(
            None,
            None,
            f"a number with {digits:,} digits; numbers here have at most {MAX_INT_DIGITS}",
            node.start_mark,
        )


_CappedLoader.add_constructor("tag:yaml.org,2002:int", _CappedLoader.construct_yaml_int)

_FastLoader: type | None = None
if getattr(yaml, "__with_libyaml__", False):

    class _CCappedLoader(yaml.CSafeLoader):
        """The same loader over libyaml's parser (several times quicker)."""

        def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
            _refuse_long_int(node)
            return super().construct_yaml_int(node)

    _CCappedLoader.add_constructor("tag:yaml.org,2002:int", _CCappedLoader.construct_yaml_int)
    _FastLoader = _CCappedLoader


def load_yaml_text_quickly(text: str) -> LocatedYaml:
    """`load_yaml_text` over libyaml's parser when it is there (the mission
    editor checks the whole file after every edit): the same values, places
    and node styles; text it does not take whole is read again by
    `load_yaml_text`, so every complaint is the one `validate` makes."""
    if _FastLoader is None or yaml.reader.Reader.NON_PRINTABLE.search(text):
        return load_yaml_text(text)
    loader = _FastLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return load_yaml_text(text)
        data = loader.construct_document(node)
    except (yaml.YAMLError, RecursionError, ValueError):
        return load_yaml_text(text)
    finally:
        loader.dispose()
    return _located(node, data, text)


def load_yaml_text(text: str) -> LocatedYaml:
    """Parse one YAML document; raise YamlProblem for anything unusable.
    Strings come back without control characters (YAML's "\\e" escape
    writes an ESC that would reach the terminal)."""
    try:
        loader = _CappedLoader(text)  # the reader refuses raw control characters here
    except yaml.reader.ReaderError as error:
        raise YamlProblem(_text_place(text, error.position), _reader_message(error)) from None
    try:
        node = loader.get_single_node()
        if node is None:
            raise YamlProblem(Place(1, 1), _("the file is empty; it should hold a YAML mapping"))
        data = loader.construct_document(node)
    except yaml.MarkedYAMLError as error:
        raise YamlProblem(
            _place(error.problem_mark or error.context_mark), _yaml_message(error)
        ) from None
    except yaml.YAMLError as error:
        raise YamlProblem(Place(1, 1), _("not valid YAML: {error}").format(error=error)) from None
    except RecursionError:
        raise YamlProblem(Place(1, 1), _("the document is nested too deeply to be read")) from None
    finally:
        loader.dispose()
    return _located(node, data, text)


def _located(node: yaml.Node, data: Any, text: str) -> LocatedYaml:
    located = LocatedYaml(data, text=text)
    try:
        _walk(node, (), located, [0])
    except RecursionError:
        raise YamlProblem(Place(1, 1), _("the document is nested too deeply to be read")) from None
    located.data = clean_data(data)  # after the walk, which bounds the nesting
    return located


_LINE_BREAK = re.compile("\r\n|[\n\r\x85\u2028\u2029]")  # the breaks PyYAML's marks count


def _text_place(text: str, position: int) -> Place:
    lines = _LINE_BREAK.split(text[:position])
    return Place(len(lines), len(lines[-1]) + 1)


def _reader_message(error: yaml.reader.ReaderError) -> str:
    if isinstance(error.character, int):
        return _(
            "character {code} is not allowed in YAML text "
            "(no control or special characters besides tab and line breaks); remove it"
        ).format(code=f"U+{error.character:04X}")
    return _("not valid YAML: {error}").format(error=error.reason)


def _yaml_message(error: yaml.MarkedYAMLError) -> str:
    """A syntax error said in words (`yaml_words`): PyYAML's own `problem`
    and `context`, each worded where the table knows it."""
    problem = error.problem or "not valid YAML"
    if isinstance(error, yaml.constructor.ConstructorError) and "tag" in problem:
        return _(
            "YAML tag refused ({problem}); content files hold plain data only, remove the '!' tag"
        ).format(problem=problem)
    if error.context == "expected a single document in the stream":
        return _("the file holds more than one YAML document (a second '---'); keep only one")
    long_number = re.match(r"a number with ([\d,]+) digits", problem)
    if long_number:
        return _("a number with {digits} digits; numbers here have at most {most}").format(
            digits=long_number.group(1), most=MAX_INT_DIGITS
        )
    if error.context and error.context.startswith("found duplicate anchor"):
        return _duplicate_anchor(error)
    problem = problem_words(problem)
    context = context_words(error.context) if error.context else None
    if not context:
        return _("YAML syntax error: {problem}").format(problem=problem)
    if error.context_mark is not None and error.context_mark != error.problem_mark:
        start = _place(error.context_mark)
        context = _("{context} that starts at line {line}, column {column}").format(
            context=context, line=start.line, column=start.column
        )
    return _("YAML syntax error: {problem} ({context})").format(problem=problem, context=context)


def _duplicate_anchor(error: yaml.MarkedYAMLError) -> str:
    """The same anchor given twice: PyYAML's problem is "second occurrence"
    and its context names the anchor."""
    name = (error.context or "").removeprefix("found duplicate anchor ").partition(";")[0]
    first = _place(error.context_mark) if error.context_mark is not None else Place(1, 1)
    return _(
        "YAML syntax error: the anchor &{name} is given a second time "
        "(first at line {line}, column {column})"
    ).format(name=name.strip("'"), line=first.line, column=first.column)


_KEY_CONSTRUCTOR = yaml.SafeLoader("")


def _key_of(node: yaml.ScalarNode | yaml.SequenceNode | yaml.MappingNode) -> object:
    """The key as the loaded data holds it: `true:` is the key True, `1:`
    the key 1, `~:` the key None, so a problem with it is found at its line."""
    if isinstance(node, yaml.ScalarNode):
        if node.tag in _SCALAR_KEY_TAGS:
            try:
                return _KEY_CONSTRUCTOR.construct_object(node)
            except (yaml.YAMLError, ValueError):
                return clean_text(node.value)
        return clean_text(node.value)
    return f"<{node.id}>"


_SCALAR_KEY_TAGS = {
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:float",
}


def _walk(node: yaml.Node, path: Path, located: LocatedYaml, count: list[int]) -> None:
    count[0] += 1
    if count[0] > MAX_NODES:
        raise YamlProblem(
            _place(node.start_mark),
            _("the document has more than {most} values (aliases repeated too often?)").format(
                most=MAX_NODES
            ),
        )
    if len(path) > MAX_DEPTH:
        raise YamlProblem(
            _place(node.start_mark),
            _(
                "the document is nested more than {most} levels deep; content files "
                "are never that deep"
            ).format(most=MAX_DEPTH),
        )
    located.values.setdefault(path, _place(node.start_mark))
    located.nodes.setdefault(path, node)
    if isinstance(node, yaml.MappingNode):
        seen: set[object] = set()
        for key_node, value_node in node.value:
            key = _key_of(key_node)
            child = (*path, key)
            if key in seen:
                located.duplicates.append((child, _place(key_node.start_mark)))
                continue
            seen.add(key)
            located.keys[child] = _place(key_node.start_mark)
            _walk(value_node, child, located, count)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _walk(item, (*path, index), located, count)


def decode_file_bytes(raw: bytes) -> str:
    """Check size and encoding before YAML ever sees the bytes."""
    if len(raw) > MAX_FILE_BYTES:
        size = len(raw) / (1024 * 1024)
        raise YamlProblem(
            Place(1, 1),
            _(
                "the file is {size} MB ({bytes} bytes); content files are limited to "
                "{most} MB ({most_bytes} bytes)"
            ).format(
                size=f"{size:.1f}",
                bytes=f"{len(raw):,}",
                most=MAX_FILE_BYTES // (1024 * 1024),
                most_bytes=f"{MAX_FILE_BYTES:,}",
            ),
        )
    if b"\x00" in raw:
        raise YamlProblem(Place(1, 1), _("this is a binary file, not YAML text"))
    body = raw.removeprefix(codecs.BOM_UTF8)
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as error:
        # The bytes before the bad one are valid UTF-8: count lines and columns in
        # characters, as editors and YAML marks do, not in bytes.
        before = body[: error.start].decode("utf-8")
        raise YamlProblem(
            _text_place(before, len(before)),
            _("byte {byte} is not UTF-8 text; save the file as UTF-8").format(
                byte=f"0x{body[error.start]:02x}"
            ),
        ) from None
