"""The common base of every content model: strict, immutable data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from wolfenstein_tui.content.translations import Wording


class ContentModel(BaseModel):
    """Unknown keys are errors (a typo must not be silently ignored) and
    content never changes once loaded, so game states can share it.

    `defer_build`: pydantic builds a model's validator on its first
    validation instead of when the class is created. Building the validators
    of every card and mission model costs about a quarter of a second, and a
    game started from the content cache (content/cache.py) never validates:
    its cards and mission come back already checked. Loading a file, the
    `validate` command and the schema build them as before, on first use."""

    model_config = ConfigDict(
        extra="forbid", frozen=True, str_strip_whitespace=True, defer_build=True
    )

    def words(self, lang: str | None = None) -> Wording:
        """This card's or mission's texts in `lang` (by default the language
        the game speaks, i18n.current_language), each in English where its
        file gives no translation (content/translations.py): e.g.
        `card.words("fr").name`, `mission.words("it").briefing`."""
        from wolfenstein_tui.content.translations import wording
        from wolfenstein_tui.i18n import current_language

        return wording(self, current_language() if lang is None else lang)
