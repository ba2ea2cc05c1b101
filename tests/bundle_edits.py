"""Tests that change a bundle file behind the manifest's back re-hash it here, so that only the content checks
of verify-bundle see the change: the file's entry and the release's digests follow the new bytes."""

from __future__ import annotations

from pathlib import Path

from edge_export.bundle.manifest import file_entry, release_section


def rehash(folder: Path, manifest: dict, path: str) -> dict:
    """`manifest` (changed in place and returned) with `path`'s bytes and SHA-256 and its release redone."""
    entry = next(f for f in manifest["files"] if f["path"] == path)
    entry.update(file_entry(Path(folder), path, entry["role"]))
    if "release" in manifest:
        manifest["release"] = release_section(manifest["files"], manifest["release"]["version"])
    return manifest
