"""The arm64 parity check's parts that need no emulator: the golden set, the runner on the host, the
known-answer models, the CPU's /proc/cpuinfo, the comparison, the report section, and each set-up error.
(The emulated run itself is `make parity-arm`.)"""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from edge_export.export.verify import cosine_rows
from edge_export.parity.arm import GoldenSet, compare, golden_set, read_outputs
from edge_export.parity.arm_emulation import (RUNNER, EmulationError, cpuinfo_text, ensure_userland, find_qemu,
                                              known_answer_models, unpack_wheels)

BUDGETS = {"cosine_mean": 0.995, "cosine_min": 0.98}


@pytest.fixture(scope="module")
def golden(tiny_bundle, tiny_gold):
    return golden_set(tiny_bundle, tiny_gold, questions=3, chunks=3)


def test_the_golden_set_covers_every_signature_with_the_phones_ids(tiny_bundle, golden):
    manifest = json.loads((tiny_bundle / "manifest.json").read_text())
    lengths = {ids.shape[1] for ids in golden.ids}
    assert lengths == set(manifest["model"]["seq_lens"])
    assert golden.names[:3] == [n for n in golden.names if n.startswith("question")]
    assert all(ids.dtype == np.int32 and ids.shape[0] == 1 for ids in golden.ids)
    for ids in golden.ids:  # BOS first, EOS before the padding, as the tokenizer makes them
        tokens = ids[0][ids[0] != 0]
        assert tokens[0] == 2 and tokens[-1] == 1


def test_the_runner_on_the_host_gives_the_embedders_vectors(tmp_path, tiny_bundle, golden):
    from edge_export.runtime import open_embedder

    manifest = json.loads((tiny_bundle / "manifest.json").read_text())
    model = tiny_bundle / manifest["model"]["file"]
    golden.save(tmp_path / "golden.npz")
    subprocess.run([sys.executable, str(RUNNER), str(model), str(tmp_path / "golden.npz"), str(tmp_path / "out.npz")],
                   check=True, capture_output=True)
    vectors, times, cpu = read_outputs(tmp_path / "out.npz", len(golden.names))
    embedder = open_embedder("litert", model, tokenizer_path=tiny_bundle / "sentencepiece.model", litert_api="interpreter")
    expected = np.vstack([embedder.run_ids(ids) for ids in golden.ids])
    assert np.allclose(cosine_rows(vectors, expected), 1, atol=1e-6)
    assert cpu["machine"] and len(times) == len(golden.names) and min(times) > 0


def test_the_known_answer_models_answer_on_the_host(tmp_path):
    models = known_answer_models(tmp_path)
    errors = {}
    for kind in ("fp32", "int8"):
        done = subprocess.run([sys.executable, str(RUNNER), "--known-answer", str(models[kind]), str(models["input"]),
                               str(models["expected"])], check=True, capture_output=True, text=True)
        errors[kind] = json.loads(done.stdout)["max_abs_error"]
    assert errors["fp32"] < 1e-5 and 1e-4 < errors["int8"] < 0.03  # the int8 file is really quantised
    assert known_answer_models(tmp_path) == models  # built once


def test_cpuinfo_matches_the_probed_cpu():
    # What qemu 7.2's cortex-a76 answers from inside the guest (MIDR_EL1, AT_HWCAP, AT_HWCAP2).
    text = cpuinfo_text({"midr": "0x414fd0b1", "hwcap": "0x119ffb", "hwcap2": "0x0"})
    assert "CPU implementer\t: 0x41" in text and "CPU part\t: 0xd0b" in text and "CPU variant\t: 0x4" in text
    features = text.split("Features\t: ")[1].split("\n")[0].split()
    assert "asimddp" in features and "fp" in features and "sve" not in features and "i8mm" not in features
    with_i8mm = cpuinfo_text({"midr": "0xf0510", "hwcap": hex(1 << 22), "hwcap2": hex(1 << 13)})
    assert "sve" in with_i8mm and "i8mm" in with_i8mm
    assert "CPU implementer\t: 0x41" in with_i8mm and "CPU part\t: 0xd49" in with_i8mm  # qemu's max: a stand-in


def test_compare_judges_against_fp32_and_reports_the_host(golden):
    rng = np.random.default_rng(0)
    n = len(golden.names)
    fp32 = rng.normal(size=(n, 768)).astype(np.float32)
    host = fp32 + 0.01 * rng.normal(size=fp32.shape).astype(np.float32)
    result = compare(golden, host, host.copy(), fp32, [5.0] * n, BUDGETS)
    assert result["passed"] and result["cosine_to_host"]["min"] == pytest.approx(1, abs=1e-6)
    assert sorted(s["signature"] for s in result["signatures"]) == sorted({f"embed_{i.shape[1]}" for i in golden.ids})
    assert sum(s["cases"] for s in result["signatures"]) == n
    broken = host.copy()
    broken[0] = rng.normal(size=768)  # one case off: the emulated kernel or the model is wrong there
    result = compare(golden, host, broken, fp32, [5.0] * n, BUDGETS)
    assert not result["passed"] and result["cases"][0]["cosine_to_fp32"] < 0.2


def test_the_arm_section_joins_the_report_and_survives_a_host_run(tmp_path):
    from edge_export.parity.report import report_paths, write_arm_section

    bundle = tmp_path / "fr"
    bundle.mkdir()
    section = {"emulation": "software emulation (qemu-user): times are not phone times", "cases": 8, "passed": True,
               "cpus": [{"cpu": "cortex-a76", "passed": True, "midr": "0x414fd0b1", "features": "fp asimd asimddp",
                         "known_answer": {"fp32": 5e-7, "int8": 0.0097, "passed": True},
                         "signatures": [{"signature": "embed_32", "cases": 2, "cosine_to_host_min": 0.998,
                                         "cosine_to_fp32_mean": 0.996, "cosine_to_fp32_min": 0.99,
                                         "invoke_ms_mean": 6000.0}]}]}
    json_path, html_path = write_arm_section(bundle, section)
    assert json.loads(json_path.read_text())["arm64"] == section
    html = html_path.read_text()
    assert "arm64 kernels (emulated)" in html and "cortex-a76" in html and "not phone times" in html
    assert report_paths(bundle) == (json_path, html_path)


def test_a_host_run_keeps_the_arm_section_only_for_the_same_model_file(tmp_path):
    from edge_export.hashing import sha256_file
    from edge_export.parity.report import kept_arm_section, write_arm_section

    bundle = tmp_path / "fr"
    bundle.mkdir()
    (bundle / "manifest.json").write_text(json.dumps({"model": {"file": "model.tflite"}}))
    model = bundle / "model.tflite"
    model.write_bytes(b"the model the emulated run measured")
    section = {"artifact": "model.tflite", "artifact_sha256": sha256_file(model), "cpus": [], "passed": True}
    json_path, _ = write_arm_section(bundle, section)
    assert kept_arm_section(json_path, bundle) == section
    model.write_bytes(b"a rebuilt model under the same stable name")
    assert kept_arm_section(json_path, bundle) is None
    json_path.write_text("{}")
    assert kept_arm_section(json_path, bundle) is None


def test_each_missing_piece_is_named(tmp_path, monkeypatch):
    import edge_export.parity.arm_emulation as emulation

    monkeypatch.setattr(emulation.shutil, "which", lambda name: None)
    with pytest.raises(EmulationError, match="qemu-aarch64 not found: install qemu-user-static"):
        find_qemu()
    monkeypatch.setattr(emulation.shutil, "which", lambda name: None if name == "debootstrap" else f"/usr/bin/{name}")
    with pytest.raises(EmulationError, match="debootstrap not found"):
        ensure_userland(tmp_path)
    monkeypatch.setattr(emulation.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(emulation.os, "geteuid", lambda: 1000)
    with pytest.raises(EmulationError, match="needs root once"):
        ensure_userland(tmp_path)
    assert list(tmp_path.iterdir()) == []  # nothing begun


def test_a_version_without_an_aarch64_wheel_is_named(tmp_path):
    with pytest.raises(EmulationError, match=r"no aarch64 wheel of ai-edge-litert==0\.0\.1"):
        unpack_wheels(tmp_path / "site", tmp_path / "wheels", "0.0.1", "2.4.6")


def test_a_guest_failure_is_an_emulation_error_naming_the_cpu(tmp_path):
    from edge_export.parity.arm_emulation import Userland

    fake = tmp_path / "fake-qemu"
    fake.write_text("#!/bin/sh\necho 'qemu: uncaught target signal 11 (Segmentation fault)' >&2\nexit 139\n")
    fake.chmod(0o755)
    with pytest.raises(EmulationError, match=r"-cpu max: the guest failed \(exit 139\): qemu: uncaught target signal"):
        Userland(tmp_path, tmp_path, str(fake)).run("max", ["x.py"])


def test_golden_sets_round_trip(tmp_path, golden):
    golden.save(tmp_path / "g.npz")
    loaded = np.load(tmp_path / "g.npz")
    again = GoldenSet(list(loaded["names"]), [loaded[f"ids_{i}"] for i in range(len(loaded["names"]))])
    assert again.names == golden.names and all(np.array_equal(a, b) for a, b in zip(again.ids, golden.ids))
