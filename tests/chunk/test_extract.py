"""Extraction: page-exact text from real PDFs, and a clear error for each kind of bad input."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from edge_export.errors import InputError
from edge_export.chunk.extract import extract_folder, extract_pdf, find_pdfs, normalize_page_text
from pdf_factory import make_pdf, make_zero_page_pdf


def test_fr_corpus_has_404_pages_and_3_blank(corpus_documents):
    assert len(corpus_documents) == 28
    pages = [page for _, doc in corpus_documents for page in doc.pages]
    assert len(pages) == 404
    blank = [(doc.source, page.number) for _, doc in corpus_documents for page in doc.pages if page.is_blank]
    assert blank == [("2022_Reglement_medical_19082022.pdf", n) for n in (10, 11, 12)]


def test_line_end_hyphen_is_restored_with_its_line_break(corpus_documents):
    medical = next(doc for _, doc in corpus_documents if doc.source.startswith("2022_Reglement_medical"))
    text = medical.pages[2].text
    assert "contre-\nindication" in text
    assert all("\ufffe" not in page.text for _, doc in corpus_documents for page in doc.pages)


def test_normalize_page_text():
    assert normalize_page_text("a\r\nb\r\nc\ufffed") == "a\nb\nc-\nd"
    assert normalize_page_text("the \row") == "the \row"  # a lone \r is OT1's "fl", for the gate to see
    assert normalize_page_text("e\u0301") == "\u00e9"
    assert normalize_page_text("e\ufb00et \ufb01n") == "effet fin"  # ligature code points
    assert normalize_page_text("Упо\uf6c8ре\uf6c5а") == "Употреба"  # Adobe's private-use Serbian italics
    # A lone control character between non-letters is a symbol and goes; a run (a word of a font without a
    # Unicode map) and one beside a letter (a ligature) stay, for the gate to see.
    assert normalize_page_text("fig. \x01 and \x02\x03 b \x0c\nc di\x1ccile") == "fig.  and \x02\x03 b \nc di\x1ccile"


def test_documents_are_numbered_by_sorted_nfc_name(corpus_dir):
    names = [p.name for p in find_pdfs(corpus_dir)]
    assert names == sorted(names)
    assert names[0] == "2018_Reglement_Disciplinaire20180422.pdf"


def test_non_ascii_file_name_is_read_and_named(tmp_path):
    path = make_pdf(tmp_path / "règlement_é.pdf", ["Texte de la page un.", "Page deux."])
    doc = extract_pdf(path)
    assert doc.source == "règlement_é.pdf"
    assert [p.text for p in doc.pages] == ["Texte de la page un.", "Page deux."]
    bad = tmp_path / "cassé_ü.pdf"
    bad.write_bytes(b"not a pdf at all")
    with pytest.raises(InputError, match="cassé_ü.pdf"):
        extract_pdf(bad)


def _truncated(tmp_path: Path) -> Path:
    good = make_pdf(tmp_path / "src.pdf", ["Some text " * 50] * 3).read_bytes()
    path = tmp_path / "truncated.pdf"
    path.write_bytes(good[: len(good) // 3])
    return path


def _corrupt(tmp_path: Path) -> Path:
    path = tmp_path / "corrupt.pdf"
    path.write_bytes(b"%PDF-1.7\n" + os.urandom(2000))
    return path


def _not_pdf(tmp_path: Path) -> Path:
    path = tmp_path / "notes.pdf"
    path.write_text("plain text pretending to be a PDF", encoding="utf-8")
    return path


def _empty(tmp_path: Path) -> Path:
    path = tmp_path / "empty.pdf"
    path.write_bytes(b"")
    return path


def _encrypted(tmp_path: Path) -> Path:
    return make_pdf(tmp_path / "secret.pdf", ["Confidential page."], password="s3cret")


def _zero_pages(tmp_path: Path) -> Path:
    return make_zero_page_pdf(tmp_path / "nopages.pdf")


def _dangling_link(tmp_path: Path) -> Path:
    path = tmp_path / "gone.pdf"
    path.symlink_to(tmp_path / "does-not-exist.pdf")
    return path


def _folder_named_pdf(tmp_path: Path) -> Path:
    path = tmp_path / "folder.pdf"
    path.mkdir()
    return path


BAD_INPUTS = {
    "not-a-pdf": (_not_pdf, "not a PDF"),
    "empty-file": (_empty, "empty file"),
    "truncated": (_truncated, "corrupt or truncated"),
    "corrupt": (_corrupt, "corrupt or truncated"),
    "password": (_encrypted, "password-protected"),
    "zero-pages": (_zero_pages, "zero pages"),
    "unreadable-link": (_dangling_link, "file not found"),
    "folder": (_folder_named_pdf, "is a folder"),
}


@pytest.mark.parametrize("kind", BAD_INPUTS)
def test_bad_pdf_names_file_and_reason(tmp_path, kind):
    make, reason = BAD_INPUTS[kind]
    path = make(tmp_path)
    with pytest.raises(InputError) as info:
        extract_pdf(path)
    assert info.value.path == str(path)
    assert reason in info.value.reason
    assert path.name in str(info.value)


def test_folder_without_pdfs_is_an_error(tmp_path):
    (tmp_path / "readme.txt").write_text("no pdf here")
    with pytest.raises(InputError, match="no .pdf files"):
        extract_folder(tmp_path)
    with pytest.raises(InputError, match="not a folder"):
        extract_folder(tmp_path / "missing")


def test_skip_bad_goes_on_and_keeps_document_numbers(tmp_path):
    make_pdf(tmp_path / "a.pdf", ["Document A text."])
    _not_pdf(tmp_path).rename(tmp_path / "b.pdf")
    make_pdf(tmp_path / "c.pdf", ["Document C text."])
    with pytest.raises(InputError, match="b.pdf"):
        extract_folder(tmp_path)
    documents, skipped = extract_folder(tmp_path, skip_bad=True)
    assert [(n, d.source) for n, d in documents] == [(1, "a.pdf"), (3, "c.pdf")]
    assert [Path(s.path).name for s in skipped] == ["b.pdf"] and "not a PDF" in skipped[0].reason


def test_doc_id_is_content_addressed(tmp_path):
    a = make_pdf(tmp_path / "a.pdf", ["Same content."])
    b = make_pdf(tmp_path / "renamed.pdf", ["Same content."])
    c = make_pdf(tmp_path / "c.pdf", ["Other content."])
    assert extract_pdf(a).doc_id == extract_pdf(b).doc_id != extract_pdf(c).doc_id
