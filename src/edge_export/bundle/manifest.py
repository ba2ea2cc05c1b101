"""manifest.json: what each file of a bundle is, and how its vectors were made (schemas/manifest.schema.json).

Only facts that the inputs determine: no absolute path, no wall-clock time, no build timings (those go
to the build report in build/), so that the same inputs give a byte-identical manifest.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

from .. import __version__
from ..chunk.corpus import iso_utc, source_date
from ..chunk.provenance import extraction_report
from ..chunk.ids import id_parts
from ..db.writer import SCHEMA_VERSION
from ..embedding.prompts import prompt_for
from ..embedding.vocab import ALL_ROWS
from ..hashing import sha256_file
from ..model.spec import EMBEDDINGGEMMA_300M

MANIFEST = "manifest.json"  # a bundle folder's description, at its top
FORMAT = "edge-export-bundle"
FORMAT_VERSION = 1
TOKENIZATION_RULE = ("[BOS=2] + SentencePiece(prompt + text) + [EOS=1], right-padded with 0 to the shortest "
                     "signature that holds it; longer text is cut at the end with [EOS] kept")


def file_entry(folder: Path, name: str, role: str) -> dict:
    path = folder / name
    return {"path": name, "role": role, "bytes": path.stat().st_size, "sha256": sha256_file(path)}


def model_section(artifact_name: str, metadata: dict, weights_sha256: str, adaptation: dict | None = None,
                  languages_from: str | None = None, widened_rows: int = 0) -> dict:
    """`adaptation`: the checkpoint folder's adaptation.json (edge_export.adapt), None for a published one;
    the source is then named after the base checkpoint and the adaptation recorded beside it. `languages_from`:
    why the table has its languages (bundle.config.table_languages); `widened_rows`: the rows past vocab_budget its
    languages' word lists needed (bundle.build.bundle_vocab)."""
    vocab = (metadata.get("extra") or {}).get("vocab")
    label = f"{vocab['label']}_" if vocab else ""
    base_sha256 = adaptation["base"]["weights_sha256"] if adaptation else weights_sha256
    source_id = (EMBEDDINGGEMMA_300M.hf_repo if base_sha256 == EMBEDDINGGEMMA_300M.files["model.safetensors"]
                 else "unpinned checkpoint")
    source = {"id": source_id, "weights_sha256": weights_sha256}
    if adaptation:  # never passed off as the published weights, here or in corpus.db's meta
        source["id"] = f"{source_id}, adapted ({adaptation['recipe']['name']})"
        source["adaptation"] = {"checkpoint": adaptation["checkpoint"], "base_weights_sha256": base_sha256,
                                "recipe": adaptation["recipe"], "pairs": adaptation["pairs"],
                                "pairs_sha256": adaptation["pairs_sha256"]}
    signatures = [{"name": name, "seq_len": sig["inputs"][0]["shape"][1], "input": sig["inputs"][0]["name"],
                   "output": sig["outputs"][0]["name"]} for name, sig in metadata["signatures"].items()]
    vocabulary = {"restricted": False}
    if vocab and vocab["budget"] == ALL_ROWS:  # every row served, laid out in tiers
        vocabulary = {"restricted": False,
                      **({"corpus_sha256": vocab["corpus_sha256"]} if vocab["corpus_sha256"] else {}),
                      **({"languages_from": languages_from} if languages_from else {}),
                      "note": "every row of the embedding table is served (text in any language); the corpus's "
                              "tokens are stored at a higher precision than the others"}
    elif vocab and vocab.get("scope") == "languages":
        grown = (vocab.get("grown") or {}).get("rows", 0)
        vocabulary = {"restricted": True, "scope": "languages", "rows": vocab["budget"] + grown,
                      "languages": list(vocab["languages"]),
                      **({"languages_from": languages_from} if languages_from else {}), "grown_rows": grown,
                      **({"widened_rows": widened_rows} if widened_rows else {}),
                      "note": "the embedding table keeps the frequent words of these languages, as typed and as "
                              "printed, and the tokens of the corpus it was grown for (grown_rows), for any "
                              "corpus it holds; text in other languages or scripts embeds poorly with this file "
                              "(corpus.token_coverage: this corpus's tokens outside it)"}
    elif vocab:
        vocabulary = {"restricted": True, "scope": "corpus", "rows": vocab["budget"],
                      "languages": list(vocab["languages"]), "corpus_sha256": vocab["corpus_sha256"],
                      "note": "the embedding table keeps the corpus's tokens and the frequent words of these "
                              "languages; text in other languages or scripts embeds poorly with this file"}
    return {"source": source, "file": artifact_name,
            "format": metadata["format"], "recipe": metadata["recipe"], "variant": f"{label}{metadata['recipe']}",
            "signatures": signatures, "seq_lens": sorted(s["seq_len"] for s in signatures),
            "output_dim": metadata["embedding_dim"], "vocabulary": vocabulary}


def corpus_extraction(documents: list[dict]) -> dict:
    """{"extraction": pages per extractor over the corpus, pages OCR'd, the unreadable pages ("file.pdf:12")
    left out of the chunks, and how many documents each language was found in}, from the chunk file's
    per-document summaries; {} for a chunk file made before them."""
    if not all("extraction" in d for d in documents):
        return {}
    counts: Counter = Counter()
    for d in documents:
        counts.update(d["extraction"]["pages_by_extractor"])
    report = extraction_report(counts, [{"source": d["source"], **p} for d in documents
                                        for p in d["extraction"].get("pages", [])])
    languages = Counter(lang for d in documents for lang in d["extraction"].get("languages", {}))
    return {"extraction": {"pages_by_extractor": report["pages_by_extractor"], "ocr_pages": report["ocr_pages"],
                           "unreadable_pages": [f"{p['source']}:{p['page']}" for p in report["unreadable_pages"]],
                           **({"languages": dict(sorted(languages.items()))} if languages else {})}}


def bundle_date() -> str | None:
    """SOURCE_DATE_EPOCH, else None: a bundle never records the wall clock, so rebuilds stay identical."""
    when = source_date()
    return iso_utc(when) if when else None


MODEL_ROLES = ("model", "tokenizer")  # delivered once, apart from the corpus (packs/: the model's pack)


def release_section(files: list[dict], version: str = "") -> dict:
    """The release's identity: the corpus's files (all but the model and its tokenizer) by path and SHA-256, the model's,
    and `version` (empty: a digest of both), so an app tells a corpus update from a model update."""
    corpus_lines = "".join(f"{f['path']} {f['sha256']}\n" for f in sorted(files, key=lambda f: f["path"])
                           if f["role"] not in MODEL_ROLES)
    corpus_sha256 = hashlib.sha256(corpus_lines.encode()).hexdigest()
    model_sha256 = next(f["sha256"] for f in files if f["role"] == "model")
    return {"version": version or hashlib.sha256(f"{corpus_sha256} {model_sha256}".encode()).hexdigest()[:16],
            "corpus_sha256": corpus_sha256, "model_sha256": model_sha256}


def build_manifest(*, bundle: str, corpus: dict, files: list[dict], model: dict, tokenizer: dict,
                   vectors: dict, db: dict, parity: dict, retrieval: dict, prompts: dict | None = None,
                   release: dict | None = None, token_coverage: dict | None = None) -> dict:
    """`prompts`: the query prompt and the document prompt (or its `{title}` template) the vectors were
    made with; default: the model card's retrieval prompts. `release`: release_section; `token_coverage`:
    embedding.coverage's, for a languages' table."""
    meta = corpus["metadata"]
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "bundle": bundle,
        "tool": {"name": "edge-export", "version": __version__},
        "generated": bundle_date(),
        "files": sorted(files, key=lambda f: f["path"]),
        "model": model,
        "tokenizer": {**tokenizer, "rule": TOKENIZATION_RULE},
        "prompts": prompts or {"query": prompt_for("query"), "document": prompt_for("document")},
        "vectors": vectors,
        **({"release": release} if release else {}),
        "db": {"schema_version": SCHEMA_VERSION, **db},
        "corpus": {"code": id_parts(corpus["chunks"][0]["id"])[0] if corpus["chunks"] else meta["corpus"].upper(),
                   "documents": len(meta["documents"]), "pages": sum(d["pages"] for d in meta["documents"]),
                   "chunks": len(corpus["chunks"]), "chunker": meta["chunker_version"],
                   "policy_hash": meta["policy_hash"], "sources": [d["source"] for d in meta["documents"]],
                   **({"token_coverage": token_coverage} if token_coverage else {}),
                   **corpus_extraction(meta["documents"])},
        "parity": parity,
        "retrieval": retrieval,
    }
