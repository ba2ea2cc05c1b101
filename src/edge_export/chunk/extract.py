"""Stage 1: PDF → page-exact text, one text per page, 1-based page numbers, line breaks kept.

Each page's text is PDFium's unless the text-quality gate rejects it; then the extraction chain
(extractors/chain.py) tries the fallbacks and records what it did on the page (its provenance).
"""

from __future__ import annotations

import re
import unicodedata
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import blake3

from ..errors import InputError
from .extractors.chain import PDFIUM, Attempt, ExtractionChain, PendingOcr
from .extractors.glyph_names import GlyphNamePages
from .font_sizes import line_font_sizes
from .languages import DEFAULT_LANGUAGES, parse_languages
from .letter_spacing import join_letter_spaced
from .reading_order import in_reading_order
from .plausibility import document_languages
from .text_quality import CONTROL_CHARACTER

# v2: the text-quality gate and its chain, rotation, normalize_page_text; v3: letter-spaced words whole,
# row-order columns re-read, pages with words of Latin-1 soup read by code page, stamped scans OCR'd, line
# font sizes (sections by size); v4: no language declared: code pages chosen by how plausible their words are,
# OCR in the script Tesseract sees and kept only as words of a language, a few bad characters dropped in
# place, line-end hyphens joined by the language's words
EXTRACTOR_VERSION = "pypdfium2-text-v4"

# PDFium reports a hyphen that ends a line (e.g. "contre-" / "indication") as U+FFFE and drops the
# line break. Restoring both keeps the text and its line numbers as printed on the page.
_SOFT_HYPHEN_MARK = "\ufffe"
_RESTORED_HYPHEN = "-\n"
# Code points that stand for plain letters, as those letters: ligatures (ﬁ, ﬃ, ...: a glyph-name decoder
# gives them for TeX's ligatures, and neither BM25's words nor the tokenizer's pieces match them), and the
# Adobe Glyph List's private-use Cyrillic variants (afii10063-afii10832: Serbian italic г б д п т).
_AS_LETTERS = str.maketrans({
    **{chr(c): unicodedata.normalize("NFKC", chr(c)) for c in range(0xFB00, 0xFB07)},
    "\uf6c4": "г", "\uf6c5": "б", "\uf6c6": "д", "\uf6c7": "п", "\uf6c8": "т",
})
# One control character between non-letters is a symbol glyph without a Unicode map (a figure's marker, a
# bullet): it carries no word, so it goes. Next to a letter, or in a run (a word of a font with no map at
# all), it stands for letters ("di\x1ccile"): it stays, and the text-quality gate sends the page down the
# extraction chain.
_ISOLATED_CONTROL = re.compile(
    rf"(?<![^\W\d_]|{CONTROL_CHARACTER}){CONTROL_CHARACTER}(?![^\W\d_]|{CONTROL_CHARACTER})")


@dataclass(frozen=True)
class Page:
    number: int  # 1-based
    text: str
    extractor: str = PDFIUM  # which step of the extraction chain gave `text` (with its version)
    confidence: float | None = None  # OCR's mean word confidence (0..1), for OCR'd pages
    attempts: tuple[Attempt, ...] = ()  # the chain's steps, when PDFium's text did not pass at once
    problems: tuple[str, ...] = ()  # why no step could read the page: it is unreadable and keeps no text
    label: str | None = None  # the printed page number the PDF's /PageLabels give ("iii", "12"), if any
    # (line, points) per line of PDFium's text (font_sizes.py), whichever step's text the page keeps
    line_sizes: tuple[tuple[str, float], ...] = ()

    @property
    def is_blank(self) -> bool:
        return not self.text.strip()

    @property
    def unreadable(self) -> bool:
        return bool(self.problems)

    def provenance(self) -> dict:
        """What the chain did on this page, for the chunk file and its report."""
        out: dict = {"page": self.number, "extractor": self.extractor}
        if self.confidence is not None:
            out["confidence"] = self.confidence
        out["steps"] = [{"extractor": a.extractor, **({"confidence": a.confidence} if a.confidence is not None else {}),
                         "problems": list(a.problems)} for a in self.attempts]
        return out


@dataclass(frozen=True)
class Document:
    path: Path
    source: str  # the file name, NFC: what citations show
    doc_id: str  # blake3 of the file bytes (first 32 hex): content-addressed identity
    pages: tuple[Page, ...]
    # the scripts of its letters (share) and each one's most plausible language (its known-word share):
    # {"scripts": {"Cyrillic": 0.93, "Latin": 0.07}, "languages": {"ru": 0.91, "en": 0.84}}
    languages: dict = field(default_factory=dict)

    @property
    def language_codes(self) -> tuple[str, ...]:
        return tuple(self.languages.get("languages", {}))


@dataclass(frozen=True)
class SkippedFile:
    path: str
    reason: str


def normalize_page_text(raw: str) -> str:
    # PDFium ends a line with \r\n; a lone \r is a character code (OT1's "fl" ligature), not a line break.
    text = raw.replace("\r\n", "\n")
    text = text.replace(_SOFT_HYPHEN_MARK, _RESTORED_HYPHEN)
    text = text.translate(_AS_LETTERS)
    text = _ISOLATED_CONTROL.sub("", text)
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


def _text_layer(page) -> tuple[str, tuple[tuple[str, float], ...]]:
    """PDFium's text of a page (not normalised) and its lines' font sizes (font_sizes.py), read in the
    page's own coordinates: on a page with /Rotate, PDFium's line-building works in the rotated space and
    cuts a two-column page into interleaved pieces (or reverses its lines); the rotation is put back for
    rendering (OCR). The text is PDFium's get_text_range but for two repairs: letter-spaced words read
    whole (letter_spacing.py), and a two-column page whose content stream runs across the columns line by
    line read column by column (reading_order.py)."""
    rotation = page.get_rotation()
    if rotation:
        page.set_rotation(0)
    try:
        textpage = page.get_textpage()
        raw = textpage.get_text_range()
        # first the steps that map the text's characters to PDFium's character indices one to one
        sizes = line_font_sizes(textpage, raw)
        text = in_reading_order(textpage, join_letter_spaced(textpage, raw))
        textpage.close()
    finally:
        if rotation:
            page.set_rotation(rotation)
    return text, sizes


def _page_label(pdf, index: int) -> str | None:
    """The printed page number the PDF's /PageLabels give; None when it has none (or a broken one)."""
    try:
        return pdf.get_page_label(index) or None
    except (UnicodeDecodeError, ValueError):
        return None


def default_chain(languages=DEFAULT_LANGUAGES) -> ExtractionChain:
    """The chain for `languages` ("auto", or hints such as "fr,en": chunk/languages.py)."""
    return ExtractionChain(parse_languages(languages), normalize_page_text)


def unreadable_message(page: Page) -> str:
    """How an unreadable page is named after its file: "page 12: unreadable (<every step's problems>)"."""
    return f"page {page.number}: unreadable ({'; '.join(page.problems)})"


@contextmanager
def _chain_or_default(chain: ExtractionChain | None):
    """The caller's chain (the caller closes it), else a default one for this call, closed after it."""
    if chain is not None:
        yield chain
        return
    own = default_chain()
    try:
        yield own
    finally:
        own.close()


def extract_pdf(path: str | Path, *, chain: ExtractionChain | None = None, strict: bool = False) -> Document:
    """Extract every page of one PDF; raises InputError naming the file and the reason. With `strict`, a
    page no step of the chain can read is an error too."""
    with _chain_or_default(chain) as chain:
        return _extract_pdf(Path(path), chain, strict)


def _extract_pdf(path: Path, chain: ExtractionChain, strict: bool) -> Document:
    data = _read_bytes(path)
    pdf = _open_pdf(path, data)

    try:
        if len(pdf) == 0:
            raise InputError(path, "PDF has zero pages")
        glyph_pages = GlyphNamePages(data, len(pdf))
        reads = []  # a page sent to OCR is finished after the others are read: OCR runs beside them
        line_sizes = []
        try:
            for index in range(len(pdf)):
                page = pdf[index]
                try:
                    text, sizes = _text_layer(page)
                    reads.append(chain.read(page, index, text, glyph_pages))
                    line_sizes.append(sizes)
                except Exception as exc:  # PDFium raises bare errors on damaged page streams
                    raise InputError(path, f"page {index + 1}: unreadable ({exc})") from None
                finally:
                    page.close()
            labels = [_page_label(pdf, index) for index in range(len(pdf))]
            pages = []
            for index, read in enumerate(reads):
                read = read.result() if isinstance(read, PendingOcr) else read
                pages.append(Page(index + 1, read.text, read.extractor, read.confidence, read.attempts,
                                  read.problems, labels[index], line_sizes[index]))
                if strict and pages[-1].unreadable:
                    raise InputError(path, unreadable_message(pages[-1]))
        except BaseException:  # this document's pages still waiting for OCR are not wanted any more
            for read in reads:
                if isinstance(read, PendingOcr):
                    read.reading.cancel()
            raise
    finally:
        pdf.close()
    return Document(
        path=path,
        source=unicodedata.normalize("NFC", path.name),
        doc_id=blake3.blake3(data).hexdigest()[:32],
        pages=tuple(pages),
        languages=document_languages([p.text for p in pages], hints=chain.hints),
    )


def extract_folder(folder: str | Path, *, skip_bad: bool = False, on_document=None,
                   chain: ExtractionChain | None = None, strict: bool = False):
    """Extract every PDF of a folder, in document-number order.

    Returns (documents, skipped). With skip_bad, a bad file is recorded and the rest goes on; without
    it, the first bad file raises. Document numbers come from the sorted list of all PDFs, so skipping
    one does not renumber the others (ids stay stable when a broken file is fixed later).
    """
    documents: list[tuple[int, Document]] = []
    skipped: list[SkippedFile] = []
    with _chain_or_default(chain) as chain:
        for number, path in enumerate(find_pdfs(Path(folder)), start=1):
            try:
                documents.append((number, _extract_pdf(path, chain, strict)))
            except InputError as exc:
                if not skip_bad:
                    raise
                skipped.append(SkippedFile(exc.path, exc.reason))
            if on_document:
                on_document(path)
    return documents, skipped
