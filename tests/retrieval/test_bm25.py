"""The question → FTS5 MATCH translation, and BM25 over a real bundle's corpus_fts.db."""

from __future__ import annotations

from edge_export.db.analyzer import Analyzer
from edge_export.retrieval.bm25 import bm25_rows, row_ranges
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import bundle_analyzer

match_expression = Analyzer().match_expression  # the default (French, words) analyzer's
QUESTION = "Quelles sont les conditions du classement rapide des joueurs ?"


def test_match_expression_keeps_content_words_quoted_and_ored():
    assert match_expression("Qu'est-ce que l'arbitre doit faire ?") == '"arbitre" OR "faire"'
    assert match_expression("La cadence Fischer, la cadence") == '"cadence" OR "fischer"'
    assert match_expression("article 6 du règlement") == '"article" OR "6" OR "règlement"'


def test_fts_syntax_in_a_question_stays_text():
    expression = match_expression('joueur" OR NEAR(x y) AND -roi*')
    assert expression == '"joueur" OR "near" OR "roi"'  # quotes doubled away, operators are stopwords or words


def test_a_question_of_only_function_words_matches_nothing(tiny_bundle):
    assert match_expression("Qu'est-ce que c'est ?") is None
    bundle = open_bundle(tiny_bundle)
    assert bm25_rows(bundle.fts_path, "Qu'est-ce que c'est ?", 5, analyzer=bundle_analyzer(bundle)) == []


def test_a_chunk_is_found_by_its_rare_words(tiny_bundle):
    bundle = open_bundle(tiny_bundle)
    target = max(bundle.chunks, key=lambda c: len(c.text))
    words = sorted({w for w in target.text.split() if w.isalpha() and len(w) > 7})[:6]
    found = bm25_rows(bundle.fts_path, " ".join(words), 3, analyzer=bundle_analyzer(bundle))
    assert target.row in [row for row, _ in found]
    assert [s for _, s in found] == sorted((s for _, s in found), reverse=True)


def test_accents_are_folded_like_the_index(tiny_bundle):
    bundle = open_bundle(tiny_bundle)
    with_accent = next(c for c in bundle.chunks if "é" in c.text)
    word = next(w.strip(".,;:()") for w in with_accent.text.split() if "é" in w and len(w) > 5)
    plain = word.replace("é", "e")
    analyzer = bundle_analyzer(bundle)
    found = {r for r, _ in bm25_rows(bundle.fts_path, word, 50, analyzer=analyzer)}
    assert found and found == {r for r, _ in bm25_rows(bundle.fts_path, plain, 50, analyzer=analyzer)}


def test_allowed_rows_go_to_sql_as_runs_of_consecutive_rows(tiny_bundle):
    assert row_ranges([9, 3, 5, 4, 1, 4]) == [(1, 1), (3, 5), (9, 9)] and row_ranges([]) == []
    bundle = open_bundle(tiny_bundle)
    analyzer = bundle_analyzer(bundle)
    every = bm25_rows(bundle.fts_path, QUESTION, 50, analyzer=analyzer)
    kept = {row for row, _ in every[::2]} | {row + 1 for row, _ in every[:3]}
    assert len(every) > 3
    assert bm25_rows(bundle.fts_path, QUESTION, 50, kept, analyzer=analyzer) == [(r, s) for r, s in every if r in kept]
