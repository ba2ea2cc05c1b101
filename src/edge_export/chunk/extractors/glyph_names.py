"""The second extractor: pdfminer.six, which decodes a font without a Unicode map from its glyph names
(an /Encoding /Differences array, or an embedded Type 1 font's own encoding): the `/fi` and `/ffi`
ligatures TeX places at control-character codes, `/afii10083` for "с". Slower than PDFium (pure Python),
so it reads only the pages PDFium's text failed the gate on; the document is parsed once.

A font's /ToUnicode map may name a code and map it to nothing: pdfTeX wrote `<1B> <>` ... `<1F> <>` for
LinLibertine's f_i, f_f_i, f_f, f_l, f_f_l ligatures (apprendre-a-programmer-en-tex.pdf). pdfminer.six
took that empty string as the glyph's text, so every ﬁ and ﬃ of that book vanished ("un chier",
"af-\nché" for "af-\nﬁché"), where PDFium takes it as no mapping (and gives the code, a control
character). An empty mapping says nothing: such a code is read by the glyph name its encoding gives it."""

from __future__ import annotations

import io
import re
from contextlib import contextmanager
from functools import cached_property

from .reading import Reading

# A glyph pdfminer.six cannot name comes out as "(cid:104)". Alone, and not between two letters, it is a
# symbol (a math font's ⟨ ⟩ around "⟨nombre⟩", a dingbat) and goes, as PDFium's isolated control characters
# do (extract.normalize_page_text); inside a word or in a run (a font with no names at all) it stands for
# letters, and the gate rejects the page.
_GLYPH_CODE = r"\(cid:\d+\)"
_ISOLATED_GLYPH_CODE = re.compile(
    rf"(?<!\))(?<![^\W\d_]){_GLYPH_CODE}(?!\(cid)|(?<!\)){_GLYPH_CODE}(?![^\W\d_]|\(cid)")


def _named_where_mapped_to_nothing(font):
    """`font` (a pdfminer.six PDFFont) with the codes its /ToUnicode map maps to "" read by the glyph names of
    its encoding instead (font.cid2unicode: /Differences, or an embedded Type 1 font's own encoding), where
    the encoding names them; a code it does not name keeps its empty text (as pdfminer.six gives it)."""
    mapped = getattr(getattr(font, "unicode_map", None), "cid2unichr", None)
    named = getattr(font, "cid2unicode", None)
    if mapped and named:
        for code in [code for code, text in mapped.items() if not text and named.get(code)]:
            del mapped[code]
    return font


def _resource_manager():
    """pdfminer.six's resource manager (fonts cached: each is made once), whose fonts read a code mapped to
    nothing by its glyph name (_named_where_mapped_to_nothing)."""
    from pdfminer.pdfinterp import PDFResourceManager

    class Resources(PDFResourceManager):
        def get_font(self, objid, spec):
            font = super().get_font(objid, spec)
            if not getattr(font, "_edge_export_named", False):  # once a font: a page sets its font often
                _named_where_mapped_to_nothing(font)
                font._edge_export_named = True
            return font

    return Resources(caching=True)


@contextmanager
def _stable_layout_ids():
    """pdfminer.six's layout groups text boxes closest first (layout.group_textboxes) and breaks ties of distance
    by id(): memory addresses, so a page of equal boxes (a table of single letters) came out in another order on
    another run (17 pages of apprendre-a-programmer-en-tex.pdf, with PYTHONHASHSEED). Within this, `id` in
    pdfminer.layout numbers each object in the order that function first meets it: its boxes in page order, then
    each group as it is made, the same on every run. The objects are held until the page is read."""
    import pdfminer.layout as layout

    seen: dict = {}

    def first_seen(obj) -> int:
        return seen.setdefault(obj, len(seen))

    layout.id = first_seen
    try:
        yield
    finally:
        del layout.id


class GlyphNamePages:
    def __init__(self, data: bytes, pages: int):
        self._data = data
        self._pages = pages  # PDFium's count: pdfminer's list must be the same pages, index for index

    @cached_property
    def _parsed(self):
        from pdfminer.layout import LAParams
        from pdfminer.pdfdocument import PDFDocument
        from pdfminer.pdfpage import PDFPage
        from pdfminer.pdfparser import PDFParser

        try:
            pages = list(PDFPage.create_pages(PDFDocument(PDFParser(io.BytesIO(self._data)))))
        except Exception as exc:  # parsed once: a failure is kept, not met again on every failing page
            return f"pdfminer.six cannot parse the file ({type(exc).__name__})"
        if len(pages) != self._pages:  # a damaged page tree read two ways: page N would be another page
            return f"pdfminer.six finds {len(pages)} pages where PDFium finds {self._pages}"
        return pages, _resource_manager(), LAParams()

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
        if isinstance(self._parsed, str):
            return Reading(self.label, "", problem=self._parsed)
        try:
            pages, resources, laparams = self._parsed
            out = io.StringIO()
            device = TextConverter(resources, out, laparams=laparams)
            with _stable_layout_ids():
                PDFPageInterpreter(resources, device).process_page(pages[index])
            device.close()
        except Exception as exc:  # pdfminer raises its own and plain errors on damaged files
            return Reading(self.label, "", problem=f"pdfminer.six failed ({type(exc).__name__}: {exc})")
        return Reading(self.label, _ISOLATED_GLYPH_CODE.sub("", out.getvalue().replace("\x0c", "")))
