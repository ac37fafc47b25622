"""R-DANGER-3 [D] in the player's words: danger is shown against the alarm's
threshold while the alarm can still go off; once a mission's only alarm has
sounded, danger still counts but "6/2" would only puzzle, so the gauge says
no more alarms will come (status line, nazi phase recap, game summary)."""

from __future__ import annotations

from pathlib import Path

from tests.tui.test_app import session_for
from tests.tui.test_nazi_phase import M01
from wolfenstein_tui.tui.presenters.dashboards import status_line
from wolfenstein_tui.words.board.danger_words import danger_change

TRAINING = M01.parent / "training" / "training.yaml"


def test_r_danger_3_the_gauge_after_a_once_only_alarm(tmp_path: Path) -> None:
    session = session_for(TRAINING, tmp_path)
    state, rules = session.state, session.rules
    alarm = rules.mission.alarm
    assert alarm.once
    state.danger = 1
    line = status_line(rules, state, ()).plain
    assert f"Danger 1/{alarm.threshold}" in line
    state.alarms, state.danger = 1, alarm.threshold + 4
    line = status_line(rules, state, ()).plain
    assert f"Danger {alarm.threshold + 4} (no more alarms)" in line
    assert f"/{alarm.threshold}" not in line
    assert alarm.spent(state.alarms)
    assert danger_change(5, 6, alarm.threshold, True) == "5 → 6 (no more alarms)"


def test_r_danger_3_an_alarm_that_repeats_keeps_its_threshold(tmp_path: Path) -> None:
    session = session_for(M01, tmp_path)
    state, rules = session.state, session.rules
    assert not rules.mission.alarm.once
    state.alarms, state.danger = 2, 1
    assert f"Danger 1/{rules.mission.alarm.threshold}" in status_line(rules, state, ()).plain
    assert not rules.mission.alarm.spent(state.alarms)
    assert danger_change(0, 1, 6, False) == "0 → 1 of 6"


def test_r_danger_3_the_state_as_text_says_the_only_alarm_has_sounded(tmp_path: Path) -> None:
    """`wolfenstein replay LOG --state` tells the state as text: danger
    against the threshold while the alarm can go off, and after a once-only
    alarm has sounded, that it has (never "danger 6 (alarm at 2)")."""
    from wolfenstein_tui.words.state_text import state_text

    session = session_for(TRAINING, tmp_path)
    state, rules, header = session.state, session.rules, session.record.header
    alarm = rules.mission.alarm
    state.danger = 1
    before = " ".join(" ".join(state_text(rules, header, state)).split())
    assert f"danger 1 (alarm at {alarm.threshold})" in before
    state.alarms, state.danger = 1, alarm.threshold + 4
    after = " ".join(" ".join(state_text(rules, header, state)).split())
    assert f"danger {alarm.threshold + 4} (the alarm has sounded, and sounds only once)" in after
    assert "alarm at" not in after


def test_r_danger_3_the_phase_recap_says_the_alarm_put_danger_back_to_0(tmp_path: Path) -> None:
    """Danger 1, two kills (+1 each, R-DANGER-1) with the alarm at 2 in
    between (R-DANGER-3 [D]: the marker goes back to 0): the recap's causes
    tell 1 → 1 whole, in order, the alarm included."""
    from wolfenstein_tui.engine.state.events import Event, EventKind
    from wolfenstein_tui.tui.playback.nazi_recap import danger_causes
    from wolfenstein_tui.words.names import Names

    rules = session_for(M01, tmp_path).rules
    names = Names(rules)
    events = [
        Event(EventKind.DANGER, {"danger": 2, "amount": 1, "reason": "kill", "type": "soldier"}),
        Event(EventKind.ALARM, {"alarms": 1}),
        Event(EventKind.DANGER, {"danger": 1, "amount": 1, "reason": "kill", "type": "soldier"}),
    ]
    causes = danger_causes(events, names)
    assert causes == ["+1: Soldier killed", "the alarm went off: back to 0", "+1: Soldier killed"]
