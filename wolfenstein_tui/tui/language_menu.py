"""The game's language, chosen on the title screen (Language, or L): kept in
the settings file and spoken at once, unless --lang chose it for this run."""

from __future__ import annotations

import os

from textual import work
from textual.binding import BindingsMap

from wolfenstein_tui.base.i18n import _, current_language, set_language
from wolfenstein_tui.base.language import (
    ENGLISH,
    LANGUAGE_NAMES,
    SUPPORTED,
    choose,
    from_locale,
    pinned_language,
    settings_path,
    write_setting,
)
from wolfenstein_tui.base.system_errors import reason as said_reason
from wolfenstein_tui.tui.crashes import ReportsCrashes
from wolfenstein_tui.tui.keys.spoken_keys import speak_bindings


class LanguageMenu(ReportsCrashes):
    """The app's language setting (mixed into WolfensteinApp)."""

    english_bindings: BindingsMap
    """The app's own key bindings in English, translated again on a change."""

    @work
    async def action_choose_language(self) -> None:
        """The title screen's language setting: kept in the settings file
        (language.py), and spoken at once, unless --lang chose the language
        of this run."""
        from wolfenstein_tui.tui.screens.dialogs import CANCELLED, ChoiceDialog

        path = settings_path()
        system = from_locale(os.environ) or ENGLISH
        options = [LANGUAGE_NAMES[code] for code in SUPPORTED] + [
            _("Automatic: the system's language ({language})").format(
                language=LANGUAGE_NAMES[system]
            )
        ]
        prompt = _("The language of the game, kept in {path}").format(path=path)
        pinned = pinned_language()
        if pinned is not None:
            prompt += "\n" + _(
                "--lang on the command line chooses {language} for this run: "
                "the setting applies from the next start."
            ).format(language=LANGUAGE_NAMES[pinned])
        initial = SUPPORTED.index(current_language())
        choice = await self.push_screen_wait(
            ChoiceDialog(prompt, options, cancellable=True, initial=initial)
        )
        if choice == CANCELLED:
            return
        self.change_language(SUPPORTED[choice] if choice < len(SUPPORTED) else None)

    def change_language(self, code: str | None) -> None:
        """Keep `code` as the setting (None: forget it, the locale decides)
        and, unless --lang chose this run's language, speak it now: the
        title screen is built again, and every screen built from now on
        speaks it (their key bindings too, spoken_keys.py)."""
        path = settings_path()
        try:
            write_setting(path, code)
        except OSError as error:
            self.notify(
                _("Cannot keep the language in {path}: {reason}").format(
                    path=path, reason=said_reason(error)
                ),
                severity="error",
                timeout=8,
                markup=False,
            )
            return
        if pinned_language() is not None:
            self.notify(
                _("Kept for the next start; --lang chose {language} for this run.").format(
                    language=LANGUAGE_NAMES[pinned_language() or "en"]
                ),
                timeout=8,
                markup=False,
            )
            return
        set_language(choose(None, settings=path).code)
        speak_bindings(self, self.english_bindings)
        from wolfenstein_tui.tui.screens.title import TitleScreen

        if isinstance(self.screen, TitleScreen):
            self.switch_screen(TitleScreen(highlight="language"))
