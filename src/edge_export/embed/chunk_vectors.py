"""Chunk vectors for the bundle: cached, resumable, on one or several processes, or on a Ray cluster.

Only the chunks the cache lacks are embedded, in batches committed to the cache as they finish, so a
killed run loses at most the batches in flight. Executor "local": with `workers` > 1 each worker process
opens its own
embedder with `threads` threads; on this project's 2-core machine two 1-thread LiteRT interpreters
beat one 2-thread interpreter (benchmarks/bench_embed_stage.py, BENCHMARKS.md), since the batch-1
signatures leave a second XNNPACK thread idle much of the time. Executor "ray" (embed/ray_pool.py):
`workers` actors of `threads` CPUs each, on the cluster at `ray_address` or a local one.
"""

from __future__ import annotations

import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path

import numpy as np

from ..embedding.prompts import prompt_for
from ..errors import EdgeExportError
from ..hashing import sha256_file, text_key
from ..runtime import open_embedder
from ..runtime.reference import MATRYOSHKA_DIMS, to_dims
from .cache import VectorCache

BATCH_SIZE = 16
EXECUTORS = ("local", "ray")


@dataclass
class ChunkVectors:
    vectors: np.ndarray  # [N, dims] float32, L2-normalised, corpus order
    computed: int  # embedded in this run
    reused: int  # taken from the cache
    truncated: int  # of the computed, texts cut to the longest signature
    seconds: float  # wall time of the embedding (not the cache look-up)


def group_by(values: list[str]) -> dict[str, list[int]]:
    """Positions of each distinct value, in first-seen order (e.g. the chunks sharing one prompt)."""
    groups: dict[str, list[int]] = {}
    for i, value in enumerate(values):
        groups.setdefault(value, []).append(i)
    return groups


def look_up(cache: VectorCache, keys: list[str], prompts: list[str], cache_prompt=lambda prompt: prompt):
    """({position: vector} the cache holds, under `cache_prompt` of each position's prompt; the positions
    it lacks, ascending)."""
    found: dict[int, np.ndarray] = {}
    missing: list[int] = []
    for prompt, members in group_by(prompts).items():
        cached = cache.get_many((keys[i] for i in members), cache_prompt(prompt))
        found.update({i: cached[keys[i]] for i in members if keys[i] in cached})
        missing += [i for i in members if keys[i] not in cached]
    return found, sorted(missing)


def prompt_batches(positions: list[int], prompts: list[str], size: int) -> list[list[int]]:
    """`positions` in order, cut into batches of at most `size` that share one prompt (a batch is
    embedded with one prompt)."""
    batches: list[list[int]] = []
    for i in positions:
        if batches and len(batches[-1]) < size and prompts[batches[-1][0]] == prompts[i]:
            batches[-1].append(i)
        else:
            batches.append([i])
    return batches


def artifact_fingerprint(backend: str, artifact, tokenizer_path=None) -> str:
    """The cache's artifact key: the checkpoint weights' SHA-256 for the reference; else the file's and, after a
    "+", the tokenizer's it reads (`tokenizer_path`, else the one found beside it): one model file read through a
    re-splitting or a stock tokenizer gives different vectors."""
    path = Path(artifact)
    if path.is_dir():
        return sha256_file(path / "model.safetensors")
    from ..runtime.artifact_files import find_tokenizer, read_artifact_metadata

    return f"{sha256_file(path)}+{sha256_file(find_tokenizer(path, tokenizer_path, read_artifact_metadata(path)))}"


_worker_embedder = None


def _embed_in_worker(opening: tuple, texts: list[str], kind: str, prompt: str):
    """Runs in a worker process. The embedder is opened by the first task rather than by a pool
    initializer: an error there (a bad artifact) then comes back as itself, not as a broken pool."""
    global _worker_embedder
    if _worker_embedder is None:
        backend, artifact, tokenizer_path, threads = opening
        _worker_embedder = open_embedder(backend, artifact, tokenizer_path=tokenizer_path, threads=threads)
    result = _worker_embedder.embed(texts, kind, prompt=prompt)
    return result.vectors, result.truncated


def _run_pool(batches, chunks, kind, prompts, opening, workers: int, store) -> int:
    """Embed `batches` on `workers` processes, storing each as it finishes; on the first failure the
    queued batches are cancelled (the finished ones are already stored) and the error is raised."""
    truncated = 0
    pool = ProcessPoolExecutor(workers, mp_context=get_context("spawn"))
    try:
        futures = {pool.submit(_embed_in_worker, opening, [chunks[i]["text"] for i in b], kind, prompts[b[0]]): b
                   for b in batches}
        for future in as_completed(futures):
            vectors, cut = future.result()
            truncated += cut
            store(futures[future], vectors)
    except BrokenProcessPool as exc:
        raise EdgeExportError(f"{opening[1]}: an embedding worker process died ({exc}); "
                              "rerun to resume from the cached batches") from None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return truncated


def embed_chunks(chunks: list[dict], backend: str, artifact, *, cache_path, dims: int = 768, kind: str = "document",
                 prompts: list[str] | None = None, tokenizer_path=None, workers: int = 1, threads: int | None = None,
                 batch_size: int = BATCH_SIZE, progress: bool = False, executor: str = "local",
                 ray_address: str = "") -> ChunkVectors:
    """`prompts`: one prompt per chunk (e.g. the document prompt with each chunk's title); default: the
    prompt of `kind` for all. Vectors are cached per (text, artifact, prompt, dims)."""
    from tqdm import tqdm

    if executor not in EXECUTORS:
        raise EdgeExportError(f"executor {executor!r}: choose one of {', '.join(EXECUTORS)}")
    if executor == "ray":
        from .ray_pool import require_ray

        require_ray()  # the install hint before any work
    if dims not in MATRYOSHKA_DIMS:  # before any work, not on the first batch
        raise EdgeExportError(f"dims {dims}: EmbeddingGemma's Matryoshka widths are {', '.join(map(str, MATRYOSHKA_DIMS))}")
    if prompts is not None and len(prompts) != len(chunks):
        raise ValueError(f"{len(prompts)} prompts for {len(chunks)} chunks")
    prompts = prompts if prompts is not None else [prompt_for(kind)] * len(chunks)
    # By text, not chunk id: a chunk whose id changed (its PDF changed elsewhere, a document was renumbered)
    # but whose text and prompt did not is not embedded again.
    keys = [text_key(c["text"]) for c in chunks]
    with VectorCache(cache_path, artifact_sha256=artifact_fingerprint(backend, artifact, tokenizer_path),
                     dims=dims) as cache:
        found, missing = look_up(cache, keys, prompts)
        batches = prompt_batches(missing, prompts, batch_size)
        truncated = 0
        started = time.perf_counter()
        with tqdm(total=len(chunks), initial=len(chunks) - len(missing), disable=not progress, unit="chunk",
                  desc=f"embed ({backend}, {workers} {'actors' if executor == 'ray' else 'proc'})") as bar:

            def store(batch: list[int], vectors: np.ndarray) -> None:
                vectors = to_dims(vectors, dims)
                cache.put_many([keys[i] for i in batch], vectors, prompts[batch[0]])
                found.update(zip(batch, vectors))
                bar.update(len(batch))

            opening = (backend, str(artifact), tokenizer_path, threads)
            if batches and executor == "ray":
                from .ray_pool import run_on_ray

                truncated = run_on_ray(batches, [c["text"] for c in chunks], [c.get("id", k) for c, k in zip(chunks, keys)],
                                       kind, prompts, opening, workers, store, ray_address)
            elif batches and workers > 1:
                truncated = _run_pool(batches, chunks, kind, prompts, opening, workers, store)
            elif batches:
                embedder = open_embedder(backend, artifact, tokenizer_path=tokenizer_path, threads=threads)
                for batch in batches:
                    result = embedder.embed([chunks[i]["text"] for i in batch], kind, prompt=prompts[batch[0]])
                    truncated += result.truncated
                    store(batch, result.vectors)
        seconds = time.perf_counter() - started
    vectors = np.vstack([found[i] for i in range(len(chunks))]) if chunks else np.zeros((0, dims), np.float32)
    return ChunkVectors(vectors, len(missing), len(chunks) - len(missing), truncated, seconds)
