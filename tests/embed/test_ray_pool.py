"""The embed stage on a real local Ray cluster (started once per test run, 2 CPUs) with the tiny bundle's
LiteRT artifact: the same bytes as the local path, a killed worker named and resumed, Ray missing."""

from __future__ import annotations

import json
import sys

import numpy as np
import pytest

from edge_export.embed.cache import VectorCache
from edge_export.embed.chunk_vectors import embed_chunks
from edge_export.errors import EdgeExportError


@pytest.fixture(scope="module")
def shipped(tiny_bundle):
    manifest = json.loads((tiny_bundle / "manifest.json").read_text())
    return tiny_bundle / manifest["model"]["file"], tiny_bundle / manifest["tokenizer"]["file"]


@pytest.fixture
def chunks(small_corpus):
    return small_corpus["chunks"][:12]


def embed(chunks, shipped, cache, **kwargs):
    artifact, tokenizer = shipped
    return embed_chunks(chunks, "litert", artifact, cache_path=cache, tokenizer_path=tokenizer, threads=1, **kwargs)


def test_ray_actors_give_the_local_bytes(tmp_path, ray_cluster, shipped, chunks):
    local = embed(chunks, shipped, tmp_path / "local.sqlite", batch_size=4)
    remote = embed(chunks, shipped, tmp_path / "ray.sqlite", batch_size=4, workers=2, executor="ray")
    assert (remote.computed, remote.reused) == (len(chunks), 0)
    assert local.vectors.tobytes() == remote.vectors.tobytes()
    again = embed(chunks, shipped, tmp_path / "ray.sqlite", batch_size=4, workers=2, executor="ray")
    assert (again.computed, again.reused) == (0, len(chunks))


def test_a_killed_worker_is_named_and_the_rerun_resumes(tmp_path, ray_cluster, shipped, chunks, monkeypatch):
    cache = tmp_path / "cache.sqlite"
    real_put = VectorCache.put_many
    stored: list[str] = []

    def put_then_kill_the_workers(self, ids, vectors, prompt):
        real_put(self, ids, vectors, prompt)
        stored.extend(ids)
        if len(stored) == 1:  # after the first batch: the next batches go to dead actors
            for actor in ray_cluster.util.list_named_actors(all_namespaces=True):
                if actor["name"].startswith("edge-export-embed-"):
                    ray_cluster.kill(ray_cluster.get_actor(actor["name"], namespace=actor["namespace"]))

    monkeypatch.setattr(VectorCache, "put_many", put_then_kill_the_workers)
    with pytest.raises(EdgeExportError, match=r"a Ray worker died while embedding the batch from chunk FR-") as info:
        embed(chunks, shipped, cache, batch_size=1, workers=2, executor="ray")
    assert "rerun to resume" in str(info.value)
    monkeypatch.setattr(VectorCache, "put_many", real_put)
    resumed = embed(chunks, shipped, cache, batch_size=1, workers=2, executor="ray")
    assert resumed.reused == len(stored) >= 1 and resumed.computed == len(chunks) - len(stored)
    local = embed(chunks, shipped, tmp_path / "local.sqlite")
    assert local.vectors.tobytes() == resumed.vectors.tobytes()


def test_a_bad_artifact_comes_back_as_its_own_error(tmp_path, ray_cluster, shipped, chunks):
    from edge_export.errors import ArtifactError

    bad = tmp_path / "broken.tflite"
    bad.write_bytes(b"\0" * 64)
    with pytest.raises(ArtifactError, match="not a TFLite model"):
        embed(chunks, (bad, shipped[1]), tmp_path / "c.sqlite", workers=2, executor="ray")


def test_without_ray_the_install_hint_comes_before_any_work(tmp_path, shipped, chunks, monkeypatch):
    from edge_export.bundle.config import load_config
    from edge_export.errors import InputError

    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` now raises ImportError
    with pytest.raises(EdgeExportError, match=r"pip install 'edge-export\[ray\]'"):
        embed(chunks, shipped, tmp_path / "c.sqlite", executor="ray")
    assert not (tmp_path / "c.sqlite").exists()
    with pytest.raises(InputError, match=r"executor = ray needs Ray"):
        load_config(None, "x", overrides={"corpus_dir": str(tmp_path), "corpus": "FR", "executor": "ray"},
                    environ={})
    with pytest.raises(InputError, match=r"executor = 'spark': choose one of local, ray"):
        load_config(None, "x", overrides={"corpus_dir": str(tmp_path), "corpus": "FR"},
                    environ={"EDGE_EXPORT_EXECUTOR": "spark"})


def test_a_node_without_the_file_gets_a_verified_copy(tmp_path, shipped):
    from edge_export.embed.ray_pool import verified_copy
    from edge_export.hashing import sha256_file

    artifact = shipped[0]
    sha = sha256_file(artifact)
    assert verified_copy(str(artifact), sha, lambda: pytest.fail("fetched a file the node sees")) == artifact
    elsewhere = str(tmp_path / "on-the-driver" / artifact.name)
    copy = verified_copy(elsewhere, sha, artifact.read_bytes, cache_dir=tmp_path / "cache")
    assert copy.name == f"{sha}.tflite" and copy.read_bytes() == artifact.read_bytes()
    assert verified_copy(elsewhere, sha, lambda: pytest.fail("fetched again"), cache_dir=tmp_path / "cache") == copy
    with pytest.raises(EdgeExportError, match="does not match its SHA-256"):
        verified_copy(elsewhere, "0" * 64, lambda: b"other bytes", cache_dir=tmp_path / "cache")
    assert not (tmp_path / "cache" / f"{'0' * 64}.tflite").exists()


def test_an_address_where_nothing_answers_is_named_at_once():
    import socket

    from edge_export.embed.ray_pool import check_reachable

    with socket.socket() as closed:  # a port just freed: nothing listens there
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    with pytest.raises(EdgeExportError, match=rf"ray_address 'ray://127.0.0.1:{port}': nothing answers"):
        check_reachable(f"ray://127.0.0.1:{port}", timeout_s=2)
    check_reachable("auto")  # the local cluster's address: ray.init finds it or says so itself
