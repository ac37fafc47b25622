"""The nazi program's modules import one way: each may use only the modules
listed before it here, so the program reads from the bottom (the tie rule
and the figures) up to the phase that runs it all. Each stays small."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import wolfenstein_tui.engine.nazis as package

FOLDER = Path(package.__file__).parent
LAYERS = [
    "ties",
    "figures",
    "distances",
    "targets",
    "waking",
    "order",
    "abilities",
    "attacking",
    "goals",
    "routes",
    "moving",
    "program",
]


def nazi_imports(path: Path) -> set[str]:
    """The modules of this package a module imports, anywhere in it."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if parts[:3] == ["wolfenstein_tui", "engine", "nazis"]:
                if len(parts) > 3:
                    found.add(parts[3])
                else:
                    found.update(alias.name for alias in node.names)
    return found


def test_every_module_has_its_place() -> None:
    modules = {p.stem for p in FOLDER.glob("*.py")} - {"__init__"}
    assert modules == set(LAYERS)


@pytest.mark.parametrize("module", LAYERS)
def test_imports_go_one_way(module: str) -> None:
    below = set(LAYERS[: LAYERS.index(module)])
    assert nazi_imports(FOLDER / f"{module}.py") <= below


@pytest.mark.parametrize("module", LAYERS)
def test_modules_and_functions_stay_small(module: str) -> None:
    """At most about 500 lines a module and 60 a function (a longer one
    would have to say why at the top of its file)."""
    text = (FOLDER / f"{module}.py").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 500
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.FunctionDef):
            assert node.end_lineno - node.lineno < 60, node.name
