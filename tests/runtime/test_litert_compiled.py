"""LiteRT's CompiledModel path with XNNPACK's weight cache (the `litert` back-end's default) on the tiny
model's bundled int8 file: the same vectors as the Interpreter path, a cache file written once, reused,
and rebuilt when it no longer matches what was written or when the artifact changes."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from edge_export.runtime import open_embedder
from edge_export.runtime.weight_cache import weight_cache_for

TEXTS = ["Quelle est la cadence minimale ?", "Le toucher-jouer : le joueur qui touche une pièce doit la jouer. " * 8]


@pytest.fixture(scope="module")
def artifact(tiny_bundle):
    return next(tiny_bundle.glob("*.tflite")), tiny_bundle / "sentencepiece.model"


def _with_dir(model, tokenizer, cache_dir):
    from edge_export.runtime.litert import LiteRTEmbedder

    return LiteRTEmbedder(model, tokenizer_path=tokenizer, threads=1, api="compiled", weight_cache_dir=cache_dir)


def test_compiled_and_interpreter_give_the_same_vectors(artifact, tmp_path):
    model, tokenizer = artifact
    compiled = _with_dir(model, tokenizer, tmp_path)
    interpreter = open_embedder("litert", model, tokenizer_path=tokenizer, threads=1, litert_api="interpreter")
    assert compiled.signatures == interpreter.signatures and compiled.seq_lens == interpreter.seq_lens
    for kind in ("query", "document"):
        np.testing.assert_array_equal(compiled.embed(TEXTS, kind).vectors, interpreter.embed(TEXTS, kind).vectors)


def test_cache_written_once_then_reused(artifact, tmp_path):
    first = _with_dir(*artifact, tmp_path)
    cache = first.session.weight_cache
    assert not first.session.cache_reused and cache.path.stat().st_size > 0 and cache.is_trusted()
    written = cache.describe()
    again = _with_dir(*artifact, tmp_path)
    assert again.session.cache_reused and cache.describe() == written
    np.testing.assert_array_equal(again.embed(TEXTS, "query").vectors, first.embed(TEXTS, "query").vectors)


def test_truncated_or_unrecorded_cache_is_rebuilt(artifact, tmp_path):
    cache = _with_dir(*artifact, tmp_path).session.weight_cache
    size = cache.path.stat().st_size
    with open(cache.path, "r+b") as fh:
        fh.truncate(size // 2)
    rebuilt = _with_dir(*artifact, tmp_path)
    assert not rebuilt.session.cache_reused and cache.path.stat().st_size == size and cache.is_trusted()
    cache.sidecar.unlink()  # a file nobody recorded (e.g. left by a killed process) is not trusted either
    assert not _with_dir(*artifact, tmp_path).session.cache_reused


def test_another_artifact_gets_its_own_cache(artifact, tmp_path, tiny_model_dir):
    from edge_export.export.tflite import export_tflite

    other = export_tflite(tiny_model_dir, tmp_path / "fp32", recipe="fp32", validate=False).path
    a = _with_dir(*artifact, tmp_path / "caches")
    b = _with_dir(other, artifact[1], tmp_path / "caches")
    assert a.session.weight_cache.path != b.session.weight_cache.path and not b.session.cache_reused
    assert a.session.weight_cache.is_trusted() and b.session.weight_cache.is_trusted()
    copy = tmp_path / "copy.tflite"
    shutil.copy(artifact[0], copy)  # same bytes elsewhere: the same cache (keyed by SHA-256, not path)
    assert _with_dir(copy, artifact[1], tmp_path / "caches").session.cache_reused


def test_cache_name_carries_the_runtime_version(tmp_path):
    cache = weight_cache_for("ab" * 32, tmp_path)
    assert cache.path.name.startswith("ab" * 16) and "-litert" in cache.path.name


def test_the_test_session_keeps_its_caches_out_of_the_users(tmp_path):
    import os

    from edge_export.paths import cache_root

    cache = weight_cache_for("cd" * 32)
    assert cache.path.parent == Path(os.environ["EDGE_EXPORT_XNNPACK_CACHE"])
    assert cache_root() not in cache.path.parents


def test_a_model_rewritten_in_place_is_hashed_again(artifact, tmp_path, tiny_model_dir):
    # The cache key (the artifact's SHA-256) is remembered by the file's stat, never by its path alone:
    # other bytes at the same path must not be handed the first file's packed weights.
    from edge_export.export.tflite import export_tflite

    other = export_tflite(tiny_model_dir, tmp_path / "fp32", recipe="fp32", validate=False).path
    moving = tmp_path / "model.tflite"
    shutil.copy(artifact[0], moving)
    first = _with_dir(moving, artifact[1], tmp_path / "caches").session.weight_cache.path
    assert _with_dir(moving, artifact[1], tmp_path / "caches").session.weight_cache.path == first
    shutil.copy(other, moving)
    assert _with_dir(moving, artifact[1], tmp_path / "caches").session.weight_cache.path != first
