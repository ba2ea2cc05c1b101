"""The embed stage on a Ray cluster: batches to a pool of actors, results stored by the driver as they arrive.

Each actor opens the artifact once (LiteRT, `threads` threads) after checking its SHA-256 against the
driver's. A node that does not see the driver's files (no shared storage) gets them through Ray's object
store and keeps a verified copy in its cache, so the cluster recipe needs only edge-export installed on
every node. The driver commits each batch to the vector cache when it arrives: a failed or killed job
resumes from the cache. Ray is optional (`pip install 'edge-export[ray]'`); the local executor stays the
default.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import EdgeExportError
from ..hashing import sha256_file
from ..paths import cache_root

INSTALL_HINT = "executor = ray needs Ray: pip install 'edge-export[ray]'"
IN_FLIGHT_PER_ACTOR = 2  # one batch running, one queued: the actor never waits on the driver


def require_ray():
    """The `ray` module, or an EdgeExportError with the install hint (raised before any work)."""
    try:
        import ray
    except ImportError:
        raise EdgeExportError(INSTALL_HINT) from None
    return ray


def connect(address: str) -> bool:
    """Join the cluster at `address`, or start a local one when it is empty; True when this call connected
    (so the caller disconnects), False when the process was already connected (a test's session cluster)."""
    ray = require_ray()
    if ray.is_initialized():
        return False
    import logging

    check_reachable(address)
    try:
        ray.init(address=address or None, include_dashboard=False, logging_level=logging.WARNING,
                 log_to_driver=False, configure_logging=True)
    except ConnectionError as exc:
        raise EdgeExportError(f"ray_address {address!r}: cannot join the Ray cluster ({exc})") from None
    return True


def check_reachable(address: str, timeout_s: float = 10) -> None:
    """A "host:port" or "ray://host:port" address answers within `timeout_s`, else a named error at once
    (ray.init would retry for minutes). "auto" and the empty address (a local cluster) pass."""
    import socket

    host, sep, port = address.removeprefix("ray://").rpartition(":")
    if not sep or not port.isdigit():
        return
    try:
        socket.create_connection((host, int(port)), timeout=timeout_s).close()
    except OSError as exc:
        raise EdgeExportError(f"ray_address {address!r}: nothing answers at {host}:{port} ({exc}); start the "
                              "cluster's head with `ray start --head` or fix the address") from None


def verified_copy(path: str, sha256: str, fetch_bytes, cache_dir: Path | None = None) -> Path:
    """`path` when this node sees it with the expected SHA-256, else a copy from `fetch_bytes()` (the
    driver's bytes through the object store) kept in the cache as `<sha256><suffix>` and verified."""
    local = Path(path)
    if local.is_file() and sha256_file(local) == sha256:
        return local
    copy = (cache_dir or cache_root() / "ray-files") / f"{sha256}{local.suffix}"
    if copy.is_file() and sha256_file(copy) == sha256:
        return copy
    from ..atomic import write_bytes_atomic

    write_bytes_atomic(copy, fetch_bytes())
    if sha256_file(copy) != sha256:
        copy.unlink()
        raise EdgeExportError(f"{path}: the copy received from the driver does not match its SHA-256 {sha256}")
    return copy


class EmbedActor:
    """One embedder per actor process, opened by the first batch (an error there comes back as itself)."""

    def __init__(self, backend: str, files: dict, threads: int | None):
        self.backend, self.files, self.threads = backend, files, threads
        self.embedder = None

    def embed(self, texts: list[str], kind: str, prompt: str):
        if self.embedder is None:
            from ..runtime import open_embedder

            ray = require_ray()
            paths = {role: verified_copy(path, sha, lambda ref=ref: ray.get(ref[0]))
                     for role, (path, sha, ref) in self.files.items()}
            self.embedder = open_embedder(self.backend, paths["artifact"], tokenizer_path=paths.get("tokenizer"),
                                          threads=self.threads)
        result = self.embedder.embed(texts, kind, prompt=prompt)
        return result.vectors, result.truncated

    def pid(self) -> int:
        return os.getpid()


def run_on_ray(batches: list[list[int]], texts: list[str], names: list[str], kind: str, prompts: list[str],
               opening: tuple, workers: int, store, address: str = "") -> int:
    """Embed `batches` (positions into `texts`) on `workers` Ray actors of `threads` CPUs each, calling
    `store(batch, vectors)` in the driver as each arrives; returns the count of truncated texts. A worker
    that dies is a named error naming its batch's first chunk (`names`: the chunks' readable ids); the
    batches stored before it stay stored."""
    ray = require_ray()
    backend, artifact, tokenizer_path, threads = opening
    started_here = connect(address)
    try:
        files = {"artifact": _shared(ray, artifact)}
        if tokenizer_path is not None:
            files["tokenizer"] = _shared(ray, tokenizer_path)
        actor_class = ray.remote(num_cpus=threads or 1, max_restarts=0, max_task_retries=0)(EmbedActor)
        actors = [actor_class.options(name=f"edge-export-embed-{os.getpid()}-{i}", namespace="edge-export")
                  .remote(backend, files, threads) for i in range(max(1, min(workers, len(batches))))]
        try:
            return _drain(ray, actors, batches, texts, names, kind, prompts, artifact, store)
        finally:
            for actor in actors:
                ray.kill(actor)
    finally:
        if started_here:
            ray.shutdown()


def _shared(ray, path) -> tuple:
    """(path, SHA-256, [object ref of the bytes]): the ref in a list so Ray does not fetch it for nodes
    that see the path."""
    path = Path(path)
    return str(path), sha256_file(path), [ray.put(path.read_bytes())]


def _drain(ray, actors, batches, texts, names, kind, prompts, artifact, store) -> int:
    queue = list(reversed(batches))
    pending: dict = {}  # object ref → (actor, batch)
    truncated = 0

    def submit(actor) -> None:
        if queue:
            batch = queue.pop()
            ref = actor.embed.remote([texts[i] for i in batch], kind, prompts[batch[0]])
            pending[ref] = (actor, batch)

    for actor in actors:
        for _ in range(IN_FLIGHT_PER_ACTOR):
            submit(actor)
    while pending:
        [ref], _ = ray.wait(list(pending), num_returns=1)
        actor, batch = pending.pop(ref)
        try:
            vectors, cut = ray.get(ref)
        except ray.exceptions.RayTaskError as exc:
            if isinstance(exc.cause, EdgeExportError):
                raise exc.cause from None
            raise EdgeExportError(f"{artifact}: embedding the batch from chunk {names[batch[0]]} failed on a Ray "
                                  f"worker: {exc.cause!r}") from None
        except ray.exceptions.RayActorError as exc:
            raise EdgeExportError(f"{artifact}: a Ray worker died while embedding the batch from chunk "
                                  f"{names[batch[0]]} ({type(exc).__name__}); rerun to resume from the cached "
                                  "batches") from None
        truncated += cut
        store(batch, vectors)
        submit(actor)
    return truncated
