"""pdfminer.six's "(cid:N)": a lone symbol goes, letters stay for the gate to see; a code its /ToUnicode maps
to nothing is read by its glyph name."""

from __future__ import annotations

import pytest

from edge_export.chunk.extractors.glyph_names import (_ISOLATED_GLYPH_CODE, GlyphNamePages,
                                                      _named_where_mapped_to_nothing)
from pdf_damage import make_ligatures_mapped_to_nothing_pdf


@pytest.mark.parametrize(("text", "expected"), [
    ("(cid:104)nombre(cid:105) pour", "nombre pour"),  # a math font's angle brackets around a meta-variable
    ("a (cid:3) b", "a  b"),  # a dingbat between words
    ("di(cid:12)cile", "di(cid:12)cile"),  # inside a word: letters
    ("(cid:3)(cid:4)(cid:5) mot", "(cid:3)(cid:4)(cid:5) mot"),  # a run: a word of a font with no names
])
def test_only_lone_symbols_are_dropped(text, expected):
    assert _ISOLATED_GLYPH_CODE.sub("", text) == expected


# A ToUnicode CMap as pdfTeX 1.40.21 wrote it for LinLibertine (apprendre-a-programmer-en-tex.pdf): the
# ligature codes mapped to nothing, the space's code (0x20) to U+2423, the other codes left to the encoding.
EMPTY_LIGATURE_CMAP = b"""/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CMapName /TeX-LinLibertineT-tlf-t1--base-0 def
/CMapType 2 def
1 begincodespacerange
<00> <FF>
endcodespacerange
6 beginbfchar
<1B> <>
<1C> <>
<1D> <>
<1E> <>
<1F> <>
<20> <2423>
endbfchar
endcmap
CMapName currentdict /CMap defineresource pop
end
end"""


def _libertine_font(differences):
    """The pdfminer.six font of a Type 1 font dictionary with EMPTY_LIGATURE_CMAP as its /ToUnicode."""
    from pdfminer.pdffont import PDFType1Font
    from pdfminer.pdftypes import PDFStream
    from pdfminer.psparser import LIT

    spec = {"Type": LIT("Font"), "Subtype": LIT("Type1"), "BaseFont": LIT("Times-Roman"),
            "Encoding": {"Type": LIT("Encoding"), "BaseEncoding": LIT("WinAnsiEncoding"),
                         "Differences": differences},
            "ToUnicode": PDFStream({}, EMPTY_LIGATURE_CMAP)}
    return PDFType1Font(None, spec)


def test_a_code_mapped_to_nothing_is_read_by_its_glyph_name():
    from pdfminer.psparser import LIT

    font = _libertine_font([27, LIT("f_i"), LIT("f_f_i"), LIT("f_f"), LIT("f_l")])  # 0x1F named by nothing
    assert [font.to_unichr(code) for code in (0x1B, 0x1C, 0x61)] == ["", "", "a"]  # as pdfminer.six reads it
    _named_where_mapped_to_nothing(font)
    assert [font.to_unichr(code) for code in (0x1B, 0x1C, 0x1D, 0x1E)] == ["fi", "ffi", "ff", "fl"]
    assert font.to_unichr(0x1F) == ""  # no name: as it was
    assert font.to_unichr(0x20) == "\u2423"  # a code mapped to text keeps its mapping
    assert font.to_unichr(0x61) == "a"


def test_ligatures_mapped_to_nothing_keep_their_letters_at_line_ends_and_inside_lines(tmp_path):
    printed = "Le fichier est affiché\nà l'écran avec efficacité,\nenfin fi-\nnalement af-\nfiché."
    data = make_ligatures_mapped_to_nothing_pdf(tmp_path / "book.pdf", printed).read_bytes()
    reading = GlyphNamePages(data, 1).read(0)
    assert reading.problem is None
    assert reading.text.split() == printed.split()


def test_the_layout_numbers_objects_in_the_order_it_meets_them_not_by_address():
    """pdfminer.six breaks ties between equally distant text boxes by id(), a memory address: a page of equal
    boxes read in another order on another run. While a page is read, pdfminer.layout's `id` numbers objects by
    first sight (the same on every run); after it, the builtin is back."""
    import builtins

    import pdfminer.layout as layout

    from edge_export.chunk.extractors.glyph_names import _stable_layout_ids

    first, second = object(), object()
    with _stable_layout_ids():
        assert [layout.id(second), layout.id(first), layout.id(second)] == [0, 1, 0]
    assert not hasattr(layout, "id") and layout.__builtins__["id"] is builtins.id

