"""Issue 41's release line: a clean build, then one PDF added, one changed, one removed, each rebuilt in place.

    .venv/bin/python benchmarks/bench_corpus_update.py --corpus-dir ../shared/corpus/fr \\
        --extra-pdf build/realpdf/pdfs/lshort-fr.pdf --extra-pages 21-30 --work build/corpus-update [--json FILE]

Each step runs `edge-export bundle --config edge-export.toml --bundle fr` as a user would (a subprocess, the
wall clock around it), on a copy of the corpus in WORK/pdfs, with its own models, build and output folders
under WORK (so the first step is a clean build: the model exported, every chunk embedded):
1. clean: the corpus as it is;
2. added: one more French PDF, `--extra-pages` of `--extra-pdf` (qpdf);
3. changed: `--changed`'s last page taken out (a document amended);
4. removed: the added PDF taken out again;
5. restored: the changed PDF put back: the corpus of step 1, whose bytes must equal step 1's.
Per step: seconds, chunks embedded and reused (the build report), the model's SHA-256, every file's status
against the previous release (`edge-export diff`) and the bytes an app downloads. Needs qpdf.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EDGE = str(ROOT / ".venv" / "bin" / "edge-export")


def build(work: Path) -> dict:
    started = time.perf_counter()
    subprocess.run([EDGE, "bundle", "--config", str(ROOT / "edge-export.toml"), "--bundle", "fr",
                    "--set", f"corpus_dir={work / 'pdfs'}", "--set", f"models_dir={work / 'models'}",
                    "--set", f"build_dir={work / 'build'}", "--set", f"output_dir={work / 'assets'}", "-q"],
                   check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    seconds = time.perf_counter() - started
    report = json.loads((work / "build" / "fr" / "bundle.report.json").read_text())
    return {"s": round(seconds, 1), "embedded": report["embedded"], "reused": report["reused_from_cache"],
            "stages": {k: v["s"] for k, v in report["stages"].items()}}


def release(work: Path, name: str) -> Path:
    kept = work / "releases" / name
    shutil.copytree(work / "assets" / "fr", kept)
    return kept


def diff(old: Path, new: Path) -> dict:
    out = subprocess.run([EDGE, "diff", str(old), str(new), "--json"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus-dir", type=Path, default=Path("../shared/corpus/fr"))
    parser.add_argument("--extra-pdf", type=Path, required=True)
    parser.add_argument("--extra-pages", default="21-30")
    parser.add_argument("--changed", default="2023_Reglement_Financier20230610.pdf")
    parser.add_argument("--work", type=Path, default=Path("build/corpus-update"))
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()

    work = args.work.resolve()
    if work.exists():
        shutil.rmtree(work)
    shutil.copytree(args.corpus_dir, work / "pdfs")
    (work / "originals").mkdir()
    added = work / "pdfs" / f"zz-added-{args.extra_pdf.stem}-p{args.extra_pages}.pdf"
    changed = work / "pdfs" / args.changed
    shutil.copy(changed, work / "originals" / args.changed)

    steps = []

    def step(name: str) -> None:
        print(f"{name} ...", file=sys.stderr, flush=True)
        row = {"step": name, **build(work)}
        kept = release(work, name)
        manifest = json.loads((kept / "manifest.json").read_text())
        row["model_sha256"] = manifest["vectors"]["model_sha256"]
        row["chunks"] = manifest["corpus"]["chunks"]
        row["coverage"] = manifest["corpus"].get("token_coverage", {}).get("outside_share")
        if steps:
            row["diff"] = diff(work / "releases" / steps[-1]["step"], kept)
        steps.append(row)
        print(json.dumps({k: v for k, v in row.items() if k != "diff"}), file=sys.stderr, flush=True)

    step("clean")
    subprocess.run(["qpdf", "--empty", "--pages", str(args.extra_pdf), args.extra_pages, "--", str(added)], check=True)
    step("added")
    subprocess.run(["qpdf", str(work / "originals" / args.changed), "--pages", ".", "1-r2", "--", str(changed)],
                   check=True)
    step("changed")
    added.unlink()
    step("removed")
    shutil.copy(work / "originals" / args.changed, changed)
    step("restored")
    first, last = work / "releases" / "clean", work / "releases" / "restored"
    identical = all((first / p.name).read_bytes() == p.read_bytes() for p in last.iterdir())

    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    print(f"`{' '.join(sys.argv)}` on {cpu}, {len(os.sched_getaffinity(0))} cores\n")
    print("| step | s | vs clean | chunks | embedded | reused | model SHA-256 | files changed (bytes) | app downloads |")
    print("|---|---|---|---|---|---|---|---|---|")
    for row in steps:
        changes = ", ".join(f"{f['path']} {f['status']} ({(f['new_bytes'] or 0) / 1e6:.2f} MB)"
                            for f in row.get("diff", {}).get("files", []) if f["status"] != "same") or "-"
        download = row.get("diff", {}).get("download_bytes", {})
        print(f"| {row['step']} | {row['s']} | {row['s'] / steps[0]['s']:.1%} | {row['chunks']} | {row['embedded']} | "
              f"{row['reused']} | {row['model_sha256'][:12]} | {changes} | "
              + (f"{download['total'] / 1e6:.2f} MB (model {download['model'] / 1e6:.2f} MB)" if download else "-")
              + " |")
    print(f"\nrestored == clean, byte for byte: {identical}")
    if args.json:
        args.json.write_text(json.dumps({"steps": steps, "restored_identical": identical}, indent=2))


if __name__ == "__main__":
    main()
