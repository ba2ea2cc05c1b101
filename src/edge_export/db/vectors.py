"""Vector encodings: the formats of vectors.bin (float32, or int8 + scale: quantize_int8) and the SDK's VF32 blobs."""

from __future__ import annotations

import numpy as np

from ..vector_bytes import f32_bytes, f32_from_bytes

VECTOR_FORMATS = ("float32", "int8")
VF32_MAGIC = b"VF32"  # what the RAG SDK's native store writes before the float32 components


def encode_vf32(vector: np.ndarray) -> bytes:
    return VF32_MAGIC + f32_bytes(vector)


def decode_vf32(blob: bytes, dims: int) -> np.ndarray:
    """The float32 components of an SDK blob; ValueError when it is not `VF32` + `dims` floats."""
    if not isinstance(blob, bytes) or blob[:4] != VF32_MAGIC:
        raise ValueError(f"not a VF32 blob (starts {bytes(blob[:4])!r})" if isinstance(blob, bytes)
                         else f"not a blob ({type(blob).__name__})")
    if len(blob) != 4 + 4 * dims:
        raise ValueError(f"VF32 blob of {len(blob)} bytes, expected {4 + 4 * dims} for {dims} dims")
    return f32_from_bytes(blob, offset=4)


def quantize_int8(vectors: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric per-vector int8: q = round(v / scale), scale = max|v| / 127 (a zero vector gets scale 1)."""
    vectors = np.asarray(vectors, dtype=np.float32)
    peak = np.abs(vectors).max(axis=1)
    scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    q = np.clip(np.rint(vectors / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale
