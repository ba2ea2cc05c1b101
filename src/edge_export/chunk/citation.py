"""How a chunk is cited in text meant for people and the RAG SDK (chunk-schema.md §6)."""

from __future__ import annotations


def citation(chunk: dict) -> str:
    return f"[Source: {chunk['source']}, Page {chunk['page']}]"
