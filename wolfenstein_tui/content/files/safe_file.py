"""The one way every file the game reads is read: missions, decks, game logs
and campaign files.

Anything named by a person or found in a folder may be a FIFO (whose open
would wait for a writer forever), a device such as /dev/zero (endless), a
folder, or simply huge. So a file is opened non-blocking, checked with
fstat to be a regular file before a byte is read, its size compared with a
cap first, and the read itself bounded by that cap (a file growing while we
read it still cannot exhaust memory). Text taken from files is cleaned by
content/files/text.py.

JSON is parsed here too, with caps the standard library lacks: nesting
depth, the digits of an integer (Python's own limit gives advice about
`sys.set_int_max_str_digits`, which means nothing to a player), and no
NaN or Infinity.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.system_errors import kind_of
from wolfenstein_tui.base.system_errors import reason as said_reason
from wolfenstein_tui.content.files.json_words import json_problem
from wolfenstein_tui.content.files.text import excerpt

MAX_DEPTH = 32
"""Deepest nesting of lists and mappings accepted in a JSON or YAML file:
the deepest real structure (a mission's effects inside events inside a
list) is under 10 levels, and a recursive reader must never meet thousands."""

MAX_INT_DIGITS = 30
"""Longest integer, in digits, accepted in a file: a seed is below 2**64
(20 digits); nothing the game counts comes near."""


class FileRefused(Exception):
    """A file that cannot be read as content, with a plain reason (the
    caller adds the path and locates it at the top of the file)."""

    def __init__(self, message: str, line: int = 1, detail: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        """The line the problem is on (1 when it is the whole file's)."""
        self.detail = message if detail is None else detail
        """The message without its line, for callers that write file:line first."""


class JsonRefused(Exception):
    """JSON text that cannot be used; `column` counts from 1 when known."""

    def __init__(self, message: str, line: int = 1, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


def _nouns(what: str) -> tuple[str, str]:
    """The kind of file read ("game log"), in words: "a game log" and
    "game logs"."""
    nouns = {
        "content file": (_("a content file"), _("content files")),
        "campaign file": (_("a campaign file"), _("campaign files")),
        "game log": (_("a game log"), _("game logs")),
    }
    return nouns.get(what, (_("a file"), _("files")))


def read_bytes(path: Path, limit: int, what: str = "file") -> bytes:
    """The bytes of a regular file no larger than `limit`; raise FileRefused
    otherwise. Never blocks: O_NONBLOCK makes opening a FIFO return at once,
    fstat then refuses it, and only a regular file is read (with blocking
    mode back on, for plain reads)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        handle = os.open(path, flags)
    except ValueError:  # a NUL in the name: no file can have one
        raise FileRefused(
            _("the file name holds a NUL character; no file can be named so")
        ) from None
    except OSError as error:
        raise FileRefused(
            _("cannot read the file: {reason}").format(reason=said_reason(error))
        ) from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            kind = kind_of(info.st_mode)
            raise FileRefused(
                _("this is a folder, not a file")
                if stat.S_ISDIR(info.st_mode)
                else _("this is {kind}, not a file; only regular files are read").format(kind=kind)
            )
        if info.st_size > limit:
            raise FileRefused(_too_big(info.st_size, limit, what))
        if hasattr(os, "set_blocking"):
            os.set_blocking(handle, True)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(handle, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # it grew while we read it
                raise FileRefused(_too_big(total, limit, what))
        return b"".join(chunks)
    except OSError as error:
        raise FileRefused(
            _("cannot read the file: {reason}").format(reason=said_reason(error))
        ) from None
    finally:
        os.close(handle)


def _too_big(size: int, limit: int, what: str) -> str:
    return _(
        "the file is {size} ({bytes} bytes); {kinds} are limited to {most} ({most_bytes} bytes)"
    ).format(
        size=_size(size),
        bytes=format(size, ","),
        kinds=_nouns(what)[1],
        most=_size(limit),
        most_bytes=format(limit, ","),
    )


def _size(count: int) -> str:
    if count % (1 << 20) == 0:
        return f"{count >> 20} MB"
    if count >= 1 << 20:
        return f"{count / (1 << 20):.1f} MB"
    return f"{count / 1024:.1f} KB"


def read_text(path: Path, limit: int, what: str = "file") -> str:
    """A regular file's text, which must be UTF-8 (a byte-order mark is
    dropped); raise FileRefused with the line of the first bad byte."""
    raw = read_bytes(path, limit, what).removeprefix(b"\xef\xbb\xbf")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        detail = _("byte {byte} is not UTF-8 text; {kind} is UTF-8 text").format(
            byte="0x" + format(raw[error.start], "02x"), kind=_nouns(what)[0]
        )
        raise FileRefused(
            _("line {line}: {detail}").format(line=line, detail=detail), line, detail
        ) from None


# --- JSON with caps ------------------------------------------------------------------


def _parse_int(text: str) -> int:
    digits = text.lstrip("-")
    if len(digits) > MAX_INT_DIGITS:
        raise JsonRefused(
            _("a number with {digits} digits; numbers here have at most {most}").format(
                digits=format(len(digits), ","), most=MAX_INT_DIGITS
            )
        )
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise JsonRefused(_("the number {text} is too large").format(text=excerpt(text)))
    return value


def _parse_constant(name: str) -> object:
    raise JsonRefused(
        _("{name} is not a number JSON allows; write a plain number").format(name=name)
    )


def loads_json(text: str) -> Any:
    """Parse JSON text with the caps above; raise JsonRefused, located in
    the text when the parser says where."""
    try:
        data = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except json.JSONDecodeError as error:
        raise JsonRefused(
            _("not valid JSON: {msg}").format(msg=json_problem(error.msg)),
            error.lineno,
            error.colno,
        ) from None
    except RecursionError:
        raise JsonRefused(
            _(
                "the value is nested too deeply (at most {most} levels of lists and mappings)"
            ).format(most=MAX_DEPTH)
        ) from None
    depth = nesting_depth(data)
    if depth > MAX_DEPTH:
        raise JsonRefused(
            _(
                "the value is nested {depth} levels deep; at most {most} levels of lists and "
                "mappings are read"
            ).format(depth=depth, most=MAX_DEPTH)
        )
    return data


def nesting_depth(data: Any, cap: int = MAX_DEPTH) -> int:
    """How deeply lists and mappings nest in `data` (a scalar is 0), found
    without recursion; counting stops a level past `cap`."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (list, dict)):
            depth += 1
            deepest = max(deepest, depth)
            if depth > cap:
                return depth
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth) for child in children)
    return deepest
