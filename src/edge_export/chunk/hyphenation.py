"""Line-end hyphenation joined in chunk text: "compréhen-\\nsion" → "compréhension", while the chunk's line
citations still point at the printed lines (they come from the span's offsets in the page text).

A hyphen at a line's end is either the typesetter's (the word was cut) or the word's own ("contre-
indication", "vice-versa"). The corpus decides first: a form written with its hyphen inside a line
elsewhere keeps it; a joined form the corpus uses elsewhere loses it. Then the document's languages
(detected, chunk/plausibility.py): a joined form their word lists hold (frequent enough: MIN_JOIN_ZIPF) loses
it; anything else stays as printed ("anglo-\nsaxonnes": "anglosaxonnes" is no word), and so does a cut
before a capital ("Addison-\nWesley", a new sentence).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .plausibility import SCRIPT_LANGUAGES, is_joinable_word

_LISTED = frozenset(code for codes in SCRIPT_LANGUAGES.values() for code in codes)

# A word, hyphenated compounds whole; not the fragment before a line-end hyphen (atomic: no shorter match).
_WHOLE_WORD = re.compile(r"(?>[^\W\d_]+(?:-[^\W\d_]+)*)(?!-\n)")
# A letter-ending fragment, the hyphen, the line break, letters (_join wants the first in lower case).
_BROKEN = re.compile(r"([^\W\d_]+)-\n([^\W\d_]+)")


class HyphenJoiner:
    def __init__(self, texts: Iterable[str], languages: tuple[str, ...] = (), words: frozenset[str] | None = None):
        """`texts`: the corpus's (its words decide first); `languages`: wordfreq codes whose lists join too."""
        if words is None:
            found: set[str] = set()
            for text in texts:
                found.update(w.lower() for w in _WHOLE_WORD.findall(text))
            words = frozenset(found)
        self.words = words
        self.languages = tuple(lang for lang in languages if lang in _LISTED)

    def for_languages(self, languages: tuple[str, ...]) -> "HyphenJoiner":
        """The same corpus words, with a document's languages' lists."""
        return HyphenJoiner((), languages, self.words)

    def _join(self, match: re.Match) -> str:
        left, right = match.group(1), match.group(2)
        if not right[0].islower():  # "É", "Д": a new sentence or a name, not the rest of a word
            return match.group(0)
        if f"{left}-{right}".lower() in self.words:
            return f"{left}-{right}"
        joined = f"{left}{right}"
        if joined.lower() in self.words or any(is_joinable_word(joined.lower(), lang) for lang in self.languages):
            return joined
        return match.group(0)

    def __call__(self, text: str) -> str:
        return _BROKEN.sub(self._join, text) if "-\n" in text else text
