"""What the YAML reader finds wrong, in a mission designer's words and
language: PyYAML's own messages ("mapping values are not allowed here",
"expected <block end>, but found '<block mapping start>'", "while parsing a
flow sequence") are its parser's terms, in English. Each known message is
said as what to look at and how to mend it; one the table does not know
stays as PyYAML wrote it."""

from __future__ import annotations

import re

from wolfenstein_tui.base.i18n import N_, _

TOKENS = {
    "'<stream end>'": N_("the end of the file"),
    "'\\x00'": N_("the end of the file"),
    "'<block end>'": N_("the end of an indented block"),
    "'<block mapping start>'": N_("a new key"),
    "'<block sequence start>'": N_("a new '-' entry"),
    "'<scalar>'": N_("a value"),
    "'<anchor>'": N_("an anchor"),
    "'<alias>'": N_("an alias"),
    "'<tag>'": N_("a tag"),
    "'<directive>'": N_("a directive"),
}
"""The reader's names of what it found, where they are no character of the
file; a character found is quoted as it is (`'}'`, `'-'`)."""

MARKS = {
    "'<document start>'": "'---'",
    "'<document end>'": "'...'",
    "'<flow sequence start>'": "'['",
    "'<flow sequence end>'": "']'",
    "'<flow mapping start>'": "'{'",
    "'<flow mapping end>'": "'}'",
    "'<block entry>'": "'-'",
    "'<flow entry>'": "','",
    "'<key>'": "'?'",
    "'<value>'": "':'",
}
"""Token names that stand for a mark of the file: the mark itself."""

PROBLEMS: tuple[tuple[str, str], ...] = (
    (
        r"found character '\\t' that cannot start any token",
        N_("a tab stands where YAML takes spaces only: indent with spaces"),
    ),
    (
        r"found character (?P<found>.+) that cannot start any token",
        N_("a value cannot start with {found}: put the text in quotes"),
    ),
    (
        r"mapping values are not allowed here",
        N_(
            "a ':' followed by a space cannot stand here: put a text that holds one in quotes, "
            "or check this line's indentation"
        ),
    ),
    (r"could not find expected ':'", N_("a ':' is missing after this key")),
    (r"found undefined alias '(?P<name>.*)'", N_("*{name} names no anchor &{name} above it")),
    (r"found unexpected end of stream", N_("the file ends before this is closed")),
    (
        r"expected ',' or '(?P<close>[\]}])', but got (?P<found>.+)",
        N_("a ',' or a closing '{close}' is expected here, not {found}"),
    ),
    (
        r"expected <block end>, but found (?P<found>.+)",
        N_("{found} does not line up with the lines above it: check its indentation"),
    ),
    (
        r"expected '<document start>', but found (?P<found>.+)",
        N_("{found} is left over after the end of the data"),
    ),
    (
        r"expected the node content, but found (?P<found>.+)",
        N_("a value is expected here, not {found}"),
    ),
    (
        r"found unknown escape character (?P<found>.+)",
        N_(
            "a backslash in double quotes is followed by {found}, which starts no escape: "
            "write two backslashes for one, or use single quotes"
        ),
    ),
    (
        r"expected escape sequence of (?P<count>\d+) hexadecimal numbers, but found (?P<found>.+)",
        N_("this escape takes {count} hexadecimal digits, not {found}"),
    ),
    (
        r"expected alphabetic or numeric character, but found (?P<found>.+)",
        N_("a letter or a digit is expected here, not {found}"),
    ),
    (
        r"expected a comment or a line break, but found (?P<found>.+)",
        N_("only a comment or the end of the line may follow here, not {found}"),
    ),
    (
        r"expected indentation indicator in the range 1-9, but found 0",
        N_("a block text's indentation is a digit from 1 to 9, not 0"),
    ),
    (
        r"expected chomping or indentation indicators, but found (?P<found>.+)",
        N_(
            "after '|' or '>' only '+', '-', a digit or a comment may follow on the line, "
            "not {found}"
        ),
    ),
    (
        r"sequence entries are not allowed here",
        N_("a '-' entry cannot stand here: check this line's indentation"),
    ),
    (
        r"mapping keys are not allowed here",
        N_("a '?' key cannot stand here: check this line's indentation"),
    ),
    (
        r"found unexpected document separator",
        N_("'---' or '...' cannot stand inside a value: put the text in quotes"),
    ),
    (
        r"expected '(?P<mark>[^']+)', but found (?P<found>.+)",
        N_("'{mark}' is expected here, not {found}"),
    ),
    (r"expected URI, but found (?P<found>.+)", N_("a tag's name is expected here, not {found}")),
    (
        r"expected URI escape sequence of 2 hexadecimal numbers, but found (?P<found>.+)",
        N_("'%' in a tag takes 2 hexadecimal digits, not {found}"),
    ),
    (
        r"found undefined tag handle (?P<found>.+)",
        N_("{found} is no tag this file declares; content files hold plain data only: remove it"),
    ),
    (
        r"expected a digit(?: or '[. ]')?, but found (?P<found>.+)",
        N_("a digit is expected here (a YAML version is written as 1.1), not {found}"),
    ),
    (
        r"expected a mapping or list of mappings for merging, but found .+",
        N_("'<<' merges a mapping or a list of mappings into this one, not a single value"),
    ),
    (r".*codec can't decode byte.*", N_("a tag's '%' escapes are not UTF-8 text")),
    (r"found unhashable key", N_("a list or a mapping cannot be a key")),
    (
        r"found incompatible YAML document \(version 1\.\* is required\)",
        N_("this YAML version is not read: the file must be YAML 1"),
    ),
)
"""PyYAML's problems (as patterns of its messages) and their words."""

CONTEXTS = {
    "while parsing a flow sequence": N_("in the list in [ ]"),
    "while parsing a flow mapping": N_("in the mapping in { }"),
    "while parsing a block mapping": N_("in the block of keys"),
    "while parsing a block collection": N_("in the list of '-' entries"),
    "while scanning a quoted scalar": N_("in the text in quotes"),
    "while scanning a double-quoted scalar": N_("in the text in quotes"),
    "while scanning a simple key": N_("in the key"),
    "while scanning a block scalar": N_("in the block text"),
    "while scanning a plain scalar": N_("in the value"),
    "while parsing a node": N_("in the value"),
    "while parsing a block node": N_("in the value"),
    "while parsing a flow node": N_("in the value"),
    "while scanning an alias": N_("in the alias"),
    "while scanning an anchor": N_("in the anchor"),
    "while scanning a tag": N_("in the tag"),
    "while parsing a tag": N_("in the tag"),
    "while scanning a directive": N_("in the directive"),
    "while parsing a directive": N_("in the directive"),
    "while constructing a mapping": N_("in the mapping"),
    "while composing a mapping": N_("in the mapping"),
}
"""PyYAML's contexts (where it was when it met the problem) and their
words; "while scanning for the next token" says nothing a reader needs."""

SILENT_CONTEXTS = {"while scanning for the next token"}


def found_words(found: str) -> str:
    """What the reader found, as a reader of the file sees it."""
    if found in TOKENS:
        return _(TOKENS[found])
    return MARKS.get(found, found)


def problem_words(problem: str) -> str:
    """PyYAML's `problem` in words, or as it is when the table lacks it."""
    for pattern, words in PROBLEMS:
        matched = re.fullmatch(pattern, problem)
        if matched:
            values = matched.groupdict()
            if "found" in values:
                values["found"] = found_words(values["found"])
            return _(words).format(**values)
    return problem


def context_words(context: str) -> str | None:
    """PyYAML's `context` in words (None: it says nothing to a reader), or
    as it is when the table lacks it."""
    if context in SILENT_CONTEXTS:
        return None
    return _(CONTEXTS[context]) if context in CONTEXTS else context
