"""The nazi phase cut into beats for the screen that plays it back: who
wakes, then each figure's activation square by square (a move is one beat
per square stepped on, an attack one beat with its dice), and at the end a
recap (who woke, moved and attacked, what each hero lost, danger and
alarms: nazi_recap.py).

The engine resolves the whole phase in one command; its events say what
happened in order (docs/nazi-phase.md, section 4). This module replays them
on a copy of the board as it stood when the phase began. No Textual here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.squares import Square, parse_square
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import Enemy, GameState, Phase
from wolfenstein_tui.tui.playback.nazi_recap import Loss, Recap, phase_recap
from wolfenstein_tui.words import Names, describe, tell
from wolfenstein_tui.words.card_words import shown

ARROWS = {
    (1, 0): "→",
    (-1, 0): "←",
    (0, 1): "↓",
    (0, -1): "↑",
    (1, 1): "↘",
    (-1, 1): "↙",
    (1, -1): "↗",
    (-1, -1): "↖",
}
"""A walked square shows the way the figure went from it."""


@dataclass(frozen=True)
class Beat:
    """One moment of the playback."""

    turn: int
    """The activation it belongs to (0 = the first figure; -1 the wake check)."""
    figure: str | None
    """The nazi acting."""
    caption: str
    step: Square | None = None
    """For a move: the square stepped onto."""
    target: str | None = None
    """For an attack: the hero (or bot) attacked."""
    faces: tuple[str, ...] = ()
    events: tuple[Event, ...] = ()
    """What else happens at this beat (a door opens, damage, danger...)."""


@dataclass(frozen=True)
class Activation:
    """One figure's turn: its beats and the engine's explanation."""

    figure: str
    explanation: str
    first: int
    """The index of its first beat."""
    trail: tuple[str, ...] = ()
    """Why, on request: the rules followed, the values compared, this
    game's choices (words/trail.py)."""


def phase_events(before: GameState, events: Sequence[Event]) -> tuple[list[Event], list[Event]]:
    """The events before the phase (the hero's last decision) and those of
    the phase, up to the next round. A phase resumed after the AI
    controller's answer has no phase event: it starts at once."""
    start = next(
        (
            i + 1
            for i, e in enumerate(events)
            if e.kind is EventKind.PHASE and e.data.get("phase") == "nazis"
        ),
        0 if before.phase is Phase.NAZIS else len(events),
    )
    end = next(
        (i for i in range(start, len(events)) if events[i].kind is EventKind.ROUND),
        len(events),
    )
    return list(events[:start]), list(events[start:end])


class Playback:
    """The board, the heroes' losses, danger and alarms as the beats go by."""

    def __init__(self, rules: Rules, before: GameState, events: Sequence[Event]) -> None:
        self.rules = rules
        self.names = Names(rules, before)
        self.bots = frozenset(e.id for e in before.enemies.values() if e.bot_of)
        """The bots: they fight for the heroes, and are named and counted so."""
        self.board = before.clone()
        self.board.active_hero = None  # no hero acts now: none in reverse video
        self.index = -1
        """The beat last shown (-1: none yet)."""
        self.trail: list[Square] = []
        self.losses: dict[str, Loss] = {}
        """The phase's losses: what the hero's last decision did before it
        (a kill, a wound: the lead-in) is on the board but not counted."""
        lead_in, self.events = phase_events(before, events)
        for event in lead_in:
            self._apply(event)
        self.start = self.board.clone()
        self.danger_before = self.board.danger
        self.alarms_before = self.board.alarms
        self.beats: list[Beat] = []
        self.activations: list[Activation] = []
        self._cut()

    # --- cutting the events into beats ---------------------------------------------

    def _cut(self) -> None:
        """One activation per `nazi_turn` event (it comes last, with the
        explanation); within it a beat that marks the figure, one per square
        it steps on and one per attack; the other events (a door opening,
        damage, danger) go with the beat before them."""
        beats: list[dict[str, Any]] = [
            dict(turn=-1, figure=None, caption=self._wake_caption() + ".", events=[])
        ]
        group: list[Event] = []
        for event in self.events:
            if event.kind is EventKind.NAZI:
                continue
            group.append(event)
            if event.kind is not EventKind.NAZI_TURN:
                continue
            self._cut_activation(beats, group, str(event.data.get("enemy", "")))
            group = []
        if group:  # the end of the phase (or a pause for the AI controller)
            beats.append(
                dict(
                    turn=len(self.activations),
                    figure=None,
                    caption=_("End of the phase."),
                    events=group,
                )
            )
        for beat in beats:
            beat["events"] = tuple(beat["events"])
            self.beats.append(Beat(**beat))

    def _wake_caption(self) -> str:
        """The first beat's caption: who wakes and who stays put."""
        wake = [e for e in self.events if e.kind is EventKind.NAZI]
        if not wake:
            return _("The nazi phase goes on after the AI controller's answer")
        woke = [self.name(e.data["enemy"]) for e in wake if e.data.get("woke")]
        still = [self.name(e.data["enemy"]) for e in wake if not e.data.get("woke")]
        caption = _("Who wakes: {figures}").format(figures=", ".join(woke) or _("nobody"))
        if still:
            caption += "; " + _("stays put: {figures}").format(figures=", ".join(still))
        return caption

    def _cut_activation(self, beats: list[dict[str, Any]], group: list[Event], figure: str) -> None:
        """The beats of one figure's activation: `group` holds its events,
        the `nazi_turn` that closes it last."""
        turn = len(self.activations)
        told = tell(group[-1], self.names)
        self.activations.append(Activation(figure, told.text, len(beats), tuple(told.trail())))
        who = self.name(figure)
        beats.append(
            dict(
                turn=turn, figure=figure, caption=_("{figure} acts.").format(figure=who), events=[]
            )
        )
        doors: list[Event] = []  # opened on the way: shown when reached
        for part in group[:-1]:
            data = part.data
            if part.kind is EventKind.DOOR_OPENED:
                doors.append(part)
                continue
            if part.kind is EventKind.NAZI_MOVE:
                path = [str(s) for s in data.get("path", [])]
                doors = self._step_beats(beats, turn, figure, path, doors)
                continue
            beats[-1]["events"] += doors  # a door opened before an attack, or in place
            doors = []
            if part.kind is EventKind.NAZI_ATTACK:
                target = str(data.get("target", ""))
                beats.append(
                    dict(
                        turn=turn,
                        figure=figure,
                        caption=_("{figure} attacks {target}:").format(
                            figure=who, target=self.name(target)
                        ),
                        target=target,
                        faces=tuple(str(f) for f in data.get("faces", [])),
                        events=[],
                    )
                )
            else:
                beats[-1]["events"].append(part)
        beats[-1]["events"] += doors

    def _step_beats(
        self,
        beats: list[dict[str, Any]],
        turn: int,
        figure: str,
        path: list[str],
        doors: list[Event],
    ) -> list[Event]:
        """A beat per square of a move; a door opened on the way goes with
        the step that reaches it (the last step's with what follows). The
        doors not reached yet are returned."""
        who = self.name(figure)
        for number, square in enumerate(path, 1):
            beats.append(
                dict(
                    turn=turn,
                    figure=figure,
                    caption=_("{figure} moves to {square} ({step}/{steps}).").format(
                        figure=who, square=square, step=number, steps=len(path)
                    ),
                    step=parse_square(square),
                    events=[],
                )
            )
            reached = [d for d in doors if square in door_squares(d)]
            if number < len(path) and reached:
                beats[-1]["events"] += reached
                doors = [d for d in doors if d not in reached]
        return doors

    # --- names ----------------------------------------------------------------------

    def name(self, figure: str | None) -> str:
        if figure is None:
            return "?"
        if figure in self.board.heroes:
            return shown(self.rules.hero_card(figure)).name
        if figure in self.bots:  # on the heroes' side (R-BOT-1)
            return self.names.bot_label(figure)
        return self.names.figure(figure)

    # --- playing ---------------------------------------------------------------------

    @property
    def beat(self) -> Beat | None:
        return self.beats[self.index] if 0 <= self.index < len(self.beats) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.beats) - 1

    def activation(self) -> Activation | None:
        """The activation the current beat belongs to."""
        beat = self.beat
        if beat is None or not 0 <= beat.turn < len(self.activations):
            return None
        return self.activations[beat.turn]

    def advance(self) -> Beat | None:
        """Show the next beat; None at the end."""
        if self.done:
            return None
        self.index += 1
        beat = self.beats[self.index]
        previous = self.beats[self.index - 1] if self.index else None
        if previous is None or previous.turn != beat.turn:
            self.trail = []
        enemy = self.board.enemies.get(beat.figure or "")
        if beat.step is not None and enemy is not None:
            if not self.trail:
                self.trail = [enemy.square]
            enemy.square = beat.step
            self.trail.append(beat.step)
            # Drawn last, so over a figure whose square it walks through.
            self.board.enemies[enemy.id] = self.board.enemies.pop(enemy.id)
        for event in beat.events:
            self._apply(event)
        return beat

    def next_figure(self) -> None:
        """Play the rest of the current figure's beats at once, and the
        next figure's first."""
        beat = self.beat
        turn = beat.turn if beat is not None else -2
        while not self.done and self.beats[self.index + 1].turn == turn:
            self.advance()
        self.advance()

    def finish(self) -> None:
        while self.advance() is not None:
            pass

    def _apply(self, event: Event) -> None:
        state, data = self.board, event.data
        kind = event.kind
        if kind is EventKind.DOOR_OPENED:
            state.closed_doors.discard(str(data.get("door", "")))
        elif kind is EventKind.BARRICADE_REMOVED:
            state.barricades.discard(str(data.get("barricade", "")))
        elif kind is EventKind.MOVED and data.get("path"):
            figure = str(data.get("hero", ""))
            square = parse_square(data["path"][-1])
            if figure in state.heroes:
                state.heroes[figure].square = square
            elif figure in state.enemies:
                state.enemies[figure].square = square
        elif kind is EventKind.SPAWNED_HERO and figure_in(data, state.heroes):
            state.heroes[data["hero"]].square = parse_square(data["square"])
        elif kind is EventKind.KILLED:
            state.enemies.pop(str(data.get("enemy", "")), None)
            if self.index >= 0 and data.get("enemy") in self.bots:  # destroyed (R-DEATH-5)
                self.losses.setdefault(str(data["enemy"]), Loss()).died = True
        elif kind is EventKind.SPAWNED and "enemy" in data and "square" in data:
            card = self.rules.enemy_cards[data.get("type") or data["enemy"].rsplit("-", 1)[0]]
            state.enemies[data["enemy"]] = Enemy(
                id=data["enemy"],
                type=card.id,
                square=parse_square(data["square"]),
                hp=card.hp,
                armor=card.armor,
                large=card.large,
            )
        elif kind is EventKind.DAMAGED and data.get("figure") in state.heroes:
            hero = state.heroes[data["figure"]]
            hero.hp = max(0, hero.hp - int(data.get("hp_lost", 0)))
            hero.armor = max(0, hero.armor - int(data.get("armor_lost", 0)))
            if self.index >= 0:
                loss = self.losses.setdefault(hero.id, Loss())
                loss.hp += int(data.get("hp_lost", 0))
                loss.armor += int(data.get("armor_lost", 0))
        elif kind is EventKind.DAMAGED and data.get("figure") in state.enemies:
            bot = state.enemies[str(data["figure"])]
            bot.hp = max(0, bot.hp - int(data.get("hp_lost", 0)))
            bot.armor = max(0, bot.armor - int(data.get("armor_lost", 0)))
            if self.index >= 0 and bot.id in self.bots:
                loss = self.losses.setdefault(str(data["figure"]), Loss())
                loss.hp += int(data.get("hp_lost", 0))
                loss.armor += int(data.get("armor_lost", 0))
        elif kind is EventKind.BLEEDING and figure_in(data, state.heroes):
            state.heroes[data["hero"]].bleeding = True
            if self.index >= 0:
                self.losses.setdefault(data["hero"], Loss()).bleeding = True
        elif kind is EventKind.HERO_DIED and figure_in(data, state.heroes):
            hero = state.heroes[data["hero"]]
            hero.square, hero.dead = None, True
            if self.index >= 0:
                self.losses.setdefault(hero.id, Loss()).died = True
        elif kind is EventKind.DANGER and "danger" in data:
            state.danger = int(data["danger"])
        elif kind is EventKind.ALARM and "alarms" in data:
            state.alarms = int(data["alarms"])

    # --- what the map and the lines show ---------------------------------------------

    def said(self, beat: Beat) -> list[str]:
        """What else happens at a beat, in words (damage, a door, danger)."""
        return [describe(e, self.names) for e in beat.events if e.kind not in SILENT]

    def acting_squares(self) -> frozenset[Square]:
        beat = self.beat
        enemy = self.board.enemies.get(beat.figure or "") if beat is not None else None
        return frozenset(footprint(enemy.square, enemy.large)) if enemy else frozenset()

    def target_squares(self) -> frozenset[Square]:
        beat = self.beat
        if beat is None or beat.target is None:
            return frozenset()
        return frozenset(self.figure_squares(beat.target))

    def figure_squares(self, figure: str) -> list[Square]:
        if figure in self.board.heroes:
            square = self.board.heroes[figure].square
            return [square] if square is not None else []
        enemy = self.board.enemies.get(figure)
        return list(footprint(enemy.square, enemy.large)) if enemy else []

    def focus(self) -> Square | None:
        """Where the view should look: between the acting figure and the
        hero it attacks, else on the figure, else on the first figure that
        woke (at the start), else on the heroes."""
        acting = sorted(self.acting_squares())
        target = sorted(self.target_squares())
        if acting and target:
            (ax, ay), (tx, ty) = acting[0], target[0]
            return ((ax + tx) // 2, (ay + ty) // 2)
        if acting:
            return acting[0]
        for activation in self.activations:
            squares = self.figure_squares(activation.figure)
            if squares:
                return squares[0]
        heroes = [h.square for h in self.board.heroes.values() if h.square is not None]
        return heroes[0] if heroes else None

    def trail_marks(self) -> dict[Square, str]:
        """The squares walked so far this activation, each with an arrow
        toward the next."""
        marks: dict[Square, str] = {}
        for here, there in zip(self.trail, self.trail[1:], strict=False):
            step = (max(-1, min(1, there[0] - here[0])), max(-1, min(1, there[1] - here[1])))
            marks[here] = ARROWS.get(step, "•")
        return marks

    # --- the recap ----------------------------------------------------------------------

    def recap(self) -> Recap:
        """What the whole phase did (from its events, whatever was shown)."""
        return phase_recap(self)


SILENT = frozenset(
    {
        EventKind.DICE_ROLLED,
        EventKind.CARD_DRAWN,
        EventKind.SHUFFLED,
        EventKind.NAZI_MOVE,
        EventKind.NAZI_ATTACK,
        EventKind.NAZI_TURN,
    }
)
"""Events a beat does not tell again (its caption and faces say them)."""


def door_squares(event: Event) -> tuple[str, ...]:
    """The two squares a door lies between ("L11-L12")."""
    return tuple(str(event.data.get("door", "")).split("-"))


def figure_in(data: Mapping[str, object], figures: Mapping[str, object]) -> bool:
    return data.get("hero") in figures
