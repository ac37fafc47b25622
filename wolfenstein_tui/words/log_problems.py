"""A game log that cannot be used (`LogError`, engine/log/linecheck.py) in
the players' words.

The engine says what is wrong with a line as a code and facts (numbers, the
line's values quoted as the file holds them, made printable); here each code
has its sentence, marked for translation and said in the language spoken,
located at its line. When the line is a command the rules refuse, the rules'
own refusal is said inside the sentence (`words.refusals.say`), which needs
the game's names (`Names`): a reader with no game at hand (the saved-games
list reads only headers) passes none and gets the refusal's plain form.

The line's values (faces, card ids, keys) are quoted as they stand in the
file, in every language: they are what the reader looks for in it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfenstein_tui.base.i18n import N_, _, ngettext
from wolfenstein_tui.engine.log.linecheck import LogError
from wolfenstein_tui.engine.state.refusals import TEXT, Fact, Refusal
from wolfenstein_tui.words.level_names import outcome_name

if TYPE_CHECKING:
    # Names (and the refusals' words) bring the rules: the saved-games
    # list, which reads only headers, does without them.
    from wolfenstein_tui.words.names import Names

SENTENCES: dict[str, str] = {
    # the header (line 1)
    "log.not-a-log": N_('this is not a game log (the first line must have "format": "{format}")'),
    "log.newer-format": N_(
        "this log was written by a newer version (format {version}); this program reads "
        "up to {most}"
    ),
    "log.newer-rules": N_(
        "this log was played under rules version {version}, newer than this program knows "
        "(rules versions 1 to {most}); a newer version of wolfenstein replays it"
    ),
    "log.bad-header": N_("in the header: {detail}"),
    "log.mission-file-nul": N_("'mission_file' holds a NUL character; no file name can"),
    "log.player-names": N_('"player_names" is a list of non-empty names'),
    "log.player-names-count": N_('"player_names" has {names} names for {seats} seats'),
    "log.header-refused": N_("the header sets up a game the rules refuse: {refusal}"),
    # a line's shape
    "log.not-object": N_("each line must be a JSON object, between braces"),
    "log.no-kind": N_(
        'a line is a decision ("do"), an undo ("undo"), an outcome ("dice", "card", '
        '"shuffle") or a rules case\'s "setup"'
    ),
    "log.no-kind-guess": N_(
        'a line is a decision ("do"), an undo ("undo"), an outcome ("dice", "card", '
        '"shuffle") or a rules case\'s "setup"; did you mean \'{guess}\'?'
    ),
    "log.two-kinds": N_("a line is one thing; this one has both '{kind}' and '{kind2}'"),
    "log.dice-not-list": N_('"dice" must be a list of faces such as ["heart", "blank"]'),
    # a decision's command
    "log.command-not-object": N_("a command is a JSON object"),
    "log.command-text-long": N_("'{key}' is text of {length} characters; at most {most}"),
    "log.command-value-kind": N_("'{key}' should be text, a whole number or null, not {kind}"),
    "log.unknown-command": N_("unknown command {command}; known: {known}"),
    "log.command-needs": N_("command '{command}' needs '{field}'"),
    "log.not-a-square": N_("'{field}' must be a square name like B7"),
    "log.not-a-hero": N_("'{field}' must name a hero"),
    "log.not-text": N_("'{field}' must be text"),
    "log.not-a-number": N_("'{field}' must be a whole number"),
    "log.command-extra": N_("command '{command}' has unknown fields: {fields}"),
    "log.refused": N_("the rules refuse this command: {refusal}"),
    "log.dice-missing": N_("the dice lines after this decision are not enough: {refusal}"),
    "log.after-the-end": N_(
        "the game was over ({outcome}) before this line; a log ends with the decision "
        "that ends the game"
    ),
    # outcomes and digests
    "log.outcome-missing": N_(
        "the log is missing an outcome after this line: the game produced {outcome}"
    ),
    "log.outcome-changed": N_(
        "the log says {logged}, but replaying the game gives {outcome}; this line was changed"
    ),
    "log.outcome-extra": N_("an outcome line the game did not produce"),
    "log.digest": N_(
        "the state after this line does not match its digest ({logged} in the log, "
        "{replayed} on replay)"
    ),
    "log.fork-digest": N_(
        "this game is a fork of {file} after its line {line}, where the state's digest was "
        "{logged}; replaying this log's copy of those lines gives {replayed}"
    ),
    # a rules case's setup line
    "log.setup-not-second": N_(
        "the setup line goes right after the header (line 2 of a rules case)"
    ),
    "log.setup-twice": N_("a log has one setup line; the first is line {first}"),
    "log.setup-not-a-case": N_(
        'a log with a setup line is a rules case and says so: add "rules_case": true to '
        "its header (line 1)"
    ),
    "log.setup-extra": N_('the setup line has only "setup" (and "digest"), not {key}'),
    # a value of a rules case's setup line (said after its place: "setup.heroes.klaus.hp: ")
    "setup.unknown-key": N_("unknown key; the keys here are {keys}"),
    "setup.not-whole": N_("a whole number from {low} to {high}, not {value}"),
    "setup.out-of-range": N_("{value} is out of range: from {low} to {high}"),
    "setup.not-bool": N_("true or false, not {value}"),
    "setup.not-names": N_('a list of names, like ["a", "b"]'),
    "setup.not-square-text": N_('a square like "B7", not {value}'),
    "setup.not-square-name": N_('{value} is not a square name like "B7"'),
    "setup.off-map": N_("{value} is not a square of this map"),
    "setup.not-object": N_('the setup is a JSON object of values by name, such as "heroes"'),
    "setup.no-zone": N_("no zone {zone} on this map; zones are {zones}"),
    "setup.heroes-not-object": N_("a JSON object of hero id to its values"),
    "setup.enemies-not-object": N_("a JSON object of figure id to its values (or null)"),
    "setup.all-activated": N_(
        "at least one hero is still to activate (end the last activation with an "
        "end_activation decision to reach the nazi phase)"
    ),
    "setup.ap-not-active": N_('AP are set for the hero acting now: name it in "active"'),
    "setup.no-door": N_("no door {piece} on this map (doors: {known})"),
    "setup.no-barricade": N_("no barricade {piece} on this map (barricades: {known})"),
    "setup.no-token": N_("no event, chest or objective token on {square}"),
    "setup.no-objective": N_("no objective token {letter} in this mission"),
    "setup.starting-not-object": N_("a JSON object of hero id to an equipment card"),
    "setup.not-equipment": N_("{value} is not an equipment card"),
    "setup.not-in-deck": N_("no {value} is left in the equipment deck to draw"),
    "setup.not-a-hero": N_("{value} is not a hero of this game (heroes: {heroes})"),
    "setup.hero-not-object": N_("a JSON object of the hero's values"),
    "setup.dead-extra": N_("a dead hero has no other values"),
    "setup.weapons-not-list": N_(
        'a list of weapon card ids, like ["pistol-1960"], or of objects with "card"'
    ),
    "setup.weapon-entry": N_('a weapon card id, or an object with "card" and "reload"'),
    "setup.not-weapon": N_("{value} is not a weapon card"),
    "setup.ammo-not-object": N_('a JSON object of ammo by type, like "light": 2'),
    "setup.no-figure": N_("no figure {value} to remove"),
    "setup.figure-id": N_(
        "{value} cannot name a figure: its type, '-' and its number, in lowercase letters "
        "and digits"
    ),
    "setup.figure-not-object": N_("a JSON object of the figure's values, or null to remove it"),
    "setup.figure-type": N_("a new figure needs its type, one of {types}"),
    "setup.figure-square": N_("a new figure needs its square"),
    "setup.figure-retype": N_("{figure} is a {type}; remove it to replace it"),
    "setup.does-not-fit": N_("{figure} does not fit on the map there"),
    "setup.blocking-token": N_(
        '{square} holds a {token} token, where no figure stands; list it in "tokens_removed" first'
    ),
    "setup.passage-token": N_("nazis never stand on a passage token ({square})"),
    "setup.square-taken": N_("{figure} already stands on {square}"),
    "setup.active-off-board": N_("{figure} is not on the board: give it a square"),
    "setup.active-activated": N_("{figure} is also listed as activated"),
}
"""Each problem's sentence (English, marked for translation), by code; the
codes with a count (`log.card-not-drawn`, `log.undo-too-many`), and those
that pass on a text already worded (`log.bad-line`, `log.undo-refused`),
are said in `problem_words`; a rules case's setup value (`setup.*`) is
said after its place in the line."""

JSON_KINDS: dict[str, str] = {
    "object": N_("a mapping"),
    "list": N_("a list"),
    "number": N_("a number"),
    "boolean": N_("true or false"),
    "text": N_("text"),
    "whole number": N_("a whole number"),
}
"""A JSON value's kind (logcheck.json_kind) in words: the content's own."""

OUTCOMES: dict[str, str] = {
    "dice": N_("dice {what}"),
    "card": N_("card {what} drawn from {deck}"),
    "shuffle": N_("a shuffle of the {deck} deck"),
}
"""An outcome line named in a sentence, by its kind (linecheck.outcome_facts)."""

CODES = frozenset(
    {
        *SENTENCES,
        "log.card-not-drawn",
        "log.undo-too-many",
        "log.bad-line",
        "log.undo-refused",
    }
)
"""Every code this module words."""


def located(error: LogError, names: Names | None = None) -> str:
    """The problem and its line: "line 12: ..." in the language spoken."""
    return _("line {line}: {problem}").format(line=error.line, problem=problem_words(error, names))


def problem_words(error: LogError, names: Names | None = None) -> str:
    """What is wrong with the line, in the language spoken (without its
    line number, for messages that write `file:line:` first)."""
    return say_problem(error.problem, error.refused, names)


def say_problem(
    problem: Refusal, refused: Refusal | None = None, names: Names | None = None
) -> str:
    """A log problem's code and facts (and the rules' refusal it wraps) in
    the language spoken: also for a line's shape checked on its own
    (`logcheck.line_problem`)."""
    facts = problem.as_dict()
    refusal = refusal_words(refused, names)
    code = problem.code
    if code == "log.bad-line":
        return str(facts.get("detail", ""))
    if code == "log.undo-refused":
        return refusal
    if code.startswith("setup.") and code in SENTENCES:
        # a rules case's value, after its place in the line, as it is written there
        place = str(facts.get("place", ""))
        said = _(SENTENCES[code]).format(**facts)
        return f"setup.{place}: {said}" if place else f"setup: {said}"
    if code == "log.card-not-drawn":
        return _card_not_drawn(facts)
    if code == "log.undo-too-many":
        standing = _number(facts.get("standing"))
        return ngettext(
            "undo {count}: only {standing} decision stands to be undone",
            "undo {count}: only {standing} decisions stand to be undone",
            standing,
        ).format(count=facts.get("count"), standing=standing)
    sentence = SENTENCES.get(code)
    if sentence is None:
        # A code without words is a defect of this table (a test holds every
        # code the engine raises to having one); the reader still learns
        # what is wrong rather than meeting a crash.
        return f"{problem} {refusal}".strip()
    words: dict[str, Fact] = dict(facts)
    if code == "log.command-value-kind":
        kind = str(facts.get("kind"))
        words["kind"] = _(JSON_KINDS[kind]) if kind in JSON_KINDS else kind
    if code == "log.after-the-end":
        words["outcome"] = outcome_name(str(facts.get("outcome")))
    if code == "log.outcome-missing":
        words["outcome"] = outcome_words(facts)
    if code == "log.outcome-changed":
        words["outcome"] = outcome_words(facts)
        words["logged"] = outcome_words(facts, "logged_")
    return _(sentence).format(refusal=refusal, **words)


def refusal_words(refused: Refusal | None, names: Names | None) -> str:
    """The rules' refusal wrapped in a log problem, said as the game screen
    says it; with no names at hand, its text or its plain form."""
    if refused is None:
        return ""
    if names is not None:
        from wolfenstein_tui.words.refusals import say

        return say(refused, names)
    if refused.code == TEXT:
        return str(refused.fact(TEXT))
    return str(refused)


def outcome_words(facts: dict[str, Fact], prefix: str = "") -> str:
    """An outcome line (its kind, faces or card, deck) named for a sentence."""
    kind = str(facts.get(f"{prefix}kind", ""))
    what = facts.get(f"{prefix}what", "")
    deck = facts.get(f"{prefix}deck", "")
    sentence = OUTCOMES.get(kind)
    if sentence is None:
        return str(what)
    return _(sentence).format(what=what, deck=deck)


def _card_not_drawn(facts: dict[str, Fact]) -> str:
    drawn = _number(facts.get("drawn"))
    values = {"card": facts.get("card"), "decision": facts.get("decision"), "drawn": drawn}
    if drawn == 0:
        return _(
            "the card {card} follows the decision on line {decision}, which draws no card: "
            "a card line goes right after the decision that draws it"
        ).format(**values)
    return ngettext(
        "the card {card} follows the decision on line {decision}, which draws {drawn} card: "
        "a card line goes right after the decision that draws it",
        "the card {card} follows the decision on line {decision}, which draws {drawn} cards: "
        "a card line goes right after the decision that draws it",
        drawn,
    ).format(**values)


def _number(value: Fact | None) -> int:
    return value if isinstance(value, int) else 0
