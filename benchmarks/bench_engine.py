"""Rules engine timings, as medians of repeated runs (run by hand):

    python benchmarks/bench_engine.py

- one command: `Rules.apply` on the decisions of random games on the starter
  mission (each command timed alone);
- legal actions: `Rules.legal_actions` in the same states;
- one full random game: a GameRecord played to its end by the random legal
  player against the nazis' program, log lines and digests included (and,
  for comparison, with the nazi phase skipped).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wolfenstein_tui.content.loading.cache import builtin_decks  # noqa: E402
from wolfenstein_tui.content.loading.validation import load_mission  # noqa: E402
from wolfenstein_tui.engine.log.header import Header  # noqa: E402
from wolfenstein_tui.engine.players.simulate import play_random_game  # noqa: E402
from wolfenstein_tui.engine.rules.referee import Rules, Setup  # noqa: E402
from wolfenstein_tui.engine.state import rng  # noqa: E402

SEATS = (("klaus", "blazkowicz"), ("anya", "max"))


def main() -> None:
    decks = builtin_decks()
    loaded = load_mission(ROOT / "missions" / "m01-radio-silence.yaml", decks)
    rules = Rules(loaded, decks)
    apply_times: list[float] = []
    legal_times: list[float] = []
    for seed in range(20):
        state, _ = rules.new_game(Setup(seats=SEATS, seed=seed))
        chooser = seed + 1
        while state.outcome is None:
            start = time.perf_counter()
            options = rules.legal_actions(state)
            legal_times.append(time.perf_counter() - start)
            index, chooser = rng.below(chooser, len(options))
            start = time.perf_counter()
            state, _ = rules.apply(state, options[index])
            apply_times.append(time.perf_counter() - start)
    game_times: dict[bool, list[float]] = {False: [], True: []}
    for skip in (False, True):
        for seed in range(30):
            header = Header(
                mission=loaded.mission.id,
                mission_hash="",
                decks_hash="",
                seats=SEATS,
                seed=seed,
                skip_nazi_phase=skip,
            )
            start = time.perf_counter()
            play_random_game(rules, header, seed)
            game_times[skip].append(time.perf_counter() - start)
    print(f"commands timed: {len(apply_times)} over 20 games")
    print(f"apply one command, median:       {statistics.median(apply_times) * 1e6:8.0f} us")
    print(
        f"apply one command, 95th centile: {statistics.quantiles(apply_times, n=20)[-1] * 1e6:8.0f} us"
    )
    print(f"legal actions, median:           {statistics.median(legal_times) * 1e6:8.0f} us")
    print(f"full random game, median of 30:  {statistics.median(game_times[False]) * 1e3:8.1f} ms")
    print(f"  the same, nazi phase skipped:  {statistics.median(game_times[True]) * 1e3:8.1f} ms")


if __name__ == "__main__":
    main()
