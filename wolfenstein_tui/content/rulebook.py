"""The rules reference: the rule texts the engine's messages cite by id
(R-LOS-2...), read from `data/rules.md` so the game can show a rule and let a
player search them all without leaving the table."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files

RULE_ID = re.compile(r"R-[A-Z]+(?:-\d+)?")
_ITEM = re.compile(r"^(\s*)- (?:(R-[A-Z]+(?:-\d+)?)\s+)?(.*)$")
_TAG = re.compile(r"\((R-[A-Z]+)")


@dataclass(frozen=True)
class RuleEntry:
    id: str
    """The rule's id, or for text that has none its section's tag (R-DIFF)."""
    section: str
    text: str
    decision: bool
    """The rule holds one of this game's decisions ([D]) where the rulebook
    is silent or unclear."""

    def matches(self, words: list[str]) -> bool:
        haystack = f"{self.id} {self.section} {self.text}".lower()
        return all(word in haystack for word in words)


def _plain(text: str) -> str:
    return re.sub(r"\*\*?([^*]+)\*\*?", r"\1", text).replace("`", "")


def parse_rules(markdown: str) -> tuple[RuleEntry, ...]:
    entries: list[RuleEntry] = []
    section = ""
    tag = ""
    current: list[str] | None = None
    current_id = ""

    def close() -> None:
        nonlocal current
        if current:
            text = _plain(" ".join(part.strip() for part in current))
            entries.append(RuleEntry(current_id, section, text, "[D]" in text))
        current = None

    for line in markdown.splitlines():
        if line.startswith("# "):
            continue
        if line.startswith("## "):
            close()
            section = line[3:].strip()
            found = _TAG.search(section)
            tag = found.group(1) if found else ""
            continue
        if not line.strip():
            close()
            continue
        item = _ITEM.match(line)
        if item:
            close()
            current_id = item.group(2) or tag
            current = [item.group(3)]
        elif current is not None:
            current.append(line)
        elif section:
            current_id, current = tag, [line]
    close()
    return tuple(entries)


@lru_cache(maxsize=1)
def rule_entries() -> tuple[RuleEntry, ...]:
    text = files("wolfenstein_tui").joinpath("data", "rules.md").read_text(encoding="utf-8")
    return parse_rules(text)


def search_rules(query: str, entries: tuple[RuleEntry, ...] | None = None) -> list[RuleEntry]:
    """Every entry holding all the words of the query; an exact rule id
    first (typing "R-LOS-2" finds that rule at the top)."""
    entries = rule_entries() if entries is None else entries
    words = query.lower().split()
    found = [entry for entry in entries if entry.matches(words)]
    exact = query.strip().upper()
    return sorted(found, key=lambda entry: entry.id != exact)


def rule_text(rule_id: str) -> str | None:
    """The text of one rule, to show beside a message that cites it."""
    for entry in rule_entries():
        if entry.id == rule_id:
            return entry.text
    return None
