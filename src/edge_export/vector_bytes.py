"""Vectors as bytes: little-endian float32, the one layout of the vector cache and the DB."""

from __future__ import annotations

import numpy as np

LE_F32 = np.dtype("<f4")


def f32_bytes(vector) -> bytes:
    return np.asarray(vector, dtype=LE_F32).tobytes()


def f32_from_bytes(blob: bytes, offset: int = 0) -> np.ndarray:
    return np.frombuffer(blob, dtype=LE_F32, offset=offset).astype(np.float32)
