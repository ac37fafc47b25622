"""The Textual app and its one factory, used by the command line and tests."""

from __future__ import annotations

import random
from pathlib import Path

from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.content.cards import Decks
from wolfenstein_tui.content.library import builtin_decks, builtin_mission_files
from wolfenstein_tui.content.problems import ContentError
from wolfenstein_tui.content.validation import LoadedMission, load_mission
from wolfenstein_tui.engine.gamelog import Header
from wolfenstein_tui.engine.state import Difficulty, HouseRules
from wolfenstein_tui.saves import SaveError
from wolfenstein_tui.session import Session, default_save_dir, latest_save, new_header
from wolfenstein_tui.tui.screens.dialogs import (
    CANCELLED,
    ChoiceDialog,
    ManyChoiceDialog,
    MessageDialog,
    TextDialog,
)
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.help import HelpScreen
from wolfenstein_tui.tui.screens.mission_picker import MissionPicker
from wolfenstein_tui.tui.screens.replay import ReplayScreen, load_replay


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
                Option("Rules", id="rules"),
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
        elif event.option.id == "rules":
            app.push_screen(HelpScreen())


class WolfensteinApp(App[None]):
    TITLE = "Wolfenstein"

    def __init__(self, session: Session | None = None, save_dir: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.save_dir = save_dir

    def on_mount(self) -> None:
        if self.session is not None:
            self.push_screen(GameScreen(self.session))
        else:
            self.push_screen(TitleScreen())

    def continue_game(self) -> None:
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

    async def _choose(self, prompt: str, options: list[str]) -> int:
        """One step of the wizard; Escape raises WizardCancelled."""
        choice = await self.push_screen_wait(ChoiceDialog(prompt, options, cancellable=True))
        if choice == CANCELLED:
            raise WizardCancelled
        return choice

    async def _wizard(self) -> None:
        try:
            header_and_mission = await self._ask_setup()
        except WizardCancelled:
            return
        loaded, header = header_and_mission
        session, _ = Session.start(loaded, header, self.save_dir)
        self.push_screen(GameScreen(session))

    async def _ask_setup(self) -> tuple[LoadedMission, Header]:
        """Every choice made before the first round (R-SETUP), in the order a
        group at the table makes them."""
        decks = builtin_decks()
        missions = []
        for path in builtin_mission_files():
            try:
                missions.append(load_mission(path, decks))
            except ContentError:
                continue
        choice = await self.push_screen_wait(MissionPicker(missions, decks))
        if choice == CANCELLED:
            raise WizardCancelled
        loaded = missions[choice]
        level = await self._choose(
            "Difficulty (R-DIFF)", [f"{name} — {effect}" for _, name, effect in LEVELS]
        )
        difficulty = Difficulty(LEVELS[level][0])
        variants = await self.push_screen_wait(
            ManyChoiceDialog(
                "House rules (R-VAR), all off in the rulebook's game", list(HOUSE_RULES.values())
            )
        )
        if variants is None:
            raise WizardCancelled
        players = 1 + await self._choose(
            "How many players? (always four heroes, shared among the players)",
            ["1 (solo: you play all four)", "2", "3", "4"],
        )
        names: list[str] = []
        for seat in range(players if players > 1 else 0):
            name = await self.push_screen_wait(
                TextDialog(
                    f"Name of player {seat + 1} of {players} (clockwise)",
                    f"Player {seat + 1}",
                    check=lambda text: None if text.strip() else "Type a name.",
                )
            )
            if name is None:
                raise WizardCancelled
            names.append(name)
        heroes = await self._ask_heroes(loaded, decks)
        seats = tuple(tuple(heroes[i::players]) for i in range(players))
        hero_names = {h.id: h.name for h in decks.heroes}
        shared = None
        if difficulty is Difficulty.I_AM_DEATH_INCARNATE:
            pick = await self._choose(
                "Only one hero starts with a shared-life token: which one?",
                [hero_names[h] for h in heroes],
            )
            shared = heroes[pick]
        dice = await self._choose(
            "Dice", ["Computer dice", "Physical dice: you roll and type the faces"]
        )
        ties = await self._choose(
            "The nazis' ties (R-AI-2)",
            ["Auto: the documented default", "Ask the AI controller player each time"],
        )
        seed_text = await self.push_screen_wait(
            TextDialog(
                "Seed for the computer's dice and the decks (empty: a random one; "
                "the same seed gives the same game)",
                check=lambda text: (
                    None
                    if not text.strip() or text.strip().isdigit()
                    else "A whole number, or nothing."
                ),
            )
        )
        if seed_text is None:
            raise WizardCancelled
        seed = int(seed_text) if seed_text else random.SystemRandom().randrange(2**31)
        house = HouseRules(**{list(HOUSE_RULES)[i]: True for i in variants})
        table = "\n".join(
            f"  {names[i] if names else 'You'}: {', '.join(hero_names[h] for h in seat)}"
            for i, seat in enumerate(seats)
        )
        ready = await self.push_screen_wait(
            MessageDialog(
                f"{loaded.mission.title} at {LEVELS[level][1]}\n\n{table}\n\n"
                f"House rules: {', '.join(HOUSE_RULES[k] for k in vars(house) if getattr(house, k)) or 'none'}\n"
                f"Dice: {'physical' if dice else 'computer'} · AI ties: {'ask' if ties else 'auto'} · seed {seed}\n\n"
                "Start the game?",
                confirm=True,
            )
        )
        if not ready:
            raise WizardCancelled
        header = new_header(
            loaded,
            seats,
            seed=seed,
            difficulty=difficulty,
            shared_life_hero=shared,
            house_rules=house,
            dice="manual" if dice == 1 else "seeded",
            ai_ties="ask" if ties == 1 else "auto",
            player_names=tuple(names),
        )
        return loaded, header

    async def _ask_heroes(self, loaded: LoadedMission, decks: Decks) -> list[str]:
        suggested = list(loaded.mission.suggested_heroes)
        suggested += [h.id for h in decks.heroes if h.id not in suggested]
        suggested = suggested[:4]
        names = {h.id: h.name for h in decks.heroes}
        keep = await self._choose(
            "Heroes (four of the six)",
            [
                f"The mission's suggestion: {', '.join(names[h] for h in suggested)}",
                "Choose them one by one",
            ],
        )
        if keep == 0:
            return suggested
        heroes: list[str] = []
        while len(heroes) < 4:
            left = [h for h in decks.heroes if h.id not in heroes]
            pick = await self._choose(
                f"Hero {len(heroes) + 1} of 4",
                [f"{h.name} — {h.ap} AP, {h.hp} HP, precision {h.precision}" for h in left],
            )
            heroes.append(left[pick].id)
        return heroes


class WizardCancelled(Exception):
    """Escape in a setup step: back to the title screen."""


LEVELS = [
    (
        "can_i_play_daddy",
        "Can I play, Daddy?",
        "2 extra ammo tokens, attacks need no ammo and make no noise, no noise from heroes "
        "sharing a zone, double glory, shared life needs no token, reload and attack without "
        "fatigue, Puppet Master calls a Soldier, Hitler's ability only on a reload",
    ),
    (
        "dont_hurt_me",
        "Don't hurt me",
        "attacks need no ammo and make no noise, double glory from events, 2 shared-life "
        "tokens each, reload and attack without fatigue, Hitler's ability only on a reload",
    ),
    ("bring_em_on", "Bring 'em on!", "the normal game"),
    (
        "i_am_death_incarnate",
        "I am Death incarnate",
        "special attacks cost one more ammo, abilities cost 1 more glory and tire the hero, "
        "one shared-life token in all, heroes count as noise, a reload token may stay, "
        "Hans Grösse joins the last missions",
    ),
]

HOUSE_RULES = {
    "any_hero_order": "Heroes activate in any order, not by seat (R-VAR-1)",
    "noise_any_figures": "Noise when any two figures share a zone (R-VAR-2)",
    "lose_when_impossible": "Lose as soon as an objective can no longer be met (R-VAR-3)",
    "ai_tie_chain": "Nazi order ties broken by distance, range, dice, cost (R-VAR-4)",
}


def make_app(session: Session | None = None, save_dir: Path | None = None) -> WolfensteinApp:
    return WolfensteinApp(session=session, save_dir=save_dir)
