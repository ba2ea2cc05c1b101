"""Issue 59's multilingual dev set: one corpus folder per language, of symlinks to books of the shared real-PDF set.

    .venv/bin/python benchmarks/realpdf/fetch_real_pdfs.py build/realpdf/pdfs
    .venv/bin/python benchmarks/languages/corpora.py build/realpdf/pdfs build/languages
    .venv/bin/edge-export chunk build/languages/es/corpus -o build/languages/es/chunks.json --corpus ES

makes build/languages/<lang>/corpus/ for each language of CORPORA, each holding a relative symlink to its
book(s) in the real-PDF folder (fetch_real_pdfs.py, pinned SHA-256). Idempotent: a link already right is kept,
a wrong one is replaced, and a link to a file no longer listed is removed (other files are never touched).
gold_<lang>.json in this folder cites those books by file name and 1-based PDF page index, the pages
`edge-export chunk` gives each chunk (recall as ../../shared/corpus/README.md defines it).

| lang | script | book | gold file |
|---|---|---|---|
| es | Latin | lshort-es.pdf (161 pages) | gold_es.json |
| de | Latin | l2kurz.pdf (58 pages) | gold_de.json |
| zh | Han (Simplified) | lshort-zh-cn.pdf (139 pages) | gold_zh.json |
| ru | Cyrillic | debian-faq.ru.pdf (75 pages) | gold_ru.json |
| fa | Arabic | lshort-fa.pdf (147 pages) | gold_fa.json |
| tr | Latin | lshort-tr.pdf (130 pages) | gold_tr.json |
| ko | Hangul | Getting-Started-with-the-Rcmdr-ko.pdf (19 pages) | gold_ko.json |
| ja | Kana, Han | debian-edu-bookworm-manual.ja.pdf (101 pages) | gold_ja.json |
| multi | Latin, Cyrillic | the de, es and ru books in one folder (TOGETHER) | gold_de, gold_es, gold_ru.json |
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

CORPORA = {
    "es": ("lshort-es.pdf",),
    "de": ("l2kurz.pdf",),
    "zh": ("lshort-zh-cn.pdf",),
    "ru": ("debian-faq.ru.pdf",),
    "fa": ("lshort-fa.pdf",),
    "tr": ("lshort-tr.pdf",),
    "ko": ("Getting-Started-with-the-Rcmdr-ko.pdf",),
    "ja": ("debian-edu-bookworm-manual.ja.pdf",),
}
# Corpora of several languages' books together: one bundle, measured on each language's questions.
TOGETHER = {"multi": ("de", "es", "ru")}
CORPORA.update({name: tuple(sorted(book for lang in langs for book in CORPORA[lang]))
                for name, langs in TOGETHER.items()})


def make(pdfs: Path, out: Path, languages: list[str] | None = None) -> list[Path]:
    """The corpus folders of `languages` (default: all) under `out`, each `<lang>/corpus/`; their paths."""
    missing = [name for lang in languages or CORPORA for name in CORPORA[lang] if not (pdfs / name).is_file()]
    if missing:
        raise SystemExit(f"{pdfs}: missing {', '.join(missing)} (run benchmarks/realpdf/fetch_real_pdfs.py {pdfs})")
    made = []
    for lang in languages or CORPORA:
        corpus = out / lang / "corpus"
        corpus.mkdir(parents=True, exist_ok=True)
        wanted = set(CORPORA[lang])
        for entry in corpus.iterdir():
            if entry.is_symlink() and entry.name not in wanted:
                entry.unlink()
        for name in sorted(wanted):
            link = corpus / name
            target = os.path.relpath((pdfs / name).resolve(), corpus.resolve())
            if link.is_symlink() and os.readlink(link) == target:
                continue
            if link.is_symlink() or link.exists():
                link.unlink()
            link.symlink_to(target)
        made.append(corpus)
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pdfs", type=Path, help="fetch_real_pdfs.py's folder (build/realpdf/pdfs)")
    parser.add_argument("out", type=Path, help="where the <lang>/corpus folders go (build/languages)")
    parser.add_argument("--languages", help=f"comma-separated, of {', '.join(CORPORA)} (default: all)")
    args = parser.parse_args()
    languages = args.languages.split(",") if args.languages else None
    unknown = [lang for lang in languages or [] if lang not in CORPORA]
    if unknown:
        parser.error(f"unknown language(s): {', '.join(unknown)}")
    for corpus in make(args.pdfs, args.out, languages):
        print(corpus, *sorted(p.name for p in corpus.iterdir()), file=sys.stdout)


if __name__ == "__main__":
    main()
