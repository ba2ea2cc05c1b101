"""Top-k by cosine over L2-normalised vectors in two stages, the same in Python and in the Java library.

1. **First pass** over every row, from one bit per component (vectors.bin's sign codes, 96 bytes a row at 768
   dims): the query in 5-bit integer levels a_i (a_i = round(15 · q_i / max|q|)), each row scored
   Σ_i a_i · (+1 if its component i is > 0 else −1), up to a constant 2 · Σ_{i: bit set} a_i. Integers, so
   Python and Java rank alike to the last row; ties by the lower row. Fifteen levels rank as well as 63 did
   (BENCHMARKS.md, "The search made faster": the same top 10 on as many questions at 100,000 and 1,000,000
   rows): a row's one bit a component is far coarser than the query's fifth bit, and each bit fewer is one
   population count fewer a word in the Java library.
2. **Exact rescoring** of the first pass's best `rescore_count(k, N)` rows with the stored vectors (float32,
   or int8 × scale), ranked best first, ties by the lower row.

Up to `rescore_count(k, N)` allowed rows the first pass keeps them all: the search is exhaustive, as it always
was for a corpus of that size (every bundle under 4,096 chunks). Above, the result is the exhaustive one
wherever the exact top k are among the first pass's best rows. The count, max(4,096, 64 k, N / 64), was chosen
by measurement (BENCHMARKS.md, "A million chunks on a phone"): the FR questions against synthetic corpora made
from the FR chunks, where the rows a top 10 needs grow more slowly than N (99.9 % of the exhaustive top 10
needed about 2,000 rows at 100,000 and 16,000 at 1,000,000). Reading one bit per component is what lets a
phone scan a million rows (96 MB, mapped) in tens of milliseconds; the stored vectors of a few thousand rows
are read for the second stage only.
"""

from __future__ import annotations

import numpy as np

from ..db.vector_file import BLOCK_ROWS, sign_codes, vector_moments

QUERY_LEVELS = 15  # the query's integer levels: |a_i| ≤ 15 (5 bits), so a row's score fits easily in an int32
RESCORE_MIN = 4096  # rows rescored exactly, at least
RESCORE_PER_K = 64  # and at least this many per result asked for
RESCORE_SHARE = 64  # and at least one row in this many
PASS_BLOCK = 8192  # first-pass rows a block: each pair table's gathers over a block stay in cache


def rescore_count(k: int, rows: int) -> int:
    """How many first-pass rows the exact stage rescores for a top k out of `rows` (ceiling of rows / 64)."""
    return max(RESCORE_MIN, RESCORE_PER_K * k, -(-rows // RESCORE_SHARE))


def top_k_rows(scores: np.ndarray, k: int) -> np.ndarray:
    """Indices of the k highest scores, best first; ties broken by the lower index (deterministic)."""
    k = min(k, scores.shape[0])
    if k <= 0:
        return np.zeros(0, dtype=np.int64)
    part = np.argpartition(-scores, k - 1)[:k] if k < scores.shape[0] else np.arange(scores.shape[0])
    return part[np.lexsort((part, -scores[part]))]


def query_levels(query: np.ndarray) -> np.ndarray:
    """[D] int32: the query's components as integers in [−15, 15] (round half to even, as Java's Math.rint)."""
    query = np.asarray(query, dtype=np.float32).reshape(-1)
    peak = float(np.abs(query).max())
    if peak == 0:
        return np.zeros(query.shape[0], dtype=np.int32)
    return np.rint(query.astype(np.float64) * (QUERY_LEVELS / peak)).astype(np.int32)


def byte_tables(levels: np.ndarray) -> np.ndarray:
    """[D/8, 256] int32: entry (j, b) = Σ of levels[8j + t] over the bits t set in byte b."""
    bits = (np.arange(256)[:, None] >> np.arange(8)[None, :]) & 1  # [256, 8]
    return (levels.reshape(-1, 8) @ bits.T).astype(np.int32)


def first_pass_scores(signs: np.ndarray, levels: np.ndarray) -> np.ndarray:
    """[N] int32: Σ over each row's set bits of the query's levels (signs [N, D/8] uint8, bit t of byte j =
    component 8j + t), block by block so that memory stays bounded whatever N. Read two bytes at a time: a table
    of 65,536 sums per byte pair (48 lookups a row at 768 dims, not 96), gathered a column at a time over
    PASS_BLOCK rows so that one table is read while it is in cache: 3.5 times faster than a lookup a byte on
    the host (0.2 s at a million rows)."""
    tables = byte_tables(levels)
    if tables.shape[0] % 2:  # an odd number of bytes a row: a zero byte after the last
        tables = np.vstack([tables, np.zeros((1, 256), dtype=np.int32)])
    pair_tables = (tables[0::2, None, :] + tables[1::2, :, None]).reshape(-1, 65_536)  # [pair, low + 256 · high]
    out = np.empty(signs.shape[0], dtype=np.int32)
    for start in range(0, signs.shape[0], PASS_BLOCK):
        block = np.asarray(signs[start: start + PASS_BLOCK])
        if block.shape[1] % 2:
            block = np.pad(block, ((0, 0), (0, 1)))
        pairs = np.ascontiguousarray(block).view("<u2")  # little-endian: byte 2j low, byte 2j + 1 high
        total = pair_tables[0][pairs[:, 0]]
        for j in range(1, pairs.shape[1]):
            total += pair_tables[j][pairs[:, j]]
        out[start: start + block.shape[0]] = total
    return out


def best_first_pass(scores: np.ndarray, count: int) -> np.ndarray:
    """The `count` rows of highest first-pass score in increasing row order: every row above the count-th
    highest score, then the lowest rows at that score (what Java's histogram selection takes)."""
    if count >= scores.shape[0]:
        return np.arange(scores.shape[0])
    threshold = np.partition(scores, scores.shape[0] - count)[scores.shape[0] - count]
    above = np.flatnonzero(scores > threshold)
    at = np.flatnonzero(scores == threshold)[: count - above.shape[0]]
    return np.union1d(above, at)


class VectorIndex:
    """Cosine top-k over `vectors` [N, D] (float32, L2-normalised, as scored; a memory map is read, not copied).

    `signs` [N, D/8] the sign codes (vectors.bin's first pass; made here when not given); `scales` [N] when
    `vectors` are int8 codes (value = code × scale in float32). `exhaustive=True` scores every row (a
    reference index, e.g. parity's fp32 vectors); `moments` (mean [D], VᵀV/N [D, D], float64) for the
    abstention z-score, computed block by block on first use when not given.
    """

    def __init__(self, vectors: np.ndarray, *, signs: np.ndarray | None = None, scales: np.ndarray | None = None,
                 exhaustive: bool = False, moments: tuple[np.ndarray, np.ndarray] | None = None):
        self._stored = vectors if isinstance(vectors, np.memmap) or scales is not None else \
            np.ascontiguousarray(vectors, dtype=np.float32)
        self._scales = scales
        self._exhaustive = exhaustive
        self._signs = signs
        self._moments = moments
        self._last_pass: tuple | None = None  # (query bytes, allowed mask, scores): a question searches 2-3 times

    @property
    def rows(self) -> int:
        return self._stored.shape[0]

    @property
    def vectors(self) -> np.ndarray:
        """Every row as float32 (int8 ones dequantised: a copy; float32 ones: the array or map itself)."""
        return self.rows_at(slice(None))

    def rows_at(self, positions) -> np.ndarray:
        codes = self._stored[positions]
        if self._scales is None:
            return np.asarray(codes, dtype=np.float32)
        return codes.astype(np.float32) * np.asarray(self._scales[positions], dtype=np.float32)[:, None]

    def moments(self) -> tuple[np.ndarray, np.ndarray]:
        """(mean [D], VᵀV / N [D, D]) of every row, float64."""
        if self._moments is None:
            self._moments = vector_moments(self._stored, self._scales)
        return self._moments

    def search(self, query: np.ndarray, k: int, allowed: np.ndarray | None = None, *,
               rescore_for: int | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(indices, cosine scores) of the k best rows, best first; `allowed` a boolean mask [N] or None.
        `rescore_for`: the top whose rescore count sets how many first-pass rows are scored exactly (default k, and
        never fewer than k rows): a deeper list read from the rows a shallower search rescored."""
        query = np.asarray(query, dtype=np.float32).reshape(-1)
        allowed_count = self.rows if allowed is None else int(np.count_nonzero(allowed))
        if k <= 0 or allowed_count == 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        count = max(k, rescore_count(k if rescore_for is None else rescore_for, self.rows))
        if self._exhaustive or allowed_count <= count:
            candidates = np.arange(self.rows) if allowed is None else np.flatnonzero(allowed)
        else:
            candidates = best_first_pass(self._first_pass(query, allowed), count)
        exact = self._scores_of(candidates, query)
        order = top_k_rows(exact, k)
        return candidates[order], exact[order]

    def _first_pass(self, query: np.ndarray, allowed: np.ndarray | None) -> np.ndarray:
        """The first pass's scores (rows not allowed at the lowest int32), kept for the next search of the same
        query and mask: a hybrid question's vector list and its BM25 gate read the same pass."""
        key = query.tobytes()
        if self._last_pass is not None and self._last_pass[0] == key and self._last_pass[1] is allowed:
            return self._last_pass[2]
        scores = first_pass_scores(self._sign_codes(), query_levels(query))
        if allowed is not None:
            scores = np.where(allowed, scores, np.iinfo(np.int32).min)
        self._last_pass = (key, allowed, scores)
        return scores

    def _scores_of(self, positions: np.ndarray, query: np.ndarray) -> np.ndarray:
        out = np.empty(positions.shape[0], dtype=np.float32)
        for start in range(0, positions.shape[0], BLOCK_ROWS):
            part = positions[start: start + BLOCK_ROWS]
            out[start: start + part.shape[0]] = self.rows_at(part) @ query
        return out

    def _sign_codes(self) -> np.ndarray:
        if self._signs is None:
            self._signs = sign_codes(self.vectors)
        return self._signs
