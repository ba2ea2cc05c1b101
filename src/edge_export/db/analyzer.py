"""The BM25 analyzer: how a chunk's text becomes the FTS5 row and a question its MATCH expression, per language.

Both sides run the same steps, so an app reproduces them from the manifest (`retrieval.bm25`): Unicode NFC,
lower-case, remove the language's elisions ("l'arbitre" → "arbitre"), split into words (Unicode letters and
digits, `[^\\W_]+`), cut the runs of Han, Kana and Hangul in a word into overlapping bigrams, and their Han
letters one by one too (segmentation "cjk_bigrams_han_unigrams", below), drop the language's stopwords
(question side only: the index keeps every word), and, with a stemmer, replace each term by its Snowball stem
(`snowballstemmer` 3.1.1 here; the Java library carries the same release's algorithms,
android/tools/gen_snowball.py). SQLite's
`unicode61 remove_diacritics 2` tokenizer then folds case and accents on both sides. A question becomes its
distinct terms, each quoted and joined by OR: FTS5's default is AND, which a long natural-language question
almost never satisfies, and quoting keeps user text from being parsed as FTS5 syntax.

Segmentation (`segmentation` in the manifest; absent in bundles before it, which read as "words"):
- "words": the words as they are (a run of Chinese characters is one term).
- "cjk_bigrams": as Lucene's CJKAnalyzer (CJKBigramFilter's default scripts: Han, Hiragana, Katakana,
  Hangul), each run of those letters inside a word becomes its overlapping two-letter terms ("東京都" →
  "東京", "京都"), a lone letter its one term; the rest of the word stays a term ("2024年" → "2024", "年").
  Chinese and Japanese are written without spaces and Korean glues particles to its words (학교에서), and
  no dictionary segmenter gives the same cuts in Python and on a phone; bigrams do. A CJK term is kept
  whatever `min_chars` says (one Han letter is a word). The index then holds those terms separated by spaces
  (index_text), so each bigram is one FTS5 token in corpus_fts.db and in the plain BM25 tables alike.
- "cjk_bigrams_han_unigrams" (the default since 2026-11-29): the same bigrams, and each Han letter of a longer
  run also as a term of its own, before the bigram it starts ("東京都" → "東", "東京", "京", "京都", "都"), as
  CJKBigramFilter's `outputUnigrams` does for Han alone. A Han letter is a morpheme: a question that says a
  thing in other words ("批注" for the page's "边注") still shares its letters with the page where it shares no
  bigram; Kana and Hangul letters are syllables, which carry no meaning alone (Korean lost a question at 5 with
  them). Measured: docs/experiments/languages.md, "Han letters as terms".
- "none": the language's script is written with combining vowel signs (Thai, Lao, Khmer, Myanmar, Tibetan,
  Thaana and the Indic scripts), at which both `[^\\W_]+` and FTS5's unicode61 cut its words into
  fragments; BM25 cannot help there, so a hybrid search steps aside and ranks by the vectors alone
  (retrieval/search.py, the Java Searcher). The index is still written (mode "bm25" stays possible).

The language is the corpus's (`language` in the bundle config: declared, or, "auto", `corpus_language`: the
language most documents are written in as the chunk stage found it, else detected from the chunk texts by
`detect_language`: script, then stopword evidence). Where each list comes from (PROFILES):
French and English keep the lists the FR and English bundles were measured with (below); other languages
take Snowball's stop word lists where Snowball has one (snowball_stopwords.json: the file, commit and licence
it was copied from), else stopwords-iso's (the `stopwordsiso` package, pinned in constraints.txt), each
entry kept only if it can be a term; elisions are French's (measured) and Lucene's ItalianAnalyzer and
CatalanAnalyzer DEFAULT_ARTICLES; stemmers are `snowballstemmer`'s algorithms. "und" (undetermined): words
with no stopwords, for a corpus in a script that is cut into words but in no listed language. Without a
stemmer the index holds the text as written, but for its CJK runs (bundles of schema 2 and earlier, a language
Snowball has no stemmer for, and `bm25_stemmer = false`; the default stems: docs/experiments/languages.md, "BM25
stems by default").
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

# Letters and digits (Unicode): `\w` less "_", which FTS5's unicode61 splits on. A word is then one FTS5
# token (one term, never a phrase), so BM25 from plain tables (db/bm25_tables.py) scores it exactly.
WORD = re.compile(r"[^\W_]+")

WORDS, CJK_BIGRAMS, NO_SEGMENTATION = "words", "cjk_bigrams", "none"
HAN_UNIGRAMS = "cjk_bigrams_han_unigrams"
SEGMENTATIONS = (WORDS, CJK_BIGRAMS, HAN_UNIGRAMS, NO_SEGMENTATION)
_CJK_SEGMENTATIONS = (CJK_BIGRAMS, HAN_UNIGRAMS)  # the two that cut CJK runs
# The letters "cjk_bigrams" cuts: Han (CJK Unified Ideographs and their extensions, the compatibility
# ideographs, the ideographic iteration mark, number zero and Hangzhou numerals), Hiragana, Katakana (with
# their phonetic extensions, halfwidth forms and supplements) and Hangul (jamo, compatibility jamo,
# syllables, halfwidth forms), those code points being letters or digits for Python (`[^\W_]`). The Java
# Analyzer holds the same table.
CJK_RANGES = ((0x1100, 0x11FF), (0x3005, 0x3007), (0x3021, 0x3029), (0x3038, 0x303B), (0x3040, 0x30FF),
              (0x3130, 0x318F), (0x31F0, 0x31FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xA960, 0xA97F),
              (0xAC00, 0xD7FF), (0xF900, 0xFAFF), (0xFF66, 0xFFDC), (0x1B000, 0x1B16F), (0x20000, 0x323AF))
_CJK_CLASS = "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in CJK_RANGES)
# Han's part of CJK_RANGES, as its comment lists it (the iteration mark 々, closing mark 〆 and number zero 〇,
# U+3005-3007, and the other ideographic marks and numerals of U+3021-3029 and U+3038-303B with the ideographs):
# the letters "cjk_bigrams_han_unigrams" also keeps one by one. The Java Analyzer holds the same table.
HAN_RANGES = ((0x3005, 0x3007), (0x3021, 0x3029), (0x3038, 0x303B), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),
              (0xF900, 0xFAFF), (0x20000, 0x323AF))
_HAN = re.compile("[" + "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in HAN_RANGES) + "]")
_CJK_RUN = re.compile(f"(?:(?![\\W_])[{_CJK_CLASS}])+")  # in raw text: only letters and digits
_CJK_PIECES = re.compile(f"([{_CJK_CLASS}]+)|([^{_CJK_CLASS}]+)")  # in a word (letters and digits already)

# Elided articles and pronouns ("l'", "qu'", "jusqu'"): the word after the apostrophe is what counts. French:
# the list the FR bundles were measured with; Italian and Catalan: Lucene's ItalianAnalyzer and
# CatalanAnalyzer DEFAULT_ARTICLES.
ELISIONS = {"fr": ("c", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu"), "en": (),
            "it": ("c", "l", "all", "dall", "dell", "nell", "sull", "coll", "pell", "gl", "agl", "dagl", "degl",
                   "negl", "sugl", "un", "m", "t", "s", "v", "d"),
            "ca": ("d", "l", "m", "n", "s", "t")}

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
# The measured lists (French and English bundles keep exactly these); every other language's comes from
# its source (PROFILES, stopwords_of).
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

MEASURED, SNOWBALL_LISTS, STOPWORDS_ISO = "measured", "snowball", "stopwords-iso"


@dataclass(frozen=True)
class Profile:
    """A language's BM25 steps: the script it is written in (chunk/scripts.py's names, for detection), its
    stopword source (MEASURED, SNOWBALL_LISTS, STOPWORDS_ISO or None), its Snowball algorithm (also the name
    of its Snowball stop list) and its segmentation."""

    script: str | None
    stopwords: str | None
    stemmer: str | None
    segmentation: str = HAN_UNIGRAMS


_S, _I = SNOWBALL_LISTS, STOPWORDS_ISO
PROFILES = {
    "fr": Profile("Latin", MEASURED, "french"), "en": Profile("Latin", MEASURED, "english"),
    "de": Profile("Latin", _S, "german"), "es": Profile("Latin", _S, "spanish"), "it": Profile("Latin", _S, "italian"),
    "pt": Profile("Latin", _S, "portuguese"), "nl": Profile("Latin", _S, "dutch"), "da": Profile("Latin", _S, "danish"),
    "sv": Profile("Latin", _S, "swedish"), "nb": Profile("Latin", _S, "norwegian"),
    "fi": Profile("Latin", _S, "finnish"),
    "hu": Profile("Latin", _S, "hungarian"), "id": Profile("Latin", _S, "indonesian"),
    "pl": Profile("Latin", _I, "polish"), "cs": Profile("Latin", _I, "czech"), "sk": Profile("Latin", _I, None),
    "sl": Profile("Latin", _I, None), "ro": Profile("Latin", _I, "romanian"), "ca": Profile("Latin", _I, "catalan"),
    "tr": Profile("Latin", _I, "turkish"), "lt": Profile("Latin", _I, "lithuanian"), "lv": Profile("Latin", _I, None),
    "vi": Profile("Latin", _I, None),
    "ru": Profile("Cyrillic", _S, "russian"), "uk": Profile("Cyrillic", _I, None), "bg": Profile("Cyrillic", _I, None),
    "sr": Profile("Cyrillic", None, "serbian"),
    "el": Profile("Greek", _I, "greek"), "he": Profile("Hebrew", _I, None),
    "ar": Profile("Arabic", _I, "arabic"), "fa": Profile("Arabic", _I, "persian"), "ur": Profile("Arabic", _I, None),
    "zh": Profile("Han", _I, None), "ja": Profile("Kana", _I, None), "ko": Profile("Hangul", _I, None),
    "und": Profile(None, None, None),
}
# Scripts written with combining vowel signs: their words cannot be cut here (segmentation "none"), each
# with the language detection names for it (Devanagari: Hindi; Marathi may be declared).
UNSEGMENTED_SCRIPTS = {"Thai": "th", "Lao": "lo", "Khmer": "km", "Myanmar": "my", "Tibetan": "bo", "Thaana": "dv",
                       "Devanagari": "hi", "Bengali": "bn", "Gurmukhi": "pa", "Gujarati": "gu", "Oriya": "or",
                       "Tamil": "ta", "Telugu": "te", "Kannada": "kn", "Malayalam": "ml", "Sinhala": "si"}
PROFILES.update({code: Profile(script, None, None, NO_SEGMENTATION) for script, code in UNSEGMENTED_SCRIPTS.items()})
PROFILES["mr"] = Profile("Devanagari", None, None, NO_SEGMENTATION)
LANGUAGES = tuple(PROFILES)
SNOWBALL = {lang: p.stemmer for lang, p in PROFILES.items() if p.stemmer}
UNDETERMINED = "und"


def _possible_term(word: str) -> bool:
    """Can a stopword entry ever equal a question's term, and should it? One word (`[^\\W_]+`), not a number
    (stopwords-iso's Korean list holds the digits), and, holding CJK letters, a CJK unigram or bigram
    (stopwords-iso's lists also hold phrases, punctuation and longer CJK words)."""
    if not WORD.fullmatch(word) or word.isdigit():
        return False
    pieces = _CJK_PIECES.findall(word)
    return not any(cjk for cjk, _ in pieces) or (len(pieces) == 1 and len(word) <= 2)


@cache
def stopwords_of(language: str) -> tuple[str, ...]:
    """The language's stopwords from its source (PROFILES): NFC, lower case, each a possible term, in the
    source's order."""
    source = PROFILES[language].stopwords
    if source == MEASURED:
        return STOPWORDS[language]
    if source == SNOWBALL_LISTS:
        lists = json.loads(Path(__file__).with_name("snowball_stopwords.json").read_text(encoding="utf-8"))["lists"]
        words = lists[PROFILES[language].stemmer]
    elif source == STOPWORDS_ISO:
        try:
            from stopwordsiso import stopwords
        except ImportError as exc:  # a core dependency: only a broken install lands here
            raise ImportError(f"the BM25 stopwords of {language!r} come from stopwordsiso (pip install "
                              "stopwordsiso; `make install` pins it)") from exc
        words = sorted(stopwords(language))  # a set: sorted, so the list (and the manifest) is reproducible
    else:
        return ()
    words = (unicodedata.normalize("NFC", w).lower() for w in words)
    return tuple(dict.fromkeys(w for w in words if _possible_term(w)))


def snowball_stemmer(algorithm: str):
    """`snowballstemmer`'s pure-Python stemmer for `algorithm` ("russian"): the Snowball release the Java library's
    stemmers are generated from. Not `snowballstemmer.stemmer`, which hands over to PyStemmer's own C release
    whenever that package is installed, so an index could hold stems an app's question never gets."""
    import importlib

    module = importlib.import_module(f"snowballstemmer.{algorithm}_stemmer")
    return getattr(module, "".join(part.capitalize() for part in algorithm.split("_")) + "Stemmer")()


def cjk_terms(run: str, han_unigrams: bool = False) -> list[str]:
    """A run of CJK letters → its overlapping bigrams; a lone letter stays a unigram (CJKBigramFilter). With
    `han_unigrams`, each Han letter of a longer run too, before the bigram it starts (CJKBigramFilter's order)."""
    if len(run) < 2:
        return [run]
    out = []
    for i, letter in enumerate(run):
        if han_unigrams and _HAN.match(letter):
            out.append(letter)
        if i + 1 < len(run):
            out.append(run[i:i + 2])
    return out


@dataclass(frozen=True)
class Analyzer:
    """`stopwords`, `elisions`, `min_chars` and `segmentation` default to the language's; a bundle's recorded
    ones override them (from_json), so a bundle is always queried with the lists its manifest shows an app."""

    language: str = "fr"
    stem: bool = False
    stopwords: tuple | None = None
    elisions: tuple | None = None
    min_chars: int = 2
    segmentation: str | None = None

    def __post_init__(self):
        if self.language not in LANGUAGES:
            raise ValueError(f"language {self.language!r}: choose one of {', '.join(LANGUAGES)}")
        if self.stem and self.language not in SNOWBALL:  # `bm25_stemmer = true` with a language Snowball lacks
            object.__setattr__(self, "stem", False)  # (one detected, say): terms as written, recorded so
        if self.stopwords is None:
            object.__setattr__(self, "stopwords", stopwords_of(self.language))
        if self.elisions is None:
            object.__setattr__(self, "elisions", ELISIONS.get(self.language, ()))
        if self.segmentation is None:
            object.__setattr__(self, "segmentation", PROFILES[self.language].segmentation)
        if self.segmentation not in SEGMENTATIONS:
            raise ValueError(f"segmentation {self.segmentation!r}: choose one of {', '.join(SEGMENTATIONS)}")

    @property
    def helps_hybrid(self) -> bool:
        """False where the language's words cannot be cut (segmentation "none"): hybrid ranks by vectors alone."""
        return self.segmentation != NO_SEGMENTATION

    @cached_property
    def _elision(self) -> re.Pattern | None:
        forms = self.elisions
        return re.compile(r"\b(?:" + "|".join(forms) + r")['’]", re.IGNORECASE) if forms else None

    @cached_property
    def _stopwords(self) -> frozenset:
        return frozenset(self.stopwords)

    @cached_property
    def _stemmer(self):
        return snowball_stemmer(SNOWBALL[self.language]) if self.stem else None

    def words(self, text: str) -> list[str]:
        """Lower-cased words (NFC) with the language's elisions removed (before segmentation, stopwords, stems)."""
        text = unicodedata.normalize("NFC", text)
        text = self._elision.sub(" ", text) if self._elision is not None else text
        return WORD.findall(text.lower())

    def _pieces(self, text: str) -> list[tuple[str, bool]]:
        """The text's terms before stopwords and stems, each with whether it is a CJK unigram or bigram."""
        words = self.words(text)
        if self.segmentation not in _CJK_SEGMENTATIONS:
            return [(w, False) for w in words]
        out = []
        for word in words:
            for cjk, other in _CJK_PIECES.findall(word):
                out.extend([(b, True) for b in self._cjk_terms(cjk)] if cjk else [(other, False)])
        return out

    def _cjk_terms(self, run: str) -> list[str]:
        return cjk_terms(run, han_unigrams=self.segmentation == HAN_UNIGRAMS)

    def terms(self, text: str) -> list[str]:
        """Every term of `text` in order, segmented, stopwords kept, before any stem (the index holds these, or
        their stems: index_text)."""
        return [term for term, _ in self._pieces(text)]

    def index_text(self, text: str) -> str:
        """What the FTS row holds for `text`: its stems in order when stemming; else the text itself, each run
        of CJK letters replaced by its terms between spaces (the same FTS5 tokens as its terms)."""
        if self._stemmer is not None:
            return " ".join(self._stemmer.stemWords(self.terms(text)))
        if self.segmentation not in _CJK_SEGMENTATIONS or not _CJK_RUN.search(text):
            return text
        return _CJK_RUN.sub(lambda m: " " + " ".join(self._cjk_terms(m.group())) + " ",
                            unicodedata.normalize("NFC", text))

    def query_terms(self, question: str) -> list[str]:
        """The question's distinct content terms, in order (stemmed when stemming)."""
        words = [w for w, cjk in self._pieces(question)
                 if w not in self._stopwords and (cjk or len(w) >= self.min_chars or w.isdigit())]
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
                "min_chars": self.min_chars, "segmentation": self.segmentation,
                "tokenizer": "unicode61 remove_diacritics 2"}

    @classmethod
    def from_json(cls, recorded: dict | None) -> "Analyzer":
        """The analyzer a manifest records; bundles without one used French words, unstemmed, and bundles
        without a `segmentation` words."""
        if not recorded:
            return cls(segmentation=WORDS)
        stemmer = recorded.get("stemmer")
        if stemmer is not None and stemmer != SNOWBALL.get(recorded["language"]):  # the Java library runs the name
            raise ValueError(f"stemmer {stemmer!r} is not the Snowball stemmer of language "
                             f"{recorded['language']!r} ({SNOWBALL.get(recorded['language'])!r})")
        return cls(language=recorded["language"], stem=stemmer is not None,
                   stopwords=tuple(recorded["stopwords"]), elisions=tuple(recorded["elisions"]),
                   min_chars=int(recorded["min_chars"]), segmentation=recorded.get("segmentation", WORDS))


# Letters of one listed language's alphabet among those of its script (Ukrainian's і, ї, є, ґ, Russian's ы,
# э, ё): a word holding one is that language's evidence as a function word is (stopwords-iso's Ukrainian list
# is short: 73 words, without "і", "на", "що", "якщо").
MARK_LETTERS = {"uk": "іїєґ", "ru": "ыэё"}
# Japanese when Kana letters are at least this share of the Han and Kana ones (Chinese writes no Kana; a
# Japanese text, even one heavy in kanji, a third or more).
KANA_SHARE = 0.1


def corpus_language(corpus: dict) -> str:
    """BM25's language for a chunk file (`corpus`) in "auto": the first of the languages the chunk stage found
    (chunk.languages.found_languages: the language most documents are written in), as the model's table reads
    them. A chunk file without them, or whose language BM25 has no profile for: `detect_language` over its chunk
    texts."""
    from ..chunk.languages import found_languages

    ranked = found_languages(corpus.get("metadata", {}).get("documents", []))
    if ranked and ranked[0][0] in PROFILES:
        return ranked[0][0]
    return detect_language([c["text"] for c in corpus["chunks"]])


def detect_language(texts: list[str]) -> str:
    """The corpus's language, deterministic: the script most of its letters are written in (chunk/scripts.py),
    then, among the listed languages of that script, the one whose function words are most frequent.

    Han and Kana: Japanese when Kana letters are KANA_SHARE of them, else Chinese; Hangul: Korean; a script
    written with combining vowel signs: its UNSEGMENTED_SCRIPTS language. Otherwise each word of two letters
    or more (elisions removed first: French "d'", "s'" are not English "d", "s") counts for the languages
    of the script whose function words hold it, split evenly among them (a word of one list is whole
    evidence, "de" of seven lists a seventh), and so does a word holding a letter of MARK_LETTERS; French
    counts its own words only, not the English ones its list carries. Ties: the language listed first (fr,
    en, ...); no evidence: "und"."""
    counts: Counter = Counter()
    from ..chunk.scripts import letter_scripts

    for text in texts:
        counts.update(letter_scripts(text))
    if not counts:
        return UNDETERMINED
    script = max(counts, key=lambda s: (counts[s], s == "Latin"))
    if script in ("Han", "Kana"):
        return "ja" if counts["Kana"] >= KANA_SHARE * (counts["Han"] + counts["Kana"]) else "zh"
    if script == "Hangul":
        return "ko"
    if script in UNSEGMENTED_SCRIPTS:
        return UNSEGMENTED_SCRIPTS[script]
    evidence = _evidence(script)
    if not evidence:
        return UNDETERMINED
    score = {lang: 0.0 for lang in evidence}
    owners: dict[str, list[str]] = {}
    for lang, words in evidence.items():
        for w in words:
            owners.setdefault(w, []).append(lang)
    marked = [(lang, frozenset(letters)) for lang, letters in MARK_LETTERS.items() if lang in evidence]
    french = Analyzer("fr", segmentation=WORDS)
    for word, n in sorted(Counter(w for text in texts for w in french.words(text)).items()):
        langs = list(dict.fromkeys([*owners.get(word, ()), *(lang for lang, letters in marked if letters & set(word))]))
        for lang in langs:
            score[lang] += n / len(langs)
    best = max(score, key=lambda lang: score[lang])
    return best if score[best] > 0 else UNDETERMINED


@cache
def _evidence(script: str) -> dict[str, frozenset]:
    """The function words of two letters or more of each listed language written in `script`."""
    own = {"fr": _FRENCH}
    return {lang: frozenset(w for w in own.get(lang) or stopwords_of(lang) if len(w) >= 2)
            for lang, p in PROFILES.items() if p.script == script and p.stopwords}
