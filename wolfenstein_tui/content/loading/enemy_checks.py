"""The checks of a mission's enemies: ids, types, how many figures the box
holds, where each figure stands (a large one on 2×2 free squares, not
across a wall, door or barricade) and the stand-ins of the hardest level."""

from __future__ import annotations

import difflib

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.loading.mission_checks import Report
from wolfenstein_tui.content.records.cards import Decks, EnemyCard
from wolfenstein_tui.content.records.mapdraw import MapLayout, edge_between
from wolfenstein_tui.content.records.mission import Mission, PlacedEnemy
from wolfenstein_tui.content.records.squares import Square, parse_square, square_name
from wolfenstein_tui.content.records.walk import FieldPath


def check_enemies(
    report: Report,
    mission: Mission,
    layout: MapLayout,
    decks: Decks,
    occupied: dict[Square, str],
) -> None:
    """Enemy ids used once, types in the deck, no more figures than the box
    holds, each figure on free squares of the map, and at the hardest level
    each stand-in known and fitting its figure's place."""
    known = {card.id: card for card in decks.enemies}
    seen: set[str] = set()
    piece_edges = {edge: piece for piece in layout.pieces for edge in piece.edges}
    figures: dict[Square, str] = {}
    hardest: list[tuple[FieldPath, PlacedEnemy, EnemyCard]] = []
    placed: dict[str, int] = {}
    for index, enemy in enumerate(mission.enemies):
        path: FieldPath = ("enemies", index)
        if enemy.id in seen:
            report.at((*path, "id"), _("enemy id '{enemy}' is used twice").format(enemy=enemy.id))
        seen.add(enemy.id)
        card = known.get(enemy.type)
        if card is None:
            report.at(
                (*path, "type"),
                _("enemy type '{type}' is not in the enemy deck").format(type=enemy.type),
            )
            continue
        # The box holds only so many figures of each type (RULES.md §2: 8
        # Soldiers, 3 Panzerhunds...; the card's `figures`); a mission cannot
        # set out more than there are, which also bounds the nazis' program.
        placed[card.id] = placed.get(card.id, 0) + 1
        if placed[card.id] == card.figures + 1:
            report.at(
                (*path, "type"),
                _("more {name} figures than the box holds: {figures} at most").format(
                    name=card.name, figures=card.figures
                ),
            )
        hardest.append((path, enemy, _stand_in(report, path, enemy, card, known)))
        for message in _footprint_problems(enemy, card, layout, occupied, figures, piece_edges):
            report.at((*path, "square"), message)
    # At the hardest level the stand-ins take their figures' places: a larger
    # one must fit there too (problems of unreplaced figures are told above).
    figures = {}
    for path, enemy, card in hardest:
        problems = _footprint_problems(enemy, card, layout, occupied, figures, piece_edges)
        if card.id != enemy.type:
            for message in problems:
                report.at(
                    (*path, "replaced_at_hardest_by"),
                    _("at '{level}' ({name} instead): {message}").format(
                        level=_("I am Death incarnate"), name=card.name, message=message
                    ),
                )


def _stand_in(
    report: Report,
    path: FieldPath,
    enemy: PlacedEnemy,
    card: EnemyCard,
    known: dict[str, EnemyCard],
) -> EnemyCard:
    """The card that stands for the figure at the hardest level: its
    `replaced_at_hardest_by` when that names another known type, else its own."""
    if enemy.replaced_at_hardest_by is None:
        return card
    where = (*path, "replaced_at_hardest_by")
    replacement = known.get(enemy.replaced_at_hardest_by)
    if replacement is None:
        report.at(where, unknown_enemy_type(enemy.replaced_at_hardest_by, known))
        return card
    if replacement.id == card.id:
        report.at(
            where,
            _("{enemy} is a {name} already; name another enemy type").format(
                enemy=enemy.id, name=card.name
            ),
        )
        return card
    return replacement


def unknown_enemy_type(name: str, known: dict[str, EnemyCard]) -> str:
    """A type missing from the deck, with the nearest one or else all of
    them (the mission editor refuses such a figure in the same words)."""
    guess = difflib.get_close_matches(name, list(known), n=1)
    if guess:
        return _("enemy type '{name}' is not in the enemy deck; did you mean '{guess}'?").format(
            name=name, guess=guess[0]
        )
    return _("enemy type '{name}' is not in the enemy deck; the types are {types}").format(
        name=name, types=", ".join(known)
    )


def _footprint_problems(
    enemy: PlacedEnemy,
    card: EnemyCard,
    layout: MapLayout,
    occupied: dict[Square, str],
    figures: dict[Square, str],
    piece_edges: dict,
) -> list[str]:
    """Why the figure cannot stand where it is placed (its squares are added
    to `figures` as they are found free)."""
    column, row = parse_square(enemy.square)
    footprint = [(column, row)]
    if card.large:
        footprint = [(column + dc, row + dr) for dr in (0, 1) for dc in (0, 1)]
    problems: list[str] = []
    for square in footprint:
        problem = _square_problem(enemy, card, square, layout, occupied, figures)
        if problem is None:
            figures[square] = enemy.id
        else:
            problems.append(problem)
    if card.large:
        problems += _straddle_problems(enemy, (column, row), layout, piece_edges)
    return problems


def _square_problem(
    enemy: PlacedEnemy,
    card: EnemyCard,
    square: Square,
    layout: MapLayout,
    occupied: dict[Square, str],
    figures: dict[Square, str],
) -> str | None:
    """Why the figure cannot cover `square`: off the map, on a token or
    spawn, or on another figure (None: it can)."""
    name = square_name(square)
    if not layout.on_map(square):
        if card.large:
            return _(
                "{enemy} stands on {name}, which is not a square of the map (a large "
                "figure covers 2×2 squares from its top-left square)"
            ).format(enemy=enemy.id, name=name)
        return _("{enemy} stands on {name}, which is not a square of the map").format(
            enemy=enemy.id, name=name
        )
    if square in occupied:
        return _("{enemy} stands on {name}, where there is {occupied}").format(
            enemy=enemy.id, name=name, occupied=occupied[square]
        )
    if square in figures:
        return _("{enemy} stands on {name}, where {figures} already stands").format(
            enemy=enemy.id, name=name, figures=figures[square]
        )
    return None


def _straddle_problems(
    enemy: PlacedEnemy, top_left: Square, layout: MapLayout, piece_edges: dict
) -> list[str]:
    """A large figure's 2×2 squares may not be split by a wall, a door or a
    barricade (R-LARGE-1)."""
    (c, r) = top_left
    inner = [
        edge_between((c, r), (c + 1, r)),
        edge_between((c, r + 1), (c + 1, r + 1)),
        edge_between((c, r), (c, r + 1)),
        edge_between((c + 1, r), (c + 1, r + 1)),
    ]
    problems: list[str] = []
    for edge in inner:
        if edge in layout.walls:
            problems.append(
                _("{enemy} would straddle a wall between {square} and {square2}").format(
                    enemy=enemy.id, square=square_name(edge[0]), square2=square_name(edge[1])
                )
            )
        elif edge in piece_edges:
            kind = piece_edges[edge].kind.value
            words = (
                _("{enemy} would straddle a door between {square} and {square2} (R-LARGE-1)")
                if kind == "door"
                else _(
                    "{enemy} would straddle a barricade between {square} and {square2} (R-LARGE-1)"
                )
                if kind == "barricade"
                else _("{enemy} would straddle a {kind} between {square} and {square2} (R-LARGE-1)")
            )
            problems.append(
                words.format(
                    enemy=enemy.id,
                    kind=kind,
                    square=square_name(edge[0]),
                    square2=square_name(edge[1]),
                )
            )
    return problems
