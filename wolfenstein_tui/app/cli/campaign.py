"""`wolfenstein campaign`: a run of missions with the heroes' progress carried from one to the next."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from wolfenstein_tui.app.cli import app_launch
from wolfenstein_tui.app.cli.table_options import shared_life_problem
from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.text import escaped

# The content models (pydantic, YAML) and the rules engine are imported by the
# subcommands that use them: `wolfenstein` alone paints its title screen first.

if TYPE_CHECKING:
    from pathlib import Path

    from wolfenstein_tui.play.campaign import CampaignPlay
    from wolfenstein_tui.play.session import Session


def run_campaign(args: argparse.Namespace) -> int:
    from wolfenstein_tui.play import campaign as campaigns

    save_dir = args.save_dir
    if args.campaign_command is None:
        found = campaigns.list_campaigns(save_dir)
        if not found:
            print(
                _(
                    "No campaign yet in {folder}; start one with `wolfenstein campaign new NAME`."
                ).format(folder=escaped(str(campaigns.campaigns_dir(save_dir))))
            )
            return 0
        broken = 0
        for path, each in found:
            if isinstance(each, campaigns.CampaignError):
                broken += 1
                print(each, file=sys.stderr)
                continue
            print(campaigns.describe(campaigns.CampaignPlay(each, path, save_dir)))
        return 1 if broken else 0
    from wolfenstein_tui.play.crash import CONTEXT
    from wolfenstein_tui.play.saves import check_save_dir
    from wolfenstein_tui.play.session import default_save_dir

    check_save_dir(save_dir or default_save_dir())
    CONTEXT.campaign = args.name
    if args.campaign_command == "new":
        play = new_campaign_from_args(args)
        if play is None:
            return 2
        return _play_mission(play, play.start_mission(), save_dir, args)
    from wolfenstein_tui.play.session import GameInUse

    play = campaigns.CampaignPlay.open(args.name, save_dir)
    try:
        session = play.continue_play()
    except GameInUse as busy:
        print(busy, file=sys.stderr)
        return 1
    if session is None:
        print(campaigns.describe(play))
        return 0
    return _play_mission(play, session, save_dir, args)


def _play_mission(
    play: CampaignPlay, session: Session, save_dir: Path | None, args: argparse.Namespace
) -> int:
    """A campaign's game, in the app (whose game-over screen records the
    result and offers the next mission) or in the line mode, after which
    the result is recorded and the campaign's next step said."""
    from wolfenstein_tui.play import campaign as campaigns

    status = app_launch.run_game(session, save_dir, args)
    if getattr(args, "plain", False) and play.record(session):
        print(campaigns.describe(play))
    return status


def new_campaign_from_args(args: argparse.Namespace) -> CampaignPlay | None:
    """The campaign the options describe, written to its file; None (after
    saying why) when the heroes are wrong."""
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.content.loading.library import builtin_missions_dir
    from wolfenstein_tui.engine.state.state import Difficulty, HouseRules
    from wolfenstein_tui.play import campaign as campaigns
    from wolfenstein_tui.play.saves import SaveError

    decks = builtin_decks()
    plan = (
        campaigns.folder_campaign(args.missions)
        if args.missions is not None
        else campaigns.builtin_campaign()
    )
    if not plan:
        raise SaveError(
            _("wolfenstein: no mission files in {folder}").format(folder=builtin_missions_dir())
        )
    if args.heroes:
        heroes = [h.strip() for h in args.heroes.split(",") if h.strip()]
    else:
        first = campaigns.load_reference(plan[0], decks, "the first mission")
        heroes = list(first.mission.suggested_heroes)
        heroes += [h.id for h in decks.heroes if h.id not in heroes]
        heroes = heroes[:4]
    seats = [heroes[i :: args.players] for i in range(args.players)]
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    if names is not None and len(names) != args.players:
        print(
            _("wolfenstein: --names gives {count} names for {players} players").format(
                count=len(names), players=args.players
            ),
            file=sys.stderr,
        )
        return None
    difficulty = Difficulty(args.difficulty)
    shared = args.shared_life or heroes[0]
    problem = shared_life_problem(shared, heroes)
    if problem is not None:
        print(problem, file=sys.stderr)
        return None
    try:
        campaign = campaigns.new_campaign(
            args.name,
            seats,
            plan,
            players=names,
            difficulty=difficulty,
            dice=args.dice,
            ai_ties=args.ai_ties,
            house_rules=HouseRules(**{rule: True for rule in args.house_rule}),
            shared_life_hero=shared if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None,
            seed=args.seed,
            hints=not args.no_hints,
        )
    except campaigns.CampaignError as error:
        print(f"wolfenstein: {error}", file=sys.stderr)
        return None
    return campaigns.CampaignPlay.create(campaign, args.save_dir)
