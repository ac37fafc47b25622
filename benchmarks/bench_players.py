"""The search and the smart hero players on the same games (run by hand):

    python benchmarks/bench_players.py [--games N] [--jobs J] [--simulations S]
        [--out FILE] [--doc docs/balance.md] [--missions m01-radio-silence ...]
        [--by-mission]

Every built-in mission at "I am Death incarnate" and "Bring 'em on!", game
*i* of every row on seed *i* for both players (default 100 games a row, the
search player at its default budget). The games are played seed by seed
across all rows, and the table (win rates with their 95% Wilson intervals,
the difference, each player's processor time a game) is written to FILE
after each seed: a run stopped early leaves a table of fewer games, every
row with the same count. The goal: the search player wins more than the
smart one on every mission where the smart one wins under 90%, and at least
10 points more on average. With `--by-mission` the missions are played one
after the other instead, each to its last seed: a run stopped early leaves
whole rows for the missions it finished (the report is written after each
one). `--doc` writes the finished table into the
balance report as its section comparing the players (kept there when
`wolfenstein balance` writes the report again).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wolfenstein_tui.content.loading.library import builtin_mission_files  # noqa: E402
from wolfenstein_tui.engine.players.search import SearchPlayer  # noqa: E402, F401
from wolfenstein_tui.engine.players.search.budget import SIMULATIONS  # noqa: E402
from wolfenstein_tui.engine.players.simulate import Tally  # noqa: E402

# The search player imported above, before the workers fork: a run plays one
# version of it even if its files change meanwhile.
from wolfenstein_tui.engine.state.state import Difficulty  # noqa: E402
from wolfenstein_tui.play.balance import (  # noqa: E402
    PLAYERS_MARK,
    GameSpec,
    Played,
    _play_in_worker,
    percent,
    with_players_section,
)
from wolfenstein_tui.words.level_names import difficulty_name  # noqa: E402

LEVELS = (Difficulty.I_AM_DEATH_INCARNATE, Difficulty.BRING_EM_ON)
BOTS = ("smart", "search")


def cell(tally: Tally) -> str:
    """A player's win rate in a row, with its 95% Wilson interval."""
    low, high = tally.interval
    return f"{percent(tally.win_rate)} [{percent(low)} – {percent(high)}]"


def table(
    tallies: dict[tuple[str, Difficulty, str], Tally], cpu: dict[tuple[str, str], float]
) -> str:
    """The rows (games counted on the seeds both players have played), then
    whether the goal is met and each player's processor time a game."""
    lines = [
        "| mission | difficulty | games | smart wins [95%] | search wins [95%] | difference |",
        "|---|---|---:|---|---|---:|",
    ]
    differences: list[float] = []
    weak_beaten = weak = 0
    for (mission, level, bot), smart in tallies.items():
        if bot != "smart":
            continue
        search = tallies[(mission, level, "search")]
        if not (smart.games and search.games):
            continue
        gap = search.win_rate - smart.win_rate
        differences.append(gap)
        if smart.win_rate < 0.9:
            weak += 1
            weak_beaten += search.win_rate > smart.win_rate
        games = (
            str(smart.games) if smart.games == search.games else f"{smart.games} / {search.games}"
        )
        lines.append(
            f"| {mission} | {difficulty_name(level.value)} | {games} | {cell(smart)} "
            f"| {cell(search)} | {100 * gap:+.1f} |"
        )
    mean = 100 * sum(differences) / len(differences) if differences else 0.0
    met = weak_beaten == weak and mean >= 10
    lines += [
        "",
        f"Mean difference: {mean:+.1f} points over {len(differences)} rows; the search "
        f"player wins more on {weak_beaten} of the {weak} rows where the smart one wins "
        f"under 90%: on these games the goal is {'met' if met else 'not met'} at this "
        "budget (a row's difference means little while its intervals overlap).",
    ]
    for bot in BOTS:
        played = sum(t.games for (_, _, b), t in tallies.items() if b == bot)
        seconds = sum(s for (_, b), s in cpu.items() if b == bot)
        if played:
            lines.append(f"{bot}: {seconds / played:.2f} s of processor time a game.")
    return "\n".join(lines)


def section(table_text: str, budget: str) -> str:
    """The comparison as a section of docs/balance.md (after its mark, which
    `wolfenstein balance` keeps when it writes the report again)."""
    return "\n".join(
        [
            PLAYERS_MARK,
            "## The search player against the smart one",
            "",
            "The table above measures the smart hero player, which plays each step",
            "greedily. The search hero player (`--bot search`) plans: at the start of",
            "each activation and after every roll it weighs the smart player's choice",
            "and two really different others, each played on by the smart player",
            "through the nazis' answer, in worlds where the decks are shuffled again",
            "and the dice reseeded (it knows what the heroes know, no more), and",
            "plays another command only when it comes out clearly better than the",
            "smart player's (by more than a round's dice alone would make of it, and",
            "by more again while more than eight rounds are left: a look-ahead sees",
            "one round, and early in a long mission one round shows little of it).",
            "`benchmarks/bench_players.py` plays both on the same seeds (game *i* of",
            'every row on seed *i*), every mission at "I am Death incarnate" and',
            f'"Bring \'em on!", the search player at {budget}. Win rates with their',
            "95% Wilson intervals; the difference in points.",
            "",
            "The goal: the search player wins more than the smart one on every mission",
            "where the smart one wins under 90%, and at least 10 points more on",
            "average. This section is written by `python benchmarks/bench_players.py",
            "--doc docs/balance.md`, and kept as it is when `wolfenstein balance`",
            "writes the report above again.",
            "",
            table_text,
            "",
        ]
    )


def _play(spec: GameSpec) -> tuple[GameSpec, Played]:
    return spec, _play_in_worker(spec)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--simulations", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path("bench_players.md"))
    parser.add_argument("--missions", nargs="*", default=None)
    parser.add_argument(
        "--by-mission",
        action="store_true",
        help="play each mission's games to the last seed before the next mission's",
    )
    parser.add_argument(
        "--doc",
        type=Path,
        default=None,
        help="also write the comparison into this balance report (docs/balance.md)",
    )
    args = parser.parse_args()
    files = [
        path
        for path in builtin_mission_files()
        if args.missions is None or path.stem in args.missions
    ]
    tallies = {
        (path.stem, level, bot): Tally() for path in files for level in LEVELS for bot in BOTS
    }
    cpu: dict[tuple[str, str], float] = {}
    started = time.perf_counter()
    specs = [
        GameSpec(str(path.resolve()), level, seed, bot=bot, simulations=args.simulations)
        for seed in range(args.games)
        for path in files
        for level in LEVELS
        for bot in BOTS
    ]
    if args.by_mission:
        order = {str(path.resolve()): i for i, path in enumerate(files)}
        specs.sort(key=lambda spec: order[spec.mission_file])
    left = {str(path.resolve()): len(LEVELS) * len(BOTS) * args.games for path in files}
    # Results are counted as they come (a slow mission does not hold the
    # others back): a run stopped early has fewer games in its slow rows.
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else None
    with multiprocessing.get_context(method).Pool(args.jobs) as pool:
        for done, (spec, played) in enumerate(
            pool.imap_unordered(_play, specs, chunksize=1), start=1
        ):
            name = Path(spec.mission_file).stem
            tallies[(name, spec.difficulty, spec.bot)].add(played.summary)
            cpu[(name, spec.bot)] = cpu.get((name, spec.bot), 0.0) + played.cpu_seconds
            seconds = time.perf_counter() - started
            args.out.write_text(
                table(tallies, cpu) + f"\n\n{done} games played, {seconds:.0f} s.\n",
                encoding="utf-8",
            )
            left[spec.mission_file] -= 1
            if args.by_mission and not left[spec.mission_file] and args.doc is not None:
                write_doc(args.doc, tallies, cpu, args.simulations)
    print(table(tallies, cpu))
    if args.doc is not None:
        write_doc(args.doc, tallies, cpu, args.simulations)


def write_doc(
    doc: Path,
    tallies: dict[tuple[str, Difficulty, str], Tally],
    cpu: dict[tuple[str, str], float],
    simulations: int,
) -> None:
    """The comparison as it stands, written into the balance report."""
    simulations = simulations or SIMULATIONS
    budget = f"{simulations} look-aheads a decision" + (
        " (its default)" if simulations == SIMULATIONS else ""
    )
    text = doc.read_text(encoding="utf-8") if doc.exists() else ""
    doc.write_text(
        with_players_section(text, section(table(tallies, cpu), budget)), encoding="utf-8"
    )


if __name__ == "__main__":
    main()
