"""`pdf-page-v1`: one chunk per page, or byte-budgeted paragraph packing when the page is long.

Contract: ../shared/specs/pdf-page-chunker.md. Sizes use the spec's proxy (4 bytes per token). One
addition: the proxy badly underestimates dense tables (EmbeddingGemma splits every digit), so when a
tokenizer is given, a chunk over `max_tokens` real tokens is re-packed with a smaller byte budget.
This keeps every chunk within the chunk schema's 512-token limit; `max_tokens` is in the policy.
"""

from __future__ import annotations

import re

from ...tokenizer import Tokenizer
from ..extract import Page
from .base import Chunker, Span, trim

BYTES_PER_TOKEN = 4
# A segment ends after a blank line or after sentence-ending punctuation followed by whitespace.
_SEGMENT_END = re.compile(r"\n\s*\n|(?<=[.!?…])\s+")


def _nbytes(text: str) -> int:
    return len(text.encode("utf-8"))


class PdfPageV1Chunker(Chunker):
    version = "pdf-page-v1"

    def __init__(self, target_tokens: int = 400, overlap_tokens: int = 40, *,
                 tokenizer: Tokenizer | None = None, max_tokens: int = 512):
        if not 0 <= overlap_tokens < target_tokens // 2:
            raise ValueError("overlap_tokens must be >= 0 and below half of target_tokens")
        params = {"target_tokens": target_tokens, "overlap_tokens": overlap_tokens}
        if tokenizer is not None:
            params.update(max_tokens=max_tokens, tokenizer=tokenizer.fingerprint)
        super().__init__(params)
        self.budget = target_tokens * BYTES_PER_TOKEN
        self.overlap = overlap_tokens * BYTES_PER_TOKEN
        self.tokenizer = tokenizer
        self.max_tokens = max_tokens

    def chunk_page(self, page: Page):
        text = page.text
        start, end = trim(text, 0, len(text))
        spans = self._split(text, start, end, self.budget)
        return [Span(page.number, s, e) for s, e in spans], []

    def _split(self, text: str, start: int, end: int, budget: int) -> list[tuple[int, int]]:
        if _nbytes(text[start:end]) <= budget:
            spans = [(start, end)]
        else:
            overlap = min(self.overlap, budget // 4)
            spans = self._pack(text, self._segments(text, start, end, budget - overlap), budget, overlap)
        out = []
        for s, e in spans:
            n_tokens = self.tokenizer.count(text[s:e]) if self.tokenizer else 0
            if n_tokens > self.max_tokens:
                smaller = int(_nbytes(text[s:e]) * self.max_tokens / n_tokens * 0.9)
                out.extend(self._split(text, s, e, max(smaller, 4 * BYTES_PER_TOKEN)))
            else:
                out.append((s, e))
        return out

    def _segments(self, text: str, start: int, end: int, limit: int) -> list[tuple[int, int]]:
        """Contiguous spans covering [start, end), cut at paragraph/sentence ends, none over `limit` bytes."""
        cuts = [m.end() for m in _SEGMENT_END.finditer(text, start, end)] + [end]
        segments, prev = [], start
        for cut in cuts:
            if cut > prev:
                segments.extend(self._hard_split(text, prev, cut, limit))
                prev = cut
        return segments

    @staticmethod
    def _hard_split(text: str, start: int, end: int, limit: int) -> list[tuple[int, int]]:
        """Cut an over-long segment at whitespace (or anywhere, for a run with none)."""
        out = []
        while _nbytes(text[start:end]) > limit:
            cut = start
            while cut < end and _nbytes(text[start : cut + 1]) <= limit:
                cut += 1
            space = text.rfind(" ", start + 1, cut)
            cut = space + 1 if space > start else max(cut, start + 1)
            out.append((start, cut))
            start = cut
        out.append((start, end))
        return out

    @staticmethod
    def _overlap_start(text: str, chunk_start: int, chunk_end: int, overlap: int) -> int:
        """Where the next chunk starts: at most `overlap` bytes before the previous end, on a word start."""
        pos = chunk_end
        while pos > chunk_start and _nbytes(text[pos - 1 : chunk_end]) <= overlap:
            pos -= 1
        for i in range(pos, chunk_end):
            if i > 0 and text[i - 1].isspace() and not text[i].isspace():
                return i
        return pos

    def _pack(self, text: str, segments: list[tuple[int, int]], budget: int, overlap: int) -> list[tuple[int, int]]:
        chunks: list[tuple[int, int]] = []
        i, prefix = 0, None
        while i < len(segments):
            start = segments[i][0] if prefix is None else prefix
            end = segments[i][1]
            i += 1
            while i < len(segments) and _nbytes(text[start : segments[i][1]]) <= budget:
                end = segments[i][1]
                i += 1
            span = trim(text, start, end)
            if span[0] < span[1]:
                chunks.append(span)
            prefix = self._overlap_start(text, start, end, overlap) if overlap and i < len(segments) else None
        return chunks
