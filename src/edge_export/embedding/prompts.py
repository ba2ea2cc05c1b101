"""Choosing EmbeddingGemma's retrieval prompt (the prompt strings are model facts: model.spec)."""

from __future__ import annotations

from ..model.spec import DOCUMENT_PROMPT, PROMPTS, QUERY_TASKS


def document_prompt(title: str | None = None) -> str:
    """`title: {title} | text: ` when the document's title is known, else the model's `title: none` form."""
    return f"title: {title} | text: " if title else DOCUMENT_PROMPT


def prompt_for(kind: str) -> str:
    if kind not in PROMPTS:
        raise ValueError(f"unknown prompt kind {kind!r}: use one of {', '.join(PROMPTS)}")
    return PROMPTS[kind]


def query_prompt(task: str) -> str:
    """The query prompt of a model-card task ("search result", "question answering")."""
    if task not in QUERY_TASKS:
        raise ValueError(f"unknown query task {task!r}: use one of {', '.join(map(repr, QUERY_TASKS))}")
    return QUERY_TASKS[task]
