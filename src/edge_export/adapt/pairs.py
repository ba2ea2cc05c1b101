"""Inverse-cloze pairs from the corpus's chunks: the training signal the corpus gives for free.

A sentence of a chunk is the query; the chunk without that sentence, under its titled document prompt,
is the passage it should find. Removing the sentence makes the pair one of meaning rather than of shared
words (Lee et al., 2019, "Latent Retrieval for Weakly Supervised Open Domain QA"). The sentence is
chosen by a hash of the chunk's id, so the pairs are the same on every run.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

SENTENCE_END = re.compile(r"(?<=[.?!;:])\s+")
MIN_WORDS, MAX_WORDS = 8, 60  # a sentence that says something, and not a whole window


@dataclass(frozen=True)
class Pair:
    chunk: int  # the chunk's index in the corpus: pairs of the same or a neighbouring page are not negatives
    source: str
    page: int
    query: str  # with the query prompt
    passage: str  # with the chunk's document prompt


def inverse_cloze_pairs(chunks: list[dict], document_prompts: list[str], query_prompt: str) -> list[Pair]:
    """One pair per chunk that has a sentence of MIN_WORDS..MAX_WORDS words and something beside it."""
    pairs = []
    for i, (chunk, prompt) in enumerate(zip(chunks, document_prompts)):
        sentences = SENTENCE_END.split(" ".join(chunk["text"].split()))
        candidates = [k for k, s in enumerate(sentences) if MIN_WORDS <= len(s.split()) <= MAX_WORDS]
        if not candidates or len(sentences) < 2:
            continue
        pick = candidates[int(hashlib.sha256(chunk["id"].encode()).hexdigest(), 16) % len(candidates)]
        rest = " ".join(s for k, s in enumerate(sentences) if k != pick)
        pairs.append(Pair(i, chunk["source"], int(chunk["page"]), query_prompt + sentences[pick], prompt + rest))
    return pairs


def pairs_digest(pairs: list[Pair]) -> str:
    """SHA-256 of the pairs' texts: part of the adapted checkpoint's cache key and of the manifest."""
    digest = hashlib.sha256()
    for pair in pairs:
        digest.update(f"{pair.source}\x1f{pair.page}\x1f{pair.query}\x1f{pair.passage}\x1e".encode("utf-8"))
    return digest.hexdigest()
