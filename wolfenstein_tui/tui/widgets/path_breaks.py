"""Long file paths in a narrow panel: rich folds a word longer than the line
wherever the line ends, so a save path read "…radio-silence.js" / "onl".
A path is a word with its own places to break, after each "/": it starts on
a line of its own and breaks only there, so the folders and the file's
name each read whole; a name longer than the whole line starts a line and
breaks after a "-" or "_" in it (only a name without any is folded anywhere)."""

from __future__ import annotations

import re

from rich.cells import cell_len
from rich.text import Text

_WORD = re.compile(r"\S+")
_PIECE = re.compile(r"[^/]*/|[^/]+$")
_PART = re.compile(r"[^-_]*[-_]|[^-_]+$")


def _pieces(token: str, width: int) -> list[tuple[str, bool]]:
    """A path's pieces, each ending at a "/", and a piece too long for the
    line cut into its parts ending at "-" or "_"; with each, whether it
    starts a line (a cut name starts on its own line)."""
    pieces: list[tuple[str, bool]] = []
    for piece in _PIECE.findall(token):
        if cell_len(piece) > width:
            parts = _PART.findall(piece)
            pieces += [(part, i == 0) for i, part in enumerate(parts)]
        else:
            pieces.append((piece, False))
    return pieces


def paths_broken(text: Text, width: int) -> Text:
    """`text` with a line break before each path too long for `width` and
    inside it after a "/", where its pieces would run past the line; other
    words, and the spans' styles, as they were."""
    plain = text.plain
    if "/" not in plain or width < 1:
        return text
    out = Text(style=text.style, justify=text.justify, overflow=text.overflow, end=text.end)
    done = 0
    for word in _WORD.finditer(plain):
        token, start = word.group(), word.start()
        if "/" not in token or cell_len(token) <= width:
            continue
        before = start - 1 if start and plain[start - 1] == " " else start
        out.append_text(text[done:before])
        if start and plain[start - 1] != "\n":
            out.append("\n")
        used, at = 0, start
        for piece, fresh in _pieces(token, width):
            size = cell_len(piece)
            if used and (fresh or used + size > width):
                out.append("\n")
                used = 0
            out.append_text(text[at : at + len(piece)])
            at += len(piece)
            used += size
        done = word.end()
    if done == 0:
        return text
    out.append_text(text[done:])
    return out
