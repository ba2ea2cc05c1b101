"""What an export produces: the model file, its metadata file beside it, and how it was measured."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..atomic import dump_json, write_text_atomic


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


def metadata_path_for(model_path: Path) -> Path:
    return Path(model_path).with_suffix(Path(model_path).suffix + ".json")


def read_metadata(model_path: Path) -> dict | None:
    path = metadata_path_for(model_path)
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None
