"""The mission file: map, tokens, forces, alarm, objectives and special rules.

This module holds the schema only; `validation.py` checks the parts that
depend on each other (squares on the map, ids defined, zones reachable).
See docs/mission-format.md for the format as an author meets it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Literal

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.base import ContentModel, OneOf, after_check
from wolfenstein_tui.content.records.effects import EffectSpec
from wolfenstein_tui.content.records.translations import (
    MissionWords,
    NameTextWords,
    NameWords,
    TextWords,
    TranslatedLanguage,
)

if TYPE_CHECKING:
    # Field types, read when a record is first validated (content/records/twins.py).
    from pydantic import AfterValidator, Field, StrictBool, StrictInt

    from wolfenstein_tui.content.records.fields import (
        Name,
        PositiveInt,
        Slug,
        SquareName,
        Text,
        ZoneKey,
    )


SpawnLetter = Literal["A", "B", "C", "D"]
PassageLetter = Literal["A", "B", "C"]


class ZoneKind(StrEnum):
    ROOM = "room"
    CORRIDOR = "corridor"


class Zone(ContentModel):
    name: Name
    kind: ZoneKind
    translations: dict[TranslatedLanguage, NameWords] = {}


class PlacedEnemy(ContentModel):
    """An enemy on the board at the start; a large figure's square is the
    top-left of its 2×2 footprint.

    `replaced_at_hardest_by` names the enemy type that stands there instead at
    "I am Death incarnate" (R-DIFF: Hans Grösse takes a figure's place in
    missions 8 to 10). The figure keeps its id, so the objectives, losses and
    rules naming it name the stand-in."""

    id: Slug
    type: Slug
    square: SquareName
    replaced_at_hardest_by: Slug | None = None


class Alarm(ContentModel):
    threshold: Annotated[StrictInt, Field(ge=1, le=30)]
    once: StrictBool = False
    effects: Annotated[list[EffectSpec], Field(min_length=1)]

    def spent(self, alarms: int) -> bool:
        """Whether no further alarm can sound after `alarms` have: the
        alarm fires once and already has (R-DANGER-3 [D]: danger still
        counts, no alarm comes of it)."""
        return self.once and alarms > 0


class KillObjective(ContentModel):
    """Kill the named figures, or `count` figures of `enemy_type`."""

    objective: Literal["kill"]
    figures: list[Slug] = []
    enemy_type: Slug | None = None
    count: PositiveInt | None = None
    text: Text | None = None
    translations: dict[TranslatedLanguage, TextWords] = {}

    @after_check
    def _one_way(self) -> KillObjective:
        by_type = self.enemy_type is not None or self.count is not None
        if bool(self.figures) == by_type:
            raise ValueError(
                _(
                    "a kill objective names either 'figures' (placed enemy ids) or "
                    "'enemy_type' with 'count', not both and not neither"
                )
            )
        if by_type and (self.enemy_type is None or self.count is None):
            raise ValueError(_("'enemy_type' and 'count' go together"))
        return self


class CompleteEventsObjective(ContentModel):
    objective: Literal["complete_events"]
    count: PositiveInt
    text: Text | None = None
    translations: dict[TranslatedLanguage, TextWords] = {}


class ReachObjective(ContentModel):
    """Every living hero stands in the zone, or on one of the squares."""

    objective: Literal["reach"]
    zone: ZoneKey | None = None
    squares: list[SquareName] = []
    text: Text | None = None
    translations: dict[TranslatedLanguage, TextWords] = {}

    @after_check
    def _one_place(self) -> ReachObjective:
        if (self.zone is None) == (not self.squares):
            raise ValueError(_("a reach objective names either a 'zone' or 'squares', not both"))
        return self


class CollectTokensObjective(ContentModel):
    """Pick up the named objective tokens (1 AP from an adjacent square)."""

    objective: Literal["collect_tokens"]
    tokens: Annotated[list[SpawnLetter], Field(min_length=1)]
    text: Text | None = None
    translations: dict[TranslatedLanguage, TextWords] = {}


class LoseNoHeroObjective(ContentModel):
    """If any hero dies, the heroes lose at once (R-DEATH-4)."""

    objective: Literal["lose_no_hero"]
    text: Text | None = None
    translations: dict[TranslatedLanguage, TextWords] = {}


class SurviveObjective(ContentModel):
    """Hold out: met once round `rounds` has ended with at least one hero
    still alive (a bleeding hero counts). `rounds` may not exceed the round
    limit (validation.py checks it, located at the value)."""

    objective: Literal["survive"]
    rounds: Annotated[StrictInt, Field(ge=1, le=99)]
    text: Text | None = None
    translations: dict[TranslatedLanguage, TextWords] = {}


class EnemyReachesLoss(ContentModel):
    """The heroes lose when one of these figures (or any nazi) enters the zone."""

    loss: Literal["enemy_reaches"]
    zone: ZoneKey
    figures: list[Slug] = []
    text: Text | None = None
    translations: dict[TranslatedLanguage, TextWords] = {}


class AlarmsLoss(ContentModel):
    """The heroes lose when the alarm has gone off this many times."""

    loss: Literal["alarms"]
    count: PositiveInt
    text: Text | None = None
    translations: dict[TranslatedLanguage, TextWords] = {}


class RuleTrigger(StrEnum):
    ROUND_START = "round_start"
    ROUND_END = "round_end"
    NAZI_PHASE_START = "nazi_phase_start"
    ZONE_FIRST_ENTRY = "zone_first_entry"
    ZONE_EVERY_ENTRY = "zone_every_entry"
    ALARM = "alarm"
    EVENT_COMPLETED = "event_completed"
    FIGURE_KILLED = "figure_killed"


class SpecialRule(ContentModel):
    """A mission rule: when the trigger fires, its effects happen."""

    name: Name
    text: Text
    translations: dict[TranslatedLanguage, NameTextWords] = {}
    trigger: RuleTrigger
    zone: ZoneKey | None = None
    round: Annotated[StrictInt, Field(ge=1, le=99)] | None = None
    figure: Slug | None = None
    once: StrictBool = False
    effects: Annotated[list[EffectSpec], Field(min_length=1)]

    @after_check
    def _trigger_details(self) -> SpecialRule:
        needs_zone = self.trigger in (RuleTrigger.ZONE_FIRST_ENTRY, RuleTrigger.ZONE_EVERY_ENTRY)
        if needs_zone != (self.zone is not None):
            raise ValueError(
                _(
                    "'zone' is needed by the zone_first_entry and zone_every_entry triggers, "
                    "and only by them"
                )
            )
        if self.figure is not None and self.trigger is not RuleTrigger.FIGURE_KILLED:
            raise ValueError(_("'figure' is only used with the figure_killed trigger"))
        if self.round is not None and self.trigger not in (
            RuleTrigger.ROUND_START,
            RuleTrigger.ROUND_END,
            RuleTrigger.NAZI_PHASE_START,
        ):
            raise ValueError(
                _("'round' is only used with round_start, round_end, nazi_phase_start")
            )
        return self


ObjectiveSpec = Annotated[
    KillObjective
    | CompleteEventsObjective
    | ReachObjective
    | CollectTokensObjective
    | LoseNoHeroObjective
    | SurviveObjective,
    OneOf("objective"),
]
"""An objective, of the kind its `objective:` key names."""

LossSpec = Annotated[EnemyReachesLoss | AlarmsLoss, OneOf("loss")]
"""A loss condition, of the kind its `loss:` key names."""


def _two_squares(value: list[str]) -> list[str]:
    if len(value) != 2:
        raise ValueError(
            _("a secret passage is a pair of tokens: give exactly two squares, not {count}").format(
                count=len(value)
            )
        )
    return value


class Mission(ContentModel):
    id: Slug
    title: Name
    summary: Annotated[str, Field(min_length=1, max_length=200)]
    briefing: Text
    translations: dict[TranslatedLanguage, MissionWords] = {}
    round_limit: Annotated[StrictInt, Field(ge=1, le=99)]
    alarm: Alarm
    zones: Annotated[dict[ZoneKey, Zone], Field(min_length=1)]
    map: Annotated[str, Field(min_length=1)]
    difficult_terrain: list[SquareName] = []
    hero_spawns: Annotated[dict[SpawnLetter, SquareName], Field(min_length=1)]
    nazi_spawns: Annotated[dict[SpawnLetter, SquareName], Field(min_length=1)]
    events: list[SquareName] = []
    chests: list[SquareName] = []
    objective_tokens: dict[SpawnLetter, SquareName] = {}
    passages: dict[PassageLetter, Annotated[list[SquareName], AfterValidator(_two_squares)]] = {}
    enemies: list[PlacedEnemy] = []
    objectives: Annotated[list[ObjectiveSpec], Field(min_length=1)]
    loss_conditions: list[LossSpec] = []
    special_rules: list[SpecialRule] = []
    suggested_heroes: Annotated[list[Slug], Field(max_length=4)] = []

    def zone_name(self, key: str, lang: str | None = None) -> str:
        """The name of zone `key` in `lang` (by default the language the game
        speaks; English where the file gives no translation); an unknown key
        is shown as it is."""
        zone = self.zones.get(key)
        return zone.words(lang).name if zone is not None else key
