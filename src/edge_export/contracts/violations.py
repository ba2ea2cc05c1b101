"""A rule violation found by a validator: where (JSON path), which rule, what is wrong."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Violation:
    path: str  # JSON path, e.g. "$.chunks[3].text" or "line 7: $.doc_id"
    rule: str  # stable rule name, e.g. "schema:minLength", "unique-id"
    message: str

    def __str__(self) -> str:
        return f"{self.path}: [{self.rule}] {self.message}"


def json_path(parts) -> str:
    """jsonschema's absolute_path (a deque of keys/indices) → "$.a[0].b"."""
    out = "$"
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else f".{p}"
    return out
