"""The error for a model file a LiteRT API refuses to load, shared by both APIs (runtime/litert*.py)."""

from __future__ import annotations

from pathlib import Path

from ..errors import ArtifactError


def load_error(path: Path, exc: Exception) -> ArtifactError:
    """ArtifactError naming `path` and the first line of the runtime's own message (a bare RuntimeError or
    ValueError from the wrapper)."""
    reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return ArtifactError(path, f"not a loadable TFLite model ({reason})")
