"""The game screen: the map, the active hero's card and the other heroes'
lines, the status, the legal actions and the running log. Its parts are
widgets of their own (tui/widgets); this screen ties them to the game."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import OptionList

from wolfenstein_tui.base.i18n import N_, _, ngettext
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.state.commands import (
    DiceNeeded,
    EndActivation,
    IllegalCommand,
    StartActivation,
    UseItem,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.keys.game_commands import GameCommands
from wolfenstein_tui.tui.map.board_compact import render_compact
from wolfenstein_tui.tui.map.board_text import Overlay, render_board
from wolfenstein_tui.tui.map.in_view import follow_squares
from wolfenstein_tui.tui.map.layout import controls_height, plan
from wolfenstein_tui.tui.map.map_drawings import Drawings
from wolfenstein_tui.tui.map.previews import overlay_for, preview
from wolfenstein_tui.tui.presenters.dashboards import objectives_text, status_line
from wolfenstein_tui.tui.presenters.players import hand_over_words, with_player_names
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, DiceDialog, MessageDialog
from wolfenstein_tui.tui.screens.map_cursor import MAP_TITLE, MapCursor
from wolfenstein_tui.tui.screens.start_up import RenderedAfterStartUp
from wolfenstein_tui.tui.screens.title import back_to_title
from wolfenstein_tui.tui.widgets.action_list import ActionList, with_rule_texts
from wolfenstein_tui.tui.widgets.detail_panel import DetailPanel
from wolfenstein_tui.tui.widgets.footer import Footer
from wolfenstein_tui.tui.widgets.hero_card import HeroCard
from wolfenstein_tui.tui.widgets.hero_line import HeroLines
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.tui.widgets.message_log import MessageLog
from wolfenstein_tui.tui.widgets.status_bar import StatusBar
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.questions import answers, question
from wolfenstein_tui.words.refusals import say

STYLES = Path(__file__).parent.parent / "styles"


class GameScreen(RenderedAfterStartUp, MapCursor, Screen[None]):
    BINDINGS = [
        # The descriptions are translated by the footer, when it is drawn.
        Binding("u", "undo", N_("Undo")),
        Binding("w", "advice", N_("Advice")),
        Binding("question_mark", "help", N_("Help")),
        Binding("l", "focus_log", N_("Log")),
        Binding("a", "focus_actions", N_("Actions")),
        Binding("x", "look", N_("Map cursor")),
        Binding("tab", "next_target", N_("Targets")),
        Binding("e", "end_activation", N_("End"), show=False),
        Binding("plus,equals_sign", "zoom(False)", N_("Zoom"), show=False),
        Binding("minus", "zoom(True)", N_("Zoom out"), show=False),
        Binding("shift+down", "scroll_detail(2)", N_("Detail"), show=False),
        Binding("shift+up", "scroll_detail(-2)", N_("Detail"), show=False),
        *[Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 10)],
        Binding("q", "quit_game", N_("Quit")),
        Binding("escape", "leave_if_over", N_("Title"), show=False),
    ]
    CSS_PATH = STYLES / "game.tcss"
    AUTO_FOCUS = "#actions"
    COMMANDS = {GameCommands}

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.seat_shown: int | None = None
        self.over_shown = False
        self.marked: dict[Square, str] = {}
        self.overlay = Overlay()
        self.looking: Square | None = None
        """The map cursor's square, while the map has the keys."""
        self.picking: list[UseItem] = []
        self.card_hero: str | None = None
        """The hero whose whole card is shown."""
        self.drawings = Drawings()
        self.planned_for: object = None
        """The body's size the layout was fitted to."""

    @property
    def action_list(self) -> ActionList:
        return self.query_one("#actions", ActionList)

    @property
    def commands(self) -> list:
        """The listed actions, in the order shown."""
        return self.action_list.commands

    @property
    def refusals(self) -> dict[int, str]:
        """Indices of listed actions the rules refuse now, with the reason."""
        return self.action_list.refusals

    @property
    def square_choices(self) -> dict[int, list[UseItem]]:
        """Listed actions played on a square of the player's choosing."""
        return self.action_list.square_choices

    @property
    def message_log(self) -> MessageLog:
        return self.query_one("#log", MessageLog)

    @property
    def board_view(self) -> BoardView:
        return self.query_one("#map", BoardView)

    def compose(self) -> ComposeResult:
        board = self.session.rules.board
        yield StatusBar(id="status")
        with Horizontal(id="body"):
            with Vertical(id="main"):
                yield BoardView((board.width, board.height), self.paint_map, id="map")
                with Container(id="controls"):
                    yield ActionList(id="actions")
                    yield DetailPanel(id="detail", classes="empty")
            with Vertical(id="side"):
                yield HeroCard(id="hero-card")
                yield HeroLines(id="hero-lines")
                yield MessageLog(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.action_list.highlight_changed = self.show_highlighted
        self.board_view.titled(MAP_TITLE)
        # The log is told after the first frame: nothing in it is needed to
        # play the first decision.
        self.message_log.rebuild_later(
            self.session.rules,
            self.session.backlog,
            [_("Game saved as you play in {path}").format(path=self.session.path)],
            when=self.after_first_frame,
        )
        self.refresh_view()
        self.action_list.focus()

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_layout)

    def fit_layout(self) -> None:
        """Share the body between the map and the rest (tui/map/layout.py): the
        map as big as its drawing when it fits, the rest to the log and the
        actions. Done again when the body changes size (a resize, a status
        that wraps)."""
        body = self.query_one("#body").size
        if not body.width or not body.height or body == self.planned_for:
            return
        self.planned_for = body
        board = self.session.rules.board
        sizes = plan((body.width, body.height), (board.width, board.height), self.board_view.zoom)
        main, side = self.query_one("#main"), self.query_one("#side")
        main.styles.width = sizes.main_width if sizes.main_width is not None else "1fr"
        side.styles.width = sizes.side_width if sizes.side_width is not None else "1fr"
        controls = self.query_one("#controls")
        if sizes.map_height is not None:
            self.board_view.styles.height = sizes.map_height
            controls.styles.height = "1fr"
        else:
            self.board_view.styles.height = "1fr"
            controls.styles.height = controls_height(body.height)
        controls.set_class(sizes.across, "-across")

    def on_unmount(self) -> None:
        """Leaving the game gives up its lock, so that Continue (here or in
        another terminal) can play it."""
        self.session.close()

    # --- drawing -----------------------------------------------------------

    def refresh_view(self) -> None:
        rules, state = self.session.rules, self.session.state
        self.query_one("#status", StatusBar).set_status(
            self.status_text(), objectives_text(rules, state)
        )
        actions = self.action_list
        actions.offer(rules, state, self.session.player_name)
        self.marked = actions.move_costs()
        # Drawn at once with the first line's marks, which its highlight then
        # finds in place (no second drawing of the map).
        self.overlay = (
            overlay_for(self.session.rules, self.session.state, actions, 0)
            if actions.commands
            else Overlay()
        )
        self.picking = []
        self.show_heroes(self.hero_to_show())
        if self.looking is not None:
            self.look_at(self.looking)
        else:
            self.follow_active(repaint=True)
        actions.show_lines()
        self.call_after_refresh(self.fit_layout)  # the status may wrap anew
        if state.outcome is not None:
            from wolfenstein_tui.tui.presenters.summary import outcome_words  # the game's end only

            self.message_log.write_line(
                _("GAME OVER: {outcome}. The log is {path}").format(
                    outcome=outcome_words(state.outcome), path=self.session.path
                )
            )
            if not self.over_shown:
                self.over_shown = True
                self.refresh_bindings()  # the key bar's keys of a game over
                self.game_over()
        elif state.pending is not None:
            note = self.hand_over(state.pending.seat, _("answer the question"))
            # The presenter's words (words/questions.py), names never ids:
            # "Soldier 2", not the log's "Soldier soldier-2".
            names = Names(self.session.rules, state)
            player = self.session.player_name
            prompt = with_player_names(question(state.pending, names), player)
            labels = answers(state.pending, names, player)
            self.ask(prompt, [with_player_names(label, player) for label in labels], note)
        elif state.active_hero is None:
            note = self.hand_over(state.active_seat, _("choose which of your heroes activates"))
            if note:
                self.app.push_screen(MessageDialog(note))

    def hero_to_show(self, highlighted: object = None) -> str | None:
        """Whose whole card to show: the active hero; while a hero is being
        chosen, the one of the highlighted choice, else the first living
        hero of the seat that chooses."""
        state = self.session.state
        if state.active_hero in state.heroes:
            return state.active_hero
        if isinstance(highlighted, StartActivation):
            return highlighted.hero
        seat = state.seats[state.active_seat] if state.active_seat < len(state.seats) else ()
        alive = [h for h in seat if h in state.heroes and not state.heroes[h].dead]
        return (alive or [*state.heroes][:1] or [None])[0]

    def show_heroes(self, hero_id: str | None) -> None:
        rules, state = self.session.rules, self.session.state
        # Players are named as everywhere else (status bar, hand-over): a
        # solo game needs no name on its heroes.
        solo = len(state.seats) == 1
        players = {
            h.id: "" if solo else self.session.player_name(h.seat) for h in state.heroes.values()
        }
        self.card_hero = hero_id
        card = self.query_one("#hero-card", HeroCard)
        card.show_hero(rules, state, hero_id, players.get(hero_id or "", ""))
        self.query_one("#hero-lines", HeroLines).show_heroes(rules, state, hero_id, players)

    def status_text(self) -> Text:
        """The status bar (a campaign's screen puts its name and mission first)."""
        line = status_line(
            self.session.rules, self.session.state, self.session.record.header.player_names
        )
        if self.session.record.header.rules_case:  # set up by hand, not a game played
            return Text(_("Rules case") + "  ", style="bold reverse") + line
        return line

    def game_over(self) -> None:
        """Once, when the game ends: the summary (a campaign also offers the
        next mission)."""
        from wolfenstein_tui.tui.presenters.summary import game_over_text  # the game's end only

        self.app.push_screen(MessageDialog(game_over_text(self.session)))

    def paint_map(self, compact: bool) -> Text:
        """The whole map, as the game and the overlay are now (the map view
        cuts out what fits)."""
        render = render_compact if compact else render_board
        return self.drawings.draw(
            render, self.session.rules, self.session.state, self.marked, self.overlay
        )

    def draw_map(self) -> None:
        self.board_view.redraw()

    def show_detail(self, text: Text | None) -> None:
        """The card of what is highlighted or pointed at."""
        self.query_one("#detail", DetailPanel).tell(text)

    def action_scroll_detail(self, lines: int) -> None:
        self.query_one("#detail", DetailPanel).scroll_lines(lines)

    def show_highlighted(self, index: int) -> None:
        """Show what the highlighted action would do: a move's path, the
        targets of an attack with the chosen one marked, the card involved.
        The action list calls it as the highlight changes, not by a message:
        the map and the card are then drawn in the same frame as the list."""
        if self.looking is not None:
            return
        command = self.commands[index]
        if self.session.state.active_hero is None:
            hero = self.hero_to_show(command)
            if hero != self.card_hero:
                self.show_heroes(hero)
        overlay, detail = preview(self.session.rules, self.session.state, self.action_list, index)
        self.show_detail(detail)
        if overlay != self.overlay:
            self.overlay = overlay
            self.draw_map()

    def hand_over(self, seat: int, what: str) -> str | None:
        """Hot-seat: the words that say whose turn it is, when the player
        changes (None when it stays the same, or in a solo game)."""
        state = self.session.state
        if len(state.seats) < 2 or seat == self.seat_shown:
            return None
        self.seat_shown = seat
        return hand_over_words(
            self.session.rules, state, seat, self.session.player_name(seat), what
        )

    # The help, the nazi phase's playback and the other screens a game opens
    # later are imported where they open: the first frame waits for none.

    def action_help(self) -> None:
        from wolfenstein_tui.tui.keys.game_help import game_help
        from wolfenstein_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(game_help(), decks=self.session.rules.decks))

    def action_advice(self) -> None:
        """What would a good player do? Asked of the search player, drawn on
        the map; the game is not changed."""
        from wolfenstein_tui.tui.advice.advice_panel import AdvicePanel

        if self.session.state.outcome is not None:
            return

        def draw(squares: frozenset[Square]) -> None:
            self.overlay = Overlay(path=squares)
            self.draw_map()

        self.app.push_screen(AdvicePanel(self.session.rules, self.session.state, draw))

    def action_rules_search(self) -> None:
        from wolfenstein_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(decks=self.session.rules.decks))

    def action_replay_game(self) -> None:
        """Watch this game from its start, in the replay viewer."""
        from wolfenstein_tui.play.saves import SaveError
        from wolfenstein_tui.tui.screens.replay import ReplayScreen, load_replay

        try:
            source = load_replay(self.session.path)
        except (SaveError, OSError) as error:
            self.notify(
                _("The game log cannot be replayed: {error}").format(error=error), severity="error"
            )
            return
        self.app.push_screen(ReplayScreen(source.rules, source.header, source.lines))

    def follow_active(self, repaint: bool = False) -> None:
        """Keep the active hero and the enemies in sight in view (`repaint`:
        the map is painted again too)."""
        rules, state = self.session.rules, self.session.state
        keep, focus = follow_squares(rules, state, state.active_hero or self.card_hero)
        self.board_view.follow(keep, focus, repaint)

    # --- playing -------------------------------------------------------------

    def action_pick(self, index: int) -> None:
        """A number key plays the action listed with that number."""
        if index < len(self.commands):
            self.select(index)

    def action_end_activation(self) -> None:
        index = next(
            (
                i
                for i, c in enumerate(self.commands)
                if isinstance(c, EndActivation) and i not in self.refusals
            ),
            None,
        )
        if index is None:
            self.notify(_("No activation to end now."), severity="warning", timeout=3)
            return
        self.select(index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "actions" or event.option.id is None:
            return
        self.select(int(event.option.id))

    def select(self, index: int) -> None:
        """Play the listed action `index` (after a question when it needs one)."""
        if index in self.refusals:
            self.notify(with_rule_texts(self.refusals[index]), severity="warning", timeout=8)
            return
        if index in self.square_choices:
            self.start_picking(self.square_choices[index])
            return
        command = self.commands[index]
        hero = self.session.state.heroes.get(getattr(command, "hero", ""))
        if isinstance(command, EndActivation) and hero is not None and hero.ap > 0:
            self.confirm_end(command, hero.ap)
            return
        self.play(command)

    @work
    async def confirm_end(self, command, ap: int) -> None:
        if await self.app.push_screen_wait(
            MessageDialog(
                ngettext(
                    "End the activation with {ap} AP left? It is lost.",
                    "End the activation with {ap} AP left? They are lost.",
                    ap,
                ).format(ap=ap),
                confirm=True,
            )
        ):
            self.play(command)

    @work(exclusive=True)
    async def play(self, command, faces: list[str] | None = None) -> None:
        faces = list(faces or [])
        before = self.session.state
        while True:
            try:
                events = self.session.play(command, faces or None)
            except DiceNeeded as needed:
                reason = self.refusal_words(needed)
                more = await self.app.push_screen_wait(DiceDialog(reason, needed.count))
                if not more:
                    return
                faces += more
                continue
            except IllegalCommand as error:
                reason = self.refusal_words(error)
                self.notify(with_rule_texts(reason), severity="warning", timeout=8)
                return
            break
        self.message_log.add_events(events)
        if not self.session.saved:
            # A failed save is rare: its dialogs are imported then.
            from wolfenstein_tui.tui.screens.save_failed import settle_save

            if not await settle_save(self.app, self.session):
                return
        if any(e.kind is EventKind.NAZI_TURN for e in events):
            from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen

            await self.app.push_screen_wait(NaziPhaseScreen(self.session.rules, before, events))
        self.refresh_view()

    def refusal_words(self, error: IllegalCommand) -> str:
        """Why the rules refuse, as the player reads it."""
        names = Names(self.session.rules, self.session.state)
        return say(error.refusal, names, self.session.player_name)

    @work
    async def ask(self, prompt: str, options: list[str], note: str | None = None) -> None:
        from wolfenstein_tui.engine.state.commands import Choose

        if note:
            await self.app.push_screen_wait(MessageDialog(note))
        choice = await self.app.push_screen_wait(ChoiceDialog(prompt, options))
        self.play(Choose(choice))

    def action_undo(self) -> None:
        if self.session.state.outcome is not None:
            self.notify(
                _(
                    "The game is over: its log is final and nothing can be undone. "
                    "q or Escape: back to the title screen."
                ),
                severity="warning",
            )
            return
        last = self.session.history[-1] if self.session.history else []
        if any(e.kind in (EventKind.DICE_ROLLED, EventKind.CARD_DRAWN) for e in last):
            self.notify(
                _("Dice were rolled or a card was drawn: that cannot be undone."),
                severity="warning",
            )
            return
        try:
            self.session.undo()
        except IllegalCommand as error:
            self.notify(self.refusal_words(error), severity="warning")
            return
        if self.session.history:
            self.session.history.pop()
        self.message_log.write_line(_("Undone."))
        self.refresh_view()
        if not self.session.saved:
            self.settle_unsaved()

    @work(exclusive=True)
    async def settle_unsaved(self) -> None:
        from wolfenstein_tui.tui.screens.save_failed import settle_save  # rare: imported then

        await settle_save(self.app, self.session)

    def action_focus_log(self) -> None:
        """The whole log, full width, with its filters and search."""
        from wolfenstein_tui.tui.screens.log_view import LogScreen

        self.app.push_screen(LogScreen(self.message_log))

    def action_focus_actions(self) -> None:
        self.action_list.focus()

    def action_quit_game(self) -> None:
        """q: once the game is over, back to the title screen; during the
        game, leave the app (the game is saved after every decision)."""
        if self.session.state.outcome is not None:
            self.action_leave_if_over()
            return
        self.app.exit()

    def action_leave_if_over(self) -> None:
        """Escape (and q) after the game is over: back to the title screen."""
        if self.session.state.outcome is None:
            return
        back_to_title(self.app)
