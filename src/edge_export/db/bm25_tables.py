"""BM25 from plain tables (issue 35): what FTS5's bm25() reads, written into corpus.db as ordinary tables.

Android's stock SQLite often lacks FTS5, and a database naming a missing module cannot be opened at all, so
corpus_fts.db is of no use there. corpus.db therefore also carries the two things FTS5's bm25() needs, in
tables any SQLite reads (schemas/corpus-db.sql); the Java library (android/, `Bm25Index`) computes the
same scores from them, in the same order, as `bm25(chunks_fts)` over corpus_fts.db:

    bm25_terms(term TEXT PRIMARY KEY, rows INTEGER, postings BLOB, spilled INTEGER) WITHOUT ROWID
        term      a token exactly as FTS5 stores it: the FTS row text (db/writer.py fts_text) through
                  `unicode61 remove_diacritics 2` (case folded, diacritics removed); BINARY order
        rows      how many chunk rows hold the term (n in the IDF; also the number of postings)
        spilled   NULL, or the bm25_spill.id holding the postings (then postings is NULL): a term whose
                  UTF-8 bytes and postings exceed SPILL_BYTES, so every bm25_terms record stays on its
                  B-tree page (SQLite keeps at most 1,001 bytes of a WITHOUT ROWID record on a 4,096-byte
                  page and puts the rest on overflow pages of their own, mostly empty). Measured on the
                  FR corpus and bench_scale.py's 100,000-chunk one: WITHOUT ROWID alone 508 KB / 17.0 MB,
                  a rowid table with an index on term (every term twice) 598 KB / 13.9 MB, this 459 KB /
                  13.9 MB
        postings  unsigned LEB128 varints (7 bits a byte, least significant group first, the high bit
                  set on every byte but a varint's last): first `rows` heads, one per row holding the term
                  in increasing row order, head = (row − previous row) · 2 + (1 if the term occurs more
                  than once in the row, else 0), the first row's previous row being 0; then, for each
                  head with its low bit set and in the same order, the term's frequency in that row (≥ 2).
                  Two thirds of the frequencies are 1 (the FR corpus): they cost one bit, not one byte
    bm25_spill(id INTEGER PRIMARY KEY, postings BLOB)
        the long postings, ids 1.. in term order (a rowid table keeps up to 4,061 bytes of a record on
        its page and fills whole overflow pages with the rest)
    bm25_rows(row INTEGER PRIMARY KEY, tokens INTEGER)
        one row per FTS row (= chunks.row), with its token count (FTS5's xColumnSize, D in bm25);
        N = count(*), the average length = sum(tokens) / N (FTS5's xRowCount and xColumnTotalSize)

A reader looks a term up with
    SELECT t.rows, coalesce(t.postings, s.postings) FROM bm25_terms t
    LEFT JOIN bm25_spill s ON s.id = t.spilled WHERE t.term = ?

All are read out of FTS5 itself at build time: the FTS rows are written to an in-memory FTS5 table
declared exactly as corpus_fts.db's (schemas/corpus-fts.sql), and an `fts5vocab` table of type
'instance' lists every token occurrence (term, row, position): the terms are FTS5's own tokens, not a
re-implementation's. Bytes are deterministic (rows in term / row order, the file VACUUMed by the writer).

bm25() (SQLite's fts5_aux.c), per matching row, the question's terms being its phrases i:
    score = Σ_i idf_i · f_i · (k1 + 1) / (f_i + k1 · (1 − b + b · D / avgdl)),  k1 = 1.2, b = 0.75
    idf_i = log((N − n_i + 0.5) / (n_i + 0.5)), at least 1e-6
(f_i the term's frequency in the row, D the row's tokens); bm25() returns −score. The statistics are the
whole index's, whatever rows a query is restricted to.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator

import numpy as np

from ..paths import schema_path

FTS_TABLE = "chunks_fts"  # corpus_fts.db's FTS5 table (schemas/corpus-fts.sql)
TERMS_TABLE = "bm25_terms"
SPILL_TABLE = "bm25_spill"
ROWS_TABLE = "bm25_rows"
TABLES = (TERMS_TABLE, SPILL_TABLE, ROWS_TABLE)
SPILL_BYTES = 938  # term + postings bytes above which the postings go to bm25_spill (record ≤ ~950 bytes)
TERM_POSTINGS = (f"SELECT t.term, t.rows, coalesce(t.postings, s.postings) FROM {TERMS_TABLE} t "
                 f"LEFT JOIN {SPILL_TABLE} s ON s.id = t.spilled")


def encode_varint(value: int, out: bytearray) -> None:
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def encode_postings(postings: Iterable[tuple[int, int]]) -> bytes:
    """(row, frequency) pairs in increasing row order → the postings blob (heads, then the frequencies above 1)."""
    out = bytearray()
    frequencies = bytearray()
    previous = 0
    for row, freq in postings:
        encode_varint((row - previous) << 1 | (freq > 1), out)
        if freq > 1:
            encode_varint(freq, frequencies)
        previous = row
    return bytes(out + frequencies)


def decode_varints(blob: bytes) -> np.ndarray:
    """Every LEB128 varint of `blob`, vectorised (the verifier decodes millions); ValueError when the blob
    ends inside a varint or a varint is longer than 9 bytes."""
    data = np.frombuffer(blob, dtype=np.uint8)
    if not len(data):
        return np.zeros(0, dtype=np.int64)
    last = data < 0x80
    if not last[-1]:
        raise ValueError("ends inside a varint")
    ends = np.flatnonzero(last)
    starts = np.concatenate(([0], ends[:-1] + 1))
    if (ends - starts).max() > 8:
        raise ValueError("a varint longer than 9 bytes")
    position = np.arange(len(data)) - np.repeat(starts, ends - starts + 1)
    parts = (data & 0x7F).astype(np.int64) << (7 * position)
    return np.add.reduceat(parts, starts)


def decode_postings(blob: bytes, n: int) -> tuple[np.ndarray, np.ndarray]:
    """The postings blob of a term held by `n` rows → (rows, frequencies); ValueError when the blob does not
    hold n heads and one frequency above 1 per flagged head."""
    values = decode_varints(blob)
    heads = values[:n]
    flagged = (heads & 1).astype(bool)
    if len(heads) != n or len(values) != n + int(flagged.sum()):
        raise ValueError(f"{len(values)} varints for {n} rows, {int(flagged.sum())} of them flagged")
    freqs = np.ones(n, dtype=np.int64)
    freqs[flagged] = values[n:]
    if (values[n:] < 2).any():
        raise ValueError("a flagged frequency below 2")
    return np.cumsum(heads >> 1), freqs


def fts_statement() -> str:
    """The FTS5 table of schemas/corpus-fts.sql, without its meta table: corpus_fts.db's (db/writer.py) and the
    one the statistics here are read from."""
    sql = schema_path("corpus-fts.sql").read_text(encoding="utf-8")
    return sql[sql.index("CREATE VIRTUAL TABLE"):]


def fts_statistics(rows: Iterable[tuple[int, str]]) -> tuple[Iterator[tuple[str, int, bytes]], list[tuple[int, int]]]:
    """(terms, lengths) of the FTS rows `rows` ((row, text) as written to corpus_fts.db), by FTS5 itself:
    terms yields (term, rows holding it, postings blob) in term order; lengths is [(row, tokens)] in row
    order, every row included (a row without a token has 0)."""
    conn = sqlite3.connect(":memory:")
    conn.execute(fts_statement())
    conn.execute(f"CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, {FTS_TABLE}, 'instance')")
    lengths: dict[int, int] = {}

    def texts():
        for row, text in rows:
            lengths[row] = 0
            yield row, text

    conn.executemany(f"INSERT INTO {FTS_TABLE}(rowid, text) VALUES (?, ?)", texts())
    # fts5vocab 'instance' lists (term, doc, col, offset) in term, then doc, then offset order.
    per_term: dict[int, int] = {}
    terms: list[tuple[str, int, bytes]] = []
    current = None
    for term, doc in conn.execute("SELECT term, doc FROM temp.vocab"):
        if term != current:
            if current is not None:
                terms.append((current, len(per_term), encode_postings(per_term.items())))
            current, per_term = term, {}
        per_term[doc] = per_term.get(doc, 0) + 1
        lengths[doc] += 1
    if current is not None:
        terms.append((current, len(per_term), encode_postings(per_term.items())))
    conn.close()
    return iter(terms), sorted(lengths.items())


def write_bm25_tables(conn: sqlite3.Connection, rows: Iterable[tuple[int, str]]) -> None:
    """Fill bm25_terms and bm25_rows (schemas/corpus-db.sql) of `conn` from the FTS rows `rows`, replacing
    what they held (the statistics are the whole index's: never updated row by row)."""
    terms, lengths = fts_statistics(rows)
    for table in TABLES:
        conn.execute(f"DELETE FROM {table}")
    conn.executemany(f"INSERT INTO {ROWS_TABLE}(row, tokens) VALUES (?, ?)", lengths)
    spilled: list[tuple[int, bytes]] = []

    def records():
        for term, n, postings in terms:
            if len(term.encode("utf-8")) + len(postings) > SPILL_BYTES:
                spilled.append((len(spilled) + 1, postings))
                yield term, n, None, len(spilled)
            else:
                yield term, n, postings, None

    conn.executemany(f"INSERT INTO {TERMS_TABLE}(term, rows, postings, spilled) VALUES (?, ?, ?, ?)", records())
    conn.executemany(f"INSERT INTO {SPILL_TABLE}(id, postings) VALUES (?, ?)", spilled)


def bm25_table_problems(conn: sqlite3.Connection, chunk_rows: set[int] | None = None) -> list[tuple[str, str]]:
    """What is wrong with the tables, as (where, message): every chunk row (when given) has a length and no
    other row does; every postings blob decodes to as many increasing rows of bm25_rows as `rows` says, with
    frequencies ≥ 1; and each row's frequencies add up to its length."""
    out: list[tuple[str, str]] = []
    mistyped = conn.execute(f"SELECT count(*) FROM {ROWS_TABLE} WHERE typeof(row) != 'integer' "
                            f"OR typeof(tokens) != 'integer'").fetchone()[0]
    if mistyped:
        return [(ROWS_TABLE, f"{mistyped} rows whose row or tokens is not an integer")]
    lengths = np.array(conn.execute(f"SELECT row, tokens FROM {ROWS_TABLE} ORDER BY row").fetchall(),
                       dtype=np.int64).reshape(-1, 2)
    length_rows, tokens = lengths[:, 0], lengths[:, 1]
    if chunk_rows is not None and set(length_rows.tolist()) != chunk_rows:
        out.append((ROWS_TABLE, f"{len(length_rows)} rows, not one per chunk ({len(chunk_rows)} chunks)"))
    if (tokens < 0).any():
        out.append((ROWS_TABLE, "a negative token count"))
    summed = np.zeros(len(length_rows), dtype=np.int64)
    spills = conn.execute(f"SELECT count(*) FROM {SPILL_TABLE}").fetchone()[0]
    named, distinct, shape, missing = conn.execute(
        f"SELECT count(spilled), count(DISTINCT spilled), sum((postings IS NULL) = (spilled IS NULL)), "
        f"sum(spilled IS NOT NULL AND spilled NOT IN (SELECT id FROM {SPILL_TABLE})) FROM {TERMS_TABLE}").fetchone()
    if shape:
        out.append((TERMS_TABLE, f"{shape} terms with both or neither of postings and spilled"))
    if missing or named != distinct or named != spills:
        out.append((SPILL_TABLE, f"{spills} rows, {named} terms name one ({distinct} distinct, {missing or 0} missing)"))
    for term, n, blob in conn.execute(f"{TERM_POSTINGS} ORDER BY t.term"):
        where = f"{TERMS_TABLE}[{term!r}]"
        if blob is None:
            continue  # no postings: reported above
        if not isinstance(n, int) or not isinstance(blob, bytes):
            out.append((where, f"rows is {type(n).__name__}, postings {type(blob).__name__}: not an integer and a blob"))
            continue
        if n < 1:
            out.append((where, f"rows is {n}"))
            continue
        try:
            rows, freqs = decode_postings(blob, n)
        except (TypeError, ValueError) as exc:
            out.append((where, f"postings do not decode as rows says ({exc})"))
            continue
        if len(rows) and ((np.diff(rows) <= 0).any() or rows[0] <= 0 or (freqs < 1).any()):
            out.append((where, "postings rows not increasing or a frequency below 1"))
            continue
        at = np.searchsorted(length_rows, rows)
        if len(rows) and ((at >= len(length_rows)).any() or (length_rows[np.minimum(at, len(length_rows) - 1)] != rows).any()):
            out.append((where, f"postings name rows {ROWS_TABLE} lacks"))
            continue
        summed[at] += freqs
    if not out and (summed != tokens).any():
        bad = int(length_rows[np.flatnonzero(summed != tokens)[0]])
        out.append((f"{ROWS_TABLE}[{bad}]", "the token count differs from the frequencies of its terms"))
    return out
