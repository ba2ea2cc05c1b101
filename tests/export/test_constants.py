"""The vocabulary remap searched beside the conversion and installed after it (tiny random-weight model
with its trained tokenizer; the real table's timing is in BENCHMARKS.md)."""

from __future__ import annotations

import json
import multiprocessing

import numpy as np
import pytest

from edge_export.embedding.model_def import load_module
from edge_export.embedding.vocab import restrict_module_vocab, select_vocab, with_nearest_fallback
from edge_export.errors import EdgeExportError
from edge_export.export import tflite, vocab_restriction
from edge_export.export.constants import replace_constant
from edge_export.export.tflite import convert_module
from edge_export.export.vocab_restriction import VocabRestriction
from edge_export.export.verify import VALIDATION_TEXTS


@pytest.fixture()
def vocab(tmp_path):
    corpus = tmp_path / "chunks.json"
    corpus.write_text(json.dumps({"chunks": [{"text": t} for t in VALIDATION_TEXTS]}), encoding="utf-8")
    return VocabRestriction(600, corpus, ("fr", "en"))


def test_the_remap_installed_after_conversion_gives_the_bytes_of_a_direct_conversion(vocab, tiny_model_dir):
    tokenizer = tiny_model_dir / "tokenizer.model"
    module = load_module(tiny_model_dir)
    pending = vocab.apply(module, tokenizer)
    patched = pending.install(convert_module(module, [32]))

    direct = load_module(tiny_model_dir)
    subset = select_vocab(tokenizer, vocab.budget, list(VALIDATION_TEXTS), vocab.languages)
    nearest = with_nearest_fallback(subset, direct.encoder.embed_tokens.weight.detach())
    assert (nearest.remap != subset.remap).any(), "the search changes some rows: the swap is visible"
    restrict_module_vocab(direct, nearest)
    assert patched == convert_module(direct, [32])
    assert not multiprocessing.active_children(), "the search process is gone"


def test_a_failed_conversion_stops_the_search(vocab, tiny_model_dir, tmp_path, monkeypatch):
    def fail(*args, **kwargs):
        raise RuntimeError("conversion failed")

    monkeypatch.setattr(tflite, "convert_module", fail)
    with pytest.raises(RuntimeError, match="conversion failed"):
        tflite.export_tflite(tiny_model_dir, tmp_path / "out", recipe="fp32", vocab=vocab)
    assert not multiprocessing.active_children()
    assert not list((tmp_path / "out").glob("*.tflite")) if (tmp_path / "out").exists() else True


def test_a_constant_not_found_exactly_once_is_refused(tiny_model_dir):
    content = convert_module(load_module(tiny_model_dir), [8])
    absent = np.arange(7, 7 + 1000, dtype=np.int32)
    with pytest.raises(EdgeExportError, match=r"^m\.tflite: the converted model holds its remap in 0 buffers, not 1; not written"):
        replace_constant(content, absent, absent[::-1].copy(), what="remap", name="m.tflite")
    with pytest.raises(ValueError, match="cannot replace"):
        replace_constant(content, absent, absent.astype(np.int64))


def test_a_search_process_that_dies_is_an_error_not_a_hang():
    """A search process that exits without sending (killed, out of memory) reads as EOF: a named error.
    The process exits on its own, so the test does not race a real search (the tiny one can finish
    before a kill lands)."""
    import os

    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=os._exit, args=(9,), daemon=True)
    process.start()
    sender.close()
    pending = vocab_restriction.PendingRemap(np.zeros(4, np.int32), process, receiver)
    with pytest.raises(EdgeExportError, match=r"^m\.tflite: the nearest-token search process died \(exit code 9\)"):
        pending.install(b"", "m.tflite")
    assert not multiprocessing.active_children()
