"""Reading order: a two-column page drawn across its columns line by line is read column by column; every
other page (column by column already, one column, a table) keeps PDFium's text byte for byte."""

from __future__ import annotations

import pytest

from edge_export.chunk.extract import extract_pdf
from edge_export.chunk.reading_order import in_reading_order, read_region
from pdf_damage import first_page_text, make_rotated_two_column_pdf, make_row_order_two_column_pdf, make_table_pdf
from pdf_factory import make_pdf

TITLE = "Notes on the archive"
LEFT = [
    "The archive keeps every package it has built,",
    "signed by the release team before each upload;",
    "a mirror copies it within the hour and checks",
    "the signature against the keyring it trusts. A",
    "maintainer who wants a faster mirror can ask",
    "for a push instead of the periodic compréhen-",
    "sion of the whole tree, which saves bandwidth.",
]
RIGHT = [
    "Binary packages are rebuilt from their source",
    "on every architecture the release supports,",
    "and the build logs stay on the buildd network",
    "for anyone who wants to see why one failed. The",
    "policy manual says which fields a control file",
    "must carry and in which section a package goes,",
    "so that tools can sort the archive by priority.",
]
WORDS = "archive package mirror release kernel module signature keyring source binary upload policy".split()


def _texts(path):
    """(PDFium's text of the first page, in_reading_order's)."""
    return first_page_text(path, in_reading_order)


@pytest.mark.parametrize("right_drop", [0, 6])  # same baselines (lines joined in pairs), offset ones (one line)
def test_a_row_order_page_reads_the_left_column_then_the_right_one(tmp_path, right_drop):
    path = make_row_order_two_column_pdf(tmp_path / "rows.pdf", LEFT, RIGHT, title=TITLE, right_drop=right_drop)
    text, reordered = _texts(path)
    assert f"{LEFT[0]} {RIGHT[0]}" in text  # as PDFium reads it: each left line joined to its right neighbour
    lines = reordered.split("\r\n")  # PDFium's conventions kept: \r\n line ends, no generated trailing space
    assert lines == [TITLE] + LEFT + RIGHT


@pytest.mark.parametrize("right", [RIGHT, RIGHT[:5]])
def test_the_page_text_is_what_a_column_order_page_gives(tmp_path, right):
    """Line-end hyphen included. With a right line beside it, PDFium sees no line end after 'compréhen-' and
    keeps the '-'; with the right column ended (RIGHT[:5]) it marks a soft hyphen, U+0002 in what
    get_text_bounded reads, U+FFFE in page text. All read 'compréhen-' newline 'sion' once normalised."""
    rows = extract_pdf(make_row_order_two_column_pdf(tmp_path / "rows.pdf", LEFT, right, title=TITLE))
    columns = extract_pdf(make_row_order_two_column_pdf(tmp_path / "columns.pdf", LEFT, right, title=TITLE,
                                                         order="columns"))
    assert rows.pages[0].text == columns.pages[0].text
    assert "compréhen-\nsion" in rows.pages[0].text


class _BoundedText:
    """A text page whose every rectangle reads `text`."""

    def __init__(self, text):
        self.text = text

    def get_text_bounded(self, *rectangle):
        return self.text


def test_a_region_reads_as_page_text_does():
    """What get_text_bounded gives where the other column came between, made page text: PDFium's soft
    hyphen U+0002 as U+FFFE, without the line break added after it, nor the generated space before the
    other column, nor the control codes page text leaves out."""
    bounded = "a compréhen\x02\r\nsion of \r\nthe \x93tree\x03 \r\nend "
    assert read_region(_BoundedText(bounded), 0, 0, 1, 1) == "a compréhen\ufffesion of\r\nthe tree\r\nend"


def test_pages_in_reading_order_keep_pdfium_text(tmp_path):
    pages = [
        make_row_order_two_column_pdf(tmp_path / "columns.pdf", LEFT, RIGHT, title=TITLE, order="columns"),
        make_pdf(tmp_path / "single.pdf", ["\n".join(LEFT + RIGHT)]),
    ]
    for path in pages:
        text, reordered = _texts(path)
        assert reordered is text


def test_tables_drawn_row_by_row_keep_their_rows(tmp_path):
    """A table is drawn row by row by every tool and must stay so. Cells set at no common x leave no gutter
    (every x is inside some rows' cells); a real table's aligned columns leave one, and rows switch sides of
    it as a row-order page does, so what keeps them is that its sides are not two columns of running text:
    a narrow column beside a wide one (options and their descriptions), or several short cells a side."""
    staggered = [[(60 + 120 * k + 30 * ((r * 7 + k * 3) % 5), WORDS[(r * 4 + k) % len(WORDS)]) for k in range(4)]
                 for r in range(12)]
    options = [[(60, f"--{word}"), (300, f"what the {word} step does")] for word in WORDS]
    grid = [[(60 + 130 * k, f"{WORDS[(r * 4 + k) % len(WORDS)]} {r}.{k}") for k in range(4)] for r in range(12)]
    for name, rows in (("staggered", staggered), ("options", options), ("grid", grid)):
        text, reordered = _texts(make_table_pdf(tmp_path / f"{name}.pdf", rows))
        assert reordered is text, name
        assert len(text.split("\r\n")) == len(rows)  # one line a row, as PDFium reads it


def test_a_row_order_page_with_rotate_set_reads_column_by_column(tmp_path):
    """A portrait page that only has /Rotate 90 set: its text runs across the page in the page's own
    coordinates, where it is read. (Landscape content drawn turned on portrait paper, upright=True, runs up
    the page there; columns are looked for across the page only, so such a page keeps PDFium's order.)"""
    left = [f"Left column line {i} says something" for i in range(1, 5)]
    right = [f"Right column line {i} says more" for i in range(1, 5)]
    path = make_rotated_two_column_pdf(tmp_path / "rotated-rows.pdf", left, right, upright=False, order="rows")
    assert extract_pdf(path).pages[0].text.split("\n") == left + right
