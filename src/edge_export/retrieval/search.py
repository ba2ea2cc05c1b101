"""`edge-export search`: one question against a bundle, the way the phone answers it.

Modes: `vector` (the query embedded by the bundled artifact with the query prompt, exact cosine top-k
over the bundled vectors), `bm25` (corpus_fts.db), `hybrid` (the two ranked lists fused by weighted
reciprocal rank fusion, score = Σ weight / (rrf_k + rank)). A source filter keeps documents whose file
name contains a text; the glossary boost applies to definition questions (glossary.py). Without an FTS
file, `hybrid` falls back to vector-only and says so in each hit's mode; so it does where BM25 cannot help
the bundle's language (its analyzer's segmentation "none": a script whose words are not cut here, db/analyzer.py).

`per_page`: one result per (document, page), its best-ranked chunk standing for it. A citation is a page,
and overlapping windows of one page otherwise fill the top k with the same citation (BENCHMARKS.md
measures what it changes on both gold files). `page_neighbours` adds to each page a share of its best
neighbouring page's score (BENCHMARKS.md, "Retrieval levers, cross-validated"). `bm25_pages` = N (hybrid):
BM25 ranks only the chunks of the first N pages of the vector ranking, so keywords reorder the pages the
question's meaning already reaches instead of bringing in pages that merely share its words.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from ..db.analyzer import Analyzer
from ..db.vector_file import page_starts
from ..embedding.prompts import query_prompt
from ..errors import InputError
from ..tokenizer import bounded_text
from .abstain import AbstentionSignal, check_signal
from .bm25 import Bm25Index
from .bundle import MANIFEST, Bundle, ChunkRef
from .glossary import is_definition_question
from .topk import VectorIndex

MODES = ("vector", "bm25", "hybrid")


@dataclass(frozen=True)
class SearchSettings:
    mode: str = "vector"
    k: int = 5
    query_task: str = "search result"
    source_filter: str | None = None
    glossary_boost: float | None = None  # e.g. 3.5; None or 1: no boost
    glossary_pages: tuple[tuple[str, int], ...] = ()
    rrf_k: int = 60
    vector_weight: float = 1.0
    bm25_weight: float = 1.0
    depth: int = 50  # how far down each ranked list fusion (or the per-page collapse) looks
    per_page: bool = False  # one hit per (document, page): its best chunk
    # With per_page: a page's score gains this share of its best neighbouring page's (same document, page ±1).
    page_neighbours: float = 0.0
    # Hybrid: BM25 ranks only the chunks of the vector ranking's first `bm25_pages` pages (0: every chunk). The
    # pages come from the plain cosine ranking, before any glossary boost.
    bm25_pages: int = 0
    # "Not in these documents": abstain when the signal (abstain.py) is below this (None: never).
    abstain_below: float | None = None
    abstain_signal: str = "top_cosine_z"

    def __post_init__(self):
        if self.mode not in MODES:
            raise ValueError(f"mode {self.mode!r}: choose one of {', '.join(MODES)}")
        if self.k < 1 or self.depth < 1 or self.rrf_k < 0:
            raise ValueError("k and depth must be at least 1, rrf_k at least 0")
        if self.page_neighbours < 0:
            raise ValueError(f"page_neighbours {self.page_neighbours}: must be at least 0")
        if self.bm25_pages < 0:
            raise ValueError(f"bm25_pages {self.bm25_pages}: must be at least 0 (0: BM25 ranks every chunk)")
        query_prompt(self.query_task)  # ValueError on an unknown task
        check_signal(self.abstain_signal)


@dataclass(frozen=True)
class Hit:
    rank: int
    chunk: ChunkRef
    score: float
    mode: str  # what produced it: vector | bm25 | hybrid, "+glossary" when boosted

    def to_json(self) -> dict:
        c = self.chunk
        return {"rank": self.rank, "id": c.id, "document": c.document, "page": c.page,
                **({"page_label": c.page_label} if c.page_label else {}), "lines": [c.line_from, c.line_to],
                "section": c.section, "score": round(self.score, 6),
                "mode": self.mode, "text": c.text}


@dataclass(frozen=True)
class Answer:
    hits: list[Hit]
    top_cosine: float | None  # the best chunk's cosine with the query (None without a vector list)
    abstain: bool  # the abstention signal below the bundle's threshold: likely not in these documents
    abstain_score: float | None = None  # the settings' abstention signal (abstain.py; None without a vector list)


@dataclass
class Searcher:
    bundle: Bundle
    settings: SearchSettings = field(default_factory=SearchSettings)
    index: VectorIndex | None = None  # another set of document vectors (e.g. fp32) in the bundle's row order

    def __post_init__(self):
        self.index = self.index or self.bundle.index
        self._allowed = _allowed_positions(self.bundle, self.settings.source_filter)
        self._glossary = _page_mask(self.bundle, self.settings.glossary_pages)
        if self.settings.mode == "bm25" and self.bundle.fts_path is None:
            raise InputError(self.bundle.path, "mode bm25 needs the FTS file (corpus_fts.db), which this bundle lacks")
        # A vector search reads no analyzer (a manifest's bad retrieval.bm25 does not stop it), as in the Java library.
        self._bm25 = (Bm25Index(self.bundle.fts_path, bundle_analyzer(self.bundle))
                      if self.bundle.fts_path is not None and self.settings.mode != "vector" else None)
        # Hybrid fuses BM25 only where it helps: an FTS file, and a language whose words the analyzer cuts.
        self._hybrid_bm25 = self._bm25 is not None and self._bm25.analyzer.helps_hybrid
        # The source filter as chunk rows, for the BM25 list: made once, not per question (whole documents, so a
        # few runs of rows: bm25.row_ranges).
        self._allowed_rows = None if self._allowed is None else np.flatnonzero(self._allowed) + 1
        # A page's chunks are consecutive rows (chunk ids run by document, page, sequence): each page's first
        # row and the widest page, for `bm25_pages` (made only when the settings use it).
        self._page_starts = (page_starts(self.bundle.vector_file.documents, self.bundle.vector_file.pages)
                             if self.settings.bm25_pages else np.zeros(1, np.int64))
        self._widest_page = int(np.diff(self._page_starts).max(initial=1))
        self._abstention = AbstentionSignal(self.settings.abstain_signal, self.index.moments)

    def embed_queries(self, questions: list[str]) -> np.ndarray:
        """Query vectors from the bundled artifact, with the settings' query prompt, at the bundle's width."""
        from ..runtime.reference import to_dims

        vectors = self.bundle.embedder().embed(questions, "query", prompt=query_prompt(self.settings.query_task)).vectors
        return to_dims(vectors, self.bundle.dims)

    def search(self, question: str, query_vector: np.ndarray | None = None) -> list[Hit]:
        return self.answer(question, query_vector).hits

    def answer(self, question: str, query_vector: np.ndarray | None = None) -> "Answer":
        """The hits, and whether to abstain: the settings' abstention signal (abstain.py: the top cosine, best
        chunk against the query whatever the mode ranks by, or its z-score) below the settings' threshold. BM25
        alone has no vector, so no abstention signal."""
        s = self.settings
        question = bounded_text(question, self.bundle.max_seq_len)
        boost = (s.glossary_boost if s.glossary_boost and s.glossary_boost != 1 and self._glossary.any()
                 and is_definition_question(question) else None)
        lists, label, top_cosine = [], s.mode, None
        if s.mode in ("vector", "hybrid"):
            if query_vector is None:
                query_vector = self.embed_queries([question])[0]
            ranked = self._vector_list(query_vector, boost)
            lists.append((s.vector_weight, ranked))
            if boost is None:
                top_cosine = ranked[0][1] if ranked else None
            else:  # boosted scores are not cosines
                _, top = self.index.search(query_vector, 1, self._allowed)
                top_cosine = float(top[0]) if len(top) else None
        if s.mode in ("bm25", "hybrid"):
            if self.bundle.fts_path is None or (s.mode == "hybrid" and not self._hybrid_bm25):
                label = "vector"  # hybrid without the FTS file, or BM25 unable to help: vector-only, as the phone
            else:
                gate = self._bm25_candidates(query_vector) if s.mode == "hybrid" and s.bm25_pages else None
                lists.append((s.bm25_weight, self._bm25_list(question, boost, gate)))
        ranked = lists[0][1] if len(lists) == 1 else _fuse(lists, s.rrf_k)
        ranked = (self._one_per_page(ranked) if s.per_page else ranked)[: s.k]
        boosted = boost is not None and any(self._glossary[pos] for pos, _ in ranked)
        # The spec's fallback: a boost that brings back no glossary chunk is no boost (and is not labelled).
        mode = label + ("+glossary" if boosted else "")
        hits = [Hit(rank, self.bundle.chunks[pos], float(score), mode) for rank, (pos, score) in enumerate(ranked, 1)]
        score = None if top_cosine is None else self._abstention.score(top_cosine, query_vector)
        abstain = s.abstain_below is not None and score is not None and score < s.abstain_below
        return Answer(hits, top_cosine, abstain, score)

    def _one_per_page(self, ranked: list[tuple[int, float]]) -> list[tuple[int, float]]:
        """Each page's best chunk, in ranking order; with `page_neighbours` = a, a page then scores its best
        chunk's score + a × the best score of its neighbouring pages in the ranking (same document, page ±1),
        re-ranked, ties by the chunk's position. A rule or a situation often runs over a page break: the
        page beside a strongly matching one is a likelier answer than an isolated page of the same score."""
        best: dict[tuple[str, int], tuple[int, float]] = {}
        for pos, score in ranked:
            best.setdefault(self.bundle.page_of(pos), (pos, score))
        a = self.settings.page_neighbours
        if not a:
            return list(best.values())

        def total(key):
            document, page = key
            near = [best[n][1] for n in ((document, page - 1), (document, page + 1)) if n in best]
            return best[key][1] + a * max([0.0, *near])  # a negative cosine next door adds nothing

        scored = [(pos, total(key)) for key, (pos, _) in best.items()]
        return sorted(scored, key=lambda item: (-item[1], item[0]))

    def _list_depth(self, mode: str) -> int:
        """A single-mode search without per-page collapse needs only k; fusion and collapse look deeper."""
        s = self.settings
        return s.k if s.mode == mode and not s.per_page else max(s.depth, s.k)

    def _vector_list(self, query_vector: np.ndarray, boost: float | None) -> list[tuple[int, float]]:
        depth = self._list_depth("vector")
        top, scores = self.index.search(query_vector, depth, self._allowed)
        ranked = list(zip(top.tolist(), scores.tolist()))
        if boost is None:
            return ranked
        # Exact: the boosted top is the best glossary chunks (boosted) merged with the best of the others.
        mask = self._glossary if self._allowed is None else self._glossary & self._allowed
        g_top, g_scores = self.index.search(query_vector, depth, mask)
        merged = {pos: score for pos, score in ranked if not self._glossary[pos]}
        merged.update({pos: score * boost for pos, score in zip(g_top.tolist(), g_scores.tolist())})
        return sorted(merged.items(), key=lambda item: (-item[1], item[0]))[:depth]

    def _bm25_candidates(self, query_vector: np.ndarray) -> set[int]:
        """The rows of the first `bm25_pages` pages of the cosine ranking (within the source filter): every row of
        each page `_gate` keeps."""
        rows = set()
        for pos in self._gate(query_vector).values():
            i = np.searchsorted(self._page_starts, pos, side="right") - 1
            rows.update(range(int(self._page_starts[i]) + 1, int(self._page_starts[i + 1]) + 1))
        return rows

    def vector_ranking(self, query_vector: np.ndarray) -> list[tuple[int, float]]:
        """The vector list fusion and the per-page collapse read ((position, cosine), best first, no glossary boost).
        The Java library's replay reads it to tell two cosines that tie within rounding."""
        return self._vector_list(query_vector, None)

    def gate_pages(self, query_vector: np.ndarray) -> list[tuple[str, int]]:
        """The (document, page) pages BM25 may rank in hybrid mode (`bm25_pages`), best first; [] when BM25
        ranks every chunk. The parity suite reads it to tell a question lost across the gate from one lost by
        its ranks."""
        return list(self._gate(query_vector)) if self.settings.bm25_pages else []

    def _gate(self, query_vector: np.ndarray) -> dict[tuple[str, int], int]:
        """The first `bm25_pages` pages of the cosine ranking, each with its best-ranked row, in ranking order. No
        page has more chunks than the largest, so that many pages' worth of top chunks holds the first N pages. That
        worst-case depth is read from the rows the vector list's search rescored exactly (its rescore count, not
        one 64 times the depth): the first N pages lie within the first few dozen chunks, and rescoring for the
        bound would double the exact stage of a 100,000-chunk bundle (BENCHMARKS.md, "A million chunks")."""
        n = self.settings.bm25_pages
        top, _ = self.index.search(query_vector, min(n * self._widest_page, len(self.bundle.chunks)), self._allowed,
                                   rescore_for=self._list_depth("vector"))
        first: dict[tuple[str, int], int] = {}
        for pos in top.tolist():
            if len(first) == n:
                break
            first.setdefault(self.bundle.page_of(pos), pos)
        return first

    def _bm25_list(self, question: str, boost: float | None, candidates: set[int] | None = None
                   ) -> list[tuple[int, float]]:
        depth = self._list_depth("bm25") if boost is None else max(self.settings.depth, self.settings.k)
        allowed = self._allowed_rows if candidates is None else (
            candidates if self._allowed is None else {row for row in candidates if self._allowed[row - 1]})
        found = self._bm25.rows(question, depth, allowed)
        positions = self.bundle.row_positions([row for row, _ in found])
        ranked = [(int(pos), score) for pos, (_, score) in zip(positions, found)]
        if boost is not None:
            ranked = sorted(((pos, score * boost if self._glossary[pos] else score) for pos, score in ranked),
                            key=lambda item: (-item[1], item[0]))
        return ranked


def bundle_analyzer(bundle: Bundle) -> Analyzer:
    """The BM25 analyzer the bundle's index was written with (manifest `retrieval.bm25`): its questions must be
    cut, filtered and stemmed alike. InputError naming the manifest when it records no analyzer this one can run."""
    try:
        return Analyzer.from_json((bundle.manifest.get("retrieval") or {}).get("bm25"))
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(bundle.path / MANIFEST, f"retrieval.bm25: {exc}") from None


def bundle_settings(bundle: Bundle, **overrides) -> SearchSettings:
    """The bundle's recorded retrieval defaults (manifest `retrieval`), then `overrides` (None = keep)."""
    from .glossary import parse_glossary_pages

    recorded = dict(bundle.manifest.get("retrieval") or {})
    weights = recorded.pop("weights", {})
    abstain = recorded.get("abstain") or {}
    try:
        check_signal(abstain.get("signal", "top_cosine"), "retrieval.abstain.signal")
    except ValueError as exc:
        raise InputError(bundle.path / MANIFEST, str(exc)) from None
    values = {"mode": recorded.get("mode"), "query_task": recorded.get("query_task"), "rrf_k": recorded.get("rrf_k"),
              "depth": recorded.get("depth"), "page_neighbours": recorded.get("page_neighbours"),
              "bm25_pages": recorded.get("bm25_pages"),
              "abstain_below": abstain.get("below"), "abstain_signal": abstain.get("signal"),
              "glossary_boost": recorded.get("glossary_boost"), "vector_weight": weights.get("vector"),
              "bm25_weight": weights.get("bm25"), "per_page": recorded.get("per_page"),
              "glossary_pages": parse_glossary_pages(recorded.get("glossary_pages", []))}
    values.update({key: value for key, value in overrides.items() if value is not None})
    return SearchSettings(**{key: value for key, value in values.items() if value is not None})


def _fuse(lists: list[tuple[float, list[tuple[int, float]]]], rrf_k: int) -> list[tuple[int, float]]:
    """Weighted reciprocal rank fusion; ties by position (deterministic)."""
    fused: dict[int, float] = {}
    for weight, ranked in lists:
        for rank, (pos, _) in enumerate(ranked, 1):
            fused[pos] = fused.get(pos, 0.0) + weight / (rrf_k + rank)
    return sorted(fused.items(), key=lambda item: (-item[1], item[0]))


def _allowed_positions(bundle: Bundle, source_filter: str | None) -> np.ndarray | None:
    """Mask of chunks whose document name contains `source_filter`, ASCII letters in either case (SQLite's LIKE,
    which the filter was first written in; the Java library's rule)."""
    if not source_filter:
        return None
    needle = _ascii_lower(source_filter)
    kept = [number for number, source in bundle.documents.items() if needle in _ascii_lower(source)]
    return np.isin(bundle.vector_file.documents, np.asarray(kept, dtype=np.int32))


def _ascii_lower(text: str) -> str:
    return text.translate(_ASCII_LOWER)


_ASCII_LOWER = {code: code + 32 for code in range(ord("A"), ord("Z") + 1)}


def _page_mask(bundle: Bundle, pages: tuple[tuple[str, int], ...]) -> np.ndarray:
    """Mask of the chunks on the given (document file name, page) pages, from the mapped file."""
    mask = np.zeros(len(bundle.chunks), dtype=bool)
    numbers = {source: number for number, source in bundle.documents.items()}
    for source, page in pages:
        if source in numbers:
            mask |= (bundle.vector_file.documents == numbers[source]) & (bundle.vector_file.pages == page)
    return mask


def log_search(log_path: Path, question: str, settings: SearchSettings, hits: list[Hit], elapsed_s: float) -> None:
    """Append one JSON line per query (a log, not an artifact: appended, never rewritten)."""
    entry = {"time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "question": question,
             "settings": {**asdict(settings), "glossary_pages": len(settings.glossary_pages)},
             "elapsed_ms": round(elapsed_s * 1000, 3),
             "results": [{k: v for k, v in h.to_json().items() if k != "text"} for h in hits]}
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with open(log_path, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(entry, ensure_ascii=False) + "\n")
