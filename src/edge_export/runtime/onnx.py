"""The ONNX back-end: an exported `.onnx` file (or its `.ort` form) run by onnxruntime on CPU.

The signature is edge-export's own (what `export.onnx` writes): int64 `input_ids` and `attention_mask`
[batch, sequence], both dimensions dynamic, and float `sentence_embedding` [batch, 768]. Anything
else is refused at load with an ArtifactError, rather than failing on the first embed.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ..artifact import INPUT_NAMES, INPUT_TYPE, OUTPUT_NAME, OUTPUT_TYPE
from ..errors import ArtifactError, EmbedDimMismatch
from ..model.spec import EXPECTED_DIM, REFERENCE_MAX_LEN
from ..tokenizer import Tokenizer
from .artifact_files import find_tokenizer, read_artifact_metadata
from .base import Embedder


ORT_FORMAT_IDENTIFIER = b"ORTM"  # bytes 4-8 of onnxruntime's ORT format (a FlatBuffer file identifier)


class OnnxEmbedder(Embedder):
    """Runs an exported ONNX model with onnxruntime's CPU provider.

    Tokenizer: `tokenizer_path` when given, else the `tokenizer.model` beside the artifact (where a
    bundle ships it); with neither, ArtifactError. The metadata records the tokenizer's SHA-256, not
    its path (a path would not survive the artifact being copied into an app); when there is metadata,
    the tokenizer found is checked against it, because another vocabulary gives plausible-looking but
    wrong vectors.

    Sequence length: `max_len` when given, else the metadata's `seq_lens`, else the reference's 2048
    (the graph is dynamic: this is only where texts are truncated).
    """

    backend = "onnx"
    dynamic = True  # batch and sequence are free in the graph: each batch runs at its longest text's length

    def __init__(self, artifact, *, tokenizer_path=None, threads: int | None = None, max_len: int | None = None):
        self.path = Path(artifact)
        metadata = read_artifact_metadata(self.path)
        self.session = _open_session(self.path, threads)
        _check_signature(self.session, self.path)
        tokenizer = Tokenizer(find_tokenizer(self.path, tokenizer_path, metadata))
        seq_lens = [max_len] if max_len else list((metadata or {}).get("seq_lens") or [REFERENCE_MAX_LEN])
        super().__init__(tokenizer, seq_lens, source=self.path)

    def _run(self, ids: np.ndarray) -> np.ndarray:
        ids = ids.astype(np.int64, copy=False)
        feed = {"input_ids": ids, "attention_mask": (ids != 0).astype(np.int64)}
        return self.session.run([OUTPUT_NAME], feed)[0]




def _open_session(path: Path, threads: int | None):
    import onnxruntime as ort

    if not path.is_file():
        raise ArtifactError(path, "no such ONNX model file" if not path.exists() else "not a file")
    options = ort.SessionOptions()
    with open(path, "rb") as fh:
        if fh.read(8)[4:] == ORT_FORMAT_IDENTIFIER:  # an .ort file under any name (a temporary one, say)
            options.add_session_config_entry("session.load_model_format", "ORT")
    if threads:
        options.intra_op_num_threads = threads
    try:
        return ort.InferenceSession(str(path), sess_options=options, providers=["CPUExecutionProvider"])
    except Exception as exc:  # onnxruntime raises its own types (InvalidProtobuf, Fail, InvalidGraph...)
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise ArtifactError(path, f"not a loadable ONNX model ({reason})") from None


def _check_signature(session, path: Path) -> None:
    """ArtifactError unless the inputs/outputs are ours; EmbedDimMismatch if the declared width is not 768."""
    inputs = {i.name: i for i in session.get_inputs()}
    outputs = {o.name: o for o in session.get_outputs()}
    ours = (
        set(inputs) == set(INPUT_NAMES)
        and all(i.type == INPUT_TYPE and len(i.shape) == 2 for i in inputs.values())
        and OUTPUT_NAME in outputs
        and outputs[OUTPUT_NAME].type == OUTPUT_TYPE
        and len(outputs[OUTPUT_NAME].shape) == 2
    )
    if not ours:
        found = (f"inputs {[(i.name, i.type, i.shape) for i in inputs.values()]}, "
                 f"outputs {[(o.name, o.type, o.shape) for o in outputs.values()]}")
        raise ArtifactError(path, f"signature is not edge-export's: expected int64 {' and '.join(INPUT_NAMES)} "
                                  f"[batch, sequence] → float {OUTPUT_NAME} [batch, {EXPECTED_DIM}], found {found}")
    width = outputs[OUTPUT_NAME].shape[1]
    if isinstance(width, int) and width != EXPECTED_DIM:  # a symbolic width is checked on every batch instead
        raise EmbedDimMismatch(path, EXPECTED_DIM, width)
