"""The map drawn for a new state of the game, as after each action (run by hand):

    python benchmarks/bench_map_rows.py [--runs N] [--steps N]

Plays the starter mission (`m01-radio-silence`, seed 1) from its start:
the first hero activated, then --steps legal actions chosen by a seeded
random pick (moves, doors, searches, attacks; the nazi phases skipped).
For each new state, with the move costs its moves show marked, times,
--runs times each, interleaved, the game screen's drawing of the map
without an overlay (`Drawings.draw`, compact and full):

- kept rows: the drawings hold the state drawn just before (as on the
  game screen), and draw again only the rows that changed;
- whole: drawings that hold nothing, so every row is drawn (as each new
  state was drawn before the rows were kept).

Prints, for each drawing, the median and range over every state and run,
in ms, and the ratio of the medians.
"""

from __future__ import annotations

import argparse
import random
import time
from itertools import pairwise
from pathlib import Path

from medians import compared  # beside this script

from wolfenstein_tui.content.loading.cache import builtin_decks, load_mission
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.state.commands import EndActivation, Move, StartActivation
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_compact import render_compact
from wolfenstein_tui.tui.map.board_text import Overlay, render_board
from wolfenstein_tui.tui.map.map_drawings import Drawings, Render
from wolfenstein_tui.words.actions.labels import move_cost

ROOT = Path(__file__).resolve().parent.parent
STARTER = ROOT / "missions" / "m01-radio-silence.yaml"
HEROES = ("klaus", "blazkowicz", "anya", "max")


def _states(steps: int) -> tuple[Rules, list[tuple[GameState, dict[Square, str]]]]:
    """The game's states from the start, each with its moves' costs."""
    decks = builtin_decks()
    rules = Rules(load_mission(STARTER, decks), decks)
    state, _ = rules.new_game(Setup(seats=(HEROES,), seed=1, skip_nazi_phase=True))
    state, _ = rules.apply(state, StartActivation("klaus"))
    chooser = random.Random(1)
    states = [state]
    for _ in range(steps):
        legal = rules.legal_actions(state)
        if not legal:
            break
        acting = [c for c in legal if not isinstance(c, EndActivation)] or legal
        state, _ = rules.apply(state, chooser.choice(acting))
        states.append(state)
    return rules, [(s, _costs(rules, s)) for s in states]


def _costs(rules: Rules, state: GameState) -> dict[Square, str]:
    return {
        c.to: str(move_cost(rules, state, c))
        for c in rules.legal_actions(state)
        if isinstance(c, Move)
    }


def _time(
    render: Render, rules: Rules, states: list[tuple[GameState, dict[Square, str]]], runs: int
) -> tuple[list[float], list[float]]:
    kept, whole = [], []
    bare = Overlay()
    for _ in range(runs):
        for (before, before_marked), (state, marked) in pairwise(states):
            drawings = Drawings()
            drawings.draw(render, rules, before, before_marked, bare)
            start = time.perf_counter()
            drawings.draw(render, rules, state, marked, bare)
            kept.append(time.perf_counter() - start)
            drawings = Drawings()
            start = time.perf_counter()
            drawings.draw(render, rules, state, marked, bare)
            whole.append(time.perf_counter() - start)
    return kept, whole


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--runs", type=int, default=30, help="drawings of each state and kind")
    arguments.add_argument("--steps", type=int, default=30, help="actions played after the first")
    options = arguments.parse_args()
    rules, states = _states(options.steps)
    for name, render in (("compact", render_compact), ("full", render_board)):
        kept, whole = _time(render, rules, states, options.runs)
        title = f"The {name} map drawn for each of {len(states) - 1} new states:"
        sides = (("kept rows", kept), ("whole", whole))
        print("\n".join(compared(title, sides, "whole over kept rows", 12, 3)))


if __name__ == "__main__":
    main()
