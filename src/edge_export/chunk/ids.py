"""Human-readable chunk ids: {CORPUS}-{DOC:03}-{PAGE:03}-{SEQ:02} (chunk-schema.md §3).

The widths are minimums: the 1,000th page of a manual is `-1000-`, the 1,000th PDF of a folder `FR-1000-`,
so every id that fits the spec's 3-3-2 format is exactly as before and nothing is refused for its size.
"""

from __future__ import annotations

import re

from ..errors import ChunkingError

# Use with fullmatch: on its own, `$` also accepts a trailing newline. CHUNK_ID is the schema's id pattern.
CORPUS_CODE = re.compile(r"^[A-Z]{2,8}$")  # e.g. FR, INTL: generalised from the spec's FR|INTL
# A number wider than its field never starts with 0 (FR-001-015-001 is not the id of sequence 1).
CHUNK_ID = re.compile(r"^[A-Z]{2,8}-(?:[0-9]{3}|[1-9][0-9]{3,})-(?:[0-9]{3}|[1-9][0-9]{3,})-(?:[0-9]{2}|[1-9][0-9]{2,})$")


def check_corpus_code(code: str) -> str:
    if not CORPUS_CODE.fullmatch(code):
        raise ChunkingError(f"corpus code {code!r} must be 2 to 8 capital letters (e.g. FR, INTL)")
    return code


def _check(what: str, value: int, where: str) -> None:
    if value < 1:
        raise ChunkingError(f"{where}: {what} {value} does not fit the id format (numbers start at 1)")


def chunk_id(corpus: str, doc: int, page: int, seq: int, *, where: str = "") -> str:
    _check("document number", doc, where)
    _check("page", page, where)
    _check("chunk sequence on the page", seq, where)
    return f"{corpus}-{doc:03d}-{page:03d}-{seq:02d}"


def parent_id(corpus: str, doc: int, page: int, seq: int, *, where: str = "") -> str:
    """Parents get a P before the sequence so they can never be mistaken for chunk ids."""
    _check("parent sequence on the page", seq, where)
    return chunk_id(corpus, doc, page, 1, where=where)[:-2] + f"P{seq:02d}"


def id_parts(chunk_or_parent_id: str) -> tuple[str, int, int, str]:
    """(corpus, document number, page, sequence) of a chunk id, or of a parent id (sequence "P01")."""
    corpus, doc, page, seq = chunk_or_parent_id.split("-")
    return corpus, int(doc), int(page), seq
