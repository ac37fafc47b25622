"""The questions asked before a game (or a campaign): difficulty, players,
heroes, dice, the nazis' ties and house rules. The mission is asked by the
caller, since a campaign plays its missions in order."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from textual.app import App

from wolfenstein_tui.content.cards import Decks
from wolfenstein_tui.engine.state import Difficulty, HouseRules
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog

LEVELS = [
    ("can_i_play_daddy", "Can I play, Daddy? — no ammo needed, double glory, quiet attacks"),
    ("dont_hurt_me", "Don't hurt me — no ammo needed, 2 shared-life tokens"),
    ("bring_em_on", "Bring 'em on! — the normal game"),
    ("i_am_death_incarnate", "I am Death incarnate — dearer specials and glory, one shared life"),
]


@dataclass(frozen=True)
class Choices:
    """What the players chose, in the terms of a game log's header."""

    difficulty: Difficulty
    seats: tuple[tuple[str, ...], ...]
    shared_life_hero: str | None
    house_rules: HouseRules
    dice: str
    ai_ties: str

    def header_options(self) -> dict[str, Any]:
        return {
            "difficulty": self.difficulty,
            "shared_life_hero": self.shared_life_hero,
            "house_rules": self.house_rules,
            "dice": self.dice,
            "ai_ties": self.ai_ties,
        }


async def ask_choices(
    app: App[Any], decks: Decks, suggested: Sequence[str], whose: str = "The mission's"
) -> Choices:
    """Ask everything but the mission, one dialog at a time (the caller runs
    this in a worker, since each dialog is awaited)."""
    level = await app.push_screen_wait(ChoiceDialog("Difficulty", [text for _, text in LEVELS]))
    players = 1 + await app.push_screen_wait(
        ChoiceDialog("How many players?", ["1 (solo)", "2", "3", "4"])
    )
    offered = list(suggested)
    offered += [h.id for h in decks.heroes if h.id not in offered]
    offered = offered[:4]
    names = {h.id: h.name for h in decks.heroes}
    keep = await app.push_screen_wait(
        ChoiceDialog(
            "Heroes (four of the six)",
            [
                f"{whose} suggestion: {', '.join(names[h] for h in offered)}",
                "Choose them one by one",
            ],
        )
    )
    heroes = offered
    if keep == 1:
        heroes = []
        while len(heroes) < 4:
            left = [h.id for h in decks.heroes if h.id not in heroes]
            pick = await app.push_screen_wait(
                ChoiceDialog(f"Hero {len(heroes) + 1} of 4", [names[h] for h in left])
            )
            heroes.append(left[pick])
    dice = await app.push_screen_wait(
        ChoiceDialog("Dice", ["Computer dice", "Physical dice: you roll and type the faces"])
    )
    ties = await app.push_screen_wait(
        ChoiceDialog(
            "The nazis' ties",
            ["Auto: the documented default", "Ask the AI controller player each time"],
        )
    )
    variants = await app.push_screen_wait(
        ChoiceDialog(
            "House rules (R-VAR)",
            [
                "None (the rulebook's game)",
                "Heroes activate in any order (R-VAR-1)",
                "Noise when any two figures share a zone (R-VAR-2)",
                "Lose as soon as an objective can no longer be met (R-VAR-3)",
                "Nazi order ties broken by distance, range, dice, cost (R-VAR-4)",
            ],
        )
    )
    seats = tuple(tuple(heroes[i::players]) for i in range(players))
    difficulty = Difficulty(LEVELS[level][0])
    return Choices(
        difficulty=difficulty,
        seats=seats,
        shared_life_hero=seats[0][0] if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None,
        house_rules=HouseRules(
            any_hero_order=variants == 1,
            noise_any_figures=variants == 2,
            lose_when_impossible=variants == 3,
            ai_tie_chain=variants == 4,
        ),
        dice="manual" if dice == 1 else "seeded",
        ai_ties="ask" if ties == 1 else "auto",
    )
