"""The vector cache: an SQLite file outside the bundle, keyed by (key, artifact SHA-256, prompt, dims); the key
is the text's (hashing.text_key) for chunks and questions, held in the column `chunk_id`, and the artifact's
the model file's and its tokenizer's (embed.chunk_vectors.artifact_fingerprint).

It makes the embed stage incremental and resumable: after one PDF changes only its chunks miss, and a
killed run keeps every batch it committed. A vector is stored as float32 little-endian; a row whose
size does not match its dims is treated as missing (and overwritten), never trusted.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Iterable

import numpy as np

from ..errors import InputError
from ..vector_bytes import f32_bytes, f32_from_bytes

_SCHEMA = """
CREATE TABLE IF NOT EXISTS vectors (
    chunk_id TEXT NOT NULL,
    artifact_sha256 TEXT NOT NULL,
    prompt TEXT NOT NULL,
    dims INTEGER NOT NULL,
    vector BLOB NOT NULL,
    PRIMARY KEY (chunk_id, artifact_sha256, prompt, dims)
) WITHOUT ROWID
"""


class VectorCache:
    """One artifact and width; each call names its prompt (a corpus whose chunks carry their own titled
    prompts is read and written through one connection)."""

    def __init__(self, path: str | Path, *, artifact_sha256: str, dims: int):
        self.path = Path(path)
        self.artifact_sha256 = artifact_sha256
        self.dims = dims
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.conn = sqlite3.connect(self.path)
        try:
            self.conn.execute("PRAGMA journal_mode = WAL")  # readers and a killed writer never corrupt it
            self.conn.execute(_SCHEMA)
            self.conn.commit()
        except sqlite3.DatabaseError as exc:
            self.conn.close()
            raise InputError(self.path, f"vector cache unusable ({exc}); delete it to rebuild") from None

    def get_many(self, chunk_ids: Iterable[str], prompt: str) -> dict[str, np.ndarray]:
        key = (self.artifact_sha256, prompt, self.dims)
        wanted = list(dict.fromkeys(chunk_ids))
        found: dict[str, np.ndarray] = {}
        for start in range(0, len(wanted), 500):  # stay under SQLite's bound-parameter limit
            part = wanted[start : start + 500]
            marks = ",".join("?" * len(part))
            for chunk_id, blob in self.conn.execute(
                f"SELECT chunk_id, vector FROM vectors WHERE artifact_sha256 = ? AND prompt = ? AND dims = ? "
                f"AND chunk_id IN ({marks})", (*key, *part)):
                if len(blob) == 4 * self.dims:
                    found[chunk_id] = f32_from_bytes(blob)
        return found

    def put_many(self, chunk_ids: list[str], vectors: np.ndarray, prompt: str) -> None:
        """Store one batch and commit it: what is committed survives a killed run."""
        key = (self.artifact_sha256, prompt, self.dims)
        if vectors.shape != (len(chunk_ids), self.dims):
            raise ValueError(f"{len(chunk_ids)} ids but vectors of shape {vectors.shape}, dims {self.dims}")
        with self.conn:
            self.conn.executemany(
                "INSERT OR REPLACE INTO vectors(chunk_id, artifact_sha256, prompt, dims, vector) VALUES (?, ?, ?, ?, ?)",
                [(cid, *key, f32_bytes(v)) for cid, v in zip(chunk_ids, vectors)])

    def close(self) -> None:
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
