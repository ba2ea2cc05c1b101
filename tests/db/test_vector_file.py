"""vectors.bin written and mapped back: sections where schemas/vector-file.md puts them, the same values, errors
naming the file; a version 1 file (an earlier release's, float64 moments) read as well, to the same z-score."""

from __future__ import annotations

import numpy as np
import pytest

from edge_export.db.vector_file import (HEADER, MAGIC, open_vector_file, sign_codes, vector_moments,
                                        write_vector_file)
from edge_export.db.vectors import quantize_int8
from edge_export.errors import InputError
from edge_export.retrieval.abstain import AbstentionSignal


def unit(n: int, dims: int = 64, seed: int = 0) -> np.ndarray:
    v = np.random.default_rng(seed).standard_normal((n, dims)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def write_version_1(source, target):
    """`source`'s vectors.bin as edge-export wrote it before version 2, at `target`: the same sections, the moments
    in float64 with VᵀV / N whole."""
    data = source.read_bytes()
    header = list(HEADER.unpack(data[: HEADER.size]))
    header[1] = 1
    stored = open_vector_file(source)
    mean, second = vector_moments(stored.codes, stored.scales)
    target.write_bytes(HEADER.pack(*header) + data[HEADER.size: header[-1]]
                       + np.concatenate([mean, second.reshape(-1)]).astype("<f8").tobytes())
    return target


def z_score(vf, top: float, query: np.ndarray) -> float:
    return AbstentionSignal("top_cosine_z", lambda: (vf.mean, vf.second)).score(top, query)


@pytest.mark.parametrize("fmt", ["float32", "int8"])
def test_a_written_file_maps_back_to_the_same_rows(tmp_path, fmt):
    vectors = unit(37)
    documents, pages = np.repeat([1, 2], [20, 17]), np.arange(37) // 5 + 1
    path = write_vector_file(tmp_path / "vectors.bin", vectors, documents, pages, fmt)
    vf = open_vector_file(path)
    assert (vf.rows, vf.dims, vf.vector_format) == (37, 64, fmt)
    assert vf.documents.tolist() == documents.tolist() and vf.pages.tolist() == pages.tolist()
    if fmt == "float32":
        assert np.array_equal(vf.vectors(), vectors)
    else:
        codes, scales = quantize_int8(vectors)
        assert np.array_equal(vf.codes, codes) and np.array_equal(vf.scales, scales)
        assert np.array_equal(vf.vectors([3, 5]), codes[[3, 5]].astype(np.float32) * scales[[3, 5], None])
    assert np.array_equal(vf.signs, sign_codes(vf.vectors()))
    stored = vf.vectors().astype(np.float64)
    # version 2's moments are float32: within half a float32 step (2⁻²⁴ of the value) of the float64 ones
    np.testing.assert_allclose(vf.mean, stored.mean(axis=0), rtol=2 ** -24, atol=1e-15)
    np.testing.assert_allclose(vf.second, stored.T @ stored / 37, rtol=2 ** -24, atol=1e-15)
    assert np.array_equal(vf.second, vf.second.T)
    header = HEADER.unpack(path.read_bytes()[: HEADER.size])
    assert header[0] == MAGIC and header[1] == 2 and all(offset % 64 == 0 for offset in header[6:] if offset)
    assert path.stat().st_size == header[-1] + 4 * (64 + 64 * 65 // 2)  # the mean, then the triangle i ≤ j


@pytest.mark.parametrize("fmt", ["float32", "int8"])
def test_a_version_1_file_is_read_and_gives_the_z_score_of_version_2(tmp_path, fmt):
    vectors = unit(37)
    path = write_vector_file(tmp_path / "vectors.bin", vectors, np.ones(37), np.arange(37), fmt)
    current = open_vector_file(path)
    older = open_vector_file(write_version_1(path, tmp_path / "v1.bin"))
    assert np.array_equal(older.codes, current.codes) and np.array_equal(older.pages, current.pages)
    exact = older.vectors().astype(np.float64)
    np.testing.assert_allclose(older.second, exact.T @ exact / 37, rtol=1e-12, atol=1e-15)  # float64, as stored
    for query in unit(10, seed=1):
        cosines = exact @ query
        z = z_score(older, cosines.max(), query)
        assert z == pytest.approx((cosines.max() - cosines.mean()) / cosines.std(), rel=1e-9)
        assert z_score(current, cosines.max(), query) == pytest.approx(z, rel=1e-6)


@pytest.mark.parametrize("version", [0, 3])
def test_another_version_is_refused_naming_the_file(tmp_path, version):
    path = write_vector_file(tmp_path / "vectors.bin", unit(8), np.ones(8), np.ones(8), "float32")
    data = path.read_bytes()
    path.write_bytes(data[:8] + np.uint32(version).tobytes() + data[12:])
    with pytest.raises(InputError, match=rf"vectors\.bin: vector file version {version}; this edge-export reads "
                                         r"versions 1 and 2$"):
        open_vector_file(path)


def test_sign_codes_put_component_8j_plus_b_in_bit_b_of_byte_j():
    v = np.zeros((1, 16), np.float32)
    v[0, [0, 3, 9]] = 1.0
    v[0, 15] = -1.0
    assert sign_codes(v).tolist() == [[0b00001001, 0b00000010]]


def test_int8_signs_are_the_stored_codes_signs(tmp_path):
    """A component too small for its row's int8 step is stored as 0: its bit is clear, as the rescoring sees it."""
    v = np.zeros((1, 8), np.float32)
    v[0, 0], v[0, 1] = 1.0, 0.001  # 0.001 / (1 / 127) rounds to 0
    vf = open_vector_file(write_vector_file(tmp_path / "v.bin", v, [1], [1], "int8"))
    assert vf.codes[0, 1] == 0 and vf.signs.tolist() == [[0b00000001]]


def test_same_vectors_same_bytes(tmp_path):
    vectors = unit(10)
    a = write_vector_file(tmp_path / "a.bin", vectors, np.ones(10), np.ones(10), "int8").read_bytes()
    b = write_vector_file(tmp_path / "b.bin", vectors, np.ones(10), np.ones(10), "int8").read_bytes()
    assert a == b


def test_a_truncated_or_foreign_file_is_named(tmp_path):
    path = write_vector_file(tmp_path / "vectors.bin", unit(8), np.ones(8), np.ones(8), "float32")
    path.write_bytes(path.read_bytes()[:-8])
    with pytest.raises(InputError, match=r"vectors\.bin: .*expected \d+ bytes.*truncated"):
        open_vector_file(path)
    path.write_bytes(b"SQLite format 3\0" + bytes(100))
    with pytest.raises(InputError, match=r"vectors\.bin: not an edge-export vector file"):
        open_vector_file(path)
    with pytest.raises(InputError, match="no such vector file"):
        open_vector_file(tmp_path / "absent.bin")


def test_dimensions_not_a_multiple_of_eight_are_refused(tmp_path):
    with pytest.raises(ValueError, match="multiple of 8"):
        write_vector_file(tmp_path / "v.bin", unit(3, dims=12), np.ones(3), np.ones(3), "float32")
    assert not (tmp_path / "v.bin").exists()


def test_page_starts_are_the_runs_of_equal_document_and_page():
    from edge_export.db.vector_file import page_starts

    documents, pages = np.array([1, 1, 1, 2, 2, 1]), np.array([1, 1, 2, 2, 2, 1])
    assert page_starts(documents, pages).tolist() == [0, 2, 3, 5, 6]  # (1, 1) twice: not consecutive rows
    assert page_starts(np.zeros(0, np.int32), np.zeros(0, np.int32)).tolist() == [0]
