"""The layers stay clean: content <- engine <- tui <- cli. The engine and the
content models never import a user interface, never read the clock, and the
engine never touches files (DESIGN.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "wolfenstein_tui"
UI_MODULES = {"textual", "rich"}
ENGINE_FORBIDDEN = UI_MODULES | {"time", "datetime", "os", "pathlib", "io", "shutil", "random"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("path", sorted((PACKAGE / "engine").rglob("*.py")), ids=str)
def test_engine_imports_no_ui_no_io_no_clock(path: Path) -> None:
    assert not imported_modules(path) & ENGINE_FORBIDDEN


@pytest.mark.parametrize("path", sorted((PACKAGE / "content").rglob("*.py")), ids=str)
def test_content_imports_no_ui(path: Path) -> None:
    assert not imported_modules(path) & UI_MODULES


@pytest.mark.parametrize("path", sorted((PACKAGE / "engine").rglob("*.py")), ids=str)
def test_engine_does_not_reach_up_to_the_interface(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert "wolfenstein_tui.tui" not in text and "wolfenstein_tui.cli" not in text


def test_code_style_is_clean() -> None:
    """ruff (from the test extra) finds nothing to complain about."""
    root = PACKAGE.parent
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "wolfenstein_tui", "tests", "benchmarks"],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("path", sorted((PACKAGE / "words").rglob("*.py")), ids=str)
def test_words_import_no_ui_no_io(path: Path) -> None:
    """The presenter (the words of the events) works for the app, the
    command line and tests alike: no Textual, no rich, no files."""
    assert not imported_modules(path) & ENGINE_FORBIDDEN
    text = path.read_text(encoding="utf-8")
    assert "wolfenstein_tui.tui" not in text and "wolfenstein_tui.cli" not in text


@pytest.mark.parametrize("path", sorted((PACKAGE / "engine").rglob("*.py")), ids=str)
def test_the_engine_does_not_reach_for_its_words(path: Path) -> None:
    """Events are facts; the sentences are made outside the engine."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)] + [
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    ]
    assert not any(module.startswith("wolfenstein_tui.words") for module in modules)
