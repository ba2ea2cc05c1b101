"""LiteRT's native log severity: ERROR by default, so a model load is silent; INFO under `--verbose`.

Every LiteRT load prints a dozen INFO and WARNING lines to stderr (accelerator registry, "Could not load
shared library ... libopenvino.so"), which a user reads as failures. LiteRT has the setting, its
logger's minimum severity (`LiteRtSetMinLoggerSeverity` on `LiteRtGetDefaultLogger()`, and TFLite's
`MinimalLogger` severity for the "Created TensorFlow Lite XNNPACK delegate" line), and its C API has an
environment option for it (`kLiteRtEnvOptionTagMinLoggerSeverity`), but ai-edge-litert 2.3.0's Python
wrapper passes no such option and the library keeps those functions unexported (`nm -D` lists none;
`TF_CPP_MIN_LOG_LEVEL` is not read). So the functions are found in the library's own ELF symbol table
and called through ctypes, after checks that make any other build a no-op (a stripped or changed wheel
keeps LiteRT's own logging; nothing is ever written unless every check passes). Our stderr is never
filtered: a LiteRT ERROR still prints.

The level comes from `EDGE_EXPORT_LITERT_LOG` (verbose, info, warning, error, silent), which worker
processes and local Ray actors inherit; the CLI's `--verbose` sets it to info.
"""

from __future__ import annotations

import ctypes
import os
import struct
from functools import cache
from pathlib import Path

LOG_ENV = "EDGE_EXPORT_LITERT_LOG"
LEVELS = {"verbose": 0, "info": 1, "warning": 2, "error": 3, "silent": 4}  # LiteRtLogSeverity
DEFAULT_LEVEL = "error"

_SET = "LiteRtSetMinLoggerSeverity"
_GET = "LiteRtGetMinLoggerSeverity"
_DEFAULT_LOGGER = "LiteRtGetDefaultLogger"
_TFLITE_SEVERITY = "_ZN6tflite16logging_internal13MinimalLogger21minimum_log_severity_E"
_ANCHOR = "Wrapped_PyInit__pywrap_litert_environment_wrapper"  # exported: gives the library's load address
_STT_OBJECT, _STT_FUNC, _SHT_SYMTAB = 1, 2, 2


def elf_symbols(path: Path, wanted: set[str]) -> dict[str, tuple[int, int, int]]:
    """{name: (value, size, type)} of the `wanted` names in a 64-bit little-endian ELF file's .symtab
    (local symbols included); {} for any other file."""
    data = Path(path).read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return {}
    (section_offset,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, section_offset + i * entry_size) for i in range(count)]
    names = {name.encode(): name for name in wanted}
    found = {}
    for section in sections:
        if section[1] != _SHT_SYMTAB:
            continue
        strings = sections[section[6]][4]
        for offset in range(section[4], section[4] + section[5], 24):
            name_at, info, _, _, value, size = struct.unpack_from("<IBBHQQ", data, offset)
            start = strings + name_at
            name = data[start:data.index(b"\0", start)]
            if name in names:
                found[names[name]] = (value, size, info & 0xF)
    return found


def level_from_env(environ=None) -> str:
    level = (os.environ if environ is None else environ).get(LOG_ENV, DEFAULT_LEVEL).strip().lower()
    return level if level in LEVELS else DEFAULT_LEVEL


def apply_log_level() -> bool:
    """Set LiteRT's minimum severity to the environment's level; True when set, False when this wheel does
    not offer the checked symbols (LiteRT then logs as it does). Set again on every call, so a process that
    ran at info (a `--verbose` verb called in-process) goes back to the environment's level."""
    setter = _severity_setter()
    return setter is not None and setter(LEVELS[level_from_env()])


@cache
def _severity_setter():
    """A function severity -> bool that sets LiteRT's (and TFLite's) minimum log severity, or None when the
    loaded library does not pass the checks. The symbol table is read once per process."""
    import ai_edge_litert
    from ai_edge_litert import _pywrap_litert_environment_wrapper  # noqa: F401  (loads the library)

    path = Path(ai_edge_litert.__file__).parent / "libpywrap_litert_common.so"
    try:
        library = ctypes.CDLL(str(path), mode=os.RTLD_NOLOAD | ctypes.RTLD_GLOBAL)  # the loaded copy
        symbols = elf_symbols(path, {_SET, _GET, _DEFAULT_LOGGER, _TFLITE_SEVERITY, _ANCHOR})
        functions = (_SET, _GET, _DEFAULT_LOGGER, _ANCHOR)
        if any(symbols.get(name, (0, 0, 0))[2] != _STT_FUNC for name in functions):
            return None
        base = ctypes.cast(getattr(library, _ANCHOR), ctypes.c_void_p).value - symbols[_ANCHOR][0]
        default_logger = ctypes.CFUNCTYPE(ctypes.c_void_p)(base + symbols[_DEFAULT_LOGGER][0])
        get_min = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(ctypes.c_int8))(base + symbols[_GET][0])
        set_min = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_int8)(base + symbols[_SET][0])
        logger = default_logger()
        current = ctypes.c_int8(99)
        # The getter must answer like LiteRT's (status 0, a severity) before the setter is trusted.
        if not logger or get_min(logger, ctypes.byref(current)) != 0 or not -1 <= current.value <= 4:
            return None
        value, size, kind = symbols.get(_TFLITE_SEVERITY, (0, 0, 0))
        tflite_severity = None
        if kind == _STT_OBJECT and size == 4:  # an int enum, TFLITE_LOG_VERBOSE (0) .. TFLITE_LOG_SILENT (4)
            tflite_severity = ctypes.c_int.from_address(base + value)
            if not 0 <= tflite_severity.value <= 4:
                tflite_severity = None
    except (OSError, AttributeError, ValueError, struct.error):
        return None

    def set_severity(severity: int) -> bool:
        if set_min(logger, severity) != 0:
            return False
        if tflite_severity is not None:
            tflite_severity.value = severity
        return True

    return set_severity
