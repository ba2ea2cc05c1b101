"""The chunkers, by version label. Each writes its label into every chunk and into its policy hash."""

from __future__ import annotations

from ...tokenizer import Tokenizer
from .base import Chunker, ChunkedDocument, Span
from .parent_child import ParentChildV1Chunker
from .pdf_page import PdfPageV1Chunker
from .token_window import TokenWindowV1Chunker, TokenWindowV2Chunker

CHUNKERS = {
    PdfPageV1Chunker.version: PdfPageV1Chunker,
    TokenWindowV1Chunker.version: TokenWindowV1Chunker,
    TokenWindowV2Chunker.version: TokenWindowV2Chunker,
    ParentChildV1Chunker.version: ParentChildV1Chunker,
}
DEFAULT_CHUNKER = TokenWindowV2Chunker.version  # 200 tokens + prompt fit the phone's 256-token signature


def make_chunker(version: str, tokenizer: Tokenizer, **params) -> Chunker:
    """Build a chunker by label; token-based ones get the tokenizer, params override the defaults."""
    if version not in CHUNKERS:
        raise ValueError(f"unknown chunker {version!r}; choose one of {', '.join(CHUNKERS)}")
    cls = CHUNKERS[version]
    if cls is PdfPageV1Chunker:  # byte-budgeted: the tokenizer only caps chunks at the schema's 512 tokens
        return cls(tokenizer=tokenizer, **params)
    return cls(tokenizer, **params)


__all__ = ["CHUNKERS", "DEFAULT_CHUNKER", "Chunker", "ChunkedDocument", "Span", "make_chunker",
           "PdfPageV1Chunker", "TokenWindowV1Chunker", "TokenWindowV2Chunker", "ParentChildV1Chunker"]
