"""Modal dialogs: a question with options, several options at once, a line
of text, entering dice faces, and a message to read."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult, ScreenStackError
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from wolfenstein_tui.base.i18n import N_, _, ngettext
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.widgets.line_breaks import held
from wolfenstein_tui.tui.widgets.numbered import NumberedOptionList, numbered

FACES = {"h": "heart", "s": "shield", "r": "reload", "b": "blank"}


CANCELLED = -1


class Answered(ModalScreen[Any]):
    """A dialog answered once, while it is the screen shown. A second Enter,
    or a choice still queued when the app quits or another program took the
    seat the dialog offered (the screens under it already gone), finds it
    no longer shown: dismissing it then would pop another screen, or none
    (Textual's ScreenStackError), so the late answer is dropped."""

    def answer(self, result: Any) -> None:
        try:
            shown = self.app.screen is self
        except ScreenStackError:  # the app is closing: no screen left
            return
        if shown:
            self.dismiss(result)


class ChoiceDialog(SpokenKeys, Answered, ModalScreen[int]):
    """A decision the rules ask for (event option, reroll, ammo, AI tie...).
    With `cancellable`, Escape answers CANCELLED (a setup step, not a rule's
    question, which must be answered). A number key picks the entry with
    that number; `details` gives each entry a card shown while it is
    highlighted (a hero's abilities and kit, a saved game's state), and
    `initial` the entry highlighted first (the earlier answer, when a player
    steps back to this question)."""

    BINDINGS = [Binding("escape", "cancel", N_("Back"), show=False)]

    DEFAULT_CSS = """
    ChoiceDialog { align: center middle; }
    ChoiceDialog > Vertical { width: 90%; max-width: 100; height: auto; max-height: 90%;
        border: thick $accent; background: $surface; padding: 0 2; }
    ChoiceDialog OptionList { height: auto; max-height: 16; }
    ChoiceDialog #details { height: auto; max-height: 12; overflow-y: auto;
        border-top: solid $panel; }
    ChoiceDialog .prompt { width: 100%; max-height: 10; overflow-y: auto; }
    ChoiceDialog .hint { color: $text-muted; width: 100%; }
    """

    def __init__(
        self,
        prompt: str,
        options: list[str],
        cancellable: bool = False,
        details: Sequence[RenderableType] | None = None,
        initial: int = 0,
        hint: str | None = None,
    ) -> None:
        super().__init__()
        self.prompt = prompt
        self.options = options
        self.cancellable = cancellable
        self.details = list(details) if details is not None else None
        self.initial = initial
        self.hint = hint
        """The keys line under the prompt (None: choosing, and going back
        when the dialog is cancellable)."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(held(self.prompt), classes="prompt", markup=False)
            yield Label(held(self.hint or self.default_hint()), classes="hint", markup=False)
            yield NumberedOptionList(
                *[
                    Option(Text(numbered(i, text)), id=str(i))
                    for i, text in enumerate(self.options)
                ],
                markup=False,
            )
            if self.details is not None:
                yield Static(id="details", markup=False)

    def default_hint(self) -> str:
        if self.cancellable:
            return _("Enter or 1-9: choose · Escape: back")
        return _("Enter or 1-9: choose")

    def on_mount(self) -> None:
        if 0 <= self.initial < len(self.options):
            self.query_one(NumberedOptionList).highlighted = self.initial

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if self.details is not None and event.option.id is not None:
            index = int(event.option.id)
            if index < len(self.details):
                self.query_one("#details", Static).update(self.details[index])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.answer(int(event.option.id or 0))

    def action_cancel(self) -> None:
        if self.cancellable:
            self.answer(CANCELLED)


def tick_box(ticked: bool) -> str:
    """A check box that reads without colour (NO_COLOR, a monochrome terminal)."""
    return "[x]" if ticked else "[ ]"


class ManyChoiceDialog(SpokenKeys, Answered, ModalScreen[list[int] | None]):
    """Several options at once (house rules): Space or the entry's number
    ticks or unticks, Enter confirms, Escape goes back (None). Each box is
    drawn [x] or [ ], so it reads the same without colour."""

    BINDINGS = [
        Binding("enter", "done", N_("Confirm"), priority=True),
        Binding("escape", "cancel", N_("Back")),
        Binding("space", "tick", N_("Tick"), show=False),
        *[Binding(str(n), f"tick({n - 1})", show=False) for n in range(1, 10)],
    ]
    DEFAULT_CSS = """
    ManyChoiceDialog { align: center middle; }
    ManyChoiceDialog > Vertical { width: 90%; max-width: 100; height: auto; max-height: 90%;
        border: thick $accent; background: $surface; padding: 1 2; }
    ManyChoiceDialog OptionList { height: auto; max-height: 16; }
    ManyChoiceDialog Label { width: 100%; }
    """

    def __init__(self, prompt: str, options: list[str], chosen: list[int] | None = None) -> None:
        super().__init__()
        self.prompt = prompt
        self.options = options
        self.chosen = set(chosen or [])

    def label(self, index: int) -> Text:
        """Plain text, not markup: "[x]" is a tick, not a style."""
        return Text(numbered(index, f"{tick_box(index in self.chosen)} {self.options[index]}"))

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(held(self.prompt), markup=False)
            yield OptionList(
                *[Option(self.label(i), id=str(i)) for i in range(len(self.options))], markup=False
            )
            yield Label(
                _("Space or 1-9: tick or untick · Enter: confirm · Escape: back"),
                classes="hint",
                markup=False,
            )

    def action_tick(self, index: int | None = None) -> None:
        options = self.query_one(OptionList)
        if index is None:
            index = options.highlighted
        if index is None or not 0 <= index < len(self.options):
            return
        self.chosen ^= {index}
        options.highlighted = index
        options.replace_option_prompt_at_index(index, self.label(index))

    def action_done(self) -> None:
        self.answer(sorted(self.chosen))

    def action_cancel(self) -> None:
        self.answer(None)


class TextDialog(SpokenKeys, Answered, ModalScreen[str | None]):
    """A line of text (a player's name, a seed); `check` returns a problem
    to show, or None when the text is fine. Escape goes back (None)."""

    BINDINGS = [Binding("escape", "cancel", N_("Back"))]
    DEFAULT_CSS = """
    TextDialog { align: center middle; }
    TextDialog > Vertical { width: 90%; max-width: 72; height: auto; border: thick $accent;
        background: $surface; padding: 1 2; }
    TextDialog Label { width: 100%; }
    """

    def __init__(
        self, prompt: str, value: str = "", check: Callable[[str], str | None] | None = None
    ) -> None:
        super().__init__()
        self.prompt = prompt
        self.value = value
        self.check = check

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(held(self.prompt), markup=False)
            yield Input(value=self.value, id="text")
            yield Label("", id="problem", markup=False)
            yield Label(_("Enter: next · Escape: back"), classes="hint", markup=False)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        problem = self.check(event.value) if self.check else None
        if problem:
            self.query_one("#problem", Label).update(problem)
            return
        self.answer(event.value.strip())

    def action_cancel(self) -> None:
        self.answer(None)


class DiceDialog(SpokenKeys, Answered, ModalScreen[list[str]]):
    """Physical dice: the players roll and type the faces (R-DICE-4)."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]
    DEFAULT_CSS = """
    DiceDialog { align: center middle; }
    DiceDialog > Vertical { width: 90%; max-width: 72; height: auto; border: thick $accent;
        background: $surface; padding: 1 2; }
    DiceDialog Label { width: 100%; }
    """

    def __init__(self, reason: str, count: int) -> None:
        super().__init__()
        self.reason = reason
        self.count = count

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(held(self.reason), markup=False)
            yield Label(
                ngettext(
                    "Type {count} face: h heart, s shield, r reload, b blank (e.g. h)",
                    "Type {count} faces: h heart, s shield, r reload, b blank (e.g. hsb)",
                    self.count,
                ).format(count=self.count),
                markup=False,
            )
            yield Input(id="faces")
            yield Label("", id="problem", markup=False)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        letters = [ch for ch in event.value.lower() if not ch.isspace()]
        if len(letters) != self.count or any(ch not in FACES for ch in letters):
            self.query_one("#problem", Label).update(
                ngettext(
                    "Enter exactly {count} letter among h, s, r, b.",
                    "Enter exactly {count} letters among h, s, r, b.",
                    self.count,
                ).format(count=self.count)
            )
            return
        self.answer([FACES[ch] for ch in letters])

    def action_cancel(self) -> None:
        self.answer([])


class MessageDialog(SpokenKeys, Answered, ModalScreen[bool]):
    """A message to read (hand-over, game over, help); Enter closes it, and
    with `confirm` the answer is yes (Enter) or no (Escape)."""

    BINDINGS = [Binding("escape", "no", N_("Back")), Binding("enter", "yes", N_("OK"))]
    DEFAULT_CSS = """
    MessageDialog { align: center middle; }
    MessageDialog > VerticalScroll { width: 90%; max-width: 90; height: auto; max-height: 90%;
        border: thick $accent; background: $surface; padding: 1 2; overflow-y: auto; }
    MessageDialog Label { width: 100%; }
    """

    def __init__(self, text: str, confirm: bool = False, hint: str | None = None) -> None:
        super().__init__()
        self.text = text
        self.confirm = confirm
        self.hint = hint
        """The keys line under the text, when the default does not say enough."""

    def compose(self) -> ComposeResult:
        # Focused, so the arrows and page keys scroll a text taller than the screen.
        with VerticalScroll():
            yield Label(held(self.text), markup=False)
            default = _("Enter: yes · Escape: no") if self.confirm else _("Press Enter")
            yield Label(self.hint or default, classes="hint", markup=False)

    def action_yes(self) -> None:
        self.answer(True)

    def action_no(self) -> None:
        self.answer(False)
