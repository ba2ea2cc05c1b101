"""LiteRT's native logs: silent by default at model load, back under --verbose; LiteRT's errors still print.
Each case runs in a fresh process (the severity is per process) and reads its stderr file descriptor."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from edge_export.runtime.litert_logging import LOG_ENV, elf_symbols, level_from_env

OPEN = """
import sys
from edge_export.runtime import open_embedder
embedder = open_embedder("litert", sys.argv[1], tokenizer_path=sys.argv[2], litert_api=sys.argv[3])
embedder.embed(["une phrase"], "query")
"""
# One process at the default, then at info (a `--verbose` verb run in-process), then at the default again:
# the next load is silent.
BACK_TO_DEFAULT = """
import os, sys
from edge_export.runtime import open_embedder
from edge_export.runtime.litert_logging import LOG_ENV, apply_log_level
assert apply_log_level()
os.environ[LOG_ENV] = "info"
assert apply_log_level()
del os.environ[LOG_ENV]
open_embedder("litert", sys.argv[1], tokenizer_path=sys.argv[2], litert_api="interpreter").embed(["une phrase"], "query")
"""


@pytest.fixture(scope="module")
def shipped(tiny_bundle):
    manifest = json.loads((tiny_bundle / "manifest.json").read_text())
    return str(tiny_bundle / manifest["model"]["file"]), str(tiny_bundle / manifest["tokenizer"]["file"])


def native_stderr(args: list[str], level: str | None) -> str:
    env = {k: v for k, v in os.environ.items() if k != LOG_ENV}
    if level is not None:
        env[LOG_ENV] = level
    done = subprocess.run([sys.executable, "-c", OPEN, *args], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stderr


@pytest.mark.parametrize("api", ["compiled", "interpreter"])
def test_a_model_load_is_silent_by_default_and_speaks_at_info(shipped, api):
    assert "INFO" not in native_stderr([*shipped, api], None)
    verbose = native_stderr([*shipped, api], "info")
    assert "INFO: Created TensorFlow Lite XNNPACK delegate for CPU." in verbose
    if api == "compiled":
        assert "[environment.cc" in verbose and "libopenvino" in verbose


def test_the_level_goes_back_to_the_default_in_a_process_that_ran_at_info(shipped):
    env = {k: v for k, v in os.environ.items() if k != LOG_ENV}
    done = subprocess.run([sys.executable, "-c", BACK_TO_DEFAULT, *shipped], env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert "INFO" not in done.stderr


def _with_a_negative_scale(model: bytes) -> bytes:
    """The model with its first int8 tensor's first quantization scale made negative: a flatbuffer that passes the
    verifier (runtime/litert.py checks it before CompiledModel), which XNNPACK then refuses, logging ERRORs."""
    import struct

    from ai_edge_litert import schema_py_generated as schema

    data = bytearray(model)
    graph = schema.Model.GetRootAsModel(data, 0).Subgraphs(0)
    for i in range(graph.TensorsLength()):
        tensor = graph.Tensors(i)
        quantization = tensor.Quantization()
        if tensor.Type() == schema.TensorType.INT8 and quantization is not None and quantization.ScaleLength():
            start = quantization._tab.Vector(quantization._tab.Offset(8))  # field 2 of QuantizationParameters: scale
            data[start: start + 4] = struct.pack("<f", -1000.0)
            return bytes(data)
    raise AssertionError("no int8 tensor with scales in the model")


def test_litert_errors_still_print(tmp_path, shipped):
    bad = tmp_path / "bad.tflite"
    bad.write_bytes(_with_a_negative_scale(Path(shipped[0]).read_bytes()))
    env = {k: v for k, v in os.environ.items() if k != LOG_ENV}
    done = subprocess.run([sys.executable, "-c", OPEN, str(bad), shipped[1], "compiled"], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode != 0 and "ERROR" in done.stderr and "INFO" not in done.stderr


def test_the_level_comes_from_the_environment_with_a_safe_default():
    assert level_from_env({}) == "error"
    assert level_from_env({LOG_ENV: " Warning "}) == "warning"
    assert level_from_env({LOG_ENV: "loud"}) == "error"


def test_symbols_are_read_from_elf_files_only(tmp_path):
    import ai_edge_litert
    from pathlib import Path

    library = Path(ai_edge_litert.__file__).parent / "libpywrap_litert_common.so"
    found = elf_symbols(library, {"LiteRtSetMinLoggerSeverity", "no_such_symbol"})
    assert set(found) == {"LiteRtSetMinLoggerSeverity"} and found["LiteRtSetMinLoggerSeverity"][2] == 2
    text = tmp_path / "not-elf.so"
    text.write_text("hello")
    assert elf_symbols(text, {"LiteRtSetMinLoggerSeverity"}) == {}


def test_verbose_on_either_side_of_the_verb_reaches_the_workers(monkeypatch, tmp_path):
    from edge_export.cli import main

    missing = str(tmp_path / "none.json")
    # Recorded first with setenv: monkeypatch's delenv of an absent variable records nothing, so the "info"
    # that main() writes would outlive this test and leave the rest of the session (and its exit) at info.
    monkeypatch.setenv(LOG_ENV, "error")
    for argv in (["--verbose", "validate", missing], ["validate", missing, "-v"]):
        monkeypatch.delenv(LOG_ENV, raising=False)
        main(argv)
        assert os.environ[LOG_ENV] == "info"
    monkeypatch.delenv(LOG_ENV, raising=False)
    main(["validate", missing])
    assert LOG_ENV not in os.environ
