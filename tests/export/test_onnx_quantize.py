"""The ONNX quantisation pieces on their own: a table's block-wise codes as onnxruntime's GatherBlockQuantized
reads them, and a recipe's plan (group, layer overrides, table tier) over weight nodes."""

from __future__ import annotations

import numpy as np
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from edge_export.errors import EdgeExportError
from edge_export.export.onnx_quantize import block_quantize_rows, row_block
from edge_export.export.onnx_weights import WeightNode, quantisation_plan
from edge_export.export.recipes import parse_recipe


def gather_block_quantized(data, scales, ids, bits, block) -> np.ndarray:
    node = helper.make_node("GatherBlockQuantized", ["data", "ids", "scales"], ["out"], domain="com.microsoft",
                            gather_axis=0, quantize_axis=1, block_size=block, bits=bits)
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("ids", TensorProto.INT64, [None])],
                              [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)],
                              [numpy_helper.from_array(data, "data"), numpy_helper.from_array(scales, "scales")])
    model = helper.make_model(graph, ir_version=10,
                              opset_imports=[helper.make_opsetid("", 18), helper.make_opsetid("com.microsoft", 1)])
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return session.run(None, {"ids": np.asarray(ids, dtype=np.int64)})[0]


@pytest.mark.parametrize("bits, block", [(8, 128), (8, 64), (4, 64), (4, 32)])
def test_onnxruntime_reads_the_codes_back_within_half_a_step(bits, block):
    rng = np.random.default_rng(bits + block)
    table = rng.normal(size=(50, 768)).astype(np.float32)
    table[7, :block] = 0.0  # an all-zero block: scale 0, read back as zeros
    data, scales = block_quantize_rows(table, bits, block)
    assert data.shape == (50, 768 * bits // 8) and scales.shape == (50, 768 // block)
    rows = [0, 7, 49, 7]
    out = gather_block_quantized(data, scales, rows, bits, block)
    step = np.repeat(scales[rows], block, axis=1)
    assert np.all(np.abs(out - table[rows]) <= step / 2 + 1e-6)
    assert np.all(out[1, :block] == 0.0)
    # the largest value of each block is exact: it sets the scale
    peaks = np.abs(table[0].reshape(-1, block)).argmax(axis=1) + np.arange(768 // block) * block
    assert np.allclose(out[0, peaks], table[0, peaks], rtol=1e-6)


def test_row_block_halves_until_it_divides_the_row():
    assert row_block(768, 128) == 128 and row_block(64, 128) == 64 and row_block(48, 128) == 16


def nodes() -> list[WeightNode]:
    found = [WeightNode("table", "Gather", "e", None), WeightNode("tail", "Gather", "t", None),
             WeightNode("dense1", "Gemm", "p", None)]
    for layer in range(4):
        found += [WeightNode(f"q{layer}", "MatMul", "a", layer, "q_proj"),
                  WeightNode(f"up{layer}", "MatMul", "f", layer, "up_proj")]
    return found


def test_plan_narrows_an_override_to_the_projections_it_names():
    found = nodes() + [WeightNode("k0", "MatMul", "a", 0, "k_proj"), WeightNode("down0", "MatMul", "f", 0, "down_proj")]
    plan = quantisation_plan(parse_recipe("dynamic_wi8_afp32_aq4b32L0-3_fud4b64L0"), found)
    assert plan["q0"] == plan["q3"] == (4, 32) and plan["k0"] == (8, 128)
    assert plan["up0"] == plan["down0"] == (4, 64) and plan["up1"] == (8, 128)


def test_plan_follows_groups_then_overrides_in_name_order_then_the_tail():
    plan = quantisation_plan(parse_recipe("dynamic_wi8_afp32_f4b32L0-2_f8L1_a4b64L3_t4b64"), nodes())
    assert plan == {"table": (8, 128), "tail": (4, 64), "dense1": (8, 128),
                    "q0": (8, 128), "q1": (8, 128), "q2": (8, 128), "q3": (4, 64),
                    "up0": (4, 32), "up1": (8, 128), "up2": (4, 32), "up3": (8, 128)}


def test_float_groups_are_left_out_of_the_plan_and_the_tail_follows_the_table_without_t():
    assert quantisation_plan(parse_recipe("fp32"), nodes()) == {}
    plan = quantisation_plan(parse_recipe("e4b32_a8_f8_p8"), nodes())
    assert plan["table"] == plan["tail"] == (4, 32) and plan["up0"] == (8, 128)


def test_a_plan_refuses_a_missing_layer_and_a_tail_without_tiers():
    with pytest.raises(EdgeExportError, match="no layer 9"):
        quantisation_plan(parse_recipe("dynamic_wi8_afp32_f4b32L9"), nodes())
    one_tier = [n for n in nodes() if n.group != "t"]
    with pytest.raises(EdgeExportError, match="one tier"):
        quantisation_plan(parse_recipe("dynamic_wi8_afp32_t4b64"), one_tier)


def test_an_unclassified_weight_is_named():
    from edge_export.export.onnx_weights import NAME_SCOPES, weight_nodes

    matmul = helper.make_node("MatMul", ["x", "w"], ["y"], name="node_linear_99")
    matmul.metadata_props.add(key=NAME_SCOPES, value="['', 'encoder.layers.0.new_proj', 'linear_99']")
    graph = helper.make_graph([matmul], "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                              [numpy_helper.from_array(np.ones((4, 4), np.float32), "w")])
    with pytest.raises(EdgeExportError, match="node_linear_99 \\(encoder.layers.0.new_proj\\)"):
        weight_nodes(graph)


def test_rows_quantised_in_slices_give_the_codes_of_one_pass(monkeypatch):
    import edge_export.export.onnx_quantize as onnx_quantize

    table = np.random.default_rng(3).normal(size=(37, 128)).astype(np.float32)
    whole = block_quantize_rows(table, 4, 32)
    monkeypatch.setattr(onnx_quantize, "QUANTIZE_ROWS", 8)  # 5 slices, the last one short
    sliced = block_quantize_rows(table, 4, 32)
    assert all(np.array_equal(a, b) for a, b in zip(whole, sliced))
