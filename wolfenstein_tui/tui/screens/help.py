"""Help: the keys, the map's symbols, and the whole rules reference with a
search box (words or a rule id such as R-LOS-2)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from wolfenstein_tui.content.rulebook import RuleEntry, rule_entries, search_rules


def rules_text(entries: list[RuleEntry], query: str) -> Text:
    """The entries under their section headings, the searched words shown
    in reverse video so they stand out without colour."""
    text = Text()
    section = None
    for entry in entries:
        if entry.section != section:
            section = entry.section
            text.append(f"\n{section}\n", style="bold underline")
        if entry.id:
            text.append(f"{entry.id} ", style="bold")
        text.append(entry.text + "\n")
    for word in query.split():
        text.highlight_words([word], style="reverse", case_sensitive=False)
    return text


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape", "close", "Close")]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > Vertical { width: 96%; height: 96%; border: thick $accent;
        background: $surface; padding: 0 1; }
    HelpScreen #found { height: 1; color: $text-muted; }
    HelpScreen VerticalScroll { height: 1fr; }
    """

    def __init__(self, intro: str = "", query: str = "") -> None:
        super().__init__()
        self.intro = intro
        self.query_text = query

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(
                "Help · type to search the rules (words or an id like R-LOS-2) · Escape closes"
            )
            yield Input(value=self.query_text, placeholder="search the rules", id="search")
            yield Label("", id="found")
            with VerticalScroll():
                yield Static(id="intro")
                yield Static(id="rules")

    def on_mount(self) -> None:
        self.query_one("#intro", Static).update(Text(self.intro))
        self.show(self.query_text)

    def show(self, query: str) -> None:
        found = search_rules(query) if query.strip() else list(rule_entries())
        self.query_one("#intro", Static).display = not query.strip()
        summary = (
            f"{len(found)} rule{'s' if len(found) != 1 else ''} found for {query.strip()!r}"
            if query.strip()
            else f"All {len(found)} rules, section by section"
        )
        self.query_one("#found", Label).update(summary)
        self.query_one("#rules", Static).update(
            rules_text(found, query) if found else Text("No rule has all those words.")
        )
        self.found = found

    def on_input_changed(self, event: Input.Changed) -> None:
        self.show(event.value)

    def action_close(self) -> None:
        self.dismiss(None)
