"""`edge-export diff OLD NEW`: what an app must fetch to go from one release of a bundle to the next.

Each file of either manifest, by path: same (SHA-256 equal), changed, added or removed, with its bytes; the
bytes to download are the changed and added files' new bytes. The model and its tokenizer are delivered apart
from the corpus (packs/), so the two are totalled apart: a corpus update must download no model byte.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

from ..errors import InputError
from .files import read_json_file
from .manifest import MANIFEST, MODEL_ROLES


@dataclass(frozen=True)
class FileChange:
    path: str
    role: str
    status: str  # same | changed | added | removed
    old_bytes: int | None
    new_bytes: int | None

    @property
    def download_bytes(self) -> int:
        return self.new_bytes if self.status in ("changed", "added") else 0

    @property
    def part(self) -> str:
        return "model" if self.role in MODEL_ROLES else "corpus"


@dataclass(frozen=True)
class BundleDiff:
    old_version: str | None
    new_version: str | None
    files: tuple[FileChange, ...]

    def download_bytes(self, part: str | None = None) -> int:
        return sum(f.download_bytes for f in self.files if part in (None, f.part))

    def to_json(self) -> dict:
        return {"old_version": self.old_version, "new_version": self.new_version,
                "files": [{**asdict(f), "download_bytes": f.download_bytes} for f in self.files],
                "download_bytes": {"total": self.download_bytes(), "corpus": self.download_bytes("corpus"),
                                   "model": self.download_bytes("model")}}


def read_manifest(folder: Path) -> dict:
    path = Path(folder) / MANIFEST
    if not path.exists():
        raise InputError(folder, "no manifest.json: not a bundle folder")
    try:
        manifest = read_json_file(path)
    except InputError as exc:
        raise InputError(path, f"cannot read ({exc.reason})") from None
    if not isinstance(manifest, dict) or not isinstance(manifest.get("files"), list):
        raise InputError(path, "no `files` list: not an edge-export manifest")
    return manifest


def diff_bundles(old: Path, new: Path) -> BundleDiff:
    before, after = read_manifest(old), read_manifest(new)
    old_files = {f["path"]: f for f in before["files"]}
    new_files = {f["path"]: f for f in after["files"]}
    changes = []
    for path in sorted(old_files.keys() | new_files.keys()):
        was, now = old_files.get(path), new_files.get(path)
        status = ("added" if was is None else "removed" if now is None
                  else "same" if was["sha256"] == now["sha256"] else "changed")
        changes.append(FileChange(path, (now or was)["role"], status, was and was["bytes"], now and now["bytes"]))
    version = lambda manifest: (manifest.get("release") or {}).get("version")  # noqa: E731
    return BundleDiff(version(before), version(after), tuple(changes))


def render(diff: BundleDiff) -> str:
    def size(n: int | None) -> str:
        return "-" if n is None else f"{n / 1e6:,.1f} MB"

    lines = [f"release {diff.old_version or '(none recorded)'} -> {diff.new_version or '(none recorded)'}",
             f"{'status':<8} {'part':<6} {'old':>10} {'new':>10}  file"]
    lines += [f"{f.status:<8} {f.part:<6} {size(f.old_bytes):>10} {size(f.new_bytes):>10}  {f.path}" for f in diff.files]
    lines.append(f"to download: {size(diff.download_bytes())} (corpus {size(diff.download_bytes('corpus'))}, "
                 f"model {size(diff.download_bytes('model'))})")
    return "\n".join(lines)
