"""The training mission's lessons: each tip's title and text, what shows
the player did it, and which legal actions do what it says (so following
a tip always works). The coach (coach.py) picks the one to show.

A tip's text names the keys of the app; where the line mode (plain/) does
it with other words, `plain_text` says it as the line mode does, so a tip
is true wherever it is read."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wolfenstein_tui.base.i18n import N_
from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.rules import combat
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
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
from wolfenstein_tui.words.board.squares_said import seen_from

Seen = Callable[[list[Event], GameState], bool]
Wanted = Callable[[Rules, GameState, list[Command]], list[Command]]


def _event(*kinds: EventKind) -> Seen:
    def seen(events: list[Event], _: GameState) -> bool:
        return any(e.kind in kinds for e in events)

    return seen


def _never(events: list[Event], state: GameState) -> bool:
    return False


def active(state: GameState) -> Hero | None:
    hero = state.heroes.get(state.active_hero or "")
    return hero if hero is not None and hero.square is not None else None


def _of(*kinds: type) -> Wanted:
    """The legal actions of these kinds."""

    def wanted(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
        return [c for c in legal if isinstance(c, kinds)]

    return wanted


def _moves_to_a_door(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
    """The moves that end beside a closed door with the AP left to open it."""
    board = rules.board
    near = [
        c
        for c in legal
        if isinstance(c, Move) and any(board.touches([c.to], door) for door in state.closed_doors)
    ]
    return [c for c in near if _then_can(rules, state, c, OpenDoor)]


def bleeding(state: GameState) -> list[Hero]:
    return [h for h in state.heroes.values() if h.bleeding and not h.dead]


def _moves_to_the_bleeding(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
    """While a friend bleeds and nobody beside them can help yet: the moves
    after which shared life can be given (next to them, no wall between:
    each move is tried on the rules)."""
    if any(isinstance(c, SharedLife) for c in legal):
        return []
    lying = [h.square for h in bleeding(state) if h.square is not None]
    near = [
        c
        for c in legal
        if isinstance(c, Move) and any(chebyshev(c.to, square) == 1 for square in lying)
    ]
    return [c for c in near if _then_can(rules, state, c, SharedLife)]


def _then_can(rules: Rules, state: GameState, move: Move, kind: type) -> bool:
    """Whether an action of `kind` is legal once `move` is played."""
    after, _events = rules.apply(state, move)
    return any(isinstance(c, kind) for c in rules.legal_actions(after))


def _enemy_in_sight(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
    """Nothing to play (the tip asks for a key, x): an empty list; the tip is
    ready when an enemy is in the hero's sight (see `_sight_ready`)."""
    return []


def _sight_ready(rules: Rules, state: GameState, legal: list[Command]) -> bool:
    hero = active(state)
    if hero is None or hero.square is None or not any(isinstance(c, EndActivation) for c in legal):
        return False
    seen = seen_from(rules, state, hero.square)
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
            if not _blast_helps(rules, state, command):
                continue
            found.append(command)
    return found


def _blast_helps(rules: Rules, state: GameState, command: UseItem) -> bool:
    """An item that blasts an area (a TNT charge) helps when its blast, on
    the square chosen, hits a nazi and neither a hero nor a bot: set off
    with no nazi near, it only hurts the hero and raises danger."""
    for effect in rules.item_cards[command.item].effects:
        if not isinstance(effect, fx.DamageArea):
            continue
        if command.square is None:
            return False
        hit = combat.area_figures(Turn(rules, state), command.square, effect)
        nazis = [f for f in hit if f in state.enemies and not state.enemies[f].bot_of]
        return bool(nazis) and len(nazis) == len(hit)
    return True


def _glory(rules: Rules, state: GameState, legal: list[Command]) -> list[Command]:
    return [c for c in legal if isinstance(c, UseAbility)]


def _ready_for_fatigue(rules: Rules, state: GameState, legal: list[Command]) -> bool:
    """The fatigue action matters once the hero has attacked (a second
    attack) or is short of AP."""
    hero = active(state)
    return hero is not None and (hero.attacks_made >= 1 or hero.ap <= 2)


def _ready_to_end(rules: Rules, state: GameState, legal: list[Command]) -> bool:
    hero = active(state)
    return hero is not None and hero.ap <= 1


def _always(rules: Rules, state: GameState, legal: list[Command]) -> bool:
    return True


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
    """English, marked for the catalogs: translated when shown."""
    text: str
    done: Seen
    """What shows the player has done it."""
    wanted: Wanted = _of()  # noqa: RUF009 (a function: one is shared)
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
    plain_text: str | None = None
    """The text as the line mode says it, where the app's names its keys or
    its map's marks (None: the same text)."""


LESSONS = [
    Lesson(
        "activate",
        N_("Activating a hero"),
        N_(
            'Every round each hero acts once. Choose "Activate" (Enter): the hero comes '
            "onto the map with its action points (AP) to spend.",
        ),
        _event(EventKind.ACTIVATION_STARTED),
        _of(StartActivation),
        plain_text=N_(
            'Every round each hero acts once. Choose "Activate" (its number): the hero comes '
            "onto the map with its action points (AP) to spend.",
        ),
    ),
    Lesson(
        "move",
        N_("Moving"),
        N_(
            "Map digits are AP costs (1 a square, diagonals too). Move to {squares}, beside "
            'the door: x, the arrows to it, Enter (or its "Move to" line). u undoes it.',
        ),
        _event(EventKind.MOVED),
        _moves_to_a_door,
        plain_text=N_(
            "Each square costs AP to reach (1 a square, diagonals too: the moves say their "
            "cost). Move to {squares}, beside the door: type move and the square. undo takes "
            "it back.",
        ),
    ),
    Lesson(
        "door",
        N_("Opening a door"),
        N_(
            'A closed door (D) blocks moves and sight. Choose "Open door" (1 AP); it stays open.',
        ),
        _event(EventKind.DOOR_OPENED),
        _of(OpenDoor),
        plain_text=N_(
            'A closed door blocks moves and sight. Choose "Open door" (1 AP); it stays open.',
        ),
    ),
    Lesson(
        "sight",
        N_("Line of sight"),
        N_(
            "An enemy is in sight. Press x: the map marks what your hero sees. Walls, closed "
            "doors and figures block sight. Escape comes back.",
        ),
        _never,
        _enemy_in_sight,
        ready=_sight_ready,
        key_only=True,
        plain_text=N_(
            "An enemy is in sight. Type where: it names each nazi, how far, and whether your "
            "hero sees it. Walls, closed doors and figures block sight.",
        ),
    ),
    Lesson(
        "attack",
        N_("Attacking, with the odds"),
        N_(
            'An enemy is in range and sight: its "Attack" line gives your dice and the odds. '
            "A heart takes 1 HP, a shield 1 armor first. One attack per activation.",
        ),
        _event(EventKind.ATTACKED),
        _of(Attack),
    ),
    Lesson(
        "reload",
        N_("Reloading"),
        N_(
            "A reload token jams the weapon (a reload face leaves one; here, the damp barn "
            'did): choose "Reload" (2 AP) before it fires. This activation it then fires '
            "only after the fatigue action.",
        ),
        _event(EventKind.RELOADED),
        _of(Reload),
    ),
    Lesson(
        "fatigue",
        N_("The fatigue action"),
        N_(
            "Want more? The fatigue action (f, 0 AP) gives half your AP now and a second "
            "attack, but halves your AP next activation. Choose it.",
        ),
        _never,  # the fatigue action, not the token of shared life: heard_command
        _of(TakeFatigue),
        ready=_ready_for_fatigue,
    ),
    Lesson(
        "shared_life",
        N_("Shared life"),
        N_(
            'A friend bleeds beside you: choose "Share life with …" (0 AP). You give your '
            "shared-life token and take fatigue; they get full HP and armor back.",
        ),
        _event(EventKind.RESTORED),
        _of(SharedLife),
    ),
    Lesson(
        "bleeding",
        N_("Bleeding"),
        N_(
            "{bleeding} is at 0 HP, bleeding: dead at their next activation unless a friend "
            "next to them gives shared life. Move to {squares}.",
        ),
        _event(EventKind.RESTORED, EventKind.HERO_DIED),
        _moves_to_the_bleeding,
    ),
    Lesson(
        "search",
        N_("Searching"),
        N_(
            "Nobody may stand on a token (? event, $ chest): search it from beside. Choose "
            '"Search" (1 AP). No event search while an enemy is in its room.',
        ),
        _event(EventKind.SEARCHED),
        _of(Search),
        plain_text=N_(
            "Nobody may stand on a token (an event or a chest): search it from beside. Choose "
            '"Search" (1 AP). No event search while an enemy is in its room.',
        ),
    ),
    Lesson(
        "item",
        N_("Using an item"),
        N_(
            'An item on your card helps now: choose its "Use" line (its AP is on it), or '
            '"Silent execution" with a knife: no noise, no danger.',
        ),
        _never,
        _helps,
    ),
    Lesson(
        "glory",
        N_("Glory"),
        N_(
            "Kills and events give glory (GP); the radio gave 2. Once a turn, spend them on "
            "an ability of your card: a line that costs glory.",
        ),
        _never,
        _glory,
    ),
    Lesson(
        "end",
        N_("Ending an activation"),
        N_(
            'Done? Choose "End activation" (e); AP left are lost. After the last hero, the '
            "nazis play.",
        ),
        _never,  # ended while this tip shows: heard_command
        _of(EndActivation),
        ready=_ready_to_end,
    ),
    Lesson(
        "noise",
        N_("Noise"),
        N_(
            "Gunfire, or a hero sharing a zone with another figure, puts noise in the zone; "
            "nazis there or next door wake and come. Knives are quiet.",
        ),
        _never,
        shown_when=_event(EventKind.NOISE),
    ),
    Lesson(
        "danger",
        N_("Danger"),
        N_(
            "Danger went up (top bar): kills and the mortar raise it. At 2 the alarm goes off.",
        ),
        _never,
        shown_when=_event(EventKind.DANGER),
        plain_text=N_(
            "Danger went up (status says it): kills and the mortar raise it. At 2 the alarm "
            "goes off.",
        ),
    ),
    Lesson(
        "alarm",
        N_("The alarm"),
        N_(
            "A soldier came in at the nazi spawn of the depot. No event search "
            "there while an enemy is in the depot.",
        ),
        _never,
        shown_when=_event(EventKind.ALARM),
    ),
    Lesson(
        "nazis",
        N_("The nazi phase"),
        N_(
            "Every nazi that saw a hero or heard noise moved and attacked, "
            "in its program's order. Next phase: → one step, Enter the next figure, "
            "p plays, s skips.",
        ),
        _never,
        shown_when=_event(EventKind.NAZI_TURN),
        plain_text=N_(
            "Every nazi that saw a hero or heard noise moved and attacked, in its program's "
            "order. recap on tells the next phases in short.",
        ),
    ),
    Lesson(
        "finish",
        N_("On your own"),
        N_(
            'That is the whole game (a weapon a reload face jams needs "Reload", 2 AP). Now '
            "win: the objectives are at the top, by round 4. ? lists every key and rule.",
        ),
        _never,
        plain_text=N_(
            'That is the whole game (a weapon a reload face jams needs "Reload", 2 AP). Now '
            "win by round 4: objectives says what is left; help lists every command.",
        ),
    ),
]
TASKS = [lesson for lesson in LESSONS if lesson.shown_when is None]
FINISH = "finish"
LEARNED_WHILE_SHOWN = {"end"}
"""The tasks done by a command only while their tip is showing: ending the
activation before the tip showed, with AP to spare, teaches nothing."""
