"""What an action costs and what it does besides what its name says: the AP,
the ammo an attack needs and spends, a special mode's extra dice and effect,
the odds, what a reload or the fatigue action leave behind. Every figure is
asked of the engine (`combat`, `odds`) the way the engine resolves the
action, so the words cannot promise what the rules then do not do. No
Textual here."""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.base.i18n import N_, _, ngettext, percent
from wolfenstein_tui.base.quick_dataclass import frozen_record
from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.cards import WeaponKind
from wolfenstein_tui.content.records.effects import Trigger
from wolfenstein_tui.engine.rules import actions, combat
from wolfenstein_tui.engine.rules.effects.targets import figure_ids
from wolfenstein_tui.engine.rules.odds import Odds, attack_odds
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.rules.turn import Turn
from wolfenstein_tui.engine.state.commands import (
    Attack,
    EndActivation,
    Reload,
    Search,
    SilentExecution,
    TakeFatigue,
    UseAbility,
    UsePassage,
)
from wolfenstein_tui.engine.state.state import Difficulty, Enemy, GameState, Hero
from wolfenstein_tui.words.actions.figures import figure_name
from wolfenstein_tui.words.card_words import shown
from wolfenstein_tui.words.terms import ammo_tokens, counted_ammo, face


@frozen_record
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
    blast, figures = _blast(turn, hero, enemy, mode_effects)
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


def _blast(turn: Turn, hero: Hero, enemy: Enemy, mode_effects: list[Any]) -> tuple[int, list[str]]:
    """The damage a mode's blasts deal after the roll, and the figures they
    hit (none while the hero is off the board)."""
    blast = 0
    figures: list[str] = []
    if hero.square is not None:
        centre = combat.area_centre(hero.square, enemy)
        for area in (e for e in mode_effects if isinstance(e, fx.DamageArea)):
            blast += area.amount
            figures += [f for f in combat.area_figures(turn, centre, area) if f not in figures]
    return blast, figures


def execution_odds(rules: Rules, state: GameState, command: SilentExecution) -> Odds:
    """A silent execution rolls the item's dice; hearts and shields hit as
    in any attack, reload is blank (R-ATK-10)."""
    enemy = state.enemies[command.target]
    dice = rules.item_cards[command.item].execution_dice
    assert dice is not None  # only an item with execution dice executes
    return attack_odds(rules.faces, dice, enemy.hp, enemy.armor, pierce=False)


def odds_words(odds: Odds) -> str:
    """ "kill 45%, 3 dice": what a player compares first."""
    return ngettext("kill {kill}, {dice} die", "kill {kill}, {dice} dice", odds.dice).format(
        kill=percent(odds.kill), dice=odds.dice
    )


def damage_words(odds: Odds) -> str:
    return _("~{hp} HP, ~{armor} armor").format(
        hp=f"{odds.expected_hp:.1f}", armor=f"{odds.expected_armor:.1f}"
    )


def attack_costs(terms: AttackTerms) -> str:
    """The parenthesis of an attack's line: AP, ammo and the mode's gain,
    e.g. "2 AP, 1 light ammo, +1 die"."""
    parts = [_("{ap} AP").format(ap=terms.ap)]
    if terms.ammo_type is None:
        parts.append(_("no ammo"))
    elif terms.ammo_spent:
        parts.append(counted_ammo(terms.ammo_type, terms.ammo_spent))
    else:
        parts.append(_("0 ammo"))
    if terms.extra_dice:
        parts.append(
            ngettext("{extra} die", "{extra} dice", abs(terms.extra_dice)).format(
                extra=f"{terms.extra_dice:+d}"
            )
        )
    if terms.mode_pierce:
        parts.append(_("shields as hearts"))
    for count, faces in terms.rerolls:
        parts.append(
            _("reroll {count} {faces}").format(count=count, faces="/".join(face(f) for f in faces))
        )
    if terms.blast:
        others = sum(1 for f in terms.blast_figures if f != terms.target)
        blast = _("blast {damage} dmg on {others} more").format(damage=terms.blast, others=others)
        if terms.blast_heroes:
            blast += " " + _("({heroes} ours)").format(heroes=terms.blast_heroes)
        parts.append(blast)
    return ", ".join(parts)


def reload_warning(rules: Rules, state: GameState, command: Reload) -> str:
    """What the reload leaves behind (R-ATK-5): the weapon cannot attack
    again this activation unless the hero takes the fatigue action; the easy
    levels lift that (R-DIFF); a hero already fatigued cannot take it (R-AP-5)."""
    hero = state.heroes[command.hero]
    name = shown(rules.weapon_cards[hero.weapons[command.weapon].card]).name
    if state.difficulty in combat.EASY_LEVELS:
        return _("the {weapon} may still attack this activation at this level").format(weapon=name)
    if hero.fatigue_action:
        return _("the {weapon} may attack again: the fatigue action is taken").format(weapon=name)
    if hero.fatigue:
        return _(
            "the {weapon} cannot attack again this activation: the hero already has a "
            "fatigue token, so no fatigue action"
        ).format(weapon=name)
    return _(
        "the {weapon} cannot attack again this activation unless the hero takes the fatigue action"
    ).format(weapon=name)


def reload_short(rules: Rules, state: GameState, command: Reload) -> str:
    """The reload's line, short: e.g. "no attack with it after, save via fatigue"."""
    hero = state.heroes[command.hero]
    if state.difficulty in combat.EASY_LEVELS:
        note = _("may attack after")
    elif hero.fatigue_action:
        note = _("may attack after (fatigue taken)")
    elif hero.fatigue:
        note = _("no attack with it after")
    else:
        note = _("no attack with it after, save via fatigue")
    if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        note += "; " + _("may jam")
    return note


# --- each action's notes (the table of `command_words.py` names them) -------------


def attack_notes(rules: Rules, state: GameState, hero: Hero, command: Attack) -> list[str]:
    if command.target not in state.enemies or not hero.weapons:
        return []
    return _attack_notes(rules, state, hero, command)


def execution_notes(
    rules: Rules, state: GameState, hero: Hero, command: SilentExecution
) -> list[str]:
    if command.target not in state.enemies:
        return []
    return _execution_notes(rules, state, command)


def reload_notes(rules: Rules, state: GameState, hero: Hero, command: Reload) -> list[str]:
    if not 0 <= command.weapon < len(hero.weapons):
        return []
    return _reload_notes(rules, state, hero, command)


def fatigue_notes(rules: Rules, state: GameState, hero: Hero, command: TakeFatigue) -> list[str]:
    return _fatigue_notes(state, hero, shown(rules.hero_card(hero.id)).name)


def passage_notes(rules: Rules, state: GameState, hero: Hero, command: UsePassage) -> list[str]:
    return [
        _(
            "Costs 1 AP; {hero} takes a fatigue token (an effect): half AP at the next activation."
        ).format(hero=shown(rules.hero_card(hero.id)).name)
    ]


def search_notes(rules: Rules, state: GameState, hero: Hero, command: Search) -> list[str]:
    return [_("Costs 1 AP and draws a card: it cannot be undone.")]


def end_notes(rules: Rules, state: GameState, hero: Hero, command: EndActivation) -> list[str]:
    if not hero.ap:
        return []
    return [
        ngettext("The {ap} AP left is lost.", "The {ap} AP left are lost.", hero.ap).format(
            ap=hero.ap
        )
    ]


def _execution_notes(rules: Rules, state: GameState, command: SilentExecution) -> list[str]:
    item = rules.item_cards[command.item]
    odds = execution_odds(rules, state, command)
    return [
        _("Costs 2 AP and the {item} card, which is discarded.").format(item=shown(item).name),
        _("Rolls {dice} dice; a reload result counts as blank.").format(dice=item.execution_dice),
        _("No noise, and the danger does not rise, not even on a kill."),
        _("Odds (rerolls not counted): {odds}, {damage}.").format(
            odds=odds_words(odds), damage=damage_words(odds)
        ),
        _("Dice are rolled: it cannot be undone."),
    ]


def _reload_notes(rules: Rules, state: GameState, hero: Hero, command: Reload) -> list[str]:
    weapon = shown(rules.weapon_cards[hero.weapons[command.weapon].card]).name
    found = [
        _("Costs 2 AP and takes the reload token off the {weapon}.").format(weapon=weapon),
        _("Then {warning}.").format(warning=reload_warning(rules, state, command)),
    ]
    if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        found.append(
            _(
                "At this level a die is rolled: on a reload result the weapon jams "
                "and the token stays."
            )
        )
    return found


def _fatigue_notes(state: GameState, hero: Hero, name: str) -> list[str]:
    found = [
        _("{hero} gains {ap} AP and the right to a second attack this activation.").format(
            hero=name, ap=hero.base_ap // 2
        ),
        _(
            "{hero} takes a fatigue token: only half AP at the next activation, "
            "and no fatigue action then."
        ).format(hero=name),
    ]
    if hero.reloaded and state.difficulty not in combat.EASY_LEVELS:
        found.append(_("A weapon reloaded this activation may attack again."))
    return found


NOBODY_THERE = {
    fx.Target.ADJACENT_HEROES: N_(
        "No other hero stands next to {hero}: the glory would be spent for nothing."
    ),
    fx.Target.ADJACENT_ENEMIES: N_(
        "No enemy stands next to {hero}: the glory would be spent for nothing."
    ),
    fx.Target.ENEMIES_IN_ZONE: N_(
        "No enemy is in {hero}'s zone: the glory would be spent for nothing."
    ),
}
"""Said first of an ability that works only on the figures around the hero
(R-GLORY-1), when none is there: the rules let the glory be spent, but a
player would not want to."""


def ability_notes(rules: Rules, state: GameState, hero: Hero, command: UseAbility) -> list[str]:
    ability = rules.hero_card(hero.id).abilities[command.ability]
    turn = Turn(rules, state)
    cost = actions.ability_glory_cost(turn, ability.glory_cost)
    found = [_("Spends {cost} glory, once a turn.").format(cost=cost)]
    # Only an ability all of whose effects reach the figures around: one that
    # also does something for the hero is never spent for nothing.
    targets = [getattr(effect, "target", None) for effect in ability.effects]
    around = [t for t in targets if isinstance(t, fx.Target) and t in NOBODY_THERE]
    if (
        around
        and len(around) == len(targets)
        and not any(figure_ids(turn, target, hero.id, {}) for target in around)
    ):
        name = shown(rules.hero_card(hero.id)).name
        found.insert(0, _(NOBODY_THERE[around[0]]).format(hero=name))
    if state.difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        found.append(_("At this level it costs 1 glory more and gives a fatigue token."))
    return found


def _attack_notes(rules: Rules, state: GameState, hero: Hero, command: Attack) -> list[str]:
    """An attack's panel: ammo, the mode, the weapon's own abilities, the
    odds, noise, reload risk and what is left of the activation."""
    terms = attack_terms(rules, state, command)
    card = rules.weapon_cards[hero.weapons[hero.active_weapon].card]
    weapon = shown(card).name
    name = shown(rules.hero_card(hero.id)).name
    mode = shown(card.modes[command.mode]) if command.mode is not None else None
    found = [_ammo_note(terms, weapon, name, mode.name if mode is not None else "")]
    if mode is not None:
        found += _mode_notes(rules, state, terms, mode)
    for ability in card.abilities:
        if ability.trigger is Trigger.ON_ATTACK:
            found.append(
                _("Then the {weapon}'s {ability}: {text}").format(
                    weapon=weapon, ability=shown(ability).name, text=shown(ability).text
                )
            )
    if terms.pierce:
        found.append(_("Shields count as hearts (armor piercing)."))
    found.append(
        _("Odds (rerolls not counted): {odds}, {damage}.").format(
            odds=odds_words(terms.odds), damage=damage_words(terms.odds)
        )
    )
    found.append(
        _("With the {weapon}, the weapon in {hero}'s hands.").format(weapon=weapon, hero=name)
    )
    found += _aftermath_notes(terms, hero, weapon, name)
    found.append(_("Dice are rolled: it cannot be undone."))
    return found


def _ammo_note(terms: AttackTerms, weapon: str, name: str, mode_name: str) -> str:
    """What the attack needs and spends of the hero's ammo (R-ATK-1, R-ATK-6)."""
    if terms.ammo_type is None:
        return _("The {weapon} needs no ammo.").format(weapon=weapon)
    held = _("{hero} holds {tokens}").format(
        hero=name, tokens=counted_ammo(terms.ammo_type, terms.ammo_held)
    )
    if terms.ammo_spent:
        return _("Ammo: discards {tokens} for {mode}; {held}, {left} after.").format(
            tokens=counted_ammo(terms.ammo_type, terms.ammo_spent),
            mode=mode_name,
            held=held,
            left=terms.ammo_held - terms.ammo_spent,
        )
    if terms.ammo_needed:
        return _("Ammo: needs a token of {ammo} in hand and spends none; {held}.").format(
            ammo=ammo_tokens(terms.ammo_type), held=held
        )
    return _("Ammo: none needed and none spent at this level.")


def _mode_notes(rules: Rules, state: GameState, terms: AttackTerms, mode: Any) -> list[str]:
    """A special mode: its text, its extra dice and its blast (R-ATK-6)."""
    found = [_("{mode}: {text} Once per activation.").format(mode=mode.name, text=mode.text)]
    if terms.extra_dice:
        found.append(
            _("Dice: {dice} ({base} without {mode}, {extra}).").format(
                dice=terms.dice,
                base=terms.base_dice,
                mode=mode.name,
                extra=f"{terms.extra_dice:+d}",
            )
        )
    if terms.blast:
        hit = ", ".join(figure_name(rules, state, f) for f in terms.blast_figures)
        found.append(
            _("After the roll {damage} damage, armor first, to: {figures}.").format(
                damage=terms.blast, figures=hit or _("nobody")
            )
        )
    return found


def _aftermath_notes(terms: AttackTerms, hero: Hero, weapon: str, name: str) -> list[str]:
    """Noise, the reload risk and whether the hero may attack again (R-AP-2)."""
    found = []
    if terms.silent:
        found.append(_("Silent: no noise, and a kill raises no danger."))
    elif terms.quiet:
        found.append(_("No noise at this level."))
    if terms.reload_risk:
        found.append(
            _("Each reload result puts a reload token on the {weapon}.").format(weapon=weapon)
        )
    left = combat.max_attacks(hero) - hero.attacks_made - 1
    if left <= 0 and not hero.fatigue_action and not hero.fatigue:
        found.append(
            _("{hero}'s last attack this activation, unless the fatigue action.").format(hero=name)
        )
    elif left <= 0:
        found.append(_("{hero}'s last attack this activation.").format(hero=name))
    return found
