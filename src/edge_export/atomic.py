"""Write outputs atomically: a crash or a bad input never leaves a half-written file behind."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


def _current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@contextmanager
def atomic_path(target: str | os.PathLike) -> Iterator[Path]:
    """Yield a temporary path beside `target`; rename it onto `target` only if the block succeeds."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    tmp_path = Path(tmp)
    try:
        yield tmp_path
        # mkstemp creates 0600; outputs are meant to be shared (copied into an app), so honour the umask.
        os.chmod(tmp_path, 0o666 & ~_current_umask())
        os.replace(tmp_path, target)
    finally:
        if tmp_path.exists():
            tmp_path.unlink()


def write_bytes_atomic(target: str | os.PathLike, data: bytes) -> None:
    with atomic_path(target) as tmp:
        tmp.write_bytes(data)


def write_text_atomic(target: str | os.PathLike, text: str) -> None:
    # newline="" keeps "\n" as written on every platform: outputs must be byte-identical.
    with atomic_path(target) as tmp:
        with open(tmp, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)


def dump_json(obj) -> str:
    """The one JSON layout of our output files: stable key order as built, 2-space indent, UTF-8."""
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def write_json_atomic(target: str | os.PathLike, obj) -> None:
    write_text_atomic(target, dump_json(obj))


def _old_copy(target: Path) -> Path:
    return target.with_name(f".{target.name}.old")


def recover_dir(target: Path) -> None:
    """Undo a publish_dir_atomic killed between its two renames: the previous folder comes back."""
    old = _old_copy(target)
    if old.exists():
        if target.exists():
            shutil.rmtree(old)
        else:
            os.replace(old, target)


def publish_dir_atomic(staging: Path, target: Path) -> None:
    """Move a fully built folder into place; an older `target` is replaced only once the new one is whole
    (a kill between the two renames leaves it as `.<name>.old`, which recover_dir puts back)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    recover_dir(target)
    if target.exists():
        old = _old_copy(target)
        os.replace(target, old)
        os.replace(staging, target)
        shutil.rmtree(old)
    else:
        os.replace(staging, target)
