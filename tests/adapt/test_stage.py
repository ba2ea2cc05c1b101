"""The adapt stage on the tiny random-weight model: a real fine-tune, seconds long."""

import json
import shutil

import pytest
from safetensors.numpy import load_file

from edge_export.adapt import stage
from edge_export.adapt.recipe import AdaptRecipe
from edge_export.adapt.stage import adapted_checkpoint, adapted_reference, read_adaptation
from edge_export.adapt.train import _batches
from edge_export.errors import ArtifactError
from edge_export.hashing import sha256_file

QP = "task: question answering | query: "
RECIPE = AdaptRecipe(layers=1, batch=4)


def _adapt(model_dir, corpus):
    chunks = corpus["chunks"]
    return adapted_checkpoint(model_dir, chunks, ["title: none | text: "] * len(chunks), QP, RECIPE)


@pytest.fixture(scope="module")
def base_copy(tiny_model_dir, tmp_path_factory):
    """The tiny checkpoint in a folder of this module's: adapted folders are written beside it."""
    folder = tmp_path_factory.mktemp("adapt-a") / tiny_model_dir.name
    shutil.copytree(tiny_model_dir, folder)
    return folder


@pytest.fixture(scope="module")
def adapted(base_copy, small_corpus):
    return _adapt(base_copy, small_corpus)


def test_only_the_top_layers_and_the_head_learn(base_copy, adapted):
    assert adapted.parent == base_copy.parent and adapted.name.startswith(f"{base_copy.name}.ict-l1-")
    before, after = load_file(base_copy / "model.safetensors"), load_file(adapted / "model.safetensors")
    assert before.keys() == after.keys()
    last = max(int(k.split(".")[1]) for k in before if k.startswith("layers."))
    changed = {k for k in before if not (before[k] == after[k]).all()}
    assert changed and all(k.startswith(f"layers.{last}.") or k.startswith("norm.") for k in changed)
    for dense in ("2_Dense", "3_Dense"):
        assert not (load_file(base_copy / dense / "model.safetensors")["linear.weight"]
                    == load_file(adapted / dense / "model.safetensors")["linear.weight"]).all()
    assert (adapted / "tokenizer.model").read_bytes() == (base_copy / "tokenizer.model").read_bytes()


def test_the_record_names_base_pairs_recipe_and_weights(base_copy, adapted, small_corpus):
    record = read_adaptation(adapted)
    assert record["checkpoint"] == adapted.name and adapted.name.endswith(record["key"])
    assert record["base"]["weights_sha256"] == sha256_file(base_copy / "model.safetensors")
    assert record["weights_sha256"] == sha256_file(adapted / "model.safetensors")
    assert record["recipe"]["name"] == "ict-l1" and record["pairs"] >= 2 and len(record["pairs_sha256"]) == 64
    assert record["training"]["steps"] == len(_batches(record["pairs"], RECIPE))
    assert record["environment"]["device"] == record["training"]["device"] == "cpu"
    assert record["environment"]["precision"] == record["training"]["precision"]
    assert read_adaptation(base_copy) is None


def test_the_adapted_checkpoint_embeds_like_any_checkpoint(adapted, base_copy):
    import numpy as np

    from edge_export.runtime.reference import ReferenceEmbedder

    texts = ["La cadence d'une partie rapide.", "Le classement des joueurs."]
    ours = ReferenceEmbedder(adapted, max_len=64).embed(texts, "query").vectors
    theirs = ReferenceEmbedder(base_copy, max_len=64).embed(texts, "query").vectors
    assert ours.shape == theirs.shape and np.allclose(np.linalg.norm(ours, axis=1), 1, atol=1e-5)
    assert not np.allclose(ours, theirs)


def test_a_second_run_reuses_the_folder(base_copy, adapted, small_corpus, monkeypatch):
    import edge_export.adapt.train as train

    monkeypatch.setattr(train, "fine_tune", lambda *a, **k: pytest.fail("trained again"))
    assert _adapt(base_copy, small_corpus) == adapted


def test_training_is_deterministic(tiny_model_dir, adapted, small_corpus, tmp_path):
    other = tmp_path / tiny_model_dir.name
    shutil.copytree(tiny_model_dir, other)
    again = _adapt(other, small_corpus)
    assert again.name == adapted.name
    assert sha256_file(again / "model.safetensors") == sha256_file(adapted / "model.safetensors")


def test_a_killed_run_leaves_nothing_that_looks_finished(tiny_model_dir, small_corpus, tmp_path, monkeypatch):
    import edge_export.adapt.train as train

    base = tmp_path / tiny_model_dir.name
    shutil.copytree(tiny_model_dir, base)

    def dies(base_dir, pairs, out_dir, recipe, **kwargs):
        shutil.copytree(base_dir, out_dir)
        raise KeyboardInterrupt

    monkeypatch.setattr(train, "fine_tune", dies)
    with pytest.raises(KeyboardInterrupt):
        _adapt(base, small_corpus)
    assert [p.name for p in tmp_path.iterdir() if stage.RECORD in {q.name for q in p.iterdir()}] == []
    monkeypatch.undo()
    assert read_adaptation(_adapt(base, small_corpus)) is not None  # the rerun clears the partial folder


def test_parity_finds_the_bundles_adapted_reference(base_copy, adapted):
    record = read_adaptation(adapted)
    manifest = {"model": {"source": {"weights_sha256": record["weights_sha256"],
                                     "adaptation": {"checkpoint": adapted.name}}}}
    assert adapted_reference(base_copy, manifest) == adapted
    assert adapted_reference(base_copy, {"model": {"source": {"weights_sha256": "0" * 64}}}) == base_copy
    with pytest.raises(ArtifactError, match="another training run"):
        adapted_reference(base_copy, json.loads(json.dumps(manifest).replace(record["weights_sha256"], "1" * 64)))
    missing = {"model": {"source": {"weights_sha256": "1" * 64, "adaptation": {"checkpoint": "gone"}}}}
    with pytest.raises(ArtifactError, match="not here: rebuild the bundle to train it again, or name it with --reference"):
        adapted_reference(base_copy, missing)
    for name in ("../elsewhere", "a/b", ".hidden"):
        escaping = {"model": {"source": {"weights_sha256": "1" * 64, "adaptation": {"checkpoint": name}}}}
        with pytest.raises(ArtifactError, match="not a checkpoint folder name"):
            adapted_reference(base_copy, escaping)


@pytest.mark.parametrize("flags, expected", [("avx2 fma", "fp32"), ("avx512f avx512_bf16", "bf16"),
                                             ("avx512f amx_bf16 amx_tile", "bf16")])
def test_bf16_only_where_the_cpu_has_it(tmp_path, flags, expected):
    from edge_export.adapt.train import _precision

    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(f"processor\t: 0\nflags\t\t: fpu sse2 {flags}\n")
    assert _precision("cpu", cpuinfo) == expected
    assert _precision("cpu", tmp_path / "none") == "fp32" and _precision("cuda", cpuinfo) == "bf16"


def test_another_recipe_is_another_folder(base_copy, adapted, small_corpus, monkeypatch):
    import edge_export.adapt.train as train

    monkeypatch.setattr(train, "fine_tune", lambda *a, **k: pytest.fail("not reached"))
    monkeypatch.setattr(stage, "publish_dir_atomic", lambda *a: pytest.fail("not reached"))
    chunks = small_corpus["chunks"]
    with pytest.raises(pytest.fail.Exception):  # a new key: the cache has no such folder, so it would train
        adapted_checkpoint(base_copy, chunks, ["title: none | text: "] * len(chunks), QP, AdaptRecipe(layers=1, batch=8))


def test_a_missing_checkpoint_is_named_before_any_work(tmp_path, small_corpus):
    with pytest.raises(ArtifactError, match="no sentence-transformers checkpoint here"):
        _adapt(tmp_path / "nothing", small_corpus)


@pytest.mark.parametrize("pairs, batch, sizes", [(65, 32, [32, 33]), (64, 32, [32, 32]), (3, 32, [3]),
                                                 (66, 32, [32, 32, 2])])
def test_every_batch_has_a_negative(pairs, batch, sizes):
    batches = _batches(pairs, AdaptRecipe(layers=1, batch=batch))
    assert [len(b) for b in batches] == sizes
    assert sorted(i for b in batches for i in b) == list(range(pairs))
