"""The smart hero player: better than random, every mission winnable and
losable, decisions that follow the rules it is built on (R-DEATH-3 shared
life, R-DICE-3 rerolls), and no peeking at the dice to come."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.games import STARTER, activate, new_game, put_enemy, rules_for
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.engine.players.simulate import make_player, play_fast
from wolfenstein_tui.engine.players.smart import SmartPlayer
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Choose,
    Command,
    EndActivation,
    Equip,
    SharedLife,
    StartActivation,
)
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Outcome
from wolfenstein_tui.play.balance import GameSpec, header_for

WINNABLE_SEEDS = 5
"""Seeds tried at the easiest level before a mission counts as unwinnable."""


def spec_for(path: Path, difficulty: Difficulty, seed: int, bot: str = "smart") -> GameSpec:
    return GameSpec(str(path.resolve()), difficulty, seed, bot=bot)


def play(rules: Rules, spec: GameSpec) -> GameState:
    header = header_for(rules.loaded, rules.decks, spec)
    state, _ = play_fast(rules, header, make_player(spec.bot, rules, spec.seed))
    return state


def test_the_smart_player_beats_the_random_player_on_m01() -> None:
    """Four seeds at the normal level: the smart player wins most, the
    random one (which wanders and wastes its attacks) hardly any."""
    rules = rules_for(STARTER)
    wins = {"smart": 0, "random": 0}
    for bot in wins:
        for seed in range(4):
            state = play(rules, spec_for(STARTER, Difficulty.BRING_EM_ON, seed, bot))
            wins[bot] += state.outcome is Outcome.WON
    assert wins["smart"] >= 3
    assert wins["smart"] >= wins["random"] + 2


@pytest.mark.parametrize("path", builtin_mission_files(), ids=lambda p: p.stem)
def test_every_mission_is_winnable(path: Path) -> None:
    """At "Can I play, Daddy?" the smart player wins within a few seeds."""
    rules = rules_for(path)
    outcomes = []
    for seed in range(WINNABLE_SEEDS):
        state = play(rules, spec_for(path, Difficulty.CAN_I_PLAY_DADDY, seed))
        outcomes.append(state.outcome)
        if state.outcome is Outcome.WON:
            return
    pytest.fail(f"{path.stem}: no win in {WINNABLE_SEEDS} seeds at the easiest level: {outcomes}")


class PassivePlayer:
    """A forced losing line: every hero ends its activation at once; every
    question gets its first option."""

    def choose(self, state: GameState, options: list[Command]) -> Command:
        for command in options:
            if isinstance(command, EndActivation):
                return command
        return options[0]


@pytest.mark.parametrize("path", builtin_mission_files(), ids=lambda p: p.stem)
def test_every_mission_is_losable(path: Path) -> None:
    """A team that does nothing loses (R-END-1) at the hardest level: no
    mission is won without playing it."""
    rules = rules_for(path)
    header = header_for(
        rules.loaded, rules.decks, spec_for(path, Difficulty.I_AM_DEATH_INCARNATE, 0)
    )
    state, _ = play_fast(rules, header, PassivePlayer())
    assert state.outcome is not None and state.outcome is not Outcome.WON


def test_the_smart_player_does_not_look_at_the_dice_to_come() -> None:
    """Its choices depend on what the players can see, not on the dice
    generator's state: changing the generator never changes a decision."""
    rules = rules_for(STARTER)
    header = header_for(rules.loaded, rules.decks, spec_for(STARTER, Difficulty.BRING_EM_ON, 3))
    state, _ = rules.new_game(header.setup())
    player = SmartPlayer(rules)
    for _ in range(150):
        if state.outcome is not None:
            break
        options = rules.legal_actions(state)
        chosen = player.choose(state, options)
        other = state.clone()
        other.rng ^= 0x9E3779B97F4A7C15
        assert SmartPlayer(rules).choose(other, options) == chosen
        assert chosen in options
        state, _ = rules.apply(state, chosen)


def test_r_death_3_a_friend_next_to_a_bleeding_hero_shares_life() -> None:
    """R-DEATH-3: the shared-life token is spent before anything else."""
    rules = rules_for()
    state = new_game(rules)
    state = state.clone()
    klaus = state.heroes["klaus"]
    klaus.square, klaus.hp, klaus.armor, klaus.bleeding = parse_square("B1"), 0, 0, True
    state = activate(rules, state, "blazkowicz", "A1")
    command = SmartPlayer(rules).choose(state, rules.legal_actions(state))
    assert command == SharedLife("blazkowicz", "klaus")


def test_r_death_2_rescuers_activate_before_the_bleeding_hero() -> None:
    """R-DEATH-2: a bleeding hero dies when its own activation starts, so
    the player activates a hero who can save it first, and it last."""
    rules = rules_for()
    state = new_game(rules)
    state = state.clone()
    for hero, square in (("klaus", "B1"), ("blazkowicz", "C1"), ("anya", "H5"), ("max", "E2")):
        state.heroes[hero].square = parse_square(square)
    klaus = state.heroes["klaus"]
    klaus.hp, klaus.armor, klaus.bleeding = 0, 0, True
    options = rules.legal_actions(state)
    assert StartActivation("klaus") in options
    chosen = SmartPlayer(rules).choose(state, options)
    assert chosen == StartActivation("blazkowicz")


def test_r_dice_3_rerolls_blanks_and_reloads_never_hits() -> None:
    """R-DICE-3: the second result stands, so only blanks and reloads are
    worth rerolling; the player takes the largest such choice."""
    rules = rules_for()
    pending = Pending(
        kind=DecisionKind.REROLL,
        options=["keep", "0", "1", "0,2", "0,1"],
        seat=0,
        context={"faces": ["blank", "heart", "reload"], "choices": [[], [0], [1], [0, 2], [0, 1]]},
    )
    state = new_game(rules)
    state.pending = pending
    assert SmartPlayer(rules).choose(state, [Choose(i) for i in range(5)]) == Choose(3)


def test_event_options_that_bring_nazis_are_avoided() -> None:
    """Escaped prisoners: leading them out spawns three nazis and defers the
    loot; leaving them raises danger by 1 and gives the loot at once."""
    rules = rules_for()
    state = new_game(rules)
    card = rules.event_cards["escaped-prisoners"]
    state.pending = Pending(
        kind=DecisionKind.EVENT_OPTION,
        options=[str(number) for number in range(len(card.options))],
        seat=0,
        context={"card": card.id, "hero_id": "klaus", "source": "event"},
    )
    assert SmartPlayer(rules).choose(state, [Choose(0), Choose(1)]) == Choose(1)


def test_a_killable_objective_target_in_sight_is_attacked() -> None:
    """The officer m01 asks for, in range and sight: the player shoots."""
    rules = rules_for(STARTER)
    state = new_game(rules, skip_nazi_phase=False)
    state = state.clone()
    state.enemies.clear()
    state = put_enemy(rules, state, "officer-1", "officer", "E6")
    state = activate(rules, state, "klaus", "C5")
    player = SmartPlayer(rules)
    chosen = player.choose(state, rules.legal_actions(state))
    while isinstance(chosen, Equip):  # free gear first is fine
        state, _ = rules.apply(state, chosen)
        chosen = player.choose(state, rules.legal_actions(state))
    assert isinstance(chosen, Attack) and chosen.target == "officer-1"
