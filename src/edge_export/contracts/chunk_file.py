"""`edge-export validate`: a corpus file against the chunk schema and the file rules (chunk-schema.md §7)."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from ..chunk.load import load_corpus_file
from .violations import Violation, json_path

CHUNK_SCHEMA = "chunk.schema.json"
FILE_METADATA_KEYS = ("corpus", "generated", "total_chunks", "schema_version")


def _strict_pattern(validator, pattern, instance, schema):
    """`pattern` as JSON Schema means it: Python's `$` also matches before a final newline, ECMA's does not."""
    from jsonschema.exceptions import ValidationError

    if not validator.is_type(instance, "string"):
        return
    if not re.search(pattern, instance) or (pattern.endswith("$") and instance.endswith("\n")):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


@lru_cache(maxsize=1)
def chunk_validator():
    import jsonschema

    from ..paths import schema_path

    schema = json.loads(schema_path(CHUNK_SCHEMA).read_text(encoding="utf-8"))
    strict = jsonschema.validators.extend(jsonschema.Draft7Validator, {"pattern": _strict_pattern})
    return strict(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)


def _schema_violations(chunks: list) -> list[Violation]:
    out = []
    for i, chunk in enumerate(chunks):
        for err in sorted(chunk_validator().iter_errors(chunk), key=lambda e: list(map(str, e.absolute_path))):
            out.append(Violation(json_path(["chunks", i, *err.absolute_path]), f"schema:{err.validator}", err.message))
    return out


def _file_rules(chunks: list) -> list[Violation]:
    """The rules a per-chunk schema cannot express: uniqueness and the prev/next chain."""
    out = []
    first_seen: dict[str, int] = {}
    by_id: dict[str, dict] = {}
    for i, chunk in enumerate(chunks):
        if not isinstance(chunk, dict) or not isinstance(chunk.get("id"), str):
            continue
        cid = chunk["id"]
        if cid in first_seen:
            out.append(Violation(json_path(["chunks", i, "id"]), "unique-id",
                                 f"duplicate id {cid} (first at $.chunks[{first_seen[cid]}])"))
        else:
            first_seen[cid] = i
            by_id[cid] = chunk
    for i, chunk in enumerate(chunks):
        meta = chunk.get("metadata") if isinstance(chunk, dict) else None
        if not isinstance(meta, dict):
            continue
        for key, back in (("prev_chunk_id", "next_chunk_id"), ("next_chunk_id", "prev_chunk_id")):
            ref = meta.get(key)
            if not isinstance(ref, str):  # null ends the chain; other types are the schema's to report
                continue
            where = json_path(["chunks", i, "metadata", key])
            target = by_id.get(ref)
            if target is None:
                out.append(Violation(where, "link-exists", f"{key} {ref} is not a chunk of this file"))
            elif not isinstance(target.get("metadata"), dict) or target["metadata"].get(back) != chunk.get("id"):
                out.append(Violation(where, "link-consistent", f"{ref}.{back} does not point back to {chunk.get('id')}"))
    return out


def validate_corpus_data(data) -> list[Violation]:
    if not isinstance(data, dict) or not isinstance(data.get("chunks"), list):
        return [Violation("$", "file-shape", 'a corpus file is {"metadata": {...}, "chunks": [...]}')]
    out = []
    meta = data.get("metadata")
    if not isinstance(meta, dict):
        out.append(Violation("$.metadata", "file-metadata", "missing or not an object"))
    else:
        for key in FILE_METADATA_KEYS:
            if key not in meta:
                out.append(Violation(f"$.metadata.{key}", "file-metadata", f"required key {key!r} is missing"))
        total = meta.get("total_chunks")
        if "total_chunks" in meta and (type(total) is not int or total != len(data["chunks"])):
            out.append(Violation("$.metadata.total_chunks", "file-metadata",
                                 f"says {meta['total_chunks']} but the file has {len(data['chunks'])} chunks"))
    return out + _schema_violations(data["chunks"]) + _file_rules(data["chunks"])


def validate_corpus_file(path: str | Path) -> list[Violation]:
    return validate_corpus_data(load_corpus_file(path))
