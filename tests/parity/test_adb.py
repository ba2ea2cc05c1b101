"""The adb path of the parity suite, against a fake adb (tests/parity/fake_adb.py) whose "device" runs
the pushed .tflite with the LiteRT interpreter and answers as LiteRT's benchmark_model does: the
outputs pulled back are the host's vectors for the same ids, the timings are parsed, and each way a
device or adb can fail is a DeviceError that names the problem."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import numpy as np
import pytest

from edge_export.errors import DeviceError
from parity.fake_device import FAKE_BINARY, FakeAdb
from edge_export.parity import adb as adb_module
from edge_export.parity.adb import (
    DEVICE_DIR, GoldenInput, choose_device, decode_output, parse_benchmark_output, parse_devices, run_on_device,
)

TEXTS = ["Quelle est la cadence minimale ?", "Le toucher-jouer : le joueur qui touche une pièce doit la jouer."]

# benchmark_model's log, in the tool's own words (tflite/tools/benchmark/benchmark_model.cc, logging.h).
REAL_LOG = """\
INFO: STARTING!
INFO: Log parameter values verbosely: [0]
INFO: Num threads: [2]
INFO: Graph: [/data/local/tmp/edge-export/embeddinggemma-300m_seq256_dynamic_wi8_afp32.tflite]
INFO: Signature to run: [embed_256]
INFO: Report the peak memory footprint: [1]
INFO: Use xnnpack: [1]
INFO: xnnpack_weight_cache_file_path: [/data/local/tmp/edge-export/m.tflite.xnnpack_cache]
INFO: Loaded model /data/local/tmp/edge-export/embeddinggemma-300m_seq256_dynamic_wi8_afp32.tflite
INFO: Created TensorFlow Lite XNNPACK delegate for CPU.
INFO: The input model file size (MB): 179.678
INFO: Initialized session in 412.337ms.
INFO: Running benchmark for at least 1 iterations and at least 0.5 seconds but terminate if exceeding 150 seconds.
INFO: count=2 first=1341052 curr=1198331 min=1198331 max=1341052 avg=1.26969e+06 std=71360
INFO: Running benchmark for at least 50 iterations and at least 1 seconds but terminate if exceeding 150 seconds.
INFO: count=50 first=1203112 curr=1187219 min=1170022 max=1240873 avg=1.19634e+06 std=14125
INFO: Inference timings in us: Init: 412337, First inference: 1341052, Warmup (avg): 1.26969e+06, \
Inference (avg): 1.19634e+06
INFO: Note: as the benchmark tool itself affects memory footprint, the following is only APPROXIMATE to the \
actual memory footprint of the model at runtime. Take the information at your discretion.
INFO: Memory footprint delta from the start of the tool (MB): init=191.254 overall=236.883
INFO: Overall peak memory footprint (MB) via periodic monitoring: 247.105
INFO: Memory status at the end of exeution:
INFO: - VmRSS              : 245 MB
INFO: + RssAnnon           : 58 MB
INFO: + RssFile + RssShmem : 187 MB
"""


# --- the model and its golden inputs ------------------------------------------------------------------

@pytest.fixture(scope="module")
def artifact(tiny_bundle) -> Path:
    return next(tiny_bundle.glob("*.tflite"))  # the tiny model's bundled int8 file


@pytest.fixture(scope="module")
def signatures(artifact) -> dict:
    """{signature: (input name, sequence length, output name)}, read from the file."""
    from ai_edge_litert.interpreter import Interpreter

    from edge_export.artifact import read_signatures

    found = read_signatures(Interpreter(model_path=str(artifact)))
    return {name: (s["inputs"][0]["name"], s["inputs"][0]["shape"][1], s["outputs"][0]["name"])
            for name, s in found.items()}


@pytest.fixture(scope="module")
def golden(signatures, tiny_model_dir) -> list[GoldenInput]:
    """Each text tokenised on the host and 0-padded for each signature."""
    from edge_export.tokenizer import Tokenizer

    tokenizer = Tokenizer(tiny_model_dir / "tokenizer.model")
    inputs = []
    for signature, (input_name, seq_len, _) in signatures.items():
        for number, text in enumerate(TEXTS):
            ids = np.zeros((1, seq_len), dtype=np.int32)
            tokens = tokenizer.model_input(text, max_len=seq_len).ids
            ids[0, : len(tokens)] = tokens
            inputs.append(GoldenInput(f"{signature}/text {number}", signature, input_name, ids))
    return inputs


@pytest.fixture(scope="module")
def host_vectors(artifact, signatures, golden) -> dict[str, np.ndarray]:
    from ai_edge_litert.interpreter import Interpreter

    interpreter = Interpreter(model_path=str(artifact))
    vectors = {}
    for g in golden:
        output_name = signatures[g.signature][2]
        vectors[g.name] = interpreter.get_signature_runner(g.signature)(**{g.input_name: g.ids})[output_name][0]
    return vectors


# --- the fake adb ---------------------------------------------------------------------------------------

@pytest.fixture
def fake(tmp_path, monkeypatch) -> FakeAdb:
    return FakeAdb(tmp_path, monkeypatch)


def run(fake: FakeAdb, artifact: Path, golden: list[GoldenInput], workdir: Path, **options):
    options.setdefault("benchmark_model", str(fake.host_binary))
    return run_on_device(artifact, golden, retries=3, wait_s=0, workdir=workdir, **options)


# --- a device that works ----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def ok_run(tmp_path_factory, artifact, golden):
    """One full run through the fake adb (scenario ok), with the fake's state kept for the tests below."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        folder = tmp_path_factory.mktemp("adb-ok")
        fake = FakeAdb(folder, monkeypatch)
        result = run(fake, artifact, golden, folder / "work")
        return fake, result


def test_device_outputs_are_the_host_litert_vectors(ok_run, golden, host_vectors):
    _, result = ok_run
    assert list(result.outputs) == [g.name for g in golden]
    for g in golden:
        assert result.outputs[g.name].dtype == np.float32 and result.outputs[g.name].shape == (768,)
        np.testing.assert_allclose(result.outputs[g.name], host_vectors[g.name], atol=1e-6)


def test_timings_for_each_signature_and_thread_count(ok_run, signatures):
    _, result = ok_run
    assert [(t.signature, t.threads) for t in result.timings] == [(s, n) for s in signatures for n in (1, 2)]
    for timing in result.timings:
        assert timing.init_ms > 0 and timing.first_ms > 0 and timing.avg_ms > 0 and timing.warmup_avg_ms > 0
        assert timing.peak_memory_mb is not None and timing.peak_memory_mb > 0
        assert timing.weight_cache is True


def test_device_info_recorded(ok_run):
    _, result = ok_run
    info = result.info
    assert (info.serial, info.model, info.abi, info.android_version, info.sdk) == (
        "emulator-5554", "sdk_gphone64_x86_64", "x86_64", "14", "34")


def test_commands_carry_the_benchmark_flags(ok_run, golden, signatures):
    fake, result = ok_run
    assert [argv[1:] for argv in result.commands] == fake.calls()  # every adb invocation, in order
    lines = [" ".join(argv) for argv in result.commands]
    benchmark = [line for line in lines if f"{DEVICE_DIR}/benchmark_model --graph=" in line]
    outputs = [line for line in benchmark if "--output_filepath=" in line]
    timings = [line for line in benchmark if "--report_peak_memory_footprint=true" in line]
    assert len(outputs) == len(golden) and len(timings) == 2 * len(signatures)
    input_name = golden[0].input_name
    for line in benchmark:
        assert f"--input_layer_value_files={input_name}:{DEVICE_DIR}/" in line
        assert f"--input_layer={input_name} " in line and "--input_layer_shape=1," in line
        assert "--use_xnnpack=true" in line and ".xnnpack_cache" in line
    for line in outputs:
        assert "--num_runs=1 " in line and "--warmup_runs=0 " in line and "--num_threads=1 " in line
        assert "--min_secs=0 " in line and "--warmup_min_secs=0 " in line
    assert sum("--num_threads=2 " in line for line in timings) == len(signatures)
    assert all(argv[1:3] == ["-s", "emulator-5554"] for argv in result.commands[1:])  # all but `adb devices`
    assert any("wait-for-device" in argv for argv in result.commands)
    assert any(argv[-1] == "pm path android" for argv in result.commands)


def test_pushed_inputs_are_raw_little_endian_int32(ok_run, golden, artifact):
    fake, _ = ok_run
    pushed = {argv[-1]: Path(argv[-2]) for argv in fake.calls() if "push" in argv}
    bins = sorted(remote for remote in pushed if remote.endswith(".ids.bin"))
    assert len(bins) == len(golden)
    for remote, g in zip(bins, golden):  # file names start with the input's index
        data = fake.device_file(remote).read_bytes()
        assert data == pushed[remote].read_bytes()
        assert len(data) == 4 * g.ids.shape[1]
        assert struct.unpack(f"<{g.ids.shape[1]}i", data) == tuple(int(i) for i in g.ids[0])
    assert fake.device_file(f"{DEVICE_DIR}/{artifact.name}").read_bytes() == artifact.read_bytes()
    binary = fake.device_file(f"{DEVICE_DIR}/benchmark_model")
    assert binary.read_bytes() == FAKE_BINARY and os.access(binary, os.X_OK)
    assert fake.device_file(f"{DEVICE_DIR}/{artifact.name}.xnnpack_cache").is_file()


def test_binary_already_on_the_device_and_no_weight_cache(fake, artifact, golden, host_vectors, tmp_path):
    fake.install_binary("/data/local/tmp/benchmark_model")
    result = run(fake, artifact, golden[:1], tmp_path / "work", benchmark_model="/data/local/tmp/benchmark_model",
                 threads=(4,), weight_cache=False)
    np.testing.assert_allclose(result.outputs[golden[0].name], host_vectors[golden[0].name], atol=1e-6)
    assert [(t.signature, t.threads, t.weight_cache) for t in result.timings] == [(golden[0].signature, 4, False)]
    lines = [" ".join(argv) for argv in result.commands]
    assert not any(line.endswith(f"{DEVICE_DIR}/benchmark_model") and " push " in line for line in lines)
    assert any("/data/local/tmp/benchmark_model --graph=" in line for line in lines)
    assert not any("xnnpack" in line for line in lines)


def test_serial_picks_one_of_two_devices(fake, artifact, golden, tmp_path):
    fake.scenario("two-devices")
    result = run(fake, artifact, golden[:1], tmp_path / "work", serial="R58M41ABCDE", threads=(1,))
    assert result.info.serial == "R58M41ABCDE"
    assert all(argv[1:3] == ["-s", "R58M41ABCDE"] for argv in result.commands[1:])


# --- what can go wrong ------------------------------------------------------------------------------------

def test_adb_not_on_path(tmp_path, monkeypatch, artifact, golden):
    monkeypatch.setenv("PATH", str(tmp_path))  # nothing there
    with pytest.raises(DeviceError, match=r"adb not found.*platform-tools or pass --adb-path"):
        run_on_device(artifact, golden, workdir=tmp_path / "work")
    with pytest.raises(DeviceError, match=r"adb not found at /nowhere/adb"):
        run_on_device(artifact, golden, adb="/nowhere/adb", workdir=tmp_path / "work")


@pytest.mark.parametrize(("scenario", "message"), [
    ("no-device", r"no Android device or emulator found"),
    ("unauthorized", r"device R58M41ABCDE is unauthorized: .*accept the 'Allow USB debugging\?' prompt"),
    ("offline", r"device emulator-5554 is offline"),
    ("two-devices", r"2 devices attached: emulator-5554 \(device\), R58M41ABCDE \(device\); name one"),
])
def test_device_not_usable(fake, scenario, message, artifact, golden, tmp_path):
    fake.scenario(scenario)
    with pytest.raises(DeviceError, match=message):
        run(fake, artifact, golden, tmp_path / "work")
    assert fake.calls() == [["devices"]]


def test_named_device_not_attached(fake, artifact, golden, tmp_path):
    with pytest.raises(DeviceError, match=r"device 0123456789 not found: `adb devices` lists emulator-5554 \(device\)"):
        run(fake, artifact, golden, tmp_path / "work", serial="0123456789")


def test_device_that_never_boots(fake, artifact, golden, tmp_path):
    fake.scenario("never-boots")
    with pytest.raises(DeviceError, match=r"emulator-5554 did not finish booting: after 3 checks"):
        run(fake, artifact, golden, tmp_path / "work")
    polls = [argv for argv in fake.calls() if argv[-1] == "getprop sys.boot_completed"]
    assert len(polls) == 3


def test_push_that_fails_names_the_file(fake, artifact, golden, tmp_path):
    fake.scenario("push-fails")
    with pytest.raises(DeviceError, match=rf"pushing .*benchmark_model to device emulator-5554:{DEVICE_DIR}/"
                                          r"benchmark_model failed: .*Permission denied"):
        run(fake, artifact, golden, tmp_path / "work")
    fake.install_binary("/data/local/tmp/benchmark_model")
    with pytest.raises(DeviceError, match=rf"pushing {artifact} to device emulator-5554:{DEVICE_DIR}/{artifact.name}"):
        run(fake, artifact, golden, tmp_path / "work", benchmark_model="/data/local/tmp/benchmark_model")


def test_binary_missing_or_not_executable(fake, artifact, golden, tmp_path):
    fake.scenario("no-binary")
    with pytest.raises(DeviceError, match=rf"benchmark_model {DEVICE_DIR}/benchmark_model is missing or not exec"):
        run(fake, artifact, golden, tmp_path / "work")
    fake.scenario("ok")
    with pytest.raises(DeviceError, match=r"benchmark_model /data/local/tmp/benchmark_model is missing or not exec"):
        run(fake, artifact, golden, tmp_path / "work", benchmark_model="/data/local/tmp/benchmark_model")
    with pytest.raises(DeviceError, match=r"benchmark_model no/such/benchmark_model: no such file on this computer"):
        run(fake, artifact, golden, tmp_path / "work", benchmark_model="no/such/benchmark_model")


def test_binary_for_another_cpu_is_refused_before_the_push(fake, artifact, golden, tmp_path):
    elf_arm64 = b"\x7fELF\x02\x01\x01" + bytes(9) + struct.pack("<HH", 3, 183)  # ET_DYN, EM_AARCH64
    fake.host_binary.write_bytes(elf_arm64 + bytes(64))
    with pytest.raises(DeviceError, match=r"benchmark_model is built for arm64-v8a, but device emulator-5554 runs "
                                          r"x86_64, x86: use the benchmark_model built for x86_64"):
        run(fake, artifact, golden, tmp_path / "work")
    assert not any("push" in argv for argv in fake.calls())


def test_output_of_the_wrong_size(fake, artifact, golden, tmp_path):
    fake.scenario("bad-output-size")
    with pytest.raises(DeviceError, match=r"work/00-[^/]*\.out\.bin: 100 bytes from the device, "
                                          r"expected 3072 \(one float32 \[1, 768\] output tensor\)"):
        run(fake, artifact, golden, tmp_path / "work")


def test_benchmark_failure_shows_the_tools_message(fake, artifact, golden, tmp_path):
    wrong = [GoldenInput("renamed", "no_such_signature", golden[0].input_name, golden[0].ids)]
    with pytest.raises(DeviceError, match=r"benchmark_model failed \(exit 1\) for golden input renamed:\n"
                                          r"(.*\n)*ERROR: Signature not specified or incorrect(.*\n)*"
                                          r"ERROR: Benchmarking failed\."):
        run(fake, artifact, wrong, tmp_path / "work")


def test_adb_that_hangs_times_out(fake, artifact, golden, tmp_path, monkeypatch):
    fake.scenario("hang")
    monkeypatch.setattr(adb_module, "ADB_TIMEOUT_S", 1.0)
    with pytest.raises(DeviceError, match=r"adb did not answer within 1 s: .*adb devices"):
        run(fake, artifact, golden, tmp_path / "work")


# --- the pure parts ---------------------------------------------------------------------------------------

def test_parse_real_benchmark_output():
    parsed = parse_benchmark_output(REAL_LOG)
    assert parsed["init_ms"] == pytest.approx(412.337)
    assert parsed["first_ms"] == pytest.approx(1341.052)
    assert parsed["warmup_avg_ms"] == pytest.approx(1269.69)
    assert parsed["avg_ms"] == pytest.approx(1196.34)
    assert parsed["peak_memory_mb"] == pytest.approx(247.105)
    assert (parsed["memory_init_mb"], parsed["memory_overall_mb"]) == (pytest.approx(191.254), pytest.approx(236.883))
    assert parsed["model_size_mb"] == pytest.approx(179.678)
    assert parsed["unconsumed_flags"] is None


def test_parse_output_without_peak_memory_and_from_logcat():
    logcat = ("08-21 10:12:01.123  4242  4242 I tflite  : Inference timings in us: Init: 5685, First inference: "
              "18535, Warmup (avg): 14462.3, Inference (avg): 14575.2\n"
              "WARN: Unconsumed cmdline flags: --output_filepath=/data/local/tmp/x.bin\n")
    parsed = parse_benchmark_output(logcat)
    assert (parsed["init_ms"], parsed["avg_ms"]) == (pytest.approx(5.685), pytest.approx(14.5752))
    assert parsed["peak_memory_mb"] is None and parsed["memory_init_mb"] is None
    assert parsed["unconsumed_flags"] == "--output_filepath=/data/local/tmp/x.bin"


def test_parse_output_without_timings_shows_its_tail():
    text = "INFO: STARTING!\nERROR: Signature not specified or incorrect.\nERROR: Benchmarking failed.\n"
    with pytest.raises(DeviceError, match=r"(?s)no 'Inference timings in us' line:\n.*Benchmarking failed\."):
        parse_benchmark_output(text)
    assert parse_benchmark_output(text, require_timings=False)["avg_ms"] is None


def test_parse_devices_and_choose():
    listing = ("* daemon not running; starting now at tcp:5037\n* daemon started successfully\n"
               "List of devices attached\nemulator-5554\tdevice\n0123456789ABCDEF\tno permissions (missing udev "
               "rules? user is in the plugdev group); see [http://developer.android.com/tools/device.html]\n\n")
    devices = parse_devices(listing)
    assert list(devices) == ["emulator-5554", "0123456789ABCDEF"]
    assert choose_device(devices, "emulator-5554") == "emulator-5554"
    with pytest.raises(DeviceError, match=r"device 0123456789ABCDEF: no permissions .*udev rule"):
        choose_device(devices, "0123456789ABCDEF")
    with pytest.raises(DeviceError, match=r"state 'recovery', not 'device'"):
        choose_device({"X": "recovery"}, None)


def test_decode_output(tmp_path):
    vector = np.linspace(-1, 1, 768, dtype=np.float32)
    path = tmp_path / "out.bin"
    path.write_bytes(vector.astype("<f4").tobytes())
    np.testing.assert_array_equal(decode_output(path, 768), vector)
    with pytest.raises(DeviceError, match=r"out\.bin: 3072 bytes from the device, expected 1024"):
        decode_output(path, 256)
