"""The figures' card abilities during the phase (first activation,
activation start, on attack), and the figures they bring in, who act in
the same phase (R-SPAWN-2).
"""

from __future__ import annotations

from wolfenstein_tui.engine.nazis.waking import noisy_zones_near
from wolfenstein_tui.engine.rules import effects
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Enemy


def run_ability(turn: Turn, enemy: Enemy, ability_effects: list, target: str | None) -> None:
    before = set(turn.state.enemies)
    effects.run_effects(
        turn,
        ability_effects,
        None,
        turn.rules.enemy_cards[enemy.type].name,
        {"figure": enemy.id, "target": target},
    )
    phase = turn.state.nazi_phase
    assert phase is not None
    phase.version += 1  # figures may have appeared or fallen: what is seen changes
    join_newcomers(turn, before)


def join_newcomers(turn: Turn, before: set[str]) -> None:
    """Figures an alarm brings in during the phase act in it by initiative
    (R-SPAWN-2); so do the figures a boss summons."""
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    for enemy_id in sorted(set(state.enemies) - before):
        newcomer = state.enemies[enemy_id]
        if newcomer.bot_of is None:
            phase.woken.append(enemy_id)
            phase.order.append(enemy_id)
            summoner = state.enemies.get(newcomer.summoned_by or "")
            phase.reasons[enemy_id] = (
                {"why": "summoned", "by": summoner.id}
                if summoner is not None
                else {"why": "alarm", "at_once": True}
            )
            zones = noisy_zones_near(turn, state.enemies[enemy_id])
            if zones:  # it heads for the noise it hears where it arrives
                phase.noise_zones[enemy_id] = ",".join(zones)
