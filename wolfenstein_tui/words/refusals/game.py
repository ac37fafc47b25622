"""The sentences of the refusals of game (codes `game.*`): see
`words/refusals/__init__.py` for how they are said."""

from __future__ import annotations

from wolfenstein_tui.i18n import N_  # noqa: F401 (used as the table fills)

SENTENCES: dict[str, str] = {}
