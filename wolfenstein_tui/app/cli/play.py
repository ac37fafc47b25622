"""`play`, `host`, `join`, `games` and `watch`: a game started, shared or followed from the command line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui.app.cli import app_launch
from wolfenstein_tui.app.cli.mission_named import find_mission
from wolfenstein_tui.app.cli.table_options import SeatsError, parse_seats, shared_life_problem
from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.content.files.text import escaped

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.

if TYPE_CHECKING:
    from wolfenstein_tui.play.session import Session


def run_play(args: argparse.Namespace) -> int:
    from wolfenstein_tui.play.session import Session

    if args.continue_log is not None:
        from wolfenstein_tui.content.loading.cache import builtin_decks

        decks = builtin_decks()
        loaded = find_mission(args.mission, decks)
        session = Session.resume(args.continue_log, decks, mission=Path(loaded.source))
        return app_launch.run_game(session, args.save_dir or args.continue_log.parent, args)
    started = start_game(args)
    if isinstance(started, int):
        return started
    return app_launch.run_game(started, args.save_dir, args)


def start_game(args: argparse.Namespace) -> Session | int:
    """A new game from `play`'s (or `host`'s) options; the exit status 2
    (said on stderr) for options that do not describe one."""
    import random

    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.engine.state.state import Difficulty, HouseRules
    from wolfenstein_tui.play.saves import check_save_dir
    from wolfenstein_tui.play.session import Session, default_save_dir, new_header

    decks = builtin_decks()
    loaded = find_mission(args.mission, decks)
    table = _table_from_args(
        args, list(loaded.mission.suggested_heroes), [h.id for h in decks.heroes]
    )
    if table is None:
        return 2
    heroes, seats, names = table
    difficulty = Difficulty(args.difficulty)
    shared = args.shared_life or heroes[0]
    problem = shared_life_problem(shared, heroes)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    check_save_dir(args.save_dir or default_save_dir())
    header = new_header(
        loaded,
        seats,
        seed=seed,
        difficulty=difficulty,
        dice=args.dice,
        ai_ties=args.ai_ties,
        shared_life_hero=shared if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None,
        house_rules=HouseRules(**{rule: True for rule in args.house_rule}),
        player_names=names,
        practice=getattr(args, "practice", False),
        hints=not getattr(args, "no_hints", False),
    )
    session, _events = Session.start(loaded, header, args.save_dir, decks)
    return session


def _table_from_args(
    args: argparse.Namespace, suggested: list[str], hero_ids: list[str]
) -> tuple[list[str], tuple[tuple[str, ...], ...], tuple[str, ...]] | None:
    """The four heroes, the seats sharing them and the players' names from
    --seats, --heroes, --players and --names (the mission's suggestion by
    default); None, said on stderr, for options that describe no table."""
    known = set(hero_ids)
    names: tuple[str, ...] = ()
    if args.seats:
        try:
            seats, names = parse_seats(args.seats, known)
        except SeatsError as error:
            print(_("wolfenstein: --seats: {error}").format(error=error), file=sys.stderr)
            return None
        heroes = [h for seat in seats for h in seat]
    elif args.heroes:
        heroes = [h.strip() for h in args.heroes.split(",") if h.strip()]
    else:
        heroes = list(suggested)
        heroes += [h for h in hero_ids if h not in heroes]
        heroes = heroes[:4]
    unknown = [h for h in heroes if h not in known]
    if unknown or len(heroes) != 4 or len(set(heroes)) != 4:
        print(
            _("wolfenstein: choose four different heroes among {heroes}").format(
                heroes=", ".join(sorted(known))
            )
            + (_(" (unknown: {heroes})").format(heroes=", ".join(unknown)) if unknown else ""),
            file=sys.stderr,
        )
        return None
    if not args.seats:
        seats = tuple(tuple(heroes[i :: args.players]) for i in range(args.players))
    if args.names:
        names = tuple(n.strip() for n in args.names.split(","))
        if len(names) != len(seats) or not all(names):
            print(
                ngettext(
                    "wolfenstein: --names: give {count} name, one a player, comma-separated",
                    "wolfenstein: --names: give {count} names, one a player, comma-separated",
                    len(seats),
                ).format(count=len(seats)),
                file=sys.stderr,
            )
            return None
    return heroes, seats, names


def run_host(args: argparse.Namespace) -> int:
    """A new game open to other terminals: this one sits at --seat."""
    from wolfenstein_tui.play.invitations import hand_out_lines
    from wolfenstein_tui.play.joined import JoinedSession

    count = len(args.seats.split(";")) if args.seats else args.players
    wrong = [s + 1 for s in args.seat if s >= count]
    if wrong:  # said before the game is made: no log is left behind
        print(
            _("wolfenstein: --seat: this game has seats 1 to {count} (no seat {wrong})").format(
                count=count, wrong=", ".join(map(str, wrong))
            ),
            file=sys.stderr,
        )
        return 2
    started = start_game(args)
    if isinstance(started, int):
        return started
    session = JoinedSession.host(started, args.seat)
    assert session.invitations is not None
    names = [session.player_name(seat) for seat in range(count)]
    print(
        _(
            "Hosting {game}, by invitation. Hand each player their own line "
            "(a code lets in only at its seat):"
        ).format(game=session.path.stem)
        + "\n"
        + "\n".join(
            "  " + line
            for line in hand_out_lines(
                session.invitations, names, kept=session.seats, save_dir=args.save_dir
            )
        )
        + "\n"
        + _("In web browsers: wolfenstein serve prints each code's link."),
        file=sys.stderr,
    )
    return app_launch.run_game(session, args.save_dir, args)


def ask_code() -> str | None:
    """An invitation code typed at the terminal (not echoed); None when
    there is no terminal to ask at."""
    import getpass

    if not sys.stdin.isatty():
        return None
    try:
        return getpass.getpass(_("Invitation code: ")).strip() or None
    except EOFError:
        return None


def run_join(args: argparse.Namespace) -> int:
    from wolfenstein_tui.play.game_table import find_game
    from wolfenstein_tui.play.invitations import NotInvited, find_admission, read_invitations
    from wolfenstein_tui.play.joined import JoinedSession
    from wolfenstein_tui.play.session import default_save_dir

    folder = args.save_dir or default_save_dir()
    code = args.code
    if args.game is None:
        code = code or ask_code()
        if code is None:
            raise NotInvited(
                _("wolfenstein join: give the game (see wolfenstein games) or your invitation code")
            )
        admission = find_admission(code, folder)
        if admission is None:
            raise NotInvited(
                _("this code opens no game in {folder}; check it with your host").format(
                    folder=folder
                )
            )
        path = admission.log
    else:
        path = find_game(args.game, folder)
        invited = read_invitations(path)
        if invited is not None and code is None:
            code = ask_code()
        admission = invited.opened_by(code) if invited is not None and code else None
    if admission is not None and admission.seat is None:  # a watch code
        from wolfenstein_tui.app.cli.replay import run_replay_viewer

        return run_replay_viewer(path, follow=True)
    seats = args.seat or ([admission.seat] if admission is not None else None)
    if seats is None:
        print(
            _("wolfenstein join: which seat? give --seat N (see wolfenstein games)"),
            file=sys.stderr,
        )
        return 2
    return app_launch.run_game(JoinedSession.join(path, seats, code=code), args.save_dir, args)


def run_games(save_dir: Path | None) -> int:
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.play.game_table import table
    from wolfenstein_tui.play.log_summary import LogSummary
    from wolfenstein_tui.play.session import default_save_dir

    folder = save_dir or default_save_dir()
    unusable: list[LogSummary] = []
    games = table(folder, builtin_decks(), unusable)
    for summary in unusable:
        print(
            _("{file}: not listed: {problem}").format(
                file=escaped(summary.path.name), problem=escaped(summary.problem or "")
            )
        )
    shown = escaped(str(folder))
    if not games:
        print(
            _("No game in progress in {folder}; start one with: wolfenstein host MISSION").format(
                folder=shown
            )
        )
        return 0
    print(
        _("Games in progress in {folder} (join one: wolfenstein join NAME --seat N):").format(
            folder=shown
        )
        + "\n"
    )
    for game in games:
        print("\n".join(escaped(line) for line in game.lines()))
    return 0


def run_watch(args: argparse.Namespace) -> int:
    from wolfenstein_tui.play.game_table import find_game
    from wolfenstein_tui.play.invitations import admit_watcher, read_invitations
    from wolfenstein_tui.play.session import default_save_dir

    path = find_game(args.game, args.save_dir or default_save_dir())
    code = args.code
    if code is None and read_invitations(path) is not None:
        code = ask_code()
    admit_watcher(path, code)
    from wolfenstein_tui.app.cli.replay import run_replay_viewer

    return run_replay_viewer(path, follow=True)
