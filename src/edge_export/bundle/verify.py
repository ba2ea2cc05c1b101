"""`edge-export verify-bundle DIR`: is this folder a whole, consistent bundle? Every problem is listed.

Checks: the manifest against its schema; every path it names inside the folder, symlinks resolved, before any
file is read (bundle/files.py); each listed file's bytes and SHA-256, and no file unlisted;
corpus.db's schema (no virtual table unless FTS is inline), meta and row counts against the manifest,
every vector and every SDK (VF32) blob decodable at the manifest's dims, each SDK row's citation;
(schema 4, with BM25) bm25_rows one length per chunk row, every term's postings (in bm25_terms or
bm25_spill) decodable as its row count says, and each row's term frequencies adding up to its length;
the manifest's BM25 analyzer (retrieval.bm25) one edge-export writes (a language's own stemmer) and the one
corpus.db's BM25 tables and corpus_fts.db were written with;
corpus_fts.db answering a MATCH query with one row per chunk; chunks.txt read as the SDK sample reads
it, one text per chunk; the model file's TFLite identifier and FlatBuffer structure (LiteRT's verifier).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import numpy as np

from ..artifact import TFLITE_IDENTIFIER
from ..chunk.citation import CITATION_PREFIX
from ..contracts.manifest import manifest_violations
from ..contracts.violations import Violation
from ..db.bm25_tables import TABLES as BM25_TABLES
from ..db.bm25_tables import bm25_table_problems
from ..db.reader import open_db, read_meta
from ..db.vector_file import BLOCK_ROWS, open_vector_file, page_starts, sign_codes, vector_moments
from ..db.vectors import decode_vf32
from ..errors import ArtifactError, InputError
from ..hashing import sha256_file
from ..paths import schema_path
from .files import listed_files, read_manifest
from .manifest import MANIFEST, release_section
from .splitter import read_chunks_like_sdk



def _v(where: str, rule: str, message: str) -> Violation:
    return Violation(where, rule, message)


def verify_bundle(folder: str | Path) -> list[Violation]:
    folder = Path(folder)
    manifest_path = folder / MANIFEST
    if not manifest_path.is_file():
        return [_v(str(manifest_path), "manifest:missing", "no manifest.json: not a bundle")]
    try:
        manifest = read_manifest(folder)
    except InputError as exc:
        return [_v(exc.path, "manifest:unreadable", exc.reason)]
    out = [Violation(f"{manifest_path} {v.path}", v.rule, v.message) for v in manifest_violations(manifest)]
    if out:
        return out  # the rest reads fields the schema guarantees
    out += _analyzer_violations(manifest_path, manifest)
    try:
        by_role = listed_files(folder, manifest)  # before any read: no path may lead out of the folder
    except InputError as exc:
        return [_v(exc.path, "files:path", exc.reason)]
    out += _file_violations(folder, manifest, by_role)
    if out:
        return out  # a missing or altered file makes the content checks meaningless
    out += _db_violations(by_role["corpus_db"], manifest, {f["role"]: f for f in manifest["files"]})
    out += _vector_file_violations(by_role["vectors"], by_role["corpus_db"], manifest)
    if "fts_db" in by_role:
        recorded = (manifest.get("retrieval") or {}).get("bm25")
        out += _fts_violations(by_role["fts_db"], manifest["corpus"]["chunks"], recorded)
    elif manifest["db"]["fts"] == "separate":
        out.append(_v(MANIFEST, "files:fts_db", "db.fts is 'separate' but no fts_db file is listed"))
    # _file_violations has checked that every required role is listed.
    out += _text_violations(by_role["chunks_text"], manifest["corpus"]["chunks"])
    if _header(by_role["model"])[4:8] != TFLITE_IDENTIFIER:
        out.append(_v(str(by_role["model"]), "model:identifier", "not a TFLite flatbuffer (no TFL3 identifier)"))
    else:
        from ..runtime.litert import verify_flatbuffer

        try:
            verify_flatbuffer(by_role["model"])
        except ArtifactError as exc:
            out.append(_v(exc.path, "model:flatbuffer", exc.reason))
    return out


def _release_violations(manifest: dict) -> list[Violation]:
    """The vectors' model and tokenizer and the release's model are the files listed, and the release's corpus
    digest is its files' (a bundle made before releases has none of these fields: nothing to check)."""
    model = next((f for f in manifest["files"] if f["role"] == "model"), None)
    if model is None:
        return []
    out = []
    for role in ("model", "tokenizer"):
        listed = next((f for f in manifest["files"] if f["role"] == role), None)
        made_with = manifest["vectors"].get(f"{role}_sha256")
        if listed is not None and made_with is not None and made_with != listed["sha256"]:
            out.append(_v(MANIFEST, f"vectors:{role}_sha256", f"the vectors were made with {role} "
                          f"{made_with[:12]}…, the bundle's {role} file is {listed['sha256'][:12]}…"))
    release = manifest.get("release")
    if release is not None:
        expected = release_section(manifest["files"], release["version"])
        for key in ("corpus_sha256", "model_sha256"):
            if release[key] != expected[key]:
                out.append(_v(MANIFEST, f"release:{key}", f"{release[key][:12]}… is not the files' "
                                                          f"{expected[key][:12]}…"))
    return out


def _header(path: Path) -> bytes:
    with open(path, "rb") as fh:
        return fh.read(8)


def _schema_columns(conn) -> dict[str, list[tuple[str, str]]]:
    tables = [name for (name,) in conn.execute("SELECT name FROM sqlite_schema WHERE type = 'table' "
                                               "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    return {t: [(c[1], c[2]) for c in conn.execute(f"PRAGMA table_info({t})")] for t in tables}


def _expected_columns(sdk_table: bool, bm25_tables: bool = True) -> dict[str, list[tuple[str, str]]]:
    """The tables and columns of schemas/corpus-db.sql, read by building it in memory; without the SDK table
    or the BM25 tables (no BM25, or a bundle of schema 3 or older) where the bundle has none."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript(schema_path("corpus-db.sql").read_text(encoding="utf-8"))
        expected = _schema_columns(conn)
    finally:
        conn.close()
    if not sdk_table:
        expected.pop("rag_vector_store")
    if not bm25_tables:
        for table in BM25_TABLES:
            expected.pop(table)
    return expected


def _has_bm25_tables(manifest: dict) -> bool:
    """Schema 4 on: bm25_terms, bm25_spill and bm25_rows, wherever the bundle has BM25 (db.fts not 'none')."""
    return manifest["db"]["schema_version"] >= 4 and manifest["db"]["fts"] != "none"


def _file_violations(folder: Path, manifest: dict, by_role: dict[str, Path]) -> list[Violation]:
    out = []
    listed = set()
    for entry in manifest["files"]:
        path = by_role[entry["role"]]
        listed.add(entry["path"])
        if not path.is_file():
            out.append(_v(str(path), "files:missing", f"listed as {entry['role']} but absent"))
            continue
        try:
            size = path.stat().st_size
            if size != entry["bytes"]:
                out.append(_v(str(path), "files:bytes", f"{size} bytes, manifest says {entry['bytes']}"))
            elif sha256_file(path) != entry["sha256"]:
                out.append(_v(str(path), "files:sha256", "SHA-256 differs from the manifest's"))
        except OSError as exc:
            out.append(_v(str(path), "files:unreadable", exc.strerror or str(exc)))
    roles = {e["role"] for e in manifest["files"]}
    for role in ("model", "tokenizer", "corpus_db", "vectors", "chunks_text"):
        if role not in roles:
            out.append(_v(MANIFEST, f"files:{role}", f"no {role} file listed"))
    out += _release_violations(manifest)
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        rel = path.relative_to(folder).as_posix()
        if rel != MANIFEST and rel not in listed:
            out.append(_v(str(path), "files:unlisted", "not in the manifest"))
    return out


def _read_db(path: Path, rule: str, check) -> list[Violation]:
    """check(connection) on the database at `path`, read-only; a file SQLite cannot read is a violation."""
    try:
        conn = open_db(path)
    except InputError as exc:
        return [_v(str(path), rule, exc.reason)]
    try:
        return check(conn)
    except sqlite3.DatabaseError as exc:
        return [_v(str(path), rule, str(exc))]
    finally:
        conn.close()


def _db_violations(path: Path, manifest: dict, files: dict) -> list[Violation]:
    return _read_db(path, "db:unreadable", lambda conn: _db_content_violations(conn, str(path), manifest, files))


def _db_content_violations(conn, where: str, manifest: dict, files: dict) -> list[Violation]:
    out = []
    virtual = [name for name, sql in conn.execute("SELECT name, sql FROM sqlite_schema WHERE type = 'table'")
               if (sql or "").upper().startswith("CREATE VIRTUAL TABLE")]
    if virtual and manifest["db"]["fts"] != "inline":
        out.append(_v(where, "db:virtual-table", f"virtual table(s) {virtual}: a SQLite without that module cannot open it"))
    found = _schema_columns(conn)
    for table, columns in _expected_columns(bool(manifest["db"]["sdk_table"]), _has_bm25_tables(manifest)).items():
        if found.get(table) != columns:
            out.append(_v(f"{where} {table}", "db:schema", f"columns {found.get(table)}, schema says {columns}"))
    if out:
        return out
    meta = read_meta(conn)
    counts = {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("documents", "chunks")}
    dims, fmt = manifest["vectors"]["dims"], manifest["vectors"]["format"]
    expected = {"schema_version": str(manifest["db"]["schema_version"]), "dims": str(dims), "vector_format": fmt,
                "chunks": str(manifest["corpus"]["chunks"]), "documents": str(manifest["corpus"]["documents"]),
                "artifact_sha256": files["model"]["sha256"]}
    for key, value in expected.items():
        if meta.get(key) != value:
            out.append(_v(f"{where} meta.{key}", "db:meta", f"{meta.get(key)!r}, manifest says {value!r}"))
    for table, n in (("documents", manifest["corpus"]["documents"]), ("chunks", manifest["corpus"]["chunks"])):
        if counts[table] != n:
            out.append(_v(f"{where} {table}", "db:count", f"{counts[table]} rows, manifest says {n}"))
    if manifest["db"]["sdk_table"]:
        out += _sdk_violations(conn, where, dims, counts["chunks"])
    if _has_bm25_tables(manifest):
        out += _written_analyzer_violations(where, "db:analyzer", meta, (manifest.get("retrieval") or {}).get("bm25"),
                                            "the BM25 tables were")
        chunk_rows = {row for (row,) in conn.execute("SELECT row FROM chunks")}
        out += [_v(f"{where} {table}", "db:bm25", message) for table, message in bm25_table_problems(conn, chunk_rows)]
    return out


def _vector_file_violations(path: Path, db_path: Path, manifest: dict) -> list[Violation]:
    """vectors.bin against the manifest and corpus.db: its header, one row per chunk with the chunk's document
    and page, a page's chunks in consecutive rows (what search's page grouping reads), finite values, sign
    codes and moments that are the vectors'."""
    try:
        vf = open_vector_file(path)
    except InputError as exc:
        return [_v(str(path), "vectors:unreadable", exc.reason)]
    where, expected = str(path), manifest["vectors"]
    if (vf.rows, vf.dims, vf.vector_format) != (expected["count"], expected["dims"], expected["format"]):
        return [_v(where, "vectors:header", f"{vf.rows} rows of {vf.dims} {vf.vector_format}, manifest says "
                                            f"{expected['count']} of {expected['dims']} {expected['format']}")]
    out = []
    pages = _read_db(db_path, "db:unreadable", lambda conn: conn.execute(
        "SELECT document, page FROM chunks ORDER BY row").fetchall())
    if pages and isinstance(pages[0], Violation):
        return pages
    recorded = np.stack([np.asarray(vf.documents), np.asarray(vf.pages)], axis=1) if vf.rows else np.zeros((0, 2))
    if recorded.shape[0] != len(pages) or not np.array_equal(recorded, np.asarray(pages).reshape(-1, 2)):
        out.append(_v(where, "vectors:pages", "its (document, page) rows are not corpus.db's chunks'"))
    starts = page_starts(vf.documents, vf.pages)[:-1]  # search's rule: a page is one run of rows
    if len(set(zip(np.asarray(vf.documents)[starts].tolist(), np.asarray(vf.pages)[starts].tolist()))) != len(starts):
        out.append(_v(where, "vectors:pages", "a page's chunks are not in consecutive rows"))
    problems = set()
    for start in range(0, vf.rows, BLOCK_ROWS):
        block = vf.vectors(np.arange(start, min(vf.rows, start + BLOCK_ROWS)))
        if not np.isfinite(block).all():
            problems.add("non-finite vector components")
        if not np.array_equal(np.asarray(vf.signs[start: start + BLOCK_ROWS]), sign_codes(block)):
            problems.add("sign codes that are not its vectors' signs")
    mean, second = vector_moments(vf.codes, vf.scales)
    # rtol: a version 2 file's moments are float32, 6e-8 of each value off the float64 ones
    if not (np.allclose(vf.mean, mean, rtol=1e-6, atol=1e-9) and np.allclose(vf.second, second, rtol=1e-6, atol=1e-9)):
        problems.add("moments that are not its vectors'")
    out += [_v(where, "vectors:content", problem) for problem in sorted(problems)]
    return out


def _sdk_violations(conn, where: str, dims: int, chunks: int) -> list[Violation]:
    out = []
    rows = 0
    for rowid, text, blob in conn.execute("SELECT ROWID, text, embeddings FROM rag_vector_store ORDER BY ROWID"):
        rows += 1
        try:
            decode_vf32(blob, dims)
        except (TypeError, ValueError) as exc:
            out.append(_v(f"{where} rag_vector_store[{rowid}]", "db:vf32", str(exc)))
        if not isinstance(text, str) or CITATION_PREFIX not in text.rsplit("\n", 1)[-1]:
            out.append(_v(f"{where} rag_vector_store[{rowid}]", "db:citation", "text does not end with its citation"))
    if rows != chunks:
        out.append(_v(f"{where} rag_vector_store", "db:count", f"{rows} rows for {chunks} chunks"))
    return out


def _analyzer_violations(manifest_path: Path, manifest: dict) -> list[Violation]:
    """The manifest's retrieval.bm25 as search reads it (db.analyzer.Analyzer.from_json): a stemmer that is not
    its language's is refused there and by the Java library."""
    from ..db.analyzer import Analyzer

    recorded = (manifest.get("retrieval") or {}).get("bm25")
    try:
        Analyzer.from_json(recorded)
    except (ValueError, KeyError, TypeError) as exc:
        return [_v(f"{manifest_path} retrieval.bm25", "manifest:analyzer", str(exc))]
    return []


def _written_analyzer_violations(where: str, rule: str, meta: dict, recorded: dict | None,
                                 what: str) -> list[Violation]:
    """A database's meta.bm25_analyzer against the manifest's `recorded` analyzer (none recorded: nothing to hold
    it to); `what` names the rows ("the index was")."""
    if recorded is None or _json_or_none(meta.get("bm25_analyzer")) == recorded:
        return []
    return [_v(f"{where} meta.bm25_analyzer", rule,
               f"{what} not written with the analyzer the manifest's retrieval.bm25 records")]


def _fts_violations(path: Path, chunks: int, analyzer: dict | None) -> list[Violation]:
    """One row per chunk, a MATCH query answered, and (where the manifest records one) the analyzer the rows
    were written with: an app stems its questions as the manifest says, so the index must hold the same."""
    def check(conn) -> list[Violation]:
        rows = conn.execute("SELECT count(*) FROM chunks_fts").fetchone()[0]
        conn.execute("SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? LIMIT 1", ('"a"',)).fetchall()
        out = [] if rows == chunks else [_v(str(path), "fts:count", f"{rows} rows for {chunks} chunks")]
        return out + _written_analyzer_violations(str(path), "fts:analyzer", read_meta(conn), analyzer,
                                                  "the index was")

    return _read_db(path, "fts:unreadable", check)


def _text_violations(path: Path, chunks: int) -> list[Violation]:
    try:
        texts = read_chunks_like_sdk(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        return [_v(str(path), "text:unreadable", f"not UTF-8 ({exc})")]
    out = [] if len(texts) == chunks else [_v(str(path), "text:count", f"{len(texts)} texts for {chunks} chunks")]
    out += [_v(f"{path} text #{i + 1}", "text:citation", "does not end with its citation")
            for i, text in enumerate(texts) if CITATION_PREFIX not in text]
    return out


def _json_or_none(text):
    """A JSON value stored in a database, or None when it is not JSON (or nested past the interpreter's stack)."""
    try:
        return json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None
