"""A copy of an exported ONNX file with every MatMulNBits at another `accuracy_level` (what the kernel may compute
in: 0 the kernel's choice, fp32 here; 4 int8 activations), to measure the choice export.onnx_quantize made.

    .venv/bin/python benchmarks/onnx_accuracy_level.py models/X.onnx 0 -o build/onnx-levels/

The copy is named `<stem>.level<N>.onnx`, with the original's metadata beside it (the tokenizer check reads it).
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("onnx", type=Path)
    parser.add_argument("level", type=int, choices=[0, 1, 2, 3, 4])
    parser.add_argument("-o", "--out-dir", type=Path, required=True)
    args = parser.parse_args()

    import onnx

    model = onnx.load(str(args.onnx))
    changed = 0
    for node in model.graph.node:
        if node.op_type == "MatMulNBits":
            for attribute in node.attribute:
                if attribute.name == "accuracy_level":
                    attribute.i = args.level
                    changed += 1
    args.out_dir.mkdir(parents=True, exist_ok=True)
    target = args.out_dir / f"{args.onnx.stem}.level{args.level}.onnx"
    onnx.save_model(model, str(target))
    shutil.copyfile(args.onnx.with_suffix(".onnx.json"), target.with_suffix(".onnx.json"))
    print(f"{target} ({changed} MatMulNBits at accuracy level {args.level})")


if __name__ == "__main__":
    main()
