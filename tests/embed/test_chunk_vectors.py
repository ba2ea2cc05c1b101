"""Chunk vectors through the cache, on the tiny random-weight EmbeddingGemma (reference back-end, fp32)."""

from __future__ import annotations

import numpy as np
import pytest

from edge_export.embed.cache import VectorCache
from edge_export.embed.chunk_vectors import embed_chunks


@pytest.fixture
def chunks(small_corpus):
    return small_corpus["chunks"][:20]


def test_a_rerun_embeds_nothing_and_a_changed_chunk_alone(tmp_path, tiny_model_dir, chunks):
    cache = tmp_path / "cache.sqlite"
    first = embed_chunks(chunks, "reference", tiny_model_dir, cache_path=cache, batch_size=8)
    assert (first.computed, first.reused) == (len(chunks), 0)
    assert first.vectors.shape == (len(chunks), 768)
    assert np.allclose(np.linalg.norm(first.vectors, axis=1), 1, atol=1e-5)
    again = embed_chunks(chunks, "reference", tiny_model_dir, cache_path=cache, batch_size=8)
    assert (again.computed, again.reused) == (0, len(chunks))
    assert np.array_equal(again.vectors, first.vectors)
    changed = [dict(c) for c in chunks]
    changed[3] = {**changed[3], "chunk_id": "f" * 32, "text": changed[3]["text"] + " Modifié."}
    third = embed_chunks(changed, "reference", tiny_model_dir, cache_path=cache, batch_size=8)
    assert (third.computed, third.reused) == (1, len(chunks) - 1)
    assert not np.allclose(third.vectors[3], first.vectors[3])


def test_a_killed_run_resumes_from_its_committed_batches(tmp_path, tiny_model_dir, chunks, monkeypatch):
    cache = tmp_path / "cache.sqlite"
    real_put = VectorCache.put_many
    calls = []

    def put_then_die(self, ids, vectors, prompt=None):
        if len(calls) == 2:
            raise KeyboardInterrupt  # the user's ^C after two batches were committed
        calls.append(len(ids))
        real_put(self, ids, vectors, prompt)

    monkeypatch.setattr(VectorCache, "put_many", put_then_die)
    with pytest.raises(KeyboardInterrupt):
        embed_chunks(chunks, "reference", tiny_model_dir, cache_path=cache, batch_size=4)
    monkeypatch.setattr(VectorCache, "put_many", real_put)
    resumed = embed_chunks(chunks, "reference", tiny_model_dir, cache_path=cache, batch_size=4)
    assert resumed.reused == 8 and resumed.computed == len(chunks) - 8


def test_matryoshka_dims_truncate_and_renormalise(tmp_path, tiny_model_dir, chunks):
    full = embed_chunks(chunks, "reference", tiny_model_dir, cache_path=tmp_path / "c.sqlite")
    cut = embed_chunks(chunks, "reference", tiny_model_dir, cache_path=tmp_path / "c.sqlite", dims=256)
    assert cut.computed == len(chunks)  # another width is another cache key
    expected = full.vectors[:, :256] / np.linalg.norm(full.vectors[:, :256], axis=1, keepdims=True)
    assert np.allclose(cut.vectors, expected, atol=1e-6)


def test_two_worker_processes_give_the_single_process_vectors(tmp_path, tiny_model_dir, chunks):
    one = embed_chunks(chunks, "reference", tiny_model_dir, cache_path=tmp_path / "a.sqlite", batch_size=4)
    two = embed_chunks(chunks, "reference", tiny_model_dir, cache_path=tmp_path / "b.sqlite", batch_size=4,
                       workers=2, threads=1)
    assert two.computed == len(chunks)
    assert np.allclose(one.vectors, two.vectors, atol=1e-5)


def test_a_worker_error_comes_back_named(tmp_path, chunks, trained_tokenizer_path):
    from edge_export.errors import ArtifactError

    bad = tmp_path / "broken.tflite"
    bad.write_bytes(b"\0" * 64)
    with pytest.raises(ArtifactError, match="not a TFLite model") as info:
        embed_chunks(chunks, "litert", bad, cache_path=tmp_path / "c.sqlite", workers=2, threads=1,
                     tokenizer_path=trained_tokenizer_path)
    assert str(bad) in str(info.value)


def test_a_width_that_is_not_matryoshka_is_refused_before_any_work(tmp_path, tiny_model_dir, chunks):
    from edge_export.errors import EdgeExportError

    with pytest.raises(EdgeExportError, match="dims 300"):
        embed_chunks(chunks, "reference", tiny_model_dir, cache_path=tmp_path / "c.sqlite", dims=300)
    assert not (tmp_path / "c.sqlite").exists()


def test_per_chunk_prompts_embed_each_chunk_with_its_own_and_key_the_cache_by_it(tmp_path, tiny_model_dir, chunks):
    from edge_export.embedding.prompts import document_prompt
    from edge_export.runtime import open_embedder

    cache = tmp_path / "cache.sqlite"
    prompts = [document_prompt("Règlement A" if i % 3 else None) for i in range(len(chunks))]
    titled = embed_chunks(chunks, "reference", tiny_model_dir, cache_path=cache, prompts=prompts, batch_size=4,
                          workers=2, threads=1)
    embedder = open_embedder("reference", tiny_model_dir)
    expected = np.vstack([embedder.embed([c["text"]], "document", prompt=p).vectors for c, p in zip(chunks, prompts)])
    assert np.allclose(titled.vectors, expected, atol=1e-5)
    plain = embed_chunks(chunks, "reference", tiny_model_dir, cache_path=cache, batch_size=4)
    untitled = [i for i in range(len(chunks)) if i % 3 == 0]  # `title: none` = the plain document prompt
    assert (plain.computed, plain.reused) == (len(chunks) - len(untitled), len(untitled))
    assert not np.allclose(plain.vectors[1], titled.vectors[1])
    with pytest.raises(ValueError, match="prompts for"):
        embed_chunks(chunks, "reference", tiny_model_dir, cache_path=cache, prompts=prompts[:-1])


def test_the_cache_keys_the_tokenizer_the_model_reads(tmp_path, tiny_bundle, tiny_model_dir, chunks):
    """One model file read through the stock tokenizer or a restricted table's re-splitting one gives other vectors:
    a vector cached under one is never served for the other."""
    from edge_export.embedding.table_tokenizer import resplit_tokenizer

    model = next(tiny_bundle.glob("*.tflite"))
    stock = tiny_model_dir / "tokenizer.model"
    table = tmp_path / "table.tokenizer.model"
    table.write_bytes(resplit_tokenizer(stock.read_bytes(), np.arange(300)))  # most merges dropped
    cache, few = tmp_path / "cache.sqlite", chunks[:4]
    first = embed_chunks(few, "litert", model, cache_path=cache, tokenizer_path=stock, threads=1)
    again = embed_chunks(few, "litert", model, cache_path=cache, tokenizer_path=stock, threads=1)
    assert (first.computed, again.reused) == (4, 4)
    other = embed_chunks(few, "litert", model, cache_path=cache, tokenizer_path=table, threads=1)
    assert (other.computed, other.reused) == (4, 0)
    assert not np.allclose(other.vectors, first.vectors)
