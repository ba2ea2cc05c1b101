"""Vocabulary restriction: the smaller table gives the same vectors for covered text, a defined
fallback for the rest."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from edge_export.embedding.model_def import load_module
from edge_export.embedding.vocab import restrict_module_vocab, select_vocab
from edge_export.tokenizer import Tokenizer

CORPUS = ["Article 4.1 le toucher-jouer.", "La cadence Fischer est de 90 minutes."]


@pytest.fixture(scope="module")
def subset(tiny_model_dir):
    return select_vocab(tiny_model_dir / "tokenizer.model", budget=600, corpus_texts=CORPUS)


def test_subset_keeps_specials_bytes_and_corpus_tokens(subset, tiny_model_dir):
    tok = Tokenizer(tiny_model_dir / "tokenizer.model")
    assert subset.size == 600
    assert {0, 1, 2, 3} <= set(subset.keep.tolist())
    for text in CORPUS:
        assert subset.covers(tok.model_input(text).ids)
    assert subset.remap[subset.keep].tolist() == list(range(600))
    dropped = np.setdiff1d(np.arange(tok.vocab_size), subset.keep)
    assert dropped.size and (subset.remap[dropped] == subset.remap[subset.fallback_id]).all()


def test_restricted_module_matches_for_covered_text(subset, tiny_model_dir):
    tok = Tokenizer(tiny_model_dir / "tokenizer.model")
    full, small = load_module(tiny_model_dir), restrict_module_vocab(load_module(tiny_model_dir), subset)
    assert small.encoder.embed_tokens.weight.shape[0] == 600
    for text in CORPUS:
        ids = torch.tensor([tok.model_input(text).ids], dtype=torch.int32)
        with torch.inference_mode():
            torch.testing.assert_close(small(ids), full(ids), atol=1e-6, rtol=0)


def test_budget_below_what_the_corpus_needs_is_refused(tiny_model_dir):
    with pytest.raises(ValueError, match="budget"):
        select_vocab(tiny_model_dir / "tokenizer.model", budget=50, corpus_texts=CORPUS * 10)
