"""What a runtime finds beside an exported model: its metadata JSON and the tokenizer it was made with."""

from __future__ import annotations

from pathlib import Path

from ..artifact import TOKENIZER_FILE, metadata_path_for, read_metadata, table_tokenizer_path
from ..errors import ArtifactError
from ..hashing import sha256_file


def read_artifact_metadata(path: Path) -> dict | None:
    """The model's `<file>.json`, or None when it has none (a file copied without it still runs)."""
    try:
        return read_metadata(path)
    except (OSError, ValueError) as exc:  # ValueError covers JSONDecodeError and bad UTF-8
        raise ArtifactError(metadata_path_for(path), f"unreadable metadata ({exc})") from None


def find_tokenizer(path: Path, tokenizer_path, metadata: dict | None) -> Path:
    """`tokenizer_path`, else the table's tokenizer beside the model (`<stem>.tokenizer.model`, a restricted table's
    export), else `tokenizer.model` beside it, else the path its metadata recorded; checked against the SHA-256 the
    export recorded, since another vocabulary (or the stock one for a table that re-splits) gives wrong vectors."""
    if tokenizer_path:
        candidate = Path(tokenizer_path)
        if not candidate.is_file():
            raise ArtifactError(path, f"no tokenizer: {candidate} does not exist")
    else:
        recorded = ((metadata or {}).get("extra") or {}).get("tokenizer_path")
        found = [p for p in (table_tokenizer_path(path), path.parent / TOKENIZER_FILE, Path(recorded) if recorded else None)
                 if p and p.is_file()]
        if not found:
            where = f"no {TOKENIZER_FILE} beside it" + (f" and {recorded} (from its metadata) is gone" if recorded
                                                         else " and no tokenizer path in its metadata")
            raise ArtifactError(path, f"no tokenizer: {where}; pass tokenizer_path")
        candidate = found[0]
    expected = (metadata or {}).get("tokenizer_sha256")
    if expected:
        actual = sha256_file(candidate)
        if actual != expected:
            raise ArtifactError(path, f"tokenizer {candidate} (sha256 {actual[:12]}…) is not the one this model "
                                      f"was exported with (sha256 {expected[:12]}…)")
    return candidate
