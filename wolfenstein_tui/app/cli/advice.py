"""`wolfenstein advise LOG`: the top three plans for a saved game's current
decision, as the app's "what would you do?" shows them, in the player's
language (for rules discussions and tests)."""

from __future__ import annotations

import argparse
import sys
import time
from functools import partial

from wolfenstein_tui.base.i18n import _


def run_advise(args: argparse.Namespace) -> int:
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.engine.log.gamelog import LogError, replay
    from wolfenstein_tui.engine.players.search.advice import advice_budget, advise
    from wolfenstein_tui.engine.rules.referee import Rules
    from wolfenstein_tui.play.saves import mission_for, read_log
    from wolfenstein_tui.tui.presenters.players import player_label
    from wolfenstein_tui.words.actions.advice import advice_heading, plans_lines
    from wolfenstein_tui.words.log_problems import problem_words
    from wolfenstein_tui.words.names import Names

    header, lines = read_log(args.log)
    decks = builtin_decks()
    loaded = mission_for(header, args.log, decks, named=args.mission)
    rules = Rules(loaded, decks)
    try:
        state = replay(rules, header, lines).record.state
    except LogError as error:
        print(f"{args.log}:{error.line}: {problem_words(error, Names(rules))}", file=sys.stderr)
        return 1
    names = Names(rules, state)
    if state.outcome is not None:
        print(_("{log}: the game is over: there is nothing to advise.").format(log=args.log))
        return 0
    if not header.hints:
        print(
            _(
                "{log}: hints are off for this game (the players chose so when they set it "
                "up): no advice."
            ).format(log=args.log)
        )
        return 0
    more = {"think": args.think, "clock": time.process_time} if args.think else {}
    plans = advise(rules, state, advice_budget(args.simulations, **more), seed=header.seed)
    if not plans:
        print(
            _("{log}: this decision is not the heroes': there is nothing to advise.").format(
                log=args.log
            )
        )
        return 0

    print(advice_heading(names, state))
    for told in plans_lines(rules, state, plans, partial(player_label, header.player_names)):
        print()
        print("\n".join(told))
    return 0
