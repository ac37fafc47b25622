"""The sentences of the refusals of the game's flow and set-up, the dice,
undo and a game played from several screens (codes `game.*`, `setup.*`,
`dice.*`, `undo.*`, `join.*`): see `words/refusals/__init__.py` for how
they are said."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_

SENTENCES: dict[str, str] = {
    # the game's flow (engine/rules/flow.py, referee.py)
    "game.over": N_("The game is over: {outcome}."),
    "game.answer-first": N_("First answer the question asked."),
    "game.no-option": N_("Option {option} does not exist; choose 0 to {last}."),
    # a game's set-up (engine/rules/referee.py)
    "setup.players": N_("A game has 1 to 4 players."),
    "setup.four-heroes": N_("Four heroes take part; {count} were chosen."),
    "setup.hero-twice": N_("Each hero can be chosen once."),
    "setup.unknown-hero": N_("Unknown hero {name}; heroes are {ids}."),
    "setup.uneven": N_("Heroes are shared among players as evenly as possible."),
    "setup.first-player": N_("The first player must be one of the players."),
    "setup.extra-ammo": N_(
        "Extra ammo {kind} for {name}: name a chosen hero and light, heavy or special."
    ),
    "setup.extra-ammo-level": N_("Only 'Can I play, Daddy?' gives extra ammo at the start."),
    "setup.extra-ammo-count": N_("{name} takes 2 extra ammo tokens, not more."),
    "setup.shared-life-hero": N_(
        "At 'I am Death incarnate' the players choose the one hero who starts with a "
        "shared-life token."
    ),
    "setup.shared-life-level": N_("Only 'I am Death incarnate' gives a single shared-life token."),
    # the dice and cards a command is given (engine/rules/turn.py, referee.py)
    "dice.roll-one": N_("{purpose}: roll 1 die and enter its face"),
    "dice.roll": N_("{purpose}: roll {count} dice and enter the faces"),
    "dice.missing": N_("{purpose}: roll {count} dice and enter the faces ({missing} missing)"),
    "dice.no-such-face": N_(
        "A die's faces are heart, shield, reload and blank; {face} is not one of them."
    ),
    "dice.too-many": N_("More dice faces were entered than this command rolls ({count} too many)."),
    "dice.card-not-in-deck": N_("The card {card} is not in {deck} to be drawn."),
    # undo (engine/log/gamelog.py, session.py, joined.py)
    "undo.nothing": N_("There is nothing to undo."),
    "undo.game-over": N_("The game is over; its end cannot be undone."),
    "undo.final": N_(
        "The game is over: its log is final, so nothing can be undone. "
        "Replay it, or start a new game."
    ),
    "undo.not-yours": N_(
        "Only your own last decision can be undone, and the last one was not yours."
    ),
    # a game played from several screens (joined.py); {player} is a
    # player's name as they gave it
    "join.waiting": N_("Waiting for {player} ({heroes})."),
    "join.waiting-question": N_("Waiting for {player} ({heroes}) to answer a question."),
    "join.waiting-ai": N_("Waiting for {player} (the AI controller)."),
    "join.waiting-ai-question": N_(
        "Waiting for {player} (the AI controller) to answer a question."
    ),
    "join.waiting-tie": N_("Waiting for {player} (the AI controller, settling a nazi tie)."),
    "join.log-held": N_("The game's log is held by {holder}; try again in a moment."),
    "join.moved-on": N_("Another player decided first: look at the game again."),
}
