"""Small, deterministic PDFs with the kinds of damage real documents have, for extraction tests.

Each builder writes its file itself (no downloads), byte-stable from run to run, in well under 2 s (the
1000-page one in a few seconds). The raw PDFs here are written by hand (`_write_pdf`); the text-only ones
reuse `pdf_factory.make_pdf` (fpdf2, fixed dates). The docstrings say what pdfium
(`pdf[i].get_textpage().get_text_range()`, pypdfium2 5.15 / pdfium 159.0.8149) returns, and pdfminer.six
20260107 where it differs; the two are compared in no test here, they only explain the files.
Needs: fpdf2 (fonttools comes with it), pypdfium2. No system package.
"""

from __future__ import annotations

import tempfile
import zlib
from pathlib import Path

from pdf_factory import FIXED_DATE, make_pdf

A4 = (595.28, 841.89)  # points


# ---------------------------------------------------------------------------------------------------------
# a minimal PDF writer: numbered objects, one xref section, no /ID and no dates, so the bytes are stable


def _write_pdf(path: Path, objects: list[bytes]) -> Path:
    """Write `objects` as objects 1..n; object 1 must be the catalog."""
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(out))
    return path


def _stream(data: bytes, extra: bytes = b"") -> bytes:
    return b"<< %s/Length %d >>\nstream\n%s\nendstream" % (extra, len(data), data)


def _pdf_str(raw: bytes) -> bytes:
    """A PDF literal string of raw bytes (codes 0-255 pass through as they are)."""
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _num(value: float) -> bytes:
    return (b"%.2f" % value).rstrip(b"0").rstrip(b".")


def _one_page_pdf(
    path: Path, font: bytes, content: bytes, extra_objects: list[bytes], page_extra: bytes = b""
) -> Path:
    """Catalog 1, pages 2, page 3, font /F1 = object 4, content 5, then `extra_objects` as 6, 7, ..."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] %s/Resources << /Font << /F1 4 0 R >> >> "
        b"/Contents 5 0 R >>" % (_num(A4[0]), _num(A4[1]), page_extra),
        font,
        _stream(content),
        *extra_objects,
    ]
    return _write_pdf(path, objects)


def _times_width(code: int) -> int:
    """Times-Roman's advance width (1/1000 em) of a WinAnsi (cp1252) code."""
    from fpdf.fonts import CORE_FONTS_CHARWIDTHS

    return CORE_FONTS_CHARWIDTHS["times"][chr(code)]


# ---------------------------------------------------------------------------------------------------------
# 1. ligatures at control codes, glyph names only an AGL-aware decoder reads

# T1 ("Cork", cm-super / EC fonts) slots of the f-ligatures; OT1 (Computer Modern) has them at 0x0B-0x0F.
_LIGATURES = {"ffi": 0x1E, "ffl": 0x1F, "ff": 0x1B, "fi": 0x1C, "fl": 0x1D}
_LIGATURE_GLYPHS = {"ffi": "f_f_i", "ffl": "f_f_l", "ff": "f_f", "fi": "f_i", "fl": "f_l"}


def glyph_pieces(line: str) -> list[str]:
    """The line as a TeX font draws it: each ffi, ffl, ff, fi, fl one glyph, every other character one."""
    pieces, i = [], 0
    while i < len(line):
        pieces.append(next((lig for lig in ("ffi", "ffl", "ff", "fi", "fl") if line.startswith(lig, i)), line[i]))
        i += len(pieces[-1])
    return pieces


def make_unmapped_ligature_pdf(path: Path, text: str = "difficile, efflorescence, fin, flotte, affaire") -> Path:
    """One page where every ff/fi/fl/ffi/ffl of `text` is one glyph drawn at a control code, no /ToUnicode.

    Reproduces TeX-made PDFs (T1/Cork slots: ff 0x1B, fi 0x1C, fl 0x1D, ffi 0x1E, ffl 0x1F) whose fonts
    carry no ToUnicode: the ligature's code comes back as a control character.
    `text` is one or more lines (\\n), cp1252 characters only.

    Font: a Type3 font, no ToUnicode, /Encoding /Differences naming every code: letters by their Adobe
    glyph names (/d, /eacute), ligatures by AGL-convention names /f_f /f_i /f_l /f_f_i /f_f_l. Each glyph
    draws the same letters in Times-Roman, so the page renders (and OCRs) correctly.
    - pdfium does not decode underscore ligature names (it does decode /fi /ffi, and uniXXXX): it
      returns the code itself: 'di\\x1ecile, e\\x1forescence, \\x1cn, \\x1dotte, a\\x1baire'.
    - pdfminer.six splits /f_f_i into f+f+i (AGL rule) and returns the plain text: 'difficile, ...'.
    Keep `text` to Latin-1: pdfium returns the cp1252-only glyphs wrong here too (/Euro -> '\\x80',
    /endash and /emdash -> ' '), while pdfminer.six decodes them.
    """
    from fontTools.agl import UV2AGL

    lines_codes: list[bytes] = []
    glyphs: dict[int, tuple[str, str]] = {}  # code -> (glyph name, the letters it draws)
    for line in text.split("\n"):
        codes = bytearray()
        for drawn in glyph_pieces(line):
            if drawn in _LIGATURES:
                code, name = _LIGATURES[drawn], _LIGATURE_GLYPHS[drawn]
            else:
                code = drawn.encode("cp1252")[0]
                name = "space" if drawn == " " else UV2AGL[ord(drawn)]
            codes.append(code)
            glyphs[code] = (name, drawn)
        lines_codes.append(bytes(codes))

    low, high = min(glyphs), max(glyphs)
    widths, procs, procs_objects = [], [], []
    first_proc = 7  # objects: 4 Type3 font, 5 content, 6 Times-Roman, then the char procs
    for code in range(low, high + 1):
        if code not in glyphs:
            widths.append(b"0")
            continue
        name, drawn = glyphs[code]
        width = sum(_times_width(b) for b in drawn.encode("cp1252"))
        widths.append(b"%d" % width)
        proc = b"%d 0 d0 BT /T 1000 Tf 0 0 Td %s Tj ET" % (width, _pdf_str(drawn.encode("cp1252")))
        procs.append(b"/%s %d 0 R" % (name.encode(), first_proc + len(procs_objects)))
        procs_objects.append(_stream(proc))
    differences = b" ".join(b"%d /%s" % (code, glyphs[code][0].encode()) for code in sorted(glyphs))
    font = (
        b"<< /Type /Font /Subtype /Type3 /FontBBox [-200 -250 1200 900] /FontMatrix [0.001 0 0 0.001 0 0]\n"
        b"/CharProcs << %s >>\n/Encoding << /Type /Encoding /Differences [%s] >>\n"
        b"/FirstChar %d /LastChar %d /Widths [%s]\n/Resources << /Font << /T 6 0 R >> >> >>"
        % (b" ".join(procs), differences, low, high, b" ".join(widths))
    )
    content = b"BT /F1 12 Tf 14 TL 72 760 Td\n" + b"".join(_pdf_str(c) + b" '\n" for c in lines_codes) + b"ET"
    times = b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>"
    return _one_page_pdf(path, font, content, [times, *procs_objects])


# LinLibertine's slots of the f-ligatures in pdfTeX's T1 encoding, as apprendre-a-programmer-en-tex.pdf has them
_LIBERTINE_LIGATURES = {"ffi": 0x1C, "ffl": 0x1F, "ff": 0x1D, "fi": 0x1B, "fl": 0x1E}


def make_ligatures_mapped_to_nothing_pdf(
    path: Path, text: str = "Le fichier est affiché\navec efficacité, enfin fi-\nnalement."
) -> Path:
    """One page whose ff/fi/fl/ffi/ffl are one glyph each at a control code, named by the font's encoding
    (/Differences [27 /f_i /f_f_i /f_f /f_l /f_f_l]) and mapped to nothing by its /ToUnicode (`<1B> <>`).

    Reproduces apprendre-a-programmer-en-tex.pdf (pdfTeX 1.40.21, LinLibertine): its fonts' ToUnicode CMaps
    map the ligature codes 0x1B-0x1F to empty strings and leave the other codes to the encoding.
    `text` is one or more lines (\\n), cp1252 characters only.

    Font: Type1 Times-Roman, not embedded, /BaseEncoding /WinAnsiEncoding; the page shows no glyph for
    the ligature codes (Times has no /f_i), so only the text layer tells.
    - pdfium takes an empty mapping as none and returns the code: 'Le \\x1bchier est a\\x1cché...'.
    - pdfminer.six 20260107 takes it as the glyph's text: 'Le chier est aché\\navec ecacité, enn -\\nnalement.'
    """
    lines = [b"".join(bytes([_LIBERTINE_LIGATURES[piece]]) if piece in _LIBERTINE_LIGATURES else piece.encode("cp1252")
                      for piece in glyph_pieces(line)) for line in text.split("\n")]
    width = {code: sum(map(_times_width, ligature.encode())) for ligature, code in _LIBERTINE_LIGATURES.items()}
    widths = b" ".join(b"%d" % (width[code] if code < 32 else _times_width(code)) for code in range(27, 256))
    names = {code: _LIGATURE_GLYPHS[ligature] for ligature, code in _LIBERTINE_LIGATURES.items()}
    differences = b"27 " + b" ".join(b"/" + names[code].encode() for code in range(27, 32))
    font = (
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /FirstChar 27 /LastChar 255 /Widths [%s]\n"
        b"/Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [%s] >> /ToUnicode 6 0 R >>"
        % (widths, differences)
    )
    cmap = (
        b"/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
        b"/CIDSystemInfo << /Registry (TeX) /Ordering (LinLibertineT) /Supplement 0 >> def\n"
        b"/CMapName /TeX-LinLibertineT-0 def\n/CMapType 2 def\n"
        b"1 begincodespacerange\n<00> <FF>\nendcodespacerange\n"
        b"5 beginbfchar\n<1B> <>\n<1C> <>\n<1D> <>\n<1E> <>\n<1F> <>\nendbfchar\n"
        b"endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend"
    )
    content = b"BT /F1 12 Tf 14 TL 72 760 Td\n" + b"".join(_pdf_str(line) + b" '\n" for line in lines) + b"ET"
    return _one_page_pdf(path, font, content, [_stream(cmap)])


# ---------------------------------------------------------------------------------------------------------
# 2. Cyrillic in an 8-bit font without ToUnicode


def _afii_name(char: str) -> str:
    """The Adobe glyph name (afii100xx) of a Russian letter: А-Е 10017-22, Ё 10023, Ж-Я 10024-49; +48 lower."""
    code = ord(char)
    if char in "Ёё":
        number = 10023 if char == "Ё" else 10071
    elif 0x0410 <= code <= 0x044F:
        upper = code - (0x0430 if code >= 0x0430 else 0x0410)
        number = 10017 + upper + (1 if upper >= 6 else 0) + (48 if code >= 0x0430 else 0)
    else:
        raise ValueError(f"no afii name here for {char!r}")
    return f"afii{number}"


def make_cyrillic_unmapped_pdf(
    path: Path, text: str = "Операционная система\nПривет, мир", *, glyph_names: str | None = None
) -> Path:
    """Russian text drawn as cp1251 byte codes in an 8-bit font with no ToUnicode and no usable glyph names.

    Reproduces the Russian PDFs of pre-Unicode tools (fonts like "TimesNRCyrMT", "TimesET": Cyrillic
    shapes put in the Latin-1 slots of a Windows-1252 font): `text` ('система') comes back as its cp1251
    bytes read as Latin-1: 'Îïåðàöèîííàÿ ñèñòåìà\\nÏðèâåò, ìèð' from pdfium, the same from pdfminer.six.
    Only the text layer is damaged-on-purpose: the page itself shows that same Latin-1 soup (the font is
    not embedded; no free font here has the Cyrillic shapes), so OCR of it reads the soup too.

    glyph_names="afii" (/afii10083 ...) or "uni" (/uni0441 ...) adds a /Differences array naming the Cyrillic
    glyphs, as a PDF of a correctly named font would have: then pdfium and pdfminer both decode the names
    and return 'Операционная система\\nПривет, мир' -- with names present there is no soup to reproduce.
    """
    if glyph_names not in (None, "afii", "uni"):
        raise ValueError(glyph_names)
    lines = [line.encode("cp1251") for line in text.split("\n")]
    used = sorted({b for line in lines for b in line if b >= 0x80})
    encoding = b"/WinAnsiEncoding"
    if glyph_names:
        name = _afii_name if glyph_names == "afii" else (lambda c: f"uni{ord(c):04X}")
        differences = b" ".join(b"%d /%s" % (b, name(bytes([b]).decode("cp1251")).encode()) for b in used)
        encoding = b"<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [%s] >>" % differences
    # widths of what the page shows (Times' Latin-1 glyphs), as the font's /Widths
    widths = b" ".join(b"%d" % _times_width(b) for b in range(32, 256))
    font = (
        b"<< /Type /Font /Subtype /Type1 /BaseFont /TimesNRCyrMT /FirstChar 32 /LastChar 255 /Widths [%s]\n"
        b"/Encoding %s /FontDescriptor 6 0 R >>" % (widths, encoding)
    )
    descriptor = (
        b"<< /Type /FontDescriptor /FontName /TimesNRCyrMT /Flags 34 /FontBBox [-168 -218 1000 898]"
        b" /ItalicAngle 0 /Ascent 683 /Descent -217 /CapHeight 662 /StemV 84 >>"
    )
    content = b"BT /F1 14 Tf 17 TL 72 760 Td\n" + b"".join(_pdf_str(line) + b" '\n" for line in lines) + b"ET"
    return _one_page_pdf(path, font, content, [descriptor])


# ---------------------------------------------------------------------------------------------------------
# 3. scanned pages: images only, or images under a stamped text line

_HELVETICA = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"


def _text_lines(lines: list[str], x: float, y: float, size: float = 8) -> bytes:
    """Helvetica text lines (cp1252) from (x, y) down, as font /F1: a content stream's BT ... ET."""
    shown = b" T* ".join(_pdf_str(line.encode("cp1252")) + b" Tj" for line in lines)
    return b"BT /F1 %s Tf %s TL %s %s Td %s ET" % (_num(size), _num(size * 1.25), _num(x), _num(y), shown)


def make_scanned_pdf(path: Path, pages: list[str], *, dpi: int = 300, stamp: str | None = None,
                     font: Path | None = None) -> Path:
    """`pages` drawn with make_pdf, each rendered by pdfium at `dpi` in 8-bit gray, re-wrapped as one
    full-page Flate image per page: an image-only PDF, no text layer, like a scanner's output.

    pdfium returns '' for every page (pdfminer.six: '\\x0c' per page). Tesseract 5.3 reads a page
    rendered back at 300 dpi word for word (`tesseract img.png stdout -l fra+eng`, accents included):
    a 3-line page ~0.7 s; a full page (65 lines, 519 words) 1.7 s with OMP_THREAD_LIMIT=1, ~10 s without
    it on 2 cores (OpenMP threads thrash). Build: ~0.05 s and 20-200 KB a page at 300 dpi.

    stamp: text written over each page's image, in the text layer (Helvetica 8, lines split at \\n, from
    36 pt above the bottom-left corner), as scanners and Bates numbering stamp scans: "Scanned by X",
    "DOC-{page:06d}" ({page}: the 1-based page number, str.format). pdfium then returns the stamp alone
    ('Scanned by X\\r\\nDOC-000001'); the rendered page shows it over the image, so OCR reads it too.
    With a blank page text ("") it is a caption over a white picture. `font`: make_pdf's (another script).
    """
    import pypdfium2 as pdfium

    with tempfile.TemporaryDirectory(prefix="pdf-damage-") as tmp:
        source = make_pdf(Path(tmp) / "text.pdf", pages, font=font)
        pdf = pdfium.PdfDocument(source)
        try:
            objects: list[bytes] = [b"<< /Type /Catalog /Pages 2 0 R >>", b""]
            fonts = b""
            if stamp is not None:  # object 3, shared by the pages
                objects.append(_HELVETICA)
                fonts = b"/Font << /F1 3 0 R >> "
            kids = []
            for index in range(len(pdf)):
                page = pdf[index]
                width, height = page.get_size()
                bitmap = page.render(scale=dpi / 72, grayscale=True)
                image = bitmap.to_pil().convert("L")
                page.close()
                pixels = zlib.compress(image.tobytes(), 6)
                number = len(objects) + 1  # page, content, image
                kids.append(b"%d 0 R" % number)
                objects.append(
                    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] /Resources << %s/XObject << /Im0 %d 0 R >> "
                    b">> /Contents %d 0 R >>" % (_num(width), _num(height), fonts, number + 2, number + 1)
                )
                content = b"q %s 0 0 %s 0 0 cm /Im0 Do Q" % (_num(width), _num(height))
                if stamp is not None:
                    content += b"\n" + _text_lines(stamp.format(page=index + 1).split("\n"), 36, 36)
                objects.append(_stream(content))
                objects.append(
                    _stream(
                        pixels,
                        b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
                        b"/BitsPerComponent 8 /Filter /FlateDecode " % image.size,
                    )
                )
        finally:
            pdf.close()
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(kids), len(kids))
    return _write_pdf(path, objects)


def make_figure_pdf(path: Path, boxes: list[tuple[float, float, float, float]], *, caption: str | None = None,
                    form_matrix: tuple[float, ...] | None = None) -> Path:
    """One A4 page of flat grey images, one at each box (left, bottom, right, top, in points; a box may pass
    the page's edge), and a caption (Helvetica 8, lines split at \\n) from 36 pt above the bottom left.

    form_matrix (a b c d e f): the images are drawn inside one form XObject, itself placed with this
    matrix, as some producers wrap a page's images. pdfium then gives each image's bounds in the form's
    space (`get_bounds()`), not the page's: (0, 0, 100, 100) placed by (2 0 0 2 50 50) says (0, 0, 100, 100),
    while the page shows (50, 50, 250, 250). Objects: catalog 1, pages 2, page 3, content 4, font 5,
    image 6, form 7.
    """
    images = b"\n".join(b"q %s 0 0 %s %s %s cm /Im0 Do Q" % (_num(r - l), _num(t - b), _num(l), _num(b))
                        for l, b, r, t in boxes)
    text = _text_lines(caption.split("\n"), 36, 36) if caption else b""
    image = _stream(zlib.compress(b"\x80" * 64), b"/Type /XObject /Subtype /Image /Width 8 /Height 8 "
                    b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode ")
    if form_matrix is None:
        content, xobjects, extra = images + b"\n" + text, b"/Im0 6 0 R", []
    else:
        form = _stream(images, b"/Type /XObject /Subtype /Form /BBox [-10000 -10000 10000 10000] "
                       b"/Resources << /XObject << /Im0 6 0 R >> >> ")
        content = b"q %s cm /Fm0 Do Q\n" % b" ".join(_num(v) for v in form_matrix) + text
        xobjects, extra = b"/Fm0 7 0 R", [form]
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] /Resources << /Font << /F1 5 0 R >> "
        b"/XObject << %s >> >> /Contents 4 0 R >>" % (_num(A4[0]), _num(A4[1]), xobjects),
        _stream(content),
        _HELVETICA,
        image,
        *extra,
    ]
    return _write_pdf(path, objects)


# ---------------------------------------------------------------------------------------------------------
# 4. a two-column page with /Rotate 90


def make_rotated_two_column_pdf(
    path: Path,
    left_lines: list[str],
    right_lines: list[str],
    *,
    rotate: int = 90,
    upright: bool = True,
    order: str = "columns",
) -> Path:
    """One A4 page with two columns of Helvetica 11 lines (same baselines in both columns), /Rotate `rotate`.

    upright=True: the content is drawn turned 90 degrees in user space, so that the page reads correctly
    once the viewer applies /Rotate 90 -- a landscape two-column page on portrait paper, as landscape
    prints and scans are made. upright=False: an ordinary portrait two-column page that merely has
    /Rotate set (it shows sideways). rotate=0 writes the same content without /Rotate.
    order="columns": the content stream draws the left column, then the right one (what LaTeX, Word do);
    order="rows": left line 1, right line 1, left line 2, ... (table-like producers, some OCR layers).

    pdfium keeps content-stream order, so the columns interleave only with order="rows":
    - columns, upright (rotate 90 or 0) and upright=False rotate=0: 'L1\r\nL2\r\nL3\r\nR1\r\nR2\r\nR3'.
    - columns, upright=False with /Rotate 90: each column's lines come back REVERSED:
      'L3\r\nL2\r\nL1\r\nR3\r\nR2\r\nR1'.
    - rows, any rotation: 'L1 R1\r\nL2 R2\r\nL3 R3' (each left line joined to its right neighbour by a space).
    pdfminer.six applies /Rotate: upright+90 and unrotated-normal give 'L1\nL2\nL3\n\nR1\nR2\nR3\n\n\x0c';
    the sideways cases (upright rotate=0, upright=False rotate=90) come back one character per line.
    """
    if order not in ("columns", "rows"):
        raise ValueError(order)
    if rotate not in (0, 90, 180, 270):
        raise ValueError(rotate)
    size, leading, margin, gap = 11, 14, 50, 18
    width, height = A4
    column_width = ((height if upright else width) - 2 * margin - gap) / 2
    parts = [b"BT /F1 %d Tf" % size]
    for column, lines in enumerate((left_lines, right_lines)):
        for i, line in enumerate(lines):
            shown = _pdf_str(line.encode("cp1252"))
            if upright:  # baseline runs up the page (user space); line i+1 lies further right
                x, y = margin + 10 + i * leading, margin + column * (column_width + gap)
                parts.append(b"0 1 -1 0 %s %s Tm %s Tj" % (_num(x), _num(y), shown))
            else:
                x, y = margin + column * (column_width + gap), height - margin - 10 - i * leading
                parts.append(b"1 0 0 1 %s %s Tm %s Tj" % (_num(x), _num(y), shown))
    if order == "rows":
        left, right = parts[1 : 1 + len(left_lines)], parts[1 + len(left_lines) :]
        rows = [part for pair in zip(left, right) for part in pair]
        rows += left[len(right) :] + right[len(left) :]
        parts = parts[:1] + rows
    parts.append(b"ET")
    font = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
    page_extra = b"/Rotate %d " % rotate if rotate else b""
    return _one_page_pdf(path, font, b"\n".join(parts), [], page_extra)


def _shown_at(x: float, y: float, text: str, size: int = 10) -> bytes:
    """One line of Helvetica `size` at (x, y), as its own text object (BT ... ET)."""
    return b"BT /F1 %d Tf 1 0 0 1 %s %s Tm %s Tj ET" % (size, _num(x), _num(y), _pdf_str(text.encode("cp1252")))


def make_row_order_two_column_pdf(
    path: Path,
    left_lines: list[str],
    right_lines: list[str],
    *,
    title: str | None = None,
    order: str = "rows",
    right_drop: float = 0,
) -> Path:
    """One A4 portrait page: an optional centred title (Helvetica 16, across both columns), then two
    columns of Helvetica 10 lines (leading 13; columns 236 pt wide, gutter 24 pt) on the same baselines,
    or with the right column's `right_drop` points lower (columns in other fonts or leadings).

    order="rows": the content stream draws left line 1, right line 1, left line 2, ... (as row-by-row
    layout engines and OCR layers do); order="columns": the left column, then the right one (LaTeX, Word).
    Each line is its own text object. Keep `title` short enough to stay one line, the column lines under
    about 45 characters (cp1252 only).

    pdfium (get_text_range), rows: 'Title\\r\\nL1 R1\\r\\nL2 R2\\r\\n...' (each left line joined to its right
    neighbour by a space; a left line ending in '-' keeps it, no U+FFFE); with right_drop=6 all on one line,
    'Title\\r\\nL1 R1 L2 R2 ...'; columns: 'Title\\r\\nL1\\r\\nL2\\r\\n...R1\\r\\nR2...' (a line-end hyphen as
    U+FFFE and no line break).
    """
    if order not in ("columns", "rows"):
        raise ValueError(order)
    width, height = A4
    margin, gap, size, leading = 50, 24, 10, 13
    column_width = (width - 2 * margin - gap) / 2
    top = height - margin - 40
    parts = []
    if title:
        title_width = sum(_helvetica_width(b) for b in title.encode("cp1252")) * 16 / 1000
        parts.append(_shown_at((width - title_width) / 2, height - margin - 10, title, 16))
    left = [_shown_at(margin, top - i * leading, line) for i, line in enumerate(left_lines)]
    right = [_shown_at(margin + column_width + gap, top - right_drop - i * leading, line)
             for i, line in enumerate(right_lines)]
    if order == "rows":
        parts += [part for pair in zip(left, right) for part in pair] + left[len(right):] + right[len(left):]
    else:
        parts += left + right
    return _one_page_pdf(path, _HELVETICA, b"\n".join(parts), [])


def make_table_pdf(path: Path, rows: list[list[tuple[float, str]]], *, top: float = 760, leading: float = 13) -> Path:
    """One A4 page with a table drawn row by row, as every tool draws one: `rows` top first, each a list of
    (x, text) cells in Helvetica 10 on the row's baseline, each cell its own text object.
    pdfium returns one line per row, its cells joined by spaces: 'a b c\\r\\nd e f'."""
    parts = [_shown_at(x, top - i * leading, text) for i, row in enumerate(rows) for x, text in row]
    return _one_page_pdf(path, _HELVETICA, b"\n".join(parts), [])


def _helvetica_width(code: int) -> int:
    """Helvetica's advance width (1/1000 em) of a WinAnsi (cp1252) code."""
    from fpdf.fonts import CORE_FONTS_CHARWIDTHS

    return CORE_FONTS_CHARWIDTHS["helvetica"][chr(code)]


# ---------------------------------------------------------------------------------------------------------
# 5. many pages


def make_long_pdf(path: Path, n_pages: int = 1000) -> Path:
    """`n_pages` pages: a running header 'Page N of n_pages.' and two body lines of words that differ
    from page to page (a manual's pages do; a template repeated on every page would be all running lines).

    pdfium returns e.g. 'Page 7 of 1000.\r\nthe archive keeps ...' for index 6.
    1000 pages: ~0.2 s to build; pdfium extracts all 1000 in ~0.05 s.
    """
    words = ("archive", "package", "mirror", "release", "kernel", "module", "signature", "keyring", "source",
             "binary", "upload", "changelog", "policy", "maintainer", "control", "section", "priority")

    def line(n: int, k0: int) -> str:
        return " ".join(words[(n * k + n // len(words)) % len(words)] for k in range(k0, k0 + 7))

    pages = [f"Page {n} of {n_pages}.\nThe {line(n, 1)}\nand {line(n, 8)}." for n in range(1, n_pages + 1)]
    return make_pdf(path, pages)


# ---------------------------------------------------------------------------------------------------------
# 6. a book excerpt: running headers, footers, hyphenation, page labels

_BODY = [
    "La lecture attentive d'un document demande une bonne compréhen-",
    "sion du contexte et des notions employées par l'auteur. Chaque",
    "chapitre reprend les idées du précédent et les dévelop-",
    "pe avec des exemples tirés de situations réelles, afin que le",
    "lecteur puisse vérifier ses connaissances au fil des pages.",
    "",
    "Les informations essentielles sont regroupées en fin de sec-",
    "tion, sous forme de listes courtes et faciles à retrouver.",
]


def make_running_header_pdf(
    path: Path, n_pages: int = 6, *, roman_pages: int = 2, roman_start: int = 3, first_number: int = 12
) -> Path:
    """A book excerpt: running header with the printed page number, footer, hyphenated body, /PageLabels.

    Reproduces a book chapter (scanned-and-OCRed or printed to PDF): the first `roman_pages` pages are
    front matter labelled 'iii', 'iv', ... (roman from `roman_start`), the rest labelled first_number,
    first_number+1, ... (so label != physical index + 1). Each page's header shows its label: verso
    (even label) '12    Ce qu'il faut savoir' (number left), recto 'Chapitre 1. Les bases    13' (number
    right); front matter 'Avant-propos' with the roman number. Footer 'Manuel d'exemple - édition 2026'.
    Body lines end in hyphenated words ('compréhen-' / 'sion', 'dévelop-' / 'pe', 'sec-' / 'tion').

    pdfium: get_page_label(i) -> 'iii', 'iv', '12', '13', ... ('' for a PDF without /PageLabels).
    get_text_range() of the page labelled 12: "12 Ce qu'il faut savoir\\r\\nLa lecture attentive d'un
    document demande une bonne compréhen\\ufffesion du contexte ... Chaque\\r\\nchapitre ... dévelop\\ufffepe
    avec ...\\r\\n...repère 12.\\r\\nManuel d'exemple - édition 2026": header number and title on one line; a
    line-end hyphen is replaced by U+FFFE and the two halves joined on one line.
    pdfminer.six keeps them: "12\\n\\nCe qu'il faut savoir\\n\\n... compréhen-\\n\\nsion du contexte ...".
    """
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_auto_page_break(False)
    for index in range(n_pages):
        front = index < roman_pages
        if index == 0 and front:
            pdf.add_page(label_style="r", label_start=roman_start)
        elif index == roman_pages:
            pdf.add_page(label_style="D", label_start=first_number)
        else:
            pdf.add_page()
        pdf.set_font("Helvetica", size=9)
        if front:
            number = _roman(roman_start + index)
            pdf.text(20, 15, number)
            pdf.text(90, 15, "Avant-propos")
        else:
            number = str(first_number + index - roman_pages)
            if int(number) % 2 == 0:
                pdf.text(20, 15, number)
                pdf.text(90, 15, "Ce qu'il faut savoir")
            else:
                pdf.text(90, 15, "Chapitre 1. Les bases")
                pdf.text(185, 15, number)
        pdf.set_font("Helvetica", size=11)
        y = 35.0
        for line in _BODY + [f"Paragraphe {index + 1} de cette page, repère {number}."]:
            pdf.text(20, y, line)
            y += 6.0
        pdf.set_font("Helvetica", size=8)
        pdf.text(75, 285, "Manuel d'exemple - édition 2026")
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return path


def _roman(n: int) -> str:
    out = ""
    for value, digits in ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"),
                          (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while n >= value:
            out, n = out + digits, n - value
    return out


# ---------------------------------------------------------------------------------------------------------
# letter-spaced listings: every letter placed by hand (TJ kerns), as a slide's code listing is


def make_letter_spaced_pdf(path: Path, lines: list[str], *, scaled: bool = False) -> Path:
    """Courier lines with tracking after each letter, alternately 0.10 and 0.16 em, and words 0.45 em apart
    with no space glyph (as TeX sets them): pdfium makes up a space at each 0.16 em gap ("B ui ld -D ep en
    ds :") and at each word break; the last line is set without tracking, as plain text. `scaled`: the
    font set at 1 pt and scaled to 8 by the text matrix, as troff does (same page)."""
    font = b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>"
    content = []
    for number, line in enumerate(lines):
        tracked = number < len(lines) - 1
        parts = []
        for word in line.split():
            parts += [b"%s %d" % (_pdf_str(char.encode("cp1252")), (-100 if i % 2 else -160) if tracked else 0)
                      for i, char in enumerate(word)]
            parts.append(b"-450")
        place = b"/F1 1 Tf 8 0 0 8 50 %d Tm" if scaled else b"/F1 8 Tf 50 %d Td"
        content.append(b"BT " + place % (760 - 14 * number) + b" [%s] TJ ET" % b" ".join(parts))
    return _one_page_pdf(path, font, b"\n".join(content), [])


# ---------------------------------------------------------------------------------------------------------
# headings told by their type size


def make_sized_headings_pdf(path: Path, pages: list[list[tuple[int, str]]]) -> Path:
    """One A4 page per list of (type size in points, line), Helvetica, lines 1.5 sizes apart."""
    from fpdf import FPDF

    pdf = FPDF(format="A4", unit="pt")
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_auto_page_break(False)
    for lines in pages:
        pdf.add_page()
        y = 60.0
        for size, line in lines:
            pdf.set_font("Helvetica", size=size)
            y += 1.5 * size
            pdf.text(56, y, line)
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return path


def first_page_text(path: Path, rewrite) -> tuple[str, str]:
    """PDFium's text of the first page of `path`, and `rewrite(textpage, text)` of it (a step of
    extract._text_layer)."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        textpage = pdf[0].get_textpage()
        text = textpage.get_text_range()
        return text, rewrite(textpage, text)
    finally:
        pdf.close()
