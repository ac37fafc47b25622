"""Answers the engine keeps across turns and games must be the ones it would
work out afresh: the nazis' distance fields and floods kept by the grid
(R-AI-7, R-AI-11), the squares next to a square kept by the line of sight
(R-LOS-5), and the fields of commands, events, steps and traffic written
without the frozen dataclasses' own __init__ (the log's commands)."""

from __future__ import annotations

import dataclasses
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.test_grid import MISSIONS, reference_costs_to, reference_flood, situations
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.geometry.board import Board
from wolfenstein_tui.engine.geometry.los import LineOfSight
from wolfenstein_tui.engine.geometry.paths import Step, Traffic
from wolfenstein_tui.engine.state.commands import COMMAND_TYPES, command_from_json
from wolfenstein_tui.engine.state.events import Event, EventKind


@settings(max_examples=80, deadline=None)
@given(situations(), st.data())
def test_a_kept_field_answers_as_a_fresh_flood_R_AI_7(case: tuple, data: st.DataObject) -> None:
    """The grid hands out one field per goals, blocked squares, doors and
    barricades, whatever was read of it before (the grids are shared by
    every example, so earlier examples' fields are met again)."""
    grid, goals, blocked, closed, bars = case
    field = grid.field(frozenset(goals), blocked, closed, bars)
    whole = reference_costs_to(grid, goals, set(blocked), closed, bars)
    asked = data.draw(st.permutations(range(len(whole))))
    half = asked[: len(asked) // 2]
    assert [field[i] for i in half] == [whole[i] for i in half]
    again = grid.field(frozenset(goals), blocked, closed, bars)
    assert again is field
    assert [again[i] for i in asked] == [whole[i] for i in asked]


@settings(max_examples=80, deadline=None)
@given(situations(), st.integers(0, 12))
def test_a_kept_flood_is_the_flood_R_AI_11(case: tuple, budget: int) -> None:
    """The same costs and parents as a fresh flood, asked once or twice."""
    grid, goals, blocked, closed, bars = case
    start = goals[0]
    fresh = reference_flood(grid, start, set(blocked - {start}), closed, bars, None, budget)
    for _ in range(2):
        assert grid.flood_from(start, blocked - {start}, closed, bars, budget) == fresh


@cache
def board_for(index: int) -> Board:
    return Board.from_mission(load_mission(MISSIONS[index], builtin_decks()))


@settings(max_examples=80, deadline=None)
@given(st.integers(0, len(MISSIONS) - 1), st.data())
def test_the_kept_squares_next_to_a_square_are_those_that_touch_it_R_LOS_5(
    index: int, data: st.DataObject
) -> None:
    """`touching_neighbours` against the neighbours' line of sight, worked
    out by a fresh line of sight, for two sets of doors closed in turn."""
    board = board_for(index)
    kept = LineOfSight(board)
    square = data.draw(st.sampled_from(sorted(board.squares())))
    doors = sorted(board.doors)
    for _ in range(2):
        closed = set(data.draw(st.lists(st.sampled_from(doors), unique=True))) if doors else set()
        mask = board.closed_mask(frozenset(closed), frozenset())
        fresh = LineOfSight(board)
        expected = [n for n in board.neighbours(square) if fresh.sees(n, square, closed)]
        assert kept.touching_neighbours(square, mask) == expected
        assert kept.touching_neighbours(square, mask) == expected


def test_commands_keep_the_parameters_and_defaults_of_their_dataclass() -> None:
    """Each command built by position or by name holds the same fields, in
    order; left-out fields take their defaults; a missing one is refused;
    the command stays frozen, equal, hashable and readable from its log form."""
    for cls in COMMAND_TYPES.values():
        items = dataclasses.fields(cls)
        values = tuple(
            (2, 3) if item.name in ("square", "to") and cls.kind != "give" else f"v{n}"
            for n, item in enumerate(items)
        )
        by_position = cls(*values)
        by_name = cls(**{item.name: value for item, value in zip(items, values, strict=True)})
        assert by_position == by_name and hash(by_position) == hash(by_name)
        assert dataclasses.astuple(by_position) == values
        required = [item for item in items if item.default is dataclasses.MISSING]
        shortest = cls(*values[: len(required)])
        for item in items[len(required) :]:
            assert getattr(shortest, item.name) == item.default
        if required:
            try:
                cls(*values[: len(required) - 1])
            except TypeError:
                pass
            else:
                raise AssertionError(f"{cls.__name__} built without {required[-1].name}")
        try:
            setattr(by_position, items[0].name, "other")
        except dataclasses.FrozenInstanceError:
            pass
        else:
            raise AssertionError(f"{cls.__name__} is not frozen")
    move = COMMAND_TYPES["move"]("klaus", (1, 2))
    assert command_from_json(move.to_json()) == move


def test_events_steps_and_traffic_keep_their_fields_and_defaults() -> None:
    event = Event(EventKind.MOVED, {"hero": "klaus"}, "R-MOVE-1")
    assert (event.kind, event.data, event.rule) == (EventKind.MOVED, {"hero": "klaus"}, "R-MOVE-1")
    assert Event(EventKind.NOISE).data == {} and Event(EventKind.NOISE).data is not (
        Event(EventKind.NOISE).data
    )
    assert Event(EventKind.MOVED, {"a": 1}) == Event(kind=EventKind.MOVED, data={"a": 1})
    assert Step((1, 2), 3) == Step(square=(1, 2), cost=3, opened_door=None, passage=False)
    assert hash(Step((1, 2), 3, "d1")) == hash(Step((1, 2), 3, "d1"))
    assert Traffic() == Traffic(frozenset(), frozenset(), frozenset(), frozenset(), frozenset())
    traffic = Traffic(frozenset({"d1"}), enemies=frozenset({(0, 0)}))
    assert dataclasses.replace(traffic, enemies=frozenset()) == Traffic(frozenset({"d1"}))
    assert hash(traffic) == hash(
        Traffic(closed_doors=frozenset({"d1"}), enemies=frozenset({(0, 0)}))
    )
    for frozen in (event, Step((1, 2), 3), traffic):
        try:
            setattr(frozen, dataclasses.fields(frozen)[0].name, None)
        except dataclasses.FrozenInstanceError:
            continue
        raise AssertionError(f"{type(frozen).__name__} is not frozen")
