"""The line mode's game: tell what happens, ask each decision, read a
command a line and play it through the session, as the app does.

The options are the app's action list (words/actions/menu.py), with its
numbers; what happens is told with `replay --text`'s words (narrate.py);
every decision goes through `Session.play`, which saves it at once, so the
end of the input (EOF) or `quit` leave a game that Continue carries on, in
the app or here.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any, TextIO

from wolfenstein_tui.base.i18n import N_, _, ngettext
from wolfenstein_tui.content.records.squares import parse_square, square_name
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Command,
    DiceNeeded,
    EndActivation,
    IllegalCommand,
    Move,
    UseItem,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.plain.ascii_map import ascii_map
from wolfenstein_tui.plain.choosing import KINDS, by_label, figures_named, find
from wolfenstein_tui.plain.command_words import command_of, shown_word
from wolfenstein_tui.plain.io import END, FileLines, Lines, Out, ScriptLines
from wolfenstein_tui.plain.telling import (
    RECAP_HIDDEN,
    objectives_lines,
    phase_recap,
    rules_lines,
)
from wolfenstein_tui.play.joined import POLL_SECONDS, JoinedSession, acting_seats, waiting_for
from wolfenstein_tui.play.narrate import Story, describe_decision, tell_events, tell_opening
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.words.actions.labels import move_cost
from wolfenstein_tui.words.actions.menu import Menu, Numbering, offer
from wolfenstein_tui.words.board.squares_said import enemy_card_lines
from wolfenstein_tui.words.board.surroundings import square_lines, where
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.names import Names, names_for
from wolfenstein_tui.words.questions import question
from wolfenstein_tui.words.refusals import say
from wolfenstein_tui.words.state_text import state_text

FACES = {"h": "heart", "s": "shield", "r": "reload", "b": "blank"}
"""The letters typed for physical dice (R-DICE-4), as in the app's dialog."""

NO_WRAP = 10_000
"""The narration's width: a sentence is never cut into lines here (a screen
reader reads a line as it comes; the terminal wraps it for the eye)."""


@dataclass
class PlainStory(Story):
    """The narration of narrate.py, a sentence a line: no indent, no rule
    lines around the headings (a screen reader would read them out)."""

    width: int = NO_WRAP
    recap_only: bool = False
    in_nazi_phase: bool = False
    hidden: list[Event] = field(default_factory=list)

    def para(self, text: str, indent: str = "") -> None:
        self.text.append(names_for(self.rules)(text))

    def heading(self, title: str) -> None:
        self.text.append(title + ".")


class PlainGame:
    """One game in the line mode, from its first prompt to its end or the
    end of the input."""

    def __init__(
        self,
        session: Session,
        lines: Lines,
        out: Out,
        recap_only: bool = False,
        echo: bool = False,
    ) -> None:
        self.session = session
        self.lines = lines
        self.out = out
        self.echo = echo
        """Write each command read after its prompt (input from a file or a
        pipe: the transcript then reads as a terminal's would)."""
        self.story = PlainStory(session.rules, session.record.header, recap_only=recap_only)
        self.menu: Menu | None = None
        self.seat_shown: int | None = None
        self.line = len(session.record.lines)
        """The log's line of the decision being told (the header is line 1)."""
        self.lines_seen = len(session.record.lines)
        """The log's lines this screen has told (a joined game's others')."""
        self.story.round = session.state.round
        self.listed = False
        """Whether the options were said since the state last changed."""
        self.every_option = False
        """Whether the next list says the refused options with their reasons."""
        self.numbering = Numbering()
        """The numbers the actions of this activation keep (as in the app)."""

    @property
    def rules(self) -> Rules:
        return self.session.rules

    @property
    def state(self) -> GameState:
        return self.session.state

    def names(self) -> Names:
        return Names(self.rules, self.state)

    # --- the loop ---------------------------------------------------------------------

    def run(self) -> int:
        """Play until the game ends or the input does; 0 either way (the game
        is saved after every decision)."""
        self.opening()
        while True:
            if self.state.outcome is not None:
                self.say_over()
                return 0
            if isinstance(self.session, JoinedSession) and not self.my_turn():
                if self.wait_for_others() is END:
                    return self.leave()
                continue
            self.ask()
            line = self.read()
            if line is END:
                return self.leave()
            if isinstance(line, str) and self.handle(line) is END:
                return self.leave()

    def read(self, timeout: float | None = None) -> str | object | None:
        line = self.lines.read(timeout)
        if isinstance(line, str) and self.echo and not self.out.as_json:
            self.out.stream.write(line + "\n")
        elif line is END and not self.out.as_json:
            self.out.stream.write("\n")
        return line

    def opening(self) -> None:
        """The game's title, settings and players, then where it stands."""
        tell_opening(self.story)
        self.flush_story(events=False)
        if len(self.session.backlog) > 1:
            self.out.say(
                _("Carrying on the saved game, round {round}.").format(round=self.state.round)
            )
        self.out.say(
            _(
                "Type help for the commands; a number picks an option; quit leaves (the game is saved)."
            )
        )

    def leave(self) -> int:
        """The input is over or the player quit: everything is saved already."""
        self.out.say(
            _("Game saved in {path}; carry it on with: wolfenstein continue --plain").format(
                path=self.session.path
            ),
            kind="saved",
            path=str(self.session.path),
        )
        return 0

    def say_over(self) -> None:
        self.out.say(
            _("The game is over. The log is {path}").format(path=self.session.path),
            kind="over",
            outcome=self.state.outcome.value if self.state.outcome else None,
            path=str(self.session.path),
        )

    # --- asking -----------------------------------------------------------------------

    def ask(self) -> None:
        """The options of this moment and the prompt line."""
        self.menu = offer(self.rules, self.state, self.session.player_name, self.numbering)
        entries = self.option_entries(self.menu) if not self.listed or self.out.as_json else []
        self.listed = True
        self.out.prompt(self.prompt_text(), entries, **self.prompt_facts())

    def prompt_text(self) -> str:
        state = self.state
        names = self.names()
        if state.pending is not None:
            asked = question(state.pending, names)
            return self.handed(state.pending.seat) + asked
        figure = state.active_hero
        if figure is None:
            player = self.session.player_name(state.active_seat)
            return self.handed(state.active_seat) + _("{player}: {what}.").format(
                player=player, what=_("choose which of your heroes activates")
            )
        hero = state.heroes.get(figure)
        ap = hero.ap if hero is not None else state.bot_ap
        return _("{hero}, {ap} AP").format(hero=names.figure(figure), ap=ap)

    def handed(self, seat: int) -> str:
        """Hot-seat: the player's name when the turn passes to another."""
        if len(self.state.seats) < 2 or seat == self.seat_shown:
            return ""
        self.seat_shown = seat
        return _("Over to {player}.").format(player=self.session.player_name(seat)) + " "

    def prompt_facts(self) -> dict[str, Any]:
        state = self.state
        return {
            "kind": "question" if state.pending is not None else "action",
            "seat": state.pending.seat if state.pending is not None else state.active_seat,
            "hero": state.active_hero,
            "round": state.round,
        }

    def option_entries(self, menu: Menu) -> list[dict[str, Any]]:
        """Each option as said and as JSON: the key that plays it (the app's
        number or letter, `words/actions/menu.py`), its label, its command
        (as the log writes it) and, when refused now, why. The app gives no
        key to the moves (they are chosen on its map) nor to what is refused
        now: here a move is typed as `move SQUARE`, and an action the app
        leaves without a key (a tenth one) gets a number from 10. To keep a
        prompt short to hear, the moves are said on one line, and the
        actions refused now by their names on one line, their reasons left
        to `options` (`self.every_option`); JSON gives every option whole."""
        entries = []
        moves = []
        refused_now = []
        for index, (command, label) in enumerate(zip(menu.commands, menu.labels, strict=True)):
            refused = menu.refusals.get(index)
            label = label.removeprefix("✗ ")
            key = self.key_of(index)
            entry: dict[str, Any] = {
                "key": key,
                "label": label,
                "command": command.to_json(),
                "refused": refused,
            }
            name = label.partition(" — ")[0]
            if isinstance(command, Move) and refused is None and not self.out.as_json:
                ap = move_cost(self.rules, self.state, command)
                moves.append(_("{square} ({ap} AP)").format(square=square_name(command.to), ap=ap))
                continue
            if refused is not None and not self.out.as_json:
                if not self.every_option:
                    refused_now.append(name)
                    continue
                why = " ".join(line.strip().removeprefix("• ") for line in refused.splitlines())
                entry["line"] = _("Not now: {action}: {reasons}").format(action=name, reasons=why)
            else:
                entry["line"] = f"{key}. {label}" if key else label
            entries.append(entry)
        if moves:
            entries.append(
                {
                    "line": _("Moves (type move and the square): {moves}.").format(
                        moves=", ".join(moves)
                    )
                }
            )
        if refused_now:
            said = _("Not possible now (options tells why): {actions}.")
            entries.append({"line": said.format(actions=", ".join(refused_now))})
        self.every_option = False
        return entries

    def key_of(self, index: int) -> str | None:
        """The key that plays the option at `index`: the app's, else (an
        action the app leaves to the arrows) a number from 10; none for a
        move (typed as words) or an action refused now."""
        menu = self.menu
        if menu is None or index in menu.refusals or isinstance(menu.commands[index], Move):
            return None
        if index in menu.keys:
            return menu.keys[index]
        unkeyed = [
            i
            for i, command in enumerate(menu.commands)
            if i not in menu.keys and i not in menu.refusals and not isinstance(command, Move)
        ]
        return str(10 + unkeyed.index(index))

    def index_of(self, key: str) -> int | None:
        """The option a typed key plays."""
        menu = self.menu
        if menu is None:
            return None
        return next((i for i in range(len(menu.commands)) if self.key_of(i) == key), None)

    # --- one command ------------------------------------------------------------------

    def handle(self, line: str) -> object | None:
        """Carry out one line the player typed; END when it asks to leave."""
        words = line.split()
        if not words:
            self.listed = False
            return None
        command = command_of(words[0])
        rest = words[1:]
        if command == "quit":
            return END
        keyed = self.index_of(words[0].lower())
        if (keyed is not None or words[0].isdigit() or command in KINDS) and self.others_decide():
            return None
        if keyed is not None:
            self.pick(keyed, words[1:])
            return None
        if words[0].isdigit():
            self.refused(
                _("There is no option {key} now; type options to hear them.").format(key=words[0])
            )
            return None
        if command in KINDS:
            self.by_words(command, rest)
            return None
        if command is not None and command in INFO:
            INFO[command](self, rest)
            return None
        found = by_label(self.menu, line) if self.menu is not None else []
        if len(found) == 1:
            self.pick(found[0], [])
            return None
        self.out.say(
            _("{line}: not a command here; type help for the commands.").format(line=line),
            kind="refused",
        )
        return None

    def by_words(self, verb: str, words: list[str]) -> None:
        """An action named by words: played when it names one option, the
        options it names listed when several, the reason when none."""
        menu = self.menu or offer(self.rules, self.state, self.session.player_name, self.numbering)
        found = find(self.rules, self.state, menu, verb, words)
        if found.reason is not None:
            self.refused(found.reason)
        elif len(found.indices) == 1:
            self.pick(found.indices[0], [])
        else:
            self.out.say(_("Which one? Type its number:"), kind="info")
            for index in found.indices:
                self.out.say(f"{self.key_of(index)}. {menu.labels[index]}", kind="info")

    def refused(self, reason: str) -> None:
        """Why not, a reason a line (a refusal may list several)."""
        for line in reason.splitlines():
            self.out.say(line.strip().removeprefix("• "), kind="refused")

    def pick(self, index: int, rest: list[str]) -> None:
        """Play the option at `index` of the menu."""
        menu = self.menu
        assert menu is not None
        if index in menu.refusals:
            self.refused(menu.refusals[index])
            return
        if index in menu.square_choices:
            command = self.square_choice(menu.square_choices[index], rest)
            if command is None:
                return
        else:
            command = menu.commands[index]
        hero = self.state.heroes.get(getattr(command, "hero", ""))
        ends_early = isinstance(command, EndActivation) and hero is not None and hero.ap > 0
        if ends_early and not self.confirm(
            ngettext(
                "End the activation with {ap} AP left? It is lost.",
                "End the activation with {ap} AP left? They are lost.",
                hero.ap,  # type: ignore[union-attr]
            ).format(ap=hero.ap)  # type: ignore[union-attr]
        ):
            return
        self.play(command)

    def square_choice(self, choices: list[UseItem], rest: list[str]) -> Command | None:
        """An item used on a square of the player's choosing (a grenade)."""
        squares = ", ".join(square_name(c.square) for c in choices if c.square is not None)
        if not rest:
            self.out.prompt(
                _("Which square? One of {squares}").format(squares=squares),
                [],
                kind="square",
            )
            line = self.read()
            if not isinstance(line, str):
                return None
            rest = line.split()
        try:
            square = parse_square(" ".join(rest))
        except ValueError as error:
            self.refused(str(error))
            return None
        for choice in choices:
            if choice.square == square:
                return choice
        self.refused(_("Not a square it can reach: {squares}.").format(squares=squares))
        return None

    def confirm(self, asked: str) -> bool:
        self.out.prompt(asked + " " + _("(yes or no)"), [], kind="confirm")
        line = self.read()
        return isinstance(line, str) and command_of(line.strip() or "no") == "yes"

    def play(self, command: Command) -> None:
        """Play a decision, with physical dice asked when the game uses them."""
        before = self.state
        line = len(self.session.record.lines) + 1
        faces: list[str] = []
        while True:
            try:
                events = self.session.play(command, faces or None)
            except DiceNeeded as needed:
                more = self.ask_dice(self.refusal_words(needed), needed.count)
                if more is None:
                    return
                faces += more
                continue
            except IllegalCommand as error:
                self.refused(self.refusal_words(error))
                return
            except SaveError as error:
                self.refused(str(error))
                return
            break
        self.lines_seen = len(self.session.record.lines)
        self.tell(before, command.to_json(), events, line)
        if not self.session.saved:
            self.refused(
                _("The game could not be saved: {reason}").format(reason=self.session.save_problem)
            )

    def ask_dice(self, reason: str, count: int) -> list[str] | None:
        """Physical dice (R-DICE-4): the faces rolled, typed as letters;
        None at the end of the input."""
        if not reason.endswith((".", "!", "?")):
            reason += "."
        while True:
            self.out.prompt(
                reason
                + " "
                + ngettext(
                    "Type {count} face: h heart, s shield, r reload, b blank (e.g. h)",
                    "Type {count} faces: h heart, s shield, r reload, b blank (e.g. hsb)",
                    count,
                ).format(count=count),
                [],
                kind="dice",
                count=count,
            )
            line = self.read()
            if not isinstance(line, str):
                return None
            letters = [ch for ch in line.lower() if not ch.isspace()]
            if len(letters) == count and all(ch in FACES for ch in letters):
                return [FACES[ch] for ch in letters]
            self.refused(
                ngettext(
                    "Enter exactly {count} letter among h, s, r, b.",
                    "Enter exactly {count} letters among h, s, r, b.",
                    count,
                ).format(count=count)
            )

    def refusal_words(self, error: IllegalCommand) -> str:
        return say(error.refusal, self.names(), self.session.player_name)

    # --- telling ----------------------------------------------------------------------

    def tell(
        self, before: GameState, command: dict[str, Any], events: list[Event], line: int
    ) -> None:
        """A decision (this player's or another screen's) and what it caused."""
        self.line = line
        self.listed = False
        self.story.round = before.round
        said = describe_decision(self.rules, self.session.record.header, before, command)
        self.out.say(said, kind="decision", command=command)
        story = self.story
        chunk: list[Event] = []
        for event in events:
            ends_phase = event.kind in (EventKind.ROUND, EventKind.GAME_OVER) or (
                event.kind is EventKind.PHASE and event.data.get("phase") != "nazis"
            )
            if ends_phase and story.in_nazi_phase:
                chunk = self.told(chunk)
                story.in_nazi_phase = False
            if event.kind is EventKind.PHASE and event.data.get("phase") == "nazis":
                story.in_nazi_phase = True
            if story.recap_only and story.in_nazi_phase and event.kind in RECAP_HIDDEN:
                story.hidden.append(event)
                continue
            chunk.append(event)
        self.told(chunk)

    def told(self, chunk: list[Event]) -> list[Event]:
        """Tell these events, then the recap of those left untold; the
        events still to tell are none."""
        story = self.story
        tell_events(story, self.line, chunk, self.state)
        self.flush_story(events=True)
        if story.hidden:
            self.out.say(phase_recap(story.hidden, story.names), kind="recap")
            story.hidden = []
        return []

    def flush_story(self, events: bool) -> None:
        """Say what the narration wrote: sentences, or in JSON the events."""
        story = self.story
        if self.out.as_json and events:
            for data in story.events:
                self.out.event(data, str(data.get("text", "")))
        else:
            for line in story.text:
                self.out.say(line.strip())
        story.text, story.events = [], []

    # --- joined games -----------------------------------------------------------------

    def others_decide(self) -> bool:
        """In a joined game, when another screen decides now: say whom the
        game waits for (an action typed now would be refused)."""
        if not isinstance(self.session, JoinedSession) or self.my_turn():
            return False
        acting = acting_seats(self.rules, self.state)
        self.refused(say(waiting_for(self.session, min(acting)), self.names()))
        return True

    def my_turn(self) -> bool:
        session = self.session
        assert isinstance(session, JoinedSession)
        acting = acting_seats(self.rules, self.state)
        return not acting or bool(acting & session.seats)

    def wait_for_others(self) -> object | None:
        """Follow the other screens' decisions until one of this screen's
        seats decides; the player may look around meanwhile."""
        session = self.session
        assert isinstance(session, JoinedSession)
        acting = acting_seats(self.rules, self.state)
        self.out.say(say(waiting_for(session, min(acting)), self.names()), kind="waiting")
        while not self.my_turn() and self.state.outcome is None:
            try:
                session.catch_up()
            except SaveError as error:
                self.refused(str(error))
                return END
            taken = session.take_incoming()
            commands = self.new_decisions()
            for each in taken:
                if each is None:
                    self.out.say(_("Undone."), kind="undone")
                    self.listed = False
                else:
                    before, events = each
                    line, command = commands.pop(0) if commands else (self.line, {})
                    self.tell(before, command, events, line)
            if self.my_turn() or self.state.outcome is not None:
                return None
            typed = self.read(POLL_SECONDS)
            if typed is END:
                return END
            if isinstance(typed, str) and self.handle(typed) is END:
                return END
        return None

    def new_decisions(self) -> list[tuple[int, dict[str, Any]]]:
        """The log's decision lines taken in since the last look, in order,
        with their line numbers (another screen's decisions, to tell who
        did what)."""
        lines = self.session.record.lines
        start, self.lines_seen = self.lines_seen, len(lines)
        return [
            (number, dict(line["do"]))
            for number, line in enumerate(lines[start:], start=start + 1)
            if isinstance(line, dict) and "do" in line
        ]

    # --- looking around ---------------------------------------------------------------

    def say_lines(self, lines: list[str], kind: str = "info") -> None:
        for line in lines:
            self.out.say(line.strip().removeprefix("• "), kind=kind)

    def where(self, words: list[str]) -> None:
        figure = self.state.active_hero
        if words:
            found = figures_named(self.rules, self.state, self.names(), " ".join(words))
            figure = found[0] if found else None
        self.say_lines(where(self.rules, self.state, figure or self.my_hero()))

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
                cost = ngettext("{count} glory", "{count} glory", ability.glory_cost).format(
                    count=ability.glory_cost
                )
                self.out.say(f"{shown(ability).name} ({cost}): {shown(ability).text}", kind="info")

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
        count = int(words[0]) if words and words[0].isdigit() else 10
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

    def undo(self, words: list[str]) -> None:
        if self.state.outcome is not None:
            self.refused(_("The game is over: its log is final and nothing can be undone."))
            return
        last = self.session.history[-1] if self.session.history else []
        if any(e.kind in (EventKind.DICE_ROLLED, EventKind.CARD_DRAWN) for e in last):
            self.refused(_("Dice were rolled or a card was drawn: that cannot be undone."))
            return
        try:
            self.session.undo()
        except IllegalCommand as error:
            self.refused(self.refusal_words(error))
            return
        except SaveError as error:
            self.refused(str(error))
            return
        if self.session.history:
            self.session.history.pop()
        self.lines_seen = len(self.session.record.lines)
        self.listed = False
        self.out.say(_("Undone."), kind="undone")

    def help(self, words: list[str]) -> None:
        for commands, text, with_arguments in HELP:
            said = ", ".join(shown_word(command) for command in commands)
            if with_arguments:
                self.out.say(f"{said} {_(text)}", kind="help")
            else:
                self.out.say(
                    _("{commands}: {what}").format(commands=said, what=_(text)), kind="help"
                )


INFO = {
    "where": PlainGame.where,
    "look": PlainGame.look,
    "card": PlainGame.card,
    "heroes": PlainGame.heroes,
    "status": PlainGame.status,
    "objectives": PlainGame.objectives,
    "map": PlainGame.map,
    "log": PlainGame.log,
    "rules": PlainGame.rules_words,
    "options": PlainGame.options,
    "recap": PlainGame.recap,
    "undo": PlainGame.undo,
    "help": PlainGame.help,
}
"""The commands that play nothing (undo aside): what they say."""

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
    (("quit",), N_("leave; the game is saved after every decision."), False),
]
"""The help: the commands' words in the language spoken, then what they do
(its text starts with what follows the word when `True`: "SQUARE: ..."); a
number alone picks the option with that number."""


def run_plain(
    session: Session,
    as_json: bool = False,
    recap_only: bool = False,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """The line mode on a game, reading the standard input (or `stdin`)
    and writing to the standard output; the session is closed at the end."""
    source = stdin or sys.stdin
    out = Out(stdout or sys.stdout, as_json)
    try:
        fd = source.fileno()
    except (AttributeError, OSError, ValueError):
        fd = None
    lines: Lines = FileLines(fd) if fd is not None else _text_lines(source)
    echo = fd is not None and not source.isatty()
    try:
        return PlainGame(session, lines, out, recap_only, echo=echo).run()
    finally:
        session.close()


def _text_lines(source: TextIO) -> Lines:
    """Lines from a text stream without a file descriptor (a test's StringIO)."""

    def next_line() -> str | None:
        line = source.readline()
        return line.rstrip("\n") if line else None

    return ScriptLines(next_line)
