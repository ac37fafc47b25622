"""The nazi phase: the fixed program of R-AI, explained move by move.

Once at the start of the phase each figure checks whether it wakes (R-AI-3).
Then, one at a time in order (R-AI-4), each woken figure runs its program
(R-AI-6): attack the nearest hero in range and line of sight; otherwise move
toward the nearest hero it sees (or toward the noise that woke it, R-AI-8)
until it can attack; after attacking, close in until adjacent or out of AP.
A figure that cannot act is tried again after the others (R-AI-5).

Every real tie (two heroes equally near, two equally good squares, two
figures equally placed in the order) belongs to the AI controller (R-AI-2):
with "AI ties: ask" the phase stops with a pending decision whose first
option is the default; with "auto" the default is taken at once. The
defaults are deterministic, so a log always replays the same way.
"""

from __future__ import annotations

from wolfenstein_tui.content.records.effects import Trigger
from wolfenstein_tui.engine.nazis.abilities import run_ability
from wolfenstein_tui.engine.nazis.attacking import attack, attack_target
from wolfenstein_tui.engine.nazis.figures import nazis
from wolfenstein_tui.engine.nazis.moving import move_on
from wolfenstein_tui.engine.nazis.order import next_figure
from wolfenstein_tui.engine.nazis.ties import Paused
from wolfenstein_tui.engine.nazis.waking import noisy_zones_near, rest_reason, wake_reason
from wolfenstein_tui.engine.rules import flow
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.nazi_phase_state import NaziPhase
from wolfenstein_tui.engine.state.state import Enemy


def start(turn: Turn) -> None:
    """The activation check, once, at the start of the phase (R-AI-3); noise
    added during the phase wakes nobody."""
    state = turn.state
    reasons: dict[str, dict[str, object]] = {}
    for enemy in sorted(nazis(turn), key=lambda e: e.id):
        reason = wake_reason(turn, enemy)
        if reason is None:
            turn.say(
                EventKind.NAZI,
                "R-AI-3",
                enemy=enemy.id,
                type=enemy.type,
                woke=False,
                reason=rest_reason(turn, enemy),
            )
            continue
        reasons[enemy.id] = reason
        turn.say(
            EventKind.NAZI,
            "R-AI-3",
            enemy=enemy.id,
            type=enemy.type,
            woke=True,
            reason=reason,
        )
    state.nazi_phase = NaziPhase(woken=list(reasons), order=list(reasons), reasons=reasons)
    for enemy_id in reasons:  # the noise that woke each one, as it was now
        zones = noisy_zones_near(turn, state.enemies[enemy_id])
        if zones:
            state.nazi_phase.noise_zones[enemy_id] = ",".join(zones)
    run(turn)


def answer(turn: Turn, context: dict[str, object], option: int) -> None:
    phase = turn.state.nazi_phase
    assert phase is not None
    phase.answers[str(context["key"])] = option
    run(turn)


def run(turn: Turn) -> None:
    """Carry the phase on until it ends or pauses for a decision."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    phase.consumed = {}  # the ties met in this run, counted afresh
    try:
        while state.outcome is None:
            if phase.current is None:
                nxt = next_figure(turn)
                if nxt is None:
                    break
                begin_turn(turn, state.enemies[nxt])
                if phase.order_note:
                    phase.notes.insert(1, phase.order_note)
                    phase.order_note = None
            enemy = state.enemies.get(phase.current or "")
            if enemy is None:  # destroyed during its own activation
                phase.current = None
                continue
            finished = program(turn, enemy)
            if finished:
                end_turn(turn, enemy)
    except Paused:
        return
    if state.outcome is None:
        state.nazi_phase = None
        flow.end_nazi_phase(turn)


def begin_turn(turn: Turn, enemy: Enemy) -> None:
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    card = turn.rules.enemy_cards[enemy.type]
    phase.current = enemy.id
    phase.ap = 0 if enemy.stunned else card.ap
    phase.attacked = False
    phase.focus = None
    phase.goal = None
    phase.acted = False
    reason = phase.reasons.get(enemy.id, {"why": "alarm"})
    phase.notes = [{"what": "wakes", "initiative": card.initiative, "reason": reason}]
    if enemy.stunned:
        phase.notes.append({"what": "stunned", "rule": "R-ATK-12"})
        return
    if not enemy.has_activated:
        enemy.has_activated = True
        for index, ability in enumerate(card.abilities):
            if ability.trigger is Trigger.FIRST_ACTIVATION:
                phase.notes.append({"what": "ability", "type": enemy.type, "ability": index})
                run_ability(turn, enemy, list(ability.effects), None)
    if phase.retrying:
        return  # set aside and tried again (R-AI-5): the same activation goes on
    for index, ability in enumerate(card.abilities):
        if ability.trigger is Trigger.ACTIVATION_START and enemy.id in turn.state.enemies:
            phase.notes.append({"what": "ability", "type": enemy.type, "ability": index})
            run_ability(turn, enemy, list(ability.effects), None)


def end_turn(turn: Turn, enemy: Enemy) -> None:
    phase = turn.state.nazi_phase
    assert phase is not None
    enemy.stunned = False  # R-ATK-12: tokens go at the end of the figure's turn
    enemy.sabotaged = False
    turn.say(
        EventKind.NAZI_TURN,
        None,
        enemy=enemy.id,
        type=enemy.type,
        steps=list(phase.notes),
    )
    phase.notes = []
    if phase.acted:
        phase.done.append(enemy.id)
        if phase.retrying:
            phase.progress = True
        phase.recheck = list(phase.waiting)  # another figure acted: check the blocked ones
    phase.current = None


def program(turn: Turn, enemy: Enemy) -> bool:
    """Run the figure's program until it is done (True) or cannot act yet and
    is set aside for a retry (True as well, after moving it to `waiting`)."""
    phase = turn.state.nazi_phase
    assert phase is not None
    if enemy.stunned:
        return True
    card = turn.rules.enemy_cards[enemy.type]
    while phase.ap > 0 and turn.state.outcome is None:
        if not phase.attacked and not enemy.sabotaged and phase.ap >= card.weapon.ap_cost:
            target = attack_target(turn, enemy)
            if target is not None:
                attack(turn, enemy, target)
                if enemy.id not in turn.state.enemies:
                    return True
                continue
        if not move_on(turn, enemy):
            break
    if not phase.acted:
        # R-AI-5: set aside; checked again after the next figure acts, and it
        # passes only when all the others are done and it still cannot act.
        phase.waiting.append(enemy.id)
        phase.notes.append({"what": "waits", "rule": "R-AI-5"})
    return True
