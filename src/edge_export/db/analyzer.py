"""The BM25 analyzer: how a chunk's text becomes the FTS5 row and a question its MATCH expression, per language.

Both sides run the same steps, so an app reproduces them from the manifest (`retrieval.bm25`): Unicode NFC,
lower-case, remove the language's elisions ("l'arbitre" → "arbitre"), split into words (Unicode letters and
digits, `[^\\W_]+`), drop the language's stopwords (question side only: the index keeps every word), and,
with a stemmer, replace each word by its Snowball stem (the same algorithms exist in Python and Java:
`snowballstemmer`, Lucene's `org.tartarus.snowball`). SQLite's `unicode61 remove_diacritics 2` tokenizer then
folds case and accents on both sides. A question becomes its distinct terms, each quoted and joined by OR: FTS5's default is AND,
which a long natural-language question almost never satisfies, and quoting keeps user text from being
parsed as FTS5 syntax.

The language is the corpus's (`language` in the bundle config: declared, or detected at build time from
the chunk texts by `detect_language`); French and English are known. Without a stemmer the index holds
the text as written (bundles of schema 2 and earlier, and `bm25_stemmer = false`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cached_property

# Letters and digits (Unicode): `\w` less "_", which FTS5's unicode61 splits on. A word is then one FTS5
# token (one term, never a phrase), so BM25 from plain tables (db/bm25_tables.py) scores it exactly.
WORD = re.compile(r"[^\W_]+")

# Elided articles and pronouns ("l'", "qu'", "jusqu'"): the word after the apostrophe is what counts.
ELISIONS = {"fr": ("c", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu"), "en": ()}

# French function words (the list the FR bundles were measured with), then the English question words it
# has always carried for English questions to a French corpus. Words only: `\w+` never keeps a hyphen.
_FRENCH = tuple("""
a à au aux avec ce ces cet cette comme dans de des du elle en est et être il ils je la le les leur lui ma
mais me même mes moi mon ne ni nos notre nous on ou où par pas pour qu que qui sa se ses si son sont sur
ta te tes toi ton tu un une vos votre vous y été était peut doit faut quel quelle quels quelles
combien comment quand pourquoi quoi cela ça
""".split())
_ENGLISH_IN_FRENCH = tuple("the of and or to in is are be for on with what which who how when does do can an as at by "
                           "it this that".split())
STOPWORDS = {
    "fr": tuple(dict.fromkeys(_FRENCH + _ENGLISH_IN_FRENCH)),
    # Snowball's English stopword list (the function words; no content word of a rule book).
    "en": tuple("""
i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
herself it its itself they them their theirs themselves what which who whom this that these those am is
are was were be been being have has had having do does did doing would should could ought a an the and
but if or because as until while of at by for with about against between into through during before
after above below to from up down in out on off over under again further then once here there when where
why how all any both each few more most other some such no nor not only own same so than too very can
will just shall may might must s t d ll m re ve
""".split()),
}
# What tells the languages apart in `detect_language`: each language's own function words of two letters
# or more that the other language's own list lacks (the English words the French list carries are not
# French evidence).
_OWN = {"fr": _FRENCH, "en": STOPWORDS["en"]}

LANGUAGES = tuple(STOPWORDS)
SNOWBALL = {"fr": "french", "en": "english"}


@dataclass(frozen=True)
class Analyzer:
    """`stopwords`, `elisions` and `min_chars` default to the language's; a bundle's recorded ones override
    them (from_json), so a bundle is always queried with the lists its manifest shows an app."""

    language: str = "fr"
    stem: bool = False
    stopwords: tuple | None = None
    elisions: tuple | None = None
    min_chars: int = 2

    def __post_init__(self):
        if self.language not in LANGUAGES:
            raise ValueError(f"language {self.language!r}: choose one of {', '.join(LANGUAGES)}")
        if self.stopwords is None:
            object.__setattr__(self, "stopwords", STOPWORDS[self.language])
        if self.elisions is None:
            object.__setattr__(self, "elisions", ELISIONS[self.language])

    @cached_property
    def _elision(self) -> re.Pattern | None:
        forms = self.elisions
        return re.compile(r"\b(?:" + "|".join(forms) + r")['’]", re.IGNORECASE) if forms else None

    @cached_property
    def _stopwords(self) -> frozenset:
        return frozenset(self.stopwords)

    @cached_property
    def _stemmer(self):
        if not self.stem:
            return None
        import snowballstemmer

        return snowballstemmer.stemmer(SNOWBALL[self.language])

    def words(self, text: str) -> list[str]:
        """Lower-cased words (NFC) with the language's elisions removed (before stopwords and stems)."""
        text = unicodedata.normalize("NFC", text)
        text = self._elision.sub(" ", text) if self._elision is not None else text
        return WORD.findall(text.lower())

    def index_text(self, text: str) -> str:
        """What the FTS row holds for `text`: the text itself, or its stems in order when stemming."""
        if self._stemmer is None:
            return text
        return " ".join(self._stemmer.stemWords(self.words(text)))

    def query_terms(self, question: str) -> list[str]:
        """The question's distinct content terms, in order (stemmed when stemming)."""
        words = [w for w in self.words(question)
                 if w not in self._stopwords and (len(w) >= self.min_chars or w.isdigit())]
        if self._stemmer is not None:
            words = self._stemmer.stemWords(words)
        return list(dict.fromkeys(words))

    def match_expression(self, question: str) -> str | None:
        """The FTS5 MATCH string: the quoted terms joined by OR; None when no term is left."""
        terms = self.query_terms(question)
        return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms) or None

    def to_json(self) -> dict:
        """The manifest's `retrieval.bm25`: everything an app needs to run the same steps."""
        return {"language": self.language, "stemmer": SNOWBALL[self.language] if self.stem else None,
                "elisions": list(self.elisions), "stopwords": list(self.stopwords),
                "min_chars": self.min_chars, "tokenizer": "unicode61 remove_diacritics 2"}

    @classmethod
    def from_json(cls, recorded: dict | None) -> "Analyzer":
        """The analyzer a manifest records; bundles without one used French words, unstemmed."""
        if not recorded:
            return cls()
        return cls(language=recorded["language"], stem=recorded.get("stemmer") is not None,
                   stopwords=tuple(recorded["stopwords"]), elisions=tuple(recorded["elisions"]),
                   min_chars=int(recorded["min_chars"]))


def detect_language(texts: list[str]) -> str:
    """The known language whose own function words are most frequent in `texts` (ties: the first known).
    Elisions are removed first (French "d'", "s'" are not English "d", "s"); only words of two letters or
    more that one language's own list has and the other's lacks count."""
    evidence = {lang: frozenset(w for w in _OWN[lang] if len(w) >= 2) for lang in LANGUAGES}
    shared = frozenset.intersection(*evidence.values())
    evidence = {lang: words - shared for lang, words in evidence.items()}
    french = Analyzer("fr")
    counts = {lang: 0 for lang in LANGUAGES}
    for text in texts:
        for word in french.words(text):
            for lang, words in evidence.items():
                counts[lang] += word in words
    return max(LANGUAGES, key=lambda lang: counts[lang])
