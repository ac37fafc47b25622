"""French elision where a sentence meets the name it is given.

A French sentence is a template filled with names: "Recharger ! {card} de
{who} reçoit un jeton recharge." French drops the vowel of "de", "que",
"le" and "la" before a word that starts with a vowel ("d'Anya", "qu'Anya",
"l'Officier"), and which name comes is known only when the template is
filled. A translator cannot write it in the catalog; `ElidingTemplate`
does it as the name is put in, and only there: the words the translator
wrote stay as written.
"""

from __future__ import annotations

import re
import string
from functools import lru_cache
from typing import Any

ELIDED = re.compile(r"(?:^|(?<=[\s(«\"'’]))([DdLl]e|[Ll]a|(?:[Ll]orsq|[Pp]uisq|[Jj]usq|[Qq])ue) $")
"""A word that loses its vowel before a vowel, ending the text before a name
(the space after it too): "de", "que" and the words ending so ("lorsque",
"puisque", "jusque"), "le", "la"."""

VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")
"""What a name starts with to take the elision. Not "h": the names of this
game that start with it (Hans, Hitler) are German, with an aspirated h
("de Hans Grösse")."""

_FORMATTER = string.Formatter()


@lru_cache(maxsize=4096)
def _parts(template: str) -> tuple[tuple[str, str | None, str | None, str | None], ...] | None:
    """The template's literal texts and fields, parsed once; None when no
    field follows a word that elides, or a field is nested (a width given
    as a field): `str.format` then says all there is to say."""
    parts = tuple(_FORMATTER.parse(template))
    if any(field is not None and "{" in (spec or "") for _, field, spec, _ in parts):
        return None
    if not any(field is not None and ELIDED.search(literal) for literal, field, _, _ in parts):
        return None
    return parts


FIRST_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*(?=\s|,|$)")
"""A name's first word, made of letters (a hyphen or an apostrophe between
them): not a file's name or a path ("essai.jsonl")."""


def takes_elision(name: str) -> bool:
    """Whether `name` starts with a word that starts with a vowel: "Anya",
    "Officier 1", not a square ("A1", read letter by letter), letters
    ("IA") or a file's name ("essai.jsonl")."""
    return (
        len(name) > 1
        and name[0] in VOWELS
        and name[1].islower()
        and FIRST_WORD.match(name) is not None
    )


def elide(before: str, name: str) -> str:
    """`before` (the text that ends where `name` is put) with its last word
    elided when the name starts with a vowel: "Tour de " before "Anya"
    gives "Tour d'"."""
    if not takes_elision(name):
        return before
    return ELIDED.sub(lambda found: found.group(1)[:-1] + "'", before)


class ElidingTemplate(str):
    """A French text from the catalogs: `format` fills it as `str.format`
    does, eliding the word before each name that starts with a vowel."""

    __slots__ = ()

    def format(self, *args: Any, **kwargs: Any) -> str:
        plain = str.format(self, *args, **kwargs)  # its errors, and the text with no name elided
        parts = _parts(str(self))
        if parts is None:
            return plain
        pieces: list[str] = []
        automatic = 0
        for literal, field, spec, conversion in parts:
            pieces.append(literal)
            if field is None:
                continue
            if field == "":
                field = str(automatic)
                automatic += 1
            value, _key = _FORMATTER.get_field(field, args, kwargs)
            converted = _FORMATTER.convert_field(value, conversion)
            filled = _FORMATTER.format_field(converted, spec or "")
            pieces[-1] = elide(pieces[-1], filled)
            pieces.append(filled)
        return "".join(pieces)
