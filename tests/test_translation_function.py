"""Issue 15: `_` is the translation function wherever a module imports it
from i18n. A function of such a module that also binds `_` as a throwaway
name (`name, _, rest = ...`) makes `_` local to the whole function, and its
`_("...")` calls fail when a player meets them (a bad --seats crashed so).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "wolfenstein_tui"


def _binds_underscore(function: ast.AST) -> bool:
    """Whether `function` itself (not a comprehension or nested function
    inside it, which have scopes of their own) binds the name `_`."""
    found = False
    scopes = (
        ast.FunctionDef,
        ast.AsyncFunctionDef,
        ast.Lambda,
        ast.ListComp,
        ast.SetComp,
        ast.DictComp,
        ast.GeneratorExp,
        ast.ClassDef,
    )

    def visit(node: ast.AST) -> None:
        nonlocal found
        for child in ast.iter_child_nodes(node):
            if isinstance(child, scopes):
                continue
            if isinstance(child, ast.Name) and child.id == "_" and isinstance(child.ctx, ast.Store):
                found = True
            visit(child)

    visit(function)
    return found


def test_no_function_hides_the_translation_function() -> None:
    hidden = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports_it = any(
            isinstance(node, ast.ImportFrom) and any(alias.name == "_" for alias in node.names)
            for node in ast.walk(tree)
        )
        if not imports_it:
            continue
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _binds_underscore(
                node
            ):
                hidden.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name}")
    assert hidden == []


@pytest.mark.parametrize(
    ("language", "joined"),
    [("en", "sees 8 squares; in sight"), ("fr", "sees 8 squares ; in sight")],
)
def test_clauses_are_joined_as_the_language_writes_them(language: str, joined: str) -> None:
    """French puts a space before a semicolon, as before a colon: the
    clauses of a sentence ("Voit 8 cases ; en vue : Soldat 1") are joined
    by the catalog's own separator, never by a "; " written in the code."""
    from wolfenstein_tui.base.i18n import clauses, set_language

    set_language(language)
    assert clauses(["sees 8 squares", "in sight"]) == joined
