"""The exported .tflite run on an Android phone or emulator through adb, by LiteRT's stock `benchmark_model`.

`benchmark_model` (LiteRT's tflite/tools/benchmark) is the interpreter and XNNPACK delegate an app links,
built for the device's CPU, with nothing of ours to build or install: it reads an input tensor from a raw
file, writes the output tensors' raw bytes to a file and logs init and inference times and peak memory.
So one binary gives the device's vectors for the golden inputs (compared with the fp32 reference by the
caller) and the device's speed and memory.

What this module relies on, as read in the tool's source (google-ai-edge/LiteRT,
tflite/tools/benchmark/benchmark_tflite_model.cc, benchmark_model.cc, tflite/tools/logging.h and
tflite/tools/delegates/xnnpack_delegate_provider.cc):

- `--input_layer_value_files=NAME:FILE` only fills an input named in `--input_layer` (with its shape in
  `--input_layer_shape`); otherwise the tool aborts ("Cannot find the corresponding input_layer name").
  Inputs are matched to the signature's inputs by position, and FILE must hold exactly the tensor's raw
  bytes (int32 [1, S]: 4·S bytes, little-endian on every Android ABI).
- `--output_filepath=FILE`: when the benchmark ends, every output tensor of the signature is written raw,
  one after the other (one float32 [1, 768]: 3072 bytes). Nothing is written when the file cannot be
  opened, and a binary too old for the flag only warns "Unconsumed cmdline flags".
- The run loops go on for at least `--num_runs` runs AND at least `--min_secs` seconds (warm-up:
  `--warmup_runs`, `--warmup_min_secs`), so exactly one run needs both counts and both durations set.
- Log lines (stdout, each prefixed "INFO: "): "Inference timings in us: Init: I, First inference: F,
  Warmup (avg): W, Inference (avg): A"; "Memory footprint delta from the start of the tool (MB): init=X
  overall=Y"; and with `--report_peak_memory_footprint=true`, "Overall peak memory footprint (MB) via
  periodic monitoring: P". Averages are C++ doubles in default stream format ("1.23457e+06" past 10^6).
- `--xnnpack_weight_cache_file_path` is only read when `--use_xnnpack=true` is given explicitly.
- On failure the tool exits 1, or aborts (FATAL) for a bad input file.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import struct
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..errors import ArtifactError, DeviceError

DEVICE_DIR = "/data/local/tmp/edge-export"  # /data/local/tmp: writable and executable for adb's shell user
DEFAULT_BENCHMARK_MODEL = "/data/local/tmp/benchmark_model"  # where LiteRT's README pushes it
# A --benchmark-model path that is not a file on this computer but starts with one of these is taken as
# a path on the device.
DEVICE_PATH_PREFIXES = ("/data/", "/system/", "/vendor/", "/product/", "/sdcard/", "/storage/")

ADB_TIMEOUT_S = 120.0  # a quick command: devices, getprop, mkdir, test
TRANSFER_TIMEOUT_S = 900.0  # a push or pull: the real model is ~180 MB, and wireless adb can be slow
BENCHMARK_TIMEOUT_S = 1800.0  # one benchmark_model run: 50+ runs of the 300M model at 256 tokens, slow phone

RC_MARKER = "edge-export-rc:"  # echoed after a command: adb before Android 7 always exits 0
OUTPUT_TAIL_LINES = 25

_ELF_MACHINE_ABIS = {3: "x86", 40: "armeabi-v7a", 62: "x86_64", 183: "arm64-v8a"}  # e_machine → Android ABI


@dataclass
class GoldenInput:
    """One model input computed on the host: token ids int32 [1, S], 0-padded to the signature's length."""

    name: str
    signature: str
    input_name: str
    ids: np.ndarray


@dataclass
class DeviceInfo:
    serial: str
    model: str  # ro.product.model
    abi: str  # ro.product.cpu.abi
    android_version: str  # ro.build.version.release
    sdk: str  # ro.build.version.sdk


@dataclass
class DeviceTiming:
    """One benchmark_model run: times in ms, peak memory in MB (None where the tool did not report it)."""

    signature: str
    threads: int
    init_ms: float
    first_ms: float
    warmup_avg_ms: float
    avg_ms: float
    peak_memory_mb: float | None
    weight_cache: bool


@dataclass
class DeviceRun:
    info: DeviceInfo
    outputs: dict[str, np.ndarray]  # golden name → float32 [output_dim]
    timings: list[DeviceTiming]
    commands: list[list[str]] = field(default_factory=list)  # every adb argv, in order


def run_on_device(artifact: Path, golden: list[GoldenInput], *, serial: str | None = None, adb: str = "adb",
                  benchmark_model: str = DEFAULT_BENCHMARK_MODEL, threads: tuple[int, ...] = (1, 2),
                  output_dim: int = 768, weight_cache: bool = True, retries: int = 30, wait_s: float = 2.0,
                  workdir: Path) -> DeviceRun:
    """Push `artifact` and the golden inputs to a device, run each input once through `benchmark_model`
    for its output vector, then time each signature the inputs use at each thread count in `threads`.

    `serial`: the device to use (else $ANDROID_SERIAL, else the only one attached). `adb`: a command name
    looked up on PATH, or a path to the adb executable. `benchmark_model`: a file on this computer is
    pushed to /data/local/tmp/edge-export/ and made executable; otherwise a path starting with /data/,
    /system/, /vendor/, /product/, /sdcard/ or /storage/ is taken as already on the device (default
    /data/local/tmp/benchmark_model); anything else is a DeviceError. With `weight_cache`, every run
    passes --use_xnnpack=true and an XNNPACK weight-cache file beside the model (removed first, so it is
    built from this artifact by the first run: the timings are those of an app's second launch on).
    The device waits up to `retries` × `wait_s` seconds to finish booting. Files pushed to and pulled from
    the device are kept in `workdir` and /data/local/tmp/edge-export/ for a look afterwards.
    Every failure of adb, the device or the binary is a DeviceError saying what went wrong.
    """
    artifact = Path(artifact)
    if not artifact.is_file():
        raise ArtifactError(artifact, "no such model file")
    _check_golden(golden)
    commands: list[list[str]] = []
    client = AdbClient(find_adb(adb), commands)
    client.serial = select_device(client, serial or os.environ.get("ANDROID_SERIAL") or None)
    wait_until_booted(client, retries, wait_s)
    info = read_device_info(client)
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    client.check("mkdir -p " + shlex.quote(DEVICE_DIR), f"cannot create {DEVICE_DIR}")
    session = _Session(client, workdir, output_dim)
    session.binary = install_benchmark_model(client, benchmark_model, info)
    session.graph = f"{DEVICE_DIR}/{artifact.name}"
    client.push(artifact, session.graph)
    if weight_cache:
        session.delegate_flags = prepare_weight_cache(client, artifact.name)
    device_inputs = push_golden_inputs(client, golden, workdir)
    outputs = {g.name: session.output_vector(g, device_inputs[g.name]) for g in golden}
    timings = []
    for golden_input in first_input_per_signature(golden):
        for count in threads:
            timings.append(session.timing(golden_input, device_inputs[golden_input.name], count, weight_cache))
    return DeviceRun(info, outputs, timings, commands)


class AdbClient:
    """Every adb invocation goes through `run`, which records its argv and turns a timeout or an adb
    that cannot be started into a DeviceError. Once `serial` is set, every command names the device."""

    def __init__(self, executable: str, commands: list[list[str]]):
        self.executable = executable
        self.commands = commands
        self.serial: str | None = None

    def run(self, *args: str, timeout: float | None = None) -> subprocess.CompletedProcess:
        timeout = ADB_TIMEOUT_S if timeout is None else timeout  # read at call time: tests shorten it
        argv = [self.executable, *(["-s", self.serial] if self.serial else []), *args]
        self.commands.append(argv)
        try:
            return subprocess.run(argv, capture_output=True, text=True, encoding="utf-8", errors="replace",
                                  timeout=timeout)
        except subprocess.TimeoutExpired:
            raise DeviceError(f"adb did not answer within {timeout:g} s: {shlex.join(argv)}") from None
        except OSError as exc:
            raise DeviceError(f"cannot run adb ({self.executable}): {exc}") from None

    @property
    def device(self) -> str:
        return f"device {self.serial}"

    def shell(self, command: str) -> str:
        """stdout of a device command whose exit status does not matter (getprop, pm)."""
        return self.run("shell", command).stdout

    def shell_status(self, command: str, *, timeout: float | None = None) -> tuple[int, str]:
        """(exit status, stdout and stderr) of a device command. The status is read from a marker echoed
        after it, since adb without the shell protocol (before Android 7) exits 0 whatever ran."""
        result = self.run("shell", f"{command}; echo {RC_MARKER}$?", timeout=timeout)
        lines = result.stdout.splitlines()
        markers = [i for i, line in enumerate(lines) if line.startswith(RC_MARKER)]
        if not markers:  # the command never ran (device gone, adb error): adb's own status and message
            return (result.returncode or 255), result.stdout + result.stderr
        status = lines.pop(markers[-1])[len(RC_MARKER):].strip()
        output = "\n".join(lines) + ("\n" + result.stderr if result.stderr else "")
        return (int(status) if status.lstrip("-").isdigit() else 255), output

    def check(self, command: str, what: str) -> None:
        status, output = self.shell_status(command)
        if status != 0:
            raise DeviceError(f"{self.device}: {what} (exit {status}): {_tail(output, 5)}")

    def push(self, local: Path, remote: str) -> None:
        result = self.run("push", str(local), remote, timeout=TRANSFER_TIMEOUT_S)
        if _transfer_failed(result):
            raise DeviceError(f"pushing {local} to {self.device}:{remote} failed: {_tail(_both(result), 5)}")

    def pull(self, remote: str, local: Path) -> None:
        result = self.run("pull", remote, str(local), timeout=TRANSFER_TIMEOUT_S)
        if _transfer_failed(result):
            raise DeviceError(f"pulling {self.device}:{remote} to {local} failed: {_tail(_both(result), 5)}")


def find_adb(adb: str) -> str:
    """The adb executable: `adb` itself when it is a path, else the one found on PATH."""
    if os.sep in adb or (os.altsep and os.altsep in adb):
        if Path(adb).is_file() and os.access(adb, os.X_OK):
            return adb
        raise DeviceError(f"adb not found at {adb}: no executable file there "
                          "(install Android SDK platform-tools or pass --adb-path)")
    found = shutil.which(adb)
    if found is None:
        raise DeviceError(f"adb not found: no '{adb}' on PATH (install Android SDK platform-tools or pass --adb-path)")
    return found


def parse_devices(text: str) -> dict[str, str]:
    """`adb devices` output → {serial: state} ('device', 'unauthorized', 'offline', 'no permissions (...)')."""
    devices = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith(("List of devices", "*")):  # header, daemon start-up notes
            continue
        parts = line.split(None, 1)
        if len(parts) == 2:
            devices[parts[0]] = parts[1].strip()
    return devices


def choose_device(devices: dict[str, str], serial: str | None) -> str:
    """The serial to use: `serial` when given, else the only device listed; it must be ready ('device')."""
    listing = ", ".join(f"{name} ({state})" for name, state in devices.items())
    if serial is None:
        if not devices:
            raise DeviceError("no Android device or emulator found: `adb devices` lists none "
                              "(start an emulator, or plug in a phone with USB debugging on)")
        if len(devices) > 1:
            raise DeviceError(f"{len(devices)} devices attached: {listing}; name one: --adb SERIAL")
        serial = next(iter(devices))
    elif serial not in devices:
        raise DeviceError(f"device {serial} not found: `adb devices` lists {listing or 'none'}")
    _check_state(serial, devices[serial])
    return serial


def _check_state(serial: str, state: str) -> None:
    if state == "device":
        return
    if state == "unauthorized":
        raise DeviceError(f"device {serial} is unauthorized: unlock it and accept the 'Allow USB debugging?' "
                          "prompt (this computer's RSA key) on its screen, then run again")
    if state == "offline":
        raise DeviceError(f"device {serial} is offline: reconnect it or restart the emulator "
                          "(`adb kill-server` may help)")
    if state.startswith("no permissions"):
        raise DeviceError(f"device {serial}: {state} (on Linux, a udev rule must give your user access to it)")
    raise DeviceError(f"device {serial} is in state '{state}', not 'device' (not booted into Android?)")


def select_device(client: AdbClient, serial: str | None) -> str:
    result = client.run("devices")
    if result.returncode != 0:
        raise DeviceError(f"`adb devices` failed (exit {result.returncode}): {_tail(_both(result), 5)}")
    return choose_device(parse_devices(result.stdout), serial)


def wait_until_booted(client: AdbClient, retries: int, wait_s: float) -> None:
    """Wait for the device, then poll until Android has booted and its package manager answers: an
    emulator just started is listed long before either (a push then fails, a binary may not run)."""
    result = client.run("wait-for-device", timeout=max(ADB_TIMEOUT_S, retries * wait_s))
    if result.returncode != 0:
        raise DeviceError(f"{client.device}: `adb wait-for-device` failed: {_tail(_both(result), 5)}")
    booted = package_manager = ""
    attempts = max(retries, 1)
    for attempt in range(attempts):
        booted = client.shell("getprop sys.boot_completed").strip()
        if booted == "1":
            package_manager = client.shell("pm path android").strip()
            if package_manager.startswith("package:"):
                return
        if attempt + 1 < attempts:
            time.sleep(wait_s)
    raise DeviceError(f"{client.device} did not finish booting: after {attempts} checks {wait_s:g} s apart, "
                      f"sys.boot_completed is {booted!r} and `pm path android` printed {package_manager!r} "
                      "(it prints 'package:...' once the package manager is up)")


def read_device_info(client: AdbClient) -> DeviceInfo:
    def prop(name: str) -> str:
        return client.shell(f"getprop {name}").strip()

    return DeviceInfo(client.serial or "", prop("ro.product.model"), prop("ro.product.cpu.abi"),
                      prop("ro.build.version.release"), prop("ro.build.version.sdk"))


def install_benchmark_model(client: AdbClient, benchmark_model: str, info: DeviceInfo) -> str:
    """The device path of an executable benchmark_model: a host file is pushed (after checking it is
    built for the device's CPU) and made executable; a device path is used as it is."""
    host_file = Path(benchmark_model).expanduser()
    if host_file.is_file():
        check_binary_abi(client, host_file, info)
        device_path = f"{DEVICE_DIR}/{host_file.name}"
        client.push(host_file, device_path)
        client.check("chmod 755 " + shlex.quote(device_path), f"cannot make {device_path} executable")
    elif benchmark_model.startswith(DEVICE_PATH_PREFIXES):
        device_path = benchmark_model
    else:
        raise DeviceError(f"benchmark_model {benchmark_model}: no such file on this computer, and not a device "
                          f"path (one starting with {', '.join(DEVICE_PATH_PREFIXES)})")
    status, _ = client.shell_status("test -x " + shlex.quote(device_path))
    if status != 0:
        raise DeviceError(f"{client.device}: benchmark_model {device_path} is missing or not executable (push "
                          f"LiteRT's benchmark_model built for {info.abi or 'its ABI'}, or pass its host path "
                          "with --benchmark-model)")
    return device_path


def elf_abi(path: Path) -> str | None:
    """The Android ABI an ELF executable is built for (from its e_machine field), None if not ELF."""
    with open(path, "rb") as file:
        header = file.read(20)
    if len(header) < 20 or header[:4] != b"\x7fELF":
        return None
    machine = struct.unpack("<H" if header[5] == 1 else ">H", header[18:20])[0]
    return _ELF_MACHINE_ABIS.get(machine, f"ELF machine {machine}")


def check_binary_abi(client: AdbClient, binary: Path, info: DeviceInfo) -> None:
    """Refuse a binary for another CPU before pushing it: the device would only say 'not executable'."""
    abi = elf_abi(binary)
    if abi is None:
        return
    supported = [a for a in client.shell("getprop ro.product.cpu.abilist").strip().split(",") if a] or [info.abi]
    if abi not in supported:
        raise DeviceError(f"{binary} is built for {abi}, but {client.device} runs {', '.join(supported)}: "
                          f"use the benchmark_model built for {info.abi}")


def prepare_weight_cache(client: AdbClient, artifact_name: str) -> dict[str, object]:
    """The XNNPACK weight-cache flags, after removing any cache left by an earlier artifact of this name."""
    cache = f"{DEVICE_DIR}/{artifact_name}.xnnpack_cache"
    client.check("rm -f " + shlex.quote(cache), f"cannot remove {cache}")
    return {"use_xnnpack": True, "xnnpack_weight_cache_file_path": cache}


def push_golden_inputs(client: AdbClient, golden: list[GoldenInput], workdir: Path) -> dict[str, str]:
    """Each golden input's ids as raw little-endian int32 (what --input_layer_value_files reads), written
    to `workdir` and pushed: golden name → device path."""
    device_paths = {}
    for index, golden_input in enumerate(golden):
        local = workdir / f"{_file_stem(index, golden_input.name)}.ids.bin"
        local.write_bytes(np.ascontiguousarray(golden_input.ids, dtype="<i4").tobytes())
        device_paths[golden_input.name] = f"{DEVICE_DIR}/{local.name}"
        client.push(local, device_paths[golden_input.name])
    return device_paths


def first_input_per_signature(golden: list[GoldenInput]) -> list[GoldenInput]:
    """One input per signature (the first), in order: real ids to time each signature with."""
    chosen: dict[str, GoldenInput] = {}
    for golden_input in golden:
        chosen.setdefault(golden_input.signature, golden_input)
    return list(chosen.values())


def benchmark_command(binary: str, graph: str, golden_input: GoldenInput, device_input: str, **flags) -> str:
    """A benchmark_model command line on the signature of `golden_input`, its ids read from `device_input`."""
    shape = ",".join(str(d) for d in golden_input.ids.shape)
    all_flags = {"graph": graph, "signature_to_run_for": golden_input.signature,
                 "input_layer": golden_input.input_name, "input_layer_shape": shape,
                 "input_layer_value_files": f"{golden_input.input_name}:{device_input}", **flags}
    return shlex.join([binary, *(f"--{name}={_flag_value(value)}" for name, value in all_flags.items())])


@dataclass
class _Session:
    """What every benchmark_model run on one device shares."""

    client: AdbClient
    workdir: Path
    output_dim: int
    binary: str = ""
    graph: str = ""
    delegate_flags: dict = field(default_factory=dict)

    def output_vector(self, golden_input: GoldenInput, device_input: str) -> np.ndarray:
        """One run (no warm-up, one thread) writing the output tensor; the file pulled back and decoded."""
        stem = Path(device_input).name.removesuffix(".ids.bin")
        device_output = f"{DEVICE_DIR}/{stem}.out.bin"
        # A file left by an earlier run must not pass for this one's.
        self.client.check("rm -f " + shlex.quote(device_output), f"cannot remove {device_output}")
        command = benchmark_command(self.binary, self.graph, golden_input, device_input,
                                    output_filepath=device_output, num_runs=1, min_secs=0, warmup_runs=0,
                                    warmup_min_secs=0, num_threads=1, **self.delegate_flags)
        output = self._run(command, f"golden input {golden_input.name}")
        status, _ = self.client.shell_status("test -f " + shlex.quote(device_output))
        if status != 0:
            unconsumed = parse_benchmark_output(output, require_timings=False)["unconsumed_flags"]
            hint = f"; it ignored these flags (binary too old?): {unconsumed}" if unconsumed else ""
            raise DeviceError(f"{self.client.device}: benchmark_model wrote no output file {device_output} "
                              f"for golden input {golden_input.name}{hint}")
        local = self.workdir / f"{stem}.out.bin"
        self.client.pull(device_output, local)
        return decode_output(local, self.output_dim)

    def timing(self, golden_input: GoldenInput, device_input: str, threads: int, weight_cache: bool) -> DeviceTiming:
        command = benchmark_command(self.binary, self.graph, golden_input, device_input, num_threads=threads,
                                    report_peak_memory_footprint=True, **self.delegate_flags)
        parsed = parse_benchmark_output(self._run(command, f"timing {golden_input.signature} at {threads} thread(s)"))
        return DeviceTiming(golden_input.signature, threads, parsed["init_ms"], parsed["first_ms"],
                            parsed["warmup_avg_ms"], parsed["avg_ms"], parsed["peak_memory_mb"], weight_cache)

    def _run(self, command: str, what: str) -> str:
        status, output = self.client.shell_status(command, timeout=BENCHMARK_TIMEOUT_S)
        if status != 0:
            raise DeviceError(f"{self.client.device}: benchmark_model failed (exit {status}) for {what}:\n"
                              f"{_tail(output)}")
        return output


def decode_output(path: Path, output_dim: int) -> np.ndarray:
    """The one float32 [1, output_dim] output tensor benchmark_model wrote raw, as float32 [output_dim]."""
    data = Path(path).read_bytes()
    expected = 4 * output_dim
    if len(data) != expected:
        raise DeviceError(f"{path}: {len(data)} bytes from the device, expected {expected} "
                          f"(one float32 [1, {output_dim}] output tensor)")
    return np.frombuffer(data, dtype="<f4").astype(np.float32)


_NUMBER = r"([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?nan|[-+]?inf)"
_TIMINGS = re.compile(rf"Inference timings in us: Init: {_NUMBER}, First inference: {_NUMBER}, "
                      rf"Warmup \(avg\): {_NUMBER}, Inference \(avg\): {_NUMBER}")
_MEMORY_DELTA = re.compile(rf"Memory footprint delta from the start of the tool \(MB\): "
                           rf"init={_NUMBER} overall={_NUMBER}")
_PEAK_MEMORY = re.compile(rf"Overall peak memory footprint \(MB\) via periodic monitoring: {_NUMBER}")
_MODEL_SIZE = re.compile(rf"The input model file size \(MB\): {_NUMBER}")
_UNCONSUMED = re.compile(r"Unconsumed cmdline flags: (.*)")


def parse_benchmark_output(text: str, *, require_timings: bool = True) -> dict:
    """benchmark_model's log → {init_ms, first_ms, warmup_avg_ms, avg_ms, peak_memory_mb,
    memory_init_mb, memory_overall_mb, model_size_mb, unconsumed_flags}; a value the log lacks is None.
    The tool logs microseconds; peak memory is the periodic monitor's (--report_peak_memory_footprint),
    the init/overall values the footprint delta from the tool's start. Without the timings line (and
    `require_timings`) the output is not a finished benchmark: DeviceError with its tail."""
    timings = _last(_TIMINGS, text)
    if timings is None and require_timings:
        raise DeviceError(f"benchmark_model printed no 'Inference timings in us' line:\n{_tail(text)}")
    init_us, first_us, warmup_us, avg_us = timings or (None,) * 4
    memory_init, memory_overall = _last(_MEMORY_DELTA, text) or (None, None)
    unconsumed = _UNCONSUMED.findall(text)
    return {
        "init_ms": _ms(init_us), "first_ms": _ms(first_us), "warmup_avg_ms": _ms(warmup_us), "avg_ms": _ms(avg_us),
        "peak_memory_mb": _number((_last(_PEAK_MEMORY, text) or (None,))[0]),
        "memory_init_mb": _number(memory_init), "memory_overall_mb": _number(memory_overall),
        "model_size_mb": _number((_last(_MODEL_SIZE, text) or (None,))[0]),
        "unconsumed_flags": unconsumed[-1].strip() if unconsumed else None,
    }


def _last(pattern: re.Pattern, text: str) -> tuple | None:
    matches = list(pattern.finditer(text))
    return matches[-1].groups() if matches else None


def _number(text: str | None) -> float | None:
    return None if text is None else float(text)


def _ms(microseconds: str | None) -> float | None:
    return None if microseconds is None else float(microseconds) / 1000.0


def _flag_value(value) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _file_stem(index: int, name: str) -> str:
    """A file name for golden input `index`: its name kept readable, with the index against collisions."""
    return f"{index:02d}-{re.sub(r'[^A-Za-z0-9._-]+', '_', name)[:60]}"


def _check_golden(golden: list[GoldenInput]) -> None:
    if not golden:
        raise ValueError("no golden input to run on the device")
    names = [g.name for g in golden]
    if len(set(names)) != len(names):
        raise ValueError(f"golden input names must be unique: {names}")
    for golden_input in golden:
        ids = np.asarray(golden_input.ids)
        if ids.ndim != 2 or ids.shape[0] != 1 or not np.issubdtype(ids.dtype, np.integer):
            raise ValueError(f"golden input {golden_input.name}: ids must be integer [1, S], got "
                             f"{ids.dtype} {list(ids.shape)}")


def _transfer_failed(result: subprocess.CompletedProcess) -> bool:
    text = _both(result)
    return result.returncode != 0 or "error:" in text or "failed to " in text


def _both(result: subprocess.CompletedProcess) -> str:
    return (result.stdout or "") + (result.stderr or "")


def _tail(text: str, lines: int = OUTPUT_TAIL_LINES) -> str:
    kept = [line for line in text.strip().splitlines() if line.strip()][-lines:]
    return "\n".join(kept) if kept else "(no output)"
