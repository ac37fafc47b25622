"""The mission's rules as a form: one line a field (title, summary, round
limit, alarm, objectives, losses, special rules, suggested heroes,
briefing, translations...), its value in short, and under it every problem
the checks find in that field. Enter changes the field: a line of text or
a number in a one-line dialog, the heroes ticked in a list, a longer text
or a structured field (objectives, effects, translations) in a text area,
written as in the mission file (docs/mission-format.md).

Every change is one edit of the draft (undone in the editor with ctrl+z),
checked at once: the form shows the problems again after each."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Label, OptionList, TextArea
from textual.widgets.option_list import Option

from wolfenstein_tui.base.i18n import N_, _, current_language, keep_marks_attached, ngettext
from wolfenstein_tui.base.whole_numbers import whole_number
from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.editing.edits import EditRefused, SetField
from wolfenstein_tui.content.editing.problems import DraftProblem
from wolfenstein_tui.content.editing.round_trip import RoundTripError, dump_document, load_document
from wolfenstein_tui.tui.editor.panel import ERROR, WARNING
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.screens.dialogs import TextDialog
from wolfenstein_tui.tui.widgets.footer import Footer


@dataclass(frozen=True)
class FormField:
    path: tuple[str | int, ...]
    label: str
    """English, marked with N_."""
    kind: str
    """"line", "number", "text" (several lines), "yaml" (a structure), "heroes"."""
    example: str = ""
    """For a structure: how it is written in the mission file, offered (as
    comments) while the field is empty, so a first one need not be guessed."""


OBJECTIVES_EXAMPLE = """\
- objective: collect_tokens
  tokens: [A]
  text: Take the papers.
- objective: reach
  zone: a
  text: Get everyone back to the first room.
- objective: kill
  enemy_type: soldier
  count: 2
"""

LOSSES_EXAMPLE = """\
- loss: alarms
  count: 1
  text: If the alarm goes off, the heroes lose.
"""

SPECIAL_RULES_EXAMPLE = """\
- name: Forgotten Crate
  text: The first hero to enter the storeroom finds 1 ammo token of their choice.
  trigger: zone_first_entry
  zone: a
  effects:
    - effect: gain_ammo
      ammo: choice
"""

TRANSLATIONS_EXAMPLE = """\
fr:
  title: Mon titre
  summary: Une ligne.
  briefing: Le briefing.
"""


FIELDS = (
    FormField(("id",), N_("Id (the file's name for it)"), "line"),
    FormField(("title",), N_("Title"), "line"),
    FormField(("summary",), N_("Summary (one line)"), "line"),
    FormField(("round_limit",), N_("Round limit"), "number"),
    FormField(("objectives",), N_("Objectives"), "yaml", OBJECTIVES_EXAMPLE),
    FormField(("loss_conditions",), N_("Losses"), "yaml", LOSSES_EXAMPLE),
    FormField(("alarm", "threshold"), N_("Alarm threshold (danger)"), "number"),
    FormField(("alarm", "effects"), N_("Alarm effects"), "yaml"),
    FormField(("alarm", "once"), N_("Alarm only once (true/false)"), "yaml"),
    FormField(("special_rules",), N_("Special rules"), "yaml", SPECIAL_RULES_EXAMPLE),
    FormField(("suggested_heroes",), N_("Suggested heroes"), "heroes"),
    FormField(("briefing",), N_("Briefing"), "text"),
    FormField(
        ("translations",),
        N_("Translations (title, summary, briefing)"),
        "yaml",
        TRANSLATIONS_EXAMPLE,
    ),
    FormField(("zones",), N_("Zones (names, kinds, translations)"), "yaml"),
)


def common(path: Sequence[str | int], other: Sequence[str | int]) -> int:
    """How many keys two field paths start with alike."""
    count = 0
    for a, b in zip(path, other, strict=False):
        if a != b:
            break
        count += 1
    return count


def placed_problems(
    problems: Sequence[DraftProblem],
) -> tuple[dict[int, list[DraftProblem]], list[DraftProblem]]:
    """Each problem of a field with the form's line that is closest to it
    (the longest path in common, at least the first key), and those of no
    line (the whole file; not those of a square, shown on the map)."""
    by_line: dict[int, list[DraftProblem]] = {}
    others: list[DraftProblem] = []
    for problem in problems:
        if problem.field:
            scores = [common(problem.field, form_field.path) for form_field in FIELDS]
            best = max(scores)
            if best:
                by_line.setdefault(scores.index(best), []).append(problem)
                continue
        if problem.square is None:
            others.append(problem)
    return by_line, others


def short_value(value: object) -> str:
    """A field's value on one line."""
    if value is None:
        return _("(not set)")
    if isinstance(value, str):
        line = " ".join(value.split())
        return line if len(line) <= 60 else line[:59] + "…"
    if isinstance(value, list):
        if all(isinstance(item, str) for item in value):
            return ", ".join(value) or _("(none)")
        if not value:
            return _("(none)")
        return ngettext("{count} entry", "{count} entries", len(value)).format(count=len(value))
    if isinstance(value, dict):
        return ", ".join(str(key) for key in value) or _("(none)")
    return str(value)


def example_text(example: str) -> str:
    """A field's example as comments under one line saying how to use it:
    the comments are no value, so ctrl+s on them changes nothing."""
    heading = [
        _("An example: remove the # signs of what you keep, then change it."),
        _("Every kind is in docs/mission-format.md."),
    ]
    return "".join(f"# {line}\n" for line in [*heading, *example.splitlines()])


def yaml_text(value: object, example: str = "") -> str:
    if value is None or value == []:
        return example_text(example) if example else ""
    if isinstance(value, (dict, list)):
        return dump_document(value)
    return dump_document(value).removesuffix("\n...\n").rstrip("\n") + "\n"


class RulesForm(SpokenKeys, Screen[None]):
    BINDINGS = [
        Binding("escape", "back", N_("Back to the map")),
        Binding("ctrl+z", "undo", N_("Undo")),
        Binding("ctrl+y", "redo", N_("Redo")),
    ]
    DEFAULT_CSS = """
    RulesForm OptionList { height: 1fr; }
    RulesForm #form-heading { padding: 0 1; width: 100%; }
    """

    def __init__(self, draft: MissionDraft) -> None:
        super().__init__()
        self.draft = draft

    def compose(self) -> ComposeResult:
        yield Label(
            _("The mission's rules · Enter: change the field · Escape: back to the map"),
            id="form-heading",
            markup=False,
        )
        yield OptionList(id="form-fields", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.fill()

    def fill(self, highlighted: int | None = None) -> None:
        by_line, others = placed_problems(self.draft.problems())
        options: list[Option] = []
        for index, form_field in enumerate(FIELDS):
            line = Text()
            # A sentence of its own: French writes a space before the colon.
            field = keep_marks_attached(_("{field}: ").format(field=_(form_field.label)))
            line.append(field, "bold")
            line.append(short_value(self.draft.value(*form_field.path)))
            for problem in by_line.get(index, []):
                line.append("\n  ! ", ERROR if problem.severity == "error" else WARNING)
                line.append(keep_marks_attached(problem.message))
            options.append(Option(line, id=str(index)))
        for problem in others:  # each names what it is about (designer_words.py)
            line = Text("! ", ERROR if problem.severity == "error" else WARNING)
            line.append(keep_marks_attached(problem.message))
            options.append(Option(line, disabled=True))
        fields = self.query_one(OptionList)
        keep = fields.highlighted if highlighted is None else highlighted
        fields.clear_options()
        fields.add_options(options)
        fields.highlighted = keep if keep is not None else 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is None:
            return
        form_field = FIELDS[int(event.option.id)]
        self.change(form_field)

    def change(self, form_field: FormField) -> None:
        value = self.draft.value(*form_field.path)
        label = _(form_field.label)
        if form_field.kind in ("line", "number"):

            def check(text: str) -> str | None:
                if form_field.kind == "number" and whole_number(text) is None:
                    return _("Write a whole number.")
                return None

            def answered(text: str | None) -> None:
                if text is None:
                    return
                new: object = whole_number(text) if form_field.kind == "number" else text
                self.set_field(form_field.path, new)

            self.app.push_screen(
                TextDialog(label, value="" if value is None else str(value), check=check),
                answered,
            )
        elif form_field.kind == "heroes":
            self.choose_heroes(value)
        else:
            yaml = form_field.kind == "yaml"
            start = (
                yaml_text(value, form_field.example)
                if yaml
                else ("" if value is None else str(value))
            )
            self.app.push_screen(
                TextFieldScreen(label, start, yaml),
                lambda new: None if new is None else self.set_field(form_field.path, new),
            )

    def choose_heroes(self, value: object) -> None:
        """The suggested heroes, in order (the first seat takes the first)."""
        cards = self.draft.decks.heroes
        known = {card.id for card in cards}
        names = ", ".join(f"{card.id} ({card.words(current_language()).name})" for card in cards)

        def heroes_of(text: str) -> list[str]:
            return [part.strip() for part in text.replace(",", " ").split() if part.strip()]

        def check(text: str) -> str | None:
            unknown = [h for h in heroes_of(text) if h not in known]
            if unknown:
                return _("Unknown: {heroes}. The heroes: {names}").format(
                    heroes=", ".join(unknown), names=names
                )
            if len(heroes_of(text)) > 4:
                return _("At most four heroes.")
            return None

        current = ", ".join(str(h) for h in value) if isinstance(value, list) else ""
        self.app.push_screen(
            TextDialog(
                _("The suggested heroes in order, at most four ({names})").format(names=names),
                value=current,
                check=check,
            ),
            lambda text: (
                None if text is None else self.set_field(("suggested_heroes",), heroes_of(text))
            ),
        )

    def set_field(self, path: tuple[str | int, ...], value: object) -> None:
        try:
            self.draft.apply(SetField(path, value))
        except EditRefused as refused:
            self.notify(refused.message, severity="warning", markup=False)
        self.fill()

    def action_undo(self) -> None:
        if self.draft.undo():
            self.fill()

    def action_redo(self) -> None:
        if self.draft.redo():
            self.fill()

    def action_back(self) -> None:
        self.dismiss(None)


class TextFieldScreen(SpokenKeys, ModalScreen[Any]):
    """A longer text, or a structured field written as in the mission file
    (checked as YAML before it is taken: a mistake is said with its line)."""

    BINDINGS = [
        Binding("ctrl+s", "done", N_("Done"), priority=True),
        # Before the text area, which with tab_behavior="indent" keeps Escape
        # to move the focus (to itself: it is the only widget that takes it).
        Binding("escape", "cancel", N_("Cancel"), priority=True),
    ]
    DEFAULT_CSS = """
    TextFieldScreen { align: center middle; }
    TextFieldScreen > Vertical { width: 95%; height: 90%; border: thick $accent;
        background: $surface; padding: 0 1; }
    TextFieldScreen TextArea { height: 1fr; }
    TextFieldScreen Label { width: 100%; }
    TextFieldScreen #field-problem { color: $error; }
    """

    def __init__(self, label: str, text: str, yaml: bool) -> None:
        super().__init__()
        self.label = label
        self.text = text
        self.yaml = yaml

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.label, markup=False)
            yield Label(
                _("ctrl+s: done · Escape: cancel")
                + (" · " + _("written as in the mission file") if self.yaml else ""),
                markup=False,
            )
            yield TextArea(
                self.text, id="field-text", soft_wrap=not self.yaml, tab_behavior="indent"
            )
            yield Label("", id="field-problem", markup=False)
        yield Footer()

    def action_done(self) -> None:
        text = self.query_one(TextArea).text
        if not self.yaml:
            self.dismiss(text.strip() or None)
            return
        if not text.strip():
            self.dismiss(None)
            return
        try:
            value = load_document(text)
        except RoundTripError as error:
            self.query_one("#field-problem", Label).update(
                _("This is not written as in a mission file: {problem}").format(problem=error)
            )
            return
        self.dismiss(value)

    def action_cancel(self) -> None:
        self.dismiss(None)
