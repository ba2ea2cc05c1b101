"""The Java library against `edge-export search` on the tiny-model bundle (make replay-java's comparison): the
same token ids, signature, top 10 rows in order, scores to 1e-5 and abstention, for every question, with
the bundle's recipe and with each recorded setting changed."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess

import pytest

from edge_export.cli import main
from edge_export.eval.gold import load_gold
from edge_export.parity.replay_java import (COSINE_TIE, _answer_differences, compare_java_with_search,
                                             cosine_tie_slack)
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import SearchSettings, Searcher, bundle_settings

from bundle_edits import rehash
from db.test_vector_file import write_version_1
from parity.test_replay import _variant


@pytest.fixture(scope="module")
def questions(tiny_gold):
    return [q["question"] for q in load_gold(tiny_gold)] + [
        "Quelles sont les règles des joueurs classés ?", "", "   ", "l'arbitre", "Qu’est-ce que le classement rapide ?",
        "Article 3.2 : ２０２５ et 12 h", "x" * 3000]


def test_the_bundle_recipe_matches_search(tiny_bundle, questions, java_library):
    differences, counts = compare_java_with_search(tiny_bundle, questions, 10, java_library)
    assert differences == []
    assert counts == {"questions": len(questions), "ids_identical": len(questions), "identical": len(questions),
                      "cosine_ties": 0}


@pytest.mark.parametrize("retrieval", [{"mode": "vector"}, {"mode": "bm25"}, {"per_page": False},
                                       {"page_neighbours": 0.0}, {"page_neighbours": 1.0},
                                       {"weights": {"vector": 0.3, "bm25": 1.0}, "rrf_k": 5, "depth": 7},
                                       {"bm25_pages": 0}, {"bm25_pages": 1}, {"bm25_pages": 2, "depth": 5},
                                       {"glossary_boost": 3.5}, {"glossary_boost": 3.5, "mode": "vector"},
                                       {"glossary_boost": 3.5, "mode": "bm25", "per_page": False},
                                       {"abstain": {"signal": "top_cosine", "below": 0.5}}])
def test_every_recorded_setting_is_followed(tiny_bundle, tmp_path, questions, java_library, retrieval):
    assert compare_java_with_search(_variant(tiny_bundle, tmp_path, retrieval), questions, 10, java_library)[0] == []


@pytest.mark.parametrize("source_filter", ["e02", "le_CLASSEMENT", "%", "é"])
def test_a_source_filter_matches_search(tiny_bundle, questions, java_library, source_filter):
    """SQL LIKE's rule on both sides: ASCII letters in either case, `_` and `%` as themselves."""
    assert compare_java_with_search(tiny_bundle, questions, 10, java_library, source_filter=source_filter)[0] == []


def test_a_version_1_vector_file_matches_search(tiny_bundle, tmp_path, questions, java_library):
    """A bundle of an earlier release (vectors.bin version 1, float64 moments): both read it, to the same z-scores."""
    folder = tmp_path / "older"
    shutil.copytree(tiny_bundle, folder)
    write_version_1(tiny_bundle / "vectors.bin", folder / "vectors.bin")
    manifest = rehash(folder, json.loads((folder / "manifest.json").read_text(encoding="utf-8")), "vectors.bin")
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert bundle_settings(open_bundle(folder)).abstain_signal == "top_cosine_z"  # compared: what the moments give
    assert compare_java_with_search(folder, questions, 10, java_library)[0] == []


def test_the_comparison_can_fail(tiny_bundle, tmp_path, questions, java_library):
    """The Java side reads its own copy of the manifest: other settings there give other hits, and the
    comparison names them (the test above could have failed)."""
    questions = [q for q in questions if q.strip()]  # edge-export embeds no empty question
    folder = _variant(tiny_bundle, tmp_path, {"page_neighbours": 1.0, "bm25_pages": 1})
    bundle = open_bundle(folder)
    vectors = Searcher(bundle, bundle_settings(bundle)).embed_queries(questions)
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    manifest["retrieval"].update({"page_neighbours": 0.0, "bm25_pages": 0})
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    java = java_library.run("search", folder, [{"question": q, "vector": v.tolist()} for q, v in zip(questions, vectors)])
    python = [[h.chunk.row for h in Searcher(bundle, bundle_settings(bundle, k=10)).answer(q, v).hits]
              for q, v in zip(questions, vectors)]
    assert any([h["row"] for h in j["hits"]] != p for j, p in zip(java, python))


def test_the_verb_reports_every_question(tiny_bundle, tiny_gold, java_library, capsys):
    assert main(["replay-java", str(tiny_bundle), "--gold", str(tiny_gold), "-k", "5", "--jar", str(java_library.jar)]) == 0
    n = len(load_gold(tiny_gold))
    assert f"{n} of {n} questions" in capsys.readouterr().out


def test_a_missing_jar_is_named(tiny_bundle, tiny_gold, tmp_path, capsys):
    jar = tmp_path / "edge-export-retrieval.jar"
    assert main(["replay-java", str(tiny_bundle), "--gold", str(tiny_gold), "--jar", str(jar)]) != 0
    assert f"{jar}: missing: build it with `make -C android jar`" in capsys.readouterr().err


def test_verify_names_a_changed_file(tiny_bundle, tmp_path, java_library):
    import shutil

    folder = tmp_path / "copy"
    shutil.copytree(tiny_bundle, folder)
    cmd = [*java_library.argv(), "verify", str(folder)]
    assert subprocess.run(cmd, capture_output=True).returncode == 0
    with open(folder / "chunks.txt", "ab") as fh:
        fh.write(b"x")
    done = subprocess.run(cmd, capture_output=True, text=True)
    assert done.returncode == 1
    assert "chunks.txt: " in done.stdout and "bytes, the manifest says" in done.stdout and "SHA-256" in done.stdout


@pytest.fixture(scope="module")
def narrow_bundle(tmp_path_factory, small_pdf_dir, tiny_model_dir):
    """The tiny model's bundle with int8 vectors cut to 256 dimensions and no BM25 index (fts = none): the
    library dequantises, cuts the model's output to 256 and renormalises, and searches hybrid as vector-only."""
    from edge_export.bundle.build import build_bundle
    from edge_export.bundle.config import BundleConfig

    root = tmp_path_factory.mktemp("narrow-bundle")
    config = BundleConfig(name="narrow", corpus_dir=small_pdf_dir, corpus="FR", recipe="dynamic_wi8_afp32", vocab_budget=0,
                          model_dir=tiny_model_dir, models_dir=root / "models", build_dir=root / "build",
                          output_dir=root / "assets", workers=1, threads=1, dims=256, vectors="int8", fts="none")
    return build_bundle(config, quiet=True).path


def test_int8_vectors_cut_to_256_without_bm25_match_search(narrow_bundle, questions, java_library):
    manifest = json.loads((narrow_bundle / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["vectors"]["dims"] == 256 and manifest["vectors"]["format"] == "int8"
    assert manifest["retrieval"]["mode"] == "hybrid" and not any(f["role"] == "fts_db" for f in manifest["files"])
    assert compare_java_with_search(narrow_bundle, questions, 10, java_library)[0] == []
    answers = java_library.run("search", narrow_bundle, [{"question": questions[0], "output": [1.0] + [0.0] * 767}])
    assert {h["mode"] for h in answers[0]["hits"]} == {"vector"}  # hybrid without a BM25 index: vector-only


def _indexed_with(tiny_bundle, tmp_path, analyzer, retrieval: dict):
    """A copy of the bundle whose BM25 index is rebuilt with `analyzer` (recorded in the manifest): corpus_fts.db,
    which edge-export searches, and corpus.db's tables, which the library searches."""
    from edge_export.db.bm25_tables import write_bm25_tables
    from edge_export.db.writer import fts_text
    from edge_export.retrieval.bm25 import fts_chunks

    folder = _variant(tiny_bundle, tmp_path, retrieval, analyzer)
    chunks = fts_chunks(open_bundle(folder))
    conn = sqlite3.connect(folder / "corpus.db")
    with conn:
        write_bm25_tables(conn, ((row, fts_text(chunk, analyzer)) for row, chunk in enumerate(chunks, start=1)))
    conn.close()
    manifest = rehash(folder, json.loads((folder / "manifest.json").read_text(encoding="utf-8")), "corpus.db")
    (folder / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
    return folder


@pytest.mark.parametrize("mode", ["hybrid", "bm25"])
@pytest.mark.parametrize("stem", [True, False], ids=["stemmed", "unstemmed"])
def test_stemmed_and_unstemmed_bm25_match_search(tiny_bundle, tmp_path, questions, java_library, mode, stem):
    """The library stems questions with its own Snowball (the manifest's `stemmer`, no app stemmer), as
    edge-export does with snowballstemmer, whatever the bundles' default."""
    from edge_export.db.analyzer import Analyzer

    folder = _indexed_with(tiny_bundle, tmp_path, Analyzer("fr", stem=stem), {"mode": mode})
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["retrieval"]["bm25"]["stemmer"] == ("french" if stem else None)
    assert compare_java_with_search(folder, questions, 10, java_library)[0] == []


class _Ranked:
    """A searcher as cosine_tie_slack reads it: settings and a vector ranking."""

    def __init__(self, settings, cosines):
        self.settings, self._cosines = settings, cosines

    def vector_ranking(self, vector):
        return list(enumerate(self._cosines))


def _answer(rows_scores):
    from types import SimpleNamespace

    hits = [SimpleNamespace(chunk=SimpleNamespace(row=r), score=s, mode="hybrid") for r, s in rows_scores]
    return SimpleNamespace(hits=hits, abstain=False, top_cosine=0.5, abstain_score=3.0)


def _java(rows_scores):
    return {"hits": [{"row": r, "score": s, "mode": "hybrid"} for r, s in rows_scores], "abstain": False,
            "top_cosine": 0.5, "abstain_score": 3.0}


def test_a_cosine_tie_explains_a_swap_of_reciprocal_ranks_and_nothing_more():
    """Python and Java round a cosine apart by about 1e-7 (VectorIndex.score): two rows tied within COSINE_TIE may swap
    in the vector list, and fusion gives each the other's reciprocal rank. That much passes; more does not."""
    hybrid = SearchSettings(mode="hybrid", rrf_k=60, page_neighbours=0.05)
    tied = [0.5, 0.45 + COSINE_TIE / 3, 0.45, 0.3]  # ranks 2 and 3 tie
    step = (1 / 62 - 1 / 63) * 1.05
    assert cosine_tie_slack(_Ranked(hybrid, tied), None) == pytest.approx(step)
    assert cosine_tie_slack(_Ranked(hybrid, [0.5, 0.45 + 3 * COSINE_TIE, 0.45]), None) == 0.0
    assert cosine_tie_slack(_Ranked(SearchSettings(mode="bm25"), tied), None) == 0.0
    ours = [(1, 0.0330), (2, 0.0320), (3, 0.0310)]
    moved = [(1, 0.0330), (2, 0.0320 - step), (3, 0.0310 + step)]
    assert _answer_differences(_answer(ours), _java(moved)) != []
    assert _answer_differences(_answer(ours), _java(moved), tie_slack=step) == []
    assert _answer_differences(_answer(ours), _java(moved[:1] + moved[:0:-1]), tie_slack=step) == []  # reordered
    twice = [(1, 0.0330), (2, 0.0320 - 3 * step), (3, 0.0310)]
    assert _answer_differences(_answer(ours), _java(twice), tie_slack=step) != []
    other = [(1, 0.0330), (2, 0.0320), (4, 0.0310)]
    assert _answer_differences(_answer(ours), _java(other), tie_slack=step) != []
