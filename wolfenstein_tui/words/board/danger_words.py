"""Danger as a player reads it: against the alarm's threshold while the
alarm can still go off, and plainly once a mission's only alarm has sounded
(R-DANGER-3 [D]: danger still counts, but no further alarm comes, so "6/2"
would only puzzle)."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.mission import Alarm


def danger_words(alarm: Alarm, danger: int, alarms: int) -> str:
    """The status line's gauge: "Danger 1/6", or "Danger 6 (no more
    alarms)" once the only alarm has sounded."""
    if alarm.spent(alarms):
        return _("Danger {danger} (no more alarms)").format(danger=danger)
    return _("Danger {danger}/{threshold}").format(danger=danger, threshold=alarm.threshold)


def danger_clause(alarm: Alarm, danger: int, alarms: int) -> str:
    """Danger in a sentence (the state told as text, `replay --state`):
    "danger 3 (alarm at 6)", or once the mission's only alarm has sounded
    "danger 6 (the alarm has sounded, and sounds only once)"."""
    if alarm.spent(alarms):
        return _("danger {danger} (the alarm has sounded, and sounds only once)").format(
            danger=danger
        )
    return _("danger {danger} (alarm at {threshold})").format(
        danger=danger, threshold=alarm.threshold
    )


def danger_change(before: int, after: int, threshold: int, spent: bool) -> str:
    """A phase's change of danger: "0 → 1 of 6", or "5 → 6 (no more
    alarms)" once the only alarm has sounded."""
    if spent:
        return _("{before} → {after} (no more alarms)").format(before=before, after=after)
    return _("{before} → {after} of {threshold}").format(
        before=before, after=after, threshold=threshold
    )
