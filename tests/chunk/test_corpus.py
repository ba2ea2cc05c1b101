"""The corpus builder: ids, links, citations, short-chunk merging, reproducible dates."""

from __future__ import annotations

import re
from pathlib import Path

from edge_export.chunk.chunkers import Span, make_chunker
from edge_export.chunk.chunkers.base import MIN_CHUNK_CHARS
from edge_export.chunk.corpus import CorpusBuilder, CorpusStats, build_time, line_of, merge_short
from edge_export.chunk.extract import Page
from edge_export.chunk.hyphenation import HyphenJoiner


LINE_END_HYPHEN = re.compile(r"-\n?")


def build(documents, tokenizer, chunker="token-window-v1"):
    return CorpusBuilder(make_chunker(chunker, tokenizer), tokenizer, "FR").build(documents)


def test_ids_links_and_citations_on_the_fr_corpus(corpus_documents, corpus_tokenizer):
    data = build(corpus_documents[:6], corpus_tokenizer)
    chunks = data["chunks"]
    texts = {(doc.source, p.number): p.text for _, doc in corpus_documents[:6] for p in doc.pages}
    joined = 0
    for c in chunks:
        page_text = texts[(c["source"], c["page"])]
        start, end = c["offset_chars"]["from"], c["offset_chars"]["to"]
        # the printed span, where a line-end hyphen is either kept as printed, or the word's ("a-b") or joined
        assert LINE_END_HYPHEN.sub("", page_text[start:end]) == LINE_END_HYPHEN.sub("", c["text"])
        joined += page_text[start:end].count("-\n") - c["text"].count("-\n")
        assert c["loc"]["lines"] == {"from": line_of(page_text, start), "to": line_of(page_text, end - 1)}
        doc, page, seq = c["id"].split("-")[1:]
        assert int(page) == c["page"] and int(seq) >= 1
    by_doc = {}
    for c in chunks:
        by_doc.setdefault(c["doc_id"], []).append(c)
    for doc_chunks in by_doc.values():
        assert doc_chunks[0]["metadata"]["prev_chunk_id"] is None
        assert doc_chunks[-1]["metadata"]["next_chunk_id"] is None
        for a, b in zip(doc_chunks, doc_chunks[1:]):
            assert a["metadata"]["next_chunk_id"] == b["id"] and b["metadata"]["prev_chunk_id"] == a["id"]
    assert len({c["chunk_id"] for c in chunks}) == len(chunks)
    assert data["metadata"]["total_chunks"] == len(chunks)
    assert joined > 0 and any("reconnue établissement" in c["text"] for c in chunks)  # printed "recon-" / "nue"


def test_rebuilding_gives_the_same_chunk_ids_idempotent(corpus_documents, corpus_tokenizer, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    first = build(corpus_documents[:4], corpus_tokenizer, "pdf-page-v1")
    second = build(corpus_documents[:4], corpus_tokenizer, "pdf-page-v1")
    assert first == second
    assert first["metadata"]["generated"] == "2026-01-01T00:00:00Z"
    assert first["chunks"][0]["metadata"]["extraction_date"] == "2026-01-01"


def test_source_date_epoch_drives_the_dates(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    assert build_time().isoformat() == "1970-01-01T00:00:00+00:00"


def test_short_chunk_is_merged_into_a_neighbour_on_the_same_page():
    text = "A" * 80 + " tiny" + " " + "B" * 80
    page = Page(1, text)
    spans = [Span(1, 0, 80), Span(1, 81, 85), Span(1, 86, 166)]
    stats = CorpusStats()
    merged = merge_short(spans, {1: page}, stats)
    assert merged == [Span(1, 0, 85), Span(1, 86, 166)]
    assert stats.merged_short_chunks == 1 and not stats.skipped_short_chunks


def test_short_chunk_alone_on_its_page_is_skipped_and_reported():
    page = Page(2, "Page 2")
    stats = CorpusStats()
    assert merge_short([Span(2, 0, 6)], {2: page}, stats) == []
    assert stats.skipped_short_chunks == [{"page": 2, "text": "Page 2"}]


def test_short_chunks_never_merge_across_pages_or_parents():
    pages = {1: Page(1, "x" * 100), 2: Page(2, "short")}
    stats = CorpusStats()
    out = merge_short([Span(1, 0, 100), Span(2, 0, 5)], pages, stats)
    assert out == [Span(1, 0, 100)] and len(stats.skipped_short_chunks) == 1
    assert all(s.end - s.start >= MIN_CHUNK_CHARS for s in out)


def test_parent_child_writes_parents_and_links_children(corpus_documents, corpus_tokenizer):
    data = build(corpus_documents[:3], corpus_tokenizer, "parent-child-v1")
    parent_ids = {p["id"] for p in data["parents"]}
    assert parent_ids and all(c["parent_id"] in parent_ids for c in data["chunks"])
    assert all("-P" in pid for pid in parent_ids)


def test_over_length_count_uses_the_prompted_form(corpus_documents, corpus_tokenizer):
    builder = CorpusBuilder(make_chunker("pdf-page-v1", corpus_tokenizer), corpus_tokenizer, "FR", seq_len=64)
    data = builder.build(corpus_documents[:2])
    expected = sum(c["embedded_tokens"] > 64 for c in data["chunks"])
    assert builder.summary()["over_seq_len_with_prompt"] == expected > 0


def test_document_listing_names_each_source(corpus_documents, corpus_tokenizer):
    data = build(corpus_documents[:2], corpus_tokenizer)
    listing = data["metadata"]["documents"]
    assert [d["source"] for d in listing] == [Path(doc.path).name for _, doc in corpus_documents[:2]]


def test_a_chunk_short_once_its_hyphens_are_joined_is_merged():
    # 50 characters on the page, 49 once "compré-\nhension" is joined: under the schema's minimum.
    text = "Une compré-\nhension de la règle, puis un mot......\nEt la suite de la page, assez longue pour un chunk."
    first = text.index("\nEt")
    page = Page(1, text)
    spans = [Span(1, 0, first), Span(1, first + 1, len(text))]
    assert first == MIN_CHUNK_CHARS
    stats = CorpusStats()
    joined = merge_short(spans, {1: page}, stats, lambda s: HyphenJoiner(["compréhension"])(s.text(page)))
    assert joined == [Span(1, 0, len(text))] and stats.merged_short_chunks == 1
    assert merge_short(spans, {1: page}, CorpusStats()) == spans  # by the page's characters alone: long enough
