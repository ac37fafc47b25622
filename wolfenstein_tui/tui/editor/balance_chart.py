"""The balance as a chart: for each level a bar of its win rate, under it the
95% interval (Wilson's, as `wolfenstein balance` gives it) and the target of
docs/balance.md for that level, then whether the targets are met.

Everything reads without colour: the bar is █ (with an eighth block at its
end), the interval ├──┤ with ● at the rate, the target range ┈ on the
interval's line; colour only repeats it."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise

from rich.text import Text

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.i18n import percent as whole_percent
from wolfenstein_tui.engine.players.simulate import Tally
from wolfenstein_tui.engine.state.state import Difficulty
from wolfenstein_tui.play.balance import TARGET_EASIEST, TARGET_HARDEST, TARGET_NORMAL, percent
from wolfenstein_tui.words.level_names import difficulty_name

BAR = "bold #5fd75f"
INTERVAL = "bold"
TARGET = "#d7af00"
MISSED = "bold #ff5f5f"
EIGHTHS = " ▏▎▍▌▋▊▉"

TARGETS: dict[Difficulty, tuple[float, float]] = {
    Difficulty.CAN_I_PLAY_DADDY: (TARGET_EASIEST, 1.0),
    Difficulty.BRING_EM_ON: TARGET_NORMAL,
    Difficulty.I_AM_DEATH_INCARNATE: (0.0, TARGET_HARDEST),
}
"""Each level's target range of win rates (docs/balance.md); the second
level has none of its own, only to fall between its neighbours."""


def target_words(level: Difficulty) -> str:
    low, high = TARGETS.get(level, (0.0, 1.0))
    if level not in TARGETS:
        return _("no target of its own")
    if high >= 1.0:
        return _("target: at least {rate}").format(rate=whole_percent(low))
    if low <= 0.0:
        return _("target: at most {rate}").format(rate=whole_percent(high))
    return _("target: between {low} and {high}").format(
        low=whole_percent(low), high=whole_percent(high)
    )


def met(level: Difficulty, rate: float) -> bool | None:
    """Whether a level's win rate is in its target range (None: no target)."""
    if level not in TARGETS:
        return None
    low, high = TARGETS[level]
    return low <= rate <= high


def bar(rate: float, width: int) -> str:
    """A bar `width` characters at 100%, in eighths of a character."""
    eighths = round(rate * width * 8)
    full, part = divmod(eighths, 8)
    return ("█" * full + (EIGHTHS[part] if part else "")).ljust(width)


def cell(rate: float, width: int) -> int:
    return min(width - 1, max(0, int(rate * width)))


def interval_line(tally: Tally, level: Difficulty, width: int) -> Text:
    """The target range (┈) with the 95% interval (├──┤, ● at the rate) over it."""
    chars = [" "] * width
    styles = [""] * width
    if level in TARGETS:
        low, high = TARGETS[level]
        for x in range(cell(low, width), cell(high, width) + 1):
            chars[x], styles[x] = "┈", TARGET
    if tally.games:
        low, high = tally.interval
        start, end = cell(low, width), cell(high, width)
        for x in range(start, end + 1):
            chars[x], styles[x] = "─", INTERVAL
        chars[start], chars[end] = "├", "┤"
        if start == end:
            chars[start] = "│"
        chars[cell(tally.win_rate, width)] = "●"
    text = Text()
    for char, style in zip(chars, styles, strict=True):
        text.append(char, style)
    return text


def scale(width: int) -> str:
    """0% 25% 50% 75% 100% over the bars."""
    chars = [" "] * (width + 4)
    for quarter in range(5):
        label = f"{quarter * 25}%"
        x = min(width + 4 - len(label), max(0, round(quarter * width / 4) - len(label) // 2))
        chars[x : x + len(label)] = label
    return "".join(chars).rstrip()


def balance_chart(tallies: Mapping[Difficulty, Tally], width: int) -> Text:
    """The chart, `width` characters wide (the bars two less)."""
    inner = max(10, width - 2)
    text = Text(no_wrap=True)
    text.append("  " + scale(inner) + "\n", "grey50")
    for level in Difficulty:
        tally = tallies.get(level, Tally())
        rate = tally.win_rate
        verdict = met(level, rate) if tally.games else None
        text.append(difficulty_name(level.value), "bold")
        if tally.games:
            low, high = tally.interval
            text.append(
                "  "
                + _("{rate} [{low} – {high}]").format(
                    rate=percent(rate), low=percent(low), high=percent(high)
                )
            )
        if verdict is None:
            text.append(" · " + target_words(level))
        else:
            text.append(" · " + _("{name}:").format(name=target_words(level)) + " ")
            text.append(_("met") if verdict else _("MISSED"), "" if verdict else MISSED)
        text.append("\n  ")
        text.append(bar(rate if tally.games else 0.0, inner), BAR)
        text.append("\n  ")
        text.append_text(interval_line(tally, level, inner))
        text.append("\n")
    played = [tallies[level] for level in Difficulty if tallies.get(level, Tally()).games]
    if len(played) == len(Difficulty):
        rates = [t.win_rate for t in played]
        falls = all(a > b for a, b in pairwise(rates))
        text.append(_("Falls strictly from level to level") + ": ")
        text.append(_("met") if falls else _("MISSED"), "" if falls else MISSED)
        text.append(" (" + " > ".join(percent(r) for r in rates) + ")\n")
    interval = _("{share} interval").format(share="95%")
    text.append(
        _("█ win rate · ├─●─┤ {interval} · ┈ the level's target (docs/balance.md)").format(
            interval=interval
        ),
        "grey50",
    )
    return text
