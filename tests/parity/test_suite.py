"""The parity suite end to end on a real bundle (three real PDFs, the tiny random-weight model standing in
for the 1.2 GB checkpoint, which `make parity` uses): every section measured, budgets checked and
named when broken, the reports written beside the bundle and summarised in its manifest, and the adb
path through the fake adb."""

from __future__ import annotations

import json
import shutil
import sqlite3

import numpy as np
import pytest

from edge_export.bundle.verify import verify_bundle
from edge_export.cli import main
from edge_export.eval.paired import mcnemar_exact_p
from edge_export.hashing import text_key
from edge_export.parity.budgets import DEFAULT_BUDGETS, load_budgets
from edge_export.parity.report import report_paths, write_report
from edge_export.parity.suite import ParityOptions, lowest_texts, recall_paths, resplit_only, run_parity
from edge_export.retrieval.bundle import open_bundle
from parity.fake_device import FakeAdb

RELAXED = """[budgets]
query_p50_ms = 100000
runtime_rss_mb = 100000
recall_at_5_drop = 1
overlap_at_5 = 0
cosine_mean = 0.9
cosine_min = 0.8
"""


@pytest.fixture(scope="module")
def bundle_copy(tiny_bundle, tmp_path_factory):
    """A copy: the suite writes its summary into the manifest and its reports beside the folder."""
    folder = tmp_path_factory.mktemp("parity") / "tiny"
    shutil.copytree(tiny_bundle, folder)
    return folder


@pytest.fixture(scope="module")
def relaxed(tmp_path_factory):
    path = tmp_path_factory.mktemp("budgets") / "budgets.toml"
    path.write_text(RELAXED, encoding="utf-8")
    return path


def options(tiny_model_dir, cache, budgets, gold=None, **extra):
    return ParityOptions(model_dir=tiny_model_dir, cache_path=cache, budgets=load_budgets(budgets), gold=gold,
                         threads=(1, 2), repeats=3, memory_questions=4, **extra)


@pytest.fixture(scope="module")
def report(bundle_copy, tiny_model_dir, tiny_gold, relaxed, tmp_path_factory):
    cache = tmp_path_factory.mktemp("cache") / "reference.sqlite"
    return run_parity(bundle_copy, options(tiny_model_dir, cache, relaxed, tiny_gold)), cache


def test_tokenizer_and_cosines(report):
    r, _ = report
    assert r["tokenizer"]["texts"] > 20 and r["tokenizer"]["mismatches"] == 0
    assert r["tokenizer"]["resplit"] == 0, "the tiny bundle keeps every row: its tokenizer is the stock one"
    docs, queries = r["cosine"]["documents"], r["cosine"]["queries"]
    assert docs["n"] == len(r["cosine"]["values"]["documents"]) > 10 and queries["n"] == 15
    assert 0.9 < docs["min"] <= docs["p1"] <= docs["mean"] <= 1.0001  # int8 tiny model vs its fp32 self
    lowest = r["cosine"]["lowest"]
    assert len(lowest) == 3 and lowest[0]["cosine"] == round(r["cosine"]["all"]["min"], 6)
    assert [t["cosine"] for t in lowest] == sorted(t["cosine"] for t in lowest)
    assert all(t["id"] and t["resplit"] == [] for t in lowest)


def test_the_lowest_texts_name_the_pieces_the_table_re_splits():
    """cosine_min's text, named, with the pieces of it outside the table (a question's rare word) or none (the
    quantisation alone)."""
    cosine = {"values": {"documents": [0.999, 0.991], "queries": [0.97, 0.998]}}
    tokenizer = {"resplit_pieces": {"documents": {}, "queries": {0: ["▁nft"]}}}
    assert lowest_texts(cosine, tokenizer, ["FR-1", "FR-2"], ["q1", "q2"], n=2) == [
        {"kind": "question", "id": "q1", "cosine": 0.97, "resplit": ["▁nft"]},
        {"kind": "document", "id": "FR-2", "cosine": 0.991, "resplit": []}]


def test_ids_that_differ_only_by_a_re_split_piece_are_told_apart_from_mismatches(corpus_tokenizer_path, fr_table):
    """A restricted table's tokenizer re-splits the pieces outside the table: those texts are counted as re-split,
    never as mismatches; any other difference (a piece moved, another spelling) still is one."""
    import sentencepiece as spm

    stock = spm.SentencePieceProcessor(model_file=str(corpus_tokenizer_path))
    table = spm.SentencePieceProcessor(model_file=str(fr_table[1]))
    text = "zugzwang et antidopage : l'arbitre"
    expected, mine = stock.encode(text), table.encode(text)
    assert mine != expected and resplit_only(mine, expected, table)
    assert resplit_only(expected, expected, table)
    assert not resplit_only(mine[:-1], expected, table)  # a piece lost
    assert not resplit_only(list(reversed(mine)), expected, table)  # the same pieces, out of place
    # A difference at a piece the table keeps is a mismatch, not a re-split.
    kept_piece = next(i for i, piece_id in enumerate(expected) if not table.is_unused(piece_id))
    assert not resplit_only(expected[:kept_piece] + [expected[kept_piece] + 1] + expected[kept_piece + 1:],
                            expected, table)


def test_agreement_and_three_recall_paths(report):
    r, _ = report
    agreement = r["agreement"]
    assert agreement["questions"] == 15 and 0 <= agreement["overlap@5"] <= 1 and -1 <= agreement["rank_correlation"] <= 1
    assert set(r["recall"]["paths"]) == {"fp32", "device", "device_query_fp32_docs"}
    for path in r["recall"]["paths"].values():
        assert set(path["recall"]) == {"1", "3", "5", "10"} and 0 <= path["mrr"] <= 1
    assert r["recall"]["answerable"] == 13 and r["recall"]["per_document"]
    changed = r["recall"]["at_5_phone_vs_fp32"]
    drop = r["recall"]["paths"]["fp32"]["recall"]["5"] - r["recall"]["paths"]["device"]["recall"]["5"]
    assert (len(changed["lost"]) - len(changed["gained"])) / 13 == pytest.approx(drop)


def test_the_recall_drop_names_the_questions_lost_and_gained(bundle_copy, tiny_gold):
    """Vector search with the phone's path given the questions' vectors in reverse order: what fp32 found at 5 and
    it loses (and the reverse) are named by question id, and their difference is the drop."""
    from dataclasses import replace

    from edge_export.eval.gold import load_gold
    from edge_export.retrieval.search import Searcher, bundle_settings

    bundle, questions = open_bundle(bundle_copy), load_gold(tiny_gold)
    settings = replace(bundle_settings(bundle), mode="vector")
    queries = Searcher(bundle, settings).embed_queries([q["question"] for q in questions])
    docs = np.asarray(bundle.vectors, np.float32)
    r = recall_paths(bundle, settings, questions, queries[::-1], queries, docs)
    changed, answerable = r["at_5_phone_vs_fp32"], {q["id"] for q in questions if q["answerable"]}
    assert changed["lost"] and set(changed["lost"]) | set(changed["gained"]) <= answerable
    drop = r["paths"]["fp32"]["recall"]["5"] - r["paths"]["device"]["recall"]["5"]
    assert (len(changed["lost"]) - len(changed["gained"])) / len(answerable) == pytest.approx(drop)
    assert changed["mcnemar_p"] == mcnemar_exact_p(len(changed["lost"]), len(changed["gained"]))


def test_questions_lost_across_the_bm25_gate_are_named(bundle_copy, tiny_gold):
    """Hybrid with a one-page gate, the phone's path given the questions' vectors in reverse order: a changed
    question is named exactly when its answer page is the gate's page along one path and not the other."""
    from dataclasses import replace

    from edge_export.eval.gold import load_gold
    from edge_export.eval.recall import first_hit_rank
    from edge_export.retrieval.search import Searcher, bundle_settings

    bundle, questions = open_bundle(bundle_copy), load_gold(tiny_gold)
    settings = replace(bundle_settings(bundle), mode="hybrid", bm25_pages=1)
    searcher = Searcher(bundle, settings)
    queries = searcher.embed_queries([q["question"] for q in questions])
    r = recall_paths(bundle, settings, questions, queries[::-1], queries, np.asarray(bundle.vectors, np.float32))
    changed = r["at_5_phone_vs_fp32"]
    by_id = {q["id"]: i for i, q in enumerate(questions)}
    expected = sorted(qid for qid in {*changed["lost"], *changed["gained"]}
                      if (first_hit_rank(searcher.gate_pages(queries[by_id[qid]]), questions[by_id[qid]]) is None)
                      != (first_hit_rank(searcher.gate_pages(queries[::-1][by_id[qid]]), questions[by_id[qid]]) is None))
    assert changed["across_bm25_gate"] == expected and expected
    ungated = recall_paths(bundle, replace(settings, bm25_pages=0), questions, queries[::-1], queries,
                           np.asarray(bundle.vectors, np.float32))
    assert ungated["at_5_phone_vs_fp32"]["across_bm25_gate"] == []


def test_latency_memory_sizes(report):
    r, _ = report
    seen = {(e["seq_len"], e["threads"], e["kind"]) for e in r["latency"]}
    assert {(64, 1, "invoke"), (256, 1, "invoke"), (64, 2, "invoke"), (64, 1, "end_to_end")} <= seen
    assert all(e["p50_ms"] > 0 and len(e["samples_ms"]) == 3 for e in r["latency"])
    assert r["memory"]["peak_rss_mb"] > r["memory"]["baseline_rss_mb"] > 0
    assert r["sizes"]["bundle_mb"] > r["sizes"]["artifact_mb"] > 0


def test_every_budget_is_checked_and_the_verdict_follows(report):
    r, _ = report
    names = [b["name"] for b in r["budgets"]]
    assert names == [b.name for b in DEFAULT_BUDGETS]
    measured = {b["name"]: b for b in r["budgets"] if b["passed"] is not None}
    assert {"device_cosine_min", "device_host_cosine_min"}.isdisjoint(measured)  # no adb: not measured
    assert r["passed"] == all(b["passed"] for b in measured.values())


def test_reference_vectors_are_cached(report, bundle_copy, tiny_model_dir, relaxed, tiny_gold):
    r, cache = report
    assert r["reference"]["computed"] > 0
    again = run_parity(bundle_copy, options(tiny_model_dir, cache, relaxed, tiny_gold))
    assert again["reference"]["computed"] == 0 and again["cosine"]["all"] == r["cosine"]["all"]


def test_reference_vectors_are_kept_by_text_so_a_rechunked_corpus_reuses_them(report, bundle_copy):
    """A chunker change renames every chunk; the texts it leaves as they were are not embedded in fp32 again."""
    _, cache = report
    with sqlite3.connect(cache) as conn:
        keys = {k for (k,) in conn.execute("SELECT chunk_id FROM vectors")}
    chunks = open_bundle(bundle_copy).chunks
    assert {text_key(c.text) for c in chunks} <= keys
    assert not keys & {c.chunk_id for c in chunks}


def test_reports_beside_the_bundle_and_summary_in_the_manifest(report, bundle_copy):
    r, _ = report
    json_path, html_path = write_report(bundle_copy, r)
    assert json_path.parent == bundle_copy.parent and json.loads(json_path.read_text())["passed"] == r["passed"]
    assert "<svg" in html_path.read_text(encoding="utf-8")
    manifest = json.loads((bundle_copy / "manifest.json").read_text(encoding="utf-8"))
    suite = manifest["parity"]["suite"]
    assert suite["report"] == json_path.name and suite["cosine_min"] == round(r["cosine"]["all"]["min"], 4)
    assert verify_bundle(bundle_copy) == []
    before = (bundle_copy / "manifest.json").read_bytes()
    write_report(bundle_copy, r)  # no timing in the summary: a rerun leaves the manifest as it was
    assert (bundle_copy / "manifest.json").read_bytes() == before


def test_cli_fails_naming_every_broken_budget(bundle_copy, tiny_model_dir, tiny_gold, tmp_path, capsys):
    """Every broken budget named, and what is behind the recall drop: the questions lost and gained at 5."""
    strict = tmp_path / "strict.toml"
    strict.write_text("[budgets]\ncosine_min = 1.01\nartifact_mb = 0.001\n", encoding="utf-8")
    code = main(["parity", str(bundle_copy), "--reference", str(tiny_model_dir), "--budgets", str(strict),
                 "--cache", str(tmp_path / "ref.sqlite"), "--threads", "1", "--repeats", "2", "-q",
                 "--gold", str(tiny_gold)])
    err = capsys.readouterr().err
    assert code == 1 and "cosine_min" in err and "artifact_mb" in err and "FAIL" in err
    written = json.loads(report_paths(bundle_copy)[0].read_text())
    lowest = written["cosine"]["lowest"][0]
    assert f"lowest cosine: {lowest['cosine']:.4g}, {lowest['kind']} {lowest['id']} (every piece in the table)" in err
    changed = written["recall"]["at_5_phone_vs_fp32"]
    assert (f"recall@5, phone vs fp32: {len(changed['lost'])} questions lost, {len(changed['gained'])} gained; "
            f"{len(changed['across_bm25_gate'])} of them across the BM25 gate; exact McNemar p = "
            f"{changed['mcnemar_p']:.2g}") in err
    # What the 1-point budget means on this set, in questions: one at least (budgets.for_questions), 1 per 100 above.
    answerable = written["recall"]["answerable"]
    assert f"the budget allows a net loss of {max(1, answerable // 100)} of these {answerable} questions" in err
    drop = next(b for b in written["budgets"] if b["name"] == "recall_at_5_drop")
    assert drop["limit"] == pytest.approx(1 / answerable, rel=1e-6) and f"one question of {answerable}" in drop["what"]
    assert report_paths(bundle_copy)[1].is_file()


def test_adb_device_outputs_compared_with_the_host(bundle_copy, tiny_model_dir, relaxed, tmp_path, monkeypatch):
    fake = FakeAdb(tmp_path, monkeypatch)
    adb = {"benchmark_model": str(fake.host_binary), "retries": 3, "wait_s": 0, "threads": (1,),
           "workdir": tmp_path / "adb-work"}
    r = run_parity(bundle_copy, options(tiny_model_dir, tmp_path / "ref.sqlite", relaxed, adb=adb))
    device = r["device"]
    assert device["inputs"] == 4 and device["info"]["abi"]
    assert device["cosine_vs_host_litert"]["min"] > 0.9999  # the same file on the same interpreter
    assert device["cosine"]["min"] > 0.9 and device["timings"]
    budgets = {b["name"]: b for b in r["budgets"]}
    assert budgets["device_host_cosine_min"]["passed"] and budgets["device_cosine_min"]["passed"]
    assert any("--output_filepath" in " ".join(argv) for argv in fake.calls())
    assert np.isfinite(device["cosine"]["mean"])


def test_an_onnx_query_model_runs_the_phone_path_in_the_bundle_models_place(bundle_copy, tiny_model_dir, tiny_gold,
                                                                             relaxed, tmp_path, capsys):
    """An app on ONNX Runtime: the tiny model's ONNX export embeds the questions against the bundle's vectors;
    latency and memory are onnxruntime's, the reports are its own and the manifest is left as shipped."""
    from edge_export.export.onnx import export_onnx

    onnx_file = export_onnx(tiny_model_dir, tmp_path / "onnx", quant="dynamic_wi8_afp32", validate=False).path
    before = (bundle_copy / "manifest.json").read_bytes()
    r = run_parity(bundle_copy, options(tiny_model_dir, tmp_path / "ref.sqlite", relaxed, tiny_gold,
                                        query_model=onnx_file))
    assert (r["artifact"], r["query_model"], r["variant"]) == (onnx_file.name, str(onnx_file), None)
    assert r["cosine"]["queries"]["n"] == 15 and r["cosine"]["queries"]["min"] > 0.9
    assert set(r["recall"]["paths"]) == {"fp32", "device", "device_query_fp32_docs"}
    assert {(e["signature"], e["threads"], e["kind"]) for e in r["latency"]} == {
        ("dynamic", n, kind) for n in (1, 2) for kind in ("invoke", "end_to_end")}
    assert r["memory"]["peak_rss_mb"] > r["memory"]["baseline_rss_mb"] > 0
    assert r["sizes"]["artifact_mb"] == onnx_file.stat().st_size / 1e6
    json_path, html_path = write_report(bundle_copy, r)
    assert json_path.name == f"{bundle_copy.name}.parity.{onnx_file.name}.json" and html_path.is_file()
    assert (bundle_copy / "manifest.json").read_bytes() == before
    code = main(["parity", str(bundle_copy), "--reference", str(tiny_model_dir), "--query-model", str(onnx_file),
                 "--adb", "-q"])
    assert code == 1 and "--query-model runs on the host only" in capsys.readouterr().err
