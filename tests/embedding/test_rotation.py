"""The table rows' rotation: exact to undo, norm-preserving, and what it is for (int4 rows lose less)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from edge_export.embedding.rotation import RowRotation, block_mix, clip_for_int, rotate


def int4_rows(rows: torch.Tensor) -> torch.Tensor:
    """Symmetric per-row int4 as the quantiser does it: scale = largest |value| / 7, values in [-8, 7]."""
    scale = rows.abs().amax(dim=1, keepdim=True) / 7
    scale[scale == 0] = 1
    return (rows / scale).round().clamp(-8, 7) * scale


@pytest.mark.parametrize("width", [768, 64, 96])
def test_rotation_is_orthogonal_and_undone_exactly(width):
    rows = torch.randn(16, width, generator=torch.Generator().manual_seed(0))
    rotated = rotate(rows)
    torch.testing.assert_close(rotated.norm(dim=1), rows.norm(dim=1), atol=1e-4, rtol=0)
    torch.testing.assert_close(RowRotation(width)(rotated), rows, atol=1e-5, rtol=0)
    assert not torch.allclose(rotated, rows, atol=1e-3)


def test_block_mix_is_orthonormal():
    for blocks in (1, 2, 3, 5):
        mix = block_mix(blocks)
        np.testing.assert_allclose(mix @ mix.T, np.eye(blocks), atol=1e-12)


def test_a_large_coordinate_is_spread_over_the_row():
    row = torch.zeros(1, 768)
    row[0, 5] = 10.0
    assert rotate(row).abs().max() < 10.0 / 768 ** 0.5 * 1.5


def test_rotation_and_clipping_cut_the_int4_error_of_rows_with_outliers():
    """Rows like EmbeddingGemma's (a few large coordinates): rotated, the int4 error falls; clipped where
    int4 loses least, it falls again, and clipping never makes a row worse."""
    generator = torch.Generator().manual_seed(1)
    rows = torch.randn(512, 768, generator=generator)
    rows[:, :4] *= 12  # outlier coordinates
    plain = (int4_rows(rows) - rows).pow(2).sum()
    rotated = rotate(rows)
    turned = (int4_rows(rotated) - rotated).pow(2).sum(dim=1)
    clipped = (int4_rows(clip_for_int(rotated, 4)) - rotated).pow(2).sum(dim=1)
    assert turned.sum() < 0.5 * plain
    assert clipped.sum() < 0.9 * turned.sum() and bool((clipped <= turned + 1e-6).all())
