"""LiteRT's CompiledModel API on CPU with XNNPACK's weight cache (runtime/weight_cache.py).

Per signature, one input and one output TensorBuffer are made once and reused: a query costs a
write, a run and a read, as in the Kotlin API an app uses.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ..artifact import describe_tensors
from .load_error import load_error
from .weight_cache import artifact_sha256, prepared, weight_cache_for


class CompiledSession:
    def __init__(self, path: Path, threads: int | None, weight_cache_dir=None):
        from ai_edge_litert.compiled_model import CompiledModel
        from ai_edge_litert.cpu_options import CpuOptions
        from ai_edge_litert.options import Options

        from .litert_logging import apply_log_level

        apply_log_level()
        self.weight_cache = None if weight_cache_dir is False else weight_cache_for(artifact_sha256(path, weight_cache_dir), weight_cache_dir)
        cpu = CpuOptions(num_threads=threads or 0,
                         xnnpack_weight_cache_path=str(self.weight_cache.path) if self.weight_cache else "")
        try:
            if self.weight_cache is None:
                self.model = CompiledModel.from_file(str(path), options=Options(cpu_options=cpu))
                self.cache_reused = False
            else:
                with prepared(self.weight_cache) as reused:
                    self.model = CompiledModel.from_file(str(path), options=Options(cpu_options=cpu))
                    self.cache_reused = reused
        except Exception as exc:  # the wrapper raises RuntimeError/ValueError on a corrupt flatbuffer
            raise load_error(path, exc) from None
        self.path = path
        self.signatures = {}
        self._buffers = {}
        try:  # a damaged model that loads can still fail here ("Failed to allocate tensors")
            for index in range(self.model.get_num_signatures()):
                name = self.model.get_signature_by_index(index)["key"]
                self.signatures[name] = {"inputs": describe_tensors(self.model.get_input_tensor_details(name)),
                                         "outputs": describe_tensors(self.model.get_output_tensor_details(name))}
                self._buffers[name] = (index, self.model.create_input_buffers(index),
                                       self.model.create_output_buffers(index),
                                       int(np.prod(self.signatures[name]["outputs"][0]["shape"])))
        except (RuntimeError, ValueError) as exc:
            raise load_error(path, exc) from None

    def run(self, name: str, ids: np.ndarray) -> np.ndarray:
        index, inputs, outputs, size = self._buffers[name]
        inputs[0].write(np.ascontiguousarray(ids, dtype=np.int32))
        try:
            self.model.run_by_index(index, inputs, outputs)
        except RuntimeError as exc:  # the runtime's own error, of a model that loaded: the file is at fault
            raise load_error(self.path, exc) from None
        return outputs[0].read(size, np.float32).reshape(1, -1)

