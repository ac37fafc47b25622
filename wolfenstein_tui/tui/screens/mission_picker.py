"""Choosing a mission: the list, and for the highlighted one its briefing,
round limit, alarm, objectives, suggested heroes and the map as it starts."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from wolfenstein_tui.base.i18n import N_, _, current_language, ngettext
from wolfenstein_tui.content.loading.validation import LoadedMission
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.map.map_preview import preview_map
from wolfenstein_tui.tui.screens.dialogs import CANCELLED
from wolfenstein_tui.tui.widgets.numbered import NumberedOptionList, numbered

OBJECTIVE_KINDS = {
    "kill": N_("kill"),
    "complete_events": N_("complete events"),
    "reach": N_("reach"),
    "collect_tokens": N_("collect tokens"),
    "lose_no_hero": N_("lose no hero"),
    "survive": N_("survive"),
}
"""An objective without a text of its own is named by its kind."""


def objective_words(objective: Any, lang: str) -> str:
    """An objective as the mission says it in `lang` (its kind, when the
    mission gives it no text)."""
    if objective.text:
        return str(objective.words(lang).text)
    kind = str(objective.objective)
    return _(OBJECTIVE_KINDS[kind]) if kind in OBJECTIVE_KINDS else kind.replace("_", " ")


def mission_preview(loaded: LoadedMission, decks: Decks, width: int = 200) -> tuple[Text, Text]:
    """What a player reads before choosing: the mission card and its map with
    the figures and tokens where they start, drawn to fit `width` columns."""
    lang = current_language()
    mission = loaded.mission
    words = mission.words(lang)
    rules = Rules(loaded, decks)
    heroes = list(mission.suggested_heroes)
    heroes += [h.id for h in decks.heroes if h.id not in heroes]
    state, _events = rules.new_game(Setup(seats=(tuple(heroes[:4]),)))
    names = {h.id: h.words(lang).name for h in decks.heroes}
    text = Text()
    text.append(f"{words.title}\n", style="bold")
    text.append(f"{words.summary}\n\n")
    text.append(
        ngettext(
            "Round limit {rounds} · alarm at danger {danger} · {count} nazi on the map",
            "Round limit {rounds} · alarm at danger {danger} · {count} nazis on the map",
            len(state.enemies),
        ).format(
            rounds=mission.round_limit, danger=mission.alarm.threshold, count=len(state.enemies)
        )
        + "\n"
    )
    text.append(_("Objectives:") + "\n", style="bold")
    for objective in mission.objectives:
        text.append(f"  ☐ {objective_words(objective, lang)}\n")
    if mission.special_rules:
        text.append(_("Special rules:") + "\n", style="bold")
        for rule in mission.special_rules:
            said = rule.words(lang)
            text.append("  • " + _("{name}: {text}").format(name=said.name, text=said.text) + "\n")
    if mission.suggested_heroes:
        suggested = ", ".join(names.get(h, h) for h in mission.suggested_heroes)
        text.append(_("Suggested heroes: {heroes}").format(heroes=suggested))
        text.append("\n")
    text.append(f"\n{words.briefing}\n\n")
    return text, preview_map(rules, state, width)


class MissionPicker(SpokenKeys, ModalScreen[int]):
    """Returns the index of the chosen mission, or CANCELLED on Escape."""

    BINDINGS = [Binding("escape", "cancel", N_("Back"))]
    DEFAULT_CSS = """
    MissionPicker { align: center middle; }
    MissionPicker > Vertical { width: 96%; height: 96%; border: thick $accent;
        background: $surface; padding: 0 1; }
    MissionPicker > Vertical > Label { width: 100%; }
    MissionPicker OptionList { height: auto; max-height: 8; }
    MissionPicker #preview { height: 1fr; border-top: solid $panel; }
    MissionPicker #preview-text { width: auto; }
    """

    def __init__(self, missions: list[LoadedMission], decks: Decks, initial: int = 0) -> None:
        super().__init__()
        self.missions = missions
        self.initial = initial
        self.shown = initial
        self.decks = decks
        self.card = Text()

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(
                _("Choose a mission · Enter or 1-9: choose · Tab: scroll the preview"), markup=False
            )
            lang = current_language()
            yield NumberedOptionList(
                *[
                    Option(
                        numbered(
                            i,
                            ngettext(
                                "{mission} — {count} round",
                                "{mission} — {count} rounds",
                                m.mission.round_limit,
                            ).format(
                                mission=m.mission.words(lang).title, count=m.mission.round_limit
                            ),
                        ),
                        id=str(i),
                    )
                    for i, m in enumerate(self.missions)
                ],
                markup=False,
            )
            with VerticalScroll(id="preview"):
                yield Static(id="preview-text", markup=False)

    def on_mount(self) -> None:
        self.query_one(NumberedOptionList).highlighted = self.initial
        self.call_after_refresh(self.show, self.initial)

    def on_resize(self) -> None:
        self.call_after_refresh(self.show, self.shown)

    def show(self, index: int) -> None:
        """The mission card and the map, drawn as large as the preview's width allows."""
        if 0 <= index < len(self.missions):
            self.shown = index
            preview = self.query_one("#preview", VerticalScroll)
            width = max(preview.scrollable_content_region.width - 1, 20)
            self.card, board = mission_preview(self.missions[index], self.decks, width)
            self.query_one("#preview-text", Static).update(Group(self.card, board))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show(int(event.option.id or 0))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id or 0))

    def action_cancel(self) -> None:
        self.dismiss(CANCELLED)
