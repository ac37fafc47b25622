"""The training mission's tips: what to try next, following what the player
actually does.

A task tip (activate, move, open a door, look, attack, reload, fatigue,
shared life, search, an item, glory, end the activation) shows only while
what it asks is possible for the hero playing now: `wanted` picks, among
the legal actions, those that do what the tip says, so following a tip
always works, and the tip belongs to that hero and that moment (a reload
tip leaves with the hero whose weapon is jammed: the mission's damp rifles
jam every firearm at the start, so that moment comes in every game). The first task not yet
done that is possible now is shown; a task is done when the game shows it
was (an event such as a move, or the map cursor used), never on a timer.

A tip about something that just happened (noise, danger, the alarm, the
nazi phase) comes up when it happens and goes with the next decision.

The player may skip a tip (t) or all of them (T). No Textual here: the game
screen shows `coach.tip()`, calls `coach.hear()` after each decision,
`coach.taken_back()` after an undo and `coach.looked()` when the map cursor
opens; the line mode (plain/coaching.py) says `coach.tip(plain=True)` when
it changes, and calls `coach.looked()` for `where` and `look`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Command,
    EndActivation,
    Move,
    SilentExecution,
    TakeFatigue,
    UseAbility,
    UseItem,
)
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.training.lessons import (
    FINISH,
    LEARNED_WHILE_SHOWN,
    LESSONS,
    TASKS,
    Lesson,
    active,
    bleeding,
)

LESSON_OF: dict[type, str] = {
    SilentExecution: "item",  # a knife, a hatchet or a pipe is an item
    UseItem: "item",
    UseAbility: "glory",
    TakeFatigue: "fatigue",
    EndActivation: "end",
}
"""The task each kind of command does, for the tasks no event tells apart."""


@dataclass
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
    heard: int = 0
    """The decisions of the history `follow` has heard."""

    def hear(self, events: list[Event], state: GameState) -> None:
        """After a decision: tick off what the player did, and bring up the
        tips about what just happened."""
        self.judge(state)
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

    def start(self, history: list[list[Event]], state: GameState) -> None:
        """Begin with a game as it stands: the tips of its state, its
        decisions so far counted as heard (`follow` goes on from there)."""
        self.hear([], state)
        self.heard = len(history)

    def follow(self, history: list[list[Event]], state: GameState) -> None:
        """Catch up with a game: hear each decision made since the last
        call (a session's `history`, one list of events a decision), or, the
        history shorter than heard, what was taken back. The app's training
        screen and the line mode both follow their session so."""
        if len(history) > self.heard:
            for events in history[self.heard :]:
                self.hear(events, state)
        elif len(history) < self.heard:
            self.taken_back(state)
        self.heard = len(history)

    def taken_back(self, state: GameState) -> None:
        """After an undo: what had just happened is no longer so, and its
        tips go (an alarm taken back with the TNT that set it off); the
        tasks are judged again on the state brought back."""
        self.happening = []
        self.judge(state)

    def judge(self, state: GameState) -> None:
        """The tasks are judged on `state` and its legal actions from now on."""
        self.state = state
        self.legal = self.rules.legal_actions(state) if state.outcome is None else []

    def heard_command(self, command: Command) -> None:
        """What was played, for the tasks no event tells apart: an item, a
        glory ability, the fatigue action (shared life gives a fatigue token
        too), ending the activation as the tip says (before it showed, the
        player ended with AP to spare: the tip comes back); each command's
        task is `OnScreen.lesson`."""
        key = LESSON_OF.get(type(command))
        if key is not None and (key not in LEARNED_WHILE_SHOWN or self.showing(key)):
            self.done.add(key)

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
        if lesson.key == FINISH:
            return all(t.key in self.done for t in TASKS if t.key != FINISH)
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

    def tip(self, plain: bool = False) -> str | None:
        """The tip to show now, numbered among the tasks, with the hero it is
        for, or None; `plain`: as the line mode says it (its commands, not
        the app's keys)."""
        lesson = self.current()
        if lesson is None:
            return None
        number = next((i for i, t in enumerate(TASKS, start=1) if t.key == lesson.key), None)
        place = f" {number}/{len(TASKS)}" if number is not None else ""
        written = lesson.plain_text if plain and lesson.plain_text else lesson.text
        text = _(written)
        state = self.state
        if state is not None and "{" in written:
            lying = [shown(self.rules.hero_card(h.id)).name for h in bleeding(state)]
            squares = [square_name(c.to) for c in self.wanted() if isinstance(c, Move)]
            text = text.format(
                bleeding=", ".join(lying),
                squares=_(" or ").join(squares[:3]) if squares else "?",
            )
        hero = active(state) if state is not None and number is not None else None
        title = _(lesson.title)
        if hero is not None and lesson.key != FINISH:
            title = _("{title}, {hero}").format(
                title=title, hero=shown(self.rules.hero_card(hero.id)).name
            )
        if plain:
            return _(
                "Training{place} · {title}: {text} (tip skip: skip it · tip off: no tips)"
            ).format(place=place, title=title, text=text)
        return _("Training{place} · {title}: {text} (t: skip · T: no tips)").format(
            place=place, title=title, text=text
        )
