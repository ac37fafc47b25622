"""The words a player types in the line mode, in every language: each
command has its English words, always understood, and the words of the
language spoken (a translation lists them separated by "|", the first one
being the one shown in the help)."""

from __future__ import annotations

import unicodedata

from wolfenstein_tui.i18n import N_, _

COMMANDS: dict[str, str] = {
    # Translators: words a player types in the line mode to move a hero
    # ("move d13"); give your language's words separated by |, the first
    # is shown in the help.
    "move": N_("move|go"),
    # Translators: line-mode command words (see "move|go"), to attack a figure.
    "attack": N_("attack|shoot|fire"),
    # Translators: line-mode command words (see "move|go"), to reload a weapon.
    "reload": N_("reload"),
    # Translators: line-mode command words (see "move|go"), to search a token.
    "search": N_("search"),
    # Translators: line-mode command words (see "move|go"), to open a door.
    "open": N_("open"),
    # Translators: line-mode command words (see "move|go"), to end the activation.
    "end": N_("end"),
    # Translators: line-mode command words (see "move|go"), to take back the last decision.
    "undo": N_("undo"),
    # Translators: line-mode command words (see "move|go"), the fatigue action.
    "fatigue": N_("fatigue"),
    # Translators: line-mode command words (see "move|go"), to activate a hero.
    "activate": N_("activate"),
    # Translators: line-mode command words (see "move|go"): what is around the active hero.
    "where": N_("where"),
    # Translators: line-mode command words (see "move|go"): one square ("look d8").
    "look": N_("look"),
    # Translators: line-mode command words (see "move|go"): a figure's card.
    "card": N_("card"),
    # Translators: line-mode command words (see "move|go"): every hero's values.
    "heroes": N_("heroes"),
    # Translators: line-mode command words (see "move|go"): the whole state of the game.
    "status": N_("status"),
    # Translators: line-mode command words (see "move|go"): the mission's objectives.
    "objectives": N_("objectives"),
    # Translators: line-mode command words (see "move|go"): the ASCII map.
    "map": N_("map"),
    # Translators: line-mode command words (see "move|go"): the last lines said ("log 10").
    "log": N_("log"),
    # Translators: line-mode command words (see "move|go"): the rules reference ("rules R-ATK-2").
    "rules": N_("rules"),
    # Translators: line-mode command words (see "move|go"): the options listed again.
    "options": N_("options"),
    # Translators: line-mode command words (see "move|go"): the nazi phase told in short.
    "recap": N_("recap"),
    # Translators: line-mode command words (see "move|go"): the list of commands.
    "help": N_("help|?"),
    # Translators: line-mode command words (see "move|go"): leave the game (it is saved).
    "quit": N_("quit|exit"),
    # Translators: line-mode words for yes (see "move|go").
    "yes": N_("yes|y"),
    # Translators: line-mode words for no (see "move|go").
    "no": N_("no|n"),
    # Translators: line-mode words for "on" ("recap on"), see "move|go".
    "on": N_("on"),
    # Translators: line-mode words for "off" ("recap off"), see "move|go".
    "off": N_("off"),
}


def folded(word: str) -> str:
    """A word as compared: lower case, accents off (« où » and « ou » alike)."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def words_of(command: str) -> set[str]:
    """Every word that names `command`: the English ones and the language's."""
    english = COMMANDS[command]
    return {folded(w) for w in (english + "|" + _(english)).split("|") if w.strip()}


def command_of(word: str) -> str | None:
    """The command a typed word names, if any."""
    typed = folded(word)
    for command in COMMANDS:
        if typed in words_of(command):
            return command
    return None


def shown_word(command: str) -> str:
    """The word the help shows for `command`, in the language spoken."""
    return _(COMMANDS[command]).split("|")[0]
