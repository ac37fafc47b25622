"""Searching a token: a chest, an event, an objective (R-SEARCH)."""

from __future__ import annotations

from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules import effects
from wolfenstein_tui.engine.rules.actions.basics import (
    name_of,
    need_ap,
)
from wolfenstein_tui.engine.rules.traffic import removed_tokens, touching
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending, worded_before
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Hero


def search(turn: Turn, hero: Hero, square: Square) -> None:
    """R-SEARCH-1/2: 1 AP from an adjacent square. Objective tokens are picked
    up the same way (the project's rule for collect_tokens objectives)."""
    state = turn.state
    board = turn.rules.board
    assert hero.square is not None
    token = board.tokens.get(square)
    where = square_name(square)
    if token is None or token[0] not in (TokenKind.EVENT, TokenKind.CHEST, TokenKind.OBJECTIVE):
        raise IllegalCommand(refuse("search.nothing", square=where))
    kind, label = token
    if square in removed_tokens(turn):
        raise IllegalCommand(_gone(kind, where))
    if not touching(turn, hero.square, square):
        raise IllegalCommand(refuse("search.not-beside", "R-SEARCH-1", hero=hero.id, square=where))
    if kind is TokenKind.EVENT:
        zone = board.zone_of(square)
        enemies_there = [
            e.id
            for e in state.enemies.values()
            if e.bot_of is None
            and any(board.zone_of(s) == zone for s in footprint(e.square, e.large))
        ]
        if enemies_there:
            raise IllegalCommand(
                refuse(
                    "search.enemy-in-zone",
                    "R-SEARCH-1",
                    hero=hero.id,
                    square=where,
                    enemies=",".join(sorted(enemies_there)),
                )
            )
    need_ap(hero, 1, refuse("search.ap", "R-SEARCH-1", hero=hero.id, ap=hero.ap, cost=1))
    hero.ap -= 1
    if kind is TokenKind.OBJECTIVE:
        del state.objectives_left[label]
        state.collected.add(label)
        turn.say(EventKind.SEARCHED, what="objective", hero=hero.id, token=label)
    elif kind is TokenKind.CHEST:
        _open_chest(turn, hero, square)
    else:
        _find_event(turn, hero, square)


def _gone(kind: TokenKind, where: str) -> Refusal:
    """The token of `kind` on square `where` was searched already."""
    if kind is TokenKind.EVENT:
        return refuse("search.event-gone", "R-SEARCH-1", square=where)
    if kind is TokenKind.CHEST:
        return refuse("search.chest-gone", "R-SEARCH-2", square=where)
    return refuse("search.objective-gone", square=where)


def _open_chest(turn: Turn, hero: Hero, square: Square) -> None:
    """R-SEARCH-2: the chest's card is drawn, read and discarded; its
    effects run for the hero who opened it."""
    state = turn.state
    state.chests_left.discard(square)
    card_id = turn.draw("chests")
    if card_id is None:
        turn.say(EventKind.SEARCHED, what="chest", hero=hero.id, card=None)
        return
    chest = turn.rules.chest_cards[card_id]
    turn.say(EventKind.SEARCHED, what="chest", hero=hero.id, card=card_id)
    state.decks["chests"].discard.append(card_id)
    effects.run_effects(
        turn, list(chest.effects), hero.id, "chest", {"event_square": square_name(square)}
    )


def _find_event(turn: Turn, hero: Hero, square: Square) -> None:
    """R-SEARCH-1: the event card is drawn and its player chooses an option."""
    state = turn.state
    state.events_left.discard(square)
    card_id = turn.draw("events")
    if card_id is None:
        turn.say(EventKind.SEARCHED, what="event", hero=hero.id, card=None)
        return
    event = turn.rules.event_cards[card_id]
    turn.say(EventKind.SEARCHED, what="event", hero=hero.id, card=card_id)
    state.pending = Pending(
        kind=DecisionKind.EVENT_OPTION,
        options=[str(number) for number in range(len(event.options))],
        seat=hero.seat,
        old_words=worded_before(
            state.rules_version,
            lambda: (
                f"{event.title}: what does {name_of(turn, hero)} do?",
                [f"{option.label}: {option.text}" for option in event.options],
            ),
        ),
        context={
            "card": card_id,
            "hero_id": hero.id,
            "source": "event",
            "event_square": square_name(square),
        },
    )
