"""Looking around the map: what a square sees (R-LOS), and the card of
whatever stands on a square, so nobody has to remember an enemy's stats or
a token's meaning. No Textual here."""

from __future__ import annotations

from rich.text import Text

from wolfenstein_tui.base.i18n import _, clause_break, ngettext
from wolfenstein_tui.content.records.cards import EquipmentCard
from wolfenstein_tui.content.records.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.presenters.local import zone_name
from wolfenstein_tui.words.actions.labels import figure_name
from wolfenstein_tui.words.board.squares_said import TOKEN_WORDS, enemy_card_lines, figure_at
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.terms import ITEM_TYPES, WEAPON_KINDS, ZONE_KINDS, ammo_tokens, term


def enemy_card_text(rules: Rules, state: GameState, enemy_id: str) -> Text:
    """An enemy's card: its name in bold, its card's own text in italics."""
    first, *middle, last = enemy_card_lines(rules, state, enemy_id)
    text = Text()
    text.append(first + "\n", style="bold")
    for line in middle:
        text.append(line + "\n")
    text.append(last + "\n", style="italic")
    return text


def square_card(rules: Rules, state: GameState, square: Square) -> Text:
    """Everything on one square, for the look mode and the mouse."""
    board = rules.board
    text = Text()
    if not board.on_map(square):
        return Text(_("{square}: off the map").format(square=square_name(square)))
    zone = board.zones[board.zone_of(square) or ""]
    text.append(
        f"{square_name(square)} · {zone_name(rules, zone.key)} ({term(ZONE_KINDS, zone.kind)})",
        style="bold",
    )
    if square in board.difficult:
        text.append(" · " + _("difficult terrain (2 AP to enter)"))
    if zone.key in state.noise:
        text.append(" · " + _("noise here"))
    text.append("\n")
    token = board.tokens.get(square)
    if token is not None:
        kind, label = token
        gone = (kind is TokenKind.EVENT and square not in state.events_left) or (
            kind is TokenKind.CHEST and square not in state.chests_left
        )
        if not gone:
            text.append(_("{name}:").format(name=label) + " " if label else "", style="bold")
            words = TOKEN_WORDS.get(kind)
            text.append((_(words) if words else kind.value) + "\n")
    figure = figure_at(state, square)
    if figure in state.enemies:
        text.append_text(enemy_card_text(rules, state, figure))
    elif figure in state.heroes:
        from wolfenstein_tui.tui.presenters.dashboards import hero_card_text

        hero = state.heroes[figure]
        seat = _("P{seat}").format(seat=hero.seat + 1)
        text.append_text(hero_card_text(rules, state, hero, seat))
        text.append("\n")
    return text


def weapon_card_text(rules: Rules, card_id: str) -> Text:
    card = rules.weapon_cards[card_id]
    text = Text()
    text.append(f"{shown(card).name}\n", style="bold")
    ammo = f", {ammo_tokens(card.ammo)}" if card.ammo else ""
    traits = [
        w for w, on in ((_("silent"), card.silent), (_("pierces metal"), card.pierce_metal)) if on
    ]
    text.append(
        _("{kind}: range {range}, {dice} dice, {ap} AP").format(
            kind=term(WEAPON_KINDS, card.kind), range=card.range, dice=card.dice, ap=card.ap_cost
        )
        + ammo
        + (f" · {', '.join(traits)}" if traits else "")
        + "\n"
    )
    for ability in card.abilities:
        said = _("{name}: {text}").format(name=shown(ability).name, text=shown(ability).text)
        text.append(f"• {said}\n")
    for mode in card.modes:
        text.append(
            "• "
            + _("{mode} ({count} ammo): {text}").format(
                mode=shown(mode).name, count=mode.ammo_cost, text=shown(mode).text
            )
            + "\n"
        )
    text.append(shown(card).text + "\n", style="italic")
    return text


def item_card_text(rules: Rules, card_id: str) -> Text:
    card = rules.item_cards[card_id]
    text = Text()
    text.append(f"{shown(card).name}\n", style="bold")
    text.append(
        _("{kind} · {ap} AP to use").format(kind=term(ITEM_TYPES, card.item_type), ap=card.ap_cost)
        + "\n"
    )
    text.append(shown(card).text + "\n", style="italic")
    return text


def cursor_card(
    rules: Rules,
    state: GameState,
    square: Square,
    seen: frozenset[Square],
    label: str | None,
    detail: Text | None,
    also: list[str] | None = None,
) -> Text:
    """What the map cursor's square offers and holds: what Enter would do
    there (`label`, with its `detail`), the other actions on the square
    (`also`: their lines, with their numbers), what the square sees, and the
    card of what stands on it."""
    text = Text()
    if label is not None:
        text.append(label + "\n", style="bold")
    if detail is not None:
        text.append_text(detail)
        text.append("\n")
    if also:
        more = (
            " · " + _("{count} more in the list").format(count=len(also) - 3)
            if len(also) > 3
            else ""
        )
        text.append(_("Also here: {actions}").format(actions=" · ".join(also[:3])) + more + "\n")
    in_sight = sorted({f for other in seen if (f := figure_at(state, other)) is not None})
    names = [figure_name(rules, state, f) for f in in_sight if f]
    text.append(
        ngettext("Sees {count} square", "Sees {count} squares", len(seen)).format(count=len(seen))
    )
    if names:
        text.append(clause_break() + _("in sight: {figures}").format(figures=", ".join(names)))
    text.append("\n")
    text.append_text(square_card(rules, state, square))
    return text


def choice_card(
    rules: Rules, state: GameState, square: Square, item: EquipmentCard, allowed: bool
) -> Text:
    """Choosing the square of an area item: the card, whether it may be
    used here, and what stands here."""
    text = Text(
        _("{item} on {square}").format(item=shown(item).name, square=square_name(square)) + "\n",
        style="bold",
    )
    text.append(shown(item).text + "\n", style="italic")
    if allowed:
        text.append(_("Enter: use it here · arrows: another square · Escape: back"))
    else:
        text.append(_("Out of reach or sight: move to a marked square · Escape: back"))
    text.append("\n")
    text.append_text(square_card(rules, state, square))
    return text
