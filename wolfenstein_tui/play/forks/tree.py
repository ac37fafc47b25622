"""The games of a save folder as a tree: each fork under the game it was
forked from (forks.py), with the mission, round and outcome of every
branch. For `wolfenstein replay --tree DIR` and the Load game and Replay
lists."""

from __future__ import annotations

from pathlib import Path

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.play.log_summary import LogSummary, saved_logs, summarize

MAX_DEPTH = 64
"""Deeper forks are shown at this depth (a loop of names cannot hang the list)."""


def branch_label(summary: LogSummary) -> str:
    """One branch: its file, then where it branched off (a fork) and the
    game's summary (mission, round, players, outcome, date)."""
    return f"{summary.path.name} · {_fork_label(summary)}"


def fork_tree(summaries: list[LogSummary]) -> list[tuple[int, LogSummary]]:
    """The games with their depth in the tree, each parent followed by its
    forks (in the order of the lines they branch at). Roots keep the order
    given (the latest first, in the lists); a fork whose parent is not in
    the folder is a root of its own."""
    by_name = {summary.path.name: summary for summary in summaries}
    children: dict[str, list[LogSummary]] = {}
    roots = []
    for summary in summaries:
        parent = summary.parent
        if parent is not None and parent in by_name and parent != summary.path.name:
            children.setdefault(parent, []).append(summary)
        else:
            roots.append(summary)
    for forks in children.values():
        forks.sort(key=lambda s: (s.fork_line or 0, s.path.name))
    rows: list[tuple[int, LogSummary]] = []
    seen: set[str] = set()

    def add(summary: LogSummary, depth: int) -> None:
        if summary.path.name in seen:
            return
        seen.add(summary.path.name)
        rows.append((depth, summary))
        for fork in children.get(summary.path.name, []):
            add(fork, min(depth + 1, MAX_DEPTH))

    for root in roots:
        add(root, 0)
    for summary in summaries:  # a circle of parents with no root: shown all the same
        add(summary, 0)
    return rows


def tree_lines(folder: Path) -> list[str]:
    """`wolfenstein replay --tree DIR`: every game of the folder, forks
    indented under their parent."""
    rows = fork_tree([summarize(path) for path in saved_logs(folder, limit=10_000)])
    return [indent(depth) + branch_label(summary) for depth, summary in rows]


def indent(depth: int) -> str:
    """The tree's drawing before a branch of this depth."""
    return "" if depth == 0 else "   " * (depth - 1) + "└─ "


def picker_rows(paths: list[Path]) -> list[tuple[Path, str]]:
    """The Load game and Replay lists: each game and its label, each fork
    under its parent, indented, with the line it plays on from."""
    rows = fork_tree([summarize(path) for path in paths])
    return [(summary.path, indent(depth) + _fork_label(summary)) for depth, summary in rows]


def _fork_label(summary: LogSummary) -> str:
    if summary.fork_line is None:
        return summary.label()
    return _("from line {line}").format(line=summary.fork_line) + " · " + summary.label()
