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
