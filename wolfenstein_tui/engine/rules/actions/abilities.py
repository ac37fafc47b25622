"""The heroes' abilities, paid with glory (R-GLORY)."""

from __future__ import annotations

from wolfenstein_tui.content.records.effects import Trigger
from wolfenstein_tui.engine.rules import combat, effects
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import IllegalCommand
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.refusals import Refusal, refuse
from wolfenstein_tui.engine.state.state import Difficulty, Hero


def use_ability(turn: Turn, hero: Hero, index: int, target: str | None) -> None:
    """R-GLORY-1: once per turn, spend glory on one ability of the hero card;
    at the hardest level it costs 1 more and gives a fatigue token (R-DIFF)."""
    card = turn.rules.hero_card(hero.id)
    if not 0 <= index < len(card.abilities):
        raise IllegalCommand(refuse("ability.no-such", hero=hero.id, number=index))
    ability = card.abilities[index]
    problems = ability_problems(turn, hero, index)
    if problems:
        raise IllegalCommand(problems[0])
    cost = ability_glory_cost(turn, ability.glory_cost)
    hardest = turn.state.difficulty is Difficulty.I_AM_DEATH_INCARNATE
    needs_target = any(
        getattr(e, "target", None) in ("chosen_enemy", "chosen_hero") for e in ability.effects
    )
    if needs_target:
        _check_ability_target(turn, hero, ability.effects, target)
    hero.glory -= cost
    hero.glory_used = True
    turn.say(EventKind.EFFECT, "R-GLORY-1", what="glory", hero=hero.id, ability=index, glory=cost)
    effects.run_effects(turn, list(ability.effects), hero.id, ability.name, {"target": target})
    if hardest:
        effects.fatigue_effect(turn, hero, "hardest_glory")


def ability_glory_cost(turn: Turn, printed: int) -> int:
    """What an ability costs now: its printed glory, one more at the hardest
    level (R-DIFF)."""
    return printed + (1 if turn.state.difficulty is Difficulty.I_AM_DEATH_INCARNATE else 0)


def ability_problems(turn: Turn, hero: Hero, index: int) -> list[Refusal]:
    """Every reason the ability cannot be spent now, its target aside
    (R-GLORY-1, R-DIFF); empty when it can. The ability is named by its
    card's English name (the words say it in the language spoken)."""
    ability = turn.rules.hero_card(hero.id).abilities[index]
    if ability.trigger is Trigger.ALWAYS:
        return [refuse("ability.always-on", "R-GLORY-1", ability=ability.name)]
    if ability.trigger is Trigger.ON_KILL:
        return [refuse("ability.on-kill", "R-GLORY-1", ability=ability.name)]
    found = []
    if hero.glory_used:
        found.append(refuse("ability.glory-used", "R-GLORY-1", hero=hero.id))
    cost = ability_glory_cost(turn, ability.glory_cost)
    if hero.glory < cost:
        found.append(
            refuse(
                "ability.glory-short",
                "R-GLORY-1",
                hero=hero.id,
                ability=ability.name,
                cost=cost,
                glory=hero.glory,
            )
        )
    return found


def _check_ability_target(
    turn: Turn, hero: Hero, ability_effects: list, target: str | None
) -> None:
    state = turn.state
    assert hero.square is not None
    wants_enemy = any(getattr(e, "target", None) == "chosen_enemy" for e in ability_effects)
    if wants_enemy:
        enemy = state.enemies.get(target or "")
        if enemy is None or enemy.bot_of is not None:
            raise IllegalCommand(refuse("ability.choose-enemy", hero=hero.id))
        if not combat.sees_figure(turn, hero.square, enemy):
            raise IllegalCommand(
                refuse("ability.no-sight", "R-LOS-1", hero=hero.id, enemy=enemy.id)
            )
    else:
        other = state.heroes.get(target or "")
        if other is None or not other.on_board:
            raise IllegalCommand(refuse("ability.choose-hero", hero=hero.id))
