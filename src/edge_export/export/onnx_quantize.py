"""A quantisation plan (export.onnx_weights) applied to the fp32 ONNX graph: weight-only, block-wise, symmetric.

- A projection (MatMul; the dense head's Gemm is rewritten as MatMul first) becomes onnxruntime's
  `MatMulNBits` (com.microsoft) with 4- or 8-bit weights, quantised by onnxruntime's own quantiser; its
  `accuracy_level` says what the kernel may compute in (ACCURACY_LEVEL, chosen by measurement).
- A table (Gather) becomes `GatherBlockQuantized` (com.microsoft): uint8 storage, 8 bits a value or two
  4-bit values a byte, one float scale per block along the row, the zero point implied (128 and 8, the
  MatMulNBits convention the kernel follows for uint8 data). onnxruntime's quantiser offers only 4-bit
  tables, hence this writer.
Activations stay float: the weights are stored small and expanded (or, at accuracy level 4, the activations
quantised per block) inside the kernel.
"""

from __future__ import annotations

import functools
import logging

import numpy as np

# MatMulNBits' accuracy_level: 0 leaves the kernel's choice (fp32 compute here); 4 lets it quantise the
# activations to int8 per block and multiply in integers. BENCHMARKS.md "ONNX at phone size" measured both.
ACCURACY_LEVEL = 4
MS_DOMAIN = "com.microsoft"


def quantize_graph(model, plan: dict[str, tuple[int, int]], *, accuracy_level: int = ACCURACY_LEVEL) -> None:
    """Quantise, in place, every node of `model` whose output is in `plan` (output → (bits, block))."""
    from onnxruntime.quantization.onnx_model import ONNXModel

    wrapper = ONNXModel(model)
    if any(n.op_type == "Gemm" and n.output[0] in plan for n in model.graph.node):
        wrapper.replace_gemm_with_matmul()  # keeps each output name: the plan still finds it
    graph = model.graph
    initializers = {i.name: i for i in graph.initializer}
    nodes = []
    for node in graph.node:
        if node.output[0] not in plan:
            nodes.append(node)
        elif node.op_type == "MatMul":
            nodes.extend(_matmul_nbits(node, graph, *plan[node.output[0]], accuracy_level))
        elif node.op_type == "Gather":
            nodes.append(_gather_block_quantized(node, graph, initializers[node.input[0]], *plan[node.output[0]]))
        else:
            raise ValueError(f"{node.op_type} {node.name}: no quantised form")
    del graph.node[:]
    graph.node.extend(nodes)
    if not any(o.domain == MS_DOMAIN for o in model.opset_import):
        model.opset_import.add(domain=MS_DOMAIN, version=1)
    wrapper.remove_unused_constant()
    wrapper.clean_initializers()


def _matmul_nbits(node, graph, bits: int, block: int, accuracy_level: int) -> list:
    config_cls, quantizer_cls = _nbits_classes()
    config = config_cls(block_size=block, is_symmetric=True, accuracy_level=accuracy_level, bits=bits)
    return quantizer_cls(config).quantize(node, [graph])


def row_block(cols: int, block: int) -> int:
    """`block`, halved until it divides a row of `cols` values (a narrow test model's rows are shorter than
    a block); GatherBlockQuantized takes no partial block."""
    while cols % block and block > 16:
        block //= 2
    return block


QUANTIZE_ROWS = 8192  # table rows quantised at a time: the temporaries stay a few MB, not several copies of 805 MB


def block_quantize_rows(table: np.ndarray, bits: int, block: int) -> tuple[np.ndarray, np.ndarray]:
    """(uint8 data, float32 scales [rows, cols / block]) of `table` [rows, cols]: symmetric, round to nearest,
    stored with the offset GatherBlockQuantized implies (128 for 8 bits, 8 for 4 bits, two a byte, low first)."""
    rows, cols = table.shape
    if cols % block:
        raise ValueError(f"a table row of {cols} values does not split into blocks of {block}")
    data = np.empty((rows, cols * bits // 8), dtype=np.uint8)
    scales = np.empty((rows, cols // block), dtype=np.float32)
    for start in range(0, rows, QUANTIZE_ROWS):
        stop = min(rows, start + QUANTIZE_ROWS)
        data[start:stop], scales[start:stop] = _quantize_block_rows(table[start:stop], bits, block)
    return data, scales


def _quantize_block_rows(table: np.ndarray, bits: int, block: int) -> tuple[np.ndarray, np.ndarray]:
    rows, cols = table.shape
    levels = 2 ** (bits - 1) - 1  # 127 or 7: symmetric, the most negative code unused
    blocks = np.asarray(table, dtype=np.float32).reshape(rows, cols // block, block)
    scales = np.abs(blocks).max(axis=2) / levels
    safe = np.where(scales == 0, 1.0, scales)
    codes = np.clip(np.rint(blocks / safe[..., None]), -levels, levels).astype(np.int16) + 2 ** (bits - 1)
    codes = codes.reshape(rows, cols).astype(np.uint8)
    if bits == 4:
        codes = codes[:, 0::2] | (codes[:, 1::2] << 4)
    return codes, scales.astype(np.float32)


def _gather_block_quantized(node, graph, table_tensor, bits: int, block: int):
    from onnx import helper, numpy_helper

    table = _float_array(table_tensor)
    block = row_block(table.shape[1], block)
    data, scales = block_quantize_rows(table, bits, block)
    name = table_tensor.name
    graph.initializer.extend([numpy_helper.from_array(data, f"{name}_q{bits}"),
                              numpy_helper.from_array(scales, f"{name}_scales")])
    axis = next((a.i for a in node.attribute if a.name == "axis"), 0)
    return helper.make_node("GatherBlockQuantized", [f"{name}_q{bits}", node.input[1], f"{name}_scales"],
                            list(node.output), name=node.name, domain=MS_DOMAIN, gather_axis=axis,
                            quantize_axis=1, block_size=block, bits=bits)


def _float_array(tensor) -> np.ndarray:
    """A float32 initializer's values: a view of its raw bytes when it has them (an 805 MB table is not copied)."""
    from onnx import numpy_helper

    if tensor.raw_data:
        return np.frombuffer(tensor.raw_data, dtype=np.float32).reshape(tuple(tensor.dims))
    return numpy_helper.to_array(tensor)


@functools.cache
def _nbits_classes():
    # Once per process (a model has 170 projections). Importing the module calls logging.basicConfig(level=INFO), which would turn on INFO logs for
    # the whole process and print a line per node; undo that on the root logger and quiet its own.
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    from onnxruntime.quantization.matmul_nbits_quantizer import DefaultWeightOnlyQuantConfig, DefaultWeightOnlyQuantizer

    for handler in root.handlers[len(handlers):]:
        root.removeHandler(handler)
    root.setLevel(level)
    logging.getLogger("onnxruntime.quantization.matmul_nbits_quantizer").setLevel(logging.WARNING)
    return DefaultWeightOnlyQuantConfig, DefaultWeightOnlyQuantizer
