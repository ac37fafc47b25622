"""The game screen: the map, the active hero's card and the other heroes'
lines, the status, the legal actions and the running log. Its parts are
widgets of their own (tui/widgets); this screen ties them to the game."""

from __future__ import annotations

from pathlib import Path
from time import monotonic

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Horizontal, Vertical
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import OptionList

from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.state.commands import (
    Command,
    DiceNeeded,
    EndActivation,
    IllegalCommand,
    StartActivation,
    UseItem,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.play.session import Session
from wolfenstein_tui.tui.keys.foresight import Foresight
from wolfenstein_tui.tui.keys.game_actions import CURSOR_STEPS, NAVIGATION, GameKeyActions
from wolfenstein_tui.tui.keys.game_commands import GameCommands
from wolfenstein_tui.tui.keys.game_dialogs import GameDialogs
from wolfenstein_tui.tui.keys.taking_back import TakingBack
from wolfenstein_tui.tui.map.board_compact import render_compact
from wolfenstein_tui.tui.map.board_text import Overlay, figures_on, render_board
from wolfenstein_tui.tui.map.in_view import follow_squares
from wolfenstein_tui.tui.map.layout import controls_height, plan
from wolfenstein_tui.tui.map.map_drawings import Drawings
from wolfenstein_tui.tui.map.map_edges import Figure
from wolfenstein_tui.tui.map.previews import overlay_for
from wolfenstein_tui.tui.presenters.dashboards import objectives_text, status_line
from wolfenstein_tui.tui.presenters.players import (
    hand_over_words,
    with_player_names,
)
from wolfenstein_tui.tui.screens.map_cursor import MAP_TITLE, MapCursor
from wolfenstein_tui.tui.screens.start_up import RenderedAfterStartUp
from wolfenstein_tui.tui.served import shown_log
from wolfenstein_tui.tui.widgets.action_list import ActionList, with_rule_texts
from wolfenstein_tui.tui.widgets.detail_panel import DetailPanel
from wolfenstein_tui.tui.widgets.footer import Footer
from wolfenstein_tui.tui.widgets.hero_card import HeroCard
from wolfenstein_tui.tui.widgets.hero_line import HeroLines
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.tui.widgets.message_log import MessageLog
from wolfenstein_tui.tui.widgets.status_bar import StatusBar
from wolfenstein_tui.tui.worked_ahead import WorkedAhead
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.questions import answers, question, task
from wolfenstein_tui.words.refusals import say

STYLES = Path(__file__).parent.parent / "styles"
REFUSAL_SHOWN = 8.0
"""Seconds a refused action's reason stays up in its notice."""


class GameScreen(
    RenderedAfterStartUp,
    Foresight,
    MapCursor,
    GameDialogs,
    GameKeyActions,
    TakingBack,
    Screen[None],
):
    """The game screen. The keys that change its mode (x, Enter, Escape)
    and the keys that move in the action list and on the map are read by
    the screen first, in the order typed (priority bindings are the app's
    first look at each key): a key that only a widget read would wait in
    that widget's queue while a later priority key overtook it, and a key
    typed while the mode changes would go to the old mode's widget."""

    BINDINGS = [
        # The descriptions are translated by the footer, when it is drawn.
        Binding("u", "undo", N_("Undo")),
        Binding("o", "advice", N_("Advice")),
        Binding("b", "back_to", N_("Back to"), show=False),
        Binding("question_mark", "help", N_("Help")),
        Binding("g", "focus_log", N_("Log")),
        Binding("a", "focus_actions", N_("Actions")),
        # The keys that change the screen's mode are the app's first look
        # (priority): the mode changes before the next key is handed on, so
        # a key typed meanwhile goes where the new mode sends it.
        Binding("x", "look", N_("Map cursor"), priority=True),
        Binding("enter", "enter", N_("Do it"), show=False, priority=True),
        Binding("escape", "escape", N_("Back"), show=False, priority=True),
        *[
            Binding(key, f"navigate('{key}')", show=False, priority=True)
            for key in (*NAVIGATION, *CURSOR_STEPS)
        ],
        Binding("f", "fatigue", N_("Fatigue"), show=False),
        Binding("c", "target_card", N_("Enemy card"), show=False),
        Binding("tab", "next_target", N_("Targets")),
        Binding("m", "whole_map", N_("Whole map")),
        Binding("e", "end_activation", N_("End"), show=False),
        Binding("plus,equals_sign", "zoom(False)", N_("Zoom"), show=False),
        Binding("minus", "zoom(True)", N_("Zoom out"), show=False),
        Binding("shift+down", "scroll_detail(2)", N_("Detail"), show=False),
        Binding("shift+up", "scroll_detail(-2)", N_("Detail"), show=False),
        *[Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 10)],
        Binding("q", "quit_game", N_("Quit")),
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
        self.warned: tuple[str, float] | None = None
        """The last refusal told (`warn`), and until when its notice is up."""
        self.looking: Square | None = None
        """The map cursor's square, while the map has the keys."""
        self.picking: list[UseItem] = []
        self.card_hero: str | None = None
        """The hero whose whole card is shown."""
        self.drawings = Drawings()
        self._figures_of: WorkedAhead[tuple[Figure, ...]] = WorkedAhead(keep=2)
        """The figures the map names at its edges, for the state shown and
        the one worked out ahead (`map_figures`)."""
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
                yield BoardView(
                    (board.width, board.height),
                    self.paint_map,
                    self.map_figures,
                    whole_map_key=True,
                    id="map",
                )
                with Container(id="controls"):
                    yield ActionList(id="actions")
                    # Shown from the start: the first action listed has a
                    # detail to tell, and a panel hidden until then would be
                    # styled again before the first frame. `tell(None)`
                    # hides it when there is nothing to tell.
                    yield DetailPanel(id="detail")
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
            [_("Game saved as you play in {path}").format(path=shown_log(self.session.path))],
            when=self.after_first_frame,
            players=self.session.record.header.player_names,
        )
        self.refresh_view()
        self.fit_layout(self.expected_body())
        self.action_list.focus()

    def expected_body(self) -> Size:
        """The body's size before its first layout: the screen less the
        status's lines and the footer's. The layout planned for it is in
        place at the first layout, which is then the last (a wrong guess
        only costs the second one, planned for the body then laid out)."""
        width, height = self.app.size
        status = self.query_one("#status", StatusBar).lines_for(width)
        footer = self.query_one(Footer).styles.height
        return Size(width, height - status - (int(footer.value) if footer is not None else 0))

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_layout)

    def fit_layout(self, body: Size | None = None) -> None:
        """Share the body between the map and the rest (tui/map/layout.py): the
        map as big as its drawing when it fits, the rest to the log and the
        actions. Done again when the body changes size (a resize, a status
        that wraps); `body`: its size when it is not laid out yet."""
        if body is None:
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
        self.end_cursor_with_activation()
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
        if not actions.commands:
            self.show_detail(None)  # no action to describe (the game is over)
        self.show_heroes(self.hero_to_show())
        if self.looking is not None:
            self.look_at(self.looking)
        else:
            self.follow_active(repaint=True)
        actions.show_lines()
        self.call_after_refresh(self.fit_layout)  # the status may wrap anew
        self.work_ahead_soon()  # for the next key, once this frame is drawn
        if state.outcome is not None:
            from wolfenstein_tui.tui.presenters.summary import outcome_words  # the game's end only

            self.message_log.write_line(
                _("GAME OVER: {outcome}. The log is {path}").format(
                    outcome=outcome_words(state.outcome), path=shown_log(self.session.path)
                )
            )
            if not self.over_shown:
                self.over_shown = True
                self.refresh_bindings()  # the key bar's keys of a game over
                self.game_over()
        elif state.pending is not None:
            # The presenter's words (words/questions.py), names never ids:
            # "Soldier 2", not the log's "Soldier soldier-2".
            names = Names(self.session.rules, state)
            note = self.hand_over(state.pending.seat, task(state.pending, names))
            player = self.session.player_name
            prompt = with_player_names(question(state.pending, names), player)
            labels = answers(state.pending, names, player)
            self.ask(prompt, [with_player_names(label, player) for label in labels], note)
        elif state.active_hero is None:
            note = self.hand_over(state.active_seat, task(None, Names(self.session.rules, state)))
            if note:
                from wolfenstein_tui.tui.screens.dialogs import MessageDialog

                self.app.push_screen(MessageDialog(note))

    def hero_to_show(self, highlighted: object = None) -> str | None:
        """Whose whole card to show: the active hero; while a hero is being
        chosen, the one of the highlighted choice, else the first living
        hero of the seat that chooses."""
        state = self.session.state
        if state.active_hero in state.heroes:
            return state.active_hero
        bot = state.enemies.get(state.active_hero or "")
        if bot is not None and bot.bot_of:  # its turn: the bot's own card
            return bot.id
        if isinstance(highlighted, StartActivation):
            return highlighted.hero
        seat = state.seats[state.active_seat] if state.active_seat < len(state.seats) else ()
        alive = [h for h in seat if h in state.heroes and not state.heroes[h].dead]
        return next(iter(alive or state.heroes), None)

    def show_heroes(self, hero_id: str | None) -> None:
        rules, state = self.session.rules, self.session.state
        players = self.hero_players(state)
        self.card_hero = hero_id
        card = self.query_one("#hero-card", HeroCard)
        bot = state.enemies.get(hero_id or "")
        owner = bot.bot_of if bot is not None and bot.bot_of else hero_id
        card.show_hero(rules, state, hero_id, players.get(owner or "", ""))
        self.query_one("#hero-lines", HeroLines).show_heroes(rules, state, hero_id, players)

    def hero_players(self, state: GameState) -> dict[str, str]:
        """Who plays each hero, named as everywhere else (status bar,
        hand-over): nobody in a solo game."""
        solo = len(state.seats) == 1
        return {
            h.id: "" if solo else self.session.player_name(h.seat) for h in state.heroes.values()
        }

    def status_text(self, state: GameState | None = None) -> Text:
        """The status bar, of the game now or of `state` (a campaign's
        screen puts its name and mission first)."""
        line = status_line(
            self.session.rules, state or self.session.state, self.session.record.header.player_names
        )
        if self.session.record.header.rules_case:  # set up by hand, not a game played
            return Text(_("Rules case") + "  ", style="bold reverse") + line
        return line

    def game_over(self) -> None:
        """Once, when the game ends: the summary (a campaign also offers the
        next mission)."""
        from wolfenstein_tui.tui.presenters.summary import (  # the game's end only
            game_over_keys,
            game_over_text,
        )
        from wolfenstein_tui.tui.screens.dialogs import MessageDialog

        self.app.push_screen(MessageDialog(game_over_text(self.session), hint=game_over_keys()))

    def paint_map(
        self,
        compact: bool,
        overlay: Overlay | None = None,
        state: GameState | None = None,
        marked: dict[Square, str] | None = None,
    ) -> Text:
        """The whole map (the map view cuts out what fits), as the game, the
        overlay and the move costs shown are now, or as given (to draw
        one ahead of showing it)."""
        render = render_compact if compact else render_board
        return self.drawings.draw(
            render,
            self.session.rules,
            self.session.state if state is None else state,
            self.marked if marked is None else marked,
            self.overlay if overlay is None else overlay,
        )

    def map_figures(self, state: GameState | None = None) -> tuple[Figure, ...]:
        """What the map names at its edges when it lies beyond them, for the
        state shown (or `state`): worked out once for each of the state
        shown and the one worked out ahead (the map asks at every step of
        the action list)."""
        state = self.session.state if state is None else state
        figures = self._figures_of.get(state, ())
        if figures is None:
            figures = self._figures_of.put(state, (), figures_on(self.session.rules, state))
        return figures

    def action_whole_map(self) -> None:
        """The whole board at once; m or Escape comes back."""
        from wolfenstein_tui.tui.screens.board.whole_map import whole_map

        self.app.push_screen(
            whole_map(
                self.session.rules, lambda: self.session.state, self.paint_map, self.map_figures
            )
        )

    def draw_map(self) -> None:
        self.board_view.redraw()

    def keys_changed(self) -> None:
        """The mode changed (the map or the actions took the keys): the key
        bar lists the new mode's keys in the same frame, not one later (it
        otherwise waits for Textual's news of the bindings)."""
        self.query_one(Footer).update_keys()

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
            self.work_ahead_soon()  # Enter's activation of the hero now highlighted
        overlay, detail = self.preview_of(index)
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

    def follow_active(self, repaint: bool = False) -> None:
        """Keep the active hero and the enemies in sight in view (`repaint`:
        the map is painted again too)."""
        rules, state = self.session.rules, self.session.state
        keep, focus = follow_squares(rules, state, state.active_hero or self.card_hero)
        self.board_view.follow(keep, focus, repaint)

    # --- playing -------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "actions" or event.option.id is None:
            return
        self.select(int(event.option.id))

    def select(self, index: int) -> None:
        """Play the listed action `index` (after a question when it needs one)."""
        if index in self.refusals:
            self.warn(with_rule_texts(self.refusals[index]))
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

    def play(self, command: Command, faces: list[str] | None = None) -> None:
        """Play a command at once, and draw the screen anew before the next
        key is read: a key typed meanwhile goes where the new screen sends it
        (type-ahead). Dice to type in, a save that failed and the nazi phase
        go on in a worker or a screen of their own."""
        before = self.session.state
        try:
            events = self.session.play(command, faces or None)
        except DiceNeeded:
            self.play_with_dice(command, list(faces or []))
            return
        except IllegalCommand as error:
            self.warn(with_rule_texts(self.refusal_words(error)))
            return
        self.after_play(command, before, events)

    def warn(self, reason: str, seconds: float = REFUSAL_SHOWN) -> None:
        """Tell why an action or a key is refused, in a notice up for
        `seconds`; not again while the same notice is still up: the key
        pressed again stacked another copy of the same reason over the side
        panel."""
        now = monotonic()
        if self.warned is not None and self.warned[0] == reason and now < self.warned[1]:
            return
        self.warned = (reason, now + seconds)
        self.notify(reason, severity="warning", timeout=seconds)

    def after_play(self, command: Command, before: GameState, events: list[Event]) -> None:
        self.played(command)
        self.message_log.add_events(events)
        if not self.session.saved:
            self.settle_then_go_on(before, events)
            return
        self.go_on(before, events)

    @work(exclusive=True)
    async def settle_then_go_on(self, before: GameState, events: list[Event]) -> None:
        # A failed save is rare: its dialogs are imported then.
        from wolfenstein_tui.tui.screens.save_failed import settle_save

        if await settle_save(self.app, self.session):
            self.go_on(before, events)

    def go_on(self, before: GameState, events: list[Event]) -> None:
        """The nazi phase's playback, when the decision ended the hero phase
        (pushed at once: the keys typed next go to it), then the screen
        drawn anew."""
        if any(e.kind is EventKind.NAZI_TURN for e in events):
            from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen

            self.app.push_screen(
                NaziPhaseScreen(self.session.rules, before, events),
                callback=lambda _result: self.refresh_view(),
            )
            return
        self.refresh_view()

    def played(self, command: Command) -> None:
        """Told of each command the game accepted, before the screen is drawn
        again (the training's tips follow what was played)."""

    def refusal_words(self, error: IllegalCommand) -> str:
        """Why the rules refuse, as the player reads it."""
        names = Names(self.session.rules, self.session.state)
        return say(error.refusal, names, self.session.player_name)
