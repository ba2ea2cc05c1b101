"""Best-effort section and article detection from the page text (no layout information is used).

A heading line seen earlier in the document applies to the chunks after it, until the next one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .extract import Document

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


def _classify(line: str) -> list[tuple[str, str]]:
    found = []
    if m := _ARTICLE_WORD.match(line):
        found.append(("article", m.group(1)))
    elif (m := _NUMBERED.match(line)) and not _NUMBERED_NEEDS_DOT.match(line):
        found.append(("article", m.group(1)))
    is_title = len(line) <= _MAX_HEADING_CHARS and not line.endswith((".", ",", ";"))
    if is_title and (_SECTION_WORD.match(line) and _is_section_title(line) or _ARTICLE_WORD.match(line)):
        found.append(("section", re.sub(r"\s+", " ", line)))
    return found


def find_headings(document: Document) -> list[Heading]:
    headings = []
    for page in document.pages:
        offset = 0
        for raw in page.text.split("\n"):
            line = raw.strip()
            for kind, value in _classify(line):
                headings.append(Heading(page.number, offset, kind, value))
            offset += len(raw) + 1
    return headings


def locate(headings: list[Heading], page: int, start: int, end: int) -> dict[str, str]:
    """Section/article of the span page:[start, end): the first heading inside it, else the last before it."""
    out: dict[str, str] = {}
    for kind in ("section", "article"):
        inside = [h for h in headings if h.kind == kind and h.page == page and start <= h.offset < end]
        before = [h for h in headings if h.kind == kind and (h.page, h.offset) < (page, start)]
        chosen = inside[0] if inside else (before[-1] if before else None)
        if chosen:
            out[kind] = chosen.value
    return out
