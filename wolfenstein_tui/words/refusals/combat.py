"""The sentences of the refusals of combat (codes `attack.*`, `reload.*`,
`execution.*`, `bot.*`): see `words/refusals/__init__.py` for how they are
said."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import N_

SENTENCES: dict[str, str] = {
    # an attack (engine/rules/combat/checks.py)
    "attack.no-weapon": N_("{hero} has no weapon."),
    "attack.no-enemy": N_("There is no enemy {enemy} to attack."),
    "attack.sabotaged": N_("{hero} is sabotaged and cannot attack this turn."),
    "attack.twice": N_("{hero} has already attacked twice this activation."),
    "attack.once": N_(
        "{hero} has already attacked this activation; the fatigue action allows a second attack."
    ),
    "attack.reload-token": N_("The {weapon} has a reload token: reload it first (2 AP)."),
    "attack.reloaded": N_(
        "The {weapon} was reloaded this activation; it can attack again only after the "
        "fatigue action."
    ),
    "attack.too-dear": N_("{hero} has {ap} AP left; attacking with the {weapon} costs {cost} AP."),
    "attack.out-of-range": N_("{enemy} is {distance} squares away; the {weapon} reaches {range}."),
    "attack.no-sight": N_("{hero} has no line of sight to {enemy}."),
    "attack.no-ammo": N_("{hero} needs a {ammo} token to fire the {weapon}."),
    "attack.no-mode": N_("The {weapon} has no special mode {number}."),
    "attack.mode-used": N_("{hero} has already used a special attack mode this activation."),
    "attack.mode-ammo": N_("{mode} costs {cost} {ammo}; {hero} has {held}."),
    # a reload (engine/rules/combat/reloading.py)
    "reload.no-weapon": N_("{hero} has no weapon number {number}."),
    "reload.no-token": N_("The {weapon} has no reload token."),
    "reload.too-dear": N_("{hero} has {ap} AP left; reloading costs {cost} AP."),
    # a silent execution (engine/rules/combat/execution.py)
    "execution.not-held": N_("{hero} does not hold {item}."),
    "execution.wrong-item": N_("The {item} cannot be used for a silent execution."),
    "execution.attacked": N_("{hero} has already attacked this activation."),
    "execution.too-dear": N_("{hero} has {ap} AP left; a silent execution costs {cost} AP."),
    "execution.not-adjacent": N_("A silent execution needs {enemy} on an adjacent square."),
    # a bot's actions (engine/rules/bots.py); {enemy} is the bot
    "bot.not-allowed": N_(
        "A bot can only move, attack, open doors, search chests and end its activation."
    ),
    "bot.no-path": N_("The bot {enemy} cannot end a move on {square}."),
    "bot.move-too-dear": N_(
        "The bot {enemy} has {ap} AP left; moving to {square} costs {cost} AP."
    ),
    "bot.no-door": N_("There is no closed door {door}."),
    "bot.not-beside-door": N_("The bot {enemy} must stand beside the door {door}."),
    "bot.door-too-dear": N_("The bot {enemy} has {ap} AP left; opening a door costs {cost} AP."),
    "bot.no-chest": N_("A bot may search chests only, never events."),
    "bot.not-beside-chest": N_("The bot {enemy} must stand next to the chest."),
    "bot.search-too-dear": N_("The bot {enemy} has {ap} AP left; searching costs {cost} AP."),
    "bot.attacked": N_("A bot attacks once per activation."),
    "bot.sabotaged": N_("The bot {enemy} is sabotaged and cannot attack this turn."),
    "bot.attack-too-dear": N_(
        "The bot {enemy} has {ap} AP left; its {figure_weapon} costs {cost} AP."
    ),
    "bot.out-of-range": N_(
        "{enemy} is {distance} squares away; the {figure_weapon} reaches {range}."
    ),
    "bot.no-sight": N_("The bot {enemy} has no line of sight to {enemy2}."),
}
