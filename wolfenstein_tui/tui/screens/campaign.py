"""Campaign mode in the app (R-GAME-3): the title screen's Campaign menu,
naming a new campaign, and the game screen of a campaign mission, whose
game-over summary offers the next mission (or the same one again)."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from wolfenstein_tui.base.i18n import N_, _, current_language, ngettext
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.play.campaign import (
    CampaignError,
    CampaignPlay,
    builtin_campaign,
    campaign_path,
    check_name,
    describe,
    list_campaigns,
    load_reference,
    new_campaign,
)
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.play.session import GameInUse, Session
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.presenters.summary import game_over_text
from wolfenstein_tui.tui.screens.dialogs import CANCELLED, ChoiceDialog, MessageDialog
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.title import back_to_title
from wolfenstein_tui.tui.screens.wizard import WizardCancelled, ask_choices


class CampaignGameScreen(GameScreen):
    """A mission of a campaign: the campaign in the status bar, and at the
    end the campaign file updated and the next game offered."""

    BINDINGS = [Binding("n", "campaign_next", N_("Next"), show=False)]

    def __init__(self, session: Session, play: CampaignPlay) -> None:
        super().__init__(session)
        self.campaign_play = play

    def status_text(self, state: GameState | None = None) -> Text:
        text = Text(self.campaign_play.campaign.label() + "  ", style="bold reverse")
        return text + super().status_text(state)

    def game_over(self) -> None:
        try:
            self.campaign_play.record(self.session)
        except CampaignError as error:  # the campaign file cannot be written
            self.notify(
                _("{problem}. `wolfenstein campaign continue` will record this game.").format(
                    problem=error
                ),
                severity="error",
                timeout=12,
                markup=False,
            )
            return
        self.offer_next()

    def action_campaign_next(self) -> None:
        """n: after closing the summary to look at the map, offer it again."""
        if self.session.state.outcome is not None:
            self.offer_next()

    @work(exclusive=True, group="campaign")
    async def offer_next(self) -> None:
        campaign = self.campaign_play.campaign
        won = self.session.state.outcome is not None and self.session.state.outcome.value == "won"
        text = game_over_text(self.session)
        if campaign.finished:
            missions, games = len(campaign.missions), campaign.attempts
            won_missions = ngettext("{count} mission won", "{count} missions won", missions).format(
                count=missions
            )
            played = ngettext("in {count} game", "in {count} games", games).format(count=games)
            text += "\n\n" + _("CAMPAIGN {name} COMPLETE: {missions} {games}.").format(
                name=campaign.name, missions=won_missions, games=played
            )
            options = [_("Back to the title screen"), _("Look at the map (n brings this back)")]
        else:
            try:
                title = self.campaign_play.mission().mission.words(current_language()).title
            except CampaignError:
                title = self.campaign_play.title()
            where = _("mission {number}/{count}").format(
                number=campaign.current + 1, count=len(campaign.missions)
            )
            first = (
                _("Next mission: {title} ({where})").format(title=title, where=where)
                if won
                else _("Try again: {title} ({where}), the heroes fresh").format(
                    title=title, where=where
                )
            )
            options = [
                first,
                _("Back to the title screen"),
                _("Look at the map (n brings this back)"),
            ]
        choice = await self.app.push_screen_wait(ChoiceDialog(text, options))
        if campaign.finished:
            choice += 1
        if choice == 0:
            self.next_game()
        elif choice == 1:
            back_to_title(self.app)

    def next_game(self) -> None:
        """The next game with the same four heroes, fresh from their cards (R-GAME-3)."""
        try:
            session = self.campaign_play.start_mission()
        except (SaveError, ContentError, OSError) as error:
            self.notify(str(error), severity="error", timeout=10)
            return
        self.app.switch_screen(CampaignGameScreen(session, self.campaign_play))


class NameDialog(SpokenKeys, ModalScreen[str | None]):
    """The new campaign's name (also its file's name); Escape goes back."""

    BINDINGS = [Binding("escape", "cancel", N_("Back"))]
    DEFAULT_CSS = """
    NameDialog { align: center middle; }
    NameDialog > Vertical { width: 90%; max-width: 70; height: auto; border: thick $accent;
        background: $surface; padding: 1 2; }
    NameDialog Label { width: 100%; }
    NameDialog #problem { color: $warning; }
    """

    def __init__(self, suggestion: str, save_dir: Path | None) -> None:
        super().__init__()
        self.suggestion = suggestion
        self.save_dir = save_dir

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(_("Name the campaign (Enter to accept, Escape to go back)"), markup=False)
            yield Input(value=self.suggestion, id="name")
            yield Label("", id="problem", markup=False)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        name = event.value.strip()
        try:
            path = campaign_path(check_name(name), self.save_dir)
        except CampaignError as error:
            self.query_one("#problem", Label).update(str(error))
            return
        if path.exists():
            self.query_one("#problem", Label).update(
                _("There is already a campaign named {name}.").format(name=name)
            )
            return
        self.dismiss(name)

    def action_cancel(self) -> None:
        self.dismiss(None)


async def campaign_menu(
    app: App[Any], save_dir: Path | None, missions: list[str] | None = None
) -> None:
    """The title screen's Campaign entry: start one, or carry on a saved one."""
    saved = list_campaigns(save_dir)
    labels = [_("New campaign")]
    for path, found in saved:
        if isinstance(found, CampaignError):
            labels.append(_("{name}: cannot be read (choose it to see why)").format(name=path.stem))
        else:
            labels.append(describe(CampaignPlay(found, path, save_dir)))
    labels.append(_("Back"))
    choice = await app.push_screen_wait(ChoiceDialog(_("Campaign"), labels, cancellable=True))
    if choice in (CANCELLED, len(labels) - 1):  # Escape, or Back
        return
    if choice == 0:
        await start_campaign(app, save_dir, missions, [p.stem for p, _ in saved])
        return
    path, found = saved[choice - 1]
    if isinstance(found, CampaignError):
        await app.push_screen_wait(MessageDialog(str(found)))
        return
    play = CampaignPlay(found, path, save_dir)
    try:
        session = play.continue_play()
    except GameInUse as busy:
        from wolfenstein_tui.tui.screens.follow import offer_to_watch

        try:
            await offer_to_watch(app, busy)
        except SaveError as error:
            app.notify(str(error), severity="error", timeout=10, markup=False)
        return
    except (SaveError, ContentError) as error:
        app.notify(str(error), severity="error", timeout=10)
        return
    if session is None:
        await app.push_screen_wait(MessageDialog(describe(play)))
        return
    app.push_screen(CampaignGameScreen(session, play))


def suggested_name(number: int) -> str:
    """ "Operation N" in the player's language, spelt with the letters a
    campaign's name may hold (its file's name: "Opération" becomes
    "Operation")."""
    name = _("Operation {number}").format(number=number)
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    try:
        return check_name(folded)
    except CampaignError:
        return f"Operation {number}"


async def start_campaign(
    app: App[Any], save_dir: Path | None, missions: list[str] | None, taken: list[str]
) -> None:
    number = 1
    while suggested_name(number) in taken:
        number += 1
    name = await app.push_screen_wait(NameDialog(suggested_name(number), save_dir))
    if name is None:
        return
    decks = builtin_decks()
    try:
        plan = missions or builtin_campaign()
        first = load_reference(plan[0], decks, "the first mission")
    except (SaveError, ContentError) as error:
        app.notify(str(error), severity="error", timeout=10)
        return
    try:
        choices = await ask_choices(
            app,
            decks,
            first.mission.suggested_heroes,
            _("The first mission's suggestion: {heroes}"),
            title=_("Campaign {name}").format(name=name),
            ask_seed=False,
        )
    except WizardCancelled:
        return
    try:
        campaign = new_campaign(
            name,
            choices.seats,
            plan,
            difficulty=choices.difficulty,
            dice=choices.dice,
            ai_ties=choices.ai_ties,
            house_rules=choices.house_rules,
            shared_life_hero=choices.shared_life_hero,
            players=choices.player_names or None,
            hints=choices.hints,
        )
        play = CampaignPlay.create(campaign, save_dir)
        session = play.start_mission()
    except (SaveError, ContentError) as error:
        app.notify(str(error), severity="error", timeout=10)
        return
    app.push_screen(CampaignGameScreen(session, play))
