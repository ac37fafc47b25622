"""The replay viewer: a saved game log stepped through decision by decision,
with the map, the heroes and what each decision caused (the nazis' turns
told line by line).

The log is re-played, the state after every decision (or undo) kept, by
tui/playback/replay_steps.py, so the viewer can go back and forth freely (its names
are imported from here too, by the follower and the tests).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Label, RichLog, Static

from wolfenstein_tui import words
from wolfenstein_tui.base.i18n import N_, _
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.play.saves import SaveError
from wolfenstein_tui.tui.keys.spoken_keys import SpokenKeys
from wolfenstein_tui.tui.map.board_compact import render_compact
from wolfenstein_tui.tui.map.board_text import figures_on, render_board
from wolfenstein_tui.tui.map.map_edges import Figure
from wolfenstein_tui.tui.playback.replay_advice import ReplayAdvice
from wolfenstein_tui.tui.playback.replay_steps import ReplaySource as ReplaySource
from wolfenstein_tui.tui.playback.replay_steps import Step as Step
from wolfenstein_tui.tui.playback.replay_steps import StepReplay as StepReplay
from wolfenstein_tui.tui.playback.replay_steps import load_replay as load_replay
from wolfenstein_tui.tui.playback.replay_steps import (
    nazi_phase_of,
    split_names,
    step_number,
    told_decision,
)
from wolfenstein_tui.tui.playback.replay_steps import replay_steps as replay_steps
from wolfenstein_tui.tui.presenters.dashboards import hero_panel, objectives_text, status_line
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, TextDialog
from wolfenstein_tui.tui.widgets.footer import Footer, Key
from wolfenstein_tui.tui.widgets.line_breaks import HeldText
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.words.log_problems import problem_words
from wolfenstein_tui.words.names import names_for

REPLAY_KEYS = (
    Key("leave"),
    Key("forward"),
    Key("back"),
    Key("next_round"),
    Key("go_to_step"),
    Key("play_on"),
    Key("play_pause"),
    Key("whole_map"),
)
"""The key bar, all of it at 80 columns in every language
(tests/tui/test_key_bars_fit.py): q first, the steps, the rounds, a step
by its number, playing on, playing and the whole board. Home and End (the
first and last steps) and the log's scrolling keys are named on the log's
frame (`LOG_KEYS_TITLE`): in the bar too they would not fit."""

LOG_KEYS_TITLE = N_("Home, End: first or last step · ↑ ↓: the log · o: advice")
"""The keys the key bar leaves out, on the top of the log's frame."""

PLAY_INTERVAL = 0.7
"""Seconds between two steps when playing."""

OUTCOME_WORDS = {
    "won": N_("GAME OVER: won."),
    "lost_rounds": N_("GAME OVER: lost, out of rounds."),
    "lost_deaths": N_("GAME OVER: lost, the heroes are dead."),
    "lost_mission": N_("GAME OVER: lost, the mission failed."),
}
"""The end of a game, as the replay's log says it."""


# --- the screens ---------------------------------------------------------------------


class ReplayScreen(SpokenKeys, ReplayAdvice):
    """Step through a game log: the map, the heroes, the decision and the
    turn log of each step."""

    BINDINGS = [
        Binding("q", "leave", N_("Quit")),  # first: never cut from the footer
        Binding("right", "forward", N_("Next")),
        Binding("n", "forward", N_("Next"), show=False),
        Binding("left", "back", N_("Back")),
        Binding("p", "back", N_("Back"), show=False),
        Binding("home", "first", N_("First")),
        Binding("end", "last", N_("Last")),
        Binding("r", "next_round", N_("Round")),
        Binding("g", "go_to_step", N_("Go to")),
        Binding("f", "play_on", N_("Play on")),
        Binding("space", "play_pause", N_("Play")),
        Binding("m", "whole_map", N_("Whole map")),
        Binding("enter", "watch_nazi_phase", N_("Nazi phase"), show=False),
        Binding("down", "scroll_log(1)", N_("Log")),
        Binding("up", "scroll_log(-1)", N_("Log"), show=False),
        Binding("pagedown", "scroll_log(6)", N_("Log"), show=False),
        Binding("pageup", "scroll_log(-6)", N_("Log"), show=False),
    ]
    DEFAULT_CSS = """
    ReplayScreen { layout: vertical; }
    ReplayScreen #step { height: auto; background: $accent; color: $text; padding: 0 1; }
    ReplayScreen #status { height: auto; background: $panel; padding: 0 1; }
    ReplayScreen #problem { height: auto; background: $error; color: $text; padding: 0 1; }
    ReplayScreen #body { height: 1fr; }
    ReplayScreen #map { width: 1fr; height: 1fr; min-width: 30; }
    ReplayScreen #side { width: 40; padding-left: 1; }
    ReplayScreen .hero { height: auto; }
    ReplayScreen #objectives { height: auto; border-top: solid $panel-lighten-2; }
    ReplayScreen #log { height: 8; border-top: solid $panel-lighten-2; }
    """

    def __init__(
        self,
        rules: Rules,
        header: Header,
        lines: list[tuple[int, Any]],
        title: str = "",
        path: Path | None = None,
    ) -> None:
        super().__init__()
        self.rules = rules
        self.lines = lines
        self.log_path = path
        """The log file, to play on from one of its steps (a fork)."""
        self.names = names_for(rules)
        """Names, never ids, in what the viewer shows (names.py)."""
        self.header = header
        self.title_text = title
        result = replay_steps(rules, header, lines)
        self.steps = result.steps
        self.problem = result.problem
        self.index = 0
        self.timer: Timer | None = None

    def footer_keys(self) -> tuple[Key, ...]:
        return REPLAY_KEYS

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    @property
    def current(self) -> Step:
        return self.steps[self.index]

    @property
    def playing(self) -> bool:
        return self.timer is not None

    def compose(self) -> ComposeResult:
        yield Static(id="step", markup=False)
        yield Static(id="status", markup=False)
        yield Static(id="problem", markup=False)
        with Horizontal(id="body"):
            board = self.rules.board
            size = (board.width, board.height)
            yield BoardView.watched(size, self.paint_map, self.map_figures, id="map")
            with VerticalScroll(id="side", can_focus=False):
                for hero in self.steps[0].state.heroes:
                    yield Static(classes="hero", id=f"hero-{hero}", markup=False)
                yield Static(id="objectives", markup=False)
        log = RichLog(id="log", wrap=True, markup=False, min_width=20, auto_scroll=False)
        log.can_focus = False
        log.border_title = _(LOG_KEYS_TITLE)
        yield log
        yield Footer()

    def on_mount(self) -> None:
        problem = self.query_one("#problem", Static)
        if self.problem is None:
            problem.display = False
        else:
            number, message = self.problem.line, self.problem_words()
            problem.update(
                Text(
                    _("The replay stops at step {step}, on log line {line}: {message}").format(
                        step=self.last, line=number, message=message
                    )
                    if self.last
                    else _("This log cannot be replayed: line {line}: {message}").format(
                        line=number, message=message
                    )
                )
            )
            where = (
                f"{self.title_text}:{number}"
                if self.title_text
                else _("line {line}").format(line=number)
            )
            self.notify(
                _("{where}: {message}").format(where=where, message=message),
                title=_("The replay stops early"),
                severity="error",
                timeout=10,
                markup=False,
            )
        self.show()

    def problem_words(self) -> str:
        """Why the replay stops, in the language spoken."""
        assert self.problem is not None
        return problem_words(self.problem, words.Names(self.rules))

    # --- drawing ---------------------------------------------------------------------

    def decision(self, index: int) -> str:
        """The decision that led to step `index`, in words."""
        return told_decision(self.rules, self.steps, index, self.names)

    def decision_round(self, index: int) -> int:
        """The round a step's decision was made in: the last decision of a
        round (the one that plays the nazi phase) belongs to that round,
        though the game it leads to is already in the next."""
        return self.steps[index - 1 if index else 0].state.round

    def show(self) -> None:
        rules, step = self.rules, self.current
        state = step.state
        playing = "  ▶ " + _("playing") if self.playing else ""
        self.query_one("#step", Static).update(
            Text(
                (_("Rules case") + " — " if self.header.rules_case else "")
                + ("" if self.header.hints else _("Hints off") + " — ")
                + _("Step {step}/{last} — round {round} — {decision}").format(
                    step=self.index,
                    last=self.last,
                    round=self.decision_round(self.index),
                    decision=self.decision(self.index),
                )
                + playing
            )
        )
        # Players by the names given at setup, as the game screen names them.
        names = self.header.player_names
        self.query_one("#status", Static).update(status_line(rules, state, names))
        for hero in state.heroes.values():
            self.query_one(f"#hero-{hero.id}", Static).update(hero_panel(rules, state, hero, names))
        self.query_one("#objectives", Static).update(objectives_text(rules, state))
        log = self.query_one("#log", RichLog)
        log.clear()
        decision = self.decision(self.index)

        said: list[Text | str] = [
            _("Step {step} (log line {line}): {decision}").format(
                step=self.index, line=step.line, decision=decision
            )
            if step.line is not None
            else _("Step {step}: {decision}").format(step=self.index, decision=decision)
        ]
        if nazi_phase_of(self.steps, self.index) is not None:  # first: the log is short
            said.append(_("Enter: watch this nazi phase, figure by figure."))
        said += step.texts(
            words.Names(rules, self.steps[0].state, players=self.header.player_names)
        )
        if state.outcome is not None:
            outcome = state.outcome.value
            said.append(
                _(OUTCOME_WORDS[outcome])
                if outcome in OUTCOME_WORDS
                else _("GAME OVER: {outcome}.").format(outcome=outcome.replace("_", " "))
            )
        if self.index == self.last and self.problem is not None:
            said.append(
                _("The replay stops here: line {line}: {message}").format(
                    line=self.problem.line, message=self.problem_words()
                )
            )
        for text in said:
            log.write(HeldText(text))  # a French mark stays with its word
        self.show_map()
        self.call_after_refresh(self.follow)

    def focus_square(self) -> Square | None:
        """Where the map should look: the active hero, else the figure that
        just acted."""
        step, state = self.current, self.current.state
        figure = state.active_hero or getattr(step.command, "hero", None) or ""
        if figure in state.heroes:
            return state.heroes[figure].square
        if figure in state.enemies:
            return state.enemies[figure].square
        return None

    def follow(self) -> None:
        """Keep the acting figure (and its hero panel) in view."""
        log = self.query_one("#log", RichLog)
        log.scroll_home(animate=False)
        state = self.current.state
        hero = state.active_hero or getattr(self.current.command, "hero", None)
        if hero in state.heroes:
            side = self.query_one("#side", VerticalScroll)
            side.scroll_to_widget(self.query_one(f"#hero-{hero}"), animate=False, top=True)

    def paint_map(self, compact: bool) -> Text:
        """The map at this step, drawn as the game screen draws it (compact
        when the full drawing does not fit)."""
        render = render_compact if compact else render_board
        return render(self.rules, self.current.state, overlay=self.advice_overlay())

    def map_figures(self) -> tuple[Figure, ...]:
        """What the map names at its edges when it lies beyond them."""
        return figures_on(self.rules, self.current.state)

    def show_map(self) -> None:
        """The map at this step, kept on the figure that acts."""
        square = self.focus_square()
        self.query_one("#map", BoardView).follow(
            [square] if square is not None else [], square, repaint=True
        )

    def action_whole_map(self) -> None:
        """The whole board at this step; m or Escape comes back."""
        from wolfenstein_tui.tui.screens.board.whole_map import whole_map

        self.stop()
        self.app.push_screen(
            whole_map(self.rules, lambda: self.current.state, self.paint_map, self.map_figures)
        )

    # --- moving through the steps -------------------------------------------------------

    def go(self, index: int) -> None:
        index = max(0, min(self.last, index))
        if index != self.index:
            self.index = index
            self.show()

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
            self.show()

    def action_forward(self) -> None:
        self.stop()
        if self.index == self.last:
            self.notify(_("This is the last step."), timeout=2)
        self.go(self.index + 1)

    def action_back(self) -> None:
        self.stop()
        self.go(self.index - 1)

    def action_first(self) -> None:
        self.stop()
        self.go(0)

    def action_last(self) -> None:
        self.stop()
        self.go(self.last)

    def action_next_round(self) -> None:
        """Jump to the first decision of the next round (the step after the
        one that ends the round; ← goes back to the nazi phase)."""
        self.stop()
        now = self.decision_round(self.index)
        for index in range(self.index + 1, len(self.steps)):
            if self.decision_round(index) > now:
                self.go(index)
                return
        self.notify(_("Round {round} is the last round of this log.").format(round=now), timeout=3)
        self.go(self.last)

    def action_go_to_step(self) -> None:
        """Ask for a step's number and go there."""
        self.stop()

        def check(text: str) -> str | None:
            return None if step_number(text, self.last) is not None else self.bad_step()

        def chosen(text: str | None) -> None:
            number = step_number(text or "", self.last)
            if number is not None:
                self.go(number)

        prompt = _("Go to step (0 to {last}):").format(last=self.last)
        self.app.push_screen(TextDialog(prompt, str(self.index), check), chosen)

    def bad_step(self) -> str:
        return _("A step is a whole number from 0 to {last}.").format(last=self.last)

    def fork_line(self) -> int:
        """The log line a fork at the current step copies up to: the step's
        decision, or for the set-up the header (and a rules case's setup)."""
        step = self.current
        if step.line is not None:
            return step.line
        return next((n for n, data in self.lines if isinstance(data, dict) and "setup" in data), 1)

    @work
    async def action_play_on(self) -> None:
        """Play on from this step: a new game (a fork) whose log begins with
        this one's up to here; this log is not changed (forks.py)."""
        self.stop()
        if self.log_path is None:
            self.notify(_("Only a saved game log can be played on."), severity="warning")
            return
        if self.current.state.outcome is not None:
            self.notify(_("The game is over at this step: go back to play on."), timeout=4)
            return
        line = self.fork_line()
        seats = len(self.header.seats)
        prompt = _(
            "Play on from step {step} (log line {line}) as a new game? This log is not changed."
        ).format(step=self.index, line=line)
        options = [_("Yes, with the same players"), _("Yes, with new players' names"), _("No")]
        choice = await self.app.push_screen_wait(ChoiceDialog(prompt, options, cancellable=True))
        if choice not in (0, 1):
            return
        names: tuple[str, ...] = ()
        if choice == 1:

            def check(text: str) -> str | None:
                return None if len(split_names(text)) == seats else self.names_needed(seats)

            typed = await self.app.push_screen_wait(
                TextDialog(
                    _("The players' names, one a seat, separated by commas ({count}):").format(
                        count=seats
                    ),
                    ", ".join(self.header.player_names),
                    check,
                )
            )
            if typed is None:
                return
            names = split_names(typed)
        self.start_fork(line, names)

    def names_needed(self, seats: int) -> str:
        return _("Give {count} names, separated by commas.").format(count=seats)

    def start_fork(self, line: int, names: tuple[str, ...]) -> None:
        """Write the fork, then have the app open it as a game (its
        `open_game`: the title screen's Load game, or the viewer's own)."""
        from wolfenstein_tui.play.forks.branching import fork_point, write_fork
        from wolfenstein_tui.play.save_folder import default_save_dir

        assert self.log_path is not None
        save_dir: Path | None = getattr(self.app, "save_dir", None)
        try:
            point = fork_point(self.log_path, self.rules, self.header, self.lines, line)
            lock = write_fork(point, self.rules, save_dir or default_save_dir(), names)
        except SaveError as error:
            self.notify(str(error), severity="error", timeout=8, markup=False)
            return
        lock.release()  # the game's screen takes it again
        self.notify(
            _("A new game plays on from step {step}: {path}").format(
                step=self.index, path=lock.path.name
            ),
            timeout=6,
            markup=False,
        )
        open_game = getattr(self.app, "open_game", None)
        if open_game is not None:
            open_game(lock.path)

    def action_play_pause(self) -> None:
        if self.playing:
            self.stop()
            return
        if self.index == self.last:
            self.index = 0  # played to the end: play again from the start
        self.timer = self.set_interval(PLAY_INTERVAL, self.tick)
        self.show()

    def tick(self) -> None:
        if self.index >= self.last:
            self.stop()
            return
        self.go(self.index + 1)
        if self.index == self.last:
            self.stop()

    def action_watch_nazi_phase(self) -> None:
        """The nazi phase of this step played back as the game plays it,
        figure by figure with the reasons (screens/nazi_phase.py); its end
        comes back to this step."""
        phase = nazi_phase_of(self.steps, self.index)
        if phase is None:
            return
        from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen

        self.stop()
        self.app.push_screen(NaziPhaseScreen(self.rules, *phase))

    def action_scroll_log(self, lines: int) -> None:
        log = self.query_one("#log", RichLog)
        log.scroll_to(y=log.scroll_y + lines, animate=False)

    def action_leave(self) -> None:
        self.stop()
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()


class ReplayProblemScreen(SpokenKeys, Screen[None]):
    """A log that cannot be replayed at all: the reason, plainly."""

    BINDINGS = [
        Binding("q", "leave", N_("Quit")),
        Binding("escape", "leave", N_("Quit"), show=False),
    ]
    DEFAULT_CSS = """
    ReplayProblemScreen { align: center middle; }
    ReplayProblemScreen > Vertical { width: 90%; max-width: 100; height: auto;
        border: heavy $error; padding: 1 2; }
    ReplayProblemScreen Label { width: 100%; }
    ReplayProblemScreen #message { margin-top: 1; }
    """

    def __init__(self, message: str) -> None:
        super().__init__()
        self.message = message

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(_("This game log cannot be replayed."), id="title", markup=False)
            yield Label(self.message, id="message", markup=False)
        yield Footer()

    def action_leave(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit(return_code=1)
