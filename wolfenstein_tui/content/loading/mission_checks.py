"""The checks of a mission's objectives, losses, special rules and effects
against the rest of the mission and the decks, and the `Report` every check
of validation.py writes its located problems to."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.content.files.problems import Problem
from wolfenstein_tui.content.files.yamlsource import LocatedYaml
from wolfenstein_tui.content.loading.library import named_enemy_types
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.content.records.effects import Spawn, SpawnPlace, Summon
from wolfenstein_tui.content.records.mapdraw import MapLayout
from wolfenstein_tui.content.records.mission import (
    AlarmsLoss,
    CollectTokensObjective,
    CompleteEventsObjective,
    EnemyReachesLoss,
    KillObjective,
    Mission,
    ReachObjective,
    SurviveObjective,
)
from wolfenstein_tui.content.records.squares import parse_square
from wolfenstein_tui.content.records.walk import FieldPath, walk_models


class Report:
    """Collects problems, locating paths of the loaded YAML, and remembers
    the field path of each (the mission editor shows a problem at its field
    or square)."""

    def __init__(self, file: str, located: LocatedYaml) -> None:
        self.file = file
        self.located = located
        self.problems: list[Problem] = []
        self.fields: dict[Problem, FieldPath] = {}

    def at(self, path: FieldPath, message: str) -> None:
        place = self.located.value_place(path)
        self.add(Problem(self.file, place.line, place.column, message), path)

    def at_key(self, path: FieldPath, message: str) -> None:
        place = self.located.place(path)
        self.add(Problem(self.file, place.line, place.column, message), path)

    def add(self, problem: Problem, path: FieldPath) -> None:
        self.problems.append(problem)
        self.fields.setdefault(problem, path)


def check_objectives(report: Report, mission: Mission, layout: MapLayout, decks: Decks) -> None:
    enemy_ids = {enemy.id for enemy in mission.enemies}
    enemy_types = {card.id for card in decks.enemies}
    for index, objective in enumerate(mission.objectives):
        path: FieldPath = ("objectives", index)
        if isinstance(objective, KillObjective):
            _check_kill(report, path, objective, enemy_ids, enemy_types)
        elif isinstance(objective, CompleteEventsObjective):
            if objective.count > len(mission.events):
                report.at(
                    (*path, "count"),
                    ngettext(
                        "the objective asks for {count} events but the map has {tokens} event "
                        "token",
                        "the objective asks for {count} events but the map has {tokens} event "
                        "tokens",
                        len(mission.events),
                    ).format(count=objective.count, tokens=len(mission.events)),
                )
        elif isinstance(objective, ReachObjective):
            _check_reach(report, path, objective, mission, layout)
        elif isinstance(objective, CollectTokensObjective):
            for k, letter in enumerate(objective.tokens):
                if letter not in mission.objective_tokens:
                    report.at(
                        (*path, "tokens", k),
                        _(
                            "objective token {letter} is not placed under 'objective_tokens:'"
                        ).format(letter=letter),
                    )
        elif isinstance(objective, SurviveObjective) and objective.rounds > mission.round_limit:
            report.at(
                (*path, "rounds"),
                _(
                    "the heroes cannot survive {rounds} rounds: the mission ends after round {round_limit} (round_limit)"
                ).format(rounds=objective.rounds, round_limit=mission.round_limit),
            )


def _check_kill(
    report: Report,
    path: FieldPath,
    objective: KillObjective,
    enemy_ids: set[str],
    enemy_types: set[str],
) -> None:
    """A kill objective names placed figures and a type of the enemy deck."""
    for k, figure in enumerate(objective.figures):
        if figure not in enemy_ids:
            report.at(
                (*path, "figures", k),
                _("no enemy with id '{figure}' is placed in this mission").format(figure=figure),
            )
    if objective.enemy_type is not None and objective.enemy_type not in enemy_types:
        report.at(
            (*path, "enemy_type"),
            _("enemy type '{enemy_type}' is not in the enemy deck").format(
                enemy_type=objective.enemy_type
            ),
        )


def _check_reach(
    report: Report, path: FieldPath, objective: ReachObjective, mission: Mission, layout: MapLayout
) -> None:
    """A reach objective names a declared zone and squares of the map."""
    if objective.zone is not None and objective.zone not in mission.zones:
        report.at(
            (*path, "zone"),
            _("zone '{zone}' is not declared under 'zones:'").format(zone=objective.zone),
        )
    for k, name in enumerate(objective.squares):
        if not layout.on_map(parse_square(name)):
            report.at(
                (*path, "squares", k),
                _("{name} is not a square of the map").format(name=name),
            )


def check_losses_and_rules(report: Report, mission: Mission) -> None:
    """Loss conditions and special rules name declared zones and placed enemies."""
    enemy_ids = {enemy.id for enemy in mission.enemies}
    path: FieldPath
    for index, loss in enumerate(mission.loss_conditions):
        if isinstance(loss, AlarmsLoss) and mission.alarm.once and loss.count > 1:
            report.at(
                ("loss_conditions", index, "count"),
                _(
                    "the alarm goes off only once ('once: true'), so {count} alarms can never happen"
                ).format(count=loss.count),
            )
        if isinstance(loss, EnemyReachesLoss):
            path = ("loss_conditions", index)
            if loss.zone not in mission.zones:
                report.at(
                    (*path, "zone"),
                    _("zone '{zone}' is not declared under 'zones:'").format(zone=loss.zone),
                )
            for k, figure in enumerate(loss.figures):
                if figure not in enemy_ids:
                    report.at(
                        (*path, "figures", k),
                        _("no enemy with id '{figure}' is placed in this mission").format(
                            figure=figure
                        ),
                    )
    for index, rule in enumerate(mission.special_rules):
        path = ("special_rules", index)
        if rule.zone is not None and rule.zone not in mission.zones:
            report.at(
                (*path, "zone"),
                _("zone '{zone}' is not declared under 'zones:'").format(zone=rule.zone),
            )
        if rule.figure is not None and rule.figure not in enemy_ids:
            report.at(
                (*path, "figure"),
                _("no enemy with id '{figure}' is placed in this mission").format(
                    figure=rule.figure
                ),
            )


def check_effects(report: Report, mission: Mission, layout: MapLayout, decks: Decks) -> None:
    enemy_types = {card.id: card for card in decks.enemies}
    for path, model in walk_models(mission):
        for where, enemy in named_enemy_types_at(path, model):
            if enemy not in enemy_types:
                report.at(
                    where, _("enemy type '{enemy}' is not in the enemy deck").format(enemy=enemy)
                )
        if isinstance(model, Spawn):  # one group cannot bring more figures than the box holds
            for k, group in enumerate(model.enemies):
                card = enemy_types.get(group.type)
                if card is not None and group.count > card.figures:
                    report.at(
                        (*path, "enemies", k, "count"),
                        _("{count} {name} figures at once; the box holds {figures}").format(
                            count=group.count, name=card.name, figures=card.figures
                        ),
                    )
        if isinstance(model, Spawn) and model.at is SpawnPlace.SQUARES:
            for k, name in enumerate(model.squares):
                try:
                    square = parse_square(name)
                except ValueError as error:
                    report.at((*path, "squares", k), str(error))
                    continue
                if not layout.on_map(square):
                    report.at(
                        (*path, "squares", k),
                        _("{name} is not a square of the map").format(name=name),
                    )
        if isinstance(model, Spawn) and model.at is SpawnPlace.EVENT_TOKEN:
            report.at(
                (*path, "at"),
                _(
                    "'at: event_token' is for event cards; in a mission use nazi_spawns, "
                    "near_self or squares"
                ),
            )


def named_enemy_types_at(path: FieldPath, model: object) -> list[tuple[FieldPath, str]]:
    """The enemy types an effect names, each with the path of its 'type:' value."""
    if isinstance(model, Spawn):
        return [
            ((*path, "enemies", k, "type"), group.type) for k, group in enumerate(model.enemies)
        ]
    if isinstance(model, Summon) and model.easiest_type is not None:
        return [((*path, "type"), model.type), ((*path, "easiest_type"), model.easiest_type)]
    return [((*path, "type"), enemy) for enemy in named_enemy_types(model)]  # type: ignore[arg-type]
