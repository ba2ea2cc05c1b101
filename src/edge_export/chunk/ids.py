"""Human-readable chunk ids: {CORPUS}-{DOC:03}-{PAGE:03}-{SEQ:02} (chunk-schema.md §3)."""

from __future__ import annotations

import re

from ..errors import ChunkingError

# Use with fullmatch: on its own, `$` also accepts a trailing newline. CHUNK_ID is the schema's id pattern.
CORPUS_CODE = re.compile(r"^[A-Z]{2,8}$")  # e.g. FR, INTL: generalised from the spec's FR|INTL
CHUNK_ID = re.compile(r"^[A-Z]{2,8}-[0-9]{3}-[0-9]{3}-[0-9]{2}$")


def check_corpus_code(code: str) -> str:
    if not CORPUS_CODE.fullmatch(code):
        raise ChunkingError(f"corpus code {code!r} must be 2 to 8 capital letters (e.g. FR, INTL)")
    return code


def _check(what: str, value: int, limit: int, where: str) -> None:
    if not 1 <= value <= limit:
        raise ChunkingError(f"{where}: {what} {value} does not fit the id format (1..{limit})")


def chunk_id(corpus: str, doc: int, page: int, seq: int, *, where: str = "") -> str:
    _check("document number", doc, 999, where)
    _check("page", page, 999, where)
    _check("chunk sequence on the page", seq, 99, where)
    return f"{corpus}-{doc:03d}-{page:03d}-{seq:02d}"


def parent_id(corpus: str, doc: int, page: int, seq: int, *, where: str = "") -> str:
    """Parents get a P before the sequence so they can never be mistaken for chunk ids."""
    _check("parent sequence on the page", seq, 99, where)
    return chunk_id(corpus, doc, page, 1, where=where)[:-2] + f"P{seq:02d}"


def id_parts(chunk_or_parent_id: str) -> tuple[str, int, int, str]:
    """(corpus, document number, page, sequence) of a chunk id, or of a parent id (sequence "P01")."""
    corpus, doc, page, seq = chunk_or_parent_id.split("-")
    return corpus, int(doc), int(page), seq
