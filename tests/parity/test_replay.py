"""The app's recipe replayed from the manifest and the databases (SQL + numpy) against `edge-export search`,
on the tiny-model bundle: same hits for every question, in each mode and with a stemmed index."""

from __future__ import annotations

import json
import shutil

from dataclasses import replace

import pytest

from bundle_edits import rehash
from edge_export.cli import main
from edge_export.db.analyzer import Analyzer
from edge_export.errors import InputError
from edge_export.eval.gold import load_gold
from edge_export.parity.replay import ReplayedBundle, compare_with_search
from edge_export.retrieval.bm25 import rebuilt_fts_db
from edge_export.retrieval.bundle import open_bundle


@pytest.fixture(scope="module")
def questions(tiny_gold):
    return [q["question"] for q in load_gold(tiny_gold)] + ["Quelles sont les règles des joueurs classés ?"]


def _variant(tiny_bundle, tmp_path, retrieval: dict, analyzer: Analyzer | None = None):
    """A copy of the bundle whose manifest's retrieval section is changed (and its FTS file rewritten)."""
    folder = tmp_path / "variant"
    shutil.copytree(tiny_bundle, folder)
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    manifest["retrieval"].update(retrieval)
    if analyzer is not None:
        manifest["retrieval"]["bm25"] = analyzer.to_json()
        (folder / "corpus_fts.db").unlink()
        rebuilt_fts_db(open_bundle(tiny_bundle), folder / "corpus_fts.db", analyzer)
        rehash(folder, manifest, "corpus_fts.db")  # a truncated or grown file is refused at open
    (folder / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
    return folder


def test_the_default_recipe_gives_the_hits_of_search(tiny_bundle, questions):
    recorded = open_bundle(tiny_bundle).manifest["retrieval"]
    assert recorded["mode"] == "hybrid" and recorded["per_page"] and recorded["page_neighbours"] == 0.05
    assert compare_with_search(tiny_bundle, questions, k=10) == []


@pytest.mark.parametrize("retrieval", [{"mode": "vector"}, {"mode": "bm25"}, {"per_page": False},
                                       {"page_neighbours": 0.0}, {"page_neighbours": 1.0},
                                       {"mode": "vector", "page_neighbours": 1.0},
                                       {"weights": {"vector": 0.3, "bm25": 1.0}, "rrf_k": 5, "depth": 7},
                                       {"bm25_pages": 0}, {"bm25_pages": 1}, {"bm25_pages": 2, "depth": 5},
                                       {"bm25_pages": 1, "per_page": False}])
def test_every_recorded_setting_is_followed(tiny_bundle, tmp_path, questions, retrieval):
    assert compare_with_search(_variant(tiny_bundle, tmp_path, retrieval), questions, k=10) == []


def test_a_stemmed_index_is_queried_with_stems(tiny_bundle, tmp_path, questions):
    folder = _variant(tiny_bundle, tmp_path, {"mode": "bm25"}, Analyzer("fr", stem=True))
    replayed = ReplayedBundle(folder)
    assert replayed.match_expression("les joueurs classés") == '"joueur" OR "class"'
    assert compare_with_search(folder, questions, k=10) == []


@pytest.mark.parametrize("language, stem, segmentation", [("zh", False, "cjk_bigrams_han_unigrams"),
                                                           ("zh", False, "cjk_bigrams"),
                                                           ("en", True, "cjk_bigrams_han_unigrams")])
def test_cjk_bigrams_and_a_language_bm25_cannot_cut_are_replayed(tiny_bundle, tmp_path, questions, language, stem,
                                                                 segmentation):
    """The recipe's segmentation: CJK runs cut into bigrams, Han letters one by one too (today's) or not (bundles
    before it), an index written so, stemmed or not (a Chinese book's LaTeX makes English its language); and "none"
    (hybrid steps aside)."""
    asked = questions + ["裁判在记录纸上记录棋手的着法", "審判は棋譜を記録する", "심판은 기보에 수를 기록한다", "韓國어 players",
                         "2024年 classement"]
    analyzer = Analyzer(language, stem=stem, segmentation=segmentation)
    folder = _variant(tiny_bundle, tmp_path, {"mode": "bm25"}, analyzer)
    assert ReplayedBundle(folder).match_expression(asked[-1]) == analyzer.match_expression(asked[-1])
    assert all(ReplayedBundle(folder).match_expression(q) == analyzer.match_expression(q) for q in asked)
    assert ("\"審\"" in analyzer.match_expression("審判は棋譜を記録する")) == (segmentation == "cjk_bigrams_han_unigrams")
    assert compare_with_search(folder, asked, k=10) == []
    shutil.rmtree(folder)
    folder = _variant(tiny_bundle, tmp_path, {"mode": "hybrid"}, Analyzer("th"))
    assert compare_with_search(folder, asked, k=10) == []


@pytest.mark.parametrize("retrieval", [{"mode": "bm25"}, {"page_neighbours": 1.0}, {"bm25_pages": 1}])
def test_the_replay_reads_the_manifest_not_a_copy_of_the_defaults(tiny_bundle, tmp_path, questions, retrieval):
    """A recipe with other settings ranks otherwise: the comparisons above could have failed."""
    import numpy as np

    default, changed = ReplayedBundle(tiny_bundle), ReplayedBundle(_variant(tiny_bundle, tmp_path, retrieval))
    vector = np.zeros(default.vectors.shape[1], np.float32)
    vector[0] = 1
    assert any(default.search(q, vector, 10) != changed.search(q, vector, 10) for q in questions)


def test_a_bundle_without_a_recorded_analyzer_is_named(tiny_bundle, tmp_path):
    folder = _variant(tiny_bundle, tmp_path, {})
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    del manifest["retrieval"]["bm25"]
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(InputError, match="retrieval.bm25"):
        ReplayedBundle(folder)


def test_the_verb_reports_every_question(tiny_bundle, tiny_gold, capsys):
    assert main(["replay", str(tiny_bundle), "--gold", str(tiny_gold), "-k", "5"]) == 0
    out = capsys.readouterr().out
    n = len(load_gold(tiny_gold))
    assert f"{n} of {n} questions" in out


@pytest.mark.parametrize("signal", ["top_cosine", "top_cosine_z"])
def test_abstention_is_replayed_at_the_recorded_threshold(tiny_bundle, tmp_path, questions, signal):
    """A threshold at the questions' median signal: about half abstain, the same ones on both sides."""
    import numpy as np

    from edge_export.retrieval.search import Searcher, bundle_settings

    bundle = open_bundle(tiny_bundle)
    searcher = Searcher(bundle, replace(bundle_settings(bundle), abstain_signal=signal))
    scores = [searcher.answer(q).abstain_score for q in questions]
    below = float(np.median(scores))
    folder = _variant(tiny_bundle, tmp_path, {"abstain": {"signal": signal, "below": below}})
    variant = open_bundle(folder)
    answers = [Searcher(variant, bundle_settings(variant)).answer(q) for q in questions]
    assert 0 < sum(a.abstain for a in answers) < len(answers)
    assert all(a.abstain == (a.abstain_score < below) for a in answers)
    assert compare_with_search(folder, questions, k=5) == []


def test_an_unknown_abstention_signal_in_the_manifest_is_named(tiny_bundle, tmp_path):
    from edge_export.errors import InputError
    from edge_export.parity.replay import ReplayedBundle
    from edge_export.retrieval.search import bundle_settings

    folder = _variant(tiny_bundle, tmp_path, {"abstain": {"signal": "margin", "below": 1.0}})
    named = r"manifest\.json: \$\.retrieval\.abstain\.signal: 'margin' is not one of"  # the schema, at open
    with pytest.raises(InputError, match=named):
        ReplayedBundle(folder)
    with pytest.raises(InputError, match=named):
        bundle_settings(open_bundle(folder))
