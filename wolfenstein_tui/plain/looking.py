"""The line mode's commands that play nothing: looking around (where, look,
card, heroes, status, objectives, map), the last lines said again, the rules
reference, the options and the recap setting, and the help.

Mixed into PlainGame (game.py), whose session, rules, state, names and
output it uses."""

from __future__ import annotations

import time

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.base.whole_numbers import whole_number
from wolfenstein_tui.content.records.squares import parse_square, square_name
from wolfenstein_tui.engine.players.search.advice import (
    ADVICE_SIMULATIONS,
    ADVICE_THINK_SECONDS,
    advice_budget,
    advise,
)
from wolfenstein_tui.plain.ascii_map import ascii_map
from wolfenstein_tui.plain.choosing import figures_named
from wolfenstein_tui.plain.command_words import command_of, shown_word
from wolfenstein_tui.plain.game_parts import GameParts
from wolfenstein_tui.plain.story import NO_WRAP
from wolfenstein_tui.plain.telling import objectives_lines, rules_lines
from wolfenstein_tui.play.joined import JoinedSession
from wolfenstein_tui.words.actions.advice import HINTS_OFF, advice_heading, plans_lines
from wolfenstein_tui.words.board.squares_said import enemy_card_lines
from wolfenstein_tui.words.board.surroundings import square_lines, where
from wolfenstein_tui.words.card_words import ability_heading, shown
from wolfenstein_tui.words.state_text import state_text

HELP: list[tuple[tuple[str, ...], str, bool]] = [
    (("move",), N_("SQUARE: move the hero there, for example move d13."), True),
    (("attack",), N_("FIGURE: attack it, for example attack soldier 2."), True),
    (("open",), N_("door SQUARE: open the door beside that square."), True),
    (("search", "reload", "fatigue", "end"), N_("the actions of those names."), False),
    (("activate",), N_("HERO: start that hero's activation."), True),
    (("undo",), N_("take back the last decision (not once dice were rolled)."), False),
    (("where",), N_("what is around the acting hero, in words."), False),
    (("look",), N_("SQUARE: one square, for example look d8."), True),
    (("card",), N_("[FIGURE]: a figure's card, the acting hero's by default."), True),
    (
        ("heroes", "status", "objectives"),
        N_("the heroes, the whole game, the mission's objectives."),
        False,
    ),
    (("map",), N_("the map drawn in text, for sighted players."), False),
    (("log",), N_("N: the last N lines said again."), True),
    (("rules",), N_("ID or WORD: the rules reference, for example rules R-ATK-2."), True),
    (("options",), N_("the options said again, with why some are not possible now."), False),
    (("recap",), N_("on or off: the nazi phase told in short, or figure by figure."), True),
    (
        ("advice",),
        N_(
            "what would a good player do? The top three plans, each with its chance and why "
            "(the log notes that advice was asked)."
        ),
        False,
    ),
    (
        ("seats",),
        N_(
            "[codes or new]: in a game played from several screens, who sits where; the lines "
            "the host hands out; new codes, which shut out the ones handed out."
        ),
        True,
    ),
    (
        ("tip",),
        N_("[skip or off]: in the training mission, the tip again, the next one, or no tips."),
        True,
    ),
    (("quit",), N_("leave; the game is saved after every decision."), False),
]
"""The help: the commands' words in the language spoken, then what they do
(its text starts with what follows the word when `True`: "SQUARE: ..."); a
number alone picks the option with that number."""


class LookingAround(GameParts):
    """The part of PlainGame (game.py) this module says."""

    advice_simulations = ADVICE_SIMULATIONS
    """Games played ahead for one piece of advice, as in the app."""

    def say_lines(self, lines: list[str], kind: str = "info") -> None:
        for line in lines:
            self.out.say(line.strip().removeprefix("• "), kind=kind)

    def where(self, words: list[str]) -> None:
        figure = self.state.active_hero
        if words:
            found = figures_named(self.rules, self.state, self.names(), " ".join(words))
            figure = found[0] if found else None
        self.say_lines(where(self.rules, self.state, figure or self.my_hero()))
        self.looked_around()

    def my_hero(self) -> str:
        """The hero a look around starts from when none acts: one of this
        screen's (in a joined game) or the deciding seat's heroes, one on
        the board first."""
        state = self.state
        seats = (
            self.session.seats
            if isinstance(self.session, JoinedSession)
            else {state.pending.seat if state.pending is not None else state.active_seat}
        )
        heroes = sorted(
            (h for h in state.heroes.values() if h.seat in seats and not h.dead),
            key=lambda h: (h.square is None, h.id),
        )
        return heroes[0].id if heroes else next(iter(state.heroes))

    def look(self, words: list[str]) -> None:
        """One square; without one, the square of the acting hero (or of
        this player's first hero on the board)."""
        if not words:
            figure = self.state.active_hero or self.my_hero()
            standing = self.state.heroes.get(figure) or self.state.enemies.get(figure)
            if standing is not None and standing.square is not None:
                words = [square_name(standing.square)]
        try:
            square = parse_square(" ".join(words))
        except ValueError as error:
            self.refused(str(error))
            return
        self.say_lines(square_lines(self.rules, self.state, square))
        self.looked_around()

    def card(self, words: list[str]) -> None:
        state = self.state
        names = self.names()
        if words:
            found = figures_named(self.rules, state, names, " ".join(words))
            if not found:
                self.refused(_("Nobody here is called {name}.").format(name=" ".join(words)))
                return
            figure = found[0]
        else:
            figure = state.active_hero or self.my_hero()
        if figure in state.enemies:
            self.say_lines(enemy_card_lines(self.rules, state, figure))
        elif figure in state.heroes:
            self.say_lines(self.hero_lines([figure]))
            for ability in self.rules.hero_card(figure).abilities:
                heading = _("{name}:").format(name=ability_heading(ability))
                self.out.say(f"{heading} {shown(ability).text}", kind="info")

    def hero_lines(self, heroes: list[str]) -> list[str]:
        """The heroes' lines of the state as `replay --text` writes it."""
        header = self.session.record.header
        every = state_text(self.rules, header, self.state, NO_WRAP)
        start = every.index(_("Heroes:"))
        names = [self.names().hero(h) for h in heroes]
        return [
            line.strip()
            for line in every[start + 1 : start + 1 + len(self.state.heroes)]
            if any(line.strip().startswith(name) for name in names)
        ]

    def status(self, words: list[str]) -> None:
        header = self.session.record.header
        self.say_lines(state_text(self.rules, header, self.state, NO_WRAP))

    def heroes(self, words: list[str]) -> None:
        self.say_lines(self.hero_lines(list(self.state.heroes)))

    def objectives(self, words: list[str]) -> None:
        self.say_lines(objectives_lines(self.rules, self.state))

    def map(self, words: list[str]) -> None:
        for line in ascii_map(self.rules, self.state):
            self.out.say(line, kind="map")

    def log(self, words: list[str]) -> None:
        count = whole_number(words[0]) if words else 10
        if count is None:
            self.refused(
                _("{word} is not a number of lines: {log} 5 says the last 5 again.").format(
                    word=words[0], log=shown_word("log")
                )
            )
            return
        earlier = self.out.said[-count:] if count else []
        for line in earlier:
            self.out.say(line, kind="info")

    def rules_words(self, words: list[str]) -> None:
        self.say_lines(rules_lines(" ".join(words)))

    def options(self, words: list[str]) -> None:
        self.listed = False
        self.every_option = True

    def recap(self, words: list[str]) -> None:
        word = command_of(words[0]) if words else None
        self.story.recap_only = not self.story.recap_only if word is None else word in ("on", "yes")
        self.out.say(
            _("The nazi phase will be told in short: only its recap.")
            if self.story.recap_only
            else _("The nazi phase will be told figure by figure."),
            kind="info",
        )

    def help(self, words: list[str]) -> None:
        for commands, text, with_arguments in HELP:
            said = ", ".join(shown_word(command) for command in commands)
            if with_arguments:
                self.out.say(f"{said} {_(text)}", kind="help")
            else:
                self.out.say(
                    _("{commands}: {what}").format(commands=said, what=_(text)), kind="help"
                )

    def advice(self, _words: list[str]) -> None:
        """What would a good player do? The search player's top plans, said
        as `wolfenstein advise` prints them and the app shows them. Asking
        is noted in the log (a hint line, not a decision), as in the app;
        a game set up without hints says so and gives none."""
        if self.state.outcome is not None:
            self.out.say(_("The game is over: there is nothing to advise."), kind="info")
            return
        if not self.session.record.header.hints:
            self.out.say(_(HINTS_OFF), kind="info")
            return
        self.session.note_hint()
        self.out.say(
            _("Thinking: a good player's plans take a few seconds (Ctrl+C cancels)."), kind="info"
        )
        budget = advice_budget(
            self.advice_simulations, think=ADVICE_THINK_SECONDS, clock=time.process_time
        )
        try:
            plans = advise(self.rules, self.state, budget, seed=self.session.record.header.seed)
        except KeyboardInterrupt:  # the line mode's Escape: the advice only, not the game
            self.out.say(_("Advice cancelled."), kind="info")
            return
        if not plans:
            self.out.say(_("Nothing to advise here."), kind="info")
            return
        self.out.say(advice_heading(self.names(), self.state), kind="info")
        for told in plans_lines(self.rules, self.state, plans, self.session.player_name):
            self.say_lines(told)
        self.out.say(_("You play, not the advice."), kind="info")
