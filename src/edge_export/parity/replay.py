"""The app's retrieval recipe (docs/android/library.md, "Retrieval settings"), replayed literally from a bundle's
manifest.json and its two databases with SQL and numpy, not through `edge_export.retrieval`: what an app
written from the docs returns, to compare hit for hit with `edge-export search`.

Given the question's text and its query vector (the app embeds it: docs/android/library.md, section 4b), with
`r = manifest.retrieval`:
1. vector list: every row of vectors.bin's `vectors` section (schemas/vector-file.md: float32
   little-endian, or int8 × scale), scored by dot product with the query; the top `depth` rows, best
   first, ties by the lower row, where depth = max(`r.depth`, k). (This scores every row: what the
   library's two-stage search does below 4,096 rows, so the replay stands for bundles of that size.)
2. BM25 list (modes bm25 and hybrid, when corpus_fts.db is there): the question through `r.bm25`:
   NFC; lower-case; remove each elision (`l'`, `qu'`: a listed form + apostrophe at a word start); words are
   runs of Unicode letters and digits (`_` separates); with `segmentation` "cjk_bigrams", each run of Han, Kana
   or Hangul letters in a word becomes its overlapping pairs of letters (a lone letter itself), the rest of the
   word a word; "cjk_bigrams_han_unigrams" the same, with each Han letter of a longer run also a term, before the
   pair it starts; drop stopwords and words shorter than `min_chars` (numbers and CJK terms stay); Snowball-stem
   each word when `stemmer` is set; keep the first of each term; quote each one (`"` doubled) and join them
   with ` OR `. Hybrid with `segmentation` "none" (a script BM25 cannot cut) is vector-only. Then
   `SELECT rowid, bm25(chunks_fts) FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts), rowid
   LIMIT depth`. In hybrid mode with `bm25_pages` = N > 0, only the rows of the first N distinct (document,
   page) of the whole vector ranking (every row by dot product, ties by the lower row) are candidates:
   `... MATCH ? AND +rowid IN (<those row numbers>) ORDER BY ...` (FTS5's bm25() keeps the whole table's
   statistics); absent or 0: every row.
3. fusion (hybrid): score(row) = Σ weight / (rrf_k + rank) over the two lists (rank from 1), best first,
   ties by the lower row; a single list is used as it is, with its own scores (cosine, or −bm25()).
4. `per_page`: walk that ranking and keep a row only when its (document, page) has not been seen: each
   page's best row and score. With `page_neighbours` = a > 0, a page's score becomes its own + a × the
   best score among its neighbouring pages kept here (same document, page − 1 and page + 1; 0 when
   neither is or it is negative), and the pages are re-ranked by it, ties by the lower row.
5. the first k.
6. `r.abstain` (when recorded): say "not in these documents" when its `signal` is below `below` (the hits
   are still shown). `top_cosine`: the best vector score of step 1. `top_cosine_z`: that score less the mean of
   every row's score of step 1, over their standard deviation (population: the mean squared deviation's root).
"""

from __future__ import annotations

import re
import sqlite3
import unicodedata
from pathlib import Path

import numpy as np

from ..db.analyzer import CJK_RANGES, HAN_RANGES
from ..errors import InputError
from ..retrieval.bundle import checked_files, read_manifest


# Han, Kana and Hangul letters (db/analyzer.py CJK_RANGES, the table the manifest's "cjk_bigrams" names).
_CJK = "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in CJK_RANGES)
_CJK_OR_NOT = re.compile(f"([{_CJK}]+)|([^{_CJK}]+)")
_HAN = re.compile("[" + "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in HAN_RANGES) + "]")
_SEGMENTATIONS = ("words", "cjk_bigrams", "cjk_bigrams_han_unigrams", "none")


def _connect(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)


def _read_vector_section(path: Path) -> np.ndarray:
    """[N, D] float32: the `vectors` section of vectors.bin, by its header (schemas/vector-file.md)."""
    data = path.read_bytes()
    dims, rows, fmt = int.from_bytes(data[12:16], "little"), int.from_bytes(data[16:24], "little"), data[24]
    at, scales_at = int.from_bytes(data[40:48], "little"), int.from_bytes(data[48:56], "little")
    if fmt == 0:
        return np.frombuffer(data, dtype="<f4", count=rows * dims, offset=at).reshape(rows, dims).astype(np.float32)
    codes = np.frombuffer(data, dtype=np.int8, count=rows * dims, offset=at).reshape(rows, dims)
    scales = np.frombuffer(data, dtype="<f4", count=rows, offset=scales_at)
    return codes.astype(np.float32) * scales[:, None]


class ReplayedBundle:
    """A bundle as an app holds it: the manifest, the decoded vectors by row, each row's (document, page)."""

    def __init__(self, folder: str | Path):
        self.folder = Path(folder)
        self.manifest = read_manifest(self.folder)
        files = checked_files(self.folder, self.manifest)
        self.retrieval = self.manifest.get("retrieval")
        if self.retrieval is None:
            raise InputError(self.folder / "manifest.json", "records no retrieval section: nothing to replay")
        conn = _connect(files["corpus_db"])
        try:
            self.pages = dict(((row, (source, page)) for row, source, page in conn.execute(
                "SELECT c.row, d.source, c.page FROM chunks c JOIN documents d ON d.id = c.document")))
        finally:
            conn.close()
        self.rows = np.array(sorted(self.pages), dtype=np.int64)
        self.vectors = _read_vector_section(files["vectors"])
        if self.vectors.shape[0] != len(self.rows):
            raise InputError(files["vectors"], f"{self.vectors.shape[0]} vectors for {len(self.rows)} chunks")
        bm25 = self.retrieval.get("bm25")
        if bm25 is None:
            raise InputError(self.folder / "manifest.json", "records no retrieval.bm25 (a bundle built before the "
                             "analyzer was recorded): rebuild it with `edge-export bundle`")
        if float(self.retrieval.get("glossary_boost", 1)) != 1 and self.retrieval.get("glossary_pages"):
            raise InputError(self.folder / "manifest.json", "glossary_boost is on: the replay covers the default "
                             "recipe, which has no boost")
        signal = (self.retrieval.get("abstain") or {}).get("signal", "top_cosine")
        if signal not in ("top_cosine", "top_cosine_z"):
            raise InputError(self.folder / "manifest.json", f"retrieval.abstain.signal {signal!r}: the replay knows "
                             "top_cosine and top_cosine_z")
        fts = files.get("fts_db")
        self.fts = _connect(fts) if fts is not None and fts.is_file() else None
        self._stopwords = set(bm25["stopwords"])
        self._min_chars = bm25["min_chars"]
        self._elision = (re.compile(r"\b(?:" + "|".join(bm25["elisions"]) + r")['’]", re.IGNORECASE)
                         if bm25["elisions"] else None)
        self._segmentation = bm25.get("segmentation", "words")
        if self._segmentation not in _SEGMENTATIONS:
            raise InputError(self.folder / "manifest.json", f"retrieval.bm25.segmentation {self._segmentation!r}: "
                             f"the replay knows {', '.join(_SEGMENTATIONS)}")
        self._stemmer = None
        if bm25["stemmer"]:
            from ..db.analyzer import snowball_stemmer

            self._stemmer = snowball_stemmer(bm25["stemmer"])

    def match_expression(self, question: str) -> str | None:
        question = unicodedata.normalize("NFC", question)
        text = self._elision.sub(" ", question) if self._elision is not None else question
        words = []
        for word in re.findall(r"[^\W_]+", text.lower()):
            if not self._segmentation.startswith("cjk_bigrams"):
                words.append((word, False))
                continue
            unigrams = self._segmentation == "cjk_bigrams_han_unigrams"
            for cjk, other in _CJK_OR_NOT.findall(word):
                if len(cjk) < 2:  # not CJK, or a lone letter: itself
                    words.append((cjk or other, bool(cjk)))
                    continue
                for i, letter in enumerate(cjk):  # each Han letter alone (when asked), then its pair with the next
                    if unigrams and _HAN.match(letter):
                        words.append((letter, True))
                    if i + 1 < len(cjk):
                        words.append((cjk[i:i + 2], True))
        words = [w for w, cjk in words
                 if w not in self._stopwords and (cjk or len(w) >= self._min_chars or w.isdigit())]
        if self._stemmer is not None:
            words = self._stemmer.stemWords(words)
        terms = list(dict.fromkeys(words))
        return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms) or None

    def abstains(self, query_vector: np.ndarray) -> bool:
        """`retrieval.abstain`: its signal (the best chunk's cosine with the query, or that cosine's z-score
        over every chunk's) below the recorded threshold."""
        rule = self.retrieval.get("abstain")
        if rule is None or self.retrieval["mode"] == "bm25":
            return False
        scores = (self.vectors @ np.asarray(query_vector, dtype=np.float32)).astype(np.float64)
        signal = float(scores.max())
        if rule["signal"] == "top_cosine_z":  # the only other signal __init__ lets through
            signal = (signal - scores.mean()) / scores.std() if scores.std() > 0 else 0.0
        return signal < rule["below"]

    def candidate_rows(self, scores: np.ndarray, n_pages: int) -> list[int]:
        """Every row of the first `n_pages` distinct pages of the whole vector ranking (`bm25_pages`), from
        every row's dot product with the query (`scores`, in `rows` order)."""
        pages: set = set()
        for i in np.lexsort((self.rows, -scores)):
            pages.add(self.pages[int(self.rows[i])])
            if len(pages) == n_pages:
                break
        return sorted(row for row, page in self.pages.items() if page in pages)

    def search(self, question: str, query_vector: np.ndarray, k: int) -> list[int]:
        """The rows an app following the recipe returns for one question, best first."""
        r = self.retrieval
        depth, lists = max(r["depth"], k), []
        scores = self.vectors @ np.asarray(query_vector, dtype=np.float32)
        if r["mode"] in ("vector", "hybrid"):
            order = np.lexsort((self.rows, -scores))[:depth]
            lists.append((r["weights"]["vector"], [(int(self.rows[i]), float(scores[i])) for i in order]))
        bm25_helps = r["mode"] == "bm25" or self._segmentation != "none"
        if r["mode"] in ("bm25", "hybrid") and self.fts is not None and bm25_helps:
            expression = self.match_expression(question)
            gate = ""
            if r["mode"] == "hybrid" and r.get("bm25_pages", 0):
                gate = f" AND +rowid IN ({','.join(map(str, self.candidate_rows(scores, r['bm25_pages'])))})"
            found = [] if expression is None else [(row, -score) for row, score in self.fts.execute(
                f"SELECT rowid, bm25(chunks_fts) FROM chunks_fts WHERE chunks_fts MATCH ?{gate} "
                "ORDER BY bm25(chunks_fts), rowid LIMIT ?", (expression, depth))]
            lists.append((r["weights"]["bm25"], found))
        if len(lists) == 1:
            ranked, scores_of = [row for row, _ in lists[0][1]], dict(lists[0][1])
        else:
            fused: dict[int, float] = {}
            for weight, found in lists:
                for rank, (row, _) in enumerate(found, 1):
                    fused[row] = fused.get(row, 0.0) + weight / (r["rrf_k"] + rank)
            ranked = [row for row, _ in sorted(fused.items(), key=lambda item: (-item[1], item[0]))]
            scores_of = fused
        if r.get("per_page"):
            best: dict = {}  # (document, page) -> (its first row in the ranking, that row's score)
            for row in ranked:
                best.setdefault(self.pages[row], (row, scores_of[row]))
            a = r.get("page_neighbours", 0)
            totals = []
            for (document, page), (row, score) in best.items():
                near = [best[n][1] for n in ((document, page - 1), (document, page + 1)) if n in best]
                totals.append((row, score + a * max([0.0, *near]) if a else score))
            ranked = [row for row, _ in sorted(totals, key=lambda item: (-item[1], item[0]))]
        return ranked[:k]

    def close(self) -> None:
        if self.fts is not None:
            self.fts.close()


def compare_with_search(folder: str | Path, questions: list[str], k: int = 10) -> list[dict]:
    """Each question through `edge-export search` (the bundle's defaults) and through the replay, with the
    same query vector (the bundled artifact's); the questions whose hits differ, with both row lists."""
    from ..retrieval.bundle import open_bundle
    from ..retrieval.search import Searcher, bundle_settings

    bundle = open_bundle(folder, exhaustive=True)  # both sides score every row alike
    searcher = Searcher(bundle, bundle_settings(bundle, k=k))
    vectors = searcher.embed_queries(questions)
    replayed = ReplayedBundle(folder)
    try:
        differences = []
        for question, vector in zip(questions, vectors):
            answer = searcher.answer(question, vector)
            ours = ([h.chunk.row for h in answer.hits], answer.abstain)
            app = (replayed.search(question, vector, k), replayed.abstains(vector))
            if ours != app:
                differences.append({"question": question, "search": ours, "replay": app})
        return differences
    finally:
        replayed.close()
