"""The settings file (base/settings_file.py): two standing choices, the
language and the colour theme, kept apart from each other; whatever is in
its place, reading it never waits nor fills the memory, and a link to it
(a dotfiles folder) is kept."""

from __future__ import annotations

import os
from pathlib import Path

from wolfenstein_tui.base.language import read_setting, write_setting
from wolfenstein_tui.base.settings_file import MOST_BYTES, read_settings, write_settings


def test_the_language_and_the_theme_are_kept_apart(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    write_setting(path, "fr")
    write_settings(path, theme="nord")
    assert (read_settings(path).language, read_settings(path).theme) == ("fr", "nord")
    write_setting(path, None)  # `wolfenstein language auto`: the theme stays
    assert (read_settings(path).language, read_settings(path).theme) == (None, "nord")
    write_settings(path, theme=None)
    assert not path.exists()


def test_a_theme_name_is_written_as_toml_whatever_it_holds(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    write_settings(path, theme='odd "name"\\\x1b')
    assert read_settings(path).theme == 'odd "name"\\\x1b'


def test_a_fifo_in_its_place_is_refused_at_once(tmp_path: Path) -> None:
    """Opening a FIFO to read it would wait for a writer forever: the game
    would never start."""
    path = tmp_path / "settings.toml"
    os.mkfifo(path)
    read = read_settings(path)
    assert read.problem == (
        f"{path}:1:1: cannot read the settings: it is a named pipe (FIFO), not a regular file, "
        "so it is not used"
    )
    assert read_setting(path).language is None


def test_a_device_or_a_huge_file_is_refused(tmp_path: Path) -> None:
    """A link to /dev/zero would be read forever; a huge file is no
    settings file."""
    path = tmp_path / "settings.toml"
    path.symlink_to("/dev/zero")
    assert "not a regular file" in (read_settings(path).problem or "")
    path.unlink()
    path.write_text("# " + "x" * MOST_BYTES + '\nlanguage = "fr"\n')
    assert "larger than a settings file" in (read_settings(path).problem or "")


def test_a_link_to_the_file_is_followed_and_kept(tmp_path: Path) -> None:
    """Settings kept in a dotfiles folder, linked from the config folder:
    read through the link, and written to the file it points to."""
    kept = tmp_path / "dotfiles" / "wolfenstein.toml"
    kept.parent.mkdir()
    kept.write_text('language = "it"\n')
    path = tmp_path / "config" / "settings.toml"
    path.parent.mkdir()
    path.symlink_to(kept)
    assert read_setting(path).language == "it"
    write_settings(path, theme="gruvbox")
    assert path.is_symlink() and read_settings(kept).theme == "gruvbox"
    assert read_settings(kept).language == "it"


def test_a_wrong_theme_value_is_located(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('language = "fr"\ntheme = 3\n')
    assert read_settings(path).problem == (
        f"{path}:2:1: 'theme' is a theme's name in quotes, e.g. theme = \"textual-dark\""
    )


def test_lists_nested_thousands_deep_are_a_problem_not_a_crash(tmp_path: Path) -> None:
    """The TOML reader recurses into each list: 30,000 of them stopped every
    command of the game at its start (the language is read first)."""
    path = tmp_path / "settings.toml"
    path.write_text("language = " + "[" * 30_000)
    assert read_settings(path).problem == (
        f"{path}:1:1: not a TOML settings file: it is nested too deeply"
    )
    assert read_setting(path).language is None
