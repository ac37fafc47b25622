"""The words a player types in the line mode, in every language: each
command has its English words, always understood, and the words of the
language spoken (a translation lists them separated by "|", the first one
being the one shown in the help)."""

from __future__ import annotations

import unicodedata

from wolfenstein_tui.base.i18n import N_, _

COMMANDS: dict[str, str] = {
    # Translators: words a player types in the line mode to move a hero
    # ("move d13"); give your language's words separated by |, without the
    # "command words: " prefix; the first is shown in the help.
    "move": N_("command words: move|go"),
    # Translators: line-mode command words (see "move|go"), to attack a figure.
    "attack": N_("command words: attack|shoot|fire"),
    # Translators: line-mode command words (see "move|go"), to reload a weapon.
    "reload": N_("command words: reload"),
    # Translators: line-mode command words (see "move|go"), to search a token.
    "search": N_("command words: search"),
    # Translators: line-mode command words (see "move|go"), to open a door.
    "open": N_("command words: open"),
    # Translators: line-mode command words (see "move|go"), to end the activation.
    "end": N_("command words: end"),
    # Translators: line-mode command words (see "move|go"), to take back the last decision.
    "undo": N_("command words: undo"),
    # Translators: line-mode command words (see "move|go"), the fatigue action.
    "fatigue": N_("command words: fatigue"),
    # Translators: line-mode command words (see "move|go"), to activate a hero.
    "activate": N_("command words: activate"),
    # Translators: line-mode command words (see "move|go"): what is around the active hero.
    "where": N_("command words: where"),
    # Translators: line-mode command words (see "move|go"): one square ("look d8").
    "look": N_("command words: look"),
    # Translators: line-mode command words (see "move|go"): a figure's card.
    "card": N_("command words: card"),
    # Translators: line-mode command words (see "move|go"): every hero's values.
    "heroes": N_("command words: heroes"),
    # Translators: line-mode command words (see "move|go"): the whole state of the game.
    "status": N_("command words: status"),
    # Translators: line-mode command words (see "move|go"): the mission's objectives.
    "objectives": N_("command words: objectives"),
    # Translators: line-mode command words (see "move|go"): the ASCII map.
    "map": N_("command words: map"),
    # Translators: line-mode command words (see "move|go"): the last lines said ("log 10").
    "log": N_("command words: log"),
    # Translators: line-mode command words (see "move|go"): the rules reference ("rules R-ATK-2").
    "rules": N_("command words: rules"),
    # Translators: line-mode command words (see "move|go"): the options listed again.
    "options": N_("command words: options"),
    # Translators: line-mode command words (see "move|go"): the nazi phase told in short.
    "recap": N_("command words: recap"),
    # Translators: line-mode command words (see "move|go"): what a good player
    # would do (the advice of the app's o key).
    "advice": N_("command words: advice|hint"),
    # Translators: line-mode command words (see "move|go"): the training
    # mission's tip, said again ("tip"), skipped ("tip skip") or ended ("tip off").
    "tip": N_("command words: tip"),
    # Translators: line-mode words for "skip" ("tip skip"), see "move|go".
    "skip": N_("command words: skip"),
    # Translators: line-mode command words (see "move|go"): a joined game's
    # seats ("seats"), the host's lines to hand out ("seats codes"), new codes
    # ("seats new").
    "seats": N_("command words: seats"),
    # Translators: line-mode words for "codes" ("seats codes"), see "move|go".
    "codes": N_("command words: codes"),
    # Translators: line-mode words for "new" ("seats new"), see "move|go".
    "new": N_("command words: new"),
    # Translators: line-mode command words (see "move|go"): the list of commands.
    "help": N_("command words: help|?"),
    # Translators: line-mode command words (see "move|go"): leave the game (it is saved).
    "quit": N_("command words: quit|exit"),
    # Translators: line-mode words for yes (see "move|go").
    "yes": N_("command words: yes|y"),
    # Translators: line-mode words for no (see "move|go").
    "no": N_("command words: no|n"),
    # Translators: line-mode words for "on" ("recap on"), see "move|go".
    "on": N_("command words: on"),
    # Translators: line-mode words for "off" ("recap off"), see "move|go".
    "off": N_("command words: off"),
}


PREFIX = "command words: "
"""Each command's message starts with this, so that its words are
translated apart from the same words elsewhere (a die's "reload" face)."""


def _words(message: str) -> list[str]:
    return [w for w in message.removeprefix(PREFIX).split("|") if w.strip()]


def folded(word: str) -> str:
    """A word as compared: lower case, accents off (« où » and « ou » alike)."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def words_of(command: str) -> set[str]:
    """Every word that names `command`: the English ones and the language's."""
    english = COMMANDS[command]
    return {folded(w) for w in _words(english) + _words(_(english))}


def command_of(word: str) -> str | None:
    """The command a typed word names, if any."""
    typed = folded(word)
    for command in COMMANDS:
        if typed in words_of(command):
            return command
    return None


def shown_word(command: str) -> str:
    """The word the help shows for `command`, in the language spoken."""
    return _words(_(COMMANDS[command]))[0]
