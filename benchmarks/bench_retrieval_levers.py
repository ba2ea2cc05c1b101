"""Retrieval levers that need no new vectors, on a bundle's phone path (bundled artifact × bundled vectors):
how a page's chunks are fused, BM25 query preprocessing, and what the BM25 index holds besides the text.

    .venv/bin/python benchmarks/bench_retrieval_levers.py android_assets/fr \
        --gold ../shared/corpus/gold/gold_fr.json --gold ../shared/corpus/gold/gold_exam_dev.json

Every variant is scored by edge_export.eval.recall (the corpus README's recall@k, exact page) against the
bundle's own defaults in the same run. The variants are written here, not in the package: they are
candidates, and the package keeps only what was chosen (`per_page`, the first fusion below).

- page fusion, over the fused chunk ranking: `chunks` (none), `best chunk` (a page ranks where its best
  chunk ranks: `--per-page`, the default), `page ranks` (each list collapsed to pages, then fused),
  `page sum` (a page scores the sum of its chunks' fusion scores: a page hit by several chunks rises).
- BM25 query: words cut to their first N letters and matched as prefixes (`"arbit"*`), a stemmer FTS5
  can run on a phone with no library.
- BM25 index: the chunk's text alone, with its document title, or with title and section heading (the
  bundle's, db/writer.py fts_text), each in a temporary FTS5 file built here like the bundle's.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from edge_export.eval.gold import load_gold
from edge_export.eval.recall import first_hit_rank, mean_reciprocal_rank, recall_at
from edge_export.retrieval import bm25
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import Searcher, _fuse, bundle_settings

KS = (1, 5, 10)
DEPTH = 50


def page_ranking(searcher: Searcher, question: str, query_vector, fusion: str) -> list[tuple[str, int]]:
    """(document, page) best first under one page-fusion rule, from the searcher's own ranked lists."""
    s = searcher.settings
    chunks = searcher.bundle.chunks
    lists = []
    if s.mode in ("vector", "hybrid"):
        lists.append((s.vector_weight, searcher._vector_list(query_vector, None)))
    if s.mode in ("bm25", "hybrid") and searcher.bundle.fts_path is not None:
        lists.append((s.bm25_weight, searcher._bm25_list(question, None)))

    def page(pos):
        return chunks[pos].document, chunks[pos].page

    if fusion == "page ranks":
        scores: dict = {}
        for weight, ranked in lists:
            for rank, key in enumerate(dict.fromkeys(page(pos) for pos, _ in ranked), 1):
                scores[key] = scores.get(key, 0.0) + weight / (s.rrf_k + rank)
        return [key for key, _ in sorted(scores.items(), key=lambda item: -item[1])]
    fused = lists[0][1] if len(lists) == 1 else _fuse(lists, s.rrf_k)
    if fusion == "page sum":
        scores = {}
        for rank, (pos, _) in enumerate(fused, 1):
            scores[page(pos)] = scores.get(page(pos), 0.0) + 1.0 / (s.rrf_k + rank)
        return [key for key, _ in sorted(scores.items(), key=lambda item: -item[1])]
    ranked = [page(pos) for pos, _ in fused]
    return list(dict.fromkeys(ranked)) if fusion == "best chunk" else ranked


def score(searcher, questions, query_vectors, fusion) -> list[float]:
    ranks = [first_hit_rank(page_ranking(searcher, q["question"], query_vectors[i], fusion), q)
             for i, q in enumerate(questions) if q["answerable"]]
    return [recall_at(ranks, k) for k in KS] + [mean_reciprocal_rank(ranks)]


def prefix_match_expression(letters: int):
    """bm25.match_expression with each word cut to `letters` letters and matched as a prefix."""
    def expression(question: str) -> str | None:
        words, seen = [], set()
        for word in bm25.WORD.findall(bm25.ELISION.sub(" ", question).lower()):
            if word in bm25.STOPWORDS or (len(word) < 2 and not word.isdigit()):
                continue
            cut = word[:letters] if len(word) > letters and not word.isdigit() else word
            if cut not in seen:
                seen.add(cut)
                words.append(f'"{cut}"' + ("*" if cut != word else ""))
        return " OR ".join(words) or None
    return expression


def expanded_fts(bundle, folder: Path, with_title: bool, with_section: bool) -> Path:
    """An FTS5 file like the bundle's whose rows hold the text, after the title and section heading if asked."""
    path = folder / f"fts-{int(with_title)}{int(with_section)}.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE VIRTUAL TABLE chunks_fts USING fts5(text, content = '', "
                 "tokenize = 'unicode61 remove_diacritics 2')")
    conn.executemany("INSERT INTO chunks_fts(rowid, text) VALUES (?, ?)", [
        (c.row, "\n".join(part for part in (c.title if with_title else None, c.section if with_section else None,
                                            c.text) if part))
        for c in bundle.chunks])
    conn.commit()
    conn.close()
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--gold", type=Path, action="append", required=True)
    args = parser.parse_args()
    bundle = open_bundle(args.bundle)
    base = replace(bundle_settings(bundle), k=DEPTH, depth=DEPTH, per_page=False)
    print(f"# {bundle.path} ({len(bundle.chunks)} chunks); defaults: {bundle.manifest['retrieval']}; "
          f"{time.strftime('%Y-%m-%d')}")
    hybrid = {"mode": "hybrid", "vector_weight": 1.0, "bm25_weight": 1.0}
    with tempfile.TemporaryDirectory() as tmp:
        indexes = {"text": expanded_fts(bundle, Path(tmp), False, False),
                   "title + text": expanded_fts(bundle, Path(tmp), True, False),
                   "title + section + text": expanded_fts(bundle, Path(tmp), True, True)}
        for gold in args.gold:
            questions = load_gold(gold)
            vectors = Searcher(bundle, base).embed_queries([q["question"] for q in questions])
            print(f"\n## {gold.name} ({sum(q['answerable'] for q in questions)} answerable)\n")
            print("| lever | variant | mode | R@1 / R@5 / R@10 | MRR |\n|---|---|---|---|---|")

            def row(lever, variant, mode, settings, fusion, fts=None):
                searcher = Searcher(replace(bundle, fts_path=fts or bundle.fts_path), settings)
                r = score(searcher, questions, vectors, fusion)
                print(f"| {lever} | {variant} | {mode} | {' / '.join(f'{x:.3f}' for x in r[:3])} | {r[3]:.3f} |",
                      flush=True)

            base_fts = indexes["text"]  # the other levers on a text-only index, as measured before it was chosen
            for fusion in ("chunks", "best chunk", "page ranks", "page sum"):
                for mode, overrides in (("vector", {"mode": "vector"}), ("hybrid 1:1", hybrid)):
                    row("page fusion", fusion, mode, replace(base, **overrides), fusion, base_fts)
            original = bm25.match_expression
            try:
                for letters in (None, 5, 6, 7):
                    bm25.match_expression = prefix_match_expression(letters) if letters else original
                    variant = f"prefix of {letters} letters" if letters else "whole words"
                    for mode, overrides in (("bm25", {"mode": "bm25"}), ("hybrid 1:1", hybrid)):
                        row("BM25 query", variant, mode, replace(base, **overrides), "best chunk", base_fts)
            finally:
                bm25.match_expression = original
            for name, fts in indexes.items():
                for mode, overrides in (("bm25", {"mode": "bm25"}), ("hybrid 1:1", hybrid)):
                    row("BM25 index", name, mode, replace(base, **overrides), "best chunk", fts)
    print(file=sys.stderr)


if __name__ == "__main__":
    main()
