"""App timings as a player feels them (run by hand, Linux only):

    python benchmarks/bench_app.py [--runs N] [--presses N] [--only start|keys] [--against DIR]
                                   [--sizes 80x24,160x50]

Every app runs as its own process, launched as a user would: the game as
the `wolfenstein` command pip installs runs it (a console script: `main`
imported and called, see COMMAND), the minimal Textual app with
`python -c` likewise, on a pseudo-terminal of a given size that
this script reads like a terminal emulator. The script answers Textual's
question about synchronized output, so every frame the app paints arrives
between the "begin" and "end" markers of a synchronized update; a frame is
counted when its end marker is read.

- first frame: from just before the process is started to the end of the
  first frame that shows the screen, for a minimal Textual app (one Static,
  launched with `python -c`: its text), for `wolfenstein` (the title
  screen: its title) and for `wolfenstein play m01-radio-silence` (the game
  screen: the frame by which the status bar, the map's column labels, the
  hero card and the list of actions have all been drawn, not a splash);
  the three are interleaved run by run, in a new random order each round,
  median and range of --runs launches at 80×24; and, a second after the
  title screen was painted, from Enter on "New game" to the end of the
  last frame it caused (the list of missions).
- key press: on the game screen of the starter mission, from writing a
  key's bytes to the terminal to the end of the first frame after it (the
  map, panels, actions and log redrawn) and of the last frame it caused
  (the screen quiet again for 150 ms afterwards: Textual redraws scroll
  bars whose size changed one frame later). The game's keys are timed in
  rounds, each from the hero to choose and back to it, every key in each
  round, so that a change of the machine's load meets them all alike:
  Enter on "Activate Klaus" (each key is pressed once the screen has been
  quiet for 150 ms, as a player's key comes later still: the game has
  worked out the highlighted hero's activation by then, 30 ms after the
  frame, tui/keys/foresight.py), then, Klaus on the map, ↓ in the action list
  (three times, over lines already seen once), Enter on "Move to C12"
  (undone with u), x (the map cursor opens: the first time in this state,
  as after an action; but the lines of sight traced from A12 are kept from
  the first round: the first look from a square in a game traces them,
  4–10 ms more on this map and 23 ms for the game's first, which only the
  first round pays) and Escape (it closes), as a terminal speaking the
  kitty keyboard protocol sends it (ESC [ 27 u, read at once) and as a
  lone Escape byte (which Textual, as any terminal app, holds for
  ESCDELAY, 100 ms by default, in case an escape sequence follows); in
  the first nine rounds, x after a move (not timed) to a square new to the
  game each round (the moves listed after C12's), as a player's x after a
  move from a square never looked from (the game works out what x will
  show of the hero's square once the move's frame is drawn: `look_ahead`
  in tui/screens/map_cursor.py); and u (the activation undone, not
  timed). The whole update's ratio to ↓'s, in
  the same run, is in brackets, and also paired: each key over the ↓s of
  its own round, the median of those (x, Activate and Escape are held to
  at most 2×); at 80×24 and 160×50 (--sizes), with the same keys in a bare
  Textual app (an option list; x there moves the focus) for Textual's
  floor, and F12 in the game itself, on the screen Activate starts from,
  repainting the seven panels Activate changes with no game work and no
  new text (the game screen's own floor); with the frames a key caused.
  The screen and keys each figure times are printed with the figures.

The machine's load (from /proc/loadavg) is printed before and after: the
medians are only comparable between runs made under similar loads.
`--against DIR` also launches the game of an older tree of the project
(`git archive COMMIT | tar -x -C DIR`): its first frames interleaved with
this one's, run by run, the fairest comparison on a shared machine; its
keys just after this tree's, at each size (their ratios to ↓ are the ones
to compare).

Before measuring, the package's modules are compiled to bytecode, as
`pip install` does for a player: without it, a checkout run where
PYTHONDONTWRITEBYTECODE is set compiles every module of the game at every
launch, which a player never waits for (--no-compile measures that case).
The content cache (content/loading/cache.py) is filled by the first
launch, as it is by a player's first game.

This includes what a player waits for and nothing else: process start-up
and imports, the terminal round trip, Textual's input parsing, the app's
work (saving the game log included), Textual's layout and compositing, and
writing the frame. Each figure is given on the wall clock and as the CPU
time the app's process used meanwhile (from /proc/PID/task/*/schedstat):
on a machine shared with other work the wall clock grows with the load,
the CPU time hardly does, so compare CPU times across runs and wall clocks
within one run.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import random
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent

SYNC_QUERY = b"\x1b[?2026$p"
SYNC_REPLY = b"\x1b[?2026;2$y"
SYNC_END = b"\x1b[?2026l"
DOWN, HOME, ENTER, UNDO, QUIT = b"\x1b[B", b"\x1b[H", b"\r", b"u", b"\x11"
LOOK, ESCAPE = b"x", b"\x1b"
KITTY_ESCAPE = b"\x1b[27u"
"""Escape as a terminal speaking the kitty keyboard protocol sends it
(kitty, foot, WezTerm, Ghostty...; Textual asks for the protocol at
start-up): a whole sequence, read at once, with no wait."""

MINIMAL = """
from textual.app import App
from textual.widgets import Static

class Minimal(App):
    def compose(self):
        yield Static("hello, minimal")

Minimal().run()
"""

OPTION_LIST = """
from textual.app import App
from textual.widgets import OptionList, Static

class Options(App):
    BINDINGS = [("escape", "down", "Down"), ("x", "other", "Focus")]

    def compose(self):
        yield OptionList(*[f"option {i}" for i in range(40)])
        yield Static("the other widget", id="other")

    def action_down(self):
        self.query_one(OptionList).action_cursor_down()

    def action_other(self):
        options = self.query_one(OptionList)
        self.set_focus(None if self.focused is options else options)

Options().run()
"""
"""Textual's floor: a list of options; ↓ moves the highlight, and so does
Escape (a lone Escape byte waits out Textual's ESCDELAY, 100 ms by
default, in any app; the kitty protocol's Escape does not); x takes the
focus from the list and gives it back, the least a change of mode by
focus costs (Textual repaints the whole screen when the focus moves)."""

PANELS = """
from textual.app import App
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, OptionList, Static

WORDS = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima".split()

class Panels(App):
    CSS = \"""
    #status { height: 2; } #side { width: 40; } #map { height: 1fr; }
    OptionList { height: 5; border: none; } #detail { height: 4; } #log { height: 1fr; }
    \"""
    BINDINGS = [("a", "change", "Change")]
    turn = 0

    def compose(self):
        yield Static(id="status")
        with Horizontal():
            with Vertical():
                yield Static(id="map")
                yield OptionList(id="list")
                yield Static(id="detail")
            with Vertical(id="side"):
                yield Static(id="card")
                yield Static(id="lines")
                yield Static(id="log")
        yield Footer()

    def on_mount(self):
        self.action_change()
        self.query_one(OptionList).focus()

    def text(self, lines, width):
        words = WORDS[self.turn % 3 :] + WORDS
        return "\\n".join(" ".join(words)[n % 7 : n % 7 + width] for n in range(lines))

    def action_change(self):
        self.turn += 1
        self.query_one("#status", Static).update(self.text(2, 78))
        self.query_one("#map", Static).update(self.text(14, 38))
        self.query_one("#detail", Static).update(self.text(3, 38))
        self.query_one("#card", Static).update(self.text(9, 38))
        self.query_one("#lines", Static).update(self.text(3, 38))
        self.query_one("#log", Static).update(self.text(8, 38))
        options = self.query_one(OptionList)
        options.set_options(self.text(12, 30).split("\\n"))
        options.highlighted = 0

Panels().run()
"""
"""Textual's floor for a key that changes every panel (as Activate does: the
status, the map, the list of actions, the detail, the hero card, the other
heroes' lines and the log): a bare app of seven panels laid out like the
game screen, where a changes the text of each and the options of the list."""


class Terminal:
    """One app on a pseudo-terminal, with the time each byte of output arrived."""

    def __init__(self, argv: list[str], size: tuple[int, int], cwd: Path) -> None:
        master, slave = os.openpty()
        columns, lines = size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        env = {k: v for k, v in os.environ.items() if not k.startswith("TEXTUAL")}
        env.update(TERM="xterm-256color", COLORTERM="truecolor")
        env.pop("COLUMNS", None)
        env.pop("LINES", None)
        self.master = master
        self.output = bytearray()
        self.frames: list[tuple[float, int]] = []  # (time read, offset after the end marker)
        self.answered = False
        self.thread_cpu: dict[str, int] = {}
        """Nanoseconds of CPU each thread of the app had used when last read."""
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=slave, cwd=cwd, env=env, start_new_session=True
        )
        os.close(slave)

    def read(self, timeout: float) -> bool:
        """Read what the app wrote within `timeout` seconds; False if nothing."""
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(self.master, 1 << 16)
        except OSError:
            data = b""
        if not data:
            raise RuntimeError(
                "the app closed its terminal:\n" + self.output[-2000:].decode(errors="replace")
            )
        now = time.perf_counter()
        start = max(0, len(self.output) - len(SYNC_END) + 1)
        self.output += data
        if not self.answered and SYNC_QUERY in self.output:
            self.answered = True
            os.write(self.master, SYNC_REPLY)
        at = self.output.find(SYNC_END, start)
        while at != -1:
            self.frames.append((now, at + len(SYNC_END)))
            at = self.output.find(SYNC_END, at + 1)
        return True

    def cpu(self) -> float:
        """Seconds of CPU the app's process has used so far, all its threads
        (the kernel's scheduler statistics, in nanoseconds: unlike the wall
        clock, they do not grow when other processes share the machine).
        A thread that ended keeps the time last read of it: without it, a
        key during which one of Textual's threads ended would be timed with
        that thread's whole life taken off (a negative figure)."""
        for task in Path(f"/proc/{self.process.pid}/task").iterdir():
            try:
                self.thread_cpu[task.name] = int((task / "schedstat").read_text().split()[0])
            except (FileNotFoundError, ProcessLookupError):
                continue  # a thread that ended meanwhile: its time last read stays
        return sum(self.thread_cpu.values()) / 1e9

    def first_frame(
        self, markers: bytes | tuple[bytes, ...], timeout: float = 30.0
    ) -> tuple[float, float]:
        """Seconds from the launch to the end of the first frame by which
        every one of `markers` was drawn: on the wall clock, and of the
        app's CPU."""
        if isinstance(markers, bytes):
            markers = (markers,)
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            self.read(0.5)
            found = [self.output.find(marker) for marker in markers]
            if -1 in found:
                continue
            seen = max(found)
            for when, end in self.frames:
                if end > seen:
                    return when - self.started, self.cpu()
        raise RuntimeError(
            f"no frame showing {markers!r}:\n" + self.output[-2000:].decode(errors="replace")
        )

    def wait_for(self, marker: bytes, timeout: float = 10.0) -> None:
        """Read until `marker` was written (not timed)."""
        deadline = time.perf_counter() + timeout
        while marker not in self.output:
            if time.perf_counter() > deadline:
                raise RuntimeError(f"the app never showed {marker!r}")
            self.read(0.1)

    def settle(self, quiet: float = 0.3) -> None:
        """Wait until the app has written nothing for `quiet` seconds."""
        while self.read(quiet):
            pass

    def expect(self, key: bytes, marker: bytes) -> Press:
        """`press`, and check that the frames it caused show `marker`: the
        keys of a round then always start from the state they are meant to
        (an undo that took back something else would time another key)."""
        start = len(self.output)
        pressed = self.press(key)
        if marker not in self.output[start:]:
            raise RuntimeError(f"{key!r} did not show {marker!r}")
        return pressed

    def type(self, key: bytes) -> None:
        """Write `key` and wait for the app to be quiet again (not timed)."""
        os.write(self.master, key)
        self.settle()

    def press(self, key: bytes, quiet: float = 0.15) -> Press:
        """Write `key`; time the frames that follow until the app has been
        quiet for `quiet` seconds."""
        self.settle(quiet)
        before = len(self.frames)
        cpu = self.cpu()
        start = time.perf_counter()
        os.write(self.master, key)
        while len(self.frames) == before:
            if time.perf_counter() - start > 10:
                raise RuntimeError(f"no frame after {key!r}")
            self.read(quiet)
        while self.read(quiet):
            pass
        after = self.frames[before:]
        return Press(after[0][0] - start, after[-1][0] - start, self.cpu() - cpu, len(after))

    def close(self) -> None:
        try:
            os.write(self.master, QUIT)
            deadline = time.perf_counter() + 5
            while self.process.poll() is None and time.perf_counter() < deadline:
                try:
                    self.read(0.1)
                except RuntimeError:
                    break
        finally:
            if self.process.poll() is None:
                self.process.kill()
            self.process.wait()
            os.close(self.master)


class Press(NamedTuple):
    """One key press: seconds to the end of the first frame after it and of
    the last one it caused, and the app's CPU seconds meanwhile."""

    first: float
    last: float
    cpu: float
    frames: int


COMMAND = (
    "import sys\n"
    "from wolfenstein_tui.app.cli import main\n"
    "sys.argv[0] = 'wolfenstein'\n"
    "sys.exit(main())\n"
)
"""What the `wolfenstein` command pip installs does (its console script),
run with `python -c` so that the package of the working folder is the one
imported (an older tree's, with --against). `python -m wolfenstein_tui`
would also import runpy and importlib.util, which the command does not
(about 8 ms a launch on a 2-core machine)."""


REDRAWN = """
import sys
import wolfenstein_tui.tui.app as tui_app
from wolfenstein_tui.app.cli import main

class Redrawn(tui_app.WolfensteinApp):
    BINDINGS = [("f12", "redraw_every_panel", "")]

    def action_redraw_every_panel(self):
        for panel in PANELS:
            self.screen.query_one(panel).refresh(layout=True)

PANELS = ("#status", "#map", "#actions", "#detail", "#hero-card", "#hero-lines", "#log")

tui_app.WolfensteinApp = Redrawn
sys.argv[0] = "wolfenstein"
sys.exit(main())
"""
"""The game's own floor for a key that changes every panel: the game
itself, on the same screen, where F12 repaints the seven panels Activate
changes (the status bar, the map, the list of actions, the detail, the
hero card, the other heroes' lines and the log) and lays the screen out
again, with no game work and no new text (the lines the panels keep are
drawn again from their caches). Activate does that and more: its panels
get new text."""
F12 = b"\x1b[24~"


def wolfenstein(*args: str) -> list[str]:
    return [sys.executable, "-c", COMMAND, *args]


def game_args(folder: str) -> list[str]:
    """The arguments of the game every key figure plays."""
    return ["play", "m01-radio-silence", "--seed", "1", "--save-dir", folder]


def game(folder: str) -> list[str]:
    return wolfenstein(*game_args(folder))


GAME_SCREEN = (b"Radio Silence", b"A B C D", b"Klaus Kreutz", b"Activate Klaus Kreutz")
"""What the game screen's first frame shows at 80×24: the status bar, the
map's column labels (of its compact drawing), the hero card and the list of
actions."""
GAME_SCREEN_ANY_ZOOM = tuple(m for m in GAME_SCREEN if m != b"A B C D")
"""The same, at any size (the full drawing's column labels are spaced wider)."""


def launch(
    argv: list[str], markers: bytes | tuple[bytes, ...], cwd: Path = ROOT
) -> tuple[float, float]:
    """`python -c` runs the package of `cwd` (put first on
    the module path), so an older tree runs its own game."""
    terminal = Terminal(argv, (80, 24), cwd)
    try:
        return terminal.first_frame(markers)
    finally:
        terminal.close()


def summary(name: str, seconds: list[float], against: float | None = None) -> str:
    ms = sorted(s * 1000 for s in seconds)
    text = (
        f"{name:<38} median {statistics.median(ms):6.1f} ms"
        f"  range {ms[0]:6.1f}–{ms[-1]:6.1f}  N={len(ms)}"
    )
    if against:
        text += f"  ({statistics.median(seconds) / against:.2f}×)"
    return text


def first_frames(folder: str, runs: int, against: Path | None = None) -> list[str]:
    apps: dict[str, tuple[list[str], bytes | tuple[bytes, ...], Path]] = {
        "minimal Textual app (one Static)": (
            [sys.executable, "-c", MINIMAL],
            b"hello, minimal",
            ROOT,
        ),
        "wolfenstein (title screen)": (wolfenstein(), b"W O L F E N S T E I N", ROOT),
        "wolfenstein play m01-radio-silence": (game(folder), GAME_SCREEN, ROOT),
    }
    if against is not None:
        apps["the same, older tree"] = (game(folder), GAME_SCREEN, against)
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in apps}
    order = list(apps)
    for _ in range(runs):
        random.shuffle(order)  # no app always launches right after the same other
        for name in order:
            argv, markers, cwd = apps[name]
            times[name].append(launch(argv, markers, cwd))
    lines = []
    minimal = times["minimal Textual app (one Static)"]
    for index, what in enumerate(("wall clock", "the app's CPU")):
        lines.append(f"First frame at 80×24, from the launch ({what}):")
        base = statistics.median(t[index] for t in minimal)
        for name, found in times.items():
            # each launch over the minimal app's of the same round: a slow
            # moment of the machine weighs on both sides of the ratio
            paired = sorted(t[index] / m[index] for t, m in zip(found, minimal, strict=True))
            lines.append(
                summary(name, [t[index] for t in found], base)
                + f"  paired {statistics.median(paired):.2f}×"
                + f" [{paired[len(paired) // 4]:.2f}–{paired[(3 * len(paired)) // 4]:.2f}]"
            )
    lines.append(
        "  (×: the median over the minimal app's; paired: the median of each launch over"
        " the minimal app's of its round, with the middle half of those ratios)"
    )
    return lines


def new_game(runs: int) -> str:
    """Enter on "New game", a second after the title screen was painted,
    until the list of missions is shown."""
    times = []
    for _ in range(max(3, runs // 2)):
        terminal = Terminal(wolfenstein(), (80, 24), ROOT)
        try:
            terminal.first_frame(b"W O L F E N S T E I N")
            time.sleep(1.0)
            terminal.settle()
            times.append(terminal.press(ENTER, quiet=0.3).last)
            if b"Choose a mission" not in terminal.output:
                raise RuntimeError("no mission list after New game")
        finally:
            terminal.close()
    return summary("New game → the list of missions", times)


DOWNS_A_ROUND = 3
"""↓ presses in each round of the game's keys (from its first line)."""
MOVES_AWAY = (1, 3, 4, 5, 6, 7, 8, 9, 10)
"""The lines of Klaus's list on A12 (↓ presses from its first) of the moves
to C13, D12, D13, E12, E13, F12, F13, G12 and G13: a square for each of the
rounds that time x after a move, none looked from before in the game (C12,
the first line, is the timed move's)."""


def key_presses(
    folder: str, size: tuple[int, int], presses: int, root: Path = ROOT, bare_too: bool = True
) -> list[str]:
    terminal = Terminal(game(folder), size, root)
    rounds = max(5, presses // DOWNS_A_ROUND)
    downs: list[Press] = []
    moves: list[Press] = []
    activates: list[Press] = []
    looks: list[Press] = []
    looks_after_move: list[Press] = []
    escapes: list[Press] = []
    kitty_escapes: list[Press] = []
    round_down: list[float] = []  # each round's median ↓, for the ratios paired by round
    try:
        terminal.first_frame(GAME_SCREEN_ANY_ZOOM)
        terminal.settle()
        for number in range(rounds):
            # Every key timed in each round, from the same state each time:
            # a change of the machine's load meets all of them alike.
            activates.append(terminal.expect(ENTER, b"Move to C12 (2 AP)"))  # Klaus on A12
            for _ in range(DOWNS_A_ROUND):
                terminal.type(DOWN)  # each line seen once, as the ↓s timed before did
            terminal.type(HOME)
            found = [terminal.press(DOWN) for _ in range(DOWNS_A_ROUND)]
            downs += found
            round_down.append(statistics.median(p.last for p in found))
            terminal.type(HOME)  # to "Move to C12", the first line
            moves.append(terminal.press(ENTER))
            terminal.type(UNDO)  # the move taken back
            looks.append(terminal.press(LOOK))  # the map cursor opens
            escapes.append(terminal.press(ESCAPE))  # and closes
            terminal.type(LOOK)
            kitty_escapes.append(terminal.press(KITTY_ESCAPE))  # closes, no wait
            if number < len(MOVES_AWAY):  # x after a move, from a square new to the game
                terminal.type(HOME)
                for _ in range(MOVES_AWAY[number]):
                    terminal.type(DOWN)
                terminal.expect(ENTER, b"moves to")  # not timed: the move
                looks_after_move.append(terminal.press(LOOK))
                terminal.type(KITTY_ESCAPE)
                terminal.type(UNDO)  # the move taken back
            terminal.expect(UNDO, b"Activate Klaus Kreutz")  # back to the hero to choose
    finally:
        terminal.close()
    measured = [
        ("↓ in the action list", downs),
        ("Enter on a move", moves),
        ("Enter on Activate", activates),
        ("x (map cursor)", looks),
        ("x after a move", looks_after_move),
        ("Escape, kitty protocol", kitty_escapes),
        ("Escape, a lone byte", escapes),
    ]
    paired = {
        # x after a move is timed in the first rounds only (zip stops there).
        name: statistics.median(p.last / down for p, down in zip(found, round_down, strict=False))
        for name, found in measured[1:]
    }
    if bare_too:
        bare = Terminal([sys.executable, "-c", OPTION_LIST], size, ROOT)
        try:
            bare.first_frame(b"option 0")
            bare_downs, bare_escapes, bare_kitty, bare_focus = [], [], [], []
            for count in range(presses):
                if count % 8 == 0:
                    bare.type(HOME)
                bare_downs.append(bare.press(DOWN))
            for _ in range(max(5, presses // 3)):
                bare.type(HOME)
                bare_escapes.append(bare.press(ESCAPE))
                bare.type(HOME)
                bare_kitty.append(bare.press(KITTY_ESCAPE))
                bare_focus.append(bare.press(LOOK))
        finally:
            bare.close()
        measured.append(("bare Textual: ↓ in an option list", bare_downs))
        measured.append(("bare Textual: Escape, kitty protocol", bare_kitty))
        measured.append(("bare Textual: Escape, a lone byte", bare_escapes))
        measured.append(("bare Textual: x, the focus moved", bare_focus))
        panels = Terminal([sys.executable, "-c", PANELS], size, ROOT)
        try:
            panels.first_frame(b"alpha")
            panels.settle()
            changes = [panels.press(b"a") for _ in range(max(5, presses // 3))]
        finally:
            panels.close()
        measured.append(("bare Textual: a, every panel changed", changes))
        redrawn = Terminal([sys.executable, "-c", REDRAWN, *game_args(folder)], size, ROOT)
        try:
            redrawn.first_frame(GAME_SCREEN_ANY_ZOOM)
            redrawn.settle()
            repaints = [redrawn.press(F12) for _ in range(max(5, presses // 3))]
        finally:
            redrawn.close()
        measured.append(("game screen: F12, the panels repainted", repaints))
    at = "{}×{}".format(*size)
    tree = "" if root == ROOT else f" (older tree {root})"
    lines = [
        f"Key press on the game screen at {at}{tree}, from the key's bytes:",
        *WHAT_IS_TIMED,
    ]
    down = statistics.median(p.last for p in downs)
    for name, found in measured:
        # x, Activate and Escape are held to at most 2× a ↓, measured in
        # this same run (the ratio in brackets; for the game's keys, also
        # paired: each over the ↓s of its own round).
        lines.append(summary(f"{name}: whole update", [p.last for p in found], down))
        if name in paired:
            lines.append(f"{name}: whole update over its round's ↓, median {paired[name]:.2f}×")
        lines.append(summary(f"{name}: first frame", [p.first for p in found]))
        lines.append(summary(f"{name}: app's CPU", [p.cpu for p in found]))
        frames = statistics.median(p.frames for p in found)
        lines.append(f"{name}: frames drawn, median {frames:g}")
    return lines


WHAT_IS_TIMED = [
    "  (`wolfenstein play m01-radio-silence --seed 1`, solo, round 1)",
    "  in rounds, each key in each round: Activate, ↓ ×3, a move (undone), x, Escape",
    "     (a lone byte), x, Escape (kitty), [a move, x, Escape, u], u: back to the",
    "     hero to choose",
    "  Enter on Activate: the hero phase's first decision, Enter on 'Activate Klaus",
    "     Kreutz' (the first line), 150 ms after the screen is quiet (the game has",
    "     worked the activation out ahead by then: tui/keys/foresight.py)",
    "  ↓: Klaus active on A12, the action list has the keys, ↓ from its first line,",
    "     three times (the lines seen once before: ↓ ×3, Home), bytes ESC [ B",
    "  Enter on a move: Home then Enter on 'Move to C12 (2 AP)', undone (u) after",
    "  x: Klaus active, the list on its first line ('Move to C12'); the map cursor",
    "     opens on A12, the first time in this state (the keys to the map, the",
    "     detail tells the square); its lines of sight, traced in the first round,",
    "     are kept (a first look from a square costs 4-10 ms more on this map)",
    "  x after a move: in the first 9 rounds, Klaus moved (not timed) to a square",
    "     new to the game each round (C13, D12, D13, E12, E13, F12, F13, G12, G13,",
    "     from the list), then x: the cursor opens on that square",
    "  Escape: the map cursor open on A12; back to the list ('Move to C12' and its",
    "     path); kitty protocol: bytes ESC [ 2 7 u; a lone byte: ESC, which Textual",
    "     holds for ESCDELAY (100 ms) in case a sequence follows, as any terminal",
    "     app without the kitty protocol does",
    "  bare Textual: `python -c` an App of an OptionList of 40 lines and a Static;",
    "     every panel changed: an App of seven panels laid out like the game screen,",
    "     a changes the text of each and the list's options (Activate's floor)",
    "  game screen: F12, the panels repainted: the same game, on the screen Activate",
    "     starts from (the hero to choose); F12 repaints the seven panels Activate",
    "     changes and lays the screen out again, no game work, no new text (REDRAWN)",
    "  ratios in brackets: the key's whole update over ↓'s, medians, this run;",
    "     'over its round's ↓': each press over the median ↓ of its round, median",
]
"""What each key figure times, printed with the figures."""


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes) and its processors."""
    averages = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    return f"load average {averages} on {os.cpu_count()} processors"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=10, help="launches of each app")
    parser.add_argument("--presses", type=int, default=30, help="key presses of each kind")
    parser.add_argument(
        "--only", choices=("start", "keys"), help="measure only the first frame or the keys"
    )
    parser.add_argument(
        "--no-compile",
        action="store_true",
        help="do not compile the game's modules to bytecode first (as pip install does)",
    )
    parser.add_argument(
        "--against", type=Path, metavar="DIR", help="an older tree of the project, timed too"
    )
    parser.add_argument(
        "--sizes",
        default="80x24,160x50",
        help="terminal sizes of the key presses, comma-separated (default 80x24,160x50)",
    )
    args = parser.parse_args()
    against = args.against.resolve() if args.against else None
    if not args.no_compile:
        for tree in (ROOT, against) if against else (ROOT,):
            subprocess.run(
                [sys.executable, "-m", "compileall", "-q", str(tree / "wolfenstein_tui")],
                check=True,
            )
    print(f"Before: {load()}", end="\n\n")
    with tempfile.TemporaryDirectory() as folder:
        if args.only != "keys":
            print("\n".join(first_frames(folder, args.runs, against)))
            print(new_game(args.runs), end="\n\n")
        if args.only != "start":
            for columns, lines in (size.split("x") for size in args.sizes.split(",")):
                size = (int(columns), int(lines))
                print("\n".join(key_presses(folder, size, args.presses)), end="\n\n")
                if against is not None:
                    older = key_presses(folder, size, args.presses, against, bare_too=False)
                    print("\n".join(older), end="\n\n")
    print(f"After: {load()}")


if __name__ == "__main__":
    main()
