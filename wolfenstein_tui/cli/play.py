"""`wolfenstein play` and `continue`, and the app they open (the title
screen when `wolfenstein` is run alone)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from wolfenstein_tui.cli.missions import find_mission


def run_continue(save_dir: Path | None) -> int:
    """The latest game of the save folder, in the app where it was left."""
    from wolfenstein_tui.session import Session, default_save_dir, latest_save

    path = latest_save(save_dir)
    if path is None:
        print(
            f"wolfenstein: no saved game in {save_dir or default_save_dir()}; "
            "start one with `wolfenstein play MISSION` or `wolfenstein`",
            file=sys.stderr,
        )
        return 1
    return run_app(Session.resume(path), save_dir)


def run_app(session: object, save_dir: Path | None) -> int:
    """The app, on a game or on its title screen; the exit status is the
    app's (non-zero when it ended on an error, see tui/app.py)."""
    from wolfenstein_tui.crash import CONTEXT
    from wolfenstein_tui.save_folder import check_save_dir, default_save_dir
    from wolfenstein_tui.tui.app import make_app

    # The title screen needs neither the game logs' reader nor the engine:
    # the session module is imported only for a game.
    if session is None:
        check_save_dir(save_dir or default_save_dir())
    else:
        CONTEXT.log = session.path  # type: ignore[attr-defined]
    app = make_app(session=session, save_dir=save_dir)  # type: ignore[arg-type]
    try:
        app.run()
    finally:
        if session is not None:
            session.close()
    return app.return_code or 0


class SeatsError(ValueError):
    """A --seats or --names value that does not describe a table of players."""


def parse_seats(text: str, known: set[str]) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Read 'Ann:klaus,anya;Bob:max,blazkowicz' into seats and names: four
    different heroes shared as evenly as possible (R-GAME-1), names given
    for every seat or for none."""
    seats: list[tuple[str, ...]] = []
    names: list[str] = []
    for number, part in enumerate(text.split(";"), start=1):
        name, _, heroes_text = part.rpartition(":")
        heroes = tuple(h.strip() for h in heroes_text.split(",") if h.strip())
        if not heroes:
            raise SeatsError(f"seat {number} ({part.strip()!r}) names no hero")
        unknown = [h for h in heroes if h not in known]
        if unknown:
            raise SeatsError(
                f"seat {number}: no hero {', '.join(unknown)}; heroes: {', '.join(sorted(known))}"
            )
        seats.append(heroes)
        names.append(name.strip())
    chosen = [h for seat in seats for h in seat]
    if len(chosen) != 4 or len(set(chosen)) != 4:
        raise SeatsError(f"the seats must share four different heroes ({len(chosen)} given)")
    if len(seats) > 4:
        raise SeatsError("at most four players")
    if max(map(len, seats)) - min(map(len, seats)) > 1:
        raise SeatsError("share the heroes as evenly as possible (R-GAME-1)")
    if any(names) and not all(names):
        raise SeatsError("give a name to every seat or to none")
    return tuple(seats), tuple(names) if all(names) else ()


def run_play(args: argparse.Namespace) -> int:
    import random

    from wolfenstein_tui.content.cache import builtin_decks
    from wolfenstein_tui.engine.state.state import Difficulty, HouseRules
    from wolfenstein_tui.saves import check_save_dir
    from wolfenstein_tui.session import Session, default_save_dir, new_header

    decks = builtin_decks()
    loaded = find_mission(args.mission, decks)
    if args.continue_log is not None:
        session = Session.resume(args.continue_log, decks, mission=Path(loaded.source))  # type: ignore[attr-defined]
        return run_app(session, args.save_dir or args.continue_log.parent)
    try:
        seats, names, heroes = _table(args, loaded, [h.id for h in decks.heroes])
    except SeatsError as error:
        print(f"wolfenstein: {error}", file=sys.stderr)
        return 2
    difficulty = Difficulty(args.difficulty)
    shared = args.shared_life or heroes[0]
    if shared not in heroes:
        print(
            f"wolfenstein: --shared-life: {shared} is not one of {', '.join(heroes)}",
            file=sys.stderr,
        )
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    check_save_dir(args.save_dir or default_save_dir())
    header = new_header(
        loaded,  # type: ignore[arg-type]
        seats,
        seed=seed,
        difficulty=difficulty,
        dice=args.dice,
        ai_ties=args.ai_ties,
        shared_life_hero=shared if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None,
        house_rules=HouseRules(**{rule: True for rule in args.house_rule}),
        player_names=names,
    )
    session, _ = Session.start(loaded, header, args.save_dir, decks)  # type: ignore[arg-type]
    return run_app(session, args.save_dir)


def _table(
    args: argparse.Namespace, loaded: object, hero_ids: list[str]
) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...], list[str]]:
    """The seats, the players' names and the four heroes the options give
    (--seats, or --players with --heroes and --names; the mission's
    suggested heroes by default). A SeatsError says what is wrong."""
    known = set(hero_ids)
    names: tuple[str, ...] = ()
    if args.seats:
        try:
            seats, names = parse_seats(args.seats, known)
        except SeatsError as error:
            raise SeatsError(f"--seats: {error}") from None
        heroes = [h for seat in seats for h in seat]
    elif args.heroes:
        heroes = [h.strip() for h in args.heroes.split(",") if h.strip()]
    else:
        heroes = list(loaded.mission.suggested_heroes)  # type: ignore[attr-defined]
        heroes += [h for h in hero_ids if h not in heroes]
        heroes = heroes[:4]
    unknown = [h for h in heroes if h not in known]
    if unknown or len(heroes) != 4 or len(set(heroes)) != 4:
        raise SeatsError(
            f"choose four different heroes among {', '.join(sorted(known))}"
            + (f" (unknown: {', '.join(unknown)})" if unknown else "")
        )
    if not args.seats:
        seats = tuple(tuple(heroes[i :: args.players]) for i in range(args.players))
    if args.names:
        names = tuple(n.strip() for n in args.names.split(","))
        if len(names) != len(seats) or not all(names):
            raise SeatsError(
                f"--names: give {len(seats)} name{'s' if len(seats) > 1 else ''}, "
                "one a player, comma-separated"
            )
    return seats, names, heroes
