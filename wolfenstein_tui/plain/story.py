"""The line mode's narration: the story of narrate.py told a sentence a
line, for a screen reader as much as for the eye."""

from __future__ import annotations

from dataclasses import dataclass, field

from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.play.narrate import Story
from wolfenstein_tui.words.names import names_for

NO_WRAP = 10_000
"""The narration's width: a sentence is never cut into lines here (a screen
reader reads a line as it comes; the terminal wraps it for the eye)."""


@dataclass
class PlainStory(Story):
    """The narration of narrate.py, a sentence a line: no indent, no rule
    lines around the headings (a screen reader would read them out)."""

    width: int = NO_WRAP
    recap_only: bool = False
    in_nazi_phase: bool = False
    hidden: list[Event] = field(default_factory=list)

    def para(self, text: str, indent: str = "") -> None:
        self.text.append(names_for(self.rules)(text))

    def heading(self, title: str) -> None:
        self.text.append(title + ".")
