"""What the active hero may do now, one family of commands a lister: the
moves, the doors and searches, the attacks, the gear, and ending the
activation. `command_rules.COMMAND_RULES` names each command type's lister,
and `legal.legal_actions` calls them in that table's order: a family shares
its lister so that its commands keep their order in the list (an enemy's
attacks and its silent executions side by side), which the fixed games
record."""

from __future__ import annotations

from wolfenstein_tui.content.records.cards import ItemType
from wolfenstein_tui.content.records.effects import Trigger
from wolfenstein_tui.content.records.squares import Square
from wolfenstein_tui.engine.geometry.board import TokenKind
from wolfenstein_tui.engine.geometry.paths import footprint, movement_costs
from wolfenstein_tui.engine.rules import combat, danger
from wolfenstein_tui.engine.rules.actions.activation import can_leave
from wolfenstein_tui.engine.rules.actions.basics import HERO_WALKER, traffic_for_hero
from wolfenstein_tui.engine.rules.actions.equipment import item_use_problem
from wolfenstein_tui.engine.rules.traffic import touching
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state import commands as c
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, Hero


def nothing(turn: Turn, hero: Hero, aimed: bool = True) -> list[c.Command]:
    """The lister of the commands never offered to an active hero: starting an
    activation (offered while no hero is active) and answering a question
    (offered while one waits); `legal_actions` lists those itself."""
    return []


def ending(turn: Turn, hero: Hero, aimed: bool = True) -> list[c.Command]:
    """Ending the activation, but on a secret passage the hero may not leave
    on (R-MOVE-9)."""
    return [] if _stuck_on_passage(turn, hero) else [c.EndActivation(hero.id)]


def _stuck_on_passage(turn: Turn, hero: Hero) -> bool:
    board = turn.rules.board
    return hero.square is not None and hero.square in board.passage_pair and can_leave(turn, hero)


def moves(turn: Turn, hero: Hero, aimed: bool = True) -> list[c.Command]:
    assert hero.square is not None
    board = turn.rules.board
    found: list[c.Command] = []
    if hero.ap >= 1:
        traffic = traffic_for_hero(turn, hero)
        costs = movement_costs(board, hero.square, HERO_WALKER, traffic, hero.ap)
        found += [
            c.Move(hero.id, square)
            for square in sorted(costs, key=lambda s: (s[1], s[0]))
            if square != hero.square
        ]
        pair = board.passage_pair.get(hero.square)
        if pair is not None and pair not in danger.figure_squares(turn):
            found.append(c.UsePassage(hero.id))
    if not hero.fatigue and not hero.fatigue_action:
        found.append(c.TakeFatigue(hero.id))
    return found


def doors_and_searches(turn: Turn, hero: Hero, aimed: bool = True) -> list[c.Command]:
    state = turn.state
    board = turn.rules.board
    assert hero.square is not None
    found: list[c.Command] = []
    if hero.ap >= 1:
        for door in sorted(state.closed_doors):
            if board.touches([hero.square], door):
                found.append(c.OpenDoor(hero.id, door))
        if any(turn.rules.weapon_cards[w.card].pierce_metal for w in hero.weapons):
            for barricade in sorted(state.barricades):
                if board.touches([hero.square], barricade):
                    found.append(c.RemoveBarricade(hero.id, barricade))
        for square in board.neighbours(hero.square):
            token = board.tokens.get(square)
            if token is None or not touching(turn, hero.square, square):
                continue
            kind, label = token
            if (kind is TokenKind.CHEST and square in state.chests_left) or (
                kind is TokenKind.OBJECTIVE and label in state.objectives_left
            ):
                found.append(c.Search(hero.id, square))
            elif kind is TokenKind.EVENT and square in state.events_left:
                zone = board.zone_of(square)
                if not any(
                    e.bot_of is None
                    and any(board.zone_of(s) == zone for s in footprint(e.square, e.large))
                    for e in state.enemies.values()
                ):
                    found.append(c.Search(hero.id, square))
    for other in state.heroes.values():
        if (
            other.bleeding
            and other.id != hero.id
            and other.square is not None
            and touching(turn, hero.square, other.square)
            and (hero.shared_life > 0 or state.difficulty is Difficulty.CAN_I_PLAY_DADDY)
        ):
            found.append(c.SharedLife(hero.id, other.id))
    return found


def attacks(turn: Turn, hero: Hero, aimed: bool = True) -> list[c.Command]:
    """`combat.attack_problem`'s yes or no for every enemy and mode, each
    question asked once: what rules out every attack (`_no_attack_at_all`),
    then each enemy's range and sight (the dear part) once for all the
    modes, then each mode's own (`combat.mode_allowed`)."""
    state = turn.state
    found: list[c.Command] = []
    if not hero.weapons:
        return found
    card = turn.rules.weapon_cards[hero.weapons[hero.active_weapon].card]
    modes: list[int | None] = [None, *range(len(card.modes))]
    assert hero.square is not None
    ruled_out = _no_attack_at_all(turn, hero)
    allowed: list[int | None] | None = None  # the modes, once a target is open
    sight = _Sight(turn)
    can_execute = (
        hero.ap >= 2 and hero.attacks_made < combat.max_attacks(hero) and not hero.sabotaged
    )
    for enemy in sorted(state.enemies.values(), key=lambda e: e.id):
        if enemy.bot_of is not None:
            continue
        distance = combat.distance_to(hero.square, enemy)
        if not ruled_out and distance <= card.range and sight.sees(hero.square, enemy):
            if allowed is None:
                allowed = [
                    m for m in modes if m is None or combat.mode_allowed(turn, hero, card, m)
                ]
            found += [c.Attack(hero.id, enemy.id, mode) for mode in allowed]
        if can_execute and distance == 1 and sight.sees(hero.square, enemy):
            for item in sorted(set(hero.carried + hero.equipped)):
                if turn.rules.item_cards[item].execution_dice:
                    found.append(c.SilentExecution(hero.id, enemy.id, item))
    for index, weapon in enumerate(hero.weapons):
        if weapon.reload and hero.ap >= 2:
            found.append(c.Reload(hero.id, index))
    return found


class _Sight:
    """`combat.sees_figure` for one state, the masks of its figures and
    closed doors made once (the legal actions ask it of many enemies)."""

    def __init__(self, turn: Turn) -> None:
        self.turn = turn
        self._masks: tuple[int, int] | None = None

    def sees(self, square: Square, enemy: Enemy) -> bool:
        if self._masks is None:
            board = self.turn.rules.board
            self._masks = (
                board.closed_mask(frozenset(self.turn.state.closed_doors), frozenset()),
                board.mask(list(danger.figure_squares(self.turn))),
            )
        closed, occupied = self._masks
        return self.turn.rules.los.sees_masks(
            square, footprint(enemy.square, enemy.large), closed, occupied
        )


def _no_attack_at_all(turn: Turn, hero: Hero) -> bool:
    """Whether one of the reasons `combat.attack_problem` gives whatever the
    target and the mode holds (R-ATK-12 sabotage, R-AP-2 attacks used up,
    R-ATK-5 reload token or reloaded this activation, AP, R-ATK-1 ammo): then
    no attack is legal, and the legal actions need not ask it of every enemy
    and mode (most of the time a hero has already attacked)."""
    state = turn.state
    weapon = hero.weapons[hero.active_weapon]
    card = turn.rules.weapon_cards[weapon.card]
    hard = state.difficulty not in combat.EASY_LEVELS
    return (
        hero.sabotaged
        or hero.attacks_made >= combat.max_attacks(hero)
        or weapon.reload
        or (hero.active_weapon in hero.reloaded and not hero.fatigue_action and hard)
        or hero.ap < card.ap_cost
        or (card.ammo is not None and hard and hero.ammo[card.ammo.value] < 1)
    )


def gear(turn: Turn, hero: Hero, aimed: bool = True) -> list[c.Command]:
    """Switching weapons, equipping, items, gifts and abilities. Without
    `aimed`, only what concerns the hero alone: no `Unequip`, no `Give`,
    no `UseItem` aimed at a square (the sight lines of an area item's
    squares are the dear part of the legal actions), no `UseAbility` aimed
    at a figure."""
    state = turn.state
    rules = turn.rules
    found: list[c.Command] = []
    assert hero.square is not None
    for index in range(len(hero.weapons)):
        if index != hero.active_weapon:
            found.append(c.SwitchWeapon(hero.id, index))
    slots = rules.hero_card(hero.id).item_slots
    equipped_types = {rules.item_cards[e].item_type for e in hero.equipped}
    for item in sorted(set(hero.carried)):
        card = rules.item_cards[item]
        if card.item_type is ItemType.ATTACHMENT:
            found += [
                c.Equip(hero.id, item, i)
                for i, w in enumerate(hero.weapons)
                if w.attachment is None
            ]
        elif card.item_type in slots and card.item_type not in equipped_types:
            found.append(c.Equip(hero.id, item))
    if not aimed:
        for item in sorted(set(hero.carried + hero.equipped)):
            found += _item_uses(turn, hero, item, aimed)
        return found + _abilities(turn, hero, aimed)
    for item in sorted(set(hero.equipped)):
        if not rules.item_cards[item].permanent:
            found.append(c.Unequip(hero.id, item))
    for weapon in hero.weapons:
        if weapon.attachment is not None:
            found.append(c.Unequip(hero.id, weapon.attachment))
    for item in sorted(set(hero.carried + hero.equipped)):
        found += _item_uses(turn, hero, item)
    for other in sorted(state.heroes.values(), key=lambda h: h.id):
        if other.id == hero.id or not other.on_board or other.square is None:
            continue
        if not touching(turn, hero.square, other.square):
            continue
        found += [c.Give(hero.id, other.id, item=item) for item in sorted(set(hero.carried))]
        if len(hero.weapons) > 1:
            found += [c.Give(hero.id, other.id, weapon=i) for i in range(len(hero.weapons))]
        found += [c.Give(hero.id, other.id, ammo=a) for a, n in sorted(hero.ammo.items()) if n > 0]
    found += _abilities(turn, hero)
    return found


def _item_uses(turn: Turn, hero: Hero, item: str, aimed: bool = True) -> list[c.Command]:
    card = turn.rules.item_cards[item]
    area = next((e for e in card.effects if e.effect == "damage_area"), None)
    if area is not None and not aimed:
        return []
    if item_use_problem(turn, hero, item) is not None:
        return []
    if area is None:
        return [c.UseItem(hero.id, item)]
    assert hero.square is not None
    # The squares the hero sees: a figure on the aimed square does not block
    # the view of its own square (R-LOS-5), so one mask of every figure serves.
    board = turn.rules.board
    occupied = board.mask(list(danger.figure_squares(turn)))
    closed = board.closed_mask(frozenset(turn.state.closed_doors), frozenset())
    return [
        c.UseItem(hero.id, item, square=square)
        for square in turn.rules.los.seen_within(hero.square, area.range, closed, occupied)
    ]


def _abilities(turn: Turn, hero: Hero, aimed: bool = True) -> list[c.Command]:
    state = turn.state
    if hero.glory_used:
        return []
    card = turn.rules.hero_card(hero.id)
    extra = 1 if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE else 0
    found: list[c.Command] = []
    assert hero.square is not None
    sight = _Sight(turn)
    for index, ability in enumerate(card.abilities):
        if ability.trigger in (Trigger.ALWAYS, Trigger.ON_KILL):
            continue  # on by themselves, never spent
        if hero.glory < ability.glory_cost + extra:
            continue
        targets = {getattr(e, "target", None) for e in ability.effects}
        if not aimed and ("chosen_enemy" in targets or "chosen_hero" in targets):
            continue
        if "chosen_enemy" in targets:
            for enemy in sorted(state.enemies.values(), key=lambda e: e.id):
                if enemy.bot_of is None and sight.sees(hero.square, enemy):
                    found.append(c.UseAbility(hero.id, index, enemy.id))
        elif "chosen_hero" in targets:
            for other in sorted(state.heroes.values(), key=lambda h: h.id):
                if other.on_board:
                    found.append(c.UseAbility(hero.id, index, other.id))
        else:
            found.append(c.UseAbility(hero.id, index))
    return found
