"""The scanned Chinese, Japanese and Korean pages of tests/chunk/extractors/test_ocr.py, made again from the
real-PDF set (benchmarks/realpdf/fetch_real_pdfs.py; the tests need only the PDFs made here, committed):

    .venv/bin/python tests/chunk/scans/make_cjk_scans.py build/realpdf/pdfs

Each is a passage of a page of a Debian manual rendered at 300 dpi, in black and white (1 bit: 5-21 KB),
and wrapped alone in an image-only PDF (fpdf2), as a scanner's output: no text layer. Deterministic: the
same source PDFs give the same bytes.

| file | from (Debian package: its copyright file gives the licence) | passage |
|---|---|---|
| scanned-ko.pdf | Getting-Started-with-the-Rcmdr-ko.pdf (r-cran-rcmdr 2.8-0-1), page 1 | section 1's heading and first paragraph (Hangul, bold and Latin words) |
| scanned-ja.pdf | refcard-ja-a4.pdf (debian-refcard 12.0: GPL-3+), page 1 | its legal notice (Kana, Han, a URL) |
| scanned-zh.pdf | lshort-zh-cn.pdf (texlive-lang-chinese 2022.20230122-1), page 14 | section 1.1.4's heading and first paragraph (Han, Latin names) |
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DPI = 300
MARGIN = 36  # points of white around the passage
# file: (source PDF, 1-based page, passage box in points: left, bottom, right, top, from the bottom-left corner)
SCANS = {
    "scanned-ko.pdf": ("Getting-Started-with-the-Rcmdr-ko.pdf", 1, (70, 457, 530, 642)),
    "scanned-ja.pdf": ("refcard-ja-a4.pdf", 1, (290, 62, 560, 118)),
    "scanned-zh.pdf": ("lshort-zh-cn.pdf", 14, (100, 262, 530, 372)),
}


def scan(source: Path, page_number: int, box: tuple[float, float, float, float]) -> bytes:
    import pypdfium2 as pdfium
    from fpdf import FPDF

    left, bottom, right, top = box
    doc = pdfium.PdfDocument(source)
    page = doc[page_number - 1]
    width, height = page.get_size()
    image = page.render(scale=DPI / 72, grayscale=True, crop=(left, bottom, width - right, height - top)).to_pil()
    image = image.convert("L").point(lambda v: 255 if v > 160 else 0).convert("1")
    page.close()
    doc.close()
    out = FPDF(unit="pt")
    out.set_creation_date(dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc))
    out.set_auto_page_break(False)
    out.add_page(format=(right - left + 2 * MARGIN, top - bottom + 2 * MARGIN))
    out.image(image, x=MARGIN, y=MARGIN, w=right - left, h=top - bottom)
    return bytes(out.output())


def main(pdfs: Path) -> None:
    for name, (source, page, box) in SCANS.items():
        (HERE / name).write_bytes(scan(pdfs / source, page, box))
        print(HERE / name)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
