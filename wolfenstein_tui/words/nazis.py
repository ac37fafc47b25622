"""The words for the nazis' phase: which figures wake and why, each figure's
turn (the reasons for what it did), its moves and attacks.

A figure's turn is told from the sentences the nazi program noted while it
played it (`sentences`, kept in the state as the program explains itself);
the figures' ids in them become names here.
"""

from __future__ import annotations

from wolfenstein_tui.engine.state.events import Event, EventKind
from wolfenstein_tui.words.names import Names
from wolfenstein_tui.words.registry import presents


@presents(EventKind.NAZI)
def nazi_check(event: Event, names: Names) -> str:
    data = event.data
    enemy = names.enemy(str(data["enemy"]))
    why = names.text(str(data.get("reason", "")))
    if data.get("woke"):
        return f"{enemy} wakes: {why}."
    return f"{enemy} stays put: {why}."


@presents(EventKind.NAZI_TURN)
def nazi_turn(event: Event, names: Names) -> str:
    data = event.data
    if data.get("passes"):
        return f"{names.enemy(str(data['enemy']))} still cannot act, and passes (R-AI-5)."
    return names.text(" ".join(str(sentence) for sentence in data.get("sentences", [])))


@presents(EventKind.NAZI_ATTACK)
def nazi_attack(event: Event, names: Names) -> str:
    data = event.data
    shown = ", ".join(
        str(face) + (" → blank" if face == "reload" else "") for face in data["faces"]
    )
    return (
        f"{names.enemy(str(data['enemy']))} attacks {names.figure(str(data['target']))}: {shown}."
    )


@presents(EventKind.NAZI_MOVE)
def nazi_move(event: Event, names: Names) -> str:
    data = event.data
    return f"{names.enemy(str(data['enemy']))} moves to {data['path'][-1]}."
