"""Choosing EmbeddingGemma's retrieval prompt (the prompt strings are model facts: model.spec)."""

from __future__ import annotations

from ..model.spec import DOCUMENT_PROMPT, DOCUMENT_TITLE_PROMPT, PROMPTS, QUERY_TASKS


def document_prompt(title: str | None = None) -> str:
    """`title: {title} | text: ` when the document's title is known, else the model's `title: none` form."""
    return DOCUMENT_TITLE_PROMPT.format(title=title) if title else DOCUMENT_PROMPT


# What fills the document prompt's title slot: nothing (`title: none`), the document's title, or the
# document's title and the chunk's section heading.
TITLE_SOURCES = ("none", "document", "document+section")


def document_prompt_template(title_source: str) -> str:
    """What a bundle records as its document prompt: the template with `{title}`, or the fixed prompt."""
    if title_source not in TITLE_SOURCES:
        raise ValueError(f"document title {title_source!r}: choose one of {', '.join(TITLE_SOURCES)}")
    return DOCUMENT_PROMPT if title_source == "none" else DOCUMENT_TITLE_PROMPT


def prompt_title(title_source: str, title: str | None, section: str | None) -> str | None:
    """One chunk's title slot under `title_source` (None: `title: none`)."""
    if title_source == "none" or not title:
        return None
    return f"{title} — {section}" if title_source == "document+section" and section else title


def document_prompts(template: str, titles: list[str | None]) -> list[str]:
    """Each chunk's document prompt under a recorded template (its document's title in the slot, or none)."""
    return [document_prompt(title) if "{title}" in template else template for title in titles]


def prompt_for(kind: str) -> str:
    if kind not in PROMPTS:
        raise ValueError(f"unknown prompt kind {kind!r}: use one of {', '.join(PROMPTS)}")
    return PROMPTS[kind]


def query_prompt(task: str) -> str:
    """The query prompt of a model-card task ("search result", "question answering")."""
    if task not in QUERY_TASKS:
        raise ValueError(f"unknown query task {task!r}: use one of {', '.join(map(repr, QUERY_TASKS))}")
    return QUERY_TASKS[task]
