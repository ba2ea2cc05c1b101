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


def test_dense_head_is_one_layer_equal_to_the_checkpoints_two(module):
    """The head the module holds is the product of the checkpoint's two Dense layers (no activation between
    them), with and without biases; a Dense layer with an activation is refused, naming its config."""
    from torch import nn

    from edge_export.embedding.model_def import fold_dense_head

    assert [name for name, child in module.named_children() if isinstance(child, nn.Linear)] == ["dense"]
    torch.manual_seed(0)
    for bias in (False, True):
        first, second = nn.Linear(8, 24, bias=bias), nn.Linear(24, 6, bias=bias)
        x = torch.randn(5, 8)
        with torch.no_grad():
            np.testing.assert_allclose(fold_dense_head(first, second)(x).numpy(), second(first(x)).numpy(),
                                       rtol=1e-5, atol=1e-6)
        assert fold_dense_head(first, second).weight.shape == (6, 8)


def test_dense_layer_with_an_activation_is_refused(tiny_model_dir, tmp_path):
    import json
    import shutil

    from edge_export.errors import InputError

    copy = shutil.copytree(tiny_model_dir, tmp_path / "model")
    config = copy / "2_Dense" / "config.json"
    config.write_text(json.dumps({**json.loads(config.read_text()), "activation_function": "torch.nn.modules.activation.Tanh"}))
    with pytest.raises(InputError, match=r"2_Dense/config\.json: activation torch\.nn\.modules\.activation\.Tanh"):
        load_module(copy)
