"""Advice: `wolfenstein advise LOG` and the plans under it. A plan's first
steps (until dice roll) are played in the real game, legal one by one; the
rest came in a game played ahead; advice never changes the game."""

from __future__ import annotations

import json
from pathlib import Path

from tests.engine.fixed_seeds import rules_of
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.engine.log.snapshot import digest
from wolfenstein_tui.engine.players.search.advice import advice_budget, advise
from wolfenstein_tui.engine.state.commands import EndActivation, StartActivation
from wolfenstein_tui.engine.state.state import Difficulty
from wolfenstein_tui.play.balance import GameSpec, header_for

M01 = "m01-radio-silence"


def _start(seed: int):  # type: ignore[no-untyped-def]
    rules = rules_of(builtin_mission_files()[0])
    spec = GameSpec(str(Path(rules.loaded.source).resolve()), Difficulty.BRING_EM_ON, seed)
    state, _ = rules.new_game(header_for(rules.loaded, rules.decks, spec).setup())
    return rules, state


def test_the_advised_plan_is_played_to_its_end_legally() -> None:
    """The best plan at the game's first decision, played in the real game:
    each sure step is legal when its turn comes; after a roll, the game is
    asked again and its new best first step played, until the hero's
    activation ends."""
    rules, state = _start(7)
    before = digest(rules, state)
    plans = advise(rules, state, advice_budget(6), seed=1)
    assert digest(rules, state) == before  # asking changes nothing
    assert 1 <= len(plans) <= 3
    assert all(0.0 <= p.chance <= 1.0 for p in plans)
    plan = plans[0]
    assert isinstance(plan.steps[0], StartActivation)
    hero = plan.steps[0].hero
    assert plan.hero == hero
    steps = list(plan.steps[: plan.sure])
    for _ in range(40):
        if not steps:
            if state.active_hero != hero or state.outcome is not None:
                break
            again = advise(rules, state, advice_budget(3), seed=2)
            steps = list(again[0].steps[: again[0].sure])
        step = steps.pop(0)
        assert step in rules.legal_actions(state), step
        state = rules.apply(state, step)[0]
    assert state.active_hero != hero or state.outcome is not None
    assert hero in state.activated or state.outcome is not None
    assert isinstance(plan.steps[-1], EndActivation) or plan.sure < len(plan.steps)


def test_advise_prints_three_plans_for_a_saved_game(tmp_path: Path, capsys) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    assert main(["simulate", "--mission", M01, "--games", "1", "--save-dir", str(saves)]) == 0
    lines = (saves / "game-0.jsonl").read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(lines) if '"do"' in line)
    log = tmp_path / "early.jsonl"
    log.write_text("\n".join(lines[: first + 1]) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["advise", str(log), "--simulations", "6"]) == 0
    out = capsys.readouterr().out
    assert "Round 1," in out
    for number in ("1. ", "2. "):
        assert f"\n{number}" in out
    assert "% to win the mission (of " in out
    assert "   - " in out


def test_advise_says_a_finished_game_needs_none(tmp_path: Path, capsys) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    assert main(["simulate", "--mission", M01, "--games", "1", "--save-dir", str(saves)]) == 0
    capsys.readouterr()
    assert main(["advise", str(saves / "game-0.jsonl")]) == 0
    assert "the game is over" in capsys.readouterr().out


def test_advise_gives_none_for_a_game_with_hints_off(tmp_path: Path, capsys) -> None:
    """Hints off at set-up (recorded in the header): no advice from the
    command line either; a hint line in the log is read past."""
    saves = tmp_path / "saves"
    saves.mkdir()
    assert main(["simulate", "--mission", M01, "--games", "1", "--save-dir", str(saves)]) == 0
    lines = (saves / "game-0.jsonl").read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(lines) if '"do"' in line)
    header = json.loads(lines[0])
    log = tmp_path / "off.jsonl"
    kept = [json.dumps({**header, "hints": False}), *lines[1 : first + 1], '{"hint": "advice"}']
    log.write_text("\n".join(kept) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["advise", str(log)]) == 0
    assert "hints are off for this game" in capsys.readouterr().out
