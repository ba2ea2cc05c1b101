"""Which of a bundle's files goes into which pack, copied and checked against the bundle's manifest.

The model pack: the files of role "model" and "tokenizer" and a model.json naming them (bytes, SHA-256), so
that an app which received the model alone can check it. The corpus pack: manifest.json as it is, and every
other file the manifest lists (corpus.db, vectors.bin, corpus_fts.db when the bundle has one, chunks.txt), in
several packs when together they are over one pack's size limit (corpus_parts). Every copied file is hashed
while it is written and compared with the manifest: a damaged bundle is refused, naming the file.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from ..atomic import dump_json
from ..bundle.files import bundle_file
from ..bundle.manifest import FORMAT as BUNDLE_FORMAT
from ..bundle.manifest import MANIFEST, MODEL_ROLES
from ..errors import InputError
from ..hashing import BLOCK_SIZE

MODEL_JSON = "model.json"
MODEL_FORMAT = "edge-export-model"
MODEL_FORMAT_VERSION = 1


@dataclass(frozen=True)
class PackFile:
    path: str  # its name in the bundle, and in the pack's assets sub-folder
    bytes: int
    sha256: str


AI_PACK, ASSET_PACK = "ai-pack", "asset-pack"


@dataclass(frozen=True)
class Pack:
    """One Gradle module: `<name>/build.gradle.kts` and its files in `<name>/src/main/assets/<name>/`."""

    name: str
    kind: str  # AI_PACK or ASSET_PACK
    delivery: str  # one of DELIVERY_TYPES
    files: tuple[PackFile, ...]

    @property
    def bytes(self) -> int:
        return sum(f.bytes for f in self.files)

    @property
    def plugin(self) -> str:
        return "com.android.ai-pack" if self.kind == AI_PACK else "com.android.asset-pack"

    @property
    def assets_dir(self) -> str:
        return f"{self.name}/src/main/assets/{self.name}"


@dataclass(frozen=True)
class BundleFiles:
    """A bundle folder read for packing: its manifest (as bytes, copied as they are, and parsed) and the
    manifest's file entries split between the two packs."""

    folder: Path
    manifest_bytes: bytes
    manifest: dict
    model: dict
    tokenizer: dict
    corpus: tuple[dict, ...]

    @property
    def name(self) -> str:
        return self.manifest["bundle"]


def read_bundle(folder: str | Path) -> BundleFiles:
    """InputError "<path>: <reason>" when the folder is no bundle, its manifest is unreadable, or it lists no
    model or tokenizer, a file twice, a path outside the folder, or a file that is not there."""
    folder = Path(folder)
    if not folder.is_dir():
        raise InputError(folder, "not a folder (expected a bundle folder such as android_assets/fr)")
    manifest_path = folder / MANIFEST
    try:
        raw = manifest_path.read_bytes()
    except FileNotFoundError:
        raise InputError(folder, "no manifest.json: not a bundle folder (build one with `edge-export bundle`)") from None
    except OSError as exc:
        raise InputError(manifest_path, f"cannot read ({exc.strerror or exc})") from None
    try:
        manifest = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # RecursionError: nested past the interpreter's stack
        raise InputError(manifest_path, f"not valid JSON ({exc})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != BUNDLE_FORMAT:
        raise InputError(manifest_path, f"not an edge-export bundle manifest (format is not {BUNDLE_FORMAT!r})")
    if not isinstance(manifest.get("bundle"), str) or not isinstance(manifest.get("files"), list):
        raise InputError(manifest_path, "lacks the bundle's name or its `files` list")
    entries = [_entry(manifest_path, folder, f) for f in manifest["files"]]
    paths = [e["path"] for e in entries]
    if len(set(paths)) != len(paths) or MANIFEST in paths:
        raise InputError(manifest_path, "lists a file twice (or lists manifest.json itself)")
    model, tokenizer = (_one(manifest_path, entries, role) for role in MODEL_ROLES)
    corpus = tuple(e for e in entries if e["role"] not in MODEL_ROLES)
    return BundleFiles(folder, raw, manifest, model, tokenizer, corpus)


def _entry(manifest_path: Path, folder: Path, entry) -> dict:
    if not (isinstance(entry, dict) and isinstance(entry.get("path"), str) and isinstance(entry.get("role"), str)
            and isinstance(entry.get("bytes"), int) and isinstance(entry.get("sha256"), str)):
        raise InputError(manifest_path, f"a `files` entry lacks its path, role, bytes or sha256: {entry!r}")
    name = PurePosixPath(entry["path"])
    if name.is_absolute() or len(name.parts) != 1 or name.name in ("", ".", ".."):
        raise InputError(manifest_path, f"file {entry['path']!r} is not a plain name in the bundle folder")
    if not (folder / entry["path"]).is_file():
        raise InputError(folder / entry["path"], f"missing (manifest.json lists it as the {entry['role']} file)")
    bundle_file(folder, entry["path"], f"the {entry['role']} file")  # no symlink out of the folder, no device
    return entry


def _one(manifest_path: Path, entries: list[dict], role: str) -> dict:
    found = [e for e in entries if e["role"] == role]
    if len(found) != 1:
        raise InputError(manifest_path, f"lists {len(found)} files of role {role!r}, expected one: "
                                        f"{'no model to pack' if not found else 'which one to pack is unclear'}")
    return found[0]


def copy_checked(source: Path, target: Path, entry: dict) -> PackFile:
    """Copy `source` to `target`, hashing what is written; InputError naming `source` when its bytes or
    SHA-256 differ from the manifest's `entry`."""
    digest, size = hashlib.sha256(), 0
    with open(source, "rb") as src, open(target, "wb") as dst:
        while block := src.read(BLOCK_SIZE):
            digest.update(block)
            dst.write(block)
            size += len(block)
    sha256 = digest.hexdigest()
    if (size, sha256) != (entry["bytes"], entry["sha256"]):
        raise InputError(source, f"{size} bytes, SHA-256 {sha256}, but manifest.json records {entry['bytes']} bytes, "
                                 f"SHA-256 {entry['sha256']}: the bundle is damaged (rebuild it, or see "
                                 "`edge-export verify-bundle`)")
    return PackFile(entry["path"], size, sha256)


CORPUS_DB_ROLE = "corpus_db"


def corpus_parts(manifest: PackFile, entries: tuple[dict, ...], limit: int) -> tuple[tuple[PackFile, ...], ...]:
    """The corpus pack's files (`manifest`, then the bundle's corpus `entries`) as one part, or as several of at
    most `limit` bytes each when together they are more: Play takes no asset pack over its limit.

    manifest.json and corpus.db open the first part: an app opens them by path (the manifest to read the bundle,
    the database for SQLite), so an app written for one corpus pack finds them where it did. The other files
    follow in the manifest's order, a new part starting when the next file would take the current one over
    `limit` (so the same bundle gives the same parts). A file over `limit` alone cannot be split: it ends up
    over the limit in a part, which check_sizes names. Within a part, the files are in the manifest's order,
    manifest.json first: a corpus that fits is listed exactly as one pack always was."""
    order = {e["path"]: i for i, e in enumerate(entries)}
    parts = [[manifest] + [planned(e) for e in entries if e["role"] == CORPUS_DB_ROLE]]
    for entry in entries:
        if entry["role"] == CORPUS_DB_ROLE:
            continue
        if sum(f.bytes for f in parts[-1]) + entry["bytes"] > limit:
            parts.append([])
        parts[-1].append(planned(entry))
    return tuple(tuple(sorted(part, key=lambda f: order.get(f.path, -1))) for part in parts)


def planned(entry: dict) -> PackFile:
    """A bundle file as the manifest records it (copy_checked then holds the copy to it)."""
    return PackFile(entry["path"], entry["bytes"], entry["sha256"])


def described(name: str, data: bytes) -> PackFile:
    """The PackFile of a file made here (model.json) or copied as read (manifest.json)."""
    return PackFile(name, len(data), hashlib.sha256(data).hexdigest())


def model_json(model: PackFile, tokenizer: PackFile) -> bytes:
    """The model pack's own description: which file is the model and which its tokenizer, with their hashes."""
    return dump_json({"format": MODEL_FORMAT, "format_version": MODEL_FORMAT_VERSION, "file": model.path,
                      "bytes": model.bytes, "sha256": model.sha256,
                      "tokenizer": {"file": tokenizer.path, "sha256": tokenizer.sha256}}).encode("utf-8")
