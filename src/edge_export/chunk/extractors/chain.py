"""The extraction chain for one page: PDFium's text if it passes the text-quality gate, else the first
fallback's text that does (a legacy code page, the fonts' glyph names, OCR), each step recorded.

A page no step can read keeps no text (nothing garbled is embedded) and carries every step's problems,
so the chunk report and the run's output can name it.
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import Future
from dataclasses import dataclass

from ..text_quality import TextGate
from .glyph_names import GlyphNamePages
from .legacy_code_page import code_page_readings
from .ocr import Tesseract
from .reading import Reading

PDFIUM = "pdfium"
UNREADABLE = "none"  # the extractor of a page no step could read
MIN_OCR_CONFIDENCE = 0.5  # Tesseract's mean word confidence under which its text is mostly wrong words
NO_TEXT_LAYER = "no text layer: the page is an image"


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

    def result(self) -> ChainResult:
        return self.chain.finish(self.attempts, self.reading.result())


def _has_images(page) -> bool:
    import pypdfium2.raw as pdfium_c

    return any(True for _ in page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,)))


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
        if blank and _has_images(page):
            problems = [NO_TEXT_LAYER]
        if not problems:
            return ChainResult(pdfium_text, PDFIUM, None, (), ())
        attempts = [Attempt(PDFIUM, tuple(problems))]

        def text_layer_readings():  # lazily: pdfminer parses the document only when the code pages fail
            if self.gate.mojibake(pdfium_text):
                yield from code_page_readings(raw_text, self.gate.languages)
            yield glyph_pages.read(index)

        for reading in text_layer_readings() if not blank else ():
            if kept := self._try(reading, attempts):
                return kept
        return PendingOcr(self, attempts, self.ocr.submit(page))

    def close(self) -> None:
        """Stop the OCR pool (queued pages cancelled) and remove its rendered pages."""
        self.ocr.close()

    def finish(self, attempts: list[Attempt], reading: Reading) -> ChainResult:
        """The page's result once its OCR reading is in: the OCR text, or the page named unreadable."""
        return self._try(reading, attempts) or ChainResult(
            "", UNREADABLE, None, tuple(attempts), every_problem((a.extractor, a.problems) for a in attempts))

    def _try(self, reading: Reading, attempts: list[Attempt]) -> ChainResult | None:
        attempt = self._judge(reading)
        attempts.append(attempt)
        if attempt.problems:
            return None
        return ChainResult(self.normalize(reading.text), reading.extractor, reading.confidence, tuple(attempts), ())

    def _judge(self, reading: Reading) -> Attempt:
        if reading.problem:
            return Attempt(reading.extractor, (reading.problem,))
        problems = self.gate.problems(self.normalize(reading.text))
        if reading.confidence is not None and reading.confidence < MIN_OCR_CONFIDENCE:
            problems.append(f"OCR confidence {reading.confidence:.2f} below {MIN_OCR_CONFIDENCE}")
        return Attempt(reading.extractor, tuple(problems), reading.confidence)
