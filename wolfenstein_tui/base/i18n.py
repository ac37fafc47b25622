"""The game's words in the chosen language: `_()` and `ngettext()` over the
gettext catalogs in `wolfenstein_tui/locale/<lang>/LC_MESSAGES/wolfenstein.mo`.

Why gettext: translators know its `.po` files and tools, and Babel
(`python -m wolfenstein_tui.app.catalogs`) extracts, updates and compiles them.
The compiled catalogs ship in the package, so playing needs only the
standard library. English is the source text: in English, and for any
message a catalog lacks, the English words are shown.

Only the command line's language choice (`set_language`) changes what these
functions return; the game's logs never hold translated words, so a game
played in one language replays in any other.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterable
from pathlib import Path

from wolfenstein_tui.base.elision import ElidingTemplate
from wolfenstein_tui.base.spoken import ENGLISH, SUPPORTED

DOMAIN = "wolfenstein"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

FRENCH = "fr"
"""The language whose words elide before a name (`base/elision.py`)."""

_language = ENGLISH
_translation: gettext.NullTranslations = gettext.NullTranslations()


def translation_for(code: str) -> gettext.NullTranslations:
    """The catalog of `code` (English: none, the source text is English)."""
    if code == ENGLISH:
        return gettext.NullTranslations()
    # fallback: an installation without its catalogs speaks English rather
    # than stopping.
    return gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[code], fallback=True)


def set_language(code: str) -> None:
    """Speak `code` from now on (one of spoken.SUPPORTED)."""
    global _language, _translation
    if code not in SUPPORTED:
        raise ValueError(f"unsupported language {code!r}")
    _translation = translation_for(code)
    _language = code


def current_language() -> str:
    return _language


def _(message: str) -> str:
    """`message` (English) in the current language (in French, a text that
    elides "de", "que", "le" and "la" before the names it is filled with)."""
    return _spoken(_translation.gettext(message))


def _spoken(said: str) -> str:
    """A French template as an `ElidingTemplate`, whose `format` gives a
    plain `str`. Any other text stays a plain `str`: a text with nothing to
    fill may be kept as it is (a new mission's title, written to YAML,
    which represents no other type)."""
    return ElidingTemplate(said) if _language == FRENCH and "{" in said else said


def N_(message: str) -> str:
    """Marks `message` for the catalogs without translating it: for text
    fixed when a module is imported (a key's description in BINDINGS, a
    table of words), which is translated with `_()` where it is shown, so
    that it speaks the language chosen then, not the one at import."""
    return message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural form for `count`, by the current language's
    own plural rule (Polish has three forms)."""
    return _spoken(_translation.ngettext(singular, plural, count))


def clause_break() -> str:
    """What separates two clauses of a sentence in the language spoken:
    "; " in English, " ; " in French (from the catalogs, where a translator
    sets it with the rest)."""
    return _("{clause}; {next}").format(clause="", next="")


def clauses(parts: Iterable[str]) -> str:
    """Clauses joined into one sentence's worth, by `clause_break`."""
    return clause_break().join(parts)


NO_BREAK = "\u00a0"
"""Joins words a line must not split where the game folds its lines
itself: with `textwrap`, which splits at ASCII spaces only (the game-over
summary, `base/folding.py`), or with `tui/widgets/line_breaks.py` (the log,
the action's details). Rich and Textual, which wrap the other panels,
treat it as any space: Python's `\\s` matches it."""


HELD_SPACE = re.compile(" (?=[:;!?»%])|(?<=«) |" + NO_BREAK)
"""A space a line must not break at: the one French puts before : ; ! ?
» and %, the one after «, and a no-break space."""


def percent(share: float) -> str:
    """A share in whole percents as the language writes it: "44%", in
    French "44 %" (a catalog text, "{number}%")."""
    return _("{number}%").format(number=f"{100 * share:.0f}")


def keep_marks_attached(text: str) -> str:
    """`text` with the spaces French puts before : ; ! ? » and after «
    made no-break spaces: a line folded by `textwrap` never starts with
    the mark nor ends with an opening « ("Nord : mur", "« Recharger »"
    stay whole). The panels the game wraps itself hold them too
    (`tui/widgets/line_breaks.py`); one Textual wraps may still break there
    (`NO_BREAK`)."""
    return HELD_SPACE.sub(NO_BREAK, text)
