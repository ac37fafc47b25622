"""The training mission: a real mission, validated like the others, kept
out of the campaign, offered on the title screen, with tips that follow
what the player does and teach every core rule; a game played by doing what
each tip says, on the rules alone and with keys (pilot), reaches the end,
which offers mission 1."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from tests.tui.quick_keys import press
from wolfenstein_tui.app.cli import main
from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.library import (
    TRAINING_ID,
    builtin_mission_files,
    training_mission_file,
)
from wolfenstein_tui.content.loading.validation import load_mission
from wolfenstein_tui.engine.players.smart import SmartPlayer
from wolfenstein_tui.engine.rules.referee import Rules, Setup
from wolfenstein_tui.engine.state.commands import OpenDoor, SharedLife
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import Outcome
from wolfenstein_tui.play.campaign import builtin_campaign
from wolfenstein_tui.tui.app import make_app
from wolfenstein_tui.tui.screens import training as training_screen
from wolfenstein_tui.tui.screens.game import GameScreen
from wolfenstein_tui.tui.screens.nazi_phase import NaziPhaseScreen
from wolfenstein_tui.tui.screens.training import TrainingGameScreen
from wolfenstein_tui.words.board.squares_said import seen_from
from wolfenstein_tui.words.training.coach import TrainingCoach
from wolfenstein_tui.words.training.lessons import LESSONS, TASKS

SIZES = [(80, 24), (160, 50)]


def test_the_training_mission_validates(capsys) -> None:
    assert main(["validate", str(training_mission_file())]) == 0
    assert "ok" in capsys.readouterr().out
    loaded = load_mission(training_mission_file(), builtin_decks())
    assert loaded.mission.id == TRAINING_ID


def test_the_training_mission_is_not_part_of_the_campaign(capsys) -> None:
    """R-GAME-3: the campaign is m01..m10, in file-name order; training is
    neither in that list nor in `wolfenstein missions`'s numbering."""
    assert training_mission_file() not in builtin_mission_files()
    assert TRAINING_ID not in builtin_campaign()
    assert len(builtin_mission_files()) == 10
    assert main(["missions"]) == 0
    listed = capsys.readouterr().out
    assert "Not part of the campaign: `training`" in listed
    assert "Boot Camp" not in listed.split("Not part of the campaign")[0]


def test_the_training_mission_is_played_to_a_win(capsys) -> None:
    """A real mission: the smart hero player plays it to its end, and wins."""
    path = str(training_mission_file())
    assert main(["simulate", "--mission", path, "--games", "4", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "4 games of Boot Camp" in out and "win rate      100.0%" in out


def test_the_coach_follows_events_not_time() -> None:
    rules, state = new_training(seed=0)
    coach = TrainingCoach(rules)
    coach.hear([], state)
    assert coach.current().key == "activate"
    coach.hear([], state)  # nothing done: the same tip
    assert coach.current().key == "activate"
    coach.hear([Event(EventKind.NOISE, {"zone": "a", "reason": "gunfire"})], state)
    assert coach.current().key == "noise"  # what just happened, until the next decision
    coach.hear([], state)
    assert coach.current().key == "activate"
    coach.skip()
    assert coach.current() is None  # nothing else can be done before an activation
    coach.off = True
    assert coach.tip() is None


def test_a_tip_about_what_happened_goes_when_it_is_taken_back() -> None:
    """The alarm went off (R-DANGER-3) and the player took the decision back
    (undo): the alarm's tip goes with it, and the tasks are judged again on
    the state brought back."""
    rules, state = new_training(seed=0)
    coach = TrainingCoach(rules)
    coach.hear([], state)
    coach.hear([Event(EventKind.ALARM, {"alarms": 1})], state)
    assert coach.current().key == "alarm"
    coach.taken_back(state)
    assert coach.current().key == "activate"


def new_training(seed: int):
    decks = builtin_decks()
    rules = Rules(load_mission(training_mission_file(), decks), decks)
    state, _events = rules.new_game(
        Setup(seats=(HEROES,), seed=seed),
    )
    return rules, state


HEROES = ("klaus", "blazkowicz", "anya", "max")
SEEDS = range(8)


def follow_the_tips(seed: int):
    """Play the training on the rules alone: whenever a tip shows, do what it
    says (its own wanted actions, which must be legal then); else the smart
    player decides. Returns the final state, the coach and the tips shown
    with the hero playing when each showed."""
    rules, state = new_training(seed)
    coach = TrainingCoach(rules)
    coach.hear([], state)
    smart = SmartPlayer(rules)
    shown: list[tuple[str, str | None]] = []
    for _decision in range(3000):
        if state.outcome is not None:
            break
        lesson = coach.current()
        if lesson is not None and (not shown or shown[-1][0] != lesson.key):
            shown.append((lesson.key, state.active_hero))
            check_the_moment(rules, state, lesson.key)
        legal = rules.legal_actions(state)
        if lesson is not None and lesson.key_only:
            hero = state.heroes[state.active_hero]
            seen = seen_from(rules, state, hero.square)
            assert any(e.square in seen for e in state.enemies.values())  # R-LOS-1
            coach.looked()
            assert coach.current() is None or coach.current().key != "sight"
            continue
        wanted = coach.wanted()
        assert all(command in legal for command in wanted), (lesson.key, wanted)
        if lesson is not None and lesson.key in ("move", "bleeding"):
            # R-MOVE-4, R-DEATH-3: every square the tip names is one from
            # which the next tip's action (open the door, share life) is legal
            follows = OpenDoor if lesson.key == "move" else SharedLife
            for move in wanted:
                after, _events = rules.apply(state, move)
                assert any(isinstance(c, follows) for c in rules.legal_actions(after)), move
        command = wanted[0] if wanted else smart.choose(state, legal)
        state, events = rules.apply(state, command)
        coach.heard_command(command)
        coach.hear(events, state)
    return state, coach, shown


def check_the_moment(rules, state, key: str) -> None:
    """A task's tip shows when what it says is true of the hero playing now."""
    hero = state.heroes.get(state.active_hero or "")
    if key == "search":  # R-SEARCH-1, R-SEARCH-2, R-MOVE-6: from beside the token
        tokens = state.events_left | state.chests_left
        assert hero.square not in tokens
        assert any(max(abs(hero.square[0] - t[0]), abs(hero.square[1] - t[1])) == 1 for t in tokens)
    if key == "reload":  # R-ATK-5: this hero's weapon is jammed
        assert any(weapon.reload for weapon in hero.weapons)
    if key == "shared_life":  # R-DEATH-3: a bleeding friend next to the hero
        assert any(h.bleeding for h in state.heroes.values() if h.id != hero.id)
    if key == "fatigue":  # R-AP-3: no fatigue token yet
        assert not hero.fatigue
    if key == "glory":  # R-GLORY-1
        assert hero.glory > 0 and not hero.glory_used


@pytest.mark.parametrize("seed", SEEDS)
def test_following_every_tip_teaches_every_rule_and_wins(seed: int) -> None:
    """Every task's tip shows, for the hero it names, and is done by doing
    what it says; the happenings (noise R-NOISE-1, danger R-DANGER-1, the
    alarm R-DANGER-3, bleeding R-DEATH-2, the nazi phase R-AI-6) all come
    up; the game is won within its 4 rounds. The reload tip needs no lucky
    die: the mission's damp rifles jam every firearm (R-ATK-5)."""
    state, coach, shown = follow_the_tips(seed)
    assert state.outcome is Outcome.WON and state.round <= 4
    keys = {key for key, _hero in shown}
    tasks = {lesson.key for lesson in TASKS}
    assert tasks <= keys
    assert {"noise", "danger", "alarm", "nazis", "bleeding"} <= keys
    assert tasks - {"finish"} <= coach.done
    for key, hero in shown:
        if key not in ("noise", "danger", "alarm", "nazis", "finish", "activate"):
            assert hero is not None, key  # a task belongs to the hero playing


def test_r_atk_5_the_damp_rifles_jam_every_firearm_as_round_one_starts() -> None:
    """The training's own rule puts a reload token on each hero's firearm at
    the start of round 1 (a mission's round_start rule, rules version 5), so
    the reload lesson comes in every game, not only on a reload face."""
    for seed in SEEDS:
        _rules, state = new_training(seed)
        assert state.round == 1
        for hero in state.heroes.values():
            assert [weapon.reload for weapon in hero.weapons] == [True]


@pytest.mark.parametrize("seed", SEEDS)
def test_the_reload_tip_comes_with_a_jammed_weapon_and_leaves_with_its_hero(seed: int) -> None:
    """R-ATK-5: in every game the reload tip shows, for the hero whose
    weapon is jammed (check_the_moment), is done by reloading, and is never
    shown again for another hero once it is done."""
    _state, coach, shown = follow_the_tips(seed)
    assert "reload" in coach.done
    at = [i for i, (key, _hero) in enumerate(shown) if key == "reload"]
    assert at and all(shown[i][1] is not None for i in at)
    assert len({shown[i][1] for i in at}) == 1


async def step(pilot, *keys: str) -> None:
    await press(pilot, *keys)  # the arrows to an action's line at once
    await pilot.pause()


async def settle(pilot, app, screen) -> None:
    """Answer what comes up until the game screen has the keys again: the
    nazi phase is skipped to its end, a question gets its first answer."""
    for _answer in range(50):
        await pilot.pause()
        if app.screen is screen and not screen.workers:
            return
        if isinstance(app.screen, NaziPhaseScreen):
            await step(pilot, "s")
        elif app.screen is not screen:
            if "Training is over" in screen_text(app):
                return
            await step(pilot, "enter")
    raise AssertionError("the game screen never came back")


def screen_text(app) -> str:
    return "\n".join(
        str(widget.render()) for widget in app.screen.query("*") if hasattr(widget, "render")
    )


@pytest.mark.asyncio
async def test_a_player_following_the_tips_with_keys_finishes_training_and_meets_mission_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 80×24, every tip is followed with the keys it names (x for the
    sight; the action's line in the list, by its number or the arrows and
    Enter); where no tip shows, the smart player's choice is played the same
    way. The end says training is over and offers mission 1."""
    monkeypatch.setattr(training_screen, "new_seed", lambda: 0)
    app = make_app(save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await step(pilot, "9")  # Training
        screen = app.screen
        assert isinstance(screen, TrainingGameScreen)
        smart = SmartPlayer(screen.session.rules)
        tips = set()
        for _turn in range(400):
            state = screen.session.state
            if state.outcome is not None:
                break
            lesson = screen.coach.current()
            tip = str(screen.query_one("#training-tip").content)
            if lesson is not None:
                assert _(lesson.title) in tip
                tips.add(lesson.key)
            if lesson is not None and lesson.key_only:
                await step(pilot, "x")
                assert screen.map_has_keys
                await step(pilot, "escape")
                continue
            wanted = screen.coach.wanted()
            legal = screen.session.rules.legal_actions(state)
            command = wanted[0] if wanted else smart.choose(state, legal)
            index = screen.commands.index(command)
            assert index not in screen.refusals
            key = screen.action_list.keys.get(index)  # its number, or e / f
            keys = [key] if key else ["home", *["down"] * index, "enter"]
            await step(pilot, *keys)
            await settle(pilot, app, screen)
        assert screen.session.state.outcome is Outcome.WON
        assert {lesson.key for lesson in TASKS} <= tips
        await settle(pilot, app, screen)
        assert "Training is over" in screen_text(app)
        choices = app.screen.query_one(OptionList)
        assert "Play mission 1: Radio Silence" in str(choices.get_option_at_index(0).prompt)
        await step(pilot, "enter")  # the first choice: mission 1
        for _wait in range(10):
            if isinstance(app.screen, GameScreen) and app.screen is not screen:
                break
            await pilot.pause(0.1)
        assert app.screen.session.rules.mission.id == "m01-radio-silence"
        assert not isinstance(app.screen, TrainingGameScreen)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_item_tip_never_asks_for_a_blast_that_hits_no_nazi_or_hits_a_friend(
    seed: int,
) -> None:
    """R-EQ-5: a TNT charge hurts every figure in its blast, heroes too, and
    raises danger. At every decision of a training game, the item tip's
    actions set one off only where the blast hits a nazi and no hero or bot:
    following the tip never wounds the hero it teaches."""
    from wolfenstein_tui.content.records.effects import DamageArea
    from wolfenstein_tui.engine.rules.combat import area_figures
    from wolfenstein_tui.engine.rules.turn import Turn
    from wolfenstein_tui.engine.state.commands import UseItem

    item = next(lesson for lesson in LESSONS if lesson.key == "item")
    rules, state = new_training(seed)
    smart = SmartPlayer(rules)
    for _decision in range(600):
        if state.outcome is not None:
            break
        legal = rules.legal_actions(state)
        for command in item.wanted(rules, state, legal):
            if not isinstance(command, UseItem):
                continue
            for effect in rules.item_cards[command.item].effects:
                if isinstance(effect, DamageArea):
                    hit = area_figures(Turn(rules, state), command.square, effect)
                    assert hit, command
                    assert all(f in state.enemies and not state.enemies[f].bot_of for f in hit)
        state, _events = rules.apply(state, smart.choose(state, legal))


def test_the_nazi_phase_tip_names_the_phase_s_own_keys() -> None:
    """R-AI-6: the tip after the first nazi phase says how to watch the
    next one with the keys that phase screen really has: → one step, Enter
    the next figure, p plays, s skips (Enter does not step)."""

    text = next(lesson for lesson in LESSONS if lesson.key == "nazis").text
    keys = {binding.key: binding.action for binding in NaziPhaseScreen.BINDINGS}
    told = {"→ one step": "right", "Enter the next figure": "enter", "p plays": "p", "s skips": "s"}
    actions = {"right": "step", "enter": "next", "p": "play", "s": "skip"}
    for words, key in told.items():
        assert words in text, words
        assert keys[key] == actions[key], key
