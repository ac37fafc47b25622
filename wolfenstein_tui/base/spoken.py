"""The languages the game speaks, by code, each named in itself.

A module of its own so that the words (i18n.py) and the choice of a language
(language.py) both stand on it: language.py says its errors through i18n.py.
"""

from __future__ import annotations

ENGLISH = "en"
SUPPORTED: tuple[str, ...] = ("en", "fr", "it", "pl", "es")
"""The languages the game speaks; English is the source of every text."""

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "fr": "français",
    "it": "italiano",
    "pl": "polski",
    "es": "español",
}
"""Each language named in itself, as a player looks for it in a list."""
