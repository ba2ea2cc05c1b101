"""OCR's failure paths, each named on the page instead of giving nothing or garbage: Tesseract missing, a
script with no model installed, a non-zero exit, a time-out, output that cannot be read. A stand-in
`tesseract` command on PATH plays each failure (the real one cannot be made to fail on purpose); the
script choice is checked against the real Tesseract's OSD where it is installed."""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest

from edge_export.chunk.extract import default_chain, extract_pdf
from edge_export.chunk.extractors import ocr
from edge_export.chunk.extractors.ocr import Tesseract
from edge_export.chunk.languages import parse_languages
from pdf_damage import make_scanned_pdf

PAGE = ["Le joueur qui a le trait doit jouer un coup légal.\nL'arbitre vérifie la pendule avant la ronde."]


def fake_tesseract(folder, *, models="eng\\nfra\\nosd", script="Latin", recognise="exit 0"):
    """A `tesseract` that answers --version, --list-langs and OSD as told, and runs `recognise` (shell) to
    read a page: $2 is the output base name."""
    folder.mkdir(parents=True, exist_ok=True)
    exe = folder / "tesseract"
    exe.write_text("\n".join([
        "#!/bin/sh",
        'case "$1" in',
        '  --version) echo "tesseract 9.9.9"; exit 0;;',
        f"  --list-langs) printf 'List of available languages in \"/x/\" (3):\\n{models}\\n'; exit 0;;",
        "esac",
        f"""if [ "$2" = "-" ]; then printf 'Script: {script}\\nScript confidence: 9.0\\n'; exit 0; fi""",
        recognise, ""]))
    exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    return folder


def ocr_problem(tmp_path, monkeypatch, languages="auto", **fake) -> str:
    monkeypatch.setenv("PATH", f"{fake_tesseract(tmp_path / 'bin', **fake)}{os.pathsep}{os.environ['PATH']}")
    page = extract_pdf(make_scanned_pdf(tmp_path / "scan.pdf", PAGE), chain=default_chain(languages)).pages[0]
    assert page.unreadable and page.text == "" and page.extractor == "none"
    return page.problems[-1]


def test_a_non_zero_exit_is_named(tmp_path, monkeypatch):
    assert "tesseract failed (exit 3)" in ocr_problem(tmp_path, monkeypatch, recognise="exit 3")


def test_a_time_out_is_named(tmp_path, monkeypatch):
    monkeypatch.setattr(ocr, "OCR_TIMEOUT_S", 1)
    assert "tesseract took over 1 s" in ocr_problem(tmp_path, monkeypatch, recognise="sleep 5")


def test_unreadable_output_is_named_without_its_temporary_path(tmp_path, monkeypatch):
    recognise = 'echo "some text" > "$2.txt"; printf "level\\tconf\\ttext\\n1\\tnot-a-number\\tword\\n" > "$2.tsv"'
    problem = ocr_problem(tmp_path, monkeypatch, recognise=recognise)
    assert "tesseract's output could not be read (ValueError)" in problem and "edge-export-ocr-" not in problem


def test_no_output_at_all_is_named(tmp_path, monkeypatch):
    assert "tesseract's output could not be read (FileNotFoundError)" in ocr_problem(tmp_path, monkeypatch)


def test_a_script_without_a_model_names_the_package_to_install(tmp_path, monkeypatch):
    problem = ocr_problem(tmp_path, monkeypatch, script="Greek", recognise="exit 0")
    assert "OCR has no data for the Greek script seen on the page (apt-get install tesseract-ocr-script-grek)" in problem


def test_a_declared_language_without_its_model_names_its_package(tmp_path, monkeypatch):
    problem = ocr_problem(tmp_path, monkeypatch, languages="el", script="Greek")
    assert "OCR has no language data for ell (apt-get install tesseract-ocr-ell)" in problem


def test_missing_tesseract_names_the_packages(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no tesseract on it
    page = extract_pdf(make_scanned_pdf(tmp_path / "scan.pdf", PAGE)).pages[0]
    assert page.unreadable and "apt-get install tesseract-ocr tesseract-ocr-osd" in page.problems[-1]


@pytest.mark.parametrize(("script", "installed", "hints", "expected"), [
    ("Cyrillic", {"eng", "rus", "Cyrillic"}, "auto", "Cyrillic"),  # Debian's layout of a script model
    ("Cyrillic", {"eng", "rus", "script/Cyrillic"}, "auto", "script/Cyrillic"),  # tessdata's
    ("Cyrillic", {"eng", "rus", "ukr", "Cyrillic"}, "uk,en", "ukr"),  # a hint of that script wins
    ("Cyrillic", {"eng", "rus", "ukr"}, "auto", "rus+ukr"),  # no script model: the script's languages
    ("Latin", {"eng", "fra", "rus"}, "auto", "eng+fra"),
    ("Latin", {"eng", "fra", "rus"}, "ru,fr", "fra"),  # the hints of the page's script only
])
def test_the_model_is_the_pages_scripts(script, installed, hints, expected):
    assert Tesseract(parse_languages(hints)).models(script, frozenset(installed)) == (expected, None)


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="checked by test_chain's tesseract fixture")
def test_a_greek_scan_is_read_with_the_greek_model_and_no_flag(tmp_path):
    from pathlib import Path

    font = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    if not font.is_file():
        pytest.fail("needs fonts-dejavu-core (make install)")
    text = ("Το λειτουργικό σύστημα αποτελείται από πακέτα που εγκαθιστά ο διαχειριστής πακέτων.\n"
            "Κάθε πακέτο περιέχει προγράμματα και την τεκμηρίωσή τους για τους χρήστες.\n") * 3
    page = extract_pdf(make_scanned_pdf(tmp_path / "scan.pdf", [text], font=font)).pages[0]
    assert page.extractor.split(":")[-1].split("+")[0] == "Greek" and not page.unreadable  # then a Latin model
    assert "σύστημα" in page.text and "el words" in page.attempts[-1].words


def test_a_page_of_two_scripts_is_read_with_both():
    """A Devanagari card with Latin commands: its script's model, then the first model of the other; a page
    of any script gets a Latin model too (names, commands, URLs)."""
    tesseract = Tesseract(())
    installed = frozenset({"Devanagari", "eng", "fra", "hin"})
    assert tesseract.page_models(("Devanagari", "Latin"), installed) == ("Devanagari+eng", None)
    assert tesseract.page_models(("Devanagari",), installed) == ("Devanagari+eng", None)  # Latin always
    assert tesseract.page_models(("Latin",), installed) == ("eng+fra", None)
    models, problem = tesseract.page_models(("Thai", "Latin"), installed)  # no model for its main script
    assert models is None and "apt-get install tesseract-ocr-script-thai" in problem


GREEK = "Το λειτουργικό σύστημα αποτελείται από πακέτα που εγκαθιστά ο διαχειριστής πακέτων για τους χρήστες."
LATIN_GARBAGE = "To Aeitoupyikd ovotnua amoteAgitai amd makéta mou eykabiota o Siaxerpiotiie makétwv yia Touc xphotec."


def test_a_page_osd_places_in_the_wrong_script_is_read_again_with_another_scripts_models(tmp_path, monkeypatch):
    """OSD calls a sparse Greek page Latin; the Latin models' reading is not words of any language, so each
    other installed script's models read it once more, and the one whose words are words is kept."""
    recognise = "\n".join([
        'case "$4" in Greek*) text="' + GREEK + '";; *) text="' + LATIN_GARBAGE + '";; esac',
        'echo "$text" > "$2.txt"',
        'printf "level\\tconf\\ttext\\n" > "$2.tsv"',
        'for w in $text; do printf "5\\t91\\t%s\\n" "$w" >> "$2.tsv"; done'])
    bin_dir = fake_tesseract(tmp_path / "bin", models="eng\\nfra\\nosd\\nCyrillic\\nGreek", script="Latin",
                             recognise=recognise)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    page = extract_pdf(make_scanned_pdf(tmp_path / "scan.pdf", PAGE)).pages[0]
    assert not page.unreadable and page.text.strip() == GREEK
    assert page.extractor == "ocr:tesseract-9.9.9:Greek+eng" and "el words" in page.attempts[-1].words


@pytest.mark.parametrize(("script", "installed", "hints", "expected"), [
    ("Han", {"eng", "chi_sim", "jpn", "kor"}, "auto", "chi_sim"),  # Han alone: Chinese
    ("Kana", {"eng", "chi_sim", "jpn", "kor"}, "auto", "jpn"),
    ("Hangul", {"eng", "chi_sim", "jpn", "kor"}, "auto", "kor"),
    ("Han", {"eng", "chi_sim", "jpn"}, "ja", "jpn"),  # a page of Kanji, Japanese declared
    ("Han", {"eng", "chi_sim", "kor"}, "ko,en", "kor"),
])
def test_han_kana_and_hangul_are_read_with_their_languages_models(script, installed, hints, expected):
    assert Tesseract(parse_languages(hints)).models(script, frozenset(installed)) == (expected, None)


def test_a_page_of_han_and_kana_is_read_with_the_japanese_model():
    installed = frozenset({"eng", "chi_sim", "jpn", "kor", "osd"})
    assert Tesseract(()).page_models(("Han", "Kana", "Latin"), installed) == ("jpn+eng", None)
    assert Tesseract(()).page_models(("Hangul", "Han"), installed) == ("kor+eng", None)
    assert Tesseract(()).page_models(("Han", "Latin"), installed) == ("chi_sim+eng", None)
    for script, package in (("Han", "chi-sim"), ("Kana", "jpn"), ("Hangul", "kor")):
        models, problem = Tesseract(()).page_models((script,), frozenset({"eng", "osd"}))
        assert models is None and f"apt-get install tesseract-ocr-{package})" in problem


SCANS = Path(__file__).resolve().parents[1] / "scans"
# What each scan prints (tests/chunk/scans/make_cjk_scans.py), and the model OSD's script calls for.
CJK_SCANS = {
    "ko": ("scanned-ko.pdf", "kor", ["문서는", "사용", "설명을", "시스템에서", "플랫폼들에서"]),
    "ja": ("scanned-ja.pdf", "jpn", ["この文書は", "バージョン", "配布されています"]),
    "zh": ("scanned-zh.pdf", "chi_sim", ["命令行", "用户界面", "输出目标文件"]),
}


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="checked by test_chain's tesseract fixture")
@pytest.mark.parametrize("language", CJK_SCANS)
def test_a_chinese_japanese_or_korean_scan_is_read_with_its_model_and_no_flag(language):
    """Issue 59: a scanned page in Han, Kana or Hangul is read with the Chinese, Japanese or Korean model
    OSD's script calls for (make install's tesseract-ocr-chi-sim, -jpn, -kor), and its language detected."""
    name, model, printed = CJK_SCANS[language]
    if (missing := Tesseract(())._setup[0]) is not None:
        pytest.fail(missing)
    if model not in Tesseract(())._setup[3]:
        pytest.fail(f"needs tesseract-ocr-{model.replace('_', '-')} (make install)")
    document = extract_pdf(SCANS / name)
    page = document.pages[0]
    assert not page.unreadable and page.extractor.split(":")[-1].split("+")[0] == model, page.problems
    assert all(word in page.text.replace(" ", "") for word in printed), page.text
    assert document.languages["languages"][language] >= 0.45
