"""The translators' commands: `python -m wolfenstein_tui.app.catalogs extract |
update | compile` (docs/translating.md).

- extract: every message of the code (the calls to `_()` and `ngettext()`,
  as babel.cfg says) into `wolfenstein_tui/locale/wolfenstein.pot`;
- update: merge the template into each language's
  `locale/<lang>/LC_MESSAGES/wolfenstein.po` (created when missing), keeping
  the translations made and marking changed messages fuzzy;
- compile: each `.po` into the `.mo` the game reads (fuzzy entries are left
  out, so they show in English).

The compiled `.mo` files are kept in the repository beside their `.po` (a
test checks they match), so installing or playing needs no Babel.
Babel comes with the test extra.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from wolfenstein_tui.base.i18n import DOMAIN, LOCALE_DIR
from wolfenstein_tui.base.language import ENGLISH, SUPPORTED

ROOT = LOCALE_DIR.parent.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
TRANSLATED = tuple(code for code in SUPPORTED if code != ENGLISH)


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def _pybabel(arguments: list[str]) -> None:
    from babel.messages.frontend import CommandLineInterface

    CommandLineInterface().run(["pybabel", "-q", *arguments])


def extract() -> None:
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    _pybabel(
        [
            "extract",
            "-F",
            str(ROOT / "babel.cfg"),
            "-k",
            "_",
            "-k",
            "N_",
            "-k",
            "ngettext:1,2",
            "--no-location",
            "--sort-output",
            "--project",
            "wolfenstein",
            "--copyright-holder",
            "the wolfenstein-tui authors",
            "-o",
            str(TEMPLATE),
            str(ROOT / "wolfenstein_tui"),
        ]
    )


def update() -> None:
    for code in TRANSLATED:
        command = "update" if po_path(code).exists() else "init"
        _pybabel(
            [command, "-D", DOMAIN, "-i", str(TEMPLATE), "-d", str(LOCALE_DIR), "-l", code]
            + (["--no-fuzzy-matching", "--ignore-obsolete"] if command == "update" else [])
        )


def compile_catalogs() -> None:
    _pybabel(["compile", "-D", DOMAIN, "-d", str(LOCALE_DIR), "--statistics"])


COMMANDS = {"extract": extract, "update": update, "compile": compile_catalogs}


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    if len(words) != 1 or words[0] not in COMMANDS:
        print(
            "usage: python -m wolfenstein_tui.app.catalogs extract|update|compile", file=sys.stderr
        )
        return 2
    try:
        COMMANDS[words[0]]()
    except ImportError:
        print(
            "the catalogs' commands need Babel: pip install -e '.[test]'",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
