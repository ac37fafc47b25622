"""New game: the mission, then the wizard's questions (tui/screens/wizard.py), then,
for more than one player, whether to play here or host the game for the
others to join from their own screens.

The content models, the rules engine and the game screens are imported where
they are first needed, so the title screen paints without loading them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from wolfenstein_tui.base.i18n import _, current_language
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.tui.crashes import ReportsCrashes

if TYPE_CHECKING:
    from wolfenstein_tui.content.records.loaded import LoadedMission
    from wolfenstein_tui.engine.log.header import Header


class NewGameMenu(ReportsCrashes):
    """The title screen's New game (mixed into WolfensteinApp)."""

    save_dir: Path | None

    def new_game_wizard(self) -> None:
        self.run_worker(self._wizard(), exclusive=True)

    async def _wizard(self) -> None:
        from wolfenstein_tui.play.saves import SaveError
        from wolfenstein_tui.play.session import Session
        from wolfenstein_tui.tui.screens.game import GameScreen
        from wolfenstein_tui.tui.screens.wizard import WizardCancelled

        try:
            header_and_mission = await self._ask_setup()
        except WizardCancelled:
            return
        loaded, header, where = header_and_mission
        hosting = list(where) if where is not None else await self._ask_hosting(header)
        if hosting is None:
            return
        try:
            session, _events = Session.start(loaded, header, self.save_dir)
        except SaveError as error:  # the save folder cannot take a new game
            self.notify(str(error), severity="error", timeout=10, markup=False)
            return
        if not hosting:
            self.push_screen(GameScreen(session))
            return
        from wolfenstein_tui.play.joined import JoinedSession
        from wolfenstein_tui.tui.screens.joined import JoinedGameScreen

        try:
            joined = JoinedSession.host(session, hosting)
        except SaveError as error:
            session.close()
            self.notify(str(error), severity="error", timeout=10, markup=False)
            return
        self.push_screen(JoinedGameScreen(joined))  # it shows the invitations to hand out

    async def _ask_hosting(self, header: Header) -> list[int] | None:
        """For more than one player: play here, passing the keyboard
        ([] ), or host the game for the others to join from their own
        screens (the seats this screen plays); None: cancelled."""
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED, ChoiceDialog

        if len(header.seats) < 2:
            return []
        how = await self.push_screen_wait(
            ChoiceDialog(
                _("How do you play?"),
                [
                    _("Here, passing the keyboard (hot-seat)"),
                    _("Host: each player joins from their own terminal or browser tab"),
                ],
                cancellable=True,
            )
        )
        if how == CANCELLED:
            return None
        if how == 0:
            return []
        names = [
            header.player_names[s]
            if s < len(header.player_names)
            else _("Player {number}").format(number=s + 1)
            for s in range(len(header.seats))
        ]
        seat = await self.push_screen_wait(
            ChoiceDialog(
                _("Which seat do you play here?"),
                [
                    _("Seat {number}: {name}").format(number=s + 1, name=name)
                    for s, name in enumerate(names)
                ],
                cancellable=True,
            )
        )
        return None if seat == CANCELLED else [seat]

    async def _ask_setup(self) -> tuple[LoadedMission, Header, tuple[int, ...] | None]:
        """Every choice made before the first round (R-SETUP), in the order a
        group at the table makes them."""
        from wolfenstein_tui.content.loading.cache import builtin_decks, load_mission
        from wolfenstein_tui.content.loading.library import builtin_mission_files
        from wolfenstein_tui.play.session import new_header
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED
        from wolfenstein_tui.tui.screens.mission_picker import MissionPicker
        from wolfenstein_tui.tui.screens.wizard import WizardCancelled, ask_choices

        decks = builtin_decks()
        missions = []
        for path in builtin_mission_files():
            try:
                missions.append(load_mission(path, decks))
            except ContentError:
                continue
        from wolfenstein_tui.play.missions.user_folder import user_missions

        yours, _notes = user_missions(decks)  # the player's own, after the campaign's
        missions += [entry.loaded for entry in yours if entry.loaded is not None]
        choice = 0
        while True:
            choice = await self.push_screen_wait(MissionPicker(missions, decks, initial=choice))
            if choice == CANCELLED:
                raise WizardCancelled
            loaded = missions[choice]
            try:
                choices = await ask_choices(
                    self,
                    decks,
                    loaded.mission.suggested_heroes,
                    title=loaded.mission.words(current_language()).title,
                    ask_where=True,
                )
            except WizardCancelled:
                continue  # Escape at the first question: back to the missions
            header = new_header(
                loaded, choices.seats, seed=choices.seed, **choices.header_options()
            )
            return loaded, header, choices.hosting
