"""Games for the saving tests: a session on a small test mission, and a
child process that plays one while the test looks on."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.engine.games import ARENA, ROOT
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.play.saves import read_log
from wolfenstein_tui.play.session import Session, new_header

HEROES = (("klaus", "blazkowicz", "anya", "max"),)


def start(save_dir: Path, mission: Path = ARENA) -> Session:
    loaded = load_mission(mission, builtin_decks())
    header = new_header(loaded, HEROES, seed=1, skip_nazi_phase=True)
    session, _ = Session.start(loaded, header, save_dir)
    return session


def decisions(path: Path) -> list[dict]:
    """The decisions a log holds, as loading reads them."""
    _, lines = read_log(path)
    return [line["do"] for _, line in lines if "do" in line]


CHILD = """
import json, sys
from pathlib import Path
from wolfenstein_tui.engine.state.commands import StartActivation, EndActivation
from wolfenstein_tui.play.session import Session

session = Session.resume(Path(sys.argv[1]))
print("locked", flush=True)
heroes = iter(["klaus", "blazkowicz", "anya", "max"])
for word in sys.stdin:
    hero = next(heroes)
    session.play(StartActivation(hero))
    session.play(EndActivation(hero))
    print("played", flush=True)
session.close()
"""


def child_player(log: Path) -> subprocess.Popen[str]:
    """Another program playing the game in `log`: it holds the game's lock
    once it prints "locked", and plays one hero's activation per line it
    is sent (printing "played")."""
    process = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(log)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "locked"
    return process


def play_in_child(process: subprocess.Popen[str]) -> None:
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write("go\n")
    process.stdin.flush()
    assert process.stdout.readline().strip() == "played"


def run_python(code: str, *args: str) -> dict:
    """Run `code` in a fresh interpreter; its last output line is JSON."""
    result = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])
