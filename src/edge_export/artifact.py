"""What an export produces and a runtime reads back: the model file, its metadata file beside it, how it
was measured, and the file names, tensor names and signatures both sides agree on."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from .atomic import dump_json, write_text_atomic

TOKENIZER_FILE = "tokenizer.model"  # the checkpoint's (stock) tokenizer, in its folder

# The ONNX signature edge-export writes (export.onnx) and accepts (runtime.onnx).
INPUT_NAMES = ("input_ids", "attention_mask")
OUTPUT_NAME = "sentence_embedding"  # not "embedding": that name clashes with a node inside the graph
INPUT_TYPE = "tensor(int64)"
OUTPUT_TYPE = "tensor(float)"

TFLITE_IDENTIFIER = b"TFL3"  # flatbuffer file identifier, bytes 4-8 of every .tflite


@dataclass
class Parity:
    """Cosine of the artifact's vectors against the fp32 reference on a fixed set of texts."""

    texts: int
    cosine_mean: float
    cosine_min: float
    threshold_mean: float
    threshold_min: float

    @property
    def passed(self) -> bool:
        return self.cosine_mean >= self.threshold_mean and self.cosine_min >= self.threshold_min


@dataclass
class ExportedArtifact:
    path: Path
    format: str  # "tflite" | "onnx"
    recipe: str  # quantisation recipe, also in the file name
    seq_lens: list[int]  # fixed signatures (tflite) or [max] for a dynamic one (onnx)
    signatures: dict  # name → {"inputs": [...], "outputs": [...]} with name, shape, dtype
    embedding_dim: int
    tokenizer_sha256: str
    source_checkpoint: str
    conversion_s: float = 0.0
    peak_rss_mb: float = 0.0
    parity: Parity | None = None
    extra: dict = field(default_factory=dict)

    @property
    def metadata_path(self) -> Path:
        return metadata_path_for(self.path)

    @property
    def size_bytes(self) -> int:
        return self.path.stat().st_size

    def to_metadata(self) -> dict:
        data = asdict(self)
        data["path"] = self.path.name
        data["size_bytes"] = self.size_bytes
        return data

    def write_metadata(self) -> Path:
        write_text_atomic(self.metadata_path, dump_json(self.to_metadata()))
        return self.metadata_path

    @classmethod
    def from_metadata(cls, model_path: Path) -> "ExportedArtifact":
        """The artifact as its metadata file records it (an export a rerun reuses)."""
        meta = dict(read_metadata(model_path))
        meta.pop("size_bytes", None)
        meta["path"] = Path(model_path)
        meta["parity"] = Parity(**meta["parity"]) if meta.get("parity") else None
        return cls(**meta)


def table_tokenizer_path(model_path: Path) -> Path:
    """Where an export with a restricted table writes the tokenizer its model reads (embedding.table_tokenizer):
    beside it, `<stem>.tokenizer.model` (an `.ort` file shares its `.onnx` file's)."""
    return Path(model_path).with_suffix(".tokenizer.model")


def metadata_path_for(model_path: Path) -> Path:
    return Path(model_path).with_suffix(Path(model_path).suffix + ".json")


def read_metadata(model_path: Path) -> dict | None:
    path = metadata_path_for(model_path)
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def peak_rss_mb() -> float:
    """The process's high-water resident set size in MiB. Linux: VmHWM of /proc/self/status, which
    belongs to this program's address space; ru_maxrss would survive exec and report a large parent's
    peak in a freshly spawned child. Elsewhere ru_maxrss (KiB on Linux, bytes on macOS)."""
    try:
        for line in open("/proc/self/status", encoding="ascii"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    try:
        import resource
    except ImportError:  # Windows: no getrusage; 0 reads as "not measured"
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def describe_tensors(details: dict) -> list[dict]:
    """A signature's tensor details (LiteRT's {name: {shape, dtype, ...}}, Interpreter or CompiledModel)
    as [{name, shape, dtype}] in the signature's order."""
    return [{"name": name, "shape": [int(d) for d in info["shape"]], "dtype": np.dtype(info["dtype"]).name}
            for name, info in details.items()]


def read_signatures(interpreter) -> dict[str, dict]:
    """{signature name: {"inputs": [...], "outputs": [...]}} in file order (the first is the default),
    each tensor as {name, shape, dtype}, read back from the interpreter."""
    signatures = {}
    for name in interpreter.get_signature_list():
        runner = interpreter.get_signature_runner(name)
        signatures[name] = {"inputs": describe_tensors(runner.get_input_details()),
                            "outputs": describe_tensors(runner.get_output_details())}
    return signatures
