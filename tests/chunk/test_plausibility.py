"""How plausible a text is as words of some language: the language is found, not declared, and a wrong
reading scores low. The expected languages and words are those printed, not the code's."""

from __future__ import annotations

import pytest

from edge_export.chunk.plausibility import MIN_KNOWN_WORDS, document_languages, is_joinable_word, judge

SENTENCES = {
    "fr": "Le joueur qui a le trait doit jouer un coup légal avant que sa pendule ne tombe.",
    "en": "The arbiter records the result of every game and checks the clocks before each round.",
    "es": "El árbitro anota el resultado de cada partida y revisa los relojes antes de cada ronda.",
    "de": "Der Schiedsrichter notiert das Ergebnis jeder Partie und prüft die Uhren vor jeder Runde.",
    "ru": "Операционная система Debian состоит из пакетов, которые устанавливает менеджер пакетов.",
    "uk": "Операційна система Debian складається з пакунків, які встановлює менеджер пакунків.",
    "bg": "Операционната система се състои от пакети, които се инсталират от мениджъра на пакети.",
    "sr": "Оперативни систем Дебијан се састоји од пакета које инсталира менаџер пакета.",
    "el": "Το λειτουργικό σύστημα αποτελείται από πακέτα που εγκαθιστά ο διαχειριστής πακέτων.",
    "fa": "سیستم عامل دبیان از بسته‌هایی تشکیل شده است که توسط مدیر بسته نصب می‌شوند.",
    "ar": "يتكون نظام التشغيل من حزم يقوم مدير الحزم بتثبيتها وتحديثها للمستخدمين.",
    "he": "מערכת ההפעלה מורכבת מחבילות שמנהל החבילות מתקין ומעדכן עבור המשתמשים.",
}


@pytest.mark.parametrize("language", SENTENCES)
def test_the_language_of_a_sentence_is_found_among_its_scripts(language):
    found = judge(SENTENCES[language] * 3)
    assert found.language == language and found.known >= MIN_KNOWN_WORDS, found.describe()


@pytest.mark.parametrize("garbage", [
    "X Geper Ha ce64 porIR HU3aÂHEPA KHUTU Tlo cTeneHu noJlb3oBaTeJlb KoMaHgbI npoTpaMMbI",  # Cyrillic read as Latin
    "Wvvwayw Weel vuNS¥wy LUYIYIIS IWILAYY FUMDOAA PUMoVIwY ANnvaAMn Swwywd WIYYVLN",  # Arabic read as Latin
])
def test_ocr_of_a_page_with_another_scripts_model_scores_low(garbage):
    assert judge(garbage).known < MIN_KNOWN_WORDS


def test_a_hint_wins_within_its_script_only():
    assert judge(SENTENCES["fr"] * 3, hints=("es",)).language == "es"  # declared: judged as Spanish
    assert judge(SENTENCES["ru"] * 3, hints=("es",)).language == "ru"  # no hint of that script: all compete


def test_devanagari_is_judged_only_when_hindi_is_declared():
    """wordfreq lists Hindi only: a Marathi page would score as bad Hindi."""
    hindi = "ऑपरेटिंग सिस्टम डेबियन पैकेजों से बना है जो पैकेज मैनेजर द्वारा स्थापित किए जाते हैं। " * 3
    assert not judge(hindi).judged
    assert judge(hindi, hints=("hi",)).known > 0.6


def test_text_with_letters_serbian_does_not_write_is_not_judged_serbian():
    assert judge("СЯ, РВ, ЯС, РЫ, ЯУ, СЯ, ЯЯ, ЯЬ, ТЖ, РЯ " * 5).language != "sr"


def test_a_document_records_its_scripts_and_only_plausible_languages():
    russian = "Каждый пакет содержит программы, документацию и описание зависимостей от других пакетов.\n"
    latex = "\\usepackage[T2A]{fontenc} \\usepackage{inputenc} \\xymatrix \\hbox \\vskip \\textbf \\mbox\n"
    pages = [(russian * 2 + latex) * 10]
    found = document_languages(pages)
    assert list(found["scripts"]) == ["Cyrillic", "Latin"] and found["scripts"]["Cyrillic"] > 0.6
    assert list(found["languages"]) == ["ru"]  # the LaTeX commands name no language


def test_a_joined_word_must_be_frequent_enough():
    assert is_joinable_word("compréhension", "fr") and is_joinable_word("exceptionnellement", "fr")
    assert not is_joinable_word("viceversa", "en") and not is_joinable_word("anglosaxonnes", "fr")


def test_tex_command_names_are_code_not_words_of_a_language():
    """A symbol table of a German LaTeX book, read by OCR: its command names are no German, and no garbage."""
    table = "\\textbullet \\textquotestraightbase* \\textperthousand \\textdollaroldstyle \\textcentoldstyle " * 8
    found = judge(table + "Schriften, die nicht speziell für die Verwendung mit TeX entworfen wurden.")
    assert found.language == "de" and found.known >= MIN_KNOWN_WORDS, found.describe()


# Chinese, Japanese and Korean (lshort-zh-cn.pdf, refcard-ja-a4.pdf, Getting-Started-with-the-Rcmdr-ko.pdf)
CJK = {
    "zh": "命令行程序的结构往往比较简单，它们接受用户输入，读取相关文件，进行一些操作和运算后输出目标文件，"
          "有时还会将提示信息、运行结果显示在屏幕上。",
    "ja": "この文書は GNU General Public License バージョン 3 もしくはそれ以上のバージョンに従って配布されています。"
          "全ての参考文献がここで見つかります。",
    "ko": "이 문서는 윈도우즈용 R에서 R Commander의 사용 설명을 중심으로 기술한다. 이 플랫폼들에서 R Commander를 "
          "설치하는데 필요한 정보는 웹페이지에 있다.",
}


@pytest.mark.parametrize("language", CJK)
def test_chinese_japanese_and_korean_are_found_and_judged_by_their_lists(language):
    """Issue 59: Han is Chinese unless Kana says Japanese; Hangul is Korean. Their words are cut by the
    language's own list (no jieba, no MeCab), and sound text is mostly words of two letters or more."""
    found = judge(CJK[language] * 2)
    assert found.language == language and found.judged and found.known >= MIN_KNOWN_WORDS, found.describe()
    assert document_languages([CJK[language] * 3])["languages"][language] >= MIN_KNOWN_WORDS


@pytest.mark.parametrize("language", CJK)
def test_cjk_letters_in_random_order_score_low(language):
    import random

    letters = [c for c in CJK[language] * 2 if c.isalpha() and not c.isascii()]
    random.Random(0).shuffle(letters)
    assert judge("".join(letters)).known < MIN_KNOWN_WORDS


def test_traditional_chinese_is_judged_on_the_simplified_list():
    traditional = "命令列程式的結構往往比較簡單，它們接受使用者輸入，讀取相關檔案，進行一些操作和運算後輸出目標檔案。"
    found = judge(traditional * 2)
    assert found.language == "zh" and found.known >= MIN_KNOWN_WORDS, found.describe()


def test_a_hint_names_the_language_of_han():
    assert judge(CJK["zh"], hints=("ja",)).language == "ja" and judge(CJK["zh"]).language == "zh"
