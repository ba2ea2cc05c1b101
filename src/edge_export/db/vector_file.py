"""vectors.bin: a bundle's vectors as a phone memory-maps them instead of loading them (schemas/vector-file.md).

One flat little-endian file beside corpus.db, stored uncompressed in the APK or pack, so that an app maps it
and its heap does not grow with the corpus. Row i is chunks.row i + 1. After the header (HEADER), sections
each starting at a multiple of 64 bytes:

    signs    rows × dims/8 bytes   bit b (least significant first) of byte j: stored component 8j + b > 0
    vectors  rows × dims           float32, or int8 codes (value = code × scale, in float32)
    scales   rows float32          int8 files only
    pages    rows × 2 int32        (documents.id, page) of each row
    moments  float32               the mean of the vectors [dims], then the upper triangle of VᵀV / rows
                                   (row-major, i ≤ j: dims(dims + 1)/2 values)

The signs are the search's first pass (retrieval/topk.py), the vectors its exact rescoring, the pages what
one-hit-per-page and page neighbours group by, without reading any citation, and the moments the abstention
z-score's mean and spread over every row (retrieval/abstain.py), which no search reads all rows for.
Version 1 files (earlier releases: an app may update its library before its corpus pack) are read too: their
moments are float64, the mean then the whole of VᵀV / rows.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..atomic import atomic_path
from ..errors import InputError
from .vectors import VECTOR_FORMATS, quantize_int8

FILE_NAME = "vectors.bin"
MAGIC = b"EEVECS\x00\x01"
VERSION = 2  # what write_vector_file writes
OLDEST_VERSION = 1  # still read: the bundles of earlier releases
HEADER = struct.Struct("<8sIIQII5Q")  # magic, version, dims, rows, format, reserved, five section offsets
ALIGN = 64
FORMAT_CODES = {"float32": 0, "int8": 1}
BLOCK_ROWS = 65_536  # rows per block when a pass over every row must keep its memory bounded


def _align(offset: int) -> int:
    return -(-offset // ALIGN) * ALIGN


def _moments_bytes(dims: int, version: int) -> int:
    """Version 1: the mean and VᵀV / N whole, float64; version 2: the mean and VᵀV / N's upper triangle, float32."""
    return 8 * (dims + dims * dims) if version == 1 else 4 * (dims + dims * (dims + 1) // 2)


def _layout(rows: int, dims: int, vector_format: str, version: int = VERSION) -> tuple[int, int, int, int, int, int]:
    """(signs, vectors, scales, pages, moments, end) offsets; scales is 0 for float32."""
    signs = _align(HEADER.size)
    vectors = _align(signs + rows * dims // 8)
    width = 4 if vector_format == "float32" else 1
    after = vectors + rows * dims * width
    scales = _align(after) if vector_format == "int8" else 0
    pages = _align(scales + 4 * rows if scales else after)
    moments = _align(pages + 8 * rows)
    return signs, vectors, scales, pages, moments, moments + _moments_bytes(dims, version)


def sign_codes(vectors: np.ndarray) -> np.ndarray:
    """[N, dims/8] uint8: one bit per component, set when it is > 0 (the first pass's codes)."""
    return np.packbits(np.asarray(vectors) > 0, axis=1, bitorder="little")


@dataclass(frozen=True)
class VectorFile:
    """A mapped vectors.bin: views into the file, nothing copied."""

    path: Path
    vector_format: str
    signs: np.ndarray  # [N, dims/8] uint8
    codes: np.ndarray  # [N, dims] float32 or int8
    scales: np.ndarray | None  # [N] float32 (int8 only)
    documents: np.ndarray  # [N] int32: documents.id
    pages: np.ndarray  # [N] int32
    mean: np.ndarray  # [dims] float64
    second: np.ndarray  # [dims, dims] float64: VᵀV / N (a version 2 file's float32 triangle, mirrored)

    @property
    def rows(self) -> int:
        return self.codes.shape[0]

    @property
    def dims(self) -> int:
        return self.codes.shape[1]

    def vectors(self, positions=None) -> np.ndarray:
        """Rows as float32 (all when `positions` is None): int8 ones dequantised as code × scale in float32."""
        codes = self.codes if positions is None else self.codes[positions]
        if self.scales is None:
            return np.asarray(codes, dtype=np.float32)
        scales = self.scales if positions is None else self.scales[positions]
        return codes.astype(np.float32) * scales[:, None]


def write_vector_file(target: str | Path, vectors: np.ndarray, documents, pages, vector_format: str) -> Path:
    """Write `vectors` [N, dims] (float32, corpus order) with each row's document id and page, atomically."""
    if vector_format not in VECTOR_FORMATS:
        raise ValueError(f"vector format {vector_format!r}: choose one of {', '.join(VECTOR_FORMATS)}")
    vectors = np.asarray(vectors, dtype=np.float32)
    rows, dims = vectors.shape
    if dims % 8:
        raise ValueError(f"{dims}-d vectors: the sign codes need a multiple of 8 dimensions")
    documents, pages = np.asarray(documents, dtype="<i4"), np.asarray(pages, dtype="<i4")
    if documents.shape != (rows,) or pages.shape != (rows,):
        raise ValueError(f"{rows} vectors but {documents.shape[0]} documents and {pages.shape[0]} pages")
    signs_at, vectors_at, scales_at, pages_at, moments_at, end = _layout(rows, dims, vector_format)
    target = Path(target)
    with atomic_path(target) as tmp:
        with open(tmp, "wb") as fh:
            fh.write(HEADER.pack(MAGIC, VERSION, dims, rows, FORMAT_CODES[vector_format], 0,
                                 signs_at, vectors_at, scales_at, pages_at, moments_at))
            if vector_format == "int8":
                codes, scales = quantize_int8(vectors)
                _write_at(fh, signs_at, sign_codes(codes))  # the stored values' signs: a code of 0 is not > 0
                _write_at(fh, vectors_at, codes)
                _write_at(fh, scales_at, scales.astype("<f4"))
                mean, second = vector_moments(codes, scales)
            else:
                _write_at(fh, signs_at, sign_codes(vectors))
                _write_at(fh, vectors_at, vectors.astype("<f4"))
                mean, second = vector_moments(vectors)
            _write_at(fh, pages_at, np.stack([documents, pages], axis=1))
            _write_at(fh, moments_at, _stored_moments(mean, second))
            fh.truncate(end)
    return target


def _stored_moments(mean: np.ndarray, second: np.ndarray) -> np.ndarray:
    """The moments section: the mean, then VᵀV / N's upper triangle row by row (the matrix is symmetric), in
    float32: a z-score needs no more digits, and at 768 dimensions this is 1.2 MB where the whole matrix in float64
    was 4.7."""
    return np.concatenate([mean, second[np.triu_indices(mean.shape[0])]]).astype("<f4")


def _read_moments(section: np.ndarray, dims: int, version: int) -> tuple[np.ndarray, np.ndarray]:
    """(mean [D], VᵀV / N [D, D]) in float64 from the moments section's bytes, whatever the file's version: a
    version 2 triangle is mirrored into the whole matrix, which the z-score's qᵀ(VᵀV / N)q reads in float64."""
    if version == 1:
        moments = section.view("<f8")
        return moments[:dims], moments[dims:].reshape(dims, dims)
    moments = section.view("<f4").astype(np.float64)
    upper = np.triu_indices(dims)
    second = np.empty((dims, dims))
    second[upper] = second[upper[::-1]] = moments[dims:]
    return moments[:dims], second


def _write_at(fh, offset: int, array: np.ndarray) -> None:
    fh.write(b"\0" * (offset - fh.tell()))  # the alignment padding, zeros so the bytes are deterministic
    fh.write(np.ascontiguousarray(array).tobytes())


def open_vector_file(path: str | Path) -> VectorFile:
    """Map a vectors.bin read-only; InputError naming the file when it is missing, truncated or not one."""
    path = Path(path)
    if not path.is_file():
        raise InputError(path, "no such vector file")
    size = path.stat().st_size
    with open(path, "rb") as fh:
        head = fh.read(HEADER.size)
    if len(head) < HEADER.size or head[:8] != MAGIC:
        raise InputError(path, "not an edge-export vector file (bad magic)")
    _, version, dims, rows, code, _, *offsets = HEADER.unpack(head)
    if not OLDEST_VERSION <= version <= VERSION:
        raise InputError(path, f"vector file version {version}; this edge-export reads versions {OLDEST_VERSION} "
                               f"and {VERSION}")
    fmt = next((name for name, c in FORMAT_CODES.items() if c == code), None)
    if fmt is None:
        raise InputError(path, f"unknown vector format code {code}")
    if dims == 0 or dims % 8:
        raise InputError(path, f"{dims} dimensions (must be a positive multiple of 8)")
    expected = _layout(rows, dims, fmt, version)
    if tuple(offsets) != expected[:5] or size != expected[5]:
        raise InputError(path, f"{size} bytes with sections at {offsets}: expected {expected[5]} bytes, "
                               f"sections at {list(expected[:5])} for {rows} rows of {dims} {fmt} (truncated?)")
    signs_at, vectors_at, scales_at, pages_at, moments_at = offsets
    mapped = np.memmap(path, dtype=np.uint8, mode="r")
    signs = mapped[signs_at: signs_at + rows * dims // 8].reshape(rows, dims // 8)
    width = 4 if fmt == "float32" else 1
    raw = mapped[vectors_at: vectors_at + rows * dims * width]
    codes = raw.view("<f4" if fmt == "float32" else np.int8).reshape(rows, dims)
    scales = mapped[scales_at: scales_at + 4 * rows].view("<f4") if scales_at else None
    pages = mapped[pages_at: pages_at + 8 * rows].view("<i4").reshape(rows, 2)
    mean, second = _read_moments(mapped[moments_at: expected[5]], dims, version)
    return VectorFile(path, fmt, signs, codes, scales, pages[:, 0], pages[:, 1], mean, second)


def vector_moments(stored: np.ndarray, scales: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(mean [D], VᵀV / N [D, D]) in float64 of the rows (int8 codes × `scales` when given), block by block."""
    rows, dims = stored.shape
    total, second = np.zeros(dims), np.zeros((dims, dims))
    for start in range(0, rows, BLOCK_ROWS):
        block = np.asarray(stored[start: start + BLOCK_ROWS], dtype=np.float32)
        if scales is not None:
            block = block * np.asarray(scales[start: start + BLOCK_ROWS], dtype=np.float32)[:, None]
        block = block.astype(np.float64)
        total += block.sum(axis=0)
        second += block.T @ block
    n = max(rows, 1)
    return total / n, second / n


def page_starts(documents: np.ndarray, pages: np.ndarray) -> np.ndarray:
    """[P + 1] int64: the position of each run of equal (document, page) rows, then N; block by block, so that
    no N-sized temporary is made but the result. A page is one run when its chunks are consecutive rows."""
    n = documents.shape[0]
    starts = [0] if n else []
    for start in range(1, n, BLOCK_ROWS):
        stop = min(n, start + BLOCK_ROWS)
        changed = (np.asarray(documents[start:stop]) != np.asarray(documents[start - 1: stop - 1])) | \
                  (np.asarray(pages[start:stop]) != np.asarray(pages[start - 1: stop - 1]))
        starts.extend((np.flatnonzero(changed) + start).tolist())
    return np.asarray(starts + [n], dtype=np.int64)
