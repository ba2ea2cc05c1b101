"""Embedders: one interface, back-ends `reference` (torch), `litert` (LiteRT, CompiledModel or Interpreter), `onnx` (onnxruntime)."""

from __future__ import annotations

from .base import Embedder, EmbedResult

BACKENDS = ("reference", "litert", "onnx")
SUFFIX_BACKENDS = {".tflite": "litert", ".onnx": "onnx", ".ort": "onnx"}


def backend_for(artifact) -> str:
    """The back-end that runs a model file, by its suffix; a folder (a checkpoint) is the reference."""
    from pathlib import Path

    return SUFFIX_BACKENDS.get(Path(artifact).suffix, "reference")


def open_embedder(backend: str, artifact, *, tokenizer_path=None, threads: int | None = None,
                  litert_api: str = "compiled", max_len: int | None = None) -> Embedder:
    """Open `artifact` (a checkpoint folder for `reference`, a .tflite or .onnx file otherwise).
    `litert_api`: LiteRT's `compiled` (CompiledModel + XNNPACK weight cache) or `interpreter` API. `max_len`: where
    a dynamic-length model (onnx) truncates (a .tflite's signatures fix it)."""
    if backend == "reference":
        from .reference import ReferenceEmbedder

        return ReferenceEmbedder(artifact, threads=threads)
    if backend == "litert":
        from .litert import LiteRTEmbedder

        return LiteRTEmbedder(artifact, tokenizer_path=tokenizer_path, threads=threads, api=litert_api)
    if backend == "onnx":
        from .onnx import OnnxEmbedder

        return OnnxEmbedder(artifact, tokenizer_path=tokenizer_path, threads=threads, max_len=max_len)
    raise ValueError(f"unknown backend {backend!r}: choose one of {', '.join(BACKENDS)}")


__all__ = ["BACKENDS", "Embedder", "EmbedResult", "backend_for", "open_embedder"]
