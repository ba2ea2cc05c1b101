"""`token-window-v1`: a sliding window over the embedding model's own tokens (spec: token-chunking.md).

Windows of `size` tokens advance by `size - overlap`, so consecutive windows of a page share exactly
`overlap` tokens and together cover every token of the page.
"""

from __future__ import annotations

import os

from ...tokenizer import Tokenizer
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
        return [
            (a, b, tokens[a].start, tokens[b - 1].end)
            for a, b in window_bounds(len(tokens), self.size, self.overlap)
        ]

    def chunk_page(self, page: Page):
        spans = []
        for _, _, start, end in self.windows(page.text):
            start, end = trim(page.text, start, end)
            if start < end:
                spans.append(Span(page.number, start, end))
        return spans, []
