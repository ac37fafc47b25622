"""What the editor says beside the map: the square under the cursor (its
zone, ground, four edges, tokens and figure, and the problems found
there), and the status line (the mission, the problems counted, whether
it is saved)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from wolfenstein_tui.base.i18n import _, keep_marks_attached, ngettext
from wolfenstein_tui.content.editing.draft import MissionDraft
from wolfenstein_tui.content.editing.problems import DraftProblem
from wolfenstein_tui.content.editing.square_view import DraftSquare, PlacedToken
from wolfenstein_tui.words.card_words import shown

ERROR = "bold #ff5f5f"
WARNING = "bold #d7af00"


def edge_word(mark: str) -> str:
    return {
        "open": _("open"),
        "wall": _("wall"),
        "door": _("door"),
        "barricade": _("barricade"),
    }.get(mark, mark)


def side_word(side: str) -> str:
    return {"n": _("North"), "e": _("East"), "s": _("South"), "w": _("West")}[side]


def token_words(token: PlacedToken) -> str:
    label = token.label or ""
    return {
        "hero_spawn": _("hero spawn {letter}"),
        "nazi_spawn": _("nazi spawn {letter}"),
        "event": _("event"),
        "chest": _("chest"),
        "objective": _("objective token {letter}"),
        "passage": _("secret passage {letter}"),
    }.get(token.kind, token.kind).format(letter=label)


def kind_word(kind: str) -> str:
    return {"room": _("room"), "corridor": _("corridor")}.get(kind, kind)


def figure_words(draft: MissionDraft, figure_id: str, enemy_type: str) -> str:
    """A figure as the game names it: its card's name and number ("Soldier
    1"), never the file's id; an id with no number after its card's name."""
    try:
        name = shown(draft.decks.enemy(enemy_type)).name
    except KeyError:
        return figure_id  # a type the box does not have: its problem says so
    number = figure_id.rsplit("-", 1)[-1]
    return f"{name} {number}" if number.isdigit() else name


def square_panel(
    draft: MissionDraft,
    square: DraftSquare,
    problems: Sequence[DraftProblem],
    brush: str | None,
    moving: str | None,
) -> Text:
    """The panel for the square under the cursor."""
    text = Text()
    text.append(_("Under the cursor: {square}").format(square=square.name) + "\n", "bold")
    if square.zone is None:
        text.append(_("No square (off the map)") + "\n")
    else:
        kind = draft.zones().get(square.zone, ("", ""))[1]
        name = square.zone_name or _("(zone not declared)")
        text.append(
            _("Zone {key}: {name}").format(key=square.zone, name=name)
            + (f" ({kind_word(kind)})" if kind else "")
            + "\n"
        )
        text.append((_("Difficult terrain") if square.difficult else _("Open ground")) + "\n")
        for side in ("n", "e", "s", "w"):
            text.append(
                _("{side}: {edge}").format(side=side_word(side), edge=edge_word(square.edges[side]))
                + "\n"
            )
    for token in square.tokens:
        text.append(_("Token: {token}").format(token=token_words(token)) + "\n")
    if square.figure is not None:
        figure = figure_words(draft, square.figure.figure_id, square.figure.enemy_type)
        text.append(_("Figure: {figure}").format(figure=figure) + "\n")
    for problem in problems:
        style = ERROR if problem.severity == "error" else WARNING
        text.append("! ", style)
        text.append(problem.message + "\n")
    text.append("\n")
    if brush is not None:
        text.append(_("Brush: zone {key} (space, shift+arrows)").format(key=brush) + "\n", "grey50")
    if moving is not None:
        text.append(
            _("Moving {figure}: m puts it down on the cursor's square").format(
                figure=moving_words(draft, moving)
            )
            + "\n",
            "bold",
        )
    return Text(keep_marks_attached(text.plain), spans=text.spans)


def moving_words(draft: MissionDraft, figure_id: str) -> str:
    """The figure being moved, by its name."""
    entries = draft.value("enemies")
    for entry in entries if isinstance(entries, list) else []:
        if isinstance(entry, dict) and entry.get("id") == figure_id:
            return figure_words(draft, figure_id, str(entry.get("type", "")))
    return figure_id


def status_line(draft: MissionDraft, problems: Sequence[DraftProblem]) -> Text:
    """The mission, its problems counted, and whether it is saved."""
    errors = sum(1 for p in problems if p.severity == "error")
    warnings = len(problems) - errors
    text = Text(no_wrap=True, overflow="ellipsis")
    title = draft.value("title")
    text.append(str(title or _("(untitled)")), "bold")
    text.append(" · ")
    if not problems:
        text.append(_("no problem: ready to play"))
    else:
        text.append(
            ngettext("{count} error", "{count} errors", errors).format(count=errors),
            ERROR if errors else "",
        )
        if warnings:
            text.append(", ")
            text.append(
                ngettext("{count} warning", "{count} warnings", warnings).format(count=warnings),
                WARNING,
            )
        text.append(" (n)")
    text.append(" · ")
    if draft.path is None:
        text.append(_("not saved yet"))
    elif draft.dirty:
        text.append(_("unsaved changes"), "bold")
    else:
        text.append(_("saved"))
    return text
