"""The play screen at every size: the active hero's whole card in view, the
compact map, labels that stay, a view that follows the hero and the
enemies it sees, the map cursor, and the command palette. Checked on the
text the app really draws, at 80×24, 100×30 and 160×50."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import ARENA, ROOT, rules_for
from tests.tui.settle import resized, until
from tests.tui.test_app import step
from tests.tui.test_whole_games import SHORT, answer_dialogs
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Move,
    OpenDoor,
    StartActivation,
    TakeFatigue,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.keys.game_commands import COMMANDS
from wolfenstein_tui.tui.screens.dialogs import MessageDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.help import HelpScreen
from wolfenstein_tui.tui.screens.replay import ReplayScreen
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.words.board.squares_said import seen_from

M01 = ROOT / "missions" / "m01-radio-silence.yaml"
WORKED = ROOT / "docs" / "examples" / "worked-example.yaml"
SIZES = [(80, 24), (100, 30), (160, 50)]


def game(path: Path, save_dir: Path, **options: object) -> Session:
    loaded = rules_for(path).loaded  # loaded and checked once in the process
    header = new_header(loaded, (("klaus", "blazkowicz", "anya", "max"),), seed=1, **options)
    session, _ = Session.start(loaded, header, save_dir)
    return session


def screen_text(app) -> str:
    """The characters on the terminal, line by line."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def region_text(app, selector: str) -> str:
    """The characters drawn where a widget is, line by line."""
    region = app.screen.query_one(selector).region
    lines = screen_text(app).split("\n")[region.y : region.y + region.height]
    return "\n".join(line[region.x : region.x + region.width] for line in lines)


def view(app) -> BoardView:
    return app.screen.query_one("#map", BoardView)


def enemies_in_sight(session: Session, square: tuple[int, int]) -> list[tuple[int, int]]:
    seen = seen_from(session.rules, session.state, square)
    return [
        sq
        for enemy in session.state.enemies.values()
        for sq in footprint(enemy.square, enemy.large)
        if sq in seen
    ]


# --- 1. the layout -------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_active_heros_whole_card_is_on_screen(tmp_path: Path, size) -> None:
    """B.J. (not the first hero) acts: his HP, armor, AP, ammo by type, each
    weapon with range, dice, AP and ammo, his cards by name, his states,
    glory and abilities are drawn; the others take one line each; round,
    danger, alarms and objectives are in view."""
    session = game(M01, tmp_path)
    session.play(StartActivation("blazkowicz"))
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        text = screen_text(app)
        rules, bj = session.rules, session.state.heroes["blazkowicz"]
        assert "▶ B.J. Blazkowicz [BJ]" in text
        assert f"HP {bj.hp}/{bj.max_hp}  Armor {bj.armor}/{bj.max_armor}  AP {bj.ap}/" in text
        assert "Ammo: " + "  ".join(f"{k} {n}" for k, n in bj.ammo.items()) in text
        for weapon in bj.weapons:
            card = rules.weapon_cards[weapon.card]
            assert f"{card.name} r{card.range} {card.dice}d {card.ap_cost}AP" in text
        flat = "".join(region_text(app, "#hero-card").split())  # wrapped lines joined
        for item in bj.carried:
            assert "".join(rules.item_cards[item].name.split()) in flat
        assert "No fatigue, bleeding or stun" in text and f"Glory {bj.glory}" in text
        for ability in rules.hero_card("blazkowicz").abilities:
            assert "".join(ability.name.split()) in flat
        for hero in ("klaus", "anya", "max"):
            first = rules.hero_card(hero).name.split()[0]
            line = next(line for line in text.split("\n") if f" {first} HP " in line)  # solo
            assert " AP " in line and "L" in line
        assert "Round 1/" in text and "Danger 0/" in text and "Alarms 0" in text
        assert "Kill the officer" in text


@pytest.mark.asyncio
async def test_while_choosing_the_card_is_the_highlighted_heros(tmp_path: Path) -> None:
    app = make_app(session=game(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Klaus Kreutz [Kl]" in screen_text(app)  # the seat's first hero
        await step(pilot, "down", "down")  # Activate Anya Oliwa
        assert "Anya Oliwa [An]" in screen_text(app)
        assert app.screen.card_hero == "anya"


@pytest.mark.asyncio
async def test_look_mode_on_a_hero_shows_its_whole_card(tmp_path: Path) -> None:
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    app = make_app(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await step(pilot, "x")  # the cursor starts on Klaus
        detail = str(app.screen.query_one("#detail").content)
        assert "Ammo: light" in detail and "Pistol 1960" in detail and "Abilities" in detail


# --- 2. the map: zoom, labels, following ----------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_map_zoom_fits_the_terminal(tmp_path: Path, size) -> None:
    """Compact when the full map does not fit; at 80×24 at least 16×10
    squares of mission 1; + and - switch."""
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        board = view(app)
        assert board.compact is (size[0] < 150)
        window = board.window
        if size == (80, 24):
            # Ten lines for rows, the first naming what lies above the cut.
            assert window.columns >= 16 and window.rows + window.top >= 10
        if size == (160, 50):
            assert (window.columns, window.rows) == (20, 13)  # the whole of mission 1
        drawn = board.text.plain.split("\n")
        assert len(drawn) <= board.size.height
        assert max(len(line) for line in drawn) <= board.size.width
        await step(pilot, "plus")
        assert not board.compact
        await step(pilot, "minus")
        assert board.compact


@pytest.mark.asyncio
async def test_labels_stay_when_the_map_scrolls(tmp_path: Path) -> None:
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "plus")  # the full map: it scrolls both ways at 80×24
        board = view(app)
        await step(pilot, "x", *["right"] * 19)  # the cursor to the far right: it scrolls
        x0, y0 = board.window.origin
        assert x0 > 0
        lines = board.text.plain.split("\n")
        # Under the line naming what lies above (the map is cut there).
        top, bottom = board.edges.margins.top, board.edges.margins.bottom
        letters = lines[top].split()
        assert letters[0] == chr(ord("A") + x0)  # the first column in view, at the top
        squares = lines[top + 1 : len(lines) - bottom]
        rows = [line[:3].strip() for line in squares if line[:3].strip()]
        assert rows[0] == str(y0 + 1)  # the first row in view, on the left
        assert "T" in letters  # the cursor's column is in view, and labelled


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_view_keeps_the_hero_and_the_enemies_it_sees(tmp_path: Path, size) -> None:
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (6, 11)))  # G12: looking up the corridor
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        window = view(app).window
        hero = session.state.heroes["klaus"].square
        assert window.contains(hero)
        seen = enemies_in_sight(session, hero)
        for square in seen:
            assert window.contains(square), square


@pytest.mark.asyncio
async def test_the_view_centres_again_after_look_mode_and_on_resize(tmp_path: Path) -> None:
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        board = view(app)
        hero = session.state.heroes["klaus"].square
        await step(pilot, "x", *["up"] * 12, *["right"] * 19)  # the cursor to T1
        assert not board.window.contains(hero)
        await step(pilot, "escape")
        assert board.window.contains(hero)
        await step(pilot, "x", *["up"] * 12, *["right"] * 19)  # away again
        assert not board.window.contains(hero)
        await resized(pilot, 100, 30)
        assert await until(pilot, lambda: board.window.contains(hero))


# --- 3. the map cursor ---------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_cursor_enter_moves_showing_the_path_first(tmp_path: Path, size) -> None:
    """R-MOVE-1: the cursor shows the path and its AP, then Enter moves."""
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await step(pilot, "x", "l", "l", "l")  # hjkl too: to D12
        screen = app.screen
        assert screen.looking == (3, 11)
        assert "Enter: Move to D12 (3 AP)" in screen_text(app)
        assert (3, 11) in screen.overlay.path
        await step(pilot, "enter")
        assert session.state.heroes["klaus"].square == (3, 11)
        assert session.state.heroes["klaus"].ap == 3


@pytest.mark.asyncio
async def test_cursor_enter_opens_the_door(tmp_path: Path) -> None:
    """R-DOOR: beside a closed door, Enter on the square beyond opens it."""
    session = game(M01, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (2, 11)))  # C12, under the door to C11
    door = next(c for c in session.rules.legal_actions(session.state) if isinstance(c, OpenDoor))
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "x", "up")
        assert "Enter: Open" in screen_text(app)
        await step(pilot, "enter")
        assert door.door not in session.state.closed_doors


def on_the_passage(session: Session) -> None:
    """Klaus on B9, mission 1's secret passage to P2, with AP left."""
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (2, 11)))
    session.play(OpenDoor("klaus", "C11-C12"))
    session.play(Move("klaus", (1, 8)))
    session.play(TakeFatigue("klaus"))


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_cursor_on_either_end_of_a_passage_takes_it(tmp_path: Path, size) -> None:
    """R-MOVE-9: on the hero's passage token and on its twin the cursor shows
    the way through (1 AP, a fatigue token) and marks the far end; Enter
    takes the passage."""
    session = game(M01, tmp_path)
    on_the_passage(session)
    ap = session.state.heroes["klaus"].ap
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        await step(pilot, "x")  # the cursor starts on Klaus, on B9
        assert screen.looking == (1, 8)
        text = screen_text(app)
        assert "Enter: Take the secret passage" in text
        assert "B9 → secret passage → P2" in text
        assert (15, 1) in screen.overlay.path
        await step(pilot, *["right"] * 14, *["up"] * 7)  # P2, the other end
        assert screen.looking == (15, 1)
        assert "Enter: Take the secret passage" in screen_text(app)
        await step(pilot, "enter")
        klaus = session.state.heroes["klaus"]
        assert klaus.square == (15, 1)
        assert klaus.ap == ap - 1


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_tab_puts_the_cursor_on_a_target_and_enter_attacks(tmp_path: Path, size) -> None:
    """R-ATK-1: Tab goes through the enemies an attack can reach (and back
    to the first); the cursor shows the odds; Enter attacks."""
    session = game(WORKED, tmp_path)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (4, 1)))
    attacks = [c for c in session.rules.legal_actions(session.state) if isinstance(c, Attack)]
    targets = list(dict.fromkeys(c.target for c in attacks))
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        seen = []
        for _ in range(len(targets) + 1):
            await step(pilot, "tab")
            seen.append(
                next(t for t in targets if screen.looking == session.state.enemies[t].square)
            )
        assert seen == [*targets, targets[0]]
        assert screen.map_has_keys
        assert "Enter: Attack" in screen_text(app) and "dice" in screen_text(app)
        target = session.state.enemies[seen[-1]]
        hp, armor = target.hp, target.armor
        rolled = len(session.history)
        await step(pilot, "enter")
        await answer_dialogs(pilot, "h")
        assert len(session.history) > rolled
        after = session.state.enemies.get(seen[-1])
        assert (
            after is None
            or (after.hp, after.armor) != (hp, armor)
            or any(e.kind is EventKind.ATTACKED for e in session.history[rolled])
        )


@pytest.mark.asyncio
async def test_a_click_does_what_enter_would(tmp_path: Path) -> None:
    session = game(ARENA, tmp_path, skip_nazi_phase=True)
    app = make_app(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await step(pilot, "enter")  # Klaus arrives on A1
        offset = view(app).offset_of((2, 1))
        await pilot.click("#map", offset=offset)
        await step(pilot)
        assert session.state.heroes["klaus"].square == (2, 1)


@pytest.mark.asyncio
async def test_number_keys_play_actions_while_the_map_has_the_keys(tmp_path: Path) -> None:
    session = game(ARENA, tmp_path, skip_nazi_phase=True)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "x")
        assert app.screen.map_has_keys
        await step(pilot, "1")  # Activate Klaus
        assert session.state.active_hero == "klaus"


@pytest.mark.asyncio
async def test_a_whole_mission_won_with_the_map_cursor_alone(tmp_path: Path) -> None:
    """R-END-2: the short mission (kill the sentry) from activation to the
    victory, every action through the map cursor: Enter on the hero spawn
    activates Klaus, Enter on the event searches it, Enter on D2 moves, Tab
    and Enter attack. Only the rules' own dialogs (the event's choice, the
    dice, the nazi phase) are answered; the action list is never used."""
    session = game(SHORT, tmp_path, dice="manual")
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "x", "enter")  # the cursor starts on the spawn, A1
        assert session.state.active_hero == "klaus"
        await step(pilot, "right", "enter")  # B1: the event
        await answer_dialogs(pilot, "h")
        assert session.state.events_completed + len(session.state.heroes["klaus"].escorts) == 1
        assert isinstance(app.screen, GameScreen)
        app.screen.query_one("#map").focus()  # as a click on the map does
        await step(pilot)
        assert app.screen.map_has_keys
        await step(pilot, "down", "right", "right", "enter")  # D2
        assert session.state.heroes["klaus"].square == (3, 1)
        await step(pilot, "tab", "enter")  # the sentry on F2
        await answer_dialogs(pilot, "h")
        assert isinstance(app.screen, MessageDialog) and "VICTORY" in app.screen.text


# --- 9. the command palette ------------------------------------------------------


def test_every_palette_entry_runs_an_action_of_the_game_screen() -> None:
    for _, action, _ in COMMANDS:
        assert hasattr(GameScreen, "action_" + action.split("(")[0]), action


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("entry", "screen_type"),
    [("Replay this game", ReplayScreen), ("Rules search", HelpScreen), ("Help", HelpScreen)],
)
async def test_palette_entries_open_their_screens(tmp_path: Path, entry, screen_type) -> None:
    session = game(M01, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await step(pilot, "ctrl+p")
        await pilot.press(*entry)
        await step(pilot, "enter")
        await pilot.pause(0.2)
        assert isinstance(app.screen, screen_type)


@pytest.mark.asyncio
async def test_palette_end_activation_and_undo(tmp_path: Path) -> None:
    session = game(ARENA, tmp_path, skip_nazi_phase=True)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", (1, 1)))
    app = make_app(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await step(pilot, "ctrl+p")
        await pilot.press(*"Undo")
        await step(pilot, "enter")
        await pilot.pause(0.2)
        assert session.state.heroes["klaus"].square == (0, 0)
        await step(pilot, "ctrl+p")
        await pilot.press(*"End activation")
        await step(pilot, "enter")
        await pilot.pause(0.2)
        assert isinstance(app.screen, MessageDialog) and "AP left" in app.screen.text
        await step(pilot, "enter")
        await step(pilot)
        assert session.state.active_hero is None


@pytest.mark.asyncio
async def test_before_any_hero_arrives_the_cursor_starts_on_a_spawn(tmp_path: Path) -> None:
    """R-SETUP-7: heroes enter on the hero spawns; the cursor starts on the
    first one (A12 on mission 1, far from A1) and Enter brings Klaus in."""
    session = game(M01, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "x")
        assert app.screen.looking == (0, 11)
        assert view(app).window.contains((0, 11))
        assert "Enter: Activate Klaus Kreutz" in screen_text(app)
        await step(pilot, "enter")
        assert session.state.active_hero == "klaus"
        assert session.state.heroes["klaus"].square == (0, 11)


@pytest.mark.asyncio
async def test_r_round_4_the_first_player_answers_name_the_players(tmp_path: Path) -> None:
    """R-ROUND-4: choosing the next round's first player, the action list
    names the players as the question's dialog does ("Ann", not "Player 1"),
    in any language."""
    from wolfenstein_tui.base.i18n import set_language
    from wolfenstein_tui.engine.state.commands import Choose, EndActivation
    from wolfenstein_tui.engine.state.pending import DecisionKind
    from wolfenstein_tui.tui.widgets.action_list import ActionList

    loaded = rules_for(ARENA).loaded
    seats = (("klaus",), ("blazkowicz",), ("anya",), ("max",))
    header = new_header(
        loaded, seats, seed=1, skip_nazi_phase=True, player_names=("Ann", "Bob", "Cy", "Di")
    )
    session, _ = Session.start(loaded, header, tmp_path)
    for _seat in range(4):
        (start,) = session.rules.legal_actions(session.state)
        session.play(start)
        session.play(EndActivation(start.hero))
    pending = session.state.pending
    assert pending is not None and pending.kind is DecisionKind.FIRST_PLAYER
    set_language("fr")
    app = make_app(session, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        (screen,) = [s for s in app.screen_stack if isinstance(s, GameScreen)]
        actions = screen.query_one(ActionList)
        labels = {
            command.option: label
            for command, label in zip(actions.commands, actions.labels, strict=True)
            if isinstance(command, Choose)
        }
        assert [labels[i] for i in range(4)] == ["Ann", "Bob", "Cy", "Di"]
