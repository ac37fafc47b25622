"""Paths and names of files on the command line, checked before anything
looks for them: a part longer than any file system takes (over 255 bytes)
is refused by argparse in one sentence, where the system would say "File
name too long" from deep inside a command."""

from __future__ import annotations

import argparse
from pathlib import Path

from wolfenstein_tui.base.system_errors import long_name


def name_argument(text: str) -> str:
    """A word that may name a file (a mission, a game's log): refused by
    argparse, in one sentence, when a part of it is too long for any file
    system, before anything looks for it."""
    problem = long_name(text)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return text


def path_argument(text: str) -> Path:
    """A file or folder named on the command line (`name_argument`)."""
    return Path(name_argument(text))
