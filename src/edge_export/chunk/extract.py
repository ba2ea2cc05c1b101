"""Stage 1: PDF → page-exact text, one text per page, 1-based page numbers, line breaks kept."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import blake3

from ..errors import InputError

EXTRACTOR_VERSION = "pypdfium2-text-v1"

# PDFium reports a hyphen that ends a line (e.g. "contre-" / "indication") as U+FFFE and drops the
# line break. Restoring both keeps the text and its line numbers as printed on the page.
_SOFT_HYPHEN_MARK = "\ufffe"
_RESTORED_HYPHEN = "-\n"


@dataclass(frozen=True)
class Page:
    number: int  # 1-based
    text: str

    @property
    def is_blank(self) -> bool:
        return not self.text.strip()


@dataclass(frozen=True)
class Document:
    path: Path
    source: str  # the file name, NFC: what citations show
    doc_id: str  # blake3 of the file bytes (first 32 hex): content-addressed identity
    pages: tuple[Page, ...]


@dataclass(frozen=True)
class SkippedFile:
    path: str
    reason: str


def normalize_page_text(raw: str) -> str:
    text = raw.replace("\r\n", "\n").replace("\r", "\n")
    text = text.replace(_SOFT_HYPHEN_MARK, _RESTORED_HYPHEN)
    return unicodedata.normalize("NFC", text)


def find_pdfs(folder: Path) -> list[Path]:
    """PDFs directly in `folder`, sorted by NFC file name (this order numbers the documents)."""
    folder = Path(folder)
    if not folder.is_dir():
        raise InputError(folder, "not a folder")
    pdfs = [p for p in folder.iterdir() if p.suffix.lower() == ".pdf"]
    if not pdfs:
        raise InputError(folder, "folder contains no .pdf files")
    return sorted(pdfs, key=lambda p: unicodedata.normalize("NFC", p.name))


def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise InputError(path, "is a folder, not a PDF file") from None
    except FileNotFoundError:
        raise InputError(path, "file not found (or a broken link)") from None
    except OSError as exc:
        raise InputError(path, f"cannot read file: {exc.strerror or exc}") from None


def _load_failure_reason(data: bytes) -> str:
    """Why PDFium refused a file. Its error code is process-global and can be stale (a zero-page file
    fails with the previous file's error), so the reason is read from the file's own structure."""
    if b"/Encrypt" in data:
        return "password-protected PDF: cannot extract text"
    if re.search(rb"/Count\s*0\b", data) and not re.search(rb"/Type\s*/Page\b(?!s)", data):
        return "PDF has zero pages"
    return "corrupt or truncated PDF (PDFium cannot load it)"


def _open_pdf(path: Path, data: bytes):
    import pypdfium2 as pdfium

    if not data:
        raise InputError(path, "empty file (0 bytes), not a PDF")
    if not data.lstrip()[:5] == b"%PDF-":
        raise InputError(path, "not a PDF (no %PDF- header)")
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError:
        raise InputError(path, _load_failure_reason(data)) from None


def extract_pdf(path: str | Path) -> Document:
    """Extract every page of one PDF; raises InputError naming the file and the reason."""
    path = Path(path)
    data = _read_bytes(path)
    pdf = _open_pdf(path, data)
    try:
        if len(pdf) == 0:
            raise InputError(path, "PDF has zero pages")
        pages = []
        for index in range(len(pdf)):
            page = pdf[index]
            try:
                textpage = page.get_textpage()
                pages.append(Page(index + 1, normalize_page_text(textpage.get_text_range())))
                textpage.close()
            except Exception as exc:  # PDFium raises bare errors on damaged page streams
                raise InputError(path, f"page {index + 1} unreadable ({exc})") from None
            finally:
                page.close()
    finally:
        pdf.close()
    return Document(
        path=path,
        source=unicodedata.normalize("NFC", path.name),
        doc_id=blake3.blake3(data).hexdigest()[:32],
        pages=tuple(pages),
    )


def extract_folder(folder: str | Path, *, skip_bad: bool = False, on_document=None):
    """Extract every PDF of a folder, in document-number order.

    Returns (documents, skipped). With skip_bad, a bad file is recorded and the rest goes on; without
    it, the first bad file raises. Document numbers come from the sorted list of all PDFs, so skipping
    one does not renumber the others (ids stay stable when a broken file is fixed later).
    """
    documents: list[tuple[int, Document]] = []
    skipped: list[SkippedFile] = []
    for number, path in enumerate(find_pdfs(Path(folder)), start=1):
        try:
            documents.append((number, extract_pdf(path)))
        except InputError as exc:
            if not skip_bad:
                raise
            skipped.append(SkippedFile(exc.path, exc.reason))
        if on_document:
            on_document(path)
    return documents, skipped
