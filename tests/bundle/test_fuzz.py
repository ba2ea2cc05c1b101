"""Issue 60: a damaged or hostile bundle never crashes `edge-export verify-bundle` or `edge-export search`, hangs
them, or has them read outside the bundle's folder.

Seeded mutations of the tiny bundle: manifest fields deleted, retyped, huge, negative, NaN, nested thousands deep;
files truncated or altered; corpus.db's rows damaged; paths and symlinks pointing out of the folder (at a valid copy
of the same file, which would be accepted if it were read) or at /dev/zero; model.file naming another bundle file;
questions of a megabyte or with lone surrogates. Each case with and without the manifest's hashes recomputed. Every
outcome must be exit 0 or a named refusal (exit 1, no traceback), a case pointing out of the folder must be refused,
and none may run past CASE_SECONDS. `make test` runs QUICK_CASES; `make fuzz` runs FUZZ_CASES (env) of FUZZ_SEED.
A model altered with its hash recomputed reaches LiteRT's FlatBuffer verifier (runtime/litert.py): a crash there
would end the test process, which fails the run as surely.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import shutil
import signal
import sqlite3
import traceback
from pathlib import Path

import pytest

from bundle_edits import rehash
from edge_export.bundle.verify import verify_bundle
from edge_export.cli import main
from edge_export.errors import EdgeExportError

QUICK_CASES = 60
CASE_SECONDS = 30
FILES = ("corpus.db", "corpus_fts.db", "vectors.bin", "sentencepiece.model", "chunks.txt")
ROW_DAMAGE = (
    "UPDATE documents SET source = NULL WHERE id = 1",
    "UPDATE documents SET source = :long WHERE id = 1",
    "UPDATE documents SET id = 'x' WHERE id = 1",
    "UPDATE chunks SET text = :huge WHERE row = 1",
    "UPDATE chunks SET text = NULL",
    "UPDATE chunks SET text = x'fffe00'",
    "UPDATE chunks SET page = 'abc'",
    "UPDATE chunks SET document = 99",
    "UPDATE bm25_terms SET postings = x'' WHERE spilled IS NULL",
    "UPDATE bm25_terms SET postings = randomblob(40) WHERE spilled IS NULL",
    "UPDATE bm25_terms SET rows = -1",
    "UPDATE bm25_terms SET rows = 'many'",
    "UPDATE bm25_rows SET tokens = 'abc'",
    "UPDATE rag_vector_store SET text = NULL",
    "UPDATE rag_vector_store SET embeddings = 'text'",
    "UPDATE meta SET value = :long",
    "DELETE FROM bm25_rows",
    "DROP TABLE documents",
    "DELETE FROM chunks WHERE row = 3",
)


class CaseTimeout(Exception):
    pass


def _strange(rng: random.Random):
    return rng.choice([None, -1, 2**63, 10**400, float("nan"), float("inf"), "", "x" * (2 << 20), [1, "a"],
                       {"a": 1}, True])


def _containers(value, name=""):
    if isinstance(value, dict):
        yield name, value
        for key, child in value.items():
            yield from _containers(child, f"{name}.{key}")
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield from _containers(child, f"{name}[{i}]")


def _read_manifest(folder: Path) -> dict:
    return json.loads((folder / "manifest.json").read_text(encoding="utf-8"))


def _write_manifest(folder: Path, manifest) -> None:
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")


def _mutate_field(folder: Path, rng: random.Random) -> tuple[str, bool]:
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    name, container = rng.choice(list(_containers(manifest)))
    key = rng.choice(sorted(container))
    if rng.random() < 0.3:
        del container[key]
        what = f"{name}.{key} deleted"
    else:
        container[key] = value = _strange(rng)
        what = f"{name}.{key} = {'a 2 MB string' if isinstance(value, str) and len(value) > 20 else value!r:.40}"
    _write_manifest(folder, manifest)
    return what, False


def _nest(folder: Path, rng: random.Random) -> tuple[str, bool]:
    depth = rng.randrange(5_000, 100_000)
    key = rng.choice(['"retrieval": ', '"model": ', '"vectors": '])
    text = (folder / "manifest.json").read_text(encoding="utf-8")
    (folder / "manifest.json").write_text(text.replace(key, f'"x": {"[" * depth}{"]" * depth}, {key}', 1),
                                          encoding="utf-8")
    return f"JSON nested {depth} deep before {key.strip()}", False


def _point_outside(folder: Path, outside: Path, rng: random.Random) -> tuple[str, bool]:
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    entry = rng.choice(manifest["files"])
    name = entry["path"]
    kind = rng.randrange(7)
    if kind == 6:
        (folder / "manifest.json").unlink()
        (folder / "manifest.json").symlink_to(outside / "manifest.json")
        return "manifest.json a symlink out of the folder", True
    if kind == 0:
        entry["path"] = f"../{outside.name}/{name}"
    elif kind == 1:
        entry["path"] = str(outside / name)
    elif kind == 2:
        entry["path"] = "/dev/zero"
    elif kind == 3:
        (folder / name).unlink()
        (folder / name).symlink_to(outside / name)
        return f"{name} a symlink out of the folder", True
    elif kind == 4:
        (folder / name).unlink()
        (folder / name).symlink_to("/dev/zero")
        return f"{name} a symlink to /dev/zero", True
    else:
        section = rng.choice(["model", "tokenizer"])
        manifest[section]["file"] = rng.choice(["corpus.db", f"../{outside.name}/{manifest[section]['file']}"])
        _write_manifest(folder, manifest)
        return f"{section}.file = {manifest[section]['file']}", True
    if entry["role"] in ("model", "tokenizer"):
        manifest[entry["role"]]["file"] = entry["path"]  # both moved: only the path rule stands in the way
    _write_manifest(folder, manifest)
    return f"{name} listed as {entry['path']}", True


def _damage_file(folder: Path, rng: random.Random, model: str) -> tuple[str, bool]:
    name = rng.choice([*FILES, "manifest.json", model])
    data = bytearray((folder / name).read_bytes())
    kind = rng.randrange(3)
    if kind == 0:
        data = data[: rng.randrange(len(data))]
        what = f"truncated to {len(data)}"
    elif kind == 1:
        for _ in range(rng.randrange(1, 17)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        what = "bytes altered"
    else:
        at = rng.randrange(max(1, len(data) - 8))
        data[at: at + 8] = b"\xff" * 8
        what = f"8 bytes at {at} set to 0xFF"
    (folder / name).write_bytes(bytes(data))
    return f"{name} {what}", False


def _damage_rows(folder: Path, rng: random.Random) -> tuple[str, bool]:
    sql = rng.choice(ROW_DAMAGE)
    conn = sqlite3.connect(folder / "corpus.db")
    try:
        table = sql.split()[1]
        if sql.startswith("UPDATE") and table in ("documents", "chunks", "rag_vector_store"):
            # A copy without NOT NULL or types: a hostile file has any schema.
            conn.executescript(f"CREATE TABLE loose AS SELECT * FROM {table}; DROP TABLE {table}; "
                               f"ALTER TABLE loose RENAME TO {table};")
        conn.execute(sql, {"long": "n" * (2 << 20), "huge": "n" * (3 << 20)})
        conn.commit()
    finally:
        conn.close()
    return f"corpus.db: {sql}", False


def _rehash_all(folder: Path) -> None:
    """Every entry's bytes and SHA-256 made its file's, as a hostile publisher would (where that can still be done)."""
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        for entry in manifest["files"]:
            file = folder / entry["path"]
            if file.is_file() and not file.is_symlink() and file.resolve().is_relative_to(folder.resolve()):
                rehash(folder, manifest, entry["path"])
    except (OSError, ValueError, RecursionError, KeyError, TypeError, AttributeError, StopIteration):
        return  # not a manifest any more
    _write_manifest(folder, manifest)


def mutate(folder: Path, outside: Path, rng: random.Random) -> tuple[str, bool, str]:
    """Damages the bundle copy in `folder`: (what was done, whether it must be refused, the question to ask)."""
    model = _read_manifest(folder)["model"]["file"]
    family = rng.randrange(6)
    recompute = rng.random() < 0.5
    if family == 0:
        what, refuse = _mutate_field(folder, rng)
    elif family == 1:
        what, refuse = _nest(folder, rng)
    elif family == 2:
        (what, refuse), recompute = _point_outside(folder, outside, rng), False
    elif family == 3:
        what, refuse = _damage_file(folder, rng, model)
    elif family == 4:
        what, refuse = _damage_rows(folder, rng)
    else:
        what, refuse = "nothing", False
    if recompute:
        _rehash_all(folder)
    question = rng.choice(["classement rapide", "Qu'est-ce que le classement rapide ? \udc80\ud800",
                           "partie " * 150_000])
    return what + (", hashes recomputed" if recompute else ""), refuse, question


def _alarm(signum, frame):
    raise CaseTimeout()


# verify_bundle's rules that refuse a path before reading it (a schema rule: an absolute path or `..` in the manifest)
PATH_RULES = ("files:path", "manifest:unreadable", "schema:pattern", "schema:not")


def exercise(folder: Path, question: str) -> tuple[str | None, list[str]]:
    """(what went wrong or None, the readers that accepted the bundle's paths) through verify_bundle, `verify-bundle`
    and `search` (twice: the vector and the BM25 path)."""
    accepted = []
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            if not any(v.rule in PATH_RULES for v in verify_bundle(folder)):
                accepted.append("verify_bundle")
            for argv in (["verify-bundle", str(folder), "-q"], ["search", str(folder), question, "-k", "3"],
                         ["search", str(folder), question, "--mode", "bm25", "--json"]):
                code = main(argv)
                if code not in (0, 1):
                    return f"{argv[0]} exited {code}", accepted
                if code == 0:
                    accepted.append(" ".join(argv[:1] + argv[3:]))
    except CaseTimeout:
        return f"over {CASE_SECONDS} s", accepted
    except Exception:  # anything escaping main is a crash of the command
        return traceback.format_exc(limit=-3), accepted
    if "Traceback" in out.getvalue():
        return "printed a traceback", accepted
    return None, accepted


def campaign(bundle: Path, work: Path, cases: int, seed: int) -> list[str]:
    outside = work / "outside"
    shutil.copytree(bundle, outside)  # valid copies of every file: following a path out would succeed
    failures = []
    previous = signal.signal(signal.SIGALRM, _alarm)
    try:
        for i in range(cases):
            rng = random.Random(seed * 1_000_003 + i)
            folder = work / f"case-{i}"
            shutil.copytree(bundle, folder)
            what, must_refuse, question = mutate(folder, outside, rng)
            signal.alarm(CASE_SECONDS)
            try:
                failure, accepted = exercise(folder, question)
            finally:
                signal.alarm(0)
            if failure is None and must_refuse and accepted:
                failure = f"a path out of the folder was followed by {', '.join(accepted)}"
            if failure is not None:
                failures.append(f"case {i} ({what}): {failure}")
            shutil.rmtree(folder)
    finally:
        signal.signal(signal.SIGALRM, previous)
    return failures


def test_no_damage_crashes_hangs_or_reads_outside(tiny_bundle, tmp_path):
    cases = int(os.environ.get("FUZZ_CASES", QUICK_CASES))
    seed = int(os.environ.get("FUZZ_SEED", 60))
    failures = campaign(Path(tiny_bundle), tmp_path, cases, seed)
    assert not failures, f"{len(failures)} of {cases} cases failed:\n" + "\n".join(failures)


@pytest.mark.parametrize("path", ["../outside/corpus.db", "/etc/passwd", "a/../corpus.db", ""])
def test_a_path_out_of_the_folder_is_refused_naming_the_entry(tiny_bundle, tmp_path, capsys, path):
    folder = tmp_path / "bundle"
    shutil.copytree(tiny_bundle, folder)
    manifest = _read_manifest(folder)
    entry = next(i for i, f in enumerate(manifest["files"]) if f["role"] == "corpus_db")
    manifest["files"][entry]["path"] = path
    _write_manifest(folder, manifest)
    assert main(["search", str(folder), "classement"]) == 1
    assert main(["verify-bundle", str(folder)]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert f"files[{entry}].path" in err or "manifest.json" in err


def test_model_file_must_be_the_listed_model(tiny_bundle, tmp_path, capsys):
    folder = tmp_path / "bundle"
    shutil.copytree(tiny_bundle, folder)
    manifest = _read_manifest(folder)
    manifest["model"]["file"] = "corpus.db"
    _write_manifest(folder, manifest)
    assert main(["search", str(folder), "classement"]) == 1
    assert "model.file 'corpus.db' is not the files[] entry of role model" in capsys.readouterr().err
    assert any(v.rule == "files:path" for v in verify_bundle(folder))


def test_a_truncated_file_is_refused_at_open(tiny_bundle, tmp_path, capsys):
    folder = tmp_path / "bundle"
    shutil.copytree(tiny_bundle, folder)
    data = (folder / "vectors.bin").read_bytes()
    (folder / "vectors.bin").write_bytes(data[: len(data) // 2])
    assert main(["search", str(folder), "classement", "--mode", "bm25"]) == 1
    assert f"vectors.bin: {len(data) // 2} bytes, the manifest says {len(data)}" in capsys.readouterr().err


def test_a_question_is_bounded_and_its_lone_surrogates_replaced(tiny_bundle, capsys):
    from edge_export.tokenizer import MAX_CHARS_PER_TOKEN, bounded_text

    assert bounded_text("a\udc80b", None) == "a\ufffdb"
    assert len(bounded_text("x" * 10**6, 256)) == 256 * MAX_CHARS_PER_TOKEN
    assert main(["search", str(tiny_bundle), "classement \udc80" + " rapide" * 200_000, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["question"].startswith("classement \ufffd rapide")


def test_the_json_reader_bounds_depth_and_size(tmp_path):
    from edge_export.bundle.files import MAX_JSON_BYTES, read_json_file

    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100 + "]" * 100)
    with pytest.raises(EdgeExportError, match="nested deeper than 64"):
        read_json_file(deep)
    deeper = tmp_path / "deeper.json"
    deeper.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(EdgeExportError, match="nested deeper than 64"):
        read_json_file(deeper)
    big = tmp_path / "big.json"
    big.write_text('"' + "x" * MAX_JSON_BYTES + '"')
    with pytest.raises(EdgeExportError, match="bytes: over the"):
        read_json_file(big)
    with pytest.raises(EdgeExportError, match="not a regular file"):
        read_json_file(Path("/dev/zero"))


def test_a_damaged_model_with_its_hash_recomputed_never_reaches_litert(tiny_bundle, tmp_path, capsys):
    """LiteRT's CompiledModel crashes natively on some damaged flatbuffers: its verifier runs first."""
    folder = tmp_path / "bundle"
    shutil.copytree(tiny_bundle, folder)
    manifest = _read_manifest(folder)
    model = folder / manifest["model"]["file"]
    data = bytearray(model.read_bytes())
    data[0:4] = b"\xff\xff\xff\x7f"  # the root table's offset, past the end; the TFL3 identifier kept
    model.write_bytes(bytes(data))
    _write_manifest(folder, rehash(folder, manifest, model.name))
    assert main(["search", str(folder), "classement", "--mode", "vector"]) == 1
    assert "not a valid TFLite flatbuffer" in capsys.readouterr().err
