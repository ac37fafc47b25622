"""The colour theme the player chooses is kept for the next start, as the
language is; a browser visitor's choice is not the host's."""

from __future__ import annotations

import pytest

from wolfenstein_tui.base.settings_file import read_settings, settings_path, write_settings
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.served import served


@pytest.mark.asyncio
async def test_a_theme_chosen_is_used_at_the_next_start() -> None:
    write_settings(settings_path(), language="en")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = "nord"  # as the palette's Theme command sets it
        await pilot.pause()
    kept = read_settings(settings_path())
    assert (kept.theme, kept.language) == ("nord", "en")
    again = make_app()
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == "nord"


@pytest.mark.asyncio
async def test_a_theme_the_game_lacks_is_said_and_not_used() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('language = "en"\ntheme = "plaid"\n')
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme == "textual-dark"
        said = [str(notice.message) for notice in app._notifications]
        assert f"{path}:2:1: there is no theme 'plaid'; the game uses its own." in said[0]


@pytest.mark.asyncio
async def test_a_served_screen_neither_reads_nor_keeps_the_theme(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("WOLFENSTEIN_SERVED", "host")
    served.cache_clear()
    try:
        write_settings(settings_path(), theme="nord")
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert app.theme == "textual-dark"
            app.theme = "gruvbox"
            await pilot.pause()
        assert read_settings(settings_path()).theme == "nord"
    finally:
        monkeypatch.delenv("WOLFENSTEIN_SERVED")
        served.cache_clear()


@pytest.mark.asyncio
async def test_a_long_or_odd_theme_name_is_said_short_and_escaped() -> None:
    path = settings_path()
    write_settings(path, theme="\x1b]0;owned\x07" + "x" * 5000)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        (said,) = [str(notice.message) for notice in app._notifications]
    assert "\x1b" not in said and "\x07" not in said and len(said) < 400
    assert "characters)" in said


@pytest.mark.asyncio
async def test_the_replay_viewer_uses_the_theme_kept(tmp_path) -> None:
    """`wolfenstein replay LOG` and `watch` open an app of their own: it
    takes the player's theme too."""
    from tests.tui.test_replay_viewer import scripted_game, write
    from wolfenstein_tui.tui.replay_app import make_replay_app

    write_settings(settings_path(), theme="nord")
    record, _states = scripted_game()
    app = make_replay_app(write(tmp_path / "game.jsonl", record))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme == "nord"
