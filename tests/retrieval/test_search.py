"""`edge-export search` on a real bundle (three real PDFs, the tiny random-weight model; the real model's
results are in BENCHMARKS.md): each mode against an independent computation of what it should return."""

from __future__ import annotations

import json

import numpy as np
import pytest

from edge_export.cli import main
from edge_export.db.vector_file import open_vector_file
from edge_export.embedding.prompts import query_prompt
from edge_export.errors import InputError
from edge_export.retrieval.bm25 import bm25_rows
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import SearchSettings, Searcher, bundle_analyzer, bundle_settings

QUESTION = "Quelles sont les conditions du classement rapide des joueurs ?"


@pytest.fixture(scope="module")
def bundle(tiny_bundle):
    return open_bundle(tiny_bundle)


def brute_force(bundle, question, task="search result"):
    vectors = open_vector_file(bundle.path / "vectors.bin").vectors()
    rows = np.arange(1, len(vectors) + 1)
    query = bundle.embedder().embed([question], "query", prompt=query_prompt(task)).vectors[0]
    scores = vectors @ query
    order = sorted(range(len(rows)), key=lambda i: (-scores[i], i))
    return [int(rows[i]) for i in order], scores


def test_vector_mode_is_exact_cosine_over_the_bundled_vectors(bundle):
    hits = Searcher(bundle, SearchSettings(k=5)).search(QUESTION)
    expected, scores = brute_force(bundle, QUESTION)
    assert [h.chunk.row for h in hits] == expected[:5]
    assert [h.rank for h in hits] == [1, 2, 3, 4, 5] and {h.mode for h in hits} == {"vector"}
    np.testing.assert_allclose([h.score for h in hits], sorted(scores, reverse=True)[:5], rtol=1e-5)
    top = hits[0].chunk
    assert top.document.endswith(".pdf") and top.page >= 1 and top.line_from <= top.line_to and top.text


def test_the_query_task_changes_the_prompt(bundle):
    other = Searcher(bundle, SearchSettings(k=5, query_task="question answering")).search(QUESTION)
    assert [h.chunk.row for h in other] == brute_force(bundle, QUESTION, "question answering")[0][:5]
    assert [h.score for h in other] != [h.score for h in Searcher(bundle, SearchSettings(k=5)).search(QUESTION)]


def test_hybrid_is_reciprocal_rank_fusion_of_the_two_lists(bundle):
    settings = SearchSettings(mode="hybrid", k=5, depth=20, vector_weight=0.4, bm25_weight=0.6)
    hits = Searcher(bundle, settings).search(QUESTION)
    vector_rows = brute_force(bundle, QUESTION)[0][:20]
    bm25 = [row for row, _ in bm25_rows(bundle.fts_path, QUESTION, 20, analyzer=bundle_analyzer(bundle))]
    fused = {}
    for weight, ranked in ((0.4, vector_rows), (0.6, bm25)):
        for rank, row in enumerate(ranked, 1):
            fused[row] = fused.get(row, 0) + weight / (60 + rank)
    expected = sorted(fused, key=lambda r: (-fused[r], r))[:5]
    assert [h.chunk.row for h in hits] == expected and {h.mode for h in hits} == {"hybrid"}


@pytest.mark.parametrize("mode", ["vector", "bm25", "hybrid"])
def test_per_page_keeps_the_best_chunk_of_each_page_in_rank_order(bundle, mode):
    chunks = Searcher(bundle, SearchSettings(mode=mode, k=len(bundle.chunks), depth=len(bundle.chunks))).search(QUESTION)
    pages = [(h.chunk.document, h.chunk.page) for h in chunks]
    assert len(set(pages)) < len(pages)  # the unconstrained ranking repeats pages: the collapse has work to do
    expected, seen = [], set()
    for hit, page in zip(chunks, pages):
        if page not in seen:
            seen.add(page)
            expected.append(hit.chunk.row)
    hits = Searcher(bundle, SearchSettings(mode=mode, k=6, per_page=True)).search(QUESTION)
    assert [h.chunk.row for h in hits] == expected[:6] and [h.rank for h in hits] == list(range(1, 7))


def test_source_filter_keeps_matching_documents_and_is_not_sql(bundle):
    hits = Searcher(bundle, SearchSettings(k=10, source_filter="classement")).search(QUESTION)
    assert hits and {h.chunk.document for h in hits} == {"E02-Le_classement_rapide.pdf"}
    for hostile in ("%", "' OR 1=1 --", "\\", "E02_Le"):  # LIKE wildcards match only themselves
        assert Searcher(bundle, SearchSettings(k=5, source_filter=hostile)).search(QUESTION) == []
    underscored = Searcher(bundle, SearchSettings(k=10, source_filter="Le_classement")).search(QUESTION)
    assert {h.chunk.document for h in underscored} == {"E02-Le_classement_rapide.pdf"}


def test_glossary_boost_lifts_glossary_pages_for_definition_questions_only(bundle):
    settings = SearchSettings(k=5, glossary_boost=3.5, glossary_pages=(("E02-Le_classement_rapide.pdf", 1),))
    definition = Searcher(bundle, settings).search("Qu'est-ce que le classement rapide ?")
    glossary_rows = {c.row for c in bundle.chunks if c.document.startswith("E02") and c.page == 1}
    assert definition[0].chunk.row in glossary_rows and definition[0].mode == "vector+glossary"
    plain = Searcher(bundle, settings).search(QUESTION)
    assert [h.chunk.row for h in plain] == brute_force(bundle, QUESTION)[0][:5] and plain[0].mode == "vector"


def test_a_boost_that_brings_back_no_glossary_chunk_falls_back(bundle):
    settings = SearchSettings(k=5, glossary_boost=3.5, glossary_pages=(("E02-Le_classement_rapide.pdf", 1),),
                              source_filter="Championnat")
    hits = Searcher(bundle, settings).search("Qu'est-ce que le classement rapide ?")
    assert hits and {h.mode for h in hits} == {"vector"}


def test_bundle_defaults_come_from_the_manifest(bundle):
    settings = bundle_settings(bundle)
    assert settings.glossary_pages == (("E02-Le_classement_rapide.pdf", 1),) and settings.glossary_boost == 1.0
    assert bundle_settings(bundle, mode="hybrid").mode == "hybrid"
    recorded = bundle.manifest["retrieval"]
    assert (settings.mode, settings.per_page) == (recorded["mode"], recorded["per_page"])
    assert bundle_settings(bundle, per_page=not recorded["per_page"]).per_page is not recorded["per_page"]


def test_without_the_fts_file_hybrid_is_vector_only_and_bm25_is_refused(tiny_bundle, tmp_path):
    import shutil

    copy = tmp_path / "no-fts"
    shutil.copytree(tiny_bundle, copy)
    (copy / "corpus_fts.db").unlink()
    bundle = open_bundle(copy)
    hits = Searcher(bundle, SearchSettings(mode="hybrid", k=3)).search(QUESTION)
    assert {h.mode for h in hits} == {"vector"}
    with pytest.raises(InputError, match="corpus_fts.db"):
        Searcher(bundle, SearchSettings(mode="bm25"))


def test_a_manifest_whose_stemmer_is_not_its_language_s_is_refused_by_name(tiny_bundle, tmp_path):
    """By hybrid and BM25 searches; a vector search reads no analyzer and answers, as the Java library does."""
    import shutil

    copy = tmp_path / "stemmer"
    shutil.copytree(tiny_bundle, copy)
    manifest = json.loads((copy / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["retrieval"]["bm25"]["stemmer"] == "french"  # the default stems
    manifest["retrieval"]["bm25"]["stemmer"] = "russian"
    (copy / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
    for mode in ("hybrid", "bm25"):
        with pytest.raises(InputError, match="manifest.json: retrieval.bm25: stemmer 'russian'"):
            Searcher(open_bundle(copy), SearchSettings(mode=mode))
    hits = Searcher(open_bundle(copy), SearchSettings(mode="vector", k=3)).search(QUESTION)
    assert [h.chunk.row for h in hits] == brute_force(open_bundle(copy), QUESTION)[0][:3]


def test_hybrid_steps_aside_where_bm25_cannot_cut_the_language(tiny_bundle, tmp_path):
    """A bundle whose analyzer cannot cut its language's words (segmentation "none": Thai, the Indic scripts):
    hybrid ranks by the vectors alone and says so; BM25 asked for by name still answers."""
    import shutil

    copy = tmp_path / "unsegmented"
    shutil.copytree(tiny_bundle, copy)
    manifest = json.loads((copy / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["retrieval"]["bm25"]["segmentation"] == "cjk_bigrams_han_unigrams"  # what a bundle records today
    manifest["retrieval"]["bm25"]["segmentation"] = "none"
    (copy / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
    bundle = open_bundle(copy)
    for pages in (0, 2):
        hybrid = Searcher(bundle, SearchSettings(mode="hybrid", k=5, bm25_pages=pages)).search(QUESTION)
        assert {h.mode for h in hybrid} == {"vector"}
        assert [h.chunk.row for h in hybrid] == brute_force(bundle, QUESTION)[0][:5]
    assert Searcher(bundle, SearchSettings(mode="bm25", k=3)).search(QUESTION)
    fused = Searcher(open_bundle(tiny_bundle), SearchSettings(mode="hybrid", k=5)).search(QUESTION)
    assert {h.mode for h in fused} == {"hybrid"}


def test_cli_search_prints_citations_json_and_log(tiny_bundle, tmp_path, capsys):
    log = tmp_path / "log" / "retrieval.jsonl"
    assert main(["search", str(tiny_bundle), QUESTION, "-k", "3", "--json", "--log", str(log)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["results"]) == 3 and {"document", "page", "lines", "score", "mode"} <= set(out["results"][0])
    assert main(["search", str(tiny_bundle), QUESTION, "--mode", "bm25", "--log", str(log)]) == 0
    assert " p." in capsys.readouterr().out
    entries = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [e["settings"]["mode"] for e in entries] == ["hybrid", "bm25"] and entries[0]["results"][0]["page"] >= 1
    assert entries[0]["settings"]["per_page"] is True  # the bundle's recorded defaults
    pages = [(r["document"], r["page"]) for r in out["results"]]
    assert len(set(pages)) == len(pages)
    # No threshold recorded in this bundle: the top cosine is reported, no abstention.
    assert out["abstain"] is False and out["abstain_below"] is None
    _, scores = brute_force(open_bundle(tiny_bundle), QUESTION, "question answering")
    assert out["top_cosine"] == pytest.approx(float(scores.max()), abs=1e-5)


def test_cli_search_of_a_folder_that_is_not_a_bundle(tmp_path, capsys):
    assert main(["search", str(tmp_path), "question"]) == 1
    assert "not a bundle" in capsys.readouterr().err


def test_a_searcher_opens_the_fts_file_once_for_all_its_questions(bundle, monkeypatch):
    from edge_export.retrieval import bm25

    opened = []
    real = bm25.open_db
    monkeypatch.setattr(bm25, "open_db", lambda path: opened.append(path) or real(path))
    searcher = Searcher(bundle, SearchSettings(mode="bm25", k=3))
    answers = [searcher.search(q) for q in (QUESTION, "classement rapide", "cadence des parties")]
    assert opened == [bundle.fts_path] and all(answers)
    assert [h.chunk.row for h in answers[0]] == [row for row, _ in bm25_rows(bundle.fts_path, QUESTION, 3, analyzer=bundle_analyzer(bundle))]


@pytest.mark.parametrize("mode", ["vector", "hybrid"])
def test_neighbouring_pages_add_their_share_of_the_best_neighbour_s_score(bundle, mode):
    n = len(bundle.chunks)
    ranked = Searcher(bundle, SearchSettings(mode=mode, k=n, depth=n)).search(QUESTION)
    best = {}
    for h in ranked:
        best.setdefault((h.chunk.document, h.chunk.page), (h.chunk.row, h.score))
    a = 0.5
    total = {key: score + a * max([best[(key[0], key[1] + d)][1] for d in (-1, 1) if (key[0], key[1] + d) in best],
                                  default=0.0)
             for key, (_, score) in best.items()}
    expected = [best[key][0] for key in sorted(best, key=lambda key: (-total[key], best[key][0]))]
    hits = Searcher(bundle, SearchSettings(mode=mode, k=n, depth=n, per_page=True, page_neighbours=a)).search(QUESTION)
    assert [h.chunk.row for h in hits] == expected
    assert [h.score for h in hits] == pytest.approx(sorted(total.values(), reverse=True))
    plain = Searcher(bundle, SearchSettings(mode=mode, k=n, depth=n, per_page=True)).search(QUESTION)
    assert [h.chunk.row for h in plain] != expected  # the rule moved pages on this question


@pytest.mark.parametrize("n_pages", [1, 2])
def test_bm25_pages_fuses_keywords_among_the_vector_ranking_s_first_pages(bundle, n_pages):
    """The BM25 list holds only rows of the first N distinct pages of the whole cosine ranking, in FTS5's own
    order, and is fused with the vector list as usual."""
    vector_rows, _ = brute_force(bundle, QUESTION)
    page_of = {c.row: (c.document, c.page) for c in bundle.chunks}
    pages = list(dict.fromkeys(page_of[row] for row in vector_rows))[:n_pages]
    candidates = {row for row, page in page_of.items() if page in pages}
    n = len(bundle.chunks)
    bm25 = [row for row, _ in bm25_rows(bundle.fts_path, QUESTION, n, analyzer=bundle_analyzer(bundle)) if row in candidates]
    fused = {}
    for ranked in (vector_rows, bm25):
        for rank, row in enumerate(ranked, 1):
            fused[row] = fused.get(row, 0.0) + 1 / (60 + rank)
    expected = sorted(fused, key=lambda row: (-fused[row], row))
    hits = Searcher(bundle, SearchSettings(mode="hybrid", k=n, depth=n, bm25_pages=n_pages)).search(QUESTION)
    assert [h.chunk.row for h in hits] == expected
    everything = Searcher(bundle, SearchSettings(mode="hybrid", k=n, depth=n)).search(QUESTION)
    assert [h.chunk.row for h in everything] != expected  # the gate kept some keyword matches out
    assert len(candidates) < n


@pytest.mark.parametrize("n_pages", [1, 3])
def test_gate_pages_are_the_first_pages_of_the_cosine_ranking(bundle, n_pages):
    """What the parity suite reads to tell a question lost across the gate: the first N distinct pages of the
    whole cosine ranking, best first; none without a gate."""
    vector_rows, _ = brute_force(bundle, QUESTION)
    page_of = {c.row: (c.document, c.page) for c in bundle.chunks}
    expected = list(dict.fromkeys(page_of[row] for row in vector_rows))[:n_pages]
    searcher = Searcher(bundle, SearchSettings(mode="hybrid", bm25_pages=n_pages))
    query = searcher.embed_queries([QUESTION])[0]
    assert searcher.gate_pages(query) == expected and len(expected) == n_pages
    assert Searcher(bundle, SearchSettings(mode="hybrid")).gate_pages(query) == []


def test_bm25_pages_takes_its_pages_within_the_source_filter(bundle):
    n = len(bundle.chunks)
    kept = {c.row for c in bundle.chunks if "classement" in c.document}
    vector_rows = [row for row in brute_force(bundle, QUESTION)[0] if row in kept]
    page_of = {c.row: (c.document, c.page) for c in bundle.chunks}
    first = page_of[vector_rows[0]]
    searcher = Searcher(bundle, SearchSettings(mode="hybrid", k=n, depth=n, bm25_pages=1, source_filter="classement"))
    assert searcher._bm25_candidates(searcher.embed_queries([QUESTION])[0]) == {
        row for row, page in page_of.items() if page == first}
    assert {h.chunk.row for h in searcher.search(QUESTION)} <= kept


def test_bm25_pages_leaves_the_single_list_modes_alone(bundle):
    for mode in ("vector", "bm25"):
        gated = Searcher(bundle, SearchSettings(mode=mode, k=5, bm25_pages=1)).search(QUESTION)
        plain = Searcher(bundle, SearchSettings(mode=mode, k=5)).search(QUESTION)
        assert [h.chunk.row for h in gated] == [h.chunk.row for h in plain]
    with pytest.raises(ValueError, match="bm25_pages"):
        SearchSettings(bm25_pages=-1)


def test_a_negative_neighbour_share_is_refused():
    with pytest.raises(ValueError, match="page_neighbours"):
        SearchSettings(page_neighbours=-0.1)
