"""The screens around a game in the players' languages (issue 15, "the
players' languages"): the title screen and the new game wizard's first step
in French, Italian, Polish and Spanish at 80x24 (SVG snapshots: nothing
cut), the language setting on the title screen (kept in settings.toml and
spoken at once, key bindings in the footer included; --lang still wins for
its run), and the whole set-up of mission 1, from the title screen to the
first game frame, read in French ("a French player sets up and plays
mission 1 entirely in French")."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from rich.console import Group
from rich.text import Text
from textual import events
from textual.command import CommandList, CommandPalette
from textual.widgets import Input, Label, OptionList, Static

from tests.tui.settle import until
from wolfenstein_tui.base.i18n import current_language, set_language
from wolfenstein_tui.base.language import pin_language, read_setting, settings_path
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens.dialogs import (
    ChoiceDialog,
    ManyChoiceDialog,
    MessageDialog,
    TextDialog,
)
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.mission_picker import MissionPicker
from wolfenstein_tui.tui.screens.title import TitleScreen

LANGUAGES = ["fr", "it", "pl", "es"]

ENGLISH_WORDS = re.compile(
    r"\b(New game|Continue|Load game|Replay|Campaign|Rules|Training|Language|Quit|Choose|"
    r"Enter|Escape|back|Back|Difficulty|House rules|players|Heroes|suggestion|Dice|"
    r"computer|Seed|random|Start|Round limit|rounds|Objectives|Special rules|"
    r"Suggested|Press|Confirm|Tick|Weapon|Kit|Item slots|always on|glory|accuracy|"
    r"the normal game|ammo|scroll|preview|none)\b"
)
"""English words of the set-up screens: none may show in another language."""

CARD_CHROME = re.compile(
    r"^(HP |Weapon:|Kit:|Item slots:|Round limit|Objectives:|Special rules:|Suggested heroes:)"
    r"|\(always on\)|\d+ glory points?\b|\b(range|dice|precision) \d",
    re.MULTILINE,
)
"""The app's own words in a hero's card or a mission's card; the cards'
and missions' texts come from their files' translations (content/), whose
completeness is checked apart (wolfenstein validate)."""

CONTENT = {"details", "preview-text"}


pytestmark = pytest.mark.usefixtures("same_everywhere")


def plain(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, Text):
        return content.plain
    if isinstance(content, Group):
        return "\n".join(plain(part) for part in content.renderables)
    return str(content)


def screen_text(screen: Any, content: bool = True) -> str:
    """What the player reads on a screen: its labels, texts, list entries
    and the footer's keys (with `content`, the cards shown too)."""
    parts: list[str] = []
    for widget in screen.query(Static):
        if widget.display and (content or widget.id not in CONTENT):
            parts.append(plain(widget.content))
    for options in screen.query(OptionList):
        parts += [plain(o.prompt) for o in options.options]
    parts += [
        binding.description
        for _node, binding, _enabled, _tooltip in screen.active_bindings.values()
        if binding.show
    ]
    return "\n".join(parts)


def english_in(screen: Any) -> list[str]:
    cards = "\n".join(
        plain(widget.content) for widget in screen.query(Static) if widget.id in CONTENT
    )
    return ENGLISH_WORDS.findall(screen_text(screen, content=False)) + [
        match.group(0) for match in CARD_CHROME.finditer(cards)
    ]


@pytest.mark.parametrize("code", LANGUAGES)
def test_title_screen_in_each_language(snap_compare, code: str) -> None:
    """Issue 15: the title screen at 80x24 in fr, it, pl, es."""
    set_language(code)
    assert snap_compare(make_app(save_dir=Path("saves")), terminal_size=(80, 24))


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_wizards_first_step_in_each_language(snap_compare, code: str) -> None:
    """Issue 15: the new game wizard's first step (the mission, its card and
    map) at 80x24 in fr, it, pl, es."""
    set_language(code)

    async def open_the_picker(pilot) -> None:
        await pilot.press("1")
        for _ in range(100):
            await pilot.pause(0.05)
            if isinstance(pilot.app.screen, MissionPicker):
                break
        await pilot.pause()

    assert snap_compare(
        make_app(save_dir=Path("saves")), terminal_size=(80, 24), run_before=open_the_picker
    )


async def wait_for(pilot, kind: type) -> Any:
    came = await until(pilot, lambda: isinstance(pilot.app.screen, kind))
    assert came, f"{kind.__name__} never came; on {pilot.app.screen!r}"
    return pilot.app.screen


def title_entries(app) -> list[str]:
    options = app.screen.query_one(OptionList)
    return [plain(o.prompt) for o in options.options]


@pytest.mark.asyncio
async def test_the_title_screens_language_setting_is_kept_and_spoken_at_once() -> None:
    """Issue 15: "a setting on the title screen kept in a small config file":
    choosing français saves it in settings.toml and the title screen, its
    footer's keys and the next screens speak French at once."""
    app = make_app(save_dir=Path("saves"))
    async with app.run_test(size=(80, 24)) as pilot:
        assert "1. New game" in title_entries(app)
        await pilot.press("L")
        await wait_for(pilot, ChoiceDialog)
        await pilot.press("2")  # English, français, italiano...
        await wait_for(pilot, TitleScreen)
        await pilot.pause()
        assert read_setting(settings_path()).language == "fr"
        assert current_language() == "fr"
        entries = title_entries(app)
        assert "1. Nouvelle partie" in entries
        assert "   Langue : français" in entries
        assert app.screen.query_one(OptionList).highlighted == entries.index("   Langue : français")
        assert english_in(app.screen) == []
        footer = [b.description for _n, b, _e, _t in app.screen.active_bindings.values() if b.show]
        assert "Quitter" in footer and "Langue" in footer
        # and back to English, in the same sitting
        await pilot.press("L")
        await wait_for(pilot, ChoiceDialog)
        await pilot.press("1")
        await wait_for(pilot, TitleScreen)
        await pilot.pause()
        assert "1. New game" in title_entries(app)
        assert read_setting(settings_path()).language == "en"


@pytest.mark.asyncio
async def test_automatic_forgets_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15: the last entry forgets the setting; the locale decides (here Polish)."""
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('language = "it"\n', encoding="utf-8")
    set_language("it")
    app = make_app(save_dir=Path("saves"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("L")
        dialog = await wait_for(pilot, ChoiceDialog)
        assert plain(dialog.query_one(OptionList).options[-1].prompt).endswith(
            "Automatica: la lingua del sistema (polski)"
        )
        await pilot.press("end", "enter")
        await wait_for(pilot, TitleScreen)
        await pilot.pause()
        assert not settings_path().exists()
        assert "1. Nowa gra" in title_entries(app)


@pytest.mark.asyncio
async def test_with_lang_on_the_command_line_the_setting_waits_for_the_next_start() -> None:
    """Issue 15: --lang wins for its run; the title screen says so, and a
    choice there is kept for the next start without changing this run's words."""
    set_language("it")
    pin_language("it")
    app = make_app(save_dir=Path("saves"))
    async with app.run_test(size=(80, 24)) as pilot:
        assert "   Lingua: italiano (--lang, per questa volta)" in title_entries(app)
        await pilot.press("L")
        dialog = await wait_for(pilot, ChoiceDialog)
        assert "--lang" in plain(dialog.query_one(".prompt", Label).content)
        await pilot.press("2")
        await wait_for(pilot, TitleScreen)
        await pilot.pause()
        assert read_setting(settings_path()).language == "fr"
        assert current_language() == "it"
        assert "1. Nuova partita" in title_entries(app)


@pytest.mark.asyncio
async def test_a_french_player_sets_up_mission_1_in_french(tmp_path: Path) -> None:
    """Issue 15, "a French player sets up and plays mission 1 entirely in
    French": from the title screen to the first game frame, every screen of
    the set-up (mission, difficulty, house rules, players and their names,
    heroes with their cards, dice, the nazis' ties, seed, recap) reads
    French, the rulebook's words included."""
    set_language("fr")
    app = make_app(save_dir=tmp_path / "saves")
    seen: list[str] = []

    async def read(kind: type) -> str:
        screen = await wait_for(pilot, kind)
        await pilot.pause()
        assert english_in(screen) == [], (type(screen).__name__, screen_text(screen))
        text = screen_text(screen)
        seen.append(text)
        return text

    async with app.run_test(size=(80, 24)) as pilot:
        assert "Nouvelle partie" in await read(TitleScreen)
        await pilot.press("1")
        picker = await read(MissionPicker)
        assert "Limite de 10 manches" in picker and "Objectifs :" in picker
        await pilot.press("enter")
        level = await read(ChoiceDialog)
        assert "Niveau de difficulté" in level and "Apportez-les !" in level
        await pilot.press("3")
        assert "Règles maison" in await read(ManyChoiceDialog)
        await pilot.press("enter")
        assert "Combien de joueurs" in await read(ChoiceDialog)
        await pilot.press("2")
        assert "Nom du joueur 1 sur 2" in await read(TextDialog)
        await pilot.press("enter")
        assert "Nom du joueur 2 sur 2" in await read(TextDialog)
        await pilot.press("enter")
        heroes = await read(ChoiceDialog)
        assert "Suggestion de la mission" in heroes and "précision" in heroes
        assert "PV 5 · armure 2 · 6 PA" in heroes
        await pilot.press("2")  # one by one
        assert "Héros 1 sur 4" in await read(ChoiceDialog)
        for _ in range(4):
            await pilot.press("1")
            await pilot.pause()
        assert "Qui joue B.J. Blazkowicz ?" in await read(ChoiceDialog)
        for _ in range(4):  # dealt in turn, as the first choice offered says
            await pilot.press("1")
            await pilot.pause()
        assert "Dés de l'ordinateur" in await read(ChoiceDialog)
        await pilot.press("1")
        ties = await read(ChoiceDialog)
        assert "Égalités des nazis" in ties and "deux choix égaux" in ties
        assert "et dit pourquoi" in ties  # what Auto does, not "the documented default"
        await pilot.press("1")
        assert "Graine" in await read(TextDialog)
        await pilot.press("4", "2", "enter")
        how = await read(ChoiceDialog)
        assert "Comment jouez-vous ?" in how and "Ici, en se passant le clavier" in how
        await pilot.press("1")
        recap = await read(MessageDialog)
        assert "Apportez-les !" in recap and "Commencer ?" in recap and "graine 42" in recap
        assert "Jouée ici, en se passant le clavier." in recap
        await pilot.press("enter")
        for _ in range(200):  # the game, with the keyboard handed to the first player
            await pilot.pause(0.02)
            if any(isinstance(screen, GameScreen) for screen in app.screen_stack):
                break
        assert any(isinstance(screen, GameScreen) for screen in app.screen_stack)
    assert len(seen) == 15  # the dialogs read, each checked above


@pytest.mark.asyncio
async def test_the_replay_viewer_speaks_polish_and_its_keys_fit_80_columns() -> None:
    """Issue 15: the replay viewer's own words in Polish, and every key the
    player needs (q to leave first) in the footer at 80x24."""
    from tests.engine.games import ROOT
    from wolfenstein_tui.tui.replay_app import make_replay_app

    set_language("pl")
    app = make_replay_app(ROOT / "docs" / "examples" / "worked-example.jsonl")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("right", "right")
        await pilot.pause()
        step = plain(app.screen.query_one("#step", Static).content)
        assert step.startswith("Krok 2/5 — runda 1 — ")
        keys = [b for _n, b, _e, _t in app.screen.active_bindings.values() if b.show]
        assert [b.description for b in keys][:2] == ["Wyjdź", "Dalej"]
        assert app.title == "Wolfenstein — odtwarzanie"
        shown = sum(len(b.key_display or b.key) + len(b.description) + 1 for b in keys[:7])
        assert shown <= 66  # q, arrows, home, end, r, space beside ^p (compact footer)


@pytest.mark.asyncio
async def test_the_command_palettes_own_commands_are_translated() -> None:
    """Issue 15: Textual's commands in the palette (ctrl+p) speak Italian."""
    set_language("it")
    app = make_app(save_dir=Path("saves"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        commands = list(app.get_system_commands(app.screen))
        titles = {command.title for command in commands}
        assert {"Tema", "Esci", "Tasti", "Istantanea"} <= titles
        assert "Esci subito dal gioco" in {command.help for command in commands}


@pytest.mark.asyncio
async def test_the_command_palettes_own_words_are_french() -> None:
    """Issue 15: Textual's palette (ctrl+p) says its placeholder, a search
    that finds nothing and the theme search in French."""
    set_language("fr")
    app = make_app(save_dir=Path("saves"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        field = palette.query_one(Input)
        assert field.placeholder == "Chercher une commande…"
        await pilot.press(*"zzqx")
        await pilot.pause(1.0)
        shown = [str(o.prompt.renderable) for o in palette.query_one(CommandList).options]
        assert shown == ["Aucun résultat"]
        await pilot.press("escape")
        await pilot.pause()
        app.search_themes()
        await pilot.pause()
        assert app.screen.query_one(Input).placeholder == "Chercher un thème…"


@pytest.mark.asyncio
async def test_the_screenshot_notices_are_french() -> None:
    """Issue 15: the palette's Screenshot command says what became of the
    screenshot in French, and only once (Textual's English notice is not
    given)."""
    set_language("fr")
    app = make_app(save_dir=Path("saves"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.post_message(events.DeliveryFailed(key="k", exception=OSError(), name="screenshot"))
        app.post_message(events.DeliveryComplete(key="k", path=Path("w.svg"), name="screenshot"))
        await pilot.pause()
        said = [(n.title, n.message) for n in app._notifications]
        assert said == [
            ("Capture d'écran", "Échec de l'enregistrement de la capture"),
            ("Capture d'écran", "Capture enregistrée dans w.svg"),
        ]


@pytest.mark.asyncio
async def test_the_keys_panel_is_french() -> None:
    """Issue 15: the palette's Keys command shows the keys of the title
    screen's list (Textual's own "Up", "Page Down"...) and the app's own
    keys in French."""
    set_language("fr")
    app = make_app(save_dir=Path("saves"))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.action_show_help_panel()
        await pilot.pause()
        await pilot.pause()
        shown = "\n".join(s.text for s in app.screen._compositor.render_strips())
        assert "Haut" in shown and "Page suivante" in shown and "Langue" in shown
        assert "Page Down" not in shown and "Language" not in shown
