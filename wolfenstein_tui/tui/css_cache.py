"""Textual's parsed stylesheets, kept from one launch to the next.

Why: before its first frame the game app spent about 11 ms parsing CSS (the
game's `styles/game.tcss`, and the DEFAULT_CSS of Textual's App, Screen,
Widget, OptionList, Footer... and of our widgets, some parsed more than once,
once for each tie-breaker or scope they are read with). What a parse gives
depends only on the CSS text, where it was read from, its flags and the CSS
variables it is parsed with (the theme's colours), so the rules parsed by one
launch are kept in a file and handed to Textual by the next, which then
parses only what the file lacks: a pickle of the rules loads in about a
millisecond.

How: Textual keeps the rules of each parse in `Stylesheet._parse_cache`, keyed
by `_parse_rules`' arguments (CSS text, location, default or not,
tie-breaker, scope). `restore` fills that cache from the file before the
stylesheet is first parsed (the app calls it as it is made), with the
entries parsed under the stylesheet's current variables; `ParsedStyles.keep`,
called once the first frame is drawn, writes the file again when something
was parsed that it lacked. A theme or variables changed since (another
theme, NO_COLOR, ANSI colours) make other rules: each set of variables has
its own group of entries in the file (the latest few), and a stylesheet whose
variables match no group parses everything, as without the file. A parse the
app makes later (a dialog's widgets) lands in the same cache and is simply
parsed, as before.

Where: `styles.cache` in this installation's folder of the user's cache
folder, beside the content cache (content/loading/cache.py: e.g.
~/.cache/wolfenstein/content-<installation>/ on Linux). It can be deleted
at any time. The file holds a magic line, its key, the SHA-256 of the
payload and the payload. The key is a SHA-256 of this module's format
number, Textual's version (from the name of its dist-info folder beside the
package, which costs a fraction of a millisecond, where importing
`importlib.metadata` would cost 10 to 30) and Python's version; a file with
another key (another Textual, another Python) is stale and rewritten. The
payload is a pickle of the groups, each its variables and, pickled apart so
that only the group used is unpickled, the entries' keys and rules.

Why pickle: the rules are Textual's own objects (RuleSet, Styles, selectors,
colours, scalars), which Textual can only make by parsing, the work this
saves; a pickle restores them as they were.

Why a pickle here is safe enough (the trust model of content/loading/cache.py): the
file is the user's own, in their own cache folder; whoever can write there
can already edit their shell profile. Even so it is read as untrusted input:
a file that does not start with the magic line, was written for another key,
or whose payload does not match its digest (cut short, damaged) is ignored;
the groups are unpickled with no class at all allowed, and the rules with
only the classes parsed rules hold (`STYLE_CLASSES`) and no
function, so a crafted file cannot call one; and each entry must be a
well-formed key and a list of RuleSets. In every such case the CSS is parsed
as without the file, and the file rewritten after the first frame, with
nothing said to the player: a cache is never a reason to fail. Before a file
is written, what it holds is read back through the same checks and compared
with the rules it was made from: rules that would not come back equal (a
Textual whose objects hold something else) are never written.

Textual's internals: this relies on `Stylesheet._parse_cache` (an
`LRUCache`), `Stylesheet._variables` and the arguments of
`Stylesheet._parse_rules`, checked with Textual 8.2.8. A Textual where any
of them differ is met by `usable`, which then says no: the app parses its
CSS as Textual alone does, and no file is read or written.

Two copies of the game writing at once: each writes a temporary file in the
same folder and renames it over the file (atomic on every platform Python
runs on), so a reader sees a whole old file or a whole new one.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import os
import pickle
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, TypeGuard

from textual.cache import LRUCache
from textual.css.model import RuleSet, Selector, SelectorSet
from textual.css.styles import Styles
from textual.css.stylesheet import Stylesheet

from wolfenstein_tui.content.loading.cache import cache_dir, write_whole

FORMAT = 1
"""Raised when what the file holds changes shape."""

MAGIC = b"wolfenstein styles cache\n"
FILE_NAME = "styles.cache"
GROUPS_KEPT = 4
"""Sets of CSS variables (themes) whose rules the file keeps, latest first."""

PARSE_RULES_ARGUMENTS = ("self", "css", "read_from", "is_default_rules", "tie_breaker", "scope")
"""`Stylesheet._parse_rules`' arguments, which make the key of its cache."""

STYLE_CLASSES = frozenset(
    {
        ("textual.color", "Color"),
        ("textual.css.model", "CombinatorType"),
        ("textual.css.model", "RuleSet"),
        ("textual.css.model", "Selector"),
        ("textual.css.model", "SelectorSet"),
        ("textual.css.model", "SelectorType"),
        ("textual.css.scalar", "Scalar"),
        ("textual.css.scalar", "ScalarOffset"),
        ("textual.css.scalar", "Unit"),
        ("textual.css.styles", "Styles"),
        ("textual.geometry", "Spacing"),
        ("textual.layouts.grid", "GridLayout"),
        ("textual.layouts.horizontal", "HorizontalLayout"),
        ("textual.layouts.vertical", "VerticalLayout"),
    }
)
"""The classes the parsed rules of every stylesheet of the app hold, under
every theme (a test holds this list to them): the only ones a file's rules
may build. Rules holding any other are not kept (the file is not written)."""

ParseKey = tuple[str, tuple[str, str], bool, int, str]
"""What `_parse_rules` keys its cache on: CSS text, where it was read from
(file, class variable), default CSS or not, tie-breaker, scope."""

Variables = dict[str, str]


def usable(stylesheet: object) -> TypeGuard[Stylesheet]:
    """Whether `stylesheet` has the internals this module relies on, as
    Textual 8.2 has them; if not, the CSS is left to Textual alone."""
    parse_rules = getattr(type(stylesheet), "_parse_rules", None)
    code = getattr(parse_rules, "__code__", None)
    return (
        isinstance(stylesheet, Stylesheet)
        and isinstance(getattr(stylesheet, "_parse_cache", None), LRUCache)
        and isinstance(getattr(stylesheet, "_variables", None), dict)
        and code is not None
        and code.co_varnames[: len(PARSE_RULES_ARGUMENTS)] == PARSE_RULES_ARGUMENTS
    )


@cache
def textual_version() -> str | None:
    """Textual's version, from the name of its dist-info folder beside the
    package (`textual-8.2.8.dist-info`); None when there is none there (a
    Textual run from its source tree), and then no file is used."""
    import textual

    site = Path(textual.__file__).resolve().parent.parent
    try:
        with os.scandir(site) as entries:
            for entry in entries:
                if entry.name.startswith("textual-") and entry.name.endswith(".dist-info"):
                    return entry.name.removesuffix(".dist-info")
    except OSError:
        return None
    return None


def file_key() -> str | None:
    """The key a file must carry to be read: what the rules' shape depends
    on besides their CSS and variables."""
    version = textual_version()
    if version is None:
        return None
    text = f"{FORMAT}\n{version}\n{sys.version}\n"
    return hashlib.sha256(text.encode()).hexdigest()


def default_file() -> Path:
    return cache_dir() / FILE_NAME


@dataclass
class ParsedStyles:
    """What the file held when the app started, and what was filled in from
    it: enough to tell, after the first frame, whether it must be written."""

    file: Path
    key: str
    groups: list[tuple[Variables, bytes]] = field(default_factory=list)
    """The file's groups of entries, latest first: variables and pickled entries."""
    variables: Variables = field(default_factory=dict)
    """The variables the stylesheet had when it was filled."""
    filled: dict[ParseKey, list[RuleSet]] = field(default_factory=dict)
    """The entries of the group with those variables."""
    kept = False

    def keep(self, stylesheet: object) -> None:
        """Write the file again if `stylesheet` parsed anything it lacked
        (under the variables it has now), keeping the other entries of that
        group and the latest other groups. Done once: later parses are left
        out. A file that cannot be written (read-only folder, disk full)
        means only that the next launch parses again."""
        if self.kept or not usable(stylesheet):
            return
        self.kept = True
        variables = stylesheet._variables
        # Parsed under the variables the file's entries were filled for, or
        # (the theme changed meanwhile) under others, whose group is not known.
        filled = self.filled if variables == self.variables else {}
        entries = parsed_entries(stylesheet._parse_cache)
        if not entries.keys() - filled.keys():
            return  # everything parsed came from the file
        limit = stylesheet._parse_cache.maxsize
        for key, rules in filled.items():
            if len(entries) >= limit:
                break
            entries.setdefault(key, rules)
        pickled = pickle_entries(entries)
        if pickled is None:
            return
        others = [group for group in self.groups if group[0] != variables]
        groups = [(dict(variables), pickled), *others][:GROUPS_KEPT]
        write_file(self.file, self.key, pickle.dumps(groups, protocol=pickle.HIGHEST_PROTOCOL))


def restore(stylesheet: object, file: Path | None = None) -> ParsedStyles | None:
    """Fill `stylesheet`'s parse cache with the entries the file holds for
    its variables (before anything is parsed); None when this Textual's
    internals are not those this module knows, or its version is unknown."""
    if not usable(stylesheet):
        return None
    key = file_key()
    if key is None:
        return None
    kept = ParsedStyles(file if file is not None else default_file(), key)
    kept.groups = read_groups(kept.file, key)
    kept.variables = dict(stylesheet._variables)
    for variables, pickled in kept.groups:
        if variables == stylesheet._variables:
            kept.filled = unpickle_entries(pickled)
            break
    parse_cache = stylesheet._parse_cache
    for parse_key, rules in list(kept.filled.items())[: parse_cache.maxsize]:
        parse_cache.set(parse_key, rules)
    return kept


def parsed_entries(parse_cache: LRUCache[Any, Any]) -> dict[ParseKey, list[RuleSet]]:
    """The well-formed entries of a parse cache whose rules parsed without
    errors (rules with errors make Textual stop with a message: they are
    never kept)."""
    entries: dict[ParseKey, list[RuleSet]] = {}
    for key in list(parse_cache.keys()):
        rules = parse_cache.get(key)
        if is_parse_key(key) and is_rule_list(rules) and not any(rule.errors for rule in rules):
            entries[key] = rules
    return entries


def is_parse_key(key: object) -> bool:
    if not (isinstance(key, tuple) and len(key) == 5):
        return False
    css, read_from, is_default, tie_breaker, scope = key
    return (
        isinstance(css, str)
        and isinstance(read_from, tuple)
        and len(read_from) == 2
        and all(isinstance(part, str) for part in read_from)
        and isinstance(is_default, bool)
        and isinstance(tie_breaker, int)
        and isinstance(scope, str)
    )


def is_rule_list(rules: object) -> TypeGuard[list[RuleSet]]:
    return isinstance(rules, list) and all(type(rule) is RuleSet for rule in rules)


# --- the file ------------------------------------------------------------------


def read_groups(file: Path, key: str) -> list[tuple[Variables, bytes]]:
    """The file's groups, or none when it is missing, unreadable, stale,
    damaged, foreign or holds anything else."""
    try:
        data = file.read_bytes()
    except OSError:
        return []
    head = MAGIC + key.encode() + b"\n"
    if not data.startswith(head):
        return []
    digest, newline, payload = data[len(head) :].partition(b"\n")
    if not newline or digest != hashlib.sha256(payload).hexdigest().encode():
        return []
    try:
        groups = _NoClassUnpickler(io.BytesIO(payload)).load()
    except (pickle.UnpicklingError, EOFError, AttributeError, TypeError, ValueError, ImportError):
        return []  # the digest matched, so written by another version of this reader
    if not isinstance(groups, list):
        return []
    return [group for group in groups if _is_group(group)]


def _is_group(group: object) -> bool:
    if not (isinstance(group, tuple) and len(group) == 2):
        return False
    variables, pickled = group
    return (
        isinstance(variables, dict)
        and all(isinstance(k, str) and isinstance(v, str) for k, v in variables.items())
        and isinstance(pickled, bytes)
    )


def write_file(file: Path, key: str, payload: bytes) -> None:
    """Write the file whole or not at all, as the content cache's files."""
    write_whole(file, MAGIC, key, payload)


# --- the entries' pickle -----------------------------------------------------------


def unpickle_entries(pickled: bytes) -> dict[ParseKey, list[RuleSet]]:
    """A group's entries, or none when they are damaged or not rules."""
    try:
        entries = _StylesUnpickler(io.BytesIO(pickled)).load()
    except (
        pickle.UnpicklingError,
        EOFError,
        AttributeError,
        TypeError,
        ValueError,
        ImportError,
        IndexError,
        KeyError,
    ):
        return {}
    if not isinstance(entries, list):
        return {}
    found: dict[ParseKey, list[RuleSet]] = {}
    for item in entries:
        if not (isinstance(item, tuple) and len(item) == 2):
            return {}
        key, rules = item
        if not (is_parse_key(key) and is_rule_list(rules) and rules_of(key[0], rules)):
            return {}
        found[key] = rules
    return found


def rules_of(css: str, rules: list[RuleSet]) -> bool:
    """Whether `rules` have the shape of rules parsed from `css`: each
    RuleSet's fields of their kinds, without errors, its selectors and
    properties named in the CSS text (so a file cannot hand the title
    screen's CSS the rules of another, that hide it), and each usable:
    its styles taken out as Textual takes them to apply them, without
    raising. A crafted file made only of the
    allowed classes can hold anything where they hold a value."""
    try:
        for rule in rules:
            if not (
                isinstance(rule.selector_set, list)
                and all(type(s) is SelectorSet for s in rule.selector_set)
                and all(
                    isinstance(s.selectors, list)
                    and all(
                        type(one) is Selector and isinstance(one.name, str) for one in s.selectors
                    )
                    for s in rule.selector_set
                )
                and type(rule.styles) is Styles
                and isinstance(rule.styles._rules, dict)
                and rule.errors == []
                and type(rule.is_default_rules) is bool
                and type(rule.tie_breaker) is int
                and _names(rule.selector_names)
                and _names(rule.pseudo_classes)
            ):
                return False
            if any(name.lstrip("#.") not in css for name in rule.selector_names):
                return False
            for name in rule.styles._rules:
                if not isinstance(name, str):
                    return False
                if name.removeprefix("auto_").split("_")[0] not in css:
                    return False
            for selector_set in rule.selector_set:  # as Textual applies a rule
                rule.styles.extract_rules(
                    selector_set.specificity, rule.is_default_rules, rule.tie_breaker
                )
    except Exception:  # a crafted value that breaks its use: not rules
        return False
    return True


def _names(names: object) -> bool:
    return isinstance(names, set) and all(isinstance(name, str) for name in names)


def pickle_entries(entries: dict[ParseKey, list[RuleSet]]) -> bytes | None:
    """The entries pickled, or None when they would not come back equal
    through `unpickle_entries` (then nothing is written)."""
    buffer = io.BytesIO()
    try:
        _StylesPickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(list(entries.items()))
    except (pickle.PicklingError, TypeError, AttributeError, ValueError):
        return None
    pickled = buffer.getvalue()
    back = unpickle_entries(pickled)
    if back.keys() != entries.keys():
        return None
    for key, rules in entries.items():
        if not all(same(a, b) for a, b in zip(rules, back[key], strict=True)):
            return None
    return pickled


def same(original: object, restored: object) -> bool:
    """Whether `restored` is `original` brought back whole: equal, and every
    object in it with the same attributes (those a class makes itself, such
    as a selector's check function, made again)."""
    if type(original) is not type(restored):
        return False
    if dataclasses.is_dataclass(original) and not isinstance(original, type):
        mine, theirs = vars(original), vars(restored)
        if mine.keys() != theirs.keys():
            return False
        return all(callable(value) or same(value, theirs[name]) for name, value in mine.items())
    if type(original).__eq__ is object.__eq__ and hasattr(original, "__dict__"):
        return same(vars(original), vars(restored))  # compared by identity: compare the insides
    if isinstance(original, list | tuple):
        assert isinstance(restored, list | tuple)
        return len(original) == len(restored) and all(
            same(a, b) for a, b in zip(original, restored, strict=True)
        )
    if isinstance(original, dict):
        assert isinstance(restored, dict)
        return original.keys() == restored.keys() and all(
            same(value, restored[name]) for name, value in original.items()
        )
    return bool(original == restored)


class _StylesPickler(pickle.Pickler):
    """Pickles a dataclass by its constructor's arguments (and any other
    attribute that is not a function): Textual's Styles and selectors hold
    functions made from their fields (a dict's bound methods, a check made
    with functools.partial), which a pickle would otherwise rebuild through
    `getattr` and `partial`, and which the constructor makes again."""

    def reducer_override(self, obj: object) -> Any:
        if not dataclasses.is_dataclass(obj) or isinstance(obj, type):
            return NotImplemented
        cls = type(obj)
        if (cls.__module__, cls.__name__) not in STYLE_CLASSES:
            raise pickle.PicklingError(f"{cls.__module__}.{cls.__name__} is not a style class")
        fields = dataclasses.fields(obj)
        if any(not item.init for item in fields):
            raise pickle.PicklingError(f"{cls.__name__} has a field its constructor does not take")
        names = {item.name for item in fields}
        arguments = tuple(getattr(obj, item.name) for item in fields)
        rest = {
            name: value
            for name, value in vars(obj).items()
            if name not in names and not callable(value)
        }
        return (cls, arguments, rest or None)


class _NoClassUnpickler(pickle.Unpickler):
    """Builds no class and calls no function: lists, tuples, dicts, strings
    and bytes only."""

    def find_class(self, module: str, name: str) -> object:
        raise pickle.UnpicklingError(f"{module}.{name} is not allowed here")


class _StylesUnpickler(pickle.Unpickler):
    """Builds only the classes parsed rules hold (`STYLE_CLASSES`; Python's
    own containers pickle makes itself): no function, nothing else."""

    def find_class(self, module: str, name: str) -> object:
        if (module, name) not in STYLE_CLASSES:
            raise pickle.UnpicklingError(f"{module}.{name} is not a style class")
        found = getattr(sys.modules.get(module) or __import__(module, fromlist=[name]), name)
        if isinstance(found, type) and found.__module__ == module:
            return found
        raise pickle.UnpicklingError(f"{module}.{name} is not a style class")
