"""The words for the game's course: the set-up, activations, rounds and
phases, the players' decisions, dice, cards and shuffles, the end."""

from __future__ import annotations

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.content.records.mission import AlarmsLoss, EnemyReachesLoss
from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.engine.state.pending import DecisionKind, Pending
from wolfenstein_tui.engine.state.purposes import RollFor, from_fact
from wolfenstein_tui.words import questions
from wolfenstein_tui.words.names import Names, difficulty_name
from wolfenstein_tui.words.registry import actor, by_what, presents
from wolfenstein_tui.words.terms import face as face_name


def _mission(event: Event, names: Names) -> str:
    data = event.data
    mission = names.rules.mission
    title = (
        names.said(mission, "title")
        if data.get("mission") == mission.id
        else str(data.get("mission"))
    )
    heroes = ngettext("{count} hero", "{count} heroes", int(data["heroes"])).format(
        count=data["heroes"]
    )
    players = ngettext("{count} player", "{count} players", int(data["players"])).format(
        count=data["players"]
    )
    return _("Mission {title}: {heroes}, {players}, {difficulty}").format(
        title=title,
        heroes=heroes,
        players=players,
        difficulty=difficulty_name(str(data["difficulty"])),
    )


def _stand_in(event: Event, names: Names) -> str:
    data = event.data
    enemy = str(data["enemy"])
    replaced = names.enemy_card(str(data["replaced"]))
    number = enemy if names.ids else enemy.rsplit("-", 1)[-1]
    return _("{level}: {card} stands on {square} instead of {replaced} {number}.").format(
        level=difficulty_name("i_am_death_incarnate"),
        card=names.enemy_card(str(data["type"])),
        square=data["square"],
        replaced=replaced,
        number=number,
    )


def _rules_case(event: Event, names: Names) -> str:
    return _("Rules case: the situation is set by hand (the setup line), not played.")


@presents(EventKind.SETUP)
def setup(event: Event, names: Names) -> str:
    return by_what(
        event, names, {"mission": _mission, "stand_in": _stand_in, "rules_case": _rules_case}
    )


@presents(EventKind.ACTIVATION_STARTED)
def activation_started(event: Event, names: Names) -> str:
    data = event.data
    who = actor(event, names)
    if data.get("fatigued") and not data.get("bot"):
        return _("{who} activates with {ap} AP (fatigued: half AP).").format(who=who, ap=data["ap"])
    return _("{who} activates with {ap} AP.").format(who=who, ap=data["ap"])


@presents(EventKind.ACTIVATION_ENDED)
def activation_ended(event: Event, names: Names) -> str:
    if event.data.get("bot"):
        return _("{who} ends its activation.").format(who=actor(event, names))
    return _("{who} ends the activation.").format(who=actor(event, names))


@presents(EventKind.SPAWNED_HERO)
def hero_appeared(event: Event, names: Names) -> str:
    return _("{who} appears on {square}.").format(
        who=actor(event, names), square=event.data["square"]
    )


@presents(EventKind.PHASE)
def phase(event: Event, names: Names) -> str:
    if event.data.get("skipped"):
        return _("The nazi phase is skipped (game setting).")
    return _("Nazi phase.")


@presents(EventKind.ROUND)
def round_begins(event: Event, names: Names) -> str:
    return _("Round {round} begins.").format(round=event.data["round"])


@presents(EventKind.DECISION)
def decision(event: Event, names: Names) -> str:
    """A question answered: the question and the answer chosen, worded as
    the player read them (words/questions.py)."""
    data = event.data
    pending = Pending(
        kind=DecisionKind(str(data["decision"])),
        options=[str(option) for option in data["options"]],
        seat=int(data.get("seat", 0)),
        context=dict(data.get("context") or {}),
        facts=dict(data.get("facts") or {}),
    )
    return _("{question} → {answer}").format(
        question=questions.question(pending, names),
        answer=questions.answer(pending, names, int(data["option"]), names.player),
    )


def faces_said(faces: list[str]) -> str:
    """The faces rolled, in words, in the order rolled."""
    return ", ".join(face_name(str(face)) for face in faces)


def purpose(names: Names, said: object) -> str:
    """Why the dice were rolled (engine/state/purposes.py), in the language
    spoken; a refusal carries it as JSON (`as_fact`). A purpose of no known
    code (a text from outside the rules) is shown with its ids as names."""
    facts = from_fact(said) if isinstance(said, str) else said
    if not isinstance(facts, dict):
        return names.text(str(said))
    code = facts.get("for")
    if code == RollFor.FIRST_PLAYER:
        player = names.player(int(str(facts["player"])))
        return _("{player} rolls for first player").format(player=player)
    if code == RollFor.CHECK:
        faces = ", ".join(face_name(str(face)) for face in facts["faces"])
        return _("{source}: roll one die ({faces} to work)").format(
            source=names.source(str(facts["source"])), faces=faces
        )
    who = _roller(names, facts)
    if code == RollFor.ATTACK:
        return _("{who}'s attack").format(who=who)
    if code == RollFor.EXECUTION:
        return _("{who}'s silent execution").format(who=who)
    if code == RollFor.REROLL:
        return _("{who} rerolls").format(who=who)
    if code == RollFor.RELOAD:
        return _("{who} reloads the {card}").format(who=who, card=names.card(str(facts["card"])))
    return names.text(str(code))


def _roller(names: Names, facts: dict[str, object]) -> str:
    """Who rolled: a hero, a bot ("the bot Soldier 3") or a nazi."""
    if "hero" in facts:
        return names.hero(str(facts["hero"]))
    if "bot" in facts:
        return names.bot(str(facts["bot"]))
    return names.enemy(str(facts.get("enemy", "")))


@presents(EventKind.DICE_ROLLED)
def dice_rolled(event: Event, names: Names) -> str:
    return _("{purpose}: {faces}").format(
        purpose=purpose(names, event.data["purpose"]),
        faces=faces_said(list(event.data["faces"])),
    )


@presents(EventKind.CARD_DRAWN)
def card_drawn(event: Event, names: Names) -> str:
    return _("Drew {card} from {deck}.").format(
        card=names.card(str(event.data["card"])), deck=names.deck(str(event.data["deck"]))
    )


@presents(EventKind.SHUFFLED)
def shuffled(event: Event, names: Names) -> str:
    return _("{deck} is shuffled.").format(deck=names.deck(str(event.data["deck"]), first=True))


def _condition_text(event: Event, names: Names) -> str | None:
    """The mission's own words for the loss condition met, if it has any."""
    index = event.data.get("condition")
    conditions = names.rules.mission.loss_conditions
    if isinstance(index, int) and 0 <= index < len(conditions):
        condition = conditions[index]
        if isinstance(condition, AlarmsLoss | EnemyReachesLoss):
            return names.text(names.said(condition, "text")) if condition.text else None
    return None


def _alarms(event: Event, names: Names) -> str:
    own = _condition_text(event, names)
    count = int(event.data["alarms"])
    return own or ngettext(
        "The alarm went off {alarms} time.", "The alarm went off {alarms} times.", count
    ).format(alarms=count)


def _reached(event: Event, names: Names) -> str:
    own = _condition_text(event, names)
    data = event.data
    return own or _("{enemy} reached {zone}.").format(
        enemy=names.enemy(str(data["enemy"])), zone=names.zone(str(data["zone"]))
    )


def _all_dead(event: Event, names: Names) -> str:
    return _("Every hero is dead.")


def _won(event: Event, names: Names) -> str:
    return _("Every objective is met: the heroes win.")


def _round_limit(event: Event, names: Names) -> str:
    return _("Round {round} is over and the objectives are not met.").format(
        round=event.data["round"]
    )


def _events_impossible(event: Event, names: Names) -> str:
    left = int(event.data["left"])
    if "completed" in event.data:  # every way to complete one counted: done, tokens, cards kept
        count = int(event.data["count"])
        return ngettext(
            "The mission needs {count} event completed: {completed} done, and {left} more "
            "to search or carry to safety, so it can no longer be met.",
            "The mission needs {count} events completed: {completed} done, and {left} more "
            "to search or carry to safety, so it can no longer be met.",
            count,
        ).format(
            count=count,
            completed=event.data["completed"],
            left=left + int(event.data.get("kept", 0)),
        )
    return ngettext(
        "Only {left} event token is left: {count} events can no longer be completed.",
        "Only {left} event tokens are left: {count} events can no longer be completed.",
        left,
    ).format(left=left, count=event.data["count"])


def _kill_impossible(event: Event, names: Names) -> str:
    return _("{enemy} can no longer be killed.").format(enemy=names.enemy(str(event.data["enemy"])))


def _hero_lost(event: Event, names: Names) -> str:
    return _("{hero} is dead, and no hero was to be lost.").format(
        hero=names.hero(str(event.data["hero"]))
    )


GAME_OVER = {
    "all_dead": _all_dead,
    "won": _won,
    "round_limit": _round_limit,
    "alarms": _alarms,
    "enemy_reached": _reached,
    "events_impossible": _events_impossible,
    "kill_impossible": _kill_impossible,
    "hero_lost": _hero_lost,
}


@presents(EventKind.GAME_OVER)
def game_over(event: Event, names: Names) -> str:
    why = str(event.data.get("why", ""))
    if why not in GAME_OVER:
        raise KeyError(f"no words for the end of a game by {why!r}")
    return GAME_OVER[why](event, names)
