"""A bundle opened for search: its manifest, vectors.bin mapped (as the phone maps it), the chunk citations
read from corpus.db when a hit needs them, the FTS file when present, and the bundled artifact + tokenizer
as the query embedder (opened on first use). Nothing held grows with the corpus but the document names."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..bundle.files import checked_model, listed_files
from ..bundle.files import read_manifest as read_bundle_manifest
from ..db.reader import open_db
from ..db.vector_file import VectorFile, open_vector_file
from ..errors import InputError
from .topk import VectorIndex

MANIFEST = "manifest.json"
RECENT_CITATIONS = 4096  # citations kept after reading (a question's hits and the next few)
# What a damaged corpus.db may make the reader hold: a chunk is a few hundred tokens and a document name a file
# name, so anything longer is damage (the Java library's Bundle has the same limits).
MAX_TEXT_CHARS = 1_000_000
MAX_NAME_CHARS = 4096
# (position, type) of ChunkRef's fields as _select reads them: what a damaged row is refused for.
_CHUNK_TYPES = ((0, int), (1, str), (2, str), (3, str), (4, int), (5, int), (6, int), (8, str))


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


class Citations(Sequence):
    """Every chunk's citation in row order, read from corpus.db when asked for (one query per chunk, a few
    recent ones kept): a search reads its hits' only, so memory does not grow with the corpus. Iterating
    reads them all, in one query."""

    def __init__(self, db_path: Path, count: int):
        self._db_path = db_path
        self._count = count
        self._conn = None
        self._select_sql = ""
        self._recent: dict[int, ChunkRef] = {}

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, position):
        if isinstance(position, slice):
            return [self[i] for i in range(*position.indices(self._count))]
        position = int(position)
        if position < 0:
            position += self._count
        if not 0 <= position < self._count:
            raise IndexError(f"chunk position {position} of {self._count}")
        chunk = self._recent.get(position)
        if chunk is None:
            found = self._select("WHERE c.row = ?", (position + 1,))
            if not found:
                raise InputError(self._db_path, f"has no chunk of row {position + 1}")
            chunk = found[0]
            if chunk.row != position + 1:
                raise InputError(self._db_path, f"chunk of row {position + 1} reads as row {chunk.row!r}")
            if len(self._recent) >= RECENT_CITATIONS:
                self._recent.clear()
            self._recent[position] = chunk
        return chunk

    def __iter__(self):
        return iter(self._select("ORDER BY c.row", ()))

    def _select(self, where: str, params: tuple) -> list[ChunkRef]:
        if self._conn is None:
            self._conn = open_db(self._db_path)
            # Schema 1 had no documents.title: such a bundle's chunks have no title (their prompt carried none).
            # Schema 2 had no chunks.page_label. Looked up once: a search reads a citation per hit.
            title = _column_or_null(self._conn, "documents", "title", "d.title")
            label = _column_or_null(self._conn, "chunks", "page_label", "c.page_label")
            # Over-long strings are read as NULL (then refused): SQLite measures them without handing them over.
            self._select_sql = (f"SELECT c.row, c.id, c.chunk_id, {_bounded('d.source', MAX_NAME_CHARS)}, c.page, "
                                f"c.line_from, c.line_to, {_bounded('c.section', MAX_NAME_CHARS)}, "
                                f"{_bounded('c.text', MAX_TEXT_CHARS)}, {_bounded(title, MAX_NAME_CHARS)}, "
                                f"{_bounded(label, MAX_NAME_CHARS)} "
                                "FROM chunks c JOIN documents d ON d.id = c.document ")
        try:
            rows = self._conn.execute(self._select_sql + where, params).fetchall()
        except sqlite3.DatabaseError as exc:
            raise InputError(self._db_path, f"unreadable ({exc})") from None
        return [self._checked(row) for row in rows]

    def _checked(self, row: tuple) -> ChunkRef:
        """A citation once its fields are of their types (a damaged row is refused, naming its row)."""
        for at, kind in _CHUNK_TYPES:
            if not isinstance(row[at], kind):
                field_name = list(ChunkRef.__dataclass_fields__)[at]
                raise InputError(self._db_path, f"chunk of row {row[0]!r}: {field_name} is {type(row[at]).__name__}, "
                                                f"not {kind.__name__} (or over its length limit)")
        if any(row[at] is not None and not isinstance(row[at], str) for at in (7, 9, 10)):
            raise InputError(self._db_path, f"chunk of row {row[0]!r}: a section, title or page label that is not text")
        return ChunkRef(*row)


@dataclass
class Bundle:
    path: Path
    manifest: dict
    chunks: Citations  # in row order: chunks[i].row == i + 1
    vector_file: VectorFile  # mapped: the vectors, their sign codes, each row's (document, page), the moments
    index: VectorIndex
    documents: dict[int, str]  # documents.id → the PDF's file name
    fts_path: Path | None
    threads: int | None = None
    # Another model file for the queries (a .tflite, .onnx or .ort of the same model): what an app that runs it
    # embeds questions with (`edge-export parity --query-model`); None: the bundle's own model.
    query_model: Path | None = None
    _embedder: object = field(default=None, repr=False)

    @property
    def artifact(self) -> Path:
        return self.file("model")  # the manifest's model.file: open_bundle checked they are the same

    @property
    def tokenizer_path(self) -> Path:
        return self.file("tokenizer")

    @property
    def max_seq_len(self) -> int | None:
        """The longest signature's tokens (None: a model without fixed signatures): where a query is cut."""
        seq_lens = self.manifest["model"].get("seq_lens")
        return max(seq_lens) if seq_lens else None

    @property
    def dims(self) -> int:
        return self.vector_file.dims

    @property
    def rows(self) -> np.ndarray:
        """[N] int64: chunks.row of each position (1..N)."""
        return np.arange(1, len(self.chunks) + 1, dtype=np.int64)

    @property
    def vectors(self) -> np.ndarray:
        """[N, dims] float32 as stored (int8 dequantised: a copy; float32: the mapped file)."""
        return self.index.vectors

    def page_of(self, position: int) -> tuple[str, int]:
        """(document file name, page) of a position, from the mapped file (no citation read)."""
        document = int(self.vector_file.documents[position])
        if document not in self.documents:
            raise InputError(self.file("vectors"), f"row {position + 1} names document {document}, which "
                                                   f"{self.file('corpus_db').name} does not have")
        return self.documents[document], int(self.vector_file.pages[position])

    def document_prompts(self) -> list[str]:
        """The document prompt each chunk's vector was embedded with: its title slot filled as the manifest's
        title source says (bundles older than `prompts.title`: none)."""
        from ..embedding.prompts import document_prompts

        chunks = list(self.chunks)
        return document_prompts(self.manifest["prompts"].get("title", "none"), [c.title for c in chunks],
                                [c.section for c in chunks])

    def embedder(self):
        """The bundled artifact (or `query_model`) with the bundled tokenizer (the phone's query path), opened once."""
        if self._embedder is None:
            from ..runtime import backend_for, open_embedder

            model = self.query_model or checked_model(self.path, self.manifest)
            # A dynamic-length query model truncates where the bundle's longest signature does
            self._embedder = open_embedder(backend_for(model), model, tokenizer_path=self.tokenizer_path,
                                           threads=self.threads, max_len=self.max_seq_len)
        return self._embedder

    def file(self, role: str) -> Path:
        """The bundle file of a manifest role (corpus_db, fts_db, model, tokenizer, chunks_text, vectors)."""
        entry = next((f for f in self.manifest["files"] if f["role"] == role), None)
        if entry is None:
            raise InputError(self.path / MANIFEST, f"lists no {role} file")
        return self.path / entry["path"]

    def row_positions(self, rows) -> np.ndarray:
        """Positions in `chunks` of chunk rows (e.g. FTS rowids); rows not in the bundle are dropped."""
        rows = np.asarray(list(rows), dtype=np.int64)
        return rows[(rows >= 1) & (rows <= len(self.chunks))] - 1


def read_manifest(path: str | Path) -> dict:
    """A bundle folder's manifest, checked against its schema (what search, parity and the replays read of it is
    then there, of its type); InputError naming the first violation, when there is none or it is not JSON."""
    from ..contracts.manifest import manifest_violations

    manifest = read_bundle_manifest(path)
    violations = manifest_violations(manifest)
    if violations:
        first = violations[0]
        raise InputError(Path(path) / MANIFEST, f"{first.path}: {first.message} ({len(violations)} violation(s); "
                                                "`edge-export verify-bundle` lists them)")
    return manifest


def checked_files(path: str | Path, manifest: dict) -> dict[str, Path]:
    """{role: file} of the manifest, each inside the folder (bundle/files.py's rule) and, where present, of the size
    the manifest records: a truncated or grown copy is refused here, before a reader or a runtime sees it (its bytes
    are verify-bundle's). A file not there is left to the reader that needs it (without corpus_fts.db, search is
    vector-only), as the Java library's Bundle.open does. InputError naming the file otherwise."""
    by_role = listed_files(path, manifest)
    for entry in manifest["files"]:
        file = by_role[entry["role"]]
        if not file.is_file():
            continue
        size = file.stat().st_size
        if size != entry["bytes"]:
            raise InputError(file, f"{size} bytes, the manifest says {entry['bytes']}: a damaged or partial copy")
    return by_role


def open_bundle(path: str | Path, *, threads: int | None = None, exhaustive: bool = False) -> Bundle:
    """Open a bundle folder for search: the manifest, the mapped vectors.bin, corpus.db's document names (the
    citations are read per hit); InputError naming the file when a part is missing or unreadable.
    `exhaustive`: every row scored exactly, no first pass (a reference, e.g. the replay's)."""
    path = Path(path)
    manifest_path = path / MANIFEST
    manifest = read_manifest(path)
    by_role = checked_files(path, manifest)
    if "corpus_db" not in by_role:
        raise InputError(manifest_path, "lists no corpus_db file")
    if "vectors" not in by_role:
        raise InputError(manifest_path, "lists no vectors file (a bundle built before vectors.bin: rebuild it "
                                        "with `edge-export bundle`)")
    vector_file = open_vector_file(by_role["vectors"])
    conn = open_db(by_role["corpus_db"])
    try:
        count = conn.execute("SELECT count(*) FROM chunks").fetchone()[0]
        documents = dict(conn.execute("SELECT id, source FROM documents WHERE typeof(id) = 'integer' "
                                      "AND typeof(source) = 'text' AND length(source) <= ?", (MAX_NAME_CHARS,)))
        if len(documents) != conn.execute("SELECT count(*) FROM documents").fetchone()[0]:
            raise InputError(by_role["corpus_db"], f"a document whose id is not an integer or whose source is not "
                                                   f"a file name of at most {MAX_NAME_CHARS} characters")
    except sqlite3.DatabaseError as exc:
        raise InputError(by_role["corpus_db"], f"unreadable ({exc})") from None
    finally:
        conn.close()
    if count != vector_file.rows:
        raise InputError(by_role["vectors"], f"holds {vector_file.rows} vectors for the {count} chunks of corpus.db")
    index = VectorIndex(vector_file.codes, signs=vector_file.signs, scales=vector_file.scales, exhaustive=exhaustive,
                        moments=(np.asarray(vector_file.mean), np.asarray(vector_file.second)))
    fts = by_role.get("fts_db")
    return Bundle(path, manifest, Citations(by_role["corpus_db"], count), vector_file, index, documents,
                  fts if fts and fts.is_file() else None, threads)


def _column_or_null(conn, table: str, column: str, expression: str) -> str:
    """`expression` where the bundle's schema has `table.column`, else NULL (an older schema)."""
    return expression if any(col[1] == column for col in conn.execute(f"PRAGMA table_info({table})")) else "NULL"


def _bounded(expression: str, limit: int) -> str:
    """`expression`, NULL when it is text longer than `limit` characters or a blob (so it is never read whole)."""
    if expression == "NULL":
        return expression
    return f"CASE WHEN typeof({expression}) = 'text' AND length({expression}) > {limit} THEN NULL " \
           f"WHEN typeof({expression}) = 'blob' THEN NULL ELSE {expression} END"
