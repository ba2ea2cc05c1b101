"""Issue 34's real-PDF benchmark: the chunk stage on each PDF of a folder, against poppler's pdftotext.

    .venv/bin/python benchmarks/realpdf/fetch_real_pdfs.py build/realpdf/pdfs
    .venv/bin/python benchmarks/bench_realpdf.py build/realpdf/pdfs [--only NAME ...] [--json FILE] \\
        [--corpus-dir ../shared/corpus/fr]

Each PDF is copied alone into a temporary folder and chunked there with the Python API
(`run_chunk_stage(..., corpus="RP", chunker="token-window-v1", skip_bad=True, quiet=True)`), twice by default
(`--languages both`): with the file's language plus English declared as `languages`, and with none (the
stage's default, `auto`: issue 40's "no flags" run). Per file and run:
- pages, chunks, seconds (the whole stage call) and pages/s;
- coverage: per page, the share of the words of pdftotext's text of that page (NFKC, lowercased, `\\w+`,
  every occurrence) found among the words of our chunk texts of that page and of their page's running
  lines (kept out of the text, held in `metadata.running_lines` and indexed by BM25); the mean over the
  sound pages (below) where pdftotext finds at least 20 words, and over all those pages in brackets when some
  are not sound (every page's figures in --json). A copy (scanned, rotated) is measured against its source's pages
  (realpdf.json). pdftotext joins line-end hyphens, as chunk texts do (chunk/hyphenation.py); a hyphen
  left in chunk text counts as a missing word, as it does for BM25;
- sound pages: those whose pdftotext text has no control character (other than tab, newline, form feed),
  no U+FFFD, no private-use code point, and is not Latin-1 soup (over 25 % of its letters in U+00C0-U+00FF:
  a font without a Unicode map, as lshortru.pdf's, whose Cyrillic pdftotext gets as wrong as pdfium) and has
  no word of it (four or more letters, all Latin-1 accented: the text-quality gate's rule);
- order: the share of pdftotext's consecutive word pairs found consecutive in our chunk texts of the page
  (bag-of-words coverage is blind to interleaved columns; this is not), averaged as coverage is;
- ctrl: C0/C1 control characters (other than tab and newline) in chunk texts, and the chunks holding one;
  FFFD/PUA: U+FFFD, U+FFFE and private-use code points in chunk texts;
- letters: the scripts of the letters of the chunk texts (share of letters), next to the file's language;
- hyph: distinct line-end hyphenations (`compréhen-` newline `sion`) left in chunk texts, per page (the
  distinct forms, words' own hyphens included, in --json's `hyphens_left`);
- soup: words of Latin-1 soup (four or more letters, all Latin-1 accented: "Ðóêîâîäñòâî") in chunk texts;
- spaced: runs of three or more single letters standing alone ("t h i s", a letter-spaced word cut by
  the extractor's made-up spaces) in chunk texts;
- hdr: share of pages whose first chunk starts, or last chunk ends, with a line that (digits folded) also
  starts or ends another page at most two pages away: a running header or footer left in chunk text;
- OCR'd and unreadable pages, from the run report's `extraction`; outcome: ok, or the named error of the
  stage (a truncated or encrypted copy must give one).
The last row: the stage on the FR corpus (--corpus-dir, the median of --repeats runs): the gate's cost on
clean PDFs. The tokenizer is the real one when cached and intact (edge-export model fetch), else a
SentencePiece model trained on the FR corpus, as the tests do: chunk counts depend on it, the rest does not.
Needs poppler-utils (pdftotext); the PDFs' folder may hold realpdf.json (fetch_real_pdfs.py).
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "realpdf"))
from fetch_real_pdfs import MANIFEST  # noqa: E402

from edge_export.chunk.stage import run_chunk_stage  # noqa: E402
from edge_export.errors import EdgeExportError  # noqa: E402
from edge_export.paths import default_tokenizer_path  # noqa: E402

CHUNKER = "token-window-v1"
WORD = re.compile(r"\w+")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # \r counts: chunk text has none
UNSOUND = re.compile(r"[\x00-\x08\x0b\x0d-\x1f\x7f-\x9f\ufffd\ue000-\uf8ff\U000f0000-\U0010ffff]")
REPLACED = re.compile(r"[\ufffd\ufffe\ue000-\uf8ff\U000f0000-\U0010ffff]")
LATIN1_LETTER = re.compile(r"[\u00c0-\u00ff]")
LATIN1_SOUP = 0.25  # share of letters in U+00C0-U+00FF above which a text is a font's 8-bit codes shown as Latin-1
# A word no language writes: four or more letters, all Latin-1 accented (the gate's rule, restated here so
# the benchmark also measures code without it)
SOUP_WORD = re.compile(r"(?<![^\W\d_])[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]{4,}(?![^\W\d_])")
LINE_END_HYPHEN = re.compile(r"(\w+)-\n(\w+)")
SPACED_LETTERS = re.compile(r"(?<!\S)[^\W\d_](?: [^\W\d_]){2,}(?!\S)")
DIGITS = re.compile(r"\d+")
MIN_WORDS = 20  # pages with fewer pdftotext words (a running footer alone, a figure) are left out of the means


def words(text: str) -> list[str]:
    return WORD.findall(unicodedata.normalize("NFKC", text).lower())


def pdftotext_pages(path: Path) -> list[str]:
    """Poppler's text of every page (reading order, not -layout)."""
    if shutil.which("pdftotext") is None:
        sys.exit("error: pdftotext not found: this benchmark compares with poppler's "
                 "(Debian: apt-get install poppler-utils)")
    run = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True)
    if run.returncode:
        return []
    pages = run.stdout.decode("utf-8", "replace").split("\f")
    return pages[:-1] if pages and not pages[-1].strip() else pages


def is_sound(text: str) -> bool:
    """pdftotext's text of a page can serve as the reference: no control character (other than tab, newline,
    form feed), U+FFFD or private-use code point, and not Latin-1 soup, nor a word of it (the gate's rule: a
    title or footer in a broken 8-bit font over a sound listing)."""
    if UNSOUND.search(text) or SOUP_WORD.search(text):
        return False
    n_letters = sum(ch.isalpha() for ch in text)
    return not n_letters or len(LATIN1_LETTER.findall(text)) / n_letters <= LATIN1_SOUP


def script_of(ch: str) -> str:
    name = unicodedata.name(ch, "")
    for script in ("CJK", "HANGUL", "HIRAGANA", "KATAKANA"):
        if script in name:
            return script.title()
    return name.split(" ")[0].title() if name else "?"


def letters(texts: list[str]) -> str:
    counts = Counter(script_of(ch) for text in texts for ch in text if ch.isalpha())
    total = sum(counts.values())
    shown = [f"{s} {n / total:.0%}" for s, n in counts.most_common(3) if n / total >= 0.05]
    return ", ".join(shown) or "-"


def edge_lines(texts: list[str]) -> tuple[str, str]:
    """The first line of a page's first chunk and the last line of its last chunk, digits folded."""
    first = texts[0].strip().split("\n")[0] if texts else ""
    last = texts[-1].strip().split("\n")[-1] if texts else ""
    return DIGITS.sub("#", first.strip()), DIGITS.sub("#", last.strip())


def running_share(by_page: dict[int, list[str]]) -> float | None:
    edges = {page: edge_lines(texts) for page, texts in by_page.items()}
    if len(edges) < 3:
        return None
    hits = 0
    for page, (first, last) in edges.items():
        near = [edges[p] for p in range(page - 2, page + 3) if p != page and p in edges]
        hits += any(first and first in pair for pair in near) or any(last and last in pair for pair in near)
    return hits / len(edges)


def page_scores(reference: str, ours: list[str]) -> tuple[int, float, float] | None:
    """(pdftotext's words, word coverage, word-pair coverage) of one page; None when pdftotext finds no word."""
    ref = words(reference)
    if not ref:
        return None
    our_words = [words(text) for text in ours]
    have = {w for ws in our_words for w in ws}
    pairs = {pair for ws in our_words for pair in zip(ws, ws[1:])}
    ref_pairs = list(zip(ref, ref[1:]))
    coverage = sum(w in have for w in ref) / len(ref)
    order = sum(p in pairs for p in ref_pairs) / len(ref_pairs) if ref_pairs else coverage
    return len(ref), coverage, order


def chunk_stage(folder: Path, out: Path, tokenizer: Path, languages: tuple[str, ...] | None) -> tuple[dict, str]:
    """The stage's report (run with the file's languages, else the stage's defaults) and a note."""
    kwargs = dict(corpus="RP", chunker=CHUNKER, tokenizer_path=tokenizer, skip_bad=True, quiet=True)
    return run_chunk_stage(folder, out, **kwargs, **({"languages": languages} if languages else {})).report, ""


def measure(pdf: Path, entry: dict, folder: Path, tokenizer: Path, declared: bool = True) -> dict:
    row = {"file": pdf.name, "why": entry.get("why", ""), "language": entry.get("language", ""),
           "expect": entry.get("expect", "text"), "run": "declared" if declared else "auto"}
    languages = tuple(dict.fromkeys([entry["language"], "en"])) if entry.get("language") and declared else None
    with tempfile.TemporaryDirectory() as tmp:
        alone = Path(tmp) / "in"
        alone.mkdir()
        shutil.copy(pdf, alone / pdf.name)
        started = time.perf_counter()
        try:
            report, note = chunk_stage(alone, Path(tmp) / "out" / "chunks.json", tokenizer, languages)
        except EdgeExportError as e:
            row.update(seconds=time.perf_counter() - started, outcome=f"error: {e}")
            return row
        row["seconds"] = time.perf_counter() - started
        chunks = json.loads((Path(tmp) / "out" / "chunks.json").read_text(encoding="utf-8"))["chunks"]
    skipped = report.get("skipped_files") or []
    row["outcome"] = "; ".join(f"skipped: {s['reason']}" for s in skipped) or "ok"
    if note:
        row["note"] = note
    extraction = report.get("extraction")
    row.update(pages=report.get("pages", 0), chunks=len(chunks),
               ocr_pages=extraction.get("ocr_pages") if extraction else None,
               unreadable_pages=len(extraction.get("unreadable_pages", [])) if extraction else None,
               pages_by_extractor=extraction.get("pages_by_extractor") if extraction else None)
    if skipped:
        return row
    texts = [c["text"] for c in chunks]
    by_page: dict[int, list[str]] = {}
    held: dict[int, list[str]] = {}  # what the bundle holds of a page: chunk texts and the running lines
    for chunk in chunks:
        by_page.setdefault(chunk["page"], []).append(chunk["text"])
        held.setdefault(chunk["page"], []).append(chunk["text"])
    for chunk in chunks:
        if chunk["metadata"].get("running_lines") and chunk["metadata"]["running_lines"] not in held[chunk["page"]]:
            held[chunk["page"]].append(chunk["metadata"]["running_lines"])
    row["ctrl"] = sum(len(CONTROL.findall(t)) for t in texts)
    row["ctrl_chunks"] = sum(bool(CONTROL.search(t)) for t in texts)
    row["replaced"] = sum(len(REPLACED.findall(t)) for t in texts)
    row["letters"] = letters(texts)
    row["hyphens"] = len({(page, m.group(0)) for page, ts in by_page.items() for t in ts
                          for m in LINE_END_HYPHEN.finditer(t)})
    row["hyphens_left"] = sorted({m.group(0).replace("\n", "") for t in texts for m in LINE_END_HYPHEN.finditer(t)})
    row["running"] = running_share(by_page)
    row["soup"] = sum(len(SOUP_WORD.findall(t)) for t in texts)
    row["spaced"] = sum(len(SPACED_LETTERS.findall(t)) for t in texts)

    source = folder / entry["source"] if entry.get("source") else pdf
    reference = pdftotext_pages(source)
    pages = entry.get("pages") or list(range(1, row["pages"] + 1))
    per_page = []
    for ours_page, ref_page in enumerate(pages, start=1):
        if ref_page > len(reference):
            continue
        scores = page_scores(reference[ref_page - 1], held.get(ours_page, []))
        if scores:
            per_page.append({"page": ours_page, "words": scores[0], "coverage": scores[1], "order": scores[2],
                             "sound": is_sound(reference[ref_page - 1])})
    row["per_page"] = per_page
    text_pages = [p for p in per_page if p["words"] >= MIN_WORDS]
    if text_pages:
        sound = [p for p in text_pages if p["sound"]]
        row["sound_pages"], row["text_pages"] = len(sound), len(text_pages)
        for key in ("coverage", "order"):
            row[key] = statistics.fmean(p[key] for p in sound) if sound else None
            row[key + "_all"] = statistics.fmean(p[key] for p in text_pages)
    return row


_SPEED_RUN = """
import json, statistics, sys, tempfile, time
from pathlib import Path
from edge_export.chunk.stage import run_chunk_stage
corpus_dir, tokenizer, repeats, chunker = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
times = []
with tempfile.TemporaryDirectory() as tmp:
    for _ in range(repeats):
        started = time.perf_counter()
        report = run_chunk_stage(corpus_dir, Path(tmp) / "chunks.json", corpus="FR", chunker=chunker,
                                 tokenizer_path=tokenizer, quiet=True).report
        times.append(time.perf_counter() - started)
print(json.dumps({"pages": report["pages"], "documents": report["documents"], "chunks": report["chunks"],
                  "seconds": statistics.median(times)}))
"""


def corpus_speed(corpus_dir: Path, tokenizer: Path, repeats: int, src: Path | None = None) -> dict:
    """The chunk stage on the FR corpus, median of `repeats`, in a process of its own: this checkout's code,
    or the one under `src` (a baseline such as `git archive HEAD`'s src/), measured the same way."""
    env = {**os.environ, **({"PYTHONPATH": str(src)} if src else {})}
    run = subprocess.run([sys.executable, "-c", _SPEED_RUN, str(corpus_dir), str(tokenizer), str(repeats), CHUNKER],
                         capture_output=True, text=True, env=env, check=True)
    result = json.loads(run.stdout.strip().splitlines()[-1])
    label = f"{corpus_dir} ({result['documents']} PDFs)" + (f", code of {src}" if src else "")
    return {"file": label, "pages": result["pages"], "chunks": result["chunks"], "seconds": result["seconds"],
            "repeats": repeats}


def tokenizer_path(corpus_dir: Path, tmp: Path) -> tuple[Path, str]:
    from edge_export.hashing import sha256_file
    from edge_export.model.spec import EMBEDDINGGEMMA_300M

    real = default_tokenizer_path()
    if real.is_file() and sha256_file(real) == EMBEDDINGGEMMA_300M.files["tokenizer.model"]:
        return real, "EmbeddingGemma's"
    from edge_export.chunk.extract import extract_folder
    from edge_export.embedding.tiny import train_sentencepiece

    documents, _ = extract_folder(corpus_dir)
    lines = [line for _, doc in documents for page in doc.pages for line in page.text.split("\n") if line.strip()]
    return train_sentencepiece(lines, tmp / "trained.model"), "SentencePiece trained on the FR corpus (as the tests)"


def machine() -> str:
    try:
        info = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        model = re.search(r"^Model name:\s*(.+)$", info, re.M).group(1).strip()
    except (OSError, AttributeError):
        model = platform.processor() or platform.machine()
    return f"{model}, {os.cpu_count()} cores"


def versions() -> str:
    import pypdfium2

    run = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True)
    poppler = (run.stderr or run.stdout).split("\n")[0].strip()
    import edge_export

    head = subprocess.run(["git", "describe", "--always", "--dirty"], capture_output=True, text=True,
                          cwd=Path(__file__).parent).stdout.strip()
    src = Path(edge_export.__file__).resolve().parents[1]
    code = f"git {head or '?'}"
    if src != Path(__file__).resolve().parents[1] / "src":
        code += f", edge_export from {src}"
    return (f"pypdfium2 {pypdfium2.PYPDFIUM_INFO} ({pypdfium2.PDFIUM_INFO}), {poppler}, "
            f"python {platform.python_version()}, {code}")


def fmt(value, spec: str = ".3f") -> str:
    return "-" if value is None else format(value, spec)


def table(rows: list[dict], speeds: list[dict]) -> list[str]:
    lines = ["| file | for | lang (run) | pages | chunks | s | pages/s | coverage | sound pages | order | ctrl (chunks) "
             "| FFFD/PUA | letters | hyph | soup | spaced | hdr | OCR'd | unreadable | outcome |",
             "|" + "---|" * 20]
    for r in rows:
        partly = r.get("sound_pages") != r.get("text_pages")
        coverage, order = (fmt(r.get(key)) + (f" (all {fmt(r[key + '_all'])})" if partly else "")
                           for key in ("coverage", "order"))
        sound_pages = f"{r['sound_pages']}/{r['text_pages']}" if "sound_pages" in r else "-"
        pages = r.get("pages")
        rate = pages / r["seconds"] if pages else None
        ctrl = f"{r['ctrl']:,} ({r['ctrl_chunks']})" if "ctrl" in r else "-"
        outcome = r["outcome"] + (f"; {r['note']}" if r.get("note") else "")
        lines.append("| " + " | ".join([
            r["file"], r["why"], f"{r['language']} ({r.get('run', 'declared')})", fmt(pages, ","), fmt(r.get("chunks"), ","), fmt(r["seconds"], ".1f"),
            fmt(rate, ".1f" if rate and rate < 10 else ".0f"), coverage, sound_pages, order, ctrl,
            fmt(r.get("replaced"), ","), r.get("letters", "-"), fmt(r.get("hyphens"), ","), fmt(r.get("soup"), ","),
            fmt(r.get("spaced"), ","), fmt(r.get("running"), ".0%"),
            fmt(r.get("ocr_pages"), ","), fmt(r.get("unreadable_pages"), ","),
            outcome.replace("|", "\\|").replace("\n", " ")]) + " |")
    for speed in speeds:
        lines.append(f"| {speed['file']} | speed, median of {speed['repeats']} | fr | {speed['pages']:,} | "
                     f"{speed['chunks']:,} | {speed['seconds']:.2f} | {speed['pages'] / speed['seconds']:.0f} |"
                     + " |" * 13)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path, help="the PDFs (fetch_real_pdfs.py's folder, or any)")
    parser.add_argument("--only", action="append", metavar="NAME", help="a file name or glob (repeatable)")
    parser.add_argument("--json", type=Path, help="also write the rows, with per-page figures, to this file")
    parser.add_argument("--corpus-dir", type=Path, default=Path("../shared/corpus/fr"),
                        help="the FR corpus: the speed row and the fallback tokenizer")
    parser.add_argument("--repeats", type=int, default=3, help="runs of the speed row (median)")
    parser.add_argument("--no-speed", action="store_true", help="leave out the FR corpus speed row")
    parser.add_argument("--languages", choices=("both", "declared", "auto"), default="both",
                        help="run each file with its language declared, with none (auto), or both (default)")
    parser.add_argument("--baseline-src", type=Path, metavar="DIR",
                        help="also time the FR corpus with the edge_export package under DIR (e.g. a `git archive "
                             "HEAD` extracted, DIR = its src/): the gate's cost as a ratio from the same run")
    args = parser.parse_args()

    try:
        manifest = json.loads((args.folder / MANIFEST).read_text())["files"]
    except (OSError, ValueError, KeyError):
        manifest = {}
    pdfs = sorted(p for p in args.folder.iterdir() if p.suffix.lower() == ".pdf")
    if args.only:
        pdfs = [p for p in pdfs if any(fnmatch.fnmatchcase(p.name, pattern) for pattern in args.only)]
    if not pdfs:
        sys.exit(f"error: no PDF in {args.folder}" + (f" matches {args.only}" if args.only else ""))

    with tempfile.TemporaryDirectory() as tmp:
        tokenizer, tokenizer_note = tokenizer_path(args.corpus_dir, Path(tmp))
        rows = []
        runs = {"both": (True, False), "declared": (True,), "auto": (False,)}[args.languages]
        for pdf in pdfs:
            for declared in runs:
                print(f"{pdf.name} ({'declared' if declared else 'auto'}) ...", file=sys.stderr, flush=True)
                rows.append(measure(pdf, manifest.get(pdf.name, {}), args.folder, tokenizer, declared))
        speeds = [] if args.no_speed else [corpus_speed(args.corpus_dir, tokenizer, args.repeats, src)
                                           for src in (None, *([args.baseline_src] if args.baseline_src else []))]

    command = shlex.join([os.path.relpath(sys.executable), *sys.argv])
    print(f"`{command}` on {machine()}; {versions()}; chunker {CHUNKER}, tokenizer {tokenizer_note}")
    print()
    print("\n".join(table(rows, speeds)))
    if len(speeds) == 2:
        print(f"\nFR corpus: {speeds[0]['seconds'] / speeds[1]['seconds']:.2f}× the baseline's seconds")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"command": command, "machine": machine(), "versions": versions(),
                                         "tokenizer": tokenizer_note, "rows": rows, "speed": speeds},
                                        ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
