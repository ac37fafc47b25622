"""A dialog answered late (a second Enter, a choice still queued when the
player pressed q, or when another program took the seat it offered) never
crashes the app nor closes another screen (Textual's ScreenStackError)."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog


class Under(Screen[None]):
    def compose(self):  # type: ignore[no-untyped-def]
        yield Label("the game")


@pytest.mark.asyncio
async def test_a_choice_arriving_after_its_dialog_closed_is_dropped() -> None:
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(Under())
        dialog = ChoiceDialog("Seats", ["Take seat 2", "Take seat 3"], cancellable=True)
        answers: list[int] = []
        await app.push_screen(dialog, answers.append)
        await pilot.pause()
        options = dialog.query_one(OptionList)
        await pilot.press("1")
        await pilot.pause()
        assert answers == [0] and isinstance(app.screen, Under)
        late = OptionList.OptionSelected(options, Option("x", id="1"), 1)
        dialog.on_option_list_option_selected(late)  # queued before the first was handled
        dialog.action_cancel()
        await pilot.pause()
        assert answers == [0] and isinstance(app.screen, Under)  # the game screen stays


@pytest.mark.asyncio
async def test_a_choice_arriving_once_its_screens_are_gone_is_dropped() -> None:
    """The player chose a seat another program had just taken, then pressed
    q: the screens are closing when the choice is handled."""
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = ChoiceDialog("Where?", ["Seat 1", "Watch it"], cancellable=True)
        await app.push_screen(dialog)
        await pilot.pause()
        options = dialog.query_one(OptionList)
        await app.pop_screen()  # closed under it: only the app's own screen is left
        await pilot.pause()
        late = OptionList.OptionSelected(options, Option("x", id="0"), 0)
        dialog.on_option_list_option_selected(late)  # no ScreenStackError
        await pilot.pause()
        assert len(app.screen_stack) == 1
