"""A game log told as plain text: `wolfenstein replay --text LOG`.

The whole game, or a rules case, as something to read or pipe: round
headers, each decision with its player and hero, the dice and cards, every
event and the nazis' explanations, and the outcome; lines wrapped to fit
80 columns. `until` stops at a line and shows the state there; a command
the rules refuse ends the story with the state before it and the reason.
The state itself can be written out as text too (`state_text`, state_text.py).

Everything is told in the language spoken (i18n.py): the log itself holds
no words of any language, so a game recorded in one language is told in
any other.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wolfenstein_tui.base.folding import folded
from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.engine.log.gamelog import Decision, LogError, lines_until, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words import Names, Told, tell
from wolfenstein_tui.words.flow import faces_said, purpose
from wolfenstein_tui.words.log_problems import problem_words
from wolfenstein_tui.words.names import difficulty_name, names_for, outcome_name
from wolfenstein_tui.words.questions import answers, question
from wolfenstein_tui.words.state_text import WIDTH, figure_name, player_name, state_text

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
    nazi_phase: bool = False
    """Whether the events being told are a nazi phase's (its figures' turns)."""
    events: list[dict[str, Any]] = field(default_factory=list)
    """Every event as JSON, with the line that caused it and its sentence
    (for --events)."""
    names: Names = field(init=False)
    """The names in the sentences ("Soldier 2")."""
    trails: bool = False
    """Whether each explanation is followed by its rule trail (`--rules`)."""

    def __post_init__(self) -> None:
        self.names = Names(self.rules, players=self.header.player_names)

    def para(self, text: str, indent: str = INDENT) -> None:
        """A paragraph wrapped to the width, its later lines indented more;
        names, never ids (the engine's texts name nazis by their ids)."""
        self.text += folded(
            names_for(self.rules)(text),
            self.width,
            initial_indent=indent,
            subsequent_indent=" " * len(indent) + "  ",
        ) or [indent.rstrip()]

    def trail(self, told: Told, indent: str = INDENT) -> None:
        """The rule trail of a sentence, under it, with `--rules`."""
        if not self.trails:
            return
        for line in told.trail():
            self.para(_("why: {line}").format(line=line), indent + "  ")

    def heading(self, title: str) -> None:
        rule = "─" * max(3, self.width - len(title) - 4)
        self.text += ["", f"── {title} {rule}"[: self.width]]


def command_name(kind: str) -> str:
    """A logged command's kind ("open_door") as a player says it."""
    kinds = {
        "start_activation": _("activate"),
        "move": _("move"),
        "use_passage": _("take the secret passage"),
        "open_door": _("open the door"),
        "remove_barricade": _("clear the barricade"),
        "search": _("search"),
        "attack": _("attack"),
        "reload": _("reload"),
        "switch_weapon": _("switch weapon"),
        "fatigue": _("push on (fatigue)"),
        "shared_life": _("shared life"),
        "end_activation": _("end activation"),
        "silent_execution": _("silent execution"),
        "use_item": _("use"),
        "equip": _("equip"),
        "unequip": _("take off"),
        "give": _("give"),
        "use_ability": _("use ability"),
    }
    return kinds.get(kind, kind.replace("_", " "))


def describe_decision(
    rules: Rules, header: Header, before: GameState, command: dict[str, Any]
) -> str:
    """ "Player 1 · Klaus Kreutz: move to E2" — who decides, and what."""
    kind = str(command.get("command", "?"))
    if kind == "choose":
        option = command.get("option")
        pending = before.pending
        if pending is None:
            return _("choose option {option}").format(
                option=option + 1 if isinstance(option, int) else option
            )
        # The question and its answer as the player read them.
        names = Names(rules, before)
        labels = answers(pending, names, lambda seat: player_name(header, seat))
        # Options are numbered from 1, as the game lists them (the log's
        # `option` counts from 0).
        shown = option + 1 if isinstance(option, int) and not isinstance(option, bool) else option
        label = (
            labels[option]
            if isinstance(option, int) and 0 <= option < len(labels)
            else _("option {option}").format(option=shown)
        )
        return _("{player}: {question} → {answer} (option {option})").format(
            player=player_name(header, pending.seat),
            question=question(pending, names),
            answer=label,
            option=shown,
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
    action = command_name(kind) + (" " + ", ".join(rest) if rest else "")
    return _("{who}: {action}").format(who=who, action=action)


def _argument(rules: Rules, before: GameState, hero: str, key: str, value: Any) -> str:
    """One value of a logged command, as a player names it: a card by its
    printed name, a weapon or an ability by its name, not its place on the
    hero's card."""
    mine = before.heroes.get(hero)
    names = Names(rules, before)
    if key == "to":  # a square for a move, a hero for a gift
        return _("to {place}").format(place=figure_name(rules, before, str(value)))
    if key == "target":
        return figure_name(rules, before, str(value))
    if key == "item":
        return names.card(str(value))
    if key == "ammo":
        return names.ammo(str(value), 1)
    if key == "weapon" and mine is not None and _index(value, mine.weapons):
        return names.card(mine.weapons[value].card)
    if key == "ability" and hero in rules.hero_cards:
        abilities = rules.hero_card(hero).abilities
        if _index(value, abilities):
            return names.said(abilities[value])
    if key == "mode" and mine is not None and _index(mine.active_weapon, mine.weapons):
        modes = rules.weapon_cards[mine.weapons[mine.active_weapon].card].modes
        if _index(value, modes):
            return _("mode {mode}").format(mode=names.said(modes[value]))
    if key in ("door", "barricade", "square"):
        return str(value)  # a door or square by its name on the map: C11-C12, D8
    return f"{key} {value}"


def _index(value: Any, items: Sequence[Any]) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(items)


TOLD_BY_THE_TURN = frozenset({EventKind.NAZI_MOVE, EventKind.NAZI_ATTACK})
"""A nazi's moves and attacks: its turn's paragraph ("▸") tells them, with
the reasons, so they are not told twice."""


def tell_events(story: Story, number: int, events: list[Event], state: GameState) -> None:
    """The events of one decision, in the order of their causes: in a nazi
    phase, what a figure's turn caused (its dice, damage, danger) comes
    after the paragraph that tells the turn, though the engine says the
    turn last, once the figure is done."""
    waiting: list[Event] = []  # the effects of a nazi's turn not yet told
    for event in events:
        if story.nazi_phase and event.kind is EventKind.NAZI_TURN:
            tell_event(story, number, event)
            for effect in waiting:
                tell_event(story, number, effect)
            waiting = []
        elif story.nazi_phase and event.kind not in (EventKind.NAZI, EventKind.ROUND):
            waiting.append(event)
        else:
            for effect in waiting:
                tell_event(story, number, effect)
            waiting = []
            tell_event(story, number, event)
    for effect in waiting:
        tell_event(story, number, effect)


def tell_event(story: Story, number: int, event: Event) -> None:
    """One event: a heading, a dice or card line, a nazi's turn, a sentence
    (with `--rules`, its trail under it)."""
    told = tell(event, story.names)
    said = told.text
    story.events.append({"line": number, **event.to_json(), "text": said})
    if event.kind is EventKind.ROUND:
        story.nazi_phase = False
        story.round = int(event.data.get("round", story.round + 1))
        story.heading(_("Round {round}").format(round=story.round))
        return
    if event.kind is EventKind.PHASE and event.data.get("phase") == "nazis":
        story.nazi_phase = True
        story.heading(_("Round {round}: nazi phase").format(round=story.round))
        return
    if event.kind is EventKind.DECISION or event.kind in TOLD_BY_THE_TURN:
        return  # the decision's own line, or the nazi's turn, says it
    if event.kind is EventKind.DICE_ROLLED:
        story.para(
            _("dice: {faces} ({purpose})").format(
                faces=faces_said(list(event.data["faces"])),
                purpose=purpose(story.names, event.data["purpose"]),
            )
        )
        return
    if event.kind is EventKind.CARD_DRAWN:
        story.para(
            _("card: {card} from {deck}").format(
                card=story.names.card(str(event.data["card"])),
                deck=story.names.deck(str(event.data["deck"])),
            )
        )
        return
    if event.kind is EventKind.NAZI_TURN:
        story.para(said, INDENT + "▸ ")
        story.trail(told, INDENT + "  ")
        return
    if event.kind is EventKind.GAME_OVER:
        story.nazi_phase = False
        story.heading(
            _("Game over: {outcome}").format(
                outcome=outcome_said(str(event.data.get("outcome", "")))
            )
        )
    story.para(said)
    story.trail(told)


def outcome_said(outcome: str) -> str:
    """The outcome an event or the state names ("won", "lost"), in words."""
    outcomes = {"won": _("won"), "lost": _("lost")}
    return outcomes.get(outcome) or outcome_name(outcome)


def narrate(
    rules: Rules,
    header: Header,
    lines: list[tuple[int, Any]],
    until: int | None = None,
    width: int = WIDTH,
    trails: bool = False,
) -> Story:
    """Replay the log and tell it. With `until`, the lines after that line's
    decision (and its outcome lines) are left out and the state is shown;
    with `trails`, each explanation's rule trail follows it."""
    story = Story(rules, header, width, trails=trails)
    tell_opening(story)
    if until is not None:
        lines = lines_until(lines, until)
    try:
        result = replay(
            rules, header, lines, check=False, on_decision=lambda d: _tell_decision(story, d)
        )
    except LogError as error:
        story.text.append("")
        if story.state is not None:
            story.heading(_("State before line {line}").format(line=error.line))
            story.text += state_text(rules, header, story.state, width)
        story.heading(_("Line {line} stops the replay").format(line=error.line))
        story.para(problem_words(error, story.names), "")
        raise Stopped(story, error) from None
    story.state = result.record.state
    if until is not None or story.state.outcome is None:
        title = (
            _("State after line {line}").format(line=until)
            if until is not None
            else _("State at the end of the log")
        )
        story.heading(title)
        story.text += state_text(rules, header, story.state, width)
    return story


def tell_opening(story: Story) -> None:
    """The title, the game's settings and who plays which heroes."""
    rules, header, width = story.rules, story.header, story.width
    title = story.names.said(rules.mission, "title")
    opening = _("Rules case: {title} ({id})") if header.rules_case else _("Game: {title} ({id})")
    story.text.append(opening.format(title=title, id=rules.mission.id)[:width])
    dice = _("seeded dice") if header.dice == "seeded" else _("manual dice")
    ties = {"auto": _("settled by the defaults"), "ask": _("asked of the players")}.get(
        header.ai_ties, header.ai_ties
    )
    story.para(
        (
            _("{difficulty}, {dice}, seed {seed}, no nazi phase, AI ties: {ties}.")
            if header.skip_nazi_phase
            else _("{difficulty}, {dice}, seed {seed}, AI ties: {ties}.")
        ).format(
            difficulty=difficulty_name(header.difficulty.value),
            dice=dice,
            seed=header.seed,
            ties=ties,
        )
        + ("" if header.hints else " " + _("Hints off: no advice in this game.")),
        "",
    )
    for seat, heroes in enumerate(header.seats):
        names = ", ".join(story.names.hero(h) for h in heroes)
        story.para(
            _("{player}: {heroes}.").format(player=player_name(header, seat), heroes=names), ""
        )


def _tell_decision(story: Story, decision: Decision) -> None:
    """One decision of the log (the setup, an undo or a command) and what it caused."""
    number, data, before, after = decision.line, decision.data, decision.before, decision.after
    if before is None:
        story.heading(
            _("Setup (line {line})").format(line=number) if "setup" in data else _("Setup")
        )
        story.round = after.round
        tell_events(story, number, decision.events, after)
        story.heading(_("Round {round}").format(round=after.round))
    elif decision.undone:
        if data.get("rewind"):
            said = ngettext(
                "line {line}: practice rewind — {count} decision taken back, past dice or "
                "cards; it stays above, a branch of the game",
                "line {line}: practice rewind — {count} decisions taken back, past dice or "
                "cards; they stay above, a branch of the game",
                decision.undone,
            )
        elif decision.undone > 1:
            said = ngettext(
                "line {line}: undo — {count} decision taken back",
                "line {line}: undo — {count} decisions taken back",
                decision.undone,
            )
        else:
            said = _("line {line}: undo — back to the state before the last decision")
        story.text += folded(
            said.format(line=number, count=decision.undone),
            story.width,
            subsequent_indent=INDENT,
        )
    else:
        story.text.append("")
        said = describe_decision(story.rules, story.header, before, data.get("do", {}))
        story.text += folded(
            _("line {line}: {decision}").format(line=number, decision=said),
            story.width,
            subsequent_indent=INDENT,
        )
        tell_events(story, number, decision.events, after)
    story.state = after


class Stopped(Exception):
    """The log could not be replayed to its end; the story so far is kept."""

    def __init__(self, story: Story, error: LogError) -> None:
        super().__init__(str(error))
        self.story = story
        self.error = error
        self.words = problem_words(error, story.names)
        """What stopped it, in the language spoken."""


def event_lines(story: Story) -> Iterator[str]:
    """The events as JSON lines (`replay --json --events`)."""
    for event in story.events:
        yield json.dumps(event, ensure_ascii=False, default=str)


def run_replay_text(
    log: Path, as_json: bool, events: bool, until: int | None, trails: bool = False
) -> int:
    """`wolfenstein replay --text [--rules] [--until LINE] LOG`, or with
    `--json --events` the events as JSON lines. A line the replay cannot use ends
    the text with the state before it and the reason (exit status 1)."""
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.play.saves import decks_hash, mission_for, read_log

    header, lines = read_log(log)
    decks = builtin_decks()
    loaded = mission_for(header, log, decks)
    if header.decks_hash and header.decks_hash != decks_hash():
        print(
            _(
                "{log}:1: the card decks have changed since this game was recorded; "
                "the replay may differ"
            ).format(log=log),
            file=sys.stderr,
        )
    rules = Rules(loaded, decks)
    status = 0
    try:
        story = narrate(rules, header, lines, until=until, trails=trails)
    except Stopped as stopped:
        story = stopped.story
        print(f"{log}:{stopped.error.line}: {stopped.words}", file=sys.stderr)
        status = 1
    if as_json and events:
        for line in event_lines(story):
            print(line)
    else:
        print("\n".join(story.text))
    return status
