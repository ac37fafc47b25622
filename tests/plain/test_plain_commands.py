"""The line mode's commands one by one: `where` and `look` on fixed
positions (R-LOS-1, R-ATK-2 for the dice at the hero), refusals said in
the rules' words with nothing lost, words in place of numbers, the help,
and what the line mode may import."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.engine.games import (
    ARENA,
    activate,
    clear_board,
    new_game,
    put_enemy,
    put_hero,
    rules_for,
)
from tests.plain.helpers import STARTER, new_session, run_lines
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.words.board.surroundings import direction, square_lines, where

PLAIN = Path(__file__).resolve().parents[2] / "wolfenstein_tui" / "plain"


@pytest.fixture
def arena_state():
    rules = rules_for(ARENA)
    state = clear_board(new_game(rules))
    state = put_enemy(rules, state, "soldier-2", "soldier", "F1")
    state = put_enemy(rules, state, "soldier-3", "soldier", "H2")
    state = activate(rules, state, "klaus", "C4")
    state = put_hero(state, "anya", "A6")
    return rules, state


def test_where_tells_each_nazi_by_name_distance_direction_sight_and_dice(arena_state) -> None:
    """R-LOS-1: Soldier 3 is behind the closed door, out of sight; R-ATK-2
    and the SMG's fall-off: 3 dice less one a square between (2) = 1 die."""
    rules, state = arena_state
    assert where(rules, state, "klaus") == [
        "Klaus Kreutz on C4, Big Room (room).",
        "Soldier 2, 3 squares north-east, in sight, 1 die at you.",
        "Soldier 3, 5 squares east, out of sight.",
        "An event token north; Anya Oliwa, 2 squares south-west.",
    ]


def test_where_names_the_door_beside_the_hero_and_the_dice_next_to_him(arena_state) -> None:
    rules, state = arena_state
    state = put_hero(state, "klaus", "F2")
    assert where(rules, state, "klaus") == [
        "Klaus Kreutz on F2, Big Room (room).",
        "Soldier 2, next to you, north, in sight, 3 dice at you.",
        "Soldier 3, 2 squares east, out of sight.",
        "A closed door east (F2-G2); Anya Oliwa, 5 squares south-west.",
    ]


def test_where_in_french(arena_state) -> None:
    rules, state = arena_state
    set_language("fr")
    try:
        lines = where(rules, state, "klaus")
    finally:
        set_language("en")
    assert lines[1] == "Soldat 2, 3 cases au nord-est, en vue, 1 dé contre vous."


def test_look_tells_one_square(arena_state) -> None:
    """R-MOVE: difficult terrain costs 2 AP; R-LOS: what the square sees."""
    rules, state = arena_state
    lines = square_lines(rules, state, (3, 4))
    assert lines[0] == "D5, Big Room (room), difficult terrain (2 AP to enter), noise here."
    assert (
        lines[1].startswith("Sees ") and "in sight: Anya Oliwa, Klaus Kreutz, Soldier 2" in lines[1]
    )
    event = square_lines(rules, state, (2, 2))
    assert event[1] == "C3: an event token: search it (1 AP, from beside it) to draw an event card."


@pytest.mark.parametrize(
    ("to", "said"),
    [
        ((4, 2), "east"),
        ((4, 1), "east"),
        ((3, 1), "north-east"),
        ((3, 0), "north-east"),
        ((2, 3), "south-east"),
        ((1, 5), "south"),
        ((0, 1), "north-west"),
        ((1, 2), "here"),
    ],
)
def test_directions_are_the_maps(to: tuple[int, int], said: str) -> None:
    """North is row 1, east is toward the later columns; a square three
    across and one up is east, two across and one up north-east."""
    assert direction((1, 2), to) == said


def test_a_refused_command_is_said_in_the_rules_words_and_nothing_is_lost(
    tmp_path: Path,
) -> None:
    """R-ATK-2: out of range, the rules' sentence; a refused option's number
    gives the same reason; a number out of the list; an unknown word; the
    prompt comes back each time and the log holds no decision more."""
    session = new_session(tmp_path)
    typed = ["1", "attack soldier 1", "99", "fly away", "move a1", "open door a1", "options"]
    _game, said, status = run_lines(session, typed)
    assert status == 0
    reason = "Soldier 1 is 5 squares away; the Pistol 1960 reaches 2."
    assert "attack soldier 1\n" + reason + "\n" in said
    assert "Not possible now (options tells why): Attack Soldier 1, Cover Fire." in said
    assert "Not now: Attack Soldier 1: " + reason in said  # the options, with why
    assert "There is no option 99 now; type options to hear them." in said
    assert "fly away: not a command here; type help for the commands." in said
    assert "move a1\nKlaus Kreutz is already on A1.\n" in said
    assert "No closed door or barricade beside A1 can be opened now." in said
    assert said.count("Klaus Kreutz, 6 AP > ") == 7
    decisions = [line for line in session.record.lines if isinstance(line, dict) and "do" in line]
    assert len(decisions) == 1  # the activation only


def test_several_options_named_by_words_are_listed_to_choose_by_number(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    _game, said, _status = run_lines(session, ["1", "move e2", "attack soldier 1", "3"])
    assert "Which one? Type its number:\n1. Attack Soldier 1: kill 58%" in said
    assert "\n3. Attack Soldier 1: kill 70%, Double Tap" in said
    assert "Player 1 · Klaus Kreutz: attack Soldier 1" in said


def test_undo_takes_back_a_move_and_not_dice(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    _game, said, _status = run_lines(session, ["1", "move b2", "undo", "where", "look"])
    assert "Undone.\n" in said
    assert "Klaus Kreutz on A1, Guardroom (room)." in said
    assert "look\nA1, Guardroom (room).\nA: a hero spawn.\nKlaus Kreutz stands here.\n" in said


def test_the_help_and_the_rules_reference(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    _game, said, _status = run_lines(session, ["help", "rules R-ATK-2", "rules zzzz"])
    assert "move SQUARE: move the hero there, for example move d13." in said
    assert "R-ATK-2: Range: count squares orthogonally and diagonally" in said
    assert "No rule holds zzzz." in said


def test_objectives_heroes_card_and_map(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    _game, said, _status = run_lines(
        session, ["1", "objectives", "heroes", "card soldier 1", "card", "map", "log 2"]
    )
    assert "Round 1 of 2.\nTo do: Kill the sentry.\n" in said
    assert "Klaus Kreutz on A1; HP 5/5, armor 2/2; AP 6;" in said
    assert "Soldier 1\nHP 1/1 · armor 3/3 · 5 AP · initiative 3\n" in said
    assert "1 |K* ?  . |.  .  . |" in said and "2 |.  .  .  .  .  s1|" in said
    assert "War Veteran (always on): You may reroll" in said
    assert "Cover Fire, 2 glory points: " in said
    last_map_lines = said.split("log 2\n")[1].splitlines()[:2]
    assert last_map_lines[0].startswith("  +--+") and last_map_lines[1].startswith("Key: | wall")


def test_the_line_mode_imports_no_screen_library() -> None:
    """A front end beside the app: the sessions, the words, the engine and
    the content, never Textual, rich or the app's own modules."""
    for path in sorted(PLAIN.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            for name in names:
                assert not name.startswith(("textual", "rich", "wolfenstein_tui.tui")), (
                    f"{path.name} imports {name}"
                )


def test_french_words_open_a_door_and_say_where(tmp_path: Path) -> None:
    """« ouvre la porte c11 »: the command word, words between, the square
    last (R-MOVE-4: a door is opened from a square beside it)."""
    set_language("fr")
    try:
        session = new_session(tmp_path, STARTER, seed=3)
        _game, said, _status = run_lines(session, ["1", "va c12", "ouvre la porte c11", "où"])
    finally:
        set_language("en")
    assert "Klaus Kreutz ouvre la porte C11-C12." in said
    assert "Klaus Kreutz en C12, " in said


def test_a_heros_card_in_french_names_abilities_as_the_new_game_does(tmp_path: Path) -> None:
    """`carte`: each ability as the card of the new game heads it, with the
    French colon (R-GLORY-1: what an ability costs)."""
    set_language("fr")
    try:
        session = new_session(tmp_path, STARTER, seed=3)
        _game, said, _status = run_lines(session, ["1", "carte"])
    finally:
        set_language("en")
    assert "\nVétéran de la guerre (toujours active) : Vous pouvez relancer" in said
    assert "\nTir de couverture, 2 points de gloire : Dépensez 2 PG" in said


def test_no_control_character_reaches_the_terminal() -> None:
    """A mission file or a player's name may hold escape codes: the line
    mode drops every control character (a tab becomes a space)."""
    import io

    from wolfenstein_tui.plain.io import Out, clean

    assert clean("Ann\x1b[31m\tthe\x07 red\r") == "Ann[31m the red"
    out = Out(io.StringIO())
    out.say("Hello \x1b]0;title\x07Bob")
    out.prompt("Bob\x1b[2J", [{"line": "1. Activate \x1b[1mKlaus"}])
    assert out.stream.getvalue() == "Hello ]0;titleBob\n1. Activate [1mKlaus\nBob[2J > "


def test_the_echo_of_piped_commands_holds_no_control_character(tmp_path: Path) -> None:
    """Commands piped in are echoed after the prompt, for a transcript that
    reads like a session; a file of commands holding escape codes (a
    window title set, the screen cleared) has them dropped there too."""
    session = new_session(tmp_path)
    _game, said, status = run_lines(session, ["1", "\x1b]0;owned\x07look a1", "va \x1b[2J"])
    assert status == 0
    assert "\x1b" not in said and "\x07" not in said
    assert "> ]0;ownedlook a1\n" in said and "> va [2J\n" in said


def test_physical_dice_are_typed_as_letters(tmp_path: Path) -> None:
    """R-DICE-4: with manual dice the prompt asks for the faces; a wrong
    entry is said and asked again; the faces typed decide the attack."""
    session = new_session(tmp_path, dice="manual")
    _game, said, _status = run_lines(session, ["1", "move e2", "1", "hx", "hhh"])
    asked = "Klaus Kreutz's attack: roll 3 dice and enter the faces. Type 3 faces: "
    assert said.count(asked) == 2
    assert "hx\nEnter exactly 3 letters among h, s, r, b.\n" in said
    assert "dice: heart, heart, heart (Klaus Kreutz's attack)" in said
    assert session.state.outcome is not None and session.state.outcome.value == "won"


@pytest.mark.parametrize("count", ["abc", "-1", "\u00b2", "9" * 5000])
def test_log_with_no_number_of_lines_says_so(tmp_path: Path, count: str) -> None:
    """`log` takes a number of lines: anything else is one sentence. "²"
    (a digit `int` refuses) and a 5,000-digit number (more than `int`
    reads) stopped the game."""
    session = new_session(tmp_path)
    _game, said, status = run_lines(session, ["1", f"log {count}", "log 1"])
    assert status == 0
    assert f"{count} is not a number of lines: log 5 says the last 5 again." in said
