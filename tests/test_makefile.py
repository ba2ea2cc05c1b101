"""The Makefile's copies of Python rules stay the same as the Python: file names and recipe names."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from edge_export.export.recipes import parse_recipe
from edge_export.export.vocab_restriction import VocabRestriction

ROOT = Path(__file__).resolve().parents[1]


def make_value(variable: str, *overrides: str) -> str:
    proc = subprocess.run(["make", "-s", "-C", str(ROOT), f"print-{variable}", *overrides],
                          capture_output=True, text=True, check=True)
    return proc.stdout.strip()


@pytest.mark.parametrize("budget", [93000, 82000, 93500, 1000, "all"])
def test_vocab_file_name_matches_the_export_label(budget):
    assert make_value("VOCAB_BUDGET_LABEL", f"VOCAB_BUDGET={budget}") == VocabRestriction(budget, Path("c.json")).budget_label


@pytest.mark.parametrize("recipes", ["dynamic_wi8_afp32_f4b32L7-10.12-14_t2 e4b32_a8_f8_p8", "e4b32_a8_f8_p8",
                                     "dynamic_wi8_afp32_t4", "dynamic_wi8_afp32_t4hr dynamic_wi8_afp32_t4",
                                     "dynamic_wi8_afp32_f4hrL3_t4"])
def test_make_models_converts_the_fp32_layouts_its_recipes_quantise(recipes):
    from edge_export.export.tflite import float_recipe

    expected = sorted({float_recipe(parse_recipe(r)) for r in recipes.split()})
    assert make_value("VOCAB_FLOATS", f"VOCAB_RECIPES={recipes}").split() == expected


@pytest.mark.parametrize("variable", ["TFLITE_RECIPES", "VOCAB_RECIPES", "WHOLE_VOCAB_RECIPE"])
def test_make_models_recipes_are_valid_names(variable):
    names = make_value(variable).split()
    assert names
    for name in names:
        assert parse_recipe(name).name == name


def test_the_bundle_config_ships_the_make_models_default():
    """`make models` and `make android-assets` (edge-export.toml) name the same default artifact."""
    from edge_export.bundle.config import load_config

    from edge_export.bundle.config import artifact_recipe, table_languages
    from edge_export.export.recipes import EVERY_ROW_RECIPE, WHOLE_TABLE_RECIPE

    config = load_config(ROOT / "edge-export.toml", "fr", environ={})
    assert artifact_recipe(config) == make_value("VOCAB_RECIPES").split()[0]
    every_row = load_config(ROOT / "edge-export.toml", "fr", environ={}, overrides={"vocab_budget": "all"})
    assert artifact_recipe(every_row) == EVERY_ROW_RECIPE == make_value("WHOLE_VOCAB_RECIPE")
    assert WHOLE_TABLE_RECIPE == make_value("TFLITE_RECIPES").split()[0]
    assert config.vocab_budget == int(make_value("VOCAB_BUDGET"))
    # "auto" on a French corpus (the chunk stage finds fr) is the languages `make models` names.
    french = [{"extraction": {"languages": {"fr": 0.9}}}]
    assert ",".join(table_languages(config, french)[0]) == make_value("VOCAB_LANGUAGES")
    assert config.seq == int(make_value("SEQ"))
    compact = load_config(ROOT / "edge-export.toml", "fr", environ={}, overrides={"model_size": "compact"})
    assert artifact_recipe(compact) == make_value("VOCAB_RECIPES").split()[1]


def test_the_onnx_words_name_the_files_make_models_writes():
    """`--quant int8` / `q4` are ONNX_QUANTS' two files, the first the bundle's body, on the bundle's table."""
    from edge_export.export.recipes import ONNX_PHONE_RECIPES, PHONE_TABLE

    assert make_value("ONNX_QUANTS").split(",") == [ONNX_PHONE_RECIPES["int8"], ONNX_PHONE_RECIPES["q4"]]
    assert PHONE_TABLE == (int(make_value("VOCAB_BUDGET")), tuple(make_value("VOCAB_LANGUAGES").split(",")))


def test_make_passes_only_the_settings_a_user_gave():
    assert make_value("BUNDLE_FLAGS") == "--bundle fr"
    assert make_value("BUNDLE_FLAGS", "CORPUS_DIR=pdfs", "CORPUS=INTL", "BUNDLE=intl") == \
        "--bundle intl --set corpus_dir=pdfs --set corpus=INTL"
    assert make_value("BUNDLE_FLAGS", "EXECUTOR=ray", "RAY_ADDRESS=auto") == \
        "--bundle fr --set executor=ray --set ray_address=auto"


@pytest.mark.parametrize("target", ["parity", "parity-arm"])
def test_both_parity_targets_judge_the_bundle_under_the_repo_budgets(target):
    """The emulated arm64 run is held to the same budgets file as the host's parity suite."""
    last = subprocess.run(["make", "-n", "--no-print-directory", "-C", str(ROOT), target, "PARITY_BUDGETS=b.toml"], capture_output=True,
                          text=True, check=True).stdout.strip().splitlines()[-1]
    assert "parity android_assets/fr --gold" in last and "--budgets b.toml" in last
    assert last.endswith("--arm") == (target == "parity-arm")
