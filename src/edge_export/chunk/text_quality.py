"""The text-quality gate: is a page's extracted text the words printed on it, or a broken text layer?

A PDF whose fonts carry no Unicode map gives character codes instead of letters: control characters
where TeX put its ligatures ("di\\x1ccile"), Latin-1 letters for a Cyrillic font's bytes ("ñèñòåìà"),
private-use code points, U+FFFD, or "(cid:12)" glyph codes, or letters of two scripts in one word when a
font's codes were decoded with the wrong table ("mйthode"). Each check returns a problem in words; a page
with none passes, in whatever script it is written. Thresholds are shares, not counts, where real text has a
few such characters: Word's Symbol-font bullets are private-use code points (U+F0B7) on ordinary pages. A
page whose only fault is a few bad characters is mended in place (`mend`) rather than read another way.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from .scripts import has_other_letters, mixed_script_words

CONTROL_CHARACTER = r"[\x00-\x08\x0b-\x1f\x7f-\x9f]"  # C0 and C1 controls, but tab and line feed
_CONTROL = re.compile(CONTROL_CHARACTER)
_REPLACEMENT = re.compile("\ufffd")
_PRIVATE_USE = re.compile("[\ue000-\uf8ff]")
# Inside a word, a private-use code point stands for letters (a font's own ligature slots: "o\ue001ce"),
# as a control character does; beside a space it is a symbol (Word's bullets).
_PRIVATE_IN_WORD = re.compile(r"(?<=[^\W\d_])[\ue000-\uf8ff]+(?=[^\W\d_])")
_GLYPH_CODE = re.compile(r"\(cid:\d+\)")  # pdfminer.six's name for a glyph it cannot map
_VISIBLE = re.compile(r"\S")
# Anything one of the character checks looks for: most pages have none, and skip them at once.
_SUSPECT = re.compile("|".join(check.pattern for check in (_CONTROL, _REPLACEMENT, _PRIVATE_USE, _GLYPH_CODE)))
_NOT_LETTERS = re.compile(r"[\W\d_]+")
_LATIN_1_ACCENTED = re.compile("[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]")

MAX_PRIVATE_USE_SHARE = 0.05  # of the non-space characters: a few bullets pass, a font mapped there does not
# Of the words holding a non-ASCII letter: "Δx" or "μm" in a formula mix scripts; a page decoded with the
# wrong code page ("mйthode accentuйes") mixes them in most of its accented words.
MAX_MIXED_WORD_SHARE = 0.10
MIN_MIXED_WORDS = 3
# Of the Latin letters: 3-13 % in French pages (the FR corpus's maximum 12.5 %, a title page), far more
# when a Cyrillic or Greek font's bytes are shown as Latin-1 letters (all of them, in "ñèñòåìà").
MAX_LATIN_1_ACCENTED_SHARE = 0.30
# A word of four or more letters, every one Latin-1 accented ("Ðóêîâîäñòâî"), is an 8-bit font's bytes
# (or a list of accents: "àâäéèêëîïôöùûüÿç"), even on a page whose share above stays low (a slide's
# Cyrillic title over a Latin code listing). It does not fail a page: it is a reason to try the code pages,
# whose reading is kept only when it makes those words words of a language and no word half Latin
# (extractors/chain.py).
_LATIN_1_SOUP_WORD = re.compile(rf"(?<![^\W\d_]){_LATIN_1_ACCENTED.pattern}{{4,}}(?![^\W\d_])")
_LETTER_RUN = re.compile(r"[^\W\d_]+")
MAX_STRAY_REPLACEMENTS = 1  # a U+FFFD typed into the document itself; more is a decoder's
MIN_LETTERS_FOR_SHARES = 20  # a page of a few letters says nothing about its mix


def _letter_count(text: str) -> int:
    return len(_NOT_LETTERS.sub("", text))  # one string, not a list of one-letter matches: the gate's hot path


def _listed(matches: list[str]) -> str:
    return ", ".join(f"U+{ord(c):04X}" for c in sorted(set(matches))[:4]) + (", ..." if len(set(matches)) > 4 else "")


@dataclass(frozen=True)
class TextGate:
    """Judges a text on what it is, in whatever script: no declared language is needed (chunk/languages.py:
    they are hints for the repairs, not a filter)."""

    def problems(self, text: str) -> list[str]:
        """What makes `text` not a page's printed words; empty when it passes (a blank text passes)."""
        found = []
        if _SUSPECT.search(text):
            found += self._character_problems(text)
        letters = _letter_count(text)
        if letters >= MIN_LETTERS_FOR_SHARES:
            if share := self._mojibake_share(text, letters):
                found.append(f"mojibake: {share:.0%} of the letters are Latin-1 accented letters "
                             f"(an 8-bit font read as Latin-1)")
            if has_other_letters(text) and (mixed := _mixed_share(text)):
                found.append(f"implausible mix: {mixed:.0%} of the words mix letters of two scripts "
                             f"(a font's codes decoded with the wrong table)")
        return found

    @staticmethod
    def _character_problems(text: str) -> list[str]:
        found = []
        if controls := _CONTROL.findall(text):
            found.append(f"{len(controls)} control characters ({_listed(controls)})")
        if len(replaced := _REPLACEMENT.findall(text)) > MAX_STRAY_REPLACEMENTS:
            found.append(f"{len(replaced)} U+FFFD replacement characters")
        if glyphs := _GLYPH_CODE.findall(text):
            found.append(f"{len(glyphs)} glyph codes instead of letters ({', '.join(sorted(set(glyphs))[:3])})")
        if in_word := _PRIVATE_IN_WORD.findall(text):
            found.append(f"{len(in_word)} private-use characters inside words ({_listed(''.join(in_word))})")
        elif (private := _PRIVATE_USE.findall(text)) and len(private) > MAX_PRIVATE_USE_SHARE * (
                visible := len(_VISIBLE.findall(text))):
            found.append(f"{len(private)} private-use characters ({len(private) / visible:.0%} of the text)")
        return found

    def mojibake(self, text: str) -> bool:
        """Is `text` an 8-bit font's bytes read as Latin-1? Only then is it worth decoding with a code page:
        a sound Latin page decoded that way turns its accents into Cyrillic letters."""
        letters = _letter_count(text)
        return letters >= MIN_LETTERS_FOR_SHARES and bool(self._mojibake_share(text, letters))

    @staticmethod
    def _mojibake_share(text: str, letters: int) -> float:
        accented = len(_LATIN_1_ACCENTED.findall(text))
        return accented / letters if accented > MAX_LATIN_1_ACCENTED_SHARE * letters else 0.0


def latin_1_soup_words(text: str) -> list[str]:
    """The words of `text` that may be Latin-1 soup: four or more letters, all Latin-1 accented."""
    return _LATIN_1_SOUP_WORD.findall(text) if _LATIN_1_ACCENTED.search(text) else []


def _mixed_share(text: str) -> float:
    """The share of the words of non-ASCII letters that mix two scripts, when over MAX_MIXED_WORD_SHARE."""
    words = sum(1 for word in _LETTER_RUN.findall(text) if not word.isascii())
    mixed = mixed_script_words(text)
    return mixed / words if mixed >= MIN_MIXED_WORDS and mixed > MAX_MIXED_WORD_SHARE * words else 0.0


# A few bad characters on a sound page (a stray control code, one private-use glyph among hundreds of good
# words) are dropped in place rather than sending the whole page to OCR, which reads less than a sound text
# layer has (accents, code, tables). A font without a map, or a ligature lost in every "fi", touches far more.
MENDABLE_WORDS_PER_100 = 1  # words a bad character touches, per 100 words of the page
MIN_MENDABLE = 2  # ... and at least this many on any page
# A bad character standing alone, in a token of no letter ("%\x18\x18" for \textpertenthousand, a lone
# private-use glyph before "\textgravedbl"), is a symbol without a Unicode map, not a word: a symbol table of a
# sound book (a LaTeX manual's textcomp page) has a few of them among its command names. With `symbols`, such
# tokens are dropped too, up to this share of the page's tokens, the words' own limit above unchanged; a font
# with no map at all (glyph codes for every letter) makes most of its tokens such runs and stays unmended.
MAX_SYMBOL_TOKEN_SHARE = 0.05
_BAD_CHARACTER = re.compile(f"{CONTROL_CHARACTER}|\ufffd|[\ue000-\uf8ff]|{_GLYPH_CODE.pattern}")
_WORD_WITH_BAD = re.compile(rf"\S*(?:{_BAD_CHARACTER.pattern})\S*")
_TOKEN = re.compile(r"\S+")


@dataclass(frozen=True)
class Mended:
    text: str
    dropped: int  # bad characters (or glyph codes) dropped
    words: int  # words they stood in
    symbols: int = 0  # ... and tokens of no letter they stood in alone (symbols without a Unicode map)

    def describe(self) -> str:
        symbols = f" and {self.symbols} symbol{'s' * (self.symbols != 1)}" if self.symbols else ""
        return f"{self.dropped} bad character{'s' * (self.dropped != 1)} dropped in {self.words} word" \
               f"{'s' * (self.words != 1)}{symbols}"


def _symbol_token(token: str) -> bool:
    """A token of bad characters and no letter (a symbol's glyph code, beside punctuation at most)."""
    return not _LETTER_RUN.search(_BAD_CHARACTER.sub("", token))


def mend(text: str, gate: TextGate, symbols: bool = False) -> Mended | None:
    """`text` with its few bad characters dropped, when they touch few of its words and the rest passes
    the gate; None otherwise (too many: a broken font, whose page needs another reading). With `symbols`,
    bad characters in tokens of no letter are dropped too, up to MAX_SYMBOL_TOKEN_SHARE of the tokens."""
    touched = _WORD_WITH_BAD.findall(text)
    alone = [t for t in touched if _symbol_token(t)] if symbols else []
    in_words = len(touched) - len(alone)
    words = word_count(text)
    if not touched or in_words > max(MIN_MENDABLE, MENDABLE_WORDS_PER_100 * words // 100):
        return None
    if alone and in_words + len(alone) > MIN_MENDABLE and \
            len(alone) > MAX_SYMBOL_TOKEN_SHARE * sum(1 for _ in _TOKEN.finditer(text)):
        return None
    dropped = len(_BAD_CHARACTER.findall(text))
    mended = _BAD_CHARACTER.sub("", text)
    if gate.problems(mended):
        return None
    return Mended(mended, dropped, in_words, len(alone))


def word_count(text: str, at_most: int | None = None) -> int:
    """The words of `text` (runs of letters or digits); with `at_most`, counting stops there (cheap on a
    page of prose)."""
    return sum(1 for _ in itertools.islice(_WORD.finditer(text), at_most))


_WORD = re.compile(r"[^\W_]+")  # letters or digits: "n° 000123" is two words, a "|" read in a photo none
