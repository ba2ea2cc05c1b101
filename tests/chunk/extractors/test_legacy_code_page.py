"""Re-decoding an 8-bit font's bytes that PDFium showed as Latin-1 letters, with every code page of the
registry, and choosing among the readings by how plausible their words are, with no language declared."""

from __future__ import annotations

import pytest

from edge_export.chunk.extract import default_chain
from edge_export.chunk.extractors.legacy_code_page import CODE_PAGES, code_page_readings

# A sentence per code page, in a language written with it (what its fonts' bytes spelled).
SAMPLES = {
    "cp1251": "Операционная система состоит из пакетов, которые устанавливает менеджер пакетов.",
    "koi8_r": "Каждый пакет содержит программы, документацию и описание зависимостей от других пакетов.",
    "koi8_u": "Операційна система складається з пакунків, які встановлює і оновлює менеджер пакунків; їх є тисячі.",
    "iso8859_5": "Операционната система се състои от пакети, които се инсталират от мениджъра на пакети.",
    "mac_cyrillic": "Программа проверяет подпись каждого пакета перед установкой в систему.",
    "cp866": "Пользователь может удалить пакет вместе с его файлами настройки.",
    "cp1253": "Το λειτουργικό σύστημα αποτελείται από πακέτα που εγκαθιστά ο διαχειριστής πακέτων.",
    "iso8859_7": "Κάθε πακέτο περιέχει προγράμματα και την τεκμηρίωσή τους για τους χρήστες.",
    "cp1255": "מערכת ההפעלה מורכבת מחבילות שמנהל החבילות מתקין ומעדכן עבור המשתמשים.",
    "iso8859_8": "כל חבילה מכילה תוכניות ותיעוד עבור המשתמשים של המערכת.",
    "cp1256": "يتكون نظام التشغيل من حزم يقوم مدير الحزم بتثبيتها وتحديثها للمستخدمين.",
    "iso8859_6": "تحتوي كل حزمة على برامج ووثائق للمستخدمين في النظام.",
    "cp1250": "Łódź jest dużym miastem w środkowej Polsce, a jej ulice są szerokie.",
    "iso8859_2": "Příliš žluťoučký kůň úpěl ďábelské ódy na řece.",
    "cp1254": "Türkiye'nin başkenti Ankara, en büyük şehri ise İstanbul'dur.",
    "cp1257": "Lietuvos sostinė yra Vilnius, o didžiausias uostas yra Klaipėda.",
}
NON_LATIN = ("cp1251", "koi8_r", "koi8_u", "iso8859_5", "mac_cyrillic", "cp1253", "iso8859_7", "cp1255",
             "iso8859_8", "cp1256", "iso8859_6")


def shown_as_latin_1(text: str, code_page: str = "cp1251") -> str:
    return text.encode(code_page).decode("latin-1")


def test_every_code_page_of_the_registry_has_a_sample():
    assert set(SAMPLES) == set(CODE_PAGES)


@pytest.mark.parametrize("code_page", CODE_PAGES)
def test_each_code_page_gives_its_text_back(code_page):
    readings = {r.extractor: r.text for r in code_page_readings(shown_as_latin_1(SAMPLES[code_page], code_page))}
    assert SAMPLES[code_page] in readings.values()


@pytest.mark.parametrize("code_page", NON_LATIN)
def test_the_most_plausible_reading_is_kept_with_no_language_declared(code_page):
    """The page's text as PDFium shows it (Latin-1 soup): the chain decodes it with every code page and keeps
    the reading whose words are words of some language; no language is declared."""
    text = (SAMPLES[code_page] + "\r\n") * 4
    result = default_chain().read(None, 0, shown_as_latin_1(text, code_page), glyph_pages=None)
    assert result.text == text.replace("\r\n", "\n")
    assert result.extractor.startswith("code-page:") and result.attempts[-1].problems == ()
    assert " words are " in result.attempts[-1].words  # its plausibility is recorded


def test_koi8_u_beats_koi8_r_on_ukrainian():
    """KOI8-R shows і, ї, є as box-drawing signs: its reading of a Ukrainian page passes the gate, but fewer
    of its words are words."""
    text = (SAMPLES["koi8_u"] + "\r\n") * 4
    result = default_chain().read(None, 0, shown_as_latin_1(text, "koi8_u"), glyph_pages=None)
    assert result.extractor == "code-page:koi8_u" and "пакунків; їх є тисячі" in result.text


def test_letters_are_decoded_and_the_rest_of_a_mixed_page_stays():
    soup = shown_as_latin_1("Список символов") + " — LaTeX 2ε, page 63"  # a sound font beside the broken one
    readings = {r.extractor: r.text for r in code_page_readings(soup)}
    assert readings["code-page:cp1251"] == "Список символов — LaTeX 2ε, page 63"


def test_tex_cyrillic_fonts_control_codes_are_their_dashes_quotes_and_ligatures():
    soup = shown_as_latin_1("Глава") + "\x15" + shown_as_latin_1("это") + " \x13" + shown_as_latin_1("кавычки") + "\x14 o\x1ece"
    readings = code_page_readings(soup)
    assert readings[0].extractor == "code-page:tex-cp1251"  # tried first
    assert readings[0].text == "Глава–это «кавычки» office"


def test_a_reading_without_control_codes_is_given_once():
    labels = [r.extractor for r in code_page_readings(shown_as_latin_1("текст"))]
    assert "code-page:cp1251" in labels and "code-page:tex-cp1251" not in labels
    assert len(labels) == len(set(labels))


def test_a_byte_the_code_page_leaves_undefined_is_not_a_replacement_character():
    assert "\ufffd" not in code_page_readings("\x98" + shown_as_latin_1("текст"))[0].text


def test_pdfium_line_ends_stay_line_ends_and_a_lone_0x0d_is_the_low_quote():
    soup = shown_as_latin_1("Глава") + "\r\n" + shown_as_latin_1("это") + "\r" + shown_as_latin_1("текст") + "\r\n"
    assert code_page_readings(soup)[0].text == "Глава\r\nэто‚текст\r\n"
