"""The recap at the end of a nazi phase's playback (tui/playback/nazi_playback.py):
who woke, moved and attacked, what each hero lost, who arrived, the danger
and the alarms. No Textual here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.effects import RaiseDanger, RollCheck
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words import describe
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import reason


class PhaseSeen(Protocol):
    """What the recap reads of a phase's playback (nazi_playback.Playback):
    named here so that the playback can call the recap without the recap
    importing it back."""

    @property
    def rules(self) -> Rules: ...

    @property
    def names(self) -> Names: ...

    @property
    def events(self) -> Sequence[Event]: ...

    @property
    def start(self) -> GameState: ...

    @property
    def danger_before(self) -> int: ...

    @property
    def alarms_before(self) -> int: ...

    @property
    def bots(self) -> frozenset[str]: ...

    def name(self, figure: str | None) -> str: ...


@dataclass
class Loss:
    hp: int = 0
    armor: int = 0
    bleeding: bool = False
    died: bool = False

    def __bool__(self) -> bool:
        return bool(self.hp or self.armor or self.bleeding or self.died)

    def words(self) -> str:
        parts = []
        if self.hp:
            parts.append(_("−{hp} HP").format(hp=self.hp))
        if self.armor:
            parts.append(_("−{armor} armor").format(armor=self.armor))
        if self.died:
            parts.append(_("dies"))
        elif self.bleeding:
            parts.append(_("bleeding"))
        return ", ".join(parts)


@dataclass
class Recap:
    woke: list[str]
    moved: dict[str, int]
    attacks: list[tuple[str, str, tuple[str, ...]]]
    losses: dict[str, Loss]
    unhurt: list[str]
    arrivals: list[str]
    danger: tuple[int, int]
    alarms: int
    danger_causes: list[str]
    """What raised or lowered danger in the phase ("+1: Soldier 2 used
    "Sound the Alert""), so the
    recap's "0 → 1" has its reason."""
    threshold: int
    alarm_spent: bool = False
    """The mission's only alarm has sounded: danger no longer counts
    towards one."""
    resumed: str = ""
    """Set when the phase went on after the AI controller's answer (the wake
    check was told before the question)."""


def recap_losses(
    events: Sequence[Event], heroes: set[str], bots: frozenset[str] = frozenset()
) -> dict[str, Loss]:
    """What each hero (and each bot, on the heroes' side) lost in the phase:
    HP and armor, bleeding, death (a bot destroyed, R-DEATH-5)."""
    losses: dict[str, Loss] = {}
    for event in events:
        data = event.data
        if event.kind is EventKind.KILLED and data.get("enemy") in bots:
            losses.setdefault(str(data["enemy"]), Loss()).died = True
        elif event.kind is EventKind.DAMAGED and data.get("figure") in heroes | bots:
            loss = losses.setdefault(str(data["figure"]), Loss())
            loss.hp += int(data.get("hp_lost", 0))
            loss.armor += int(data.get("armor_lost", 0))
        elif event.kind is EventKind.BLEEDING and data.get("hero") in heroes:
            losses.setdefault(str(data["hero"]), Loss()).bleeding = True
        elif event.kind is EventKind.HERO_DIED and data.get("hero") in heroes:
            losses.setdefault(str(data["hero"]), Loss()).died = True
    return {hero: loss for hero, loss in losses.items() if loss}


def phase_recap(playback: PhaseSeen) -> Recap:
    """What the whole phase did (from its events, whatever was shown)."""
    events = playback.events
    name = playback.name
    woke = [
        name(e.data["enemy"]) for e in events if e.kind is EventKind.NAZI and e.data.get("woke")
    ]
    moved: dict[str, int] = {}
    attacks: list[tuple[str, str, tuple[str, ...]]] = []
    arrivals: list[str] = []
    for event in events:
        data = event.data
        if event.kind is EventKind.NAZI_MOVE:
            who = name(str(data["enemy"]))
            moved[who] = moved.get(who, 0) + len(data.get("path", []))
        elif event.kind is EventKind.NAZI_ATTACK:
            attacks.append(
                (
                    name(str(data["enemy"])),
                    name(str(data["target"])),
                    tuple(str(f) for f in data.get("faces", [])),
                )
            )
        elif event.kind is EventKind.SPAWNED and "enemy" in data:
            arrivals.append(describe(event, playback.names))
    losses = recap_losses(events, set(playback.start.heroes), playback.bots)
    end_danger, end_alarms = _danger_and_alarms(
        events, playback.danger_before, playback.alarms_before
    )
    return Recap(
        woke=woke,
        moved=moved,
        attacks=attacks,
        losses={name(h): loss for h, loss in losses.items()},
        unhurt=[
            shown(playback.rules.hero_card(h.id)).name
            for h in playback.start.heroes.values()
            if h.on_board and h.id not in losses
        ]
        + [name(bot) for bot in sorted(playback.bots) if bot not in losses],
        arrivals=arrivals,
        danger=(playback.danger_before, end_danger),
        alarms=end_alarms - playback.alarms_before,
        threshold=playback.rules.mission.alarm.threshold,
        alarm_spent=playback.rules.mission.alarm.spent(end_alarms),
        danger_causes=danger_causes(events, playback.names),
        resumed=""
        if woke or any(e.kind is EventKind.NAZI for e in events)
        else _("told before the AI controller's question"),
    )


def danger_causes(events: Sequence[Event], names: Names) -> list[str]:
    """Each change of danger in the phase with its cause: "+1: Soldier 2
    used Sound the Alert", "+1: Soldier killed", and the alarm that put it
    back to 0, in the order they came."""
    causes = []
    for index, event in enumerate(events):
        if event.kind is EventKind.ALARM:  # R-DANGER-3 [D]: the marker goes back to 0
            causes.append(_("the alarm went off: back to 0"))
            continue
        if event.kind is not EventKind.DANGER or "danger" not in event.data:
            continue
        data = event.data
        if data.get("lowered"):
            causes.append(_("lowered: {reason}").format(reason=reason(event, names)))
            continue
        why = _ability_cause(event, events[index + 1 :], names) or reason(event, names)
        causes.append(_("+{amount}: {reason}").format(amount=data["amount"], reason=why))
    return causes


def _ability_cause(event: Event, after: Sequence[Event], names: Names) -> str | None:
    """The figure and card ability behind a rise of danger in a nazi's turn
    (R-DANGER-1: "a rule or ability says so"): the engine names only the
    card the effect came from, and the turn's steps, told at its end, say
    which of its abilities ran."""
    turn = next((e for e in after if e.kind is EventKind.NAZI_TURN), None)
    if turn is None or "type" not in turn.data:
        return None
    card = names.rules.enemy_cards.get(str(turn.data["type"]))
    if card is None or card.name != event.data.get("reason"):
        return None
    ran = [
        card.abilities[int(step["ability"])]
        for step in turn.data.get("steps", [])
        if step.get("what") == "ability"
    ]
    raising = [a for a in ran if _raises_danger(a.effects)]
    if len(raising) != 1:
        return None
    return _('{figure} used "{ability}"').format(
        figure=names.enemy(str(turn.data["enemy"])), ability=names.said(raising[0])
    )


def _raises_danger(effects: Sequence[object]) -> bool:
    """Whether these effects (a die's `then` among them) raise danger."""
    return any(
        isinstance(effect, RaiseDanger)
        or (isinstance(effect, RollCheck) and _raises_danger(effect.then))
        for effect in effects
    )


def _danger_and_alarms(events: Sequence[Event], danger: int, alarms: int) -> tuple[int, int]:
    """The danger and the alarms after the phase's events, from those before."""
    for event in events:
        if event.kind is EventKind.DANGER and "danger" in event.data:
            danger = int(event.data["danger"])
        elif event.kind is EventKind.ALARM and "alarms" in event.data:
            alarms = int(event.data["alarms"])
    return danger, alarms
