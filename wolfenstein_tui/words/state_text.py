"""A game state written out as plain text (`wolfenstein replay --state`, and
the state a narration stops at, narrate.py): the round and phase, danger and
noise, every hero and nazi with their values, doors, tokens, the question
waiting for an answer, and the outcome, in the language spoken."""

from __future__ import annotations

from wolfenstein_tui.base.folding import folded
from wolfenstein_tui.base.i18n import _, clauses
from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.log.header import Header
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import Enemy, GameState, Hero
from wolfenstein_tui.words.board.danger_words import danger_clause
from wolfenstein_tui.words.names import Names, names_for, outcome_name
from wolfenstein_tui.words.questions import answers, question

WIDTH = 80


def player_name(header: Header, seat: int) -> str:
    if header.player_names and seat < len(header.player_names):
        return header.player_names[seat]
    return _("Player {number}").format(number=seat + 1)


def figure_name(rules: Rules, state: GameState, figure: str) -> str:
    """A hero's or a nazi's name ("Soldier 2"), in the language spoken."""
    return Names(rules, state).figure(figure)


class _Writer:
    """The lines being written: paragraphs wrapped to the width, names for
    ids, later lines of a paragraph indented more."""

    def __init__(self, rules: Rules, width: int) -> None:
        self.out: list[str] = []
        self.width = width
        self.said = names_for(rules)

    def para(self, text: str, indent: str = "") -> None:
        self.out.extend(
            folded(
                self.said(text),
                self.width,
                initial_indent=indent,
                subsequent_indent=indent + "    ",
            )
        )


def state_text(rules: Rules, header: Header, state: GameState, width: int = WIDTH) -> list[str]:
    """The state as lines of text: the round and phase, danger and noise,
    every hero and nazi with their values, doors, tokens, the question
    waiting for an answer, and the outcome."""
    writer = _Writer(rules, width)
    names = Names(rules, state)
    _round_lines(writer, rules, header, state, names)
    writer.para(_("Heroes:"))
    for hero in state.heroes.values():
        writer.para(_hero_line(hero, state, names), "  ")
    enemies = [e for e in state.enemies.values()]
    writer.para(_("Nazis and bots:") if enemies else _("Nazis: none on the board."))
    for enemy in sorted(enemies, key=lambda e: e.id):
        writer.para(_enemy_line(rules, state, names, enemy), "  ")
    _board_lines(writer, state)
    _question_lines(writer, rules, header, state)
    if state.outcome is not None:
        writer.para(_("Outcome: {outcome}.").format(outcome=outcome_name(state.outcome.value)))
    return writer.out


def _round_lines(
    writer: _Writer, rules: Rules, header: Header, state: GameState, names: Names
) -> None:
    """The round, phase, danger, alarms and noise; who plays; who has acted."""
    mission = rules.mission
    noise = ", ".join(names.zone(z) for z in sorted(state.noise)) or _("none")
    phases = {"heroes": _("heroes' phase"), "nazis": _("nazi phase"), "over": _("game over")}
    writer.para(
        _("Round {round} of {limit}, {phase}; {danger}, alarms {alarms}; noise: {noise}.").format(
            round=state.round,
            limit=mission.round_limit,
            phase=phases.get(state.phase.value, state.phase.value),
            danger=danger_clause(mission.alarm, state.danger, state.alarms),
            alarms=state.alarms,
            noise=noise,
        )
    )
    if state.active_hero is not None:
        writer.para(_("Acting: {hero}.").format(hero=figure_name(rules, state, state.active_hero)))
    else:
        writer.para(_("To play: {player}.").format(player=player_name(header, state.active_seat)))
    if state.activated:
        writer.para(
            _("Activated this round: {heroes}.").format(
                heroes=", ".join(figure_name(rules, state, h) for h in state.activated)
            )
        )


def _hero_line(hero: Hero, state: GameState, names: Names) -> str:
    """One hero: square, health, AP, glory, ammo, weapons, cards, conditions."""
    name = names.hero(hero.id)
    if hero.dead:
        return _("{hero}: dead.").format(hero=name)
    where = (
        _("{hero} on {square}").format(hero=name, square=square_name(hero.square))
        if hero.square is not None
        else _("{hero} not on the board yet").format(hero=name)
    )
    flags = [
        flag
        for flag, on in (
            (_("fatigued"), hero.fatigue),
            (_("bleeding"), hero.bleeding),
            (_("stunned"), hero.stunned),
            (_("sabotaged"), hero.sabotaged),
            (_("hidden"), hero.hidden),
        )
        if on
    ]
    ammo = ", ".join(
        names.ammo(str(kind), count) for kind, count in hero.ammo.items() if count
    ) or _("none")
    parts = [
        where,
        _("HP {hp}/{max_hp}, armor {armor}/{max_armor}").format(
            hp=hero.hp, max_hp=hero.max_hp, armor=hero.armor, max_armor=hero.max_armor
        ),
        _("AP {ap}").format(ap=hero.ap)
        if hero.id == state.active_hero
        else _("{ap} AP a turn").format(ap=hero.base_ap),
        _("glory {glory}").format(glory=hero.glory),
        _("ammo: {ammo}").format(ammo=ammo),
        _("weapons: {weapons}").format(weapons=clauses(_weapons(hero, names)) or _("none")),
    ]
    if hero.equipped:
        parts.append(_("wears {cards}").format(cards=", ".join(map(names.card, hero.equipped))))
    if hero.carried:
        parts.append(_("carries {cards}").format(cards=", ".join(map(names.card, hero.carried))))
    parts += flags
    return clauses(parts) + "."


def _weapons(hero: Hero, names: Names) -> list[str]:
    """Each weapon a hero holds, with its marks: active, reload tokens, attachment."""
    weapons = []
    for index, weapon in enumerate(hero.weapons):
        extras = [_("active")] * (index == hero.active_weapon and len(hero.weapons) > 1)
        extras += [_("reload token")] * weapon.reload
        if weapon.attachment is not None:
            extras.append(_("with {card}").format(card=names.card(weapon.attachment)))
        weapons.append(names.card(weapon.card) + (f" ({', '.join(extras)})" if extras else ""))
    return weapons


def _enemy_line(rules: Rules, state: GameState, names: Names, enemy: Enemy) -> str:
    """One nazi or bot: square, health, conditions."""
    card = rules.enemy_cards[enemy.type]
    flags = [
        flag
        for flag, on in (
            (_("stunned"), enemy.stunned),
            (_("sabotaged"), enemy.sabotaged),
            (_("attacked since the last nazi phase"), enemy.attacked),
            (_("has activated before"), enemy.has_activated),
        )
        if on
    ]
    figure = figure_name(rules, state, enemy.id)
    if enemy.bot_of:
        figure = _("{figure} (bot of {hero})").format(figure=figure, hero=names.hero(enemy.bot_of))
    return (
        _("{figure} on {square}: HP {hp}/{max_hp}, armor {armor}/{max_armor}").format(
            figure=figure,
            square=square_name(enemy.square),
            hp=enemy.hp,
            max_hp=card.hp,
            armor=enemy.armor,
            max_armor=card.armor,
        )
        + ("; " + ", ".join(flags) if flags else "")
        + "."
    )


def _board_lines(writer: _Writer, state: GameState) -> None:
    """Closed doors, barricades and the tokens left on the board."""
    if state.closed_doors:
        writer.para(_("Closed doors: {doors}.").format(doors=", ".join(sorted(state.closed_doors))))
    if state.barricades:
        writer.para(
            _("Barricades: {barricades}.").format(barricades=", ".join(sorted(state.barricades)))
        )
    tokens = [
        _("event {square}").format(square=square_name(s))
        for s in sorted(state.events_left, key=lambda s: (s[1], s[0]))
    ]
    tokens += [
        _("chest {square}").format(square=square_name(s))
        for s in sorted(state.chests_left, key=lambda s: (s[1], s[0]))
    ]
    tokens += [
        _("objective {token} {square}").format(token=k, square=square_name(s))
        for k, s in sorted(state.objectives_left.items())
    ]
    if tokens:
        writer.para(_("Tokens: {tokens}.").format(tokens=", ".join(tokens)))


def _question_lines(writer: _Writer, rules: Rules, header: Header, state: GameState) -> None:
    """The question waiting for an answer, with its numbered options."""
    if state.pending is None:
        return
    pending = state.pending
    names = Names(rules, state)
    prompt = question(pending, names)
    options = answers(pending, names, lambda seat: player_name(header, seat))
    writer.para(
        _("Question for {player}: {question}").format(
            player=player_name(header, pending.seat), question=prompt
        )
    )
    for index, option in enumerate(options):
        writer.para(f"{index}: {option}", "  ")
