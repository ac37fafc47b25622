"""No function over about 60 lines and no file over about 500 without a reason
written at its top: a long function hides its pieces, a long file mixes
concepts. The test's limits leave a little room (65 and 550); a file or a
function past them passes only when the file's top docstring has a line
starting "Long because:" that says why it is one piece."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "wolfenstein_tui"
MAX_FUNCTION_LINES = 65
MAX_FILE_LINES = 550
REASON = "Long because:"

# Functions and files allowed to be longer, each with its reason.
ALLOWED: set[str] = {
    # the path search's inner loop, kept in one frame on purpose: every
    # game's nazi moves and legal moves run through it, and helpers called
    # per square cost a measurable share of a game (benchmarks/bench_geometry.py)
    "engine/geometry/grid.py:flood",
}


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _name(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def _has_reason(tree: ast.Module) -> bool:
    doc = ast.get_docstring(tree) or ""
    return any(line.strip().startswith(REASON) for line in doc.splitlines())


def _allowed(name: str, function: str | None = None) -> bool:
    return name in ALLOWED or (function is not None and f"{name}:{function}" in ALLOWED)


def long_functions(path: Path) -> list[tuple[str, int]]:
    """The functions (methods and nested ones too) of `path` over the limit,
    with their length from `def` to their last line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (node.name, node.end_lineno - node.lineno + 1)
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.end_lineno is not None
        and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES
    ]


@pytest.mark.parametrize("path", _modules(), ids=_name)
def test_functions_are_short_or_say_why(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if _has_reason(tree):
        return
    name = _name(path)
    too_long = [
        f"{function} ({lines} lines)"
        for function, lines in long_functions(path)
        if not _allowed(name, function)
    ]
    assert not too_long, (
        f"{name}: functions over {MAX_FUNCTION_LINES} lines: {', '.join(too_long)}; "
        f"split them, or say why in a line starting {REASON!r} in the file's docstring"
    )


@pytest.mark.parametrize("path", _modules(), ids=_name)
def test_files_are_short_or_say_why(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    lines = len(text.splitlines())
    name = _name(path)
    if lines <= MAX_FILE_LINES or _allowed(name):
        return
    assert _has_reason(ast.parse(text)), (
        f"{name} has {lines} lines (over {MAX_FILE_LINES}): split it, or say why in a "
        f"line starting {REASON!r} in its docstring"
    )


def test_the_allow_list_names_real_things() -> None:
    """An entry for a file or function that is gone (or short now) is dropped."""
    stale = []
    for entry in sorted(ALLOWED):
        file_name, _, function = entry.partition(":")
        path = PACKAGE / file_name
        gone = not path.exists()
        if gone or (function and function not in {name for name, _ in long_functions(path)}):
            stale.append(entry)
    assert not stale, f"allow-list entries no longer needed: {stale}"


def test_the_check_measures_from_def_to_last_line_and_reads_the_reason(tmp_path: Path) -> None:
    """The measure the limits use, and the docstring line that excuses a file."""
    body = "\n".join(f"    x{i} = {i}" for i in range(70))
    long_one = tmp_path / "long_one.py"
    long_one.write_text(f"def short():\n    pass\n\n\ndef tall():\n{body}\n", encoding="utf-8")
    assert long_functions(long_one) == [("tall", 71)]
    said = ast.parse('"""A table of moves.\n\nLong because: one table, read top to bottom."""\n')
    unsaid = ast.parse('"""A table of moves; long because it is a table."""\n')
    assert _has_reason(said) and not _has_reason(unsaid)
