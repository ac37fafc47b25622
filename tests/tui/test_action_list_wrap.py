"""A wrapped action keeps all its lines when the list's scroll bar comes or
goes with new actions: an action that fits the list's width without the bar
takes two lines beside it, and one again once the bar is gone.

The lengths are made for the test: an action's line is widened to fill the
list's width without the bar exactly (the real ones that do so depend on the
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
    """The list of the game's first decision (the four activations, no bar),
    the action beginning with `start` widened to fill it, then Klaus
    activated: his actions bring the bar."""
    actions = pilot.app.screen.query_one(ActionList)
    assert not actions.show_vertical_scrollbar
    widen(monkeypatch, start, text_width(actions))
    await step(pilot, "enter")  # Klaus activates
    assert actions.show_vertical_scrollbar
    return actions


@pytest.mark.asyncio
async def test_an_action_wrapped_once_the_scroll_bar_appears_shows_both_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The four activations fit the list (no bar); Klaus's actions do not, and
    the bar that comes with them narrows the list by two columns: the
    dressing's line, one line wide before, takes two."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        actions = await klaus_activated(pilot, monkeypatch, "Use Field Dressing")
        rows = list_rows(app, actions)
        first = next(i for i, row in enumerate(rows) if "Field Dressing (1" in row)
        assert first + 1 < len(rows), rows
        assert rows[first + 1].strip().startswith("AP)"), rows


@pytest.mark.asyncio
async def test_an_action_unwrapped_once_the_scroll_bar_goes_leaves_no_blank_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Klaus's actions need the bar; the three activations left after his
    turn do not, and the list widens again: B.J.'s activation, which
    needed two lines beside the bar, takes one, with Anya's right below."""
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        actions = await klaus_activated(pilot, monkeypatch, "Activate B.J.")
        await step(pilot, "e", "enter")  # and ends his activation
        assert not actions.show_vertical_scrollbar
        rows = list_rows(app, actions)
        bj = next(i for i, row in enumerate(rows) if "B.J. Blazkowicz" in row)
        assert "Activate Anya" in rows[bj + 1], rows
