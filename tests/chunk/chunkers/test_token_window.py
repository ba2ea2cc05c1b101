"""token-window-v1 and -v2: windows of the embedding tokenizer's tokens (../shared/specs/token-chunking.md)."""

from __future__ import annotations

import pytest

from edge_export.chunk.chunkers import DEFAULT_CHUNKER, TokenWindowV1Chunker, TokenWindowV2Chunker
from edge_export.chunk.chunkers.token_window import inside_word, window_bounds, word_cuts, word_window_bounds
from edge_export.chunk.corpus import line_of
from edge_export.tokenizer import TokenSpan


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


@pytest.mark.parametrize("n", [0, 1, 39, 200, 201, 360, 361, 1000, 1234])
@pytest.mark.parametrize("every", [1, 3, 7, 25, None])
def test_word_window_bounds_cover_every_token_within_size_and_keep_half_the_overlap(n, every):
    cuts = [i % every == 0 if every else i in (0, n) for i in range(n + 1)]
    bounds = word_window_bounds(cuts, 200, 40)
    covered = set()
    for start, end in bounds:
        assert 0 < end - start <= 200
        covered.update(range(start, end))
    assert covered == set(range(n))
    assert not bounds or (bounds[0][0], bounds[-1][1]) == (0, n)
    for (a0, a1), (b0, b1) in zip(bounds, bounds[1:]):
        assert a1 - b0 >= 20, "at least half the overlap shared"
        # the end moved back, the next start forward, at most 10 tokens each, onto a cut if one lies that near
        for boundary, near in ((a1, range(a0 + 190, a0 + 201)), (b0, range(a0 + 160, a0 + 171))):
            assert boundary in near
            assert cuts[boundary] or not any(cuts[i] for i in near)
    if every is None:  # no cut anywhere: the v1 windows
        assert bounds == window_bounds(n, 200, 40)


def test_no_cut_between_the_byte_pieces_of_one_character_or_inside_a_word():
    text = "ab 日x"  # "日" as three byte pieces, each reporting the character's start
    tokens = [TokenSpan(1, 0, 1), TokenSpan(2, 1, 2), TokenSpan(3, 2, 3), TokenSpan(4, 3, 3), TokenSpan(5, 3, 3),
              TokenSpan(6, 3, 4), TokenSpan(7, 4, 5)]
    #                       a     b      ␣     日₁    日₂     日₃     x      end
    assert word_cuts(text, tokens) == [True, False, True, True, False, False, False, True]


def test_v2_windows_over_corpus_pages_start_and_end_between_words(corpus_documents, corpus_tokenizer):
    v1, v2 = TokenWindowV1Chunker(corpus_tokenizer), TokenWindowV2Chunker(corpus_tokenizer)
    pages = longest_pages(corpus_documents, 8)
    v1_inside = sum(inside_word(p.text, at) for p in pages for s in v1.chunk_page(p)[0] for at in (s.start, s.end))
    assert v1_inside > 0, "v1 cuts words on these pages, so the check below can fail"
    for page in pages:
        tokens = corpus_tokenizer.encode_spans(page.text)
        windows = v2.windows(page.text)
        assert windows[0][2] == 0 and windows[-1][3] == len(page.text)
        for (a0, a1, _, a_end), (b0, b1, b_start, _) in zip(windows, windows[1:]):
            assert 20 <= a1 - b0 <= 50 and b_start <= a_end
        assert all(b - a <= 200 for a, b, _, _ in windows)
        cuts = word_cuts(page.text, tokens)
        for span in v2.chunk_page(page)[0]:
            for at in (span.start, span.end):
                assert not inside_word(page.text, at) or not any(cuts), (page.number, page.text[at - 10:at + 10])


def test_v2_is_the_default_and_keeps_the_size_and_overlap_parameters(trained_tokenizer):
    assert DEFAULT_CHUNKER == "token-window-v2"
    chunker = TokenWindowV2Chunker(trained_tokenizer, size=64, overlap=8)
    assert chunker.policy["chunker_version"] == "token-window-v2" and chunker.policy["size_tokens"] == 64
    assert chunker.policy_hash != TokenWindowV1Chunker(trained_tokenizer, size=64, overlap=8).policy_hash
