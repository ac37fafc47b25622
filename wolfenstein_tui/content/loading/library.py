"""Loading the decks (places.py says where the built-in ones live)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.files.places import (
    DATA_DIR,
    TRAINING_ID,
    builtin_mission_files,
    builtin_missions_dir,
    training_mission_file,
)
from wolfenstein_tui.content.files.problems import ContentError, Problem
from wolfenstein_tui.content.files.safe_file import FileRefused, read_bytes
from wolfenstein_tui.content.files.yamlsource import (
    MAX_FILE_BYTES,
    LocatedYaml,
    YamlProblem,
    decode_file_bytes,
    load_yaml_text,
)
from wolfenstein_tui.content.records.base import ContentModel
from wolfenstein_tui.content.records.cards import (
    ChestCard,
    Decks,
    DiceSpec,
    EnemyCard,
    EquipmentCard,
    EventCard,
    HeroCard,
    WeaponCard,
)
from wolfenstein_tui.content.records.effects import GainBot, Spawn, Summon
from wolfenstein_tui.content.records.messages import problems_from_validation
from wolfenstein_tui.content.records.walk import walk_models

DECK_MODELS: dict[str, type[ContentModel]] = {
    "heroes": HeroCard,
    "enemies": EnemyCard,
    "weapons": WeaponCard,
    "equipment": EquipmentCard,
    "chests": ChestCard,
    "events": EventCard,
    "dice": DiceSpec,
}


def read_yaml_file(path: Path) -> LocatedYaml:
    from wolfenstein_tui.content.records.translations import without_translations

    """Read, size-check, decode and parse one file; raise ContentError."""
    try:
        raw = read_bytes(path, MAX_FILE_BYTES, "content file")
    except FileRefused as refused:
        raise ContentError([Problem(str(path), 1, 1, refused.message)]) from None
    try:
        located = load_yaml_text(decode_file_bytes(raw))
        # Language-neutral: a translation changes no rule (translations.py).
        located.content_hash = hashlib.sha256(without_translations(raw)).hexdigest()
        return located
    except YamlProblem as problem:
        place = problem.place
        raise ContentError(
            [Problem(str(path), place.line, place.column, problem.message)]
        ) from None


def duplicate_key_problems(located: LocatedYaml, file: str) -> list[Problem]:
    return [
        Problem(
            file,
            place.line,
            place.column,
            _(
                "key '{path}' appears twice in this mapping; the second would silently replace the first"
            ).format(path=path[-1]),
        )
        for path, place in located.duplicates
    ]


def deck_kind(data: object) -> str | None:
    """The deck a file holds, if it is a deck file (one known top-level key)."""
    if isinstance(data, dict) and len(data) == 1:
        (key,) = data
        if key in DECK_MODELS:
            return str(key)
    return None


def parse_deck_file(path: Path) -> tuple[str, object, list[Problem], LocatedYaml]:
    """Validate one deck file on its own; returns (deck kind, cards or None,
    problems, the located YAML for later cross-reference messages)."""
    file = str(path)
    located = read_yaml_file(path)
    kind = deck_kind(located.data)
    if kind is None:
        keys = ", ".join(DECK_MODELS)
        raise ContentError(
            [
                Problem(
                    file,
                    1,
                    1,
                    _("a deck file holds one top-level key, one of: {keys}").format(keys=keys),
                )
            ]
        )
    problems = duplicate_key_problems(located, file)
    model = DECK_MODELS[kind]
    adapter: TypeAdapter[object] = TypeAdapter(model if kind == "dice" else list[model])  # type: ignore[valid-type]
    try:
        cards = adapter.validate_python(located.data[kind])
    except ValidationError as error:
        problems += problems_from_validation(error, located, file, [model], prefix=(kind,))
        return kind, None, problems, located
    if isinstance(cards, list):
        seen: set[str] = set()
        for index, card in enumerate(cards):
            if card.id in seen:
                place = located.place((kind, index, "id"))
                problems.append(
                    Problem(
                        file,
                        place.line,
                        place.column,
                        _("id '{card}' is used twice").format(card=card.id),
                    )
                )
            seen.add(card.id)
    return kind, cards, problems, located


def deck_translation_warnings(path: Path) -> list[Problem]:
    """The texts of a valid deck file that show in English in some language."""
    from wolfenstein_tui.content.records.translations import translation_warnings

    kind, cards, problems, located = parse_deck_file(path)
    if problems or not isinstance(cards, list):
        return []

    def place(field_path: tuple[str | int, ...]) -> tuple[int, int]:
        found = located.place(field_path)
        return found.line, found.column

    roots = [((kind, index), card) for index, card in enumerate(cards)]
    return translation_warnings(roots, place, str(path))


def load_decks_from(directory: Path) -> Decks:
    """Load and cross-check every deck file of a folder; raise ContentError."""
    problems: list[Problem] = []
    parts: dict[str, object] = {}
    sources: dict[str, LocatedYaml] = {}
    for kind in DECK_MODELS:
        path = directory / f"{kind}.yaml"
        try:
            found_kind, cards, found, sources[kind] = parse_deck_file(path)
        except ContentError as error:
            problems += error.problems
            continue
        problems += found
        if found_kind != kind:
            problems.append(
                Problem(
                    str(path), 1, 1, _("expected the '{kind}' deck in this file").format(kind=kind)
                )
            )
        parts[kind] = cards
    if problems or any(cards is None for cards in parts.values()):
        raise ContentError(problems)
    decks = Decks.model_validate(parts)

    def locate(kind: str, path: tuple[str | int, ...], message: str) -> Problem:
        place = sources[kind].place((kind, *path))
        return Problem(str(directory / f"{kind}.yaml"), place.line, place.column, message)

    problems = deck_reference_problems(decks, locate)
    if problems:
        raise ContentError(problems)
    return decks


def deck_reference_problems(
    decks: Decks, locate: Callable[[str, tuple[str | int, ...], str], Problem]
) -> list[Problem]:
    """Cards that name other cards must name ones that exist."""
    weapons = {card.id for card in decks.weapons}
    items = {card.id for card in decks.equipment}
    enemies = {card.id for card in decks.enemies}
    problems: list[Problem] = []
    for index, hero in enumerate(decks.heroes):
        for slot, weapon in enumerate(hero.starting_weapons):
            if weapon not in weapons:
                problems.append(
                    locate(
                        "heroes",
                        (index, "starting_weapons", slot),
                        _(
                            "hero '{hero}' starts with '{weapon}', which is not in the weapon deck"
                        ).format(hero=hero.id, weapon=weapon),
                    )
                )
        for slot, item in enumerate(hero.starting_equipment):
            if item not in items:
                problems.append(
                    locate(
                        "heroes",
                        (index, "starting_equipment", slot),
                        _(
                            "hero '{hero}' starts with '{item}', which is not in the equipment deck"
                        ).format(hero=hero.id, item=item),
                    )
                )
    for kind in ("heroes", "enemies", "weapons", "equipment", "chests", "events"):
        for index, card in enumerate(getattr(decks, kind)):
            for path, found in walk_models(card):
                for enemy in named_enemy_types(found):
                    if enemy not in enemies:
                        problems.append(
                            locate(
                                kind,
                                (index, *path),
                                _(
                                    "card '{card}' names enemy type '{enemy}', which is not in the enemy deck"
                                ).format(card=card.id, enemy=enemy),
                            )
                        )
    return problems


def named_enemy_types(model: ContentModel) -> list[str]:
    """Enemy types an effect brings onto the board."""
    if isinstance(model, Spawn):
        return [group.type for group in model.enemies]
    if isinstance(model, GainBot):
        return [model.type]
    if isinstance(model, Summon):
        return [model.type] + ([model.easiest_type] if model.easiest_type else [])
    return []


__all__ = [
    "DATA_DIR",
    "TRAINING_ID",
    "builtin_mission_files",
    "builtin_missions_dir",
    "deck_kind",
    "load_decks_from",
    "parse_deck_file",
    "read_yaml_file",
    "training_mission_file",
]
