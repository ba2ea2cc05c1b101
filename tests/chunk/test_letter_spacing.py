"""Letter-spaced words read whole: the spaces PDFium makes up inside a tracked word are dropped."""

from __future__ import annotations

import pytest
from pdf_damage import first_page_text, make_letter_spaced_pdf

from edge_export.chunk.extract import extract_pdf
from edge_export.chunk.letter_spacing import join_letter_spaced

LISTING = ["Build-Depends: debhelper, gettext, texinfo", "rm -f build-stamp configure-stamp",
           "set a b c to x y z"]
PLAIN = "Le joueur a le trait et y a droit"


def _pdfium_text(path) -> tuple[str, str]:
    return first_page_text(path, join_letter_spaced)


@pytest.mark.parametrize("scaled", [False, True])  # gaps in ems of the size on the page, whatever sets it
def test_a_tracked_line_reads_as_its_words(tmp_path, scaled):
    raw, joined = _pdfium_text(make_letter_spaced_pdf(tmp_path / "listing.pdf", LISTING + [PLAIN], scaled=scaled))
    assert "B ui ld" in raw  # pdfium's made-up spaces cut the words (the file does what it says)
    assert joined.split("\r\n")[:2] == LISTING[:2]


def test_single_letters_set_apart_stay_apart_and_plain_lines_are_unchanged(tmp_path):
    raw, joined = _pdfium_text(make_letter_spaced_pdf(tmp_path / "listing.pdf", LISTING + [PLAIN]))
    lines = joined.split("\r\n")
    assert lines[2] == LISTING[2]  # one-letter words 0.45 em apart are words, tracked or not
    assert lines[3] == raw.split("\r\n")[3] == PLAIN  # untracked: not measured, not changed


def test_the_page_text_has_the_whole_words(tmp_path):
    page = extract_pdf(make_letter_spaced_pdf(tmp_path / "listing.pdf", LISTING + [PLAIN])).pages[0]
    assert "debhelper, gettext, texinfo" in page.text and "configure-stamp" in page.text
