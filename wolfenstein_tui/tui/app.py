"""The Textual app and its one factory, used by the command line and tests."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.content.problems import ContentError
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, MessageDialog

if TYPE_CHECKING:
    from wolfenstein_tui.session import Session

# The content models, the rules engine and the game screens are imported where
# they are first needed, so the title screen paints without loading them.


class TitleScreen(Screen[None]):
    BINDINGS = [Binding("q", "app.quit", "Quit")]
    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen > Vertical { width: 60; height: auto; border: heavy $accent; padding: 1 2; }
    TitleScreen OptionList { height: auto; }
    """

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("W O L F E N S T E I N\nthe co-operative board game", id="title")
            yield OptionList(
                Option("New game", id="new"),
                Option("Continue", id="continue"),
                Option("Load game", id="load"),
                Option("Replay a game log", id="replay"),
                Option("Missions", id="missions"),
                Option("Quit", id="quit"),
            )
        yield Footer()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        app = self.app
        assert isinstance(app, WolfensteinApp)
        if event.option.id == "quit":
            app.exit()
        elif event.option.id == "continue":
            app.continue_game()
        elif event.option.id == "new":
            app.new_game_wizard()
        elif event.option.id in ("load", "replay"):
            app.pick_save(replaying=event.option.id == "replay")
        elif event.option.id == "missions":
            app.show_missions()


class WolfensteinApp(App[None]):
    TITLE = "Wolfenstein"

    def __init__(self, session: Session | None = None, save_dir: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.save_dir = save_dir

    def on_mount(self) -> None:
        if self.session is not None:
            from wolfenstein_tui.tui.screens.game import GameScreen

            self.push_screen(GameScreen(self.session))
        else:
            self.push_screen(TitleScreen())
            self.call_after_refresh(self.warm_up)

    def warm_up(self) -> None:
        """Once the title screen is painted, import the game's modules and load
        the decks in the background, so the first choice on the menu does not
        wait for them (a deck that fails to load is reported by that choice)."""
        self.run_worker(_load_the_game, thread=True, group="warm-up", exit_on_error=False)

    def continue_game(self) -> None:
        from wolfenstein_tui.saves import SaveError
        from wolfenstein_tui.session import Session, latest_save
        from wolfenstein_tui.tui.screens.game import GameScreen

        path = latest_save(self.save_dir)
        if path is None:
            self.notify("No saved game yet.", severity="warning")
            return
        try:
            session = Session.resume(path)
        except (SaveError, ContentError) as error:
            self.notify(str(error), severity="error", timeout=8)
            return
        self.push_screen(GameScreen(session))

    @work
    async def pick_save(self, replaying: bool) -> None:
        """Choose one of the saved games: to carry on with it, or to watch it."""
        from wolfenstein_tui.saves import SaveError
        from wolfenstein_tui.session import Session, default_save_dir
        from wolfenstein_tui.tui.screens.game import GameScreen
        from wolfenstein_tui.tui.screens.replay import ReplayScreen, load_replay

        folder = self.save_dir or default_save_dir()
        logs = (
            sorted(folder.glob("*.jsonl"), key=lambda p: p.stat().st_mtime, reverse=True)
            if folder.is_dir()
            else []
        )
        if not logs:
            self.notify(f"No saved games in {folder}.", severity="warning")
            return
        choice = await self.push_screen_wait(
            ChoiceDialog(
                "Which game?" if not replaying else "Which game to replay?",
                [p.name for p in logs[:30]],
            )
        )
        path = logs[choice]
        try:
            if replaying:
                source = load_replay(path)
                self.push_screen(ReplayScreen(source.rules, source.header, source.lines))
            else:
                self.push_screen(GameScreen(Session.resume(path)))
        except (SaveError, ContentError) as error:
            self.notify(str(error), severity="error", timeout=8)

    def show_missions(self) -> None:
        from wolfenstein_tui.content.library import builtin_decks, builtin_mission_files
        from wolfenstein_tui.content.validation import load_mission

        decks = builtin_decks()
        parts = []
        for path in builtin_mission_files():
            try:
                mission = load_mission(path, decks).mission
            except ContentError as error:
                parts.append(
                    f"{path.name}: has problems ({len(error.problems)}); run wolfenstein validate"
                )
                continue
            goals = "; ".join(o.text or o.objective.replace("_", " ") for o in mission.objectives)
            parts.append(
                f"{mission.title} ({mission.round_limit} rounds)\n{mission.briefing}\nObjectives: {goals}"
            )
        self.push_screen(MessageDialog("\n\n".join(parts)))

    def new_game_wizard(self) -> None:
        self.run_worker(self._wizard(), exclusive=True)

    async def _wizard(self) -> None:
        from wolfenstein_tui.content.library import builtin_decks, builtin_mission_files
        from wolfenstein_tui.content.validation import load_mission
        from wolfenstein_tui.session import Session, new_header
        from wolfenstein_tui.tui.screens.game import GameScreen

        decks = builtin_decks()
        missions = []
        for path in builtin_mission_files():
            try:
                missions.append(load_mission(path, decks))
            except ContentError:
                continue
        choice = await self.push_screen_wait(
            ChoiceDialog(
                "Choose a mission",
                [
                    f"{m.mission.title} — {m.mission.summary} ({m.mission.round_limit} rounds)"
                    for m in missions
                ],
            )
        )
        loaded = missions[choice]
        levels = [
            (
                "can_i_play_daddy",
                "Can I play, Daddy? — no ammo needed, double glory, quiet attacks",
            ),
            ("dont_hurt_me", "Don't hurt me — no ammo needed, 2 shared-life tokens"),
            ("bring_em_on", "Bring 'em on! — the normal game"),
            (
                "i_am_death_incarnate",
                "I am Death incarnate — dearer specials and glory, one shared life",
            ),
        ]
        level = await self.push_screen_wait(
            ChoiceDialog("Difficulty", [text for _, text in levels])
        )
        players = 1 + await self.push_screen_wait(
            ChoiceDialog("How many players?", ["1 (solo)", "2", "3", "4"])
        )
        suggested = list(loaded.mission.suggested_heroes)
        suggested += [h.id for h in decks.heroes if h.id not in suggested]
        suggested = suggested[:4]
        names = {h.id: h.name for h in decks.heroes}
        keep = await self.push_screen_wait(
            ChoiceDialog(
                "Heroes (four of the six)",
                [
                    f"The mission's suggestion: {', '.join(names[h] for h in suggested)}",
                    "Choose them one by one",
                ],
            )
        )
        heroes = suggested
        if keep == 1:
            heroes = []
            while len(heroes) < 4:
                left = [h.id for h in decks.heroes if h.id not in heroes]
                pick = await self.push_screen_wait(
                    ChoiceDialog(f"Hero {len(heroes) + 1} of 4", [names[h] for h in left])
                )
                heroes.append(left[pick])
        dice = await self.push_screen_wait(
            ChoiceDialog("Dice", ["Computer dice", "Physical dice: you roll and type the faces"])
        )
        ties = await self.push_screen_wait(
            ChoiceDialog(
                "The nazis' ties",
                ["Auto: the documented default", "Ask the AI controller player each time"],
            )
        )
        variants = await self.push_screen_wait(
            ChoiceDialog(
                "House rules (R-VAR)",
                [
                    "None (the rulebook's game)",
                    "Heroes activate in any order (R-VAR-1)",
                    "Noise when any two figures share a zone (R-VAR-2)",
                    "Lose as soon as an objective can no longer be met (R-VAR-3)",
                    "Nazi order ties broken by distance, range, dice, cost (R-VAR-4)",
                ],
            )
        )
        seats = tuple(tuple(heroes[i::players]) for i in range(players))
        from wolfenstein_tui.engine.state import Difficulty

        difficulty = Difficulty(levels[level][0])
        shared = seats[0][0] if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None
        seed = random.SystemRandom().randrange(2**31)
        from wolfenstein_tui.engine.state import HouseRules

        house = HouseRules(
            any_hero_order=variants == 1,
            noise_any_figures=variants == 2,
            lose_when_impossible=variants == 3,
            ai_tie_chain=variants == 4,
        )
        header = new_header(
            loaded,
            seats,
            seed=seed,
            difficulty=difficulty,
            shared_life_hero=shared,
            house_rules=house,
            dice="manual" if dice == 1 else "seeded",
            ai_ties="ask" if ties == 1 else "auto",
        )
        session, _ = Session.start(loaded, header, self.save_dir)
        self.push_screen(GameScreen(session))


def _load_the_game() -> None:
    from wolfenstein_tui.content.library import builtin_decks
    from wolfenstein_tui.tui.screens import game, replay  # noqa: F401

    builtin_decks()


def make_app(session: Session | None = None, save_dir: Path | None = None) -> WolfensteinApp:
    return WolfensteinApp(session=session, save_dir=save_dir)
