"""Saving the mission (ctrl+s) and leaving the editor (q). A new mission
is saved where the player says, the user missions folder by default (where
`wolfenstein missions` and New game find it); a mission with problems is
saved too, and the player is told it cannot be played until they are
fixed. Leaving with unsaved changes asks first: save, leave them, or go on
editing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wolfenstein_tui.base.i18n import _, ngettext
from wolfenstein_tui.base.system_errors import reason
from wolfenstein_tui.content.editing.draft import MissionDraft, SaveRefused
from wolfenstein_tui.content.editing.problems import DraftProblem
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog, MessageDialog, TextDialog

if TYPE_CHECKING:
    from textual.screen import Screen


def default_path(draft: MissionDraft) -> Path:
    """Where a new mission is offered to be saved: the user missions
    folder, under its id."""
    from wolfenstein_tui.play.missions.user_folder import user_missions_dir

    mission_id = str(draft.value("id") or "my-mission")
    safe = "".join(c if c.isalnum() or c in "-_" else "-" for c in mission_id)[:60] or "my-mission"
    return user_missions_dir() / f"{safe}.yaml"


class Saving:
    """ctrl+s and q; mixed into EditorScreen."""

    draft: MissionDraft
    problems: list[DraftProblem]
    app: Any

    if TYPE_CHECKING:

        def notify(self, message: str, **options: Any) -> None: ...
        def show_square_panel(self) -> None: ...
        def check_now(self) -> None: ...
        def ask(self, dialog: Screen[Any], then: Callable[[Any], object]) -> None: ...

    def action_save(self, then: Callable[[], None] | None = None) -> None:
        """Save where the mission was opened, or ask where (a new one)."""
        if self.draft.path is not None:
            self.save_to(self.draft.path, then)
            return

        def check(text: str) -> str | None:
            if not text.strip():
                return _("Write the file's path.")
            if not text.strip().endswith((".yaml", ".yml")):
                return _("A mission file's name ends with .yaml.")
            return None

        def chosen(text: str) -> None:
            path = Path(text).expanduser()
            if path.exists():
                self.ask(
                    MessageDialog(
                        _("{path} exists. Replace it? (Enter: yes · Escape: no)").format(path=path),
                        confirm=True,
                    ),
                    lambda yes: self.save_to(path, then) if yes else None,
                )
                return
            self.save_to(path, then)

        self.ask(
            TextDialog(
                _("Save the new mission as"), value=str(default_path(self.draft)), check=check
            ),
            chosen,
        )

    def save_to(self, path: Path, then: Callable[[], None] | None = None) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.draft.save(path)
        except SaveRefused as refused:
            self.notify(refused.message, severity="error", markup=False, timeout=10)
            return
        except OSError as error:
            self.notify(
                _("cannot save {path}: {reason}").format(path=path, reason=reason(error)),
                severity="error",
                markup=False,
                timeout=10,
            )
            return
        self.check_now()
        errors = sum(1 for p in self.problems if p.severity == "error")
        if errors:
            self.notify(
                ngettext(
                    "Saved to {path}, with {count} problem: it cannot be played until it is "
                    "fixed (n shows it).",
                    "Saved to {path}, with {count} problems: it cannot be played until they "
                    "are fixed (n shows them).",
                    errors,
                ).format(path=path, count=errors),
                severity="warning",
                markup=False,
                timeout=8,
            )
        else:
            self.notify(_("Saved to {path}.").format(path=path), markup=False)
        self.show_square_panel()
        if then is not None:
            then()

    def action_leave(self) -> None:
        """q: leave; with unsaved changes, ask first."""
        if not self.draft.dirty:
            self.leave_editor()
            return

        def chosen(index: int) -> None:
            if index == 0:
                self.action_save(then=self.leave_editor)
            elif index == 1:
                self.leave_editor()

        self.ask(
            ChoiceDialog(
                _("The mission has unsaved changes."),
                [_("Save, then leave"), _("Leave without saving"), _("Go on editing")],
                cancellable=True,
            ),
            chosen,
        )

    def leave_editor(self) -> None:
        """Back to the screen the editor was opened from, or out of the app
        when it was the first (`wolfenstein edit`)."""
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()
