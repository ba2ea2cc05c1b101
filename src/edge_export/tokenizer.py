"""EmbeddingGemma's SentencePiece tokenizer: the `tokenizer.model` that ships to the phone.

Token counts and windows use this tokenizer, never tiktoken: a chunk must fit the model that embeds it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import blake3

from .errors import InputError
from .model.spec import DOCUMENT_PROMPT

DEFAULT_SEQ_LEN = 256  # the default export sequence length (the phone's main signature)
# Characters a token covers at most: the longest EmbeddingGemma piece is 31 characters, and NFKC may fold two
# characters into one. A text cut at max_len * this still fills max_len tokens; the Java library cuts the same.
MAX_CHARS_PER_TOKEN = 64
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def bounded_text(text: str, max_len: int | None) -> str:
    """`text` as the model may read it: lone surrogates (a pasted fragment, undecodable argv bytes) as U+FFFD, which
    sentencepiece reads them as and the Java library too, and at most `max_len` tokens' worth of characters (None:
    all), so that a pasted megabyte is not tokenised whole for the 256 tokens kept."""
    text = _LONE_SURROGATE.sub("\ufffd", text)
    return text if max_len is None else text[: max_len * MAX_CHARS_PER_TOKEN]


@dataclass(frozen=True)
class ModelInput:
    """Token ids as the model (and the phone) sees them: [BOS] + prompt + text + [EOS], unpadded."""

    ids: list[int]
    truncated: bool


@dataclass(frozen=True)
class TokenSpan:
    """One token and the characters [start, end) of the input it covers (zero-width for a partial byte)."""

    id: int
    start: int
    end: int


class Tokenizer:
    """Thin wrapper over sentencepiece with character offsets and the embedded-form length."""

    def __init__(self, model_path: str | Path):
        import sentencepiece as spm

        self.path = Path(model_path)
        try:
            data = self.path.read_bytes()
        except OSError as exc:
            raise InputError(self.path, f"cannot read tokenizer model: {exc.strerror or exc}") from None
        self._sp = spm.SentencePieceProcessor()
        try:
            self._sp.LoadFromSerializedProto(data)
        except Exception as exc:  # sentencepiece raises RuntimeError/OSError on a bad proto
            raise InputError(self.path, f"not a SentencePiece model ({exc})") from None
        # Identifies the vocabulary in policy hashes: token windows depend on it.
        self.fingerprint = blake3.blake3(data).hexdigest()[:16]
        self.bos_id = self._sp.bos_id()
        self.eos_id = self._sp.eos_id()
        self.pad_id = self._sp.pad_id()

    @property
    def sentencepiece(self):
        """The underlying SentencePieceProcessor (piece strings and types)."""
        return self._sp

    @property
    def vocab_size(self) -> int:
        return self._sp.get_piece_size()

    def encode(self, text: str) -> list[int]:
        return self._sp.encode(text)

    def count(self, text: str) -> int:
        return len(self._sp.encode(text))

    def encode_spans(self, text: str) -> list[TokenSpan]:
        """Token ids with character offsets into `text` (sentencepiece reports UTF-8 byte offsets)."""
        proto = self._sp.encode(text, out_type="proto")
        byte_to_char = _byte_to_char_index(text)
        return [TokenSpan(p.id, byte_to_char[p.begin], byte_to_char[p.end]) for p in proto.pieces]

    def model_input(self, text: str, prompt: str = DOCUMENT_PROMPT, max_len: int | None = None) -> ModelInput:
        """[BOS] + SentencePiece(prompt + text) + [EOS]; over `max_len`, the end of the text is cut and
        [EOS] kept, as transformers truncates for the reference model (the text first cut by bounded_text)."""
        body = self._sp.encode(prompt + bounded_text(text, max_len))
        truncated = max_len is not None and len(body) + 2 > max_len
        if truncated:
            body = body[: max_len - 2]
        return ModelInput([self.bos_id, *body, self.eos_id], truncated)

    def embedded_length(self, text: str, prompt: str = DOCUMENT_PROMPT) -> int:
        """Length of the model input for `text`, to compare with the export sequence length."""
        return len(self.model_input(text, prompt).ids)


def _byte_to_char_index(text: str) -> list[int]:
    """index[b] = number of characters before byte offset b (every byte of a character maps to its start)."""
    index: list[int] = []
    for char_pos, ch in enumerate(text):
        index.extend([char_pos] * len(ch.encode("utf-8")))
    index.append(len(text))
    return index
