"""Section and article detection: a heading line seen earlier in the document applies to the chunks after
it, until the next one.

Sections come from the type size where the document has it: in a document that sets its headings larger
than its body text (on at least MIN_HEADING_PAGES pages, at most MAX_HEADING_SHARE of its characters), a
section is such a line between the page's running lines, whatever its words, and a line in body size is
never one, however much it looks like a title ("Titre" typeset as an example, "Chapitre 3" in a
sentence's line). A document in one size (text rebuilt line by line, OCR'd pages) falls back to the line
rule: a section word with a designator, or a title in capitals; so does a page whose sizes are unknown,
or whose text does not hold its heading-sized lines (another step read it, or its columns were re-read
after the sizes were taken). Articles are numbered lines ("Article 4.1", "4.1.2 Titre") in either case.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from dataclasses import dataclass

from .extract import Document
from .extractors.chain import PDFIUM
from .font_sizes import size_key

_NUMBER = r"(?:[0-9]+(?:\.[0-9]+)*|[A-Z](?:\.[0-9]+)+)"
# "Article 4.1", "Art. 12", "ARTICLE 3 -"
_ARTICLE_WORD = re.compile(rf"^(?:Article|ARTICLE|Art\.)\s+({_NUMBER})(?:\b|(?=er\b|ER\b))")
# "4.1.2 Titre", "9.1. Propositions", "A.3 Annexe": a number with at least one dot, then words.
_NUMBERED = re.compile(rf"^({_NUMBER})\.?\s+\S")
_NUMBERED_NEEDS_DOT = re.compile(r"^[0-9]+\s")  # "12 joueurs..." is a sentence, not an article
# French and English section words (an English manual's "Chapter 3", "Appendix A").
_SECTION_WORD = re.compile(r"^(?:Chapitre|CHAPITRE|Partie|PARTIE|Titre|TITRE|Section|SECTION|Annexe|ANNEXE"
                           r"|Chapter|CHAPTER|Appendix|APPENDIX)\b")
_MAX_HEADING_CHARS = 120
# LaTeX's \subsection is 1.2x its body (12 pt on 10), Sphinx's and DocBook's smallest sized headings too;
# lines a few percent apart are one size squeezed to fit (8.8-10 pt in the FR corpus's rebuilt pages).
HEADING_SIZE_RATIO = 1.15
MIN_HEADING_PAGES = 3  # a cover's large title, or a paper's title and one figure's labels, are not headings
# Headings are a few percent of a document's characters (1.6-6 % in the real-PDF set's manuals); more in
# the larger sizes means the most common size is not the body (a book of listings in 8 pt around 10 pt
# prose): the type size does not tell its headings, and the line rule does.
MAX_HEADING_SHARE = 0.10
_LETTERS = re.compile(r"[^\W\d_]")  # a heading has two letters at least: a lone large one is a drop cap
# A section word opens a heading when a number, a roman numeral ("Ier") or a letter follows it ("Chapitre
# 2.1", "TITRE II", "Annexe A"), or when the whole line is in capitals ("ANNEXE AU RÈGLEMENT FINANCIER"):
# not a lone "Titre" typeset as an example, nor a sentence that starts with "Partie décisive (...)".
_DESIGNATED = re.compile(r"^\S+\s+(?:[0-9]+(?:\.[0-9]+)*|[IVXLCivxlc]+(?:er|ER)?|[A-Z])(?![^\W\d_])")


def _is_section_title(line: str) -> bool:
    if _DESIGNATED.match(line):
        return True
    return len(line.split()) >= 2 and line.upper() == line


@dataclass(frozen=True)
class Heading:
    page: int
    offset: int  # character offset of the line in the page text
    kind: str  # "section" or "article"
    value: str


def _article(line: str) -> str | None:
    if m := _ARTICLE_WORD.match(line):
        return m.group(1)
    if (m := _NUMBERED.match(line)) and not _NUMBERED_NEEDS_DOT.match(line):
        return m.group(1)
    return None


def _is_title(line: str) -> bool:
    return len(line) <= _MAX_HEADING_CHARS and not line.endswith((".", ",", ";"))


def _looks_like_section(line: str) -> bool:
    """The line rule, for documents in one type size."""
    return _is_title(line) and bool(_SECTION_WORD.match(line) and _is_section_title(line) or _ARTICLE_WORD.match(line))


def _lines(page):
    """(offset of the line in the page text, the line stripped) for each line of a page."""
    offset = 0
    for raw in page.text.split("\n"):
        yield offset, raw.strip()
        offset += len(raw) + 1


def _body_size(lines) -> float:
    """The size most of the characters of (line, size) lines are set in."""
    characters: Counter = Counter()
    for line, size in lines:
        characters[size] += len(line)
    return characters.most_common(1)[0][0]


def _heading_sizes(document: Document) -> dict[int, dict[str, float]] | None:
    """Per page with sizes, its heading-sized lines (size_key → size); None when the document does not set
    its headings larger than its body text (see MIN_HEADING_PAGES, MAX_HEADING_SHARE)."""
    lines = [line for page in document.pages for line in page.line_sizes]
    if not lines:
        return None
    floor = HEADING_SIZE_RATIO * _body_size(lines)
    if sum(len(line) for line, size in lines if size >= floor) > MAX_HEADING_SHARE * sum(len(line) for line, _ in lines):
        return None
    sized = {page.number: {size_key(line): size for line, size in page.line_sizes if size >= floor}
             for page in document.pages if page.line_sizes}
    return sized if sum(bool(found) for found in sized.values()) >= MIN_HEADING_PAGES else None


def _sized_sections(page, sized: dict[str, float], body: tuple[int, int]) -> list[Heading]:
    """A page's heading-sized lines within its body (a running header set large is no section), a
    heading set over consecutive lines in one size as one section."""
    headings: list[Heading] = []
    last_size = None
    for offset, line in _lines(page):
        heading_like = body[0] <= offset < body[1] and _is_title(line) and len(_LETTERS.findall(line)) >= 2
        size = sized.get(size_key(line)) if heading_like else None
        if size is not None and size == last_size and len(joined := f"{headings[-1].value} {line}") <= _MAX_HEADING_CHARS:
            headings[-1] = Heading(page.number, headings[-1].offset, "section", joined)
        elif size is not None:
            headings.append(Heading(page.number, offset, "section", re.sub(r"\s+", " ", line)))
        last_size = size
    return headings


def find_headings(document: Document, bodies: dict | None = None) -> list[Heading]:
    """The document's headings in page order. `bodies` (running_lines.page_bodies): each page's span
    between its running header and footer, where sized headings are looked for."""
    sized = _heading_sizes(document)
    headings = []
    for page in document.pages:
        by_size = None
        if sized is not None and page.number in sized:
            body = (bodies[page.number].start, bodies[page.number].end) if bodies else (0, len(page.text))
            by_size = _sized_sections(page, sized[page.number], body)
            # Text that does not hold PDFium's heading lines (another step read it, or its columns were put
            # in order after its sizes were read) is served by the line rule.
            if not by_size and (sized[page.number] or page.extractor != PDFIUM):
                by_size = None
        for offset, line in _lines(page):
            if article := _article(line):
                headings.append(Heading(page.number, offset, "article", article))
            if by_size is None and _looks_like_section(line):
                headings.append(Heading(page.number, offset, "section", re.sub(r"\s+", " ", line)))
        headings += by_size or []
    return sorted(headings, key=lambda h: (h.page, h.offset, h.kind != "article"))


class HeadingIndex:
    """A document's headings (find_headings: in page order), by kind: each chunk's look-up is a
    bisection, not a scan of every heading (a 1,000-page manual has thousands)."""

    def __init__(self, headings: list[Heading]):
        self._by_kind = {kind: [h for h in headings if h.kind == kind] for kind in ("section", "article")}
        self._places = {kind: [(h.page, h.offset) for h in found] for kind, found in self._by_kind.items()}

    def at(self, kind: str, page: int, start: int, end: int) -> Heading | None:
        """The first heading of `kind` inside page:[start, end), else the last one before it."""
        found, places = self._by_kind[kind], self._places[kind]
        first = bisect.bisect_left(places, (page, start))
        if first < len(found) and places[first] < (page, end):
            return found[first]
        return found[first - 1] if first else None


def locate(headings: HeadingIndex | list[Heading], page: int, start: int, end: int) -> dict[str, str]:
    """Section/article of the span page:[start, end): the first heading inside it, else the last before it."""
    index = headings if isinstance(headings, HeadingIndex) else HeadingIndex(headings)
    return {kind: chosen.value for kind in ("section", "article") if (chosen := index.at(kind, page, start, end))}
