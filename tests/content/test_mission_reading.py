"""Validation, first stage: reading the file as YAML text.

One test per kind of error, each asserting the exact line and column reported
(1-based, as editors count) and the meaningful part of the message.
"""

from __future__ import annotations

import pytest

from wolfenstein_tui.content.files.yamlsource import MAX_FILE_BYTES


@pytest.mark.parametrize(
    ("old", "new", "needle", "offset", "message"),
    [
        # a stray second colon: PyYAML stops right on it
        (
            "round_limit: 10",
            "round_limit: 10: 3",
            "round_limit: 10: 3",
            15,
            "a ':' followed by a space cannot stand here",
        ),
        # an unclosed flow list: found at the next key, the message says where the list began
        (
            "title: Radio Silence",
            "title: [Radio Silence",
            "summary:",
            7,
            "not ':' (in the list in [ ] that starts at line 4, column 8)",
        ),
        # a block sequence item inside a mapping at the wrong indentation
        ("  threshold: 5\n", "  threshold: 5\n - oops\n", " - oops", 1, "YAML syntax error"),
    ],
    ids=["stray-colon", "unclosed-list", "bad-indentation"],
)
def test_yaml_syntax_error(lab, old, new, needle, offset, message):
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, needle, offset=offset)
    assert problem.message.startswith("YAML syntax error")
    assert message in problem.message


@pytest.mark.parametrize(
    "tag",
    [
        "!!python/object/apply:os.system ['touch {marker}']",
        "!!python/object/new:os.system ['touch {marker}']",
        "!!python/name:os.system",
        "!!python/module:os",
        "!shell touch {marker}",
    ],
)
def test_python_object_tag_is_refused_not_executed(lab, tmp_path, tag):
    marker = tmp_path / "executed"
    value = tag.format(marker=marker)
    text = lab.edit("title: Radio Silence", f"title: {value}")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, value)
    assert "YAML tag refused" in problem.message
    assert "remove the '!' tag" in problem.message
    assert not marker.exists(), "the YAML tag was executed"


@pytest.mark.parametrize("content", ["", "\n\n", "# only a comment\n", b"\xef\xbb\xbf"])
def test_empty_file(lab, content):
    problem = lab.only_problem(content)
    assert (problem.line, problem.column) == (1, 1)
    assert "the file is empty" in problem.message


@pytest.mark.parametrize(
    "content",
    [b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", b"id: m01\x00title: x\n", b"\x00"],
    ids=["png", "nul-inside-text", "nul"],
)
def test_binary_file(lab, content):
    problem = lab.only_problem(content)
    assert (problem.line, problem.column) == (1, 1)
    assert "binary file" in problem.message


@pytest.mark.parametrize(
    ("prefix", "bad", "line", "column"),
    [
        (b"id: m01\ntitle: Fran", b"\xe7ais\n", 2, 12),  # Latin-1 text
        (b"a: 1\r\nb: 2\r\nc: ", b"\xff\n", 3, 4),  # Windows line ends
        # columns count characters, not bytes: 'Ü' is two bytes but one column
        ("title: Übung ".encode(), b"\xff\n", 1, 14),
        # a UTF-8 byte order mark is not a column
        (b"\xef\xbb\xbfid: ", b"\xff\n", 1, 5),
        # a multi-byte sequence cut short is located at its first byte
        (b"id: x\nname: ab", b"\xe2\x82\n", 2, 9),
    ],
    ids=["latin-1", "crlf", "multibyte-before", "bom", "truncated-sequence"],
)
def test_non_utf8_bytes_are_located(lab, prefix, bad, line, column):
    problem = lab.only_problem(prefix + bad)
    assert (problem.line, problem.column) == (line, column)
    assert f"byte 0x{bad[0]:02x} is not UTF-8 text" in problem.message


def test_non_utf8_byte_in_the_starter_mission(lab):
    raw = lab.starter.encode().replace(b"Radio Silence", b"Radio \xe9 Silence")
    problem = lab.only_problem(raw)
    assert (problem.line, problem.column) == lab.where(lab.starter, "Radio Silence", offset=6)
    assert "byte 0xe9 is not UTF-8 text; save the file as UTF-8" in problem.message


def test_control_character_is_located(lab):
    """YAML forbids most control characters; PyYAML refuses them before
    parsing, which must still give a located problem, not a ReaderError."""
    text = lab.edit("title: Radio Silence", "title: Radio\x07Silence")
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "\x07")
    assert "character U+0007 is not allowed" in problem.message


@pytest.mark.parametrize(
    ("content", "what"),
    [
        ("- id: a\n- id: b\n", "not a list"),
        ("# a comment first\n- one\n", "not a list"),
        ("just some words\n", "not text"),
        ("42\n", "not a whole number"),
        ("---\n", "not nothing"),
    ],
    ids=["list", "list-after-comment", "text", "number", "null"],
)
def test_top_level_must_be_a_mapping(lab, content, what):
    problem = lab.only_problem(content)
    assert (problem.line, problem.column) == (1, 1)
    assert "a mission file holds a mapping of fields" in problem.message
    assert what in problem.message


def test_file_over_the_size_cap(lab):
    size = 10 * MAX_FILE_BYTES  # 10 MB
    raw = lab.starter.encode()
    raw += b"#" * (size - len(raw))
    problem = lab.only_problem(raw)
    assert (problem.line, problem.column) == (1, 1)
    assert f"({size:,} bytes)" in problem.message
    assert f"limited to 1 MB ({MAX_FILE_BYTES:,} bytes)" in problem.message


def test_file_exactly_at_the_size_cap_is_read(lab):
    raw = lab.starter.encode()
    raw += b"\n#" + b"x" * (MAX_FILE_BYTES - len(raw) - 3) + b"\n"
    assert len(raw) == MAX_FILE_BYTES
    assert lab.problems(raw) == []
    problem = lab.only_problem(raw + b"\n")
    assert (problem.line, problem.column) == (1, 1)
    assert f"({MAX_FILE_BYTES + 1:,} bytes)" in problem.message


def test_missing_file(lab):
    path = lab.folder / "no-such-mission.yaml"
    (problem,) = lab.check(path)
    assert (problem.path, problem.line, problem.column) == (str(path), 1, 1)
    assert "cannot read the file: no such file or folder" in problem.message


def test_folder_given_as_a_file(lab):
    (problem,) = lab.check(lab.folder)
    assert (problem.path, problem.line, problem.column) == (str(lab.folder), 1, 1)
    assert problem.message == "this is a folder, not a file"


@pytest.mark.parametrize(
    ("old", "new", "needle", "key"),
    [
        ("round_limit: 10", "round_limit: 10\nround_limit: 9", "round_limit: 9", "round_limit"),
        (
            "  b: {name: Mess Hall, kind: room}",
            "  b: {name: Mess Hall, kind: room}\n  a: {name: Again, kind: room}",
            "a: {name: Again",
            "a",
        ),
        ("{A: T5, B: T13}", "{A: T5, A: T13}", "A: T13", "A"),
        (
            "{id: drone-1, type: drone,",
            "{id: drone-1, type: drone, id: drone-2,",
            "id: drone-2",
            "id",
        ),
    ],
    ids=["top-level", "zones", "flow-mapping", "enemy"],
)
def test_duplicate_keys(lab, old, new, needle, key):
    """The second key is reported: YAML would silently keep only one value."""
    text = lab.edit(old, new)
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, needle)
    assert f"key '{key}' appears twice in this mapping" in problem.message


@pytest.mark.parametrize(
    "content",
    [
        "[" * 5000,
        "[" * 5000 + "]" * 5000,
        "{a: " * 5000 + "1" + "}" * 5000,
        "title: " + "[" * 1000 + "]" * 1000 + "\n",
        "".join("  " * depth + "a:\n" for depth in range(1000)),
        "".join("  " * depth + "-\n" for depth in range(1000)),
    ],
    ids=[
        "open-lists",
        "closed-lists",
        "flow-mappings",
        "under-a-key",
        "block-mappings",
        "block-lists",
    ],
)
def test_deep_nesting_is_a_problem_not_a_recursion_error(lab, content):
    problem = lab.only_problem(content)
    assert (problem.line, problem.column) == (1, 1)
    assert problem.message == "the document is nested too deeply to be read"


def test_more_than_one_document(lab):
    text = lab.starter + "---\nid: second\n"
    problem = lab.only_problem(text)
    assert (problem.line, problem.column) == lab.where(text, "---")
    assert "more than one YAML document" in problem.message


def test_problem_names_the_file(lab):
    text = lab.edit("round_limit: 10", "round_limit: 10: 3")
    (problem,) = lab.problems(text, name="my-mission.yaml")
    line, column = lab.where(text, ": 3")
    assert problem.path == str(lab.folder / "my-mission.yaml")
    assert str(problem) == f"{problem.path}:{line}:{column}: {problem.message}"
