"""An action's line wraps the same in a short list and in a long one: the
list always shows its scroll bar (an empty track while its actions fit), so
its width does not change with its length, and an action that fills the
list's width takes one line in both.

The lengths are made for the test: an action's line is widened to fill the
list's width beside the bar exactly (the real ones that do so depend on the
language and the game)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.screen_text import screen_lines
from tests.tui.test_app import session_for, step
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.widgets import action_list
from wolfenstein_tui.tui.widgets.action_list import ActionList

ROOT = Path(__file__).resolve().parents[2]
M01 = ROOT / "missions" / "m01-radio-silence.yaml"


def widen(monkeypatch: pytest.MonkeyPatch, start: str, width: int) -> None:
    """Make the listed action whose label begins with `start` fill `width`
    columns, key included; its last word stays last, so that it is the
    one wrapped to a second line."""
    offered = action_list.listed

    def listed(*args, **kwargs):
        menu = offered(*args, **kwargs)
        for index, label in enumerate(menu.labels):
            if label.startswith(start):
                first, rest = label.split(" ", 1)
                filler = "-" * (width - len(f"k {label}"))
                menu.labels[index] = f"{first}{filler} {rest}"
        return menu

    monkeypatch.setattr(action_list, "listed", listed)


def text_width(actions: ActionList) -> int:
    """The columns an action's text has in the list as it is now."""
    padding = actions.get_component_styles("option-list--option").padding
    return actions.scrollable_content_region.width - padding.width


def list_rows(app, actions: ActionList) -> list[str]:
    """The list's lines as the screen shows them, without its scroll bar."""
    region = actions.scrollable_content_region
    rows = screen_lines(app)[region.y : region.bottom]
    return [row[region.x : region.right].rstrip() for row in rows]


async def klaus_activated(pilot, monkeypatch: pytest.MonkeyPatch, start: str) -> ActionList:
    """The list of the game's first decision (the four activations, which
    fit it), the action beginning with `start` widened to fill it, then
    Klaus activated: his actions do not fit it."""
    actions = pilot.app.screen.query_one(ActionList)
    assert actions.show_vertical_scrollbar
    assert actions.virtual_size.height <= actions.scrollable_content_region.height
    widen(monkeypatch, start, text_width(actions))
    await step(pilot, "enter")  # Klaus activates
    assert actions.show_vertical_scrollbar
    assert actions.virtual_size.height > actions.scrollable_content_region.height
    return actions


@pytest.mark.asyncio
async def test_an_action_that_fills_the_list_keeps_one_line_in_a_long_list(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The four activations fit the list; Klaus's actions do not. The list
    shows its bar in both, so its width stays: the dressing's line, made
    to fill the short list's width, takes one line in the long list, the
    next action right below it."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        actions = pilot.app.screen.query_one(ActionList)
        width = text_width(actions)
        await klaus_activated(pilot, monkeypatch, "Use Field Dressing")
        assert text_width(actions) == width
        rows = list_rows(app, actions)
        first = next(i for i, row in enumerate(rows) if "Field Dressing (1 AP)" in row)
        assert first + 1 < len(rows), rows
        assert rows[first + 1].strip().startswith("Move to"), rows


@pytest.mark.asyncio
async def test_an_action_that_fills_the_list_keeps_one_line_once_the_list_is_short(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Klaus's actions fill more than the list; the three activations left
    after his turn do not: B.J.'s activation, made to fill the list's
    width, takes one line in both, with Anya's right below it."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        actions = await klaus_activated(pilot, monkeypatch, "Activate B.J.")
        await step(pilot, "e", "enter")  # and ends his activation
        assert actions.show_vertical_scrollbar
        rows = list_rows(app, actions)
        bj = next(i for i, row in enumerate(rows) if "B.J. Blazkowicz" in row)
        assert "Activate Anya" in rows[bj + 1], rows
