"""A card's or a mission's texts in the language spoken now (their
translations sit beside the English in the YAML, content/translations.py):
`said(card).name`. No Textual here."""

from __future__ import annotations

from pydantic import BaseModel

from wolfenstein_tui.content.translations import Wording, wording
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.i18n import current_language


def said(model: BaseModel) -> Wording:
    """`model`'s texts in the language spoken now, English where a
    translation is missing."""
    return wording(model, current_language())


def zone_name(rules: Rules, key: str) -> str:
    """A zone's name in the language spoken now (the mission file's zone)."""
    spec = rules.mission.zones.get(key)
    if spec is not None:
        return said(spec).name
    return rules.board.zones[key].name
