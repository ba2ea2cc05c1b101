"""Where things live: the cache (outside the repo) and the repo's schemas."""

from __future__ import annotations

import os
from pathlib import Path


def cache_root() -> Path:
    """`$EDGE_EXPORT_CACHE`, else `~/.cache/edge-export`. Weights never go into the repo."""
    env = os.environ.get("EDGE_EXPORT_CACHE")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "edge-export"


def model_cache_dir(name: str | None = None) -> Path:
    """The cache folder of checkpoint `name`, by default model.spec.MODEL_NAME."""
    # Imported here: edge_export.model imports this module (model.fetch needs cache_root).
    from .model.spec import MODEL_NAME

    return cache_root() / "models" / (MODEL_NAME if name is None else name)


def default_tokenizer_path() -> Path:
    return model_cache_dir() / "tokenizer.model"


def schema_path(filename: str) -> Path:
    """A schema shipped in the wheel (edge_export/schemas) or, in a source checkout, the repo's schemas/."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "schemas" / filename, here.parents[1] / "schemas" / filename):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"schema {filename} not found beside the package or in the repo's schemas/")
