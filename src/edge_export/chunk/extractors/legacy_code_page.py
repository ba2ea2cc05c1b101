"""A Cyrillic, Greek, Hebrew or Arabic 8-bit font with no Unicode map: PDFium shows its bytes as Latin-1
letters ("ñèñòåìà" for "система"). Encoding the text back to those bytes and decoding them with the right
code page gives the letters. Which one is right is not declared: every code page of CODE_PAGES gives a
reading, the gate drops those that are not text, and the chain keeps the one whose words are the most
plausible as some language (chunk/plausibility.py).

TeX's Cyrillic fonts (T2A, the LH fonts of Russian LaTeX documents) put the letters where Windows-1251
has them and, below 0x20 and at 0x7F, the Cork encoding's quotes, dashes and ligatures: those are
decoded too ("tex-" before the code page's name), else each would stay a control character.
"""

from __future__ import annotations

import functools
import re

from .reading import Reading

# The legacy 8-bit code pages of the scripts whose fonts TeX, Word and old DTP tools shipped without a
# Unicode map: Cyrillic (Windows, KOI8 for Russian and Ukrainian, ISO, Mac, DOS), Greek (Windows, ISO),
# Hebrew, Arabic, and the Central European, Turkish and Baltic Latin pages (a Polish or Czech font's
# bytes shown as Western Latin-1: "³ód¼" for "łódź").
CODE_PAGES = ("cp1251", "koi8_r", "koi8_u", "iso8859_5", "mac_cyrillic", "cp866", "cp1253", "iso8859_7",
              "cp1255", "iso8859_8", "cp1256", "iso8859_6", "cp1250", "iso8859_2", "cp1254", "cp1257")

# The Cork (T1) encoding's slots below 0x20 and its hyphen at 0x7F, shared by T2A; the accents 0x00-0x0C
# combine with the next letter in TeX and are dropped here (they are rare in running text).
_CORK_LOW = {
    **{code: "" for code in range(0x00, 0x0D)},
    0x0D: "‚", 0x0E: "‹", 0x0F: "›", 0x10: "“", 0x11: "”", 0x12: "„", 0x13: "«", 0x14: "»", 0x15: "–",
    0x16: "—", 0x17: "", 0x18: "0", 0x19: "ı", 0x1A: "ȷ", 0x1B: "ff", 0x1C: "fi", 0x1D: "fl", 0x1E: "ffi",
    0x1F: "ffl", 0x7F: "-",
}
_KEEP = {ord("\n"), ord("\t")}
CORK_TABLE = {code: text for code, text in _CORK_LOW.items() if code not in _KEEP}
PDFIUM_LINE_END = "\r\n"


_CORK_CODES = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|\r(?!\n)")


@functools.lru_cache(maxsize=None)
def _byte_table(code_page: str) -> dict[int, str]:
    """Each character a byte 0x80-0xFF shows as (its Latin-1 and its Windows-1252 reading) → that byte in
    `code_page`. Other characters stay: a page mixes a broken font with sound ones (digits, Unicode fonts)."""
    table = {}
    for byte in range(0x80, 0x100):
        try:
            target = bytes([byte]).decode(code_page)
        except UnicodeDecodeError:  # a byte the code page leaves undefined: left as shown, not made U+FFFD
            continue
        for shown in {chr(byte), bytes([byte]).decode("cp1252", errors="ignore")} - {""}:
            table[ord(shown)] = target
    return table


def code_page_readings(text: str, code_pages: tuple[str, ...] = CODE_PAGES) -> list[Reading]:
    """Readings of `text` with its Latin-1-range letters decoded by each code page, TeX's reading of the
    control codes first where the text has any (else the two are the same); readings that change nothing,
    or repeat an earlier one, are left out."""
    readings, seen = [], {text}
    for code_page in code_pages:
        decoded = text.translate(_byte_table(code_page))
        candidates = [(f"code-page:{code_page}", decoded)]
        if _CORK_CODES.search(decoded):
            # PDFium's line ends are "\r\n"; only a lone 0x0D is T2A's low quote.
            cork = PDFIUM_LINE_END.join(part.translate(CORK_TABLE) for part in decoded.split(PDFIUM_LINE_END))
            candidates.insert(0, (f"code-page:tex-{code_page}", cork))
        for label, reading in candidates:
            if reading not in seen:
                seen.add(reading)
                readings.append(Reading(label, reading))
    return readings
