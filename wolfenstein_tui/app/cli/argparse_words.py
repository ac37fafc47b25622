"""argparse's own words ("usage:", "error:", "invalid choice: ...") in the
language spoken.

argparse looks its messages up at call time through the `_` and `ngettext`
it imported from the standard gettext (the system's "messages" domain, which
holds none of ours): `install` points them at the game's catalogs, so that
`wolfenstein --lang fr play --dice x` says its refusal in French. The
messages themselves are listed in `MESSAGES` for the catalogs' extraction:
they are argparse's exact English texts (Python 3.11).
"""

from __future__ import annotations

import argparse
import re

from wolfenstein_tui.base.folding import folded
from wolfenstein_tui.base.i18n import _, ngettext


def install() -> None:
    """Make argparse speak through the game's catalogs (the language chosen
    by `i18n.set_language`, looked up on each message)."""
    # names argparse imported for itself, which its type stubs do not declare
    setattr(argparse, "_", _)  # noqa: B010
    setattr(argparse, "ngettext", ngettext)  # noqa: B010


def messages() -> tuple[str, ...]:
    """argparse's messages a player may meet, for the catalogs (never
    shown from here)."""
    return (
        _("usage: "),
        _("positional arguments"),
        _("options"),
        _("show this help message and exit"),
        _("%(prog)s: error: %(message)s\n"),
        _("argument %(argument_name)s: %(message)s"),
        _("invalid choice: %(value)r (choose from %(choices)s)"),
        _("invalid %(type)s value: %(value)r"),
        _("the following arguments are required: %s"),
        _("unrecognized arguments: %s"),
        _("expected one argument"),
        _("expected at most one argument"),
        _("expected at least one argument"),
        ngettext("expected %s argument", "expected %s arguments", 2),
        _("ambiguous option: %(option)s could match %(matches)s"),
        _("not allowed with argument %s"),
        _("one of the arguments %s is required"),
        _("ignored explicit argument %r"),
    )


class HeldMarksFormatter(argparse.HelpFormatter):
    """argparse's help, folded as the game folds its printed texts
    (`base/folding.py`): a French mark stays with its word, so no line of
    `wolfenstein --lang fr play --help` starts with ":" or "?", and no word
    is cut at its hyphen ("Apportez-" then "les !").

    `_split_lines` and `_fill_text` are where argparse folds every help
    text and description; the standard library's own RawTextHelpFormatter
    and RawDescriptionHelpFormatter override them the same way
    (tests/test_help_words.py checks the help as printed)."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return folded(_ONE_SPACE.sub(" ", text).strip(), width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        one_line = _ONE_SPACE.sub(" ", text).strip()
        return "\n".join(folded(one_line, width, initial_indent=indent, subsequent_indent=indent))


_ONE_SPACE = re.compile(r"[ \t\n\r\f\v]+")
"""The spaces argparse makes one (ASCII only, as argparse's own: a no-break
space in a translation still holds its words together, and is printed as
a plain space, as `folded` prints every held space)."""


class GameParser(argparse.ArgumentParser):
    """The game's parsers: their help folded by HeldMarksFormatter. A
    command's parser is made by its parent's class, so every command's help
    is folded alike."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        kwargs.setdefault("formatter_class", HeldMarksFormatter)
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
