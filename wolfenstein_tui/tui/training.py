"""The training mission's tips: what to try next, following what the player
actually does.

A task tip (activate, move, open a door, look, attack, reload, fatigue,
shared life, search, an item, glory, end the activation) shows only while
what it asks is possible for the hero playing now: `wanted` picks, among
the legal actions, those that do what the tip says, so following a tip
always works, and the tip belongs to that hero and that moment (a reload
tip leaves with the hero whose weapon is jammed). The first task not yet
done that is possible now is shown; a task is done when the game shows it
was (an event such as a move, or the map cursor used), never on a timer.

A tip about something that just happened (noise, danger, the alarm, the
nazi phase) comes up when it happens and goes with the next decision.

The player may skip a tip (t) or all of them (T). No Textual here: the game
screen shows `coach.tip()`, calls `coach.hear()` after each decision and
`coach.looked()` when the map cursor opens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field

from wolfenstein_tui.card_words import shown
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    EndActivation,
    Move,
    OpenDoor,
    Reload,
    Search,
    SharedLife,
    SilentExecution,
    StartActivation,
    TakeFatigue,
    UseAbility,
    UseItem,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState, Hero
from wolfenstein_tui.i18n import N_, _
from wolfenstein_tui.quick_dataclass import frozen_record, mutable_record
from wolfenstein_tui.tui.look import seen_from

Seen = Callable[[list[Event], GameState], bool]
Wanted = Callable[[Rules, GameState, list[Command]], list[Command]]


def _event(*kinds: EventKind) -> Seen:
    def seen(events: list[Event], _: GameState) -> bool:
        return any(e.kind in kinds for e in events)

    return seen


def _never(events: list[Event], state: GameState) -> bool:
    return False


def _active(state: GameState) -> Hero | None:
    hero = state.heroes.get(state.active_hero or "")
    return hero if hero is not None and hero.square is not None else None


def _of(*kinds: type) -> Wanted:
    """The legal actions of these kinds."""

    def wanted(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
        return [c for c in legal if isinstance(c, kinds)]

    return wanted


def _moves_to_a_door(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
    """The moves that end beside a closed door (where "Open door" is offered)."""
    board = rules.board
    return [
        c
        for c in legal
        if isinstance(c, Move) and any(board.touches([c.to], door) for door in state.closed_doors)
    ]


def _bleeding(state: GameState) -> list[Hero]:
    return [h for h in state.heroes.values() if h.bleeding and not h.dead]


def _moves_to_the_bleeding(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
    """While a friend bleeds and nobody beside them can help yet: the moves
    that end next to them."""
    if any(isinstance(c, SharedLife) for c in legal):
        return []
    lying = [h.square for h in _bleeding(state) if h.square is not None]
    return [
        c
        for c in legal
        if isinstance(c, Move) and any(chebyshev(c.to, square) == 1 for square in lying)
    ]


def _enemy_in_sight(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
    """Nothing to play (the tip asks for a key, x): an empty list; the tip is
    ready when an enemy is in the hero's sight (see `_sight_ready`)."""
    return []


def _sight_ready(rules: Rules, state: GameState, legal: list[Command]) -> bool:
    hero = _active(state)
    if hero is None or not any(isinstance(c, EndActivation) for c in legal):
        return False
    seen = seen_from(rules, state, hero.square)  # type: ignore[arg-type]
    return any(e.square in seen for e in state.enemies.values() if e.bot_of is None)


def _helps(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
    """The items that do something now: a knife's silent execution, a heal
    for a hurt hero, armor put back on a dented one, anything else."""
    found: list[Command] = []
    for command in legal:
        if isinstance(command, SilentExecution):
            found.append(command)
        elif isinstance(command, UseItem):
            hero = state.heroes[command.hero]
            kinds = {e.effect for e in rules.item_cards[command.item].effects}
            if "heal" in kinds and hero.hp >= hero.max_hp:
                continue
            if "add_armor" in kinds and hero.armor >= hero.max_armor:
                continue
            found.append(command)
    return found


def _glory(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
    return [c for c in legal if isinstance(c, UseAbility)]


def _ready_for_fatigue(rules: Rules, state: GameState, legal: list[Command]) -> bool:
    """The fatigue action matters once the hero has attacked (a second
    attack) or is short of AP."""
    hero = _active(state)
    return hero is not None and (hero.attacks_made >= 1 or hero.ap <= 2)


def _ready_to_end(rules: Rules, state: GameState, legal: list[Command]) -> bool:
    hero = _active(state)
    return hero is not None and hero.ap <= 1


def _always(rules: Rules, state: GameState, legal: list[Command]) -> bool:
    return True


@frozen_record
class Lesson:
    key: str
    title: str
    """English, marked for the catalogs: translated when shown."""
    text: str
    done: Seen
    """What shows the player has done it."""
    wanted: Wanted = _of()
    """For a task: the legal actions that do what the tip says. The tip
    shows only while there is one (or, for a tip that asks for a key, while
    `ready` says so)."""
    ready: Callable[[Rules, GameState, list[Command]], bool] = _always
    """For a task: whether this is its moment, besides `wanted`."""
    key_only: bool = False
    """A task done with a key of the screen, not an action (x)."""
    shown_when: Seen | None = None
    """For a tip about something that happens to the player: when to show it
    (it then goes with the next decision). None: a task."""


LESSONS = [
    Lesson(
        "activate",
        N_("Activating a hero"),
        N_(
            "Each round every hero acts once, one after the other. Choose "
            '"Activate" (Enter): the hero comes onto the map and gets action points '
            "(AP, on the card) to spend on moves, doors, attacks, searches."
        ),
        _event(EventKind.ACTIVATION_STARTED),
        _of(StartActivation),
    ),
    Lesson(
        "move",
        N_("Moving"),
        N_(
            "The digits on the map are what reaching each square costs, in AP (1 a "
            'square, diagonals too). Move next to the door (D): highlight a "Move to" '
            "line to see its path, then Enter. u takes a move back."
        ),
        _event(EventKind.MOVED),
        _moves_to_a_door,
    ),
    Lesson(
        "door",
        N_("Opening a door"),
        N_(
            "A closed door blocks moves and sight. Your hero stands beside one: choose "
            '"Open door" (1 AP). Doors never close again.'
        ),
        _event(EventKind.DOOR_OPENED),
        _of(OpenDoor),
    ),
    Lesson(
        "sight",
        N_("Line of sight"),
        N_(
            "An enemy is in sight. Press x: the map cursor marks every square your "
            "hero sees. Walls, closed doors and other figures block sight; open doors "
            "and tokens do not. You can only attack what you see. Escape comes back."
        ),
        _never,
        _enemy_in_sight,
        ready=_sight_ready,
        key_only=True,
    ),
    Lesson(
        "attack",
        N_("Attacking, with the odds"),
        N_(
            'An enemy is in range and in sight: its "Attack" line shows your dice and '
            "the odds of a kill. A heart takes 1 HP; a shield takes 1 armor, then HP once "
            "armor is gone. One attack per activation."
        ),
        _event(EventKind.ATTACKED),
        _of(Attack),
    ),
    Lesson(
        "reload",
        N_("Reloading"),
        N_(
            "A reload face jammed this hero's weapon (a reload token): it cannot fire "
            'until you choose "Reload" (2 AP), and then not again this activation '
            "unless the hero takes the fatigue action."
        ),
        _event(EventKind.RELOADED),
        _of(Reload),
    ),
    Lesson(
        "fatigue",
        N_("The fatigue action"),
        N_(
            "Short of AP, or want a second shot? The fatigue action (f, 0 AP) gives "
            "half the hero's AP now and a second attack this activation; the fatigue "
            "token then halves the AP of the next activation. Choose it."
        ),
        _never,  # the fatigue action, not the token of shared life: heard_command
        _of(TakeFatigue),
        ready=_ready_for_fatigue,
    ),
    Lesson(
        "shared_life",
        N_("Shared life"),
        N_(
            'A friend lies bleeding beside your hero: choose "Shared life" (0 AP). '
            "Your hero gives up its shared-life token and takes a fatigue token; the "
            "friend is back on their feet with full HP and armor."
        ),
        _event(EventKind.RESTORED),
        _of(SharedLife),
    ),
    Lesson(
        "bleeding",
        N_("Bleeding"),
        N_(
            "{bleeding} is at 0 HP: bleeding, unable to act, and dead at the start of "
            "their next activation unless a friend brings them back first. Move next "
            "to them (any square around them)."
        ),
        _event(EventKind.RESTORED, EventKind.HERO_DIED),
        _moves_to_the_bleeding,
    ),
    Lesson(
        "search",
        N_("Searching"),
        N_(
            "The ? is an event token, the $ a chest. Nobody may stand on a token: "
            'search it from a square beside it. Choose "Search" (1 AP). An event is '
            "searched only when no enemy is in its room."
        ),
        _event(EventKind.SEARCHED),
        _of(Search),
    ),
    Lesson(
        "item",
        N_("Using an item"),
        N_(
            "Your hero carries an item that helps now (its card is under the hero's "
            'card). Choose its line: "Use …" (the AP it costs is on it), or "Silent '
            'execution" with a knife next to an enemy: no noise, no danger.'
        ),
        _never,
        _helps,
    ),
    Lesson(
        "glory",
        N_("Glory"),
        N_(
            "Kills and events give glory points (GP); the radio just gave each hero 2. "
            "Once a turn a hero may spend them on an ability of its card: choose one of "
            'the "Use" lines that cost GP.'
        ),
        _never,
        _glory,
    ),
    Lesson(
        "end",
        N_("Ending an activation"),
        N_(
            'When the hero is done, choose "End activation" (e). AP left are lost. '
            "After the last hero the nazis take their turn."
        ),
        _never,  # ended while this tip shows: heard_command
        _of(EndActivation),
        ready=_ready_to_end,
    ),
    Lesson(
        "noise",
        N_("Noise"),
        N_(
            "That made noise (the mark in the zone): gunfire, or a hero sharing a zone "
            "with another figure. Nazis who hear noise in their zone or the next one wake "
            "up and come. Knives are quiet."
        ),
        _never,
        shown_when=_event(EventKind.NOISE),
    ),
    Lesson(
        "danger",
        N_("Danger"),
        N_(
            "Danger went up (top bar): kills, the mortar and some events raise it. When "
            "it reaches the alarm threshold (2 here) the alarm goes off."
        ),
        _never,
        shown_when=_event(EventKind.DANGER),
    ),
    Lesson(
        "alarm",
        N_("The alarm"),
        N_(
            "The alarm went off: a soldier came in at the nazi spawn, in the depot. "
            "While an enemy stands in the depot, its event cannot be searched."
        ),
        _never,
        shown_when=_event(EventKind.ALARM),
    ),
    Lesson(
        "nazis",
        N_("The nazi phase"),
        N_(
            "The nazi phase: each nazi that saw a hero or heard noise moved towards the "
            "heroes and attacked, in the order of its program (? has the rules). Enter "
            "steps it, p plays, s skips."
        ),
        _never,
        shown_when=_event(EventKind.NAZI_TURN),
    ),
    Lesson(
        "finish",
        N_("On your own"),
        N_(
            "You have used every rule of the game. Now win: the objectives are in the "
            "top bar (both guards, the event in the depot, by round 4). ? lists every key "
            "and rule."
        ),
        _never,
    ),
]
TASKS = [lesson for lesson in LESSONS if lesson.shown_when is None]
FINISH = "finish"


@mutable_record
class TrainingCoach:
    """Which tip to show, from what the player has done so far and what the
    rules allow now."""

    rules: Rules
    lessons: list[Lesson] = field(default_factory=lambda: list(LESSONS))
    done: set[str] = field(default_factory=set)
    happening: list[str] = field(default_factory=list)
    """Tips about things that just happened, the nazi phase first: each is
    shown until the next decision (or t), then the next one."""
    off: bool = False
    state: GameState | None = None
    legal: list[Command] = field(default_factory=list)
    """The legal actions of `state`."""

    def hear(self, events: list[Event], state: GameState) -> None:
        """After a decision: tick off what the player did, and bring up the
        tips about what just happened."""
        self.state = state
        self.legal = self.rules.legal_actions(state) if state.outcome is None else []
        if self.happening:
            self.done.add(self.happening.pop(0))
        for lesson in self.lessons:
            if lesson.key not in self.done and lesson.done(events, state):
                self.done.add(lesson.key)
        hero = state.heroes.get(state.active_hero or "")
        if hero is not None and hero.glory_used:
            self.done.add("glory")
        if hero is not None and hero.items_used:
            self.done.add("item")
        news = [
            lesson.key
            for lesson in self.lessons
            if lesson.key not in self.done
            and lesson.key not in self.happening
            and lesson.shown_when is not None
            and lesson.shown_when(events, state)
        ]
        self.happening += sorted(news, key=lambda key: key != "nazis")

    def heard_command(self, command: Command) -> None:
        """What was played, for the tasks no event tells apart: an item, a
        glory ability, the fatigue action (shared life gives a fatigue token
        too), ending the activation as the tip says (before it showed, the
        player ended with AP to spare: the tip comes back)."""
        if isinstance(command, UseItem | SilentExecution):
            self.done.add("item")
        elif isinstance(command, UseAbility):
            self.done.add("glory")
        elif isinstance(command, TakeFatigue):
            self.done.add("fatigue")
        elif isinstance(command, EndActivation) and self.showing("end"):
            self.done.add("end")

    def showing(self, key: str) -> bool:
        lesson = self.current()
        return lesson is not None and lesson.key == key

    def looked(self) -> None:
        """The map cursor opened (x): the line-of-sight tip is done."""
        if self.showing("sight"):
            self.done.add("sight")

    def is_open(self, lesson: Lesson) -> bool:
        """A task not yet done whose moment is now."""
        if lesson.key in self.done or lesson.shown_when is not None or self.state is None:
            return False
        if lesson.key == FINISH:  # the dice may never jam a weapon
            return all(t.key in self.done for t in TASKS if t.key not in (FINISH, "reload"))
        if not lesson.ready(self.rules, self.state, self.legal):
            return False
        return lesson.key_only or bool(lesson.wanted(self.rules, self.state, self.legal))

    def current(self) -> Lesson | None:
        if self.off:
            return None
        if self.happening:
            return next(lesson for lesson in self.lessons if lesson.key == self.happening[0])
        return next((lesson for lesson in self.lessons if self.is_open(lesson)), None)

    def wanted(self) -> list[Command]:
        """What following the tip shown plays (nothing for a key's tip)."""
        lesson = self.current()
        if lesson is None or lesson.shown_when is not None or self.state is None:
            return []
        return lesson.wanted(self.rules, self.state, self.legal)

    def skip(self) -> None:
        """t: this tip is done with."""
        lesson = self.current()
        if lesson is not None:
            self.done.add(lesson.key)
            if self.happening and self.happening[0] == lesson.key:
                self.happening.pop(0)

    def tip(self) -> str | None:
        """The tip to show now, numbered among the tasks, with the hero it is
        for, or None."""
        lesson = self.current()
        if lesson is None:
            return None
        number = next((i for i, t in enumerate(TASKS, start=1) if t.key == lesson.key), None)
        place = f" {number}/{len(TASKS)}" if number is not None else ""
        text = _(lesson.text)
        state = self.state
        if "{bleeding}" in lesson.text and state is not None:
            lying = _bleeding(state)
            names = [shown(self.rules.hero_card(h.id)).name for h in lying]
            text = text.format(bleeding=", ".join(names))
        hero = _active(state) if state is not None and number is not None else None
        title = _(lesson.title)
        if hero is not None and lesson.key != FINISH:
            title = _("{title}, {hero}").format(
                title=title, hero=shown(self.rules.hero_card(hero.id)).name
            )
        return _("Training{place} · {title}: {text} (t: skip · T: no tips)").format(
            place=place, title=title, text=text
        )
