"""Who wakes at the start of the phase and why (R-AI-3): line of sight, the
noise in its own or an adjacent zone (officers and bosses ignore noise),
or having been attacked.
"""

from __future__ import annotations

from wolfenstein_tui.content.records.cards import EnemyRank
from wolfenstein_tui.engine.nazis.figures import sees
from wolfenstein_tui.engine.nazis.targets import aim, targets
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Difficulty, Enemy


def wake_reason(turn: Turn, enemy: Enemy) -> dict[str, object] | None:
    """Why a figure activates this phase, or None (R-AI-3), as facts: a
    target in sight, an attack, or the noise heard first."""
    card = turn.rules.enemy_cards[enemy.type]
    for target in targets(turn, visible_only=True):
        if sees(turn, enemy, target.square):
            return {"why": "sight", **aim(target)}
    if card.rank in (EnemyRank.OFFICER, EnemyRank.BOSS):
        if enemy.attacked:
            return {"why": "attacked"}
        return None  # officers and bosses ignore noise
    heard = noisy_zones_near(turn, enemy)
    if heard:
        zone = heard[0]
        own = danger.enemy_zones(turn, enemy)
        return {"why": "noise", "zone": zone, "own": zone in own}
    return None


def rest_reason(turn: Turn, enemy: Enemy) -> dict[str, object]:
    """Why a figure does not activate (R-AI-3): officers and bosses ignore
    noise, so for them whether they hear any is told too (and set aside)."""
    rank = turn.rules.enemy_cards[enemy.type].rank
    if rank in (EnemyRank.OFFICER, EnemyRank.BOSS):
        return {"why": rank.value, "hears": bool(noisy_zones_near(turn, enemy))}
    return {"why": "nothing"}


def noisy_zones_near(turn: Turn, enemy: Enemy) -> list[str]:
    """Noisy zones the figure hears: its own and the adjacent ones (with heroes
    counting as noise at the hardest level)."""
    state = turn.state
    board = turn.rules.board
    own = danger.enemy_zones(turn, enemy)
    near = set(own)
    for zone in own:
        near |= board.zone_adjacency[zone]
    noisy = set(state.noise)
    if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        noisy |= {z for t in targets(turn) if (z := board.zone_of(t.square))}
    return sorted(near & noisy)
