"""Two searches on the same questions: could chance alone split the questions they disagree on so unevenly?

Only the questions one search finds and the other misses tell them apart (McNemar's discordant pairs). If neither
search were better, each such question would go either way as a fair coin does; the exact McNemar test is the
two-sided binomial probability of a split at least as uneven as the one seen. A recall budget of a question or two
cannot tell a trend from noise by itself: 2 lost and 2 gained, or 5 lost and 2 gained (p 0.45), are within chance;
8 lost and 1 gained (p 0.04) seldom are.
"""

from __future__ import annotations

from math import comb


def mcnemar_exact_p(lost: int, gained: int) -> float:
    """Two-sided exact McNemar p-value of `lost` against `gained` discordant questions (1.0 when there are none)."""
    if lost < 0 or gained < 0:
        raise ValueError(f"question counts must be ≥ 0: lost {lost}, gained {gained}")
    n = lost + gained
    if n == 0:
        return 1.0
    tail = sum(comb(n, i) for i in range(min(lost, gained) + 1)) / 2**n
    return min(1.0, 2 * tail)
