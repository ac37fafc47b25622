"""A hero's surroundings and one square, told in sentences rather than
drawn: who stands where from the hero ("Soldier 2, 3 squares north-east,
in sight, 2 dice at you"), the doors, barricades and tokens beside them,
the other heroes. For a player who cannot see the map (the line mode, a
screen reader). Directions are the map's: north is up (row 1), east is
right (column A first)."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_, _, clause_break, clauses, ngettext
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import TokenKind, chebyshev
from wolfenstein_tui.engine.geometry.paths import footprint, reach_to
from wolfenstein_tui.engine.nazis.attacking import attack_dice
from wolfenstein_tui.engine.rules.combat.checks import sees_figure
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Enemy, GameState
from wolfenstein_tui.words.board.squares_said import TOKEN_WORDS, figure_at, seen_from
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.terms import ZONE_KINDS, term

DIRECTIONS = {
    (0, -1): N_("north"),
    (1, -1): N_("north-east"),
    (1, 0): N_("east"),
    (1, 1): N_("south-east"),
    (0, 1): N_("south"),
    (-1, 1): N_("south-west"),
    (-1, 0): N_("west"),
    (-1, -1): N_("north-west"),
}

TOKENS_NEAR = {
    TokenKind.EVENT: N_("an event token"),
    TokenKind.CHEST: N_("a chest"),
    TokenKind.OBJECTIVE: N_("objective token {label}"),
    TokenKind.PASSAGE: N_("a secret passage"),
}


def direction(origin: Square, square: Square) -> str:
    """The compass direction from `origin` to `square`, in eight sectors of
    45 degrees: three across and one down is east, two across and one down
    south-east (the sectors part at tan 22.5° ≈ 5/12)."""
    dx, dy = square[0] - origin[0], square[1] - origin[1]
    if dx == dy == 0:
        return _("here")
    step_x = (dx > 0) - (dx < 0) if abs(dx) * 12 > abs(dy) * 5 else 0
    step_y = (dy > 0) - (dy < 0) if abs(dy) * 12 > abs(dx) * 5 else 0
    return _(DIRECTIONS[(step_x, step_y)])


def away(origin: Square, square: Square, distance: int) -> str:
    """ "3 squares north-east", "next to you, west"."""
    if distance <= 1:
        return _("next to you, {direction}").format(direction=direction(origin, square))
    return ngettext("{count} square {direction}", "{count} squares {direction}", distance).format(
        count=distance, direction=direction(origin, square)
    )


def enemy_said(rules: Rules, state: GameState, names: Names, square: Square, enemy: Enemy) -> str:
    """One nazi or bot as the hero on `square` meets it: its name, how far
    and which way, whether it is in sight, the dice it would roll at the
    hero (in range and in sight), its health when hurt."""
    turn = Turn(rules, state)
    distance = reach_to(square, enemy.square, enemy.large)
    nearest = min(footprint(enemy.square, enemy.large), key=lambda s: chebyshev(square, s))
    parts = [names.figure(enemy.id), away(square, nearest, distance)]
    if enemy.bot_of:
        parts.append(_("bot of {hero}").format(hero=names.hero(enemy.bot_of)))
    seen = sees_figure(turn, square, enemy)
    parts.append(_("in sight") if seen else _("out of sight"))
    weapon = rules.enemy_cards[enemy.type].weapon
    if seen and not enemy.bot_of:
        if distance <= weapon.range:
            dice, _counted = attack_dice(turn, enemy, square)
            parts.append(
                ngettext("{count} die at you", "{count} dice at you", dice).format(count=dice)
            )
        else:
            parts.append(_("out of its range ({range})").format(range=weapon.range))
    card = rules.enemy_cards[enemy.type]
    if enemy.hp < card.hp:
        parts.append(_("HP {hp}/{max_hp}").format(hp=enemy.hp, max_hp=card.hp))
    return ", ".join(parts)


def where(rules: Rules, state: GameState, figure: str) -> list[str]:
    """What is around a hero (or a bot), a sentence each: where it stands,
    every nazi, nearest first, a line each (a screen reader's user moves
    from one to the next), then the doors, barricades and tokens beside it
    and the other heroes."""
    names = Names(rules, state)
    hero = state.heroes.get(figure) or state.enemies.get(figure)
    if hero is None or hero.square is None:
        return [_("{hero} is not on the board.").format(hero=names.figure(figure))]
    square = hero.square
    lines = [_("{hero} on {place}.").format(hero=names.figure(figure), place=place(rules, square))]
    enemies = sorted(
        (e for e in state.enemies.values() if e.id != figure),
        key=lambda e: (reach_to(square, e.square, e.large), e.id),
    )
    if enemies:
        lines += [enemy_said(rules, state, names, square, e) + "." for e in enemies]
    else:
        lines.append(_("No nazi on the board."))
    near = beside(rules, state, square)
    heroes = [
        _("{hero}, {away}").format(
            hero=names.hero(h.id), away=away(square, h.square, chebyshev(square, h.square))
        )
        for h in sorted(state.heroes.values(), key=lambda h: h.id)
        if h.id != figure and h.square is not None and not h.dead
    ]
    if near or heroes:
        lines.append(capitalised(clauses(near + heroes) + "."))
    return lines


def capitalised(sentence: str) -> str:
    """A sentence made of parts ("a closed door east; ...") begins with a capital."""
    return sentence[:1].upper() + sentence[1:]


def place(rules: Rules, square: Square) -> str:
    """ "D12, Guardroom (room)"."""
    board = rules.board
    zone = board.zones.get(board.zone_of(square) or "")
    if zone is None:
        return square_name(square)
    names = Names(rules)
    return f"{square_name(square)}, {names.zone(zone.key)} ({term(ZONE_KINDS, zone.kind)})"


def beside(rules: Rules, state: GameState, square: Square) -> list[str]:
    """The closed doors and barricades on the square's sides, and the tokens
    on it or next to it, with their direction."""
    board = rules.board
    said = []
    for piece in sorted(state.closed_doors | state.barricades):
        edges = board.pieces[piece].edges
        for a, b in edges:
            if square in (a, b):
                other = b if a == square else a
                words = (
                    _("a closed door {direction} ({door})")
                    if piece in state.closed_doors
                    else (_("a barricade {direction} ({door})"))
                )
                said.append(words.format(direction=direction(square, other), door=piece))
                break
    for token_square, (kind, label) in sorted(board.tokens.items()):
        if chebyshev(square, token_square) > 1 or kind not in TOKENS_NEAR:
            continue
        gone = (kind is TokenKind.EVENT and token_square not in state.events_left) or (
            kind is TokenKind.CHEST and token_square not in state.chests_left
        )
        if gone or (kind is TokenKind.OBJECTIVE and label not in state.objectives_left):
            continue
        token = _(TOKENS_NEAR[kind]).format(label=label)
        said.append(f"{token} {direction(square, token_square)}")
    return said


def square_lines(rules: Rules, state: GameState, square: Square) -> list[str]:
    """One square told: where it is, its terrain and noise, its token, the
    figure on it, and what it sees."""
    board = rules.board
    if not board.on_map(square):
        return [_("{square}: off the map").format(square=square_name(square))]
    names = Names(rules, state)
    facts = [place(rules, square)]
    if square in board.difficult:
        facts.append(_("difficult terrain (2 AP to enter)"))
    if board.zone_of(square) in state.noise:
        facts.append(_("noise here"))
    lines = [", ".join(facts) + "."]
    token = board.tokens.get(square)
    if token is not None:
        kind, label = token
        gone = (kind is TokenKind.EVENT and square not in state.events_left) or (
            kind is TokenKind.CHEST and square not in state.chests_left
        )
        words = TOKEN_WORDS.get(kind)
        if not gone:
            lines.append(
                (f"{label}: " if label else "") + (_(words) if words else kind.value) + "."
            )
    figure = figure_at(state, square)
    if figure is not None:
        lines.append(_("{figure} stands here.").format(figure=names.figure(figure)))
    seen = seen_from(rules, state, square)
    in_sight = sorted(
        {f for other in seen if (f := figure_at(state, other)) is not None and f != figure}
    )
    sees = ngettext("Sees {count} square", "Sees {count} squares", len(seen)).format(
        count=len(seen)
    )
    if in_sight:
        sees += clause_break() + _("in sight: {figures}").format(
            figures=", ".join(names.figure(f) for f in in_sight if f)
        )
    lines.append(sees + ".")
    return lines
