"""What stands on a square and what it sees, for looking around the map in
the app and in the line mode: the token's words, the figure there, the
squares in sight (R-LOS), an enemy's card as lines. No Textual, no rich."""

from __future__ import annotations

from functools import lru_cache

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.words.actions.labels import figure_name
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.terms import RANKS, term

TOKEN_WORDS = {
    TokenKind.EVENT: N_("an event token: search it (1 AP, from beside it) to draw an event card"),
    TokenKind.CHEST: N_("a chest: search it (1 AP, from beside it) for a chest card"),
    TokenKind.OBJECTIVE: N_("an objective token"),
    TokenKind.HERO_SPAWN: N_("a hero spawn"),
    TokenKind.NAZI_SPAWN: N_("a nazi spawn: reinforcements arrive here"),
    TokenKind.PASSAGE: N_("a secret passage: 1 AP and a fatigue token take you to its twin"),
}


def seen_from(rules: Rules, state: GameState, square: Square) -> frozenset[Square]:
    """Every square a figure standing on `square` would see, with the doors
    and figures as they are now (R-LOS-1..6)."""
    board = rules.board
    turn = Turn(rules, state)
    occupied = board.mask(list(danger.figure_squares(turn)))
    closed = board.closed_mask(frozenset(state.closed_doors), frozenset())
    return _seen(rules, square, closed, occupied)


@lru_cache(maxsize=256)
def _seen(rules: Rules, square: Square, closed: int, occupied: int) -> frozenset[Square]:
    """The squares seen, for the doors closed and the squares taken (bit
    masks): the map cursor asks again for a square it looked from (x, then
    Escape, then x) or passes over, and the answer is the same until a door
    opens or a figure moves."""
    sees = rules.los.sees_masks
    return frozenset(
        other
        for other in rules.board.squares()
        if other != square and sees(square, other, closed, occupied)
    )


def figure_at(state: GameState, square: Square) -> str | None:
    for hero in state.heroes.values():
        if hero.square == square and not hero.dead:
            return hero.id
    for enemy in state.enemies.values():
        if square in footprint(enemy.square, enemy.large):
            return enemy.id
    return None


def enemy_card_lines(rules: Rules, state: GameState, enemy_id: str) -> list[str]:
    """An enemy's card, a line each: its name (and whose bot it is), its
    values, its weapon, its abilities, what holds it now, and the card's own
    text last."""
    enemy = state.enemies[enemy_id]
    card = rules.enemy_cards[enemy.type]
    side = (
        " " + _("(bot of {hero})").format(hero=shown(rules.hero_card(enemy.bot_of)).name)
        if enemy.bot_of
        else ""
    )
    lines = [f"{figure_name(rules, state, enemy_id)}{side}"]
    rank = term(RANKS, card.rank)
    marks = ([rank] if rank else []) + ([_("large 2×2")] if card.large else [])
    lines.append(
        "".join(f"{mark} · " for mark in marks)
        + _(
            "HP {hp}/{max_hp} · armor {armor}/{max_armor} · {ap} AP · initiative {initiative}"
        ).format(
            hp=enemy.hp,
            max_hp=card.hp,
            armor=enemy.armor,
            max_armor=card.armor,
            ap=card.ap,
            initiative=card.initiative,
        )
    )
    weapon = card.weapon
    notes = [_weapon_note(effect) for effect in weapon.abilities]
    if weapon.silent:
        notes.append(_("silent"))
    lines.append(
        _("{weapon}: range {range}, {dice} dice, {ap} AP").format(
            weapon=shown(weapon).name, range=weapon.range, dice=weapon.dice, ap=weapon.ap_cost
        )
        + (f" ({'; '.join(notes)})" if notes else "")
    )
    for ability in card.abilities:
        said = _("{name}: {text}").format(name=shown(ability).name, text=shown(ability).text)
        lines.append(f"• {said}")
    states = [
        word
        for word, on in (
            (_("stunned"), enemy.stunned),
            (_("sabotaged"), enemy.sabotaged),
            (_("attacked this round"), enemy.attacked),
        )
        if on
    ]
    if states:
        lines.append(_("Now: {states}").format(states=", ".join(states)))
    lines.append(shown(card).text)
    return lines


def _weapon_note(effect: object) -> str:
    per_square = getattr(effect, "per_square", None)
    if per_square is not None:
        least = getattr(effect, "minimum", 1)
        return _("{count} die fewer per square between, at least {least}").format(
            count=per_square, least=least
        )
    return str(getattr(effect, "effect", "")).replace("_", " ")
