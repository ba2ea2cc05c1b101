"""The fake adb's host side: where its "device" keeps files and what adb was asked (tests/parity/fake_adb.py
is the executable the tests put on PATH as `adb`)."""

from __future__ import annotations

import json
import os
import shlex
import sys
from pathlib import Path

import pytest

FAKE_ADB = Path(__file__).with_name("fake_adb.py")
FAKE_BINARY = b"#!/system/bin/sh\n# stands for LiteRT's benchmark_model\n"


class FakeAdb:
    """Where the fake device keeps its files, and what adb was asked."""

    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch):
        self.bin_dir = folder / "bin"
        self.root = folder / "device-tmp"  # stands for /data/local/tmp
        self.log = folder / "adb.jsonl"
        self.monkeypatch = monkeypatch
        self.bin_dir.mkdir()
        self.root.mkdir()
        wrapper = self.bin_dir / "adb"
        wrapper.write_text(f'#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(str(FAKE_ADB))} "$@"\n')
        wrapper.chmod(0o755)
        self.host_binary = folder / "benchmark_model"
        self.host_binary.write_bytes(FAKE_BINARY)
        monkeypatch.setenv("PATH", f"{self.bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
        monkeypatch.setenv("FAKE_ADB_ROOT", str(self.root))
        monkeypatch.setenv("FAKE_ADB_LOG", str(self.log))
        monkeypatch.delenv("ANDROID_SERIAL", raising=False)
        self.scenario("ok")

    def scenario(self, name: str) -> None:
        self.monkeypatch.setenv("FAKE_ADB_SCENARIO", name)

    def calls(self) -> list[list[str]]:
        return [json.loads(line) for line in self.log.read_text().splitlines()] if self.log.exists() else []

    def install_binary(self, device_path: str) -> None:
        """A benchmark_model already on the device, executable (as after a manual `adb push`)."""
        on_device = self.device_file(device_path)
        on_device.write_bytes(FAKE_BINARY)
        on_device.chmod(0o755)

    def device_file(self, device_path: str) -> Path:
        return self.root / device_path.removeprefix("/data/local/tmp/")
