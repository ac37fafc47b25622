"""The game-over summary: the numbers of a finished game, drawn from the
events of the whole log (replayed), so a game resumed from a save counts
from its first round, and the summary's text, folded to fit a dialog at 80
columns. No Textual here."""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui.base.i18n import N_, NO_BREAK, _, keep_marks_attached
from wolfenstein_tui.engine.log.gamelog import replay
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.play.saves import read_log
from wolfenstein_tui.tui.served import shown_log
from wolfenstein_tui.words.card_words import shown

if TYPE_CHECKING:
    from wolfenstein_tui.play.session import Session


@dataclass
class GameStats:
    """The figures of the game-over summary, counted from the game's events."""

    kills: int = 0
    damage_dealt: int = 0
    """HP and armor the nazis lost."""
    damage_taken: int = 0
    """HP and armor the heroes lost."""
    danger_peak: int = 0
    alarms: int = 0
    dice_rolled: int = 0
    heroes_lost: list[str] = field(default_factory=list)
    """The ids of the heroes dead at the end."""

    def hear(self, events: list[Event], heroes: set[str]) -> None:
        for event in events:
            data = event.data
            if event.kind is EventKind.DAMAGED:
                lost = int(data.get("hp_lost", 0)) + int(data.get("armor_lost", 0))
                if data.get("figure") in heroes:
                    self.damage_taken += lost
                else:
                    self.damage_dealt += lost
            elif event.kind is EventKind.DANGER:
                self.danger_peak = max(self.danger_peak, int(data.get("danger", 0)))
            elif event.kind is EventKind.DICE_ROLLED:
                self.dice_rolled += len(data.get("faces", []))


def game_stats(rules: Rules, path: Path) -> GameStats:
    header, lines = read_log(path)
    stats = GameStats()
    heroes = {hero for seat in header.seats for hero in seat}
    # Each decision's events, the setup's first; an undo takes back the
    # last ones: what was taken back never happened, nor counts.
    played: list[list[Event]] = []

    def undone() -> None:
        played.pop()

    result = replay(rules, header, lines, check=False, on_events=played.append, on_undo=undone)
    for events in played:
        stats.hear(events, heroes)
    state = result.record.state
    stats.kills = len(state.killed)
    stats.alarms = state.alarms
    stats.heroes_lost = [h.id for h in state.heroes.values() if h.dead]
    return stats


OUTCOMES = {
    "won": N_("VICTORY — every objective is met."),
    "lost_rounds": N_("DEFEAT — the round limit has passed."),
    "lost_deaths": N_("DEFEAT — every hero is dead."),
    "lost_mission": N_("DEFEAT — the mission is lost."),
}
OUTCOME_WORDS = {
    "won": N_("won"),
    "lost_rounds": N_("lost, out of rounds"),
    "lost_deaths": N_("lost, every hero dead"),
    "lost_mission": N_("lost, the mission failed"),
}


def outcome_words(outcome: object) -> str:
    """A game's result in a few words (the log's code is English)."""
    code = str(getattr(outcome, "value", outcome))
    return _(OUTCOME_WORDS[code]) if code in OUTCOME_WORDS else code.replace("_", " ")


def game_over_text(session: Session, with_log: bool = True) -> str:
    state = session.state
    rules = session.rules
    # the key apart from `_()`: some Babel versions take a literal met
    # anywhere inside its parentheses for a message
    ending = state.outcome.value if state.outcome else "lost_mission"
    outcome = _(OUTCOMES[ending])
    stats = game_stats(rules, session.path)
    lost = [shown(rules.hero_card(h)).name for h in stats.heroes_lost]
    lines = [
        outcome,
        "",
        # Folded: a translation may run longer than the English.
        *fold(
            _("Mission: {title}, round {round} of {limit}").format(
                title=shown(rules.mission).title, round=state.round, limit=rules.mission.round_limit
            )
        ),
        *fold(
            _("Enemies killed: {kills}   Damage dealt: {dealt}   Damage taken: {taken}").format(
                kills=stats.kills, dealt=stats.damage_dealt, taken=stats.damage_taken
            )
        ),
        *fold(
            _(
                "Danger peak: {peak} (alarm at {threshold})   Alarms: {alarms}   Events: {events}   "
                "Dice rolled: {dice}"
            ).format(
                peak=stats.danger_peak,
                threshold=rules.mission.alarm.threshold,
                alarms=stats.alarms,
                events=state.events_completed,
                dice=stats.dice_rolled,
            )
        ),
        *fold(_("Heroes lost: {heroes}").format(heroes=", ".join(lost) if lost else _("none"))),
        # A hero's name and number are bound by no-break spaces: a fold
        # never leaves "Max" at a line's end and "Hass 2" on the next.
        *fold(
            _("Glory: {glory}").format(
                glory=", ".join(
                    f"{shown(rules.hero_card(h.id)).name} {h.glory}".replace(" ", NO_BREAK)
                    for h in state.heroes.values()
                )
            )
        ),
    ]
    if with_log:  # a test game's log goes with its folder: nothing to replay
        lines += [
            "",
            *fold(_("The game log (replay it with wolfenstein replay LOG):")),
            *fold_path(session.path),
        ]
    return "\n".join(lines)


def game_over_keys() -> str:
    """The keys after the summary, in the order a player uses them: this
    dialog's below its text, then the game screen's."""
    return _("Enter: close this summary, then q or Escape: back to the title screen.")


SUMMARY_WIDTH = 64
"""The game-over summary's widest line: its dialog at 80 columns has room
for this much, so no line is cut or wrapped."""


def fold(text: str, width: int = SUMMARY_WIDTH) -> list[str]:
    """A line of the summary split at spaces, the rest indented; never at
    the space French puts before a colon ("Dés : 0" stays whole)."""
    text = keep_marks_attached(text)
    return textwrap.wrap(text, width, subsequent_indent="  ", break_on_hyphens=False) or [""]


def fold_path(path: Path, width: int = SUMMARY_WIDTH) -> list[str]:
    """A file's path over as many lines as it needs, split after a / so it
    can be read (and copied piece by piece) at any terminal width."""
    text = str(shown_log(path))  # in a browser, its name alone
    home = str(Path.home())
    if home != "/" and text.startswith(home + "/"):
        text = "~" + text[len(home) :]
    lines: list[str] = []
    line = "  "
    for piece in re.findall(r"[^/]*/|[^/]+$", text):
        while len(piece) > width - 2:  # a name longer than the line
            if line.strip():
                lines.append(line)
            lines.append("  " + piece[: width - 2])
            piece, line = piece[width - 2 :], "  "
        if len(line) + len(piece) > width:
            lines.append(line)
            line = "  "
        line += piece
    if line.strip():
        lines.append(line)
    return lines
