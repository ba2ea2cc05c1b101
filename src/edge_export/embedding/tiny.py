"""A tiny, randomly initialised EmbeddingGemma for tests: same architecture, seconds to export.

Gemma3 text config with bidirectional attention (one sliding and one full layer, one KV head), the
two Dense layers (out 768, like the real model, so dimension checks are the same), saved in
sentence-transformers layout with the model's prompts, and a SentencePiece tokenizer trained on the
caller's text with Gemma's special ids and pieces (pad 0, eos 1, bos 2, unk 3).
"""

from __future__ import annotations

import io
from pathlib import Path

from ..model.spec import PROMPTS

EMBEDDING_DIM = 768


def train_sentencepiece(lines, path: Path, vocab_size: int = 2000) -> Path:
    """A byte-fallback BPE model with identity normalisation and no dummy prefix, as Gemma's is."""
    import sentencepiece as spm

    model = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(lines), model_writer=model, vocab_size=vocab_size, model_type="bpe",
        byte_fallback=True, pad_id=0, eos_id=1, bos_id=2, unk_id=3, pad_piece="<pad>", eos_piece="<eos>",
        bos_piece="<bos>", unk_piece="<unk>", normalization_rule_name="identity", remove_extra_whitespaces=False,
        add_dummy_prefix=False, split_digits=True, character_coverage=1.0, minloglevel=2,
    )
    path = Path(path)
    path.write_bytes(model.getvalue())
    return path


def hf_tokenizer_from_sentencepiece(sp_model: Path):
    """The transformers (fast) Gemma tokenizer for a SentencePiece BPE model: what the reference uses."""
    from tokenizers.models import BPE
    from transformers import GemmaTokenizer
    from transformers.convert_slow_tokenizer import SentencePieceExtractor

    extracted = SentencePieceExtractor(str(sp_model)).extract(BPE)
    # Like the official checkpoint: the tokenizer itself wraps every text in <bos> ... <eos>.
    return GemmaTokenizer(vocab=extracted["vocab"], merges=extracted["merges"], add_bos_token=True, add_eos_token=True)


def build_tiny_checkpoint(out_dir: Path, sp_model: Path, *, hidden: int = 64, layers: int = 2, heads: int = 2,
                          head_dim: int = 32, intermediate: int = 128, sliding_window: int = 16,
                          dense_hidden: int = 256, seed: int = 0) -> Path:
    """Write a random-weight sentence-transformers EmbeddingGemma to `out_dir` and return it."""
    import shutil

    import torch
    from sentence_transformers import SentenceTransformer
    from sentence_transformers.sentence_transformer import modules as models
    from transformers import Gemma3TextConfig, Gemma3TextModel

    out_dir = Path(out_dir)
    tokenizer = hf_tokenizer_from_sentencepiece(sp_model)
    config = Gemma3TextConfig(
        vocab_size=len(tokenizer), hidden_size=hidden, intermediate_size=intermediate, num_hidden_layers=layers,
        num_attention_heads=heads, num_key_value_heads=1, head_dim=head_dim, query_pre_attn_scalar=head_dim,
        sliding_window=sliding_window, layer_types=(["sliding_attention"] * (layers - 1) + ["full_attention"]),
        use_bidirectional_attention=True, max_position_embeddings=2048, pad_token_id=0, eos_token_id=1,
        bos_token_id=2, rope_theta=1_000_000.0,
    )
    torch.manual_seed(seed)
    encoder_dir = out_dir / "_encoder"
    Gemma3TextModel(config).save_pretrained(encoder_dir)
    tokenizer.save_pretrained(encoder_dir)
    shutil.copyfile(sp_model, encoder_dir / "tokenizer.model")

    identity = torch.nn.Identity()
    transformer = models.Transformer(str(encoder_dir), max_seq_length=2048)
    modules = [
        transformer,
        models.Pooling(hidden, pooling_mode="mean"),
        models.Dense(hidden, dense_hidden, bias=False, activation_function=identity),
        models.Dense(dense_hidden, EMBEDDING_DIM, bias=False, activation_function=identity),
        models.Normalize(),
    ]
    SentenceTransformer(modules=modules, prompts=dict(PROMPTS), device="cpu").save(str(out_dir))
    shutil.copyfile(sp_model, out_dir / "tokenizer.model")
    shutil.rmtree(encoder_dir)
    return out_dir
