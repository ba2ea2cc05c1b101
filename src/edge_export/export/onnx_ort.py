"""An exported `.onnx` file in onnxruntime's ORT format (`.ort`, a FlatBuffer: loads without protobuf parsing).

Converted the way onnxruntime's `convert_onnx_models_to_ort` does (a session saving its graph with
`session.save_model_format = ORT`), at the *basic* optimisation level: constant folding and redundant-node
removal only, which onnxruntime documents as semantics-preserving and portable, so the file is the same for an
x86 host and an arm64 phone. The extended fusions and layout changes are hardware-specific; a full runtime (the
`onnxruntime-android` AAR) applies them when it loads the file.

Which runtime: the files use two contrib operators, `com.microsoft.MatMulNBits` and
`com.microsoft.GatherBlockQuantized` (export.onnx_quantize). The `onnxruntime-android` package is a full build
("all types and operators", ONNX and ORT formats) and has both; the reduced-operator `onnxruntime-mobile`
packages (ORT format only, last released as 1.18) list neither, and a custom reduced build needs both kernels
in its operator config (the metadata's `operators` lists every operator the file uses).

The `.ort` file is checked before it is published: it must load and give the `.onnx` file's vectors on
VALIDATION_TEXTS (cosine >= ORT_MATCH_FLOOR); otherwise ExportParityError names it. It is not byte-reproducible:
onnxruntime's serialiser lays the same graph out at other offsets from one run to the next (BENCHMARKS.md), so
the reproducible artifact is the `.onnx`, and the metadata records the `.ort`'s SHA-256.
"""

from __future__ import annotations

from pathlib import Path

from ..atomic import atomic_path
from ..hashing import sha256_file

ORT_MATCH_FLOOR = 0.99999  # the same kernels on the same graph, folded constants aside: equal to rounding
OPTIMIZATION = "basic"


def ort_path(onnx_path: Path) -> Path:
    return Path(onnx_path).with_suffix(".ort")


def onnx_vectors(path, tokenizer_path):
    """The `.onnx` or `.ort` file's document vectors of VALIDATION_TEXTS (what export checks a file on)."""
    from ..runtime.onnx import OnnxEmbedder
    from .verify import VALIDATION_TEXTS

    return OnnxEmbedder(path, tokenizer_path=tokenizer_path).embed(VALIDATION_TEXTS, "document").vectors


def convert_to_ort(onnx_path: Path, tokenizer_path: Path) -> dict:
    """Write `<name>.ort` beside `onnx_path`, check it against the `.onnx` file; what the metadata records."""
    import onnxruntime as ort

    from .verify import verify

    onnx_path = Path(onnx_path)
    target = ort_path(onnx_path)
    with atomic_path(target) as tmp:
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = str(tmp)
        options.add_session_config_entry("session.save_model_format", "ORT")
        ort.InferenceSession(str(onnx_path), options, providers=["CPUExecutionProvider"])
        match = verify(target, onnx_vectors(tmp, tokenizer_path), onnx_vectors(onnx_path, tokenizer_path),
                       min_mean=ORT_MATCH_FLOOR, min_min=ORT_MATCH_FLOOR)
    return {"path": target.name, "bytes": target.stat().st_size, "sha256": sha256_file(target),
            "optimization": OPTIMIZATION, "cosine_min_vs_onnx": round(match.cosine_min, 7)}
