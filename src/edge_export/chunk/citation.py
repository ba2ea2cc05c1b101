"""How a chunk is cited in text meant for people and the RAG SDK (chunk-schema.md §6)."""

from __future__ import annotations

CITATION_PREFIX = "[Source: "


def citation(chunk: dict) -> str:
    return f"{CITATION_PREFIX}{chunk['source']}, Page {chunk['page']}]"
