"""The phone's tokenization (sentencepiece on the shipped tokenizer.model) gives exactly the ids the
reference model sees (transformers' tokenizer of the checkpoint), on over 1,000 varied texts.

With the real checkpoint cached, this runs on EmbeddingGemma's own tokenizer; otherwise on the tiny
model's (a SentencePiece model trained on the corpus, converted to a transformers tokenizer).
"""

from __future__ import annotations

import json

import pytest

from conftest import GOLD_FR, cached_real_tokenizer_path
from edge_export.model.spec import DOCUMENT_PROMPT, QUERY_PROMPT
from edge_export.tokenizer import Tokenizer

EXTRA = [
    "", " ", "\n", "Which planet is known as the Red Planet?", "The quick brown fox jumps over the lazy dog.",
    "0123456789", "3.14159 2,718 1 000 000 -42 +7 ½ ¾ 1er 2e", "!!! ??? ... ;;; --- ___ ((())) [[]] {{}} «» “” ‘’",
    "😀🎉♟️♞♜ 👍🏽 🇫🇷", "中文 日本語 한국어 العربية עברית русский ελληνικά", "tab\tseparated\tvalues",
    "  leading and trailing spaces  ", "multiple   inner    spaces", "line1\nline2\n\nline4", "\u00a0nbsp\u202fnarrow",
    "e\u0301 (decomposed) vs é", "<chunk_splitter>", "<b>bold</b> <i>", "x" * 5000,
    "Le joueur doit noter ses coups. " * 300,
]


def parity_texts(corpus_documents) -> list[str]:
    lines = [line for _, doc in corpus_documents for page in doc.pages for line in page.text.split("\n") if line.strip()]
    gold = [q["question"] for q in json.loads(GOLD_FR.read_text(encoding="utf-8"))["questions"]]
    pages = [page.text for _, doc in corpus_documents for page in doc.pages[:3]]
    return lines[::25] + gold + pages + EXTRA


@pytest.fixture(scope="module")
def tokenizer_pair(tiny_model_dir):
    from transformers import AutoTokenizer

    real = cached_real_tokenizer_path()
    folder = real.parent if real else tiny_model_dir
    return Tokenizer(folder / "tokenizer.model"), AutoTokenizer.from_pretrained(str(folder))


def test_runtime_ids_equal_reference_ids_on_1000_texts(corpus_documents, tokenizer_pair):
    ours, reference = tokenizer_pair
    texts = parity_texts(corpus_documents)
    assert len(texts) >= 1000
    mismatches = []
    for text in texts:
        for prompt in (QUERY_PROMPT, DOCUMENT_PROMPT):
            expected = reference(prompt + text, add_special_tokens=True)["input_ids"]
            if ours.model_input(text, prompt).ids != expected:
                mismatches.append(text[:60])
    assert not mismatches, f"{len(mismatches)} texts tokenise differently, e.g. {mismatches[:3]}"


def test_truncation_keeps_eos_like_the_reference(tokenizer_pair):
    ours, reference = tokenizer_pair
    text = "Le joueur doit noter ses coups. " * 100
    ids = ours.model_input(text, DOCUMENT_PROMPT, max_len=64)
    expected = reference(DOCUMENT_PROMPT + text, truncation=True, max_length=64)["input_ids"]
    assert ids.truncated and len(ids.ids) == 64 and ids.ids[-1] == ours.eos_id
    assert ids.ids == expected
    short = ours.model_input("court", DOCUMENT_PROMPT, max_len=64)
    assert not short.truncated and short.ids[0] == ours.bos_id


def test_special_token_strings_in_text_stay_text_as_on_the_phone(tokenizer_pair):
    """SentencePiece (the phone) reads "<eos>" typed in a text as characters; transformers' tokenizer
    would read it as the control token. The runtime follows the phone, so such text never ends early."""
    ours, reference = tokenizer_pair
    ids = ours.model_input("avant <eos> après", "").ids
    assert ids.count(ours.eos_id) == 1 and ids[-1] == ours.eos_id
    assert reference("avant <eos> après")["input_ids"].count(ours.eos_id) == 2
