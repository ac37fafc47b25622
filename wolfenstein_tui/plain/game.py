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
from typing import Any, TextIO

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.content.records.squares import parse_square, square_name
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Command,
    DiceNeeded,
    EndActivation,
    IllegalCommand,
    UseItem,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.plain.asking import Asking
from wolfenstein_tui.plain.choosing import KINDS, by_label, find
from wolfenstein_tui.plain.coaching import Coaching
from wolfenstein_tui.plain.command_words import command_of
from wolfenstein_tui.plain.io import END, FileLines, Lines, Out, ScriptLines, clean
from wolfenstein_tui.plain.joined_turns import JoinedTurns
from wolfenstein_tui.plain.looking import LookingAround
from wolfenstein_tui.plain.story import PlainStory
from wolfenstein_tui.plain.telling import (
    RECAP_HIDDEN,
    phase_recap,
)
from wolfenstein_tui.play.joined import JoinedSession
from wolfenstein_tui.play.narrate import describe_decision, tell_events, tell_opening
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.words.actions.menu import Menu, Numbering, offer
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.refusals import say

FACES = {"h": "heart", "s": "shield", "r": "reload", "b": "blank"}
"""The letters typed for physical dice (R-DICE-4), as in the app's dialog."""


class PlainGame(Asking, Coaching, JoinedTurns, LookingAround):
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
        self.start_coaching()

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
            self.tell_tip()
            self.ask()
            line = self.read()
            if line is END:
                return self.leave()
            if isinstance(line, str) and self.handle(line) is END:
                return self.leave()

    def read(self, timeout: float | None = None) -> str | object | None:
        line = self.lines.read(timeout)
        if isinstance(line, str) and self.echo and not self.out.as_json:
            # A file of commands piped in may hold escape codes, as a
            # mission may: the echo is said like any other text.
            self.out.stream.write(clean(line) + "\n")
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
        from wolfenstein_tui.play.joined import JoinedSession

        self.out.say(
            self.session.how_to_sit_again(plain=True)
            if isinstance(self.session, JoinedSession)
            else _("Game saved in {path}; carry it on with: wolfenstein continue --plain").format(
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
        self.say_training_over()

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
        ap_left = hero.ap if isinstance(command, EndActivation) and hero is not None else 0
        if ap_left > 0 and not self.confirm(
            ngettext(
                "End the activation with {ap} AP left? It is lost.",
                "End the activation with {ap} AP left? They are lost.",
                ap_left,
            ).format(ap=ap_left)
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
        self.heard_command(command)
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

    # --- taking back ------------------------------------------------------------------

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
    "advice": PlainGame.advice,
    "tip": PlainGame.tip,
    "seats": PlainGame.seats,
}
"""The commands that play nothing (undo aside): what they say."""


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
