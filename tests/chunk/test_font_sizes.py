"""Each line's font size, read from PDFium's text page."""

from __future__ import annotations

from pdf_damage import _HELVETICA, _one_page_pdf, first_page_text, make_sized_headings_pdf

from edge_export.chunk.font_sizes import line_font_sizes, size_key

def _sizes(path) -> list[tuple[str, float]]:
    return list(first_page_text(path, line_font_sizes)[1])


def test_each_line_has_the_size_it_is_set_in(tmp_path):
    path = make_sized_headings_pdf(tmp_path / "sized.pdf", [[(16, "Installation"), (10, "Le joueur a le trait.")]])
    assert _sizes(path) == [("Installation", 16.0), ("Le joueur a le trait.", 10.0)]


def test_a_small_line_number_or_a_large_initial_does_not_make_the_line_size(tmp_path):
    content = (b"BT /F1 5 Tf 50 700 Td (12) Tj /F1 9 Tf 10 0 Td (dh_testdir dh_testroot) Tj ET\n"
               b"BT /F1 30 Tf 50 650 Td (L) Tj /F1 10 Tf 20 0 Td (e joueur a le trait) Tj ET")
    sizes = _sizes(_one_page_pdf(tmp_path / "listing.pdf", _HELVETICA, content, []))
    assert [size for _, size in sizes] == [9.0, 10.0]


def test_a_font_scaled_by_the_text_matrix_has_its_size_on_the_page(tmp_path):
    content = b"BT /F1 1 Tf 22 0 0 22 50 700 Tm (Title) Tj 10 0 0 10 50 650 Tm (Body text of the page) Tj ET"
    sizes = _sizes(_one_page_pdf(tmp_path / "troff.pdf", _HELVETICA, content, []))  # as troff's PDFs set fonts
    assert [size for _, size in sizes] == [22.0, 10.0]


def test_a_line_is_found_again_after_the_text_is_rewritten():
    assert size_key("ﬁn d e l a partie,\u00a0II") == size_key("fin de la partie II") == "findelapartieii"
