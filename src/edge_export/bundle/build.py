"""`edge-export bundle`: PDFs → android_assets/<bundle>/, every stage in one run, the old bundle kept until
the new one is whole.

Stages: chunk (the PDF folder, or a given chunk file, validated), adapt (when the config asks: the
checkpoint fine-tuned on the corpus's own pairs, edge_export.adapt, which every later stage then uses),
artifact (the bundle's TFLite export for this corpus, reused when its metadata matches the corpus,
signatures and tokenizer; else exported, from the fp32 conversion when one matches), embed (document
vectors with that artifact, through the vector cache in build/), package (corpus.db, corpus_fts.db,
chunks.txt, the model and sentencepiece.model into a staging folder), parity smoke check (shipped
vectors and a few queries against the fp32 reference), manifest, verify-bundle, then an atomic rename
into place. A failed or killed run leaves the previous bundle as it was; its rerun re-embeds only what
the cache lacks.
"""

from __future__ import annotations

import shutil
import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from ..adapt.recipe import parse_adapt
from ..adapt.stage import adapted_checkpoint, read_adaptation
from ..artifact import TOKENIZER_FILE, peak_rss_mb, read_metadata
from ..atomic import publish_dir_atomic, recover_dir, write_json_atomic, write_text_atomic
from ..chunk.load import load_corpus_file
from ..db.vector_file import FILE_NAME as VECTOR_FILE
from ..db.vector_file import open_vector_file
from ..db.writer import DbSettings, write_corpus_db
from ..embed.chunk_vectors import embed_chunks
from ..embedding.prompts import corpus_document_prompts, document_prompt_template, query_prompt
from ..errors import ArtifactError, ExportParityError, ValidationFailed
from ..export.stem import bundle_filename
from ..hashing import sha256_file
from ..paths import model_cache_dir
from .config import (BundleConfig, artifact_recipe, bm25_analyzer, retrieval_section, sdk_table_choice,
                     table_languages)
from .manifest import build_manifest, bundle_date, file_entry, model_section, release_section
from .splitter import to_splitter_text
from .verify import verify_bundle

SDK_TABLE = "rag_vector_store"
BUNDLE_TOKENIZER = "sentencepiece.model"  # the name the RAG SDK's samples give the SentencePiece model
SMOKE_CHUNKS = 8
# The smoke check's queries: the opening characters of the sampled chunks, embedded as questions, so the check
# reads the corpus's own languages (a fixed French question drifts under an English table, and says nothing of it).
SMOKE_QUERY_CHARS = 80


@dataclass
class BundleRun:
    path: Path
    manifest: dict
    stages: dict = field(default_factory=dict)  # stage → {"s": wall seconds, "peak_rss_mb": ...}
    embedded: int = 0
    reused: int = 0


class _Stages:
    """Wall time and the process's peak RSS at the end of each stage. The embed workers' own memory is
    not in it (their ru_maxrss would count the parent's pages they were forked with): bench_embeddings
    measures one interpreter's RSS."""

    def __init__(self, quiet: bool):
        self.quiet, self.times = quiet, {}

    def run(self, name: str, fn, *args, **kwargs):
        started = time.perf_counter()
        result = fn(*args, **kwargs)
        self.times[name] = {"s": round(time.perf_counter() - started, 2), "peak_rss_mb": round(peak_rss_mb(), 1)}
        if not self.quiet:
            print(f"bundle: {name} {self.times[name]['s']:.1f} s", file=sys.stderr)
        return result


def build_bundle(config: BundleConfig, *, chunks_file: Path | None = None, quiet: bool = False) -> BundleRun:
    model_dir = Path(config.model_dir or model_cache_dir())
    if not (model_dir / "modules.json").is_file():
        raise ArtifactError(model_dir, "no model checkpoint here: run `edge-export model fetch` first")
    stages = _Stages(quiet)
    chunks_path = stages.run("chunk", _chunks, config, model_dir, chunks_file, quiet)
    corpus = load_corpus_file(chunks_path)
    prompts = corpus_document_prompts(config.document_title, corpus["chunks"])
    recipe = parse_adapt(config.adapt)
    if recipe is not None:  # from here on the adapted checkpoint is the model: export, reference, manifest
        model_dir = stages.run("adapt", adapted_checkpoint, model_dir, corpus["chunks"], prompts,
                               query_prompt(config.query_task), recipe, progress=not quiet)
    artifact = stages.run("artifact", ensure_artifact, config, model_dir, chunks_path)
    artifact, table_choice = stages.run("table", checked_table, config, model_dir, chunks_path, artifact, corpus,
                                        prompts)
    metadata = read_metadata(artifact)
    tokenizer = phone_tokenizer(artifact, metadata)
    vectors = stages.run("embed", embed_chunks, corpus["chunks"], "litert", artifact, prompts=prompts,
                         cache_path=config.build_dir / "vector-cache.sqlite", dims=config.dims,
                         tokenizer_path=tokenizer, workers=config.workers,
                         threads=config.threads, progress=not quiet, executor=config.executor,
                         ray_address=config.ray_address)
    staging = config.output_dir / f".{config.name}.staging"
    recover_dir(config.bundle_dir)
    if staging.exists():  # what a killed run left; never the published bundle
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    try:
        model = model_section(bundle_filename(artifact.name), metadata, sha256_file(model_dir / "model.safetensors"),
                              read_adaptation(model_dir), table_choice, widened_rows(config, metadata))
        analyzer = bm25_analyzer(config, corpus)
        files = stages.run("package", _package, staging, config, corpus, vectors.vectors, artifact, metadata,
                           model, tokenizer, analyzer)
        parity = stages.run("parity", smoke_parity, staging / "corpus.db", corpus, prompts, artifact, metadata,
                            model_dir, config.dims, tokenizer)
        coverage = stages.run("coverage", _token_coverage, config, corpus, prompts, metadata, tokenizer, model_dir)
        model_sha256, tokenizer_sha256 = (next(f["sha256"] for f in files if f["role"] == role)
                                          for role in ("model", "tokenizer"))
        with_sdk, sdk_reason = sdk_table_choice(config.sdk_table, len(corpus["chunks"]))
        manifest = build_manifest(
            bundle=config.name, corpus=corpus, files=files,
            model=model,
            tokenizer={"file": BUNDLE_TOKENIZER, "sha256": tokenizer_sha256},
            vectors={"count": len(corpus["chunks"]), "dims": config.dims, "format": config.vectors,
                     "backend": "litert", "prompt": "document", "model_sha256": model_sha256,
                     "tokenizer_sha256": tokenizer_sha256},
            release=release_section(files, config.bundle_version), token_coverage=coverage,
            db={"fts": config.fts, "sdk_table": SDK_TABLE if with_sdk else None,
                **({"sdk_table_reason": sdk_reason} if sdk_reason else {})}, parity=parity,
            retrieval=retrieval_section(config, analyzer),
            prompts={"query": query_prompt(config.query_task),
                     "document": document_prompt_template(config.document_title), "title": config.document_title})
        write_json_atomic(staging / "manifest.json", manifest)
        violations = stages.run("verify", verify_bundle, staging)
        if violations:
            raise ValidationFailed(staging, violations)
        if not parity["passed"]:
            raise ExportParityError(artifact, parity["cosine_mean"], parity["cosine_min"],
                                    parity["floor_mean"], parity["floor_min"])
        publish_dir_atomic(staging, config.bundle_dir)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    run = BundleRun(config.bundle_dir, manifest, stages.times, vectors.computed, vectors.reused)
    write_json_atomic(config.work_dir / "bundle.report.json",
                      {"bundle": str(config.bundle_dir), "stages": stages.times, "embedded": vectors.computed,
                       "reused_from_cache": vectors.reused, "truncated": vectors.truncated,
                       "embed_s": round(vectors.seconds, 2), "executor": config.executor, "workers": config.workers,
                       "threads": config.threads})
    return run


def _chunks(config: BundleConfig, model_dir: Path, chunks_file: Path | None, quiet: bool) -> Path:
    """A given chunk file (validated: nothing is built from a bad one), else the chunk stage's output."""
    if chunks_file is not None:
        from ..contracts.chunk_file import validate_corpus_file

        violations = validate_corpus_file(chunks_file)
        if violations:
            raise ValidationFailed(chunks_file, violations)
        return Path(chunks_file)
    from ..chunk.stage import print_extraction, run_chunk_stage

    run = run_chunk_stage(config.corpus_dir, config.work_dir / config.chunker / "chunks.json", corpus=config.corpus,
                          chunker=config.chunker, tokenizer_path=config.tokenizer or model_dir / TOKENIZER_FILE,
                          seq_len=config.seq, quiet=quiet, languages=config.document_languages,
                          strict=config.strict_pages)
    print_extraction(run.report["extraction"], quiet)
    return run.corpus_path


# Why a languages' table has more rows than vocab_budget (the build line, the manifest's vocabulary.languages_from).
WIDER_TABLE_REASON = ("every piece of its languages' word lists, more than the {budget:,}-row budget holds: a "
                      "question in any of them reads its frequent words whole")


def widened_rows(config: BundleConfig, metadata: dict) -> int:
    """The rows the artifact's languages' table holds past `config.vocab_budget` for its word lists (bundle_vocab);
    0 for a table of the budget, every row, or one given."""
    rows = ((metadata.get("extra") or {}).get("vocab") or {}).get("budget")
    budget = config.vocab_budget
    return rows - budget if isinstance(rows, int) and isinstance(budget, int) and rows > budget > 0 else 0


def ensure_artifact(config: BundleConfig, model_dir: Path, chunks_path: Path) -> Path:
    """The .tflite to ship: `config.artifact`, else the export in models_dir for the bundle's languages (or, with
    vocab_scope "corpus", for this corpus), reused when it matches (signatures, tokenizer, vocabulary), else
    exported now."""
    if config.artifact is not None:
        if not Path(config.artifact).is_file():
            raise ArtifactError(config.artifact, "no such model file")
        return Path(config.artifact)
    from ..export.tflite import export_or_reuse

    return export_or_reuse(model_dir, config.models_dir, recipe=artifact_recipe(config), seq_len=config.seq,
                           short_seq_lens=tuple(int(n) for n in config.short_seqs),
                           vocab=bundle_vocab(config, model_dir, chunks_path))[0]


def checked_table(config: BundleConfig, model_dir: Path, chunks_path: Path, artifact: Path, corpus: dict,
                  prompts: list[str]) -> tuple[Path, str]:
    """The model to embed with, and why its table has its languages (the manifest's vocabulary.languages_from).

    A languages' table is checked on the corpus before the embed stage (smoke_parity on a few chunks and their
    openings as queries): when it drifts past its floor (a language whose words its rows do not hold, a script
    split into many pieces), every row is served instead, and that file is checked the same way; when both drift,
    the error names the two tries and what to change."""
    from ..embedding.vocab import ALL_ROWS

    metadata = read_metadata(artifact)
    if metadata is None:
        raise ArtifactError(artifact, "no metadata beside it (<file>.json): export it with `edge-export export`")
    reason = table_languages(config, corpus["metadata"].get("documents", []))[1]
    if widened := widened_rows(config, metadata):
        reason += f"; {config.vocab_budget + widened:,} rows: {WIDER_TABLE_REASON.format(budget=config.vocab_budget)}"
    if config.artifact is not None or config.vocab_scope != "languages" or config.vocab_budget in (0, ALL_ROWS):
        return artifact, reason
    check = smoke_parity(None, corpus, prompts, artifact, metadata, model_dir, config.dims,
                         phone_tokenizer(artifact, metadata))
    if check["passed"]:
        return artifact, reason
    tried = f"the languages' table ({artifact.name}: cosine mean {check['cosine_mean']}, min {check['cosine_min']})"
    print(f"bundle: {tried} drifts past its floor ({check['floor_mean']}, {check['floor_min']}) on this corpus: "
          "serving every row instead", file=sys.stderr)
    every_row = replace(config, vocab_budget=ALL_ROWS, recipe="")
    wider = ensure_artifact(every_row, model_dir, chunks_path)
    wider_meta = read_metadata(wider)
    again = smoke_parity(None, corpus, prompts, wider, wider_meta, model_dir, config.dims,
                         phone_tokenizer(wider, wider_meta))
    if not again["passed"]:
        raise ExportParityError(wider, again["cosine_mean"], again["cosine_min"], again["floor_mean"],
                                again["floor_min"], tried=f"{tried}, then every row",
                                advice="check the corpus's text (chunks.json: a script read wrongly drifts in any "
                                       "table) or ship a file of your own (`artifact`)")
    return wider, f"{reason}; every row: {tried} drifted past its floor on this corpus"


def bundle_vocab(config: BundleConfig, model_dir: Path, chunks_path: Path):
    """The table the bundle's model keeps (export.vocab_restriction.VocabRestriction; None: the whole one): for
    the languages (`table_languages`: "auto" follows the documents), grown by the corpus's tokens it lacks, or cut
    to the corpus (vocab_scope "corpus"). Says on stderr which languages and how many grown rows."""
    from ..embedding.vocab import ALL_ROWS, grown_tokens, word_list_rows
    from ..export.vocab_restriction import VocabRestriction

    if not config.vocab_budget:
        return None
    corpus = load_corpus_file(chunks_path)  # validated by the chunk stage (or _chunks for a given file)
    languages, reason = table_languages(config, corpus["metadata"].get("documents", []))
    if config.vocab_scope == "corpus" or config.vocab_budget == ALL_ROWS:
        return VocabRestriction(config.vocab_budget, chunks_path if config.vocab_scope == "corpus" else None,
                                languages)
    rows = max(config.vocab_budget, word_list_rows(model_dir / TOKENIZER_FILE, languages))
    grown = grown_tokens(model_dir / TOKENIZER_FILE, rows, languages, [c["text"] for c in corpus["chunks"]])
    print(f"bundle: table for {','.join(languages)} ({reason}), {rows:,} rows"
          f"{f' ({WIDER_TABLE_REASON.format(budget=config.vocab_budget)})' if rows > config.vocab_budget else ''}"
          f" + {len(grown)} of the corpus's tokens", file=sys.stderr)
    return VocabRestriction(rows, None, languages, grown=grown)


def _package(staging: Path, config: BundleConfig, corpus: dict, vectors: np.ndarray, artifact: Path, metadata: dict,
             model: dict, tokenizer: Path, analyzer) -> list[dict]:
    meta = corpus["metadata"]
    db_meta = {
        "model_id": model["source"]["id"], "model_sha256": model["source"]["weights_sha256"],
        "artifact": model["file"], "artifact_sha256": sha256_file(artifact),
        "artifact_signature": next(iter(metadata["signatures"])), "seq_lens": metadata["seq_lens"],
        "document_prompt": document_prompt_template(config.document_title), "document_title": config.document_title,
        "query_prompt": query_prompt(config.query_task),
        "corpus": meta["corpus"], "chunker_version": meta["chunker_version"], "policy_hash": meta["policy_hash"],
    }
    if bundle_date():
        db_meta["generated"] = bundle_date()
    written = write_corpus_db(staging / "corpus.db", corpus, vectors, db_meta,
                              DbSettings(vector_format=config.vectors, fts=config.fts,
                                         sdk_table=sdk_table_choice(config.sdk_table, len(corpus["chunks"]))[0],
                                         bm25=analyzer))
    write_text_atomic(staging / "chunks.txt", to_splitter_text(corpus["chunks"]))
    shutil.copyfile(artifact, staging / model["file"])  # the stable name (export.stem.bundle_filename)
    shutil.copyfile(tokenizer, staging / BUNDLE_TOKENIZER)
    roles = {"corpus_db": written["corpus_db"].name, "vectors": written["vectors"].name, "chunks_text": "chunks.txt",
             "model": model["file"],
             "tokenizer": BUNDLE_TOKENIZER}
    if "fts_db" in written:
        roles["fts_db"] = written["fts_db"].name
    return [file_entry(staging, name, role) for role, name in roles.items()]


def phone_tokenizer(artifact: Path, metadata: dict) -> Path:
    """The tokenizer the model reads and the bundle ships: a restricted table's own (beside it), else the stock one."""
    from ..runtime.artifact_files import find_tokenizer

    return find_tokenizer(artifact, None, metadata)


def _token_coverage(config: BundleConfig, corpus: dict, prompts: list[str], metadata: dict, tokenizer: Path,
                    model_dir: Path) -> dict | None:
    """The corpus's tokens under a languages' table (embedding.coverage), warned about on stderr past its limit."""
    from ..embedding.coverage import coverage_warning, token_coverage

    vocab = (metadata.get("extra") or {}).get("vocab") or {}
    coverage = token_coverage(model_dir / TOKENIZER_FILE, tokenizer, [c["text"] for c in corpus["chunks"]], prompts,
                              vocab)
    warning = coverage and coverage_warning(config.name, coverage, vocab["languages"])
    if warning:
        print(f"warning: {warning}", file=sys.stderr)
    return coverage


def smoke_parity(db_path: Path | None, corpus: dict, prompts: list[str], artifact: Path, metadata: dict,
                 model_dir: Path, dims: int, tokenizer: Path) -> dict:
    """Cosine against the fp32 reference of a few chunks and of their openings embedded as queries by the
    artifact through `tokenizer` (phone_tokenizer), at the recipe's floor (the int8 floor at best for a restricted
    table). The chunks' vectors are the shipped ones, read back from vectors.bin beside `db_path`, or, None, embedded
    now (the table check before the embed stage)."""
    from ..export.recipes import parse_recipe
    from ..export.vocab_restriction import VOCAB_FLOOR
    from ..export.verify import cosine_rows
    from ..runtime import open_embedder
    from ..runtime.reference import ReferenceEmbedder, to_dims
    from ..sampling import evenly_spaced

    floor = parse_recipe(metadata["recipe"]).floor
    if (metadata.get("extra") or {}).get("vocab"):
        floor = floor.loosest(VOCAB_FLOOR)
    rows = evenly_spaced(list(range(len(corpus["chunks"]))), SMOKE_CHUNKS)
    device = open_embedder("litert", artifact, tokenizer_path=tokenizer, threads=1)
    reference = ReferenceEmbedder(model_dir, max_len=device.max_len)

    chunks = [corpus["chunks"][r] for r in rows]
    shipped = (open_vector_file(db_path.with_name(VECTOR_FILE)).vectors(rows) if db_path is not None
               else to_dims(np.vstack([device.embed([c["text"]], "document", prompt=prompts[r]).vectors
                                       for c, r in zip(chunks, rows)]), dims))
    queries = [c["text"][:SMOKE_QUERY_CHARS] for c in chunks]
    ours = np.vstack([shipped, to_dims(device.embed(queries, "query").vectors, dims)])
    theirs = np.vstack([to_dims(np.vstack([reference.embed([c["text"]], "document", prompt=prompts[r]).vectors
                                           for c, r in zip(chunks, rows)]), dims),
                        to_dims(reference.embed(queries, "query").vectors, dims)])
    cos = cosine_rows(ours.astype(np.float64), theirs.astype(np.float64))
    mean, low = round(float(cos.mean()), 4), round(float(cos.min()), 4)
    return {"reference": "sentence-transformers fp32", "texts": len(cos), "cosine_mean": mean, "cosine_min": low,
            "floor_mean": floor.mean, "floor_min": floor.min, "passed": mean >= floor.mean and low >= floor.min}
