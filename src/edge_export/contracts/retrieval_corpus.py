"""The retrieval-corpus.v1 contract: EAR id normalisation and the validator for corpus JSONL files.

Spec: retrieval-corpus-contract.md. The per-document shape lives in
schemas/retrieval-corpus.v1.schema.json; this module adds what one JSON Schema cannot say
(hints towards the canonical id, doc_id/section_id agreement, corpus-wide uniqueness and parent links).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

from jsonschema import Draft7Validator

from edge_export.contracts.violations import Violation, json_path
from edge_export.errors import InputError
from edge_export.paths import schema_path

SCHEMA_VERSION = "retrieval-corpus.v1"
SCHEMA_FILE = f"{SCHEMA_VERSION}.schema.json"

# What people write for an EAR reference: "EAR-736.2(b)", "15 CFR 736.2", "15 CFR § 736.2", "§ 736.2(b)",
# "736.2(b)"; the prefix and parenthesised letters in any case. A "#suffix" is split off before matching.
_LOOSE_EAR_ID = re.compile(
    r"(?:EAR-|(?:15\s*CFR\s*)?(?:§\s*)?)(?P<part>[0-9]{3}(?:\.[0-9]+)*(?:\([a-z0-9]+\))*)",
    re.IGNORECASE,
)


@functools.cache
def _schema() -> dict:
    return json.loads(schema_path(SCHEMA_FILE).read_text(encoding="utf-8"))


@functools.cache
def _validator() -> Draft7Validator:
    return Draft7Validator(_schema())


@functools.cache
def _id_pattern(definition: str) -> re.Pattern[str]:
    """The schema is the one place the canonical patterns are written; Python reuses them from there."""
    return re.compile(_schema()["definitions"][definition]["pattern"])


def is_canonical_ear_id(s: str) -> bool:
    """True for a canonical EAR id such as "EAR-736.2(b)(1)(ii)" (section_id, parent_id)."""
    # fullmatch, not the schema's re.search: Python's "$" also matches before a trailing newline.
    return _id_pattern("ear_id").fullmatch(s) is not None


def is_canonical_doc_id(s: str) -> bool:
    """True for a canonical EAR id, optionally + "#" + lowercase suffix, e.g. "EAR-736.2(b)#p0001"."""
    return _id_pattern("doc_id").fullmatch(s) is not None


def normalize_ear_id(raw: str) -> str:
    """Turn a human EAR/CFR reference into the canonical id: "15 CFR 736.2(B)" → "EAR-736.2(b)".

    A "#suffix" is kept verbatim (not lowercased): a suffix is an id the producer chose, so a wrong one
    must be reported, not silently rewritten. Raises ValueError when `raw` cannot be an EAR id.
    """
    reference, hash_sign, suffix = raw.strip().partition("#")
    match = _LOOSE_EAR_ID.fullmatch(reference.strip())
    if match is None:
        raise ValueError(
            f"{raw!r} is not an EAR id (expected e.g. 'EAR-736.2(b)', '15 CFR 736.2' or '§ 736.2(b)')"
        )
    return f"EAR-{match['part'].lower()}{hash_sign}{suffix}"


def _normalized_or_none(raw: str) -> str | None:
    try:
        return normalize_ear_id(raw)
    except ValueError:
        return None


_ID_FIELDS: dict[str, Callable[[str], bool]] = {
    "doc_id": is_canonical_doc_id,
    "section_id": is_canonical_ear_id,
    "parent_id": is_canonical_ear_id,
}


def _schema_violations(document: object, where: str) -> Iterator[Violation]:
    """Every schema error, sorted so that the same file always yields the same report."""
    errors = sorted(
        _validator().iter_errors(document),
        key=lambda e: (json_path(e.absolute_path), str(e.validator), e.message),
    )
    for error in errors:
        path = f"{where}: {json_path(error.absolute_path)}"
        yield Violation(path, f"schema:{error.validator}", error.message)


def _canonical_id_violations(document: dict, where: str) -> Iterator[Violation]:
    """Name the canonical form of an id that is merely written the human way, so the fix is obvious."""
    for field, is_canonical in _ID_FIELDS.items():
        value = document.get(field)
        if not isinstance(value, str) or is_canonical(value):
            continue
        canonical = _normalized_or_none(value)
        if canonical is not None and is_canonical(canonical):
            message = f"{value!r} is not canonical; write it as {canonical!r}"
            yield Violation(f"{where}: $.{field}", "canonical-id", message)


def _doc_id_form_violations(document: dict, where: str) -> Iterator[Violation]:
    """A doc_id must cite its own section: equal to section_id, or section_id + "#" + suffix."""
    doc_id, section_id = document.get("doc_id"), document.get("section_id")
    if isinstance(doc_id, str) and isinstance(section_id, str) and doc_id.partition("#")[0] != section_id:
        yield Violation(
            f"{where}: $.doc_id",
            "doc-id-form",
            f"doc_id {doc_id!r} must be section_id {section_id!r} or {section_id + '#'!r} + suffix",
        )


def _corpus_violations(documents: list[tuple[str, dict]]) -> Iterator[Violation]:
    """Rules across lines: doc_id unique, parent_id names a doc_id of the same corpus."""
    doc_ids = {doc["doc_id"] for _, doc in documents if isinstance(doc.get("doc_id"), str)}
    first_seen: dict[str, str] = {}
    for where, document in documents:
        doc_id, parent_id = document.get("doc_id"), document.get("parent_id")
        if isinstance(doc_id, str):
            if doc_id in first_seen:
                message = f"duplicate doc_id {doc_id!r}; first on {first_seen[doc_id]}"
                yield Violation(f"{where}: $.doc_id", "unique-doc-id", message)
            first_seen.setdefault(doc_id, where)
        if isinstance(parent_id, str) and parent_id not in doc_ids:
            message = f"parent_id {parent_id!r} is not a doc_id of this corpus"
            yield Violation(f"{where}: $.parent_id", "parent-exists", message)


def _read_text(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise InputError(path, f"cannot read corpus file ({exc.strerror})") from exc
    except UnicodeDecodeError as exc:
        raise InputError(path, f"corpus file is not UTF-8 ({exc.reason} at byte {exc.start})") from exc


def validate_retrieval_corpus(path: str | Path) -> list[Violation]:
    """All contract violations of a retrieval-corpus.v1 JSONL file; an empty list means it is valid.

    Per-line violations come first, in line order, then the corpus-wide ones. Raises InputError when
    the file cannot be read or is not UTF-8.
    """
    text = _read_text(Path(path))
    # Split on "\n" only: str.splitlines() also breaks at U+2028 etc., legal unescaped in JSON strings.
    lines = [(f"line {number}", line) for number, line in enumerate(text.split("\n"), 1) if line.strip()]
    if not lines:
        return [Violation("$", "empty-corpus", "the corpus has no documents (file is empty or blank)")]
    violations: list[Violation] = []
    documents: list[tuple[str, dict]] = []
    for where, line in lines:
        try:
            document = json.loads(line)
        except json.JSONDecodeError as exc:
            message = f"invalid JSON: {exc.msg} (column {exc.colno})"
            violations.append(Violation(f"{where}: $", "json", message))
            continue
        # A non-object line is reported by the schema ("type": "object") as schema:type.
        violations.extend(_schema_violations(document, where))
        if isinstance(document, dict):
            violations.extend(_canonical_id_violations(document, where))
            violations.extend(_doc_id_form_violations(document, where))
            documents.append((where, document))
    violations.extend(_corpus_violations(documents))
    return violations
