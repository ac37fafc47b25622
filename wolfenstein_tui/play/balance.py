"""Many simulated games at once: `wolfenstein simulate` and `wolfenstein balance`.

The engine plays one game (`engine/players/simulate.py`); this module loads the
missions, shares games out over worker processes and adds the results up
into the balance report (docs/balance.md). Every game is named by its
mission, difficulty, hero player and seed, so any one can be played again
alone, in any process, with the same result.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui.base.i18n import N_, _, ngettext
from wolfenstein_tui.content.loading.cache import builtin_decks, load_mission
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.loaded import LoadedMission
from wolfenstein_tui.engine.log.gamelog import GameRecord
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.players.simulate import (
    GameSummary,
    Player,
    Tally,
    make_player,
    play_fast,
    play_game,
    summarise_state,
)
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import Difficulty
from wolfenstein_tui.play.saves import decks_hash
from wolfenstein_tui.words.level_names import difficulty_name

if TYPE_CHECKING:
    from wolfenstein_tui.engine.players.search import Budget

OUTCOME_NAMES = {
    "won": "won",
    "lost_rounds": "lost: out of rounds",
    "lost_deaths": "lost: every hero dead",
    "lost_mission": "lost: the mission's own loss",
}


@dataclass(frozen=True)
class GameSpec:
    """One game to play: everything that decides it."""

    mission_file: str
    difficulty: Difficulty
    seed: int
    bot: str = "smart"
    players: int = 1
    skip_nazi_phase: bool = False
    simulations: int = 0
    """The search player's look-aheads a decision (0: its default)."""
    think: float = 0.0
    """The search player's seconds a decision at most (0: no clock; then the
    games depend on the seed and `simulations` only)."""


def seats_for(loaded: LoadedMission, decks: Decks, players: int) -> tuple[tuple[str, ...], ...]:
    """The mission's suggested heroes (then the others in deck order), shared
    out among the players as evenly as possible (R-GAME-1)."""
    heroes = list(loaded.mission.suggested_heroes)
    heroes += [h.id for h in decks.heroes if h.id not in heroes]
    heroes = heroes[:4]
    return tuple(tuple(heroes[i::players]) for i in range(players))


def header_for(loaded: LoadedMission, decks: Decks, spec: GameSpec, hashed: str = "") -> Header:
    """The game's header. At the hardest level the first hero takes the one
    shared-life token (R-DIFF); at the easiest each hero's two extra ammo
    tokens are of its own type (the engine's default)."""
    seats = seats_for(loaded, decks, spec.players)
    hardest = spec.difficulty is Difficulty.I_AM_DEATH_INCARNATE
    return Header(
        mission=loaded.mission.id,
        mission_hash=loaded.content_hash,
        decks_hash=hashed,
        seats=seats,
        seed=spec.seed,
        difficulty=spec.difficulty,
        skip_nazi_phase=spec.skip_nazi_phase,
        shared_life_hero=seats[0][0] if hardest else None,
        mission_file=str(Path(loaded.source).resolve()),
    )


class _Games:
    """Missions and rules loaded once per process."""

    def __init__(self) -> None:
        self.decks = builtin_decks()
        self.rules: dict[str, Rules] = {}

    def rules_for(self, mission_file: str) -> Rules:
        found = self.rules.get(mission_file)
        if found is None:
            found = self.rules[mission_file] = Rules(
                load_mission(Path(mission_file), self.decks), self.decks
            )
        return found

    def play(self, spec: GameSpec) -> GameSummary:
        rules = self.rules_for(spec.mission_file)
        header = header_for(rules.loaded, self.decks, spec)
        state, decisions = play_fast(rules, header, player_for(rules, spec))
        return summarise_state(state, decisions)

    def record(self, spec: GameSpec) -> GameRecord:
        rules = self.rules_for(spec.mission_file)
        header = header_for(rules.loaded, self.decks, spec, decks_hash())
        return play_game(rules, header, player_for(rules, spec))


def player_for(rules: Rules, spec: GameSpec) -> Player:
    """The spec's hero player, the search player with the spec's budget:
    its time limit, if any, read from the clock here (the engine reads none)."""
    if spec.bot != "search":
        return make_player(spec.bot, rules, spec.seed)

    return make_player(spec.bot, rules, spec.seed, search_budget(spec.simulations, spec.think))


def search_budget(simulations: int, think: float) -> Budget:
    """A search budget of `simulations` look-aheads a decision (0: the
    default; with a time limit and no count, as many as fit) and at most
    `think` seconds of processor time a decision (0: no limit)."""
    from wolfenstein_tui.engine.players.search import Budget
    from wolfenstein_tui.engine.players.search.budget import SIMULATIONS, THINKING_MOST

    count = simulations or (THINKING_MOST if think else SIMULATIONS)
    if not think:
        return Budget(simulations=count)
    return Budget(simulations=count, think=think, clock=time.process_time)


_WORKER: _Games | None = None


@dataclass(frozen=True)
class Played:
    summary: GameSummary
    cpu_seconds: float
    """Processor time the game took (not wall time: other work on the
    machine does not count), for planning long runs."""


def _timed(games: _Games, spec: GameSpec) -> Played:
    started = time.process_time()
    summary = games.play(spec)
    return Played(summary, time.process_time() - started)


def _play_in_worker(spec: GameSpec) -> Played:
    global _WORKER
    if _WORKER is None:
        _WORKER = _Games()
    return _timed(_WORKER, spec)


def play_many(specs: Sequence[GameSpec], jobs: int = 1) -> Iterator[Played]:
    """The games' results, in the order of `specs`; with `jobs` > 1 the games
    are shared out over that many worker processes."""
    if jobs <= 1 or len(specs) <= 1:
        games = _Games()
        for spec in specs:
            yield _timed(games, spec)
        return
    chunk = max(1, min(16, len(specs) // (jobs * 8)))
    # fork where the system has it: the workers start with everything loaded.
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else None
    with multiprocessing.get_context(method).Pool(jobs) as pool:
        yield from pool.imap(_play_in_worker, specs, chunksize=chunk)


def record_games(specs: Iterable[GameSpec]) -> Iterator[tuple[GameSpec, GameRecord]]:
    """Games played with their logs kept (for `simulate --save-dir`)."""
    games = _Games()
    for spec in specs:
        yield spec, games.record(spec)


# --- the balance report ------------------------------------------------------------------

TARGET_NORMAL = (0.35, 0.75)
TARGET_EASIEST = 0.70
TARGET_HARDEST = 0.40


@dataclass
class Row:
    mission: str
    title: str
    difficulty: Difficulty
    tally: Tally


def percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def table(rows: Sequence[Row]) -> str:
    """The Markdown table of the rows, its column names and the levels'
    names in the language spoken; the numbers as they are in every language."""
    columns = [
        _("mission"),
        _("difficulty"),
        _("games"),
        _("win rate"),
        _("{share} interval").format(share="95%"),
        _("mean rounds"),
        _("hero deaths / game"),
        _("alarm rate"),
    ]
    lines = ["| " + " | ".join(columns) + " |", "|---|---|---:|---:|---|---:|---:|---:|"]
    for row in rows:
        tally = row.tally
        low, high = tally.interval
        lines.append(
            f"| {row.mission} | {difficulty_name(row.difficulty.value)} | {tally.games} "
            f"| {percent(tally.win_rate)} | {percent(low)} – {percent(high)} "
            f"| {tally.mean(tally.rounds):.2f} | {tally.mean(tally.deaths):.2f} "
            f"| {percent(tally.alarm_games / tally.games if tally.games else 0.0)} |"
        )
    return "\n".join(lines)


def target_check(rows: Sequence[Row]) -> list[str]:
    """One line per mission and target: met or missed, with the figures."""
    found: list[str] = []
    missions: dict[str, dict[Difficulty, Tally]] = {}
    for row in rows:
        missions.setdefault(row.mission, {})[row.difficulty] = row.tally
    order = list(Difficulty)
    for mission, by_level in missions.items():
        levels = [d for d in order if d in by_level]
        rates = [by_level[d].win_rate for d in levels]
        strictly = all(a > b for a, b in pairwise(rates))
        shown = " > ".join(percent(r) for r in rates)
        found.append(
            _("- {mission}: win rate falls strictly with difficulty: {verdict} ({figures})").format(
                mission=mission, verdict=_verdict(strictly), figures=shown
            )
        )
        checks = [
            (
                Difficulty.BRING_EM_ON,
                lambda r: TARGET_NORMAL[0] <= r <= TARGET_NORMAL[1],
                N_("normal between 35% and 75%"),
            ),
            (
                Difficulty.CAN_I_PLAY_DADDY,
                lambda r: r >= TARGET_EASIEST,
                N_("easiest at least 70%"),
            ),
            (
                Difficulty.I_AM_DEATH_INCARNATE,
                lambda r: r <= TARGET_HARDEST,
                N_("hardest at most 40%"),
            ),
        ]
        for level, test, text in checks:
            if level not in by_level:
                continue
            rate = by_level[level].win_rate
            found.append(
                _("- {mission}: {target}: {verdict} ({figures})").format(
                    mission=mission,
                    target=_(text),
                    verdict=_verdict(test(rate)),
                    figures=percent(rate),
                )
            )
    return found


def _verdict(met: bool) -> str:
    return _("met") if met else _("MISSED")


def report(rows: Sequence[Row], bot: str, seconds: float, cpu: float, jobs: int) -> str:
    """The balance report (docs/balance.md) in the language spoken: its
    paragraphs, headings and column names translated, its figures as
    they are."""
    games = sum(row.tally.games for row in rows)
    per_game = 1000 * cpu / games if games else 0.0
    return "\n".join(
        [
            _("# Balance"),
            "",
            _(
                "Win rates of every built-in mission at the four difficulty levels\n"
                "(R-GAME-4, R-DIFF), measured with the {bot} hero player against the\n"
                "nazis' program, one player controlling the four suggested heroes.\n"
                "Written by `wolfenstein balance`; run it again after changing a mission\n"
                "or a card. Game *i* of every row uses seed *i*: the levels of a mission\n"
                "are compared on the same seeds, and any game can be played again with\n"
                "`wolfenstein simulate --mission M --difficulty D --seed i --games 1`."
            ).format(bot=bot),
            "",
            _(
                "To balance missions of your own, name their files:\n"
                "`wolfenstein balance --missions my.yaml more.yaml` plays them (checked\n"
                "as `play` checks a mission file: a problem is reported with its file,\n"
                "line and column) at the four levels and prints the table and the\n"
                "targets; `--out FILE` writes this report for them too (never this\n"
                "file unless named). Built-in ids may be mixed in (`--missions\n"
                "m01-radio-silence my.yaml`). `--games N` and `--jobs J` as usual."
            ),
            "",
            table(rows),
            "",
            _(
                "The interval is the Wilson score interval at 95%. A hero death counts\n"
                "the heroes dead at the end of a game; the alarm rate is the share of\n"
                "games in which the alarm went off at least once."
            ),
            "",
            _("## Targets"),
            "",
            _(
                "On every mission the win rate falls strictly from the easiest level to\n"
                'the hardest; "Bring \'em on!" (normal) wins between {low} and {high} of\n'
                'games; "Can I play, Daddy?" at least {easiest}; "I am Death incarnate" at\n'
                "most {hardest}."
            ).format(low="35%", high="75%", easiest="70%", hardest="40%"),
            "",
            *target_check(rows),
            "",
            _("## Cost"),
            "",
            ngettext(
                "{games} games in {seconds} s on {jobs} worker process; {ms} ms of processor "
                "time per game\non average (wall time depends on what else the machine is "
                "doing).",
                "{games} games in {seconds} s on {jobs} worker processes; {ms} ms of processor "
                "time per game\non average (wall time depends on what else the machine is "
                "doing).",
                jobs,
            ).format(games=games, seconds=f"{seconds:.0f}", jobs=jobs, ms=f"{per_game:.0f}"),
            "",
        ]
    )


# --- the section comparing the hero players -------------------------------------------

PLAYERS_MARK = "<!-- the search and smart hero players compared: benchmarks/bench_players.py -->"
"""Where a balance report's section comparing the search and the smart hero
players begins. benchmarks/bench_players.py writes it (hours of games) and
`wolfenstein balance` keeps it when it writes the report again (minutes of
games): the line marks it in any language the report is written in."""


def players_section(text: str) -> str:
    """The section of a balance report comparing the hero players, from its
    mark to the end ('' when the report has none)."""
    at = text.find(PLAYERS_MARK)
    return text[at:].rstrip("\n") + "\n" if at >= 0 else ""


def with_players_section(report: str, section: str) -> str:
    """`report` with `section` in place of its own comparison of the hero
    players (added at its end when it has none; removed when `section` is
    empty)."""
    at = report.find(PLAYERS_MARK)
    head = (report[:at] if at >= 0 else report).rstrip("\n") + "\n"
    return head + "\n" + section.rstrip("\n") + "\n" if section.strip() else head
