"""A fixed orthogonal rotation of table rows, so that rows quantised to int4 per row lose less.

A per-row int4 scale is set by the row's largest value; EmbeddingGemma's rows have a few large
coordinates, so most of a row falls in two or three of the sixteen steps. Rotated, a row's energy is
spread over every coordinate and the same 4 bits keep far more of it (BENCHMARKS.md "Every row of the
table": questions in seventeen languages read the int4 rows, mean / min cosine 0.977 / 0.811 plain,
0.992 / 0.933 rotated and clipped). The table stores rotated rows; the graph rotates each looked-up row
back, exactly, since the rotation is orthogonal.

The rotation is R = diag(signs) · (Q ⊗ H) for a width of m · 2^k: fixed ±1 signs, then an m-point
orthonormal mix of the m blocks and a normalised Walsh-Hadamard transform of 2^k points in each. Its
inverse is built from additions, subtractions and scalar products only (no weight matrix): the
converter makes them elementwise ops, so no new weight op appears for the quantiser to miss, and a
768-wide row costs a few thousand additions.
"""

from __future__ import annotations

import math

import numpy as np
import torch

SIGNS_SEED = 20251124  # any fixed seed: the signs are part of the file, not recomputed on the phone


def _split(width: int) -> tuple[int, int]:
    """width = blocks * 2^k with the largest power of two (768 = 3 * 256)."""
    power = width & -width
    return width // power, power


def block_mix(blocks: int) -> np.ndarray:
    """An orthonormal [blocks, blocks] matrix with every entry nonzero where possible: the DCT-II basis
    for blocks > 1 (its rows are cosines), a 1 for one block."""
    n = np.arange(blocks)
    mix = np.cos(np.pi * (n[None, :] + 0.5) * n[:, None] / blocks)
    mix[0] *= math.sqrt(1 / blocks)
    mix[1:] *= math.sqrt(2 / blocks)
    return mix


def signs(width: int) -> np.ndarray:
    return np.random.default_rng(SIGNS_SEED).choice(np.array([-1.0, 1.0]), width).astype(np.float32)


def _hadamard(x: torch.Tensor) -> torch.Tensor:
    """The normalised Walsh-Hadamard transform along the last axis (a power of two), by butterflies."""
    n = x.shape[-1]
    lead = x.shape[:-1]
    h = 1
    while h < n:
        pairs = x.reshape(*lead, n // (2 * h), 2, h)
        a, b = pairs[..., 0, :], pairs[..., 1, :]
        x = torch.stack((a + b, a - b), dim=-2).reshape(*lead, n)
        h *= 2
    return x * (1.0 / math.sqrt(n))


def _mix_blocks(x: torch.Tensor, mix: np.ndarray) -> torch.Tensor:
    """out_i = sum_j mix[i, j] x_j over the blocks (axis -2), as scalar products and sums."""
    blocks = [x[..., j, :] for j in range(mix.shape[0])]
    rows = []
    for i in range(mix.shape[0]):
        total = blocks[0] * float(mix[i, 0])
        for j in range(1, mix.shape[1]):
            total = total + blocks[j] * float(mix[i, j])
        rows.append(total)
    return torch.stack(rows, dim=-2)


def rotate(rows: torch.Tensor) -> torch.Tensor:
    """Rows → rotated rows (what the table stores): signs, then the block mix, then Hadamard per block."""
    width = rows.shape[-1]
    blocks, power = _split(width)
    x = (rows * torch.from_numpy(signs(width))).reshape(*rows.shape[:-1], blocks, power)
    return _hadamard(_mix_blocks(x, block_mix(blocks).T)).reshape(rows.shape)


# Clipping points tried per row, in multiples of the row's RMS (a rotated row is close to Gaussian: the
# best int4 clip sits near 2.5 RMS, well inside the row's largest value, ~3.5 RMS over 768 coordinates).
CLIP_RMS = (1.6, 1.8, 2.0, 2.2, 2.4, 2.6, 2.8, 3.0, 3.3, 3.6, 4.0)


def clip_for_int(rows: torch.Tensor, bits: int) -> torch.Tensor:
    """Each row clipped where symmetric per-row quantisation to `bits` loses least (squared error).

    The quantiser takes a row's scale from its largest value; clipped here, the scale it computes is the
    better one and the few clipped coordinates lose less than every other coordinate gains. Ties keep
    the larger clip (no clipping when none helps)."""
    qmax = 2 ** (bits - 1) - 1
    rms = rows.pow(2).mean(dim=1, keepdim=True).sqrt()
    largest = rows.abs().amax(dim=1, keepdim=True)
    best, best_err = rows, _int_error(rows, largest, qmax)
    for k in reversed(CLIP_RMS):
        bound = torch.minimum(k * rms, largest)
        clipped = torch.maximum(torch.minimum(rows, bound), -bound)
        err = _int_error(rows, bound, qmax)
        better = err < best_err
        best = torch.where(better, clipped, best)
        best_err = torch.where(better, err, best_err)
    return best


def _int_error(rows: torch.Tensor, bound: torch.Tensor, qmax: int) -> torch.Tensor:
    scale = torch.where(bound > 0, bound / qmax, torch.ones_like(bound))
    # clipped to ±bound, a row never reaches the grid's extra negative step (-qmax - 1)
    restored = (rows / scale).round().clamp(-qmax, qmax) * scale
    return (restored - rows).pow(2).sum(dim=1, keepdim=True)


class RowRotation(torch.nn.Module):
    """Rotated rows → rows (in the graph, after the lookup): the inverse of `rotate`."""

    def __init__(self, width: int):
        super().__init__()
        self.width = width
        self.register_buffer("signs", torch.from_numpy(signs(width)))

    def forward(self, rotated: torch.Tensor) -> torch.Tensor:
        blocks, power = _split(self.width)
        x = _hadamard(rotated.reshape(*rotated.shape[:-1], blocks, power))
        return _mix_blocks(x, block_mix(blocks)).reshape(rotated.shape) * self.signs
