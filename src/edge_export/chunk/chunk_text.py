"""What a chunk's text is: its span of the page text, cut to the page's body (no running header or
footer: running_lines.py), with line-end hyphenation joined (hyphenation.py). The span's offsets, and
so its line citations, stay those of the printed page text. The rules' name is in every chunker's
policy (chunkers/base.TEXT_RULES): changing them re-keys the chunks, so no vector cached for an older
text is reused."""

from __future__ import annotations

from .chunkers.base import Span, trim
from .running_lines import Body


def cut_to_body(span: Span, body: Body, text: str) -> Span | None:
    """`span` without the page's running lines; None when nothing of it is body text."""
    start, end = trim(text, max(span.start, body.start), min(span.end, body.end))
    return Span(span.page, start, end, span.parent) if start < end else None
