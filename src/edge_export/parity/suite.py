"""`edge-export parity BUNDLE`: the on-device path against the fp32 reference, in one run, under budgets.

What the phone does is the bundled artifact embedding the query (bundle tokenizer, query prompt,
shortest signature that fits) and scoring it against the bundled vectors. This suite compares that
with the sentence-transformers checkpoint in fp32 on the same ids: tokenizer ids, cosine per text,
top-k agreement per question, recall@k along three paths, then host latency, memory and sizes, each
checked against a budget. With `adb`, the same artifact runs on a device (parity/adb.py) and its
outputs are compared with the host's. With `query_model`, another file of the same model (the ONNX export an
app on ONNX Runtime runs, say) embeds the queries in the bundle's model's place, against the bundle's vectors:
that app's phone path; latency, memory and the artifact's size are then that file's.
"""

from __future__ import annotations

import platform
import time
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from ..embedding.prompts import query_prompt
from ..retrieval.bundle import Bundle, open_bundle
from ..retrieval.search import Searcher, bundle_settings
from ..retrieval.topk import VectorIndex
from ..runtime.base import pad_ids
from .budgets import Budget, check_budgets, for_bundle, for_questions
from .reference import ReferenceVectors

FORMAT = "edge-export-parity"
FORMAT_VERSION = 1
RECALL_KS = (1, 3, 5, 10)
AGREEMENT_KS = (5, 10)
PATH_NAMES = {"fp32": "fp32 query × fp32 docs", "device": "device query × bundled docs (phone)",
              "device_query_fp32_docs": "device query × fp32 docs"}


@dataclass
class ParityOptions:
    model_dir: Path
    cache_path: Path
    budgets: list[Budget]
    gold: Path | None = None
    threads: tuple[int, ...] = (1, 2)
    repeats: int = 10
    memory_questions: int = 20
    adb: dict | None = None  # run_on_device keyword arguments (serial, adb, benchmark_model, ...) when set
    progress: bool = False
    query_model: Path | None = None  # a .tflite / .onnx / .ort embedding the queries instead of the bundle's model


def run_parity(bundle_path: str | Path, options: ParityOptions) -> dict:
    """The parity report (a dict, the JSON written beside the bundle)."""
    from ..eval.gold import load_gold

    bundle = open_bundle(bundle_path)
    bundle.query_model = options.query_model
    model = options.query_model or bundle.artifact
    questions = load_gold(options.gold) if options.gold else []
    embedder = bundle.embedder()
    reference = ReferenceVectors(options.model_dir, options.cache_path, max_len=embedder.max_len, dims=bundle.dims)
    settings = bundle_settings(bundle)
    q_prompt = query_prompt(settings.query_task)
    texts = [c.text for c in bundle.chunks]
    question_texts = [q["question"] for q in questions]

    document_prompts = bundle.document_prompts()
    fp32_docs = reference.of_texts(texts, document_prompts, progress=options.progress)
    fp32_queries = reference.of_texts(question_texts, q_prompt, progress=options.progress)
    searcher = Searcher(bundle, settings)
    device_queries = searcher.embed_queries(question_texts) if question_texts else np.zeros((0, bundle.dims), np.float32)

    report = {
        "format": FORMAT, "format_version": FORMAT_VERSION, "bundle": bundle.manifest.get("bundle"),
        "bundle_path": str(bundle.path), "artifact": model.name,
        **({"query_model": str(options.query_model)} if options.query_model else {}),
        "variant": None if options.query_model else bundle.manifest["model"].get("variant"),
        "generated": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "host": host_info(),
        "gold": options.gold.name if options.gold else None,
        "settings": {"mode": settings.mode, "query_task": settings.query_task},
        "tokenizer": tokenizer_parity(bundle, options.model_dir, list(zip(texts, document_prompts)),
                                      question_texts, q_prompt),
        "cosine": cosine_section(bundle.vectors, fp32_docs, device_queries, fp32_queries),
        "agreement": agreement(questions, device_queries, bundle.vectors, fp32_queries, fp32_docs),
        "recall": recall_paths(bundle, settings, questions, device_queries, fp32_queries, fp32_docs),
        "reference": {"computed": reference.computed, "cache": str(options.cache_path)},
    }
    report["cosine"]["lowest"] = lowest_texts(report["cosine"], report["tokenizer"], [c.id for c in bundle.chunks],
                                              [q["id"] for q in questions])
    sample = question_texts[: options.memory_questions] or texts[: options.memory_questions]
    from .measure import latency, memory

    report["latency"] = latency(model, bundle.tokenizer_path, sample, threads=options.threads,
                                repeats=options.repeats, max_len=embedder.max_len)
    report["memory"] = memory(model, bundle.tokenizer_path, sample)
    report["sizes"] = {"artifact_mb": model.stat().st_size / 1e6,
                       "bundle_mb": sum(f["bytes"] for f in bundle.manifest["files"]) / 1e6}
    report["device"] = device_section(bundle, options.adb, sample, reference, q_prompt) if options.adb else None
    budgets = for_questions(for_bundle(options.budgets, bundle.manifest), (report["recall"] or {}).get("answerable"))
    report["budgets"] = check_budgets(budgets, figures(report))
    report["passed"] = all(b["passed"] is not False for b in report["budgets"])
    return report


def host_info() -> dict:
    import os

    cpu = next((line.split(":", 1)[1].strip() for line in _read_lines("/proc/cpuinfo") if line.startswith("model name")),
               platform.processor())
    try:
        from importlib.metadata import version

        litert = version("ai-edge-litert")
    except Exception:  # not installed under that name: not worth failing a report for
        litert = None
    return {"machine": platform.machine(), "cpu": cpu, "cores": os.cpu_count(), "python": platform.python_version(),
            "litert": litert}


def _read_lines(path: str) -> list[str]:
    try:
        return Path(path).read_text().splitlines()
    except OSError:
        return []


def tokenizer_parity(bundle: Bundle, model_dir: Path, documents: list[tuple[str, str]], questions: list[str],
                     q_prompt: str) -> dict:
    """Exact ids: the bundle's sentencepiece.model (the phone's) against the checkpoint's transformers tokenizer,
    on (chunk text, its document prompt) pairs and the questions with the query prompt. Ids that differ only where
    the reference has a piece the bundle's tokenizer re-splits (a piece outside the table: embedding.table_tokenizer)
    are counted as `resplit`, not as mismatches."""
    from transformers import AutoTokenizer

    from ..tokenizer import Tokenizer

    ours = Tokenizer(bundle.tokenizer_path)
    theirs = AutoTokenizer.from_pretrained(str(model_dir))
    pairs = documents + [(q, q_prompt) for q in questions]  # (text, prompt)
    mismatches, resplit, examples, pieces = 0, 0, [], {}
    sp = ours.sentencepiece
    for at, (text, prompt) in enumerate(pairs):
        mine = ours.model_input(text, prompt, 10**6).ids
        expected = theirs(prompt + text, add_special_tokens=True)["input_ids"]
        if mine != expected and resplit_only(mine, expected, sp):
            resplit += 1
            pieces[at] = list(dict.fromkeys(sp.id_to_piece(i) for i in expected if sp.is_unused(i)))
        elif mine != expected:
            mismatches += 1
            if len(examples) < 5:
                examples.append({"text": text[:200], "bundle": mine[:64], "reference": expected[:64]})
    # Which pieces the table lacks, per text (by its place: documents, then questions): what lowest_texts shows.
    resplit_pieces = {"documents": {i: p for i, p in pieces.items() if i < len(documents)},
                      "queries": {i - len(documents): p for i, p in pieces.items() if i >= len(documents)}}
    return {"texts": len(pairs), "mismatches": mismatches, "resplit": resplit, "examples": examples,
            "resplit_pieces": resplit_pieces}


def resplit_only(mine: list[int], expected: list[int], sp) -> bool:
    """Whether `mine` is `expected` with some pieces that are UNUSED in `sp` (a SentencePieceProcessor) replaced
    by pieces spelling the same characters, every other piece at its place."""
    pieces = [sp.id_to_piece(i) for i in mine]
    at = 0
    for piece_id in expected:
        if at < len(mine) and mine[at] == piece_id:
            at += 1
            continue
        if not sp.is_unused(piece_id):
            return False
        piece, spelled = sp.id_to_piece(piece_id), ""
        while at < len(mine) and len(spelled) < len(piece):
            spelled += pieces[at]
            at += 1
        if spelled != piece:
            return False
    return at == len(mine)


def _stats(values: np.ndarray) -> dict:
    if values.size == 0:
        return {"n": 0, "min": None, "p1": None, "mean": None}
    return {"n": int(values.size), "min": float(values.min()), "p1": float(np.percentile(values, 1)),
            "mean": float(values.mean())}


def cosine_section(device_docs, fp32_docs, device_queries, fp32_queries) -> dict:
    docs = (device_docs * fp32_docs).sum(axis=1)
    queries = (device_queries * fp32_queries).sum(axis=1) if len(device_queries) else np.zeros(0, np.float32)
    return {"documents": _stats(docs), "queries": _stats(queries), "all": _stats(np.concatenate([docs, queries])),
            "values": {"documents": [round(float(v), 6) for v in docs], "queries": [round(float(v), 6) for v in queries]}}


def lowest_texts(cosine: dict, tokenizer: dict, chunk_ids: list[str], question_ids: list[str], n: int = 3) -> list[dict]:
    """The `n` texts farthest from fp32 (what cosine_min is), each with its id and the pieces of it the table
    re-splits (tokenizer_parity's resplit_pieces): a word outside the table, or the quantisation alone."""
    rows = [("document", chunk_ids[i], v, i) for i, v in enumerate(cosine["values"]["documents"])]
    rows += [("question", question_ids[i], v, i) for i, v in enumerate(cosine["values"]["queries"])]
    pieces = tokenizer.get("resplit_pieces", {})
    return [{"kind": kind, "id": text_id, "cosine": value,
             "resplit": pieces.get("documents" if kind == "document" else "queries", {}).get(i, [])}
            for kind, text_id, value, i in sorted(rows, key=lambda row: row[2])[:n]]


def agreement(questions, device_queries, device_docs, fp32_queries, fp32_docs) -> dict | None:
    """Per question: overlap of the fp32 and device top-k chunks, and the Spearman correlation of the two
    score lists over the union of both top-10s (do they order the candidates alike?)."""
    if not questions:
        return None
    depth = max(AGREEMENT_KS)
    device_scores, fp32_scores = device_queries @ device_docs.T, fp32_queries @ fp32_docs.T
    per_question = []
    for i, q in enumerate(questions):
        a = np.argsort(-fp32_scores[i], kind="stable")[:depth]
        b = np.argsort(-device_scores[i], kind="stable")[:depth]
        union = np.union1d(a, b)
        row = {"id": q["id"], **{f"overlap@{k}": len(set(a[:k]) & set(b[:k])) / k for k in AGREEMENT_KS},
               "rank_correlation": _spearman(fp32_scores[i][union], device_scores[i][union])}
        per_question.append(row)
    out = {"questions": len(per_question),
           **{f"overlap@{k}": float(np.mean([r[f"overlap@{k}"] for r in per_question])) for k in AGREEMENT_KS},
           "rank_correlation": float(np.mean([r["rank_correlation"] for r in per_question]))}
    return {**out, "per_question": per_question}


def _spearman(x: np.ndarray, y: np.ndarray) -> float:
    if len(x) < 2:
        return 1.0
    rx, ry = np.argsort(np.argsort(x)), np.argsort(np.argsort(y))
    if rx.std() == 0 or ry.std() == 0:
        return 1.0
    return float(np.corrcoef(rx, ry)[0, 1])


def recall_paths(bundle, settings, questions, device_queries, fp32_queries, fp32_docs) -> dict | None:
    """Recall@k along (a) fp32 queries × fp32 docs, (b) the phone's path, (c) device queries × fp32 docs."""
    from ..eval.paired import mcnemar_exact_p
    from ..eval.recall import hit_at
    from ..eval.run import evaluate

    if not questions:
        return None
    fp32_index = VectorIndex(fp32_docs)
    runs = {"fp32": (fp32_index, fp32_queries), "device": (bundle.index, device_queries),
            "device_query_fp32_docs": (fp32_index, device_queries)}
    paths, per_doc, found_at_5, searchers = {}, {}, {}, {}
    for name, (index, query_vectors) in runs.items():
        searchers[name] = Searcher(bundle, replace(settings), index=index)
        result = evaluate(searchers[name], questions, list(RECALL_KS), query_vectors=query_vectors)
        s = result.summary
        paths[name] = {"label": PATH_NAMES[name], "recall": s["recall"], "recall_pm2": s["recall_pm2"], "mrr": s["mrr"]}
        for row in s["per_document"]:
            per_doc.setdefault(row["document"], {"document": row["document"], "questions": row["questions"]})[name] = row["recall"]
        found_at_5[name] = {r["id"] for r in result.questions if hit_at(r["hit_rank"], 5)}
    # The drop as the questions behind it: a drop of 4 can be 4 lost, or 9 lost and 5 gained (noise, not a trend).
    changed = {"lost": sorted(found_at_5["fp32"] - found_at_5["device"]),
               "gained": sorted(found_at_5["device"] - found_at_5["fp32"])}
    changed["mcnemar_p"] = mcnemar_exact_p(len(changed["lost"]), len(changed["gained"]))
    changed["across_bm25_gate"] = across_gate({*changed["lost"], *changed["gained"]}, questions,
                                              (searchers["fp32"], fp32_queries), (searchers["device"], device_queries))
    return {"k": list(RECALL_KS), "answerable": sum(q["answerable"] for q in questions), "paths": paths,
            "at_5_phone_vs_fp32": changed, "per_document": list(per_doc.values())}


def across_gate(ids: set[str], questions: list[dict], *paths: tuple[Searcher, np.ndarray]) -> list[str]:
    """Of the questions `ids`, those whose answer page is among the pages BM25 may rank (search's `bm25_pages`
    gate) along one path (a searcher and the questions' vectors, in `questions` order) and not the other: lost or
    gained because a small cosine change moved the page across the gate's edge, not because the fusion ranked it
    otherwise. [] without a gate."""
    from ..eval.recall import first_hit_rank

    return sorted(q["id"] for i, q in enumerate(questions) if q["id"] in ids and len(
        {first_hit_rank(searcher.gate_pages(vectors[i]), q) is not None for searcher, vectors in paths}) > 1)


def device_section(bundle: Bundle, adb_options: dict, sample: list[str], reference: ReferenceVectors, q_prompt: str) -> dict:
    """The artifact on an adb device: golden inputs (host-tokenised) in, outputs compared with host fp32 and LiteRT."""
    from .adb import GoldenInput, run_on_device

    embedder = bundle.embedder()
    inputs = embedder.model_inputs(sample, "query", q_prompt)
    golden, host = [], []
    for i, inp in enumerate(inputs):
        seq_len = embedder.fitting_length(len(inp.ids))
        ids = pad_ids([inp.ids], seq_len)
        signature = embedder.signature_for(seq_len)
        golden.append(GoldenInput(f"q{i:03d}", signature, embedder.signatures[signature]["inputs"][0]["name"], ids))
        host.append(embedder.run_ids(ids)[0])
    fp32 = reference.of_texts(sample, q_prompt)
    run = run_on_device(bundle.artifact, golden, **adb_options)
    device = np.vstack([run.outputs[g.name] for g in golden])
    norms = np.linalg.norm(device, axis=1, keepdims=True)
    device_unit = device / np.where(norms == 0, 1, norms)
    return {"info": vars(run.info), "inputs": len(golden),
            "cosine": _stats((device_unit * fp32).sum(axis=1)),
            "cosine_vs_host_litert": _stats((device_unit * np.vstack(host)).sum(axis=1)),
            "timings": [vars(t) for t in run.timings]}


def figures(report: dict) -> dict[str, float | None]:
    """The measured value of each budget, None where it was not measured."""
    recall = report.get("recall")
    drop = None
    if recall:
        drop = recall["paths"]["fp32"]["recall"]["5"] - recall["paths"]["device"]["recall"]["5"]
    query_sig = [e for e in report.get("latency", []) if e["kind"] == "end_to_end" and e["threads"] == 1]
    # At the signature most of the questions run at.
    query_p50 = max(query_sig, key=lambda e: e["questions"])["p50_ms"] if query_sig else None
    device = report.get("device") or {}
    return {
        "tokenizer_mismatches": report["tokenizer"]["mismatches"],
        "cosine_mean": report["cosine"]["all"]["mean"], "cosine_min": report["cosine"]["all"]["min"],
        "overlap_at_5": (report.get("agreement") or {}).get("overlap@5"),
        "recall_at_5_drop": drop,
        "artifact_mb": report["sizes"]["artifact_mb"], "bundle_mb": report["sizes"]["bundle_mb"],
        "query_p50_ms": query_p50, "runtime_rss_mb": report["memory"]["runtime_rss_mb"],
        "device_cosine_min": (device.get("cosine") or {}).get("min"),
        "device_host_cosine_min": (device.get("cosine_vs_host_litert") or {}).get("min"),
    }
