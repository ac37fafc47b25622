"""The flow of a round: hero activations seat by seat, the nazi phase,
maintenance, and the end of the game (R-ROUND, R-AP-4, R-AI-2, R-END).
"""

from __future__ import annotations

import copy
from typing import Any

from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.rules import bots, danger, effects, objectives
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import Choose, Command, IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending, worded_before
from wolfenstein_tui.engine.state.purposes import RollFor, purpose
from wolfenstein_tui.engine.state.refusals import refuse
from wolfenstein_tui.engine.state.state import Hero, Outcome, Phase


def heroes_waiting(turn: Turn, seat: int | None = None) -> list[Hero]:
    """Heroes still to activate this round (of one seat, or of all seats
    when heroes may go in any order, R-VAR-1)."""
    state = turn.state
    waiting = [
        hero for hero in state.heroes.values() if not hero.dead and hero.id not in state.activated
    ]
    if seat is not None and not state.house_rules.any_hero_order:
        waiting = [hero for hero in waiting if hero.seat == seat]
    return waiting


def begin_seat(turn: Turn) -> None:
    """Find the next seat, clockwise from the active one, with a hero still to
    activate; when there is none the hero phase is over (R-ROUND-2)."""
    state = turn.state
    if not state.living_heroes():
        end_game(turn, Outcome.LOST_DEATHS, "all_dead")
        return
    if state.house_rules.any_hero_order:
        if not heroes_waiting(turn):
            begin_nazi_phase(turn)
        return
    seats = len(state.seats)
    for offset in range(seats):
        seat = (state.active_seat + offset) % seats
        if heroes_waiting(turn, seat):
            state.active_seat = seat
            return
    begin_nazi_phase(turn)


def start_activation(turn: Turn, hero: Hero) -> None:
    """R-ROUND-3 steps 1-2, with the round-1 arrival of heroes (R-SETUP-7)."""
    state = turn.state
    state.active_hero = hero.id
    if hero.bleeding:  # R-DEATH-2: nobody restored it in time
        danger.hero_dies(turn, hero, "bled_out", "R-DEATH-2")
        finish_activation(turn, hero)
        return
    if hero.square is None:
        square = danger.arrival_square(turn, hero)
        hero.square = square
        turn.say(EventKind.SPAWNED_HERO, hero=hero.id, square=square_name(square))
    hero.attacks_made = 0
    hero.fatigue_action = False
    hero.special_used = False
    hero.glory_used = False
    hero.reloaded = []
    hero.items_used = []
    hero.extra_dice = 0
    hero.pierce_next = False
    hero.fatigue_at_start = hero.fatigue
    hero.ap = hero.base_ap // 2 if hero.fatigue else hero.base_ap  # R-AP-4 [D] round down
    if hero.stunned:  # R-ATK-12: no actions this turn
        hero.ap = 0
    turn.say(EventKind.ACTIVATION_STARTED, hero=hero.id, ap=hero.ap, fatigued=hero.fatigue)
    danger.check_shared_zone_noise(turn, hero)


def finish_activation(turn: Turn, hero: Hero) -> None:
    """R-ROUND-3 steps 4-5, then hand over to the next hero or seat."""
    state = turn.state
    if hero.fatigue_at_start and not hero.dead:
        hero.fatigue = False  # the token taken last turn is removed now
    hero.fatigue_at_start = False
    hero.ap = 0
    hero.stunned = False
    hero.sabotaged = False
    if hero.on_board:
        danger.check_shared_zone_noise(turn, hero)
    state.activated.append(hero.id)
    state.active_hero = None
    turn.say(EventKind.ACTIVATION_ENDED, hero=hero.id)
    after_activation(turn, hero.id)


def after_activation(turn: Turn, hero_id: str) -> None:
    """A hero's bots activate right after it (R-BOT-1); then the next hero."""
    if turn.state.outcome is not None:
        return
    waiting = bots.waiting_bots(turn, hero_id)
    if waiting:
        bots.start(turn, waiting[0])
        return
    begin_seat(turn)


def begin_nazi_phase(turn: Turn) -> None:
    state = turn.state
    state.phase = Phase.NAZIS
    turn.say(EventKind.PHASE, phase="nazis")
    if state.skip_nazi_phase:
        turn.say(EventKind.PHASE, skipped=True)
        end_nazi_phase(turn)
        return
    turn.start_nazis()


def end_nazi_phase(turn: Turn) -> None:
    state = turn.state
    for enemy in state.enemies.values():
        enemy.attacked = False  # R-AI-3 [D]: counts from the end of this phase
        enemy.stunned = False  # R-ATK-12: their turn has passed
        enemy.sabotaged = False
    pass_ai_controller(turn)
    maintenance(turn)


def pass_ai_controller(turn: Turn, first: bool = False) -> None:
    """R-AI-2: clockwise, among the players allowed to hold it; a player with
    no heroes left holds it for good. With `first`, the token goes to the
    first player if allowed, else on clockwise from there."""
    state = turn.state
    living = [sum(1 for hero_id in seat if not state.heroes[hero_id].dead) for seat in state.seats]
    if 0 in living:
        state.ai_controller = living.index(0)
        return
    fewest = min(living)
    candidates = [seat for seat, count in enumerate(living) if count == fewest]
    seats = len(state.seats)
    for offset in range(0 if first else 1, seats + 1):
        seat = (state.ai_controller + offset) % seats
        if seat in candidates:
            state.ai_controller = seat
            return


def maintenance(turn: Turn) -> None:
    """R-ROUND-4: noise, round marker, round limit, next first player."""
    state = turn.state
    danger.refresh_noise(turn)
    effects.fire_trigger(turn, "round_end")
    if state.outcome is not None:
        return
    if state.living_heroes() and objectives.check_win(turn, round_over=True):
        # R-END-3 [D]: the end of a round is a moment of play too; a "survive"
        # objective is met here, before the round marker moves on.
        end_game(turn, Outcome.WON, "won")
        return
    limit = turn.rules.mission.round_limit
    if state.round >= limit:
        end_game(turn, Outcome.LOST_ROUNDS, "round_limit", round=limit)
        return
    state.round += 1
    state.phase = Phase.HEROES
    state.activated = []
    turn.say(EventKind.ROUND, round=state.round)
    if len(state.seats) > 1:
        state.pending = Pending(
            kind=DecisionKind.FIRST_PLAYER,
            options=[str(seat) for seat in range(len(state.seats))] + ["roll"],
            seat=state.first_seat,
            old_words=worded_before(
                state.rules_version,
                lambda: (
                    "Choose the first player for this round.",
                    [f"Player {seat + 1}" for seat in range(len(state.seats))]
                    + [
                        "Roll for it: each player rolls two dice, most hearts and shields goes first"
                    ],
                ),
            ),
        )
    else:
        start_round(turn, 0)


def roll_for_first(turn: Turn) -> int:
    """R-SETUP-8: the contenders each roll two dice; most hearts plus shields
    wins; tied leaders roll again."""
    contenders = list(range(len(turn.state.seats)))
    while len(contenders) > 1:
        scores = {}
        for seat in contenders:
            faces = turn.roll(2, purpose(RollFor.FIRST_PLAYER, player=seat))
            scores[seat] = sum(1 for face in faces if face.value in ("heart", "shield"))
        best = max(scores.values())
        contenders = [seat for seat in contenders if scores[seat] == best]
    return contenders[0]


def start_round(turn: Turn, first_seat: int) -> None:
    state = turn.state
    state.first_seat = first_seat
    state.active_seat = first_seat
    effects.fire_trigger(turn, "round_start")
    begin_seat(turn)


def answer(turn: Turn, command: Command) -> None:
    """Answer the pending decision; nothing else may happen before."""
    state = turn.state
    pending = state.pending
    assert pending is not None
    if not isinstance(command, Choose):
        # The question itself is on the players' screen (words/questions.py).
        raise IllegalCommand(refuse("game.answer-first", decision=pending.kind.value))
    if not 0 <= command.option < len(pending.options):
        raise IllegalCommand(
            refuse("game.no-option", option=command.option, last=len(pending.options) - 1)
        )
    state.pending = None
    turn.say(
        EventKind.DECISION,
        decision=pending.kind.value,
        option=command.option,
        choice=pending.options[command.option],
        # The whole question, for its words in the players' language
        # (words/questions.py); events are not logged, the state's digest
        # is untouched. A copy all the way down: answering a reroll changes
        # the faces in the pending's context, and the question must keep
        # the faces as they were asked about.
        options=list(pending.options),
        facts=dict(pending.facts),
        seat=pending.seat,
        context=copy.deepcopy(pending.context),
    )
    if pending.kind is DecisionKind.AI_TIE:
        turn.answer_nazi_tie(pending.context, command.option)
    elif pending.kind is DecisionKind.FIRST_PLAYER:
        if command.option == len(state.seats):
            start_round(turn, roll_for_first(turn))
        else:
            start_round(turn, command.option)
    else:
        effects.resume(turn, pending, command.option)


def end_game(turn: Turn, outcome: Outcome, why: str, **facts: Any) -> None:
    """The game ends; `why` names the reason ("all_dead", "won",
    "round_limit", or a mission loss's) and `facts` carry its figures."""
    state = turn.state
    if state.outcome is not None:
        return
    state.outcome = outcome
    state.phase = Phase.OVER
    state.pending = None
    turn.say(EventKind.GAME_OVER, outcome=outcome.value, why=why, **facts)


def settle(turn: Turn) -> None:
    """After every command: the win is checked after every action, losses as
    they happen (R-END-3 [D])."""
    state = turn.state
    if state.outcome is not None:
        return
    if not state.living_heroes():
        end_game(turn, Outcome.LOST_DEATHS, "all_dead")
        return
    if objectives.check_win(turn):
        end_game(turn, Outcome.WON, "won")
        return
    lost = objectives.mission_loss(turn)
    if lost is not None:
        end_game(turn, Outcome.LOST_MISSION, **lost)
