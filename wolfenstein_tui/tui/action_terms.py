"""What an action costs and what it does besides what its name says: the AP,
the ammo an attack needs and spends, a special mode's extra dice and effect,
the odds, what a reload or the fatigue action leave behind. Every figure is
asked of the engine (`combat`, `odds`) the way the engine resolves the
action, so the words cannot promise what the rules then do not do. No
Textual here."""

from __future__ import annotations

from dataclasses import dataclass

from wolfenstein_tui.card_words import hero_name, shown
from wolfenstein_tui.content import effects as fx
from wolfenstein_tui.content.cards import WeaponKind
from wolfenstein_tui.content.effects import Trigger
from wolfenstein_tui.engine.rules import actions, combat
from wolfenstein_tui.engine.rules.odds import Odds, attack_odds
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    Command,
    EndActivation,
    Reload,
    Search,
    SilentExecution,
    TakeFatigue,
    UseAbility,
    UsePassage,
)
from wolfenstein_tui.engine.state.state import Difficulty, GameState, Hero


@dataclass(frozen=True)
class AttackTerms:
    """An attack as the engine will resolve it (R-ATK-1..6, R-ATK-11)."""

    ap: int
    dice: int
    base_dice: int
    """The dice of the same attack without the special mode."""
    ammo_type: str | None
    ammo_needed: int
    """Ammo tokens the hero must hold to fire (R-ATK-1): 0 for a melee
    weapon and at the easy levels (R-DIFF)."""
    ammo_spent: int
    """Ammo tokens discarded: a special mode's cost (R-ATK-6), else 0."""
    ammo_held: int
    mode_name: str | None
    mode_text: str | None
    pierce: bool
    """Shields count as hearts (armor piercing; not against great armor)."""
    mode_pierce: bool
    """The piercing comes from the special mode."""
    rerolls: tuple[tuple[int, tuple[str, ...]], ...]
    """The special mode's rerolls: (how many dice, which faces)."""
    blast: int
    """Damage a special mode deals after the roll around the target."""
    blast_figures: tuple[str, ...]
    """The figures that damage hits (the target among them, if it stands)."""
    blast_heroes: int
    """How many of them are heroes or their bots."""
    target: str
    silent: bool
    quiet: bool
    reload_risk: bool
    """A reload result puts a reload token on the weapon (firearms)."""
    odds: Odds

    @property
    def extra_dice(self) -> int:
        return self.dice - self.base_dice


def attack_terms(rules: Rules, state: GameState, command: Attack) -> AttackTerms:
    turn = Turn(rules, state)
    hero = state.heroes[command.hero]
    enemy = state.enemies[command.target]
    weapon = hero.weapons[hero.active_weapon]
    card = rules.weapon_cards[weapon.card]
    mode = card.modes[command.mode] if command.mode is not None else None
    in_play = combat.weapon_effects(turn, hero, hero.active_weapon)
    mode_effects = list(mode.effects) if mode is not None else []
    great = combat.has_great_armor(turn, enemy)
    mode_pierce = any(isinstance(e, fx.PierceArmor) for e in mode_effects) and not great
    pierce = (
        any(isinstance(e, fx.PierceArmor) for e in in_play + mode_effects) or hero.pierce_next
    ) and not great
    dice = combat.attack_dice(turn, hero, command.mode, command.target)
    base = combat.attack_dice(turn, hero, None, command.target)
    blast = 0
    figures: list[str] = []
    if hero.square is not None:
        centre = combat.area_centre(hero.square, enemy)
        for area in (e for e in mode_effects if isinstance(e, fx.DamageArea)):
            blast += area.amount
            figures += [f for f in combat.area_figures(turn, centre, area) if f not in figures]
    easy = state.difficulty in combat.EASY_LEVELS
    ammo_type = card.ammo.value if card.ammo is not None else None
    spent = combat.mode_ammo_cost(turn, card, command.mode) if command.mode is not None else 0
    needed = 1 if ammo_type is not None and not easy else 0
    silent = card.silent or any(isinstance(e, fx.Silence) for e in in_play + mode_effects)
    return AttackTerms(
        ap=card.ap_cost,
        dice=dice,
        base_dice=base,
        ammo_type=ammo_type,
        ammo_needed=max(needed, spent),
        ammo_spent=spent,
        ammo_held=hero.ammo.get(ammo_type, 0) if ammo_type else 0,
        mode_name=shown(mode).name if mode is not None else None,
        mode_text=shown(mode).text if mode is not None else None,
        pierce=pierce,
        mode_pierce=mode_pierce,
        rerolls=tuple(
            (e.count, tuple(f.value for f in e.faces))
            for e in mode_effects
            if isinstance(e, fx.Reroll)
        ),
        blast=blast,
        blast_figures=tuple(figures),
        blast_heroes=sum(
            1 for f in figures if f in state.heroes or state.enemies[f].bot_of is not None
        ),
        target=command.target,
        silent=silent,
        quiet=silent or easy,
        reload_risk=card.kind is not WeaponKind.MELEE,
        odds=attack_odds(
            rules.faces,
            dice,
            enemy.hp,
            enemy.armor,
            pierce,
            then_damage=blast if command.target in figures else 0,
        ),
    )


def execution_odds(rules: Rules, state: GameState, command: SilentExecution) -> Odds:
    """A silent execution rolls the item's dice; hearts and shields hit as
    in any attack, reload is blank (R-ATK-10)."""
    enemy = state.enemies[command.target]
    dice = rules.item_cards[command.item].execution_dice
    return attack_odds(rules.faces, dice, enemy.hp, enemy.armor, pierce=False)


def odds_words(odds: Odds) -> str:
    """ "kill 45%, 3 dice": what a player compares first."""
    return f"kill {odds.kill:.0%}, {odds.dice} dice"


def damage_words(odds: Odds) -> str:
    return f"~{odds.expected_hp:.1f} HP, ~{odds.expected_armor:.1f} armor"


def attack_costs(terms: AttackTerms) -> str:
    """The parenthesis of an attack's line: AP, ammo and the mode's gain,
    e.g. "2 AP, 1 light ammo, +1 die"."""
    parts = [f"{terms.ap} AP"]
    if terms.ammo_type is None:
        parts.append("no ammo")
    elif terms.ammo_spent:
        parts.append(f"{terms.ammo_spent} {terms.ammo_type} ammo")
    else:
        parts.append("0 ammo")
    if terms.extra_dice:
        parts.append(f"{terms.extra_dice:+d} {'die' if abs(terms.extra_dice) == 1 else 'dice'}")
    if terms.mode_pierce:
        parts.append("shields as hearts")
    for count, faces in terms.rerolls:
        parts.append(f"reroll {count} {'/'.join(faces)}")
    if terms.blast:
        others = sum(1 for f in terms.blast_figures if f != terms.target)
        heroes = f" ({terms.blast_heroes} ours)" if terms.blast_heroes else ""
        parts.append(f"blast {terms.blast} dmg on {others} more{heroes}")
    return ", ".join(parts)


def reload_warning(rules: Rules, state: GameState, command: Reload) -> str:
    """What the reload leaves behind (R-ATK-5): the weapon cannot attack
    again this activation unless the hero takes the fatigue action; the easy
    levels lift that (R-DIFF); a hero already fatigued cannot take it (R-AP-5)."""
    hero = state.heroes[command.hero]
    name = shown(rules.weapon_cards[hero.weapons[command.weapon].card]).name
    if state.difficulty in combat.EASY_LEVELS:
        return f"the {name} may still attack this activation at this level (R-DIFF)"
    if hero.fatigue_action:
        return f"the {name} may attack again: the fatigue action is taken (R-ATK-5)"
    if hero.fatigue:
        return (
            f"the {name} cannot attack again this activation: the hero already has a "
            "fatigue token, so no fatigue action (R-ATK-5, R-AP-5)"
        )
    return (
        f"the {name} cannot attack again this activation unless the hero takes the "
        "fatigue action (R-ATK-5)"
    )


def reload_short(rules: Rules, state: GameState, command: Reload) -> str:
    """The reload's line, short: e.g. "no attack with it after, save via fatigue"."""
    hero = state.heroes[command.hero]
    if state.difficulty in combat.EASY_LEVELS:
        note = "may attack after"
    elif hero.fatigue_action:
        note = "may attack after (fatigue taken)"
    elif hero.fatigue:
        note = "no attack with it after"
    else:
        note = "no attack with it after, save via fatigue"
    if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        note += "; may jam"
    return note


def notes(rules: Rules, state: GameState, command: Command) -> list[str]:
    """Everything the action costs and does, a sentence each, for the panel
    beside the list (the line itself is kept short)."""
    hero = state.heroes.get(getattr(command, "hero", ""))
    if hero is None:
        return []
    turn = Turn(rules, state)
    name = hero_name(rules, hero.id)
    if isinstance(command, Attack) and command.target in state.enemies and hero.weapons:
        return _attack_notes(rules, state, hero, command)
    if isinstance(command, SilentExecution) and command.target in state.enemies:
        item = rules.item_cards[command.item]
        odds = execution_odds(rules, state, command)
        return [
            f"Costs 2 AP and the {shown(item).name} card, which is discarded (R-ATK-10).",
            f"Rolls {item.execution_dice} dice; a reload result counts as blank (R-ATK-10).",
            "No noise, and the danger does not rise, not even on a kill (R-ATK-10).",
            f"Odds (rerolls not counted): {odds_words(odds)}, {damage_words(odds)}.",
            "Dice are rolled: it cannot be undone.",
        ]
    if isinstance(command, Reload) and 0 <= command.weapon < len(hero.weapons):
        weapon = shown(rules.weapon_cards[hero.weapons[command.weapon].card]).name
        found = [
            f"Costs 2 AP and takes the reload token off the {weapon} (R-ATK-5).",
            "Then " + reload_warning(rules, state, command) + ".",
        ]
        if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
            found.append(
                "At this level a die is rolled: on a reload result the weapon jams "
                "and the token stays (R-DIFF)."
            )
        return found
    if isinstance(command, TakeFatigue):
        found = [
            f"{name} gains {hero.base_ap // 2} AP and the right to a second attack "
            "this activation (R-AP-3).",
            f"{name} takes a fatigue token: only half AP at the next activation (R-AP-4), "
            "and no fatigue action then (R-AP-5).",
        ]
        if hero.reloaded and state.difficulty not in combat.EASY_LEVELS:
            found.append("A weapon reloaded this activation may attack again (R-ATK-5).")
        return found
    if isinstance(command, UsePassage):
        return [
            f"Costs 1 AP; {name} takes a fatigue token (an effect, R-MOVE-9): "
            "half AP at the next activation (R-AP-4)."
        ]
    if isinstance(command, Search):
        return ["Costs 1 AP and draws a card: it cannot be undone (R-SEARCH-1, R-SEARCH-2)."]
    if isinstance(command, EndActivation) and hero.ap:
        return [f"The {hero.ap} AP left are lost (R-AP-1)."]
    if isinstance(command, UseAbility):
        ability = rules.hero_card(hero.id).abilities[command.ability]
        cost = actions.ability_glory_cost(turn, ability.glory_cost)
        found = [f"Spends {cost} glory, once a turn (R-GLORY-1)."]
        if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
            found.append("At this level it costs 1 glory more and gives a fatigue token (R-DIFF).")
        return found
    return []


def _attack_notes(rules: Rules, state: GameState, hero: Hero, command: Attack) -> list[str]:
    from wolfenstein_tui.tui.labels import figure_name

    terms = attack_terms(rules, state, command)
    card = rules.weapon_cards[hero.weapons[hero.active_weapon].card]
    name = hero_name(rules, hero.id)
    found = []
    if terms.ammo_type is None:
        found.append(f"The {shown(card).name} needs no ammo.")
    else:
        held = f"{name} holds {terms.ammo_held} {terms.ammo_type}"
        if terms.ammo_spent:
            found.append(
                f"Ammo: discards {terms.ammo_spent} {terms.ammo_type} for {terms.mode_name} "
                f"(R-ATK-6); {held}, {terms.ammo_held - terms.ammo_spent} after."
            )
        elif terms.ammo_needed:
            found.append(
                f"Ammo: needs a {terms.ammo_type} token in hand and spends none (R-ATK-1); {held}."
            )
        else:
            found.append("Ammo: none needed and none spent at this level (R-DIFF).")
    if terms.mode_name is not None:
        found.append(f"{terms.mode_name}: {terms.mode_text} Once per activation (R-ATK-6).")
        if terms.extra_dice:
            found.append(
                f"Dice: {terms.dice} ({terms.base_dice} without {terms.mode_name}, "
                f"{terms.extra_dice:+d})."
            )
        if terms.blast:
            hit = ", ".join(figure_name(rules, state, f) for f in terms.blast_figures)
            found.append(
                f"After the roll {terms.blast} damage, armor first, to: {hit or 'nobody'}."
            )
    for ability in card.abilities:
        if ability.trigger is Trigger.ON_ATTACK:
            found.append(
                f"Then the {shown(card).name}'s {shown(ability).name}: {shown(ability).text}"
            )
    if terms.pierce:
        found.append("Shields count as hearts (armor piercing).")
    found.append(
        f"Odds (rerolls not counted): {odds_words(terms.odds)}, {damage_words(terms.odds)}."
    )
    found.append(f"With the {shown(card).name}, the weapon in {name}'s hands.")
    if terms.silent:
        found.append("Silent: no noise, and a kill raises no danger (R-ATK-11).")
    elif terms.quiet:
        found.append("No noise at this level (R-DIFF).")
    if terms.reload_risk:
        found.append(f"Each reload result puts a reload token on the {shown(card).name} (R-ATK-5).")
    left = combat.max_attacks(hero) - hero.attacks_made - 1
    if left <= 0 and not hero.fatigue_action and not hero.fatigue:
        found.append(f"{name}'s last attack this activation, unless the fatigue action (R-AP-2).")
    elif left <= 0:
        found.append(f"{name}'s last attack this activation (R-AP-2).")
    found.append("Dice are rolled: it cannot be undone.")
    return found
