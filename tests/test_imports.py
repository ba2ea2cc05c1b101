"""Imports run one way: no two modules of src/edge_export or benchmarks/ import each other (issue 61 removed
bench_scale ↔ scale_bundle and export.onnx ↔ export.onnx_ort). Function-level imports count too."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _module(path: Path) -> str:
    if path.is_relative_to(ROOT / "src"):
        parts = list(path.relative_to(ROOT / "src").with_suffix("").parts)
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
    return path.stem  # benchmarks/: scripts that import each other by name


def import_graph() -> dict[str, set[str]]:
    files = [*(ROOT / "src" / "edge_export").rglob("*.py"), *(ROOT / "benchmarks").glob("*.py")]
    known = {_module(p) for p in files}
    graph = {}
    for path in files:
        name = _module(path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                candidates = [target, *(f"{target}.{alias.name}" for alias in node.names)]
            elif isinstance(node, ast.Import):
                candidates = [alias.name for alias in node.names]
            else:
                continue
            deps.update(c for c in candidates if c in known and c != name)
        graph[name] = deps
    return graph


def test_no_two_modules_import_each_other():
    graph = import_graph()
    assert "edge_export.export.onnx_ort" in graph["edge_export.export.onnx"]
    assert "scale_corpus" in graph["scale_bundle"] and "scale_bundle" in graph["bench_scale"]
    mutual = sorted({tuple(sorted((a, b))) for a, deps in graph.items() for b in deps if a in graph.get(b, ())})
    assert mutual == []
