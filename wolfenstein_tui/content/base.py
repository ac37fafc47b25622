"""The common base of every content model: strict, immutable data."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class ContentModel(BaseModel):
    """Unknown keys are errors (a typo must not be silently ignored) and
    content never changes once loaded, so game states can share it."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)
