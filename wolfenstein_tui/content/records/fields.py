"""The field types of the content records, with their limits: pydantic's
types, read when a record is first validated (content/records/twins.py), never by a
game started from the content cache (content/records/base.py says why).

The record modules import these names for their annotations only (under
TYPE_CHECKING), so importing a record module does not import pydantic.
"""

from __future__ import annotations

import ast
from typing import Annotated, get_args

from pydantic import AfterValidator, BeforeValidator, Field, StrictInt, WithJsonSchema

from wolfenstein_tui.content.records.effects import (
    AddArmor,
    Boost,
    Damage,
    DamageArea,
    DiceFalloff,
    DrawEquipment,
    DrawWeapon,
    Escort,
    ExtraDice,
    GainAmmo,
    GainAp,
    GainBot,
    GainGlory,
    GainSharedLife,
    GreatArmor,
    Heal,
    Hide,
    Jam,
    LowerDanger,
    PierceArmor,
    RaiseDanger,
    RemoveFatigue,
    Reroll,
    RollCheck,
    Sabotage,
    Silence,
    Spawn,
    Stun,
    Summon,
    TakeFatigue,
)
from wolfenstein_tui.content.records.mission import (
    AlarmsLoss,
    CollectTokensObjective,
    CompleteEventsObjective,
    EnemyReachesLoss,
    KillObjective,
    LoseNoHeroObjective,
    ReachObjective,
    SurviveObjective,
    digit_key,
    square_name,
)

Slug = Annotated[str, Field(pattern=r"^[a-z][a-z0-9-]*$", max_length=60)]
PositiveInt = Annotated[StrictInt, Field(ge=1, le=99)]
Name = Annotated[str, Field(min_length=1, max_length=60)]
Text = Annotated[str, Field(min_length=1, max_length=1000)]
Stat = Annotated[StrictInt, Field(ge=0, le=99)]

SquareName = Annotated[
    str,
    AfterValidator(square_name),
    WithJsonSchema(
        {
            "type": "string",
            "pattern": "^[A-Za-z]+[1-9][0-9]*$",
            "description": "A square: column letters then row number, A1 at the top left.",
        }
    ),
]
ZoneKey = Annotated[str, BeforeValidator(digit_key), Field(pattern=r"^[a-z0-9]$")]

EffectSpec = Annotated[
    GainGlory
    | GainAmmo
    | DrawEquipment
    | DrawWeapon
    | Heal
    | AddArmor
    | Boost
    | GainAp
    | Spawn
    | RaiseDanger
    | LowerDanger
    | Stun
    | Sabotage
    | Damage
    | DamageArea
    | Reroll
    | ExtraDice
    | DiceFalloff
    | PierceArmor
    | GreatArmor
    | Silence
    | TakeFatigue
    | RemoveFatigue
    | Jam
    | GainSharedLife
    | GainBot
    | Hide
    | Escort
    | Summon
    | RollCheck,
    Field(discriminator="effect"),
]

ObjectiveSpec = Annotated[
    KillObjective
    | CompleteEventsObjective
    | ReachObjective
    | CollectTokensObjective
    | LoseNoHeroObjective
    | SurviveObjective,
    Field(discriminator="objective"),
]
LossSpec = Annotated[EnemyReachesLoss | AlarmsLoss, Field(discriminator="loss")]

EFFECT_TYPES: tuple[type, ...] = get_args(get_args(EffectSpec)[0])
"""Every kind of effect, in the order of the union."""
EFFECT_KINDS: tuple[str, ...] = tuple(
    # Each `effect: Literal["..."]` annotation's one value.
    ast.literal_eval(kind.__annotations__["effect"].removeprefix("Literal[").removesuffix("]"))
    for kind in EFFECT_TYPES
)
