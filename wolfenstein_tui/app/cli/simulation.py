"""`simulate` and `balance`: games played by the reference players, one table of results."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui.app.cli.mission_named import find_mission, names_a_file
from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.base.system_errors import reason as said_reason
from wolfenstein_tui.words.level_names import difficulty_name

REPORT_LIMIT = 1 << 20
"""The largest balance report read back (to keep its comparison of the hero
players): a report is a few dozen kilobytes."""

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.

if TYPE_CHECKING:
    from wolfenstein_tui.content.records.cards import Decks
    from wolfenstein_tui.content.records.loaded import LoadedMission
    from wolfenstein_tui.engine.players.simulate import Tally


def run_simulate(args: argparse.Namespace) -> int:
    """Play the games (in worker processes with --jobs), then print the
    tally. With --save-dir each game is played again in this process with its
    log kept: the same game, seed for seed."""
    import time

    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.engine.players.simulate import Tally
    from wolfenstein_tui.engine.state.state import Difficulty
    from wolfenstein_tui.play.balance import GameSpec, play_many, record_games
    from wolfenstein_tui.play.saves import check_save_dir

    decks = builtin_decks()
    loaded = find_mission(args.mission, decks)
    if args.save_dir is not None:  # found out before the games, not after
        check_save_dir(args.save_dir)
    difficulty = Difficulty(args.difficulty)
    specs = [
        GameSpec(
            mission_file=str(Path(loaded.source).resolve()),  # type: ignore[attr-defined]
            difficulty=difficulty,
            seed=args.seed + game,
            bot=args.bot,
            players=args.players,
            simulations=args.simulations or 0,
            think=args.think or 0.0,
            skip_nazi_phase=args.skip_nazi_phase,
        )
        for game in range(args.games)
    ]
    started = time.perf_counter()
    tally = Tally()
    cpu = 0.0
    for played in play_many(specs, args.jobs):
        tally.add(played.summary)
        cpu += played.cpu_seconds
    seconds = time.perf_counter() - started
    text = _simulate_text(loaded.mission.title, args, tally, seconds, cpu)  # type: ignore[attr-defined]
    print(text)
    if args.save_dir is not None:
        _save_simulated(args.save_dir, loaded, record_games(specs))
    return 0


def _save_simulated(folder: Path, loaded: object, games: Iterable[tuple[object, object]]) -> None:
    """Each simulated game's log, written whole, naming its mission the way
    a played game does (a built-in one by its id, any other by a copy kept
    in the folder)."""
    from wolfenstein_tui.play.saves import (
        SaveError,
        create_whole,
        is_builtin,
        reason,
        store_mission,
    )

    try:
        mission_file = None if is_builtin(loaded) else store_mission(loaded, folder)  # type: ignore[arg-type]
        for spec, record in games:
            lines = list(record.lines)  # type: ignore[attr-defined]
            header = {k: v for k, v in lines[0].items() if k != "mission_file"}
            if mission_file is not None:
                header["mission_file"] = mission_file
            name = f"game-{spec.seed}.jsonl"  # type: ignore[attr-defined]
            (folder / name).unlink(missing_ok=True)  # a run again replaces its logs
            create_whole(folder, [name], [header, *lines[1:]]).release()
    except OSError as error:
        raise SaveError(
            _("cannot save the games' logs in {folder}: {reason}").format(
                folder=folder, reason=reason(error)
            )
        ) from None


def _simulate_text(
    title: str, args: argparse.Namespace, tally: Tally, seconds: float, cpu: float
) -> str:
    from wolfenstein_tui.play.balance import OUTCOME_NAMES, percent

    side = _("nazi phase skipped") if args.skip_nazi_phase else _("nazis by their program")
    player = {
        "smart": _("smart hero player"),
        "search": _("search hero player"),
    }.get(args.bot, _("random legal hero decisions"))
    outcomes = {
        "won": _("won"),
        "lost_rounds": _("lost: out of rounds"),
        "lost_deaths": _("lost: every hero dead"),
        "lost_mission": _("lost: the mission's own loss"),
    }
    low, high = tally.interval
    last = args.seed + args.games - 1
    lines = [
        _("{games} games of {title} at {level} ({player}, {side}; seeds {seed} to {last}):").format(
            games=args.games,
            title=title,
            level=difficulty_name(args.difficulty),
            player=player,
            side=side,
            seed=args.seed,
            last=last,
        ),
        _("  win rate      {rate}  ({share} interval {low} to {high})").format(
            rate=percent(tally.win_rate), share="95%", low=percent(low), high=percent(high)
        ),
    ]
    for outcome in OUTCOME_NAMES:
        lines.append(f"  {outcomes[outcome]:<30} {tally.outcomes.get(outcome, 0)}")
    lines += [
        _("  mean rounds   {mean}").format(mean=format(tally.mean(tally.rounds), ".2f")),
        _("  hero deaths   {mean} per game").format(mean=format(tally.mean(tally.deaths), ".2f")),
        _("  alarm rate    {rate} of games").format(rate=percent(tally.alarm_games / tally.games)),
        ngettext(
            "  time          {ms} ms of processor time per game ({seconds} s in all, {jobs} job)",
            "  time          {ms} ms of processor time per game ({seconds} s in all, {jobs} jobs)",
            args.jobs,
        ).format(
            ms=format(1000 * cpu / tally.games, ".0f"),
            seconds=format(seconds, ".1f"),
            jobs=args.jobs,
        ),
    ]
    return "\n".join(lines)


def run_balance(args: argparse.Namespace) -> int:
    """Every built-in mission (or those named) at the four levels."""
    import time

    from wolfenstein_tui.content.loading.cache import builtin_decks, load_mission
    from wolfenstein_tui.content.loading.library import builtin_mission_files
    from wolfenstein_tui.engine.players.simulate import Tally
    from wolfenstein_tui.engine.state.state import Difficulty
    from wolfenstein_tui.play.balance import (
        GameSpec,
        Row,
        play_many,
        report,
        table,
        target_check,
        with_players_section,
    )

    decks = builtin_decks()
    loaded = [load_mission(path, decks) for path in builtin_mission_files()]
    files = False
    if args.missions:
        picked = _missions_named(args.missions, loaded, decks)
        if picked is None:
            return 2
        loaded, files = picked
    out = args.out if args.out is not None or files else Path("docs/balance.md")
    if out is not None and out.is_dir():  # found out before the games, not after
        print(_("wolfenstein: cannot write {out}: it is a folder").format(out=out), file=sys.stderr)
        return 1
    kept = _kept_players_section(out)
    if kept is None:
        return 1
    jobs = args.jobs or max(1, os.cpu_count() or 1)
    groups = [(mission, level) for mission in loaded for level in Difficulty]
    specs = [
        GameSpec(
            str(Path(mission.source).resolve()),
            level,
            seed,
            bot=args.bot,
            simulations=args.simulations or 0,
            think=args.think or 0.0,
        )
        for mission, level in groups
        for seed in range(args.games)
    ]
    started = time.perf_counter()
    played = list(play_many(specs, jobs))
    seconds = time.perf_counter() - started
    cpu = sum(game.cpu_seconds for game in played)
    rows = []
    for index, (mission, level) in enumerate(groups):
        tally = Tally()
        for game in played[index * args.games : (index + 1) * args.games]:
            tally.add(game.summary)
        rows.append(Row(mission.mission.id, mission.mission.title, level, tally))
    written = with_players_section(report(rows, args.bot, seconds, cpu, jobs), kept)
    if out is not None and not _write_report(out, written):
        return 1
    print(table(rows))
    print()
    print("\n".join(target_check(rows)))
    print("\n" + _balance_timing(len(specs), seconds, cpu, jobs, out))
    return 0


def _kept_players_section(out: Path | None) -> str | None:
    """The comparison of the hero players in the report `out` already holds
    (written by benchmarks/bench_players.py, hours of games), to be kept
    when the report is written again; '' when there is none; None (said on
    stderr) when the report is there but cannot be read: it is not written
    over then."""
    from wolfenstein_tui.content.files.safe_file import FileRefused, read_text
    from wolfenstein_tui.play.balance import players_section

    if out is None or not os.path.lexists(out):
        return ""
    try:
        return players_section(read_text(out, REPORT_LIMIT))
    except FileRefused as refused:
        print(
            _(
                "wolfenstein: cannot read {out} to keep its comparison of the hero players "
                "(nothing written): {reason}"
            ).format(out=out, reason=refused.message),
            file=sys.stderr,
        )
        return None


def _write_report(out: Path, text: str) -> bool:
    """The Markdown report written to `out`; False (said) when it cannot be."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8")
    except OSError as error:
        print(
            _("wolfenstein: cannot write {out}: {reason}").format(
                out=out, reason=said_reason(error)
            ),
            file=sys.stderr,
        )
        return False
    return True


def _balance_timing(games: int, seconds: float, cpu: float, jobs: int, out: Path | None) -> str:
    """How long the games took, and where the report went."""
    return _(
        "{count} games in {seconds} s with {jobs} jobs ({ms} ms of processor time per game, "
        "{cpu} s in all)"
    ).format(
        count=games,
        seconds=format(seconds, ".0f"),
        jobs=jobs,
        ms=format(1000 * cpu / games, ".0f"),
        cpu=format(cpu, ".0f"),
    ) + (_("; wrote {file}.").format(file=out) if out is not None else ".")


def _missions_named(
    words: list[str], builtin: list[LoadedMission], decks: Decks
) -> tuple[list[LoadedMission], bool] | None:
    """The missions `balance --missions` names: built-in ids (comma-separated)
    or mission files; with whether any was a file (its table is not written
    over docs/balance.md). None, said on stderr, for a name that is neither."""
    from wolfenstein_tui.content.loading.cache import load_mission

    files = False
    chosen: list[LoadedMission] = []
    known = {mission.mission.id: mission for mission in builtin}
    for word in words:
        if names_a_file(word):
            # the validated loader of `play`: a bad file is a ContentError,
            # each problem located (file:line:col), reported by main()
            chosen.append(load_mission(Path(word), decks))
            files = True
            continue
        wanted = [name.strip() for name in word.split(",") if name.strip()]
        unknown = [name for name in wanted if name not in known]
        if unknown or not wanted:
            print(
                _(
                    "wolfenstein: no built-in mission {name} and no such mission file; built-in "
                    "missions: {known}"
                ).format(name=", ".join(unknown) or repr(word), known=", ".join(sorted(known))),
                file=sys.stderr,
            )
            return None
        chosen += [known[name] for name in wanted]
    return chosen, files
