"""Issue 40, item 3: the OCR judge on right-language and purpose-made wrong-language OCR of real pages.

    .venv/bin/python benchmarks/realpdf/fetch_real_pdfs.py build/realpdf/pdfs
    .venv/bin/python benchmarks/bench_ocr_judge.py [--pdfs build/realpdf/pdfs] [--pages-per-file 6] \\
        [--json FILE]
    .venv/bin/python benchmarks/bench_ocr_judge.py --from-json FILE   # the tables again, no OCR

About 75 pages, 150 readings and 75 OSD runs: about 450 CPU seconds, under 10 minutes on 2 cores.

The extraction chain (chunk/extractors/chain.py) keeps an OCR reading only when it passes the text-quality
gate, Tesseract's mean word confidence is at least MIN_OCR_CONFIDENCE, and its words are words of a
language (chunk/plausibility.py: the letters-weighted share of its words that the word list of the most
plausible language of its main script knows is at least MIN_KNOWN_WORDS, once MIN_JUDGED_WORDS words are
judged). This measures that judge, and for comparison the confidence-only rule it replaced (the gate and
confidence >= MIN_OCR_CONFIDENCE), on:
- right-language OCR: each sampled page read with its own language's model (rus, ukr, bul, ell, fas, ara,
  hin, mar for the non-Latin files; fra, spa, eng for the Latin ones): a page dropped is a false drop;
- wrong-language OCR on non-Latin pages: the same pages read with `-l fra+eng`, the old default (Cyrillic,
  Greek, Arabic-script, Devanagari pages; Hebrew when a file has a mostly Hebrew page): a page kept is a
  false keep;
- wrong-language OCR on Latin pages: the Latin pages read with another script's model (WRONG_FOR_LATIN: a
  French page with rus, a Spanish one with ell, ...): a page kept is a false keep.
Pages: the files of CASES found in --pdfs (fetch_real_pdfs.py's folder; realpdf.json gives each file's
language, and a scanned copy's source pages). Per file, up to --pages-per-file pages evenly spaced among
its eligible ones: at least MIN_LAYER_WORDS words (`\\w+`) in the text layer (a scanned copy's: its
source page's) and most of its letters in the language's script (so a Russian FAQ page that is mostly
shell commands, or a file whose layer is Latin-1 soup, gives no page). Each page is rendered at 300 dpi in
grey by pypdfium2 (as ocr.py renders it) and read with `tesseract PNG OUT -l MODELS -c page_separator= txt
tsv` (OMP_THREAD_LIMIT=1, two processes at once); the confidence is ocr.py's (mean of the TSV's word
confidences >= 0, over 100; fewer than 3 words: a blank reading without one). The reading,
`Reading("ocr:tesseract:MODELS", text, confidence)`, is judged by the real chain:
`default_chain().finish([], reading)`, kept when it has no problems (and text: a blank reading kept as a
blank page is counted as dropped, and listed). Per page (--json) also `plausibility.judge(normalised
text)`: its script, language and known share.
OSD: each page is also run through Tesseract's script detection (`tesseract PNG - --psm 0`, the command
ocr.py runs), its script mapped as ocr.py maps it, and the models the chain's Tesseract would then pick
(`Tesseract.models(script, installed)`); the script is right when it is the page's (its text layer's
main script). The right-language readings are read with the language's model (rus), not with what
models() picks (the script model, `Cyrillic`, where tesseract-ocr-script-cyrl is installed).
Printed: the command, machine, versions and thresholds; a per-case table (file, language, models, pages,
kept by the judge, kept by confidence alone, mean known share and the languages picked, mean confidence,
Tesseract seconds per page); the confusion table; false keeps / false drops for a grid of both thresholds
(from the readings' confidence and known share: no second run); OSD's accuracy per file; then every false
keep, false drop and blank reading with its text layer's scripts, known share, language, confidence and the
first 150 characters of its text.
Needs Tesseract with osd and the models of CASES and WRONG_FOR_LATIN (a missing model skips its case, named).
"""

from __future__ import annotations

import argparse
import csv
import importlib.metadata
import json
import os
import platform
import re
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pypdfium2 as pdfium

sys.path.insert(0, str(Path(__file__).resolve().parent / "realpdf"))
from fetch_real_pdfs import MANIFEST  # noqa: E402

from bench_realpdf import machine  # noqa: E402

from edge_export.chunk import plausibility  # noqa: E402
from edge_export.chunk.extract import default_chain  # noqa: E402
from edge_export.chunk.extractors import chain as chain_module  # noqa: E402
from edge_export.chunk.extractors import ocr as ocr_module  # noqa: E402
from edge_export.chunk.extractors.reading import Reading  # noqa: E402
from edge_export.chunk.languages import LANGUAGES  # noqa: E402
from edge_export.chunk.scripts import letter_scripts  # noqa: E402

# The files measured, in this order: the non-Latin ones (read right, then with WRONG_NON_LATIN), then the
# Latin ones (read right, then with WRONG_FOR_LATIN's model). A file's language comes from realpdf.json.
CASES = (
    "debian-faq.ru.pdf", "scanned-debian-faq-ru.pdf", "refcard-ru-a4.pdf",
    "refcard-uk-a4.pdf", "ukrhyph-rules60.pdf", "refcard-bg-a4.pdf",
    "refcard-el-a4.pdf", "scanned-refcard-el-a4.pdf",
    "lshort-fa.pdf", "scanned-lshort-fa.pdf", "arabi-samplebook.pdf",
    "cjhebrew.pdf",
    "refcard-hi-a4.pdf", "latex-mr.pdf",
    "lshort-fr.pdf", "scanned-lshort-fr.pdf", "lshort-es.pdf", "bdb_usenix.pdf", "octave.pdf",
)
FALLBACK_LANGUAGE = {name: lang for name, lang in (
    ("debian-faq.ru.pdf", "ru"), ("scanned-debian-faq-ru.pdf", "ru"), ("refcard-ru-a4.pdf", "ru"),
    ("refcard-uk-a4.pdf", "uk"), ("ukrhyph-rules60.pdf", "uk"), ("refcard-bg-a4.pdf", "bg"),
    ("refcard-el-a4.pdf", "el"), ("scanned-refcard-el-a4.pdf", "el"), ("lshort-fa.pdf", "fa"),
    ("scanned-lshort-fa.pdf", "fa"), ("arabi-samplebook.pdf", "ar"), ("cjhebrew.pdf", "he"),
    ("refcard-hi-a4.pdf", "hi"), ("latex-mr.pdf", "mr"), ("lshort-fr.pdf", "fr"), ("scanned-lshort-fr.pdf", "fr"),
    ("lshort-es.pdf", "es"), ("bdb_usenix.pdf", "en"), ("octave.pdf", "en"))}  # without realpdf.json
WRONG_NON_LATIN = "fra+eng"  # the config's old default: what a non-Latin page was read with before issue 40
# Another script's model for each Latin file (one script each, so every non-Latin model's garbage is seen).
WRONG_FOR_LATIN = {"lshort-fr.pdf": "rus", "scanned-lshort-fr.pdf": "ukr", "lshort-es.pdf": "ell",
                   "bdb_usenix.pdf": "ara", "octave.pdf": "heb"}
RIGHT, WRONG, WRONG_LATIN = "right", "wrong", "wrong-latin"
ROW_NAMES = {RIGHT: "right-language OCR", WRONG: f"wrong-language OCR ({WRONG_NON_LATIN} on non-Latin pages)",
             WRONG_LATIN: "wrong-language OCR on Latin pages (another script's model)"}
MIN_LAYER_WORDS = 50  # fewer words in the text layer (a title, a figure, a blank page): not sampled
RENDER_DPI = ocr_module.RENDER_DPI
WORKERS = 2  # Tesseract processes at once (the benchmark machine has 2 cores)
TIMEOUT_S = 300
WORD = re.compile(r"\w+")
HEAD_CHARS = 150


def installed_models() -> frozenset[str]:
    listed = subprocess.run(["tesseract", "--list-langs"], capture_output=True, text=True)
    return frozenset(line.strip() for line in listed.stdout.splitlines()
                     if line.strip() and not line.startswith("List of"))


def layer_texts(pdf_path: Path, entry: dict, folder: Path) -> list[tuple[int, str]]:
    """(page index in this file, the text layer that page is judged by) for every page: a scanned copy's
    pages are its source's pages (realpdf.json), which hold the text the copy lost."""
    source, pages = entry.get("source"), entry.get("pages")
    if source and pages and (folder / source).exists():
        pdf = pdfium.PdfDocument(folder / source)
        try:
            return [(i, pdf[number - 1].get_textpage().get_text_range()) for i, number in enumerate(pages)]
        finally:
            pdf.close()
    pdf = pdfium.PdfDocument(pdf_path)
    try:
        return [(i, pdf[i].get_textpage().get_text_range()) for i in range(len(pdf))]
    finally:
        pdf.close()


def sample(layers: list[tuple[int, str]], script: str, n: int) -> tuple[list[int], int]:
    """Up to `n` page indices evenly spaced (centred) among the eligible ones, and how many were eligible."""
    eligible = []
    for index, text in layers:
        counts = letter_scripts(text)
        if len(WORD.findall(text)) >= MIN_LAYER_WORDS and counts and counts.most_common(1)[0][0] == script:
            eligible.append(index)
    if len(eligible) <= n:
        return eligible, len(eligible)
    return [eligible[int((k + 0.5) * len(eligible) / n)] for k in range(n)], len(eligible)


def tesseract(png: Path, models: str) -> dict:
    """ocr.py's reading of the page: text and mean word confidence (None under MIN_OCR_WORDS words)."""
    out = png.with_name(f"{png.stem}-{models.replace('+', '_')}")
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    start = time.perf_counter()
    run = subprocess.run(["tesseract", str(png), str(out), "-l", models, "-c", "page_separator=", "txt", "tsv"],
                         capture_output=True, text=True, env=env, timeout=TIMEOUT_S)
    seconds = time.perf_counter() - start
    if run.returncode:
        return {"text": "", "confidence": None, "seconds": seconds,
                "error": f"exit {run.returncode}: {run.stderr[-200:]}"}
    text = out.with_suffix(".txt").read_text(encoding="utf-8")
    with out.with_suffix(".tsv").open(encoding="utf-8", newline="") as f:
        confidences = [float(row["conf"]) for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
                       if (row.get("text") or "").strip() and float(row["conf"]) >= ocr_module.MIN_WORD_CONFIDENCE]
    for leftover in (out.with_suffix(".txt"), out.with_suffix(".tsv")):
        leftover.unlink(missing_ok=True)
    if len(confidences) < ocr_module.MIN_OCR_WORDS:
        return {"text": "", "confidence": None, "seconds": seconds, "words_read": len(confidences)}
    return {"text": text, "confidence": round(sum(confidences) / len(confidences) / 100, 3), "seconds": seconds,
            "words_read": len(confidences)}


def osd(png: Path) -> dict:
    """Tesseract's script detection, as ocr.py runs it, and its script in chunk/scripts.py's names."""
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    start = time.perf_counter()
    run = subprocess.run(["tesseract", str(png), "-", "--psm", "0"], capture_output=True, text=True, env=env,
                         timeout=TIMEOUT_S)
    found = re.search(r"^Script: (\S+)", run.stdout, re.M) if not run.returncode else None
    confidence = re.search(r"^Script confidence: (\S+)", run.stdout, re.M)
    osd_script = found.group(1) if found else None
    return {"osd_script": osd_script,
            "script": ocr_module._OSD_SCRIPTS.get(osd_script, osd_script) if osd_script else None,
            "script_confidence": float(confidence.group(1)) if confidence else None,
            "seconds": time.perf_counter() - start,
            "error": None if found else (f"exit {run.returncode}" if run.returncode else run.stderr.strip()[-200:])}


def judged(chain, page: dict, reading_out: dict, models: str) -> dict:
    """The chain's verdict on the reading, the confidence-only rule's, and plausibility.judge's figures."""
    reading = Reading(f"ocr:tesseract:{models}", reading_out["text"], confidence=reading_out["confidence"])
    result = chain.finish([], reading)
    attempt = result.attempts[-1]
    text = chain.normalize(reading_out["text"])
    found = plausibility.judge(text)
    gate = chain.gate.problems(text)
    confidence = reading_out["confidence"]
    blank = not text.strip()
    return {
        **page, "models": models, "confidence": confidence, "words_read": reading_out.get("words_read"),
        "seconds": round(reading_out["seconds"], 2), "error": reading_out.get("error"),
        "kept": not result.problems and not blank,
        "kept_confidence_only": not gate and confidence is not None and confidence >= chain_module.MIN_OCR_CONFIDENCE
                                and not blank,
        "blank": blank, "gate_problems": list(gate), "problems": list(attempt.problems), "words": attempt.words,
        "judge_script": found.script, "judge_language": found.language, "judged_words": found.words,
        "known": found.known if found.judged else None, "text_head": text[:HEAD_CHARS], "text": reading_out["text"],
    }


def _thresholds() -> dict:
    return {"min_ocr_confidence": chain_module.MIN_OCR_CONFIDENCE, "min_known_words": chain_module.MIN_KNOWN_WORDS,
            "min_judged_words": chain_module.MIN_JUDGED_WORDS}


_VERDICT_KEYS = {"models", "confidence", "words_read", "seconds", "error", "kept", "kept_confidence_only", "blank",
                 "gate_problems", "problems", "words", "judge_script", "judge_language", "judged_words", "known",
                 "text_head", "text"}


def rejudged(data: dict) -> dict:
    """An earlier run's readings judged again by this checkout's chain (its thresholds, its word lists): the
    same OCR text and confidence, no Tesseract run."""
    chain = default_chain()
    readings = []
    for r in data["readings"]:
        page = {k: v for k, v in r.items() if k not in _VERDICT_KEYS}
        out = {"text": r["text"], "confidence": r["confidence"], "seconds": r["seconds"],
               "words_read": r.get("words_read"), "error": r.get("error")}
        readings.append(judged(chain, page, out, r["models"]))
    chain.close()
    return {**data, "readings": readings, "thresholds": _thresholds()}


def fmt(value, spec: str = ".2f") -> str:
    return "-" if value is None else format(value, spec)


def mean(values) -> float | None:
    values = [v for v in values if v is not None]
    return statistics.fmean(values) if values else None


def case_table(rows: list[dict]) -> list[str]:
    lines = ["| OCR | file | lang | models | pages | kept (judge) | kept (confidence only) | mean known share "
             "| languages picked | mean confidence | s/page |", "|" + "---|" * 11]
    groups: dict[tuple, list[dict]] = {}
    for r in rows:
        groups.setdefault((r["case"], r["file"], r["language"], r["models"]), []).append(r)
    for (case, file, language, models), group in groups.items():
        picked = Counter(f"{r['judge_language'] or r['judge_script'] or 'none'}" for r in group)
        lines.append("| " + " | ".join([
            case, file, language, models, str(len(group)),
            f"{sum(r['kept'] for r in group)}/{len(group)}",
            f"{sum(r['kept_confidence_only'] for r in group)}/{len(group)}",
            fmt(mean(r["known"] for r in group)), ", ".join(f"{k}×{v}" for k, v in picked.most_common()),
            fmt(mean(r["confidence"] for r in group)), fmt(mean(r["seconds"] for r in group), ".1f")]) + " |")
    return lines


def confusion_table(rows: list[dict]) -> list[str]:
    lines = ["| OCR | pages | judge: kept | judge: dropped | confidence only: kept | confidence only: dropped |",
             "|---|---|---|---|---|---|"]
    for case, name in ROW_NAMES.items():
        group = [r for r in rows if r["case"] == case]
        kept = sum(r["kept"] for r in group)
        kept_c = sum(r["kept_confidence_only"] for r in group)
        lines.append(f"| {name} | {len(group)} | {kept} | {len(group) - kept} | {kept_c} | {len(group) - kept_c} |")
    return lines


def osd_table(pages: list[dict]) -> list[str]:
    lines = ["| file | page's script | pages | OSD right | OSD's scripts | models the chain would pick |",
             "|---|---|---|---|---|---|"]
    by_file: dict[str, list[dict]] = {}
    for p in pages:
        by_file.setdefault(p["file"], []).append(p)
    for file, group in by_file.items():
        scripts = Counter(p["osd"]["script"] or "none" for p in group)
        models = Counter(p["osd"]["models"] or f"none ({p['osd']['models_problem']})" for p in group)
        lines.append(f"| {file} | {group[0]['script']} | {len(group)} | {sum(p['osd']['right'] for p in group)} | "
                     + ", ".join(f"{k}×{v}" for k, v in scripts.most_common()) + " | "
                     + ", ".join(f"{k}×{v}" for k, v in models.most_common()) + " |")
    right = sum(p["osd"]["right"] for p in pages)
    share = f" ({right / len(pages):.0%})" if pages else ""
    lines.append(f"| all | | {len(pages)} | {right}{share} | | |")
    return lines


KNOWN_GRID = (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65)
CONFIDENCE_GRID = (0.5, 0.55, 0.6, 0.65)


def kept_at(r: dict, min_known: float, min_confidence: float, min_words: int) -> bool:
    """Whether the chain's rule, with these thresholds, keeps the reading."""
    if r["blank"] or r["gate_problems"] or r["confidence"] is None or r["confidence"] < min_confidence:
        return False
    return r["known"] is None or r["judged_words"] < min_words or r["known"] >= min_known


def threshold_grid(rows: list[dict], limits: dict) -> list[str]:
    """False keeps / false drops of the chain's rule for a grid of thresholds (the run's own in bold)."""
    lines = ["| min confidence \\ min known share | " + " | ".join(f"{k:.2f}" for k in KNOWN_GRID) + " |",
             "|---|" + "---|" * len(KNOWN_GRID)]
    for c in CONFIDENCE_GRID:
        cells = []
        for k in KNOWN_GRID:
            keeps = sum(kept_at(r, k, c, limits["min_judged_words"]) for r in rows if r["case"] != RIGHT)
            drops = sum(not kept_at(r, k, c, limits["min_judged_words"]) for r in rows if r["case"] == RIGHT)
            cell = f"{keeps} / {drops}"
            ours = abs(k - limits["min_known_words"]) < 1e-9 and abs(c - limits["min_ocr_confidence"]) < 1e-9
            cells.append(f"**{cell}**" if ours else cell)
        lines.append(f"| {c:.2f} | " + " | ".join(cells) + " |")
    return lines


def listing(title: str, rows: list[dict], pages: list[dict]) -> list[str]:
    if not rows:
        return [f"{title}: none."]
    layers = {(p["file"], p["page"]): p.get("layer_scripts", {}) for p in pages}
    lines = [f"{title}:", "", "| file | page | text layer's letters | models | known | language | judged words "
             "| confidence | problems | first 150 characters |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        shares = ", ".join(f"{script} {share:.0%}" for script, share in layers.get((r["file"], r["page"]), {}).items())
        head = r["text_head"].replace("\n", " ⏎ ").replace("|", "\\|")
        problems = "; ".join(r["problems"]).replace("|", "\\|") or "-"
        lines.append(f"| {r['file']} | {r['page']} | {shares or '-'} | {r['models']} | {fmt(r['known'])} | "
                     f"{r['judge_language'] or r['judge_script'] or '-'} | {r['judged_words']} | "
                     f"{fmt(r['confidence'])} | {problems} | `{head}` |")
    return lines


def versions() -> str:
    tess = subprocess.run(["tesseract", "--version"], capture_output=True, text=True)
    first = (tess.stdout or tess.stderr).split("\n")[0].strip()
    head = subprocess.run(["git", "describe", "--always", "--dirty"], capture_output=True, text=True,
                          cwd=Path(__file__).parent).stdout.strip()
    return (f"{first}, wordfreq {importlib.metadata.version('wordfreq')}, "
            f"pypdfium2 {importlib.metadata.version('pypdfium2')}, python {platform.python_version()}, "
            f"git {head or '?'}")


def layer_shares(text: str) -> dict[str, float]:
    """The text layer's letters by script (share, the three largest): how mixed the page is."""
    counts = letter_scripts(text)
    total = sum(counts.values()) or 1
    return {script: round(n / total, 2) for script, n in counts.most_common(3)}


def measure(args) -> dict:
    """Sample, render, read and judge every page; the run's data (what --json writes)."""
    started = time.perf_counter()
    manifest_path = args.pdfs / MANIFEST
    manifest = json.loads(manifest_path.read_text())["files"] if manifest_path.exists() else {}
    installed = installed_models()
    chain = default_chain()  # "auto": no hints, as a user without --languages runs it
    notes, sampled, pages, futures = [], {}, [], []
    with tempfile.TemporaryDirectory(prefix="bench-ocr-judge-") as tmp, ThreadPoolExecutor(WORKERS) as pool:
        for name in CASES:
            path = args.pdfs / name
            if not path.exists():
                notes.append(f"{name}: not in {args.pdfs}")
                continue
            entry = manifest.get(name, {})
            language = LANGUAGES[entry.get("language") or FALLBACK_LANGUAGE[name]]
            script = language.scripts[0]
            right = language.tesseract
            wrong = WRONG_FOR_LATIN.get(name) if script == "Latin" else WRONG_NON_LATIN
            missing = [m for models in (right, wrong or "") for m in models.split("+") if m and m not in installed]
            if missing or wrong is None:
                why = f"no model {', '.join(missing)}" if missing else "no wrong model set"
                notes.append(f"{name}: skipped ({why})")
                continue
            layers = layer_texts(path, entry, args.pdfs)
            chosen, eligible = sample(layers, script, args.pages_per_file)
            layer_of = dict(layers)
            if not chosen:
                notes.append(f"{name}: no page with {MIN_LAYER_WORDS}+ words mostly in {script} letters "
                             "in its text layer")
                continue
            sampled[name] = {"pages": [i + 1 for i in chosen], "eligible": eligible}
            print(f"{name}: pages {', '.join(str(i + 1) for i in chosen)} of {eligible} eligible", file=sys.stderr,
                  flush=True)
            pdf = pdfium.PdfDocument(path)
            try:
                for index in chosen:
                    png = Path(tmp) / f"{len(pages):03d}.png"
                    pdf[index].render(scale=RENDER_DPI / 72, grayscale=True).to_pil().save(png)
                    page = {"file": name, "page": index + 1, "language": language.code, "script": script,
                            "layer_scripts": layer_shares(layer_of[index])}
                    pages.append(page)
                    futures.append((page, RIGHT, right, pool.submit(tesseract, png, right)))
                    futures.append((page, WRONG if script != "Latin" else WRONG_LATIN, wrong,
                                    pool.submit(tesseract, png, wrong)))
                    futures.append((page, "osd", None, pool.submit(osd, png)))
            finally:
                pdf.close()
        rows = []
        for page, case, models, future in futures:
            if case == "osd":
                found = future.result()
                chosen_models, problem = (chain.ocr.models(found["script"], installed) if found["script"]
                                          else (None, None))
                found.update(models=chosen_models, models_problem=problem, right=found["script"] == page["script"],
                             seconds=round(found["seconds"], 2))
                page["osd"] = found
            else:
                rows.append({"case": case, **judged(chain, dict(page), future.result(), models)})
    chain.close()
    seconds = time.perf_counter() - started
    usage = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    cpu = sum(u.ru_utime + u.ru_stime for u in usage)
    # right-language rows first, then each wrong case, in CASES order within each
    order = {RIGHT: 0, WRONG: 1, WRONG_LATIN: 2}
    rows.sort(key=lambda r: (order[r["case"]], CASES.index(r["file"]), r["page"]))
    return {"command": shlex.join([os.path.relpath(sys.executable), *sys.argv]), "machine": machine(),
            "versions": versions(), "seconds": round(seconds, 1), "cpu_seconds": round(cpu, 1),
            "thresholds": _thresholds(),
            "installed_models": sorted(installed), "notes": notes, "sampled": sampled, "pages": pages,
            "readings": rows}


def report(data: dict) -> None:
    rows, pages, limits = data["readings"], data["pages"], data["thresholds"]
    false_keeps = [r for r in rows if r["case"] != RIGHT and r["kept"]]
    false_drops = [r for r in rows if r["case"] == RIGHT and not r["kept"]]
    blanks = [r for r in rows if r["blank"]]
    print(f"`{data['command']}` on {data['machine']}; {data['versions']}")
    print(f"\nThresholds: OCR confidence >= {limits['min_ocr_confidence']}; known share >= "
          f"{limits['min_known_words']} when >= {limits['min_judged_words']} words are judged. "
          f"{len(pages)} pages, {len(rows)} readings and {len(pages)} OSD runs: {data['seconds']:.0f} s wall "
          f"({WORKERS} Tesseract processes at once), {data['cpu_seconds']:.0f} CPU s (this process and its "
          "Tesseracts).")
    print("Pages (1-based) sampled: " + "; ".join(f"{name} {','.join(map(str, s['pages']))} of {s['eligible']}"
                                                  for name, s in data["sampled"].items()) + ".")
    for note in data["notes"]:
        print(f"- {note}")
    print()
    print("\n".join(case_table(rows)))
    print()
    print("\n".join(confusion_table(rows)))
    print(f"\nJudge: {len(false_keeps)} false keeps, {len(false_drops)} false drops; confidence alone: "
          f"{sum(r['kept_confidence_only'] for r in rows if r['case'] != RIGHT)} false keeps, "
          f"{sum(not r['kept_confidence_only'] for r in rows if r['case'] == RIGHT)} false drops.")
    print()
    print("Other thresholds (false keeps / false drops over all readings above, the gate unchanged; "
          f"at least {limits['min_judged_words']} judged words for the known share to count):")
    print()
    print("\n".join(threshold_grid(rows, limits)))
    print()
    print("OSD (`tesseract PNG - --psm 0`) on each page; the models are `Tesseract.models(OSD's script, installed)`"
          f" with {', '.join(data['installed_models'])} installed:")
    print()
    print("\n".join(osd_table(pages)))
    print()
    print("\n".join(listing("False keeps (wrong-language readings the judge kept)", false_keeps, pages)))
    print()
    print("\n".join(listing("False drops (right-language readings the judge dropped)", false_drops, pages)))
    if blanks:
        print()
        print("\n".join(listing("Blank readings (under 3 words read; counted as dropped)", blanks, pages)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pdfs", type=Path, default=Path("build/realpdf/pdfs"), help="fetch_real_pdfs.py's folder")
    parser.add_argument("--pages-per-file", type=int, default=6, metavar="N", help="pages sampled per file")
    parser.add_argument("--json", type=Path, help="also write every page's readings and verdicts to this file")
    parser.add_argument("--from-json", type=Path, metavar="FILE",
                        help="print the tables of an earlier run's --json file instead of running Tesseract")
    parser.add_argument("--rejudge", action="store_true",
                        help="with --from-json: judge its readings again with this checkout's chain")
    args = parser.parse_args()
    data = json.loads(args.from_json.read_text()) if args.from_json else measure(args)
    if args.rejudge:
        data = rejudged(data)
    report(data)
    if args.json and not args.from_json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
