"""`wolfenstein fork LOG --at LINE`, `wolfenstein replay --tree DIR` and
`wolfenstein replay --diff A B`: forks made, shown as a tree, compared."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from wolfenstein_tui.base.i18n import _


def run_fork(args: argparse.Namespace) -> int:
    """Write the fork beside the log (or in --save-dir) and print its path."""
    from wolfenstein_tui.play.forks.branching import fork_log
    from wolfenstein_tui.play.saves import SaveError

    names = tuple(n.strip() for n in (args.names or "").split(",") if n.strip())
    try:
        path = fork_log(args.log, args.at, args.save_dir, mission=args.mission, player_names=names)
    except SaveError as error:
        print(error, file=sys.stderr)
        return 1
    print(path)
    return 0


def run_tree(folder: Path) -> int:
    """Every game of the folder, each fork under the game it came from."""
    from wolfenstein_tui.play.forks.tree import tree_lines

    if not folder.is_dir():
        print(_("{folder}: not a folder").format(folder=folder), file=sys.stderr)
        return 1
    lines = tree_lines(folder)
    if not lines:
        print(_("No saved games in {folder}.").format(folder=folder))
    for line in lines:
        print(line)
    return 0


def run_diff(a: Path, b: Path) -> int:
    """Where two branches of one game part, and how each ends."""
    from wolfenstein_tui.play.forks.diff import diff_lines
    from wolfenstein_tui.play.saves import SaveError

    try:
        lines = diff_lines(a, b)
    except SaveError as error:
        print(error, file=sys.stderr)
        return 1
    for line in lines:
        print(line)
    return 0
