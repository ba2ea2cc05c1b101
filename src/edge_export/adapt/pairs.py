"""Inverse-cloze pairs from the corpus's chunks: the training signal the corpus gives for free.

A sentence of a chunk is the query; the chunk without that sentence, under its titled document prompt,
is the passage it should find. Removing the sentence makes the pair one of meaning rather than of shared
words (Lee et al., 2019, "Latent Retrieval for Weakly Supervised Open Domain QA"). The sentence is
chosen by a hash of the chunk's id (chunk.sentences), so the pairs are the same on every run.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from ..chunk.sentences import pick_sentence


@dataclass(frozen=True)
class Pair:
    chunk: int  # the chunk's index in the corpus: pairs of the same or a neighbouring page are not negatives
    source: str
    page: int
    query: str  # with the query prompt
    passage: str  # with the chunk's document prompt


def inverse_cloze_pairs(chunks: list[dict], document_prompts: list[str], query_prompt: str) -> list[Pair]:
    """One pair per chunk that has a sentence of chunk.sentences' length and something beside it."""
    pairs = []
    for i, (chunk, prompt) in enumerate(zip(chunks, document_prompts)):
        picked = pick_sentence(chunk["text"], chunk["id"])
        if picked is not None:
            sentence, rest = picked
            pairs.append(Pair(i, chunk["source"], int(chunk["page"]), query_prompt + sentence, prompt + rest))
    return pairs


def pairs_digest(pairs: list[Pair]) -> str:
    """SHA-256 of the pairs' texts: part of the adapted checkpoint's cache key and of the manifest."""
    digest = hashlib.sha256()
    for pair in pairs:
        digest.update(f"{pair.source}\x1f{pair.page}\x1f{pair.query}\x1f{pair.passage}\x1e".encode("utf-8"))
    return digest.hexdigest()
