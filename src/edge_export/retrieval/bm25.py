"""BM25 over the bundle's FTS5 file (corpus_fts.db, rowid = chunks.row), as an app with FTS5 would query it.

A question becomes an OR of its content words: FTS5's default is AND, which a long natural-language
question almost never satisfies. Words are folded as the index folds them (unicode61, diacritics
removed), French elisions ("l'arbitre", "qu'un") keep the word, and function words are dropped so they
do not dominate the match set. Each term is quoted, so no user text is ever parsed as FTS5 syntax.
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

from ..db.reader import open_db
from ..db.writer import FTS_TABLE
from ..errors import InputError

WORD = re.compile(r"\w+", re.UNICODE)
ELISION = re.compile(r"\b(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)['’]", re.IGNORECASE)
STOPWORDS = frozenset("""
a à au aux avec ce ces cet cette comme dans de des du elle en est et être il ils je la le les leur lui ma
mais me même mes moi mon ne ni nos notre nous on ou où par pas pour qu que qui sa se ses si son sont sur
ta te tes toi ton tu un une vos votre vous y été était sont peut doit faut quel quelle quels quelles
combien comment quand pourquoi quoi est-ce cela ça il-y
the of and or to in is are be for on with what which who how when does do can an as at by it this that
""".split())


def match_expression(question: str) -> str | None:
    """The FTS5 MATCH string for a question: quoted content words joined by OR; None when none is left."""
    text = ELISION.sub(" ", question)
    words, seen = [], set()
    for word in WORD.findall(text.lower()):
        if word in STOPWORDS or word in seen or (len(word) < 2 and not word.isdigit()):
            continue
        seen.add(word)
        words.append('"' + word.replace('"', '""') + '"')
    return " OR ".join(words) or None


class Bm25Index:
    """corpus_fts.db opened once (on the first query) and kept open: an eval asks hundreds of questions."""

    def __init__(self, fts_path: Path):
        self.path = Path(fts_path)
        self._conn: sqlite3.Connection | None = None

    def rows(self, question: str, limit: int, allowed_rows: set[int] | None = None) -> list[tuple[int, float]]:
        """(chunk row, score) best first, score = −bm25 (higher is better); [] when no word matches."""
        expression = match_expression(question)
        if expression is None:
            return []
        # Without a source filter the limit is applied in SQL; with one, enough rows are read to fill it.
        sql = f"SELECT rowid, bm25({FTS_TABLE}) FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH ? ORDER BY bm25({FTS_TABLE}), rowid"
        params: tuple = (expression,)
        if allowed_rows is None:
            sql += " LIMIT ?"
            params += (limit,)
        if self._conn is None:
            self._conn = open_db(self.path)
        try:
            found = [(int(row), -float(score)) for row, score in self._conn.execute(sql, params)]
        except sqlite3.OperationalError as exc:  # e.g. a Python whose SQLite has no FTS5
            raise InputError(self.path, f"FTS5 query failed ({exc})") from None
        if allowed_rows is not None:
            found = [(row, score) for row, score in found if row in allowed_rows][:limit]
        return found

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


def bm25_rows(fts_path: Path, question: str, limit: int, allowed_rows: set[int] | None = None) -> list[tuple[int, float]]:
    """One question against `fts_path` (Bm25Index.rows, the file opened and closed around it)."""
    index = Bm25Index(fts_path)
    try:
        return index.rows(question, limit, allowed_rows)
    finally:
        index.close()
