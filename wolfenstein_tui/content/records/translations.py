"""Card and mission texts in the players' languages, carried beside the
English in the same YAML file.

Every model with player-facing text has an optional `translations` mapping:
a language code (fr, it, pl, es) to the same text fields in that language,
e.g. on a weapon card

    translations:
      fr: {name: Pistolet, text: Une arme de poing sûre.}
      it: {name: Pistola}

Why beside the English and not in the gettext catalogs: a fan mission is one
file a player can share, and its translations travel with it; the models
check them like any other field (an unknown language or field is a located
error). A text with no translation shows in English; `wolfenstein validate`
warns about each one missing (`missing_translations`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Annotated, Literal, get_args

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.problems import Problem
from wolfenstein_tui.content.records.base import ContentModel
from wolfenstein_tui.content.records.walk import FieldPath, walk_models

TranslatedLanguage = Literal["fr", "it", "pl", "es"]
TRANSLATED_LANGUAGES: tuple[str, ...] = ("fr", "it", "pl", "es")

if TYPE_CHECKING:
    # Field types, read when a record is first validated (content/records/twins.py).
    from pydantic import Field

    from wolfenstein_tui.content.records.fields import Name, Text


def without_translations(raw: bytes) -> bytes:
    """A content file's bytes with every `translations:` block taken out: a
    key line `translations:` and the lines indented deeper below it, and
    within a line, a one-line mapping's last entry `, translations: {...}`
    (a zone written `a: {name: Barracks, kind: room, translations: {...}}`).
    Blank lines go with a block only when the block goes on after them: a
    block added just before a blank line (between two sections of a
    commented file) leaves that line where it was.

    Why: a game log records the hash of its mission file and of the decks
    to refuse (or warn about) a replay on changed rules. Translations change
    no rule, so the hashes are taken over these bytes: adding or mending a
    translation keeps every recorded game replaying, and a file that has
    none hashes as before."""
    kept: list[bytes] = []
    inside: int | None = None
    blanks: list[bytes] = []  # blank lines in a block: its own if it goes on after them
    for line in raw.splitlines(keepends=True):
        stripped = line.lstrip(b" ")
        indent = len(line) - len(stripped)
        if inside is not None:
            if stripped.strip() == b"":
                blanks.append(line)
                continue
            if indent > inside:
                blanks.clear()
                continue
            inside = None
            kept.extend(blanks)  # the block ended before them: they were the file's
            blanks.clear()
        if stripped.startswith(b"translations:"):
            inside = indent
            continue
        kept.append(_without_inline_translations(line))
    kept.extend(blanks)
    return b"".join(kept)


_INLINE = b", translations: {"


def _without_inline_translations(line: bytes) -> bytes:
    """`line` without its `, translations: {...}` entries: each runs from
    the comma to the brace that closes the mapping it opens (braces inside
    quoted text do not count)."""
    start = line.find(_INLINE)
    while start != -1:
        end = _closing_brace(line, start + len(_INLINE) - 1)
        if end is None:
            return line  # not a well-formed entry: the YAML loader will say so
        line = line[:start] + line[end + 1 :]
        start = line.find(_INLINE, start)
    return line


def _closing_brace(line: bytes, opening: int) -> int | None:
    """The index of the brace closing the one at `opening`, or None."""
    depth = 0
    quote: int | None = None
    i = opening
    while i < len(line):
        char = line[i]
        if quote is not None:
            if char == ord("\\") and quote == ord('"'):
                i += 1
            elif char == quote:
                if quote == ord("'") and line[i + 1 : i + 2] == b"'":
                    i += 1  # '' is a quote inside single quotes
                else:
                    quote = None
        elif char in (ord('"'), ord("'")):
            quote = char
        elif char == ord("{"):
            depth += 1
        elif char == ord("}"):
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return None


class Words(ContentModel):
    """The translated fields of one model in one language; each is optional
    (a missing one shows in English)."""


class NameWords(Words):
    name: Name | None = None


class TextWords(Words):
    text: Text | None = None


class NameTextWords(Words):
    name: Name | None = None
    text: Text | None = None


class LabelTextWords(Words):
    label: Name | None = None
    text: Text | None = None


class TitleStoryWords(Words):
    title: Name | None = None
    story: Text | None = None


class MissionWords(Words):
    title: Name | None = None
    summary: Annotated[str, Field(min_length=1, max_length=200)] | None = None
    briefing: Text | None = None


def translated_fields(model: ContentModel) -> tuple[str, ...]:
    """The fields of `model` its translations may carry ((): none)."""
    if "translations" not in model.content_fields:
        return ()
    from wolfenstein_tui.content.records.twins import twin

    field = twin(type(model)).model_fields["translations"]
    words_model = get_args(field.annotation)[1]  # dict[TranslatedLanguage, XWords]
    return tuple(words_model.content_fields)


def translation_warnings(
    roots: Sequence[tuple[FieldPath, ContentModel]],
    place: Callable[[FieldPath], tuple[int, int]],
    file: str,
) -> list[Problem]:
    """`wolfenstein validate`'s warnings about texts shown in English: one
    for a file that carries no translation at all, else one for each card,
    zone, objective or rule whose translations lack a text. `place` locates
    a model's path in the file (line, column); `roots` are the file's
    models (a mission, or each card of a deck) with their paths in it."""
    anywhere = any(
        getattr(model, "translations", None)
        for _at, root in roots
        for _path, model in walk_models(root)
    )
    if not anywhere:
        return [
            Problem(
                file,
                1,
                1,
                _(
                    "warning: no translations; players of {languages} read this file in "
                    "English (docs/mission-format.md, Translations)"
                ).format(languages=", ".join(TRANSLATED_LANGUAGES)),
            )
        ]
    return [
        Problem(file, *place((*at, *path)), _("warning: {message}").format(message=message))
        for at, root in roots
        for path, message in missing_translations(root)
    ]


def missing_translations(root: ContentModel) -> Iterator[tuple[FieldPath, str]]:
    """Each model under `root` whose text lacks a translation: its path and
    a sentence naming the languages and fields missing."""
    for path, model in walk_models(root):
        fields = [f for f in translated_fields(model) if getattr(model, f, None) is not None]
        if not fields:
            continue
        translations: dict[str, Words] = getattr(model, "translations", {})
        gaps: dict[str, list[str]] = {}
        for lang in TRANSLATED_LANGUAGES:
            words = translations.get(lang)
            for name in fields:
                if words is None or getattr(words, name) is None:
                    gaps.setdefault(name, []).append(lang)
        if gaps:
            said = "; ".join(
                _("{field} in {languages}").format(field=name, languages=", ".join(langs))
                for name, langs in gaps.items()
            )
            yield path, _("no translation of {fields} (shown in English)").format(fields=said)
