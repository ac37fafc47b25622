"""The questions asked before a game (or a campaign), in the order a group
at the table settles them (R-SETUP): difficulty, house rules, players and
their names, heroes, the shared-life hero at the hardest level, dice, the
nazis' ties and the seed, then a recap to confirm. The mission is asked by
the caller, since a campaign plays its missions in order. Escape at any step
raises WizardCancelled."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from textual.app import App

from wolfenstein_tui.content.cards import Decks
from wolfenstein_tui.engine.state import Difficulty, HouseRules
from wolfenstein_tui.tui.screens.dialogs import (
    CANCELLED,
    ChoiceDialog,
    ManyChoiceDialog,
    MessageDialog,
    TextDialog,
)

LEVELS = [
    (
        "can_i_play_daddy",
        "Can I play, Daddy?",
        "2 extra ammo tokens, attacks need no ammo and make no noise, no noise from heroes "
        "sharing a zone, double glory, shared life needs no token, reload and attack without "
        "fatigue, Puppet Master calls a Soldier, Hitler's ability only on a reload",
    ),
    (
        "dont_hurt_me",
        "Don't hurt me",
        "attacks need no ammo and make no noise, double glory from events, 2 shared-life "
        "tokens each, reload and attack without fatigue, Hitler's ability only on a reload",
    ),
    ("bring_em_on", "Bring 'em on!", "the normal game"),
    (
        "i_am_death_incarnate",
        "I am Death incarnate",
        "special attacks cost one more ammo, abilities cost 1 more glory and tire the hero, "
        "one shared-life token in all, heroes count as noise, a reload token may stay, "
        "Hans Grösse joins the last missions",
    ),
]

HOUSE_RULES = {
    "any_hero_order": "Heroes activate in any order, not by seat (R-VAR-1)",
    "noise_any_figures": "Noise when any two figures share a zone (R-VAR-2)",
    "lose_when_impossible": "Lose as soon as an objective can no longer be met (R-VAR-3)",
    "ai_tie_chain": "Nazi order ties broken by distance, range, dice, cost (R-VAR-4)",
}


class WizardCancelled(Exception):
    """Escape in a setup step: back to where the wizard started."""


@dataclass(frozen=True)
class Choices:
    """What the players chose, in the terms of a game log's header."""

    difficulty: Difficulty
    seats: tuple[tuple[str, ...], ...]
    shared_life_hero: str | None
    house_rules: HouseRules
    dice: str
    ai_ties: str
    player_names: tuple[str, ...] = ()
    seed: int | None = None
    """None: a new random seed for each game."""

    def header_options(self) -> dict[str, Any]:
        return {
            "difficulty": self.difficulty,
            "shared_life_hero": self.shared_life_hero,
            "house_rules": self.house_rules,
            "dice": self.dice,
            "ai_ties": self.ai_ties,
            "player_names": self.player_names,
        }


async def _choose(app: App[Any], prompt: str, options: list[str]) -> int:
    choice = await app.push_screen_wait(ChoiceDialog(prompt, options, cancellable=True))
    if choice == CANCELLED:
        raise WizardCancelled
    return choice


async def _text(app: App[Any], dialog: TextDialog) -> str:
    text = await app.push_screen_wait(dialog)
    if text is None:
        raise WizardCancelled
    return text


async def _ask_heroes(
    app: App[Any], decks: Decks, suggested: Sequence[str], whose: str
) -> list[str]:
    offered = list(suggested)
    offered += [h.id for h in decks.heroes if h.id not in offered]
    offered = offered[:4]
    names = {h.id: h.name for h in decks.heroes}
    keep = await _choose(
        app,
        "Heroes (four of the six)",
        [
            f"{whose} suggestion: {', '.join(names[h] for h in offered)}",
            "Choose them one by one",
        ],
    )
    if keep == 0:
        return offered
    heroes: list[str] = []
    while len(heroes) < 4:
        left = [h for h in decks.heroes if h.id not in heroes]
        pick = await _choose(
            app,
            f"Hero {len(heroes) + 1} of 4",
            [f"{h.name} — {h.ap} AP, {h.hp} HP, precision {h.precision}" for h in left],
        )
        heroes.append(left[pick].id)
    return heroes


def _seed_problem(text: str) -> str | None:
    return None if not text.strip() or text.strip().isdigit() else "A whole number, or nothing."


async def ask_choices(
    app: App[Any],
    decks: Decks,
    suggested: Sequence[str],
    whose: str = "The mission's",
    title: str = "The game",
    ask_seed: bool = True,
) -> Choices:
    """Ask everything but the mission, one dialog at a time (the caller runs
    this in a worker, since each dialog is awaited)."""
    level = await _choose(
        app, "Difficulty (R-DIFF)", [f"{name} — {effect}" for _, name, effect in LEVELS]
    )
    difficulty = Difficulty(LEVELS[level][0])
    variants = await app.push_screen_wait(
        ManyChoiceDialog(
            "House rules (R-VAR), all off in the rulebook's game", list(HOUSE_RULES.values())
        )
    )
    if variants is None:
        raise WizardCancelled
    players = 1 + await _choose(
        app,
        "How many players? (always four heroes, shared among the players)",
        ["1 (solo: you play all four)", "2", "3", "4"],
    )
    names: list[str] = []
    for seat in range(players if players > 1 else 0):
        names.append(
            await _text(
                app,
                TextDialog(
                    f"Name of player {seat + 1} of {players} (clockwise)",
                    f"Player {seat + 1}",
                    check=lambda text: None if text.strip() else "Type a name.",
                ),
            )
        )
    heroes = await _ask_heroes(app, decks, suggested, whose)
    seats = tuple(tuple(heroes[i::players]) for i in range(players))
    hero_names = {h.id: h.name for h in decks.heroes}
    shared = None
    if difficulty is Difficulty.I_AM_DEATH_INCARNATE:
        pick = await _choose(
            app,
            "Only one hero starts with a shared-life token: which one?",
            [hero_names[h] for h in heroes],
        )
        shared = heroes[pick]
    dice = await _choose(
        app, "Dice", ["Computer dice", "Physical dice: you roll and type the faces"]
    )
    ties = await _choose(
        app,
        "The nazis' ties (R-AI-2)",
        ["Auto: the documented default", "Ask the AI controller player each time"],
    )
    seed: int | None = None
    if ask_seed:
        seed_text = await _text(
            app,
            TextDialog(
                "Seed for the computer's dice and the decks (empty: a random one; "
                "the same seed gives the same game)",
                check=_seed_problem,
            ),
        )
        seed = int(seed_text) if seed_text else random.SystemRandom().randrange(2**31)
    house = HouseRules(**{list(HOUSE_RULES)[i]: True for i in variants})
    table = "\n".join(
        f"  {names[i] if names else 'You'}: {', '.join(hero_names[h] for h in seat)}"
        for i, seat in enumerate(seats)
    )
    chosen_rules = [HOUSE_RULES[k] for k in vars(house) if getattr(house, k)]
    ready = await app.push_screen_wait(
        MessageDialog(
            f"{title} at {LEVELS[level][1]}\n\n{table}\n\n"
            + (
                f"Only {hero_names[shared]} starts with a shared-life token\n\n"
                if shared is not None
                else ""
            )
            + f"House rules: {', '.join(chosen_rules) or 'none'}\n"
            f"Dice: {'physical' if dice else 'computer'} · AI ties: {'ask' if ties else 'auto'}"
            + (f" · seed {seed}" if seed is not None else "")
            + "\n\nStart?",
            confirm=True,
        )
    )
    if not ready:
        raise WizardCancelled
    return Choices(
        difficulty=difficulty,
        seats=seats,
        shared_life_hero=shared,
        house_rules=house,
        dice="manual" if dice == 1 else "seeded",
        ai_ties="ask" if ties == 1 else "auto",
        player_names=tuple(names),
        seed=seed,
    )
