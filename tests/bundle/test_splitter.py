"""`<chunk_splitter>` export, checked with a port of the AI Edge RAG SDK sample reader."""

from __future__ import annotations

from edge_export.bundle.splitter import SPLITTER, citation, read_chunks_like_sdk, to_splitter_text
from edge_export.chunk.chunkers import make_chunker
from edge_export.chunk.corpus import CorpusBuilder


def sdk_view(chunk: dict) -> str:
    """What the SDK reader yields for a chunk: text and citation, each line break a single space."""
    return " " + chunk["text"].replace("\n", " ") + " " + citation(chunk)


def chunk(text: str, page: int = 1) -> dict:
    return {"text": text, "source": "règlement.pdf", "page": page}


def test_format_matches_chunk_schema_section_6():
    out = to_splitter_text([chunk("Article 4.1 - Le toucher-jouer", 15)])
    assert out == "Article 4.1 - Le toucher-jouer\n[Source: règlement.pdf, Page 15]\n<chunk_splitter>\n"


def test_fr_corpus_round_trips_one_chunk_per_chunk(corpus_documents, corpus_tokenizer):
    builder = CorpusBuilder(make_chunker("token-window-v1", corpus_tokenizer), corpus_tokenizer, "FR")
    chunks = builder.build(corpus_documents)["chunks"]
    recovered = read_chunks_like_sdk(to_splitter_text(chunks))
    assert len(recovered) == len(chunks)
    assert recovered == [sdk_view(c) for c in chunks]


def test_marker_inside_text_does_not_break_framing():
    chunks = [
        chunk("first line\n<chunk_splitter> looks like a marker\nlast line"),
        chunk("<chunk_splitter> at the very start\nand more"),
        chunk("plain chunk"),
    ]
    recovered = read_chunks_like_sdk(to_splitter_text(chunks))
    assert len(recovered) == 3
    assert recovered[0] == sdk_view(chunks[0]), "a marker line inside the text reads exactly as before"
    assert recovered[1].strip().startswith(SPLITTER) and "and more" in recovered[1]
    assert recovered[2] == sdk_view(chunks[2])


def test_reader_port_follows_the_sdk_rules():
    content = "a\nb\n<chunk_splitter>  rest of line  \nc\r\nd\r<chunk_splitter>\n<chunk_splitter>\ne"
    assert read_chunks_like_sdk(content) == [" a b", "rest of line c d", " e"]
