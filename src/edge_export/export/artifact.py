"""What an export produces: the model file, its metadata file beside it, and how it was measured."""

from __future__ import annotations

import json
import sys
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


def artifact_stem(model_dir) -> str:
    """`embeddinggemma-300m` for the pinned official checkpoint, else the folder's name (e.g. the tiny model).

    "Official" means every pinned file matches its SHA-256 (model.safetensors included: a few seconds,
    next to minutes of export), so a fine-tune kept in a folder of that name is not passed off as Google's.
    """
    from ..errors import ModelFetchError
    from ..model.fetch import verify_model_dir
    from ..model.spec import EMBEDDINGGEMMA_300M

    model_dir = Path(model_dir)
    try:
        verify_model_dir(model_dir, EMBEDDINGGEMMA_300M)
    except ModelFetchError:  # missing or differing files (HashMismatchError is one)
        return model_dir.resolve().name
    return EMBEDDINGGEMMA_300M.name


def peak_rss_mb() -> float:
    """The process's high-water resident set size in MiB (ru_maxrss: KiB on Linux, bytes on macOS)."""
    try:
        import resource
    except ImportError:  # Windows: no getrusage; 0 reads as "not measured"
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024
