"""The sentences of the refusals of the heroes' actions (engine/rules/actions):
see `words/refusals/__init__.py` for how they are said.

The codes name the action refused: `action.*` what every action asks
(whose activation, a hero able to act), `activate.*` starting and ending an
activation and the fatigue action, `move.*` moves and secret passages,
`door.*` and `barricade.*`, `search.*`, `item.*` using, wearing and taking
off equipment, `weapon.*` the weapon in hand, `give.*`, `life.*` shared
life, `ability.*` abilities paid with glory.
"""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_

SENTENCES: dict[str, str] = {
    # --- every action (basics.py, perform.py) ------------------------------------
    "action.bleeding": N_("{hero} is bleeding and cannot act; another hero may share life."),
    "action.stunned": N_("{hero} is stunned and takes no actions this turn."),
    "action.not-heroes-phase": N_("It is not the heroes' phase."),
    "action.no-active-hero": N_("No hero is active: first choose which hero activates."),
    "action.bot-active": N_("It is the bot {enemy}'s activation; only it can act now."),
    "action.other-hero": N_("It is {hero}'s activation; only {hero} can act now."),
    "action.unknown": N_("{kind} is not something a hero can do."),
    # --- activation and fatigue (activation.py) ----------------------------------
    "activate.busy": N_("{figure} is still active; end that activation first."),
    "activate.no-hero": N_("There is no hero '{id}' in this game."),
    "activate.dead": N_("{hero} is dead."),
    "activate.done": N_("{hero} has already been activated this round."),
    "activate.not-your-turn": N_("It is {player}'s turn; {hero} belongs to {player2}."),
    "activate.end-on-passage": N_(
        "{hero} cannot end the activation on a secret passage token; travel through it or step off."
    ),
    "activate.fatigued": N_(
        "{hero} already has a fatigue token and cannot take the fatigue action."
    ),
    # --- moving and secret passages (moving.py) ----------------------------------
    "move.already-there": N_("{hero} is already on {square}."),
    "move.off-map": N_("{square} is not a square of the map."),
    "move.ap": N_("{hero} has {ap} AP left; moving to {square} costs {cost} AP."),
    "move.enemy-there": N_("{hero} cannot end a move on {square}: an enemy stands there."),
    "move.friend-there": N_(
        "{hero} cannot end a move on {square}: a friend stands there; figures may pass "
        "through friends but not stop."
    ),
    "move.spawn-token": N_(
        "{hero} cannot end a move on {square}: figures may pass over spawn tokens but not "
        "stop on them."
    ),
    "move.event-token": N_(
        "{hero} cannot end a move on {square}: no figure may enter a square with an event token."
    ),
    "move.chest-token": N_(
        "{hero} cannot end a move on {square}: no figure may enter a square with a chest token."
    ),
    "move.objective-token": N_(
        "{hero} cannot end a move on {square}: no figure may enter a square with an "
        "objective token."
    ),
    "move.blocked": N_(
        "{hero} cannot end a move on {square}: every way there passes through {figures_on}, "
        "and no figure enters an enemy's square."
    ),
    "move.closed-door": N_(
        "{hero} cannot end a move on {square}: the way there is through the closed door "
        "{doors}; open it first (moving never opens doors)."
    ),
    "move.closed-doors": N_(
        "{hero} cannot end a move on {square}: the way there is through the closed doors "
        "{doors}; open them first (moving never opens doors)."
    ),
    "move.no-path": N_(
        "{hero} cannot end a move on {square}: no path leads there (walls, closed doors or "
        "barricades are in the way)."
    ),
    "move.not-on-passage": N_("{hero} is not on a secret passage token."),
    "move.passage-ap": N_(
        "{hero} has {ap} AP left; travelling through the secret passage costs {cost} AP."
    ),
    "move.passage-occupied": N_("The other end of the passage, {square}, is occupied."),
    # --- doors and barricades (doors.py) -----------------------------------------
    "door.no-such": N_("There is no door '{door}'."),
    "door.already-open": N_("The door {door} is already open."),
    "door.not-beside": N_("{hero} must stand on a square touching the door {door} to open it."),
    "door.ap": N_("{hero} has {ap} AP left; opening a door costs {cost} AP."),
    "barricade.no-such": N_("There is no barricade '{barricade}' standing."),
    "barricade.no-weapon": N_(
        "Only a hero with a pierce-metal weapon can remove a barricade; {hero} has none."
    ),
    "barricade.not-beside": N_("{hero} must stand beside the barricade {barricade} to remove it."),
    "barricade.ap": N_("{hero} has {ap} AP left; removing a barricade costs {cost} AP."),
    # --- searching (searching.py) ------------------------------------------------
    "search.nothing": N_("There is nothing to search on {square}."),
    "search.event-gone": N_("The event token on {square} is already gone."),
    "search.chest-gone": N_("The chest token on {square} is already gone."),
    "search.objective-gone": N_("The objective token on {square} is already gone."),
    "search.not-beside": N_("{hero} must stand next to the token on {square} to search it."),
    "search.enemy-in-zone": N_(
        "An event cannot be searched while an enemy is in its zone ({enemies})."
    ),
    "search.ap": N_("{hero} has {ap} AP left; searching costs {cost} AP."),
    # --- equipment and weapons (equipment.py) -----------------------------------
    "weapon.no-such": N_("{hero} has no weapon number {number}."),
    "weapon.in-hand": N_("That weapon is already in {hero}'s hands."),
    "item.not-held": N_("{hero} does not hold {item}."),
    "item.by-execution": N_("The {item} is used through a silent execution."),
    "item.works-alone": N_("The {item} works on its own once equipped; it is not used."),
    "item.not-equipped": N_("The {item} works only while equipped: equip it first."),
    "item.used": N_("{hero} has already used the {item} this activation."),
    "item.ap": N_("{hero} has {ap} AP left; using the {item} costs {cost} AP."),
    "item.no-square": N_("The {item} needs a target square."),
    "item.out-of-reach": N_("{square} is out of the {item}'s reach of {range}."),
    "item.no-sight": N_("{hero} has no line of sight to {square}."),
    "item.not-carried": N_("{hero} does not carry {item}."),
    "item.which-weapon": N_("Say which weapon the {item} goes on."),
    "item.attachment-taken": N_("A weapon holds one attachment; take the other one off first."),
    "item.not-attachment": N_("The {item} is not an attachment."),
    "item.no-slot": N_("{hero}'s card has no {slot} slot."),
    "item.slot-taken": N_("{hero} already has a {slot} equipped."),
    "item.no-card": N_("There is no card '{id}'."),
    "item.permanent": N_("The {item} is permanent and cannot be removed."),
    "item.not-worn": N_("{hero} has no {item} equipped."),
    "give.to-whom": N_("Give to another hero on the board."),
    "give.not-beside": N_("{hero} must be next to {hero2} to give anything."),
    "give.one-thing": N_("Give one thing at a time: a card, a weapon or an ammo token."),
    "give.not-carried": N_("{hero} does not carry {item} (unequip it first)."),
    "give.last-weapon": N_("{hero} would have no weapon left."),
    "give.no-ammo": N_("{hero} has no {ammo} to give."),
    # --- shared life (shared_life.py) --------------------------------------------
    "life.self": N_("Shared life restores another hero, never oneself."),
    "life.not-bleeding": N_("{hero2} is not bleeding."),
    "life.not-beside": N_("{hero} must be next to {hero2} to share life."),
    "life.no-token": N_("{hero} has no shared-life token left (tokens cannot be given)."),
    # --- abilities (abilities.py) ------------------------------------------------
    "ability.no-such": N_("{hero} has no ability number {number}."),
    "ability.always-on": N_("{ability} is always on (∞); it is not spent."),
    "ability.on-kill": N_("{ability} works by itself on a kill; it is not spent."),
    "ability.glory-used": N_("{hero} has already spent glory this turn."),
    "ability.glory-short": N_("{ability} costs {cost} glory; {hero} has {glory}."),
    "ability.choose-enemy": N_("Choose an enemy as the target of this ability."),
    "ability.no-sight": N_("{hero} has no line of sight to {enemy}."),
    "ability.choose-hero": N_("Choose a hero as the target of this ability."),
}
