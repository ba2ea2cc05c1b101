"""`edge-export android-packs BUNDLE -o DIR`: the bundle as Gradle modules for Google Play, and the app's lines.

DIR/
  <bundle>_model/build.gradle.kts                    AI pack (com.android.ai-pack)
  <bundle>_model/src/main/assets/<bundle>_model/     the .tflite, sentencepiece.model, model.json
  <bundle>_corpus/build.gradle.kts                   asset pack (com.android.asset-pack)
  <bundle>_corpus/src/main/assets/<bundle>_corpus/   manifest.json, corpus.db, vectors.bin, corpus_fts.db, chunks.txt
  settings.gradle.kts.snippet, app.build.gradle.kts.snippet, README.md, packs.json

A corpus over Play's limit for one pack (1.5 GB) is split into `<bundle>_corpus`, `<bundle>_corpus_2`, ...
(contents.corpus_parts: manifest.json and corpus.db in the first), each its own module with the same delivery.

The model's and the corpus's packs default to install-time: the app answers no question without the model (it
embeds the query) nor without the corpus, install-time packs are there at the first launch with no download to
wait for or code to write, they do not count against the base module's 200 MB (only the 4 GB of all modules and
install-time packs), and Play's patching updates only the pack that changed. fast-follow or on-demand
(--delivery, --model-delivery) keep the install small, at the price of a "not downloaded yet" state in the app.

Deterministic (the same bundle and options give the same bytes: no date, no absolute path) and atomic: built in
`.<DIR>.staging` beside DIR and renamed onto it; a rerun replaces DIR, a failed run leaves it as it was.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from .. import __version__
from ..atomic import dump_json, publish_dir_atomic
from ..errors import EdgeExportError, InputError
from . import DEFAULT_DELIVERY, DELIVERY_TYPES, gradle, limits
from .contents import (AI_PACK, ASSET_PACK, MANIFEST, MODEL_JSON, BundleFiles, Pack, copy_checked, corpus_parts,
                       described, model_json, planned, read_bundle)
from .limits import SizeCheck, check_sizes
from .names import check_pack_names, corpus_pack_names, derived_names
from .readme import readme

FORMAT = "edge-export-android-packs"
FORMAT_VERSION = 1
PACKS_JSON = "packs.json"
SETTINGS_SNIPPET = "settings.gradle.kts.snippet"
APP_SNIPPET = "app.build.gradle.kts.snippet"


@dataclass(frozen=True)
class AndroidPacks:
    path: Path  # DIR
    bundle: str
    packs: tuple[Pack, ...]  # the model's, then the corpus's (several when it is over one pack's limit)
    sizes: SizeCheck


def write_android_packs(bundle_dir: str | Path, output: str | Path, *,
                        model_delivery: str = DEFAULT_DELIVERY, corpus_delivery: str = DEFAULT_DELIVERY,
                        model_pack: str | None = None, corpus_pack: str | None = None,
                        allow_oversize: bool = False) -> AndroidPacks:
    """The packs of `bundle_dir` in `output`. EdgeExportError for a bad option, InputError "<path>: <reason>" for
    a bad bundle or output folder, EdgeExportError naming every Play size limit a pack breaks (unless
    `allow_oversize`: then they are in the result's `sizes.over`, and the caller warns)."""
    for option, delivery in (("--model-delivery", model_delivery), ("--delivery", corpus_delivery)):
        if delivery not in DELIVERY_TYPES:
            raise EdgeExportError(f"{option} {delivery!r}: expected one of {', '.join(DELIVERY_TYPES)}")
    bundle = read_bundle(bundle_dir)
    derived_model, derived_corpus = derived_names(bundle.name)
    model_name, corpus_name = model_pack or derived_model, corpus_pack or derived_corpus
    # Planned from the manifest (every copy is then checked against it), so that a pack over Play's limits
    # is refused before a byte is copied.
    parts = corpus_parts(described(MANIFEST, bundle.manifest_bytes), bundle.corpus, limits.PACK_LIMIT)
    check_pack_names(model_name, corpus_name, len(parts))
    output = Path(output)
    _check_output(bundle.folder, output)

    model_files = tuple(planned(e) for e in (bundle.model, bundle.tokenizer))
    model_description = model_json(*model_files)
    packs = (Pack(model_name, AI_PACK, model_delivery, model_files + (described(MODEL_JSON, model_description),)),
             *(Pack(name, ASSET_PACK, corpus_delivery, files)
               for name, files in zip(corpus_pack_names(corpus_name, len(parts)), parts)))
    sizes = check_sizes(packs)
    if sizes.over and not allow_oversize:
        raise EdgeExportError(f"{bundle.folder}: over Google Play's size limits: {'; '.join(sizes.over)} (counted "
                              "as the files' bytes; Play counts the compressed download: --allow-oversize writes "
                              "the packs anyway, and the Play Console has the last word)")

    staging = output.parent / f".{output.name}.staging"
    if staging.exists():  # a killed run's
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    try:
        _write_pack(staging, packs[0], bundle, (bundle.model, bundle.tokenizer), {MODEL_JSON: model_description})
        for pack in packs[1:]:
            _write_pack(staging, pack, bundle, bundle.corpus, {MANIFEST: bundle.manifest_bytes})
        _write_text(staging / SETTINGS_SNIPPET, gradle.settings_snippet(packs, bundle.name))
        _write_text(staging / APP_SNIPPET, gradle.app_snippet(packs, bundle.name))
        _write_text(staging / "README.md", readme(bundle.name, packs, sizes))
        _write_text(staging / PACKS_JSON, dump_json(_packs_json(bundle, packs, sizes)))
        publish_dir_atomic(staging, output)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return AndroidPacks(output, bundle.name, packs, sizes)


def _write_pack(root: Path, pack: Pack, bundle: BundleFiles, entries, written: dict[str, bytes]) -> None:
    """The module: build.gradle.kts, the bundle's files copied (and checked) and the files made here, in the
    order of `pack.files`."""
    module = root / pack.name
    assets = root / pack.assets_dir
    assets.mkdir(parents=True)
    _write_text(module / "build.gradle.kts", gradle.module_build_file(pack, bundle.name))
    by_path = {e["path"]: e for e in entries}
    for f in pack.files:
        if f.path in written:
            (assets / f.path).write_bytes(written[f.path])
        else:
            copy_checked(bundle.folder / f.path, assets / f.path, by_path[f.path])


def _write_text(path: Path, text: str) -> None:
    path.write_bytes(text.encode("utf-8"))  # "\n" on every platform: the same bytes everywhere


def _check_output(bundle: Path, output: Path) -> None:
    """InputError when DIR is, holds or lies in the bundle folder, or is a folder this verb did not write."""
    out, source = output.resolve(), bundle.resolve()
    if out == source or out in source.parents:
        raise InputError(output, f"holds the bundle folder {bundle}: replacing it would delete the bundle")
    if source in out.parents:
        raise InputError(output, f"lies inside the bundle folder {bundle}: choose a folder outside it")
    if output.exists() and not output.is_dir():
        raise InputError(output, "exists and is not a folder")
    if output.is_dir() and any(output.iterdir()) and not _written_here(output):
        raise InputError(output, f"exists and was not written by `edge-export android-packs` (no {PACKS_JSON} of "
                                 "its format): refusing to replace it; choose another folder or empty it")


def _written_here(folder: Path) -> bool:
    try:
        return json.loads((folder / PACKS_JSON).read_text(encoding="utf-8")).get("format") == FORMAT
    except (OSError, ValueError, AttributeError):
        return False


def _packs_json(bundle: BundleFiles, packs: tuple[Pack, ...], sizes: SizeCheck) -> dict:
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "tool": {"name": "edge-export", "version": __version__},
            "bundle": bundle.name, "bundle_manifest_sha256": described(MANIFEST, bundle.manifest_bytes).sha256,
            "packs": [{"name": p.name, "kind": p.kind, "plugin": p.plugin, "delivery": p.delivery,
                       "module": p.name, "assets": p.assets_dir, "bytes": p.bytes,
                       "files": [{"path": f.path, "bytes": f.bytes, "sha256": f.sha256} for f in p.files]}
                      for p in packs],
            "sizes": sizes.to_json()}
