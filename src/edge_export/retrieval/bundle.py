"""A bundle opened for search: its manifest, chunk citations, vectors (as the phone holds them), the FTS
file when present, and the bundled artifact + tokenizer as the query embedder (opened on first use)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..db.reader import open_db, read_vectors
from ..errors import InputError
from .topk import VectorIndex

MANIFEST = "manifest.json"


@dataclass(frozen=True)
class ChunkRef:
    """One chunk's citation: what a result shows the user."""

    row: int  # chunks.row: the key of vectors, rag_vector_store and the FTS index
    id: str
    chunk_id: str  # content-addressed: what vector caches are keyed by
    document: str  # the PDF's file name
    page: int
    line_from: int
    line_to: int
    section: str | None
    text: str
    title: str | None = None  # the document's title (documents.title), what its document prompt carried
    page_label: str | None = None  # the page number as printed (chunks.page_label), when the PDF labels pages


@dataclass
class Bundle:
    path: Path
    manifest: dict
    chunks: list[ChunkRef]  # in row order; chunks[i].row == rows[i]
    rows: np.ndarray  # [N] int64
    vectors: np.ndarray  # [N, dims] float32 as stored (int8 dequantised)
    index: VectorIndex
    fts_path: Path | None
    threads: int | None = None
    _embedder: object = field(default=None, repr=False)

    @property
    def artifact(self) -> Path:
        return self.path / self.manifest["model"]["file"]

    @property
    def tokenizer_path(self) -> Path:
        return self.path / self.manifest["tokenizer"]["file"]

    @property
    def dims(self) -> int:
        return self.vectors.shape[1]

    def document_prompts(self) -> list[str]:
        """The document prompt each chunk's vector was embedded with: its title slot filled as the manifest's
        title source says (bundles older than `prompts.title`: none)."""
        from ..embedding.prompts import document_prompts

        return document_prompts(self.manifest["prompts"].get("title", "none"), [c.title for c in self.chunks],
                                [c.section for c in self.chunks])

    def embedder(self):
        """The bundled artifact with the bundled tokenizer (the phone's query path), opened once."""
        if self._embedder is None:
            from ..runtime import open_embedder

            self._embedder = open_embedder("litert", self.artifact, tokenizer_path=self.tokenizer_path,
                                           threads=self.threads)
        return self._embedder

    def file(self, role: str) -> Path:
        """The bundle file of a manifest role (corpus_db, fts_db, model, tokenizer, chunks_text)."""
        entry = next((f for f in self.manifest["files"] if f["role"] == role), None)
        if entry is None:
            raise InputError(self.path / MANIFEST, f"lists no {role} file")
        return self.path / entry["path"]

    def row_positions(self, rows) -> np.ndarray:
        """Positions in `chunks` of chunk rows (e.g. FTS rowids); rows not in the bundle are dropped."""
        rows = np.asarray(list(rows), dtype=np.int64)
        pos = np.searchsorted(self.rows, rows)
        ok = (pos < len(self.rows)) & (self.rows[np.minimum(pos, len(self.rows) - 1)] == rows)
        return pos[ok]


def read_manifest(path: str | Path) -> dict:
    """A bundle folder's manifest; InputError when there is none or it is not JSON."""
    path = Path(path)
    manifest_path = path / MANIFEST
    if not manifest_path.is_file():
        raise InputError(path, "not a bundle (no manifest.json); build one with `edge-export bundle`")
    try:
        return json.loads(manifest_path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise InputError(manifest_path, f"not valid JSON ({exc})") from None


def open_bundle(path: str | Path, *, threads: int | None = None, prefilter: bool | None = None) -> Bundle:
    """Read a bundle folder for search; InputError naming the file when a part is missing or unreadable."""
    path = Path(path)
    manifest_path = path / MANIFEST
    manifest = read_manifest(path)
    by_role = {f["role"]: path / f["path"] for f in manifest.get("files", [])}
    if "corpus_db" not in by_role:
        raise InputError(manifest_path, "lists no corpus_db file")
    conn = open_db(by_role["corpus_db"])
    try:
        chunks, rows, vectors = _read_chunks_and_vectors(conn, by_role["corpus_db"])
    finally:
        conn.close()
    fts = by_role.get("fts_db")
    index = VectorIndex(vectors, prefilter=prefilter)
    return Bundle(path, manifest, chunks, rows, vectors, index, fts if fts and fts.is_file() else None, threads)


def _column_or_null(conn, table: str, column: str, expression: str) -> str:
    """`expression` where the bundle's schema has `table.column`, else NULL (an older schema)."""
    return expression if any(col[1] == column for col in conn.execute(f"PRAGMA table_info({table})")) else "NULL"


def _read_chunks_and_vectors(conn, db_path: Path):
    """Citations and vectors in row order. Stored int8 vectors come back dequantised (db.reader's one
    decoding rule); the index then bounds their rounding like any float vector's, so top-k stays exact."""
    # Schema 1 had no documents.title: such a bundle's chunks have no title (their prompt carried none).
    # Schema 2 had no chunks.page_label.
    title = _column_or_null(conn, "documents", "title", "d.title")
    label = _column_or_null(conn, "chunks", "page_label", "c.page_label")
    chunks = [ChunkRef(*row) for row in conn.execute(
        f"SELECT c.row, c.id, c.chunk_id, d.source, c.page, c.line_from, c.line_to, c.section, c.text, {title}, "
        f"{label} FROM chunks c JOIN documents d ON d.id = c.document ORDER BY c.row")]
    try:
        vector_rows, vectors = read_vectors(conn)
    except (KeyError, ValueError) as exc:
        raise InputError(db_path, f"unreadable vectors ({exc})") from None
    rows = np.array([c.row for c in chunks], dtype=np.int64)
    if vector_rows.tolist() != rows.tolist():
        raise InputError(db_path, "the vectors table does not hold exactly one vector per chunk")
    return chunks, rows, vectors
