""""Not in these documents": the abstention signals, from the cosines the phone computes anyway.

`top_cosine`: the best chunk's cosine with the query vector. Its scale is the corpus's and the questions'
wording's: a threshold chosen on one corpus refuses half of another's unanswerable questions, or keeps few
of its answerable ones (BENCHMARKS.md, "Abstention that carries to another corpus").
`top_cosine_z`: the same cosine as a z-score over the cosines of every chunk of the bundle with the query,
(top − mean) / standard deviation (population, over all rows, whatever the source filter): how far the best
match stands out from the corpus for this question. A brute-force search has every cosine already.
"""

from __future__ import annotations

import numpy as np

SIGNALS = ("top_cosine", "top_cosine_z")


def check_signal(signal: str, name: str = "abstention signal") -> str:
    """`signal`, or a ValueError naming it as the caller knows it (`name`: a config key, a manifest field)."""
    if signal not in SIGNALS:
        raise ValueError(f"{name} {signal!r}: choose one of {', '.join(SIGNALS)}")
    return signal


class AbstentionSignal:
    """One bundle's abstention signal. The z-score's mean and spread over every chunk come from the vectors'
    first and second moments (`moments`: a callable giving mean [D] and VᵀV/N [D, D], vectors.bin's moments
    section for a bundle): mean = μ·q and mean square = qᵀ(VᵀV/N)q, so a query costs D² products instead of a
    pass over all N rows, which the two-stage search (topk.py) never makes. Equal to the mean and population
    standard deviation of every row's cosine, to rounding."""

    def __init__(self, signal: str, moments):
        self.signal = check_signal(signal)
        self._moments = moments

    def score(self, top_cosine: float, query: np.ndarray) -> float:
        """The signal's value for one query: `top_cosine` the best allowed chunk's cosine, `query` [D] its vector."""
        if self.signal == "top_cosine":
            return float(top_cosine)
        mean_vector, second = self._moments()
        q = np.asarray(query, dtype=np.float64).reshape(-1)
        mean = float(mean_vector @ q)
        spread = float(np.sqrt(max(float(q @ second @ q) - mean * mean, 0.0)))
        return (float(top_cosine) - mean) / spread if spread > 1e-12 else 0.0
