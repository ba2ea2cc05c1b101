"""`parent-child-v1`: large parents for context, smaller overlapping children for retrieval.

Spec: retrieval-pipeline.md (parents ~1024 tokens, children ~450 with 15 % overlap, recursive
separators "\\n\\n" > "\\n" > ". " > " "), except that every span stays within one page so citations
stay exact. Children are the chunks that get embedded; each carries its parent.
"""

from __future__ import annotations

from ...tokenizer import Tokenizer
from ..extract import Page
from .base import MAX_CHUNK_CHARS, Chunker, Span, trim

SEPARATORS = ("\n\n", "\n", ". ", " ")


class RecursiveSplitter:
    """Recursive character splitting over spans of one text (LangChain's algorithm, offsets kept).

    Pieces are cut after a separator so they stay contiguous; pieces are then merged up to the size
    budget, and each new chunk restarts from earlier pieces to keep about `overlap` tokens in common.
    """

    def __init__(self, tokenizer: Tokenizer, size: int, overlap: int, max_chars: int):
        self.tokenizer = tokenizer
        self.size = size
        self.overlap = overlap
        self.max_chars = max_chars

    def _fits(self, n_tokens: int, n_chars: int) -> bool:
        return n_tokens <= self.size and n_chars <= self.max_chars

    def _pieces(self, text: str, start: int, end: int, separators) -> list[tuple[int, int, int]]:
        """(start, end, tokens) pieces covering [start, end), each fitting the budget where possible."""
        n = self.tokenizer.count(text[start:end])
        if self._fits(n, end - start):
            return [(start, end, n)]
        if not separators:  # no separator left: cut by characters
            mid = start + (end - start) // 2
            return self._pieces(text, start, mid, ()) + self._pieces(text, mid, end, ())
        sep, rest = separators[0], separators[1:]
        cuts, pos = [], start
        while (hit := text.find(sep, pos, end)) != -1:
            cuts.append(hit + len(sep))
            pos = hit + len(sep)
        if not cuts or cuts[-1] != end:
            cuts.append(end)
        out, prev = [], start
        for cut in cuts:
            if cut > prev:
                out.extend(self._pieces(text, prev, cut, rest))
                prev = cut
        return out

    def split(self, text: str, start: int, end: int) -> list[tuple[int, int]]:
        pieces = self._pieces(text, start, end, SEPARATORS)
        chunks: list[tuple[int, int]] = []
        window: list[tuple[int, int, int]] = []
        for piece in pieces:
            total = sum(p[2] for p in window)
            if window and not self._fits(total + piece[2], piece[1] - window[0][0]):
                chunks.append((window[0][0], window[-1][1]))
                # Keep trailing pieces as the next chunk's overlap, while they stay within budget.
                while window and (
                    sum(p[2] for p in window) > self.overlap
                    or not self._fits(sum(p[2] for p in window) + piece[2], piece[1] - window[0][0])
                ):
                    window.pop(0)
            window.append(piece)
        if window:
            chunks.append((window[0][0], window[-1][1]))
        return chunks


class ParentChildV1Chunker(Chunker):
    version = "parent-child-v1"

    def __init__(self, tokenizer: Tokenizer, parent_tokens: int = 1024, child_tokens: int = 450,
                 child_overlap: float = 0.15):
        self.child_overlap_tokens = round(child_tokens * child_overlap)
        super().__init__({
            "parent_tokens": parent_tokens,
            "child_tokens": child_tokens,
            "child_overlap_tokens": self.child_overlap_tokens,
            "separators": list(SEPARATORS),
            "tokenizer": tokenizer.fingerprint,
        })
        # Parents are context for a generator, not schema chunks: only the token budget bounds them.
        self.parent_splitter = RecursiveSplitter(tokenizer, parent_tokens, 0, max_chars=10**9)
        self.child_splitter = RecursiveSplitter(tokenizer, child_tokens, self.child_overlap_tokens, MAX_CHUNK_CHARS)

    def chunk_page(self, page: Page):
        text = page.text
        parents, children = [], []
        for p_start, p_end in self.parent_splitter.split(text, *trim(text, 0, len(text))):
            p_start, p_end = trim(text, p_start, p_end)
            if p_start >= p_end:
                continue
            parents.append(Span(page.number, p_start, p_end))
            for c_start, c_end in self.child_splitter.split(text, p_start, p_end):
                c_start, c_end = trim(text, c_start, c_end)
                if c_start < c_end:
                    children.append(Span(page.number, c_start, c_end, parent=len(parents) - 1))
        return children, parents
