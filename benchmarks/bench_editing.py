"""The mission editor's work after each edit (run by hand):

    python benchmarks/bench_editing.py [--runs N] [--mission PATH]

Opens a mission (mission 1 by default: a 20x13 map, the built-in missions'
usual size) as a draft and, --runs times over, walls up one door (C4's
south side) and times, in ms (median and range):
- `apply`: the edit itself (a drawing edit: the file's text is not written);
- `text`: writing the file's text again (the round-trip YAML dump);
- `problems`: the checks of `wolfenstein validate` on that text, each
  problem placed at its square (the editor runs it after every edit);
- `square`: the panel's look at one square;
- `undo`: going back (a drawing edit: the drawing's text put back);
- `field`, `field undo`: an edit of another field (the round limit), which
  writes the whole file again, and its undo, which reads it again.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument(
        "--mission", type=Path, default=ROOT / "missions" / "m01-radio-silence.yaml"
    )
    args = parser.parse_args()

    from wolfenstein_tui.content.editing.draft import MissionDraft
    from wolfenstein_tui.content.editing.edits import SetEdge, SetField
    from wolfenstein_tui.content.loading.cache import builtin_decks

    decks = builtin_decks()
    draft = MissionDraft.open(args.mission, decks)
    draft.problems()  # the first check loads what every later one shares
    names = ("apply", "text", "problems", "square", "undo", "field", "field undo")
    times: dict[str, list[float]] = {name: [] for name in names}
    for _run in range(args.runs):
        steps = [
            ("apply", lambda: draft.apply(SetEdge("C4", "s", "wall"))),
            ("text", draft.text),
            ("problems", draft.problems),
            ("square", lambda: draft.square("C4")),
        ]
        for name, step in steps:
            start = time.perf_counter()
            step()
            times[name].append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        draft.undo()
        times["undo"].append((time.perf_counter() - start) * 1000)
        draft.problems()  # back to the door, checked: the next run checks anew
        start = time.perf_counter()
        draft.apply(SetField(("round_limit",), 11))
        times["field"].append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        draft.undo()
        times["field undo"].append((time.perf_counter() - start) * 1000)
    print(f"{args.mission.name}: {draft.width}x{draft.height} squares, {args.runs} runs")
    for name, values in times.items():
        print(
            f"  {name:9} median {statistics.median(values):7.2f} ms"
            f"  (range {min(values):.2f}-{max(values):.2f})"
        )


if __name__ == "__main__":
    main()
