"""The map legend of the `?` help, for players: a small board drawn by the
game's own drawing code (tui/legend.yaml: walls, doors open and closed, a
barricade, zone borders, difficult terrain, every token, heroes, a nazi and
a bot), on the full map and on the small one, then what each mark means.

The example is drawn, not written: it shows what the map shows today.
The sentences under it name the marks; `tests/tui/test_map_legend.py`
holds every mark they name to the example's drawing (or, for the marks of
the overlays, to the drawing code), so the legend stays true when the
drawing changes.
"""

from __future__ import annotations

from pathlib import Path

from wolfenstein_tui.base.i18n import N_, _

LEGEND_MAP = Path(__file__).with_name("legend.yaml")

MARKS: tuple[tuple[str, str], ...] = (
    ("│ ─", N_("a wall: nobody walks or sees through it")),
    ("D", N_("a closed door (1 AP to open it from beside it)")),
    ("'", N_("an open door")),
    ("#", N_("a barricade: it stops moving, not seeing or shooting")),
    ("┆", N_("the border between two zones: no wall, walk across")),
    ("~", N_("difficult terrain: 1 AP more to step onto it")),
    ("Kl BJ", N_("a hero, by two letters; reversed while acting; † when bleeding")),
    ("s1", N_("a nazi: its type's letter and its number")),
    ("K+", N_("a bot, fighting for the hero whose first letter it shows")),
    ("?", N_("an event to search, from a square beside it")),
    ("$", N_("a chest to search, from a square beside it")),
    ("◎A", N_("an objective token")),
    ("hA", N_("where heroes arrive")),
    ("nA", N_("where nazis arrive")),
    ("≈A", N_("a secret passage: its other end has the same letter")),
)
"""The board's own marks: each shown in the example drawing."""

SMALL_MAP_MARKS: tuple[tuple[str, str], ...] = (
    ("▁", N_("a wall under the square")),
    ("=", N_("a closed door under the square")),
    ("≠", N_("a barricade under the square")),
    ("·", N_("an empty square")),
)
"""The small map (two characters a square) tells the edge under an empty
square by its second character."""

OVERLAY_MARKS: tuple[tuple[str, str], ...] = (
    ("1 2 3", N_("while you choose: what a move to that square costs in AP")),
    ("•", N_("the path of the highlighted move")),
    ("◂", N_("after a figure: you can attack it (in range and in sight)")),
    ("[ ]", N_("the square the map cursor is on (x)")),
    ("◦", N_("a square the cursor's square sees")),
    ("*", N_("in the nazi phase: the nazi acting, reversed")),
    ("→ ↓ ↘", N_("the squares it walked, each pointing to the next")),
    ("×", N_("the figure it attacks, reversed")),
)
"""The marks drawn over the board while choosing, looking or watching."""

NAZI_TYPES = ("soldier", "officer", "space-marine", "drone", "supersoldier", "panzerhund")
"""The nazis whose letters the legend lists, by their cards (the map's
letters: labels.ENEMY_MARKS; the names: the cards' own, translated)."""


def nazi_letters() -> list[str]:
    """ "s Soldier", "P Panzerhund (2×2)"...: each letter with its card's
    name in the language spoken."""
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.words.actions.labels import ENEMY_MARKS
    from wolfenstein_tui.words.card_words import shown

    cards = {card.id: card for card in builtin_decks().enemies}
    found = []
    for kind in NAZI_TYPES:
        card = cards[kind]
        name = shown(card).name
        if card.large:
            name = _("{name} (on 2×2 squares)").format(name=name)
        found.append(f"{ENEMY_MARKS[kind]} {name}")
    return found


def example_boards() -> tuple[str, str]:
    """The legend's board drawn as the game draws it: the full map and the
    small one, as text (Klaus acting, B.J. beside him, a soldier, Klaus's
    bot, the door D1-D2 open)."""
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.content.loading.validation import load_mission
    from wolfenstein_tui.content.records.squares import parse_square
    from wolfenstein_tui.engine.rules.referee import Rules, Setup
    from wolfenstein_tui.tui.map.board_compact import render_compact
    from wolfenstein_tui.tui.map.board_text import render_board

    decks = builtin_decks()
    rules = Rules(load_mission(LEGEND_MAP, decks), decks)
    state, _events = rules.new_game(
        Setup(seats=(("klaus", "blazkowicz", "anya", "max"),), skip_nazi_phase=True)
    )
    state.heroes["klaus"].square = parse_square("A3")
    state.heroes["blazkowicz"].square = parse_square("B2")
    state.active_hero = "klaus"
    state.enemies["soldier-2"].bot_of = "klaus"
    state.closed_doors.discard("D1-D2")
    return render_board(rules, state).plain, render_compact(rules, state).plain


def legend_text() -> str:
    """The legend, in the language spoken: the example, then each mark."""
    full, small = example_boards()
    full_lines, small_lines = full.rstrip("\n").split("\n"), small.rstrip("\n").split("\n")
    width = max(len(line) for line in full_lines) + 4
    drawn = [
        f"{left:<{width}}{right}"
        for left, right in zip(
            full_lines,
            small_lines + [""] * (len(full_lines) - len(small_lines)),
            strict=False,
        )
    ]

    def listed(marks: tuple[tuple[str, str], ...]) -> list[str]:
        return [f"  {mark:<6} {_(words)}" for mark, words in marks]

    letters = ", ".join(nazi_letters())
    return "\n".join(
        [
            _("The map, as it is drawn (left: the full map; right: the small map):"),
            "",
            *drawn,
            "",
            *listed(MARKS),
            "  " + _("Nazi letters: {letters}.").format(letters=letters),
            "",
            _("The small map, two characters a square, tells the edge under an empty square:"),
            *listed(SMALL_MAP_MARKS),
            "",
            _("Drawn over the map:"),
            *listed(OVERLAY_MARKS),
            "",
            _(
                "Colour only repeats what the marks say: a monochrome terminal or a "
                "colour-blind player loses nothing."
            ),
        ]
    )
