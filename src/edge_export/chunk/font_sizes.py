"""The font size each line of a page's text is set in, so section titles can be told by their size.

Read from PDFium's text page: a few letters a line. A line is matched to the page's final text by its
letters and digits alone (`size_key`), so its size still finds it after the text's later steps (made-up
spaces dropped, columns put in order, hyphens restored, NFC, another extractor's reading).
"""

from __future__ import annotations

import ctypes
import math
import re
import unicodedata

_NOT_KEYED = re.compile(r"[\W_]+")
_KEYED = re.compile(r"[^\W_]")
# PDFium's "\r\n" ends a line, and U+FFFE (a line-end hyphen); a lone "\r" is a character (OT1's "fl")
_LINE = re.compile(r"(?:[^\r\n\ufffe]|\r(?!\n))+")


def size_key(line: str) -> str:
    """What names a line across the text's rewrites: its letters and digits (NFKC: a ligature as its
    letters), lower-cased."""
    return _NOT_KEYED.sub("", unicodedata.normalize("NFKC", line)).lower()


def line_font_sizes(textpage, text: str) -> tuple[tuple[str, float], ...]:
    """(line, its font size in points) for each line of `text` with a letter or digit, PDFium's text of
    `textpage` as get_text_range gives it. A line's size is its middle letter's (or digit's), or, when its
    first one differs, the median of its first, middle and last: a listing's small line number or a large
    initial does not make the line's size."""
    import pypdfium2.raw as pdfium_c

    if len(text) == textpage.count_chars():
        char_index = int
    else:  # PDFium leaves some control codes out of its text (and counts a non-BMP character twice)
        def char_index(text_index: int) -> int:
            return pdfium_c.FPDFText_GetCharIndexFromTextIndex(textpage.raw, text_index)
    sizes = []
    for line in _LINE.finditer(text):
        start, body = line.start(), line.group()
        if not (first := _KEYED.search(body)):
            continue
        middle = _KEYED.search(body, len(body) // 2) or first
        size = char_size(textpage, char_index(start + middle.start()))
        if (first_size := char_size(textpage, char_index(start + first.start()))) != size:
            last = len(body.rstrip()) - 1
            while not body[last].isalnum():
                last -= 1
            size = sorted((first_size, size, char_size(textpage, char_index(start + last))))[1]
        sizes.append((body, round(size, 1)))
    return tuple(sizes)


def char_size(textpage, index: int) -> float:
    """A character's size on the page: its font size times its text matrix's scale (troff's PDFs set
    every font at 1 pt and scale it by the matrix)."""
    import pypdfium2.raw as pdfium_c

    if index < 0:  # a text index PDFium does not map to a character
        return 0.0
    matrix = pdfium_c.FS_MATRIX()
    scale = 1.0
    if pdfium_c.FPDFText_GetMatrix(textpage.raw, index, ctypes.byref(matrix)):
        scale = math.sqrt(abs(matrix.a * matrix.d - matrix.b * matrix.c)) or 1.0
    return pdfium_c.FPDFText_GetFontSize(textpage.raw, index) * scale
