"""Every private Textual and Rich name the app uses (tui/textual_private.py)
exists in the installed versions and behaves as the app uses it: the test
that bounds `textual` and `rich` in pyproject.toml."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest
from textual.app import App
from textual.binding import Binding, BindingsMap
from textual.widget import Widget
from textual.widgets import OptionList, Static

from wolfenstein_tui.tui import textual_private
from wolfenstein_tui.tui.textual_private import (
    OVERRIDDEN,
    USED_IN_OVERRIDES,
    in_batch,
    node_bindings,
    option_index_of,
    refresh_scrollbars,
    set_node_bindings,
)

PACKAGE = Path(textual_private.__file__).resolve().parent.parent


def _owner(name: str) -> type:
    module, _, attribute = name.partition(":")
    return getattr(importlib.import_module(module), attribute)


def test_bindings_table_is_the_key_panels_table() -> None:
    """The key panel's table, whose `render_bindings_table` the app's
    SpokenBindingsTable replaces (tui/keys/key_panel.py) and `render` calls."""
    from textual.widgets import KeyPanel

    table = textual_private.BindingsTable
    assert issubclass(table, Static)
    assert inspect.signature(table.render_bindings_table).parameters.keys() == {"self"}
    assert "render_bindings_table()" in inspect.getsource(table.render)
    assert "BindingsTable" in inspect.getsource(KeyPanel.compose)


def test_node_bindings_are_read_and_replaced() -> None:
    class Keyed(Widget):
        BINDINGS = [Binding("x", "thing", "Thing")]

    node = Keyed()
    bindings = node_bindings(node)
    assert isinstance(bindings, BindingsMap)
    assert "x" in bindings.key_to_bindings
    set_node_bindings(node, BindingsMap.from_keys({"y": [Binding("y", "other", "Other")]}))
    assert list(node_bindings(node).key_to_bindings) == ["y"]


@pytest.mark.asyncio
async def test_each_line_of_an_option_list_tells_its_option() -> None:
    """OptionList marks every line of an option with the option's index
    (its meta "option"), a wrapped option's second line too, and a blank
    line below the options with none."""

    class Listed(App[None]):
        CSS = "OptionList { width: 20; height: 8; text-wrap: wrap; }"

        def compose(self):  # type: ignore[no-untyped-def]
            yield OptionList("first", "a second option that wraps", "third")

    app = Listed()
    async with app.run_test(size=(30, 10)) as pilot:
        await pilot.pause()
        options = app.query_one(OptionList)
        found = [option_index_of(options.render_line(y)) for y in range(6)]
        assert found[:4] == [0, 1, 1, 2]
        assert found[4:] == [None, None]


@pytest.mark.asyncio
async def test_in_batch_follows_batch_update() -> None:
    app = App[None]()
    async with app.run_test():
        assert not in_batch(app)
        with app.batch_update():
            assert in_batch(app)
        assert not in_batch(app)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("overflow", "content", "shown"),
    [
        ("scroll", 3, True),
        ("hidden", 30, False),
        ("auto", 3, False),
        ("auto", 30, True),
    ],
)
async def test_refresh_scrollbars_shows_the_bar_its_overflow_and_content_ask_for(
    overflow: str, content: int, shown: bool
) -> None:
    """What ScrollBarsOnce's update of the bars does first, as Textual's does."""
    from textual.geometry import Size
    from textual.scroll_view import ScrollView

    class Scrolled(ScrollView):
        DEFAULT_CSS = f"Scrolled {{ height: 10; overflow-y: {overflow}; }}"

    class Shown(App[None]):
        def compose(self):
            yield Scrolled()

    app = Shown()
    async with app.run_test(size=(30, 20)) as pilot:
        scrolled = app.query_one(Scrolled)
        await pilot.pause()
        scrolled.set_reactive(Widget.virtual_size, Size(20, content))
        refresh_scrollbars(scrolled)
        assert scrolled.show_vertical_scrollbar is shown


@pytest.mark.parametrize(("owner", "name"), sorted(OVERRIDDEN), ids=lambda v: str(v))
def test_each_overridden_private_method_exists(owner: str, name: str) -> None:
    method = getattr(_owner(owner), name)
    assert callable(method)


@pytest.mark.parametrize(("owner", "name"), sorted(OVERRIDDEN), ids=lambda v: str(v))
def test_each_override_takes_the_same_parameters(owner: str, name: str) -> None:
    where = PACKAGE / OVERRIDDEN[(owner, name)]
    assert f"def {name}(" in where.read_text(encoding="utf-8")
    theirs = inspect.signature(getattr(_owner(owner), name))
    module = importlib.import_module(
        "wolfenstein_tui." + str(where.relative_to(PACKAGE).with_suffix("")).replace("/", ".")
    )
    ours = [
        getattr(cls, name)
        for cls in vars(module).values()
        if isinstance(cls, type) and name in vars(cls)
    ]
    assert ours, f"no class of {where} overrides {name}"
    assert [p.name for p in inspect.signature(ours[0]).parameters.values()] == [
        p.name for p in theirs.parameters.values()
    ]


@pytest.mark.parametrize(("owner", "name"), sorted(USED_IN_OVERRIDES), ids=lambda v: str(v))
def test_each_private_attribute_the_overrides_use_exists(owner: str, name: str) -> None:
    cls = _owner(owner)
    if hasattr(cls, name):
        return
    # An attribute set on each instance: set by the class's own code.
    source = "".join(
        inspect.getsource(c) for c in cls.__mro__ if c.__module__.startswith("textual")
    )
    assert f"self.{name} =" in source or f"self.{name}:" in source, f"{owner}.{name} is gone"


def test_no_other_module_uses_a_private_textual_import() -> None:
    """Only textual_private imports Textual's or Rich's private modules."""
    found = [
        path.relative_to(PACKAGE).as_posix()
        for path in PACKAGE.rglob("*.py")
        if path.name != "textual_private.py"
        and any(
            f"from {lib}._" in text or f"import {lib}._" in text
            for lib in ("textual", "rich")
            for text in [path.read_text(encoding="utf-8")]
        )
    ]
    assert found == []
