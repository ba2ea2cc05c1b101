"""BM25 over the bundle's FTS5 file (corpus_fts.db, rowid = chunks.row), as an app with FTS5 would query it.

The question becomes an FTS5 MATCH expression by the bundle's analyzer (db/analyzer.py, recorded in the
manifest as `retrieval.bm25`): its content words (or their Snowball stems), quoted and ORed.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np

from ..db.analyzer import Analyzer
from ..db.reader import open_db
from ..db.writer import FTS_TABLE, write_fts_db
from ..errors import InputError


class Bm25Index:
    """corpus_fts.db opened once (on the first query) and kept open: an eval asks hundreds of questions. The
    analyzer is the one the file was written with (retrieval.search.bundle_analyzer reads a bundle's): no default,
    since a question analysed otherwise (unstemmed against stems) matches little and fails no check."""

    def __init__(self, fts_path: Path, analyzer: Analyzer):
        self.path = Path(fts_path)
        self.analyzer = analyzer
        self._conn: sqlite3.Connection | None = None

    def rows(self, question: str, limit: int, allowed_rows=None) -> list[tuple[int, float]]:
        """(chunk row, score) best first, score = −bm25 (higher is better); [] when no word matches. With
        `allowed_rows` (an iterable of rows), only those rows, in SQL: each run of consecutive rows as `+rowid
        BETWEEN a AND b`, numbers written out (older SQLite builds take at most 999 bound parameters), so that a
        filter keeping whole documents of a million-chunk bundle is a few ranges, not a list of every row;
        bm25() keeps the whole index's statistics. The unary `+` keeps SQLite from handing the rows to FTS5,
        which would then look the match up row by row: 22 ms instead of 1.3 ms a question on the FR bundle
        (BENCHMARKS.md, "Keywords among the pages ...")."""
        expression = self.analyzer.match_expression(question)
        ranges = None if allowed_rows is None else row_ranges(allowed_rows)
        if expression is None or ranges == []:
            return []
        among = "" if ranges is None else " AND (" + " OR ".join(
            f"+rowid BETWEEN {a} AND {b}" for a, b in ranges) + ")"
        sql = (f"SELECT rowid, bm25({FTS_TABLE}) FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH ?{among} "
               f"ORDER BY bm25({FTS_TABLE}), rowid LIMIT ?")
        if self._conn is None:
            self._conn = open_db(self.path)
        try:
            return [(int(row), -float(score)) for row, score in self._conn.execute(sql, (expression, limit))]
        except sqlite3.OperationalError as exc:  # e.g. a Python whose SQLite has no FTS5
            raise InputError(self.path, f"FTS5 query failed ({exc})") from None

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


def row_ranges(rows) -> list[tuple[int, int]]:
    """Sorted rows as runs of consecutive numbers: [(first, last), ...]."""
    ordered = np.unique(np.fromiter((int(r) for r in rows), dtype=np.int64))
    if ordered.size == 0:
        return []
    breaks = np.flatnonzero(np.diff(ordered) != 1)
    firsts = np.concatenate([ordered[:1], ordered[breaks + 1]])
    lasts = np.concatenate([ordered[breaks], ordered[-1:]])
    return list(zip(firsts.tolist(), lasts.tolist()))


def fts_chunks(bundle) -> list[dict]:
    """`bundle`'s chunks (retrieval.bundle.Bundle) as the writer's fts_text reads them, row 1 first, for indexing
    a built bundle again with another analyzer. From corpus.db's chunks: their title and section, not their pages'
    running lines, which a bundle does not keep, so not the shipped index's rows."""
    if [c.row for c in bundle.chunks] != list(range(1, len(bundle.chunks) + 1)):
        raise InputError(bundle.path, "chunk rows are not 1..N: an FTS file's rowids could not match them")
    return [{"text": c.text, "metadata": {"title": c.title, "section": c.section}} for c in bundle.chunks]


def rebuilt_fts_db(bundle, path: Path, analyzer: Analyzer) -> Path:
    """A corpus_fts.db at `path` for `bundle`'s chunks (fts_chunks) through `analyzer`, as the writer writes one,
    for measuring or testing another analyzer on a built bundle."""
    return write_fts_db(path, fts_chunks(bundle), {"bm25_analyzer": analyzer.to_json()}, analyzer)


def bm25_rows(fts_path: Path, question: str, limit: int, allowed_rows: set[int] | None = None, *,
              analyzer: Analyzer) -> list[tuple[int, float]]:
    """One question against `fts_path` (Bm25Index.rows, the file opened and closed around it)."""
    index = Bm25Index(fts_path, analyzer)
    try:
        return index.rows(question, limit, allowed_rows)
    finally:
        index.close()
