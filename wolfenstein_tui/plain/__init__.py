"""The line mode: the game played without a screen, one sentence a line.

`wolfenstein play MISSION --plain` (and `continue`, `host`, `join`,
`campaign continue`) tells what happens as sentences in the player's
language, the same words as `wolfenstein replay --text` (narrate.py), and
asks each decision as a prompt line ending in "> " with numbered options
that keep the app's numbers (words/actions/menu.py). It reads one command a
line: a number, or words such as `move d13`, `where`, `look D8`, `help`.
Made for screen readers (each line stands alone, no escape codes, no
drawing outside `map`) and for scripts (`--json`: one JSON object a line).

The game is played through the same `Session` as the app, so its log is
the one truth: a game left here (EOF or `quit`) is carried on in the app or
here alike. Nothing here imports Textual or rich.
"""

from __future__ import annotations

from wolfenstein_tui.plain.game import PlainGame, run_plain

__all__ = ["PlainGame", "run_plain"]
