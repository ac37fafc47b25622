"""The heroes' actions, each with its AP cost and every restriction (the
action table of the rulebook; R-MOVE, R-SEARCH, R-AP, R-EQ, R-GLORY,
R-DEATH-3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from wolfenstein_tui.content.cards import ItemType
from wolfenstein_tui.content.effects import Trigger
from wolfenstein_tui.content.squares import Square, square_name
from wolfenstein_tui.engine.geometry.board import TokenKind, chebyshev
from wolfenstein_tui.engine.geometry.paths import (
    Mover,
    Side,
    Traffic,
    footprint,
    movement_costs,
    shortest_path,
)
from wolfenstein_tui.engine.rules import bots, combat, danger, effects, flow
from wolfenstein_tui.engine.rules.traffic import removed_tokens, touching, traffic_for
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    EndActivation,
    Equip,
    Give,
    IllegalCommand,
    Move,
    OpenDoor,
    Reload,
    RemoveBarricade,
    Search,
    SharedLife,
    SilentExecution,
    StartActivation,
    SwitchWeapon,
    TakeFatigue,
    Unequip,
    UseAbility,
    UseItem,
    UsePassage,
)
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.state import Difficulty, Hero, Phase

HERO_WALKER = Mover(Side.HEROES, use_passages=False)


def perform(turn: Turn, command: Command) -> None:
    state = turn.state
    if state.phase is not Phase.HEROES:
        raise IllegalCommand("It is not the heroes' phase.")
    if isinstance(command, StartActivation):
        start(turn, command)
        return
    hero_id = getattr(command, "hero", None)
    if state.active_hero is None:
        raise IllegalCommand("No hero is active: first choose which hero activates.")
    if state.active_hero in state.enemies:
        bot = state.enemies[state.active_hero]
        if hero_id != bot.id:
            raise IllegalCommand(f"It is the bot {bot.id}'s activation; only it can act now.")
        bots.perform(turn, bot, command)
        return
    if hero_id != state.active_hero:
        active = turn.rules.hero_card(state.active_hero).name
        raise IllegalCommand(f"It is {active}'s activation; only {active} can act now.")
    hero = state.heroes[state.active_hero]
    if not isinstance(command, EndActivation):
        problems = actor_problems(turn, hero)
        if problems:
            raise IllegalCommand(problems[0])
    if isinstance(command, EndActivation):
        end(turn, hero)
    elif isinstance(command, Move):
        move(turn, hero, command.to)
    elif isinstance(command, UsePassage):
        use_passage(turn, hero)
    elif isinstance(command, OpenDoor):
        open_door(turn, hero, command.door)
    elif isinstance(command, RemoveBarricade):
        remove_barricade(turn, hero, command.barricade)
    elif isinstance(command, Search):
        search(turn, hero, command.square)
    elif isinstance(command, Attack):
        combat.attack(turn, hero, command.target, command.mode)
    elif isinstance(command, Reload):
        combat.reload(turn, hero, command.weapon)
    elif isinstance(command, SilentExecution):
        combat.silent_execution(turn, hero, command.target, command.item)
    elif isinstance(command, SwitchWeapon):
        switch_weapon(turn, hero, command.weapon)
    elif isinstance(command, TakeFatigue):
        take_fatigue(turn, hero)
    elif isinstance(command, SharedLife):
        shared_life(turn, hero, command.target)
    elif isinstance(command, UseItem):
        use_item(turn, hero, command)
    elif isinstance(command, Equip):
        equip(turn, hero, command.item, command.weapon)
    elif isinstance(command, Unequip):
        unequip(turn, hero, command.item)
    elif isinstance(command, Give):
        give(turn, hero, command)
    elif isinstance(command, UseAbility):
        use_ability(turn, hero, command.ability, command.target)
    else:
        raise IllegalCommand(f"{command.kind} is not something a hero can do.")


def actor_problems(turn: Turn, hero: Hero) -> list[str]:
    """Why the active hero can take no action but ending its activation
    (R-DEATH-2, R-ATK-12); empty when it can act."""
    found = []
    if hero.bleeding:
        found.append(
            f"{name_of(turn, hero)} is bleeding and cannot act; another hero may share "
            "life (R-DEATH-2)."
        )
    if hero.stunned:
        found.append(f"{name_of(turn, hero)} is stunned and takes no actions this turn (R-ATK-12).")
    return found


def name_of(turn: Turn, hero: Hero) -> str:
    return turn.rules.hero_card(hero.id).name


def need_ap(turn: Turn, hero: Hero, cost: int, what: str) -> None:
    if hero.ap < cost:
        raise IllegalCommand(
            f"{name_of(turn, hero)} has {hero.ap} AP left; {what} costs {cost} AP."
        )


# --- activation ------------------------------------------------------------------


def start(turn: Turn, command: StartActivation) -> None:
    state = turn.state
    if state.active_hero is not None:
        raise IllegalCommand(f"{state.active_hero} is still active; end that activation first.")
    hero = state.heroes.get(command.hero)
    if hero is None:
        raise IllegalCommand(f"There is no hero {command.hero!r} in this game.")
    if hero.dead:
        raise IllegalCommand(f"{name_of(turn, hero)} is dead.")
    if hero.id in state.activated:
        raise IllegalCommand(f"{name_of(turn, hero)} has already been activated this round.")
    if not state.house_rules.any_hero_order and hero.seat != state.active_seat:
        raise IllegalCommand(
            f"It is player {state.active_seat + 1}'s turn; {name_of(turn, hero)} belongs to "
            f"player {hero.seat + 1} (R-ROUND-2)."
        )
    flow.start_activation(turn, hero)


def end(turn: Turn, hero: Hero) -> None:
    board = turn.rules.board
    on_passage = hero.square is not None and hero.square in board.passage_pair
    if on_passage and _can_leave(turn, hero):
        raise IllegalCommand(
            f"{name_of(turn, hero)} cannot end the activation on a secret passage token; "
            "travel through it or step off (R-MOVE-9)."
        )
    flow.finish_activation(turn, hero)


def _can_leave(turn: Turn, hero: Hero) -> bool:
    """Whether a hero on a passage token still has a way off it (AP now, or
    from the fatigue action): if not, the activation may end there."""
    assert hero.square is not None
    if hero.stunned or (hero.ap < 1 and (hero.fatigue or hero.fatigue_action)):
        return False
    budget = max(hero.ap, hero.base_ap // 2 if not hero.fatigue else 0)
    traffic = traffic_for_hero(turn, hero)
    reachable = movement_costs(turn.rules.board, hero.square, HERO_WALKER, traffic, budget)
    pair = turn.rules.board.passage_pair[hero.square]
    return len(reachable) > 1 or pair not in danger.figure_squares(turn)


# --- moving -----------------------------------------------------------------------


def traffic_for_hero(turn: Turn, hero: Hero) -> Traffic:
    return traffic_for(turn, hero.id)


def move(turn: Turn, hero: Hero, to: Square) -> None:
    """1 AP a square, 2 onto difficult terrain, by the cheapest legal path."""
    name = name_of(turn, hero)
    board = turn.rules.board
    assert hero.square is not None
    if to == hero.square:
        raise IllegalCommand(f"{name} is already on {square_name(to)}.")
    if not board.on_map(to):
        raise IllegalCommand(f"{square_name(to)} is not a square of the map.")
    traffic = traffic_for_hero(turn, hero)
    path = shortest_path(board, hero.square, to, HERO_WALKER, traffic)
    if path is None:
        raise IllegalCommand(
            f"{name} cannot end a move on {square_name(to)}: "
            f"{_why_not(turn, hero.square, to, traffic)}."
        )
    cost = path[-1].cost
    if cost > hero.ap:
        raise IllegalCommand(
            f"{name} has {hero.ap} AP left; moving to {square_name(to)} costs {cost} AP."
        )
    hero.ap -= cost
    walk(turn, hero, [step.square for step in path])
    turn.say(
        EventKind.MOVED,
        hero=hero.id,
        path=[square_name(step.square) for step in path],
        cost=cost,
    )


def _why_not(turn: Turn, start: Square, to: Square, traffic: Traffic) -> str:
    board = turn.rules.board
    token = board.tokens.get(to)
    if to in traffic.enemies:
        return "an enemy stands there (R-MOVE-8)"
    if to in traffic.friends:
        return "a friend stands there; figures may pass through friends but not stop (R-MOVE-8)"
    if token is not None and token[0] in (TokenKind.HERO_SPAWN, TokenKind.NAZI_SPAWN):
        return "figures may pass over spawn tokens but not stop on them (R-MOVE-7)"
    if (
        token is not None
        and token[0] in (TokenKind.EVENT, TokenKind.CHEST, TokenKind.OBJECTIVE)
        and to not in traffic.removed_tokens
    ):
        return f"no figure may enter a square with a {token[0].value} token (R-MOVE-6)"
    blockers = _blocking_enemies(turn, start, to, traffic)
    if blockers:
        return (
            f"every way there passes through {_and(blockers)}, and no figure enters an "
            "enemy's square (R-MOVE-8)"
        )
    doors = _doors_in_the_way(turn, start, to, traffic)
    if doors:
        return (
            f"the way there is through the closed door {_and(doors)}; open it first "
            "(moving never opens doors, R-MOVE-4)"
        )
    return "no path leads there (walls, closed doors or barricades are in the way)"


def _blocking_enemies(turn: Turn, start: Square, to: Square, traffic: Traffic) -> list[str]:
    """The enemies standing in every way to `to`, named with their squares:
    ways that would be open without them are found one after another, each
    time letting the enemies met so far block again, until none is left."""
    board = turn.rules.board
    standing = danger.figure_squares(turn)
    blocking: set[Square] = set()
    for _ in range(len(traffic.enemies)):
        ignored = replace(traffic, enemies=frozenset(blocking))
        path = shortest_path(board, start, to, HERO_WALKER, ignored)
        if path is None:
            break
        met = {step.square for step in path if step.square in traffic.enemies} - blocking
        if not met:
            break
        blocking |= met
    named: dict[str, str] = {}
    for square in sorted(blocking, key=lambda sq: (sq[1], sq[0])):
        figure = standing.get(square, "")
        named.setdefault(figure, f"{_figure_name(turn, figure)} on {square_name(square)}")
    return list(named.values())


def _doors_in_the_way(turn: Turn, start: Square, to: Square, traffic: Traffic) -> list[str]:
    """The closed doors on the cheapest way there were they open."""
    opener = replace(HERO_WALKER, opens_doors=True)
    path = shortest_path(turn.rules.board, start, to, opener, traffic)
    if path is None:
        return []
    return [step.opened_door for step in path if step.opened_door is not None]


def _figure_name(turn: Turn, figure: str) -> str:
    if figure in turn.state.heroes:
        return turn.rules.hero_card(figure).name
    enemy = turn.state.enemies.get(figure)
    if enemy is None:
        return "a figure"
    return f"{turn.rules.enemy_cards[enemy.type].name} {figure}"


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def walk(turn: Turn, hero: Hero, squares: list[Square]) -> None:
    """Move the figure square by square: zones entered, noise, escorts."""
    board = turn.rules.board
    for square in squares:
        before = board.zone_of(hero.square) if hero.square else None
        hero.square = square
        zone = board.zone_of(square)
        if zone is not None and zone != before:
            effects.entered_zone(turn, zone)
        danger.check_shared_zone_noise(turn, hero)
        effects.check_escorts(turn, hero, square)


def use_passage(turn: Turn, hero: Hero) -> None:
    """R-MOVE-9: 1 AP from one token to its pair, and a fatigue token (effect)."""
    board = turn.rules.board
    name = name_of(turn, hero)
    if hero.square not in board.passage_pair:
        raise IllegalCommand(f"{name} is not on a secret passage token.")
    need_ap(turn, hero, 1, "travelling through the secret passage")
    destination = board.passage_pair[hero.square]
    occupied = danger.figure_squares(turn)
    if destination in occupied:
        raise IllegalCommand(
            f"The other end of the passage, {square_name(destination)}, is occupied."
        )
    hero.ap -= 1
    walk(turn, hero, [destination])
    turn.say(EventKind.PASSAGE_USED, hero=hero.id, square=square_name(destination))
    effects.fatigue_effect(turn, hero, "secret_passage")


def open_door(turn: Turn, hero: Hero, door: str) -> None:
    """R-MOVE-4: 1 AP, from a square touching the door; doors never close."""
    name = name_of(turn, hero)
    board = turn.rules.board
    if door not in board.doors:
        raise IllegalCommand(f"There is no door {door!r}.")
    if door not in turn.state.closed_doors:
        raise IllegalCommand(f"The door {door} is already open.")
    if hero.square is None or not board.touches([hero.square], door):
        raise IllegalCommand(f"{name} must stand on a square touching the door {door} to open it.")
    need_ap(turn, hero, 1, "opening a door")
    hero.ap -= 1
    turn.state.closed_doors.discard(door)
    turn.say(EventKind.DOOR_OPENED, hero=hero.id, door=door)


def remove_barricade(turn: Turn, hero: Hero, barricade: str) -> None:
    """R-MOVE-5: only with a pierce-metal weapon, 1 AP, from beside it."""
    name = name_of(turn, hero)
    board = turn.rules.board
    if barricade not in turn.state.barricades:
        raise IllegalCommand(f"There is no barricade {barricade!r} standing.")
    if not any(turn.rules.weapon_cards[w.card].pierce_metal for w in hero.weapons):
        raise IllegalCommand(
            f"Only a hero with a pierce-metal weapon can remove a barricade; {name} has none."
        )
    if hero.square is None or not board.touches([hero.square], barricade):
        raise IllegalCommand(f"{name} must stand beside the barricade {barricade} to remove it.")
    need_ap(turn, hero, 1, "removing a barricade")
    hero.ap -= 1
    turn.state.barricades.discard(barricade)
    turn.say(EventKind.BARRICADE_REMOVED, "R-MOVE-5", hero=hero.id, barricade=barricade)


# --- searching ----------------------------------------------------------------------


def search(turn: Turn, hero: Hero, square: Square) -> None:
    """R-SEARCH-1/2: 1 AP from an adjacent square. Objective tokens are picked
    up the same way (the project's rule for collect_tokens objectives)."""
    state = turn.state
    board = turn.rules.board
    name = name_of(turn, hero)
    assert hero.square is not None
    token = board.tokens.get(square)
    if token is None or token[0] not in (TokenKind.EVENT, TokenKind.CHEST, TokenKind.OBJECTIVE):
        raise IllegalCommand(f"There is nothing to search on {square_name(square)}.")
    kind, label = token
    if square in removed_tokens(turn):
        raise IllegalCommand(f"The {kind.value} token on {square_name(square)} is already gone.")
    if not touching(turn, hero.square, square):
        raise IllegalCommand(
            f"{name} must stand next to the token on {square_name(square)} to search it."
        )
    if kind is TokenKind.EVENT:
        zone = board.zone_of(square)
        enemies_there = [
            e.id
            for e in state.enemies.values()
            if e.bot_of is None
            and any(board.zone_of(s) == zone for s in footprint(e.square, e.large))
        ]
        if enemies_there:
            raise IllegalCommand(
                f"An event cannot be searched while an enemy is in its zone ({', '.join(sorted(enemies_there))}) (R-SEARCH-1)."
            )
    need_ap(turn, hero, 1, "searching")
    hero.ap -= 1
    if kind is TokenKind.OBJECTIVE:
        del state.objectives_left[label]
        state.collected.add(label)
        turn.say(EventKind.SEARCHED, what="objective", hero=hero.id, token=label)
    elif kind is TokenKind.CHEST:
        _open_chest(turn, hero, square)
    else:
        _find_event(turn, hero, square)


def _open_chest(turn: Turn, hero: Hero, square: Square) -> None:
    """R-SEARCH-2: the chest's card is drawn, read and discarded; its
    effects run for the hero who opened it."""
    state = turn.state
    state.chests_left.discard(square)
    card_id = turn.draw("chests")
    if card_id is None:
        turn.say(EventKind.SEARCHED, what="chest", hero=hero.id, card=None)
        return
    chest = turn.rules.chest_cards[card_id]
    turn.say(EventKind.SEARCHED, what="chest", hero=hero.id, card=card_id)
    state.decks["chests"].discard.append(card_id)
    effects.run_effects(
        turn, list(chest.effects), hero.id, "chest", {"event_square": square_name(square)}
    )


def _find_event(turn: Turn, hero: Hero, square: Square) -> None:
    """R-SEARCH-1: the event card is drawn and its player chooses an option."""
    state = turn.state
    name = name_of(turn, hero)
    state.events_left.discard(square)
    card_id = turn.draw("events")
    if card_id is None:
        turn.say(EventKind.SEARCHED, what="event", hero=hero.id, card=None)
        return
    event = turn.rules.event_cards[card_id]
    turn.say(EventKind.SEARCHED, what="event", hero=hero.id, card=card_id)
    state.pending = Pending(
        kind=DecisionKind.EVENT_OPTION,
        prompt=f"{event.title}: what does {name} do?",
        options=[f"{option.label}: {option.text}" for option in event.options],
        seat=hero.seat,
        context={
            "card": card_id,
            "hero_id": hero.id,
            "source": "event",
            "event_square": square_name(square),
        },
    )


# --- fatigue, weapons, shared life -----------------------------------------------------


def take_fatigue(turn: Turn, hero: Hero) -> None:
    """R-AP-3: 0 AP, once, never with a fatigue token already: half the base
    AP (rounded down), a fatigue token, and the right to a second attack."""
    name = name_of(turn, hero)
    if hero.fatigue or hero.fatigue_action:
        raise IllegalCommand(
            f"{name} already has a fatigue token and cannot take the fatigue action (R-AP-5)."
        )
    gained = hero.base_ap // 2
    hero.ap += gained
    hero.fatigue = True
    hero.fatigue_action = True
    turn.say(EventKind.FATIGUE, "R-AP-2", what="push_on", hero=hero.id, ap=gained)


def switch_weapon(turn: Turn, hero: Hero, weapon: int) -> None:
    """R-EQ-1: 0 AP during the hero's turn."""
    name = name_of(turn, hero)
    if not 0 <= weapon < len(hero.weapons):
        raise IllegalCommand(f"{name} has no weapon number {weapon}.")
    if weapon == hero.active_weapon:
        raise IllegalCommand(f"That weapon is already in {name}'s hands.")
    hero.active_weapon = weapon
    card = hero.weapons[weapon].card
    turn.say(EventKind.EFFECT, what="take_up", hero=hero.id, weapon=weapon, card=card)


def shared_life(turn: Turn, hero: Hero, target_id: str) -> None:
    """R-DEATH-3: 0 AP, next to a bleeding hero: discard your own token and
    take a fatigue token (effect) to restore it to full HP and armor."""
    state = turn.state
    name = name_of(turn, hero)
    target = state.heroes.get(target_id)
    if target is None or target.id == hero.id:
        raise IllegalCommand("Shared life restores another hero, never oneself (R-DEATH-3).")
    if not target.bleeding:
        raise IllegalCommand(f"{name_of(turn, target)} is not bleeding.")
    assert hero.square is not None and target.square is not None
    if not touching(turn, hero.square, target.square):
        raise IllegalCommand(f"{name} must be next to {name_of(turn, target)} to share life.")
    free = state.difficulty is Difficulty.CAN_I_PLAY_DADDY
    if not free:
        if hero.shared_life < 1:
            raise IllegalCommand(f"{name} has no shared-life token left (tokens cannot be given).")
        hero.shared_life -= 1
    target.bleeding = False
    target.hp = target.max_hp
    target.armor = target.max_armor
    target.armor_debt = 0  # full armor: no damage is left on the card
    turn.say(EventKind.RESTORED, "R-DEATH-3", hero=hero.id, target=target.id)
    effects.fatigue_effect(turn, hero, "shared_life")


# --- equipment ------------------------------------------------------------------------


def item_use_problem(turn: Turn, hero: Hero, item_id: str) -> str | None:
    """Why the hero cannot use this card now, or None (R-EQ-5).

    RULES §2 / R-EQ: a consumable is discarded after one use, so it is used
    from the hand. Every other card is attached to the hero and, as the
    rulebook says, works only while attached: [D] its use effect needs it
    equipped, and works once per activation (the card is kept, so without a
    limit AP alone would repeat it)."""
    name = name_of(turn, hero)
    if item_id not in hero.carried and item_id not in hero.equipped:
        return f"{name} does not hold {item_id}."
    card = turn.rules.item_cards[item_id]
    if not card.effects:
        if card.execution_dice:
            return f"The {card.name} is used through a silent execution."
        return f"The {card.name} works on its own once equipped; it is not used."
    if card.item_type is not ItemType.CONSUMABLE:
        if item_id not in hero.equipped:
            return f"The {card.name} works only while equipped (R-EQ-2): equip it first."
        if item_id in hero.items_used:
            return f"{name} has already used the {card.name} this activation."
    if hero.ap < card.ap_cost:
        return f"{name} has {hero.ap} AP left; using the {card.name} costs {card.ap_cost} AP."
    return None


def use_item(turn: Turn, hero: Hero, command: UseItem) -> None:
    """R-EQ-5: pay the card's AP; consumables are discarded after use, other
    cards are used while equipped, once per activation (`item_use_problem`)."""
    name = name_of(turn, hero)
    problem = item_use_problem(turn, hero, command.item)
    if problem:
        raise IllegalCommand(problem)
    card = turn.rules.item_cards[command.item]
    needs_square = any(e.effect == "damage_area" for e in card.effects)
    if needs_square:
        if command.square is None:
            raise IllegalCommand(f"The {card.name} needs a target square.")
        area = next(e for e in card.effects if e.effect == "damage_area")
        assert hero.square is not None
        if chebyshev(hero.square, command.square) > area.range:
            raise IllegalCommand(
                f"{square_name(command.square)} is out of the {card.name}'s reach of {area.range}."
            )
        if command.square != hero.square and not turn.rules.los.sees(
            hero.square,
            command.square,
            closed_doors=turn.state.closed_doors,
            occupied=[s for s in danger.figure_squares(turn) if s != command.square],
        ):
            raise IllegalCommand(f"{name} has no line of sight to {square_name(command.square)}.")
    hero.ap -= card.ap_cost
    if card.item_type is ItemType.CONSUMABLE:
        (hero.carried if command.item in hero.carried else hero.equipped).remove(command.item)
        turn.state.decks["equipment"].discard.append(command.item)
    else:
        hero.items_used.append(command.item)
    turn.say(EventKind.EFFECT, what="use", hero=hero.id, item=command.item)
    context = {"target": command.target}
    if command.square is not None:
        context["square"] = square_name(command.square)
    effects.run_effects(turn, list(card.effects), hero.id, card.name, context)


def equip(turn: Turn, hero: Hero, item_id: str, weapon: int | None) -> None:
    """R-EQ-2/3: one item per slot type of the hero card, one attachment per
    weapon; 0 AP during the hero's turn. A card attached to the hero works
    while it is worn (`effects.put_on`): armor and boost cards for good
    (R-EQ-4), a suit or other card until it is taken off."""
    name = name_of(turn, hero)
    if item_id not in hero.carried:
        raise IllegalCommand(f"{name} does not carry {item_id}.")
    card = turn.rules.item_cards[item_id]
    if card.item_type is ItemType.ATTACHMENT:
        if weapon is None or not 0 <= weapon < len(hero.weapons):
            raise IllegalCommand(f"Say which weapon the {card.name} goes on.")
        target = hero.weapons[weapon]
        if target.attachment is not None:
            raise IllegalCommand(
                "A weapon holds one attachment (R-EQ-2); take the other one off first."
            )
        hero.carried.remove(item_id)
        target.attachment = item_id
        turn.say(EventKind.EFFECT, what="fit", hero=hero.id, item=item_id, weapon=weapon)
        return
    if weapon is not None:
        raise IllegalCommand(f"The {card.name} is not an attachment.")
    slots = turn.rules.hero_card(hero.id).item_slots
    if card.item_type not in slots:
        raise IllegalCommand(f"{name}'s card has no {card.item_type.value} slot (R-EQ-2).")
    if any(turn.rules.item_cards[e].item_type is card.item_type for e in hero.equipped):
        raise IllegalCommand(f"{name} already has a {card.item_type.value} equipped (R-EQ-2).")
    hero.carried.remove(item_id)
    hero.equipped.append(item_id)
    turn.say(EventKind.EFFECT, what="equip", hero=hero.id, item=item_id)
    effects.put_on(turn, hero, card)


def unequip(turn: Turn, hero: Hero, item_id: str) -> None:
    """R-EQ-3/4: 0 AP; permanent cards cannot be removed."""
    name = name_of(turn, hero)
    card = turn.rules.item_cards.get(item_id)
    if card is None:
        raise IllegalCommand(f"There is no card {item_id!r}.")
    if card.permanent and item_id in hero.equipped:
        raise IllegalCommand(f"The {card.name} is permanent and cannot be removed (R-EQ-4).")
    if item_id in hero.equipped:
        hero.equipped.remove(item_id)
        effects.take_off(turn, hero, card)
    else:
        for weapon in hero.weapons:
            if weapon.attachment == item_id:
                weapon.attachment = None
                break
        else:
            raise IllegalCommand(f"{name} has no {card.name} equipped.")
    hero.carried.append(item_id)
    turn.say(EventKind.EFFECT, what="take_off", hero=hero.id, item=item_id)


def give(turn: Turn, hero: Hero, command: Give) -> None:
    """R-EQ-3: give (never take) a card or an ammo token to an adjacent hero,
    0 AP; a weapon keeps its reload token."""
    state = turn.state
    name = name_of(turn, hero)
    other = state.heroes.get(command.to)
    if other is None or other.id == hero.id or not other.on_board:
        raise IllegalCommand("Give to another hero on the board.")
    assert hero.square is not None and other.square is not None
    if not touching(turn, hero.square, other.square):
        raise IllegalCommand(f"{name} must be next to {name_of(turn, other)} to give anything.")
    chosen = [x for x in (command.item, command.weapon, command.ammo) if x is not None]
    if len(chosen) != 1:
        raise IllegalCommand("Give one thing at a time: a card, a weapon or an ammo token.")
    if command.item is not None:
        if command.item not in hero.carried:
            raise IllegalCommand(f"{name} does not carry {command.item} (unequip it first).")
        hero.carried.remove(command.item)
        other.carried.append(command.item)
        given: dict[str, Any] = {"card": command.item}
    elif command.weapon is not None:
        if not 0 <= command.weapon < len(hero.weapons):
            raise IllegalCommand(f"{name} has no weapon number {command.weapon}.")
        if len(hero.weapons) == 1:
            raise IllegalCommand(f"{name} would have no weapon left.")
        weapon = hero.weapons.pop(command.weapon)
        other.weapons.append(weapon)
        if command.weapon < hero.active_weapon:
            hero.active_weapon -= 1  # the same weapon stays in hand
        hero.active_weapon = min(hero.active_weapon, len(hero.weapons) - 1)
        hero.reloaded = [i - (i > command.weapon) for i in hero.reloaded if i != command.weapon]
        given = {"card": weapon.card}
    else:
        if command.ammo not in hero.ammo or hero.ammo[command.ammo] < 1:
            raise IllegalCommand(f"{name} has no {command.ammo} ammo to give.")
        hero.ammo[command.ammo] -= 1
        other.ammo[command.ammo] += 1
        given = {"ammo": command.ammo, "count": 1}
    turn.say(EventKind.EFFECT, "R-EQ-3", what="give", hero=hero.id, to=other.id, **given)


def use_ability(turn: Turn, hero: Hero, index: int, target: str | None) -> None:
    """R-GLORY-1: once per turn, spend glory on one ability of the hero card;
    at the hardest level it costs 1 more and gives a fatigue token (R-DIFF)."""
    name = name_of(turn, hero)
    card = turn.rules.hero_card(hero.id)
    if not 0 <= index < len(card.abilities):
        raise IllegalCommand(f"{name} has no ability number {index}.")
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


def ability_problems(turn: Turn, hero: Hero, index: int) -> list[str]:
    """Every reason the ability cannot be spent now, its target aside
    (R-GLORY-1, R-DIFF); empty when it can."""
    name = name_of(turn, hero)
    ability = turn.rules.hero_card(hero.id).abilities[index]
    if ability.trigger is Trigger.ALWAYS:
        return [f"{ability.name} is always on (∞); it is not spent."]
    if ability.trigger is Trigger.ON_KILL:
        return [f"{ability.name} works by itself on a kill; it is not spent."]
    found = []
    if hero.glory_used:
        found.append(f"{name} has already spent glory this turn (R-GLORY-1).")
    cost = ability_glory_cost(turn, ability.glory_cost)
    if hero.glory < cost:
        found.append(f"{ability.name} costs {cost} glory; {name} has {hero.glory} (R-GLORY-1).")
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
            raise IllegalCommand("Choose an enemy as the target of this ability.")
        if not combat.sees_figure(turn, hero.square, enemy):
            raise IllegalCommand(f"{name_of(turn, hero)} has no line of sight to {enemy.id}.")
    else:
        other = state.heroes.get(target or "")
        if other is None or not other.on_board:
            raise IllegalCommand("Choose a hero as the target of this ability.")
