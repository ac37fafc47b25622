"""Step 1 of the program (R-AI-6, R-AI-9): the nearest hero in range and
line of sight, the dice with fall-off, the roll, damage and noise.
"""

from __future__ import annotations

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.effects import Face, Trigger
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.nazis.abilities import run_ability
from wolfenstein_tui.engine.nazis.figures import reach, sees
from wolfenstein_tui.engine.nazis.targets import Target, aim, nearest, targets
from wolfenstein_tui.engine.rules import combat, danger
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.purposes import RollFor, purpose
from wolfenstein_tui.engine.state.state import Enemy


def attack_target(turn: Turn, enemy: Enemy) -> Target | None:
    """Step 1: the nearest hero in range and line of sight (R-AI-6, R-AI-7)."""
    weapon = turn.rules.enemy_cards[enemy.type].weapon
    options = [
        t
        for t in targets(turn, visible_only=True)
        if reach(enemy, t.square) <= weapon.range and sees(turn, enemy, t.square)
    ]
    if not options:
        return None
    return nearest(turn, enemy, options, "attack")


def attack_dice(turn: Turn, enemy: Enemy, square: Square) -> tuple[int, dict[str, int] | None]:
    """The card's dice, less the fall-off with distance (the Soldier's SMG):
    returns the dice and, for a weapon with fall-off, how they were counted
    (the squares between, the dice taken off, the least it rolls)."""
    weapon = turn.rules.enemy_cards[enemy.type].weapon
    dice = weapon.dice
    counted: dict[str, int] | None = None
    for ability in weapon.abilities:
        if isinstance(ability, fx.DiceFalloff):
            between = max(0, reach(enemy, square) - 1)
            dice = max(ability.minimum, weapon.dice - ability.per_square * between)
            less = ability.per_square * between
            counted = {"between": between, "less": less, "minimum": ability.minimum}
    return dice, counted


def attack(turn: Turn, enemy: Enemy, target: Target) -> None:
    state = turn.state
    phase = state.nazi_phase
    assert phase is not None
    card = turn.rules.enemy_cards[enemy.type]
    weapon = card.weapon
    phase.ap -= weapon.ap_cost
    phase.attacked = True
    phase.acted = True
    phase.focus = target.id
    dice, falloff = attack_dice(turn, enemy, target.square)
    distance = reach(enemy, target.square)
    faces = turn.roll(dice, purpose(RollFor.ATTACK, enemy=enemy.id))
    phase.notes.append(
        {
            "what": "attack",
            "rule": "R-AI-6",
            **aim(target),
            "range": distance,
            "dice": dice,
            "card_dice": weapon.dice,
            "falloff": falloff,
            "faces": [f.value for f in faces],
        }
    )
    turn.say(
        EventKind.NAZI_ATTACK,
        "R-AI-9",
        enemy=enemy.id,
        **aim(target),
        dice=dice,
        faces=[f.value for f in faces],
    )
    if not weapon.silent:
        board = turn.rules.board
        for zone in sorted(danger.enemy_zones(turn, enemy)):
            danger.add_noise(turn, zone, "gunfire")
        danger.add_noise(turn, board.zone_of(target.square), "gunfire")
    hearts = faces.count(Face.HEART)  # R-AI-9: reload results are blanks
    shields = faces.count(Face.SHIELD)
    phase.version += 1
    if target.id in state.heroes:
        combat.damage_hero(turn, state.heroes[target.id], hearts, shields, enemy.id)
    elif target.id in state.enemies:
        combat.hit(turn, state.enemies[target.id], hearts, shields, None, enemy.id, silent=False)
    for index, ability in enumerate(card.abilities):
        if ability.trigger is Trigger.ON_ATTACK:
            phase.notes.append({"what": "ability", "type": enemy.type, "ability": index})
            run_ability(turn, enemy, list(ability.effects), target.id)


def can_attack_from(turn: Turn, enemy: Enemy, square: Square) -> bool:
    start = enemy.square
    enemy.square = square
    try:
        return can_attack(turn, enemy)
    finally:
        enemy.square = start


def can_attack(turn: Turn, enemy: Enemy) -> bool:
    weapon_range = turn.rules.enemy_cards[enemy.type].weapon.range
    for target in targets(turn, visible_only=True):
        if reach(enemy, target.square) <= weapon_range and sees(turn, enemy, target.square):
            return True
    return False
