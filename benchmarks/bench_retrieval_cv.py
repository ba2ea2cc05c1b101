"""Retrieval levers chosen by 5-fold cross-validation, one table per gold file; abstention signals; query latency.

    .venv/bin/python benchmarks/bench_retrieval_cv.py android_assets/fr \
        --exam ../shared/corpus/gold/gold_exam_dev.json --gold ../shared/corpus/gold/gold_fr.json \
        [--also BUNDLE_WITH_OTHER_WINDOWS]

Everything runs on the phone's path: questions (and their sentences) embedded by the bundled artifact with the
bundle's query prompt, scored against the bundled vectors; BM25 by SQLite FTS5: the index of the analyzer the bundle
records (words, or Snowball stems since the sixth session's default) is the bundle's own corpus_fts.db (its rows
carry the pages' running lines, which corpus.db does not keep), the others (the other of words and stems, whole
pages, the --also bundle's) are index files written here by the bundle's own writer (db/writer.py) from corpus.db's
chunks, so without the running lines. The levers before "(on the stemmed defaults)" were chosen over words
(Config.bm25 "words"); STEMMED is the shipped recipe since BM25 stems (`--only "stemmed defaults"`). Each lever has
a small grid (at most two numeric parameters). For each gold file and each of 5 folds (by a hash of the question
id), the grid point with the best recall@5 (then MRR) on the other four folds is scored on the held-out fold:
reported are the held-out recall@5 (mean, min–max over folds) beside the baseline's on the same folds. The exam
table also scores the other gold files at the point chosen on all
exam questions. Then the abstention signals (AUROC, and the answerable share kept where 90 % of the
unanswerable are refused; thresholds chosen on four folds, applied to the fifth) and the query latency.
The variants live here, not in the package: the package keeps only what is chosen. `--also`: a bundle of the
same corpus and artifact with other windows (e.g. 96 tokens, 24 shared), for the granularity levers. The levers
named "(on the defaults)" are measured against the defaults chosen by the first table (neighbour pages 0.05):
BM25 among the vector ranking's first N pages (search's `bm25_pages`), a convex fusion of scores, and the two
together (two parameters: beta and N). The levers named "(on the shipped defaults)" are measured against the
defaults with `bm25_pages` 30: neighbour pages chosen again, section pages beside them, BM25's weight, the fusion
constant, each window's cosine raised by its neighbouring windows' (across page breaks), the query prompt, hubness,
a second query vector's list (another prompt's, or the documents' prompt's) and a page's second-best chunk.
Issue 35 (the defaults an app can ship): the search mode chosen again, hybrid and vector each as `edge-export
search` runs them (vector: the cosines, not reciprocal ranks, under the neighbour-page rule; `--only "current
defaults"`); `--keep 0.9` the abstention thresholds keeping a share of the answerable questions, 5-fold, and
`--abstain-at top_cosine_z=2.75,4.7` the shares kept and refused at given thresholds, for every gold file
(`--no-levers --no-latency` for these alone). Issue 41: the BM25 gate's N chosen again on the languages' model's
vectors (`--only "chosen again (on the current"`; what the gate's width does to the phone's agreement with fp32:
bench_gate_parity.py).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from operator import itemgetter
from pathlib import Path

import numpy as np

from edge_export.db.analyzer import Analyzer
from edge_export.db.writer import write_fts_db
from edge_export.eval.gold import load_gold
from edge_export.eval.recall import first_hit_rank, mean_reciprocal_rank, recall_at
from edge_export.eval.run import auroc
from edge_export.model.spec import DOCUMENT_PROMPT
from edge_export.retrieval.abstain import AbstentionSignal
from edge_export.retrieval.bm25 import rebuilt_fts_db
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import _fuse, bundle_settings
from edge_export.retrieval.topk import VectorIndex, top_k_rows

FOLDS = 5
DEPTH = 50
RRF_K = 60


# --- the questions' parts ---------------------------------------------------------------------------

SENTENCE_END = re.compile(r"(?<=[.?!;:])\s+(?=\S)")


def question_parts(question: str, min_words: int = 3) -> list[str]:
    """A question's sentences (split after . ? ! ; :), each of at least `min_words` words; [] for one sentence."""
    parts = [p.strip() for p in SENTENCE_END.split(question) if len(p.split()) >= min_words]
    return parts if len(parts) > 1 else []


# --- per gold file: everything the levers read ----------------------------------------------------------

@dataclass
class Prepared:
    questions: list[dict]
    whole: np.ndarray  # [Q, D] query vectors
    parts: list[np.ndarray]  # per question [P, D] (P may be 0)
    part_texts: list[list[str]]
    bm25: dict = field(default_factory=dict)  # analyzer -> per question list[(pos, score)] of whole question
    bm25_all: dict = field(default_factory=dict)  # words | stem -> per question: every matching chunk, best first
    bm25_parts: dict = field(default_factory=dict)  # analyzer -> per question list of lists (per part)
    by_prompt: dict = field(default_factory=dict)  # other prompts' vectors of the questions: name -> [Q, D]


class Corpus:
    def __init__(self, bundle):
        self.bundle = bundle
        self.V = bundle.vectors
        keys = [(c.document, c.page) for c in bundle.chunks]
        self.pages = list(dict.fromkeys(keys))
        index = {key: i for i, key in enumerate(self.pages)}
        self.page_of = np.array([index[key] for key in keys])
        self.n_pages = len(self.pages)
        docs = list(dict.fromkeys(d for d, _ in self.pages))
        self.doc_of_page = np.array([docs.index(d) for d, _ in self.pages])
        # neighbours: page index of (doc, page±1) or -1
        self.prev_page = np.array([index.get((d, p - 1), -1) for d, p in self.pages])
        self.next_page = np.array([index.get((d, p + 1), -1) for d, p in self.pages])
        # the bundle's rows are in reading order: position j - 1 is the previous window when the document is the same
        documents = np.array([c.document for c in bundle.chunks])
        self.same_doc_prev = np.r_[False, documents[1:] == documents[:-1]]
        self.same_doc_next = np.r_[self.same_doc_prev[1:], False]


def embed_cached(bundle, texts: list[str], prompt: str, cache_path: Path) -> np.ndarray:
    store = dict(np.load(cache_path, allow_pickle=False)) if cache_path.is_file() else {}
    key = lambda t: hashlib.sha256((prompt + "\x00" + t).encode()).hexdigest()[:24]  # noqa: E731
    missing = sorted({t for t in texts if key(t) not in store})
    if missing:
        vectors = bundle.embedder().embed(missing, "query", prompt=prompt).vectors
        store.update({key(t): v for t, v in zip(missing, vectors)})
        cache_path.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache_path.with_suffix(".tmp.npz")
        np.savez(tmp, **store)
        tmp.replace(cache_path)
    return np.stack([store[key(t)] for t in texts]) if texts else np.zeros((0, bundle.dims), np.float32)


# --- BM25 analyzers: index files written by the bundle's own writer ----------------------------------------

def shipped_fts(bundle, analyzer: Analyzer) -> sqlite3.Connection | None:
    """The bundle's own corpus_fts.db, read-only, when its recorded analyzer is `analyzer`: the rows an app
    searches, each holding its chunk's title, section and page's running lines before the text (db/writer.py
    fts_text). corpus.db keeps no running lines, so an index rebuilt from it (rebuilt_fts_db) is not the shipped one."""
    recorded = (bundle.manifest.get("retrieval") or {}).get("bm25")
    if bundle.fts_path is None or Analyzer.from_json(recorded).to_json() != analyzer.to_json():
        return None
    return sqlite3.connect(f"file:{bundle.fts_path}?mode=ro", uri=True)


def page_texts(bundle, corpus) -> list[str]:
    """Each page's text rebuilt from its chunks' character spans (the windows overlap), after its document's
    title and the distinct section headings of its chunks."""
    conn = sqlite3.connect(f"file:{bundle.file('corpus_db')}?mode=ro", uri=True)
    spans = dict((row, (a, b)) for row, a, b in conn.execute("SELECT row, char_from, char_to FROM chunks"))
    conn.close()
    texts = []
    for p in range(corpus.n_pages):
        members = [bundle.chunks[i] for i in np.nonzero(corpus.page_of == p)[0]]
        end = max(spans[c.row][1] for c in members)
        chars = [" "] * end
        for c in members:
            a, b = spans[c.row]
            chars[a:b] = list(c.text)
        heads = list(dict.fromkeys(x for x in [members[0].title] + [c.section for c in members] if x))
        texts.append("\n".join(heads + ["".join(chars)]))
    return texts


def build_page_fts(texts: list[str], path: Path, analyzer: Analyzer) -> Path:
    return write_fts_db(path, [{"text": t, "metadata": {}} for t in texts], {}, analyzer)


def _fts_rows(conn, question: str, analyzer: Analyzer, depth: int) -> list[tuple[int, float]]:
    expression = analyzer.match_expression(question)
    if expression is None:
        return []
    return [(int(r), -float(sc)) for r, sc in conn.execute(
        "SELECT rowid, bm25(chunks_fts) FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts), rowid "
        "LIMIT ?", (expression, depth))]


def bm25_page_list(conn, corpus, question: str, analyzer: Analyzer, depth: int = DEPTH) -> list[tuple[int, float]]:
    """BM25 over whole pages, each page standing as its first chunk's position (the per-page rules key on it)."""
    return [(int(corpus.first_chunk[r - 1]), sc) for r, sc in _fts_rows(conn, question, analyzer, depth)]


def bm25_list(conn, bundle, question: str, analyzer: Analyzer, depth: int = DEPTH) -> list[tuple[int, float]]:
    found = _fts_rows(conn, question, analyzer, depth)
    pos = bundle.row_positions([r for r, _ in found])
    return [(int(p), sc) for p, (_, sc) in zip(pos, found)]


# --- ranking ---------------------------------------------------------------------------------------------

def vec_list(scores: np.ndarray, depth: int = DEPTH) -> list[tuple[int, float]]:
    """The top `depth` chunk positions by score with their scores (topk's rule: ties by the lower position)."""
    return [(int(i), float(scores[i])) for i in top_k_rows(scores, depth)]


def rrf(lists, k: int = RRF_K) -> dict[int, float]:
    """Chunk position → weighted reciprocal-rank-fusion score (the search's own fusion)."""
    return dict(_fuse(lists, k))


def pages_by_best_chunk(corpus: Corpus, fused: dict[int, float]) -> list[int]:
    best: dict[int, float] = {}
    for pos, score in sorted(fused.items(), key=lambda it: (-it[1], it[0])):
        best.setdefault(int(corpus.page_of[pos]), score)
    return [p for p, _ in sorted(best.items(), key=lambda it: (-it[1], it[0]))]


@dataclass(frozen=True)
class Config:
    vector: str = "whole"  # whole | parts-rrf | ask | rocchio | pagevec
    bm25: str = "words"  # words | stem | pages | pages-stem | none
    page_bm25: float = 0.0  # weight of a third list: BM25 over whole pages (same analyzer family as `bm25`)
    bm25_query: str = "whole"  # whole | parts-rrf
    weights: tuple = (1.0, 1.0)
    a: float = 0.0  # lever parameter 1
    b: float = 0.0  # lever parameter 2
    page: str = "best"  # best | neighbours | section | page-ranks (granularity levers)
    granularity: str = "main"  # main | other (the --also bundle's windows instead) | both (fused per page)
    bm25_pages: int = 0  # BM25 among the chunks of the vector ranking's first N pages (search's `bm25_pages`)
    beta: float = 0.0  # fusion="convex": a page's best cosine + beta × its best BM25 score / the question's best
    fusion: str = "rrf"  # rrf | convex
    section: float = 0.0  # beside neighbour pages: + section × the best other page of the page's section heading
    rrf_k: int = RRF_K  # reciprocal rank fusion's constant
    smooth: float = 0.0  # a window's cosine + smooth × its document's previous and next windows' (across page breaks)
    prompt: str = ""  # another query prompt of the model card (CARD_PROMPTS) instead of the bundle's
    hub: float = 0.0  # a window's cosine − hub × its hubness (mean cosine to its 10 nearest windows of other pages)
    second_chunk: float = 0.0  # a page's best chunk + second_chunk × its second best (evidence spread over a page)
    second: str = ""  # a second query vector's list fused at weight `b`: a key of Prepared.by_prompt
    # A single list keeps its own scores (cosines), as `edge-export search --mode vector` ranks, instead of RRF's:
    # neighbour pages then add a share of a cosine, not of a reciprocal rank.
    raw_single: bool = False


# EmbeddingGemma's model card's query prompts beyond the two of model.spec.QUERY_TASKS (its prompt table:
# fact verification, sentence similarity), measured as a choice of the bundle's query prompt.
CARD_PROMPTS = {"fact checking": "task: fact checking | query: ",
                "sentence similarity": "task: sentence similarity | query: ",
                "search result": "task: search result | query: "}

# The defaults since "Retrieval levers, cross-validated" (neighbour pages 0.05): what the later levers are measured on.
DEFAULTS = Config(page="neighbours", a=0.05)
# The shipped defaults since "Keywords among the pages the meaning finds" (+ bm25_pages 30).
SHIPPED = replace(DEFAULTS, bm25_pages=30)
# The defaults since "Real-world PDFs" (bm25_pages 30 → 10), and vector search as `--mode vector` runs it
# (issue 35: the search mode chosen again).
CURRENT = replace(DEFAULTS, bm25_pages=10)
VECTOR = replace(CURRENT, bm25="none", raw_single=True)
# The shipped recipe since the sixth session's default: the same over Snowball stems.
STEMMED = replace(CURRENT, bm25="stem")


def rank_pages(corpus: Corpus, prep: Prepared, i: int, cfg: Config) -> list[int]:
    if cfg.granularity != "main":
        return rank_pages_granularity(corpus, prep, i, cfg)
    V = corpus.V
    q = prep.by_prompt[cfg.prompt][i] if cfg.prompt else prep.whole[i]
    if cfg.fusion == "convex":
        return rank_pages_convex(corpus, prep, i, cfg)
    lists, scores = [], cosines(corpus, q, cfg)
    if cfg.vector == "whole":
        lists.append((cfg.weights[0], vec_list(smoothed(corpus, scores, cfg.smooth) if cfg.smooth else scores)))
        if cfg.second:
            lists.append((cfg.weights[0] * cfg.b, vec_list(corpus.V @ prep.by_prompt[cfg.second][i])))
    elif cfg.vector == "parts-rrf":  # a: weight of each part's list against the whole question's 1
        lists.append((cfg.weights[0], vec_list(V @ q)))
        for p in prep.parts[i]:
            lists.append((cfg.weights[0] * cfg.a / max(len(prep.parts[i]), 1), vec_list(V @ p)))
    elif cfg.vector == "ask":  # a: weight of the last (asking) part added to the whole question's vector
        if prep.parts[i].shape[0]:
            q = q + cfg.a * prep.parts[i][-1]
            q = q / np.linalg.norm(q)
        lists.append((cfg.weights[0], vec_list(V @ q)))
    elif cfg.vector == "rocchio":  # a: feedback weight, b: feedback chunks
        s = V @ q
        top = np.argsort(-s, kind="stable")[: int(cfg.b)]
        q2 = q + cfg.a * V[top].mean(axis=0)
        q2 = q2 / np.linalg.norm(q2)
        lists.append((cfg.weights[0], vec_list(V @ q2)))
    elif cfg.vector == "pagevec":  # a: weight of the page-mean vector list against the chunk list
        lists.append((cfg.weights[0], vec_list(V @ q)))
        pv = corpus.page_vectors
        ps = pv @ q
        order = np.argsort(-ps, kind="stable")[:DEPTH]
        # a page list expressed through each page's first chunk position
        lists.append((cfg.weights[0] * cfg.a, [(int(corpus.first_chunk[p]), float(ps[p])) for p in order]))
    if cfg.page_bm25:
        lists.append((cfg.weights[1] * cfg.page_bm25, prep.bm25["pages-stem" if cfg.bm25 == "stem" else "pages"][i]))
    if cfg.bm25 != "none" and cfg.bm25_pages:
        first = set(list(dict.fromkeys(corpus.page_of[np.lexsort((np.arange(len(V)), -scores))].tolist()))[:cfg.bm25_pages])
        lists.append((cfg.weights[1], [(p, sc) for p, sc in prep.bm25_all[cfg.bm25][i]
                                       if corpus.page_of[p] in first][:DEPTH]))
    elif cfg.bm25 != "none":
        lists.append((cfg.weights[1], prep.bm25[cfg.bm25][i]))
        if cfg.bm25_query == "parts-rrf":
            for pl in prep.bm25_parts[cfg.bm25][i]:
                lists.append((cfg.weights[1] * cfg.b / max(len(prep.bm25_parts[cfg.bm25][i]), 1), pl))
    fused = dict(lists[0][1]) if cfg.raw_single and len(lists) == 1 else rrf(lists, cfg.rrf_k)
    if cfg.page == "best":
        return pages_by_best_chunk(corpus, fused)
    # neighbours: a page's score = its best chunk + a × the best of its two neighbours' (same document)
    best, runner_up = np.zeros(corpus.n_pages), np.zeros(corpus.n_pages)
    for pos, score in fused.items():
        p = corpus.page_of[pos]
        runner_up[p] = max(runner_up[p], min(best[p], score))
        best[p] = max(best[p], score)
    if cfg.second_chunk:
        best = best + cfg.second_chunk * runner_up
    nb = section_best(corpus, best) if cfg.page == "section" else neighbour_best(corpus, best)
    total = best + cfg.a * nb + (cfg.section * section_best(corpus, best) if cfg.section else 0)
    candidates = np.nonzero(best > 0)[0]
    return [int(p) for p in candidates[np.lexsort((candidates, -total[candidates]))]]


def rank_pages_convex(corpus: Corpus, prep: Prepared, i: int, cfg: Config) -> list[int]:
    """Convex fusion of scores, not ranks: a page's best cosine (every chunk is scored on the phone anyway) +
    beta × its best BM25 score over the question's best (top `DEPTH` BM25 chunks; with `bm25_pages`, only
    those of the cosine ranking's first N pages), then neighbour pages (a)."""
    best = np.full(corpus.n_pages, -np.inf)
    cosines = corpus.V @ prep.whole[i]
    np.maximum.at(best, corpus.page_of, cosines)
    keyword = np.zeros(corpus.n_pages)
    found = prep.bm25["words"][i]
    if cfg.bm25_pages:  # only the chunks of the cosine ranking's first N pages, as search's bm25_pages
        order = corpus.page_of[np.lexsort((np.arange(len(cosines)), -cosines))].tolist()
        first = set(list(dict.fromkeys(order))[:cfg.bm25_pages])
        found = [(p, sc) for p, sc in prep.bm25_all["words"][i] if corpus.page_of[p] in first][:DEPTH]
    for pos, score in found:
        keyword[corpus.page_of[pos]] = max(keyword[corpus.page_of[pos]], score / found[0][1])
    best = best + cfg.beta * keyword
    total = best + cfg.a * np.maximum(neighbour_best(corpus, best), 0)
    return [int(p) for p in np.lexsort((np.arange(corpus.n_pages), -total))]


def cosines(corpus: Corpus, q: np.ndarray, cfg: Config) -> np.ndarray:
    """Every window's cosine with the question, less `cfg.hub` × the window's hubness (CSLS, Conneau et
    al. 2018: 2·cos − r_q − r_d ranks as cos − r_d / 2 for one question, so hub = 0.5 is CSLS itself)."""
    return corpus.V @ q - cfg.hub * corpus.hubness if cfg.hub else corpus.V @ q


def hubness(corpus: Corpus, k: int = 10) -> np.ndarray:
    """Per window, the mean of its k highest cosines to windows of other pages: how much a window looks
    like everything (a generic page), measured at build time without a question."""
    sims = corpus.V @ corpus.V.T
    sims[corpus.page_of[:, None] == corpus.page_of[None, :]] = -np.inf
    return np.sort(sims, axis=1)[:, -k:].mean(axis=1)


def smoothed(corpus: Corpus, cosines: np.ndarray, weight: float) -> np.ndarray:
    """Each window's cosine + weight × (the previous + the next window's of its document, in reading order):
    the windows beside a page break are each other's context."""
    prev = np.where(corpus.same_doc_prev, np.r_[0.0, cosines[:-1]], 0.0)
    following = np.where(corpus.same_doc_next, np.r_[cosines[1:], 0.0], 0.0)
    return cosines + weight * (prev + following)


def section_best(corpus: Corpus, best: np.ndarray) -> np.ndarray:
    """Per page, the best score of another page of its section heading (0 where it is alone)."""
    nb = np.zeros(corpus.n_pages)
    for members in corpus.section_pages:
        if len(members) > 1:
            vals = best[members]
            top2 = np.sort(vals)[-2:]
            for m, v in zip(members, vals):
                nb[m] = top2[0] if v == top2[1] else top2[1]
    return nb


def neighbour_best(corpus: Corpus, best: np.ndarray) -> np.ndarray:
    """Per page, the better score of page − 1 and page + 1 of its document (0 where neither exists)."""
    return np.maximum(np.where(corpus.prev_page >= 0, best[corpus.prev_page], 0),
                      np.where(corpus.next_page >= 0, best[corpus.next_page], 0))


def rank_pages_granularity(corpus: Corpus, prep: Prepared, i: int, cfg: Config) -> list[int]:
    """Windows of another chunker (the --also bundle) instead of the bundle's, or both in one fusion: each
    window set gives a vector list and a BM25 list; positions of the other set are offset by the bundle's
    chunk count, and every window maps to its (document, page)."""
    q, n = prep.whole[i], corpus.V.shape[0]
    other = [(1.0, [(n + pos, sc) for pos, sc in vec_list(corpus.other_V @ q)]),
             (1.0, [(n + pos, sc) for pos, sc in prep.bm25["other"][i]])]
    main = [(1.0, vec_list(corpus.V @ q)), (1.0, prep.bm25["words"][i])]
    lists = other if cfg.granularity == "other" else main + [(cfg.a, ranked) for _, ranked in other]
    if cfg.page == "page-ranks":  # each list collapsed to its pages first, then the page ranks fused
        fused: dict[int, float] = {}
        for weight, ranked in lists:
            pages = list(dict.fromkeys(int(corpus.page_of_all[pos]) for pos, _ in ranked))
            for rank, page in enumerate(pages, 1):
                fused[page] = fused.get(page, 0.0) + weight / (RRF_K + rank)
        return [p for p, _ in sorted(fused.items(), key=lambda it: (-it[1], it[0]))]
    fused = rrf(lists)
    best: dict[int, float] = {}
    for pos, score in sorted(fused.items(), key=lambda it: (-it[1], it[0])):
        best.setdefault(int(corpus.page_of_all[pos]), score)
    return [p for p, _ in sorted(best.items(), key=lambda it: (-it[1], it[0]))]


def ranks_of(corpus: Corpus, prep: Prepared, cfg: Config) -> list[int | None]:
    out = []
    for i, q in enumerate(prep.questions):
        pages = rank_pages(corpus, prep, i, cfg)[:10]
        out.append(first_hit_rank([corpus.pages[p] for p in pages], q))
    return out


def metrics(ranks) -> tuple[float, float, float, float]:
    """Recall@1, @5, @10 and MRR of first-hit ranks (edge_export.eval.recall's definitions)."""
    return recall_at(ranks, 1), recall_at(ranks, 5), recall_at(ranks, 10), mean_reciprocal_rank(ranks)


def fold_of(qid: str) -> int:
    return int(hashlib.sha256(qid.encode()).hexdigest(), 16) % FOLDS


def cross_validate(corpus, exam: Prepared, grid: list[Config]):
    """Per fold: the grid point best on the other folds (recall@5, then MRR), scored on the fold."""
    all_ranks = {cfg: ranks_of(corpus, exam, cfg) for cfg in grid}
    folds = np.array([fold_of(q["id"]) for q in exam.questions])
    held, chosen = [], []
    for f in range(FOLDS):
        train = [j for j in range(len(folds)) if folds[j] != f]
        test = [j for j in range(len(folds)) if folds[j] == f]
        best = max(grid, key=lambda c: itemgetter(1, 3)(metrics([all_ranks[c][j] for j in train])))
        chosen.append(best)
        held.append(metrics([all_ranks[best][j] for j in test]))
    overall = max(grid, key=lambda c: itemgetter(1, 3)(metrics(all_ranks[c])))
    return held, chosen, overall, all_ranks


def prepare(bundle, corpus, questions, prompt, cache: Path, conns: dict, stems: dict) -> Prepared:
    questions = [q for q in questions if q["answerable"]]
    texts = [q["question"] for q in questions]
    parts = [question_parts(t) for t in texts]
    flat = [p for ps in parts for p in ps]
    whole = embed_cached(bundle, texts, prompt, cache)
    flat_v = embed_cached(bundle, flat, prompt, cache)
    part_v, at = [], 0
    for ps in parts:
        part_v.append(flat_v[at: at + len(ps)])
        at += len(ps)
    from edge_export.embedding.prompts import QUERY_TASKS

    other = next(p for p in QUERY_TASKS.values() if p != prompt)
    prep = Prepared(questions, whole, part_v, parts)
    prep.by_prompt = {task: embed_cached(bundle, texts, p, cache) for task, p in CARD_PROMPTS.items()}
    prep.by_prompt["other query task"] = embed_cached(bundle, texts, other, cache)  # the bundle's other QUERY_TASKS one
    # The question under the documents' own prompt (`title: none`): a situation told like a passage.
    prep.by_prompt["document"] = embed_cached(bundle, texts, DOCUMENT_PROMPT, cache)
    for name, conn in conns.items():
        lister = (lambda c, t, a, d=DEPTH: bm25_page_list(c, corpus, t, a, d)) if name.startswith("pages") else (
            lambda c, t, a, d=DEPTH: bm25_list(c, corpus.other if name == "other" else bundle, t, a, d))
        prep.bm25[name] = [lister(conn, t, stems[name]) for t in texts]
        if name in ("words", "stem"):  # the gate queries either; the sentence-parts levers the word index
            prep.bm25_all[name] = [lister(conn, t, stems[name], len(bundle.chunks)) for t in texts]
        if name == "words":
            prep.bm25_parts[name] = [[lister(conn, p, stems[name]) for p in ps] for ps in parts]
    return prep


def grids() -> dict[str, list[Config]]:
    base = Config()
    g = {"baseline: hybrid 1:1, best chunk per page (the defaults before this table)": [base]}
    g["BM25 Snowball stems"] = [Config(bm25="stem")]
    g["fusion weights vector:BM25"] = [Config(weights=(1.0, w)) for w in (0.25, 0.5, 0.75, 1.0, 1.5)]
    g["vector: parts' lists fused (RRF)"] = [Config(vector="parts-rrf", a=a) for a in (0.25, 0.5, 1.0, 2.0)]
    g["vector: asking sentence added"] = [Config(vector="ask", a=a) for a in (0.25, 0.5, 1.0)]
    g["BM25: parts' lists fused"] = [Config(bm25_query="parts-rrf", b=b) for b in (0.25, 0.5, 1.0, 2.0)]
    g["vector Rocchio feedback"] = [Config(vector="rocchio", a=a, b=m) for a in (0.25, 0.5, 1.0) for m in (3, 5, 10)]
    g["page-mean vectors fused"] = [Config(vector="pagevec", a=a) for a in (0.25, 0.5, 1.0)]
    g["neighbour pages"] = [Config(page="neighbours", a=a) for a in (0.05, 0.1, 0.25, 0.5)]
    g["vector: both query prompts fused"] = [Config(second="other query task", b=b) for b in (0.5, 1.0)]
    g["section pages"] = [Config(page="section", a=a) for a in (0.1, 0.25, 0.5)]
    g["windows of the --also bundle instead"] = [Config(granularity="other")]
    g["both window sizes, best window per page"] = [Config(granularity="both", a=a) for a in (0.5, 1.0)]
    g["both window sizes, page ranks fused"] = [Config(granularity="both", page="page-ranks", a=a) for a in (0.5, 1.0)]
    g["BM25 over whole pages (instead of windows)"] = [Config(bm25="pages")]
    g["BM25 over whole pages, stemmed"] = [Config(bm25="pages-stem")]
    g["BM25 pages as a third list"] = [Config(page_bm25=w) for w in (0.5, 1.0)]
    g["BM25 pages as a third list, stemmed"] = [Config(bm25="stem", page_bm25=w) for w in (0.5, 1.0)]
    # On the defaults since that table (neighbour pages 0.05): BASELINES names what each is measured against.
    g["the defaults: + neighbour pages 0.05"] = [DEFAULTS]
    g["vector list alone (on the defaults)"] = [replace(DEFAULTS, bm25="none")]
    g["BM25 among the vector's first N pages (on the defaults)"] = [replace(DEFAULTS, bm25_pages=n)
                                                                      for n in (10, 20, 30, 40)]
    g["convex fusion of cosine and BM25 scores (on the defaults)"] = [replace(DEFAULTS, fusion="convex", beta=b)
                                                                       for b in (0.05, 0.1, 0.15, 0.2, 0.3)]
    g["convex fusion among the vector's first N pages (on the defaults)"] = [
        replace(DEFAULTS, fusion="convex", beta=b, bm25_pages=n) for b in (0.05, 0.1, 0.2, 0.3) for n in (10, 20, 30, 40)]
    # On the shipped defaults (+ bm25_pages 30): the page rules and the fusion constant chosen again with the gate.
    g["the shipped defaults: + BM25 among the vector's first 30 pages"] = [SHIPPED]
    g["neighbour pages chosen again (on the shipped defaults)"] = [replace(SHIPPED, a=a) for a in (0.02, 0.05, 0.1, 0.2)]
    g["section pages beside neighbour pages (on the shipped defaults)"] = [replace(SHIPPED, section=c)
                                                                            for c in (0.02, 0.05, 0.1, 0.25)]
    g["BM25's weight in the fusion (on the shipped defaults)"] = [replace(SHIPPED, weights=(1.0, w))
                                                                   for w in (0.25, 0.5, 0.75, 1.0)]
    g["RRF constant k (on the shipped defaults)"] = [replace(SHIPPED, rrf_k=k) for k in (10, 30, 60, 120)]
    g["neighbouring chunks' cosines, across page breaks (on the shipped defaults)"] = [replace(SHIPPED, smooth=w)
                                                                   for w in (0.05, 0.1, 0.2, 0.3)]
    g["query prompt among the model card's (on the shipped defaults)"] = [
        SHIPPED, *(replace(SHIPPED, prompt=task) for task in CARD_PROMPTS)]
    g["a second query vector's list fused: another prompt, or the documents' (on the shipped defaults)"] = [
        replace(SHIPPED, second=second, b=b) for second in ("search result", "document") for b in (0.25, 0.5, 1.0)]
    g["a page's second-best chunk added to its best (on the shipped defaults)"] = [
        replace(SHIPPED, second_chunk=c) for c in (0.1, 0.25, 0.5, 1.0)]
    g["hubness: cosine less h × the chunk's mean cosine to its 10 nearest of other pages (on the shipped defaults)"] = [
        replace(SHIPPED, hub=h) for h in (0.1, 0.25, 0.5, 1.0)]
    # Issue 35: the search mode chosen again, both modes as the search runs them.
    g["hybrid, BM25 among the vector's first 10 pages (the current defaults)"] = [CURRENT]
    g["vector search, as --mode vector (on the current defaults)"] = [VECTOR]
    g["search mode: hybrid or vector, chosen per fold (on the current defaults)"] = [CURRENT, VECTOR]
    # Issue 41: the gate chosen again on the languages' model's vectors (N = 0: BM25 ranks every chunk).
    g["BM25 among the vector's first N pages, chosen again (on the current defaults)"] = [
        replace(CURRENT, bm25_pages=n) for n in (10, 15, 20, 30, 40, 0)]
    # BM25 over stems by default (the sixth session: measured per gold file by rebuilding each bundle's index).
    g["hybrid over BM25 stems (the stemmed defaults)"] = [STEMMED]
    g["BM25 over words (on the stemmed defaults)"] = [CURRENT]
    return g


BASELINES = {name: DEFAULTS for name in grids() if "(on the defaults)" in name}
BASELINES.update({name: SHIPPED for name in grids() if "(on the shipped defaults)" in name})
BASELINES.update({name: CURRENT for name in grids() if "(on the current defaults)" in name or "(the current" in name})
BASELINES.update({name: STEMMED for name in grids() if "stemmed defaults" in name})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--exam", type=Path, required=True)
    parser.add_argument("--gold", type=Path, action="append", default=[])
    parser.add_argument("--cache", type=Path, default=Path("build/retrieval-cv"))
    parser.add_argument("--only", action="append", default=[])
    parser.add_argument("--also", type=Path, help="a bundle of the same corpus and artifact with other windows "
                                                  "(granularity levers)")
    parser.add_argument("-o", "--output", type=Path)
    parser.add_argument("--keep", type=float, action="append", default=[],
                        help="abstention: a share of the answerable questions to keep (5-fold thresholds)")
    parser.add_argument("--abstain-at", action="append", default=[], metavar="SIGNAL=T1,T2",
                        help="abstention: shares kept and refused at these thresholds (top_cosine, top_cosine_z)")
    parser.add_argument("--no-levers", action="store_true", help="skip the levers' tables and the 90 %%-refused table")
    parser.add_argument("--no-latency", action="store_true")
    args = parser.parse_args()
    t0 = time.time()
    bundle = open_bundle(args.bundle, threads=2)
    corpus = Corpus(bundle)
    pv = np.zeros((corpus.n_pages, bundle.dims), np.float32)
    np.add.at(pv, corpus.page_of, bundle.vectors)
    corpus.page_vectors = pv / np.linalg.norm(pv, axis=1, keepdims=True)
    sections: dict = {}
    for c, p in zip(bundle.chunks, corpus.page_of):
        if c.section:
            sections.setdefault((c.document, c.section), set()).add(int(p))
    corpus.section_pages = [np.array(sorted(v)) for v in sections.values()]
    corpus.hubness = hubness(corpus)
    corpus.first_chunk = np.array([np.nonzero(corpus.page_of == p)[0][0] for p in range(corpus.n_pages)])
    from edge_export.embedding.prompts import query_prompt

    prompt = query_prompt(bundle_settings(bundle).query_task)
    sha = next(f["sha256"] for f in bundle.manifest["files"] if f["role"] == "model")[:12]
    with tempfile.TemporaryDirectory() as tmp:
        # The bundle's own analyzer's language (its manifest's `retrieval.bm25`), so a non-French bundle's BM25 is
        # what its app runs; "stem" is the same language with its Snowball stemmer.
        language = Analyzer.from_json((bundle.manifest.get("retrieval") or {}).get("bm25")).language
        stems = {"words": Analyzer(language), "stem": Analyzer(language, stem=True)}
        # The index of the recorded analyzer is the bundle's own file (what hybrid search ships); the other is rebuilt.
        conns = {name: shipped_fts(bundle, stem) or sqlite3.connect(rebuilt_fts_db(bundle, Path(tmp) / f"{name}.db", stem))
                 for name, stem in stems.items()}
        print(f"# BM25 shipped: {bundle.manifest['retrieval']['bm25'].get('stemmer') or 'words'}; the other rebuilt "
              "from corpus.db (no running lines)", flush=True)
        if args.also:
            other = open_bundle(args.also)
            corpus.other, corpus.other_V = other, other.vectors
            index = {key: j for j, key in enumerate(corpus.pages)}
            corpus.page_of_all = np.concatenate([corpus.page_of, [index[(c.document, c.page)] for c in other.chunks]])
            stems["other"] = stems["words"]
            conns["other"] = sqlite3.connect(rebuilt_fts_db(other, Path(tmp) / "other.db", stems["words"]))
        texts = page_texts(bundle, corpus)
        for name, stem in (("pages", stems["words"]), ("pages-stem", stems["stem"])):
            stems[name] = stem
            conns[name] = sqlite3.connect(build_page_fts(texts, Path(tmp) / f"{name}.db", stem))
        exam = prepare(bundle, corpus, load_gold(args.exam), prompt, args.cache / f"queries-{sha}.npz", conns, stems)
        others = {g.name: prepare(bundle, corpus, load_gold(g), prompt, args.cache / f"queries-{sha}.npz", conns, stems)
                  for g in args.gold}
        print(f"# {bundle.path}: {len(bundle.chunks)} chunks, {corpus.n_pages} pages; prepared in "
              f"{time.time() - t0:.0f} s; {time.strftime('%Y-%m-%d')}", flush=True)
        levers = {name: grid for name, grid in grids().items()
                  if (args.also or "window" not in name) and (not args.only or any(o in name for o in args.only))
                  and not args.no_levers}
        results = {}
        # One table per gold file, each cross-validated on its own questions: the exam table scores the other
        # files at the point it chose on all its questions (what the default would become), the others score
        # the exam questions at theirs (the rule's "or the reverse").
        for label, prep, extra in ([(args.exam.name, exam, others)] + [(n, o, {args.exam.name: exam})
                                                                         for n, o in others.items()]) * bool(levers):
            base_held = {c: cross_validate(corpus, prep, [c])[0] for c in {Config(), DEFAULTS, SHIPPED, CURRENT}}
            print(f"\n### {label}: {len(prep.questions)} answerable, 5 folds\n")
            print(f"| lever | held-out R@5 per fold: mean (min–max) | vs baseline | chosen on all | "
                  f"R@1/R@5/R@10, MRR at that point | " + "".join(f"{n} at that point | " for n in extra) +
                  "\n|" + "---|" * (5 + len(extra)))
            results[label] = []
            for name, grid in levers.items():
                held, chosen, overall, all_ranks = cross_validate(corpus, prep, grid)
                r5 = [h[1] for h in held]
                gain = np.mean(r5) - np.mean([h[1] for h in base_held[BASELINES.get(name, Config())]])
                row = [name, f"{np.mean(r5):.3f} ({min(r5):.3f}–{max(r5):.3f})", f"{gain:+.3f}", _label(overall),
                       " / ".join(f"{x:.3f}" for x in metrics(all_ranks[overall]))]
                row += [" / ".join(f"{x:.3f}" for x in metrics(ranks_of(corpus, o, overall))) for o in extra.values()]
                print("| " + " | ".join(row) + " |", flush=True)
                results[label].append({"lever": name, "held_r5": r5, "gain": gain,
                                       "chosen": [_label(c) for c in chosen], "overall": _label(overall)})
        for g in args.gold:
            questions = load_gold(g)
            if not all(q["answerable"] for q in questions) and not args.no_levers:
                abstention_report(corpus, bundle, questions, prompt, args.cache / f"queries-{sha}.npz",
                                  conns["words"], stems["words"])
        if args.keep or args.abstain_at:
            files = {g.name: load_gold(g) for g in [args.exam, *args.gold]}
            files = {n: (qs, abstention_signals(corpus, bundle, qs, prompt, args.cache / f"queries-{sha}.npz"))
                     for n, qs in files.items()}
            at = {}
            for spec in args.abstain_at:
                signal, _, values = spec.partition("=")
                at[next(n for n, v in ABSTAIN_SIGNALS.items() if v == signal)] = [float(v) for v in values.split(",")]
            operating_points(files, args.keep, at)
    if not args.no_latency:
        latency_report(args.bundle, [q["question"] for q in exam.questions])
    if args.output:
        args.output.write_text(json.dumps(results, indent=1, ensure_ascii=False))
    print(f"\n{time.time() - t0:.0f} s", file=sys.stderr)


# --- abstention: can the phone tell an unanswerable question from what it already computed? ----------------

def abstention_features(corpus, bundle, questions, prompt, cache, conn, stem) -> dict[str, np.ndarray]:
    texts = [q["question"] for q in questions]
    Q = embed_cached(bundle, texts, prompt, cache)
    z_score = AbstentionSignal("top_cosine_z", VectorIndex(corpus.V).moments).score
    feats = {"top cosine": [], "page margin": [], "vector/BM25 agreement": [], "BM25 top score": [],
             "top cosine − mean of the top 50": [], "top cosine as a z-score over all chunks": []}
    for i, t in enumerate(texts):
        s = corpus.V @ Q[i]
        order = np.argsort(-s, kind="stable")
        pages = list(dict.fromkeys(int(corpus.page_of[j]) for j in order[:DEPTH]))
        best = {}
        for j in order[:DEPTH]:
            best.setdefault(int(corpus.page_of[j]), float(s[j]))
        b = bm25_list(conn, bundle, t, stem)
        bpages = list(dict.fromkeys(int(corpus.page_of[p]) for p, _ in b))
        feats["top cosine"].append(float(s[order[0]]))
        feats["page margin"].append(best[pages[0]] - best[pages[1]])
        feats["vector/BM25 agreement"].append(len(set(pages[:5]) & set(bpages[:5])) / 5)
        feats["BM25 top score"].append(b[0][1] if b else 0.0)
        feats["top cosine − mean of the top 50"].append(float(s[order[0]] - s[order[:DEPTH]].mean()))
        feats["top cosine as a z-score over all chunks"].append(z_score(float(s[order[0]]), Q[i]))
    return {k: np.array(v) for k, v in feats.items()}


def kept_at_refusal(pos: np.ndarray, neg: np.ndarray, refuse: float = 0.9) -> tuple[float, float]:
    """(threshold refusing `refuse` of the unanswerable, share of answerable kept at it)."""
    threshold = float(np.quantile(neg, refuse))
    return threshold, float((pos >= threshold).mean())


def abstention_report(corpus, bundle, questions, prompt, cache, conn, stem) -> None:
    feats = abstention_features(corpus, bundle, questions, prompt, cache, conn, stem)
    answerable = np.array([q["answerable"] for q in questions])
    folds = np.array([fold_of(q["id"]) for q in questions])
    print(f"\n## Abstention on {len(questions)} questions ({answerable.sum()} answerable)\n")
    print("| signal | AUROC | threshold (90 % of unanswerable refused) | answerable kept | held-out: refused / kept "
          "per fold (mean) |\n|---|---|---|---|---|")
    combos = dict(feats)
    for c in (0.05, 0.1, 0.2):
        combos[f"top cosine + {c} × agreement"] = feats["top cosine"] + c * feats["vector/BM25 agreement"]
    for name, x in combos.items():
        pos, neg = x[answerable], x[~answerable]
        threshold, kept = kept_at_refusal(pos, neg)
        refused_f, kept_f = [], []
        for f in range(FOLDS):
            tr, te = folds != f, folds == f
            t = float(np.quantile(x[tr & ~answerable], 0.9))
            if (te & ~answerable).any():  # a small file's fold may hold no unanswerable question
                refused_f.append(float((x[te & ~answerable] < t).mean()))
            kept_f.append(float((x[te & answerable] >= t).mean()))
        print(f"| {name} | {auroc(pos, neg):.3f} | {threshold:.4f} | {kept:.3f} | "
              f"{np.mean(refused_f):.3f} / {np.mean(kept_f):.3f} |", flush=True)


ABSTAIN_SIGNALS = {"top cosine": "top_cosine", "top cosine as a z-score": "top_cosine_z"}


def abstention_signals(corpus, bundle, questions, prompt, cache) -> dict[str, np.ndarray]:
    """Per question, each signal of retrieval/abstain.py as `edge-export search` computes it (best chunk's cosine)."""
    Q = embed_cached(bundle, [q["question"] for q in questions], prompt, cache)
    top = (Q @ corpus.V.T).max(axis=1)
    moments = VectorIndex(corpus.V).moments
    return {name: np.array([AbstentionSignal(signal, moments).score(float(t), q) for t, q in zip(top, Q)])
            for name, signal in ABSTAIN_SIGNALS.items()}


def keep_threshold(x: np.ndarray, keep: float) -> float:
    """The highest threshold that keeps at least `keep` of `x` (a value is kept when it is not below it)."""
    return float(np.sort(x)[int(np.floor((1 - keep) * len(x)))])


def operating_points(files: dict, keeps: list[float], at: dict[str, list[float]]) -> None:
    """Abstention thresholds an app can ship: chosen to keep a share of the answerable questions, not to refuse
    a share of the unanswerable ones. `files`: name → (questions, signals). Per target share and rule, 5-fold
    (folds by question id): the threshold keeping that share of the other four folds' answerable questions,
    every file's pooled ("of all") or of each file (the lowest of the files' thresholds: "of each file"), is
    applied to the fifth; per file, the held-out share of answerable kept and of unanswerable refused (each
    question is held out once). Then fixed thresholds (`at`): the shares per file, over all its questions."""
    fmt = lambda v: "-" if np.isnan(v) else f"{v:.3f}"  # noqa: E731
    share = lambda mask: float(mask.mean()) if len(mask) else float("nan")  # noqa: E731
    names = list(files)
    ans = {n: np.array([q["answerable"] for q in files[n][0]]) for n in names}
    fold = {n: np.array([fold_of(q["id"]) for q in files[n][0]]) for n in names}

    def choose(signal, keep, rule, f=None):
        parts = [files[n][1][signal][ans[n] & ((fold[n] != f) if f is not None else True)] for n in names]
        parts = [x for x in parts if len(x)]
        if rule == "all":
            return keep_threshold(np.concatenate(parts), keep)
        return min(keep_threshold(x, keep) for x in parts)

    print(f"\n## Abstention operating points: keep a share of the answerable ({', '.join(names)}; 5 folds)\n")
    print("| signal | keep (target) of the answerable | threshold on all | threshold per fold (min–max) | " +
          " | ".join(f"{n}: kept / refused held out" for n in names) + " |\n|" + "---|" * (4 + len(names)))
    for signal, keep, rule in [(s, k, r) for s in ABSTAIN_SIGNALS for k in keeps for r in ("all", "each file")]:
        thresholds = [choose(signal, keep, rule, f) for f in range(FOLDS)]
        cells = []
        for n in names:
            x = files[n][1][signal]
            kept = x >= np.array(thresholds)[fold[n]]  # each question against its held-out fold's threshold
            cells.append(f"{fmt(share(kept[ans[n]]))} / {fmt(share(~kept[~ans[n]]))}")
        print(f"| {signal} | {keep:.2f} of {rule} | {choose(signal, keep, rule):.4f} | "
              f"{min(thresholds):.4f}–{max(thresholds):.4f} | " + " | ".join(cells) + " |", flush=True)
    print("\n| signal | threshold | " + " | ".join(f"{n}: kept / refused (AUROC)" for n in names) +
          " |\n|" + "---|" * (2 + len(names)))
    for signal, thresholds in at.items():
        for t in thresholds:
            cells = []
            for n in names:
                x, a = files[n][1][signal], ans[n]
                au = f" ({auroc(x[a], x[~a]):.3f})" if (~a).any() and a.any() else ""
                cells.append(f"{fmt(share(x[a] >= t))} / {fmt(share(x[~a] < t))}{au}")
            print(f"| {signal} | {t:g} | " + " | ".join(cells) + " |", flush=True)


def latency_report(bundle_path: Path, questions: list[str]) -> None:
    """End to end on one thread, as `edge-export search` answers (embed + vector list + BM25 + fusion + per
    page + abstention) against the query embedding alone (the baseline), both in this run."""
    from edge_export.retrieval.search import Searcher

    bundle = open_bundle(bundle_path, threads=1)
    searcher = Searcher(bundle, bundle_settings(bundle))
    searcher.answer(questions[0])  # load the model and the weight cache outside the timing
    embed, whole = [], []
    for q in questions:
        t = time.perf_counter()
        searcher.embed_queries([q])
        embed.append(time.perf_counter() - t)
        t = time.perf_counter()
        searcher.answer(q)
        whole.append(time.perf_counter() - t)
    e50, w50 = np.median(embed) * 1000, np.median(whole) * 1000
    print(f"\n## Query latency, 1 thread, {len(questions)} questions\n\n| path | p50 ms | p95 ms | vs embedding alone |\n"
          f"|---|---|---|---|\n| query embedding alone (baseline) | {e50:.1f} | {np.percentile(embed, 95) * 1000:.1f} | 1.00× |\n"
          f"| whole answer (the bundle's defaults) | {w50:.1f} | {np.percentile(whole, 95) * 1000:.1f} | {w50 / e50:.2f}× |",
          flush=True)
    # What the search adds once the query vector is there, with and without the BM25 gate, rounds interleaved.
    vectors = searcher.embed_queries(questions)
    searchers = {n: Searcher(bundle, bundle_settings(bundle, bm25_pages=n)) for n in (0, searcher.settings.bm25_pages)}
    after = {n: [] for n in searchers}
    for _ in range(3):
        for n, other in searchers.items():
            for q, v in zip(questions, vectors):
                t = time.perf_counter()
                other.answer(q, v)
                after[n].append(time.perf_counter() - t)
    print("\n| search after the embedding | p50 ms | p95 ms |\n|---|---|---|\n" + "\n".join(
        f"| bm25_pages = {n} | {np.median(x) * 1000:.2f} | {np.percentile(x, 95) * 1000:.2f} |" for n, x in after.items()),
        flush=True)


def _label(cfg: Config) -> str:
    d = Config()
    return ", ".join(f"{k}={getattr(cfg, k)}" for k in cfg.__dataclass_fields__ if getattr(cfg, k) != getattr(d, k)) or "-"


if __name__ == "__main__":
    main()
