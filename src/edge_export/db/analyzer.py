"""The BM25 analyzer: how a chunk's text becomes the FTS5 row and a question its MATCH expression, per language.

Both sides run the same steps, so an app reproduces them from the manifest (`retrieval.bm25`): lower-case,
remove the language's elisions ("l'arbitre" → "arbitre"), split into words (Unicode `\\w+`), drop the
language's stopwords (question side only: the index keeps every word), and, with a stemmer, replace each
word by its Snowball stem (the same algorithms exist in Python and Java: `snowballstemmer`, Lucene's
`org.tartarus.snowball`). SQLite's `unicode61 remove_diacritics 2` tokenizer then folds case and accents
on both sides. A question becomes its distinct terms, each quoted and joined by OR: FTS5's default is AND,
which a long natural-language question almost never satisfies, and quoting keeps user text from being
parsed as FTS5 syntax.

The language is the corpus's (`language` in the bundle config: declared, or detected at build time from
the chunk texts by `detect_language`); French and English are known. Without a stemmer the index holds
the text as written (bundles of schema 2 and earlier, and `bm25_stemmer = none`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

WORD = re.compile(r"\w+", re.UNICODE)

# Elided articles and pronouns ("l'", "qu'", "jusqu'"): the word after the apostrophe is what counts.
ELISIONS = {"fr": ("c", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu"), "en": ()}

STOPWORDS = {
    "fr": tuple("""
a à au aux avec ce ces cet cette comme dans de des du elle en est et être il ils je la le les leur lui ma
mais me même mes moi mon ne ni nos notre nous on ou où par pas pour qu que qui sa se ses si son sont sur
ta te tes toi ton tu un une vos votre vous y été était peut doit faut quel quelle quels quelles
combien comment quand pourquoi quoi est-ce cela ça il-y
the of and or to in is are be for on with what which who how when does do can an as at by it this that
""".split()),
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

LANGUAGES = tuple(STOPWORDS)
SNOWBALL = {"fr": "french", "en": "english"}


@dataclass(frozen=True)
class Analyzer:
    language: str = "fr"
    stem: bool = False

    def __post_init__(self):
        if self.language not in LANGUAGES:
            raise ValueError(f"language {self.language!r}: choose one of {', '.join(LANGUAGES)}")

    @cached_property
    def _elision(self) -> re.Pattern | None:
        forms = ELISIONS[self.language]
        return re.compile(r"\b(?:" + "|".join(forms) + r")['’]", re.IGNORECASE) if forms else None

    @cached_property
    def _stopwords(self) -> frozenset:
        return frozenset(STOPWORDS[self.language])

    @cached_property
    def _stemmer(self):
        if not self.stem:
            return None
        import snowballstemmer

        return snowballstemmer.stemmer(SNOWBALL[self.language])

    def words(self, text: str) -> list[str]:
        """Lower-cased words with the language's elisions removed (before stopwords and stems)."""
        text = self._elision.sub(" ", text) if self._elision is not None else text
        return WORD.findall(text.lower())

    def index_text(self, text: str) -> str:
        """What the FTS row holds for `text`: the text itself, or its stems in order when stemming."""
        if self._stemmer is None:
            return text
        return " ".join(self._stemmer.stemWords(self.words(text)))

    def query_terms(self, question: str) -> list[str]:
        """The question's distinct content terms, in order (stemmed when stemming)."""
        words = [w for w in self.words(question) if w not in self._stopwords and (len(w) >= 2 or w.isdigit())]
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
                "elisions": list(ELISIONS[self.language]), "stopwords": list(STOPWORDS[self.language]),
                "min_chars": 2, "tokenizer": "unicode61 remove_diacritics 2"}

    @classmethod
    def from_json(cls, recorded: dict | None) -> "Analyzer":
        """The analyzer a manifest records; bundles without one used French words, unstemmed."""
        if not recorded:
            return cls()
        return cls(language=recorded["language"], stem=recorded.get("stemmer") is not None)


def detect_language(texts: list[str]) -> str:
    """The known language whose stopwords are most frequent in `texts` (ties: the first known)."""
    counts = {lang: 0 for lang in LANGUAGES}
    sets = {lang: frozenset(STOPWORDS[lang]) - _shared_stopwords() for lang in LANGUAGES}
    for text in texts:
        for word in WORD.findall(text.lower()):
            for lang, words in sets.items():
                counts[lang] += word in words
    return max(LANGUAGES, key=lambda lang: counts[lang])


def _shared_stopwords() -> frozenset:
    """Words in more than one list (the French list carries English question words): no evidence either way."""
    from itertools import combinations

    return frozenset().union(*(set(STOPWORDS[a]) & set(STOPWORDS[b]) for a, b in combinations(LANGUAGES, 2)))
