"""parent-child-v1: parents ~1024 tokens, children ~450 with 15 % overlap, all within one page."""

from __future__ import annotations

from edge_export.chunk.chunkers import ParentChildV1Chunker
from edge_export.chunk.chunkers.base import MAX_CHUNK_CHARS
from edge_export.chunk.chunkers.parent_child import RecursiveSplitter


def test_children_stay_in_their_parent_and_page(corpus_documents, corpus_tokenizer):
    chunker = ParentChildV1Chunker(corpus_tokenizer)
    _, doc = next((n, d) for n, d in corpus_documents if d.source == "LA-octobre2025.pdf")
    chunked = chunker.chunk(doc)
    assert chunked.parents and len(chunked.chunks) >= len(chunked.parents)
    pages = {p.number: p for p in doc.pages}
    for child in chunked.chunks:
        parent = chunked.parents[child.parent]
        assert child.page == parent.page
        assert parent.start <= child.start < child.end <= parent.end
        text = child.text(pages[child.page])
        assert corpus_tokenizer.count(text) <= 450 + 8  # re-tokenising joined pieces may add a few
        assert len(text) <= MAX_CHUNK_CHARS
    for parent in chunked.parents:
        assert corpus_tokenizer.count(parent.text(pages[parent.page])) <= 1024 + 16


def test_splitter_prefers_paragraphs_then_lines(trained_tokenizer):
    text = "\n\n".join(f"Paragraph {i} line one.\nParagraph {i} line two." for i in range(40))
    splitter = RecursiveSplitter(trained_tokenizer, size=60, overlap=0, max_chars=10**6)
    spans = splitter.split(text, 0, len(text))
    assert len(spans) > 1
    # Every cut falls right after a paragraph break: no paragraph is split when whole ones fit.
    assert all(text[end - 2 : end] == "\n\n" for _, end in spans[:-1])


def test_consecutive_children_overlap_about_15_percent(trained_tokenizer):
    text = " ".join(f"mot{i % 50} est ici." for i in range(600))
    splitter = RecursiveSplitter(trained_tokenizer, size=120, overlap=18, max_chars=10**6)
    spans = splitter.split(text, 0, len(text))
    assert len(spans) > 2
    for (a0, a1), (b0, b1) in zip(spans, spans[1:]):
        assert a0 < b0 < a1 < b1
        shared = trained_tokenizer.count(text[b0:a1])
        assert 0 < shared <= 18 + 4


def test_policy_records_the_overlap_in_tokens(trained_tokenizer):
    policy = ParentChildV1Chunker(trained_tokenizer).policy
    assert (policy["parent_tokens"], policy["child_tokens"], policy["child_overlap_tokens"]) == (1024, 450, 68)
