"""Which scripts a text's letters are written in: Latin, Cyrillic, Arabic, Devanagari, Han ...

The chunk stage judges a page's text on what it is, not on a declared list: sound text in any script is
kept, and a word whose letters come from two scripts ("mйthode", a French accent decoded as a Cyrillic
font's byte) is a sign of a wrong decoding. Python's `unicodedata` has no script property, so the letter
blocks of the scripts in use are listed here (letters only: digits and punctuation are never judged).
"""

from __future__ import annotations

import bisect
import re
from collections import Counter

# Letter ranges per script, as regex character-class bodies. Latin includes its ligature code points
# (U+FB00-06), µ, ª and º; Arabic its presentation forms; Han, Kana and Hangul their compatibility forms.
SCRIPT_LETTERS = {
    "Latin": "A-Za-z\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff\u2c60-\u2c7f"
             "\ua720-\ua7ff\uab30-\uab6f\ufb00-\ufb06",
    "Cyrillic": "\u0400-\u052f\u1c80-\u1c8f\u2de0-\u2dff\ua640-\ua69f",
    "Greek": "\u0370-\u03ff\u1f00-\u1fff",
    "Armenian": "\u0530-\u058f\ufb13-\ufb17",
    "Hebrew": "\u0590-\u05ff\ufb1d-\ufb4f",
    "Arabic": "\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff",
    "Syriac": "\u0700-\u074f",
    "Thaana": "\u0780-\u07bf",
    "Devanagari": "\u0900-\u097f\ua8e0-\ua8ff",
    "Bengali": "\u0980-\u09ff",
    "Gurmukhi": "\u0a00-\u0a7f",
    "Gujarati": "\u0a80-\u0aff",
    "Oriya": "\u0b00-\u0b7f",
    "Tamil": "\u0b80-\u0bff",
    "Telugu": "\u0c00-\u0c7f",
    "Kannada": "\u0c80-\u0cff",
    "Malayalam": "\u0d00-\u0d7f",
    "Sinhala": "\u0d80-\u0dff",
    "Thai": "\u0e00-\u0e7f",
    "Lao": "\u0e80-\u0eff",
    "Tibetan": "\u0f00-\u0fff",
    "Myanmar": "\u1000-\u109f",
    "Georgian": "\u10a0-\u10ff\u1c90-\u1cbf\u2d00-\u2d2f",
    "Ethiopic": "\u1200-\u139f\u2d80-\u2ddf",
    "Khmer": "\u1780-\u17ff",
    "Hangul": "\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff\uffa0-\uffdc",
    "Han": "\u2e80-\u2fdf\u3005\u3007\u3021-\u3029\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff",
    "Kana": "\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f",
}
# Letters of no script (Unicode's Common script): modifier letters (ˆ ˇ ʼ, the accents a math font sets after
# its letter: "aˆ" for \\hat{a}), super- and subscript letters (ⁿ), letterlike symbols (ℓ, ℏ, ℘: a symbol table's
# "\\sqsubsetℓ") and mathematical alphanumerics (𝑥). They stand beside letters of any script, so they neither
# count as a script's letters nor make a word mixed; a font's codes decoded with the wrong table give letters of
# a script ("mйthode"), not these.
COMMON_LETTERS = "\u02b0-\u02ff\u2070-\u209f\u2100-\u214f\ua700-\ua71f\U0001d400-\U0001d7ff"
COMMON = "Common"
# A formula's variables and a unit's prefix mix Latin and Greek letters in a short word, as no decoding does.
_FORMULA_SCRIPTS = {"Latin", "Greek"}
MAX_FORMULA_LETTERS = 3
# Scripts that write one language together: a word of Japanese mixes Han and Kana, one of Korean may hold Han.
_WRITTEN_TOGETHER = ({"Han", "Kana"}, {"Hangul", "Han"})

_RANGES = sorted(
    (ord(first), ord(last or first), script)
    for script, body in (*SCRIPT_LETTERS.items(), (COMMON, COMMON_LETTERS))
    for first, last in re.findall(r"(.)(?:-(.))?", body, flags=re.S)
)
_STARTS = [start for start, _, _ in _RANGES]
_LATIN_LETTERS = re.compile(f"[{SCRIPT_LETTERS['Latin']}]+")
_OTHER_LETTERS = re.compile(rf"[^\W\d_{SCRIPT_LETTERS['Latin']}{COMMON_LETTERS}]")
_LETTER_RUN = re.compile(r"[^\W\d_]+")
OTHER = "Other"  # a letter of a script not listed above


def script_of(char: str) -> str:
    """The script of one letter (COMMON for a letter of no script, OTHER when none listed holds it)."""
    code = ord(char)
    at = bisect.bisect_right(_STARTS, code) - 1
    if at >= 0 and _RANGES[at][0] <= code <= _RANGES[at][1]:
        return _RANGES[at][2]
    return OTHER


def letter_scripts(text: str) -> Counter:
    """How many of the text's letters each script holds (COMMON_LETTERS, in none, are not counted). Latin
    letters are counted at C speed; only the other letters (none on most pages here) are looked up one by one."""
    counts: Counter = Counter()
    latin = sum(map(len, _LATIN_LETTERS.findall(text)))
    if latin:
        counts["Latin"] = latin
    for char in _OTHER_LETTERS.findall(text):
        counts[script_of(char)] += 1
    return counts


def has_other_letters(text: str) -> bool:
    """Does `text` hold a letter of a script other than Latin? (None on most pages here: checks skip them.)"""
    return _OTHER_LETTERS.search(text) is not None


def main_script(text: str) -> str | None:
    """The script most of the letters are written in; None for a text without letters."""
    counts = letter_scripts(text)
    return counts.most_common(1)[0][0] if counts else None


def scripts_over(counts: Counter, share: float) -> list[str]:
    """The scripts holding at least `share` of the letters counted, most letters first."""
    total = sum(counts.values())
    return [script for script, n in counts.most_common() if total and n >= share * total]


def mixed_script_words(text: str) -> int:
    """Words whose letters come from two scripts that no language writes together ("mйthode": a French
    accent decoded as a Cyrillic font's byte), but a formula's or a unit's: Latin and Greek in at most
    MAX_FORMULA_LETTERS letters ("2^nΩ" printed "nΩ", "Δx", "μm", "kΩ"), which a math page holds by the dozen."""
    mixed = 0
    for word in _LETTER_RUN.findall(text):
        if word.isascii() or not _OTHER_LETTERS.search(word):
            continue
        scripts = {script_of(char) for char in word} - {COMMON}
        if len(scripts) > 1 and not any(scripts <= together for together in _WRITTEN_TOGETHER) \
                and not (scripts == _FORMULA_SCRIPTS and len(word) <= MAX_FORMULA_LETTERS):
            mixed += 1
    return mixed
