"""Line-end hyphenation joined in chunk text: "compréhen-\\nsion" → "compréhension", while the chunk's line
citations still point at the printed lines (they come from the span's offsets in the page text).

A hyphen at a line's end is either the typesetter's (the word was cut) or the word's own ("contre-
indication", "vice-versa"). The corpus decides first: a form written with its hyphen inside a line
elsewhere keeps it; a joined form the corpus uses elsewhere loses it. Then the document's languages
(detected, chunk/plausibility.py) and their hyphenation patterns (pyphen: the LibreOffice/TeX patterns a
typesetter's hyphenator uses):
- a joined form the lists hold (frequent enough: MIN_JOIN_ZIPF) loses it ("compréhen-\\nsion"), unless both
  parts are words and no pattern cuts there: a compound's own hyphen ("peut-\\nêtre", "sud-\\nouest");
- a joined form under the lists' floor (rare inflections: "dénomme-\\nrons", "précé-\\ndaient") loses it when
  the patterns cut there and the second part is no word (of the languages, or of English, which pages in
  any language quote: "Anti-\\ncheating" stays);
- anything else stays as printed ("vice-\\nversa", "anglo-\\nsaxonnes"), and so does a cut before a capital
  ("Addison-\\nWesley", a new sentence).
A language with a word list but no patterns (Turkish, Vietnamese, Indonesian...) is decided by its list alone:
- a joined form the list holds loses the hyphen ("al-\\nmış", "ken-\\ndine");
- a joined form it does not hold (most of an agglutinative language's forms: "işlem-\\ncilerinin") loses it
  when one part is no word of the language or of English: a fragment, so the hyphen cut a word; when both are
  words ("e-\\nposta", "anak-\\nanak"), or the first is an acronym ("TCP-\\nbağlantısı"), it stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

import pyphen

from .plausibility import SCRIPT_LANGUAGES, is_joinable_word
from .scripts import script_of

_LISTED = frozenset(code for codes in SCRIPT_LANGUAGES.values() for code in codes)

# A word, hyphenated compounds whole; not the fragment before a line-end hyphen (atomic: no shorter match).
_WHOLE_WORD = re.compile(r"(?>[^\W\d_]+(?:-[^\W\d_]+)*)(?!-\n)")
# A letter-ending fragment, the hyphen, the line break, letters (_join wants the first in lower case).
_BROKEN = re.compile(r"([^\W\d_]+)-\n([^\W\d_]+)")


QUOTED_LANGUAGE = "en"


@lru_cache(maxsize=None)
def _patterns(language: str) -> pyphen.Pyphen | None:
    found = pyphen.language_fallback(language)
    return pyphen.Pyphen(lang=found) if found else None


def _pattern_cut(left: str, joined: str, language: str) -> bool:
    patterns = _patterns(language)
    return patterns is not None and len(left) in patterns.positions(joined)


def _is_word(fragment: str, languages: tuple[str, ...]) -> bool:
    return any(is_joinable_word(fragment.lower(), lang) for lang in languages)


def has_patterns(language: str) -> bool:
    return _patterns(language) is not None


def is_cut_word(left: str, right: str, languages: tuple[str, ...]) -> bool:
    """left-\\nright is one word of one of `languages` cut at a line end (module docstring: the rule): by the
    patterned languages' rule, or by the word lists of those without patterns."""
    patterned = tuple(lang for lang in languages if has_patterns(lang))
    unpatterned = tuple(lang for lang in languages if not has_patterns(lang))
    return bool(patterned and _cut_by_patterns(left, right, patterned)
                or unpatterned and _cut_by_words(left, right, unpatterned))


def _cut_by_words(left: str, right: str, languages: tuple[str, ...]) -> bool:
    """For languages without hyphenation patterns: the joined form is a word, or one part is no word; of a
    language written in the word's script (a Turkish book's Russian word is no Turkish word, and no cut)."""
    script = script_of(left[0])
    languages = tuple(lang for lang in languages if lang in SCRIPT_LANGUAGES.get(script, ()))
    if not languages:
        return False
    if _is_word(f"{left}{right}".lower(), languages):
        return True
    if len(left) > 1 and left.isupper():  # an acronym's own hyphen ("TCP-\\nbağlantısı")
        return False
    quoted = (*languages, QUOTED_LANGUAGE)
    return not (_is_word(left, quoted) and _is_word(right, quoted))


def _cut_by_patterns(left: str, right: str, languages: tuple[str, ...]) -> bool:
    joined = f"{left}{right}".lower()
    pattern_cut = any(_pattern_cut(left, joined, lang) for lang in languages)
    if _is_word(joined, languages):
        return pattern_cut or not (_is_word(left, languages) and _is_word(right, languages))
    # English counts for the second part: pages in any language quote English terms ("Anti-\ncheating").
    return pattern_cut and not _is_word(right, (*languages, QUOTED_LANGUAGE))


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
        if joined.lower() in self.words or is_cut_word(left, right, self.languages):
            return joined
        return match.group(0)

    def __call__(self, text: str) -> str:
        return _BROKEN.sub(self._join, text) if "-\n" in text else text
