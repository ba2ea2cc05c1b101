"""The reference back-end: same vectors as sentence-transformers' own encode with the model's prompts."""

from __future__ import annotations

import numpy as np
import pytest

from edge_export.errors import ArtifactError, EmptyTextError
from edge_export.runtime import open_embedder
from edge_export.runtime.reference import ReferenceEmbedder, load_sentence_transformer, truncate_dim

QUERIES = ["Quelle est la cadence minimale ?", "Which planet is known as the Red Planet?"]
DOCS = ["Article 4.1 le toucher-jouer : la pièce touchée doit être jouée.", "Mars is the Red Planet.", "½-½ 1-0 0-1"]


@pytest.fixture(scope="module")
def reference(tiny_model_dir) -> ReferenceEmbedder:
    return open_embedder("reference", tiny_model_dir)


def test_reference_equals_sentence_transformers_encode(reference, tiny_model_dir):
    st = load_sentence_transformer(tiny_model_dir)
    np.testing.assert_allclose(reference.embed(QUERIES, "query").vectors, st.encode_query(QUERIES), atol=1e-5)
    np.testing.assert_allclose(reference.embed(DOCS, "document").vectors, st.encode_document(DOCS), atol=1e-5)


def test_vectors_are_768d_and_unit_norm(reference):
    vectors = reference.embed(DOCS).vectors
    assert vectors.shape == (3, 768) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_batching_does_not_change_vectors(reference):
    together = reference.embed(DOCS, batch_size=8).vectors
    alone = np.vstack([reference.embed([d]).vectors for d in DOCS])
    np.testing.assert_allclose(together, alone, atol=1e-5)


def test_matryoshka_truncation_renormalises():
    rng = np.random.default_rng(0)
    vectors = rng.normal(size=(4, 768)).astype(np.float32)
    for dim in (512, 256, 128):
        cut = truncate_dim(vectors, dim)
        assert cut.shape == (4, dim)
        np.testing.assert_allclose(np.linalg.norm(cut, axis=1), 1.0, atol=1e-6)
    with pytest.raises(ValueError, match="Matryoshka"):
        truncate_dim(vectors, 300)


def test_empty_text_is_refused_and_long_text_counted(tiny_model_dir):
    short = ReferenceEmbedder(tiny_model_dir, max_len=32)
    with pytest.raises(EmptyTextError, match="#1"):
        short.embed(["ok", "   "])
    assert short.embed(["mot " * 100, "court"]).truncated == 1


def test_not_a_checkpoint_folder(tmp_path):
    with pytest.raises(ArtifactError, match="modules.json"):
        ReferenceEmbedder(tmp_path)
