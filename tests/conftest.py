"""Shared fixtures: the FR corpus by path, a SentencePiece tokenizer trained on it, PDF factories.

The default suite never downloads the 1.1 GB checkpoint. Where the real EmbeddingGemma tokenizer is
already in the cache (verified by its pinned hash), the FR-corpus tests use it; otherwise they use a
small SentencePiece model trained here on corpus text, with the same special ids (pad 0, eos 1, bos 2).
"""

from __future__ import annotations

import hashlib
import io
import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("EDGE_EXPORT_SHARED", REPO.parent / "shared"))
CORPUS_FR = SHARED / "corpus" / "fr"
GOLD_FR = SHARED / "corpus" / "gold" / "gold_fr.json"
REAL_TOKENIZER_SHA256 = "1299c11d7cf632ef3b4e11937501358ada021bbdf7c47638d13c0ee982f2e79c"


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    if not CORPUS_FR.is_dir():
        pytest.fail(f"FR corpus not found at {CORPUS_FR}: clone the repo beside ../shared or set EDGE_EXPORT_SHARED")
    return CORPUS_FR


@pytest.fixture(scope="session")
def corpus_documents(corpus_dir):
    from edge_export.extract import extract_folder

    documents, skipped = extract_folder(corpus_dir)
    assert not skipped
    return documents


def train_sentencepiece(lines: list[str], path: Path, vocab_size: int = 2000) -> Path:
    """A byte-fallback BPE model with Gemma's special ids and identity normalisation, like the real one."""
    import sentencepiece as spm

    model = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(lines), model_writer=model, vocab_size=vocab_size, model_type="bpe",
        byte_fallback=True, pad_id=0, eos_id=1, bos_id=2, unk_id=3, normalization_rule_name="identity",
        remove_extra_whitespaces=False, add_dummy_prefix=False, split_digits=True, character_coverage=1.0,
        minloglevel=2,
    )
    path.write_bytes(model.getvalue())
    return path


@pytest.fixture(scope="session")
def trained_tokenizer_path(tmp_path_factory, corpus_documents) -> Path:
    lines = [line for _, doc in corpus_documents for page in doc.pages for line in page.text.split("\n") if line.strip()]
    return train_sentencepiece(lines, tmp_path_factory.mktemp("sp") / "trained.model")


@pytest.fixture(scope="session")
def trained_tokenizer(trained_tokenizer_path):
    from edge_export.tokenizer import Tokenizer

    return Tokenizer(trained_tokenizer_path)


def cached_real_tokenizer_path() -> Path | None:
    from edge_export.paths import default_tokenizer_path

    path = default_tokenizer_path()
    if path.is_file() and hashlib.sha256(path.read_bytes()).hexdigest() == REAL_TOKENIZER_SHA256:
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
