"""The conversion libraries' chatter: none in an export by default, their progress back at info.
Each export runs in a fresh process, since the libraries print as they are imported."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from edge_export.runtime.library_logs import LIBRARY_ENV, SAME_KERNELS_ENV, libraries_verbose, quantizer_bars
from edge_export.runtime.litert_logging import LOG_ENV

EXPORT = """
import sys
from edge_export.export.tflite import export_tflite
export_tflite(sys.argv[1], sys.argv[2], recipe=sys.argv[3], short_seq_lens=(), validate=False)
"""
# What each library printed in a default `make android-assets` before this module (one marker each).
# ai-edge-quantizer's "Applying Transformations" bar shows only for 100 tensors or more (not the tiny
# model): test_quantizer_bars below.
CHATTER = ("Failed to load", "_pytree.py", "LeafSpec", "[START]", "absl::InitializeLog", "Loading weights",
           "Generating Quantization Parameters")


def export_output(model_dir, out, recipe: str, level: str | None) -> str:
    """stdout and stderr together: litert-torch's progress goes to stdout, the rest to stderr."""
    env = {k: v for k, v in os.environ.items() if k != LOG_ENV and k not in LIBRARY_ENV and k not in SAME_KERNELS_ENV}
    if level is not None:
        env[LOG_ENV] = level
    done = subprocess.run([sys.executable, "-c", EXPORT, str(model_dir), str(out), recipe], env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout + done.stderr


@pytest.fixture(scope="module")
def default_and_verbose(tiny_model_dir, tmp_path_factory):
    out = tmp_path_factory.mktemp("quiet-export")
    return (export_output(tiny_model_dir, out / "default", "dynamic_wi8_afp32", None),
            export_output(tiny_model_dir, out / "verbose", "dynamic_wi8_afp32", "info"))


def test_an_export_prints_none_of_the_libraries_chatter_by_default(default_and_verbose):
    default, _ = default_and_verbose
    assert [marker for marker in CHATTER if marker in default] == []


def test_verbose_brings_the_converters_progress_back(default_and_verbose):
    _, verbose = default_and_verbose
    assert "[START]" in verbose and "LiteRT-Torch Convert" in verbose


@pytest.mark.parametrize("level, expected", [(None, False), ("error", False), ("info", True), ("verbose", True),
                                             ("nonsense", False)])
def test_verbose_follows_the_litert_log_level(level, expected):
    assert libraries_verbose({} if level is None else {LOG_ENV: level}) is expected


def test_the_converter_runs_the_same_kernels_on_every_host_even_when_verbose(monkeypatch):
    """TensorFlow picks oneDNN by itself on AVX-512 VNNI / AMX CPUs and the exported bytes then differ from an
    AVX2 host's; quiet_libraries turns it off under --verbose too (the default path is the quiet export
    above, in a fresh process), and a user's own setting wins."""
    from edge_export.runtime.library_logs import quiet_libraries

    for name in SAME_KERNELS_ENV:  # recorded by setenv first, so the teardown restores them
        monkeypatch.setenv(name, "unset")
        monkeypatch.delenv(name)
    monkeypatch.setenv(LOG_ENV, "info")
    quiet_libraries()
    assert {name: os.environ.get(name) for name in SAME_KERNELS_ENV} == {"TF_ENABLE_ONEDNN_OPTS": "0"}
    monkeypatch.setenv("TF_ENABLE_ONEDNN_OPTS", "1")
    quiet_libraries()
    assert os.environ["TF_ENABLE_ONEDNN_OPTS"] == "1"


def bar_output(capsys, **bar) -> str:
    """What a quantizer progress bar of a real export's size (9,473 tensors) writes to stderr."""
    from ai_edge_quantizer.utils import progress_utils

    with progress_utils.ProgressBar(total_steps=9473, description="Applying Transformations to tensors:", **bar) as b:
        b.update_single_step()
    return capsys.readouterr().err


@pytest.mark.parametrize("enable", [False, True])
def test_quantizer_bars_follow_the_choice_even_where_the_library_passes_none(capsys, enable):
    with quantizer_bars(enable):
        shown = bar_output(capsys)
        shown_when_enable_passed = bar_output(capsys, enable=True)
    assert ("Applying Transformations" in shown) is enable
    assert ("Applying Transformations" in shown_when_enable_passed) is enable
    assert "Applying Transformations" in bar_output(capsys)  # the library's own default is back after the block


def test_quantizer_bars_reach_the_stage_that_prints_the_bar_and_are_undone_on_error():
    """The transformation stage makes its bar through the module, so the block's class is the one it uses."""
    from ai_edge_quantizer import transformation_performer
    from ai_edge_quantizer.utils import progress_utils

    original = progress_utils.ProgressBar
    assert transformation_performer.progress_utils is progress_utils and "ProgressBar" not in vars(transformation_performer)
    with pytest.raises(RuntimeError), quantizer_bars(False):
        assert progress_utils.ProgressBar is not original
        raise RuntimeError("a failed quantisation")
    assert progress_utils.ProgressBar is original
