"""The documents' languages: hints, not a filter. By default (`auto`) the chunk stage judges each page on
what it is (chunk/scripts.py, chunk/plausibility.py); a declared language wins where it applies: its word
list judges a reading of its script first, and Tesseract reads a page of its script with its model.

Each entry names Tesseract's model (Debian package tesseract-ocr-<name>) and the scripts it is written in.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

AUTO = "auto"


@dataclass(frozen=True)
class Language:
    code: str  # ISO 639-1, as the config and the CLI name it (and wordfreq, chunk/plausibility.py)
    tesseract: str  # Tesseract's traineddata name (Debian package tesseract-ocr-<name>)
    scripts: tuple[str, ...]  # its own script first: OCR reads a page in that script with its model
    # Letters it writes whose case fold is another spelling (German ß → "ss"): case-folded word lists write them
    # folded (embedding.vocab restores them).
    casefolded_letters: str = ""


LANGUAGES = {lang.code: lang for lang in (
    Language("en", "eng", ("Latin",)),
    Language("fr", "fra", ("Latin",)),
    Language("de", "deu", ("Latin",), casefolded_letters="ß"),
    Language("es", "spa", ("Latin",)),
    Language("it", "ita", ("Latin",)),
    Language("pt", "por", ("Latin",)),
    Language("nl", "nld", ("Latin",)),
    Language("pl", "pol", ("Latin",)),
    Language("cs", "ces", ("Latin",)),
    Language("tr", "tur", ("Latin",)),
    Language("vi", "vie", ("Latin",)),
    Language("ru", "rus", ("Cyrillic", "Latin")),
    Language("uk", "ukr", ("Cyrillic", "Latin")),
    Language("bg", "bul", ("Cyrillic", "Latin")),
    Language("sr", "srp", ("Cyrillic", "Latin")),
    Language("mk", "mkd", ("Cyrillic", "Latin")),
    Language("el", "ell", ("Greek", "Latin")),
    Language("ar", "ara", ("Arabic", "Latin")),
    Language("fa", "fas", ("Arabic", "Latin")),
    Language("ur", "urd", ("Arabic", "Latin")),
    Language("he", "heb", ("Hebrew", "Latin")),
    Language("hi", "hin", ("Devanagari", "Latin")),
    Language("mr", "mar", ("Devanagari", "Latin")),
    Language("th", "tha", ("Thai", "Latin")),
    Language("bn", "ben", ("Bengali", "Latin")),
    Language("ta", "tam", ("Tamil", "Latin")),
    Language("ko", "kor", ("Hangul", "Han", "Latin")),
    Language("ja", "jpn", ("Kana", "Han", "Latin")),  # Kana is Japanese; Han alone, Chinese (plausibility.py)
    Language("zh", "chi_sim", ("Han", "Latin")),
)}
DEFAULT_LANGUAGES = (AUTO,)


def parse_languages(value: str | list | tuple) -> tuple[Language, ...]:
    """"fr,en" or ["fr", "en"] → the Language entries, in the given order; "auto" (alone) → () : no hint.
    ValueError naming an unknown code."""
    codes = [c.strip() for c in (value.split(",") if isinstance(value, str) else value) if c.strip()]
    if codes == [AUTO]:
        return ()
    unknown = [c for c in codes if c not in LANGUAGES]
    if unknown or not codes:
        raise ValueError(f"unknown language {', '.join(map(repr, unknown)) or '(none given)'}: "
                         f"choose '{AUTO}' (detected on each page) or among {', '.join(LANGUAGES)}")
    return tuple(LANGUAGES[c] for c in dict.fromkeys(codes))


def describe(languages: tuple[Language, ...]) -> str:
    """What the report records: "auto", or the hints "fr,en"."""
    return ",".join(lang.code for lang in languages) or AUTO


def found_languages(documents: list[dict]) -> list[tuple[str, int]]:
    """The languages the chunk stage found in a chunk file's `documents` (metadata.documents[].extraction), each
    with the number of documents holding it, ranked by the documents written mostly in it (each document lists
    its languages by their script's share of its letters: a Russian book's English commands come second), then
    by the documents holding it, then by code. The one ranking the model's table and BM25 read ("auto")."""
    found = [list((d.get("extraction") or {}).get("languages") or ()) for d in documents]
    first = Counter(langs[0] for langs in found if langs)
    holding = Counter(lang for langs in found for lang in langs)
    return [(lang, holding[lang]) for lang in sorted(holding, key=lambda lang: (-first[lang], -holding[lang], lang))]
