"""The smart hero player's games, timed (run by hand):

    python benchmarks/bench_smart_player.py [--games N] [--against TREE]

Per built-in mission: N whole games (seeds 0..N-1, "Bring 'em on!", one
player) played one after another in one process, as a balance worker plays
them, and the median processor time of a game (not wall time: the machine's
other work does not count). `--against TREE` times the same games with the
code of another source tree too (e.g. `git archive OLD | tar -x -C /tmp/old`),
mission by mission in the same run, so the two columns can be compared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def time_mission(mission: str, games: int) -> list[float]:
    """Each game's processor time, in seconds, with the code importable here."""
    from wolfenstein_tui.balance import GameSpec, _Games
    from wolfenstein_tui.engine.state.state import Difficulty

    played = _Games()
    played.rules_for(mission)
    spent = []
    for seed in range(games):
        started = time.process_time()
        played.play(GameSpec(mission, Difficulty.BRING_EM_ON, seed))
        spent.append(time.process_time() - started)
    return spent


def _in_tree(tree: Path, mission: str, games: int) -> list[float]:
    """`time_mission` run in a fresh process on the code of `tree`."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    script = (
        "import json, sys; sys.path.insert(0, sys.argv[3]);"
        "from bench_smart_player import time_mission;"
        "print(json.dumps(time_mission(sys.argv[1], int(sys.argv[2]))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, mission, str(games), str(ROOT / "benchmarks")],
        env=env,
        cwd=tree,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--against", type=Path, help="another source tree to time too")
    args = parser.parse_args()
    missions = sorted((ROOT / "missions").glob("*.yaml"))
    print(f"median CPU ms per game over {args.games} games, Bring 'em on!, one player")
    header = f"{'mission':28} {'this tree':>10}"
    if args.against:
        header += f" {'against':>10} {'speed-up':>9}"
    print(header)
    for path in missions:
        mission = str(path.resolve())
        new = statistics.median(_in_tree(ROOT, mission, args.games)) * 1000
        line = f"{path.stem:28} {new:10.1f}"
        if args.against:
            other = args.against / "missions" / path.name
            old = statistics.median(_in_tree(args.against, str(other), args.games)) * 1000
            line += f" {old:10.1f} {old / new:8.2f}x"
        print(line, flush=True)


if __name__ == "__main__":
    main()
