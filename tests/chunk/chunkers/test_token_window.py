"""token-window-v1: windows of the embedding tokenizer's tokens (../shared/specs/token-chunking.md)."""

from __future__ import annotations

import pytest

from edge_export.chunk.chunkers import TokenWindowV1Chunker
from edge_export.chunk.chunkers.token_window import window_bounds
from edge_export.chunk.corpus import line_of


@pytest.mark.parametrize("n", [0, 1, 39, 200, 201, 360, 361, 1000, 1234])
def test_window_bounds_cover_every_token_with_exact_overlap(n):
    bounds = window_bounds(n, 200, 40)
    covered = set()
    for start, end in bounds:
        assert end - start <= 200
        covered.update(range(start, end))
    assert covered == set(range(n))
    for (a0, a1), (b0, b1) in zip(bounds, bounds[1:]):
        assert b0 == a0 + 160 and a1 - b0 == 40
    assert not bounds or bounds[-1][1] == n


def longest_pages(documents, k):
    pages = [page for _, doc in documents for page in doc.pages]
    return sorted(pages, key=lambda p: len(p.text), reverse=True)[:k]


def test_windows_over_corpus_pages_share_exactly_40_tokens_and_leave_no_gap(corpus_documents, corpus_tokenizer):
    chunker = TokenWindowV1Chunker(corpus_tokenizer)
    for page in longest_pages(corpus_documents, 5):
        tokens = corpus_tokenizer.encode_spans(page.text)
        windows = chunker.windows(page.text)
        assert len(windows) > 1
        assert windows[0][0] == 0 and windows[-1][1] == len(tokens)
        for (a0, a1, _, a_end), (b0, b1, b_start, _) in zip(windows, windows[1:]):
            assert a1 - b0 == 40, "consecutive windows share exactly 40 tokens"
            assert b_start <= a_end, "no character gap between windows"
        assert windows[0][2] == 0 and windows[-1][3] == len(page.text)


def test_chunk_text_is_the_page_slice_and_lines_match(corpus_documents, corpus_tokenizer):
    chunker = TokenWindowV1Chunker(corpus_tokenizer)
    for page in longest_pages(corpus_documents, 3):
        for span in chunker.chunk_page(page)[0]:
            text = span.text(page)
            first, last = line_of(page.text, span.start), line_of(page.text, span.end - 1)
            page_lines = page.text.split("\n")
            assert page_lines[first - 1].strip() and page_lines[first - 1] in page.text
            # The chunk's own first and last lines are pieces of the cited page lines.
            assert page_lines[first - 1].endswith(text.split("\n")[0])
            assert page_lines[last - 1].startswith(text.split("\n")[-1])
            assert last - first == text.count("\n")


def test_size_and_overlap_come_from_the_environment(monkeypatch, trained_tokenizer):
    monkeypatch.setenv("CHUNK_SIZE_TOKENS", "64")
    monkeypatch.setenv("CHUNK_OVERLAP_TOKENS", "8")
    chunker = TokenWindowV1Chunker(trained_tokenizer)
    assert (chunker.size, chunker.overlap) == (64, 8)
    assert chunker.policy["size_tokens"] == 64 and chunker.policy["tokenizer"] == trained_tokenizer.fingerprint
    assert TokenWindowV1Chunker(trained_tokenizer, size=100, overlap=10).size == 100


def test_overlap_not_below_size_is_refused(trained_tokenizer):
    with pytest.raises(ValueError, match="overlap"):
        TokenWindowV1Chunker(trained_tokenizer, size=40, overlap=40)
