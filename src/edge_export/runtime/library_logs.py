"""The conversion libraries' own chatter: off by default, like LiteRT's runtime log (litert_logging.py),
and back under `--verbose` (EDGE_EXPORT_LITERT_LOG at info or verbose).

A first `make android-assets` converts the checkpoint, and the libraries doing it print about forty lines
that a new user reads as failures: torchao's "Failed to load ..._C_cutlass_90a.abi3.so" (its CUDA kernels,
unused on a CPU), torch's pytree notices about enums and a FutureWarning about its own LeafSpec,
litert-torch's progress lines, the MLIR converter's absl lines ("All log messages before
absl::InitializeLog() ..."), transformers' and ai-edge-quantizer's progress bars. Each is switched off by
its own library's setting: a logger's level, an environment variable the library reads
(LITERT_TORCH_SHOW_PROGRESS; TF_CPP_MIN_LOG_LEVEL=2 keeps the converter's errors), a progress-bar flag,
and one warnings filter by message. Our stderr is never filtered: every error still prints.
ai-edge-quantizer 0.10.0's quantize() takes enable_progress_bar but does not pass it to the stage that
prints "Applying Transformations to tensors" (shown for any model of 100 tensors or more, so in every real
export): `quantizer_bars` gives that stage the same choice while a quantisation runs.
"""

from __future__ import annotations

import contextlib
import logging
import os
import warnings
from collections.abc import Iterator
from unittest import mock

from .litert_logging import LEVELS, level_from_env

LIBRARY_ENV = {"LITERT_TORCH_SHOW_PROGRESS": "n", "TF_CPP_MIN_LOG_LEVEL": "2"}
# Set whatever the verbosity: the converter's TensorFlow kernels switch to oneDNN by themselves on CPUs with
# AVX-512 VNNI or AMX (not on AVX2-only ones), with other round-off, and say so in an absl line that
# TF_CPP_MIN_LOG_LEVEL does not reach. Off, an export runs the same kernels on every x86 host.
SAME_KERNELS_ENV = {"TF_ENABLE_ONEDNN_OPTS": "0"}
# torch.onnx's registry warns, at every export, that torchvision's operators are skipped (not installed: not needed)
QUIET_LOGGERS = ("torchao", "torch.utils._pytree", "torch.onnx._internal.exporter._registration")


def libraries_verbose(environ=None) -> bool:
    """Whether the user asked for the libraries' progress and notices (--verbose)."""
    return LEVELS[level_from_env(environ)] <= LEVELS["info"]


def quiet_libraries() -> None:
    """Before a conversion or a checkpoint load: the settings above, unless verbose. Idempotent; a value
    the user set in the environment wins."""
    for name, value in SAME_KERNELS_ENV.items():
        os.environ.setdefault(name, value)
    if libraries_verbose():
        return
    for name, value in LIBRARY_ENV.items():
        os.environ.setdefault(name, value)
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(logging.ERROR)
    warnings.filterwarnings("ignore", message=r".*isinstance\(treespec, LeafSpec\)", category=FutureWarning)
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()


@contextlib.contextmanager
def quantizer_bars(enable: bool) -> Iterator[None]:
    """Inside this block every ai-edge-quantizer progress bar is on or off as `enable` says, including the
    ones whose flag its quantize() does not pass on. The library makes its bars through the module
    (`progress_utils.ProgressBar(...)` at call time), so replacing the class there reaches them. The
    replacement is process-wide: an export quantises in one thread (parallel exports are spawned processes)."""
    from ai_edge_quantizer.utils import progress_utils

    class Bar(progress_utils.ProgressBar):
        def __init__(self, *args, **kwargs):
            kwargs["enable"] = enable
            super().__init__(*args, **kwargs)

    with mock.patch.object(progress_utils, "ProgressBar", Bar):
        yield
