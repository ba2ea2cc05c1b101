"""An arm64 userland run under qemu-user: LiteRT's arm64 kernels (NEON, dotprod, i8mm, SVE) on an x86 host.

Set-up, once, cached in `~/.cache/edge-export/arm64/bookworm-litert<version>/` (idempotent; built aside
and renamed into place): Debian bookworm's arm64 base packages and Python 3.11 (`debootstrap --foreign`,
which needs root, then `dpkg -x` of each package: nothing runs at set-up), and the aarch64 wheels of the
host's exact ai-edge-litert and numpy versions (`pip download --platform`, unpacked). Runs need neither
root nor mounts nor binfmt_misc: `qemu-aarch64 -L <userland> -cpu MODEL <userland>/usr/bin/python3.11`.

Two traps of qemu 7.2 (Debian 12's), measured: it passes the host's x86 /proc/cpuinfo through, on which
LiteRT's CPU detection crashes; and its `max` CPU advertises SME, whose emulation gives wrong outputs.
So each run first probes the emulated CPU (MIDR_EL1 and the HWCAPs, from inside the guest), writes an
ARM /proc/cpuinfo to match it into the userland (qemu's -L prefix serves it to the guest instead of the
host's), and passes a known-answer test (emulator_problem) before any figure counts.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

import numpy as np

from ..errors import EdgeExportError
from ..paths import cache_root

DEBIAN_SUITE = "bookworm"
GUEST_PACKAGES = "python3.11-minimal,libpython3.11-stdlib,libstdc++6"
GUEST_PYTHON = "usr/bin/python3.11"
WHEEL_PLATFORMS = ("manylinux_2_27_aarch64", "manylinux_2_28_aarch64", "manylinux2014_aarch64",
                   "manylinux_2_17_aarch64")
RUNNER = Path(__file__).with_name("arm_runner.py")
# Linux arm64 HWCAP / HWCAP2 bit names (arch/arm64/include/uapi/asm/hwcap.h), for the /proc/cpuinfo we write.
HWCAP_NAMES = ("fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm jscvt fcma lrcpc "
               "dcpop sha3 sm3 sm4 asimddp sha512 sve asimdfhm dit uscat ilrcpc flagm ssbs sb paca pacg").split()
HWCAP2_NAMES = ("dcpodp sve2 sveaes svepmull svebitperm svesha3 svesm4 flagm2 frint svei8mm svef32mm svef64mm "
                "svebf16 i8mm bf16 dgh rng bti mte ecv afp rpres mte3 sme").split()
# Known answers: the fp32 model must match torch within float rounding; the int8 one (dynamic-range
# weights) within its quantisation error, which is 0.0097 on the host: a broken emulator is off by ~1.
KNOWN_ANSWER_TOLERANCE = {"fp32": 1e-5, "int8": 0.03}
# qemu's `max` reports implementer 0 (software), which LiteRT's CPU detection crashes on (measured, as for
# Cortex-A710's and X2's part numbers); the /proc/cpuinfo it reads then names a Neoverse N2 r0p0, an
# Armv9 core with the same SVE2, i8mm and bf16 (the HWCAPs, which pick the kernels, stay the CPU's own).
STAND_IN_MIDR = 0x410FD490


class EmulationError(EdgeExportError):
    """The emulated arm64 run could not be set up or did not prove itself: not a model failure."""


@dataclass(frozen=True)
class Userland:
    root: Path  # the arm64 filesystem (qemu's -L prefix)
    site: Path  # the unpacked aarch64 wheels (PYTHONPATH)
    qemu: str

    def run(self, cpu: str, args: list, timeout: float = 3600) -> subprocess.CompletedProcess:
        """The guest's Python on `args` with `cpu` emulated; EmulationError naming the CPU on a failure."""
        env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(self.site), "PYTHONNOUSERSITE": "1",
               "QEMU_LD_PREFIX": str(self.root), "HOME": str(self.root / "tmp")}
        command = [self.qemu, "-L", str(self.root), "-cpu", cpu, str(self.root / GUEST_PYTHON), *map(str, args)]
        try:
            done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise EmulationError(f"qemu-aarch64 -cpu {cpu}: no answer within {timeout:.0f} s") from None
        if done.returncode != 0:
            tail = (done.stderr.strip().splitlines() or ["(no output)"])[-1]
            raise EmulationError(f"qemu-aarch64 -cpu {cpu}: the guest failed (exit {done.returncode}): {tail}")
        return done


def litert_version() -> str:
    return version("ai-edge-litert")


def userland_dir(cache_dir: Path | None = None) -> Path:
    return Path(cache_dir or cache_root() / "arm64") / f"{DEBIAN_SUITE}-litert{litert_version()}"


def find_qemu() -> str:
    for name in ("qemu-aarch64-static", "qemu-aarch64"):
        if path := shutil.which(name):
            return path
    raise EmulationError("qemu-aarch64 not found: install qemu-user-static (Debian/Ubuntu: "
                         "apt-get install qemu-user-static)")


def ensure_userland(cache_dir: Path | None = None, *, mirror: str | None = None, quiet: bool = False) -> Userland:
    """The cached userland, built now when missing (root, debootstrap and dpkg-deb needed then)."""
    qemu = find_qemu()
    target = userland_dir(cache_dir)
    if (target / ".complete").is_file():
        return Userland(target / "root", target / "site", qemu)
    for tool, package in (("debootstrap", "debootstrap"), ("dpkg-deb", "dpkg")):
        if not shutil.which(tool):
            raise EmulationError(f"{tool} not found: the arm64 userland is made with it (apt-get install {package})")
    if os.geteuid() != 0:
        raise EmulationError(f"{target}: building the arm64 userland needs root once (debootstrap); rerun as "
                             "root, or copy a userland built elsewhere there")
    mirror = mirror or os.environ.get("EDGE_EXPORT_DEBIAN_MIRROR", "http://deb.debian.org/debian")
    building = target.with_name(target.name + ".building")
    shutil.rmtree(building, ignore_errors=True)  # what a killed set-up left
    root = building / "root"
    say(quiet, f"arm64 userland: debootstrap {DEBIAN_SUITE} from {mirror}")
    _checked(["debootstrap", "--foreign", "--arch=arm64", "--variant=minbase", f"--include={GUEST_PACKAGES}",
              DEBIAN_SUITE, str(root), mirror], "debootstrap")
    archives = root / "var/cache/apt/archives"
    for deb in sorted(archives.glob("*.deb")):  # the second stage would run them: unpacking is enough
        _checked(["dpkg-deb", "-x", str(deb), str(root)], "dpkg-deb")
        deb.unlink()
    say(quiet, f"arm64 userland: aarch64 wheels of ai-edge-litert {litert_version()} and numpy {version('numpy')}")
    unpack_wheels(building / "site", building / "wheels", litert_version(), version("numpy"))
    (building / ".complete").write_text(json.dumps({"ai-edge-litert": litert_version(), "numpy": version("numpy"),
                                                    "debian": DEBIAN_SUITE}) + "\n")
    shutil.rmtree(target, ignore_errors=True)
    building.rename(target)
    return Userland(target / "root", target / "site", qemu)


def unpack_wheels(site: Path, wheels: Path, litert: str, numpy_version: str) -> None:
    """The aarch64 CPython 3.11 wheels of ai-edge-litert==`litert` and its dependencies, unpacked into
    `site` (pip on the host downloads them: nothing is installed or run under emulation)."""
    import zipfile

    platforms = [arg for p in WHEEL_PLATFORMS for arg in ("--platform", p)]
    _checked([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--only-binary=:all:",
              *platforms, "--python-version", "3.11", "--implementation", "cp", "-d", str(wheels),
              f"ai-edge-litert=={litert}", f"numpy=={numpy_version}"],
             f"no aarch64 wheel of ai-edge-litert=={litert} for Python 3.11 on the package index (pip download)")
    for wheel in sorted(wheels.glob("*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(site)
    shutil.rmtree(wheels)


def say(quiet: bool, message: str) -> None:
    """A progress line of the set-up and the run, on stderr, unless quiet."""
    if not quiet:
        print(message, file=sys.stderr)


def _checked(command: list[str], what: str) -> None:
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        tail = (done.stderr.strip().splitlines() or done.stdout.strip().splitlines() or ["(no output)"])[-1]
        raise EmulationError(f"{what} failed (exit {done.returncode}): {tail}")


def probe_cpu(userland: Userland, cpu: str) -> dict:
    """The emulated CPU as its own code sees it: MIDR_EL1 and AT_HWCAP/AT_HWCAP2."""
    return json.loads(userland.run(cpu, [RUNNER, "--probe"], timeout=120).stdout)


def cpuinfo_text(probe: dict) -> str:
    """An ARM /proc/cpuinfo for one core of the probed CPU (what LiteRT's CPU detection parses)."""
    midr, hwcap, hwcap2 = (int(probe[k], 16) for k in ("midr", "hwcap", "hwcap2"))
    midr = midr if midr >> 24 else STAND_IN_MIDR
    features = [n for bit, n in enumerate(HWCAP_NAMES) if hwcap >> bit & 1]
    features += [n for bit, n in enumerate(HWCAP2_NAMES) if hwcap2 >> bit & 1]
    return (f"processor\t: 0\nBogoMIPS\t: 50.00\nFeatures\t: {' '.join(features)}\n"
            f"CPU implementer\t: {midr >> 24 & 0xFF:#04x}\nCPU architecture: 8\nCPU variant\t: {midr >> 20 & 0xF:#x}\n"
            f"CPU part\t: {midr >> 4 & 0xFFF:#05x}\nCPU revision\t: {midr & 0xF}\n\n")


def prepare_cpu(userland: Userland, cpu: str) -> dict:
    """Probe `cpu` and serve the guest a /proc/cpuinfo that matches it; the probe, with its feature names."""
    probe = probe_cpu(userland, cpu)
    text = cpuinfo_text(probe)
    (userland.root / "proc").mkdir(exist_ok=True)
    (userland.root / "proc" / "cpuinfo").write_text(text)
    reported = "".join(line.split(":")[1].strip() + " " for line in text.splitlines() if line.startswith("CPU "))
    return {**probe, "features": text.split("Features\t: ", 1)[1].split("\n", 1)[0], "cpuinfo_says": reported.strip()}


def known_answer_models(folder: Path) -> dict[str, Path]:
    """Two tiny models whose answer is known (a 64→256→64 MLP, seeded): fp32 and dynamic-range int8
    weights, with the input and torch's fp32 output beside them; built once (litert-torch)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = {"fp32": folder / "known-fp32.tflite", "int8": folder / "known-int8.tflite",
             "input": folder / "known-input.npy", "expected": folder / "known-expected.npy"}
    if all(p.is_file() for p in paths.values()):
        return paths
    from ..runtime.library_logs import quiet_libraries

    quiet_libraries()
    import litert_torch
    import torch
    from ai_edge_quantizer import quantizer, recipe

    torch.manual_seed(0)
    mlp = torch.nn.Sequential(torch.nn.Linear(64, 256), torch.nn.GELU(), torch.nn.Linear(256, 64)).eval()
    x = torch.linspace(-2, 2, 32 * 64).reshape(32, 64)
    fp32 = folder / "known-fp32.tflite.tmp"
    litert_torch.convert(mlp, (x,)).export(str(fp32))
    quantize = quantizer.Quantizer(bytearray(fp32.read_bytes()))
    quantize.load_quantization_recipe(recipe.dynamic_wi8_afp32())
    paths["int8"].write_bytes(bytes(quantize.quantize(enable_progress_report=False).quantized_model))
    np.save(paths["input"], x.numpy())
    np.save(paths["expected"], mlp(x).detach().numpy())
    fp32.rename(paths["fp32"])
    return paths


def emulator_problem(userland: Userland, cpu: str, models: dict[str, Path]) -> dict:
    """The known-answer test on `cpu`: {model: max |output - torch fp32|, ..., "passed": bool}."""
    result = {}
    for kind in ("fp32", "int8"):
        out = userland.run(cpu, [RUNNER, "--known-answer", models[kind], models["input"], models["expected"]],
                           timeout=300)
        result[kind] = float(json.loads(out.stdout.strip().splitlines()[-1])["max_abs_error"])
    result["passed"] = all(result[k] <= KNOWN_ANSWER_TOLERANCE[k] for k in ("fp32", "int8"))
    result["tolerance"] = dict(KNOWN_ANSWER_TOLERANCE)
    return result
