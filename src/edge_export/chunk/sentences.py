"""One sentence of a chunk, picked the same way on every run: a text shaped like a question's.

The adapt stage pairs it with the rest of its chunk (inverse cloze); the export's GPTQ calibration runs
it under the query prompt, so the rounding is fitted to questions as well as to page windows.
"""

from __future__ import annotations

import hashlib
import re

SENTENCE_END = re.compile(r"(?<=[.?!;:])\s+")
MIN_WORDS, MAX_WORDS = 8, 60  # a sentence that says something, and not a whole window


def pick_sentence(text: str, key: str) -> tuple[str, str] | None:
    """(a sentence of MIN_WORDS..MAX_WORDS words, the text without it), chosen by a hash of `key` (the
    chunk's id); None when the text has no such sentence or nothing beside it."""
    sentences = SENTENCE_END.split(" ".join(text.split()))
    candidates = [k for k, s in enumerate(sentences) if MIN_WORDS <= len(s.split()) <= MAX_WORDS]
    if not candidates or len(sentences) < 2:
        return None
    pick = candidates[int(hashlib.sha256(key.encode()).hexdigest(), 16) % len(candidates)]
    return sentences[pick], " ".join(s for k, s in enumerate(sentences) if k != pick)
