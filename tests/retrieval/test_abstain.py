import numpy as np
import pytest

from edge_export.retrieval.abstain import AbstentionSignal
from edge_export.retrieval.topk import VectorIndex


def signal(name, vectors):
    return AbstentionSignal(name, VectorIndex(vectors).moments)


def _unit(rows):
    return rows / np.linalg.norm(rows, axis=-1, keepdims=True)


def test_the_z_score_is_the_top_cosine_against_every_chunk_s():
    """From the vectors' moments, equal to the mean and population deviation of every row's cosine."""
    rng = np.random.default_rng(0)
    vectors = _unit(rng.normal(size=(50, 16))).astype(np.float32)
    query = _unit(rng.normal(size=16)).astype(np.float32)
    cosines = (vectors @ query).astype(np.float64)
    top = float(cosines.max())
    assert signal("top_cosine", vectors).score(top, query) == top
    z = signal("top_cosine_z", vectors).score(top, query)
    assert z == pytest.approx((top - cosines.mean()) / cosines.std(), rel=1e-6)
    # the same best match stands out less in a corpus of near-duplicates of it: a lower z-score, the same cosine
    crowded = np.vstack([vectors, np.repeat(vectors[[int(cosines.argmax())]], 50, axis=0)])
    assert signal("top_cosine_z", crowded).score(top, query) < z


def test_a_corpus_of_one_vector_has_no_spread_and_scores_zero():
    v = np.ones((1, 4), np.float32) / 2
    assert signal("top_cosine_z", v).score(1.0, v[0]) == 0.0


def test_an_unknown_signal_is_named():
    with pytest.raises(ValueError, match="abstention signal 'margin': choose one of top_cosine, top_cosine_z"):
        signal("margin", np.ones((2, 8), np.float32))
