"""How plausible a text is as words of some language: the share of its words a language's word list knows.

A page's text is judged on what it is, not against a declared language: a reading of the wrong code
page, or OCR with the wrong language's model, gives strings that look like words but are not ("X Geper
Ha ce64 porIR HU3aÂHEPA"), and Tesseract's confidence in them can stay above 0.5. The share of the words
that a frequency list of the text's script knows tells them apart (BENCHMARKS.md, "Any document, no
flags"): sound text scores 0.8-0.95 in its own language, a wrong reading well under half.

The lists are wordfreq's (Apache-2.0 code, CC-BY-SA data; 42 languages): the small lists (about 30,000
words, 10-40 ms each to load) pick and judge the language, the large ones serve hyphenation. Shares are
weighted by word length: a two-letter token ("le", "ha", "ot") is a word in many languages, garbage
included. Scripts whose words wordfreq cuts with a dictionary tokenizer (Han, Kana, Hangul: MeCab,
jieba, not installed) are cut here by their language's list itself, longest word first (cjk_words); Thai, which
wordfreq has no list for, is not judged: `words` is 0 and the caller falls back on its other checks.
"""

from __future__ import annotations

import gzip
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from .scripts import SCRIPT_LETTERS, letter_scripts, script_of

# wordfreq's languages by the script they are written in ("sr": Serbian Cyrillic, which wordfreq writes in
# Latin letters, the two alphabets being letter for letter, and judges on the Serbo-Croatian list).
SCRIPT_LANGUAGES = {
    "Latin": ("en", "fr", "de", "es", "it", "pt", "nl", "pl", "ca", "cs", "da", "fi", "fil", "hu", "id", "is",
              "lt", "lv", "ms", "nb", "ro", "sh", "sk", "sl", "sv", "tr", "vi"),
    "Cyrillic": ("ru", "uk", "bg", "mk", "sr"),
    "Greek": ("el",),
    "Arabic": ("ar", "fa", "ur"),
    "Hebrew": ("he",),
    "Devanagari": ("hi",),
    "Bengali": ("bn",),
    "Tamil": ("ta",),
}
# A language a script is written in whose words wordfreq has no list for.
UNJUDGED_LANGUAGE = {"Thai": "th"}
# Chinese, Japanese and Korean, written without spaces between words (or, Korean, between words and their
# particles), whose words wordfreq cuts with jieba or MeCab (not installed): their text is cut here by the
# language's own list, longest word first (cjk_words). Which one: Hangul is Korean, Kana Japanese, and Han
# Chinese unless Kana (Japanese writes Han and Kana together) or Hangul (Korean's Hanja) stand beside it.
CJK_LANGUAGES = {"zh": ("Han",), "ja": ("Han", "Kana"), "ko": ("Hangul", "Han")}
MIN_BESIDE_HAN = 0.1  # Kana (or Hangul) letters per Han letter, at least, for a Han text to be Japanese (Korean)
MAX_CJK_WORD = 8  # letters: longer entries of the lists are rare (names, set phrases)
# Scripts whose lists leave out major languages written in them: Devanagari has Hindi's list, not Marathi's
# or Nepali's, and a sound Marathi page scores 0.17-0.35 as Hindi (BENCHMARKS.md, "Any document, no flags").
# Such a script's words are judged only when a hint names a listed language; else its text is not judged.
PARTLY_LISTED = frozenset({"Devanagari"})
# Cyrillic letters Serbian does not write: a text holding them is not judged as Serbian (whose list wordfreq
# keeps in Latin letters, where "Я" would become "ja" and an index page's "СЯ, РВ" the word "sja").
_NOT_SERBIAN = re.compile("[ЁёЙйЩщЪъЫыЬьЭэЮюЯяЄєІіЇїҐґ]")
SAMPLE_CHARS = 6000  # enough words to judge a page (a page of prose is 2,000-4,000 characters)
DOCUMENT_SAMPLE_CHARS = 3000  # per script, lines taken across the document: 400-500 words name a language
MIN_WORD_LETTERS = 3  # two-letter tokens are words in many languages, garbage included ("ja", "rv", "ot")
# The share of a text's words (letters-weighted) that its language's list must know for the text to be taken
# as words of that language (BENCHMARKS.md, "Any document, no flags": OCR of a page in its own script's model
# scores 0.55-0.9, a bilingual card whose Latin commands the Cyrillic or Greek model re-letters 0.47-0.49; a
# page read with another script's model 0.06-0.31, the best and worst of 148 readings chosen here).
MIN_KNOWN_WORDS = 0.45
MIN_JUDGED_WORDS = 8  # fewer words judged (a title page, a figure's labels): the share says too little
# A TeX control word (\textbullet, \sqsubseteq, \makeatletter): code, neither a word of a language nor
# garbage. A manual's symbol table or listing is mostly such names (a German symbol table's OCR scored 13 % as
# German words with them): a page's reading is judged without them, as without its digits and punctuation. A
# document's languages are not: there a language is named by prose, and what code leaves (its arguments,
# "itemize", "fontenc") would name one (a Russian book's LaTeX, Filipino at 49 %).
_CONTROL_WORD = re.compile(r"\\[A-Za-z@]+\*?")


@lru_cache(maxsize=None)
def _wordfreq():
    try:
        import wordfreq
    except ImportError as exc:  # a core dependency: only a broken install lands here
        raise ImportError("the chunk stage needs wordfreq (pip install wordfreq)") from exc
    return wordfreq


def word_list(language: str, size: str = "small") -> dict[str, float]:
    """The words of `language` (a SCRIPT_LANGUAGES code) in wordfreq's `size` list ("small" or "best"), with
    their frequencies (wordfreq caches each list once loaded)."""
    return _wordfreq().get_frequency_dict("sh" if language == "sr" else language, size)


# A joined word must be at least this frequent (wordfreq's Zipf scale: once per 100 million words) to
# undo a line-end hyphen: the large lists also hold web forms such as "viceversa" (Zipf 1.6).
MIN_JOIN_ZIPF = 2.0


def is_joinable_word(word: str, language: str) -> bool:
    """Is `word` (lower case) in `language`'s large list, frequent enough to join a word cut at a line end?"""
    return word_list(language, "best").get(word, 0.0) >= 10 ** (MIN_JOIN_ZIPF - 9)


def words_of(text: str, language: str) -> list[str]:
    """The text's words as wordfreq cuts and folds them for `language` (lower case, its normalisation;
    Serbian Cyrillic in Latin letters)."""
    return _wordfreq().tokenize(text, language)


def _folding(language: str, script: str) -> str:
    """Which languages cut a text alike, near enough to judge it: those of one script (wordfreq folds a few
    letters per language, Turkish's dotless i, Romanian's commas: a handful of words on a page), but
    Serbian, which it writes in Latin letters."""
    return language if language == "sr" else script


@dataclass(frozen=True)
class Plausibility:
    script: str | None  # the script most letters are written in
    language: str | None  # the most plausible language of that script (wordfreq's code), None if unjudged
    words: int  # the words of that script judged
    known: float  # their share (letters-weighted) that the language's list knows; 0.0 when unjudged

    @property
    def judged(self) -> bool:
        return self.words > 0

    def describe(self) -> str:
        if not self.judged:
            return f"{self.script or 'no'} script, not judged"
        return f"{self.known:.0%} of {self.words} {self.script} words are {self.language} words"


@lru_cache(maxsize=None)
def _simplified() -> dict[int, str]:
    """wordfreq's Traditional → Simplified Chinese character map (its zh list is Simplified)."""
    import msgpack
    from wordfreq.util import data_path

    with gzip.open(data_path("_chinese_mapping.msgpack.gz")) as f:
        return msgpack.load(f, raw=False, strict_map_key=False)


def cjk_language(text: str, script: str, hints: tuple[str, ...] = ()) -> str | None:
    """The language of a text whose letters are mostly `script` (Han, Kana, Hangul): a hint written in it,
    else Hangul's Korean, Kana's Japanese, and Han's Chinese unless Kana (Japanese) or Hangul (Korean) stand
    beside it; None for another script."""
    if script not in ("Han", "Kana", "Hangul"):
        return None
    for language in hints:
        if script in CJK_LANGUAGES.get(language, ()):
            return language
    if script != "Han":
        return "ko" if script == "Hangul" else "ja"
    counts = letter_scripts(text)
    if counts["Kana"] >= MIN_BESIDE_HAN * counts["Han"]:
        return "ja"
    return "ko" if counts["Hangul"] >= MIN_BESIDE_HAN * counts["Han"] else "zh"


def cjk_words(text: str, language: str) -> list[str]:
    """The words of `text`'s runs of `language`'s letters (CJK_LANGUAGES) as its list cuts them, longest
    known word first from the left (forward maximum matching); a letter no word of the list starts with is a
    word of one letter. Sound text is 70-80 % words of two letters or more (Chinese, Japanese and Korean manuals
    of the real-PDF set), characters in random order or decoded with the wrong code page 0-30 %."""
    known = word_list(language)
    if language == "zh":
        text = text.translate(_simplified())
    letters = "".join(SCRIPT_LETTERS[s] for s in CJK_LANGUAGES[language])
    words = []
    for run in re.findall(f"[{letters}]+", text):
        at = 0
        while at < len(run):
            size = next((n for n in range(min(MAX_CJK_WORD, len(run) - at), 1, -1) if run[at:at + n] in known), 1)
            words.append(run[at:at + size])
            at += size
    return words


def _judge_cjk(sample: str, script: str, hints: tuple[str, ...]) -> Plausibility:
    """How plausible a Chinese, Japanese or Korean text is: the share of its letters in words of two letters
    or more of its language's list (one letter is a word, or a letter, of any text)."""
    language = cjk_language(sample, script, hints)
    words = cjk_words(sample, language)
    letters = sum(map(len, words))
    if not letters:
        return Plausibility(script, language, 0, 0.0)
    return Plausibility(script, language, len(words), round(sum(len(w) for w in words if len(w) > 1) / letters, 4))


def _in_script(words: list[str], script: str) -> list[str]:
    return [w for w in words if len(w) >= MIN_WORD_LETTERS and w[0].isalpha() and script_of(w[0]) == script]


def judge(text: str, hints: tuple[str, ...] = (), script: str | None = None, commands: bool = False) -> Plausibility:
    """The most plausible language of `text`'s main script (or of `script`), and how plausible it is.

    `hints`: language codes that win when one is written in that script (the declared languages);
    otherwise every language of the script competes. `commands`: TeX's command names are judged as words
    (none of a language) rather than left out."""
    sample = text[:SAMPLE_CHARS] if commands else _CONTROL_WORD.sub(" ", text[:SAMPLE_CHARS])
    if script is None:
        counts = letter_scripts(sample)
        script = counts.most_common(1)[0][0] if counts else None
    if cjk_language(sample, script) is not None:
        return _judge_cjk(sample, script, hints)
    candidates = SCRIPT_LANGUAGES.get(script, ())
    hinted = tuple(lang for lang in hints if lang in candidates)
    best = Plausibility(script, UNJUDGED_LANGUAGE.get(script), 0, 0.0)
    cut: dict[tuple, list[str]] = {}  # most languages of a script cut a text alike: once for them all
    for language in hinted or candidates:
        if language == "sr" and _NOT_SERBIAN.search(sample):
            continue
        folding = _folding(language, script)
        if folding not in cut:
            cut[folding] = _in_script(words_of(sample, language), script if language != "sr" else "Latin")
        words = cut[folding]
        letters = sum(map(len, words))
        if not letters:
            continue
        known_list = word_list(language)
        known = sum(len(w) for w in words if w in known_list) / letters
        if not best.judged or known > best.known:
            best = Plausibility(script, language, len(words), round(known, 4))
    if script in PARTLY_LISTED and not hinted:
        return Plausibility(script, best.language, 0, 0.0)  # its language is a guess: not judged
    return best


def plausible(found: Plausibility, min_words: int = MIN_JUDGED_WORDS) -> bool:
    """Are a text's words words of a language? Yes too when too few were judged to tell."""
    return found.words < min_words or found.known >= MIN_KNOWN_WORDS


def document_languages(texts: list[str], min_share: float = 0.05, hints: tuple[str, ...] = ()) -> dict:
    """A document's scripts (share of its letters, those over `min_share`) and, for each, its most
    plausible language when its words are plausible as one (a Russian book's LaTeX commands name none):
    what the chunk report records, and whose word list joins the document's line-end hyphens."""
    counts: Counter = Counter()
    for text in texts:
        counts.update(letter_scripts(text))
    total = sum(counts.values())
    scripts = {s: round(n / total, 3) for s, n in counts.most_common() if n >= min_share * total}
    languages = {}
    for script in scripts:
        sample = _script_sample(texts, script)
        found = judge(sample, hints, script, commands=True)
        if found.language and (not found.judged or found.known >= MIN_KNOWN_WORDS):  # a guess below: none
            # the most letters' script first: a Japanese text's Kana and Han both say ja
            languages.setdefault(found.language, found.known if found.judged else None)
    return {"scripts": scripts, "languages": languages}


def _script_sample(texts: list[str], script: str) -> str:
    """Up to DOCUMENT_SAMPLE_CHARS of lines holding the script's letters, taken evenly across the document."""
    letter = re.compile(f"[{SCRIPT_LETTERS.get(script, '')}]") if script in SCRIPT_LETTERS else None
    lines = [line for text in texts for line in text.split("\n")
             if (letter.search(line) if letter else any(script_of(c) == script for c in line if c.isalpha()))]
    step = max(1, sum(map(len, lines)) // DOCUMENT_SAMPLE_CHARS)
    return "\n".join(lines[::step])[:DOCUMENT_SAMPLE_CHARS]
