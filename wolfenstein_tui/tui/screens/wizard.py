"""The questions asked before a game (or a campaign), in the order a group
at the table settles them (R-SETUP): difficulty, house rules, players and
their names, heroes, the shared-life hero at the hardest level, dice, the
nazis' ties and the seed, then a recap to confirm. The mission is asked by
the caller, since a campaign plays its missions in order. Escape at any step
goes back one step, keeping the answers given; Escape at the first step
raises WizardCancelled."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import field
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.app import App

from wolfenstein_tui.base.i18n import N_, _, current_language
from wolfenstein_tui.base.quick_dataclass import frozen_record, mutable_record
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.engine.state.state import Difficulty, HouseRules
from wolfenstein_tui.tui.presenters.printed_cards import hero_card_text
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
        N_("Can I play, Daddy?"),
        N_(
            "2 extra ammo tokens, attacks need no ammo and make no noise, no noise from heroes "
            "sharing a zone, double glory, shared life needs no token, reload and attack without "
            "fatigue, Puppet Master calls a Soldier, Hitler's ability only on a reload"
        ),
    ),
    (
        "dont_hurt_me",
        N_("Don't hurt me"),
        N_(
            "attacks need no ammo and make no noise, double glory from events, 2 shared-life "
            "tokens each, reload and attack without fatigue, Hitler's ability only on a reload"
        ),
    ),
    ("bring_em_on", N_("Bring 'em on!"), N_("the normal game")),
    (
        "i_am_death_incarnate",
        N_("I am Death incarnate"),
        N_(
            "special attacks cost one more ammo, abilities cost 1 more glory and tire the hero, "
            "one shared-life token in all, heroes count as noise, a reload token may stay, "
            "Hans Grösse joins the last missions"
        ),
    ),
]
"""The difficulty levels (R-DIFF): id, name and what changes, in English
(shown translated)."""

HOUSE_RULES = {
    "any_hero_order": N_("Heroes activate in any order, not by seat (R-VAR-1)"),
    "noise_any_figures": N_("Noise when any two figures share a zone (R-VAR-2)"),
    "lose_when_impossible": N_("Lose as soon as an objective can no longer be met (R-VAR-3)"),
    "ai_tie_chain": N_("Nazi order ties broken by distance, range, dice, cost (R-VAR-4)"),
}
"""The house rules (R-VAR), in English (shown translated)."""

PRACTICE = N_("Practice game: undo also goes back past dice and cards (the log keeps every branch)")
"""Offered after the house rules (not one of them): recorded in the log's
header, it lets undo go back past dice and cards."""


class WizardCancelled(Exception):
    """Escape in the first setup step: back to where the wizard started."""


@frozen_record
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
    practice: bool = False
    """A practice game (PRACTICE)."""

    def header_options(self) -> dict[str, Any]:
        return {
            "practice": self.practice,
            "difficulty": self.difficulty,
            "shared_life_hero": self.shared_life_hero,
            "house_rules": self.house_rules,
            "dice": self.dice,
            "ai_ties": self.ai_ties,
            "player_names": self.player_names,
        }


class _Back(Exception):
    """Escape in one step: the wizard goes back to the step before."""


async def _choose(
    app: App[Any],
    prompt: str,
    options: list[str],
    initial: int | None = None,
    details: Sequence[RenderableType] | None = None,
) -> int:
    choice = await app.push_screen_wait(
        ChoiceDialog(prompt, options, cancellable=True, details=details, initial=initial or 0)
    )
    if choice == CANCELLED:
        raise _Back
    return choice


async def _text(app: App[Any], dialog: TextDialog) -> str:
    text = await app.push_screen_wait(dialog)
    if text is None:
        raise _Back
    return text


def _seed_problem(text: str) -> str | None:
    return None if not text.strip() or text.strip().isdigit() else _("A whole number, or nothing.")


@mutable_record
class _Answers:
    """The answers so far, kept while the players step back and forth."""

    level: int = 0
    variants: list[int] = field(default_factory=list)
    players: int = 1
    names: dict[int, str] = field(default_factory=dict)
    keep_suggestion: bool = True
    heroes: dict[int, str] = field(default_factory=dict)
    shared: int = 0
    dice: int = 0
    ties: int = 0
    seed_text: str = ""


async def ask_choices(
    app: App[Any],
    decks: Decks,
    suggested: Sequence[str],
    whose: str | None = None,
    title: str | None = None,
    ask_seed: bool = True,
) -> Choices:
    """Ask everything but the mission, one dialog at a time (the caller runs
    this in a worker, since each dialog is awaited). Escape goes back one
    step with the earlier answers kept; Escape at the first step raises
    WizardCancelled. `whose` names where the suggested heroes come from
    (default: the mission), `title` the game in the recap."""
    wizard = _Wizard(app, decks, suggested, whose, title, ask_seed)
    await wizard.run()
    return wizard.choices()


class _Wizard:
    """One run of the questions: the answers so far, and one method per
    step (see `_ask`), each asking its dialog and keeping the answer."""

    def __init__(
        self,
        app: App[Any],
        decks: Decks,
        suggested: Sequence[str],
        whose: str | None,
        title: str | None,
        ask_seed: bool,
    ) -> None:
        self.app = app
        self.decks = decks
        self.whose_suggestion = whose or _("The mission's suggestion: {heroes}")
        self.game_title = title or _("The game")
        self.ask_seed = ask_seed
        self.answers = _Answers()
        offered = list(suggested)
        offered += [h.id for h in decks.heroes if h.id not in offered]
        self.offered = offered[:4]
        self.hero_names = {h.id: h.words(current_language()).name for h in decks.heroes}
        self.cards = {h.id: hero_card_text(decks, h.id) for h in decks.heroes}

    def steps(self) -> list[tuple[str, int]]:
        """The steps that apply given the answers so far."""
        answers = self.answers
        found: list[tuple[str, int]] = [("level", 0), ("variants", 0), ("players", 0)]
        if answers.players > 1:
            found += [("name", seat) for seat in range(answers.players)]
        found.append(("team", 0))
        if not answers.keep_suggestion:
            found += [("hero", i) for i in range(4)]
        if LEVELS[answers.level][0] == Difficulty.I_AM_DEATH_INCARNATE.value:
            found.append(("shared", 0))
        found += [("dice", 0), ("ties", 0)]
        if self.ask_seed:
            found.append(("seed", 0))
        found.append(("recap", 0))
        return found

    def heroes(self) -> list[str]:
        if self.answers.keep_suggestion:
            return self.offered
        return [self.answers.heroes[i] for i in range(4)]

    async def run(self) -> None:
        """Walk the steps, one back on Escape (the first step's Escape
        cancels the wizard)."""
        at = 0
        while True:
            order = self.steps()
            if at >= len(order):
                return
            step, index = order[at]
            try:
                await self._ask(step, index)
            except _Back:
                if at == 0:
                    raise WizardCancelled from None
                at -= 1
                continue
            at += 1

    async def _ask(self, step: str, index: int) -> None:
        asks = {
            "level": self._ask_level,
            "variants": self._ask_variants,
            "players": self._ask_players,
            "name": self._ask_name,
            "team": self._ask_team,
            "hero": self._ask_hero,
            "shared": self._ask_shared,
            "dice": self._ask_dice,
            "ties": self._ask_ties,
            "seed": self._ask_seed,
            "recap": self._ask_recap,
        }
        await asks[step](index)

    async def _ask_level(self, _index: int) -> None:
        self.answers.level = await _choose(
            self.app,
            _("Difficulty (R-DIFF)"),
            [f"{_(name)} — {_(effect)}" for _id, name, effect in LEVELS],
            self.answers.level,
        )

    async def _ask_variants(self, _index: int) -> None:
        variants = await self.app.push_screen_wait(
            ManyChoiceDialog(
                _("House rules (R-VAR), all off in the rulebook's game"),
                [_(rule) for rule in HOUSE_RULES.values()] + [_(PRACTICE)],
                self.answers.variants,
            )
        )
        if variants is None:
            raise _Back
        self.answers.variants = variants

    async def _ask_players(self, _index: int) -> None:
        self.answers.players = 1 + await _choose(
            self.app,
            _("How many players? (always four heroes, shared among the players)"),
            [_("1 (solo: you play all four)"), "2", "3", "4"],
            self.answers.players - 1,
        )

    async def _ask_name(self, index: int) -> None:
        answers = self.answers
        answers.names[index] = await _text(
            self.app,
            TextDialog(
                _("Name of player {number} of {count} (clockwise)").format(
                    number=index + 1, count=answers.players
                ),
                answers.names.get(index, _("Player {number}").format(number=index + 1)),
                check=lambda text: None if text.strip() else _("Type a name."),
            ),
        )

    async def _ask_team(self, _index: int) -> None:
        offered = self.offered
        suggestion = await _choose(
            self.app,
            _("Heroes (four of the six)"),
            [
                self.whose_suggestion.format(heroes=", ".join(self.hero_names[h] for h in offered)),
                _("Choose them one by one"),
            ],
            0 if self.answers.keep_suggestion else 1,
            details=[
                Text("\n").join(self.cards[h] for h in offered),
                Text(_("Choose each of the four heroes, with each hero's card in view.")),
            ],
        )
        self.answers.keep_suggestion = suggestion == 0

    async def _ask_hero(self, index: int) -> None:
        picked = self.answers.heroes
        taken = {picked[i] for i in range(index) if i in picked}
        left = [h for h in self.decks.heroes if h.id not in taken]
        earlier = picked.get(index)
        initial = next((i for i, h in enumerate(left) if h.id == earlier), 0)
        pick = await _choose(
            self.app,
            _("Hero {number} of 4").format(number=index + 1),
            [
                _("{hero} — {ap} AP, {hp} HP, accuracy {accuracy}").format(
                    hero=self.hero_names[h.id], ap=h.ap, hp=h.hp, accuracy=h.precision
                )
                for h in left
            ],
            initial,
            details=[self.cards[h.id] for h in left],
        )
        picked[index] = left[pick].id
        for later in range(index + 1, 4):  # a later pick may now repeat this one
            if picked.get(later) == left[pick].id:
                del picked[later]

    async def _ask_shared(self, _index: int) -> None:
        self.answers.shared = await _choose(
            self.app,
            _("Only one hero starts with a shared-life token: which one?"),
            [self.hero_names[h] for h in self.heroes()],
            self.answers.shared,
        )

    async def _ask_dice(self, _index: int) -> None:
        self.answers.dice = await _choose(
            self.app,
            _("Dice"),
            [_("Computer dice"), _("Physical dice: you roll and type the faces")],
            self.answers.dice,
        )

    async def _ask_ties(self, _index: int) -> None:
        self.answers.ties = await _choose(
            self.app,
            _("The nazis' ties (R-AI-2)"),
            [
                _("Auto: the documented default"),
                _("Ask the AI controller player each time"),
            ],
            self.answers.ties,
        )

    async def _ask_seed(self, _index: int) -> None:
        seed_text = await _text(
            self.app,
            TextDialog(
                _(
                    "Seed for the computer's dice and the decks (empty: a random one; "
                    "the same seed gives the same game)"
                ),
                self.answers.seed_text,
                check=_seed_problem,
            ),
        )
        self.answers.seed_text = seed_text or str(random.SystemRandom().randrange(2**31))

    async def _ask_recap(self, _index: int) -> None:
        recap = _recap(self.answers, self.heroes(), self.hero_names, self.game_title, self.ask_seed)
        if not await self.app.push_screen_wait(MessageDialog(recap, confirm=True)):
            raise _Back

    def choices(self) -> Choices:
        """The answers, once every step is answered, in a game log's terms."""
        answers = self.answers
        chosen = self.heroes()
        players = answers.players
        seats = tuple(tuple(chosen[i::players]) for i in range(players))
        difficulty = Difficulty(LEVELS[answers.level][0])
        shared = chosen[answers.shared] if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None
        return Choices(
            difficulty=difficulty,
            seats=seats,
            shared_life_hero=shared,
            house_rules=_house_rules(answers.variants),
            dice="manual" if answers.dice == 1 else "seeded",
            ai_ties="ask" if answers.ties == 1 else "auto",
            player_names=tuple(answers.names[i] for i in range(players)) if players > 1 else (),
            seed=int(answers.seed_text) if self.ask_seed else None,
            practice=len(HOUSE_RULES) in answers.variants,
        )


def _house_rules(variants: list[int]) -> HouseRules:
    """The house rules chosen (the entry after them is the practice game)."""
    return HouseRules(**{list(HOUSE_RULES)[i]: True for i in variants if i < len(HOUSE_RULES)})


def _recap(
    answers: _Answers, heroes: list[str], hero_names: dict[str, str], title: str, ask_seed: bool
) -> str:
    players = answers.players
    seats = [heroes[i::players] for i in range(players)]
    you = _("You")
    table = "\n".join(
        "  "
        + _("{name}:").format(name=answers.names[i] if players > 1 else you)
        + " "
        + ", ".join(hero_names[h] for h in seat)
        for i, seat in enumerate(seats)
    )
    house = _house_rules(answers.variants)
    chosen_rules = [_(HOUSE_RULES[k]) for k in vars(house) if getattr(house, k)]
    shared = (
        _("Only {hero} starts with a shared-life token").format(
            hero=hero_names[heroes[answers.shared]]
        )
        + "\n\n"
        if LEVELS[answers.level][0] == Difficulty.I_AM_DEATH_INCARNATE.value
        else ""
    )
    settings = [
        _("Dice: physical") if answers.dice else _("Dice: computer"),
        _("AI ties: ask") if answers.ties else _("AI ties: auto"),
    ]
    if ask_seed:
        settings.append(_("seed {seed}").format(seed=answers.seed_text))
    if len(HOUSE_RULES) in answers.variants:
        settings.append(_("practice game"))
    return (
        _("{game} at {level}").format(game=title, level=_(LEVELS[answers.level][1]))
        + f"\n\n{table}\n\n{shared}"
        + (
            _("House rules: {rules}").format(rules=", ".join(chosen_rules))
            if chosen_rules
            else _("House rules: none")
        )
        + "\n"
        + " · ".join(settings)
        + "\n\n"
        + _("Start? (Escape: back to the last question)")
    )
