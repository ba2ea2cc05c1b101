"""Real-checkpoint tests: `make parity` runs them (pytest -m real_model); the default run deselects them.

They need the verified EmbeddingGemma-300m in the cache (`make model` puts it there) and fail, rather
than skip, when it is missing: a parity run that checks nothing must not pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.real_model


@pytest.fixture(scope="session")
def real_model_dir() -> Path:
    from edge_export.model import EMBEDDINGGEMMA_300M, verify_model_dir
    from edge_export.paths import model_cache_dir

    folder = model_cache_dir()
    if not folder.is_dir():
        pytest.fail(f"real checkpoint not cached at {folder}: run `make model` first")
    verify_model_dir(folder, EMBEDDINGGEMMA_300M)
    return folder
