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


def check_signal(signal: str) -> str:
    if signal not in SIGNALS:
        raise ValueError(f"abstention signal {signal!r}: choose one of {', '.join(SIGNALS)}")
    return signal


def abstention_score(signal: str, top_cosine: float, vectors: np.ndarray, query: np.ndarray) -> float:
    """The signal's value for one query: `top_cosine` is the best allowed chunk's cosine, `vectors` [N, D] every
    chunk's vector as scored, `query` [D] the query vector."""
    if check_signal(signal) == "top_cosine":
        return float(top_cosine)
    cosines = (vectors @ np.asarray(query, dtype=np.float32)).astype(np.float64)
    spread = float(cosines.std())
    return (float(top_cosine) - float(cosines.mean())) / spread if spread > 0 else 0.0
