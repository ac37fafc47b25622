"""A draft's problems in a designer's words.

`wolfenstein validate` speaks to whoever writes the mission file: it names
the file's fields as they are written there ("'hero_spawns' has 0 entries;
it needs at least 1"). The editor's designer never sees those names: the
same problem is said with the editor's own words for the field, the thing
drawn or set in the form ("Hero spawns on the map (o: tokens): none yet; at
least 1 needed"). The sentences of `validate` are read back by their
templates, in the language spoken, so a problem keeps its values; any
other sentence has its field names replaced by the editor's words."""

from __future__ import annotations

import re

from wolfenstein_tui.base.i18n import N_, _

FIELD_WORDS = {
    "id": N_("the mission's id"),
    "title": N_("the title"),
    "summary": N_("the summary"),
    "round_limit": N_("the round limit"),
    "objectives": N_("the objectives"),
    "loss_conditions": N_("the losses"),
    "alarm": N_("the alarm"),
    "threshold": N_("the alarm threshold"),
    "effects": N_("the alarm's effects"),
    "once": N_("alarm only once"),
    "special_rules": N_("the special rules"),
    "suggested_heroes": N_("the suggested heroes"),
    "briefing": N_("the briefing"),
    "translations": N_("the translations"),
    "zones": N_("the zones"),
    "map": N_("the map"),
    "hero_spawns": N_("hero spawns on the map (o: tokens)"),
    "nazi_spawns": N_("nazi spawns on the map (o: tokens)"),
    "events": N_("event tokens on the map (o: tokens)"),
    "chests": N_("chests on the map (o: tokens)"),
    "objective_tokens": N_("objective tokens on the map (o: tokens)"),
    "passages": N_("secret passages on the map (o: tokens)"),
    "enemies": N_("figures on the map (f: figures)"),
    "difficult_terrain": N_("difficult terrain (t: terrain)"),
}
"""The editor's words for the mission file's fields (the form's lines, the
map's keys)."""

MISSING = N_("missing required field '{name}'")
FEW = N_("'{name}' has {count} entries; it needs at least {least}")
MANY = N_("'{name}' has {count} entries; it allows at most {most}")
LOW = N_("'{name}' is {value}; it must be at least {least}")
HIGH = N_("'{name}' is {value}; it must be at most {most}")
"""The sentences of `validate` (content/records/messages.py) said again here."""


def field_words(name: str) -> str:
    """A field as the editor calls it (its own name when the editor has no word)."""
    return _(FIELD_WORDS[name]) if name in FIELD_WORDS else name


def _read(template: str, message: str) -> dict[str, str] | None:
    """The values of `message` when it is `template` (translated) filled in."""
    pattern = re.escape(_(template))
    for key in re.findall(r"\{(\w+)\}", template):
        pattern = pattern.replace(re.escape("{" + key + "}"), f"(?P<{key}>.+?)", 1)
    found = re.fullmatch(pattern, message)
    return found.groupdict() if found else None


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def designer_message(message: str) -> str:
    """`validate`'s sentence in the editor's words."""
    read = _read(MISSING, message)
    if read is not None:
        return _("{field}: not set yet").format(field=_capital(field_words(read["name"])))
    read = _read(FEW, message)
    if read is not None:
        field_name = _capital(field_words(read["name"]))
        if read["count"] == "0":
            return _("{field}: none yet; at least {least} needed").format(
                field=field_name, least=read["least"]
            )
        return _("{field}: {count}; at least {least} needed").format(
            field=field_name, count=read["count"], least=read["least"]
        )
    read = _read(MANY, message)
    if read is not None:
        return _("{field}: {count}; at most {most}").format(
            field=_capital(field_words(read["name"])), count=read["count"], most=read["most"]
        )
    read = _read(LOW, message)
    if read is not None:
        return _("{field}: {value}; at least {least}").format(
            field=_capital(field_words(read["name"])), value=read["value"], least=read["least"]
        )
    read = _read(HIGH, message)
    if read is not None:
        return _("{field}: {value}; at most {most}").format(
            field=_capital(field_words(read["name"])), value=read["value"], most=read["most"]
        )
    return re.sub(
        r"'([a-z]+(?:_[a-z]+)*)'",
        lambda found: field_words(found.group(1)) if found.group(1) in FIELD_WORDS else found[0],
        message,
    )
