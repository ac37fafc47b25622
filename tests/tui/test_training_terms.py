"""The training mission speaks the rulebook's words in every language: its
search objective names the action as the action list and the Searching tip
do (French "Rechercher", Italian "Cercare", Spanish "Registrar", Polish
"Przeszukanie", as the rulebooks in shared/seeds call the search action,
R-SEARCH), and never calls the ? event token by the $ chest's name."""

from __future__ import annotations

import pytest

from wolfenstein_tui.base.i18n import _, current_language, set_language
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import training_mission_file
from wolfenstein_tui.content.loading.validation import load_mission

CHEST = {"fr": "coffre", "it": "cassa", "es": "cofre", "pl": "skrzyn"}


@pytest.mark.parametrize("code", sorted(CHEST))
def test_the_training_search_objective_uses_the_action_s_own_name(code: str) -> None:
    mission = load_mission(training_mission_file(), builtin_decks()).mission
    (search,) = [o for o in mission.objectives if o.objective == "complete_events"]
    before = current_language()
    set_language(code)
    try:
        action = _("Search {square} (1 AP)").split()[0]  # the action list's word
        tip = _(
            "Nobody may stand on a token (? event, $ chest): search it from beside. Choose "
            '"Search" (1 AP). No event search while an enemy is in its room.'
        )
    finally:
        set_language(before)
    objective = search.translations[code].text
    assert action in objective, (action, objective)
    assert action in tip
    briefing = mission.translations[code]
    for text in (objective, briefing.summary, briefing.briefing):
        assert CHEST[code] not in text.lower(), text
