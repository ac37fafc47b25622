"""The line the benchmarks print for a set of timings: median and range in
milliseconds, and how many (run by hand with the benchmarks, beside them)."""

from __future__ import annotations

import statistics


def median_line(name: str, seconds: list[float], name_width: int, digits: int = 2) -> str:
    ms = [s * 1000 for s in seconds]
    return (
        f"  {name:<{name_width}} median {statistics.median(ms):6.{digits}f} ms"
        f"  range {min(ms):5.{digits}f}–{max(ms):6.{digits}f}  N={len(ms)}"
    )


def compared(
    title: str,
    sides: tuple[tuple[str, list[float]], tuple[str, list[float]]],
    ratio_words: str,
    name_width: int,
    digits: int = 2,
) -> list[str]:
    """Two ways of doing the same work timed in one run: a title, each
    side's line, and the second side's median over the first's."""
    (first, firsts), (second, seconds) = sides
    ratio = statistics.median(seconds) / statistics.median(firsts)
    return [
        title,
        median_line(first, firsts, name_width, digits),
        median_line(second, seconds, name_width, digits),
        f"  {ratio_words}: {ratio:.2f}×",
    ]
