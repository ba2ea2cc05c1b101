#!/usr/bin/env python3
"""A stand-in for `adb` and a device running LiteRT's benchmark_model, for the parity tests.

The tests put a wrapper named `adb` on PATH that runs this file. Environment:
  FAKE_ADB_ROOT      a folder standing for the device's /data/local/tmp (its only writable place)
  FAKE_ADB_LOG       a file to which every argv is appended as one JSON line
  FAKE_ADB_SCENARIO  ok (default), no-device, unauthorized, offline, two-devices, never-boots,
                     push-fails, no-binary, bad-output-size, hang

benchmark_model is emulated as the real tool behaves (tflite/tools/benchmark in google-ai-edge/LiteRT):
the same flags, the same abort for a value file whose layer is not in --input_layer or whose size is not
the tensor's, the output tensors written raw to --output_filepath, and its log lines word for word. The
model is run for real by the LiteRT interpreter, so the output file holds what a device would write.
Only the run counts are capped (3 runs, 1 warm-up) to keep the tests fast.
"""

from __future__ import annotations

import json
import os
import re
import resource
import shlex
import shutil
import sys
import time
from pathlib import Path

DEVICE_TMP = "/data/local/tmp"
EMULATOR = "emulator-5554"
PHONE = "R58M41ABCDE"
PROPS = {
    "sys.boot_completed": "1",
    "ro.product.model": "sdk_gphone64_x86_64",
    "ro.product.cpu.abi": "x86_64",
    "ro.product.cpu.abilist": "x86_64,x86",
    "ro.build.version.release": "14",
    "ro.build.version.sdk": "34",
}
DEVICES = {
    "no-device": {},
    "unauthorized": {PHONE: "unauthorized"},
    "offline": {EMULATOR: "offline"},
    "two-devices": {EMULATOR: "device", PHONE: "device"},
}
LOGGED_PARAMS = (  # LOG_BENCHMARK_PARAM labels, for the flags that are set
    ("num_threads", "Num threads"), ("graph", "Graph"), ("signature_to_run_for", "Signature to run"),
    ("input_layer", "Input layers"), ("input_layer_shape", "Input shapes"),
    ("input_layer_value_files", "Input value files"), ("output_filepath", "File path to export outputs layer to"),
)
RC_SUFFIX = re.compile(r"^(?P<command>.*); echo (?P<marker>\S+)\$\?$", re.S)
KNOWN_FLAGS = {
    "graph", "signature_to_run_for", "input_layer", "input_layer_shape", "input_layer_value_files",
    "input_layer_value_range", "num_threads", "num_runs", "min_secs", "max_secs", "warmup_runs",
    "warmup_min_secs", "output_filepath", "report_peak_memory_footprint", "memory_footprint_check_interval_ms",
    "use_xnnpack", "xnnpack_weight_cache_file_path", "xnnpack_force_fp16", "verbose",
}


class Abort(Exception):
    """benchmark_model's TFLITE_LOG(FATAL): message on stderr, then abort() (status 134 in the shell)."""


def main(argv: list[str]) -> int:
    if os.environ.get("FAKE_ADB_LOG"):
        with open(os.environ["FAKE_ADB_LOG"], "a", encoding="utf-8") as log:
            log.write(json.dumps(argv) + "\n")
    scenario = os.environ.get("FAKE_ADB_SCENARIO", "ok")
    serial = None
    if argv[:1] == ["-s"]:
        serial, argv = argv[1], argv[2:]
    if not argv:
        print("adb: usage: no command specified", file=sys.stderr)
        return 1
    command, args = argv[0], argv[1:]
    devices = DEVICES.get(scenario, {EMULATOR: "device"})
    if command == "devices":
        if scenario == "hang":
            time.sleep(30)
        print("List of devices attached")
        for name, state in devices.items():
            print(f"{name}\t{state}")
        print()
        return 0
    if serial is None and len(devices) > 1:
        print("adb: more than one device/emulator", file=sys.stderr)
        return 1
    serial = serial or next(iter(devices), None)
    if serial not in devices:
        print(f"adb: device '{serial}' not found" if serial else "adb: no devices/emulators found", file=sys.stderr)
        return 1
    handlers = {"wait-for-device": lambda a, s: 0, "shell": shell, "push": push, "pull": pull}
    if command not in handlers:
        print(f"adb: unknown command {command}", file=sys.stderr)
        return 1
    return handlers[command](args, scenario)


def to_host(device_path: str) -> Path | None:
    """The file standing for a device path, None outside /data/local/tmp (read-only or absent here)."""
    root = Path(os.environ["FAKE_ADB_ROOT"])
    if device_path == DEVICE_TMP:
        return root
    if device_path.startswith(DEVICE_TMP + "/"):
        return root / device_path[len(DEVICE_TMP) + 1:]
    return None


def push(args: list[str], scenario: str) -> int:
    local, remote = args
    if scenario == "push-fails":
        print(f"adb: error: failed to copy '{local}' to '{remote}': remote couldn't create file: "
              "Permission denied", file=sys.stderr)
        return 1
    target = to_host(remote)
    if target is None:
        print(f"adb: error: failed to copy '{local}' to '{remote}': remote Read-only file system", file=sys.stderr)
        return 1
    if remote.endswith("/"):
        target = target / Path(local).name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(local, target)
    size = target.stat().st_size
    print(f"{local}: 1 file pushed, 0 skipped. 120.5 MB/s ({size} bytes in 0.001s)")
    return 0


def pull(args: list[str], scenario: str) -> int:
    remote, local = args
    source = to_host(remote)
    if source is None or not source.is_file():
        print(f"adb: error: failed to stat remote object '{remote}': No such file or directory", file=sys.stderr)
        return 1
    shutil.copyfile(source, local)
    print(f"{remote}: 1 file pulled, 0 skipped. 98.1 MB/s ({source.stat().st_size} bytes in 0.001s)")
    return 0


def shell(args: list[str], scenario: str) -> int:
    line = " ".join(args)  # adb joins its arguments into one command line for the device's sh
    match = RC_SUFFIX.match(line)
    status = run_command(shlex.split(match["command"] if match else line), scenario)
    if match:
        print(f"{match['marker']}{status}")
        return 0
    return status


def run_command(words: list[str], scenario: str) -> int:
    name, args = words[0], words[1:]
    if name == "getprop":
        value = "" if scenario == "never-boots" and args == ["sys.boot_completed"] else PROPS.get(args[0], "")
        print(value)
        return 0
    if name == "pm" and args == ["path", "android"]:
        if scenario == "never-boots":
            print("Error: Could not access the Package Manager.  Is the system running?", file=sys.stderr)
            return 1
        print("package:/system/framework/framework-res.apk")
        return 0
    if name in ("mkdir", "rm", "chmod", "test"):
        return file_command(name, args, scenario)
    binary = to_host(name)
    if binary is None or not binary.is_file() or not os.access(binary, os.X_OK):
        print(f"/system/bin/sh: {name}: inaccessible or not found", file=sys.stderr)
        return 127
    try:
        return benchmark_model(args, scenario)
    except Abort as fatal:
        print(f"FATAL: {fatal}", file=sys.stderr)
        return 134


def file_command(name: str, args: list[str], scenario: str) -> int:
    path = to_host(args[-1])
    if name == "test":
        if path is None or (scenario == "no-binary" and args[0] == "-x"):
            return 1
        return 0 if (path.is_file() and (args[0] == "-f" or os.access(path, os.X_OK))) else 1
    if path is None:
        print(f"{name}: {args[-1]}: Read-only file system", file=sys.stderr)
        return 1
    if name == "mkdir":
        path.mkdir(parents=True, exist_ok=True)
    elif name == "rm":
        path.unlink(missing_ok=True)
    else:
        path.chmod(int(args[0], 8))
    return 0


def benchmark_model(args: list[str], scenario: str) -> int:
    import numpy as np
    from ai_edge_litert.interpreter import Interpreter

    flags = dict(arg[2:].split("=", 1) for arg in args if arg.startswith("--") and "=" in arg)
    info("STARTING!")
    unconsumed = [f"--{k}={v}" for k, v in flags.items() if k not in KNOWN_FLAGS]
    if unconsumed:
        print(f"WARN: Unconsumed cmdline flags: {' '.join(unconsumed)}")
    graph = to_host(flags.get("graph", ""))
    if graph is None or not graph.is_file():
        print("ERROR: Please specify the name of your TF Lite input file with --graph", file=sys.stderr)
        return 1
    layers = input_layers(flags)
    info("Log parameter values verbosely: [0]")
    for key, label in LOGGED_PARAMS:
        if key in flags:
            info(f"{label}: [{flags[key]}]")
    threads = int(flags.get("num_threads", "-1"))
    start = time.perf_counter()
    interpreter = Interpreter(model_path=str(graph), num_threads=threads if threads > 0 else None)
    signature = flags.get("signature_to_run_for", "")
    signatures = list(interpreter.get_signature_list())
    if signature not in signatures:
        print('ERROR: Signature not specified or incorrect. Pass one of the following to the flag '
              '"--signature_to_run_for"', file=sys.stderr)
        for key in signatures:
            print(f"ERROR:  #> Signature key: {key}", file=sys.stderr)
        print("ERROR: Benchmarking failed.", file=sys.stderr)
        return 1
    info(f"Using signature: {signature}")
    runner = interpreter.get_signature_runner(signature)
    inputs = read_inputs(runner.get_input_details(), layers, np)
    if flags.get("use_xnnpack") == "true" and flags.get("xnnpack_weight_cache_file_path"):
        cache = to_host(flags["xnnpack_weight_cache_file_path"])
        if cache is not None and not cache.exists():
            cache.write_bytes(b"XNNPACK weight cache stand-in\n")
    init_us = int((time.perf_counter() - start) * 1e6)
    info(f"The input model file size (MB): {graph.stat().st_size / 1e6:g}")
    info(f"Initialized session in {init_us / 1e3:g}ms.")
    warmup = timed_runs(runner, inputs, min(int(flags.get("warmup_runs", "1")), 1), flags, "warmup")
    regular = timed_runs(runner, inputs, min(int(flags.get("num_runs", "50")), 3), flags, "")
    if "output_filepath" in flags:
        write_outputs(to_host(flags["output_filepath"]), runner, regular[-1][1], scenario)
    report(init_us, warmup, regular, flags.get("report_peak_memory_footprint") == "true")
    return 0


def input_layers(flags: dict) -> list[dict]:
    """--input_layer / --input_layer_shape / --input_layer_value_files, checked as the tool checks them."""
    names = [n for n in flags.get("input_layer", "").split(",") if n]
    shapes = [s for s in flags.get("input_layer_shape", "").split(":") if s]
    if len(names) != len(shapes):
        raise Abort(f"The number of items in --input_layer_shape ({flags.get('input_layer_shape', '')}, with "
                    f"{len(shapes)} items) must match the number of items in --input_layer")
    layers = [{"name": n, "shape": [int(d) for d in s.split(",")], "file": None} for n, s in zip(names, shapes)]
    for item in filter(None, flags.get("input_layer_value_files", "").split(",")):
        name, path = item.split(":", 1)
        found = [layer for layer in layers if layer["name"] == name]
        if not found:
            raise Abort(f"Cannot find the corresponding input_layer name({name}) in --input_layer as "
                        f"{flags.get('input_layer', '')}")
        found[0]["file"] = path
    return layers


def read_inputs(details: dict, layers: list[dict], np) -> dict:
    """The signature's inputs, by position: from their value files, else random as the tool does."""
    inputs = {}
    for position, (name, detail) in enumerate(details.items()):
        layer = layers[position] if position < len(layers) else None
        shape = layer["shape"] if layer else list(detail["shape"])
        dtype = np.dtype(detail["dtype"])
        if layer and layer["file"]:
            host = to_host(layer["file"])
            if host is None or not host.is_file():
                raise Abort(f"Failed to read the input_layer_value_file:{layer['file']}")
            data = host.read_bytes()
            expected = int(np.prod(shape)) * dtype.itemsize
            if len(data) != expected:
                raise Abort(f"The size of {layer['file']} is {len(data)} bytes. It should be {expected} bytes.")
            inputs[name] = np.frombuffer(data, dtype=dtype).reshape(shape)
        else:
            inputs[name] = np.random.default_rng().integers(0, 100, size=shape).astype(dtype)
    return inputs


def timed_runs(runner, inputs: dict, count: int, flags: dict, kind: str) -> list[tuple[int, dict]]:
    min_secs = flags.get("warmup_min_secs" if kind else "min_secs", "0.5" if kind else "1")
    info(f"Running benchmark for at least {count} iterations and at least {min_secs} seconds but terminate if "
         f"exceeding {flags.get('max_secs', '150')} seconds.")
    runs = []
    for _ in range(count):
        start = time.perf_counter()
        outputs = runner(**inputs)
        runs.append((int((time.perf_counter() - start) * 1e6), outputs))
    if runs:
        times = [us for us, _ in runs]
        info(f"count={len(times)} first={times[0]} curr={times[-1]} min={min(times)} max={max(times)} "
             f"avg={sum(times) / len(times):g} std=0")
    else:
        info("count=0")
    return runs


def write_outputs(path: Path | None, runner, outputs: dict, scenario: str) -> None:
    """Every output tensor's raw bytes, one after the other (the tool's OutputSaver); nothing if the
    file cannot be opened."""
    if path is None or not path.parent.is_dir():
        return
    with open(path, "wb") as file:
        if scenario == "bad-output-size":
            file.write(bytes(100))
            return
        for name in runner.get_output_details():
            file.write(outputs[name].tobytes())


def report(init_us: int, warmup: list, regular: list, peak_memory: bool) -> None:
    """BenchmarkLoggingListener::OnBenchmarkEnd's lines."""
    first = warmup[0][0] if warmup else 0
    warmup_avg = sum(us for us, _ in warmup) / len(warmup) if warmup else 0
    average = sum(us for us, _ in regular) / len(regular) if regular else 0
    info(f"Inference timings in us: Init: {init_us}, First inference: {first}, Warmup (avg): {warmup_avg:g}, "
         f"Inference (avg): {average:g}")
    info("Note: as the benchmark tool itself affects memory footprint, the following is only APPROXIMATE to "
         "the actual memory footprint of the model at runtime. Take the information at your discretion.")
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    info(f"Memory footprint delta from the start of the tool (MB): init={rss_mb / 2:g} overall={rss_mb * 0.75:g}")
    if peak_memory:
        info(f"Overall peak memory footprint (MB) via periodic monitoring: {rss_mb:g}")
        info("Memory status at the end of exeution:")
        info(f"- VmRSS              : {int(rss_mb)} MB")
        info(f"+ RssAnnon           : {int(rss_mb * 0.6)} MB")
        info(f"+ RssFile + RssShmem : {int(rss_mb) - int(rss_mb * 0.6)} MB")


def info(message: str) -> None:
    print(f"INFO: {message}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
