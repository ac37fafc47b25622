"""Who wakes at the start of the phase and why (R-AI-3): line of sight, the
noise in its own or an adjacent zone (officers and bosses ignore noise),
or having been attacked.
"""

from __future__ import annotations

from wolfenstein_tui.content.cards import EnemyRank
from wolfenstein_tui.engine.nazis.figures import sees, zone_name
from wolfenstein_tui.engine.nazis.targets import targets
from wolfenstein_tui.engine.rules import danger
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.state import Difficulty, Enemy


def wake_reason(turn: Turn, enemy: Enemy) -> str | None:
    """Why a figure activates this phase, or None (R-AI-3)."""
    card = turn.rules.enemy_cards[enemy.type]
    for target in targets(turn, visible_only=True):
        if sees(turn, enemy, target.square):
            return f"{target.name} is in its line of sight"
    if card.rank in (EnemyRank.OFFICER, EnemyRank.BOSS):
        if enemy.attacked:
            return "it was attacked"
        return None  # officers and bosses ignore noise
    heard = noisy_zones_near(turn, enemy)
    if heard:
        zone = heard[0]
        own = danger.enemy_zones(turn, enemy)
        return (
            "noise in its own zone" if zone in own else f"noise in adjacent {zone_name(turn, zone)}"
        )
    return None


def rest_reason(turn: Turn, enemy: Enemy) -> str:
    """Why a figure does not activate (R-AI-3): officers and bosses ignore
    noise, so for them the noise they hear is named and set aside."""
    rank = turn.rules.enemy_cards[enemy.type].rank
    if rank in (EnemyRank.OFFICER, EnemyRank.BOSS):
        who = "officers" if rank is EnemyRank.OFFICER else "bosses"
        if noisy_zones_near(turn, enemy):
            return (
                f"it sees no hero and was not attacked; it hears noise, but {who} "
                "ignore noise (R-AI-3)"
            )
        return f"it sees no hero and was not attacked ({who} ignore noise, R-AI-3)"
    return "it neither sees a hero nor hears noise (R-AI-3)"


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
