"""Exact top-k by cosine over L2-normalised vectors, fast enough for 100,000 of them on one core.

Brute force reads every vector for every query: 100,000 × 768 float32 is 307 MB, about 18 ms on one
core of this host, bounded by memory bandwidth. Above PREFILTER_MIN_ROWS an int8 pass goes first: the
documents are held as int8 (per-vector scale) and the query as 7-bit integers, and onnxruntime's
MatMulInteger (u8 × s8, MLAS) scores them all from a quarter of the bytes. Its error against the exact
score is bounded per document (see `_bounds`), so every document whose upper bound reaches the k-th
best lower bound is rescored exactly, and the others provably cannot be in the top k: the result is
the brute-force one, not an approximation. The query has 7 bits so that AVX2's pairwise u8 × s8
products (vpmaddubsw, int16 saturation) cannot overflow: 127 × 127 × 2 < 32767.
"""

from __future__ import annotations

import numpy as np

PREFILTER_MIN_ROWS = 16_384  # below this, brute force is already well under a millisecond per 1k rows
QUERY_LEVELS = 63  # 7-bit query: a + 64 fits u8 [1, 127]


def top_k_rows(scores: np.ndarray, k: int) -> np.ndarray:
    """Indices of the k highest scores, best first; ties broken by the lower index (deterministic)."""
    k = min(k, scores.shape[0])
    if k <= 0:
        return np.zeros(0, dtype=np.int64)
    part = np.argpartition(-scores, k - 1)[:k] if k < scores.shape[0] else np.arange(scores.shape[0])
    return part[np.lexsort((part, -scores[part]))]


class VectorIndex:
    """Exact cosine top-k over `vectors` [N, D] (float32, L2-normalised, as scored).

    `int8` = (codes [N, D] int8, scales [N]) when the vectors are stored as int8 (then `vectors` are
    their dequantised values and the prefilter uses the stored codes); else codes are made here.
    `prefilter`: None = automatic (N ≥ PREFILTER_MIN_ROWS and onnxruntime importable), True / False to force.
    """

    def __init__(self, vectors: np.ndarray, *, int8: tuple[np.ndarray, np.ndarray] | None = None,
                 prefilter: bool | None = None):
        self.vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        self._session = None
        if prefilter is None:
            prefilter = self.vectors.shape[0] >= PREFILTER_MIN_ROWS and _onnxruntime_available()
        if prefilter:
            self._build_prefilter(int8)

    @property
    def prefiltered(self) -> bool:
        return self._session is not None

    def _build_prefilter(self, int8) -> None:
        from ..db.vectors import quantize_int8

        codes, scales = int8 if int8 is not None else quantize_int8(self.vectors)
        self._scales = np.asarray(scales, dtype=np.float32)
        # |d_j| summed: bounds the query's rounding error against each document.
        self._l1 = np.abs(self.vectors).sum(axis=1)
        # Float vectors also carry the documents' own rounding error; stored int8 ones are exact codes.
        self._doc_rounding = int8 is None
        self._session = _matmul_integer_session(np.ascontiguousarray(codes.T))

    def search(self, query: np.ndarray, k: int, allowed: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(indices, cosine scores) of the k best rows, best first; `allowed` a boolean mask [N] or None."""
        query = np.asarray(query, dtype=np.float32).reshape(-1)
        if self._session is None:
            scores = self.vectors @ query
            if allowed is not None:
                scores = np.where(allowed, scores, -np.inf)
            top = top_k_rows(scores, k)
            top = top[np.isfinite(scores[top])]
            return top, scores[top]
        candidates = self._candidates(query, k, allowed)
        exact = self.vectors[candidates] @ query
        order = top_k_rows(exact, k)
        return candidates[order], exact[order]

    def _candidates(self, query: np.ndarray, k: int, allowed: np.ndarray | None) -> np.ndarray:
        step = float(np.abs(query).max()) / QUERY_LEVELS or 1.0
        codes = np.clip(np.rint(query / step), -QUERY_LEVELS, QUERY_LEVELS).astype(np.int16)
        products = self._session.run(None, {"query": (codes + 64).astype(np.uint8)[None]})[0][0]
        approx = products.astype(np.float32) * (step * self._scales)
        bound = self._bounds(step, codes)
        lower, upper = approx - bound, approx + bound
        if allowed is not None:
            lower = np.where(allowed, lower, -np.inf)
            upper = np.where(allowed, upper, -np.inf)
        kk = min(k, int(np.isfinite(lower).sum()))
        if kk == 0:
            return np.zeros(0, dtype=np.int64)
        threshold = np.partition(lower, lower.shape[0] - kk)[lower.shape[0] - kk]
        return np.flatnonzero(upper >= threshold)

    def _bounds(self, step: float, codes: np.ndarray) -> np.ndarray:
        """|exact − approximate| per document, at most: q·d − step·s·(a·c) = (q − step·a)·d + step·a·(d − s·c),
        with |q − step·a| ≤ step/2 per component and, for float vectors, |d − s·c| ≤ s/2."""
        bound = (step / 2) * self._l1
        if self._doc_rounding:
            bound = bound + (step / 2) * float(np.abs(codes).sum()) * self._scales
        return bound * 1.0001 + 1e-6  # float32 arithmetic of the products themselves


def _onnxruntime_available() -> bool:
    try:
        import onnxruntime  # noqa: F401
    except ImportError:
        return False
    return True


def _matmul_integer_session(codes_t: np.ndarray):
    """An onnxruntime session computing (query_u8 − 64) · codes_t, codes_t [D, N] int8 held as a constant
    (onnxruntime packs it once at load). One intra-op thread: the budget is per core."""
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    dims, rows = codes_t.shape
    graph = helper.make_graph(
        [helper.make_node("MatMulInteger", ["query", "codes", "zero"], ["products"])], "prefilter",
        [helper.make_tensor_value_info("query", TensorProto.UINT8, [1, dims])],
        [helper.make_tensor_value_info("products", TensorProto.INT32, [1, rows])],
        [numpy_helper.from_array(codes_t, "codes"), numpy_helper.from_array(np.array(64, dtype=np.uint8), "zero")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8  # what every onnxruntime 1.x reads
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
