"""Line-end hyphenation: joined by what the corpus itself writes, then by its language's words."""

from __future__ import annotations

import json

from edge_export.chunk.hyphenation import HyphenJoiner
from edge_export.cli import main
from pdf_damage import make_running_header_pdf
from pdf_factory import make_pdf

CORPUS = ["La compréhension du texte.", "Une contre-indication médicale.", "Le règlement intérieur."]


def test_a_cut_word_the_corpus_writes_whole_is_joined():
    join = HyphenJoiner(CORPUS)
    assert join("une bonne compréhen-\nsion du contexte") == "une bonne compréhension du contexte"
    assert join("le règle-\nment") == "le règlement"


def test_a_word_the_corpus_writes_with_its_hyphen_keeps_it():
    assert HyphenJoiner(CORPUS)("une contre-\nindication") == "une contre-indication"


def test_an_unknown_word_a_new_line_or_a_list_stays_as_printed():
    join = HyphenJoiner(CORPUS)
    for text in ("un mot incon-\nnu", "la fin de phrase-\nSuite", "item -\n- item", "année 2024-\n2025"):
        assert join(text) == text


# Cuts printed in the French TeX books of issue 40 (lshort-fr, apprendre-a-programmer-en-tex), which no other
# page of theirs writes whole, and words whose hyphen is their own; the expected words are the printed ones.
BOOK_CUTS = {"compréhen-\nsion": "compréhension", "excep-\ntionnellement": "exceptionnellement",
             "raisonnable-\nment": "raisonnablement", "recon-\nnue": "reconnue"}
OWN_HYPHENS = ["anglo-\nsaxonnes", "vice-\nversa", "Addison-\nWesley", "porte-\nCLEF", "peut-\nêtre", "sud-\nouest",
               "Anti-\ncheating"]
# Inflections too rare for the word lists (Zipf < 2), cut where the French and Spanish patterns cut, as printed
# in apprendre-a-programmer-en-tex and lshort-es.
RARE_CUTS = {("fr", "dénomme-\nrons"): "dénommerons", ("fr", "précé-\ndaient"): "précédaient",
             ("fr", "ma-\ntricielles"): "matricielles", ("fr", "vide-\nrons"): "viderons",
             ("es", "componién-\ndolas"): "componiéndolas"}


def test_a_cut_word_of_the_documents_language_is_joined_without_the_corpus_writing_it():
    join = HyphenJoiner([], languages=("fr",))
    for printed, word in BOOK_CUTS.items():
        assert join(f"une {printed} du texte") == f"une {word} du texte"


def test_a_rare_inflection_cut_where_the_languages_patterns_cut_is_joined():
    for (language, printed), word in RARE_CUTS.items():
        assert HyphenJoiner([], languages=(language,))(f"{printed} ici") == f"{word} ici"


def test_a_cut_the_patterns_would_not_make_or_before_a_word_stays():
    join = HyphenJoiner([], languages=("fr",))
    assert join("con-\ntre") == "con-\ntre"  # "contre" is a word, but both parts are and no pattern cuts "con|tre"
    assert join("matr-\nicielles") == "matr-\nicielles"  # a rare word, but no French pattern cuts "matr|icielles"


def test_a_words_own_hyphen_and_a_cut_in_another_language_stay():
    assert all(HyphenJoiner([], languages=("fr", "en"))(text) == text for text in OWN_HYPHENS)
    assert HyphenJoiner([], languages=("ru",))("une compréhen-\nsion") == "une compréhen-\nsion"  # not a Russian word
    assert HyphenJoiner([])("une compréhen-\nsion") == "une compréhen-\nsion"  # no language, no corpus word


def test_a_line_end_fragment_is_not_taken_for_a_word():
    # "compréhen-" ends a line: "compréhen" must not become a word that makes "compréhen-sion" look hyphenated.
    assert HyphenJoiner(["compréhen-\nsion", "la compréhension"]).words >= {"compréhension"}
    assert "compréhen" not in HyphenJoiner(["compréhen-\nsion"]).words


def test_chunk_text_is_joined_and_bm25_sees_the_word(tmp_path, trained_tokenizer_path):
    folder = tmp_path / "pdfs"
    make_running_header_pdf(folder / "book.pdf", 4, roman_pages=0)  # "compréhen-" / "sion" on every page
    make_pdf(folder / "glossary.pdf", ["Glossaire: la compréhension d'un texte est le premier objectif du lecteur."])
    out = tmp_path / "chunks.json"
    assert main(["chunk", str(folder), "--tokenizer", str(trained_tokenizer_path), "-o", str(out), "-q"]) == 0
    texts = [c["text"] for c in json.loads(out.read_text(encoding="utf-8"))["chunks"]]
    assert any("compréhension du contexte" in t for t in texts)
    assert not any("compréhen-\nsion" in t for t in texts)


# Issue 59: Turkish has a word list but no hyphenation patterns; lshort-tr.pdf kept 90 of its 385 line-end cuts
# (most of an agglutinative language's forms are in no list). Cuts printed there, and words' own hyphens.
TURKISH_CUTS = {"al-\nmış": "almış", "ken-\ndine": "kendine", "dok-\ntora": "doktora",  # joined forms it lists
                "işlem-\ncilerinin": "işlemcilerinin", "şartna-\nmesine": "şartnamesine",  # a part is no word
                "numara-\nlanışını": "numaralanışını"}
TURKISH_OWN_HYPHENS = ["e-\nposta", "TCP-\nbağlantısı", "Addison-\nWesley", "Anti-\ncheating"]


def test_a_language_without_patterns_joins_by_its_word_list():
    join = HyphenJoiner([], languages=("tr",))
    for printed, word in TURKISH_CUTS.items():
        assert join(f"bu {printed} ile") == f"bu {word} ile"
    assert all(join(text) == text for text in TURKISH_OWN_HYPHENS)
    indonesian = HyphenJoiner([], languages=("id",))  # reduplication keeps its hyphen, a cut word loses it
    assert indonesian("anak-\nanak") == "anak-\nanak" and indonesian("menggu-\nnakan") == "menggunakan"


def test_a_language_with_patterns_keeps_its_rule_beside_one_without():
    # French words are decided by the French rule whatever other language the document has
    join = HyphenJoiner([], languages=("fr", "tr"))
    assert join("con-\ntre") == "con-\ntre" and join("compréhen-\nsion") == "compréhension"
