"""The training mission's tips: what to try next, following what the player
actually does. Each tip is done when the game shows it was (an event such
as a move or an attack, or the state, such as a reload token on a weapon),
never on a timer; a tip about something that just happened (noise, danger,
the nazi phase) comes up when it happens and goes with the next decision.
The player may skip a tip (t) or all of them (T). No Textual here: the game
screen shows `coach.tip()` and calls `coach.hear()` after each decision."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.base.quick_dataclass import frozen_record, mutable_record
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState

Seen = Callable[[list[Event], GameState], bool]


def _event(kind: EventKind, **data: object) -> Seen:
    def seen(events: list[Event], _: GameState) -> bool:
        return any(
            e.kind is kind and all(e.data.get(k) == v for k, v in data.items()) for e in events
        )

    return seen


def _reload_token(state: GameState) -> bool:
    return any(weapon.reload for hero in state.heroes.values() for weapon in hero.weapons)


def _never(events: list[Event], state: GameState) -> bool:
    return False


def _always(state: GameState) -> bool:
    return True


@frozen_record
class Lesson:
    key: str
    title: str
    """English, marked for the catalogs: translated when shown."""
    text: str
    done: Seen
    """What shows the player has done it."""
    shown_when: Seen | None = None
    """For a tip about something that happens to the player: when to show it
    (it then goes with the next decision). None: a task, shown in turn."""
    ready: Callable[[GameState], bool] = _always
    """For a task: whether it can be done now (reloading needs a reload token)."""


LESSONS = [
    Lesson(
        "activate",
        N_("Activating a hero"),
        N_(
            'Each round every hero acts once. Choose "Activate" for a hero (Enter or its '
            "number): it gets its action points (AP) to spend."
        ),
        _event(EventKind.ACTIVATION_STARTED),
    ),
    Lesson(
        "move",
        N_("Moving"),
        N_(
            'The numbers on the map are AP costs. Highlight a "Move to" line to see its '
            "path (•), then Enter, or click a numbered square. u undoes a move."
        ),
        _event(EventKind.MOVED),
    ),
    Lesson(
        "door",
        N_("Opening a door"),
        N_(
            "D is a closed door: it blocks moves and sight. Stand next to the farmhouse "
            'door and choose "Open door". A guard (s1) waits in the lane.'
        ),
        _event(EventKind.DOOR_OPENED),
    ),
    Lesson(
        "attack",
        N_("Attacking, with the odds"),
        N_(
            "With a guard in range and sight, an Attack line shows your dice and the odds; "
            "◂ marks the targets. A heart takes 1 HP, a shield takes armor first."
        ),
        _event(EventKind.ATTACKED),
    ),
    Lesson(
        "reload",
        N_("Reloading"),
        N_(
            "A reload face put a reload token on the weapon: it cannot fire until you "
            'choose "Reload" (2 AP), and then not again this activation without fatigue.'
        ),
        _event(EventKind.RELOADED),
        ready=_reload_token,
    ),
    Lesson(
        "noise",
        N_("Noise"),
        N_(
            "That made noise: gunfire, or a hero sharing a zone with another figure, puts a "
            "noise token in the zone, and the nazis who hear it come. Knives are quiet."
        ),
        _never,
        shown_when=_event(EventKind.NOISE),
    ),
    Lesson(
        "danger",
        N_("Danger"),
        N_(
            "Danger went up (top bar): kills and some events raise it. At the alarm "
            "threshold the alarm goes off and more nazis arrive (here, one soldier)."
        ),
        _never,
        shown_when=_event(EventKind.DANGER),
    ),
    Lesson(
        "end",
        N_("Ending an activation"),
        N_(
            'When the hero is done, choose "End activation" (End jumps to it); unspent AP '
            "are lost. After the last hero, the nazis take their turn."
        ),
        _event(EventKind.ACTIVATION_ENDED),
    ),
    Lesson(
        "search",
        N_("Searching"),
        N_(
            'The ? in the depot is an event token: stand on it and choose "Search" to '
            "draw an event card. The $ is a chest, with equipment inside."
        ),
        _event(EventKind.SEARCHED),
    ),
    Lesson(
        "nazis",
        N_("The nazi phase"),
        N_(
            "The nazi phase: each awake nazi moved towards the heroes and attacked, in the "
            "order their program sets (? has the rules). Enter steps it, p plays, s skips."
        ),
        _never,
        shown_when=_event(EventKind.NAZI_TURN),
    ),
    Lesson(
        "finish",
        N_("On your own"),
        N_(
            "Now win: the objectives are at the side (both guards, the crate, by round 8). "
            "? lists every key and rule; x looks around the map."
        ),
        _never,
    ),
]


@mutable_record
class TrainingCoach:
    """Which tip to show, from what the player has done so far."""

    lessons: list[Lesson] = field(default_factory=lambda: list(LESSONS))
    done: set[str] = field(default_factory=set)
    happening: list[str] = field(default_factory=list)
    """Tips about things that just happened, the nazi phase first: each is
    shown until the next decision (or t), then the next one."""
    off: bool = False
    state: GameState | None = None

    def hear(self, events: list[Event], state: GameState) -> None:
        """After a decision: tick off what the player did, and bring up the
        tips about what just happened."""
        self.state = state
        if self.happening:
            self.done.add(self.happening.pop(0))
        for lesson in self.lessons:
            if lesson.key not in self.done and lesson.done(events, state):
                self.done.add(lesson.key)
        news = [
            lesson.key
            for lesson in self.lessons
            if lesson.key not in self.done
            and lesson.key not in self.happening
            and lesson.shown_when is not None
            and lesson.shown_when(events, state)
        ]
        self.happening += sorted(news, key=lambda key: key != "nazis")

    def current(self) -> Lesson | None:
        if self.off:
            return None
        if self.happening:
            return next(lesson for lesson in self.lessons if lesson.key == self.happening[0])
        return next(
            (
                lesson
                for lesson in self.lessons
                if lesson.key not in self.done
                and lesson.shown_when is None
                and (self.state is None or lesson.ready(self.state))
            ),
            None,
        )

    def skip(self) -> None:
        """t: this tip is done with."""
        lesson = self.current()
        if lesson is not None:
            self.done.add(lesson.key)
            if self.happening and self.happening[0] == lesson.key:
                self.happening.pop(0)

    def tip(self) -> str | None:
        """The tip to show now, numbered among the tasks, or None."""
        lesson = self.current()
        if lesson is None:
            return None
        tasks = [lesson for lesson in self.lessons if lesson.shown_when is None]
        number = next((i for i, t in enumerate(tasks, start=1) if t.key == lesson.key), None)
        place = f" ({number}/{len(tasks)})" if number is not None else ""
        return _("Training{place} — {title}: {text} (t: skip · T: no tips)").format(
            place=place, title=_(lesson.title), text=_(lesson.text)
        )
