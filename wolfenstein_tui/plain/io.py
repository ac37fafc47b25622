"""The line mode's two ends: the lines a player types (from a terminal, a
pipe or a script) and what is said back, as sentences or as JSON objects.

Every text said goes through `clean`: a mission file or a player's name may
hold control characters, and none reaches the terminal (no escape codes,
whatever the content)."""

from __future__ import annotations

import json
import os
import select
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol, TextIO

END = object()
"""What `Lines.read` returns once the input is over (EOF)."""


def clean(text: str) -> str:
    """`text` without control characters: a tab becomes a space, the rest
    (ESC, carriage return, bell...) is dropped."""
    return "".join(
        " " if ch == "\t" else ch for ch in text if ch == "\t" or (ch >= " " and ch != "\x7f")
    )


class Lines(Protocol):
    """Where the player's commands come from, one a line."""

    def read(self, timeout: float | None = None) -> str | object | None:
        """The next line (without its end), None when nothing came within
        `timeout` seconds, `END` at the end of the input."""
        ...


class FileLines:
    """Lines from a file descriptor (a terminal, a pipe, a file), read with
    a timeout so that a joined game can follow the other screens while the
    player has not typed."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = b""
        self.ended = False

    def read(self, timeout: float | None = None) -> str | object | None:
        while b"\n" not in self.buffer:
            if self.ended:
                if self.buffer:
                    line, self.buffer = self.buffer, b""
                    return line.decode("utf-8", "replace")
                return END
            if timeout is not None:
                ready, _, _ = select.select([self.fd], [], [], timeout)
                if not ready:
                    return None
            chunk = os.read(self.fd, 4096)
            if not chunk:
                self.ended = True
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line.decode("utf-8", "replace").rstrip("\r")


class ScriptLines:
    """Lines from a list or from a function that answers each prompt (a
    test's scripted player); END when the script has no more."""

    def __init__(self, lines: Iterable[str] | Callable[[], str | None]) -> None:
        self.next: Callable[[], str | None]
        if callable(lines):
            self.next = lines
        else:
            it: Iterator[str] = iter(lines)
            self.next = lambda: next(it, None)

    def read(self, timeout: float | None = None) -> str | object | None:
        line = self.next()
        return END if line is None else line


class Out:
    """What the line mode says: a sentence a line, or with `as_json` one
    JSON object a line (docs/plain-mode.md gives the schema). Every line is
    flushed at once: a screen reader or a script hears it before the
    prompt waits."""

    def __init__(self, stream: TextIO, as_json: bool = False) -> None:
        self.stream = stream
        self.as_json = as_json
        self.said: list[str] = []
        """Every sentence said, for `log N`."""
        self.asked: str | None = None
        """The kind of the last prompt (action, question, confirm, dice, square)."""

    def say(self, text: str, kind: str = "say", **facts: Any) -> None:
        """One sentence (`kind` names it in JSON: say, refused, info...)."""
        text = clean(text)
        if not text.strip():
            return
        self.said.append(text)
        if self.as_json:
            self._json({"type": kind, "text": text, **facts})
        else:
            self.stream.write(text + "\n")
            self.stream.flush()

    def event(self, data: dict[str, Any], text: str) -> None:
        """One event of the game: in JSON its facts and its sentence, as
        `replay --json --events` gives them; in text its sentence."""
        text = clean(text)
        if self.as_json:
            self.said.append(text)
            self._json({"type": "event", **data, "text": text})
        else:
            self.say(text)

    def prompt(self, text: str, options: list[dict[str, Any]], **facts: Any) -> None:
        """A decision asked: the options a line each ("3. Move to D13 (1 AP)"),
        then the prompt line ending in "> ", left open for the answer."""
        text = clean(text)
        self.asked = facts.get("kind")
        if self.as_json:
            shown = [{k: v for k, v in o.items() if k != "line"} for o in options if "command" in o]
            self._json({"type": "prompt", "text": text, "options": shown, **facts})
            return
        for option in options:
            self.stream.write(clean(option["line"]) + "\n")
        self.stream.write(text + " > ")
        self.stream.flush()

    def _json(self, data: dict[str, Any]) -> None:
        self.stream.write(json.dumps(data, ensure_ascii=False, default=str) + "\n")
        self.stream.flush()
