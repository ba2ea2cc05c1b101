"""`edge-export android-packs`: the Gradle modules written for a bundle, checked against the documented DSL.

No Android Gradle plugin runs here: the modules' files, names and values are compared with what the Play pages
document (packs/gradle.py names them): plugin ids, `aiPack` / `assetPack`, `packName`, `deliveryType`, the
app's `assetPacks`, the assets' folder, model.json's fields and hashes. The bundle is a fake one: small files
and a manifest carrying their real bytes and SHA-256 (the packs copy files; they never open them).
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
from pathlib import Path

import pytest

from edge_export.cli import main
from edge_export.errors import EdgeExportError, InputError
from edge_export.packs import limits
from edge_export.packs.android_packs import write_android_packs
from edge_export.packs.contents import MANIFEST, corpus_parts, described
from edge_export.packs.names import PACK_NAME, derived_names

REPO = Path(__file__).resolve().parents[2]
MODEL = "embeddinggemma-300m_seq256_tiny.tflite"
FILES = {MODEL: ("model", b"TFL3" + bytes(range(256)) * 8), "sentencepiece.model": ("tokenizer", b"spm" * 300),
         "corpus.db": ("corpus_db", b"SQLite format 3\0" + b"\1" * 4000), "corpus_fts.db": ("fts_db", b"fts" * 500),
         "chunks.txt": ("chunks_text", "<chunk_splitter>\nUn texte. [Source: a.pdf, Page 1]\n".encode())}


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def make_bundle(folder: Path, name: str = "fr", files: dict = FILES) -> Path:
    folder.mkdir(parents=True)
    entries = []
    for path, (role, data) in sorted(files.items()):
        (folder / path).write_bytes(data)
        entries.append({"path": path, "role": role, "bytes": len(data), "sha256": sha256(data)})
    manifest = {"format": "edge-export-bundle", "format_version": 1, "bundle": name, "files": entries,
                "model": {"file": MODEL}}
    (folder / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return folder


@pytest.fixture
def bundle(tmp_path) -> Path:
    return make_bundle(tmp_path / "android_assets" / "fr")


def tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_the_fr_bundle_becomes_an_ai_pack_and_an_asset_pack(bundle, tmp_path):
    out = tmp_path / "packs"
    run = write_android_packs(bundle, out)
    assert [(p.name, p.kind, p.delivery) for p in run.packs] == [("fr_model", "ai-pack", "install-time"),
                                                                  ("fr_corpus", "asset-pack", "install-time")]
    assert sorted(tree(out)) == [
        "README.md", "app.build.gradle.kts.snippet",
        "fr_corpus/build.gradle.kts", "fr_corpus/src/main/assets/fr_corpus/chunks.txt",
        "fr_corpus/src/main/assets/fr_corpus/corpus.db", "fr_corpus/src/main/assets/fr_corpus/corpus_fts.db",
        "fr_corpus/src/main/assets/fr_corpus/manifest.json",
        "fr_model/build.gradle.kts", f"fr_model/src/main/assets/fr_model/{MODEL}",
        "fr_model/src/main/assets/fr_model/model.json", "fr_model/src/main/assets/fr_model/sentencepiece.model",
        "packs.json", "settings.gradle.kts.snippet"]
    for path, (role, data) in FILES.items():  # the bundle's bytes, each in its pack's assets sub-folder
        pack = "fr_model" if role in ("model", "tokenizer") else "fr_corpus"
        assert (out / pack / "src/main/assets" / pack / path).read_bytes() == data
    assert (out / "fr_corpus/src/main/assets/fr_corpus/manifest.json").read_bytes() == (bundle / "manifest.json").read_bytes()


def test_module_build_files_use_the_documented_plugins_and_dsl(bundle, tmp_path):
    write_android_packs(bundle, tmp_path / "packs")
    model = (tmp_path / "packs/fr_model/build.gradle.kts").read_text()
    corpus = (tmp_path / "packs/fr_corpus/build.gradle.kts").read_text()
    # https://developer.android.com/google/play/on-device-ai: plugins { id 'com.android.ai-pack' } aiPack { packName
    # = ...; dynamicDelivery { deliveryType = ... } }
    assert 'id("com.android.ai-pack")' in model and "aiPack {" in model
    assert re.search(r'aiPack \{\s+packName = "fr_model"\s+dynamicDelivery \{\s+deliveryType = "install-time"\s+\}\s+\}',
                     model)
    # https://developer.android.com/guide/playcore/asset-delivery/integrate-java, step 3, Kotlin
    assert 'id("com.android.asset-pack")' in corpus and "aiPack" not in corpus
    assert re.search(r'assetPack \{\s+packName.set\("fr_corpus"\)\s+dynamicDelivery \{\s+'
                     r'deliveryType.set\("install-time"\)\s+\}\s+\}', corpus)


def test_model_json_names_the_model_and_tokenizer_with_their_sha256(bundle, tmp_path):
    write_android_packs(bundle, tmp_path / "packs")
    assets = tmp_path / "packs/fr_model/src/main/assets/fr_model"
    description = json.loads((assets / "model.json").read_text())
    assert description == {"format": "edge-export-model", "format_version": 1, "file": MODEL,
                           "bytes": len(FILES[MODEL][1]), "sha256": sha256((assets / MODEL).read_bytes()),
                           "tokenizer": {"file": "sentencepiece.model",
                                         "sha256": sha256((assets / "sentencepiece.model").read_bytes())}}
    assert description["sha256"] == sha256(FILES[MODEL][1])


def test_snippets_include_the_modules_and_list_the_packs(bundle, tmp_path):
    write_android_packs(bundle, tmp_path / "packs")
    settings = (tmp_path / "packs/settings.gradle.kts.snippet").read_text()
    app = (tmp_path / "packs/app.build.gradle.kts.snippet").read_text()
    assert re.findall(r'^include\("(:\w+)"\)$', settings, re.M) == [":fr_model", ":fr_corpus"]
    assert 'assetPacks += listOf(":fr_model", ":fr_corpus")' in app
    assert 'androidResources {\n        noCompress += listOf("tflite", "db", "bin")\n    }' in app
    assert "implementation(" not in app  # install-time packs need no Play library
    packs = json.loads((tmp_path / "packs/packs.json").read_text())
    assert [(p["name"], p["plugin"], p["assets"]) for p in packs["packs"]] == [
        ("fr_model", "com.android.ai-pack", "fr_model/src/main/assets/fr_model"),
        ("fr_corpus", "com.android.asset-pack", "fr_corpus/src/main/assets/fr_corpus")]
    assert all(f["sha256"] == sha256((tmp_path / "packs" / p["assets"] / f["path"]).read_bytes())
               for p in packs["packs"] for f in p["files"])


@pytest.mark.parametrize("model_delivery, corpus_delivery, libraries", [
    ("install-time", "fast-follow", ["com.google.android.play:asset-delivery:2.3.0"]),
    ("on-demand", "install-time", ["com.google.android.play:ai-delivery:0.1.1-alpha01"]),
    ("fast-follow", "on-demand", ["com.google.android.play:ai-delivery:0.1.1-alpha01",
                                  "com.google.android.play:asset-delivery:2.3.0"])])
def test_delivery_types_reach_the_modules_and_the_app_gets_play_s_library(bundle, tmp_path, model_delivery,
                                                                           corpus_delivery, libraries):
    write_android_packs(bundle, tmp_path / "packs", model_delivery=model_delivery, corpus_delivery=corpus_delivery)
    assert f'deliveryType = "{model_delivery}"' in (tmp_path / "packs/fr_model/build.gradle.kts").read_text()
    assert f'deliveryType.set("{corpus_delivery}")' in (tmp_path / "packs/fr_corpus/build.gradle.kts").read_text()
    app = (tmp_path / "packs/app.build.gradle.kts.snippet").read_text()
    assert re.findall(r'implementation\("([^"]+)"\)', app) == libraries
    readme = (tmp_path / "packs/README.md").read_text()
    if corpus_delivery != "install-time":
        assert 'AssetPackManager.getPackLocation("fr_corpus")?.assetsPath()' in readme


@pytest.mark.parametrize("bundle_name, expected", [("fr", ("fr_model", "fr_corpus")),
                                                   ("debian-en.v2", ("debian_en_v2_model", "debian_en_v2_corpus")),
                                                   ("2024", ("bundle_2024_model", "bundle_2024_corpus")),
                                                   ("é", ("bundle_model", "bundle_corpus"))])
def test_pack_names_derived_from_the_bundle_follow_play_s_rule(bundle_name, expected):
    assert derived_names(bundle_name) == expected
    assert all(PACK_NAME.fullmatch(name) for name in expected)


def test_pack_names_can_be_set_and_are_checked(bundle, tmp_path):
    run = write_android_packs(bundle, tmp_path / "packs", model_pack="gemma_embedder", corpus_pack="rules_fr")
    assert [p.name for p in run.packs] == ["gemma_embedder", "rules_fr"]
    assert (tmp_path / "packs/rules_fr/src/main/assets/rules_fr/corpus.db").is_file()
    for model, corpus, message in [("fr-model", None, "--model-pack 'fr-model': a pack name starts with a letter"),
                                   (None, "_x", "--corpus-pack '_x'"), ("base", None, "own module is named 'base'"),
                                   ("same", "same", "both 'same'")]:
        with pytest.raises(EdgeExportError, match=re.escape(message)):
            write_android_packs(bundle, tmp_path / "other", model_pack=model, corpus_pack=corpus)
    assert not (tmp_path / "other").exists()


def test_output_is_deterministic_and_a_rerun_replaces_it(bundle, tmp_path):
    first, second = tmp_path / "a" / "packs", tmp_path / "b" / "packs"
    write_android_packs(bundle, first)
    write_android_packs(bundle, second)
    assert tree(first) == tree(second)
    (first / "fr_corpus/src/main/assets/fr_corpus/stale.txt").write_text("from an older run")
    write_android_packs(bundle, first, corpus_delivery="on-demand")
    assert not (first / "fr_corpus/src/main/assets/fr_corpus/stale.txt").exists()
    assert 'deliveryType.set("on-demand")' in (first / "fr_corpus/build.gradle.kts").read_text()
    assert [p.name for p in first.parent.iterdir()] == ["packs"]  # no staging or old copy left beside it
    assert str(tmp_path) not in "".join(data.decode("utf-8", "replace") for data in tree(first).values())


def test_a_file_that_differs_from_the_manifest_is_refused_and_the_old_output_kept(bundle, tmp_path):
    out = tmp_path / "packs"
    write_android_packs(bundle, out)
    before = tree(out)
    (bundle / MODEL).write_bytes(FILES[MODEL][1][:-1] + b"!")  # same size, other bytes
    with pytest.raises(InputError, match=rf"^{re.escape(str(bundle / MODEL))}: .*SHA-256 .* manifest.json records"):
        write_android_packs(bundle, out, corpus_delivery="fast-follow")
    assert tree(out) == before
    assert sorted(p.name for p in out.parent.iterdir()) == ["android_assets", "packs"]


@pytest.mark.parametrize("damage, where, reason", [
    (lambda b: b.rename(b.with_name("moved")), "", "not a folder"),
    (lambda b: (b / "manifest.json").unlink(), "", "no manifest.json: not a bundle folder"),
    (lambda b: (b / "manifest.json").write_text("{not json"), "manifest.json", "not valid JSON"),
    (lambda b: (b / MODEL).unlink(), MODEL, "missing (manifest.json lists it as the model file)"),
    (lambda b: _edit_manifest(b, lambda m: m["files"].pop(-1)), "manifest.json",
     "lists 0 files of role 'tokenizer', expected one"),
    (lambda b: _edit_manifest(b, lambda m: m["files"][0].update(path="../chunks.txt")), "manifest.json",
     "is not a plain name in the bundle folder"),
    (lambda b: _edit_manifest(b, lambda m: m.update(format="other")), "manifest.json", "not an edge-export bundle")])
def test_bad_input_is_named_with_its_path_and_exits_non_zero(bundle, tmp_path, capsys, damage, where, reason):
    assert [f["role"] for f in json.loads((bundle / "manifest.json").read_text())["files"]][-1] == "tokenizer"
    damage(bundle)
    path = bundle / where if where else bundle
    with pytest.raises(InputError) as caught:
        write_android_packs(bundle, tmp_path / "packs")
    assert str(caught.value).startswith(f"{path}: ") and reason in str(caught.value)
    assert main(["android-packs", str(bundle), "-o", str(tmp_path / "packs")]) == 1
    assert capsys.readouterr().err.strip() == f"error: {caught.value}"
    assert not (tmp_path / "packs").exists()


def _edit_manifest(bundle: Path, change) -> None:
    manifest = json.loads((bundle / "manifest.json").read_text())
    change(manifest)
    (bundle / "manifest.json").write_text(json.dumps(manifest))


def test_an_output_that_is_not_ours_or_holds_the_bundle_is_refused(bundle, tmp_path):
    app = tmp_path / "MyApp"
    (app / "app").mkdir(parents=True)
    with pytest.raises(InputError, match="was not written by `edge-export android-packs`"):
        write_android_packs(bundle, app)
    assert (app / "app").is_dir()
    with pytest.raises(InputError, match="replacing it would delete the bundle"):
        write_android_packs(bundle, bundle.parent)
    with pytest.raises(InputError, match="lies inside the bundle folder"):
        write_android_packs(bundle, bundle / "packs")
    assert sorted(p.name for p in bundle.iterdir()) == sorted([*FILES, "manifest.json"])


def test_play_size_limits_refuse_or_warn(bundle, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(limits, "PACK_LIMIT", len(FILES[MODEL][1]))  # the model pack (with its tokenizer) is over
    with pytest.raises(EdgeExportError, match=r"over Google Play's size limits: fr_model: .* over Play's .* for one pack"):
        write_android_packs(bundle, tmp_path / "packs")
    assert not (tmp_path / "packs").exists()
    assert main(["android-packs", str(bundle), "-o", str(tmp_path / "packs"), "--allow-oversize", "-q"]) == 0
    out, err = capsys.readouterr()
    assert out.strip() == str(tmp_path / "packs")
    assert err.startswith("warning: over a Play size limit: fr_model: ")
    assert "fr_model: " in (tmp_path / "packs/README.md").read_text()
    assert json.loads((tmp_path / "packs/packs.json").read_text())["sizes"]["over"]


def test_size_notes_name_the_totals_left_and_the_wifi_consent(bundle, tmp_path, monkeypatch):
    monkeypatch.setattr(limits, "WIFI_CONSENT_ABOVE", 100)
    run = write_android_packs(bundle, tmp_path / "packs", corpus_delivery="on-demand")
    assert not run.sizes.over
    assert any(n.startswith("fr_corpus: ") and "waits for the user's consent" in n for n in run.sizes.notes)
    assert any(n.startswith("install-time packs: ") and "left for the app" in n for n in run.sizes.notes)
    assert limits.PACK_LIMIT == 1_500_000_000 and limits.INSTALL_TIME_LIMIT == limits.DOWNLOADED_LIMIT == 4 * 10**9


def test_cli_prints_the_folder_and_a_line_per_pack(bundle, tmp_path, capsys):
    assert main(["android-packs", str(bundle), "-o", str(tmp_path / "packs"), "--delivery", "fast-follow"]) == 0
    out, err = capsys.readouterr()
    assert out == f"{tmp_path / 'packs'}\n"
    assert "fr_model: ai-pack (com.android.ai-pack), install-time," in err
    assert "fr_corpus: asset-pack (com.android.asset-pack), fast-follow," in err


def test_make_android_packs_runs_the_verb_on_the_built_bundle():
    proc = subprocess.run(["make", "-n", "-s", "-C", str(REPO), "android-packs", "BUNDLE=xx"], capture_output=True,
                          text=True, check=True)
    assert re.search(r"edge-export android-packs android_assets/xx -o build/xx/android-packs\s*$", proc.stdout, re.M)


# A corpus over Play's limit for one pack: corpus.db 10,000 bytes, then the other corpus files in the manifest's
# order (chunks.txt, corpus_fts.db, vectors.bin). With the limit at manifest.json + corpus.db, the first pack
# is full; chunks.txt and corpus_fts.db make the second; vectors.bin (9,000 bytes) no longer fits beside them.
LARGE = {**FILES, "corpus.db": ("corpus_db", b"SQLite format 3\0" + b"\1" * 9984),
         "corpus_fts.db": ("fts_db", b"fts" * 1000), "vectors.bin": ("vectors", b"EEVF" + b"\2" * 8996)}


@pytest.fixture
def large_bundle(tmp_path, monkeypatch) -> Path:
    bundle = make_bundle(tmp_path / "android_assets" / "fr", files=LARGE)
    monkeypatch.setattr(limits, "PACK_LIMIT", (bundle / "manifest.json").stat().st_size + 10_000)
    return bundle


def test_a_corpus_over_the_pack_limit_is_split_into_packs_under_it(large_bundle, tmp_path):
    out = tmp_path / "packs"
    run = write_android_packs(large_bundle, out, corpus_delivery="fast-follow")
    assert [(p.name, p.kind, p.delivery, [f.path for f in p.files]) for p in run.packs] == [
        ("fr_model", "ai-pack", "install-time", [MODEL, "sentencepiece.model", "model.json"]),
        ("fr_corpus", "asset-pack", "fast-follow", ["manifest.json", "corpus.db"]),
        ("fr_corpus_2", "asset-pack", "fast-follow", ["chunks.txt", "corpus_fts.db"]),
        ("fr_corpus_3", "asset-pack", "fast-follow", ["vectors.bin"])]
    assert not run.sizes.over and all(p.bytes <= limits.PACK_LIMIT for p in run.packs)
    for pack in run.packs[1:]:  # each file once, in its own pack's sub-folder, the bundle's bytes
        assets = out / pack.name / "src/main/assets" / pack.name
        assert sorted(p.name for p in assets.iterdir()) == sorted(f.path for f in pack.files)
        assert all((assets / f.path).read_bytes() == (large_bundle / f.path).read_bytes() for f in pack.files)
        assert f'packName.set("{pack.name}")' in (out / pack.name / "build.gradle.kts").read_text()
        assert 'deliveryType.set("fast-follow")' in (out / pack.name / "build.gradle.kts").read_text()
    assert re.findall(r'^include\("(:\w+)"\)$', (out / "settings.gradle.kts.snippet").read_text(), re.M) == [
        ":fr_model", ":fr_corpus", ":fr_corpus_2", ":fr_corpus_3"]
    assert 'assetPacks += listOf(":fr_model", ":fr_corpus", ":fr_corpus_2", ":fr_corpus_3")' in (
        out / "app.build.gradle.kts.snippet").read_text()
    packs = json.loads((out / "packs.json").read_text())
    assert {f["path"]: p["name"] for p in packs["packs"] for f in p["files"]} == {
        MODEL: "fr_model", "sentencepiece.model": "fr_model", "model.json": "fr_model",
        "manifest.json": "fr_corpus", "corpus.db": "fr_corpus", "chunks.txt": "fr_corpus_2",
        "corpus_fts.db": "fr_corpus_2", "vectors.bin": "fr_corpus_3"}
    readme = (out / "README.md").read_text()
    assert "split into 3 asset packs (`fr_corpus`, `fr_corpus_2`, `fr_corpus_3`)" in " ".join(readme.split())
    assert 'AssetPackManager.getPackLocation("fr_corpus_3")?.assetsPath()' in readme


def test_a_split_corpus_gives_the_same_packs_every_run(large_bundle, tmp_path):
    first, second = tmp_path / "a" / "packs", tmp_path / "b" / "packs"
    write_android_packs(large_bundle, first)
    write_android_packs(large_bundle, second)
    assert tree(first) == tree(second)
    # The split takes the limit as a parameter: the same files and limit, the same parts.
    manifest = described(MANIFEST, (large_bundle / MANIFEST).read_bytes())
    entries = tuple(e for e in json.loads((large_bundle / MANIFEST).read_text())["files"]
                    if e["role"] not in ("model", "tokenizer"))
    assert corpus_parts(manifest, entries, limits.PACK_LIMIT) == corpus_parts(manifest, entries, limits.PACK_LIMIT)
    # Every corpus file fits one pack: one part, listed as the unsplit pack always was (manifest.json first).
    assert [[f.path for f in part] for part in corpus_parts(manifest, entries, 10**9)] == [
        ["manifest.json", "chunks.txt", "corpus.db", "corpus_fts.db", "vectors.bin"]]


def test_a_file_over_the_pack_limit_alone_is_refused_naming_it(large_bundle, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(limits, "PACK_LIMIT", 9_500)  # vectors.bin (9,000 bytes) fits; corpus.db (10,000) cannot
    with pytest.raises(EdgeExportError) as caught:
        write_android_packs(large_bundle, tmp_path / "packs")
    message = str(caught.value)
    assert message.startswith(f"{large_bundle}: over Google Play's size limits: fr_corpus: its file corpus.db alone "
                              f"is {limits.size(10_000)} (10000 bytes), over Play's {limits.size(9_500)} for one pack, "
                              "and a file cannot be split across packs")
    assert "vectors.bin" not in message
    assert not (tmp_path / "packs").exists()
    # Play counts the compressed download: --allow-oversize writes it alone in its pack, with the warning.
    assert main(["android-packs", str(large_bundle), "-o", str(tmp_path / "packs"), "--allow-oversize", "-q"]) == 0
    assert "warning: over a Play size limit: fr_corpus: its file corpus.db alone is" in capsys.readouterr().err
    packs = json.loads((tmp_path / "packs/packs.json").read_text())["packs"]
    assert [[f["path"] for f in p["files"]] for p in packs[1:]] == [
        ["manifest.json", "corpus.db"], ["chunks.txt", "corpus_fts.db"], ["vectors.bin"]]


def test_the_model_pack_cannot_take_a_split_corpus_pack_s_name(large_bundle, tmp_path):
    with pytest.raises(EdgeExportError, match=r"--model-pack 'fr_corpus_3' is the name of one of the corpus's packs "
                                              r"\(fr_corpus, fr_corpus_2, fr_corpus_3: "):
        write_android_packs(large_bundle, tmp_path / "packs", model_pack="fr_corpus_3")
    run = write_android_packs(large_bundle, tmp_path / "packs", model_pack="fr_corpus_4")  # not one of them
    assert [p.name for p in run.packs] == ["fr_corpus_4", "fr_corpus", "fr_corpus_2", "fr_corpus_3"]


def test_play_s_4_gb_totals_still_apply_to_a_split_corpus(large_bundle, tmp_path, monkeypatch):
    monkeypatch.setattr(limits, "DOWNLOADED_LIMIT", 20_000)  # the three corpus packs together are over it
    with pytest.raises(EdgeExportError, match=r"fast-follow and on-demand packs: .* over Play's .* for them together"):
        write_android_packs(large_bundle, tmp_path / "packs", corpus_delivery="on-demand")
