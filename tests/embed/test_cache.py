"""The vector cache: keys, batches committed as they come, bad rows never trusted."""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from edge_export.embed.cache import VectorCache
from edge_export.errors import InputError


def test_hits_only_for_the_same_artifact_prompt_and_dims(tmp_path):
    path = tmp_path / "cache.sqlite"
    v = np.arange(6, dtype=np.float32).reshape(2, 3)
    with VectorCache(path, artifact_sha256="a", dims=3) as cache:
        cache.put_many(["c1", "c2"], v, "p")
    with VectorCache(path, artifact_sha256="a", dims=3) as cache:
        found = cache.get_many(["c2", "c1", "c3"], "p")
    assert set(found) == {"c1", "c2"} and np.array_equal(found["c2"], v[1])
    for artifact, prompt in (("b", "p"), ("a", "q")):
        with VectorCache(path, artifact_sha256=artifact, dims=3) as cache:
            assert cache.get_many(["c1"], prompt) == {}


def test_one_connection_serves_several_prompts_and_a_key_needs_one(tmp_path):
    path = tmp_path / "cache.sqlite"
    with VectorCache(path, artifact_sha256="a", dims=3) as cache:
        cache.put_many(["c1"], np.ones((1, 3), np.float32), "p")
        cache.put_many(["c1"], np.zeros((1, 3), np.float32), "q")
        assert np.array_equal(cache.get_many(["c1"], "p")["c1"], np.ones(3)) and cache.get_many(["c1"], "r") == {}
        with pytest.raises(TypeError, match="prompt"):
            cache.get_many(["c1"])
    with VectorCache(path, artifact_sha256="a", dims=3) as cache:  # the key outlives the connection
        assert np.array_equal(cache.get_many(["c1"], "q")["c1"], np.zeros(3))


def test_a_row_of_the_wrong_size_is_a_miss(tmp_path):
    path = tmp_path / "cache.sqlite"
    with VectorCache(path, artifact_sha256="a", dims=3) as cache:
        cache.put_many(["c1"], np.ones((1, 3), np.float32), "p")
    conn = sqlite3.connect(path)
    conn.execute("UPDATE vectors SET vector = ? WHERE chunk_id = 'c1'", (b"\0" * 8,))
    conn.commit()
    conn.close()
    with VectorCache(path, artifact_sha256="a", dims=3) as cache:
        assert cache.get_many(["c1"], "p") == {}


def test_shape_mismatch_is_refused(tmp_path):
    with VectorCache(tmp_path / "c.sqlite", artifact_sha256="a", dims=3) as cache:
        with pytest.raises(ValueError, match="dims 3"):
            cache.put_many(["c1"], np.ones((1, 4), np.float32), "p")


def test_a_file_that_is_not_a_cache_is_named(tmp_path):
    path = tmp_path / "c.sqlite"
    path.write_bytes(b"not sqlite at all" * 100)
    with pytest.raises(InputError, match="delete it to rebuild") as info:
        VectorCache(path, artifact_sha256="a", dims=3)
    assert str(path) in str(info.value)
