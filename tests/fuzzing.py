"""Mutations of valid files, for the fuzz tests of game logs and campaign
files (and the fuzz runs made by hand): structure-aware edits of JSON
values (wrong types, huge or odd values, misspelled keys, lines dropped,
doubled or swapped) and raw edits of the text (cuts, stray characters,
nesting bombs, 5,000-digit numbers)."""

from __future__ import annotations

import json
import random
import re
from enum import Enum
from typing import Any

ODD_VALUES: list[Any] = [
    True,
    False,
    None,
    -1,
    0,
    1,
    7,
    1000,
    2**63,
    -(2**70),
    1.5,
    10.0,
    "",
    "10",
    "x" * 300,
    "\x1b]0;owned\x07\x1b[2J",
    "a\x00b",
    "B2",
    "heart",
    "klaus",
    [],
    {},
    [[[[[1]]]]],
    {"command": "move", "hero": "klaus", "to": "B2"},
    ["heart", "blank"],
]

RAW_INSERTS = [
    "[" * 3000,
    "9" * 5000,
    "NaN",
    "Infinity",
    "-Infinity",
    "1e999",
    "\x1b[31m",
    "\x00",
    "\\u0000",
    '"',
    "}",
    ",",
    "\n",
    "true",
    "\ud800".encode("utf-8", "surrogatepass").decode("utf-8", "replace"),
]

TYPOS = {"digest": "digzst", "undo": "undoo", "do": "d0", "dice": "dise", "seed": "sede"}


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    value[head] = _set(value[head], rest, new)
    return value


def mutate_value(data: Any, rnd: random.Random) -> Any:
    """One edit somewhere inside a JSON value."""
    path = rnd.choice(_paths(data))
    operation = rnd.randrange(4)
    if operation == 0 or not path:
        return _set(data, path, rnd.choice(ODD_VALUES))
    parent = data
    for part in path[:-1]:
        parent = parent[part]
    key = path[-1]
    if operation == 1:  # drop it
        del parent[key]
    elif operation == 2 and isinstance(parent, dict):  # misspell the key
        value = parent.pop(key)
        parent[TYPOS.get(key, str(key) + "x")] = value
    else:  # a neighbouring value of the same kind, or a random one
        current = parent[key]
        if isinstance(current, bool):
            parent[key] = not current
        elif isinstance(current, int):
            parent[key] = current + rnd.choice([-1000, -1, 1, 3, 10**6])
        else:
            parent[key] = rnd.choice(ODD_VALUES)
    return data


def mutate_log(text: str, rnd: random.Random, edits: int = 2) -> str:
    """A valid game log (JSON lines) with a few edits."""
    lines = text.split("\n")
    if lines and not lines[-1]:
        lines.pop()
    for _ in range(edits):
        if not lines:
            lines.append("{}")
        choice = rnd.randrange(10)
        index = rnd.randrange(len(lines))
        if choice <= 3:
            try:
                data = json.loads(lines[index])
            except (ValueError, RecursionError):
                continue
            lines[index] = json.dumps(mutate_value(data, rnd), ensure_ascii=rnd.random() < 0.5)
        elif choice == 4:
            del lines[index]
        elif choice == 5:
            lines.insert(index, lines[rnd.randrange(len(lines))])
        elif choice == 6:
            other = rnd.randrange(len(lines))
            lines[index], lines[other] = lines[other], lines[index]
        elif choice == 7:
            lines.insert(rnd.randrange(len(lines) + 1), rnd.choice(_EXTRA_LINES))
        else:
            lines[index] = _raw_edit(lines[index], rnd)
    body = "\n".join(lines)
    if rnd.random() < 0.2:  # the terminal died mid-write
        return body[: rnd.randrange(len(body) + 1)]
    return body + "\n"


_EXTRA_LINES = [
    '{"undo": 1}',
    '{"undo": -1}',
    '{"undo": 1000}',
    '{"undo": "x"}',
    '{"undo": null}',
    '{"undo": true}',
    '{"do": {"command": "end_activation", "hero": "klaus"}}',
    '{"do": {"command": "choose", "option": 0}}',
    '{"do": {"command": "reload", "hero": "klaus", "weapon": -1}}',
    '{"do": {"command": "switch_weapon", "hero": "klaus", "weapon": 99999999999}}',
    '{"do": {"command": "give", "hero": "klaus", "to": "anya", "weapon": -5}}',
    '{"do": {"command": "use_ability", "hero": "klaus", "ability": -1}}',
    '{"do": {"command": "choose", "option": -1}}',
    '{"dice": ["heart"], "digzst": "0"}',
    '{"card": "medkit", "deck": "equipment"}',
    '{"shuffle": "events", "order": []}',
    "[" * 5000,
    '{"do": ' + "[" * 40 + "]" * 40 + "}",
]


def _raw_edit(line: str, rnd: random.Random) -> str:
    where = rnd.randrange(len(line) + 1)
    cut = rnd.randrange(4)
    return line[:where] + rnd.choice(RAW_INSERTS) + line[where + cut :]


def mutate_json_document(text: str, rnd: random.Random, edits: int = 2) -> str:
    """A valid JSON file (a campaign) with a few edits: of its values, or of
    its text."""
    for _ in range(edits):
        if rnd.random() < 0.7:
            try:
                data = json.loads(text)
            except (ValueError, RecursionError):
                text = _raw_edit(text, rnd)
                continue
            text = json.dumps(mutate_value(data, rnd), indent=2, ensure_ascii=rnd.random() < 0.5)
        else:
            text = _raw_edit(text, rnd)
    return text


LOCATED = re.compile(r"^(\d+)(?::\d+)?: \S")
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def located_line(message: str, path: str) -> int | None:
    """The line a message names for `path` (path:line[:column]: ...), or
    None when it names none."""
    if not message.startswith(path + ":"):
        return None
    found = LOCATED.match(message[len(path) + 1 :])
    return int(found.group(1)) if found else None


# --- the surfaces around the files: planted files, long names, crafted caches ---------

PLANTED_KINDS = [
    "fifo",
    "link to a victim",
    "dangling link",
    "link loop",
    "folder",
    "garbage file",
    "deleted",
]
"""What a co-user of a shared save folder may leave where the game reads or
writes a file."""


def plant(path: Any, kind: str, victim: Any) -> None:
    """Put one of PLANTED_KINDS at `path` (a pathlib.Path), replacing what is there."""
    import os
    import shutil

    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "link to a victim":
        path.symlink_to(victim)
    elif kind == "dangling link":
        path.symlink_to(path.with_name("nowhere-at-all"))
    elif kind == "link loop":
        path.symlink_to(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "garbage file":
        path.write_bytes(b'\x1b]0;owned\x07{"pid": "x"' + bytes(range(256)))


def mutate_object(value: Any, rnd: random.Random, edits: int = 1) -> Any:
    """Change `edits` attributes somewhere inside a graph of plain objects
    (records, dataclasses, lists, dicts): what a crafted pickle of only
    allowed classes can hold. The objects are changed in place."""
    holders: list[Any] = []
    seen: set[int] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        # Classes and enum members are shared by the whole program: never changed.
        if id(item) in seen or isinstance(item, str | bytes | int | float | type | Enum | None):
            continue
        seen.add(id(item))
        if isinstance(item, list | dict) or isinstance(getattr(item, "__dict__", None), dict):
            holders.append(item)
        children = (
            item.values()
            if isinstance(item, dict)
            else item
            if isinstance(item, list | tuple | set | frozenset)
            else vars(item).values()
            if hasattr(item, "__dict__") and not isinstance(item, type)
            else ()
        )
        stack.extend(children)
    for _ in range(edits):
        holder = rnd.choice(holders)
        fields = vars(holder) if hasattr(holder, "__dict__") else holder
        if isinstance(fields, list):
            if fields:
                fields[rnd.randrange(len(fields))] = rnd.choice(ODD_VALUES)
        elif fields:
            key = rnd.choice(list(fields))
            if rnd.random() < 0.2:
                del fields[key]
            else:
                fields[key] = rnd.choice(ODD_VALUES)
    return value
