"""The glossary boost of the retrieval spec (../shared/specs/retrieval-pipeline.md §7): a definition
question ("qu'est-ce que…", "c'est quoi…", "définition de…", "que signifie…", "que veut dire…") has its
glossary chunks' scores multiplied by the boost, so the definition outranks passages that only use
the word. Which pages are glossary pages is the bundle's setting (`glossary` in edge-export.toml,
recorded in the manifest), e.g. "LA-octobre2025.pdf:67-71".
"""

from __future__ import annotations

import re
import unicodedata

DEFINITION_PATTERNS = ("qu'est-ce que", "qu'est ce que", "c'est quoi", "definition de", "definition d'",
                       "que signifie", "que veut dire")
PAGE_RANGE = re.compile(r"^(?P<doc>.+):(?P<first>\d+)(?:-(?P<last>\d+))?$")


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.replace("’", "'")).encode("ascii", "ignore").decode()
    return " ".join(text.lower().split())


def is_definition_question(question: str) -> bool:
    folded = _fold(question)
    return any(pattern in folded for pattern in DEFINITION_PATTERNS)


def parse_glossary_pages(entries: list[str]) -> tuple[tuple[str, int], ...]:
    """"DOC.pdf:67-71" / "DOC.pdf:12" entries → sorted (document, page) pairs; ValueError on a bad entry."""
    pages = set()
    for entry in entries:
        found = PAGE_RANGE.match(entry.strip())
        if not found:
            raise ValueError(f"glossary entry {entry!r} is not DOCUMENT.pdf:FIRST[-LAST]")
        first, last = int(found["first"]), int(found["last"] or found["first"])
        if first < 1 or last < first:
            raise ValueError(f"glossary entry {entry!r}: pages must be 1-based and FIRST <= LAST")
        pages.update((found["doc"], page) for page in range(first, last + 1))
    return tuple(sorted(pages))
