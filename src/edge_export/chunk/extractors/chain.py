"""The extraction chain for one page: PDFium's text if it passes the text-quality gate, else the first
fallback's text that does (a legacy code page, the fonts' glyph names, OCR), each step recorded.

A page no step can read keeps no text (nothing garbled is embedded) and carries every step's problems,
so the chunk report and the run's output can name it.

A stamped scan passes the gate with the wrong text: a page image covering the page, and over it a text
layer of a few words (a scanner's "Scanned by ..." line, a Bates number, a page number stamped on the
scan). Such a page goes to OCR too; OCR's text is kept when it reads clearly more words than the text
layer, else the text layer is (a photo's caption stays a caption when OCR finds nothing more). A page
that passes with a few words of Latin-1 soup (a title in a broken 8-bit font over a sound page) is read
with a code page when one decodes them cleanly, else kept as it is.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from concurrent.futures import Future
from dataclasses import dataclass

from ..text_quality import TextGate, latin_1_soup_words, mixed_script_words
from .glyph_names import GlyphNamePages
from .legacy_code_page import code_page_readings
from .ocr import Tesseract
from .page_images import has_images, image_coverage
from .reading import Reading

PDFIUM = "pdfium"
UNREADABLE = "none"  # the extractor of a page no step could read
MIN_OCR_CONFIDENCE = 0.5  # Tesseract's mean word confidence under which its text is mostly wrong words
NO_TEXT_LAYER = "no text layer: the page is an image"
# A stamped scan. A stamp is a line or two (a scanner's name, a Bates number, a date, a page number):
# well under 20 words, where a page whose text layer is its text holds more (a slide 20-60 words, a page
# of prose 200-500). Only at or below this are the page's images looked at.
MAX_STAMP_WORDS = 20
# A scanner's image is the page: 94-100 % of it (an A4 scan on a Letter page, or the reverse, loses the
# rest). A figure in a book leaves its margins and its caption free: a figure filling a whole A4 type
# area with 2.5 cm margins covers 63 % of the page.
MIN_SCAN_IMAGE_COVERAGE = 0.85
# OCR reads the stamp as well (it is printed on the page): on a photo with a caption it reads the caption
# again and, at most, a few words more; on a scan it reads the page's words beside the stamp's handful.
OCR_WORDS_OVER_TEXT_LAYER = 2  # OCR's text is kept when it has more than this many times the layer's words
_WORD = re.compile(r"[^\W_]+")  # letters or digits: "n° 000123" is two words, a "|" read in a photo none


def word_count(text: str, at_most: int | None = None) -> int:
    """The words of `text`; with `at_most`, counting stops there (cheap on a page of prose)."""
    return sum(1 for _ in itertools.islice(_WORD.finditer(text), at_most))


def every_problem(steps: Iterable[tuple[str, Iterable[str]]]) -> tuple[str, ...]:
    """An unreadable page's problems, "extractor: problem" for each of its steps' (Attempts, or their
    provenance dicts in a chunk file)."""
    return tuple(f"{extractor}: {problem}" for extractor, problems in steps for problem in problems)


@dataclass(frozen=True)
class Attempt:
    """One step of the chain on a page: what it read with, and why its text was not kept (empty: kept)."""

    extractor: str
    problems: tuple[str, ...]
    confidence: float | None = None


@dataclass(frozen=True)
class ChainResult:
    text: str
    extractor: str
    confidence: float | None
    attempts: tuple[Attempt, ...]  # () when PDFium's text passed at once
    problems: tuple[str, ...]  # non-empty: no step could read the page (text is "")


@dataclass(frozen=True)
class PendingOcr:
    chain: "ExtractionChain"
    attempts: list[Attempt]
    reading: Future  # of a Reading
    text_layer: str | None = None  # a stamped scan's text layer (normalised): kept unless OCR reads more

    def result(self) -> ChainResult:
        return self.chain.finish(self.attempts, self.reading.result(), self.text_layer)


def _stamped_scan(page, text: str) -> str | None:
    """Why a page whose text passed the gate goes to OCR all the same: its text layer is a few words over
    a page image (a stamp on a scan). None for any other page: most are known after their first words."""
    words = word_count(text, at_most=MAX_STAMP_WORDS + 1)
    if words > MAX_STAMP_WORDS:
        return None
    coverage = image_coverage(page)
    if coverage < MIN_SCAN_IMAGE_COVERAGE:
        return None
    return f"text layer of {words} word{'s' * (words != 1)} over a page image covering {coverage:.0%} of the page"


def _no_more_words(ocr_text: str, text_layer: str) -> str | None:
    """Why OCR's text of a stamped scan is not kept over its text layer: it reads no clearly more words."""
    read, layer = word_count(ocr_text), word_count(text_layer)
    if read > OCR_WORDS_OVER_TEXT_LAYER * layer:
        return None
    return f"{read} words read, not over {OCR_WORDS_OVER_TEXT_LAYER} times the text layer's {layer}"


class ExtractionChain:
    """One per run: Tesseract is checked once, and its pool of OCR processes serves every document."""

    def __init__(self, gate: TextGate, normalize):
        self.gate = gate
        self.normalize = normalize
        self.ocr = Tesseract(gate.languages)

    def read(self, page, index: int, raw_text: str, glyph_pages: GlyphNamePages) -> ChainResult | PendingOcr:
        """The page's text from PDFium's `raw_text` (before normalisation: a code page needs the bytes as
        PDFium showed them); a PendingOcr when it goes to OCR, which runs beside the next pages' reading."""
        pdfium_text = self.normalize(raw_text)
        problems = self.gate.problems(pdfium_text)
        blank = not pdfium_text.strip()
        if blank and has_images(page):
            problems = [NO_TEXT_LAYER]
        if not problems:
            if not blank and (stamped := _stamped_scan(page, pdfium_text)):
                return PendingOcr(self, [Attempt(PDFIUM, (stamped,))], self.ocr.submit(page), pdfium_text)
            return self._soup_decoded(raw_text, pdfium_text) or ChainResult(pdfium_text, PDFIUM, None, (), ())
        attempts = [Attempt(PDFIUM, tuple(problems))]

        def text_layer_readings():  # lazily: pdfminer parses the document only when the code pages fail
            if self.gate.mojibake(pdfium_text):  # mostly soup: a code page's reading is judged by the gate alone
                yield from code_page_readings(raw_text, self.gate.languages)
            elif latin_1_soup_words(pdfium_text):
                yield from self._code_page_readings(raw_text, pdfium_text)
            yield glyph_pages.read(index)

        for reading in text_layer_readings() if not blank else ():
            if kept := self._try(reading, attempts):
                return kept
        return PendingOcr(self, attempts, self.ocr.submit(page))

    def _soup_decoded(self, raw_text: str, pdfium_text: str) -> ChainResult | None:
        """A page that passed the gate but holds words of Latin-1 soup (a title in a broken 8-bit font over
        a sound page), read with the first code page that passes; None to keep PDFium's text."""
        if not (soup := latin_1_soup_words(pdfium_text)):
            return None
        attempts = [Attempt(PDFIUM, (f"{len(soup)} words of Latin-1 accented letters only "
                                     f"({', '.join(soup[:3])}): an 8-bit font read as Latin-1?",))]
        for reading in self._code_page_readings(raw_text, pdfium_text):
            if kept := self._try(reading, attempts):
                return kept
        return None

    def _code_page_readings(self, raw_text: str, pdfium_text: str):
        """For a page with a few words of soup among sound ones: the declared code pages' readings that turn
        every word of soup into letters without making any word half Latin ("mйthode": a French page's
        accents, or a list of them, are not a font's bytes)."""
        mixed = mixed_script_words(pdfium_text)
        for reading in code_page_readings(raw_text, self.gate.languages):
            decoded = self.normalize(reading.text)
            if not latin_1_soup_words(decoded) and mixed_script_words(decoded) <= mixed:
                yield reading

    def close(self) -> None:
        """Stop the OCR pool (queued pages cancelled) and remove its rendered pages."""
        self.ocr.close()

    def finish(self, attempts: list[Attempt], reading: Reading, text_layer: str | None = None) -> ChainResult:
        """The page's result once its OCR reading is in: the OCR text, else a stamped scan's text layer (a
        last step records that it was kept), else nothing, the page named unreadable.

        OCR's text is kept as Tesseract reads it, the stamp's words with the rest: the stamp is printed on
        the page, so OCR reads it in its place; adding the text layer's words as well would put them in
        chunk text twice, and finding which ones OCR missed would be a second, fuzzy reading of the page."""
        if text_layer is not None:
            return self._try(reading, attempts, text_layer) or ChainResult(
                text_layer, PDFIUM, None, (*attempts, Attempt(PDFIUM, ())), ())
        return self._try(reading, attempts) or ChainResult(
            "", UNREADABLE, None, tuple(attempts), every_problem((a.extractor, a.problems) for a in attempts))

    def _try(self, reading: Reading, attempts: list[Attempt], text_layer: str | None = None) -> ChainResult | None:
        """The reading's text as the page's if it passes (and, over a stamped scan's `text_layer`, reads
        clearly more words); its step is recorded either way."""
        attempt = self._judge(reading, text_layer)
        attempts.append(attempt)
        if attempt.problems:
            return None
        return ChainResult(self.normalize(reading.text), reading.extractor, reading.confidence, tuple(attempts), ())

    def _judge(self, reading: Reading, text_layer: str | None = None) -> Attempt:
        if reading.problem:
            return Attempt(reading.extractor, (reading.problem,))
        text = self.normalize(reading.text)
        problems = self.gate.problems(text)
        if reading.confidence is not None and reading.confidence < MIN_OCR_CONFIDENCE:
            problems.append(f"OCR confidence {reading.confidence:.2f} below {MIN_OCR_CONFIDENCE}")
        if text_layer is not None and (fewer := _no_more_words(text, text_layer)):
            problems.append(fewer)
        return Attempt(reading.extractor, tuple(problems), reading.confidence)
