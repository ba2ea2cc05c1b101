"""vectors.bin as edge-export writes it, refused by the Java library when it is not whole, as edge-export's
open_vector_file refuses it and with the same reason: a bad magic, a version or a format code or a width it
does not read, a truncated file, one byte too many, a section moved, version 1's header on version 2's sections.
(Whole files are read by every other test here: the tiny bundle's in test_replay_java.py, a version 1 copy of it
there too, 9,000 rows in test_two_stage_java.py; the reader on files the Java tests write is android/src/test's
VectorFileTest.)"""

from __future__ import annotations

import json
import shutil
import struct

import pytest

from bundle_edits import rehash
from edge_export.db.vector_file import open_vector_file
from edge_export.errors import EdgeExportError, InputError


def _alter(data: bytes, case: str) -> bytes:
    if case == "magic":
        return b"X" + data[1:]
    if case == "short":
        return data[:40]
    if case == "version":
        return data[:8] + struct.pack("<I", 3) + data[12:]
    if case == "older":  # version 1's moments, float64 and whole, would take more bytes
        return data[:8] + struct.pack("<I", 1) + data[12:]
    if case == "format":
        return data[:24] + struct.pack("<I", 7) + data[28:]
    if case == "dims":
        return data[:12] + struct.pack("<I", 12) + data[16:]
    if case == "truncated":
        return data[:-1]
    if case == "longer":
        return data + b"\0"
    if case == "moved":
        return data[:40] + struct.pack("<Q", struct.unpack_from("<Q", data, 40)[0] + 64) + data[48:]
    raise ValueError(case)


@pytest.mark.parametrize("case", ["magic", "short", "version", "older", "format", "dims", "truncated", "longer",
                                  "moved"])
def test_a_file_that_is_not_whole_is_refused_as_edge_export_refuses_it(tiny_bundle, tmp_path, java_library, case):
    folder = tmp_path / "bundle"
    shutil.copytree(tiny_bundle, folder)
    path = folder / "vectors.bin"
    path.write_bytes(_alter(path.read_bytes(), case))
    # Its size recorded as it now is: the header is what refuses it, not the size check at open.
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    (folder / "manifest.json").write_text(json.dumps(rehash(folder, manifest, "vectors.bin")), encoding="utf-8")
    with pytest.raises(InputError) as python:
        open_vector_file(path)
    with pytest.raises(EdgeExportError) as java:
        java_library.run("search", folder, [{"question": "l'arbitre", "output": [1.0] + [0.0] * 767}])
    # The library names the file by its manifest path; the reason is edge-export's, word for word (its own
    # version line says "this library" where edge-export says "this edge-export").
    reason = python.value.reason.replace("this edge-export reads", "this library reads")
    assert f"vectors.bin: {reason}" in str(java.value)

