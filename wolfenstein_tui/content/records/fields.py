"""The field types of the content records, with their limits: pydantic's
types, read when a record is first validated (content/records/twins.py), never by a
game started from the content cache (content/records/base.py says why).

The record modules import these names for their annotations only (under
TYPE_CHECKING), so importing a record module does not import pydantic. This
module names no record: the unions of records (an effect, an objective, a
loss) are written beside their members (content/records/effects.py,
mission.py), so the imports between the record modules run one way.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, Field, StrictInt, WithJsonSchema

from wolfenstein_tui.content.records.squares import parse_square


def written_square(value: str) -> str:
    """A square's name as written on the map (SquareName)."""
    parse_square(value)  # raises ValueError with a player-readable reason
    return value.strip().upper()


def digit_key(value: object) -> object:
    """`1:` in YAML is a number; a zone key may be a digit, so take it as text."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 9:
        return str(value)
    return value


Slug = Annotated[str, Field(pattern=r"^[a-z][a-z0-9-]*$", max_length=60)]
PositiveInt = Annotated[StrictInt, Field(ge=1, le=99)]
Name = Annotated[str, Field(min_length=1, max_length=60)]
Text = Annotated[str, Field(min_length=1, max_length=1000)]
Stat = Annotated[StrictInt, Field(ge=0, le=99)]

SquareName = Annotated[
    str,
    AfterValidator(written_square),
    WithJsonSchema(
        {
            "type": "string",
            "pattern": "^[A-Za-z]+[1-9][0-9]*$",
            "description": "A square: column letters then row number, A1 at the top left.",
        }
    ),
]
ZoneKey = Annotated[str, BeforeValidator(digit_key), Field(pattern=r"^[a-z0-9]$")]
