"""Line-end hyphenation joined in chunk text: "compréhen-\\nsion" → "compréhension", while the chunk's line
citations still point at the printed lines (they come from the span's offsets in the page text).

A hyphen at a line's end is either the typesetter's (the word was cut) or the word's own ("contre-
indication"). The corpus decides: a form written with its hyphen inside a line elsewhere keeps it; a
joined form the corpus uses elsewhere loses it; anything else stays as printed. No dictionary: the
documents' own words hold for any language, and a word read once only is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# A word, hyphenated compounds whole; not the fragment before a line-end hyphen (atomic: no shorter match).
_WHOLE_WORD = re.compile(r"(?>[^\W\d_]+(?:-[^\W\d_]+)*)(?!-\n)")
# A letter-ending fragment, the hyphen, the line break, letters (_join wants the first in lower case).
_BROKEN = re.compile(r"([^\W\d_]+)-\n([^\W\d_]+)")


class HyphenJoiner:
    def __init__(self, texts: Iterable[str]):
        words: set[str] = set()
        for text in texts:
            words.update(w.lower() for w in _WHOLE_WORD.findall(text))
        self.words = frozenset(words)

    def _join(self, match: re.Match) -> str:
        left, right = match.group(1), match.group(2)
        if not right[0].islower():  # "É", "Д": a new sentence or a name, not the rest of a word
            return match.group(0)
        if f"{left}-{right}".lower() in self.words:
            return f"{left}-{right}"
        if f"{left}{right}".lower() in self.words:
            return f"{left}{right}"
        return match.group(0)

    def __call__(self, text: str) -> str:
        return _BROKEN.sub(self._join, text) if "-\n" in text else text
