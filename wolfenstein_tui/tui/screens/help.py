"""Help: the keys, the map's symbols, and the whole rules reference with a
search box (words or a rule id such as R-LOS-2); the search also finds the
cards (enemies, weapons, equipment) by name or text."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from wolfenstein_tui import card_words
from wolfenstein_tui.content.cards import Decks
from wolfenstein_tui.content.rulebook import RuleEntry, rule_entries, search_rules


def card_lines(decks: Decks) -> list[tuple[str, str]]:
    """(searchable text, shown text) for every enemy, weapon and item card."""
    lines: list[tuple[str, str]] = []
    for enemy in decks.enemies:
        weapon = enemy.weapon
        shown = (
            f"{card_words.shown(enemy).name} (enemy{', ' + enemy.rank.value if enemy.rank.value != 'trooper' else ''}"
            f"{', large' if enemy.large else ''}): HP {enemy.hp}, armor {enemy.armor}, "
            f"{enemy.ap} AP, initiative {enemy.initiative}; {card_words.shown(weapon).name} range {weapon.range}, "
            f"{weapon.dice} dice, {weapon.ap_cost} AP. "
            + " ".join(
                f"{card_words.shown(a).name}: {card_words.shown(a).text}" for a in enemy.abilities
            )
            + f" {card_words.shown(enemy).text}"
        )
        lines.append((shown.lower(), shown))
    for card in decks.weapons:
        ammo = f", {card.ammo.value} ammo" if card.ammo else ""
        shown = (
            f"{card_words.shown(card).name} (weapon, {card.kind.value}): range {card.range}, {card.dice} dice, "
            f"{card.ap_cost} AP{ammo}. {card_words.shown(card).text}"
        )
        lines.append((shown.lower(), shown))
    for item in decks.equipment:
        shown = (
            f"{card_words.shown(item).name} ({item.item_type.value}, {item.ap_cost} AP): "
            f"{card_words.shown(item).text}"
        )
        lines.append((shown.lower(), shown))
    return lines


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

    def __init__(self, intro: str = "", query: str = "", decks: Decks | None = None) -> None:
        super().__init__()
        self.intro = intro
        self.query_text = query
        self.cards = card_lines(decks) if decks is not None else []
        self.found_cards: list[str] = []

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
        words = query.lower().split()
        self.found_cards = (
            [shown for text, shown in self.cards if all(w in text for w in words)] if words else []
        )
        text = rules_text(found, query) if found else Text("No rule has all those words.\n")
        if self.found_cards:
            text.append("\nCards\n", style="bold underline")
            for shown in self.found_cards:
                text.append(shown + "\n")
            for word in words:
                text.highlight_words([word], style="reverse", case_sensitive=False)
        self.query_one("#rules", Static).update(text)
        self.found = found

    def on_input_changed(self, event: Input.Changed) -> None:
        self.show(event.value)

    def action_close(self) -> None:
        self.dismiss(None)
