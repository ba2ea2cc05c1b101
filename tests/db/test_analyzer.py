"""The BM25 analyzer: per-language words, stopwords, elisions and Snowball stems, the same on both sides;
CJK bigrams; the language detected by script and function words. The texts are short sentences written for
these tests (a chess federation's rules, in each language)."""

from __future__ import annotations

import hashlib
import sqlite3
import unicodedata

import pytest

from edge_export.db.analyzer import (CJK_BIGRAMS, ELISIONS, HAN_UNIGRAMS, LANGUAGES, NO_SEGMENTATION, PROFILES,
                                     SNOWBALL, STOPWORDS, WORD, WORDS, Analyzer, corpus_language, detect_language,
                                     stopwords_of)
from edge_export.paths import schema_path


def test_french_words_keep_content_words_quoted_and_ored():
    assert Analyzer("fr").match_expression("Qu'est-ce que l'arbitre doit faire ?") == '"arbitre" OR "faire"'


def test_stems_make_plural_and_singular_one_term_on_both_sides():
    fr = Analyzer("fr", stem=True)
    assert fr.query_terms("les joueurs") == fr.query_terms("le joueur") == ["joueur"]
    assert fr.index_text("Les Joueurs") == "le joueur"  # the index keeps stopwords: only questions drop them
    en = Analyzer("en", stem=True)
    assert en.query_terms("What if the players' clocks stop?") == ["player", "clock", "stop"]


def test_english_questions_lose_their_function_words_only_in_english():
    question = "What should the arbiter do if a player's phone rings?"
    assert Analyzer("en").query_terms(question) == ["arbiter", "player", "phone", "rings"]
    # The French list does not know "should" or "if": a French corpus keeps them as (rare) terms.
    assert "should" in Analyzer("fr").query_terms(question)


def test_the_manifest_form_round_trips_and_names_every_step():
    recorded = Analyzer("en", stem=True).to_json()
    assert recorded["stemmer"] == "english" and "the" in recorded["stopwords"] and recorded["elisions"] == []
    assert Analyzer.from_json(recorded) == Analyzer("en", stem=True)
    # Bundles written before the analyzer was recorded: French words; before the segmentation was: words.
    assert Analyzer.from_json(None) == Analyzer("fr", segmentation=WORDS)
    assert Analyzer.from_json({k: v for k, v in Analyzer("zh").to_json().items() if k != "segmentation"}) == \
        Analyzer("zh", segmentation=WORDS)


def test_a_recorded_stemmer_must_be_the_language_s():
    """The Java library stems with the name the manifest records, Python with the language's algorithm: a manifest
    whose two disagree would give two answers, so it is refused."""
    recorded = dict(Analyzer("ru", stem=True).to_json(), stemmer="french")
    with pytest.raises(ValueError, match="'french' is not the Snowball stemmer of language 'ru' \\('russian'\\)"):
        Analyzer.from_json(recorded)


def test_language_detection_counts_each_language_s_own_function_words():
    assert detect_language(["Le joueur doit jouer avec les pièces de sa couleur dans la partie."]) == "fr"
    assert detect_language(["The player shall move the pieces of his colour, and the arbiter will decide."]) == "en"
    # The English words the French list carries are English evidence; French elisions are not English "d", "s".
    assert detect_language(["the rules of the game"]) == "en"
    assert detect_language(["d'un joueur s'il"]) == "fr"


def _chunk_file(texts, *documents):
    return {"metadata": {"documents": [{"extraction": {"languages": dict.fromkeys(langs, 0.8)}} for langs in documents]},
            "chunks": [{"text": text} for text in texts]}


def test_auto_takes_the_language_the_chunk_stage_found_first_in_most_documents():
    english = ["The player shall move the pieces of his colour, and the arbiter will decide."]
    # Two Russian books with English commands, one English book: Russian, though English is in all three.
    assert corpus_language(_chunk_file(english, ["ru", "en"], ["ru", "en"], ["en"])) == "ru"
    # A tie of first languages goes to the one more documents hold, then to the code.
    assert corpus_language(_chunk_file(english, ["de"], ["es", "de"])) == "de"
    assert corpus_language(_chunk_file(english, ["es"], ["de"])) == "de"
    # No chunk stage languages (an older chunk file), or one BM25 has no profile for: the texts decide.
    assert corpus_language(_chunk_file(english)) == corpus_language(_chunk_file(english, [])) == "en"
    assert corpus_language(_chunk_file(english, ["la"])) == "en"


def test_a_recorded_analyzer_is_queried_with_its_own_lists():
    """A bundle is queried with the stopwords its manifest shows an app, even if the built-in list changes."""
    recorded = {**Analyzer("fr").to_json(), "stopwords": ["joueur"], "min_chars": 3}
    analyzer = Analyzer.from_json(recorded)
    assert analyzer.query_terms("le joueur et la pendule") == ["pendule"] and analyzer.to_json() == recorded


def test_decomposed_accents_are_composed_first():
    assert Analyzer("fr").query_terms("re\u0300gle") == ["règle"]


def test_an_unknown_language_or_segmentation_is_refused():
    with pytest.raises(ValueError, match="language 'xx'"):
        Analyzer("xx")
    with pytest.raises(ValueError, match="segmentation 'jieba'"):
        Analyzer("zh", segmentation="jieba")
    # Stems asked for a language Snowball has no stemmer for (one detected, say): terms as written, recorded so.
    assert Analyzer("zh", stem=True) == Analyzer("zh") and Analyzer("zh", stem=True).to_json()["stemmer"] is None


# --- every language the chunk stage detects -------------------------------------------------------------------

SENTENCES = {
    "fr": "Le joueur doit noter ses coups sur la feuille de partie. L'arbitre peut l'exclure s'il refuse.",
    "en": "The player must record the moves on the score sheet. The arbiter may exclude a player who refuses.",
    "de": "Der Spieler muss seine Züge auf dem Partieformular notieren. Wenn er sich weigert, kann der "
          "Schiedsrichter ihn ausschließen.",
    "es": "El jugador debe anotar sus jugadas en la planilla. Si se niega, el árbitro puede excluirlo del torneo.",
    "it": "Il giocatore deve annotare le sue mosse sul formulario. Se si rifiuta, l'arbitro può escluderlo dal torneo.",
    "pt": "O jogador deve anotar os seus lances na planilha. Se ele se recusar, o árbitro pode excluí-lo do torneio.",
    "nl": "De speler moet zijn zetten op het notatieformulier schrijven. Als hij weigert, kan de arbiter hem "
          "uitsluiten.",
    "ru": "Игрок должен записывать свои ходы на бланке партии. Если он отказывается, судья может его исключить.",
    "uk": "Гравець повинен записувати свої ходи на бланку партії. Якщо він відмовляється, арбітр може його виключити.",
    "pl": "Zawodnik musi zapisywać swoje posunięcia na blankiecie. Jeżeli odmówi, sędzia może go wykluczyć z turnieju.",
    "cs": "Hráč musí zapisovat své tahy do partiáře. Pokud to odmítne, rozhodčí ho může z turnaje vyloučit.",
    "tr": "Oyuncu hamlelerini skor kağıdına yazmak zorundadır. Reddederse hakem onu turnuvadan çıkarabilir.",
    "el": "Ο παίκτης πρέπει να καταγράφει τις κινήσεις του στο φύλλο της παρτίδας. Αν αρνηθεί, ο διαιτητής μπορεί "
          "να τον αποκλείσει.",
    "fa": "بازیکن باید حرکت‌های خود را روی برگه ثبت کند. "
          "اگر او این کار را نکند، داور می‌تواند او را از مسابقه حذف کند.",
    "ar": "يجب على اللاعب أن يسجل نقلاته في ورقة المباراة. وإذا رفض ذلك، يمكن للحكم أن يستبعده من البطولة.",
    "he": "השחקן חייב לרשום את המסעים שלו בטופס המשחק. אם הוא מסרב, השופט יכול להרחיק אותו מהטורניר.",
    "zh": "棋手必须在记录纸上记录自己的着法。如果他拒绝，裁判可以取消他的比赛资格。",
    "ja": "選手は棋譜用紙に自分の指し手を記録しなければならない。拒否した場合、審判はその選手を失格にできる。",
    "ko": "선수는 기보 용지에 자신의 수를 기록해야 한다. 이를 거부하면 심판은 그 선수를 실격시킬 수 있다.",
    "th": "ผู้เล่นต้องบันทึกการเดินหมากลงในใบบันทึก หากปฏิเสธ ผู้ตัดสินสามารถตัดสิทธิ์ได้",
    "hi": "खिलाड़ी को अपनी चालें स्कोरशीट पर लिखनी होंगी। यदि वह मना करता है, तो निर्णायक उसे बाहर कर सकता है।",
}
REQUIRED = ("de", "es", "it", "pt", "nl", "ru", "uk", "pl", "cs", "tr", "el", "fa", "ar", "zh", "ja", "ko")


def test_french_and_english_keep_the_measured_lists():
    """The FR and English bundles were measured with these lists: a change here changes their terms."""
    digest = {lang: hashlib.sha256("\n".join(STOPWORDS[lang]).encode()).hexdigest()[:16] for lang in ("fr", "en")}
    assert digest == {"fr": "acac69444533db01", "en": "168ac5e92319fc1e"}
    assert hashlib.sha256("\n".join(ELISIONS["fr"]).encode()).hexdigest()[:16] == "5cb969298f9c6ed1"
    assert Analyzer("fr").stopwords == STOPWORDS["fr"] and Analyzer("en").stopwords == STOPWORDS["en"]


@pytest.mark.parametrize("language", REQUIRED)
def test_each_required_language_has_stopwords_from_its_source(language):
    source = {"snowball": "de es it pt nl ru", "stopwords-iso": "uk pl cs tr el fa ar zh ja ko"}
    assert language in source[PROFILES[language].stopwords].split()
    words = stopwords_of(language)
    assert len(words) >= 50 and len(set(words)) == len(words)
    # Each a possible term: one word, lower case, NFC, no number, a CJK entry one or two letters.
    assert all(WORD.fullmatch(w) and w == w.lower() and unicodedata.is_normalized("NFC", w) and not w.isdigit()
               for w in words)
    assert Analyzer(language, stem=language in SNOWBALL).to_json()["stopwords"] == list(words)


def test_stemmers_are_snowball_s_for_the_languages_it_has():
    import snowballstemmer

    assert set(SNOWBALL.values()) <= set(snowballstemmer.algorithms())
    assert {lang for lang in REQUIRED if lang in SNOWBALL} == {"de", "es", "it", "pt", "nl", "ru", "pl", "cs", "tr",
                                                                "el", "fa", "ar"}
    assert Analyzer("de", stem=True).query_terms("Die Spieler des Spielers") == ["spiel"]
    assert Analyzer("ru", stem=True).query_terms("игроки игрока") == ["игрок"]


@pytest.mark.parametrize("language", SENTENCES)
def test_the_language_is_detected_by_script_then_function_words(language):
    assert detect_language([SENTENCES[language]]) == language


def test_a_text_without_evidence_is_undetermined():
    assert detect_language([]) == detect_language(["123 456"]) == "und"
    assert Analyzer("und").stopwords == () and Analyzer("und").segmentation == HAN_UNIGRAMS


# The Java library's AnalyzerTest.realTextInEachScript holds the same cases (today's segmentation: the CJK runs'
# bigrams and, before each, its Han letter; stopwords drop only equal terms: "在" and "的" alone, not in a bigram).
SCRIPT_CASES = [
    ("de", ("der", "die", "über", "und"), "Der Schiedsrichter entscheidet über die Wertung und die Bedenkzeit.",
     ["schiedsrichter", "entscheidet", "wertung", "bedenkzeit"]),
    ("es", ("el", "la", "de", "en"), "El árbitro anotará la jugada en el acta de la partida.",
     ["árbitro", "anotará", "jugada", "acta", "partida"]),
    ("ru", ("и", "в", "на", "не"), "Судья записывает ход и время на бланке.",
     ["судья", "записывает", "ход", "время", "бланке"]),
    ("el", ("ο", "η", "και", "το"), "Ο διαιτητής καταγράφει την κίνηση και το αποτέλεσμα.",
     ["διαιτητής", "καταγράφει", "την", "κίνηση", "αποτέλεσμα"]),
    ("ar", ("في", "من", "على"), "يسجل الحكم النقلة في ورقة المباراة.", ["يسجل", "الحكم", "النقلة", "ورقة", "المباراة"]),
    ("zh", ("的", "在"), "裁判在记录纸上记录棋手的着法。",
     ["裁", "裁判", "判", "判在", "在记", "记", "记录", "录", "录纸", "纸", "纸上", "上", "上记", "录棋", "棋", "棋手", "手",
      "手的", "的着", "着", "着法", "法"]),
    ("ja", ("は", "を", "の"), "審判は棋譜を記録する。カタカナのルール",
     ["審", "審判", "判", "判は", "は棋", "棋", "棋譜", "譜", "譜を", "を記", "記", "記録", "録", "録す", "する", "カタ", "タカ",
      "カナ", "ナの", "のル", "ルー", "ール"]),
    ("ko", ("수", "이"), "심판은 기보에 수를 기록한다.", ["심판", "판은", "기보", "보에", "수를", "기록", "록한", "한다"]),
    ("zh", (), "2024年第3条 ABC中文def 中", ["2024", "年", "年第", "第", "3", "条", "abc", "中", "中文", "文", "def"]),
    ("zh", (), "\U00020000\U00020001\U00020002",
     ["\U00020000", "\U00020000\U00020001", "\U00020001", "\U00020001\U00020002", "\U00020002"]),
    ("zh", (), "\U00031349\U0002ebe0字", ["\U00031349", "\U00031349\U0002ebe0", "\U0002ebe0", "\U0002ebe0字", "字"]),
    ("ko", (), "韓國어 학교", ["韓", "韓國", "國", "國어", "학교"]),  # Hanja in a Hangul word: Han letters alone
]


@pytest.mark.parametrize("language, stopwords, text, terms", SCRIPT_CASES)
def test_real_text_in_each_script(language, stopwords, text, terms):
    assert Analyzer(language, stopwords=stopwords, elisions=()).query_terms(text) == terms


def test_han_letters_are_terms_of_their_own_and_kana_and_hangul_letters_are_not():
    """Today's segmentation keeps a longer run's Han letters one by one beside its bigrams (a Han letter is a
    morpheme); "cjk_bigrams" (bundles before it) only the bigrams, and a lone letter either way."""
    assert Analyzer("zh").segmentation == HAN_UNIGRAMS
    assert Analyzer("zh", stopwords=()).query_terms("边注") == ["边", "边注", "注"]
    assert Analyzer("zh", stopwords=(), segmentation=CJK_BIGRAMS).query_terms("边注 中") == ["边注", "中"]
    assert Analyzer("ja", stopwords=()).query_terms("東京へ") == ["東", "東京", "京", "京へ"]  # へ: Hiragana
    assert Analyzer("ko", stopwords=()).query_terms("기보에") == ["기보", "보에"]


def _fts5_tokens(rows: list[str]) -> list[list[str]]:
    """Each row's tokens as corpus_fts.db's FTS5 table stores them (schemas/corpus-fts.sql's tokenizer)."""
    conn = sqlite3.connect(":memory:")
    conn.executescript(schema_path("corpus-fts.sql").read_text(encoding="utf-8"))
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(chunks_fts, 'instance')")
    conn.executemany("INSERT INTO chunks_fts(rowid, text) VALUES (?, ?)", enumerate(rows, start=1))
    out = [[] for _ in rows]
    for term, row in conn.execute("SELECT term, doc FROM v ORDER BY doc, col, offset"):
        out[row - 1].append(term)
    return out


@pytest.mark.parametrize("stem", [False, True])
def test_the_index_holds_each_bigram_as_one_fts5_token(stem):
    """The FTS row (index_text) tokenizes to the analyzer's terms: each bigram a token of its own, so a question's
    bigram finds it in corpus_fts.db and in the plain BM25 tables (read out of FTS5) alike."""
    texts = [SENTENCES["zh"], SENTENCES["ja"], SENTENCES["ko"], "第3条：ABC中文def 中 と English words."]
    for language in ("zh", "ja", "ko", "en"):
        analyzer = Analyzer(language, stem=stem and language in SNOWBALL)
        rows = [analyzer.index_text(t) for t in texts]
        expected = [analyzer.terms(t) if analyzer._stemmer is None else analyzer.index_text(t).split() for t in texts]
        assert _fts5_tokens(rows) == expected
    assert Analyzer("zh").index_text("中文字") == " 中 中文 文 文字 字 "
    assert Analyzer("zh", segmentation=CJK_BIGRAMS).index_text("中文字") == " 中文 文字 "
    french = SENTENCES["fr"] + " Élève e\u0301cole"  # no CJK letter: the row is the text as written, as before
    assert Analyzer("fr").index_text(french) == Analyzer("fr", segmentation=WORDS).index_text(french) == french


def test_a_question_s_bigrams_find_the_chunk(tmp_path):
    from edge_export.db.writer import write_fts_db
    from edge_export.retrieval.bm25 import Bm25Index

    analyzer = Analyzer("zh")
    chunks = [{"text": t, "metadata": {}} for t in ("裁判可以取消棋手的比赛资格。", "比赛时间为九十分钟。", "记录纸由组织者提供。")]
    path = write_fts_db(tmp_path / "corpus_fts.db", chunks, {}, analyzer)
    index = Bm25Index(path, analyzer)
    assert [row for row, _ in index.rows("谁提供记录纸？", 3)] == [3]
    assert sorted(row for row, _ in index.rows("比赛", 3)) == [1, 2]  # a bigram inside longer runs
    index.close()


def test_scripts_whose_words_cannot_be_cut_step_aside():
    for language in ("th", "hi"):
        analyzer = Analyzer(detect_language([SENTENCES[language]]))
        assert analyzer.segmentation == NO_SEGMENTATION and not analyzer.helps_hybrid
        assert analyzer.to_json()["segmentation"] == "none"
    assert all(Analyzer(lang).helps_hybrid for lang in LANGUAGES if PROFILES[lang].segmentation != NO_SEGMENTATION)
