"""EmbeddingGemma's retrieval prompts (config_sentence_transformers.json of the official checkpoint)."""

from __future__ import annotations

QUERY_PROMPT = "task: search result | query: "
DOCUMENT_PROMPT = "title: none | text: "
PROMPTS = {"query": QUERY_PROMPT, "document": DOCUMENT_PROMPT}


def document_prompt(title: str | None = None) -> str:
    """`title: {title} | text: ` when the document's title is known, else the model's `title: none` form."""
    return f"title: {title} | text: " if title else DOCUMENT_PROMPT


def prompt_for(kind: str) -> str:
    if kind not in PROMPTS:
        raise ValueError(f"unknown prompt kind {kind!r}: use one of {', '.join(PROMPTS)}")
    return PROMPTS[kind]
