"""Build small real PDFs for tests (fpdf2), one text per page, with fixed dates so bytes are stable."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

FIXED_DATE = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)


def make_pdf(path: Path, pages: list[str], *, password: str | None = None, font: Path | None = None) -> Path:
    """One A4 page per text; each text line on its own PDF line. Helvetica, so latin-1 text only, unless
    `font` names a TrueType file (DejaVu Sans: Greek, Cyrillic; drawn left to right, unshaped)."""
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_creation_date(FIXED_DATE)
    if font is not None:
        pdf.add_font("Given", fname=str(font))
        pdf.set_font("Given", size=9)
    else:
        pdf.set_font("Helvetica", size=9)
    pdf.set_auto_page_break(False)
    for text in pages:
        pdf.add_page()
        y = 15.0
        for line in text.split("\n"):
            pdf.text(10, y, line)
            y += 4.0
    if password:
        pdf.set_encryption(owner_password=password + "-owner", user_password=password)
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return path


def make_zero_page_pdf(path: Path) -> Path:
    """A well-formed PDF whose page tree is empty (fpdf2 refuses to write one; pdfium does)."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument.new()
    pdf.save(str(path))
    pdf.close()
    return path
