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
from dataclasses import dataclass
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.app import App

from wolfenstein_tui.base.i18n import _, current_language
from wolfenstein_tui.base.whole_numbers import whole_number
from wolfenstein_tui.content.records.cards import Decks
from wolfenstein_tui.engine.state.state import Difficulty, HouseRules
from wolfenstein_tui.tui.presenters.printed_cards import hero_card_text
from wolfenstein_tui.tui.presenters.wizard_recap import (
    HOUSE_RULES,
    LEVELS,
    NO_HINTS,
    NO_HINTS_PLACE,
    PRACTICE,
    PRACTICE_PLACE,
    Answers,
    house_rules,
    recap_text,
)
from wolfenstein_tui.tui.screens.dialogs import (
    CANCELLED,
    ChoiceDialog,
    ManyChoiceDialog,
    MessageDialog,
    TextDialog,
)


class WizardCancelled(Exception):
    """Escape in the first setup step: back to where the wizard started."""


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
    practice: bool = False
    """A practice game (PRACTICE)."""
    hints: bool = True
    """Advice may be asked for (off: NO_HINTS)."""
    hosting: tuple[int, ...] | None = None
    """Where it is played: None, not asked (one player, or a campaign);
    () here, passing the keyboard; else hosted, this screen playing these
    seats."""

    def header_options(self) -> dict[str, Any]:
        return {
            "practice": self.practice,
            "hints": self.hints,
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
    if not text.strip() or whole_number(text) is not None:
        return None
    return _("A whole number, or nothing.")


async def ask_choices(
    app: App[Any],
    decks: Decks,
    suggested: Sequence[str],
    whose: str | None = None,
    title: str | None = None,
    ask_seed: bool = True,
    ask_where: bool = False,
) -> Choices:
    """Ask everything but the mission, one dialog at a time (the caller runs
    this in a worker, since each dialog is awaited). Escape goes back one
    step with the earlier answers kept; Escape at the first step raises
    WizardCancelled. `whose` names where the suggested heroes come from
    (default: the mission), `title` the game in the recap; with `ask_where`,
    a game of several players asks, before the recap, whether it is played
    here or hosted."""
    wizard = _Wizard(app, decks, suggested, whose, title, ask_seed, ask_where)
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
        ask_where: bool = False,
    ) -> None:
        self.app = app
        self.ask_where = ask_where
        self.decks = decks
        self.whose_suggestion = whose or _("The mission's suggestion: {heroes}")
        self.game_title = title or _("The game")
        self.ask_seed = ask_seed
        self.answers = Answers()
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
        if answers.players > 1:
            found += [("owner", i) for i in range(4)]
        if LEVELS[answers.level][0] == Difficulty.I_AM_DEATH_INCARNATE.value:
            found.append(("shared", 0))
        found += [("dice", 0), ("ties", 0)]
        if self.ask_seed:
            found.append(("seed", 0))
        if self.ask_where and answers.players > 1:
            found.append(("where", 0))
            if answers.where == 1:
                found.append(("own_seat", 0))
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
            "owner": self._ask_owner,
            "where": self._ask_where,
            "own_seat": self._ask_own_seat,
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
            _("Difficulty"),
            [f"{_(name)} — {_(effect)}" for _id, name, effect in LEVELS],
            self.answers.level,
        )

    async def _ask_variants(self, _index: int) -> None:
        variants = await self.app.push_screen_wait(
            ManyChoiceDialog(
                _("House rules, all off in the rulebook's game"),
                [_(rule) for rule in HOUSE_RULES.values()] + [_(PRACTICE), _(NO_HINTS)],
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
                _("{hero} — {ap} AP, {hp} HP, Precision {precision}").format(
                    hero=self.hero_names[h.id], ap=h.ap, hp=h.hp, precision=h.precision
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

    def player_name(self, seat: int) -> str:
        return self.answers.names.get(seat, _("Player {number}").format(number=seat + 1))

    def owner(self, index: int) -> int:
        """Who plays the hero in place `index`: as chosen, else dealt in turn."""
        return self.answers.owners.get(index, index % self.answers.players)

    def seats(self) -> tuple[tuple[str, ...], ...]:
        """Each seat's heroes, in the players' order."""
        heroes = self.heroes()
        players = self.answers.players
        return tuple(
            tuple(h for i, h in enumerate(heroes) if self.owner(i) == seat)
            for seat in range(players)
        )

    async def _ask_owner(self, index: int) -> None:
        """R-GAME-1: who plays this hero. The heroes are shared as evenly as
        possible, so only the players who can still take one are offered."""
        players = self.answers.players
        most = -(-4 // players)  # 4 heroes: each player has 4 // n or one more
        counts = [0] * players
        for earlier in range(index):
            counts[self.owner(earlier)] += 1
        left = 4 - index
        allowed = [
            seat
            for seat in range(players)
            if counts[seat] < most
            and sum(1 for s in range(players) if s != seat and counts[s] == 0) <= left - 1
        ]
        hero = self.hero_names[self.heroes()[index]]
        current = self.owner(index)
        pick = await _choose(
            self.app,
            _("Who plays {hero}?").format(hero=hero),
            [self.player_name(seat) for seat in allowed],
            allowed.index(current) if current in allowed else 0,
        )
        self.answers.owners[index] = allowed[pick]
        for later in range(index + 1, 4):  # dealt again from the new choice on
            self.answers.owners.pop(later, None)

    async def _ask_where(self, _index: int) -> None:
        self.answers.where = await _choose(
            self.app,
            _("How do you play?"),
            [
                _("Here, passing the keyboard (hot-seat)"),
                _("Host: each player joins from their own terminal or browser tab"),
            ],
            self.answers.where,
        )

    async def _ask_own_seat(self, _index: int) -> None:
        self.answers.own_seat = await _choose(
            self.app,
            _("Which seat do you play here?"),
            [
                _("Seat {number}: {name}").format(number=s + 1, name=self.player_name(s))
                for s in range(self.answers.players)
            ],
            self.answers.own_seat,
        )

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
            _("The nazis' ties: when the rules leave a nazi two equal choices"),
            [
                _("Auto: the game chooses, the same way every time, and says why"),
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
        recap = recap_text(
            self.answers,
            self.heroes(),
            self.seats(),
            self.hero_names,
            self.game_title,
            self.ask_seed,
            self.where() if self.ask_where else None,
        )
        if not await self.app.push_screen_wait(MessageDialog(recap, confirm=True)):
            raise _Back

    def choices(self) -> Choices:
        """The answers, once every step is answered, in a game log's terms."""
        answers = self.answers
        chosen = self.heroes()
        players = answers.players
        seats = self.seats()
        difficulty = Difficulty(LEVELS[answers.level][0])
        shared = chosen[answers.shared] if difficulty is Difficulty.I_AM_DEATH_INCARNATE else None
        return Choices(
            difficulty=difficulty,
            seats=seats,
            shared_life_hero=shared,
            house_rules=house_rules(answers.variants),
            dice="manual" if answers.dice == 1 else "seeded",
            ai_ties="ask" if answers.ties == 1 else "auto",
            player_names=tuple(answers.names[i] for i in range(players)) if players > 1 else (),
            seed=int(answers.seed_text) if self.ask_seed else None,
            practice=PRACTICE_PLACE in answers.variants,
            hints=NO_HINTS_PLACE not in answers.variants,
            hosting=self.hosting(),
        )

    def hosting(self) -> tuple[int, ...] | None:
        """Where the game is played, as `Choices.hosting` says it."""
        if not self.ask_where or self.answers.players < 2:
            return None
        return () if self.answers.where == 0 else (self.answers.own_seat,)

    def where(self) -> str:
        """The recap's line on where the game is played."""
        if self.answers.players < 2:
            return ""
        if self.answers.where == 0:
            return _("Played here, passing the keyboard.")
        seat = self.answers.own_seat
        return _("Hosted: this screen plays seat {number} ({name}).").format(
            number=seat + 1, name=self.player_name(seat)
        )
