"""The panels the game wraps itself (the log, the action's details) break
lines as Rich does, but never at a space French ties to its mark nor at a
no-break space: no line starts with ":", ";", "!", "?" or "»", nor ends
with "«"."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from rich.console import Console
from rich.text import Text
from textual.app import App, ComposeResult
from textual.content import Content
from textual.widget import Widget

from tests.tui.screen_text import screen_lines
from wolfenstein_tui.base.i18n import HELD_SPACE
from wolfenstein_tui.tui.screens.dialogs import ChoiceDialog
from wolfenstein_tui.tui.widgets.action_list import ActionList
from wolfenstein_tui.tui.widgets.hero_card import HeroCard
from wolfenstein_tui.tui.widgets.line_breaks import HeldLine, HeldText, held, wrapped_lines
from wolfenstein_tui.tui.widgets.status_bar import shown

CONSOLE = Console(width=200)
MARKS_AFTER = (":", ";", "!", "?", "»", "%")
WORD = st.text(alphabet="abcdéPAV0123456789/-()", min_size=1, max_size=12)
PLAIN_TEXT = st.lists(
    st.one_of(WORD, st.sampled_from([" ", "  ", "\n", "界", "ab界cd", "x" * 30])), max_size=40
).map("".join)


def _styled(plain: str) -> Text:
    text = Text(plain)
    if len(plain) > 3:
        text.stylize("bold", 1, len(plain) // 2)
    return text


@given(PLAIN_TEXT, st.integers(min_value=1, max_value=40))
def test_a_text_with_no_held_space_breaks_as_rich_breaks_it(plain: str, width: int) -> None:
    """Same lines, same styles, as `Text.wrap`, wide characters and words
    longer than the line included."""
    text = _styled(plain)
    ours = wrapped_lines(text, width)
    rich = text.wrap(CONSOLE, width)
    assert [line.markup for line in ours] == [line.markup for line in rich]


FRENCH_PIECE = st.one_of(WORD, st.sampled_from([*MARKS_AFTER, "«"]))


@given(st.lists(FRENCH_PIECE, min_size=2, max_size=30), st.integers(min_value=14, max_value=40))
def test_a_french_mark_never_opens_or_closes_a_line_against_its_word(
    pieces: list[str], width: int
) -> None:
    """The words in order; no mark cut from its word, where a word and its
    marks fit in a line (longer, they are folded as Rich folds a word)."""
    text = Text(" ".join(pieces))
    assume(all(len(unit) <= width for unit in HELD_SPACE.sub("_", text.plain).split(" ")))
    lines = [line.plain.rstrip() for line in wrapped_lines(text, width)]
    assert " ".join(lines) == text.plain
    for number, line in enumerate(lines):
        assert not (number and line.startswith(MARKS_AFTER)), lines
        assert not (number < len(lines) - 1 and line.endswith("«")), lines


def test_the_action_the_rulebook_names_stays_whole() -> None:
    """A training tip's "« Recharger »" and the fatigue's "(0 PA) : +3 PA"
    at the width of the action's details at 80×24."""
    tip = Text("Votre arme est vide : choisissez « Recharger » (2 PA) puis attaquez.")
    lines = [line.plain for line in wrapped_lines(tip, 30)]
    assert "« Recharger »" in "\n".join(lines)
    fatigue = Text("f Fatigue (0 PA) : +3 PA, 2e attaque ; moitié des PA ensuite")
    assert [line.plain.rstrip() for line in wrapped_lines(fatigue, 16)] == [
        "f Fatigue (0",
        "PA) : +3 PA, 2e",
        "attaque ; moitié",
        "des PA ensuite",
    ]


class _One(App[None]):
    """An app showing one widget, sized by the test."""

    def __init__(self, shown: Widget) -> None:
        super().__init__()
        self.shown = shown

    def compose(self) -> ComposeResult:
        yield self.shown


ATTACK = "Attaquer Soldat 3 : tuer 44 %, 2 dés (2 PA)"


@pytest.mark.asyncio
@pytest.mark.parametrize("long_list", [False, True], ids=["short list", "long list"])
async def test_the_action_list_keeps_a_french_mark_with_its_word(long_list: bool) -> None:
    """R-ATK-2's odds in an action's line, in a list whose lines hold 20
    cells (its frame, padding and scroll bar aside, the bar shown in a
    short list too): Textual alone would put "3" at the end of the first
    line and open the next with ":"."""
    assert [line.plain for line in Content("  " + ATTACK).wrap(20)][1].startswith(":")
    actions = ActionList(id="actions")
    actions.styles.width, actions.styles.height = 26, 12
    app = _One(actions)
    async with app.run_test(size=(40, 14)) as pilot:
        actions = app.query_one(ActionList)
        moves = [f"Se déplacer en C{n} (2 PA)" for n in range(20 if long_list else 2)]
        actions.labels = [ATTACK, *moves]
        actions.show_lines()
        await pilot.pause()
        shown = [text.strip("▊▎ ▅▁▂▃▄▆▇█") for text in screen_lines(app)]
        assert not any(text.startswith(MARKS_AFTER) for text in shown), shown
        assert "Attaquer Soldat" in shown and "3 : tuer 44 %, 2 dés" in shown, shown
        assert str(actions.get_option_at_index(0).prompt) == "  " + ATTACK


@given(
    st.lists(st.one_of(FRENCH_PIECE, st.just("\n")), max_size=30).map(" ".join),
    st.integers(min_value=1, max_value=40),
)
def test_a_held_line_breaks_as_the_panels_do(text: str, width: int) -> None:
    """The action list's and the tip's lines (a HeldLine) are the log's and
    the details' (`wrapped_lines`), each line's end spaces aside."""
    held = HeldLine(text).broken(width).plain.split("\n")
    assert held == [line.plain.rstrip() for line in wrapped_lines(Text(text), width)]


def test_the_status_bar_keeps_a_french_mark_with_its_word() -> None:
    """R-SEARCH-1's objective in the training, at 80×24: the token's "?"
    goes to the next line with its word ("jeton ?)"), not alone."""
    status = Text("Camp d'entraînement  Manche 1/4  Danger 0/2  Alarmes 0")
    objectives = Text(
        "☐ Éliminez les deux gardes. (0/2)\n"
        "☐ Rechercher : la caisse du dépôt (le jeton ?), depuis une case voisine."
    )
    lines = shown(status, objectives, 78).plain.split("\n")
    assert lines[1].endswith("(le") and lines[2].startswith("jeton ?),"), lines
    assert all(len(line) <= 78 for line in lines)


class _Asking(App[None]):
    def __init__(self, prompt: str) -> None:
        super().__init__()
        self.prompt = prompt

    def on_mount(self) -> None:
        self.push_screen(ChoiceDialog(self.prompt, ["oui", "non"]))


@pytest.mark.asyncio
async def test_a_dialogs_question_keeps_a_french_mark_with_its_word() -> None:
    """A question whose line is full just before its ":" (the dialog's text
    is 48 cells wide at 60 columns): Textual alone would open the next
    line with ":"."""
    prompt = " ".join(["mot"] * 12) + " : fin de la question"
    assert [line.plain for line in Content(prompt).wrap(48)][1].startswith(":")
    app = _Asking(prompt)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        label = app.screen.query_one(".prompt")
        assert label.content_region.width == 48
        shown = [text.strip("█ ") for text in screen_lines(app)]
        assert not any(text.startswith(MARKS_AFTER) for text in shown), shown
        assert "mot : fin de la question" in shown, shown


@pytest.mark.asyncio
async def test_the_hero_card_keeps_a_french_mark_with_its_word() -> None:
    """R-HERO's card in French, its states' line "Ni fatigué, ni étourdi ;
    ne saigne pas" in a panel where Textual alone would open a line with
    ";"; and again after the panel is resized."""
    from tests.tui.test_mission_languages import _game
    from wolfenstein_tui.base import i18n

    _loaded, _decks, rules, state = _game()
    i18n.set_language("fr")
    line = "Ni fatigué, ni étourdi ; ne saigne pas"
    width = next(w for w in range(10, 40) if Content(line).wrap(w)[1].plain.startswith(";"))
    card = HeroCard(id="hero-card")
    card.styles.width, card.styles.padding = width + 2, (0, 1)
    app = _One(card)
    async with app.run_test(size=(60, 30)) as pilot:
        card.show_hero(rules, state, "klaus", "")
        await pilot.pause()
        for _ in range(2):
            shown = [text.strip() for text in screen_lines(app)]
            assert any("étourdi ;" in text for text in shown), shown
            assert not any(text.startswith(MARKS_AFTER) for text in shown), shown
            card.styles.width = width + 1
            await pilot.pause()


def test_a_held_text_renders_as_the_panels_break() -> None:
    """The replay viewer's log (a RichLog) is given HeldText: Rich renders
    it in the lines `wrapped_lines` gives, "étourdi ;" kept together."""
    text = Text("Ni fatigué, ni étourdi ; ne saigne pas", style="bold")
    width = next(w for w in range(10, 40) if Content(text.plain).wrap(w)[1].plain.startswith(";"))
    console = Console(width=width, record=True)
    console.print(HeldText(text))
    shown = [line.rstrip() for line in console.export_text().splitlines()]
    assert shown == [line.plain.rstrip() for line in wrapped_lines(text, width)]
    assert not any(line.startswith(MARKS_AFTER) for line in shown), shown


def test_a_held_styled_text_keeps_its_lines_and_styles() -> None:
    """The nazi phase's recap and the rules' text are rich Text: a
    HeldLine of one breaks as `wrapped_lines` does and keeps its styles."""
    text = Text("Phase nazie : ", style="bold")
    text.append("Soldat 2 tire sur Anya ; elle perd 1 PV.", style="italic")
    width = 18
    content = held(text)
    assert isinstance(content, HeldLine)
    broken = content.broken(width)
    assert broken.plain.split("\n") == [line.plain.rstrip() for line in wrapped_lines(text, width)]
    assert {str(span.style) for span in broken.spans} >= {"bold", "italic"}
    assert held(Text("Round 2")) == Text("Round 2")  # nothing held: Textual wraps it
