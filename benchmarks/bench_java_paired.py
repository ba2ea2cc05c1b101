"""The Java library's hybrid search time, this tree's against an earlier commit's, in one JVM (issue 42).

    .venv/bin/python benchmarks/bench_java_paired.py build/scale/100000 build/scale/1000000 --baseline 16defde

Timings on this host drift by up to ±30 % between runs of the same jar, more than most changes to the search,
so the two builds run side by side: the baseline commit's android/ is built in a temporary folder (`git archive`,
`make jar`), this tree's jar with `make java`, and benchmarks/java/PairedSearch.java loads each in its own class
loader and answers every question with both, alternating which goes first; per question the median of
`--repeat` runs, after one untimed pass that also checks both give the same answers (chunks, order, abstention,
scores within 1e-5). The questions are build/scale/queries.json's (both FR gold files, embedded by the real
bundle's model: bench_scale_search.py writes it). One thread; the heap is not capped at 64 MB here, as two bundles
and two tokenizers are open (bench_scale_search.py measures the heap).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SQLITE_JDBC = Path("/usr/share/java/sqlite-jdbc.jar")


def baseline_jar(ref: str, work: Path) -> Path:
    """The library's jar as commit `ref` builds it."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "android"], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(work)], input=archive, check=True)
    subprocess.run(["make", "-s", "-C", str(work / "android"), "jar"], check=True, capture_output=True)
    return work / "android" / "build" / "edge-export-retrieval.jar"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundles", nargs="+", type=Path)
    parser.add_argument("--baseline", required=True, help="the git commit to compare against")
    parser.add_argument("--queries", type=Path, default=Path("build/scale/queries.json"))
    parser.add_argument("--questions", type=int, default=0, help="the first N questions only (0: all)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    data = json.loads(args.queries.read_text(encoding="utf-8"))
    pairs = list(zip(data["questions"], data["vectors"]))[: args.questions or None]
    subprocess.run(["make", "-s", "-C", str(ROOT), "java"], check=True, capture_output=True)
    candidate = ROOT / "android" / "build" / "edge-export-retrieval.jar"
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        baseline = baseline_jar(args.baseline, work)
        subprocess.run(["javac", "-d", str(work / "classes"), str(ROOT / "benchmarks" / "java" / "PairedSearch.java")],
                       check=True)
        questions = work / "questions.txt"
        questions.write_text("".join(f"{q.replace(chr(10), ' ')}\n{' '.join(map(repr, v))}\n" for q, v in pairs),
                             encoding="utf-8")
        print(f"| bundle | questions | baseline {args.baseline} p50 / p95 ms | this tree p50 / p95 ms | p50 ratio |"
              " identical answers |")
        print("|---|---|---|---|---|---|")
        for folder in args.bundles:
            done = subprocess.run(["java", "-cp", f"{work / 'classes'}:{SQLITE_JDBC}", "PairedSearch", str(folder),
                                   str(questions), str(args.repeat), str(baseline), str(candidate)],
                                  capture_output=True, text=True)
            if done.returncode:
                raise SystemExit(f"{folder}: {done.stderr[-2000:]}")
            r = json.loads(done.stdout.strip().splitlines()[-1])
            print(f"| {folder} | {r['questions']} | {r['baseline_p50_ms']:.1f} / {r['baseline_p95_ms']:.1f} | "
                  f"{r['candidate_p50_ms']:.1f} / {r['candidate_p95_ms']:.1f} | "
                  f"{r['baseline_p50_ms'] / r['candidate_p50_ms']:.2f}x | {r['identical_answers']} / {r['questions']} |",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
