"""Issue 59's measurement: each dev language's bundle built with no flags, then the parity suite on its questions.

    .venv/bin/python benchmarks/languages/bench_languages.py --languages es,zh --json build/languages/bench.json

For each language of corpora.CORPORA that has a gold file here (gold_<lang>.json), as a new user would run it:

1. `edge-export bundle --config edge-export.toml --bundle <lang> --set corpus_dir=build/languages/<lang>/corpus
   --set corpus=<LANG>` (what `make android-assets CORPUS_DIR=... CORPUS=... BUNDLE=...` runs), timed;
2. `edge-export parity android_assets/<lang> --gold gold_<lang>.json --budgets parity-budgets.toml` (its exit code
   and its report beside the bundle: cosine mean / min over the chunks and questions, overlap@5, recall@5 fp32 /
   phone);
3. `edge-export eval` in hybrid and vector mode: hybrid against vector R@5.

A corpus of several languages' books (corpora.TOGETHER: `multi`, the de, es and ru books) is bundled once and
measured on each language's questions, a row each (`multi:de`...).

The table printed (and --json) has one row per language: the table's languages and grown rows, model MB, build
minutes, the parity figures and which budgets broke. Every number is read from the reports the commands write;
the first parity run of a corpus embeds its chunks with the fp32 checkpoint (minutes per hundred chunks), cached
in build/reference-vectors.sqlite after.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from corpora import CORPORA, TOGETHER  # noqa: E402

EDGE = str(ROOT / ".venv" / "bin" / "edge-export")


def _run(command: list[str], log: Path) -> tuple[int, float]:
    """(exit code, seconds) of `command` run from the repository root, its output appended to `log`."""
    started = time.perf_counter()
    with log.open("a", encoding="utf-8") as out:
        out.write(f"$ {' '.join(command)}\n")
        out.flush()
        code = subprocess.run(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT).returncode
    return code, time.perf_counter() - started


def measure(name: str, work: Path) -> list[dict]:
    """One row per gold file: `name`'s corpus bundled once, then parity and eval on each of its languages' questions
    (one language; several for a corpus of corpora.TOGETHER)."""
    corpus, log = work / name / "corpus", work / name / "bench.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    row: dict = {"language": name, "books": list(CORPORA[name])}
    code, seconds = _run([EDGE, "bundle", "--config", "edge-export.toml", "--bundle", name,
                          "--set", f"corpus_dir={corpus}", "--set", f"corpus={name.upper()}"], log)
    row["build_min"] = round(seconds / 60, 1)
    if code:
        return [{**row, "outcome": f"bundle exit {code} (see {log})"}]
    bundle = ROOT / "android_assets" / name
    manifest = json.loads((bundle / "manifest.json").read_text(encoding="utf-8"))
    vocabulary = manifest["model"]["vocabulary"]
    row.update(chunks=manifest["corpus"]["chunks"], table=vocabulary.get("languages"),
               languages_from=vocabulary.get("languages_from"), grown_rows=vocabulary.get("grown_rows"),
               rows=vocabulary.get("rows", "all"))
    languages = TOGETHER.get(name, (name,))
    return [_questions(dict(row, language=name if len(languages) == 1 else f"{name}:{lang}"), bundle, lang, work, log)
            for lang in languages]


def _questions(row: dict, bundle: Path, lang: str, work: Path, log: Path) -> dict:
    """`row` with parity and hybrid / vector R@5 of `bundle` on gold_<lang>.json."""
    gold = HERE / f"gold_{lang}.json"
    code, seconds = _run([EDGE, "parity", str(bundle), "--gold", str(gold), "--budgets", "parity-budgets.toml"], log)
    row["parity_exit"], row["parity_min"] = code, round(seconds / 60, 1)
    report = json.loads((bundle.parent / f"{bundle.name}.parity.json").read_text(encoding="utf-8"))
    paths = report["recall"]["paths"]
    row.update(cosine_mean=round(report["cosine"]["all"]["mean"], 4), cosine_min=round(report["cosine"]["all"]["min"], 4),
               overlap_at_5=round(report["agreement"]["overlap@5"], 3),
               recall5_fp32=paths["fp32"]["recall"]["5"], recall5_phone=paths["device"]["recall"]["5"],
               lost=len(report["recall"]["at_5_phone_vs_fp32"]["lost"]),
               gained=len(report["recall"]["at_5_phone_vs_fp32"]["gained"]),
               model_mb=round(report["sizes"]["artifact_mb"], 1), bundle_mb=round(report["sizes"]["bundle_mb"], 1),
               broken=[b["name"] for b in report["budgets"] if b["passed"] is False])  # None: not measured (adb)
    for mode in ("hybrid", "vector"):
        out = work / bundle.name / (f"eval-{mode}.json" if bundle.name == lang else f"eval-{mode}-{lang}.json")
        code, _ = _run([EDGE, "eval", str(bundle), "--gold", str(gold), "--mode", mode, "-k", "1,5,10", "-o", str(out)],
                       log)
        row[f"{mode}_r5"] = json.loads(out.read_text(encoding="utf-8"))["recall"]["5"] if code == 0 else None
    answerable = report["recall"]["answerable"]
    if row["hybrid_r5"] is not None and row["vector_r5"] is not None:
        row["hybrid_minus_vector_questions"] = round((row["hybrid_r5"] - row["vector_r5"]) * answerable)
    row["outcome"] = "parity passed" if row["parity_exit"] == 0 else f"budgets broken: {', '.join(row['broken'])}"
    return row


COLUMNS = ("language", "table", "grown_rows", "chunks", "model_mb", "build_min", "cosine_mean", "cosine_min",
           "overlap_at_5", "recall5_fp32", "recall5_phone", "lost", "gained", "hybrid_r5", "vector_r5", "outcome")


def markdown(rows: list[dict]) -> str:
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for row in rows:
        cells = [",".join(v) if isinstance(v := row.get(c), list) else "" if v is None else str(v) for c in COLUMNS]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", default=",".join(
        name for name in CORPORA if all((HERE / f"gold_{lang}.json").is_file() for lang in TOGETHER.get(name, (name,)))))
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "languages", help="corpora.py's output folder")
    parser.add_argument("--json", type=Path, help="write the rows here")
    args = parser.parse_args(argv)
    rows = []
    for lang in filter(None, args.languages.split(",")):
        for row in measure(lang, args.work):
            rows.append(row)
            print(json.dumps(row, ensure_ascii=False), file=sys.stderr)
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")
    print(markdown(rows))
    return 0 if all(row.get("parity_exit") == 0 for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
