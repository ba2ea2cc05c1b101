"""The LiteRT back-end: an exported `.tflite` file run by ai-edge-litert on CPU (XNNPACK).

Two APIs, the same vectors: `compiled` (the default), LiteRT's CompiledModel with XNNPACK's weight
cache (runtime/weight_cache.py: the packed weights are a memory-mapped file, not a private copy, which
halves the resident memory of a loaded model), and `interpreter`, the classic Interpreter.

The file is edge-export's when every signature takes one int32 [1, S] input (token ids, 0-padded)
and returns one float32 [1, D] output; the sequence lengths on offer are read from those signatures,
and each batch runs on the signature of exactly its length, one row at a time (batch-1 signatures, as
on the phone). Anything else is refused at load with an ArtifactError; D != 768 is EmbedDimMismatch.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ..artifact import TFLITE_IDENTIFIER, read_signatures
from ..errors import ArtifactError, EmbedDimMismatch
from ..model.spec import EXPECTED_DIM
from ..tokenizer import Tokenizer
from .artifact_files import find_tokenizer, read_artifact_metadata
from .base import Embedder
from .load_error import load_error


class LiteRTEmbedder(Embedder):
    """Runs an exported TFLite model with the LiteRT interpreter and its default XNNPACK delegate.

    Tokenizer: `tokenizer_path` when given, else the `tokenizer.model` beside the artifact (where a
    bundle ships it), else the path the export recorded in the metadata; with none, ArtifactError.
    When the metadata records the tokenizer's SHA-256, the tokenizer found must match it: another
    vocabulary gives plausible-looking but wrong vectors.
    """

    backend = "litert"

    def __init__(self, artifact, *, tokenizer_path=None, threads: int | None = None, api: str = "compiled",
                 weight_cache_dir=None):
        self.path = Path(artifact)
        metadata = read_artifact_metadata(self.path)
        _check_tflite_file(self.path)
        if api == "compiled":
            from .litert_compiled import CompiledSession

            verify_flatbuffer(self.path)
            self.session = CompiledSession(self.path, threads, weight_cache_dir)
        elif api == "interpreter":
            self.session = InterpreterSession(self.path, threads)
        else:
            raise ValueError(f"LiteRT api {api!r}: choose one of {', '.join(LITERT_APIS)}")
        self.api = api
        self.signatures = self.session.signatures
        if not self.signatures:
            raise ArtifactError(self.path, "signature is not edge-export's: the file has no signatures")
        self._by_len: dict[int, str] = {}  # seq_len → signature name
        for name, signature in self.signatures.items():
            seq_len = _check_signature(self.path, name, signature)
            self._by_len.setdefault(seq_len, name)  # two signatures of one length: the first (file order) serves
        tokenizer = Tokenizer(find_tokenizer(self.path, tokenizer_path, metadata))
        super().__init__(tokenizer, list(self._by_len), source=self.path)

    def signature_for(self, seq_len: int) -> str:
        """The name of the signature that runs ids of length `seq_len`."""
        return self._by_len[seq_len]

    def _run(self, ids: np.ndarray) -> np.ndarray:
        if ids.shape[1] not in self._by_len:
            raise ValueError(f"{self.path}: no signature of length {ids.shape[1]} (has {self.seq_lens})")
        name = self._by_len[ids.shape[1]]
        ids = ids.astype(np.int32, copy=False)
        return np.vstack([self.session.run(name, ids[row : row + 1]) for row in range(ids.shape[0])])


LITERT_APIS = ("compiled", "interpreter")


class InterpreterSession:
    """The classic Interpreter API (its default op resolver applies XNNPACK to every signature)."""

    def __init__(self, path: Path, threads: int | None):
        self.interpreter = _open_interpreter(path, threads)
        self.signatures = read_signatures(self.interpreter)
        self._runners = {name: (self.interpreter.get_signature_runner(name), s["inputs"][0]["name"],
                                s["outputs"][0]["name"]) for name, s in self.signatures.items()}

    def run(self, name: str, ids: np.ndarray) -> np.ndarray:
        runner, input_name, output_name = self._runners[name]
        return runner(**{input_name: ids})[output_name]


def _check_signature(path: Path, name: str, signature: dict) -> int:
    """The signature's sequence length; ArtifactError unless it is int32 [1, S] → float32 [1, D]."""
    inputs, outputs = signature["inputs"], signature["outputs"]
    ours = (len(inputs) == 1 and inputs[0]["dtype"] == "int32" and len(inputs[0]["shape"]) == 2
            and inputs[0]["shape"][0] == 1 and inputs[0]["shape"][1] > 0
            and len(outputs) == 1 and outputs[0]["dtype"] == "float32" and len(outputs[0]["shape"]) == 2
            and outputs[0]["shape"][0] == 1)
    if not ours:
        found = f"inputs {_brief(inputs)}, outputs {_brief(outputs)}"
        raise ArtifactError(path, f"signature is not edge-export's: {name!r} should take one int32 [1, S] "
                                  f"(token ids) and return one float32 [1, {EXPECTED_DIM}], found {found}")
    if outputs[0]["shape"][1] != EXPECTED_DIM:
        raise EmbedDimMismatch(path, EXPECTED_DIM, outputs[0]["shape"][1])
    return inputs[0]["shape"][1]


def _brief(tensors: list[dict]) -> str:
    return "[" + ", ".join(f"{t['name']}: {t['dtype']}{t['shape']}" for t in tensors) + "]"


def _check_tflite_file(path: Path) -> None:
    if not path.is_file():
        raise ArtifactError(path, "no such TFLite model file")
    with open(path, "rb") as fh:
        header = fh.read(8)
    if header[4:8] != TFLITE_IDENTIFIER:  # checked here: the runtimes' own errors are bare RuntimeErrors
        raise ArtifactError(path, "not a TFLite model (no TFL3 flatbuffer identifier)")


def verify_flatbuffer(path: Path) -> None:
    """LiteRT's CompiledModel loads a flatbuffer unverified, and a damaged one crashes it natively (signal 11, no
    exception to catch: measured on altered copies of the tiny model, 18 of 40). The Interpreter's loader runs the
    FlatBuffer verifier, so the file goes through it first, without the XNNPACK delegate (about 2 s for 160 MB)."""
    from ai_edge_litert.interpreter import Interpreter, OpResolverType

    try:
        Interpreter(model_path=str(path), experimental_op_resolver_type=OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES)
    except Exception as exc:  # ValueError "not a valid Flatbuffer buffer", RuntimeError: the loader's own errors
        raise ArtifactError(path, f"not a valid TFLite flatbuffer ({str(exc).strip()})") from None


def _open_interpreter(path: Path, threads: int | None):
    from ai_edge_litert.interpreter import Interpreter

    from .litert_logging import apply_log_level

    apply_log_level()
    try:
        # The default op resolver applies XNNPACK to every signature.
        interpreter = Interpreter(model_path=str(path), **({"num_threads": threads} if threads else {}))
    except Exception as exc:  # the interpreter raises ValueError/RuntimeError on a corrupt flatbuffer
        raise load_error(path, exc) from None
    return interpreter
