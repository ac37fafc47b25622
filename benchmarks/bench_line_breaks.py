"""The log's entries broken into lines, as the log panel does for each new
entry (run by hand):

    python benchmarks/bench_line_breaks.py [--runs N] [--width N]

Takes the worked example's game (docs/examples/worked-example.jsonl) told
in French, one entry a paragraph, and times, --runs times each,
interleaved, the whole of them rendered to segments at --width cells
(39: the log at 80×24):

- Rich wrapping each entry itself (`Console.render` of the entry), as the
  log did before it broke its lines;
- the game's line breaker (`HeldText`: `wrapped_lines`, which keeps a
  French mark with its word, then Rich rendering the lines as they are),
  as the log does now (`MessageLog.rows`) with an entry holding such a space; an
  entry with none (all of the English ones) is still Rich's to wrap.

Prints the median and range of each, in ms, and their ratio.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from medians import compared  # beside this script
from rich.console import Console
from rich.segment import Segment
from rich.text import Text

from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.play.narrate import narrate
from wolfenstein_tui.play.saves import mission_for, read_log
from wolfenstein_tui.tui.widgets.line_breaks import HeldText

EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "examples" / "worked-example.jsonl"


def entries() -> list[Text]:
    """The example's paragraphs in French, each one line."""
    set_language("fr")
    header, lines = read_log(EXAMPLE)
    decks = builtin_decks()
    rules = Rules(mission_for(header, EXAMPLE, decks), decks)
    story = narrate(rules, header, lines, width=10_000)
    return [Text(line.strip()) for line in story.text if line.strip()]


def by_rich(console: Console, texts: list[Text], width: int) -> None:
    options = console.options.update_width(width)
    for text in texts:
        list(Segment.split_lines(console.render(text, options)))


def by_the_game(console: Console, texts: list[Text], width: int) -> None:
    options = console.options.update_width(width)
    for text in texts:
        list(Segment.split_lines(console.render(HeldText(text), options)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--width", type=int, default=39)
    args = parser.parse_args()
    texts = entries()
    console = Console(width=args.width)
    rich_times: list[float] = []
    game_times: list[float] = []
    for _ in range(args.runs):
        for way, times in ((by_rich, rich_times), (by_the_game, game_times)):
            start = time.perf_counter()
            way(console, texts, args.width)
            times.append(time.perf_counter() - start)
    title = f"{len(texts)} French entries of the worked example, at {args.width} cells:"
    sides = (("Rich wraps", rich_times), ("line breaker", game_times))
    print("\n".join(compared(title, sides, "line breaker over Rich", 14)))


if __name__ == "__main__":
    main()
