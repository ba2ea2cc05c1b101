"""How much of a page its images cover: what tells a scan (a stamped one too) from a page with a figure."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest

from edge_export.chunk.extractors.chain import word_count
from edge_export.chunk.extractors.page_images import has_images, image_coverage
from pdf_damage import A4, make_figure_pdf, make_scanned_pdf

PAGE_AREA = A4[0] * A4[1]


def first_page_coverage(path) -> tuple[bool, float]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        page = pdf[0]
        return has_images(page), image_coverage(page)
    finally:
        pdf.close()


def test_a_scan_covers_its_page(tmp_path):
    assert first_page_coverage(make_scanned_pdf(tmp_path / "scan.pdf", ["Une ligne."], stamp="DOC-{page:06d}")) == (
        True, pytest.approx(1.0))


def test_overlapping_images_count_once_and_the_page_edge_clips(tmp_path):
    two_overlapping = make_figure_pdf(tmp_path / "a.pdf", [(100, 100, 300, 300), (200, 200, 400, 400)])
    assert first_page_coverage(two_overlapping)[1] == pytest.approx((2 * 200 * 200 - 100 * 100) / PAGE_AREA)
    past_the_edge = make_figure_pdf(tmp_path / "b.pdf", [(-100, -100, 100, 100)])
    assert first_page_coverage(past_the_edge)[1] == pytest.approx(100 * 100 / PAGE_AREA)


def test_an_image_inside_a_form_is_measured_where_the_page_shows_it(tmp_path):
    # pdfium gives the image's bounds in the form's space (100 x 100); the page shows it scaled twice.
    in_form = make_figure_pdf(tmp_path / "form.pdf", [(0, 0, 100, 100)], form_matrix=(2, 0, 0, 2, 50, 50))
    assert first_page_coverage(in_form)[1] == pytest.approx(200 * 200 / PAGE_AREA)
    scaled_past_the_page = make_figure_pdf(tmp_path / "big.pdf", [(0, 0, 400, 500)], form_matrix=(2, 0, 0, 2, 0, 0))
    assert first_page_coverage(scaled_past_the_page)[1] == pytest.approx(1.0)


def test_a_page_without_images_covers_nothing(tmp_path):
    assert first_page_coverage(make_figure_pdf(tmp_path / "text.pdf", [], caption="Texte seul")) == (False, 0.0)


def test_words_are_runs_of_letters_or_digits_and_counting_can_stop_early():
    assert word_count("Scanned by ACME — n° DOC-000123 | l'arbitre") == 8
    assert word_count("un deux trois quatre", at_most=2) == 2
