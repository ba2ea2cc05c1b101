"""Bundles that live: the corpus (an asset pack) and the model (an AI pack) are delivered and updated apart. The
Java library's command line reads the tiny bundle split across the two pack folders exactly as the whole folder,
and refuses a corpus whose vectors another model made: exit 1, "manifest.json: ..." on stderr, before any
question. JUnit covers the same classes on hand-made bundles (android/src/test: ModelCheckTest)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess

import numpy as np
import pytest

MODEL_ROLES = ("model", "tokenizer")  # what the model pack holds; every other file is the corpus pack's


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture
def packs(tiny_bundle, tmp_path):
    """(corpus folder, model folder, the model's SHA-256, manifest): tiny_bundle's files split as the two packs'
    assets/ folders, with the model pack's model.json."""
    manifest = json.loads((tiny_bundle / "manifest.json").read_text(encoding="utf-8"))
    corpus, model = tmp_path / "corpus_pack" / "assets", tmp_path / "model_pack" / "assets"
    corpus.mkdir(parents=True)
    model.mkdir(parents=True)
    roles = {}
    for entry in manifest["files"]:
        roles[entry["role"]] = entry
        target = (model if entry["role"] in MODEL_ROLES else corpus) / entry["path"]
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(tiny_bundle / entry["path"], target)
    model_sha = roles["model"]["sha256"]
    # The bundle records the model its vectors were made with; until it does, the test writes what it will.
    assert manifest["vectors"].setdefault("model_sha256", model_sha) == model_sha
    (corpus / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (model / "model.json").write_text(json.dumps({
        "format": "edge-export-model", "format_version": 1, "file": roles["model"]["path"],
        "bytes": roles["model"]["bytes"], "sha256": model_sha,
        "tokenizer": {"file": roles["tokenizer"]["path"], "sha256": roles["tokenizer"]["sha256"]}}), encoding="utf-8")
    return corpus, model, model_sha, manifest


def _run(java_library, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*java_library.argv(), *map(str, args)], input="", capture_output=True, text=True,
                          encoding="utf-8")


def test_the_two_packs_read_as_the_whole_bundle(tiny_bundle, packs, java_library):
    corpus, model, _, manifest = packs
    questions = ["Qu'est-ce que le classement rapide ?", "l'arbitre", "Article 3.2"]
    split = ("--model-folder", str(model))
    assert java_library.run("tokenize", corpus, questions, *split) == java_library.run("tokenize", tiny_bundle, questions)
    outputs = np.random.default_rng(7).standard_normal((len(questions), manifest["model"]["output_dim"]))
    requests = [{"question": q, "output": o.tolist()} for q, o in zip(questions, outputs)]
    assert java_library.run("search", corpus, requests, *split) == java_library.run("search", tiny_bundle, requests)
    done = _run(java_library, "verify", corpus, *split)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stderr == "" and done.stdout.endswith(": every file matches the manifest\n")


@pytest.mark.parametrize("option", ["--model-folder", "--model-sha256"])
def test_a_model_of_another_release_is_refused(packs, java_library, option):
    corpus, model, model_sha, _ = packs
    other = _sha256(b"the model of another release")
    if option == "--model-folder":
        info = json.loads((model / "model.json").read_text(encoding="utf-8"))
        (model / "model.json").write_text(json.dumps({**info, "sha256": other}), encoding="utf-8")
        value = str(model)
    else:
        value = other
    for command in ("search", "verify"):
        done = _run(java_library, command, corpus, option, value)
        assert done.returncode == 1 and done.stdout == ""
        message = done.stderr.strip()
        assert message.startswith(f"manifest.json: the vectors were made with the model of SHA-256 {model_sha[:12]}")
        assert f"SHA-256 {other[:12]}" in message and "deliver the corpus and the model of the same release" in message


def test_a_corpus_that_records_no_model_is_named_not_refused(packs, java_library):
    corpus, model, _, manifest = packs
    del manifest["vectors"]["model_sha256"]
    (corpus / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    done = _run(java_library, "verify", corpus, "--model-folder", model, "--model-sha256", "0" * 64)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stderr.startswith("manifest.json: records no vectors.model_sha256")


def test_a_corpus_split_over_several_packs_reads_as_the_whole_bundle(tiny_bundle, java_library, tmp_path,
                                                                     monkeypatch):
    """android-packs' own output, its corpus split (Play's limit made tiny): the library reads the corpus packs'
    folders, the first (manifest.json, corpus.db) first, then the model pack's, as the whole bundle."""
    from edge_export.packs import limits
    from edge_export.packs.android_packs import write_android_packs

    manifest = json.loads((tiny_bundle / "manifest.json").read_text(encoding="utf-8"))
    corpus_files = [e for e in manifest["files"] if e["role"] not in MODEL_ROLES]
    head = (tiny_bundle / "manifest.json").stat().st_size + sum(e["bytes"] for e in corpus_files
                                                                if e["role"] == "corpus_db")
    monkeypatch.setattr(limits, "PACK_LIMIT", max(head, *(e["bytes"] for e in corpus_files)))
    # The tiny limit is the corpus's: the model pack may be over it, which is not what this test is about.
    run = write_android_packs(tiny_bundle, tmp_path / "packs", allow_oversize=True)
    corpus = [tmp_path / "packs" / p.assets_dir for p in run.packs[1:]]
    assert len(corpus) >= 2 and {"corpus.db", "manifest.json"} <= {p.name for p in corpus[0].iterdir()}
    split = [*(arg for folder in corpus[1:] for arg in ("--corpus-folder", str(folder))),
             "--model-folder", str(tmp_path / "packs" / run.packs[0].assets_dir)]
    questions = ["Qu'est-ce que le classement rapide ?", "l'arbitre", "Article 3.2"]
    assert java_library.run("tokenize", corpus[0], questions, *split) == java_library.run("tokenize", tiny_bundle,
                                                                                          questions)
    outputs = np.random.default_rng(7).standard_normal((len(questions), manifest["model"]["output_dim"]))
    requests = [{"question": q, "output": o.tolist()} for q, o in zip(questions, outputs)]
    assert java_library.run("search", corpus[0], requests, *split) == java_library.run("search", tiny_bundle, requests)
    done = _run(java_library, "verify", corpus[0], *split)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.endswith(": every file matches the manifest\n")
