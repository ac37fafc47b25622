"""What a line-mode game (PlainGame, game.py) holds and does that its parts
mixed into it (asking.py, joined_turns.py, looking.py) use. Declared once
here, the parts are checked as they run: inside a PlainGame. Nothing here
exists at run time but the class itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wolfenstein_tui.engine.rules.referee import Rules
    from wolfenstein_tui.engine.state.events import Event
    from wolfenstein_tui.engine.state.state import GameState
    from wolfenstein_tui.plain.io import Lines, Out
    from wolfenstein_tui.plain.story import PlainStory
    from wolfenstein_tui.play.session import Session
    from wolfenstein_tui.words.actions.menu import Menu, Numbering
    from wolfenstein_tui.words.names import Names


class GameParts:
    """The line-mode game's state and calls, as its parts see them."""

    session: Session
    lines: Lines
    out: Out
    story: PlainStory
    menu: Menu | None
    seat_shown: int | None
    line: int
    lines_seen: int
    listed: bool
    every_option: bool
    numbering: Numbering

    if TYPE_CHECKING:

        @property
        def rules(self) -> Rules: ...
        @property
        def state(self) -> GameState: ...
        def names(self) -> Names: ...
        def refused(self, reason: str) -> None: ...
        def looked_around(self) -> None: ...
        def say_lines(self, lines: list[str], kind: str = "info") -> None: ...
        def confirm(self, asked: str) -> bool: ...
        def read(self, timeout: float | None = None) -> str | object | None: ...
        def handle(self, line: str) -> object | None: ...
        def tell(
            self, before: GameState, command: dict[str, Any], events: list[Event], line: int
        ) -> None: ...
