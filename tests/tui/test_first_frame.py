"""What the game screen does before its first frame, and what it leaves for
after: the body's sizes planned before its first layout; the map painted
once, for the zoom its size gives; the game's
stylesheet read with the app's, not again when the screen opens; the log
told once the first frame is painted, in the same order as if told at once.
(The time itself is measured by benchmarks/bench_app.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text
from textual._compositor import Compositor
from textual.css.stylesheet import Stylesheet
from textual.geometry import Size

from tests.tui.test_app import session_for
from tests.tui.test_nazi_phase import M01, SHORT
from wolfenstein_tui.tui.app import WolfensteinApp, make_app
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.widgets.message_log import MessageLog


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (200, 60)], ids=["80x24", "200x60"])
async def test_the_map_is_painted_only_for_the_zoom_its_size_gives(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before the map is laid out its zoom is unknown: it is painted once
    its size is known, never first in the full drawing and again compact."""
    painted: list[bool] = []
    paint = GameScreen.paint_map

    def recording(screen: GameScreen, compact: bool, *drawn_for: object) -> Text:
        painted.append(compact)
        return paint(screen, compact, *drawn_for)

    monkeypatch.setattr(GameScreen, "paint_map", recording)
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        view = app.screen.board_view
        assert painted and set(painted) == {view.compact}
        assert view.compact is (size == (80, 24))  # m01 fits whole at 200×60
        assert view.drawing.plain.strip()  # painted, not left empty


@pytest.mark.asyncio
async def test_the_game_stylesheet_is_not_parsed_again_when_the_game_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app reads the game screen's stylesheet with its own, so opening
    the game screen does not make Textual parse every stylesheet again."""
    assert WolfensteinApp.CSS_PATH == GameScreen.CSS_PATH
    reparsed: list[Stylesheet] = []
    reparse = Stylesheet.reparse

    def counting(stylesheet: Stylesheet) -> None:
        reparsed.append(stylesheet)
        reparse(stylesheet)

    monkeypatch.setattr(Stylesheet, "reparse", counting)
    app = make_app(session=session_for(SHORT, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert reparsed == []
        # The game's rules are applied all the same (game.tcss: the side
        # column has 40 cells at this size, the status bar its padding).
        assert app.screen.query_one("#status").styles.padding.left == 1


@pytest.mark.asyncio
async def test_the_log_is_told_by_itself_after_the_first_frame(tmp_path: Path) -> None:
    """Nothing asks for the log: it is told all the same, once the first
    frame is painted, the set-up first and the save's note last."""
    app = make_app(session=session_for(SHORT, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one("#log", MessageLog)
        assert panel.waiting is None
        told = [entry.text for entry in panel.entries]  # not `visible()`: it would tell it
        assert told[0].startswith("Mission Short Patrol")
        assert told[-1].startswith("Game saved as you play in")
        assert len(panel.lines) >= len(told)  # drawn, each entry a line or more


@pytest.mark.asyncio
async def test_lines_added_before_the_log_is_told_come_after_the_game_so_far(
    tmp_path: Path,
) -> None:
    """A line or events added while the telling waits (a key typed ahead,
    a game-over note) make the log told first: the order is the game's."""
    session = session_for(SHORT, tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one("#log", MessageLog)
        at_once = [entry.text for entry in panel.entries]
        panel.rebuild_later(session.rules, session.backlog, ["a note of the app"])
        assert panel.waiting is not None
        panel.write_line("written meanwhile")
        panel.add_events(list(session.backlog[0] or []))
        assert panel.waiting is None
        told = [entry.text for entry in panel.entries]
        history = at_once[:-1]  # the game so far, without the save's note
        assert told[: len(history)] == history
        assert told[len(history) : len(history) + 2] == ["a note of the app", "written meanwhile"]
        assert told[len(history) + 2].startswith("Mission Short Patrol")  # the events, last


@pytest.mark.asyncio
async def test_the_game_screen_is_rendered_after_the_start_up_batch_and_then_the_log_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A render made while the app holds its start-up batch of updates is
    never drawn: the game screen makes none, and is rendered once the batch
    is over; the log is told after that first frame, not before it
    (tui/screens/start_up.py)."""
    happened: list[tuple[str, bool]] = []  # what, and whether in the batch
    render = Compositor.render_update
    rebuild = MessageLog.rebuild

    def rendering(compositor: Compositor, *args: object, **kwargs: object) -> object:
        screen = app.screen
        if isinstance(screen, GameScreen) and compositor is screen._compositor:
            happened.append(("render", bool(app._batch_count)))
        return render(compositor, *args, **kwargs)  # type: ignore[arg-type]

    def telling(log: MessageLog, *args: object) -> None:
        happened.append(("log told", bool(app._batch_count)))
        rebuild(log, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(Compositor, "render_update", rendering)
    monkeypatch.setattr(MessageLog, "rebuild", telling)
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert happened[0] == ("render", False)
        assert ("log told", False) in happened
        assert not any(in_batch for _, in_batch in happened)
        assert "Activate Klaus Kreutz" in str(app.screen.action_list.get_option_at_index(0).prompt)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    "size", [(80, 24), (60, 20), (120, 40), (200, 60)], ids=["80x24", "60x20", "120x40", "200x60"]
)
async def test_the_body_is_planned_before_its_first_layout(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The screen plans the map's and the columns' sizes for the body it
    expects (the screen less the status's lines and the footer) as it is
    mounted: the first layout is the one the player sees, not a second one
    after the body is measured. At 60 columns the status takes more lines."""
    expected: list[Size] = []
    expect = GameScreen.expected_body

    def recording(screen: GameScreen) -> Size:
        expected.append(expect(screen))
        return expected[-1]

    monkeypatch.setattr(GameScreen, "expected_body", recording)
    app = make_app(session=session_for(M01, tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        body = screen.query_one("#body").size
        assert expected == [body]
        assert screen.planned_for == body
        status = screen.query_one("#status").size.height
        assert status == (3 if size == (60, 20) else 2)
