"""The gettext catalogs (i18n.py, catalogs.py): the template holds every
message of the code, every language translates every message with the same
placeholders as the English, and each shipped .mo is its .po compiled."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from wolfenstein_tui.app.catalogs import TEMPLATE, TRANSLATED, po_path
from wolfenstein_tui.base import i18n
from wolfenstein_tui.base.i18n import DOMAIN, LOCALE_DIR

PACKAGE = Path(i18n.__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\(\w+\)[sdifr]|%[sdifr]")


def _po(code: str) -> Catalog:
    with po_path(code).open("rb") as handle:
        return read_po(handle, locale=code)


def _key(value: object) -> object:
    return tuple(value) if isinstance(value, list | tuple) else value


def _ids(catalog: Catalog) -> set[object]:
    return {message.id for message in catalog if message.id}


def test_the_template_holds_every_message_of_the_code() -> None:
    """Run `python -m wolfenstein_tui.app.catalogs extract` (then update) when this fails."""
    found = {
        message if isinstance(message, str) else tuple(message)
        for _file, _line, message, _comments, _context in extract_from_dir(
            PACKAGE,
            method_map=[("**.py", "python")],
            keywords={"_": None, "N_": None, "ngettext": (1, 2)},
        )
    }
    with TEMPLATE.open("rb") as handle:
        template = read_po(handle)
    assert found == {m if isinstance(m, str) else tuple(m) for m in _ids(template)}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_catalog_is_complete(code: str) -> None:
    with TEMPLATE.open("rb") as handle:
        template = read_po(handle)
    catalog = _po(code)
    assert _ids(catalog) == _ids(template)
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(strings), f"{code}: {message.id!r} is not translated"
        assert "fuzzy" not in message.flags, f"{code}: {message.id!r} is fuzzy"
        if message.pluralizable:
            assert len(strings) == catalog.num_plurals


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_placeholder_matches_the_english(code: str) -> None:
    for message in _po(code):
        if not message.id:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        wanted = sorted(PLACEHOLDER.findall(english[-1]))
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for string in strings:
            assert sorted(PLACEHOLDER.findall(string)) == wanted, (code, message.id, string)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_shipped_mo_is_the_po_compiled(code: str) -> None:
    """Run `python -m wolfenstein_tui.app.catalogs compile` when this fails."""
    mo = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    compiled = read_mo(io.BytesIO(mo.read_bytes()))
    expected = {_key(m.id): _key(m.string) for m in _po(code) if m.id and "fuzzy" not in m.flags}
    shipped = {_key(m.id): _key(m.string) for m in compiled if m.id}
    assert shipped == expected


def test_ngettext_follows_each_languages_plural_rule() -> None:
    """Polish has three forms: 1 runda, 2 rundy, 5 rund."""
    i18n.set_language("pl")
    said = [i18n.ngettext("{count} round", "{count} rounds", n).format(count=n) for n in (1, 2, 5)]
    assert said == ["1 runda", "2 rundy", "5 rund"]
    i18n.set_language("en")
    assert i18n.ngettext("{count} round", "{count} rounds", 2).format(count=2) == "2 rounds"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_writes_the_apostrophe_alike(code: str) -> None:
    """One apostrophe in a language (the straight one, as the game's own
    elision writes "d'Anya"): a line of the plain game read "s'active"
    beside "s’en va"."""
    curly = [message.string for message in _po(code) if message.id and "’" in str(message.string)]
    assert curly == []
