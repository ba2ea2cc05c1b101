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
    with VectorCache(path, artifact_sha256="a", prompt="p", dims=3) as cache:
        cache.put_many(["c1", "c2"], v)
    with VectorCache(path, artifact_sha256="a", prompt="p", dims=3) as cache:
        found = cache.get_many(["c2", "c1", "c3"])
    assert set(found) == {"c1", "c2"} and np.array_equal(found["c2"], v[1])
    for key in ({"artifact_sha256": "b", "prompt": "p", "dims": 3}, {"artifact_sha256": "a", "prompt": "q", "dims": 3}):
        with VectorCache(path, **key) as cache:
            assert cache.get_many(["c1"]) == {}


def test_a_call_may_name_its_own_prompt_and_a_key_needs_one(tmp_path):
    path = tmp_path / "cache.sqlite"
    with VectorCache(path, artifact_sha256="a", dims=3) as cache:
        cache.put_many(["c1"], np.ones((1, 3), np.float32), "p")
        cache.put_many(["c1"], np.zeros((1, 3), np.float32), "q")
        assert np.array_equal(cache.get_many(["c1"], "p")["c1"], np.ones(3)) and cache.get_many(["c1"], "r") == {}
        with pytest.raises(ValueError, match="needs a prompt"):
            cache.get_many(["c1"])
    with VectorCache(path, artifact_sha256="a", prompt="q", dims=3) as cache:  # the default key is the same key
        assert np.array_equal(cache.get_many(["c1"])["c1"], np.zeros(3))


def test_a_row_of_the_wrong_size_is_a_miss(tmp_path):
    path = tmp_path / "cache.sqlite"
    with VectorCache(path, artifact_sha256="a", prompt="p", dims=3) as cache:
        cache.put_many(["c1"], np.ones((1, 3), np.float32))
    conn = sqlite3.connect(path)
    conn.execute("UPDATE vectors SET vector = ? WHERE chunk_id = 'c1'", (b"\0" * 8,))
    conn.commit()
    conn.close()
    with VectorCache(path, artifact_sha256="a", prompt="p", dims=3) as cache:
        assert cache.get_many(["c1"]) == {}


def test_shape_mismatch_is_refused(tmp_path):
    with VectorCache(tmp_path / "c.sqlite", artifact_sha256="a", prompt="p", dims=3) as cache:
        with pytest.raises(ValueError, match="dims 3"):
            cache.put_many(["c1"], np.ones((1, 4), np.float32))


def test_a_file_that_is_not_a_cache_is_named(tmp_path):
    path = tmp_path / "c.sqlite"
    path.write_bytes(b"not sqlite at all" * 100)
    with pytest.raises(InputError, match="delete it to rebuild") as info:
        VectorCache(path, artifact_sha256="a", prompt="p", dims=3)
    assert str(path) in str(info.value)
