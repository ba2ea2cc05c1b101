"""Shared fixtures: the FR corpus by path, a SentencePiece tokenizer trained on it, PDF factories.

The default suite never downloads the 1.1 GB checkpoint. Where the real EmbeddingGemma tokenizer is
already in the cache (verified by its pinned hash), the FR-corpus tests use it; otherwise they use a
small SentencePiece model trained here on corpus text, with the same special ids (pad 0, eos 1, bos 2).
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# XNNPACK weight caches of the tiny test models go to a folder of this session, not the user's cache
# (set in the environment so that spawned embed workers see it too).
if "EDGE_EXPORT_XNNPACK_CACHE" not in os.environ:
    os.environ["EDGE_EXPORT_XNNPACK_CACHE"] = tempfile.mkdtemp(prefix="edge-export-xnnpack-")
    atexit.register(shutil.rmtree, os.environ["EDGE_EXPORT_XNNPACK_CACHE"], True)
# LiteRT's log level comes from this variable (runtime/litert_logging.py); a test that leaves it changed puts
# every later test, and the interpreter's exit, at its level (LiteRT then logs its accelerators' teardown).
LITERT_LOG_ENV = "EDGE_EXPORT_LITERT_LOG"
LITERT_LOG_AT_START = os.environ.get(LITERT_LOG_ENV)
SHARED = Path(os.environ.get("EDGE_EXPORT_SHARED", REPO.parent / "shared"))
CORPUS_FR = SHARED / "corpus" / "fr"
GOLD_FR = SHARED / "corpus" / "gold" / "gold_fr.json"


@pytest.fixture(autouse=True)
def litert_log_level_left_as_found():
    yield
    left = os.environ.get(LITERT_LOG_ENV)
    if left != LITERT_LOG_AT_START:  # put it back first, so that only the leaking test fails
        if LITERT_LOG_AT_START is None:
            del os.environ[LITERT_LOG_ENV]
        else:
            os.environ[LITERT_LOG_ENV] = LITERT_LOG_AT_START
    assert left == LITERT_LOG_AT_START, f"the test left {LITERT_LOG_ENV}={left!r} (was {LITERT_LOG_AT_START!r})"


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    if not CORPUS_FR.is_dir():
        pytest.fail(f"FR corpus not found at {CORPUS_FR}: clone the repo beside ../shared or set EDGE_EXPORT_SHARED")
    return CORPUS_FR


@pytest.fixture(scope="session")
def corpus_documents(corpus_dir):
    from edge_export.chunk.extract import extract_folder

    documents, skipped = extract_folder(corpus_dir)
    assert not skipped
    return documents


@pytest.fixture(scope="session")
def trained_tokenizer_path(tmp_path_factory, corpus_documents) -> Path:
    from edge_export.embedding.tiny import train_sentencepiece

    lines = [line for _, doc in corpus_documents for page in doc.pages for line in page.text.split("\n") if line.strip()]
    return train_sentencepiece(lines, tmp_path_factory.mktemp("sp") / "trained.model")


@pytest.fixture(scope="session")
def trained_tokenizer(trained_tokenizer_path):
    from edge_export.tokenizer import Tokenizer

    return Tokenizer(trained_tokenizer_path)


def cached_real_tokenizer_path() -> Path | None:
    from edge_export.hashing import sha256_file
    from edge_export.model.spec import EMBEDDINGGEMMA_300M
    from edge_export.paths import default_tokenizer_path

    path = default_tokenizer_path()
    if path.is_file() and sha256_file(path) == EMBEDDINGGEMMA_300M.files["tokenizer.model"]:
        return path
    return None


@pytest.fixture(scope="session")
def corpus_tokenizer_path(trained_tokenizer_path) -> Path:
    """The real EmbeddingGemma tokenizer when cached, else the trained one."""
    return cached_real_tokenizer_path() or trained_tokenizer_path


@pytest.fixture(scope="session")
def corpus_tokenizer(corpus_tokenizer_path):
    from edge_export.tokenizer import Tokenizer

    return Tokenizer(corpus_tokenizer_path)


@pytest.fixture(scope="session")
def fr_table(corpus_tokenizer_path, tmp_path_factory):
    """A 700-row French languages' table of the corpus tokenizer: (its kept ids, the re-splitting tokenizer file its
    model would read). Selected once: a languages' ranking of the real tokenizer takes seconds."""
    from edge_export.embedding.table_tokenizer import resplit_tokenizer
    from edge_export.embedding.vocab import select_vocab

    keep = select_vocab(corpus_tokenizer_path, 700, (), ("fr",)).keep
    path = tmp_path_factory.mktemp("fr-table") / "table.tokenizer.model"
    path.write_bytes(resplit_tokenizer(corpus_tokenizer_path.read_bytes(), keep))
    return keep, path


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory, trained_tokenizer_path) -> Path:
    """A random-weight EmbeddingGemma of the real architecture (2 layers, hidden 64, sliding window 16),
    in sentence-transformers layout with the trained tokenizer: stands in for the 1.2 GB checkpoint."""
    from edge_export.embedding.tiny import build_tiny_checkpoint

    return build_tiny_checkpoint(tmp_path_factory.mktemp("tiny") / "tiny-embeddinggemma", trained_tokenizer_path)


SMALL_PDFS = ("E02-Le_classement_rapide.pdf", "règlement_régionale_2024_2025.pdf")  # 1 + 2 pages
EXTRA_PDF = "A01_2025_26_Championnat_de_France.pdf"  # 5 pages: more chunks than one embed batch


@pytest.fixture(scope="session")
def small_pdf_dir(tmp_path_factory, corpus_dir) -> Path:
    """Two short real FR PDFs, copied into a folder of their own (the bundle tests' corpus)."""
    folder = tmp_path_factory.mktemp("small-pdfs")
    for name in SMALL_PDFS:
        shutil.copy(corpus_dir / name, folder / name)
    return folder


@pytest.fixture(scope="session")
def extra_pdf(corpus_dir) -> Path:
    return corpus_dir / EXTRA_PDF


@pytest.fixture(scope="session")
def small_corpus(tmp_path_factory, small_pdf_dir, trained_tokenizer_path) -> dict:
    """The chunk corpus of small_pdf_dir (token-window-v1, the trained tokenizer), as loaded from its file."""
    from edge_export.chunk.load import load_corpus_file
    from edge_export.chunk.stage import run_chunk_stage

    out = tmp_path_factory.mktemp("small-corpus") / "chunks.json"
    run_chunk_stage(small_pdf_dir, out, corpus="FR", chunker="token-window-v1",
                    tokenizer_path=trained_tokenizer_path, quiet=True)
    return load_corpus_file(out)


@pytest.fixture(scope="session")
def tiny_bundle(tmp_path_factory, small_pdf_dir, extra_pdf, tiny_model_dir):
    """A whole bundle of three real PDFs (8 pages) made with the tiny random-weight model: what the
    retrieval, eval and parity tests search. Its glossary is page 1 of E02 (for the boost tests)."""
    from edge_export.bundle.build import build_bundle
    from edge_export.bundle.config import BundleConfig

    root = tmp_path_factory.mktemp("tiny-bundle")
    pdfs = root / "pdfs"
    shutil.copytree(small_pdf_dir, pdfs)
    shutil.copy(extra_pdf, pdfs / extra_pdf.name)
    config = BundleConfig(name="tiny", corpus_dir=pdfs, corpus="FR", recipe="dynamic_wi8_afp32", vocab_budget=0,
                          model_dir=tiny_model_dir, models_dir=root / "models", build_dir=root / "build",
                          output_dir=root / "assets", workers=1, threads=1,
                          glossary=["E02-Le_classement_rapide.pdf:1"])
    return build_bundle(config, quiet=True).path


@pytest.fixture(scope="session")
def ray_cluster():
    """A real local Ray cluster (2 CPUs), started once per test run; the embed stage joins it."""
    import ray  # installed by `make install` (the [ray] extra)

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()


@pytest.fixture(scope="session")
def tiny_gold(tiny_bundle, tmp_path_factory) -> Path:
    """Gold questions for tiny_bundle, in the corpus's gold format: the opening words of twelve chunks
    (expected: that chunk's document and page), a definition question, and two unanswerable ones."""
    import json

    from edge_export.retrieval.bundle import open_bundle

    chunks = open_bundle(tiny_bundle).chunks
    picked = chunks[:: max(1, len(chunks) // 12)][:12]
    questions = [{"id": f"T{i:02d}", "question": " ".join(c.text.split()[:12]), "expected_docs": [c.document],
                  "expected_pages": [c.page], "answerable": True, "category": "test", "hard_type": None}
                 for i, c in enumerate(picked)]
    questions.append({"id": "TDEF", "question": "Qu'est-ce que le classement rapide ?",
                      "expected_docs": ["E02-Le_classement_rapide.pdf"], "expected_pages": [1], "answerable": True,
                      "category": "test", "hard_type": None})
    questions += [{"id": f"TU{i}", "question": text, "expected_docs": [], "expected_pages": [], "answerable": False,
                   "category": "test", "hard_type": None}
                  for i, text in enumerate(["Which planet is known as the Red Planet?", "Recette de la tarte aux pommes"])]
    path = tmp_path_factory.mktemp("gold") / "gold_tiny.json"
    path.write_text(json.dumps({"version": "test", "questions": questions}, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def java_library():
    """The Java library (android/), built once per run with `make -C android jar`; the tests that run it fail,
    naming `make install`, when the JDK or sqlite-jdbc is missing (never skipped)."""
    import shutil
    import subprocess

    from edge_export.parity.replay_java import DEFAULT_JAR, DEFAULT_SQLITE_JDBC, JavaLibrary

    for tool in ("javac", "java", "jar"):
        if shutil.which(tool) is None:
            pytest.fail(f"no `{tool}` on PATH: `make install` installs a JDK (default-jdk-headless)")
    if not DEFAULT_SQLITE_JDBC.is_file():
        pytest.fail(f"{DEFAULT_SQLITE_JDBC}: missing; `make install` installs libxerial-sqlite-jdbc-java")
    android = REPO / "android"
    done = subprocess.run(["make", "--no-print-directory", "-C", str(android), "jar"], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.fail(f"make -C android jar failed:\n{done.stdout}\n{done.stderr}")
    return JavaLibrary(REPO / DEFAULT_JAR)
