"""`wolfenstein simulate` and `wolfenstein balance` from the command line:
their reports, and plain messages (no traceback) for bad arguments."""

from __future__ import annotations

from pathlib import Path

import pytest

from wolfenstein_tui.app.cli import main

M01 = "m01-radio-silence"
ROOT = Path(__file__).resolve().parents[1]


def test_simulate_smart_prints_the_win_rate_with_its_interval(capsys) -> None:
    code = main(["simulate", "--mission", M01, "--games", "2", "--seed", "5"])
    out = capsys.readouterr().out
    assert code == 0
    assert "2 games of Radio Silence at Bring 'em on! (smart hero player" in out
    assert "seeds 5 to 6" in out
    for label in ("win rate", "95% interval", "mean rounds", "hero deaths", "alarm rate"):
        assert label in out
    assert "lost: every hero dead" in out and "ms of processor time per game" in out


def test_simulate_random_at_the_hardest_level(capsys) -> None:
    """R-DIFF: the hardest level needs the one hero with the shared-life
    token; simulate names it (the first hero) instead of failing."""
    hardest = ["--difficulty", "i_am_death_incarnate"]
    code = main(["simulate", "--bot", "random", "--mission", M01, "--games", "1", *hardest])
    out = capsys.readouterr().out
    assert code == 0
    assert "I am Death incarnate (random legal hero decisions" in out


def test_simulate_with_two_jobs_gives_the_numbers_of_one(capsys) -> None:
    def run(jobs: str) -> list[str]:
        assert main(["simulate", "--mission", M01, "--games", "3", "--jobs", jobs]) == 0
        return [
            line for line in capsys.readouterr().out.splitlines() if "processor time" not in line
        ]

    assert run("2") == run("1")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--games", "0"], "'0' is below 1: give a whole number such as 5"),
        (["--games", "many"], "is not a whole number"),
        (["--bot", "clever"], "invalid choice: 'clever'"),
        (["--difficulty", "hard"], "invalid choice: 'hard'"),
        (["--jobs", "0"], "'0' is below 1"),
    ],
)
def test_simulate_bad_arguments_get_a_message(arguments: list[str], message: str, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "--mission", M01, *arguments])
    assert stop.value.code == 2
    error = capsys.readouterr().err
    assert message in error and "Traceback" not in error


def test_simulate_unknown_mission(capsys) -> None:
    assert main(["simulate", "--mission", "m99-nowhere", "--games", "1"]) == 1
    error = capsys.readouterr().err
    assert "no mission 'm99-nowhere'" in error and M01 in error and "Traceback" not in error


def test_balance_writes_the_table_and_the_targets(tmp_path: Path, capsys) -> None:
    out_file = tmp_path / "docs" / "balance.md"
    code = main(
        ["balance", "--games", "2", "--jobs", "1", "--missions", M01, "--out", str(out_file)]
    )
    assert code == 0
    text = out_file.read_text(encoding="utf-8")
    assert text.startswith("# Balance")
    for level in ("Can I play, Daddy?", "Don't hurt me", "Bring 'em on!", "I am Death incarnate"):
        assert f"| {M01} | {level} | 2 |" in text
    assert "## Targets" in text and "falls strictly with difficulty" in text
    out = capsys.readouterr().out
    assert "wrote" in out and "normal between 35% and 75%" in out


def test_balance_writes_its_report_in_the_language_spoken(tmp_path: Path, capsys) -> None:
    """`--lang fr balance`: the report's headings, column names, levels,
    verdicts and paragraphs in French; its figures as in English."""
    out_file = tmp_path / "balance.md"
    options = ["--games", "1", "--jobs", "1", "--missions", M01, "--out", str(out_file)]
    code = main(["--lang", "fr", "balance", *options])
    assert code == 0
    text = out_file.read_text(encoding="utf-8")
    assert text.startswith("# Équilibre\n\nTaux de victoire de chaque mission intégrée")
    assert "## Objectifs" in text and "## Coût" in text
    assert "| mission | difficulté | parties | victoires | intervalle à 95% |" in text
    assert f"| {M01} | Apportez-les ! | 1 |" in text
    assert "le taux de victoire baisse strictement avec la difficulté" in text
    assert ": atteint (" in text or ": MANQUÉ (" in text
    assert "Win rate" not in text and "Targets" not in text and " met (" not in text
    assert "normal entre 35 % et 75 %" in capsys.readouterr().out


def test_balance_unknown_mission(tmp_path: Path, capsys) -> None:
    code = main(["balance", "--games", "1", "--missions", "m99", "--out", str(tmp_path / "b.md")])
    assert code == 2
    error = capsys.readouterr().err
    assert "no built-in mission m99" in error and M01 in error
    assert not (tmp_path / "b.md").exists()


def test_balance_cannot_write_its_report(tmp_path: Path, capsys) -> None:
    code = main(["balance", "--games", "1", "--missions", M01, "--out", str(tmp_path)])
    assert code == 1
    error = capsys.readouterr().err
    assert f"cannot write {tmp_path}" in error and "Traceback" not in error


def test_balance_plays_mission_files(tmp_path: Path, capsys, monkeypatch) -> None:
    """`--missions my.yaml more.yaml`: a designer's own mission files, loaded
    as `play` loads them; the report goes to the screen only, unless --out
    names a file (docs/balance.md is the built-in missions' report)."""
    mine = tmp_path / "designs"
    mine.mkdir()
    text = (ROOT / "missions" / f"{M01}.yaml").read_text(encoding="utf-8")
    (mine / "my.yaml").write_text(text.replace(f"id: {M01}", "id: my-raid"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code = main(
        [
            "balance",
            "--games",
            "1",
            "--jobs",
            "1",
            "--missions",
            "designs/my.yaml",
            "m03-cellar-run",
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "my-raid" in out and "m03-cellar-run" in out and "wrote" not in out
    assert not (tmp_path / "docs").exists()


def test_balance_bad_mission_file_is_located(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: broken\nrounds: [\n", encoding="utf-8")
    code = main(["balance", "--games", "1", "--missions", str(bad)])
    assert code == 1
    error = capsys.readouterr().err
    assert f"{bad}:3:1:" in error and "Traceback" not in error
    missing = tmp_path / "missing.yaml"
    assert main(["balance", "--games", "1", "--missions", str(missing)]) == 1
    assert f"{missing}:1:1: cannot read the file" in capsys.readouterr().err


def test_balance_keeps_the_comparison_of_the_hero_players(tmp_path: Path, capsys) -> None:
    """The report's section comparing the search and the smart players
    (hours of games by benchmarks/bench_players.py) survives `balance`
    writing the report again, in any language, after the new targets."""
    from wolfenstein_tui.play.balance import PLAYERS_MARK

    section = f"{PLAYERS_MARK}\n## The search player against the smart one\n\n| m01 | 100 |\n"
    out_file = tmp_path / "balance.md"
    out_file.write_text("# Balance\n\nan older table\n\n" + section, encoding="utf-8")
    options = ["--games", "1", "--jobs", "1", "--missions", M01, "--out", str(out_file)]
    assert main(["--lang", "fr", "balance", *options]) == 0
    text = out_file.read_text(encoding="utf-8")
    assert "an older table" not in text and "## Objectifs" in text
    assert text.endswith("\n\n" + section)
    assert text.index("## Objectifs") < text.index(PLAYERS_MARK)
    capsys.readouterr()


def test_balance_does_not_write_over_a_report_it_cannot_read(tmp_path: Path, capsys) -> None:
    """A report there but unreadable (not UTF-8) might hold the comparison
    of the hero players: it is said, and left as it was, before any game."""
    out_file = tmp_path / "balance.md"
    out_file.write_bytes(b"# Balance\n\xff\n")
    options = ["--games", "1", "--jobs", "1", "--missions", M01, "--out", str(out_file)]
    assert main(["balance", *options]) == 1
    error = capsys.readouterr().err
    assert f"cannot read {out_file}" in error and "line 2" in error and "Traceback" not in error
    assert out_file.read_bytes() == b"# Balance\n\xff\n"


def test_the_comparison_of_the_hero_players_is_replaced_added_or_removed() -> None:
    from wolfenstein_tui.play.balance import PLAYERS_MARK, players_section, with_players_section

    old = f"{PLAYERS_MARK}\nold games\n"
    new = f"{PLAYERS_MARK}\nnew games\n"
    assert players_section("# Balance\n") == ""
    assert players_section("# Balance\n\n" + old) == old
    assert with_players_section("# Balance\n\n" + old, new) == "# Balance\n\n" + new
    assert with_players_section("# Balance\n", new) == "# Balance\n\n" + new
    assert with_players_section("# Balance\n\n" + old, "") == "# Balance\n"
