"""pdf-page-v1: the test plan of ../shared/specs/pdf-page-chunker.md."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from edge_export.chunk.chunkers import PdfPageV1Chunker
from edge_export.errors import ChunkingError
from edge_export.chunk.extract import Document, Page, extract_pdf

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
SNAPSHOT = FIXTURES / "three-page-en.pdf-page-v1.json"


def doc(*texts: str, source: str = "doc.pdf") -> Document:
    return Document(Path(source), source, "0" * 32, tuple(Page(i + 1, t) for i, t in enumerate(texts)))


def long_page(paragraphs: int = 30) -> str:
    return "\n\n".join(f"Paragraph {i}. The arbiter records the result of game {i} on the sheet." for i in range(paragraphs))


def test_three_short_pages_give_one_chunk_each():
    chunked = PdfPageV1Chunker().chunk(doc("First page text.", "Second page text.", "Third page text."))
    assert [(s.page, s.start, s.end) for s in chunked.chunks] == [(1, 0, 16), (2, 0, 17), (3, 0, 16)]


def test_long_page_gives_several_chunks_on_page_one_with_overlap():
    chunker = PdfPageV1Chunker(target_tokens=64, overlap_tokens=8)
    text = long_page()
    spans = chunker.chunk(doc(text)).chunks
    assert len(spans) > 3
    assert {s.page for s in spans} == {1}
    for before, after in zip(spans, spans[1:]):
        shared = before.end - after.start
        assert shared > 0, "each chunk starts inside the previous one"
        assert len(text[after.start : before.end].encode()) <= chunker.overlap
        assert text[before.start : before.end].endswith(text[after.start : before.end])
    assert all(len(text[s.start : s.end].encode()) <= chunker.budget for s in spans)


def test_without_overlap_chunks_tile_the_page():
    text = long_page()
    spans = PdfPageV1Chunker(target_tokens=64, overlap_tokens=0).chunk(doc(text)).chunks
    joined = "".join(text[s.start : s.end] for s in spans)
    assert joined.replace("\n", "").replace(" ", "") == text.replace("\n", "").replace(" ", "")


def test_a_run_without_separators_is_still_cut_to_the_budget():
    chunker = PdfPageV1Chunker(target_tokens=16, overlap_tokens=0)
    spans = chunker.chunk(doc("x" * 500)).chunks
    assert len(spans) == 8 and all(s.end - s.start <= 64 for s in spans)


page_text = st.lists(st.sampled_from(["word", "é", " ", ".", "!", "?", "\n", "\n\n", ". ", "€", "😀"]), max_size=300).map("".join)


@settings(max_examples=60, deadline=None)
@given(st.lists(page_text, min_size=1, max_size=6), st.integers(8, 80), st.integers(0, 3))
def test_no_chunk_crosses_a_page(pages, target, overlap):
    document = doc(*pages)
    for span in PdfPageV1Chunker(target_tokens=target, overlap_tokens=overlap).chunk(document).chunks:
        page = document.pages[span.page - 1]
        assert 0 <= span.start < span.end <= len(page.text)
        assert span.text(page).strip() == span.text(page)


def test_empty_page_gives_no_chunk():
    spans = PdfPageV1Chunker().chunk(doc("Page one has words.", "", "  \n ", "Page four too.")).chunks
    assert [s.page for s in spans] == [1, 4]


def test_non_pdf_document_is_refused():
    with pytest.raises(ChunkingError, match="PdfPageV1Chunker only handles PDF docs"):
        PdfPageV1Chunker().chunk(doc("# Title\n\nSome markdown.", source="notes.md"))


def test_same_input_same_chunks():
    document = doc(long_page(), "short")
    first = PdfPageV1Chunker(target_tokens=64, overlap_tokens=8).chunk(document)
    second = PdfPageV1Chunker(target_tokens=64, overlap_tokens=8).chunk(document)
    assert first == second
    assert PdfPageV1Chunker(64, 8).policy_hash == PdfPageV1Chunker(64, 8).policy_hash != PdfPageV1Chunker(64, 9).policy_hash


def snapshot_of(path: Path, trained_tokenizer) -> list[dict]:
    from edge_export.chunk.corpus import CorpusBuilder

    builder = CorpusBuilder(PdfPageV1Chunker(), trained_tokenizer, "EN")
    chunks, _ = builder.document_chunks(1, extract_pdf(path))
    keep = ("id", "text", "page", "chunk_id", "policy_hash", "offset_chars", "loc")
    return [{k: c[k] for k in keep} for c in chunks]


def test_snapshot_of_the_three_page_fixture_is_stable(trained_tokenizer):
    # chunk_id, policy_hash and the spans do not depend on the tokenizer, so the trained one is enough.
    got = snapshot_of(FIXTURES / "three-page-en.pdf", trained_tokenizer)
    assert got == snapshot_of(FIXTURES / "three-page-en.pdf", trained_tokenizer)
    assert got == json.loads(SNAPSHOT.read_text(encoding="utf-8"))


def test_dense_numeric_page_is_repacked_under_the_token_cap(trained_tokenizer):
    # Digits are split one token each: the 4-bytes-per-token proxy underestimates this page ~2x.
    table = "\n".join(" ".join(f"{r * 7 + c:04d}" for c in range(12)) for r in range(120))
    chunker = PdfPageV1Chunker(tokenizer=trained_tokenizer, max_tokens=200)
    assert chunker.policy["max_tokens"] == 200
    spans = chunker.chunk(doc(table)).chunks
    assert len(spans) > 1
    assert max(trained_tokenizer.count(table[s.start : s.end]) for s in spans) <= 200
    uncapped = PdfPageV1Chunker().chunk(doc(table)).chunks
    assert max(trained_tokenizer.count(table[s.start : s.end]) for s in uncapped) > 200
