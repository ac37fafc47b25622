"""`wolfenstein replay LOG`: verify a game log, print its state, or open the replay viewer."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wolfenstein_tui.base.i18n import _, current_language
from wolfenstein_tui.content.files.text import escaped
from wolfenstein_tui.words.level_names import outcome_name

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.

if TYPE_CHECKING:
    from wolfenstein_tui.engine.log.header import Header
    from wolfenstein_tui.engine.rules.referee import Rules
    from wolfenstein_tui.engine.state.state import GameState


def run_replay(
    log: Path,
    verify: bool,
    as_json: bool,
    headless: bool = True,
    mission: Path | None = None,
    save_dir: Path | None = None,
) -> int:
    if not (verify or as_json or headless):
        return run_replay_viewer(log, mission, save_dir=save_dir)
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.engine.log.gamelog import LogError, replay
    from wolfenstein_tui.engine.log.snapshot import state_to_json
    from wolfenstein_tui.engine.rules.referee import Rules
    from wolfenstein_tui.play.saves import decks_hash, mission_for, read_log
    from wolfenstein_tui.words.log_problems import problem_words
    from wolfenstein_tui.words.names import Names

    header, lines = read_log(log)
    decks = builtin_decks()
    loaded = mission_for(header, log, decks, named=mission)
    if header.decks_hash and header.decks_hash != decks_hash():
        print(
            _(
                "{log}:1: the card decks have changed since this game was recorded; "
                "the replay may differ"
            ).format(log=escaped(str(log))),
            file=sys.stderr,
        )
    rules = Rules(loaded, decks)
    try:
        result = replay(rules, header, lines, check=verify)
    except LogError as error:
        print(f"{log}:{error.line}: {problem_words(error, Names(rules))}", file=sys.stderr)
        return 1
    if verify and result.problems:
        first = result.problems[0]
        print(f"{log}:{first.line}: {problem_words(first, Names(rules))}", file=sys.stderr)
        return 1
    state = result.record.state
    if as_json:
        print(json.dumps(state_to_json(rules, state), indent=2))
        return 0
    print(_summary(log, header, lines, rules, state, verify))
    if headless:
        from wolfenstein_tui.words.state_text import state_text

        print("\n".join(state_text(rules, header, state)))
    return 0


def _summary(
    log: Path, header: Header, lines: list[Any], rules: Rules, state: GameState, verify: bool
) -> str:
    """One line: the log, whether it was verified, its decisions, mission,
    round and outcome."""
    decisions = sum(1 for _, line in lines if isinstance(line, dict) and "do" in line)
    status = outcome_name(state.outcome.value) if state.outcome else _("in progress")
    verified = _("verified: every line matches;") + " " if verify else ""
    case = _("rules case,") + " " if header.rules_case else ""
    return _(
        "{log}: {verified}{case}{decisions} decisions, mission {title}, round {round} of "
        "{round_limit}, {status}."
    ).format(
        log=log,
        verified=verified,
        case=case,
        decisions=decisions,
        title=rules.mission.words(current_language()).title,
        round=state.round,
        round_limit=rules.mission.round_limit,
        status=status,
    )


def run_replay_viewer(
    log: Path, mission: Path | None = None, follow: bool = False, save_dir: Path | None = None
) -> int:
    """Step through the log in the terminal app (with `follow`, as it is
    played); a log that cannot be read is reported here, before the app opens."""
    from wolfenstein_tui.tui.replay_app import make_replay_app
    from wolfenstein_tui.tui.screens.replay import load_replay

    source = load_replay(log, mission=mission)
    for warning in source.warnings:
        print(warning, file=sys.stderr)
    app = make_replay_app(source, follow, save_dir)
    app.run()
    return app.return_code or 0


def run_replay_command(args: argparse.Namespace) -> int:
    """`wolfenstein replay`: follow, tell, verify or view, by its options."""
    logs: list[Path] = args.log
    wanted = 2 if args.diff else 1
    if len(logs) != wanted:
        print(
            _("wolfenstein replay --diff: two game logs are needed (A B)")
            if args.diff
            else _("wolfenstein replay: one game log is needed (LOG)"),
            file=sys.stderr,
        )
        return 2
    if args.diff:
        from wolfenstein_tui.app.cli.forking import run_diff

        return run_diff(logs[0], logs[1])
    args.log = logs[0]
    if args.tree:
        from wolfenstein_tui.app.cli.forking import run_tree

        return run_tree(args.log)
    if args.follow:
        return run_replay_viewer(args.log, args.mission, follow=True)
    if args.text or args.until is not None or args.events or args.rules:
        from wolfenstein_tui.play.narrate import run_replay_text

        return run_replay_text(
            args.log, as_json=args.json, events=args.events, until=args.until, trails=args.rules
        )
    return run_replay(
        args.log,
        verify=args.verify,
        as_json=args.json,
        headless=args.headless,
        mission=args.mission,
        save_dir=getattr(args, "top_save_dir", None),
    )
