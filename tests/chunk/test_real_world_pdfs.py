"""The chunk stage on the real-world cases of issue 34, end to end through the CLI: what a user sees
(the unreadable pages named, --strict), what the chunk file records (extraction, page labels), and
ids past the spec's 3-3-2 format."""

from __future__ import annotations

import json

from edge_export.bundle.manifest import corpus_extraction
from edge_export.chunk.extract import extract_pdf
from edge_export.cli import main
from edge_export.contracts.chunk_file import validate_corpus_file
from pdf_damage import (make_cyrillic_unmapped_pdf, make_long_pdf, make_running_header_pdf, make_scanned_pdf,
                        make_unmapped_ligature_pdf)

SOUP = "Операционная система Debian\nПривет, мир " * 3
# Soup whose every decoding is letters but no words (and which OCR reads as soup: the page shows its glyphs).
GIBBERISH = "Жщцф ъыэю бвгджз клмнщ прстъ фхцчю шщъыэ эюяжщ\n" * 4


def chunk(folder, out, tokenizer, *extra) -> int:
    return main(["chunk", str(folder), "--tokenizer", str(tokenizer), "-o", str(out), "--corpus", "RW", *extra])


def test_unreadable_page_is_named_left_out_and_counted(tmp_path, trained_tokenizer_path, capsys):
    folder = tmp_path / "pdfs"
    make_cyrillic_unmapped_pdf(folder / "manual.pdf", GIBBERISH)
    make_unmapped_ligature_pdf(folder / "book.pdf", "Il est difficile de définir une affaire efficace. " * 4)
    out = tmp_path / "chunks.json"
    assert chunk(folder, out, trained_tokenizer_path, "-q") == 0
    err = capsys.readouterr().err
    assert "manual.pdf: page 1: unreadable, left out (pdfium: mojibake" in err  # even with -q
    assert validate_corpus_file(out) == []
    data = json.loads(out.read_text(encoding="utf-8"))
    assert {c["source"] for c in data["chunks"]} == {"book.pdf"}
    assert all("\x1c" not in c["text"] and "difficile" in c["text"] for c in data["chunks"])
    assert all(c["metadata"]["extractor"].startswith("glyph-names:") for c in data["chunks"])
    by_source = {d["source"]: d["extraction"] for d in data["metadata"]["documents"]}
    assert by_source["manual.pdf"]["pages_by_extractor"] == {"none": 1}
    assert by_source["book.pdf"]["pages_by_extractor"] == {"glyph-names": 1}
    report = json.loads(out.with_name("chunks.report.json").read_text(encoding="utf-8"))["extraction"]
    assert [(p["source"], p["page"]) for p in report["unreadable_pages"]] == [("manual.pdf", 1)]
    assert corpus_extraction(data["metadata"]["documents"])["extraction"] == {
        "pages_by_extractor": {"glyph-names": 1, "none": 1}, "ocr_pages": 0, "unreadable_pages": ["manual.pdf:1"],
        "languages": {"fr": 1}}  # the book's; the manual kept no text


def test_strict_fails_naming_the_page_and_writes_nothing(tmp_path, trained_tokenizer_path, capsys):
    folder = tmp_path / "pdfs"
    make_cyrillic_unmapped_pdf(folder / "manual.pdf", GIBBERISH)
    out = tmp_path / "chunks.json"
    assert chunk(folder, out, trained_tokenizer_path, "--strict") == 1
    assert "manual.pdf: page 1: unreadable" in capsys.readouterr().err
    assert not out.exists()


def test_a_russian_manual_in_a_font_without_a_map_needs_no_flag(tmp_path, trained_tokenizer_path):
    """Issue 40: with the default languages such a page was OCR'd with French and English models, and the
    Latin garbage kept; now its script and language are found on the page, and the report says so."""
    folder = tmp_path / "pdfs"
    make_cyrillic_unmapped_pdf(folder / "manual.pdf", SOUP)
    out = tmp_path / "chunks.json"
    assert chunk(folder, out, trained_tokenizer_path, "--strict", "-q") == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert all("Операционная система Debian" in c["text"] for c in data["chunks"])
    report = json.loads(out.with_name("chunks.report.json").read_text(encoding="utf-8"))
    assert report["languages"] == "auto"
    (found,) = report["documents_languages"]
    assert found["source"] == "manual.pdf" and list(found["scripts"]) == ["Cyrillic", "Latin"]
    assert list(found["languages"])[0] == "ru" and found["languages"]["ru"] > 0.8


def test_scanned_document_gives_chunks_marked_as_ocr(tmp_path, trained_tokenizer_path):
    folder = tmp_path / "pdfs"
    make_scanned_pdf(folder / "scan.pdf", ["Le joueur qui a le trait doit jouer un coup légal avant la fin.\n"
                                           "L'arbitre vérifie la pendule et note le résultat de la partie."])
    out = tmp_path / "chunks.json"
    assert chunk(folder, out, trained_tokenizer_path, "-q") == 0
    (only,) = json.loads(out.read_text(encoding="utf-8"))["chunks"]
    assert "pendule" in only["text"]
    assert only["metadata"]["extractor"].startswith("ocr:tesseract-") and only["metadata"]["ocr_confidence"] > 0.8


def test_a_stamped_scan_gives_its_printed_words_and_says_why_it_was_ocrd(tmp_path, trained_tokenizer_path):
    folder = tmp_path / "pdfs"
    make_scanned_pdf(folder / "scan.pdf", ["Le joueur qui a le trait doit jouer un coup légal avant la fin.\n"
                                           "L'arbitre vérifie la pendule et note le résultat de la partie."],
                     stamp="Scanned by ACME Scan 3000 - DOC-{page:06d}")
    out = tmp_path / "chunks.json"
    assert chunk(folder, out, trained_tokenizer_path, "-q") == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    (only,) = data["chunks"]
    assert "pendule" in only["text"] and only["metadata"]["extractor"].startswith("ocr:tesseract-")
    (page,) = data["metadata"]["documents"][0]["extraction"]["pages"]
    assert page["steps"][0] == {"extractor": "pdfium",
                                "problems": ["text layer of 7 words over a page image covering 100% of the page"]}


def test_a_thousand_page_document_is_chunked_whole(tmp_path, trained_tokenizer_path):
    folder = tmp_path / "pdfs"
    make_long_pdf(folder / "manual.pdf", 1001)
    out = tmp_path / "chunks.json"
    assert chunk(folder, out, trained_tokenizer_path, "-q") == 0
    ids = [c["id"] for c in json.loads(out.read_text(encoding="utf-8"))["chunks"]]
    assert {"RW-001-100-01", "RW-001-999-01", "RW-001-1000-01", "RW-001-1001-01"} <= set(ids)
    assert ids[-1] == "RW-001-1001-01" and len(ids) == len(set(ids))
    assert validate_corpus_file(out) == []


def test_printed_page_labels_are_recorded_beside_the_page(tmp_path, trained_tokenizer_path):
    folder = tmp_path / "pdfs"
    make_running_header_pdf(folder / "book.pdf", 4, roman_pages=2, roman_start=3, first_number=12)
    out = tmp_path / "chunks.json"
    assert chunk(folder, out, trained_tokenizer_path, "-q") == 0
    labels = {c["page"]: c["metadata"]["page_label"] for c in json.loads(out.read_text(encoding="utf-8"))["chunks"]}
    assert labels == {1: "iii", 2: "iv", 3: "12", 4: "13"}


def test_a_chunk_whose_text_changes_gets_another_content_id(tmp_path, trained_tokenizer):
    """Vectors are cached by chunk_id: the same span must not keep its id when its text changes, here
    because another document writes the cut word whole and the hyphen is joined."""
    from edge_export.chunk.chunkers import make_chunker
    from edge_export.chunk.corpus import CorpusBuilder
    from pdf_factory import make_pdf

    # a word no word list holds: only the other document's words can join it
    cut = extract_pdf(make_pdf(tmp_path / "a.pdf", ["Une page qui parle de la zorblaxifi-\ncation du texte et d'autres choses."]))
    whole = extract_pdf(make_pdf(tmp_path / "b.pdf", ["Un glossaire: la zorblaxification est le premier objectif du lecteur."]))

    def first(documents):
        return CorpusBuilder(make_chunker("token-window-v1", trained_tokenizer), trained_tokenizer, "RW").build(
            documents)["chunks"][0]

    alone, beside = first([(1, cut)]), first([(1, cut), (2, whole)])
    assert "zorblaxifi-\ncation" in alone["text"] and "zorblaxification" in beside["text"]
    assert alone["offset_chars"] == beside["offset_chars"] and alone["chunk_id"] != beside["chunk_id"]


def test_the_thousandth_document_of_a_folder_widens_its_number(tmp_path, trained_tokenizer):
    from edge_export.chunk.chunkers import make_chunker
    from edge_export.chunk.corpus import CorpusBuilder
    from pdf_factory import make_pdf

    document = extract_pdf(make_pdf(tmp_path / "zz.pdf", ["A page of text long enough to be one chunk of its own."]))
    data = CorpusBuilder(make_chunker("token-window-v1", trained_tokenizer), trained_tokenizer, "RW").build(
        [(999, document), (1000, document)])
    assert [c["id"] for c in data["chunks"]] == ["RW-999-001-01", "RW-1000-001-01"]


def test_a_rotated_two_column_page_reads_column_by_column(tmp_path):
    from pdf_damage import make_rotated_two_column_pdf

    left = [f"Left column line {i} says something" for i in range(1, 5)]
    right = [f"Right column line {i} says more" for i in range(1, 5)]
    for upright in (True, False):  # landscape content, and a portrait page with /Rotate 90 set
        path = make_rotated_two_column_pdf(tmp_path / f"rotated-{upright}.pdf", left, right, rotate=90, upright=upright)
        assert extract_pdf(path).pages[0].text.split("\n") == left + right


def test_unknown_language_and_quiet_skips_are_named(tmp_path, trained_tokenizer_path, capsys):
    folder = tmp_path / "pdfs"
    make_cyrillic_unmapped_pdf(folder / "manual.pdf", GIBBERISH)
    make_unmapped_ligature_pdf(folder / "book.pdf", "Il est difficile de définir une affaire efficace. " * 4)
    out = tmp_path / "chunks.json"
    assert chunk(folder, out, trained_tokenizer_path, "--languages", "fr,klingon") == 1
    assert "--languages: unknown language 'klingon'" in capsys.readouterr().err
    assert chunk(folder, out, trained_tokenizer_path, "--strict", "--skip-bad", "-q") == 0
    assert "skipped " in capsys.readouterr().err  # a whole document left out is said even with -q
