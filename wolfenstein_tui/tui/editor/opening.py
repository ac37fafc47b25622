"""The title screen's Missions: the list of the missions, and the ways into
the editor: a new mission, a copy of a built-in one to change (saved at
once in the user missions folder, under an id of its own), or one of the
player's own missions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App

from wolfenstein_tui.base.i18n import _, current_language
from wolfenstein_tui.content.editing.draft import MissionDraft, SaveRefused
from wolfenstein_tui.content.editing.edits import SetField
from wolfenstein_tui.content.files.problems import ContentError
from wolfenstein_tui.content.loading.library import builtin_mission_files
from wolfenstein_tui.tui.editor.screen import EditorScreen
from wolfenstein_tui.tui.editor.square_edits import parse_size, size_problem
from wolfenstein_tui.tui.screens.dialogs import CANCELLED, ChoiceDialog, TextDialog

NEW_SIZE = (20, 13)
"""A new map's size in squares: mission 1's, which fits 80×24 compact."""


def slug(text: str) -> str:
    """An id made of a title: lowercase letters, digits and dashes."""
    words = "".join(c.lower() if c.isalnum() else " " for c in text).split()
    return "-".join(words)[:40] or "my-mission"


def free_id(wanted: str, folder: Path) -> str:
    """`wanted`, or with a number after it, so that no file of the folder has it."""
    taken = {path.stem for path in folder.glob("*.yaml")} if folder.is_dir() else set()
    taken |= {path.stem for path in builtin_mission_files()}
    if wanted not in taken:
        return wanted
    return next(f"{wanted}-{n}" for n in range(2, 1000) if f"{wanted}-{n}" not in taken)


def user_missions_dir() -> Path:
    from wolfenstein_tui.play.missions.user_folder import user_missions_dir as folder

    return folder()


def user_mission_files() -> list[Path]:
    folder = user_missions_dir()
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.glob("*.yaml") if path.is_file())


async def missions_menu(app: App[Any], list_missions: Any) -> None:
    """Missions: see the list, or make or change one (run in a worker)."""
    entries = [
        _("The missions: briefings and objectives"),
        _("New mission"),
        _("Edit a copy of a built-in mission"),
    ]
    own = user_mission_files()
    if own:
        entries.append(_("Edit one of my missions ({folder})").format(folder=user_missions_dir()))
    choice = await app.push_screen_wait(ChoiceDialog(_("Missions"), entries, cancellable=True))
    if choice == CANCELLED:
        return
    if choice == 0:
        list_missions()
    elif choice == 1:
        await new_mission(app)
    elif choice == 2:
        await edit_a_copy(app)
    else:
        await edit_own(app, own)


async def new_mission(app: App[Any]) -> None:
    title = await app.push_screen_wait(TextDialog(_("Title of the new mission")))
    if not title:
        return

    size_text = await app.push_screen_wait(
        TextDialog(
            _("The map's size in squares, across x down (it can change later)"),
            value=f"{NEW_SIZE[0]}x{NEW_SIZE[1]}",
            check=size_problem,
        )
    )
    size = parse_size(size_text or "")
    if size is None:
        return
    mission_id = free_id(slug(title), user_missions_dir())
    app.push_screen(EditorScreen(MissionDraft.new(size[0], size[1], mission_id, title)))


async def edit_a_copy(app: App[Any]) -> None:
    """A built-in mission copied to the user missions folder, under an id
    and a title of its own, then opened in the editor."""
    files = builtin_mission_files()
    drafts: list[MissionDraft] = []
    names: list[str] = []
    for path in files:
        try:
            draft = MissionDraft.open(path)
        except ContentError:
            continue
        drafts.append(draft)
        translated = draft.value("translations", current_language(), "title")
        names.append(str(translated or draft.value("title") or path.stem))
    choice = await app.push_screen_wait(
        ChoiceDialog(_("Which mission to copy?"), names, cancellable=True)
    )
    if choice == CANCELLED:
        return
    draft = drafts[choice]
    folder = user_missions_dir()
    new_id = free_id(f"{draft.value('id')}-copy", folder)
    draft.apply(SetField(("id",), new_id))
    draft.apply(SetField(("title",), _("{title} (copy)").format(title=draft.value("title"))))
    target = folder / f"{new_id}.yaml"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        draft.save(target)
    except (SaveRefused, OSError) as error:
        app.notify(str(error), severity="error", markup=False, timeout=10)
        return
    app.notify(_("A copy to change: {path}").format(path=target), markup=False)
    app.push_screen(EditorScreen(draft))


async def edit_own(app: App[Any], files: list[Path]) -> None:
    choice = await app.push_screen_wait(
        ChoiceDialog(_("Which mission?"), [path.name for path in files], cancellable=True)
    )
    if choice == CANCELLED:
        return
    try:
        draft = MissionDraft.open(files[choice])
    except ContentError as error:
        app.notify(str(error), severity="error", markup=False, timeout=10)
        return
    app.push_screen(EditorScreen(draft))
