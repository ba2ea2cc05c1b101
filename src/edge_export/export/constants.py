"""Replace one constant's bytes in a converted `.tflite`, in place (same size, so no offset moves).

Why: the vocabulary restriction's nearest-token remap takes minutes to search on the real table, and
the conversion minutes more; they are independent but for that one constant. The model is converted
with a placeholder remap while the search runs in a second process, then the search's remap takes the
placeholder's bytes. The placeholder must be found in exactly one buffer, or nothing is written: the
file is then the one a conversion with the final remap gives (tests/export compares the two bytes).
"""

from __future__ import annotations

import numpy as np

from ..errors import EdgeExportError


def _buffer_spans(content: bytes) -> list[tuple[int, int]]:
    """(start, end) in `content` of every buffer's data: inline (`data`) or after the flatbuffer (`offset`)."""
    from ai_edge_litert import schema_py_generated as schema

    model = schema.Model.GetRootAsModel(content, 0)
    spans = []
    for index in range(model.BuffersLength()):
        buffer = model.Buffers(index)
        if buffer.Offset() > 1:  # 0 and 1 mean "no external data" in the schema
            spans.append((buffer.Offset(), buffer.Offset() + buffer.Size()))
        elif buffer.DataLength():
            start = buffer._tab.Vector(buffer._tab.Offset(4))  # field 0 (`data`): the vector's first byte
            spans.append((start, start + buffer.DataLength()))
    return spans


def replace_constant(content: bytes, old: np.ndarray, new: np.ndarray, *, what: str = "constant",
                     name="the converted model") -> bytes:
    """`content` with the one buffer holding exactly `old`'s bytes holding `new`'s (same dtype and shape);
    `name` (the file it becomes) heads the error."""
    if old.dtype != new.dtype or old.shape != new.shape:
        raise ValueError(f"{what}: {new.dtype}{list(new.shape)} cannot replace {old.dtype}{list(old.shape)}")
    wanted = np.ascontiguousarray(old).tobytes()
    found = {span for span in _buffer_spans(content) if span[1] - span[0] == len(wanted)
             and content[span[0] : span[1]] == wanted}
    if len(found) != 1:
        raise EdgeExportError(f"{name}: the converted model holds its {what} in {len(found)} buffers, not 1; "
                              "not written")
    (start, end), = found
    patched = bytearray(content)
    patched[start:end] = np.ascontiguousarray(new).tobytes()
    return bytes(patched)
