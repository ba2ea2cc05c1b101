"""The bundle's model on LiteRT's arm64 kernels under emulation, against the host's LiteRT and fp32.

A golden set (a few gold questions and bundled chunks, tokenised on the host exactly as the phone does,
at least one case per signature) runs through the bundle's artifact on the host and, per CPU model, in
the emulated arm64 userland (parity/arm_emulation.py), with the same script (parity/arm_runner.py). Each
CPU first passes the known-answer test, so a broken emulator is reported as such, never as a model
failure. The arm64 outputs are judged against fp32 under the suite's cosine budgets; their agreement with
the host's outputs is reported beside them. Times are emulation times, not phone times.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..bundle.files import checked_model
from ..export.verify import cosine_rows
from ..hashing import sha256_file
from ..retrieval.bundle import checked_files, read_manifest
from ..sampling import evenly_spaced

DEFAULT_CPUS = ("cortex-a76", "max,sme=off")
CPU_NOTES = {"cortex-a76": "Armv8.2 + dotprod: most phones of the last years",
             "neoverse-n1": "Armv8.2 + dotprod (server core, cortex-a76 family)",
             "cortex-a72": "plain NEON, no dotprod",
             "max,sme=off": "qemu's newest features without SME: i8mm, SVE2, bf16"}
EMULATION_NOTE = "software emulation (qemu-user): times are not phone times"


@dataclass
class GoldenSet:
    names: list[str]  # "question 12", "chunk FR-023-168-03"
    ids: list[np.ndarray]  # int32 [1, S], S = the signature's length the phone would pick

    def save(self, path: Path) -> None:
        np.savez(path, names=np.array(self.names), **{f"ids_{i}": ids for i, ids in enumerate(self.ids)})


def golden_set(bundle_dir: Path, gold_path: Path, *, questions: int = 4, chunks: int = 4) -> GoldenSet:
    """Evenly spaced gold questions (query prompt) and bundled chunks (document prompt), then, for any
    signature none of them runs on, the longest chunk cut to that length: every signature is covered."""
    from ..runtime import open_embedder
    from ..runtime.base import pad_ids

    manifest = read_manifest(bundle_dir)
    embedder = open_embedder("litert", checked_model(bundle_dir, manifest), litert_api="interpreter",
                             tokenizer_path=checked_files(bundle_dir, manifest)["tokenizer"])
    gold = json.loads(Path(gold_path).read_text(encoding="utf-8"))
    asked = evenly_spaced(gold["questions"] if isinstance(gold, dict) else gold, questions)
    with sqlite3.connect(f"file:{bundle_dir / 'corpus.db'}?mode=ro", uri=True) as conn:
        rows = evenly_spaced(conn.execute("SELECT id, text FROM chunks ORDER BY row").fetchall(), chunks)
    inputs = embedder.model_inputs([q["question"] for q in asked], "query", manifest["prompts"]["query"])
    inputs += embedder.model_inputs([text for _, text in rows], "document")
    names = [f"question {q.get('id', i)}" for i, q in enumerate(asked)] + [f"chunk {cid}" for cid, _ in rows]
    ids = phone_ids(embedder, inputs)
    longest = max(inputs, key=lambda x: len(x.ids)).ids
    for seq_len in embedder.seq_lens:
        if not any(i.shape[1] == seq_len for i in ids):
            names.append(f"longest chunk cut to {seq_len}")
            ids.append(pad_ids([longest[: seq_len - 1] + longest[-1:]], seq_len))  # its EOS kept
    return GoldenSet(names, ids)


def phone_ids(embedder, inputs) -> list[np.ndarray]:
    """Each model input's ids, 0-padded to the signature the phone picks for its length: int32 [1, S]."""
    from ..runtime.base import pad_ids

    return [pad_ids([x.ids], embedder.fitting_length(len(x.ids))) for x in inputs]


def compare(golden: GoldenSet, host: np.ndarray, guest: np.ndarray, fp32: np.ndarray, times_ms: list[float],
            budgets: dict[str, float]) -> dict:
    """Per signature and overall: the guest's cosine to the host's LiteRT and to fp32, the invoke time;
    passed when the cosines to fp32 meet `budgets` ("cosine_mean", "cosine_min")."""
    to_host, to_fp32 = cosine_rows(guest, host), cosine_rows(guest, fp32)
    lengths = [ids.shape[1] for ids in golden.ids]
    signatures = []
    for seq_len in sorted(set(lengths)):
        rows = [i for i, n in enumerate(lengths) if n == seq_len]
        signatures.append({"signature": f"embed_{seq_len}", "cases": len(rows),
                           "cosine_to_host_min": float(to_host[rows].min()),
                           "cosine_to_fp32_mean": float(to_fp32[rows].mean()),
                           "cosine_to_fp32_min": float(to_fp32[rows].min()),
                           "invoke_ms_mean": float(np.mean([times_ms[i] for i in rows]))})
    fp32_summary = {"mean": float(to_fp32.mean()), "min": float(to_fp32.min())}
    return {"signatures": signatures, "cosine_to_fp32": fp32_summary,
            "cosine_to_host": {"mean": float(to_host.mean()), "min": float(to_host.min()),
                               "max_abs_diff": float(np.abs(guest - host).max())},
            "cases": [{"name": n, "signature": f"embed_{s}", "cosine_to_host": float(h), "cosine_to_fp32": float(f)}
                      for n, s, h, f in zip(golden.names, lengths, to_host, to_fp32)],
            "passed": bool(fp32_summary["mean"] >= budgets["cosine_mean"]
                           and fp32_summary["min"] >= budgets["cosine_min"])}


def read_outputs(path: Path, count: int) -> tuple[np.ndarray, list[float], dict]:
    out = np.load(path)
    return (np.vstack([out[f"vec_{i}"] for i in range(count)]), [float(out[f"ms_{i}"]) for i in range(count)],
            json.loads(str(out["cpu"])))


def run_arm_parity(bundle_dir: Path, gold_path: Path, *, model_dir: Path, budgets: dict[str, float],
                   cpus: tuple[str, ...] = DEFAULT_CPUS, cache_dir: Path | None = None, quiet: bool = False) -> dict:
    """The report's "arm64 kernels" section for `bundle_dir` (set-up first when the userland is missing)."""
    from ..runtime import open_embedder
    from .arm_emulation import (RUNNER, ensure_userland, emulator_problem, known_answer_models, litert_version,
                                prepare_cpu, say, userland_dir)

    bundle_dir = Path(bundle_dir)
    manifest = read_manifest(bundle_dir)
    userland = ensure_userland(cache_dir, quiet=quiet)  # errors about qemu, root, wheels before any work
    model = checked_model(bundle_dir, manifest)
    golden = golden_set(bundle_dir, gold_path)
    reference = open_embedder("reference", model_dir)
    fp32 = np.vstack([reference.run_ids(ids) for ids in golden.ids])  # 0-padding is masked there
    known = known_answer_models(userland_dir(cache_dir) / "known-answer")
    section = {"emulation": EMULATION_NOTE, "qemu": _qemu_version(userland.qemu), "litert": litert_version(),
               "artifact": model.name, "artifact_sha256": sha256_file(model), "gold": Path(gold_path).name, "cases": len(golden.names), "cpus": []}
    with tempfile.TemporaryDirectory() as tmp:
        golden_path = Path(tmp) / "golden.npz"
        golden.save(golden_path)
        subprocess.run([sys.executable, str(RUNNER), str(model), str(golden_path), f"{tmp}/host.npz"], check=True,
                       capture_output=True)
        host, host_ms, host_cpu = read_outputs(Path(tmp) / "host.npz", len(golden.names))
        host_to_fp32 = cosine_rows(host, fp32)
        section["host"] = {"cpu": host_cpu, "cosine_to_fp32_mean": float(host_to_fp32.mean()),
                           "cosine_to_fp32_min": float(host_to_fp32.min()),
                           "invoke_ms_mean": float(np.mean(host_ms))}
        for cpu in cpus:
            say(quiet, f"arm64 {cpu}: probe, known answer, {len(golden.names)} golden cases")
            started = time.perf_counter()
            probe = prepare_cpu(userland, cpu)
            entry = {"cpu": cpu, "note": CPU_NOTES.get(cpu, ""), "midr": probe["midr"],
                     "cpuinfo_says": probe["cpuinfo_says"], "features": probe["features"],
                     "known_answer": emulator_problem(userland, cpu, known)}
            if entry["known_answer"]["passed"]:
                userland.run(cpu, [RUNNER, model, golden_path, f"{tmp}/guest.npz"])
                guest, guest_ms, _ = read_outputs(Path(tmp) / "guest.npz", len(golden.names))
                entry.update(compare(golden, host, guest, fp32, guest_ms, budgets))
            else:
                entry["passed"] = False
            entry["wall_s"] = round(time.perf_counter() - started, 1)
            section["cpus"].append(entry)
    section["passed"] = all(entry["passed"] for entry in section["cpus"])
    return section


def _qemu_version(qemu: str) -> str:
    done = subprocess.run([qemu, "--version"], capture_output=True, text=True)
    return done.stdout.splitlines()[0] if done.stdout else "unknown"
