"""The SentencePiece wrapper: offsets back into the text, the embedded-form length, bad model files."""

from __future__ import annotations

import pytest

from edge_export.errors import InputError
from edge_export.model.spec import DOCUMENT_PROMPT
from edge_export.tokenizer import Tokenizer

SAMPLES = ["Article 4.1 – Le toucher-jouer\n\nété 😀 x", "", "  deux  espaces ", "€100 ½ 中文"]


@pytest.mark.parametrize("text", SAMPLES)
def test_spans_cover_the_text_in_order(corpus_tokenizer, text):
    spans = corpus_tokenizer.encode_spans(text)
    assert [s.id for s in spans] == corpus_tokenizer.encode(text)
    pos = 0
    for span in spans:
        assert span.start == pos or span.start == span.end == pos, "contiguous, zero-width byte pieces allowed"
        pos = span.end
    assert pos == len(text)


def test_embedded_length_counts_bos_prompt_text_eos(corpus_tokenizer):
    text = "Le joueur doit noter ses coups."
    assert corpus_tokenizer.embedded_length(text) == len(corpus_tokenizer.encode(DOCUMENT_PROMPT + text)) + 2


def test_special_ids_are_gemmas(corpus_tokenizer):
    assert (corpus_tokenizer.pad_id, corpus_tokenizer.eos_id, corpus_tokenizer.bos_id) == (0, 1, 2)


def test_bad_model_file_is_refused(tmp_path):
    bad = tmp_path / "tokenizer.model"
    bad.write_bytes(b"this is not a sentencepiece proto")
    with pytest.raises(InputError, match="not a SentencePiece model"):
        Tokenizer(bad)
    with pytest.raises(InputError, match="cannot read"):
        Tokenizer(tmp_path / "missing.model")
