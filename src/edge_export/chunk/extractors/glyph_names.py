"""The second extractor: pdfminer.six, which decodes a font without a Unicode map from its glyph names
(an /Encoding /Differences array, or an embedded Type 1 font's own encoding): the `/fi` and `/ffi`
ligatures TeX places at control-character codes, `/afii10083` for "с". Slower than PDFium (pure Python),
so it reads only the pages PDFium's text failed the gate on; the document is parsed once."""

from __future__ import annotations

import io
from functools import cached_property

from .reading import Reading

# Ligature code points are expanded by page normalisation (extract.normalize_page_text).


class GlyphNamePages:
    def __init__(self, data: bytes):
        self._data = data

    @cached_property
    def _parsed(self):
        from pdfminer.layout import LAParams
        from pdfminer.pdfdocument import PDFDocument
        from pdfminer.pdfinterp import PDFResourceManager
        from pdfminer.pdfpage import PDFPage
        from pdfminer.pdfparser import PDFParser

        document = PDFDocument(PDFParser(io.BytesIO(self._data)))
        return list(PDFPage.create_pages(document)), PDFResourceManager(caching=True), LAParams()

    @cached_property
    def label(self) -> str:
        from importlib.metadata import version

        return f"glyph-names:pdfminer.six-{version('pdfminer.six')}"

    def read(self, index: int) -> Reading:
        try:
            from pdfminer.converter import TextConverter
            from pdfminer.pdfinterp import PDFPageInterpreter
        except ImportError:
            return Reading("glyph-names", "", problem="pdfminer.six is not installed (pip install pdfminer.six)")
        try:
            pages, resources, laparams = self._parsed
            out = io.StringIO()
            device = TextConverter(resources, out, laparams=laparams)
            PDFPageInterpreter(resources, device).process_page(pages[index])
            device.close()
        except Exception as exc:  # pdfminer raises its own and plain errors on damaged files
            return Reading(self.label, "", problem=f"pdfminer.six failed ({type(exc).__name__}: {exc})")
        return Reading(self.label, out.getvalue().replace("\x0c", ""))
