"""Re-decoding a Cyrillic 8-bit font's bytes that PDFium showed as Latin-1 letters."""

from __future__ import annotations

from edge_export.chunk.extractors.legacy_code_page import code_page_readings
from edge_export.chunk.languages import parse_languages

RU = parse_languages("ru")


def shown_as_latin_1(text: str) -> str:
    return text.encode("cp1251").decode("latin-1")


def test_letters_are_decoded_and_the_rest_of_a_mixed_page_stays():
    soup = shown_as_latin_1("Список символов") + " — LaTeX 2ε, page 63"  # a sound font beside the broken one
    readings = {r.extractor: r.text for r in code_page_readings(soup, RU)}
    assert readings["code-page:cp1251"] == "Список символов — LaTeX 2ε, page 63"


def test_tex_cyrillic_fonts_control_codes_are_their_dashes_quotes_and_ligatures():
    soup = shown_as_latin_1("Глава") + "\x15" + shown_as_latin_1("это") + " \x13" + shown_as_latin_1("кавычки") + "\x14 o\x1ece"
    readings = code_page_readings(soup, RU)
    assert readings[0].extractor == "code-page:tex-cp1251"  # tried first
    assert readings[0].text == "Глава–это «кавычки» office"


def test_a_byte_the_code_page_leaves_undefined_is_not_a_replacement_character():
    assert "\ufffd" not in code_page_readings("\x98" + shown_as_latin_1("текст"), RU)[0].text


def test_pdfium_line_ends_stay_line_ends_and_a_lone_0x0d_is_the_low_quote():
    soup = shown_as_latin_1("Глава") + "\r\n" + shown_as_latin_1("это") + "\r" + shown_as_latin_1("текст") + "\r\n"
    assert code_page_readings(soup, RU)[0].text == "Глава\r\nэто‚текст\r\n"
