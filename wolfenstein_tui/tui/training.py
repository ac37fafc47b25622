"""The training mission's tips: what to try next, following what the player
actually does. Each tip is done when the game shows it was (an event such
as a move or an attack, or the state, such as a reload token on a weapon),
never on a timer; a tip about something that just happened (noise, danger,
the nazi phase) comes up when it happens and goes with the next decision.
The player may skip a tip (t) or all of them (T). No Textual here: the game
screen shows `coach.tip()` and calls `coach.hear()` after each decision."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from wolfenstein_tui.engine.events import Event, EventKind
from wolfenstein_tui.engine.state import GameState

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


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
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
        "Activating a hero",
        'Every round each hero acts once, in turn. Choose "Activate" for one of your '
        "heroes (Enter, or the line's number): the hero gets its action points (AP), "
        "shown on its card, to spend on moves, attacks and searches.",
        _event(EventKind.ACTIVATION_STARTED),
    ),
    Lesson(
        "move",
        "Moving",
        "The numbers on the map are what it costs in AP to reach each square. Highlight "
        'a "Move to" line to see its path (•), then press Enter, or click a numbered '
        "square. Undo (u) takes a move back while no die was rolled.",
        _event(EventKind.MOVED),
    ),
    Lesson(
        "door",
        "Opening a door",
        "D on the map is a closed door: it blocks moves and sight. Stand next to the "
        'farmhouse door and choose "Open door". The lane beyond is watched by a guard (s1).',
        _event(EventKind.DOOR_OPENED),
    ),
    Lesson(
        "attack",
        "Attacking, with the odds",
        "When a guard is in range and in sight, an Attack line appears: it shows the dice "
        "you roll and the chance to hurt him, and the map marks every target with ◂. "
        "A heart takes 1 HP whatever the armor; a shield takes armor first.",
        _event(EventKind.ATTACKED),
    ),
    Lesson(
        "reload",
        "Reloading",
        "A reload face on the dice has put a reload token on the weapon: it cannot fire "
        'again until you choose "Reload" (2 AP), and after reloading it cannot fire in '
        "the same activation unless the hero takes fatigue.",
        _event(EventKind.RELOADED),
        ready=_reload_token,
    ),
    Lesson(
        "noise",
        "Noise",
        "That made noise: gunfire, and a hero sharing a zone with another figure, put a "
        "noise token in the zone. Nazis who hear it wake up and come in the nazi phase; "
        "a knife or a silencer keeps things quiet.",
        _never,
        shown_when=_event(EventKind.NOISE),
    ),
    Lesson(
        "danger",
        "Danger",
        "Danger went up (the bar at the top): each kill raises it, and so do some events. "
        "When it reaches the mission's alarm threshold the alarm goes off and more nazis "
        "arrive. Here the alarm would bring one more soldier.",
        _never,
        shown_when=_event(EventKind.DANGER),
    ),
    Lesson(
        "end",
        "Ending an activation",
        'When the hero has done what it can, choose "End activation" (End jumps to it), '
        "then activate the next hero. Unspent AP are lost. When the last hero has ended, "
        "the nazis take their turn, played back on the map.",
        _event(EventKind.ACTIVATION_ENDED),
    ),
    Lesson(
        "search",
        "Searching",
        'The ? in the depot is an event token. Stand on it and choose "Search": you draw '
        "an event card, which may help or hurt. This mission needs one searched; the $ is "
        "a chest, with equipment inside.",
        _event(EventKind.SEARCHED),
    ),
    Lesson(
        "nazis",
        "The nazi phase",
        "Once every hero had acted, the nazis took their turn: each awake nazi moved "
        "towards the heroes and attacked, one after the other, as their program says "
        "(? has the rules). In the playback, Enter steps, p plays, s skips. Then a new "
        "round starts with the heroes.",
        _never,
        shown_when=_event(EventKind.NAZI_TURN),
    ),
    Lesson(
        "finish",
        "On your own",
        "That is the whole game. The objectives are listed at the side: put down both "
        "guards and search the crate before round 8 ends. ? lists every key and rule, x "
        "looks around the map. T hides these tips.",
        _never,
    ),
]


@dataclass
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
        return (
            f"Training{place} — {lesson.title}: {lesson.text}  [t: skip this tip · T: no more tips]"
        )
