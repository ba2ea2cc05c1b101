"""Choosing EmbeddingGemma's retrieval prompt (the prompt strings are model facts: model.spec)."""

from __future__ import annotations

from ..model.spec import DOCUMENT_PROMPT, DOCUMENT_TITLE_PROMPT, PROMPTS, QUERY_TASKS


def document_prompt(title: str | None = None) -> str:
    """`title: {title} | text: ` when the document's title is known, else the model's `title: none` form."""
    return DOCUMENT_TITLE_PROMPT.format(title=title) if title else DOCUMENT_PROMPT


# What fills the document prompt's title slot: nothing (`title: none`), the document's title, or the
# document's title and the chunk's section heading.
TITLE_SOURCES = ("none", "document", "document+section")


def _check_title_source(title_source: str) -> None:
    if title_source not in TITLE_SOURCES:
        raise ValueError(f"document title {title_source!r}: choose one of {', '.join(TITLE_SOURCES)}")


def document_prompt_template(title_source: str) -> str:
    """What a bundle records as its document prompt: the template with `{title}`, or the fixed prompt."""
    _check_title_source(title_source)
    return DOCUMENT_PROMPT if title_source == "none" else DOCUMENT_TITLE_PROMPT


def document_prompts(title_source: str, titles: list[str | None], sections: list[str | None]) -> list[str]:
    """Each chunk's document prompt: its title slot filled from its document's title (and its section
    heading) as `title_source` says, or `title: none`."""
    _check_title_source(title_source)
    return [document_prompt(_slot(title_source, title, section)) for title, section in zip(titles, sections)]


def corpus_document_prompts(title_source: str, chunks: list[dict]) -> list[str]:
    """document_prompts for the chunks of a corpus file (their metadata's title and section)."""
    return document_prompts(title_source, [c["metadata"].get("title") for c in chunks],
                            [c["metadata"].get("section") for c in chunks])


def _slot(title_source: str, title: str | None, section: str | None) -> str | None:
    if title_source == "none" or not title:
        return None
    return f"{title} — {section}" if title_source == "document+section" and section else title


def prompt_for(kind: str) -> str:
    if kind not in PROMPTS:
        raise ValueError(f"unknown prompt kind {kind!r}: use one of {', '.join(PROMPTS)}")
    return PROMPTS[kind]


def query_prompt(task: str) -> str:
    """The query prompt of a model-card task ("search result", "question answering")."""
    if task not in QUERY_TASKS:
        raise ValueError(f"unknown query task {task!r}: use one of {', '.join(map(repr, QUERY_TASKS))}")
    return QUERY_TASKS[task]
