"""The screen as text, line by line, as the terminal shows it."""

from __future__ import annotations


def screen_lines(app) -> list[str]:
    return [strip.text for strip in app.screen._compositor.render_strips()]
