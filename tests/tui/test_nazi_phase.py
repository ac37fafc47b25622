"""The nazi phase shown on the map (R-AI-3 to R-AI-11 as the player sees
them): the acting figure marked and in view, its path drawn square by
square, an attack on its target with the dice faces, the losses on the
heroes' lines, a recap that matches the state, a speed kept for the sitting,
and skip."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import Static

from tests.engine.games import ROOT
from tests.tui.test_app import session_for
from tests.tui.test_snapshots import session as snapshot_session
from wolfenstein_tui.engine.geometry.paths import footprint
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.playback.nazi_playback import ARROWS
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen, chosen_speed
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.words.actions.labels import ENEMY_MARKS

SHORT = ROOT / "tests" / "tui" / "missions" / "short.yaml"
M01 = ROOT / "missions" / "m01-radio-silence.yaml"
SIZES = [(80, 24), (100, 30), (120, 40), (160, 50), (200, 60)]


async def to_the_nazi_phase(pilot) -> NaziPhaseScreen:
    """Each hero arrives and ends its activation at once (confirming the
    lost AP): the nazi phase follows."""
    for _ in range(4):
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("end", "enter")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
    assert isinstance(pilot.app.screen, NaziPhaseScreen)
    return pilot.app.screen


def view(screen: NaziPhaseScreen) -> BoardView:
    return screen.query_one("#phase-map", BoardView)


def phase_text(screen: NaziPhaseScreen) -> str:
    """The whole text of the phase's panel (what the step tells)."""
    from wolfenstein_tui.tui.widgets.detail_panel import DetailPanel

    told = screen.query_one("#phase-text", DetailPanel).content
    return told.plain if told is not None else ""


def board_text(screen: NaziPhaseScreen) -> str:
    """The part of the map on screen (its labels included)."""
    return view(screen).text.plain


def in_view(screen: NaziPhaseScreen, squares) -> bool:
    """Every square lies inside the map's window."""
    return all(view(screen).window.contains(square) for square in squares)


def drawn_at(screen: NaziPhaseScreen, square) -> tuple[str, str]:
    """The characters around a square's middle as drawn (its two or three
    characters, whichever way a compact mark spills) and the style there."""
    window = view(screen).window
    offset = window.offset_of(square)
    assert offset is not None, f"{square} is out of view"
    x, y = offset
    line = view(screen).text.split("\n")[y]
    style = str(line.get_style_at_offset(Console(), x))
    return line.plain[max(0, x - 1) : x + 2], style


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_acting_figure_is_marked_in_view_and_its_path_drawn(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """R-AI-6: the figure that acts is marked (reverse video; * on the full
    map) and the view follows it; each square it walks shows an arrow to the
    next. At 80×24 the map is the compact drawing with its labels, as on the
    game screen."""
    app = make_app(session=session_for(M01, tmp_path))
    app.nazi_phase_speed = "step"
    async with app.run_test(size=size) as pilot:
        screen = await to_the_nazi_phase(pilot)
        playback = screen.playback
        assert playback.activations, "some nazis woke"
        assert "Who wakes:" in phase_text(screen)
        await pilot.press("right")  # the first figure: marked, not yet moved
        await pilot.pause()
        beat = playback.beat
        assert beat is not None and beat.figure is not None
        enemy = playback.board.enemies[beat.figure]
        compact = view(screen).compact
        assert compact == (size[0] < 120)  # the full map fits beside the text from 120×40
        letter = ENEMY_MARKS[enemy.type]
        mark = f"{letter}{beat.figure.rsplit('-', 1)[1]}" + ("" if compact else "*")

        def marked() -> bool:
            chars, style = drawn_at(screen, enemy.square)
            return mark[-1] in chars and letter in board_text(screen) and "reverse" in style

        assert marked()
        assert in_view(screen, [enemy.square])
        text = board_text(screen)
        assert text.split("\n")[0].split()[0] in "ABCDEFGHIJKLMNOPQRST"  # column labels
        first_row = 1 + view(screen).window.geometry.lead
        assert text.split("\n")[first_row][:3].strip().isdigit()  # row numbers
        start = enemy.square
        steps = 0
        while playback.beats[playback.index + 1].step is not None and steps < 2:
            await pilot.press("right")
            await pilot.pause()
            steps += 1
        assert steps == 2, "the first figure walks at least two squares"
        assert playback.trail[0] == start and len(playback.trail) == 3
        assert enemy.square == playback.trail[-1]
        drawn = board_text(screen)
        assert sum(drawn.count(arrow) for arrow in ARROWS.values()) == 2
        assert marked()
        assert in_view(screen, [*playback.trail])
        # The last hero to act is not left in reverse video: nobody is active.
        assert (
            "*" not in "".join(c for c in drawn if c != "*") and playback.board.active_hero is None
        )


@pytest.mark.asyncio
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_an_attack_shows_its_target_dice_and_the_losses(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """R-AI-9: the attack's target is marked (×), the dice faces are shown,
    the hero's line says what it lost so far."""
    app = make_app(session=session_for(SHORT, tmp_path))
    app.nazi_phase_speed = "step"
    async with app.run_test(size=size) as pilot:
        screen = await to_the_nazi_phase(pilot)
        playback = screen.playback
        while playback.beat is not None and playback.beat.target is None:
            await pilot.press("right")
            await pilot.pause()
        beat = playback.beat
        assert beat is not None and beat.target == "max" and beat.faces
        assert ("M×" if view(screen).compact else "Mx×") in board_text(screen)
        caption = phase_text(screen)
        assert "attacks Max Hass" in caption
        assert all(face in caption for face in beat.faces)
        heroes = screen.query_one("#phase-heroes", Static).content.plain
        line = next(line for line in heroes.splitlines() if line.startswith("Mx "))
        assert "attacked by Soldier 1" in line
        loss = playback.losses.get("max")
        if loss:
            assert loss.words() in line
        assert in_view(screen, playback.acting_squares() | playback.target_squares())


@pytest.mark.asyncio
async def test_the_recap_lists_the_losses_the_state_shows(tmp_path: Path) -> None:
    """The recap's losses are the heroes' HP and armor before the phase less
    after it; danger and alarms as the state has them."""
    session = session_for(SHORT, tmp_path)
    app = make_app(session=session)
    app.nazi_phase_speed = "step"
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_the_nazi_phase(pilot)
        before = screen.playback.start
        await pilot.press("s")
        await pilot.pause()
        assert screen.recap is not None
        after = session.state
        recap = screen.recap
        for hero in before.heroes.values():
            name = app.session.rules.hero_card(hero.id).name
            lost_hp = hero.hp - after.heroes[hero.id].hp
            lost_armor = hero.armor - after.heroes[hero.id].armor
            loss = recap.losses.get(name)
            if lost_hp or lost_armor:
                assert loss is not None and (loss.hp, loss.armor) == (lost_hp, lost_armor)
            else:
                assert loss is None and name in recap.unhurt
        assert recap.losses, "the soldier's attack cost something"
        assert recap.danger == (before.danger, after.danger)
        assert recap.alarms == after.alarms - before.alarms
        assert recap.woke == ["Soldier 1"] and recap.attacks[0][:2] == ("Soldier 1", "Max Hass")
        text = screen.query_one("#phase-recap-text", Static).content.plain
        for name, loss in recap.losses.items():
            assert f"{name}:  {loss.words()}" in text
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert session.state.round == 2


@pytest.mark.asyncio
async def test_speed_plays_on_its_own_and_is_kept_for_the_sitting(tmp_path: Path) -> None:
    """f cycles step → slow → normal → fast; playing at "fast" reaches the
    recap by itself; the choice is the app's, for the next phases."""
    app = make_app(session=session_for(SHORT, tmp_path))
    app.nazi_phase_speed = "step"
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_the_nazi_phase(pilot)
        assert not screen.playing and screen.playback.index == 0
        for expected in ("slow", "normal", "fast"):
            await pilot.press("f")
            await pilot.pause()
            assert chosen_speed(app) == expected and screen.playing
        assert "p ▶  f fast" in screen.query_one("#phase-status", Static).content.plain
        for _ in range(40):
            if screen.recap is not None:
                break
            await pilot.pause(0.1)
        assert screen.recap is not None, "fast play reached the end"
        assert screen.playback.done
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert chosen_speed(app) == "fast"


@pytest.mark.asyncio
async def test_pause_and_next_figure(tmp_path: Path) -> None:
    """p pauses the play; Enter jumps to the next figure's first beat."""
    app = make_app(session=session_for(M01, tmp_path))
    app.nazi_phase_speed = "step"
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_the_nazi_phase(pilot)
        playback = screen.playback
        assert len(playback.activations) >= 2
        await pilot.press("enter")
        await pilot.pause()
        assert playback.beat is not None and playback.beat.turn == 0
        await pilot.press("enter")
        await pilot.pause()
        assert playback.beat is not None and playback.beat.turn == 1
        assert playback.index == playback.activations[1].first
        await pilot.press("p")
        await pilot.pause()
        assert screen.playing and chosen_speed(app) == "normal"
        await pilot.press("p")
        await pilot.pause()
        assert not screen.playing
        shown = playback.index
        await pilot.pause(0.6)
        assert playback.index == shown


def test_the_phase_events_of_a_whole_phase_are_all_shown(tmp_path: Path) -> None:
    """Every move and attack of the phase has its beats: one per square
    walked, one per attack."""
    from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
    from wolfenstein_tui.tui.playback.nazi_playback import Playback

    session = session_for(M01, tmp_path)
    rules = session.rules
    for _ in range(12):
        state = session.state
        options = rules.legal_actions(state)
        command = next((o for o in options if isinstance(o, StartActivation)), None) or next(
            o for o in options if isinstance(o, EndActivation)
        )
        events = session.play(command)
        if any(e.kind is EventKind.NAZI_TURN for e in events):
            break
    playback = Playback(rules, state, events)
    walked = sum(len(e.data["path"]) for e in events if e.kind is EventKind.NAZI_MOVE)
    attacks = sum(e.kind is EventKind.NAZI_ATTACK for e in events)
    assert sum(b.step is not None for b in playback.beats) == walked > 0
    assert sum(b.target is not None for b in playback.beats) == attacks
    playback.finish()
    for enemy in session.state.enemies.values():
        assert playback.board.enemies[enemy.id].square == enemy.square


async def _to_the_attack(pilot) -> None:
    await to_the_nazi_phase(pilot)
    await pilot.press("right", "right")
    await pilot.pause()


async def _mid_move(pilot) -> None:
    await to_the_nazi_phase(pilot)
    await pilot.press("right", "right", "right")
    await pilot.pause()


def test_snapshot_nazi_phase_attack_80x24(
    snap_compare, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The soldier's attack on Max Hass: × on the target, the dice, the loss."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    app = make_app(snapshot_session(SHORT))
    app.nazi_phase_speed = "step"
    assert snap_compare(app, run_before=_to_the_attack, terminal_size=(80, 24))


def test_snapshot_nazi_phase_mid_move_no_color(
    snap_compare, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """NO_COLOR, mid-move: the * mark, the arrow behind it, the loss in
    reverse video still read without colour."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(snapshot_session(SHORT))
    app.nazi_phase_speed = "step"
    assert snap_compare(app, run_before=_mid_move, terminal_size=(80, 24))


def test_a_phase_resumed_after_the_ai_controllers_answer_is_shown_too() -> None:
    """R-AI-2 with ties asked: the phase stops for the AI controller and goes
    on after the answer; the rest of the phase is played back from there,
    and the figures end where the engine put them."""
    from tests.tui.test_log_entries import rules_for
    from wolfenstein_tui.engine.players.simulate import make_player
    from wolfenstein_tui.engine.rules.referee import Setup
    from wolfenstein_tui.engine.state.commands import Choose
    from wolfenstein_tui.engine.state.state import Phase
    from wolfenstein_tui.tui.playback.nazi_playback import Playback

    rules = rules_for(M01)
    seats = (("klaus", "blazkowicz", "anya", "max"),)
    found = 0
    for seed in range(1, 6):
        state, _ = rules.new_game(Setup(seats=seats, seed=seed, ai_ties_ask=True))
        player = make_player("smart", rules, seed)
        for _ in range(400):
            if state.outcome is not None:
                break
            command = player.choose(state, rules.legal_actions(state))
            before = state
            state, events = rules.apply(state, command)
            if not (isinstance(command, Choose) and before.phase is Phase.NAZIS):
                continue
            if not any(e.kind is EventKind.NAZI_TURN for e in events):
                continue
            found += 1
            playback = Playback(rules, before, events)
            assert playback.beats[0].caption.startswith("The nazi phase goes on")
            assert playback.activations
            playback.finish()
            if state.phase is Phase.HEROES:
                for enemy in state.enemies.values():
                    if enemy.id in playback.board.enemies:
                        assert playback.board.enemies[enemy.id].square == enemy.square
            assert playback.recap().resumed
        if found >= 2:
            break
    assert found, "no phase went on after an answer in these games"


def test_a_death_that_ends_the_heroes_phase_is_on_the_board_not_in_the_losses() -> None:
    """R-DEATH-2: the last hero to act was bleeding and dies as its
    activation starts, which ends the heroes' phase: the nazi phase's
    playback starts from the board after that death (it once stopped the
    game) and counts only the phase's own losses."""
    from tests.engine.games import STARTER, new_game, put_hero, rules_for
    from wolfenstein_tui.engine.state.commands import StartActivation
    from wolfenstein_tui.tui.playback.nazi_playback import Playback, phase_events

    rules = rules_for(STARTER)
    state = put_hero(new_game(rules, seed=4, skip_nazi_phase=False), "max", "B13")
    for hero in ("klaus", "blazkowicz", "anya"):
        state = put_hero(state, hero, {"klaus": "A12", "blazkowicz": "A13", "anya": "B12"}[hero])
    state.activated = ["klaus", "blazkowicz", "anya"]
    max_ = state.heroes["max"]
    max_.hp, max_.bleeding = 0, True
    before = state
    _after, events = rules.apply(before, StartActivation("max"))
    lead_in, phase = phase_events(before, events)
    assert any(e.kind is EventKind.HERO_DIED for e in lead_in) and phase
    playback = Playback(rules, before, events)
    assert playback.start.heroes["max"].dead
    assert "max" not in playback.losses
    playback.finish()
    assert "max" not in playback.recap().losses


def test_a_nazi_walking_through_another_s_square_is_drawn_over_it() -> None:
    """R-MOVE: a nazi may walk through a square another nazi stands on.
    At every step of every phase of these games, the square stepped on
    shows the figure stepping, the one the caption names and the acting
    mark points at, not the one standing there."""
    from tests.tui.test_log_entries import rules_for
    from wolfenstein_tui.engine.players.simulate import make_player
    from wolfenstein_tui.engine.rules.referee import Setup
    from wolfenstein_tui.tui.map.board_text import _cells
    from wolfenstein_tui.tui.playback.nazi_playback import Playback

    rules = rules_for(M01)
    seats = (("klaus", "blazkowicz", "anya", "max"),)
    shared = 0
    for seed in range(1, 9):
        state, _ = rules.new_game(Setup(seats=seats, seed=seed))
        player = make_player("smart", rules, seed)
        for _ in range(300):
            if state.outcome is not None:
                break
            before = state
            state, events = rules.apply(state, player.choose(state, rules.legal_actions(state)))
            if not any(e.kind is EventKind.NAZI_TURN for e in events):
                continue
            playback = Playback(rules, before, events)
            while (beat := playback.advance()) is not None:
                if beat.step is None or beat.figure not in playback.board.enemies:
                    continue
                walker = playback.board.enemies[beat.figure]
                others = [
                    e
                    for e in playback.board.enemies.values()
                    if e.id != walker.id and beat.step in footprint(e.square, e.large)
                ]
                shared += bool(others)
                mark = _cells(rules, playback.board)[beat.step][0]
                number = walker.id.rsplit("-", 1)[-1]
                assert mark.startswith(ENEMY_MARKS.get(walker.type, walker.type[0]) + number), (
                    f"seed {seed}: {beat.caption} shows {mark!r}"
                )
    assert shared, "no nazi walked through another's square in these games"


@pytest.mark.asyncio
async def test_the_phase_s_status_and_recap_use_the_language_s_colon(tmp_path: Path) -> None:
    """French sets a space before a colon: "Phase nazie 1/2 : Soldat 2", and
    in the recap "Anya Oliwa : −1 PV", as in every translated sentence."""
    from wolfenstein_tui.base.i18n import set_language
    from wolfenstein_tui.tui.screens.nazi_phase import recap_text

    set_language("fr")
    app = make_app(session=session_for(M01, tmp_path))
    app.nazi_phase_speed = "step"
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_the_nazi_phase(pilot)
        await pilot.press("right")
        await pilot.pause()
        status = screen.query_one("#phase-status", Static).content
        assert f"Phase nazie 1/{len(screen.playback.activations)} : " in str(status)
        screen.playback.finish()
        recap = recap_text(screen.playback.recap()).plain
        assert ": " not in recap.replace(" : ", "")
