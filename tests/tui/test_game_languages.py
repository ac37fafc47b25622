"""The game screen in the players' languages (issue 15: "A French player
sets up and plays mission 1 entirely in French with the rulebook's words,
and the same holds in Italian, Polish and Spanish").

- Pictures at 80×24 of the game screen and of a nazi-phase step in French,
  Italian, Polish and Spanish ("every screen is checked at 80×24 in each
  language"): nothing cut or overflowing, the rulebook's words (manche,
  PV/PA, Punti Azione, punkty życia...).
- A French player plays mission 1 through keys: activates a hero, moves,
  attacks, ends the activation and watches a nazi phase; no English word of
  the game screen's own is left on it at any step.
- Switching the language changes the game screen's words, including those
  fixed when a module is imported (the keys' descriptions, the command
  palette, the tokens' words), which are looked up when shown.

The game's log panel tells the engine's events through the presenter
(wolfenstein_tui/words), and card and mission texts come from their YAML
translations: the checks here look at the rest of the screen, the parts
this screen words itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.tui.screen_text import screen_lines
from tests.tui.test_app import session_for, step
from tests.tui.test_nazi_phase import to_the_nazi_phase
from tests.tui.test_snapshots import session as snapshot_session
from wolfenstein_tui.base.i18n import set_language
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.geometry.board import chebyshev
from wolfenstein_tui.engine.state.commands import Attack, EndActivation, Move, StartActivation
from wolfenstein_tui.play.session import Session, new_header
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.keys.game_commands import COMMANDS
from wolfenstein_tui.tui.presenters.players import hand_over_words
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, DiceDialog, MessageDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen

ROOT = Path(__file__).resolve().parents[2]
M01 = ROOT / "missions" / "m01-radio-silence.yaml"
SHORT = ROOT / "tests" / "tui" / "missions" / "short.yaml"
LANGUAGES = ("fr", "it", "pl", "es")

ENGLISH_WORDS = re.compile(
    r"\b(Round|Alarms|Active|Armor \d|Precision|Glory|Shared life|Ammo:|Carried|Worn|"
    r"Abilities|States|Activate|Move to|Attack|End activation|AP left|Undo|Help|Log|"
    r"Targets|Quit|Map|cursor|Path|kill|dice|Open door|Search|Reload|"
    r"Nazi phase|Next figure|Step|Speed|Skip|Woke|Moved|Attacked|Unhurt|nobody|"
    r"not arrived|light|heavy|special|not now|Not now|Costs|Odds|rolled|undone|"
    r"HP|What the nazis did|The heroes|back to the game|squares?)(?!\w)"
)
"""Words the game screen and the nazi phase say in English (its own
words, not those of the log, the cards or the missions; "Danger" and
"Actions" are French too)."""

OWN_PARTS = ("#status", "#hero-card", "#hero-lines", "#actions", "#detail", "Footer")
"""The parts of the game screen that word what they show themselves: of
the status bar its first line (the objectives are the mission's texts), of
the detail panel the notes on the action (•; the cards' texts and the
rules' reasons come from elsewhere)."""
PHASE_PARTS = ("#phase-status", "#phase-heroes", "#phase-recap-text", "Footer")


@pytest.fixture
def speak() -> Iterator:
    """Speak a language for one test, English again after it."""
    yield set_language
    set_language("en")


pytestmark = pytest.mark.usefixtures("same_everywhere")


def part_text(app, selector: str, first_line_only: bool = False) -> str:
    """What is drawn where a widget is, as the terminal shows it."""
    region = app.screen.query_one(selector).region
    lines = screen_lines(app)[region.y : region.y + region.height]
    text = [line[region.x : region.x + region.width] for line in lines]
    return text[0] if first_line_only and text else "\n".join(text)


def own_words(app, selector: str) -> str:
    """What a part of the screen words itself (see OWN_PARTS)."""
    text = part_text(app, selector)
    if selector == "#status":
        return text.split("\n")[0]
    if selector == "#detail":
        return "\n".join(line for line in text.split("\n") if line.strip().startswith("•"))
    return text


def english_left(app, parts: tuple[str, ...]) -> list[str]:
    """The English words found in the screen's own parts."""
    found = []
    for selector in parts:
        if not app.screen.query(selector):
            continue
        found += [f"{selector}: {m}" for m in ENGLISH_WORDS.findall(own_words(app, selector))]
    map_title = getattr(app.screen, "board_view", None)
    if isinstance(app.screen, GameScreen) and map_title is not None:
        title = str(map_title.border_title or "")
        found += [f"map title: {m}" for m in ENGLISH_WORDS.findall(title)]
    return found


# --- pictures -----------------------------------------------------------------------


@pytest.mark.parametrize("code", LANGUAGES)
def test_game_screen_80x24_in_each_language(snap_compare, speak, code: str) -> None:
    """Issue 15, layout in every language: the game screen of mission 1
    at 80×24, a hero activated (status bar, hero card, the other heroes'
    lines, the actions and the footer in the player's language)."""
    speak(code)
    assert snap_compare(make_app(snapshot_session(M01)), press=["1"], terminal_size=(80, 24))


async def _to_the_attack(pilot) -> None:
    await to_the_nazi_phase(pilot)
    await pilot.press("right", "right")
    await pilot.pause()


@pytest.mark.parametrize("code", LANGUAGES)
def test_nazi_phase_step_80x24_in_each_language(snap_compare, speak, code: str) -> None:
    """Issue 15, layout in every language: a nazi attack during the nazi
    phase (R-AI-9) at 80×24: the phase's status, the heroes' lines with the
    loss, the caption and the footer in the player's language."""
    speak(code)
    app = make_app(snapshot_session(SHORT))
    app.nazi_phase_speed = "step"
    assert snap_compare(app, run_before=_to_the_attack, terminal_size=(80, 24))


# --- a French player plays mission 1 through keys ------------------------------------------


def nearest_enemy_distance(state, square) -> int:
    return min(
        (chebyshev(square, enemy.square) for enemy in state.enemies.values()),
        default=0,
    )


async def press_action(pilot, index: int) -> None:
    """Play the listed action `index` as a player does: its key when it has
    one (a number, e or f, as its line shows), else ↓ to it and Enter."""
    key = pilot.app.screen.action_list.keys.get(index)
    if key is not None:
        await step(pilot, key)
    else:
        await step(pilot, "a", "home", *["down"] * index, "enter")


async def settle(pilot, seen: list[str]) -> None:
    """Answer what comes up until the game screen has the keys again: dice
    are rolled by the game, a question gets its first answer, a message its
    OK; a nazi phase is watched, its French checked, and skipped."""
    app = pilot.app
    for _ in range(30):
        screen = app.screen
        if isinstance(screen, NaziPhaseScreen):
            seen.append("nazi phase")
            await step(pilot, "right")
            assert english_left(app, PHASE_PARTS) == []
            await step(pilot, "s")  # the recap
            assert english_left(app, PHASE_PARTS) == []
            await step(pilot, "enter")
        elif isinstance(screen, DiceDialog | ChoiceDialog | MessageDialog):
            await step(pilot, "enter")
        else:
            return


@pytest.mark.asyncio
async def test_a_french_player_plays_mission_1_through_keys(tmp_path: Path, speak) -> None:
    """Issue 15, done when: a French player plays mission 1 in French. Keys
    only: each hero is activated (Enter), walks towards the nearest enemy
    (the move that ends nearest), attacks as soon as an attack is allowed
    (R-ATK), ends the activation (e, then Enter to lose the AP left), and
    the nazi phase plays (R-AI). At every step the game screen's own words
    (status, hero card and lines, actions, detail, footer, map title) and
    the nazi phase's are French: none of the English ones is left."""
    speak("fr")
    session = session_for(M01, tmp_path)
    app = make_app(session)
    done: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(120):
            await settle(pilot, done)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            assert english_left(app, OWN_PARTS) == [], done
            if "attack" in done and "nazi phase" in done and done.count("end activation") > 1:
                break
            state = session.state
            assert state.outcome is None, "the heroes lost before attacking"
            commands, refused = screen.commands, screen.refusals
            legal = [i for i in range(len(commands)) if i not in refused]
            attack = next((i for i in legal if isinstance(commands[i], Attack)), None)
            activate = next((i for i in legal if isinstance(commands[i], StartActivation)), None)
            hero = state.heroes.get(state.active_hero or "")
            if activate is not None:
                await step(pilot, "enter")
                done.append("activate")
                assert "Activer" in part_text(app, "#status") or "Actif" in part_text(
                    app, "#status"
                )
            elif attack is not None:
                await press_action(pilot, attack)
                done.append("attack")
            elif hero is not None and hero.square is not None:
                here = nearest_enemy_distance(state, hero.square)
                moves = [
                    (nearest_enemy_distance(state, commands[i].to), i)
                    for i in legal
                    if isinstance(commands[i], Move)
                ]
                best = min(moves, default=None)
                if best is not None and best[0] < here:
                    await press_action(pilot, best[1])
                    done.append("move")
                else:
                    await step(pilot, "e")
                    if isinstance(app.screen, MessageDialog):  # AP left: lost
                        assert "PA restant" in app.screen.text
                        await step(pilot, "enter")
                    done.append("end activation")
            else:
                end = next(i for i in legal if isinstance(commands[i], EndActivation))
                await press_action(pilot, end)
                done.append("end activation")
        assert {"activate", "move", "attack", "end activation", "nazi phase"} <= set(done)
        assert "Manche" in part_text(app, "#status")


# --- switching the language ---------------------------------------------------------------


async def game_screen_words(tmp_path: Path) -> dict:
    app = make_app(session_for(M01, tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await step(pilot, "enter")  # the first hero activates
        words = {part: own_words(app, part) for part in OWN_PARTS}
        words["map"] = str(app.screen.query_one("#map").border_title)
        await step(pilot, "x")  # the cursor on the hero's square
        words["cursor"] = part_text(app, "#detail").split("\n")[:3]
        return words


@pytest.mark.asyncio
async def test_switching_the_language_changes_the_game_screens_words(tmp_path: Path, speak) -> None:
    """Issue 15: the same game, first in English, then in French, then in
    Polish: the status bar, the hero card, the actions, the footer's keys
    (Textual bindings, fixed when the module was imported) and the map's
    title follow the language spoken when the screen is shown."""
    english = await game_screen_words(tmp_path / "en")
    assert "Round 1/" in english["#status"]
    assert "Undo" in english["Footer"] and "Quit" in english["Footer"]
    assert "HP " in english["#hero-card"]
    assert english["map"].startswith("Map")

    speak("fr")
    french = await game_screen_words(tmp_path / "fr")
    assert "Manche 1/" in french["#status"]
    assert "Annuler" in french["Footer"] and "Quitter" in french["Footer"]
    assert "PV " in french["#hero-card"] and "PA " in french["#hero-card"]
    assert french["map"].startswith("Carte")
    assert any("Voit " in line for line in french.pop("cursor"))
    assert ENGLISH_WORDS.findall("\n".join(french.values())) == []

    speak("pl")
    polish = await game_screen_words(tmp_path / "pl")
    assert "Runda 1/" in polish["#status"]
    assert "Cofnij" in polish["Footer"]
    assert "PZ " in polish["#hero-card"]


def test_the_command_palette_speaks_the_language(speak) -> None:
    """The palette's entries are English in the module (fixed at import)
    and translated when the palette lists them."""
    from wolfenstein_tui.base.i18n import _

    speak("it")
    names = [_(name) for name, _action, _help in COMMANDS]
    assert "Annulla" in names and "Undo" not in names


# --- the players named in the replay and the watcher ------------------------------------


@pytest.mark.asyncio
async def test_the_replay_names_the_player_who_chooses(tmp_path: Path) -> None:
    """The replay viewer (and the watcher, which is the replay following a
    game) names the player whose turn it is to choose a hero as the game
    screen does, by the name given at setup (R-ROUND: the seats take turns
    activating heroes), not "Player 2"."""
    from wolfenstein_tui.content.loading.cache import builtin_decks
    from wolfenstein_tui.content.loading.validation import load_mission
    from wolfenstein_tui.play.session import Session, new_header
    from wolfenstein_tui.tui.replay_app import make_replay_app

    loaded = load_mission(M01, builtin_decks())
    header = new_header(
        loaded,
        (("klaus", "blazkowicz"), ("anya", "max")),
        seed=3,
        player_names=("Ann", "Bob"),
    )
    game, _events = Session.start(loaded, header, tmp_path)
    game.play(StartActivation("klaus"))
    game.play(EndActivation("klaus"))
    assert game.state.active_hero is None
    chooser = ("Ann", "Bob")[game.state.active_seat]
    app = make_replay_app(game.path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await step(pilot, "end")  # the last decision: a seat to choose its hero
        status = part_text(app, "#status")
        assert f"{chooser}: choose which hero activates" in status
        assert "Player " not in status


# --- the game-over summary ---------------------------------------------------------------


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_game_over_summary_in_each_language_fits_its_dialog(
    tmp_path: Path, speak, code: str
) -> None:
    """Issue 15, the game-over summary (R-END): its words in the player's
    language, every line within the dialog's 64 columns at 80×24."""
    from tests.tui.test_game_over import finished_game
    from wolfenstein_tui.tui.presenters.summary import SUMMARY_WIDTH, game_over_text

    session = finished_game(tmp_path / ("a-long-folder-for-saved-games/" * 2))
    speak(code)
    text = game_over_text(session)
    assert all(len(line) <= SUMMARY_WIDTH for line in text.splitlines()), text
    english = ("VICTORY", "DEFEAT", "Enemies killed", "Danger peak", "Heroes lost", "Glory:")
    assert not [word for word in english if word in text], text
    assert "wolfenstein replay" in text  # the command itself is not translated


def test_the_hand_over_and_unnamed_players_speak_the_language(tmp_path: Path) -> None:
    """Issue 15 (R-GAME-1, hot-seat): a player given no name is "Joueur 2"
    in French, and the hand-over's question is punctuated the French way."""
    loaded = load_mission(M01, builtin_decks())
    seats = (("klaus", "anya"), ("blazkowicz", "max"))
    header = new_header(loaded, seats, seed=1)
    session, _ = Session.start(loaded, header, tmp_path)
    try:
        set_language("fr")
        name = session.player_name(1)
        words = hand_over_words(session.rules, session.state, 1, name, "répondez")
    finally:
        set_language("en")
    assert name == "Joueur 2"
    assert words.startswith("Passez à Joueur 2 : répondez.\n\n")
    assert session.player_name(1) == "Player 2"
