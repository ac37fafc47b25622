"""One decision of the active hero, scored from the state: rescue, gear,
attack, search, reload, fatigue, door or move, else end the activation.

The scores come from the layers below it, each a class on the last:
`reading` (the state as the hero sees it), `threats`, `attacks`, `upkeep`,
`moves`.
"""

from __future__ import annotations

from wolfenstein_tui.engine.players.smart.moves import Moves
from wolfenstein_tui.engine.state.commands import (
    Command,
    EndActivation,
    Equip,
    Move,
    OpenDoor,
    Reload,
    RemoveBarricade,
    Search,
    SharedLife,
    SwitchWeapon,
    TakeFatigue,
    UseAbility,
    UseItem,
    UsePassage,
)

ATTACK_THRESHOLD = 0.25


class Activation(Moves):
    """One decision of the active hero: what the state offers, scored."""

    def decide(self) -> Command:
        hero = self.hero
        options = self.options
        kinds: dict[type, list[Command]] = {}
        for command in options:
            kinds.setdefault(type(command), []).append(command)
        end = EndActivation(hero.id)
        if not hero.can_act or hero.stunned:
            return end if end in options else options[0]
        if SharedLife in kinds:
            return kinds[SharedLife][0]
        if Equip in kinds:
            return kinds[Equip][0]
        switch = self._better_weapon(kinds.get(SwitchWeapon, []))
        if switch is not None:
            return switch
        care = self._self_care(kinds.get(UseItem, []))
        if care is not None:
            return care
        attack, value = self._best_attack(kinds)
        if attack is not None and value > ATTACK_THRESHOLD:
            boost = self._boost(kinds.get(UseAbility, []), attack)
            return boost or attack
        for command in kinds.get(Search, []):
            assert isinstance(command, Search)
            if self._worth_searching(command.square):
                return command
        reload = self._reload(kinds.get(Reload, []), urgent=True)
        if reload is not None:
            return reload
        fatigue = self._fatigue(kinds.get(TakeFatigue, []), before_moving=True)
        if fatigue is not None:
            return fatigue
        passage = self._passage(kinds.get(UsePassage, []))
        if passage is not None:
            return passage
        move, gain = self._best_move(kinds.get(Move, []))
        door = self._door(kinds.get(OpenDoor, []) + kinds.get(RemoveBarricade, []))
        if door is not None and gain <= 0.5:
            return door
        if move is not None and gain > 0.01:
            return move
        reload = self._reload(kinds.get(Reload, []), urgent=False)
        if reload is not None:
            return reload
        fatigue = self._fatigue(kinds.get(TakeFatigue, []), before_moving=False)
        if fatigue is not None:
            return fatigue
        if end in options:
            return end
        return move if move is not None else options[0]
