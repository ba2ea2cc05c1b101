"""Read a corpus.db back: meta, and the SDK table as the SDK would (the vectors: db/vector_file.py)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np

from ..errors import InputError
from .vectors import decode_vf32


def open_db(path: str | Path) -> sqlite3.Connection:
    """Read-only connection; InputError when the file is missing or not an SQLite database."""
    path = Path(path)
    if not path.is_file():
        raise InputError(path, "no such database file")
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise InputError(path, f"not a readable SQLite database ({exc})") from None
    return conn


def read_meta(conn: sqlite3.Connection) -> dict[str, str]:
    return dict(conn.execute("SELECT key, value FROM meta ORDER BY key"))


def read_sdk_rows(conn: sqlite3.Connection, dims: int) -> list[tuple[int, str, np.ndarray]]:
    """(ROWID, text, vector) of rag_vector_store, decoded from its VF32 blobs."""
    return [(rowid, text, decode_vf32(blob, dims))
            for rowid, text, blob in conn.execute("SELECT ROWID, text, embeddings FROM rag_vector_store ORDER BY ROWID")]
