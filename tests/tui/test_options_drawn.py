"""The action list draws each option's rows as OptionList does, and keeps
them (tui/widgets/action_list.py, `_get_option_render`): Activate's list,
drawn while the player reads the list of heroes, is put on screen with no
option drawn in its frame."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from tests.engine.games import ROOT
from tests.tui.test_app import session_for, step
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.keys.foresight import WORK_AHEAD_AFTER
from wolfenstein_tui.tui.widgets.action_list import ActionList

STARTER = ROOT / "missions" / "m01-radio-silence.yaml"


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (160, 50), (66, 30)], ids=["80x24", "160x50", "66x30"])
async def test_activate_s_options_are_drawn_ahead_as_option_list_draws_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """R-ACT-1: Klaus activated. No option is drawn in Enter's frame, and
    each option's rows, plain and highlighted, are OptionList's own (at
    66×30 the list is narrow: long lines wrap)."""
    drawn_in_frame: list[int] = []
    real = ActionList._drawn_rows

    def counted(self: ActionList, *key: object) -> object:
        drawn_in_frame.append(key[1])  # type: ignore[arg-type]
        return real(self, *key)  # type: ignore[arg-type]

    app = make_app(session=session_for(STARTER, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause(WORK_AHEAD_AFTER * 4)
        monkeypatch.setattr(ActionList, "_drawn_rows", counted)
        await step(pilot, "enter")
        monkeypatch.undo()
        actions = app.screen.query_one("#actions", ActionList)
        assert app.screen.session.state.active_hero == "klaus"
        assert drawn_in_frame == []
        plain = actions.get_visual_style("option-list--option")
        lit = actions.get_visual_style("option-list--option", "option-list--option-highlighted")
        assert actions.option_count > 5
        for option in actions.options:
            for style in (plain, lit):
                ours = ActionList._get_option_render(actions, option, style)
                theirs = OptionList._get_option_render(actions, option, style)
                assert [list(strip) for strip in ours] == [list(strip) for strip in theirs]
