"""Giving a panel new text without needless repaints or layout passes."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


def show(panel: Static, text: Text, layout: bool = True) -> None:
    """Give a panel its new text, unless it already shows that text: Textual
    draws again every panel it is given, and after a move or an undo most of
    them (the status, the objectives, often the map) are unchanged. Without
    `layout`, the panel keeps its size (no layout pass: a faster repaint)."""
    if panel.content != text:
        panel.update(text, layout=layout)
