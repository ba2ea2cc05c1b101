"""What every chunker shares: the span it emits, its policy and version label, the PDF-only guard."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...canonical import policy_hash
from ...errors import ChunkingError
from ..extract import EXTRACTOR_VERSION, Document, Page

# What CorpusBuilder makes of a span's text (chunk/chunk_text.py), named in every policy.
TEXT_RULES = "running-lines-out,repeated-lines-kept,line-end-hyphens-joined-by-language-and-patterns"


# The chunk schema's text bounds (chunk-schema.md): chunkers and the corpus builder both keep to them.
MIN_CHUNK_CHARS = 50
MAX_CHUNK_CHARS = 2000


@dataclass(frozen=True)
class Span:
    """Characters [start, end) of one page's text. A chunk is always a span: it never crosses a page."""

    page: int
    start: int
    end: int
    parent: int | None = None  # index into the document's parent spans (parent-child chunker only)

    def text(self, page: Page) -> str:
        return page.text[self.start : self.end]


@dataclass(frozen=True)
class ChunkedDocument:
    chunks: list[Span]
    parents: list[Span] = field(default_factory=list)


def trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Shrink [start, end) to drop surrounding whitespace (empty when the span is all whitespace)."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


class Chunker:
    """Base class. Subclasses set `version`, build `params`, and implement `chunk_page`."""

    version: str = ""

    def __init__(self, params: dict):
        self.params = dict(params)

    @property
    def policy(self) -> dict:
        """Everything the output depends on: hashed into policy_hash, so a change re-keys every chunk."""
        return {"chunker_version": self.version, "extractor": EXTRACTOR_VERSION, "text": TEXT_RULES, **self.params}

    @property
    def policy_hash(self) -> str:
        return policy_hash(self.policy)

    def chunk(self, document: Document) -> ChunkedDocument:
        if not document.source.lower().endswith(".pdf"):
            raise ChunkingError(f"{type(self).__name__} only handles PDF docs (got {document.source})")
        chunks: list[Span] = []
        parents: list[Span] = []
        for page in document.pages:
            if page.is_blank:
                continue
            page_chunks, page_parents = self.chunk_page(page)
            offset = len(parents)
            parents.extend(page_parents)
            chunks.extend(
                Span(s.page, s.start, s.end, None if s.parent is None else s.parent + offset) for s in page_chunks
            )
        return ChunkedDocument(chunks, parents)

    def chunk_page(self, page: Page) -> tuple[list[Span], list[Span]]:
        """(chunks, parents) of one non-blank page; parent indices are local to the page."""
        raise NotImplementedError
