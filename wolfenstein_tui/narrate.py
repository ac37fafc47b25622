"""A game log told as plain text: `wolfenstein replay --text LOG`.

The whole game, or a rules case, as something to read or pipe: round
headers, each decision with its player and hero, the dice and cards, every
event and the nazis' explanations, and the outcome; lines wrapped to fit
80 columns. `until` stops at a line and shows the state there; a command
the rules refuse ends the story with the state before it and the reason.
The state itself can be written out as text too (`state_text`).
"""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wolfenstein_tui.content.squares import square_name
from wolfenstein_tui.engine.log.gamelog import Decision, Header, LogError, replay
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words import Names, describe
from wolfenstein_tui.words.names import names_for

WIDTH = 80
INDENT = "    "


@dataclass
class Story:
    """The narration being written, and where the replay stood."""

    rules: Rules
    header: Header
    width: int = WIDTH
    text: list[str] = field(default_factory=list)
    state: GameState | None = None
    """The state after the last step told."""
    round: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    """Every event as JSON, with the line that caused it and its sentence
    (for --events)."""
    names: Names = field(init=False)
    """The names in the sentences ("Soldier 2")."""

    def __post_init__(self) -> None:
        self.names = Names(self.rules)

    def para(self, text: str, indent: str = INDENT) -> None:
        """A paragraph wrapped to the width, its later lines indented more;
        names, never ids (the engine's texts name nazis by their ids)."""
        self.text += textwrap.wrap(
            names_for(self.rules)(text),
            self.width,
            initial_indent=indent,
            subsequent_indent=" " * len(indent) + "  ",
            break_on_hyphens=False,
        ) or [indent.rstrip()]

    def heading(self, title: str) -> None:
        rule = "─" * max(3, self.width - len(title) - 4)
        self.text += ["", f"── {title} {rule}"[: self.width]]


def player_name(header: Header, seat: int) -> str:
    if header.player_names and seat < len(header.player_names):
        return header.player_names[seat]
    return f"Player {seat + 1}"


def figure_name(rules: Rules, state: GameState, figure: str) -> str:
    if figure in rules.hero_cards:
        return rules.hero_card(figure).name
    enemy = state.enemies.get(figure)
    if enemy is not None:
        return names_for(rules)(f"{rules.enemy_cards[enemy.type].name} {figure}")
    return figure


def describe_decision(
    rules: Rules, header: Header, before: GameState, command: dict[str, Any]
) -> str:
    """ "Player 1 · Klaus Kreutz: move to E2" — who decides, and what."""
    kind = str(command.get("command", "?"))
    if kind == "choose":
        option = command.get("option")
        pending = before.pending
        if pending is None:
            return f"choose option {option}"
        label = (
            pending.options[option]
            if isinstance(option, int) and 0 <= option < len(pending.options)
            else f"option {option}"
        )
        names = names_for(rules)
        return (
            f"{player_name(header, pending.seat)}: {names(pending.prompt)} → {names(label)} "
            f"(option {option})"
        )
    hero = str(command.get("hero", ""))
    seat = before.heroes[hero].seat if hero in before.heroes else None
    if seat is None and hero in before.enemies:
        owner = before.enemies[hero].bot_of
        seat = before.heroes[owner].seat if owner in before.heroes else None
    who = figure_name(rules, before, hero)
    if seat is not None:
        who = f"{player_name(header, seat)} · {who}"
    rest = [
        _argument(rules, before, hero, key, value)
        for key, value in command.items()
        if key not in ("command", "hero")
    ]
    return f"{who}: {kind.replace('_', ' ')}" + (" " + ", ".join(rest) if rest else "")


def _argument(rules: Rules, before: GameState, hero: str, key: str, value: Any) -> str:
    """One value of a logged command, as a player names it: a card by its
    printed name, a weapon or an ability by its name, not its place on the
    hero's card."""
    mine = before.heroes.get(hero)
    if key == "to":  # a square for a move, a hero for a gift
        return f"to {figure_name(rules, before, str(value))}"
    if key == "target":
        return figure_name(rules, before, str(value))
    if key == "item":
        return rules.card_name(str(value))
    if key == "ammo":
        return f"{value} ammo"
    if key == "weapon" and mine is not None and _index(value, mine.weapons):
        return rules.card_name(mine.weapons[value].card)
    if key == "ability" and hero in rules.hero_cards:
        abilities = rules.hero_card(hero).abilities
        if _index(value, abilities):
            return abilities[value].name
    if key == "mode" and mine is not None and _index(mine.active_weapon, mine.weapons):
        modes = rules.weapon_cards[mine.weapons[mine.active_weapon].card].modes
        if _index(value, modes):
            return f"mode {modes[value].name}"
    return f"{key} {value}"


def _index(value: Any, items: Sequence[Any]) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(items)


def tell_events(story: Story, number: int, events: list[Event], state: GameState) -> None:
    for event in events:
        said = describe(event, story.names)
        story.events.append({"line": number, **event.to_json(), "text": said})
        if event.kind is EventKind.ROUND:
            story.round = int(event.data.get("round", story.round + 1))
            story.heading(f"Round {story.round}")
            continue
        if event.kind is EventKind.PHASE and event.data.get("phase") == "nazis":
            story.heading(f"Round {story.round}: nazi phase")
            continue
        if event.kind is EventKind.DECISION:
            continue  # the decision's own line says what was chosen
        if event.kind is EventKind.SHUFFLED:
            story.para(f"The {event.data['deck']} deck is shuffled.")
            continue
        if event.kind is EventKind.DICE_ROLLED:
            story.para(f"dice: {', '.join(event.data['faces'])} ({event.data['purpose']})")
            continue
        if event.kind is EventKind.CARD_DRAWN:
            card = story.names.card(str(event.data["card"]))
            story.para(f"card: {card} from the {event.data['deck']} deck")
            continue
        if event.kind is EventKind.NAZI_TURN:
            story.para(said, INDENT + "▸ ")
            continue
        if event.kind is EventKind.GAME_OVER:
            story.heading(f"Game over: {str(event.data.get('outcome', '')).replace('_', ' ')}")
        story.para(said)


def narrate(
    rules: Rules,
    header: Header,
    lines: list[tuple[int, Any]],
    until: int | None = None,
    width: int = WIDTH,
) -> Story:
    """Replay the log and tell it. With `until`, the lines after that line's
    decision (and its outcome lines) are left out and the state is shown."""
    story = Story(rules, header, width)
    kind = "Rules case" if header.rules_case else "Game"
    story.text.append(f"{kind}: {rules.mission.title} ({rules.mission.id})"[:width])
    story.para(
        f"{header.difficulty.value.replace('_', ' ')}, {header.dice} dice, seed {header.seed}"
        + (", no nazi phase" if header.skip_nazi_phase else "")
        + f", AI ties: {header.ai_ties}.",
        "",
    )
    for seat, heroes in enumerate(header.seats):
        names = ", ".join(rules.hero_card(h).name if h in rules.hero_cards else h for h in heroes)
        story.para(f"{player_name(header, seat)}: {names}.", "")
    if until is not None:
        lines = _cut(lines, until)

    def step(decision: Decision) -> None:
        number, data, before, after = decision.line, decision.data, decision.before, decision.after
        if before is None:
            story.heading("Setup" + (f" (line {number})" if "setup" in data else ""))
            story.round = after.round
            tell_events(story, number, decision.events, after)
            story.heading(f"Round {after.round}")
        elif decision.undone:
            story.text.append(f"line {number}: undo — back to the state before the last decision")
        else:
            story.text.append("")
            said = describe_decision(rules, header, before, data.get("do", {}))
            story.text += textwrap.wrap(
                f"line {number}: {said}", width, subsequent_indent=INDENT, break_on_hyphens=False
            )
            tell_events(story, number, decision.events, after)
        story.state = after

    try:
        result = replay(rules, header, lines, check=False, on_decision=step)
    except LogError as error:
        story.text.append("")
        if story.state is not None:
            story.heading(f"State before line {error.line}")
            story.text += state_text(rules, header, story.state, width)
        story.heading(f"Line {error.line} stops the replay")
        story.para(error.message, "")
        raise Stopped(story, error) from None
    story.state = result.record.state
    if until is not None or story.state.outcome is None:
        title = f"State after line {until}" if until is not None else "State at the end of the log"
        story.heading(title)
        story.text += state_text(rules, header, story.state, width)
    return story


class Stopped(Exception):
    """The log could not be replayed to its end; the story so far is kept."""

    def __init__(self, story: Story, error: LogError) -> None:
        super().__init__(error.message)
        self.story = story
        self.error = error


def _cut(lines: list[tuple[int, Any]], until: int) -> list[tuple[int, Any]]:
    """The lines up to `until`, with the outcome lines of its decision."""
    kept = []
    for number, data in lines:
        starts = isinstance(data, dict) and ("do" in data or "undo" in data)
        if number > until and starts:
            break
        kept.append((number, data))
    return kept


def state_text(rules: Rules, header: Header, state: GameState, width: int = WIDTH) -> list[str]:
    """The state as lines of text: the round and phase, danger and noise,
    every hero and nazi with their values, doors, tokens, the question
    waiting for an answer, and the outcome."""
    out: list[str] = []

    def para(text: str, indent: str = "") -> None:
        out.extend(
            textwrap.wrap(
                names_for(rules)(text),
                width,
                initial_indent=indent,
                subsequent_indent=indent + "    ",
                break_on_hyphens=False,
            )
        )

    mission = rules.mission
    zones = rules.board.zones
    noise = ", ".join(zones[z].name for z in sorted(state.noise)) or "none"
    para(
        f"Round {state.round} of {mission.round_limit}, {state.phase.value} phase; danger "
        f"{state.danger} (alarm at {mission.alarm.threshold}), alarms {state.alarms}; "
        f"noise: {noise}."
    )
    if state.active_hero is not None:
        para(f"Acting: {figure_name(rules, state, state.active_hero)}.")
    else:
        para(f"To play: {player_name(header, state.active_seat)}.")
    if state.activated:
        para(
            "Activated this round: "
            + ", ".join(figure_name(rules, state, h) for h in state.activated)
            + "."
        )
    para("Heroes:")
    for hero in state.heroes.values():
        card = rules.hero_card(hero.id)
        if hero.dead:
            para(f"{card.name}: dead.", "  ")
            continue
        where = (
            f"on {square_name(hero.square)}" if hero.square is not None else "not on the board yet"
        )
        flags = [
            name
            for name, on in (
                ("fatigued", hero.fatigue),
                ("bleeding", hero.bleeding),
                ("stunned", hero.stunned),
                ("sabotaged", hero.sabotaged),
                ("hidden", hero.hidden),
            )
            if on
        ]
        weapons = []
        for index, weapon in enumerate(hero.weapons):
            name = (
                rules.weapon_cards[weapon.card].name
                if weapon.card in rules.weapon_cards
                else weapon.card
            )
            extras = ["active"] * (index == hero.active_weapon and len(hero.weapons) > 1)
            extras += ["reload token"] * weapon.reload
            if weapon.attachment is not None:
                extras.append(f"with {rules.card_name(weapon.attachment)}")
            weapons.append(name + (f" ({', '.join(extras)})" if extras else ""))
        ammo = ", ".join(f"{kind} {count}" for kind, count in hero.ammo.items() if count) or "none"
        parts = [
            f"{card.name} {where}",
            f"HP {hero.hp}/{hero.max_hp}, armor {hero.armor}/{hero.max_armor}",
            f"AP {hero.ap}" if hero.id == state.active_hero else f"{hero.base_ap} AP a turn",
            f"glory {hero.glory}",
            f"ammo {ammo}",
            f"weapons {'; '.join(weapons) or 'none'}",
        ]
        if hero.equipped:
            parts.append("wears " + ", ".join(map(rules.card_name, hero.equipped)))
        if hero.carried:
            parts.append("carries " + ", ".join(map(rules.card_name, hero.carried)))
        parts += flags
        para("; ".join(parts) + ".", "  ")
    enemies = [e for e in state.enemies.values()]
    para("Nazis and bots:" if enemies else "Nazis: none on the board.")
    for enemy in sorted(enemies, key=lambda e: e.id):
        card = rules.enemy_cards[enemy.type]
        flags = [
            name
            for name, on in (
                ("stunned", enemy.stunned),
                ("sabotaged", enemy.sabotaged),
                ("attacked since the last nazi phase", enemy.attacked),
                ("has activated before", enemy.has_activated),
            )
            if on
        ]
        bot = f" (bot of {rules.hero_card(enemy.bot_of).name})" if enemy.bot_of else ""
        para(
            f"{figure_name(rules, state, enemy.id)}{bot} on {square_name(enemy.square)}: HP {enemy.hp}/{card.hp}, "
            f"armor {enemy.armor}/{card.armor}" + ("; " + ", ".join(flags) if flags else "") + ".",
            "  ",
        )
    if state.closed_doors:
        para("Closed doors: " + ", ".join(sorted(state.closed_doors)) + ".")
    if state.barricades:
        para("Barricades: " + ", ".join(sorted(state.barricades)) + ".")
    tokens = [
        f"event {square_name(s)}" for s in sorted(state.events_left, key=lambda s: (s[1], s[0]))
    ]
    tokens += [
        f"chest {square_name(s)}" for s in sorted(state.chests_left, key=lambda s: (s[1], s[0]))
    ]
    tokens += [f"objective {k} {square_name(s)}" for k, s in sorted(state.objectives_left.items())]
    if tokens:
        para("Tokens: " + ", ".join(tokens) + ".")
    if state.pending is not None:
        pending = state.pending
        para(f"Question for {player_name(header, pending.seat)}: {pending.prompt}")
        for index, option in enumerate(pending.options):
            para(f"{index}: {option}", "  ")
    if state.outcome is not None:
        para(f"Outcome: {state.outcome.value.replace('_', ' ')}.")
    return out


def event_lines(story: Story) -> Iterator[str]:
    """The events as JSON lines (`replay --json --events`)."""
    for event in story.events:
        yield json.dumps(event, ensure_ascii=False, default=str)


def run_replay_text(log: Path, as_json: bool, events: bool, until: int | None) -> int:
    """`wolfenstein replay --text [--until LINE] LOG`, or with `--json
    --events` the events as JSON lines. A line the replay cannot use ends
    the text with the state before it and the reason (exit status 1)."""
    from wolfenstein_tui.content.library import builtin_decks
    from wolfenstein_tui.saves import decks_hash, mission_for, read_log

    header, lines = read_log(log)
    decks = builtin_decks()
    loaded = mission_for(header, log, decks)
    if header.decks_hash and header.decks_hash != decks_hash():
        print(
            f"{log}:1: the card decks have changed since this game was recorded; "
            "the replay may differ",
            file=sys.stderr,
        )
    rules = Rules(loaded, decks)
    status = 0
    try:
        story = narrate(rules, header, lines, until=until)
    except Stopped as stopped:
        story = stopped.story
        print(f"{log}:{stopped.error.line}: {stopped.error.message}", file=sys.stderr)
        status = 1
    if as_json and events:
        for line in event_lines(story):
            print(line)
    else:
        print("\n".join(story.text))
    return status
