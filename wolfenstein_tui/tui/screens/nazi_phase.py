"""The nazi phase, played back on the map.

The engine resolves the whole phase at once; this screen shows it beat by
beat on a copy of the board as it was before the phase (see
tui/playback/nazi_playback.py): the acting figure marked, its path drawn square by
square, each attack on its target with the dice faces, the heroes' losses on
their lines, the view following the action. At the end a recap says who
woke, moved and attacked, what each hero lost, and the danger and alarms.

The pace is the player's: a speed (step, slow, normal, fast; kept for the
rest of the sitting), p to pause, → one beat, Enter the next figure, s to
skip to the recap; shift+↓ and shift+↑ scroll an explanation longer than its
room (its frame then says "more: shift+↓"); m shows the whole board (the
map's line naming what lies beyond its cut edge says so: the key bar has no
room for it at 80 columns).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from wolfenstein_tui.base.i18n import N_, _, ngettext
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.events import Event
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.map.board_compact import render_compact
from wolfenstein_tui.tui.map.board_text import Overlay, figures_on, render_board
from wolfenstein_tui.tui.map.layout import phase_map_width
from wolfenstein_tui.tui.map.map_edges import Figure
from wolfenstein_tui.tui.playback.nazi_playback import Playback, Recap
from wolfenstein_tui.tui.presenters.log_entries import faces_text
from wolfenstein_tui.tui.widgets.detail_panel import DetailPanel
from wolfenstein_tui.tui.widgets.footer import Footer, Key
from wolfenstein_tui.tui.widgets.line_breaks import held
from wolfenstein_tui.tui.widgets.map_view import BoardView
from wolfenstein_tui.words.actions.labels import HERO_MARKS, bot_mark
from wolfenstein_tui.words.board.danger_words import danger_change, danger_words
from wolfenstein_tui.words.card_words import shown

SPEEDS: dict[str, float | None] = {"step": None, "slow": 1.0, "normal": 0.5, "fast": 0.15}
"""Seconds a beat stays on screen when playing; "step" waits for the keys."""
SPEED_WORDS = {"step": N_("step"), "slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast")}
DEFAULT_SPEED = "normal"
STATUS_AND_KEYS = 2
"""Lines of the status line and the key bar, around the phase's body."""
LOSS = "bold reverse red"

PLAYING_KEYS = (
    Key("next"),
    Key("step"),
    Key("skip"),
    Key("whole_map"),
    Key("why"),
)
"""The key bar while the phase plays, most needed first, all of them at 80
columns in every language (tests/tui/test_key_bars_fit.py): Enter and →
are how a player follows it, s ends the watching, m shows the whole board
and w the rules behind the explanation. p and f, which set the pace, are
on the status line, each before what it changes, as the key bar writes a
key: "p ‖  f step" (and in `?` and the palette): beside the others they
would not fit in French."""
RECAP_KEYS = (Key("next", N_("Back to the game")),)
"""At the recap the pace keys do nothing: Enter (or s) goes back to the game."""


@runtime_checkable
class KeepsPace(Protocol):
    """An app that keeps the pace of the nazi phase from one phase to the
    next in a sitting (WolfensteinApp, tui/app.py)."""

    nazi_phase_speed: str


def chosen_speed(app: object) -> str:
    """The speed the player chose earlier in this sitting (kept on the app)."""
    speed = app.nazi_phase_speed if isinstance(app, KeepsPace) else DEFAULT_SPEED
    return speed if speed in SPEEDS else DEFAULT_SPEED


def keep_speed(app: object, speed: str) -> None:
    """The speed chosen, for the next phases of this sitting."""
    if isinstance(app, KeepsPace):
        app.nazi_phase_speed = speed


class NaziPhaseScreen(Screen[None]):
    BINDINGS = [
        # The descriptions are translated by the footer, when it is drawn.
        Binding("enter", "next", N_("Next figure")),
        Binding("right", "step", N_("Step")),
        Binding("p", "play", N_("Play/pause")),
        Binding("space", "play", N_("Play/pause"), show=False),
        Binding("f", "speed", N_("Speed")),
        Binding("w", "why", N_("Why?"), show=False),
        Binding("s", "skip", N_("Skip")),
        Binding("m", "whole_map", N_("Whole map")),
        Binding("escape", "skip", N_("Skip"), show=False),
        Binding("shift+down", "scroll_text(2)", N_("Detail"), show=False),
        Binding("shift+up", "scroll_text(-2)", N_("Detail"), show=False),
    ]
    DEFAULT_CSS = """
    NaziPhaseScreen { layout: vertical; }
    NaziPhaseScreen #phase-status { height: 1; background: $panel; padding: 0 1; }
    NaziPhaseScreen #phase-body { height: 1fr; layout: vertical; }
    NaziPhaseScreen.-beside #phase-body { layout: horizontal; }
    NaziPhaseScreen #phase-map { height: 1fr; min-height: 6; }
    NaziPhaseScreen #phase-side { height: auto; }
    NaziPhaseScreen.-beside #phase-side { width: 1fr; height: 1fr;
        border-left: vkey $panel-lighten-2; }
    NaziPhaseScreen #phase-heroes { height: auto; border-top: solid $panel; padding: 0 1; }
    NaziPhaseScreen.-beside #phase-heroes { border-top: none; }
    NaziPhaseScreen #phase-text { height: auto; max-height: 4;
        border-top: solid $accent; padding: 0 1; }
    NaziPhaseScreen.-tall #phase-text { max-height: 8; }
    NaziPhaseScreen.-beside #phase-text { height: 1fr; max-height: 100%; }
    NaziPhaseScreen #phase-recap { height: 1fr; display: none; padding: 0 1; }
    NaziPhaseScreen.recap #phase-map { display: none; }
    NaziPhaseScreen.recap #phase-text { display: none; }
    NaziPhaseScreen.recap #phase-recap { display: block; }
    NaziPhaseScreen.-beside.recap #phase-recap { width: 1fr; }
    NaziPhaseScreen.-beside.recap #phase-side { display: none; }
    """

    VERTICAL_BREAKPOINTS = [(0, "-short"), (36, "-tall")]

    def __init__(self, rules: Rules, before: GameState, events: list[Event]) -> None:
        super().__init__()
        self.rules = rules
        self.playback = Playback(rules, before, events)
        self.timer: Timer | None = None
        self.hold = 0
        """Ticks to wait before the next beat (a new figure is shown a moment
        before it moves)."""
        self.recap: Recap | None = None
        self.heroes_width = 0
        """The heroes' lines' width (set with the layout)."""
        self.trails = False
        """Whether the explanation shows its rule trail (w)."""

    def footer_keys(self) -> tuple[Key, ...]:
        return PLAYING_KEYS if self.recap is None else RECAP_KEYS

    def compose(self) -> ComposeResult:
        yield Static(id="phase-status", markup=False)
        with Container(id="phase-body"):
            board = self.rules.board
            size = (board.width, board.height)
            yield BoardView.watched(size, self.paint_map, self.map_figures, id="phase-map")
            with VerticalScroll(id="phase-recap", can_focus=False):
                yield Static(id="phase-recap-text", markup=False)
            with Vertical(id="phase-side"):
                yield Static(id="phase-heroes", markup=False)
                # Scrolls (shift+↓/↑) when the explanation is longer than
                # its room; its frame then says so and names the keys.
                yield DetailPanel(id="phase-text")
        yield Footer()

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_layout)

    def fit_layout(self, body: tuple[int, int] | None = None) -> None:
        """The whole map beside the text when it fits there (as big as it
        can be drawn), else the text under a map that follows the action.
        `body`: the room under the status line and over the key bar, when
        it is known before the screen is laid out (its first frame)."""
        if body is None:
            size = self.query_one("#phase-body").size
            body = (size.width, size.height)
        board = self.rules.board
        width = phase_map_width(body, (board.width, board.height))
        self.set_class(width is not None, "-beside")
        self.board_view.styles.width = width if width is not None else "1fr"
        # The heroes' lines are as wide as the text column, less its border
        # and padding.
        self.heroes_width = (body[0] - width - 1 if width is not None else body[0]) - 2
        self.show_heroes()

    def show_heroes(self) -> None:
        self.query_one("#phase-heroes", Static).update(self.hero_lines())

    @property
    def speed(self) -> str:
        return chosen_speed(self.app)

    @property
    def playing(self) -> bool:
        return self.timer is not None

    def on_mount(self) -> None:
        # Laid out for the terminal before the first frame, which would else
        # show the map over the text and, a moment later, beside it.
        size = self.app.size
        self.fit_layout((size.width, size.height - STATUS_AND_KEYS))
        self.playback.advance()
        self.show()
        if SPEEDS[self.speed] is not None:
            self.start_timer()

    # --- the pace ------------------------------------------------------------------------

    def start_timer(self) -> None:
        interval = SPEEDS[self.speed]
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        if interval is not None and self.recap is None:
            self.timer = self.set_interval(interval, self.tick)

    def stop_timer(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None

    def tick(self) -> None:
        if self.hold:
            self.hold -= 1
            return
        self.step_once()

    def step_once(self) -> None:
        before = self.playback.beat
        if self.playback.advance() is None:
            self.end()
            return
        beat = self.playback.beat
        if beat is not None and (before is None or before.turn != beat.turn):
            self.hold = 1  # let the player see who acts before it moves
        self.show()

    def action_step(self) -> None:
        if self.recap is not None:
            return
        self.step_once()

    def action_scroll_text(self, lines: int) -> None:
        """shift+↓ / shift+↑: the explanation's lines below or above."""
        self.query_one("#phase-text", DetailPanel).scroll_lines(lines)

    def action_next(self) -> None:
        """The next figure (at the recap: back to the game)."""
        if self.recap is not None:
            self.dismiss(None)
            return
        if self.playback.done:
            self.end()
            return
        self.playback.next_figure()
        self.hold = 1
        self.show()

    def action_play(self) -> None:
        if self.recap is not None:
            return
        if self.playing:
            self.stop_timer()
        else:
            if SPEEDS[self.speed] is None:
                keep_speed(self.app, DEFAULT_SPEED)
            self.start_timer()
        self.show_status()

    def action_speed(self) -> None:
        """Step → slow → normal → fast → step; kept for the next phases."""
        names = list(SPEEDS)
        was_stepping = SPEEDS[self.speed] is None
        speed = names[(names.index(self.speed) + 1) % len(names)]
        keep_speed(self.app, speed)
        if SPEEDS[speed] is None:
            self.stop_timer()
        elif self.playing or was_stepping:
            self.start_timer()  # at the new pace
        self.show_status()

    def action_why(self) -> None:
        """Show or hide the rules behind the explanation: the rules it
        follows, the values compared, this game's choices."""
        self.trails = not self.trails
        self.show()

    def action_skip(self) -> None:
        """To the recap; from the recap, back to the game."""
        if self.recap is not None:
            self.dismiss(None)
            return
        self.playback.finish()
        self.end()

    def end(self) -> None:
        self.stop_timer()
        self.recap = self.playback.recap()
        self.add_class("recap")
        self.refresh_bindings()  # the recap's key bar
        self.show()
        self.query_one("#phase-recap-text", Static).update(held(recap_text(self.recap)))

    # --- drawing -------------------------------------------------------------------------

    def overlay(self) -> Overlay:
        playback = self.playback
        return Overlay(
            acting=playback.acting_squares(),
            trail=tuple(playback.trail_marks().items()),
            struck=playback.target_squares(),
        )

    def paint_map(self, compact: bool) -> Text:
        """The board as it stands at this beat, drawn as the game screen
        draws it (compact when the full drawing does not fit), with the
        acting figure, its trail and its target marked."""
        render = render_compact if compact else render_board
        board = render(self.rules, self.playback.board, overlay=self.overlay())
        board.no_wrap = True
        return board

    def map_figures(self) -> tuple[Figure, ...]:
        """What the map names at its edges when it lies beyond them."""
        return figures_on(self.rules, self.playback.board)

    def action_whole_map(self) -> None:
        """The whole board at this beat (the phase waits); m or Escape comes back."""
        from wolfenstein_tui.tui.screens.board.whole_map import whole_map

        was_playing = self.playing
        self.stop_timer()

        def back(_result: None) -> None:
            if was_playing:
                self.start_timer()
            self.show_status()

        self.app.push_screen(
            whole_map(self.rules, lambda: self.playback.board, self.paint_map, self.map_figures),
            back,
        )

    @property
    def board_view(self) -> BoardView:
        return self.query_one("#phase-map", BoardView)

    def show(self) -> None:
        self.show_status()
        self.show_heroes()
        self.query_one("#phase-text", DetailPanel).tell(self.caption())
        if self.recap is None:
            keep, focus = self.in_view()
            self.board_view.follow(keep, focus, repaint=True)

    def in_view(self) -> tuple[list[Square], Square | None]:
        """What the map keeps in view: the acting figure, the squares it
        walked and the figure it attacks; before anyone acts, the figures
        that woke (when they do not all fit, the first one)."""
        playback = self.playback
        keep = [
            *playback.acting_squares(),
            *playback.target_squares(),
            *playback.trail,
        ]
        if not keep:
            keep = [
                square
                for activation in playback.activations
                for square in playback.figure_squares(activation.figure)
            ]
        return keep, playback.focus()

    def show_status(self) -> None:
        playback, state = self.playback, self.playback.board
        title = _("Nazi phase")
        count = len(playback.activations)
        beat = playback.beat
        # "Nazi phase 1/3: Soldier 2", each language's colon (French: " : ").
        heading = _("{field}: ")
        if self.recap is not None:
            heading = heading.format(field=title) + _("recap")
        elif beat is not None and 0 <= beat.turn < count:
            heading = heading.format(field=f"{title} {beat.turn + 1}/{count}")
            heading += playback.name(beat.figure)
        elif count == 0:
            heading = heading.format(field=title) + _("nobody acts")
        else:
            heading = title
        text = Text(heading, style="bold")  # the whole line bold
        text.append("  " + danger_words(self.rules.mission.alarm, state.danger, state.alarms))
        text.append("  " + _("Alarms {alarms}").format(alarms=state.alarms))
        mode = "▶" if self.playing else "‖"
        if self.recap is None:  # each with its key, as the key bar writes them
            text.append("  ")
            text.append("p", style="bold")
            text.append(f" {mode}  ", style="italic")
            text.append("f", style="bold")
            text.append(f" {_(SPEED_WORDS[self.speed])}", style="italic")
        else:
            text.append(f"  {mode} {_(SPEED_WORDS[self.speed])}", style="italic")
        self.query_one("#phase-status", Static).update(text)

    def caption(self) -> Text:
        playback = self.playback
        beat = playback.beat
        text = Text()
        if beat is None:
            return text
        text.append(beat.caption, style="bold")
        if beat.faces:
            text.append(" ")
            text.append_text(faces_text(beat.faces))
        for line in playback.said(beat):
            text.append("\n" + line)
        activation = playback.activation()
        if activation is not None:
            text.append("\n" + activation.explanation, style="italic")
            if self.trails:
                for line in activation.trail:
                    text.append("\n  " + _("why: {line}").format(line=line), style="dim")
        return text

    def hero_lines(self) -> Text:
        """One line a hero: HP and armor now, what the phase took so far
        (in reverse video), ◂ on the hero being attacked."""
        playback = self.playback
        beat = playback.beat
        text = Text()
        # Full names when the line has room (a narrow column beside the map
        # at 80×24 has not: first names there, as on the game screen).
        wide = (self.query_one("#phase-heroes").size.width or self.heroes_width) >= 50
        for hero in playback.board.heroes.values():
            if text:
                text.append("\n")
            card = self.rules.hero_card(hero.id)
            mark = HERO_MARKS.get(hero.id, hero.id[:2].title())
            full = shown(card).name
            name = f"{full:<16}" if wide else f"{full.split()[0]:<6}"
            text.append(f"{mark} {name}", style="bold")
            if hero.dead:
                text.append(" " + _("dead"))
            elif hero.square is None:
                text.append(" " + _("not arrived"))
            else:
                health = (
                    _("HP {hp}/{max_hp}  Armor {armor}/{max_armor}")
                    if wide
                    else _("HP {hp}/{max_hp}  A{armor}/{max_armor}")
                )
                text.append(
                    " "
                    + health.format(
                        hp=hero.hp, max_hp=hero.max_hp, armor=hero.armor, max_armor=hero.max_armor
                    )
                )
            loss = playback.losses.get(hero.id)
            if loss:
                text.append("  ")
                text.append(f" {loss.words()} ", style=LOSS)
            if beat is not None and beat.target == hero.id:
                text.append(
                    "  ◂ " + _("attacked by {figure}").format(figure=playback.name(beat.figure)),
                    style="bold",
                )
        self.bot_lines(text)
        return text

    def bot_lines(self, text: Text) -> None:
        """A line for each bot under the heroes' (R-BOT-1: it fights for
        them): its HP and armor now, its losses as theirs, ◂ when attacked."""
        playback = self.playback
        beat = playback.beat
        for bot_id in sorted(playback.bots):
            # A bot fights for the heroes: its line and its losses as theirs.
            text.append("\n")
            bot = playback.board.enemies.get(bot_id)
            owner = playback.start.enemies[bot_id].bot_of or ""
            text.append(f"{bot_mark(owner)} {playback.name(bot_id)}", style="bold")
            if bot is None:
                text.append(" " + _("destroyed"))
            else:
                card = self.rules.enemy_cards[bot.type]
                text.append(
                    " "
                    + _("HP {hp}/{max_hp}  A{armor}/{max_armor}").format(
                        hp=bot.hp, max_hp=card.hp, armor=bot.armor, max_armor=card.armor
                    )
                )
            loss = playback.losses.get(bot_id)
            if loss:
                text.append("  ")
                text.append(f" {loss.words()} ", style=LOSS)
            if beat is not None and beat.target == bot_id:
                text.append(
                    "  ◂ " + _("attacked by {figure}").format(figure=playback.name(beat.figure)),
                    style="bold",
                )


def recap_text(recap: Recap) -> Text:
    """The phase in a few lines."""
    nobody = _("nobody")
    text = Text(_("What the nazis did") + "\n\n", style="bold underline")
    text.append(_("Woke:") + " ", style="bold")
    text.append((", ".join(recap.woke) or recap.resumed or nobody) + "\n")
    text.append(_("Moved:") + " ", style="bold")
    moved = [
        ngettext("{figure} ({count} square)", "{figure} ({count} squares)", n).format(
            figure=who, count=n
        )
        for who, n in recap.moved.items()
    ]
    text.append((", ".join(moved) or nobody) + "\n")
    text.append(_("Attacked:"), style="bold")
    if not recap.attacks:
        text.append(" " + nobody)
    for who, whom, faces in recap.attacks:
        text.append("\n  " + _("{field}: ").format(field=f"{who} → {whom}"))
        text.append_text(faces_text(faces))
    text.append("\n")
    if recap.arrivals:
        text.append(_("Arrived:") + " ", style="bold")
        text.append(" ".join(recap.arrivals) + "\n")
    text.append("\n" + _("The heroes") + "\n", style="bold underline")
    for name, loss in recap.losses.items():
        text.append("  " + _("{field}: ").format(field=name))
        text.append(f" {loss.words()} ", style=LOSS)
        text.append("\n")
    if recap.unhurt:
        text.append("  " + _("Unhurt: {heroes}").format(heroes=", ".join(recap.unhurt)) + "\n")
    before, after = recap.danger
    text.append("\n" + _("Danger") + " ", style="bold")
    text.append(danger_change(before, after, recap.threshold, recap.alarm_spent))
    if recap.danger_causes:  # never a change without its cause
        text.append(" " + _("({causes})").format(causes=", ".join(recap.danger_causes)))
    text.append("   " + _("Alarms") + " ", style="bold")
    text.append(f"+{recap.alarms}" if recap.alarms else _("no new alarm"))
    text.append("\n\n" + _("Enter or s: back to the game"), style="italic")
    return text
