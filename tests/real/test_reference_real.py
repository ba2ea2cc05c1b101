"""The fp32 reference on the real checkpoint: the model card's check, and the export module's equality."""

from __future__ import annotations

import numpy as np
import pytest
import torch

pytestmark = pytest.mark.real_model

CARD_QUERY = "Which planet is known as the Red Planet?"
CARD_DOCUMENTS = [
    "Venus is often called Earth's twin because of its similar size and proximity.",
    "Mars, known for its reddish appearance, is often referred to as the Red Planet.",
    "Jupiter, the largest planet in our solar system, has a prominent red spot.",
    "Saturn, famous for its rings, is sometimes mistaken for the Red Planet.",
]
CARD_SIMILARITIES = [0.3011, 0.6359, 0.4930, 0.4889]


@pytest.fixture(scope="module")
def reference(real_model_dir):
    from edge_export.runtime.reference import ReferenceEmbedder

    return ReferenceEmbedder(real_model_dir)


def test_model_card_similarities(reference):
    query = reference.embed([CARD_QUERY], "query").vectors
    documents = reference.embed(CARD_DOCUMENTS, "document").vectors
    np.testing.assert_allclose((query @ documents.T)[0], CARD_SIMILARITIES, atol=0.002)


def test_export_module_equals_reference_beyond_the_sliding_window(reference, real_model_dir, corpus_documents):
    from edge_export.embedding.model_def import load_module

    module = load_module(real_model_dir)
    long_text = "\n".join(page.text for _, doc in corpus_documents[:1] for page in doc.pages)[:6000]
    for text in ["Article 4.1 le toucher-jouer", long_text]:
        ids = np.array([reference.model_inputs([text], "document")[0].ids], dtype=np.int32)
        with torch.inference_mode():
            ours = module(torch.from_numpy(ids)).numpy()
        cos = float((ours * reference.run_ids(ids)).sum())
        assert cos > 0.99999, (ids.shape, cos)
    assert ids.shape[1] > module.sliding_window
