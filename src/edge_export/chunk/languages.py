"""The corpus's declared languages: which scripts its text may be written in, and Tesseract's model for each.

Extraction needs them before any text is read: the text-quality gate calls letters of another script
mojibake, and OCR reads a page with these languages' models.
"""

from __future__ import annotations

from dataclasses import dataclass

# Letter ranges per script, as regex character-class bodies (letters only: digits and punctuation are
# never judged). Latin includes its ligature code points (U+FB00-06), µ, ª and º.
SCRIPT_LETTERS = {
    "Latin": "A-Za-z\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff\u2c60-\u2c7f"
             "\ua720-\ua7ff\uab30-\uab6f\ufb00-\ufb06",
    "Cyrillic": "\u0400-\u052f\u1c80-\u1c8f\u2de0-\u2dff\ua640-\ua69f",
    "Greek": "\u0370-\u03ff\u1f00-\u1fff",
    "Hangul": "\u1100-\u11ff\u3130-\u318f\uac00-\ud7af",
    "Han": "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff",
    "Kana": "\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f",
}


@dataclass(frozen=True)
class Language:
    code: str  # ISO 639-1, as the config and the CLI name it
    tesseract: str  # Tesseract's traineddata name (Debian package tesseract-ocr-<name>)
    scripts: tuple[str, ...]
    # 8-bit code pages whose bytes a font without a Unicode map shows as Latin-1 letters (legacy TeX and
    # Windows fonts): the text is decoded again with them before any slower fallback.
    code_pages: tuple[str, ...] = ()


LANGUAGES = {lang.code: lang for lang in (
    Language("en", "eng", ("Latin",)),
    Language("fr", "fra", ("Latin",)),
    Language("de", "deu", ("Latin",)),
    Language("es", "spa", ("Latin",)),
    Language("it", "ita", ("Latin",)),
    Language("pt", "por", ("Latin",)),
    Language("nl", "nld", ("Latin",)),
    Language("pl", "pol", ("Latin",)),
    Language("ru", "rus", ("Cyrillic", "Latin"), ("cp1251", "koi8_r")),
    Language("uk", "ukr", ("Cyrillic", "Latin"), ("cp1251", "koi8_u")),
    Language("bg", "bul", ("Cyrillic", "Latin"), ("cp1251",)),
    Language("sr", "srp", ("Cyrillic", "Latin"), ("cp1251",)),
    Language("el", "ell", ("Greek", "Latin"), ("cp1253",)),
    Language("ko", "kor", ("Hangul", "Han", "Latin")),
    Language("ja", "jpn", ("Han", "Kana", "Latin")),
    Language("zh", "chi_sim", ("Han", "Latin")),
)}
DEFAULT_LANGUAGES = ("fr", "en")


def parse_languages(value: str | list | tuple) -> tuple[Language, ...]:
    """"fr,en" or ["fr", "en"] → the Language entries, in the given order; ValueError naming an unknown code."""
    codes = [c.strip() for c in (value.split(",") if isinstance(value, str) else value) if c.strip()]
    unknown = [c for c in codes if c not in LANGUAGES]
    if unknown or not codes:
        raise ValueError(f"unknown language {', '.join(map(repr, unknown)) or '(none given)'}: "
                         f"choose among {', '.join(LANGUAGES)}")
    return tuple(LANGUAGES[c] for c in dict.fromkeys(codes))
