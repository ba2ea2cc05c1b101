"""The extraction chain on broken text layers the tests make themselves: each page comes out as the
words printed on it, or is named unreadable and keeps no text; every step is recorded."""

from __future__ import annotations

import re
import shutil

import pytest

from edge_export.chunk.extract import default_chain, extract_folder, extract_pdf
from edge_export.chunk.extractors.chain import Attempt
from edge_export.chunk.extractors.reading import Reading
from edge_export.errors import InputError
from pdf_damage import make_cyrillic_unmapped_pdf, make_figure_pdf, make_scanned_pdf, make_unmapped_ligature_pdf
from pdf_factory import make_pdf

from ..test_text_quality import MATH_STYLES, SYMBOL_TABLE, TEXTCOMP

SCANNED_TEXT = ["Le joueur qui a le trait doit jouer un coup légal.\nL'arbitre vérifie la pendule avant la ronde.",
                "The arbiter records the result of every game.\nA player may claim a draw by repetition."]


@pytest.fixture(scope="module")
def tesseract():
    if shutil.which("tesseract") is None:
        pytest.fail("tesseract is not installed: `make install` installs it as root (apt-get install tesseract-ocr "
                    "tesseract-ocr-fra tesseract-ocr-eng tesseract-ocr-rus)")


def words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


def test_unmapped_ligatures_are_decoded_from_glyph_names(tmp_path):
    page = extract_pdf(make_unmapped_ligature_pdf(tmp_path / "book.pdf")).pages[0]
    assert "difficile" in page.text and "efflorescence" in page.text and "affaire" in page.text
    assert not re.search(r"[\x00-\x08\x0b-\x1f]", page.text)
    assert page.extractor.startswith("glyph-names:pdfminer.six-")
    assert page.attempts[0].extractor == "pdfium" and "control characters" in page.attempts[0].problems[0]
    assert page.provenance()["steps"][-1]["problems"] == []


@pytest.mark.parametrize("languages", ["auto", "ru,en", "fr,en"])
def test_cyrillic_bytes_shown_as_latin_1_are_decoded_whatever_the_languages(tmp_path, languages):
    """Issue 40: the code pages were tried only for declared languages; with the default fr,en such a page
    went to OCR with French and English models (Latin garbage kept). Declared or not, it reads as Russian."""
    path = make_cyrillic_unmapped_pdf(tmp_path / "manual.pdf", "Операционная система Debian\nПривет, мир " * 3)
    page = extract_pdf(path, chain=default_chain(languages)).pages[0]
    assert "Операционная система" in page.text
    assert page.extractor == "code-page:cp1251"  # no TeX control code on the page: the plain reading


LISTING = "dh_testdir\ndh_testroot\nrm -f build-stamp configure-stamp\n$(MAKE) clean\ndh_clean\n" * 3


def test_a_soup_title_over_a_sound_listing_is_read_with_the_code_page(tmp_path):
    """A slide: a Cyrillic title in a font without a Unicode map over a Latin listing. The share of Latin-1
    letters stays low and the page passes the gate; its words of soup send it to the code pages."""
    path = make_cyrillic_unmapped_pdf(tmp_path / "slide.pdf", "Руководство по созданию пакетов\n" + LISTING)
    page = extract_pdf(path).pages[0]
    assert page.text.startswith("Руководство по созданию пакетов\ndh_testdir\n") and "build-stamp" in page.text
    assert page.extractor == "code-page:cp1251"
    assert "3 words of Latin-1 accented letters only (Ðóêîâîäñòâî" in page.attempts[0].problems[0]


def test_a_list_of_accents_is_not_decoded_as_cyrillic(tmp_path):
    text = "Les accents du français : àâäéèêëîïôöùûüÿç.\nLa méthode décrite ici préserve les accentuées."
    path = make_pdf(tmp_path / "accents.pdf", [text])
    for languages in ("auto", "fr,en,ru"):
        page = extract_pdf(path, chain=default_chain(languages)).pages[0]
        # "mйthode" would be half Latin, and Central European pages' "ŕâäéčęë" no word: neither is taken
        assert page.extractor == "pdfium" and page.text == text


# Soup whose every decoding is letters but no words: the page shows the soup's glyphs, so OCR reads soup too.
GIBBERISH = "Жщцф ъыэю бвгджз клмнщ прстъ фхцчю шщъыэ эюяжщ\n" * 4


def test_soup_no_step_can_read_is_left_out_and_named(tmp_path, tesseract):
    path = make_cyrillic_unmapped_pdf(tmp_path / "manual.pdf", GIBBERISH)
    page = extract_pdf(path).pages[0]
    assert page.unreadable and page.text == "" and page.extractor == "none"
    assert [a.extractor.split(":")[0] for a in page.attempts] == ["pdfium", "code-page", "glyph-names", "ocr"]
    assert "not words of a language" in page.attempts[1].problems[0]  # the best code page's words are no words
    assert any("mojibake" in p for p in page.problems)
    with pytest.raises(InputError, match=r"manual\.pdf: page 1: unreadable \(pdfium: mojibake"):
        extract_pdf(path, strict=True)


def test_scanned_pages_are_read_by_ocr_with_their_confidence(tmp_path, tesseract):
    path = make_scanned_pdf(tmp_path / "scan.pdf", SCANNED_TEXT)
    document = extract_pdf(path)
    assert [p.text for p in extract_pdf(path).pages] == [p.text for p in document.pages]  # same input, same text
    for page, printed in zip(document.pages, SCANNED_TEXT):
        # no hint: OSD sees Latin, read with the installed Latin models (fra among them: make install)
        assert page.extractor.startswith("ocr:tesseract-") and "fra" in page.extractor.split(":")[-1].split("+")
        assert page.attempts[0].problems == ("no text layer: the page is an image",)
        assert page.confidence > 0.8
        assert len(words(printed) & words(page.text)) >= 0.9 * len(words(printed))


def test_missing_tesseract_names_the_packages_to_install(tmp_path, monkeypatch):
    path = make_scanned_pdf(tmp_path / "scan.pdf", SCANNED_TEXT[:1])
    monkeypatch.setenv("PATH", str(tmp_path))  # no tesseract on it
    page = extract_pdf(path, chain=default_chain(["fr", "ru"])).pages[0]
    assert page.unreadable
    assert "apt-get install tesseract-ocr tesseract-ocr-osd" in page.problems[-1]


def test_missing_language_data_names_its_package(tmp_path, tesseract):
    chain = default_chain(["fr"])
    chain.ocr.languages = (*chain.ocr.languages, type(chain.ocr.languages[0])("xx", "zzz", ("Latin",)))
    page = extract_pdf(make_scanned_pdf(tmp_path / "scan.pdf", SCANNED_TEXT[:1]), chain=chain).pages[0]
    assert "no language data for zzz (apt-get install tesseract-ocr-zzz)" in page.problems[-1]


def test_skip_bad_skips_a_strict_failure_and_keeps_the_rest(tmp_path, tesseract):
    folder = tmp_path / "pdfs"
    make_cyrillic_unmapped_pdf(folder / "a_manual.pdf", GIBBERISH)
    make_unmapped_ligature_pdf(folder / "b_book.pdf")
    documents, skipped = extract_folder(folder, skip_bad=True, strict=True)
    assert [(n, d.source) for n, d in documents] == [(2, "b_book.pdf")]
    assert [s.path.endswith("a_manual.pdf") and "page 1: unreadable" in s.reason for s in skipped] == [True]


def test_a_latin_page_is_not_decoded_as_cyrillic_when_russian_is_declared_too(tmp_path):
    # Code pages are for mojibake only: a French page's accents would become Cyrillic letters (é → й).
    page = extract_pdf(make_unmapped_ligature_pdf(tmp_path / "book.pdf", "Il est difficile de définir l'été."),
                       chain=default_chain(["fr", "ru"])).pages[0]
    assert page.extractor.startswith("glyph-names:") and "difficile de définir l'été" in page.text


def test_a_chain_made_for_one_call_is_closed_after_it(tmp_path, tesseract):
    import threading

    path = make_scanned_pdf(tmp_path / "scan.pdf", SCANNED_TEXT[:1])
    before = set(threading.enumerate())
    assert extract_pdf(path).pages[0].extractor.startswith("ocr:")  # OCR ran, in a pool of its own
    assert {t for t in threading.enumerate() if t.name.startswith("tesseract")} <= before


# A stamped scan: a page image covering the page, and a text layer of a few words over it (a scanner's line,
# a Bates number). Its text passes the gate; its words are not the page's.
STAMP = "Scanned by ACME Scan 3000\nDOC-{page:06d}"  # 7 words: "Scanned", ..., "DOC", "000001"
PHOTO_CAPTION = "Photo : le port de Brest au lever du jour, 1998."  # 10 words, over a white page image


def no_ocr(chain):
    """The chain, with OCR made an error: a page sent to it fails the test."""
    def refuse(page, scripts=()):
        raise AssertionError("this page must not be sent to OCR")
    chain.ocr.submit = refuse
    return chain


def test_a_stamped_scan_is_read_by_ocr_and_its_text_layer_step_says_why(tmp_path, tesseract):
    document = extract_pdf(make_scanned_pdf(tmp_path / "scan.pdf", SCANNED_TEXT, stamp=STAMP))
    for number, (page, printed) in enumerate(zip(document.pages, SCANNED_TEXT), start=1):
        assert page.extractor.startswith("ocr:tesseract-") and page.confidence > 0.8
        assert len(words(printed) & words(page.text)) >= 0.9 * len(words(printed))
        # the stamp is printed on the page: OCR reads it with the rest, once
        assert f"000{number:03d}" in page.text and page.text.count("Scanned") == 1
        assert page.provenance()["steps"] == [
            {"extractor": "pdfium", "problems": ["text layer of 7 words over a page image covering 100% of the page"]},
            {"extractor": page.extractor, "confidence": page.confidence, "problems": []}]


def test_a_page_image_ocr_reads_no_more_words_from_keeps_pdfium_text(tmp_path, tesseract):
    page = extract_pdf(make_scanned_pdf(tmp_path / "photo.pdf", [""], stamp=PHOTO_CAPTION)).pages[0]
    assert page.text == PHOTO_CAPTION and page.extractor == "pdfium" and not page.unreadable
    pdfium_step, ocr_step, kept = page.provenance()["steps"]
    assert pdfium_step["problems"] == ["text layer of 10 words over a page image covering 100% of the page"]
    assert ocr_step["extractor"].startswith("ocr:") and re.fullmatch(
        r"\d+ words read, not over 2 times the text layer's 10", ocr_step["problems"][-1])
    assert kept == {"extractor": "pdfium", "problems": []}


def test_a_stamped_scan_ocr_cannot_read_keeps_its_text_layer():
    # Garbage, low confidence or no Tesseract at all: the page keeps its few words, it is not unreadable.
    chain = default_chain(["fr"])
    text_layer = "Scanned by ACME Scan 3000"
    readings = [Reading("ocr:t", "Le joueur qui a le trait doit jouer un coup légal avant la ronde. " * 3, 0.31),
                Reading("ocr:t", "Le jo\x1cur qui a le trait doit jouer un coup légal avant la ronde. " * 3, 0.9),
                Reading("ocr", "", problem="OCR needs Tesseract, which is not installed (apt-get install ...)")]
    for reading in readings:
        result = chain.finish([Attempt("pdfium", ("text layer of 5 words over ...",))], reading, text_layer)
        assert (result.text, result.extractor, result.problems) == (text_layer, "pdfium", ())
        assert result.attempts[1].problems and result.attempts[-1] == Attempt("pdfium", ())


def test_a_photo_with_a_caption_heavy_text_layer_is_not_sent_to_ocr(tmp_path):
    caption = ("Photo : le port de Brest au lever du jour, vu depuis la jetée du château, avec les chalutiers\n"
               "qui rentrent de la pêche et les grues du port de commerce dans la brume, en septembre 1998.")
    photo = make_scanned_pdf(tmp_path / "photo.pdf", [""], stamp=caption)
    page = extract_pdf(photo, chain=no_ocr(default_chain())).pages[0]
    assert page.text == caption and page.extractor == "pdfium" and page.attempts == ()


def test_a_figure_with_a_short_caption_is_not_sent_to_ocr(tmp_path):
    # A figure filling the type area leaves the margins free: 63 % of an A4 page, under a scan's 85 %.
    figure = make_figure_pdf(tmp_path / "figure.pdf", [(71, 100, 524, 771)], caption="Figure 3 : la pendule")
    page = extract_pdf(figure, chain=no_ocr(default_chain())).pages[0]
    assert page.text == "Figure 3 : la pendule" and page.attempts == ()


class GlyphNamesFail:
    """A document whose glyph names read nothing (no font names its glyphs)."""

    def read(self, index):
        return Reading("glyph-names:test", "", problem="pdfminer.six failed (test)")


def test_a_few_bad_characters_are_dropped_in_place_not_a_reason_to_ocr():
    """Issue 40: a Spanish page with one stray control character and one private-use glyph among hundreds
    of good words went to OCR, which read 75 % of its words; now it keeps its text layer, mended."""
    spanish = ("Las áreas de texto de LaTeX se definen con el paquete geometry, y cada una se mide en puntos.\r\n" * 12
               + "El margen\x07 interior y el \ue000exterior cambian.\r\n")
    result = no_ocr(default_chain()).read(None, 0, spanish, GlyphNamesFail())
    assert result.extractor == "pdfium-mended" and result.problems == ()
    assert "áreas de texto de LaTeX" in result.text and "margen interior y el exterior" in result.text
    assert result.attempts[-1].words.startswith("2 bad characters dropped in 2 words; ")


def test_a_page_every_word_of_which_is_broken_still_goes_to_ocr():
    broken = "Il est di\x1ccile de dé\x1bnir une a\x1baire e\x1bcace.\r\n" * 12
    with pytest.raises(AssertionError, match="must not be sent to OCR"):
        no_ocr(default_chain()).read(None, 0, broken, GlyphNamesFail())


def test_a_symbol_table_of_a_sound_book_keeps_its_text_layer():
    """Issue 59: lshort-german's textcomp table (l2kurz.pdf, page 51) was unreadable: three symbols without a
    Unicode map, alone beside their command names, were over the mendable words, and OCR's reading of the
    command names is no German. Its text layer is kept, the symbols dropped; OCR is never asked."""
    result = no_ocr(default_chain()).read(None, 0, TEXTCOMP.replace("\n", "\r\n"), GlyphNamesFail())
    assert result.extractor == "pdfium-mended" and result.problems == ()
    assert "\\textpertenthousand" in result.text and "\\textgravedbl" in result.text
    assert result.attempts[-1].words.startswith("4 bad characters dropped in 0 words and 3 symbols; ")


@pytest.mark.parametrize("text", [SYMBOL_TABLE, MATH_STYLES], ids=["symbol-table", "math-styles"])
def test_a_table_of_math_symbols_passes_as_it_is(text):
    result = no_ocr(default_chain()).read(None, 0, text, GlyphNamesFail())
    assert (result.text, result.extractor, result.attempts) == (text, "pdfium", ())
