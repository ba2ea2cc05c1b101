"""The Java library (android/) against `edge-export search`, question by question.

No LiteRT build exists for a desktop JVM, so the model call is Python's: for each question the Java library
tokenises and picks the signature (`Cli tokenize`), the bundle's model runs on exactly those ids through
LiteRT here, and the Java library searches with that vector (`Cli search`). Compared with edge-export: the
token ids and the signature's length (against `Tokenizer.model_input` and the embedder's choice), the query
vector's cut to the bundle's width (the library gets the model's raw output, as in an app), the top-k rows
and their order, each score (to `SCORE_TOLERANCE`), the abstention signal and decision. edge-export
searches with the same vector, so any difference is the library's, but one: the two compute a cosine to about
1e-7, not bit for bit (the library's VectorIndex.score), so two chunks whose cosines tie within `COSINE_TIE` may
rank in either order, and reciprocal rank fusion then gives each the other's rank. A question whose only
differences are within what such a swap can move (`cosine_tie_slack`) is reported as alike but for a cosine tie.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..errors import EdgeExportError, InputError

SCORE_TOLERANCE = 1e-5
COSINE_TIE = 1e-6
DEFAULT_JAR = Path("android/build/edge-export-retrieval.jar")
# Debian's libxerial-sqlite-jdbc-java: the JDBC driver the command-line entry opens corpus.db with.
DEFAULT_SQLITE_JDBC = Path("/usr/share/java/sqlite-jdbc.jar")
MAIN_CLASS = "dev.edgeexport.retrieval.Cli"


@dataclass(frozen=True)
class JavaLibrary:
    """How to run the library's command-line entry: the jar and the JDBC driver's jar."""

    jar: Path = DEFAULT_JAR
    sqlite_jdbc: Path = DEFAULT_SQLITE_JDBC

    def argv(self, main_class: str = MAIN_CLASS, jvm_options: tuple[str, ...] = ()) -> list[str]:
        """`java [jvm_options] -cp JAR:SQLITE_JDBC main_class`, once java and both jars are found (else a named
        error): the start of every command line that runs the library (this module, the tests, the benchmarks)."""
        java = shutil.which("java")
        if java is None:
            raise EdgeExportError("no `java` on PATH: `make install` installs a JDK (Debian's default-jdk-headless)")
        for path, what in ((self.jar, "build it with `make -C android jar`"),
                           (self.sqlite_jdbc, "`make install` installs libxerial-sqlite-jdbc-java")):
            if not Path(path).is_file():
                raise InputError(path, f"missing: {what}")
        return [java, *jvm_options, "-cp", f"{self.jar}:{self.sqlite_jdbc}", main_class]

    def run(self, command: str, bundle: Path, lines: list, *extra: str) -> list:
        """`Cli command bundle extra...` with one JSON line per item of `lines`; its JSON lines back."""
        stdin = "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in lines)
        done = subprocess.run([*self.argv(), command, str(bundle), *extra], input=stdin.encode("utf-8"),
                              capture_output=True)
        if done.returncode != 0:
            raise EdgeExportError(f"{bundle}: the Java library's `{command}` failed (exit {done.returncode}): "
                                  f"{done.stderr.decode('utf-8', 'replace').strip()[-2000:]}")
        return [json.loads(line) for line in done.stdout.decode("utf-8").splitlines() if line.strip()]


def compare_java_with_search(folder: str | Path, questions: list[str], k: int = 10,
                             library: JavaLibrary = JavaLibrary(), source_filter: str | None = None
                             ) -> tuple[list[dict], dict]:
    """(differences, counts): each question whose ids, signature, hits, scores or abstention differ between
    the Java library and `edge-export search` (the bundle's recorded settings, top `k`, documents whose name
    contains `source_filter`), with what differs."""
    from ..embedding.prompts import query_prompt
    from ..retrieval.bundle import open_bundle
    from ..retrieval.search import Searcher, bundle_settings
    from ..runtime.base import pad_ids
    from ..runtime.reference import to_dims

    folder = Path(folder)
    bundle = open_bundle(folder)
    settings = bundle_settings(bundle, k=k, source_filter=source_filter)
    searcher = Searcher(bundle, settings)
    embedder = bundle.embedder()
    prompt = query_prompt(settings.query_task)
    tokens = library.run("tokenize", folder, questions)
    differences, outputs = [], []
    for question, java in zip(questions, tokens):
        ours = embedder.tokenizer.model_input(question, prompt=prompt, max_len=embedder.max_len).ids
        seq_len = embedder.fitting_length(len(ours))
        found = []
        if java["ids"] != ours:
            first = next((i for i, (a, b) in enumerate(zip(java["ids"], ours)) if a != b), min(len(ours), len(java["ids"])))
            found.append(f"token ids differ from position {first} (java {java['ids'][first:first + 5]}, "
                         f"python {ours[first:first + 5]}; {len(java['ids'])} vs {len(ours)} ids)")
        if java["seq_len"] != seq_len or java["signature"] != embedder.signature_for(seq_len):
            found.append(f"signature {java['signature']} ({java['seq_len']}) vs {embedder.signature_for(seq_len)} ({seq_len})")
        outputs.append(embedder.run_ids(pad_ids([java["ids"]], java["seq_len"]))[0])
        differences.append(found)
    # The Java library gets the model's raw output and cuts it to the bundle's width itself, as in an app.
    vectors = to_dims(np.stack(outputs), bundle.dims) if outputs else []
    answers = library.run("search", folder, [{"question": q, "output": o.tolist()} for q, o in zip(questions, outputs)],
                          "-k", str(k), *(("--source", source_filter) if source_filter else ()))
    ties = 0
    for question, vector, java, found in zip(questions, vectors, answers, differences):
        answer = searcher.answer(question, vector)
        exact = _answer_differences(answer, java)
        slack = cosine_tie_slack(searcher, vector) if exact else 0.0
        found.extend(_answer_differences(answer, java, tie_slack=slack) if slack else exact)
        ties += bool(exact) and not found
    counts = {"questions": len(questions), "ids_identical": sum(not any("token ids" in f for f in d) for d in differences),
              "identical": sum(not d for d in differences) - ties, "cosine_ties": ties}
    return [{"question": q, "differences": d} for q, d in zip(questions, differences) if d], counts


def cosine_tie_slack(searcher, vector: np.ndarray) -> float:
    """How far a hit's score may move when rows of the vector list whose cosines tie (adjacent, within COSINE_TIE)
    swap: in hybrid, the vector weight × the reciprocal-rank step at the tied ranks (1/(rrf_k + r) − 1/(rrf_k + r +
    1)), the largest over them, in vector mode COSINE_TIE; × (1 + page_neighbours), a neighbour's share moving with
    it. 0 when no cosines tie (or in mode bm25)."""
    s = searcher.settings
    cosines = [c for _, c in searcher.vector_ranking(vector)] if s.mode != "bm25" else []
    tied = [r for r in range(1, len(cosines)) if cosines[r - 1] - cosines[r] < COSINE_TIE]
    if not tied:
        return 0.0
    step = (COSINE_TIE if s.mode == "vector" else
            max(s.vector_weight * (1 / (s.rrf_k + r) - 1 / (s.rrf_k + r + 1)) for r in tied))
    return step * (1 + s.page_neighbours)


def _answer_differences(answer, java: dict, tie_slack: float = 0.0) -> list[str]:
    """What differs between edge-export's Answer and the Java library's JSON answer. With `tie_slack` (a cosine
    tie's, cosine_tie_slack), the same rows in another order pass when each row's scores are within it."""
    found = []
    ours = [(h.chunk.row, h.score) for h in answer.hits]
    theirs = [(h["row"], h["score"]) for h in java["hits"]]
    if [row for row, _ in ours] != [row for row, _ in theirs] and not (
            tie_slack and {r for r, _ in ours} == {r for r, _ in theirs} and len(ours) == len(theirs)):
        found.append(f"top {len(ours)} rows {[r for r, _ in ours]} vs java {[r for r, _ in theirs]}")
    else:
        java_score = dict(theirs)
        worst = max((abs(score - java_score[row]) for row, score in ours), default=0.0)
        if worst > SCORE_TOLERANCE + tie_slack:
            found.append(f"scores differ by up to {worst:.2e}")
    modes = {h.mode for h in answer.hits} ^ {h["mode"] for h in java["hits"]}
    if modes:
        found.append(f"modes differ: {sorted(modes)}")
    if answer.abstain != java["abstain"]:
        found.append(f"abstain {answer.abstain} vs java {java['abstain']} (signal {answer.abstain_score} vs "
                     f"{java['abstain_score']})")
    for name, value in (("top_cosine", answer.top_cosine), ("abstain_score", answer.abstain_score)):
        other = java[name]
        if (value is None) != (other is None) or (value is not None and abs(value - other) > SCORE_TOLERANCE):
            found.append(f"{name} {value} vs java {other}")
    return found
