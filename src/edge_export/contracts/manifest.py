"""A bundle's manifest.json against schemas/manifest.schema.json."""

from __future__ import annotations

import json
from functools import lru_cache

from .violations import Violation, json_path

MANIFEST_SCHEMA = "manifest.schema.json"


@lru_cache(maxsize=1)
def manifest_validator():
    import jsonschema

    from ..paths import schema_path

    schema = json.loads(schema_path(MANIFEST_SCHEMA).read_text(encoding="utf-8"))
    return jsonschema.Draft7Validator(schema)


def manifest_violations(manifest) -> list[Violation]:
    errors = sorted(manifest_validator().iter_errors(manifest), key=lambda e: list(map(str, e.absolute_path)))
    return [Violation(json_path(e.absolute_path), f"schema:{e.validator}", e.message) for e in errors]
