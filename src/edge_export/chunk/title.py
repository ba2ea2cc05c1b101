"""A document's title from its first page's text, for EmbeddingGemma's `title: {title} | text: ` prompt.

The PDFs' metadata titles are their file names (codes such as `A02_2025_26_...`), so the title is read
from the printed first page: the first line that is neither a running header (dates, versions, page
codes such as "A02-1/9", the federation's letterhead, an issuing body) nor body text (numbered
headings, articles). An upper-case title may run over several upper-case lines; it is returned in
sentence case, since SentencePiece splits upper-case French words into many short pieces.
"""

from __future__ import annotations

import re

MAX_LINES = 12  # a title sits in the first lines of the page

# French and English month names: a dated running header in either language is not a title.
_MONTHS = ("janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre"
           "|january|february|march|april|may|june|july|august|september|october|november|december")
_DATE = re.compile(
    rf"\b\d{{1,2}}\s*[/.]\s*\d{{1,2}}\s*[/.]\s*\d{{2,4}}\b"  # 17/05/2025, 22.04.2018
    rf"|\b(?:19|20)\d\d\s*[-/]\s*(?:19|20)?\d\d\b"  # 2024-2025, 2022/2025
    rf"|\b\d{{1,2}}(?:er)?\s+(?:{_MONTHS})\b|\b(?:{_MONTHS})\s+\d{{4}}\b", re.IGNORECASE)
_PAGE_MARK = re.compile(r"\bpage\s+\d+\s+(?:sur|/|of)\s+\d+\b|\b[A-Z]\d{2}\s*-\s*\d+\s*/\s*\d+\b", re.IGNORECASE)
_HEADER = re.compile(
    r"^(?:f[ée]d[ée]ration fran[çc]aise des [ée]checs|association d[ée]clar[ée]e|texte modifi[ée]|version\b"
    r"|saison\b|olympiade\b|remarque\b|mise à jour|ligue\b|comit[ée]\b|direction\b)", re.IGNORECASE)
_BODY = re.compile(r"^(?:\d{1,2}(?:\.\d+)*\.?|article\s+\d+|titre\s+[ivx\d]+|préambule|principe|définition)(?:\s|$)",
                   re.IGNORECASE)
_CODE_PREFIX = re.compile(r"^[A-Z]\d{2}\s+")  # "E02 Classement rapide"


def _is_upper(line: str) -> bool:
    return all(not c.isalpha() or c.isupper() for c in line)


def _is_header(line: str) -> bool:
    return bool(_DATE.search(line) or _PAGE_MARK.search(line) or _HEADER.match(line)
                or sum(c.isalpha() for c in line) < 4 or line[0].islower())


def first_page_title(page_text: str) -> str | None:
    """The title printed on a first page, or None when no line looks like one."""
    lines = [" ".join(line.split()) for line in page_text.splitlines()]
    picked: list[str] = []
    for line in [line for line in lines if line][:MAX_LINES]:
        if _BODY.match(line):
            break
        if _is_header(line) or (picked and not _is_upper(line)):
            if picked:
                break
            continue
        if line not in picked:  # a title printed twice
            picked.append(line)
        if not _is_upper(line):  # a mixed-case title is one line
            break
    if not picked:
        return None
    title = _CODE_PREFIX.sub("", " ".join(picked))
    return title[0] + title[1:].lower() if _is_upper(title) else title
