"""Enemy figures set on the map at the start of a mission (its `enemies:`
list), within what the box holds: each enemy card says how many figures of
its type come in the box (`figures`, RULES.md §2: 8 Soldiers, 3
Panzerhunds, one of each boss), and a mission cannot set out more."""

from __future__ import annotations

from collections.abc import Callable

from ruamel.yaml.comments import CommentedMap, CommentedSeq

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.content.editing.edits import EditRefused
from wolfenstein_tui.content.editing.round_trip import flow_map, set_in_order
from wolfenstein_tui.content.editing.square_view import PlacedFigure
from wolfenstein_tui.content.loading.enemy_checks import unknown_enemy_type
from wolfenstein_tui.content.records.cards import Decks, EnemyCard
from wolfenstein_tui.content.records.squares import parse_square, square_name


def _enemies(document: CommentedMap) -> list[object]:
    value = document.get("enemies")
    return value if isinstance(value, list) else []


def box_limit(decks: Decks, enemy_type: str) -> int | None:
    """How many figures of the type the box holds; None for an unknown type."""
    card = _card(decks, enemy_type)
    return None if card is None else card.figures


def _card(decks: Decks, enemy_type: str) -> EnemyCard | None:
    return next((card for card in decks.enemies if card.id == enemy_type), None)


def place_figure(document: CommentedMap, decks: Decks, enemy_type: str, square: str) -> str:
    """Add a figure of the type on the square; return its new id."""
    card = _card(decks, enemy_type)
    if card is None:
        known = {card.id: card for card in decks.enemies}
        raise EditRefused(unknown_enemy_type(enemy_type, known), square=square)
    enemies = _enemies(document)
    placed = sum(
        1 for enemy in enemies if isinstance(enemy, dict) and enemy.get("type") == enemy_type
    )
    if placed >= card.figures:
        raise EditRefused(
            ngettext(
                "the box holds {count} {name} figure and it is on the map already",
                "the box holds {count} {name} figures and all of them are on the map already",
                card.figures,
            ).format(count=card.figures, name=card.name),
            square=square,
        )
    taken = {str(enemy.get("id")) for enemy in enemies if isinstance(enemy, dict)}
    number = 1
    while f"{enemy_type}-{number}" in taken:
        number += 1
    figure_id = f"{enemy_type}-{number}"
    entry = flow_map({"id": figure_id, "type": enemy_type, "square": square})
    if "enemies" not in document or not isinstance(document["enemies"], list):
        set_in_order(document, "enemies", CommentedSeq())
    document["enemies"].append(entry)
    return figure_id


def _find(document: CommentedMap, figure_id: str) -> int:
    for index, enemy in enumerate(_enemies(document)):
        if isinstance(enemy, dict) and enemy.get("id") == figure_id:
            return index
    raise EditRefused(
        _("there is no figure '{figure}' on the map").format(figure=figure_id),
        field=("enemies",),
    )


def move_figure(document: CommentedMap, figure_id: str, square: str) -> None:
    index = _find(document, figure_id)
    document["enemies"][index]["square"] = square


def remove_figure(document: CommentedMap, figure_id: str) -> None:
    index = _find(document, figure_id)
    del document["enemies"][index]
    if not document["enemies"]:
        del document["enemies"]


def figures(document: CommentedMap, decks: Decks) -> list[tuple[PlacedFigure, list[str]]]:
    """Every figure with the squares it stands on (2x2 for a large one)."""
    found = []
    for enemy in _enemies(document):
        if not isinstance(enemy, dict):
            continue
        anchor = enemy.get("square")
        try:
            column, row = parse_square(str(anchor))
        except ValueError:
            continue
        card = _card(decks, str(enemy.get("type")))
        cover = [(column, row)]
        if card is not None and card.large:
            cover += [(column + 1, row), (column, row + 1), (column + 1, row + 1)]
        figure = PlacedFigure(
            str(enemy.get("id")), str(enemy.get("type")), square_name((column, row))
        )
        found.append((figure, [square_name(square) for square in cover]))
    return found


def drop_figures(document: CommentedMap, keep: Callable[[str], bool]) -> None:
    for enemy in list(_enemies(document)):
        if isinstance(enemy, dict) and not keep(str(enemy.get("square"))):
            remove_figure(document, str(enemy.get("id")))
