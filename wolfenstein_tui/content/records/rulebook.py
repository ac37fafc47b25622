"""The rules reference: the rule texts the engine's messages cite by id
(R-LOS-2...), read from `data/rules.md` so the game can show a rule and let a
player search them all without leaving the table.

Each language has its own file beside the English one (`data/rules.fr.md`,
`rules.it.md`, `rules.pl.md`, `rules.es.md`): the same sections and rule ids,
in the words of that language's rulebook. Why a whole file and not gettext:
a rule is a paragraph read as a whole, and a translator writes it best as
one text, section by section, as the English digest is written. A rule a
translation lacks (an id it does not have, or fewer entries under an id such
as the rows of R-DIFF) is shown in English, at its place."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from wolfenstein_tui.base.i18n import current_language

RULE_ID = re.compile(r"R-[A-Z]+(?:-\d+)?")
_ITEM = re.compile(r"^(\s*)- (?:(R-[A-Z]+(?:-\d+)?)\s+)?(.*)$")
_TAG = re.compile(r"\((R-[A-Z]+)")


@dataclass(frozen=True)
class RuleEntry:
    """One rule of the rules digest, as the in-game rules search shows it."""

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


def rules_file(lang: str) -> str:
    """The file name of the rules reference in `lang` (English: rules.md)."""
    return "rules.md" if lang == "en" else f"rules.{lang}.md"


def _read_rules(name: str) -> str | None:
    # Imported when a rule is first read: the game screen's first frame,
    # which imports this module, reads none.
    from importlib.resources import files

    resource = files("wolfenstein_tui").joinpath("data", name)
    return resource.read_text(encoding="utf-8") if resource.is_file() else None


def with_fallback(
    english: tuple[RuleEntry, ...], translated: tuple[RuleEntry, ...]
) -> tuple[RuleEntry, ...]:
    """The English entries in their order, each replaced by its translation
    when the translated file has it: the k-th entry with an id in English
    matches the k-th entry with that id in the translation (R-DIFF has one
    entry per row of its table). An entry the translation lacks stays
    English; one the English lacks is left out (a rule id is the English
    digest's)."""
    by_key: dict[tuple[str, int], RuleEntry] = {}
    seen: dict[str, int] = {}
    for entry in translated:
        k = seen.get(entry.id, 0)
        seen[entry.id] = k + 1
        by_key[(entry.id, k)] = entry
    shown: list[RuleEntry] = []
    seen = {}
    for entry in english:
        k = seen.get(entry.id, 0)
        seen[entry.id] = k + 1
        shown.append(by_key.get((entry.id, k), entry))
    return tuple(shown)


@lru_cache(maxsize=8)
def entries_in(lang: str) -> tuple[RuleEntry, ...]:
    """The rules reference in `lang`, English where the translation lacks
    a rule (or where no file of that language exists)."""
    english_text = _read_rules(rules_file("en"))
    assert english_text is not None, "the package ships data/rules.md"
    english = parse_rules(english_text)
    if lang == "en":
        return english
    translated = _read_rules(rules_file(lang))
    return english if translated is None else with_fallback(english, parse_rules(translated))


def rule_entries(lang: str | None = None) -> tuple[RuleEntry, ...]:
    """The rules reference in `lang`, by default the language the game
    speaks (i18n.current_language)."""
    return entries_in(_language(lang))


def _language(lang: str | None) -> str:
    return current_language() if lang is None else lang


def search_rules(query: str, entries: tuple[RuleEntry, ...] | None = None) -> list[RuleEntry]:
    """Every entry holding all the words of the query; an exact rule id
    first (typing "R-LOS-2" finds that rule at the top). The words are
    looked for in the language shown (a French player types « porte »)."""
    entries = rule_entries() if entries is None else entries
    words = query.lower().split()
    found = [entry for entry in entries if entry.matches(words)]
    exact = query.strip().upper()
    return sorted(found, key=lambda entry: entry.id != exact)


def rule_text(rule_id: str, lang: str | None = None) -> str | None:
    """The text of one rule, to show beside a message that cites it, in
    `lang` (by default the language the game speaks)."""
    for entry in rule_entries(lang):
        if entry.id == rule_id:
            return entry.text
    return None
