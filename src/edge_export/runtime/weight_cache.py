"""XNNPACK's weight cache for LiteRT's CompiledModel: the packed weights written once to a file and
memory-mapped afterwards, so they are clean file-backed pages the OS can drop, not private memory.

One file per (artifact SHA-256, ai-edge-litert version) in `<edge-export cache>/xnnpack/` (or
`$EDGE_EXPORT_XNNPACK_CACHE`: the test suite points it at a temporary folder). A sidecar
`.json` records the cache file's size, mtime and the SHA-256 of its first 64 KiB as written; a cache
file that does not match its sidecar (truncated, overwritten, left half-written by a killed process)
or has none is deleted and rebuilt, never handed to XNNPACK. Building is serialised by a lock file,
so two embed workers starting together do not write one file at once.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ..atomic import write_json_atomic
from ..hashing import sha256_file_remembered
from ..paths import cache_root

HEAD_BYTES = 65536
ENV_FOLDER = "EDGE_EXPORT_XNNPACK_CACHE"


def litert_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("ai-edge-litert")
    except PackageNotFoundError:
        return "unknown"


@dataclass(frozen=True)
class WeightCache:
    path: Path

    @property
    def sidecar(self) -> Path:
        return self.path.with_name(self.path.name + ".json")

    @property
    def lock(self) -> Path:
        return self.path.with_name(self.path.name + ".lock")

    def describe(self) -> dict:
        stat = self.path.stat()
        with open(self.path, "rb") as fh:
            head = hashlib.sha256(fh.read(HEAD_BYTES)).hexdigest()
        return {"bytes": stat.st_size, "mtime_ns": stat.st_mtime_ns, "head_sha256": head}

    def is_trusted(self) -> bool:
        """The cache file exists and is exactly what was recorded when it was written."""
        if not self.path.is_file() or not self.sidecar.is_file():
            return False
        try:
            recorded = json.loads(self.sidecar.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return False
        return recorded == self.describe()

    def discard(self) -> None:
        for path in (self.path, self.sidecar):
            path.unlink(missing_ok=True)

    def record(self) -> None:
        """After XNNPACK wrote the file: what a later load must find."""
        if self.path.is_file() and self.path.stat().st_size > 0:
            write_json_atomic(self.sidecar, self.describe())


def cache_folder(folder: Path | None = None) -> Path:
    folder = Path(folder or os.environ.get(ENV_FOLDER) or cache_root() / "xnnpack")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def artifact_sha256(artifact: Path, folder: Path | None = None) -> str:
    """The artifact's SHA-256 (the cache's key), remembered beside the caches by the file's stat: a model
    loaded again unchanged is not hashed again (187.7 MB: 0.16-0.46 s of every load here)."""
    return sha256_file_remembered(artifact, cache_folder(folder) / "artifact-sha256.json")


def weight_cache_for(sha256: str, folder: Path | None = None) -> WeightCache:
    return WeightCache(cache_folder(folder) / f"{sha256[:32]}-litert{litert_version()}.xnnpack_cache")


@contextmanager
def prepared(cache: WeightCache):
    """Hold the build lock while the model is compiled: an untrusted file is removed first (XNNPACK then
    writes a new one); on leaving, a newly written file is recorded. Yields whether it was reused."""
    with open(cache.lock, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            reused = cache.is_trusted()
            if not reused:
                cache.discard()
            yield reused
            if not reused:
                cache.record()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
