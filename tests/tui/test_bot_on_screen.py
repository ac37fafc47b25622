"""A bot is a friend on screen (R-BOT-1): drawn on the heroes' side (its
hero's initial and +, in the heroes' colour), named "Bot ..." in every
language, its card shown while it acts, its losses told as the heroes' are;
and no raw id ("soldier-2") anywhere a player reads: the status bar, the
log, the nazi phase's recap, `replay --text`.

The bot mission (tests/tui/missions/bot.yaml): the first hero into the
storeroom frees a prisoner who fights beside him, as m07's volunteer does.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.tui.screen_text import screen_lines
from tests.tui.test_app import session_for
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base import i18n
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.state.commands import EndActivation, Move, StartActivation
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.presenters.dashboards import status_line
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.log_view import LogScreen
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen, recap_text
from wolfenstein_tui.tui.widgets.hero_card import HeroCard

BOT_MISSION = Path(__file__).parent / "missions" / "bot.yaml"
RAW_ID = re.compile(r"\b[a-z]+-[0-9]+\b")
PATH = re.compile(r"\S*/\S*")
"""A file's path (where the game is saved) is no id."""


def bot_turn(save_dir: Path) -> Session:
    """Klaus walks into the storeroom (a Soldier bot joins him, R-BOT-1)
    and ends his activation: the bot's turn."""
    session = session_for(BOT_MISSION, save_dir)
    session.play(StartActivation("klaus"))
    session.play(Move("klaus", parse_square("D2")))
    session.play(EndActivation("klaus"))
    bot = session.state.enemies["soldier-2"]
    assert bot.bot_of == "klaus" and session.state.active_hero == "soldier-2"
    return session


@pytest.mark.parametrize("lang", ["en", "fr", "it", "es", "pl"])
def test_r_bot_1_the_status_bar_names_the_bot_as_a_bot(tmp_path: Path, lang: str) -> None:
    session = bot_turn(tmp_path)
    i18n.set_language(lang)
    try:
        line = status_line(session.rules, session.state).plain
        bot = i18n._("Bot {name}").format(name="")
        assert bot.strip() in line, line
        assert not RAW_ID.search(line), line
    finally:
        i18n.set_language("en")


def test_r_bot_1_every_language_says_bot() -> None:
    for lang in ("en", "fr", "it", "es", "pl"):
        i18n.set_language(lang)
        try:
            assert "bot" in i18n._("Bot {name}").lower()
        finally:
            i18n.set_language("en")


@pytest.mark.asyncio
async def test_r_bot_1_the_bot_is_a_friend_on_screen(tmp_path: Path, capsys) -> None:
    """R-BOT-1, R-DEATH-5: during the bot's turn its own card is shown and
    it is drawn K+ in the heroes' colour; through the nazi phase (the
    sentry shoots whom it sees) the recap names it as a bot among the
    heroes; the log and `replay --text` hold no raw id."""
    session = bot_turn(tmp_path)
    app = make_app(session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        card = screen.query_one("#hero-card", HeroCard)
        said = card.render().plain if hasattr(card.render(), "plain") else str(card.render())
        assert "Bot Soldier 2" in said and "Fights for Klaus Kreutz" in said
        status = screen_lines(app)[0]
        assert "Active: Bot Soldier 2" in status and not RAW_ID.search(status)
        map_text = "\n".join(screen_lines(app))
        assert "K+" in map_text and "s2+" not in map_text
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("enter")  # the bot's AP left are lost
        await pilot.pause()
        for _ in range(3):  # the other heroes arrive and end at once
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("end", "enter")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
        phase = app.screen
        assert isinstance(phase, NaziPhaseScreen)
        assert phase.playback.name("soldier-2") == "Bot Soldier 2"
        phase.playback.finish()
        recap = recap_text(phase.playback.recap()).plain
        assert "Bot Soldier 2" in recap and not RAW_ID.search(recap), recap
        heroes_part = recap.split("\n" + "The heroes")[1]
        assert "Bot Soldier 2" in heroes_part
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("g")  # the full log
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        log = PATH.sub("", "\n".join(entry.text for entry in app.screen.log_view.entries))
        assert "The bot Soldier 2" in log
        assert not RAW_ID.search(log), RAW_ID.findall(log)
        status = screen_lines(app)[0]
        assert not RAW_ID.search(status)
    session.close()
    assert main(["replay", "--text", str(session.path)]) == 0
    out = capsys.readouterr().out
    assert not RAW_ID.search(out.split("\n", 3)[-1]), RAW_ID.findall(out)
