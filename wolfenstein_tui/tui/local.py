"""A mission zone's name in the language spoken now (the zone's translations
sit beside the English in the mission file, content/translations.py; a
card's words come from card_words.shown). No Textual here."""

from __future__ import annotations

from wolfenstein_tui.card_words import shown
from wolfenstein_tui.engine.rules.referee import Rules


def zone_name(rules: Rules, key: str) -> str:
    """A zone's name in the language spoken now (the mission file's zone)."""
    spec = rules.mission.zones.get(key)
    if spec is not None:
        return shown(spec).name
    return rules.board.zones[key].name
