"""Where a parity run's results go: `<bundle>.parity.json` and `<bundle>.parity.html` beside the bundle
folder (not inside it: the folder is what ships), and a summary in the bundle's manifest.

The manifest summary holds only figures that the bundle and the reference determine (cosines,
agreement, recall, the verdict of the non-timing budgets), never timings, so rerunning parity on the
same bundle leaves the manifest byte-identical; the report files hold everything.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..atomic import write_json_atomic, write_text_atomic
from ..bundle.files import bundle_file, read_manifest
from ..contracts.manifest import manifest_violations
from ..errors import InputError
from ..hashing import sha256_file
from .html import render_report_html

TIMING_BUDGETS = ("query_p50_ms", "runtime_rss_mb")


def report_paths(bundle_dir: Path, query_model: str | None = None) -> tuple[Path, Path]:
    """`<bundle>.parity.json/.html`; a run with another query model: `<bundle>.parity.<its file name>.json/.html`."""
    bundle_dir = Path(bundle_dir).resolve()
    stem = bundle_dir.name + ".parity" + (f".{Path(query_model).name}" if query_model else "")
    return bundle_dir.with_name(stem + ".json"), bundle_dir.with_name(stem + ".html")


def manifest_summary(report: dict, json_path: Path) -> dict:
    recall = report.get("recall")
    stable = [b for b in report["budgets"] if b["name"] not in TIMING_BUDGETS and b["passed"] is not None]
    return {
        "report": json_path.name, "gold": report.get("gold"),
        "cosine_mean": round(report["cosine"]["all"]["mean"], 4), "cosine_min": round(report["cosine"]["all"]["min"], 4),
        "overlap_at_5": round(report["agreement"]["overlap@5"], 4) if report.get("agreement") else None,
        "recall_at_5": ({name: round(path["recall"]["5"], 4) for name, path in recall["paths"].items()}
                        if recall else None),
        "budgets_broken": sorted(b["name"] for b in stable if not b["passed"]),
    }


def write_arm_section(bundle_dir: Path, section: dict) -> tuple[Path, Path]:
    """Put the "arm64 kernels" section into the bundle's report (kept as it was otherwise; started when
    there is none) and render it again; the manifest is not touched (emulation is a QA check)."""
    json_path, html_path = report_paths(bundle_dir)
    try:
        report = json.loads(json_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        report = {"bundle": Path(bundle_dir).name, "budgets": []}
    report["arm64"] = section
    write_json_atomic(json_path, report)
    write_text_atomic(html_path, render_report_html(report))
    return json_path, html_path


def kept_arm_section(json_path: Path, bundle_dir: Path) -> dict | None:
    """The last report's "arm64 kernels" section when it measured the model file the bundle holds now: the
    file's name is stable across rebuilds, so only its SHA-256 says the figures are still this model's."""
    try:
        section = json.loads(json_path.read_text(encoding="utf-8"))["arm64"]
        model = bundle_file(bundle_dir, read_manifest(bundle_dir)["model"]["file"], "model.file")  # hashed below
    except (OSError, ValueError, KeyError, TypeError, InputError):
        return None
    return section if section.get("artifact_sha256") == sha256_file(model) else None


def write_report(bundle_dir: Path, report: dict) -> tuple[Path, Path]:
    """Write the JSON and HTML reports and the manifest summary, each atomically. A run with another query model
    writes its own reports and leaves the manifest alone: its summary is of the bundle as shipped."""
    json_path, html_path = report_paths(bundle_dir, report.get("query_model"))
    if "arm64" not in report:  # the emulated run is its own command: a host run keeps its last section
        kept = kept_arm_section(json_path, Path(bundle_dir))
        report = {**report, **({"arm64": kept} if kept else {})}
    write_json_atomic(json_path, report)
    write_text_atomic(html_path, render_report_html(report))
    if report.get("query_model"):
        return json_path, html_path
    manifest_path = Path(bundle_dir) / "manifest.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    updated = {**manifest, "parity": {**manifest["parity"], "suite": manifest_summary(report, json_path)}}
    problems = manifest_violations(updated)
    if problems:  # never leave a manifest verify-bundle would refuse
        raise InputError(manifest_path, f"parity summary breaks the manifest schema: {problems[0]}")
    write_json_atomic(manifest_path, updated)
    return json_path, html_path
