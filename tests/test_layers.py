"""The package's folders are layers, and no import goes back up:

    app  (the command line, the web server, the translators' commands)
     |
    tui  /  plain  (the Textual app; the line-mode front end)
     |
    play  (sessions, joined play, seats, locks, saves, campaigns)
     |
    words  (the presenter: events, cards and states in the players' words)
     |
    engine  (the rules: no user interface, no files, no clock, no English)
     |
    content  (files -> records -> loading: decks and missions, checked, cached)
     |
    base  (languages, system errors, value classes, the start-up collector)

Each layer imports only the layers below it, checked for every import of every
module (at the top, inside a function, or under TYPE_CHECKING), and no group
of modules imports itself again (docs/architecture.md). The engine and the
content models never import a user interface, never read the clock, and the
engine never touches files (DESIGN.md)."""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "wolfenstein_tui"
UI_MODULES = {"textual", "rich"}
ENGINE_FORBIDDEN = UI_MODULES | {"time", "datetime", "os", "pathlib", "io", "shutil", "random"}


@functools.cache
def parsed(path: Path) -> ast.Module:
    """A module's syntax tree, read once in a run (several checks read each)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def imported_modules(path: Path) -> set[str]:
    tree = parsed(path)
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


NO_UI_FOLDERS = ("base", "content", "engine", "words", "play")


@pytest.mark.parametrize(
    "path", sorted(p for f in NO_UI_FOLDERS for p in (PACKAGE / f).rglob("*.py")), ids=str
)
def test_below_the_front_ends_nothing_imports_ui(path: Path) -> None:
    """Textual and rich belong to tui/ (and app/): the layers under it work for
    any front end, the line-mode one and the command line included."""
    assert not imported_modules(path) & UI_MODULES


@pytest.mark.parametrize("path", sorted((PACKAGE / "engine").rglob("*.py")), ids=str)
def test_engine_does_not_reach_up_to_the_interface(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert "wolfenstein_tui.tui" not in text and "wolfenstein_tui.app.cli" not in text


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
    assert "wolfenstein_tui.tui" not in text and "wolfenstein_tui.app.cli" not in text


@pytest.mark.parametrize("path", sorted((PACKAGE / "engine").rglob("*.py")), ids=str)
def test_the_engine_does_not_reach_for_its_words(path: Path) -> None:
    """Events are facts; the sentences are made outside the engine."""
    tree = parsed(path)
    modules = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)] + [
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    ]
    assert not any(module.startswith("wolfenstein_tui.words") for module in modules)


# --- the whole package ------------------------------------------------------------

PACKAGE_GRAPH: dict[str, set[str]] = {
    "base": set(),
    "content.files": {"base"},
    "content.records": {"base", "content.files"},
    "content.loading": {"base", "content.files", "content.records"},
    "content.editing": {"base", "content.files", "content.records", "content.loading"},
    "engine": {"base", "content"},
    "words": {"base", "content", "engine"},
    "play": {"base", "content", "engine", "words"},
    "play.missions": {"base", "content"},
    "tui": {"base", "content", "engine", "words", "play"},
    "plain": {"base", "content", "engine", "words", "play"},
    "app": {"base", "content", "engine", "words", "play", "tui", "plain"},
}
"""Which folders each folder may import (besides itself): a module belongs to
the longest name here that its own name starts with, and a target named
`content` allows every folder under it. The package's own `__init__` (its
version) stands with base, `__main__` with app. Inside tui/ the folders are
kinds (keys, map, presenters, playback, widgets, screens, advice) and may use
one another as long as no circle forms."""


def package_module(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


PACKAGE_MODULES = {package_module(path) for path in PACKAGE.rglob("*.py")}


@functools.cache
def package_imports(path: Path) -> frozenset[str]:
    """The package's modules `path` imports anywhere: at the top, inside a
    function, or for annotations only (TYPE_CHECKING); `from a import b`
    counts `a.b` when b is a module, else `a`; `importlib.import_module`
    of a name counts it, and of a name built at run time (an f-string)
    every module its fixed start can reach one level down."""
    source = path.read_text(encoding="utf-8")
    return frozenset(module_imports(source, package_module(path), path.name == "__init__.py"))


def module_imports(source: str, here: str, is_package: bool) -> set[str]:
    """The package's modules that `source` (the module `here`) imports."""
    package = here.split(".") if is_package else here.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(["wolfenstein_tui", *package[: len(package) - node.level + 1]])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            names = [f"{module}.{alias.name}" for alias in node.names]
            if not all(in_package(name) in PACKAGE_MODULES for name in names):
                names.append(module)  # a name defined in `module` itself
        elif isinstance(node, ast.Call) and dynamic_import(node):
            names = dynamic_names(node.args[0])
        for name in names:
            if name == "wolfenstein_tui" or name.startswith("wolfenstein_tui."):
                target = in_package(name)
                if target in PACKAGE_MODULES and target != here:
                    found.add(target)
    return found


def in_package(name: str) -> str:
    """A module's name inside the package: `wolfenstein_tui.base.i18n` -> `base.i18n`."""
    return name.removeprefix("wolfenstein_tui").removeprefix(".")


def dynamic_import(call: ast.Call) -> bool:
    """`importlib.import_module(...)` or `__import__(...)`."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return name in ("import_module", "__import__") and bool(call.args)


def dynamic_names(argument: ast.expr) -> list[str]:
    """The modules an import by name may reach: the name itself, or for an
    f-string `f"wolfenstein_tui.words.{area}"` every module just below its
    fixed start."""
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        return [argument.value]
    if isinstance(argument, ast.JoinedStr) and argument.values:
        start = argument.values[0]
        if isinstance(start, ast.Constant) and isinstance(start.value, str):
            prefix = in_package(start.value)
            return [
                f"wolfenstein_tui.{module}"
                for module in PACKAGE_MODULES
                if module.startswith(prefix) and "." not in module.removeprefix(prefix)
            ]
    return []


def package_part(module: str) -> str | None:
    if module == "":
        return "base"
    if module == "__main__":
        return "app"
    matches = [part for part in PACKAGE_GRAPH if module == part or module.startswith(part + ".")]
    return max(matches, key=len, default=None)


def allowed(part: str, target: str) -> bool:
    """`part` may import `target` (a module)."""
    target_part = package_part(target)
    if target_part is None:  # a folder's own __init__ above its parts, e.g. `content`
        return any(p.startswith(target + ".") for p in PACKAGE_GRAPH[part] | {part})
    if target_part == part:
        return True
    return any(target_part == p or target_part.startswith(p + ".") for p in PACKAGE_GRAPH[part])


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=str)
def test_package_imports_follow_the_graph(path: Path) -> None:
    """No import in the package goes against PACKAGE_GRAPH, whether at the
    top of a module, inside a function or for annotations only."""
    module = package_module(path)
    part = package_part(module)
    assert part is not None, f"{module} belongs to no folder of PACKAGE_GRAPH"
    wrong = {target for target in package_imports(path) if not allowed(part, target)}
    assert not wrong, f"{module} ({part}) imports {sorted(wrong)}"


def test_no_folder_holds_more_than_sixteen_modules() -> None:
    """Small folders of one kind each: a newcomer reads a folder's listing."""
    crowded = {
        str(folder.relative_to(PACKAGE)): count
        for folder in [PACKAGE, *(p for p in PACKAGE.rglob("*") if p.is_dir())]
        if (count := sum(1 for f in folder.glob("*.py") if f.name != "__init__.py")) > 16
    }
    assert crowded == {}


def test_no_circle_of_imports_in_the_package() -> None:
    """No group of the package's modules reaches itself again (every strongly
    connected component is one module), in-function and annotation-only
    imports included: no exception."""
    graph = {package_module(path): package_imports(path) for path in PACKAGE.rglob("*.py")}
    assert [sorted(c) for c in strongly_connected(graph) if len(c) > 1] == []


def test_imports_inside_functions_and_for_annotations_count() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from wolfenstein_tui.play.saves import SaveError\n"
        "def f():\n"
        "    from wolfenstein_tui.base import i18n\n"
        "    import wolfenstein_tui.tui.app\n"
        "    from wolfenstein_tui.base.i18n import _\n"
        "    importlib.import_module('wolfenstein_tui.play.seats')\n"
        "    importlib.import_module(f'wolfenstein_tui.app.cli.{name}')\n"
    )
    found = module_imports(source, "words.example", is_package=False)
    commands = {m for m in PACKAGE_MODULES if m.startswith("app.cli.") and m.count(".") == 2}
    assert "app.cli.play" in commands
    assert found == {"play.saves", "base.i18n", "tui.app", "play.seats", *commands}
    assert not allowed("words", "play.saves") and allowed("words", "base.i18n")


# --- inside the engine ----------------------------------------------------------

ENGINE = PACKAGE / "engine"

ENGINE_GRAPH: dict[str, set[str]] = {
    "geometry": set(),
    "state": set(),
    "rules": {"geometry", "state"},
    "nazis": {"geometry", "state", "rules"},
    # The referee is the top of the rules: it wires the nazis' program and the
    # card effects into the turn (Rules.hooks), so it alone may import nazis.
    "rules.referee": {"geometry", "state", "rules", "nazis"},
    # Every reason a command is refused: asks Rules.apply for the first one.
    "rules.refusals": {"geometry", "state", "rules", "rules.referee"},
    "log": {"geometry", "state", "rules", "nazis", "rules.referee"},
    "players": {"geometry", "state", "rules", "nazis", "rules.referee", "log"},
}
"""Which parts of the engine each part may import (besides itself): a module
belongs to the longest name here that its own name starts with. Read
upwards: geometry and state at the bottom, then the heroes' rules, the
nazis' program on them, the referee on both, the game log and the players
on top."""


def engine_module(path: Path) -> str:
    parts = path.relative_to(ENGINE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def engine_imports(path: Path) -> set[str]:
    """The engine modules `path` imports anywhere: at the top, inside a
    function, or for annotations only (TYPE_CHECKING)."""
    here = engine_module(path)
    package = here.split(".") if path.name == "__init__.py" else here.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(parsed(path)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(
                    ["wolfenstein_tui", "engine", *package[: len(package) - node.level + 1]]
                )
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            names = [module] + [f"{module}.{alias.name}" for alias in node.names]
        for name in names:
            if name.startswith("wolfenstein_tui.engine."):
                target = name.removeprefix("wolfenstein_tui.engine.")
                if target in ENGINE_MODULES and target != here:
                    found.add(target)
    return found


ENGINE_MODULES = {engine_module(path) for path in ENGINE.rglob("*.py")}


def engine_part(module: str) -> str | None:
    matches = [part for part in ENGINE_GRAPH if module == part or module.startswith(part + ".")]
    return max(matches, key=len, default=None)


@pytest.mark.parametrize("path", sorted(ENGINE.rglob("*.py")), ids=str)
def test_engine_imports_follow_the_graph(path: Path) -> None:
    """No import inside the engine goes against ENGINE_GRAPH, whether at the
    top of a module, inside a function or for annotations only."""
    module = engine_module(path)
    part = engine_part(module)
    if part is None:
        assert module == "", f"{module} belongs to no part of ENGINE_GRAPH"
        return
    wrong = {
        target
        for target in engine_imports(path)
        if engine_part(target) not in ENGINE_GRAPH[part] | {part}
    }
    assert not wrong, f"{module} ({part}) imports {sorted(wrong)}"


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's strongly connected components of a directed graph."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component: set[str] = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == node:
                    break
            found.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_strongly_connected_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert sorted(map(sorted, strongly_connected(graph))) == [["a", "b", "c"], ["d"]]


def test_no_circle_of_imports_in_the_engine() -> None:
    """The engine's modules import one another in one direction: no group of
    modules reaches itself again (every strongly connected component is one
    module), in-function and annotation-only imports included."""
    graph = {engine_module(path): engine_imports(path) for path in ENGINE.rglob("*.py")}
    assert [sorted(c) for c in strongly_connected(graph) if len(c) > 1] == []


def test_the_rules_import_nothing_inside_functions() -> None:
    """An import inside a function is how a circle hides: the rules have none."""
    for path in sorted((ENGINE / "rules").rglob("*.py")):
        tree = parsed(path)
        for func in ast.walk(tree):
            if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = [n for n in ast.walk(func) if isinstance(n, ast.Import | ast.ImportFrom)]
                assert not inner, f"{path.name}: {func.name} imports inside its body"
