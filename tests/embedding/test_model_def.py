"""The export module equals the sentence-transformers reference (tiny random model of the same
architecture), across padding, batching and texts longer than the sliding window."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from edge_export.embedding.model_def import EmbeddingGemmaModule, additive_masks, load_module
from edge_export.runtime.reference import ReferenceEmbedder

TEXTS = ["Article 4.1 le toucher-jouer", "court", "Le joueur doit noter ses coups. " * 12]


@pytest.fixture(scope="module")
def module(tiny_model_dir) -> EmbeddingGemmaModule:
    return load_module(tiny_model_dir)


@pytest.fixture(scope="module")
def reference(tiny_model_dir) -> ReferenceEmbedder:
    return ReferenceEmbedder(tiny_model_dir)


def run(module, ids: np.ndarray) -> np.ndarray:
    with torch.inference_mode():
        return module(torch.from_numpy(ids)).numpy()


def test_module_matches_reference_unpadded_and_padded(module, reference):
    for text in TEXTS:
        ids = np.array([reference.model_inputs([text], "document")[0].ids], dtype=np.int32)
        expected = reference.run_ids(ids)
        assert ids.shape[1] > module.sliding_window or text != TEXTS[2]
        np.testing.assert_allclose(run(module, ids), expected, atol=2e-5)
        padded = np.pad(ids, ((0, 0), (0, 256 - ids.shape[1])))
        np.testing.assert_allclose(run(module, padded), expected, atol=2e-5)


def test_sliding_window_mask_is_bidirectional_and_exclusive():
    valid = torch.tensor([[True] * 6 + [False] * 2])
    masks = additive_masks(valid, sliding_window=2, dtype=torch.float32)
    sliding = masks["sliding_attention"][0, 0] == 0
    full = masks["full_attention"][0, 0] == 0
    assert full[:, :6].all() and not full[:, 6:].any(), "padded keys are masked in every layer"
    for q in range(8):
        for k in range(8):
            assert bool(sliding[q, k]) == (abs(q - k) < 2 and k < 6)


def test_attention_mask_argument_matches_derived_mask(module, reference):
    ids = np.array([reference.model_inputs(["court"], "query")[0].ids + [0] * 5], dtype=np.int32)
    with torch.inference_mode():
        derived = module(torch.from_numpy(ids)).numpy()
        given = module(torch.from_numpy(ids).long(), torch.from_numpy((ids != 0).astype(np.int64))).numpy()
    np.testing.assert_allclose(derived, given, atol=1e-6)
    assert np.allclose(np.linalg.norm(derived, axis=1), 1.0, atol=1e-5)
