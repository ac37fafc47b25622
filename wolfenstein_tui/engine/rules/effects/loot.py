"""Loot: glory, ammo and cards for the heroes, from a kill, an event or a
card (R-ATK-8). An ammo token "of your choice" stops the run with a
question to the hero's player, one token at a time.
"""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.content.records import effects as fx
from wolfenstein_tui.content.records.effects import AmmoChoice
from wolfenstein_tui.engine.rules.effects.jobs import dump_jobs
from wolfenstein_tui.engine.rules.effects.targets import heroes_for
from wolfenstein_tui.engine.rules.turn import Job, Turn
from wolfenstein_tui.engine.state.events import EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending, worded_before
from wolfenstein_tui.engine.state.state import Difficulty, Hero, Weapon

AMMO_TYPES = ("light", "heavy", "special")


LOOT_EFFECTS = (fx.GainGlory, fx.GainAmmo, fx.DrawEquipment, fx.DrawWeapon)


def _name(turn: Turn, hero: Hero) -> str:
    return turn.rules.hero_card(hero.id).name


def run_loot(
    turn: Turn,
    effect: Any,
    hero: str | None,
    source: str,
    context: dict[str, Any],
    rest: list[Job],
) -> bool:
    """Glory, ammo and cards for the heroes."""
    if isinstance(effect, fx.GainGlory):
        amount = effect.amount * glory_factor(turn, source)
        for target in heroes_for(turn, effect.target, hero, context):
            target.glory += amount
            turn.say(EventKind.LOOT, hero=target.id, glory=amount)
    elif isinstance(effect, fx.GainAmmo):
        targets = [h.id for h in heroes_for(turn, effect.target, hero, context)]
        if effect.ammo is AmmoChoice.CHOICE:
            if targets:
                ask_ammo(turn, targets, effect.amount, hero, source, context, rest)
                return False
        else:
            for target_id in targets:
                give_ammo(turn, target_id, effect.ammo.value, effect.amount, source)
    elif isinstance(effect, fx.DrawEquipment | fx.DrawWeapon):
        deck = "equipment" if isinstance(effect, fx.DrawEquipment) else "weapons"
        for target in heroes_for(turn, effect.target, hero, context):
            for _ in range(effect.count):
                card = turn.draw(deck)
                if card is None:
                    turn.say(EventKind.LOOT, deck=deck, empty=True)
                    break
                if deck == "equipment":
                    target.carried.append(card)
                else:
                    target.weapons.append(Weapon(card))
                turn.say(EventKind.LOOT, hero=target.id, card=card)
    else:  # pragma: no cover - the effect union is closed
        raise AssertionError(f"effect {effect!r} has no implementation")
    return True


def glory_factor(turn: Turn, source: str) -> int:
    """R-DIFF: double glory from kills and events at the easiest level, from
    events at the next one."""
    difficulty = turn.state.difficulty
    if difficulty is Difficulty.CAN_I_PLAY_DADDY and source.startswith(("kill", "event")):
        return 2
    if difficulty is Difficulty.DONT_HURT_ME and source.startswith("event"):
        return 2
    return 1


def give_ammo(turn: Turn, hero_id: str, ammo: str, amount: int, source: str) -> None:
    hero = turn.state.heroes[hero_id]
    hero.ammo[ammo] += amount
    turn.say(EventKind.LOOT, hero=hero_id, ammo=ammo, count=amount)


def ask_ammo(
    turn: Turn,
    who: list[str],
    amount: int,
    hero: str | None,
    source: str,
    context: dict[str, Any],
    rest: list[Job],
    first_remaining: int | None = None,
) -> None:
    """One decision per token: which ammo type (R-ATK-8 loot "of your choice").
    `amount` tokens go to each hero of `who`; the first one has
    `first_remaining` left to choose when it is part-way through."""
    first, queue = who[0], who[1:]
    left = amount if first_remaining is None else first_remaining
    target = turn.state.heroes[first]
    turn.state.pending = Pending(
        kind=DecisionKind.AMMO_CHOICE,
        options=list(AMMO_TYPES),
        seat=target.seat,
        old_words=worded_before(
            turn.state.rules_version,
            lambda: (
                f"{_name(turn, target)} takes an ammo token: which type?",
                [f"{kind} ammo" for kind in AMMO_TYPES],
            ),
        ),
        context={
            **context,
            "hero": hero,
            "source": source,
            "who": first,
            "remaining": left - 1,
            "amount": amount,
            "queue": queue,
            "rest": dump_jobs(rest),
        },
    )


def give_loot(turn: Turn, hero: str, player: list[Any], team: list[Any], source: str) -> None:
    """Player loot to the hero; team loot to every other living hero, on the
    board or still to arrive (R-ATK-8)."""
    turn.run_jobs(loot_jobs(turn, hero, player, team), source)


def loot_jobs(turn: Turn, hero: str, player: list[Any], team: list[Any]) -> list[Job]:
    """The loot of one kill or event as effects to run: several kills at once
    (an area) queue theirs one after the other, so each ammo choice is asked."""
    others = [h.id for h in turn.state.heroes.values() if not h.dead and h.id != hero]
    jobs: list[Job] = [(effect, hero) for effect in player]
    jobs += [(effect, other) for other in others for effect in team]
    return jobs
