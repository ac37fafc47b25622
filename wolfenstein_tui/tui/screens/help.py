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

from wolfenstein_tui.base.i18n import N_, _, current_language, ngettext
from wolfenstein_tui.content.records.cards import Decks, EnemyCard, EquipmentCard, WeaponCard
from wolfenstein_tui.content.records.rulebook import RuleEntry, rule_entries, search_rules
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.widgets.line_breaks import held
from wolfenstein_tui.words.rule_marks import for_players
from wolfenstein_tui.words.terms import ITEM_TYPES, ammo_tokens, term

RANK_WORDS = {"officer": N_("officer"), "boss": N_("boss")}
WEAPON_KIND_WORDS = {"firearm": N_("firearm"), "melee": N_("melee")}
"""The cards' kinds as the rulebooks name them (docs/glossary.md)."""


def card_lines(decks: Decks) -> list[tuple[str, str]]:
    """(searchable text, shown text) for every enemy, weapon and item card."""
    lang = current_language()
    shown = [_enemy_line(enemy, lang) for enemy in decks.enemies]
    shown += [_weapon_line(card, lang) for card in decks.weapons]
    shown += [_item_line(item, lang) for item in decks.equipment]
    return [(line.lower(), line) for line in shown]


def _enemy_line(enemy: EnemyCard, lang: str) -> str:
    """An enemy card: kind, stats, weapon, abilities and text."""
    weapon = enemy.weapon
    kind = [_("enemy")]
    if enemy.rank.value in RANK_WORDS:
        kind.append(_(RANK_WORDS[enemy.rank.value]))
    if enemy.large:
        kind.append(_("large"))
    return (
        _("{name}: {text}").format(name=f"{enemy.words(lang).name} ({', '.join(kind)})", text="")
        + _(
            "HP {hp}, armor {armor}, {ap} AP, initiative {initiative}; "
            "{weapon} range {range}, {dice} dice, {cost} AP."
        ).format(
            hp=enemy.hp,
            armor=enemy.armor,
            ap=enemy.ap,
            initiative=enemy.initiative,
            weapon=weapon.words(lang).name,
            range=weapon.range,
            dice=weapon.dice,
            cost=weapon.ap_cost,
        )
        + " "
        + " ".join(
            _("{name}: {text}").format(name=a.words(lang).name, text=a.words(lang).text)
            for a in enemy.abilities
        )
        + f" {enemy.words(lang).text}"
    )


def _weapon_line(card: WeaponCard, lang: str) -> str:
    kind = _(WEAPON_KIND_WORDS.get(card.kind.value, card.kind.value))
    ammo = f", {ammo_tokens(card.ammo)}" if card.ammo else ""
    return (
        _("{name}: {text}").format(
            name=f"{card.words(lang).name} (" + _("weapon, {kind}").format(kind=kind) + ")",
            text=_("range {range}, {dice} dice, {cost} AP").format(
                range=card.range, dice=card.dice, cost=card.ap_cost
            ),
        )
        + f"{ammo}. {card.words(lang).text}"
    )


def _item_line(item: EquipmentCard, lang: str) -> str:
    item_type = term(ITEM_TYPES, item.item_type)
    cost = _("{cost} AP").format(cost=item.ap_cost)
    return _("{name}: {text}").format(
        name=f"{item.words(lang).name} ({item_type}, {cost})", text=item.words(lang).text
    )


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
        text.append(for_players(entry.text) + "\n")
    for word in query.split():
        text.highlight_words([word], style="reverse", case_sensitive=False)
    return text


class HelpScreen(SpokenKeys, ModalScreen[None]):
    BINDINGS = [Binding("escape", "close", N_("Close"))]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > Vertical { width: 96%; height: 96%; border: thick $accent;
        background: $surface; padding: 0 1; }
    HelpScreen > Vertical > Label { width: 100%; }
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
                _("Help · type to search the rules (words or an id like R-LOS-2) · Escape closes"),
                markup=False,
            )
            yield Input(value=self.query_text, placeholder=_("search the rules"), id="search")
            yield Label("", id="found", markup=False)
            with VerticalScroll():
                yield Static(id="intro", markup=False)
                yield Static(id="rules", markup=False)

    def on_mount(self) -> None:
        self.query_one("#intro", Static).update(held(Text(self.intro)))
        self.show(self.query_text)

    def show(self, query: str) -> None:
        found = search_rules(query) if query.strip() else list(rule_entries())
        self.query_one("#intro", Static).display = not query.strip()
        summary = (
            ngettext(
                "{count} rule found for {query}", "{count} rules found for {query}", len(found)
            ).format(count=len(found), query=repr(query.strip()))
            if query.strip()
            else _("All {count} rules, section by section").format(count=len(found))
        )
        self.query_one("#found", Label).update(summary)
        words = query.lower().split()
        self.found_cards = (
            [shown for text, shown in self.cards if all(w in text for w in words)] if words else []
        )
        text = rules_text(found, query) if found else Text(_("No rule has all those words.") + "\n")
        if self.found_cards:
            text.append("\n" + _("Cards") + "\n", style="bold underline")
            for shown in self.found_cards:
                text.append(shown + "\n")
            for word in words:
                text.highlight_words([word], style="reverse", case_sensitive=False)
        self.query_one("#rules", Static).update(held(text))
        self.found = found

    def on_input_changed(self, event: Input.Changed) -> None:
        self.show(event.value)

    def action_close(self) -> None:
        self.dismiss(None)
