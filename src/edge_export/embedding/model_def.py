"""The one torch module that every artifact is exported from (TFLite and ONNX).

Bidirectional Gemma3 encoder → masked mean pooling → the dense head → L2 norm, with the attention masks
built inside the graph from the token ids (padding id 0), so a phone passes nothing but ids. Three
deliberate departures from the checkpoint's own forward:

- Attention goes through `broadcast_attention`: transformers' `repeat_kv` (expand → reshape) and
  `repeat_interleave` are miscompiled by litert-torch (mean cosine 0.18 against fp32 on the real
  model, silently). With one KV head the key/value tensor is used as is and matmul broadcasts it over
  the query heads; with more, each query head's KV head is sliced and concatenated.
- Masks are built here, not by transformers' mask utilities (which do not trace to TFLite): every
  layer masks padded keys; sliding-window layers also mask keys at distance >= `sliding_window`, in
  both directions, as transformers' bidirectional Gemma3 does.
- The checkpoint's two Dense layers (768→3072, then 3072→768, no activation between them) are one
  linear map, and the module holds it as one 768×768 layer (`fold_dense_head`): 0.6 M weights instead of
  4.7 M (4.1 MB less at int8), rounded once instead of twice when quantised.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from ..errors import InputError

ATTENTION_NAME = "edge_export_broadcast"


def broadcast_attention(module, query, key, value, attention_mask, scaling=None, dropout=0.0, **kwargs):
    """Eager attention without repeat_kv. query [B, H, S, D]; key/value [B, KV, S, D]."""
    n_heads, n_kv = query.shape[1], key.shape[1]
    if n_kv != 1 and n_kv != n_heads:
        groups = n_heads // n_kv
        key = torch.cat([key[:, h // groups : h // groups + 1] for h in range(n_heads)], dim=1)
        value = torch.cat([value[:, h // groups : h // groups + 1] for h in range(n_heads)], dim=1)
    scores = torch.matmul(query, key.transpose(2, 3)) * (scaling if scaling is not None else module.head_dim**-0.5)
    if attention_mask is not None:
        scores = scores + attention_mask
    weights = torch.softmax(scores, dim=-1)
    out = torch.matmul(weights, value)
    return out.transpose(1, 2).contiguous(), None


def _register_attention() -> None:
    from transformers import AttentionInterface

    AttentionInterface.register(ATTENTION_NAME, broadcast_attention)


def additive_masks(valid: torch.Tensor, sliding_window: int, dtype: torch.dtype,
                   positions: torch.Tensor | None = None) -> dict[str, torch.Tensor]:
    """{layer type: [B, 1, S, S] additive mask} from `valid` [B, S] (True = real token) and the tokens'
    `positions` [B, S] (default 0..S-1)."""
    keys = valid[:, None, None, :]  # every query may see every real key...
    pos = torch.arange(valid.shape[1], device=valid.device)[None, :] if positions is None else positions
    pos = pos.to(torch.float32)  # exact for any length; LiteRT has no integer ABS
    near = (pos[:, :, None] - pos[:, None, :]).abs() < sliding_window  # ...sliding layers only the near ones
    blocked = torch.tensor(torch.finfo(dtype).min, dtype=dtype)
    zero = torch.tensor(0.0, dtype=dtype)
    return {
        "full_attention": torch.where(keys, zero, blocked),
        "sliding_attention": torch.where(keys & near[:, None], zero, blocked),
    }


class EmbeddingGemmaModule(nn.Module):
    """ids [B, S] (int32 or int64; 0 = padding) and optional attention_mask → L2-normalised [B, out]."""

    def __init__(self, encoder, dense: nn.Linear, pad_id: int = 0):
        super().__init__()
        _register_attention()
        encoder.config._attn_implementation = ATTENTION_NAME
        self.encoder = encoder
        self.dense = dense  # the checkpoint's dense layers folded into one (fold_dense_head)
        self.pad_id = pad_id
        self.register_buffer("id_remap", None)  # set by embedding.vocab.restrict_module_vocab
        self.register_module("embed_tokens_tail", None)  # the second tier of rows, idem
        self.register_module("tail_rotation", None)  # idem: the second tier stores rotated rows (embedding.rotation)
        self.layer_types = list(encoder.config.layer_types)
        self.sliding_window = int(encoder.config.sliding_window)

    @property
    def embedding_dim(self) -> int:
        return self.dense.out_features

    def embed_rows(self, rows: torch.Tensor) -> torch.Tensor:
        """Rows of the table, or of its two tiers: each tier is looked up at a clamped index (a lookup
        op has no bounds to skip) and the right one kept per token; a rotated second tier is rotated back."""
        first = self.encoder.embed_tokens
        if self.embed_tokens_tail is None:
            return first(rows)
        split = first.num_embeddings
        tail = self.embed_tokens_tail((rows - split).clamp(min=0))
        if self.tail_rotation is not None:
            tail = self.tail_rotation(tail)
        return torch.where((rows < split)[..., None], first(rows.clamp(max=split - 1)), tail)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None) -> torch.Tensor:
        valid = input_ids != self.pad_id if attention_mask is None else attention_mask != 0
        enc = self.encoder
        token_rows = input_ids if self.id_remap is None else self.id_remap[input_ids]
        hidden = self.embed_rows(token_rows)
        # Positions counted from the ids' values, not an arange: the converter folds anything built from an
        # arange (or from the input's shape alone) into constants, and the RoPE tables would be a [S, 256]
        # cos and sin per layer type and per signature (2 MB over the four); counted, they are a few ops.
        position_ids = torch.cumsum((input_ids != -1).to(torch.int32), dim=1, dtype=torch.int32) - 1
        masks = additive_masks(valid, self.sliding_window, hidden.dtype, position_ids)
        # Sorted, not a set: the order traced here is the order of the two rotary tables' buffers in the
        # converted file, and a set of strings iterates in Python's per-process hash order (one of two
        # byte-different files run to run). Sorted is the order PYTHONHASHSEED=0 gave, the files make built.
        rope = {t: enc.rotary_emb(hidden, position_ids, t) for t in sorted(set(self.layer_types))}
        for layer, layer_type in zip(enc.layers, self.layer_types):
            hidden = layer(hidden, position_embeddings=rope[layer_type], attention_mask=masks[layer_type],
                           position_ids=position_ids)
        hidden = enc.norm(hidden)
        weights = valid[:, :, None].to(hidden.dtype)
        pooled = (hidden * weights).sum(dim=1) / weights.sum(dim=1).clamp(min=1.0)
        return F.normalize(self.dense(pooled), p=2.0, dim=-1)


# Raised when the module's graph changes for the same recipe and vocabulary (2: the dense head folded into one
# layer); an export records it, so that a rerun exports again instead of reusing a file of an older graph.
GRAPH_REVISION = 2

# The only activation a sentence-transformers Dense layer of EmbeddingGemma has; any other would not fold.
IDENTITY = "torch.nn.modules.linear.Identity"


def _load_dense(folder) -> nn.Linear:
    import json
    from pathlib import Path

    from safetensors.torch import load_file

    folder = Path(folder)
    config = json.loads((folder / "config.json").read_text())
    if config.get("activation_function", IDENTITY) != IDENTITY:
        raise InputError(folder / "config.json", f"activation {config['activation_function']}: the dense head "
                         "is folded into one linear layer, which needs identity activations")
    dense = nn.Linear(config["in_features"], config["out_features"], bias=config.get("bias", False))
    state = load_file(folder / "model.safetensors")
    dense.load_state_dict({k.removeprefix("linear."): v for k, v in state.items()})
    return dense


def fold_dense_head(first: nn.Linear, second: nn.Linear) -> nn.Linear:
    """second(first(x)) as one layer: W = W2·W1, b = W2·b1 + b2, composed in float64 and rounded once."""
    weight = second.weight.double() @ first.weight.double()
    bias = None
    if first.bias is not None or second.bias is not None:
        bias = torch.zeros(second.out_features, dtype=torch.float64)
        if first.bias is not None:
            bias += second.weight.double() @ first.bias.double()
        if second.bias is not None:
            bias += second.bias.double()
    folded = nn.Linear(first.in_features, second.out_features, bias=bias is not None)
    with torch.no_grad():
        folded.weight.copy_(weight.float())
        if bias is not None:
            folded.bias.copy_(bias.float())
    return folded


def load_module(model_dir) -> EmbeddingGemmaModule:
    """Build the export module from a sentence-transformers checkpoint folder (fp32, eval mode)."""
    from pathlib import Path

    from transformers import AutoModel

    model_dir = Path(model_dir)
    encoder = AutoModel.from_pretrained(model_dir, dtype=torch.float32)
    dense = fold_dense_head(_load_dense(model_dir / "2_Dense"), _load_dense(model_dir / "3_Dense"))
    module = EmbeddingGemmaModule(encoder, dense, pad_id=encoder.config.pad_token_id or 0)
    return module.eval()
