"""Sliding windows over the embedding model's own tokens (spec: token-chunking.md, ~200 tokens, ~40 shared).

`token-window-v1`: windows of `size` tokens advance by `size - overlap`, so consecutive windows of a page
share exactly `overlap` tokens and together cover every token of the page.

`token-window-v2` (the default): the same windows with each inner boundary moved to the nearest cut between
two words, at most a quarter of the overlap away: a v1 window starts inside a word one time in five on the
FR corpus ("aires se p..."), and that fragment is what a user reads as the citation's first word and what
the model reads as a rare word-start piece (`▁oure` of "heureux"), often outside a languages' table. A
window ends before the word it would cut and the next starts at that word, so no window exceeds `size`
tokens, consecutive windows still share at least half the overlap, and every token stays covered. Where no
cut lies that near (a long number, a URL, a script written without spaces) the v1 boundary stays.
"""

from __future__ import annotations

import os

from ...tokenizer import Tokenizer, TokenSpan
from ..extract import Page
from .base import Chunker, Span, trim


def window_bounds(n_tokens: int, size: int, overlap: int) -> list[tuple[int, int]]:
    """[start, end) token indices of each window: start 0, end = min(start + size, n), step size - overlap."""
    bounds, start = [], 0
    while n_tokens:
        end = min(start + size, n_tokens)
        bounds.append((start, end))
        if end == n_tokens:
            break
        start += size - overlap
    return bounds


def inside_word(text: str, at: int) -> bool:
    """Does character position `at` fall between two letters or digits (of one word)?"""
    return 0 < at < len(text) and text[at - 1].isalnum() and text[at].isalnum()


def word_cuts(text: str, tokens: list[TokenSpan]) -> list[bool]:
    """cuts[i]: may a window boundary fall before token i (i = 0..n)? Not inside a word, nor between byte
    pieces of one character (they share its start)."""
    cuts = [True] * (len(tokens) + 1)
    for i in range(1, len(tokens)):
        cuts[i] = tokens[i].start > tokens[i - 1].start and not inside_word(text, tokens[i].start)
    return cuts


def word_window_bounds(cuts: list[bool], size: int, overlap: int) -> list[tuple[int, int]]:
    """window_bounds with each inner boundary moved to a cut at most overlap // 4 tokens away: an end back
    (the window keeps at most `size` tokens), the next start forward from the v1 step, never past that end."""
    n_tokens, shift = len(cuts) - 1, overlap // 4
    bounds, start = [], 0
    while n_tokens:
        end = min(start + size, n_tokens)
        if end < n_tokens:
            end = next((i for i in range(end, end - shift - 1, -1) if i > start and cuts[i]), end)
        bounds.append((start, end))
        if end == n_tokens:
            break
        step = start + size - overlap
        start = next((i for i in range(step, min(step + shift, end) + 1) if cuts[i]), step)
    return bounds


class TokenWindowV1Chunker(Chunker):
    version = "token-window-v1"

    def __init__(self, tokenizer: Tokenizer, size: int | None = None, overlap: int | None = None):
        size = size if size is not None else int(os.environ.get("CHUNK_SIZE_TOKENS", 200))
        overlap = overlap if overlap is not None else int(os.environ.get("CHUNK_OVERLAP_TOKENS", 40))
        if not 0 <= overlap < size:
            raise ValueError(f"overlap ({overlap}) must be >= 0 and smaller than the window size ({size})")
        super().__init__({"size_tokens": size, "overlap_tokens": overlap, "tokenizer": tokenizer.fingerprint})
        self.tokenizer = tokenizer
        self.size = size
        self.overlap = overlap

    def windows(self, text: str) -> list[tuple[int, int, int, int]]:
        """(first token, end token, char start, char end) of each window over `text`, untrimmed."""
        tokens = self.tokenizer.encode_spans(text)
        return [(a, b, tokens[a].start, tokens[b - 1].end) for a, b in self.bounds(text, tokens)]

    def bounds(self, text: str, tokens: list[TokenSpan]) -> list[tuple[int, int]]:
        return window_bounds(len(tokens), self.size, self.overlap)

    def chunk_page(self, page: Page):
        spans = []
        for _, _, start, end in self.windows(page.text):
            start, end = trim(page.text, start, end)
            if start < end:
                spans.append(Span(page.number, start, end))
        return spans, []


class TokenWindowV2Chunker(TokenWindowV1Chunker):
    version = "token-window-v2"

    def bounds(self, text: str, tokens: list[TokenSpan]) -> list[tuple[int, int]]:
        return word_window_bounds(word_cuts(text, tokens), self.size, self.overlap)
