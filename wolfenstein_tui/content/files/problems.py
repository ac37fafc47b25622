"""A problem found in a content file, located so a person can fix it."""

from __future__ import annotations

from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.files.text import printable


@frozen_record(order=True)
class Problem:
    """One located complaint; lines and columns count from 1, like editors do."""

    path: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return printable(f"{self.path}:{self.line}:{self.column}: {self.message}")


class ContentError(Exception):
    """Raised when a content file cannot be used; carries every problem found."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = problems
