"""The extraction chain for one page: PDFium's text if it passes the text-quality gate, else a fallback's
text (a legacy code page, the fonts' glyph names, PDFium's text with a few bad characters dropped, OCR),
each step recorded.

No language needs declaring. A code page is chosen among all the registry knows by how plausible its
reading is as some language (chunk/plausibility.py), and kept only when it is plausible; OCR reads the page
in the script Tesseract sees on it, and its text is kept only when its words are words of a language. A
declared language (chunk/languages.py) is a hint: its word list judges first, its model reads first.

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

import re
from collections.abc import Iterable
from concurrent.futures import Future
from dataclasses import dataclass

from ..languages import Language
from ..plausibility import MIN_JUDGED_WORDS, MIN_KNOWN_WORDS, Plausibility, judge, plausible
from ..scripts import OTHER, letter_scripts, mixed_script_words, scripts_over
from ..text_quality import TextGate, latin_1_soup_words, mend, word_count
from .glyph_names import GlyphNamePages
from .legacy_code_page import code_page_readings
from .ocr import Tesseract
from .page_images import has_images, image_coverage
from .reading import Reading

PDFIUM = "pdfium"
UNREADABLE = "none"  # the extractor of a page no step could read
MIN_OCR_CONFIDENCE = 0.5  # Tesseract's mean word confidence under which its text is mostly wrong words
MENDED = "pdfium-mended"  # the extractor of a page whose text layer kept all but a few bad characters
# A failed text layer's letters name the scripts OCR reads its page in from this many letters on, each script
# with at least this share of them (a Cyrillic card's Latin commands: 23-45 %; a page's stray symbols: less).
MIN_LETTERS_FOR_SCRIPTS = 50
OCR_SCRIPT_SHARE = 0.1
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
_EIGHT_BIT_WORD = re.compile(r"\S*[\x80-\xff]\S*")  # a word holding a byte 0x80-0xFF as PDFium shows it


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
    words: str | None = None  # how plausible its words are (Plausibility.describe), where they were judged


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


def _changed_words(raw_text: str) -> dict[str, str]:
    """Per code-page reading: the words of the page that it changes (those holding a byte 0x80-0xFF, as
    each code page decodes them, left out where it leaves them as they were: "méthode" in cp1250)."""
    words = _EIGHT_BIT_WORD.findall(raw_text)
    changed = {}
    for reading in code_page_readings(" ".join(words)):
        decoded = reading.text.split(" ")
        if len(decoded) == len(words):  # a code page maps a byte to one character, never to a space
            changed[reading.extractor] = " ".join(d for d, w in zip(decoded, words) if d != w)
    return changed


def _cleanly_decoded(pdfium_text: str):
    """For a page with a few words of soup among sound ones: does a reading turn every word of soup into
    letters without making more words half Latin ("mйthode": a French page's accents, or a list of them,
    are not a font's bytes)?"""
    mixed = mixed_script_words(pdfium_text)
    return lambda decoded: not latin_1_soup_words(decoded) and mixed_script_words(decoded) <= mixed


def _too_implausible(found: Plausibility, min_words: int = MIN_JUDGED_WORDS) -> str | None:
    """Why a reading's words are not text: too few of them are words of the most plausible language."""
    if plausible(found, min_words):
        return None
    return f"not words of a language: {found.describe()} (under {MIN_KNOWN_WORDS:.0%})"


class ExtractionChain:
    """One per run: Tesseract is checked once, and its pool of OCR processes serves every document."""

    def __init__(self, languages: tuple[Language, ...], normalize):
        self.gate = TextGate()
        self.languages = languages  # hints (chunk/languages.py); () = auto
        self.hints = tuple(lang.code for lang in languages)
        self.normalize = normalize
        self.ocr = Tesseract(languages)

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
        if blank:
            return PendingOcr(self, attempts, self.ocr.submit(page))
        # lazily: pdfminer parses the document only when the code pages fail
        if self.gate.mojibake(pdfium_text):  # mostly soup: every code page's reading competes
            if kept := self._best_code_page(raw_text, attempts):
                return kept
        elif latin_1_soup_words(pdfium_text):
            if kept := self._best_code_page(raw_text, attempts, _cleanly_decoded(pdfium_text)):
                return kept
        glyph_reading = glyph_pages.read(index)
        if kept := self._try(glyph_reading, attempts):
            return self._better_of(kept, pdfium_text)
        # a few bad characters in a text layer: not a reason to OCR the page
        if mended := self._mended(pdfium_text, glyph_reading, attempts):
            return mended
        return PendingOcr(self, attempts, self.ocr.submit(page, self._layer_scripts(pdfium_text)))

    def _layer_scripts(self, pdfium_text: str) -> tuple[str, ...]:
        """The scripts of a failed text layer's letters (each over OCR_SCRIPT_SHARE), which OCR reads the page
        in: a font with a broken map gives wrong letters of the right script (Devanagari conjuncts shown as
        Cyrillic letters leave most letters Devanagari); () when its letters say nothing (too few, or an 8-bit
        font's bytes shown as Latin-1): OSD decides."""
        counts = letter_scripts(pdfium_text)
        counts.pop(OTHER, None)
        if sum(counts.values()) < MIN_LETTERS_FOR_SCRIPTS or self.gate.mojibake(pdfium_text) \
                or latin_1_soup_words(pdfium_text):
            return ()
        return tuple(scripts_over(counts, OCR_SCRIPT_SHARE))

    def _most_plausible(self, texts: list[str]) -> tuple[int, list[Plausibility]]:
        """Which of competing readings of a page has the most words of its language (the first on a tie),
        and how plausible each is."""
        found = [judge(text, self.hints) for text in texts]
        return max(range(len(texts)), key=lambda i: (found[i].known * found[i].words, -i)), found

    def _mended(self, pdfium_text: str, glyph_reading: Reading, attempts: list[Attempt]) -> ChainResult | None:
        """PDFium's text or the glyph-name reading with their few bad characters dropped (a math font's
        ⟨ ⟩ glued to a word as "(cid:104)"), the one with more words of its language; None when neither
        can be mended. The last step before OCR: here symbols without a Unicode map standing alone go too (a
        symbol table's "%\x18\x18" beside "\textpertenthousand"), which OCR would read worse than the rest."""
        texts = [(MENDED, pdfium_text)]
        if not glyph_reading.problem:
            texts.append((f"{glyph_reading.extractor}+mended", self.normalize(glyph_reading.text)))
        candidates = [(extractor, mended) for extractor, text in texts if (mended := mend(text, self.gate))]
        if not candidates:  # symbols alone, where what is left is words of a language (not a font's glyph codes)
            candidates = [(extractor, mended) for extractor, text in texts
                          if (mended := mend(text, self.gate, symbols=True)) and self._words(mended.text)]
        if not candidates:
            return None
        best, found = self._most_plausible([m.text for _, m in candidates])
        extractor, mended = candidates[best]
        attempt = Attempt(extractor, (), words=f"{mended.describe()}; {found[best].describe()}")
        return ChainResult(mended.text, extractor, None, (*attempts, attempt), ())

    def _words(self, text: str) -> bool:
        """Is `text` words of a language, enough of them to judge (a Type 3 font's glyph codes read as single
        capitals, "Q K U K R", are not)?"""
        found = judge(text, self.hints)
        return found.words >= MIN_JUDGED_WORDS and found.known >= MIN_KNOWN_WORDS

    def _better_of(self, kept: ChainResult, pdfium_text: str) -> ChainResult:
        """Where the text layer with a few bad characters dropped competes with a fallback's reading, the
        one with the more plausible words (a glyph-name reading of a page PDFium read all but two letters
        of can lose words of its own), by one known word at least: dropping a bad character inside a word
        shortens a word no list knows ("arti\x1bcielle" → "articielle"), which raises the share of the rest
        by a hair, not the words read."""
        if not (mended := mend(pdfium_text, self.gate)):
            return kept
        best, (theirs, ours) = self._most_plausible([kept.text, mended.text])
        if best == 0 or ours.known * ours.words < theirs.known * theirs.words + 1:
            return kept
        attempt = Attempt(MENDED, (), words=f"{mended.describe()}; {ours.describe()}, over {kept.extractor}'s "
                                             f"{theirs.known:.0%} of {theirs.words}")
        return ChainResult(mended.text, MENDED, None, (*kept.attempts, attempt), ())

    def _best_code_page(self, raw_text: str, attempts: list[Attempt], accept=None) -> ChainResult | None:
        """The code page whose reading passes the gate (and `accept`) and whose decoded words are the most
        plausible as some language (the hints' first), kept when plausible enough; the best reading is
        recorded either way. Only the words a code page changes are judged: on a page of English with a
        title in a broken Thai font, the English would make any reading of the title look plausible."""
        decoded_words = _changed_words(raw_text)
        best = None
        for reading in code_page_readings(raw_text):
            text = self.normalize(reading.text)
            words = decoded_words.get(reading.extractor, decoded_words.get(reading.extractor.replace(":tex-", ":")))
            if not words or self.gate.problems(text) or (accept and not accept(text)):
                continue
            found = judge(self.normalize(words), self.hints)
            if best is None or found.known * found.words > best[1].known * best[1].words:
                best = (reading, found, text)
        if best is None:
            attempts.append(Attempt("code-page", ("no code page gives text that passes the gate",)))
            return None
        reading, found, text = best
        problem = _too_implausible(found, 1) or (None if found.judged else "its words could not be judged")
        attempts.append(Attempt(reading.extractor, (problem,) if problem else (), words=found.describe()))
        return None if problem else ChainResult(text, reading.extractor, None, tuple(attempts), ())

    def _soup_decoded(self, raw_text: str, pdfium_text: str) -> ChainResult | None:
        """A page that passed the gate but holds words of Latin-1 soup (a title in a broken 8-bit font over
        a sound page), read with the most plausible code page; None to keep PDFium's text."""
        if not (soup := latin_1_soup_words(pdfium_text)):
            return None
        attempts = [Attempt(PDFIUM, (f"{len(soup)} words of Latin-1 accented letters only "
                                     f"({', '.join(soup[:3])}): an 8-bit font read as Latin-1?",))]
        return self._best_code_page(raw_text, attempts, _cleanly_decoded(pdfium_text))

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
        """The gate's problems, and for OCR its confidence and whether its words are words of a language
        (a page read with the wrong script's model looks like words and is not)."""
        if reading.problem:
            return Attempt(reading.extractor, (reading.problem,))
        text = self.normalize(reading.text)
        problems = self.gate.problems(text)
        if soup := latin_1_soup_words(text):  # a fallback that leaves an 8-bit font's bytes has not read them
            problems.append(f"{len(soup)} words of Latin-1 accented letters only ({', '.join(soup[:3])})")
        found = None
        if reading.confidence is not None:
            if reading.confidence < MIN_OCR_CONFIDENCE:
                problems.append(f"OCR confidence {reading.confidence:.2f} below {MIN_OCR_CONFIDENCE}")
            found = judge(text, self.hints)
            if implausible := _too_implausible(found):
                problems.append(implausible)
        if text_layer is not None and (fewer := _no_more_words(text, text_layer)):
            problems.append(fewer)
        return Attempt(reading.extractor, tuple(problems), reading.confidence,
                       found.describe() if found and found.judged else None)

