"""Run a golden set of token ids through a .tflite: the same script on the host and in the emulated arm64
userland, so both sides differ only by their kernels.

    python arm_runner.py MODEL GOLDEN.npz OUT.npz
    python arm_runner.py --probe                                  # the CPU as its code sees it (JSON)
    python arm_runner.py --known-answer MODEL INPUT.npy EXPECTED.npy   # max |output - expected| (JSON)

Standalone on purpose (numpy and ai-edge-litert only, no edge_export import): the arm64 userland holds
just those two. GOLDEN.npz: `names` (one per case) and `ids_<i>` int32 [1, S]; each case runs on the
signature whose input length is S (the one the phone picks), with one thread, as the Interpreter API on
a phone would. OUT.npz: `vec_<i>` float32 [1, D], `ms_<i>` (wall ms of the invoke) and `cpu` (JSON: the
machine, /proc/cpuinfo's Features line, AT_HWCAP and AT_HWCAP2 as the process sees them).
"""

import ctypes
import json
import platform
import sys
import time

import numpy as np

AT_HWCAP, AT_HWCAP2 = 16, 26


def cpu_description() -> dict:
    features = ""
    try:
        with open("/proc/cpuinfo") as fh:
            features = next((line.split(":", 1)[1].strip() for line in fh if line.startswith("Features")), "")
    except OSError:
        pass
    getauxval = ctypes.CDLL(None).getauxval
    getauxval.restype = ctypes.c_ulong
    return {"machine": platform.machine(), "features": features,
            "hwcap": hex(getauxval(AT_HWCAP)), "hwcap2": hex(getauxval(AT_HWCAP2))}


def probe() -> dict:
    """MIDR_EL1 (read by `mrs`, which Linux and qemu-user allow at EL0) and the HWCAPs, on arm64."""
    import mmap
    import struct

    code = struct.pack("<II", 0xD5380000, 0xD65F03C0)  # mrs x0, midr_el1; ret
    page = mmap.mmap(-1, mmap.PAGESIZE, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
    page.write(code)
    read_midr = ctypes.CFUNCTYPE(ctypes.c_uint64)(ctypes.addressof(ctypes.c_char.from_buffer(page)))
    cpu = cpu_description()
    return {"midr": hex(read_midr()), "hwcap": cpu["hwcap"], "hwcap2": cpu["hwcap2"]}


def known_answer(model: str, inputs: str, expected: str) -> dict:
    from ai_edge_litert.interpreter import Interpreter

    runner = Interpreter(model_path=model, num_threads=1).get_signature_runner()
    (input_name, _), = runner.get_input_details().items()
    output = next(iter(runner(**{input_name: np.load(inputs)}).values()))
    return {"max_abs_error": float(np.abs(output - np.load(expected)).max())}


def main(model: str, golden: str, out: str) -> None:
    from ai_edge_litert.interpreter import Interpreter

    cases = np.load(golden)
    interpreter = Interpreter(model_path=model, num_threads=1)
    runners = {}
    for name in interpreter.get_signature_list():
        runner = interpreter.get_signature_runner(name)
        (input_name, detail), = runner.get_input_details().items()
        runners[int(detail["shape"][1])] = (runner, input_name)
    results = {"cpu": np.array(json.dumps(cpu_description()))}
    for i in range(len(cases["names"])):
        ids = cases[f"ids_{i}"].astype(np.int32)
        runner, input_name = runners[ids.shape[1]]
        started = time.perf_counter()
        output = runner(**{input_name: ids})
        results[f"ms_{i}"] = np.array((time.perf_counter() - started) * 1000)
        results[f"vec_{i}"] = next(iter(output.values())).astype(np.float32)
    np.savez(out, **results)


if __name__ == "__main__":
    if sys.argv[1] == "--probe":
        print(json.dumps(probe()))
    elif sys.argv[1] == "--known-answer":
        print(json.dumps(known_answer(*sys.argv[2:5])))
    else:
        main(*sys.argv[1:4])
