"""BM25 without FTS5 (issue 35): the Java library's Bm25Index over corpus.db's plain tables (bm25_terms,
bm25_rows) gives what retrieval/bm25.py gives over corpus_fts.db with FTS5's bm25(): the same rows in the same
order and the same scores (to 1e-9), with and without a row filter; and its Analyzer gives the Python
analyzer's terms, each a single FTS5 token.

On a corpus this test builds (the small FR corpus, random vectors), unstemmed and stemmed, and on the same
chunks rewritten in other scripts (Cyrillic, Greek, Arabic, Han, Kana, Hangul: tests/db/test_analyzer.py's
sentences) with each language's analyzer (its stopwords, stems where Snowball has them, CJK bigrams and Han letters,
or the bigrams alone of bundles before them). The
library's own Snowball stemmers (SnowballStemmers) give Python's snowballstemmer's stems: every algorithm over
its language's 3,000 most frequent words (wordfreq) and the test sentences' words. A real bundle's every gold
question is checked by `make replay-java` (the whole search, BM25 included).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

import numpy as np
import pytest

from conftest import GOLD_FR
from db.test_analyzer import SCRIPT_CASES, SENTENCES
from edge_export.db.analyzer import CJK_BIGRAMS, PROFILES, SNOWBALL, WORDS, Analyzer, snowball_stemmer
from edge_export.db.writer import DbSettings, write_corpus_db
from edge_export.retrieval.bm25 import Bm25Index

GOLD_EXAM_DEV = GOLD_FR.parent / "gold_exam_dev.json"
TOLERANCE = 1e-9

SPECIAL = [
    "Élève ÉLÈVE eleve élèves", "l'arbitre L’ARBITRE jusqu'à lorsqu'il", "article 6 du règlement A02-3/9",
    "² ³ 1er 2e ① ½ 10h30", "a_b article_12 snake_case", "İstanbul ISTANBUL ıi", "ΣΟΦΟΣ σοφος ΣΑΣ. Σ ΑΣ'Σ ΑΣ\u0301 Α\u0301Σ", "ﬁnale ﬀ STRASSE straße",
    "Qu'est-ce que c'est ?", "", "   ", "e\u0301cole école", "x\u0301y", "日本語 中文 한국어", "١٢٣ ४५६", "ᦰᦱ ᦀᦰ",
    'joueur" OR NEAR(x y) AND -roi*', "règle règles RÈGLE regle",
]


def run_java(library, corpus_db: Path, analyzer: dict, requests: list[dict], tmp_path: Path,
             timings: int = 0) -> list:
    """One Bm25Cli process for all requests (JSON lines in, JSON lines out)."""
    analyzer_file = tmp_path / "analyzer.json"
    analyzer_file.write_text(json.dumps(analyzer, ensure_ascii=False), encoding="utf-8")
    args = [*library.argv("dev.edgeexport.retrieval.Bm25Cli"), str(corpus_db), str(analyzer_file)]
    if timings:
        args += ["--timings", str(timings)]
    stdin = "".join(json.dumps(r, ensure_ascii=True) + "\n" for r in requests)
    run = subprocess.run(args, input=stdin, capture_output=True, text=True, encoding="utf-8", timeout=1800)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert len(lines) == len(requests), run.stderr
    return [json.loads(line) for line in lines]


def gold_questions() -> list[str]:
    return [q["question"] for path in (GOLD_FR, GOLD_EXAM_DEV) if path.is_file()
            for q in json.loads(path.read_text(encoding="utf-8"))["questions"]]


def compare(library, corpus_db: Path, fts_db: Path, analyzer_json: dict, questions: list[str], filters: list,
            tmp_path: Path, limit: int = 50) -> dict:
    """Java vs Python for every (question, filter): mismatches listed, largest score difference."""
    python = Bm25Index(fts_db, Analyzer.from_json(analyzer_json))
    requests = [{"question": q, "limit": limit, "rows": None if f is None else sorted(f)}
                for q in questions for f in filters]
    java = run_java(library, corpus_db, analyzer_json, requests, tmp_path)
    mismatches, worst, nonempty = [], 0.0, 0
    for request, got in zip(requests, java):
        expected = python.rows(request["question"], limit, None if request["rows"] is None else set(request["rows"]))
        nonempty += bool(expected)
        if [r for r, _ in got] != [r for r, _ in expected]:
            mismatches.append((request["question"], request["rows"] is not None, got[:5], expected[:5]))
            continue
        if expected:
            worst = max(worst, float(np.max(np.abs(np.array([s for _, s in got]) - np.array([s for _, s in expected])))))
    python.close()
    return {"requests": len(requests), "nonempty": nonempty, "mismatches": mismatches, "max_score_diff": worst}


@pytest.fixture(scope="module", params=[False, True], ids=["words", "stems"])
def small_db(request, small_corpus, tmp_path_factory):
    """The small corpus indexed with the French analyzer, unstemmed and stemmed (Snowball's "french")."""
    out = tmp_path_factory.mktemp("bm25-java")
    v = np.random.default_rng(0).standard_normal((len(small_corpus["chunks"]), 32)).astype(np.float32)
    analyzer = Analyzer("fr", stem=request.param)
    files = write_corpus_db(out / "corpus.db", small_corpus, v / np.linalg.norm(v, axis=1, keepdims=True),
                            {"model_id": "test"}, DbSettings(bm25=analyzer))
    return files, analyzer.to_json()


def test_java_bm25_from_plain_tables_is_fts5_s(java_library, small_db, small_corpus, tmp_path):
    files, analyzer = small_db
    texts = [c["text"] for c in small_corpus["chunks"]]
    questions = [" ".join(t.split()[i:i + n]) for t in texts for i, n in ((0, 6), (15, 12), (40, 3))]
    questions += SPECIAL + gold_questions()
    n = len(texts)
    filters = [None, set(range(1, n + 1, 2)), {n, 1, 5, 10 ** 6}, set()]
    result = compare(java_library, files["corpus_db"], files["fts_db"], analyzer, questions, filters, tmp_path)
    assert result["mismatches"] == []
    assert result["max_score_diff"] <= TOLERANCE
    assert result["nonempty"] > len(questions)  # most questions find rows: the comparison has something to compare
    top3 = compare(java_library, files["corpus_db"], files["fts_db"], analyzer, questions[:40], [None], tmp_path, limit=3)
    assert top3["mismatches"] == [] and top3["max_score_diff"] <= TOLERANCE


def test_java_terms_are_the_python_analyzer_s_and_single_fts5_tokens(java_library, small_db, tmp_path):
    files, analyzer_json = small_db
    analyzer = Analyzer.from_json(analyzer_json)
    # Every BMP code point between two words, alone, and doubled (min_chars), plus the special strings.
    texts = [f"mot{chr(cp)}suite {chr(cp)} {chr(cp) * 2}" for cp in range(0x10000) if not 0xD800 <= cp <= 0xDFFF]
    texts += SPECIAL + gold_questions()
    java = run_java(java_library, files["corpus_db"], analyzer_json, [{"terms": t} for t in texts], tmp_path)
    differ = [(t, [term for term, _ in got], analyzer.query_terms(t)) for t, got in zip(texts, java)
              if [term for term, _ in got] != analyzer.query_terms(t)]
    assert differ == [], differ[:10]
    phrases = [(t, got) for t, got in zip(texts, java) for term, tokens in got if len(tokens) != 1]
    # Only the 21 letters SQLite's older Unicode tables count as separators make a term several FTS5 tokens.
    odd = {chr(c) for c in (*range(0x19B0, 0x19C1), 0x19C8, 0x19C9, 0x1CF2, 0x1CF3)}
    assert all(set(t) & odd for t, _ in phrases), phrases[:5]
    assert all(unicodedata.is_normalized("NFC", term) for got in java for term, _ in got)


# Each language's analyzer as a bundle records it, stemmed where Snowball has the language (Bm25Cli, as the
# library, stems with its own SnowballStemmers, from the recorded name), and the words segmentation of bundles
# built before it.
LANGUAGES = ["ru", "uk", "el", "ar", "fa", "he", "zh", "ja", "ko", "de", "tr", "th", "fr", "en", "pl", "cs", "sr",
             "fi"]


@pytest.fixture(scope="module")
def script_db(small_corpus, tmp_path_factory):
    """The small corpus's chunks, each rewritten as sentences of every script (the chunk's own text after them),
    indexed with the Chinese analyzer (CJK bigrams and Han letters)."""
    texts = list(SENTENCES.values()) + [text for _, _, text, _ in SCRIPT_CASES]
    corpus = {**small_corpus, "chunks": [
        {**c, "text": " ".join(texts[(i + j) % len(texts)] for j in range(3)) + "\n" + c["text"]}
        for i, c in enumerate(small_corpus["chunks"])]}
    out = tmp_path_factory.mktemp("bm25-java-scripts")
    v = np.random.default_rng(1).standard_normal((len(corpus["chunks"]), 32)).astype(np.float32)
    analyzer = Analyzer("zh")
    files = write_corpus_db(out / "corpus.db", corpus, v / np.linalg.norm(v, axis=1, keepdims=True),
                            {"model_id": "test"}, DbSettings(bm25=analyzer))
    return files, analyzer.to_json(), texts


@pytest.mark.parametrize("language", [*LANGUAGES, WORDS, CJK_BIGRAMS])
def test_java_terms_in_every_script_are_python_s(java_library, script_db, language, tmp_path):
    files, _, texts = script_db
    analyzer = (Analyzer("zh", segmentation=language) if language in (WORDS, CJK_BIGRAMS)
                else Analyzer(language, stem=True))
    recorded = analyzer.to_json()
    assert recorded["stemmer"] == (None if language in (WORDS, CJK_BIGRAMS) else SNOWBALL.get(language))
    texts = texts + SPECIAL + [f"{a}{b}" for a in ("中", "カ", "한", "a", "1") for b in ("文", "ナ", "국", "b", "2", "")]
    java = run_java(java_library, files["corpus_db"], recorded, [{"terms": t} for t in texts], tmp_path)
    differ = [(t, [term for term, _ in got], analyzer.query_terms(t)) for t, got in zip(texts, java)
              if [term for term, _ in got] != analyzer.query_terms(t)]
    assert differ == [], differ[:10]
    # Each term one FTS5 token (but for SQLite's 21 odd separators, as above).
    odd = {chr(c) for c in (*range(0x19B0, 0x19C1), 0x19C8, 0x19C9, 0x1CF2, 0x1CF3)}
    assert all(len(tokens) == 1 or set(term) & odd for got in java for term, tokens in got)


def test_java_bm25_over_cjk_bigrams_is_fts5_s(java_library, script_db, tmp_path):
    """Questions in every script against the bigram (and Han letter) index: the same rows, order and scores as
    FTS5's bm25()."""
    files, analyzer, texts = script_db
    questions = texts + [t[i:i + 9] for t in texts for i in (0, 7)] + ["记录", "棋譜", "기보에", "審判 судья"]
    result = compare(java_library, files["corpus_db"], files["fts_db"], analyzer, questions, [None, {1, 3, 5}],
                     tmp_path)
    assert result["mismatches"] == [] and result["max_score_diff"] <= TOLERANCE
    assert result["nonempty"] > len(questions) // 2  # most find rows (fewer among rows 1, 3 and 5)


# Serbian's Latin letters in Cyrillic (wordfreq gives Serbian in Latin; the stemmer takes both scripts).
SERBIAN_CYRILLIC = {**dict(zip("abcčćdđefghijklmnoprsštuvzž", "абцчћдђефгхијклмнопрсштувзж")),
                    "lj": "љ", "nj": "њ", "dž": "џ"}
# Supplementary code points inside words: one letter each in Python, two UTF-16 chars in Java.
SUPPLEMENTARY = ["\U00010428ies", "a\U00010428ies", "\ue000\U00010428ies", "\U0001d400\U0001d401ing",
                 "\U0001d6c2ι\U0001d6c2ος", "сло\U00010428ами", "\U00020000ler", "\U00010428" * 3 + "ssen"]


def to_serbian_cyrillic(word: str) -> str:
    return re.sub("lj|nj|dž|.", lambda m: SERBIAN_CYRILLIC.get(m[0], m[0]), word, flags=re.S)


def test_java_stems_are_python_s_over_many_words(java_library, tmp_path):
    """SnowballStemmers against snowballstemmer, algorithm by algorithm: the language's 3,000 most frequent
    words (wordfreq, through its analyzer's words), every test sentence's words and some with supplementary
    code points; zero differences, and Java knows exactly Python's algorithms and which language each stems."""
    import wordfreq

    sentences = " ".join([*SENTENCES.values(), *(text for _, _, text, _ in SCRIPT_CASES), *SPECIAL])
    language_of = {algorithm: language for language, algorithm in SNOWBALL.items()}
    assert all(PROFILES[language].stemmer == algorithm for algorithm, language in language_of.items())
    words = {}
    for algorithm, language in sorted(language_of.items()):
        analyzer = Analyzer(language)
        found = analyzer.words(" ".join(wordfreq.top_n_list(language, 3000))) + analyzer.words(sentences)
        if algorithm == "serbian":
            found += [to_serbian_cyrillic(w) for w in found]
        words[algorithm] = list(dict.fromkeys(found + SUPPLEMENTARY))
    classes = tmp_path / "classes"
    source = Path(__file__).parents[2] / "android/src/test/java/dev/edgeexport/retrieval/StemWords.java"
    subprocess.run([shutil.which("javac"), "--release", "11", "-encoding", "UTF-8", "-cp", str(java_library.jar),
                    "-d", str(classes), str(source)], check=True)
    lines = [f"{algorithm}\t{word}" for algorithm, group in words.items() for word in group]
    run = subprocess.run([shutil.which("java"), "-cp", f"{java_library.jar}:{classes}",
                          "dev.edgeexport.retrieval.StemWords", *PROFILES, "xx"], input="\n".join(lines) + "\n", capture_output=True,
                         text=True, encoding="utf-8", timeout=300)
    assert run.returncode == 0, run.stderr
    names, by_language, *java = run.stdout.split("\n")[:-1]
    assert names.split("\t") == sorted(set(SNOWBALL.values()))
    assert by_language.split("\t") == [str(SNOWBALL.get(language)).replace("None", "null") for language in [*PROFILES, "xx"]]
    assert len(java) == len(lines)
    python = [stem for algorithm, group in words.items() for stem in snowball_stemmer(algorithm).stemWords(group)]
    differ = [(line, j, p) for line, j, p in zip(lines, java, python) if j != p]
    assert differ == [], (len(differ), len(lines), differ[:10])
    assert len(lines) > 24 * 2500 and all(len(group) > 2500 for group in words.values())
