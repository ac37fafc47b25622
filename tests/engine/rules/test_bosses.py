"""The bosses' rules: R-DIFF's "Bosses" row, R-PRIO-1, R-LARGE-1, R-AI-3.

- Prof. Solomon Bevl's Puppet Master summons a Supersoldier beside him; a
  Soldier at "Can I play, Daddy?" (R-DIFF). [D] At the start of each of his
  activations, while no figure he summoned still stands.
- Hitler's "Ich bin der Führer!" works only on a reload result at the two
  easiest levels, always at the others (R-DIFF); its die goes through the
  dice source, so manual dice and replays see it (R-DICE-4).
- Hans Grösse replaces a given figure at "I am Death incarnate" (R-DIFF):
  the mission's `replaced_at_hardest_by`; the figure keeps its id.
- Von Grim's, Mecha-Hitler's (a large figure, R-LARGE-1) and Hans Grösse's
  abilities (great armor, R-PRIO-1).

Situations use the test arena (room a A1-F6, room b G1-J3 behind the door
F2-G2, corridor c G4-J6) and tests/engine/missions/boss-lair.yaml (the arena
with hitler-1 on C1, bevl-1 on E5 and fire-trooper-1 on H2, replaced by
Hans Grösse at the hardest level; the objective: kill fire-trooper-1).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import (
    HERE,
    activate,
    clear_board,
    new_game,
    put_enemy,
    put_hero,
    rules_for,
)
from wolfenstein_tui.content.loading.cache import builtin_decks
from wolfenstein_tui.content.loading.validation import load_mission, validate_mission_file
from wolfenstein_tui.engine.log.gamelog import GameRecord, replay
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.players.simulate import play_random_game
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Attack,
    DiceNeeded,
    EndActivation,
    IllegalCommand,
    StartActivation,
)
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Outcome, Weapon
from wolfenstein_tui.words import Names, describe

ARENA_RULES = rules_for()
LAIR = HERE / "missions" / "boss-lair.yaml"
LAIR_RULES = rules_for(LAIR)
SOLO = (("klaus", "blazkowicz", "anya", "max"),)
EASY = (Difficulty.CAN_I_PLAY_DADDY, Difficulty.DONT_HURT_ME)
HARD = (Difficulty.BRING_EM_ON, Difficulty.I_AM_DEATH_INCARNATE)


def options(difficulty: Difficulty) -> dict[str, object]:
    """Setup options for a level (the hardest asks who keeps shared life)."""
    extra: dict[str, object] = {"difficulty": difficulty}
    if difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        extra["shared_life_hero"] = "klaus"
    return extra


def before_nazis(
    heroes: dict[str, str],
    active: str,
    enemies: list[tuple[str, str, str]],
    difficulty: Difficulty = Difficulty.BRING_EM_ON,
    seeded: bool = True,
    rules: Rules = ARENA_RULES,
) -> GameState:
    """Round 1 on the arena, every hero but `active` done (standing where
    `heroes` says, or off the board), the enemies placed, `active`
    activated: ending its activation starts the nazi phase."""
    state = clear_board(
        new_game(rules, skip_nazi_phase=False, seeded_dice=seeded, **options(difficulty))
    )
    for hero, square in heroes.items():
        if hero != active:
            state = put_hero(state, hero, square)
    state.activated = [hero for hero in SOLO[0] if hero != active]
    for enemy_id, enemy_type, square in enemies:
        state = put_enemy(rules, state, enemy_id, enemy_type, square)
    return activate(rules, state, active, heroes[active])


def nazi_phase(
    state: GameState, active: str, faces: list[str] | None = None, rules: Rules = ARENA_RULES
) -> tuple[GameState, list[Event]]:
    state, events = rules.apply(state, EndActivation(active), faces)
    assert state.nazi_phase is None and state.pending is None
    return state, events


def turn_of(events: list[Event], enemy_id: str) -> str:
    """The explanation of the figure's (first) turn in the phase."""
    turns = [e for e in events if e.kind is EventKind.NAZI_TURN and e.data["enemy"] == enemy_id]
    return describe(turns[0], Names(ARENA_RULES, ids=True))


def spawned(events: list[Event]) -> list[str]:
    return [e.data["enemy"] for e in events if e.kind is EventKind.SPAWNED and "enemy" in e.data]


# --- Puppet Master (R-DIFF "Bosses") ---------------------------------------------------


@pytest.mark.parametrize(
    ("difficulty", "puppet"),
    [
        (Difficulty.CAN_I_PLAY_DADDY, "soldier"),
        (Difficulty.DONT_HURT_ME, "supersoldier"),
        (Difficulty.BRING_EM_ON, "supersoldier"),
        (Difficulty.I_AM_DEATH_INCARNATE, "supersoldier"),
    ],
)
def test_r_diff_puppet_master_summons_a_supersoldier_or_a_soldier_at_the_easiest_level(
    difficulty: Difficulty, puppet: str
) -> None:
    """R-DIFF: Bevl's Puppet Master brings a Supersoldier; at "Can I play,
    Daddy?" a Soldier. [D] It appears beside him (the free square nearest to
    him; I1, I2 and I3 are as near to Klaus, reading order picks I1) and, like
    figures an alarm brings in, acts in this phase (R-SPAWN-2)."""
    state = before_nazis({"klaus": "G3"}, "klaus", [("bevl-1", "bevl", "J2")], difficulty)
    state, events = nazi_phase(state, "klaus")
    new = f"{puppet}-1"
    assert spawned(events) == [new]
    assert state.enemies[new].summoned_by == "bevl-1"
    assert "Puppet Master" in turn_of(events, "bevl-1")
    assert "Prof. Solomon Bevl bevl-1 summoned it" in turn_of(events, new)
    appeared = next(e for e in events if e.kind is EventKind.SPAWNED)
    assert appeared.data["square"] == "I1"


def test_r_diff_puppet_master_waits_while_its_puppet_stands() -> None:
    """[D] Puppet Master fires at each of Bevl's activations, but only while
    none of his summoned figures is on the board: one puppet at a time."""
    state = before_nazis(
        {"klaus": "G3"},
        "klaus",
        [("bevl-1", "bevl", "J2"), ("supersoldier-1", "supersoldier", "J3")],
    )
    state.enemies["supersoldier-1"].summoned_by = "bevl-1"
    after, events = nazi_phase(state, "klaus")
    assert spawned(events) == [] and set(after.enemies) == {"bevl-1", "supersoldier-1"}
    assert {"what": "no_summons", "summoner": "bevl-1", "standing": ["supersoldier-1"]} in [
        e.data for e in events
    ]
    # Another Supersoldier (not his) does not hold him back.
    state.enemies["supersoldier-1"].summoned_by = None
    _, events = nazi_phase(state, "klaus")
    assert spawned(events) == ["supersoldier-2"]


def test_r_diff_puppet_master_needs_bevl_awake() -> None:
    """R-AI-3: a boss ignores noise; Bevl not activated summons no one."""
    state = before_nazis({"klaus": "A1"}, "klaus", [("bevl-1", "bevl", "J2")])
    state.noise.add("b")
    after, events = nazi_phase(state, "klaus")
    assert spawned(events) == [] and set(after.enemies) == {"bevl-1"}


# --- Ich bin der Führer! (R-DIFF "Bosses") ---------------------------------------------


def at_hitler(difficulty: Difficulty) -> GameState:
    """B.J. on A1, Hitler (6 HP, 2 armor) on C1 in range of his pistol
    (3 dice: precision 2 + 1); dice typed by hand."""
    state = new_game(ARENA_RULES, seeded_dice=False, **options(difficulty))
    state = put_enemy(ARENA_RULES, state, "hitler-1", "hitler", "C1")
    return activate(ARENA_RULES, state, "blazkowicz", "A1")


def fuhrer_worked(state: GameState) -> bool:
    hero = state.heroes["blazkowicz"]
    assert hero.fatigue is (state.danger == 1)  # both effects, or neither
    return hero.fatigue


@pytest.mark.parametrize("difficulty", EASY)
@pytest.mark.parametrize(
    ("face", "works"), [("reload", True), ("blank", False), ("heart", False), ("shield", False)]
)
def test_r_diff_fuhrer_works_only_on_a_reload_at_the_easy_levels(
    difficulty: Difficulty, face: str, works: bool
) -> None:
    """R-DIFF: at "Can I play, Daddy?" and "Don't hurt me", Hitler's ability
    works only on a reload result: a die is rolled when it triggers (after
    the attack's three dice) and only a reload lets it work. [D] It fatigues
    the attacker and raises danger by 1."""
    state = at_hitler(difficulty)
    after, events = ARENA_RULES.apply(
        state, Attack("blazkowicz", "hitler-1"), ["heart", "blank", "blank", face]
    )
    assert after.enemies["hitler-1"].hp == 5
    assert fuhrer_worked(after) is works
    rolls = [e.data["purpose"] for e in events if e.kind is EventKind.DICE_ROLLED]
    assert rolls[-1]["for"] == "check"
    assert rolls[-1]["source"].startswith("Ich bin der Führer!")


@pytest.mark.parametrize("difficulty", HARD)
def test_r_diff_fuhrer_always_works_at_normal_and_hardest(difficulty: Difficulty) -> None:
    """R-DIFF: from "Bring 'em on!" up no die is rolled: the ability works
    every time. A fourth face is refused as not needed."""
    state = at_hitler(difficulty)
    after, events = ARENA_RULES.apply(
        state, Attack("blazkowicz", "hitler-1"), ["heart", "blank", "blank"]
    )
    assert fuhrer_worked(after)
    assert sum(1 for e in events if e.kind is EventKind.DICE_ROLLED) == 1
    with pytest.raises(IllegalCommand, match=r"dice\.too-many"):
        ARENA_RULES.apply(
            state, Attack("blazkowicz", "hitler-1"), ["heart", "blank", "blank", "reload"]
        )


def test_r_dice_4_the_fuhrer_die_is_asked_for_with_manual_dice() -> None:
    """R-DICE-4: with physical dice, the engine asks for the ability's die
    after the attack's own, naming what it is for."""
    state = at_hitler(Difficulty.DONT_HURT_ME)
    with pytest.raises(DiceNeeded, match="Ich bin der Führer!") as needed:
        ARENA_RULES.apply(state, Attack("blazkowicz", "hitler-1"), ["heart", "blank", "blank"])
    assert needed.value.count == 1


def test_r_diff_fuhrer_not_when_the_attack_kills_him() -> None:
    """[D] The ability answers an attack that leaves Hitler standing."""
    state = at_hitler(Difficulty.BRING_EM_ON)
    state.enemies["hitler-1"].hp, state.enemies["hitler-1"].armor = 1, 0
    after, _ = ARENA_RULES.apply(
        state, Attack("blazkowicz", "hitler-1"), ["heart", "blank", "blank"]
    )
    assert "hitler-1" in after.killed
    assert not after.heroes["blazkowicz"].fatigue


# --- Hans Grösse at "I am Death incarnate" (R-DIFF "Bosses") ----------------------------


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_r_diff_hans_grosse_replaces_the_figure_only_at_the_hardest_level(
    difficulty: Difficulty,
) -> None:
    """R-DIFF: Hans Grösse stands in for the mission's chosen figure at "I am
    Death incarnate" only; [D] it keeps the figure's id."""
    state = new_game(LAIR_RULES, **options(difficulty))
    figure = state.enemies["fire-trooper-1"]
    hardest = difficulty is Difficulty.I_AM_DEATH_INCARNATE
    card = LAIR_RULES.enemy_cards["hans-grosse" if hardest else "fire-trooper"]
    assert (figure.type, figure.hp, figure.armor) == (card.id, card.hp, card.armor)
    assert state.enemies["bevl-1"].type == "bevl"  # only the figure named is replaced


def test_r_diff_a_kill_objective_on_the_replaced_figure_needs_hans_dead() -> None:
    """R-DIFF [D]: the objective "kill fire-trooper-1" is met by killing the
    Hans Grösse standing in for it."""
    state = new_game(LAIR_RULES, **options(Difficulty.I_AM_DEATH_INCARNATE))
    state = activate(LAIR_RULES, state, "blazkowicz", "G3")
    hans = state.enemies["fire-trooper-1"]
    hans.hp, hans.armor = 1, 0
    after, events = LAIR_RULES.apply(state, Attack("blazkowicz", "fire-trooper-1"))
    killed = next(e for e in events if e.kind is EventKind.KILLED)
    assert killed.data["type"] == "hans-grosse"
    assert after.outcome is Outcome.WON


def test_r_diff_figures_brought_in_later_do_not_take_the_stand_ins_id() -> None:
    """R-SPAWN: a Fire Trooper spawned later is fire-trooper-2, not a second
    fire-trooper-1 (the id Hans Grösse keeps)."""
    state = new_game(LAIR_RULES, **options(Difficulty.I_AM_DEATH_INCARNATE))
    assert state.enemy_numbers["fire-trooper"] == 1
    assert state.enemy_numbers["hans-grosse"] == 1


LAIR_TEXT = LAIR.read_text(encoding="utf-8")
REPLACED = (
    "{id: fire-trooper-1, type: fire-trooper, square: H2, replaced_at_hardest_by: hans-grosse}"
)


def lair_problems(tmp_path: Path, line: str) -> tuple[str, list]:
    assert REPLACED in LAIR_TEXT
    text = LAIR_TEXT.replace(REPLACED, line)
    path = tmp_path / "lair.yaml"
    path.write_text(text, encoding="utf-8")
    return text, validate_mission_file(path, builtin_decks())


def place(text: str, needle: str) -> tuple[int, int]:
    index = text.index(needle)
    return text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1


def test_r_diff_replaced_at_hardest_by_an_unknown_type_is_located(tmp_path: Path) -> None:
    text, problems = lair_problems(tmp_path, REPLACED.replace("hans-grosse", "hans-grose"))
    (problem,) = problems
    assert (problem.line, problem.column) == place(text, "hans-grose")
    assert problem.message == (
        "enemy type 'hans-grose' is not in the enemy deck; did you mean 'hans-grosse'?"
    )


def test_r_diff_replaced_at_hardest_by_its_own_type_is_refused(tmp_path: Path) -> None:
    _, problems = lair_problems(tmp_path, REPLACED.replace("hans-grosse", "fire-trooper"))
    (problem,) = problems
    assert "is a Fire Trooper already" in problem.message


def test_r_large_1_a_large_stand_in_must_fit_where_the_figure_stands(tmp_path: Path) -> None:
    """R-LARGE-1: a 2×2 stand-in on J1 would reach past the map's edge."""
    line = REPLACED.replace("H2", "J1").replace("hans-grosse", "mecha-hitler")
    text, problems = lair_problems(tmp_path, line)
    assert problems, "Mecha-Hitler cannot stand on J1"
    assert all(place(text, "mecha-hitler")[0] == p.line for p in problems)
    assert "at 'I am Death incarnate' (Mecha-Hitler instead)" in problems[0].message
    assert "K1, which is not a square of the map" in problems[0].message


# --- von Grim, Mecha-Hitler, Hans Grösse --------------------------------------------------


def test_von_grim_pins_down_the_hero_he_attacks() -> None:
    """Von Grim's Pinned Down: the hero he attacks is sabotaged (R-ATK-12),
    so it makes no attack in its next turn."""
    state = before_nazis({"klaus": "G3"}, "klaus", [("von-grim-1", "von-grim", "J1")], seeded=False)
    after, events = nazi_phase(state, "klaus", ["blank"] * 4)
    assert "Pinned Down" in turn_of(events, "von-grim-1")
    assert after.heroes["klaus"].sabotaged


def test_r_large_1_mecha_hitler_crushes_heroes_next_to_any_of_its_squares() -> None:
    """R-LARGE-1: Mecha-Hitler covers B2, C2, B3, C3. Klaus on D4 touches C3
    only (two squares from its top-left square): Crushing Stride still hits
    him (1 damage, armor first); Anya on E1 touches none and is spared."""
    state = before_nazis(
        {"klaus": "D4", "anya": "E1"},
        "klaus",
        [("mecha-hitler-1", "mecha-hitler", "B2")],
        seeded=False,
    )
    klaus, anya = state.heroes["klaus"], state.heroes["anya"]
    after, events = nazi_phase(state, "klaus", ["blank"] * 5)
    assert (after.heroes["klaus"].hp, after.heroes["klaus"].armor) == (klaus.hp, klaus.armor - 1)
    assert (after.heroes["anya"].hp, after.heroes["anya"].armor) == (anya.hp, anya.armor)
    assert "Crushing Stride" in turn_of(events, "mecha-hitler-1")


OPEN_HALL = """\
id: open-hall
title: Open Hall
summary: One empty room.
briefing: Used by the test suite only.
round_limit: 5
alarm:
  threshold: 30
  effects:
    - effect: raise_danger
zones:
  a: {name: Hall, kind: room}
map: |
  +-+-+-+-+-+-+-+
  |a a a a a a a|
  +             +
  |a a a a a a a|
  +             +
  |a a a a a a a|
  +             +
  |a a a a a a a|
  +             +
  |a a a a a a a|
  +             +
  |a a a a a a a|
  +-+-+-+-+-+-+-+
hero_spawns: {A: A1}
nazi_spawns: {A: G6}
objectives:
  - objective: kill
    enemy_type: drone
    count: 99
"""


def test_r_large_1_mecha_hitler_shoots_then_closes_in_as_a_2x2_figure(tmp_path: Path) -> None:
    """R-AI-6 with a large boss, in an empty room: from A5 (A5-B6) it shoots
    Klaus on F1 (4 squares from B5) for 2 AP, then walks its footprint next
    to him with the 3 AP left, diagonally: D2 (D2-E3) touches F1's neighbour
    E2."""
    path = tmp_path / "open-hall.yaml"
    path.write_text(OPEN_HALL, encoding="utf-8")
    decks = builtin_decks()
    rules = Rules(load_mission(path, decks), decks)
    state = before_nazis(
        {"klaus": "F1"},
        "klaus",
        [("mecha-hitler-1", "mecha-hitler", "A5")],
        seeded=False,
        rules=rules,
    )
    after, events = nazi_phase(state, "klaus", ["blank"] * 5, rules=rules)
    assert after.enemies["mecha-hitler-1"].square == (3, 1)
    story = turn_of(events, "mecha-hitler-1")
    assert "Attacks Klaus Kreutz at range 4" in story
    assert "Moves A5→B4→C3→D2 (3 AP)" in story and "now adjacent" in story


def test_r_prio_1_hans_grosse_great_armor_beats_armor_piercing() -> None:
    """R-PRIO-1: Hans Grösse's Bunker Plate (a nazi ability) beats the
    assault rifle's armor piercing: two shields take two armor, not HP."""
    state = new_game(ARENA_RULES)
    state = put_enemy(ARENA_RULES, state, "hans-grosse-1", "hans-grosse", "A3")
    state = activate(ARENA_RULES, state, "klaus", "A1")
    klaus = state.heroes["klaus"]
    klaus.weapons.append(Weapon("assault-rifle"))
    klaus.active_weapon = len(klaus.weapons) - 1
    klaus.ammo["heavy"] = 1
    after, events = ARENA_RULES.apply(
        state, Attack("klaus", "hans-grosse-1"), ["shield", "shield", "heart", "blank"]
    )
    hans = after.enemies["hans-grosse-1"]
    assert (hans.hp, hans.armor) == (11, 3)
    assert any(e.data.get("what") == "great_armor" and e.rule == "R-PRIO-1" for e in events)


# --- the game log -------------------------------------------------------------------------


def lair_game(dice: str) -> tuple[GameRecord, list[Event]]:
    """Boss Lair at "Don't hurt me": B.J. arrives on A1 and shoots Hitler on
    C1 (Ich bin der Führer! rolls its die), the others arrive and end; in
    the nazi phase Bevl, seeing them, summons his Supersoldier."""
    header = Header(
        mission=LAIR_RULES.mission.id,
        mission_hash=LAIR_RULES.loaded.content_hash,
        decks_hash="",
        seats=SOLO,
        seed=11,
        difficulty=Difficulty.DONT_HURT_ME,
        dice=dice,
        mission_file=str(Path(LAIR_RULES.loaded.source).resolve()),
    )
    record, _ = GameRecord.start(LAIR_RULES, header)
    seen: list[Event] = []
    commands = [
        StartActivation("blazkowicz"),
        Attack("blazkowicz", "hitler-1"),
        EndActivation("blazkowicz"),
    ]
    for hero in ("klaus", "anya", "max"):
        commands += [StartActivation(hero), EndActivation(hero)]
    for command in commands:
        faces: list[str] = []
        while True:  # physical dice: enter what the engine asks for (all reloads)
            try:
                events, _ = record.play(command, faces if dice == "manual" else None)
                break
            except DiceNeeded as needed:
                faces += ["reload"] * needed.count
        seen += events
    return record, seen


@pytest.mark.parametrize("dice", ["seeded", "manual"])
def test_r_dice_4_a_log_where_the_bosses_act_replays_to_the_same_states(dice: str) -> None:
    """R-DICE-4: the Führer's die and the Puppet Master's summons are in the
    log; replaying it gives the same state after every line."""
    record, events = lair_game(dice)
    purposes = [e.data["purpose"] for e in events if e.kind is EventKind.DICE_ROLLED]
    assert any(str(p.get("source", "")).startswith("Ich bin der Führer!") for p in purposes)
    assert "supersoldier-1" in spawned(events)
    assert record.state.enemies["supersoldier-1"].summoned_by == "bevl-1"
    again = replay(LAIR_RULES, record.header, list(enumerate(record.lines[1:], start=2)))
    assert again.problems == []
    assert again.record.state == record.state
    assert again.record.history == record.history


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_random_games_with_bosses_end_and_replay(difficulty: Difficulty) -> None:
    """Random legal games on Boss Lair, nazis on, at every level: no rule
    hole (the game ends), and the log replays to the same state."""
    header = Header(
        mission=LAIR_RULES.mission.id,
        mission_hash=LAIR_RULES.loaded.content_hash,
        decks_hash="",
        seats=SOLO,
        seed=list(Difficulty).index(difficulty),
        mission_file=str(Path(LAIR_RULES.loaded.source).resolve()),
        **options(difficulty),  # type: ignore[arg-type]
    )
    record = play_random_game(LAIR_RULES, header, 7)
    assert record.state.outcome is not None
    again = replay(LAIR_RULES, header, list(enumerate(record.lines[1:], start=2)))
    assert again.problems == [] and again.record.state == record.state
