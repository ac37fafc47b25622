"""The message log as a list of entries: what the engine's events say, in
the players' words, each with its round and a category the log view
filters on (heroes, nazis, dice, events).

No Textual here: the log view (and tests) build entries from events, one
decision at a time while playing, or from a whole game log at once on
Continue and Load, so the log shows the whole game, not just this sitting.

The words come from `wolfenstein_tui.words` (the engine's events carry
facts only), with names, never ids: a nazi figure is named by its card and
number ("Soldier 2", the s2 on the map), and the ids in a card's or a
mission's own words are renamed on the way (wolfenstein_tui/words/names.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from copy import copy
from enum import StrEnum

from rich.text import Text

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words import Names, tell
from wolfenstein_tui.words.flow import purpose as said_purpose
from wolfenstein_tui.words.names import names_for
from wolfenstein_tui.words.terms import face as face_word


class Category(StrEnum):
    """What an entry is about; the log view shows or hides each."""

    HEROES = "heroes"
    NAZIS = "nazis"
    DICE = "dice"
    EVENTS = "events"


HIDDEN = frozenset(
    {EventKind.SHUFFLED, EventKind.CARD_DRAWN, EventKind.NAZI_MOVE, EventKind.NAZI_ATTACK}
)
"""Events the log leaves out: shuffles and draws are told by the events they
cause (a hero takes the card, finds the event), and each nazi's moves and
attacks are told again, with the reasons, in its turn's explanation."""

GAME_EVENTS = frozenset(
    {
        EventKind.SETUP,
        EventKind.ROUND,
        EventKind.PHASE,
        EventKind.NOISE,
        EventKind.DANGER,
        EventKind.ALARM,
        EventKind.SPAWNED,
        EventKind.GAME_OVER,
        EventKind.RESTORED,
    }
)
"""Events about the game rather than one side: rounds, noise, danger,
alarms, arrivals, the end."""

NAZI_EVENTS = frozenset({EventKind.NAZI, EventKind.NAZI_TURN})

FACES: dict[str, tuple[str, str]] = {
    "heart": ("♥", "bold white on red"),
    "shield": ("◆", "bold white on blue"),
    "reload": ("↻", "bold black on yellow"),
    "blank": ("○", "dim"),
}
"""How a die face is shown: a symbol that says it without colour (♥ heart,
◆ shield, ↻ reload, ○ blank) and a style that makes it stand out."""

ROUND_STYLE = "bold reverse"
NAZI_MARK = "☠ "


def face_text(face: str) -> Text:
    """One die face as a small chip: its symbol and word, styled."""
    symbol, style = FACES.get(face, ("?", "bold"))
    return Text(f"{symbol}{face_word(face)}", style=style)


def faces_text(faces: Sequence[str]) -> Text:
    text = Text()
    for index, face in enumerate(faces):
        if index:
            text.append(" ")
        text.append_text(face_text(face))
    return text


@frozen_record
class LogEntry:
    """One line of the log."""

    round: int
    category: Category
    text: str
    """The words (names, never ids), for reading and searching."""
    kind: EventKind | None = None
    faces: tuple[str, ...] = ()
    """A roll's faces, shown as chips after the text."""
    trail: tuple[str, ...] = ()
    """Why, on request (the log's w key): the rules the sentence follows,
    the values compared, this game's choices (words/trail.py)."""

    def matches(self, shown: frozenset[Category], words: str) -> bool:
        """Whether the entry passes the filters: its category is shown and
        it holds every word searched for (any case)."""
        if self.category not in shown:
            return False
        haystack = " ".join([self.text, *self.faces, *map(face_word, self.faces)]).lower()
        return all(word in haystack for word in words.lower().split())

    def rich(self, trail: bool = False) -> Text:
        """The entry as shown: rounds stand out, nazi lines carry a mark, a
        roll's faces are chips; with `trail`, its "why:" lines under it."""
        text = self._said()
        if trail:
            for line in self.trail:
                text.append("\n    " + _("why: {line}").format(line=line), style="dim italic")
        return text

    def _said(self) -> Text:
        if self.kind is EventKind.ROUND:
            return Text(f" {self.text} ", style=ROUND_STYLE)
        if self.category is Category.DICE:
            text = Text("  🎲 ")
            text.append(self.text)
            if self.faces:
                text.append(" ")
                text.append_text(faces_text(self.faces))
            return text
        if self.category is Category.NAZIS:
            text = Text(NAZI_MARK, style="bold")
            text.append(self.text)
            return text
        return Text(self.text)


class LogBook:
    """Turns events into entries, keeping track of the round and of whether
    the nazi phase is being told."""

    def __init__(
        self, rules: Rules | None, round_number: int = 1, players: tuple[str, ...] = ()
    ) -> None:
        self.names: Names | None = Names(rules, players=players) if rules is not None else None
        """None until the mission is known: only notes can be added then."""
        self.round = round_number
        self.nazi_phase = False

    def apart(self) -> LogBook:
        """A book that goes on from this one without telling it anything:
        the events it tells (worked out ahead, not yet played) teach this
        one nothing."""
        book = copy(self)
        if self.names is not None:
            book.names = copy(self.names)
            book.names.types = dict(self.names.types)
        return book

    def entries(self, events: Iterable[Event]) -> list[LogEntry]:
        told: list[LogEntry] = []
        for event in events:
            entry = self.entry(event)
            if entry is not None:
                told.append(entry)
        return told

    def entry(self, event: Event) -> LogEntry | None:
        kind = event.kind
        if kind is EventKind.ROUND:
            self.round = int(event.data.get("round", self.round + 1))
            self.nazi_phase = False
        elif kind is EventKind.PHASE:
            self.nazi_phase = event.data.get("phase") == "nazis" and not event.data.get("skipped")
        if self.names is None:
            raise ValueError("a log without its mission can hold notes only, not events")
        if kind in HIDDEN:
            self.names.learn(event)
            return None
        if kind is EventKind.DICE_ROLLED:
            # Why they were rolled, said again in the language spoken ("rule
            # Alarm Bells: roll one die" names the rule as the mission does).
            purpose = said_purpose(self.names, event.data.get("purpose", ""))
            faces = tuple(str(f) for f in event.data.get("faces", []))
            said = _("{purpose}:").format(purpose=purpose)  # "... :" in French
            return LogEntry(self.round, Category.DICE, said, kind, faces)
        told = tell(event, self.names)
        rename = names_for(self.names.rules)
        return LogEntry(
            self.round,
            self.category(kind),
            rename(told.text),
            kind,
            trail=tuple(rename(line) for line in told.trail()),
        )

    def category(self, kind: EventKind) -> Category:
        if kind in NAZI_EVENTS:
            return Category.NAZIS
        if kind in GAME_EVENTS:
            return Category.EVENTS
        if self.nazi_phase:
            return Category.NAZIS  # what the nazis' turns do to the heroes
        return Category.HEROES

    def note(self, text: str, category: Category = Category.EVENTS) -> LogEntry:
        """An entry the game screen adds itself (where the game is saved, an
        undo)."""
        return LogEntry(self.round, category, text)


def game_entries(
    rules: Rules, backlog: Sequence[Sequence[Event] | None], book: LogBook | None = None
) -> list[LogEntry]:
    """The whole game's log from its decisions' events in order (the set-up
    first); None stands for an undo. `book` carries on counting the rounds
    for the entries added later."""
    book = book or LogBook(rules)
    entries: list[LogEntry] = []
    for events in backlog:
        if events is None:
            entries.append(book.note(_("Undone."), Category.HEROES))
        else:
            entries += book.entries(events)
    return entries
