"""The bundle path rule and the bounded JSON reader: every file a bundle's manifest.json names is read through here.

A bundle is downloaded, so its manifest is untrusted input: a path in it may point out of the folder (`..`, an
absolute path, a symlink), at a device (`/dev/zero`, which never ends), or a JSON file may be nested deeply enough
to exhaust the stack. The Java library applies the same rule (android/.../BundlePath.java).
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path, PurePosixPath

from ..errors import InputError

MANIFEST = "manifest.json"
MAX_JSON_BYTES = 4 << 20  # a manifest of a million chunks is under 100 KB: 4 MB is damage, not a bundle
MAX_JSON_DEPTH = 64  # the manifest nests 5 deep


def path_problem(relative) -> str | None:
    """Why `relative` (a manifest's path) is not a plain relative path inside a folder; None when it is."""
    if not isinstance(relative, str) or not relative:
        return f"{relative!r} is not a file name"
    if "\0" in relative or "\\" in relative:
        return f"{relative!r} holds a NUL or a backslash"
    if relative.startswith("/") or (len(relative) > 1 and relative[1] == ":"):
        return f"{relative!r} is an absolute path"
    if any(part in ("", ".", "..") for part in relative.split("/")):
        return f"{relative!r} is not a plain relative path (an empty, '.' or '..' part)"
    return None


def bundle_file(folder: str | Path, relative, entry: str, *, must_exist: bool = True) -> Path:
    """`folder / relative` once it is a regular file inside `folder` with no symlink leading out (checked before any
    read); InputError naming `entry` (the manifest field, e.g. "files[2].path") otherwise. `must_exist`=False: a
    missing file is returned as is (the caller reports it)."""
    folder = Path(folder)
    problem = path_problem(relative)
    if problem is not None:
        raise InputError(folder / MANIFEST, f"{entry}: {problem}")
    path = folder / PurePosixPath(relative)
    try:
        real = path.resolve(strict=True)
    except FileNotFoundError:
        if must_exist:
            raise InputError(path, f"listed as {entry} but absent") from None
        return path
    except (OSError, RuntimeError) as exc:  # RuntimeError: a symlink loop (Python before 3.13)
        raise InputError(path, f"cannot resolve ({exc})") from None
    if not real.is_relative_to(folder.resolve()):
        raise InputError(path, f"{entry} leads out of the bundle folder (to {real})")
    if not stat.S_ISREG(os.stat(real).st_mode):
        raise InputError(path, f"{entry} is not a regular file")
    return path


def read_json_file(path: str | Path, max_bytes: int = MAX_JSON_BYTES, max_depth: int = MAX_JSON_DEPTH):
    """The JSON value of a regular file of at most `max_bytes`, nested at most `max_depth`; InputError otherwise."""
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            info = os.fstat(fh.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise InputError(path, "not a regular file")
            if info.st_size > max_bytes:
                raise InputError(path, f"{info.st_size} bytes: over the {max_bytes} a bundle's JSON file may have")
            data = fh.read(max_bytes + 1)
    except OSError as exc:
        raise InputError(path, f"cannot read ({exc.strerror or exc})") from None
    try:
        value = json.loads(data.decode("utf-8"))
    except RecursionError:
        raise InputError(path, f"nested deeper than {max_depth}") from None
    except ValueError as exc:  # UnicodeDecodeError and JSONDecodeError both are
        raise InputError(path, f"not valid JSON ({exc})") from None
    if _depth_over(value, max_depth):
        raise InputError(path, f"nested deeper than {max_depth}")
    return value


def _depth_over(value, max_depth: int) -> bool:
    """Whether `value` nests containers deeper than `max_depth` (walked without recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > max_depth:
                return True
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return False


def read_manifest(folder: str | Path) -> dict:
    """A bundle folder's manifest.json (bounded as read_json_file reads), an object; InputError otherwise."""
    folder = Path(folder)
    if not (folder / MANIFEST).exists():
        raise InputError(folder, "not a bundle (no manifest.json); build one with `edge-export bundle`")
    manifest = read_json_file(bundle_file(folder, MANIFEST, MANIFEST))
    if not isinstance(manifest, dict):
        raise InputError(path, "not a JSON object")
    return manifest


def listed_files(folder: str | Path, manifest: dict) -> dict[str, Path]:
    """{role: path} of the manifest's files[], each through bundle_file, and the manifest's model.file and
    tokenizer.file checked to be the files[] entries of those roles (a runtime opens them by those fields);
    InputError naming the entry otherwise. Missing files are returned (verify-bundle reports them)."""
    folder = Path(folder)
    entries = manifest.get("files")
    if not isinstance(entries, list):
        raise InputError(folder / MANIFEST, "files is not a list")
    out: dict[str, Path] = {}
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict) or not isinstance(entry.get("role"), str):
            raise InputError(folder / MANIFEST, f"files[{i}] is not an object with a role")
        out[entry["role"]] = bundle_file(folder, entry.get("path"), f"files[{i}].path", must_exist=False)
    for role in ("model", "tokenizer"):
        section = manifest.get(role)
        named = section.get("file") if isinstance(section, dict) else None
        if named is not None and (role not in out or folder / PurePosixPath(str(named)) != out[role]):
            raise InputError(folder / MANIFEST, f"{role}.file {named!r} is not the files[] entry of role {role}")
    return out


def checked_model(folder: str | Path, manifest: dict) -> Path:
    """The bundle's model file, once it is inside the folder and its size, TFLite identifier and SHA-256 are the
    manifest's: a runtime given a damaged flatbuffer can crash natively (no exception to catch), so nothing else
    reaches it. Hashes the model (about a second for 200 MB). InputError naming the file otherwise."""
    from ..artifact import TFLITE_IDENTIFIER
    from ..hashing import sha256_file

    path = listed_files(folder, manifest).get("model")
    entry = next((f for f in manifest["files"] if f.get("role") == "model"), None)
    if path is None or entry is None:
        raise InputError(Path(folder) / MANIFEST, "lists no model file")
    try:
        size = path.stat().st_size
        with open(path, "rb") as fh:
            header = fh.read(8)
        if size != entry["bytes"]:
            raise InputError(path, f"{size} bytes, the manifest says {entry['bytes']}: a damaged or partial copy")
        if header[4:8] != TFLITE_IDENTIFIER:
            raise InputError(path, "not a TFLite model (no TFL3 flatbuffer identifier)")
        if sha256_file(path) != entry["sha256"]:
            raise InputError(path, "SHA-256 differs from the manifest's: a damaged copy (the runtime is not run)")
    except OSError as exc:
        raise InputError(path, f"cannot read ({exc.strerror or exc})") from None
    return path
