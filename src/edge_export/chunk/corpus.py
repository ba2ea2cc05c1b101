"""Stage 2: extracted documents + a chunker → the corpus file (schema'd chunks with ids and citations)."""

from __future__ import annotations

import datetime as dt
import os
import statistics
from collections import Counter
from dataclasses import dataclass, field

import blake3

from ..canonical import chunk_id as content_chunk_id
from ..tokenizer import DEFAULT_SEQ_LEN, Tokenizer
from . import ids
from .chunkers import Chunker, Span
from .chunkers.base import MAX_CHUNK_CHARS, MIN_CHUNK_CHARS
from .extract import Document, Page
from .extractors.chain import PDFIUM
from .provenance import extraction_report, extraction_summary, extractor_kind
from .chunk_text import cut_to_body
from .hyphenation import HyphenJoiner
from .running_lines import page_bodies
from .structure import HeadingIndex, find_headings, locate
from .title import first_page_title

SCHEMA_VERSION = "1.0"


def source_date() -> dt.datetime | None:
    """SOURCE_DATE_EPOCH (reproducible builds) as a UTC time, or None when it is not set."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    return dt.datetime.fromtimestamp(int(epoch), tz=dt.timezone.utc) if epoch else None


def iso_utc(when: dt.datetime) -> str:
    return when.isoformat().replace("+00:00", "Z")


def build_time() -> dt.datetime:
    """SOURCE_DATE_EPOCH when set, else now; always UTC."""
    return source_date() or dt.datetime.now(tz=dt.timezone.utc).replace(microsecond=0)


def line_of(text: str, offset: int) -> int:
    """1-based line number of the character at `offset`."""
    return text.count("\n", 0, offset) + 1


@dataclass
class CorpusStats:
    documents: int = 0
    pages: int = 0
    blank_pages: int = 0
    merged_short_chunks: int = 0
    skipped_short_chunks: list[dict] = field(default_factory=list)
    tokens: list[int] = field(default_factory=list)
    over_length: int = 0
    with_section: int = 0
    with_article: int = 0
    pages_with_running_lines: int = 0
    pages_by_extractor: Counter = field(default_factory=Counter)
    provenance: list[dict] = field(default_factory=list)  # pages the extraction chain worked on, with source


def block_id(document: Document, page: Page, span: Span, text: str) -> str:
    """What a chunk's content id hashes besides the document and policy: the page span and the text made
    of it. The text depends on more than the span (the extractor that read the page, the corpus's words
    that join a hyphen), and vectors are cached by this id: a new text never reuses an older one's."""
    return f"{document.doc_id}:p{page.number}:{span.start}-{span.end}:{blake3.blake3(text.encode()).hexdigest()[:16]}"


def document_title(document: Document) -> str | None:
    """The title printed on the document's first non-blank page (chunk/title.py), None when none is found."""
    first = next((page for page in document.pages if not page.is_blank), None)
    return first_page_title(first.text) if first else None


def merge_short(spans: list[Span], pages: dict[int, Page], stats: CorpusStats, text_of=None) -> list[Span]:
    """Merge a chunk under MIN_CHUNK_CHARS into a neighbour on the same page (and parent); else drop it.
    `text_of(span)`: the chunk's text as it will be written (default: the page's characters).

    Never produces a schema violation: a merge that would exceed MAX_CHUNK_CHARS is not made.
    """
    def long_enough(span: Span) -> bool:
        printed = span.text(pages[span.page])
        if len(printed) - 2 * printed.count("-\n") >= MIN_CHUNK_CHARS:  # no join can take it below
            return True
        return len(text_of(span) if text_of else printed) >= MIN_CHUNK_CHARS

    out = list(spans)
    i = 0
    while i < len(out):
        span = out[i]
        if long_enough(span):
            i += 1
            continue
        for j in (i - 1, i + 1):
            other = out[j] if 0 <= j < len(out) else None
            if other and other.page == span.page and other.parent == span.parent:
                start, end = min(other.start, span.start), max(other.end, span.end)
                if end - start <= MAX_CHUNK_CHARS:
                    out[min(i, j)] = Span(span.page, start, end, span.parent)
                    del out[max(i, j)]
                    stats.merged_short_chunks += 1
                    i = max(0, min(i, j) - 1)
                    break
        else:
            stats.skipped_short_chunks.append(
                {"page": span.page, "text": pages[span.page].text[span.start : span.end]}
            )
            del out[i]
    return out


class CorpusBuilder:
    def __init__(self, chunker: Chunker, tokenizer: Tokenizer, corpus: str, *, seq_len: int = DEFAULT_SEQ_LEN):
        self.chunker = chunker
        self.tokenizer = tokenizer
        self.corpus = ids.check_corpus_code(corpus)
        self.seq_len = seq_len
        self.when = build_time()
        self.stats = CorpusStats()
        self.join_hyphens = HyphenJoiner([])  # the corpus's words: set by build() before any chunk is made

    def _citation(self, page: Page, span: Span) -> dict:
        return {
            "loc": {"lines": {"from": line_of(page.text, span.start), "to": line_of(page.text, span.end - 1)}},
            "offset_chars": {"from": span.start, "to": span.end},
        }

    def document_chunks(self, number: int, document: Document,
                        title: str | None = None) -> tuple[list[dict], list[dict]]:
        """`title`: the document's (document_title), carried by each chunk."""
        stats = self.stats
        stats.documents += 1
        stats.pages += len(document.pages)
        stats.blank_pages += sum(p.is_blank and not p.unreadable for p in document.pages)
        stats.pages_by_extractor.update(extractor_kind(p.extractor) for p in document.pages)
        stats.provenance.extend({"source": document.source, **p.provenance()} for p in document.pages if p.attempts)
        pages = {p.number: p for p in document.pages}
        join_hyphens = self.join_hyphens.for_languages(document.language_codes)
        chunked = self.chunker.chunk(document)
        bodies = page_bodies(document)
        stats.pages_with_running_lines += sum(bool(b.header or b.footer) for b in bodies.values())
        spans = [s for s in (cut_to_body(span, bodies[span.page], pages[span.page].text) for span in chunked.chunks) if s]
        spans = merge_short(spans, pages, stats, lambda s: join_hyphens(s.text(pages[s.page])))
        headings = HeadingIndex(find_headings(document, bodies))
        policy_hash = self.chunker.policy_hash

        parent_ids, parents, seq_on_page = [], [], {}
        for span in chunked.parents:
            span = cut_to_body(span, bodies[span.page], pages[span.page].text) or span
            seq_on_page[span.page] = seq_on_page.get(span.page, 0) + 1
            pid = ids.parent_id(self.corpus, number, span.page, seq_on_page[span.page], where=document.source)
            text = join_hyphens(span.text(pages[span.page]))
            parent_ids.append(pid)
            parents.append({"id": pid, "text": text, "source": document.source, "page": span.page,
                            "tokens": self.tokenizer.count(text), **self._citation(pages[span.page], span)})

        chunks, seq_on_page = [], {}
        for span in spans:
            page = pages[span.page]
            text = join_hyphens(span.text(page))
            seq_on_page[span.page] = seq_on_page.get(span.page, 0) + 1
            cid = ids.chunk_id(self.corpus, number, span.page, seq_on_page[span.page], where=document.source)
            tokens = self.tokenizer.count(text)
            embedded = self.tokenizer.embedded_length(text)
            place = locate(headings, span.page, span.start, span.end)
            stats.tokens.append(tokens)
            stats.over_length += embedded > self.seq_len
            stats.with_section += "section" in place
            stats.with_article += "article" in place
            chunks.append({
                "id": cid,
                "text": text,
                "source": document.source,
                "page": span.page,
                "tokens": tokens,
                "metadata": {
                    "corpus": self.corpus.lower(),
                    "extraction_date": self.when.date().isoformat(),
                    "version": SCHEMA_VERSION,
                    **({"title": title} if title else {}),
                    **({"page_label": page.label} if page.label else {}),
                    **({"running_lines": running} if (running := bodies[span.page].running_text) else {}),
                    **({"extractor": page.extractor} if page.extractor != PDFIUM else {}),
                    **({"ocr_confidence": page.confidence} if page.confidence is not None else {}),
                    **place,
                    "prev_chunk_id": None,
                    "next_chunk_id": None,
                },
                "chunk_id": content_chunk_id(document.doc_id, self.chunker.version,
                                             [block_id(document, page, span, text)], policy_hash),
                "chunker_version": self.chunker.version,
                "policy_hash": policy_hash,
                "doc_id": document.doc_id,
                **self._citation(page, span),
                "embedded_tokens": embedded,
                "parent_id": None if span.parent is None else parent_ids[span.parent],
            })
        for before, after in zip(chunks, chunks[1:]):
            before["metadata"]["next_chunk_id"] = after["id"]
            after["metadata"]["prev_chunk_id"] = before["id"]
        return chunks, parents

    def build(self, documents: list[tuple[int, Document]], on_document=None) -> dict:
        self.join_hyphens = HyphenJoiner(page.text for _, document in documents for page in document.pages)
        chunks, parents, listing = [], [], []
        for number, document in documents:
            title = document_title(document)
            doc_chunks, doc_parents = self.document_chunks(number, document, title)
            chunks.extend(doc_chunks)
            parents.extend(doc_parents)
            listing.append({"number": number, "source": document.source, "doc_id": document.doc_id,
                            "pages": len(document.pages), **({"title": title} if title else {}),
                            "extraction": extraction_summary(document)})
            if on_document:
                on_document(document)
        corpus = {
            "metadata": {
                "corpus": self.corpus.lower(),
                "generated": iso_utc(self.when),
                "total_chunks": len(chunks),
                "schema_version": SCHEMA_VERSION,
                "chunker_version": self.chunker.version,
                "policy": self.chunker.policy,
                "policy_hash": self.chunker.policy_hash,
                "seq_len": self.seq_len,
                "documents": listing,
            },
            "chunks": chunks,
        }
        if parents:
            corpus["parents"] = parents
        return corpus

    def summary(self) -> dict:
        s = self.stats
        n = len(s.tokens)
        return {
            "documents": s.documents,
            "pages": s.pages,
            "blank_pages": s.blank_pages,
            "pages_with_running_lines": s.pages_with_running_lines,
            "extraction": extraction_report(s.pages_by_extractor, s.provenance),
            "chunks": n,
            "tokens": {"min": min(s.tokens, default=0), "mean": round(statistics.fmean(s.tokens), 1) if n else 0,
                       "max": max(s.tokens, default=0)},
            "seq_len": self.seq_len,
            "over_seq_len_with_prompt": s.over_length,
            "merged_short_chunks": s.merged_short_chunks,
            "skipped_short_chunks": s.skipped_short_chunks,
            "section_share": round(s.with_section / n, 3) if n else 0,
            "article_share": round(s.with_article / n, 3) if n else 0,
        }
