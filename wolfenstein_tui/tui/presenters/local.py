"""A mission zone's name in the language spoken now (the zone's translations
sit beside the English in the mission file, content/records/translations.py; a
card's words come from card_words.shown). No Textual here."""

from __future__ import annotations

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.words.card_words import shown


def zone_name(rules: Rules, key: str) -> str:
    """A zone's name in the language spoken now (the mission file's zone)."""
    spec = rules.mission.zones.get(key)
    if spec is not None:
        return shown(spec).name
    return rules.board.zones[key].name
