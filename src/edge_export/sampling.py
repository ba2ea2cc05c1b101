"""The one sampling rule of checks and benchmarks: a fixed stride, so every run picks the same items."""

from __future__ import annotations


def evenly_spaced(items: list, n: int) -> list:
    """`n` items at a fixed stride from the start (all of them when there are fewer)."""
    return items[:: max(1, len(items) // n)][:n]
