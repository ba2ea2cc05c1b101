"""The Java tokenizer (android/, dev.edgeexport.retrieval.Tokenizer) gives, for every string, the ids Python's
sentencepiece gives: on the trained test tokenizer, on the corpus tokenizer (EmbeddingGemma's own when cached),
and on variants of the trained model that switch on the settings Gemma leaves off (dummy prefix, extra-whitespace
removal, unused pieces, no byte fallback). One JVM per model, thousands of strings through it.
"""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

import pytest

from conftest import GOLD_FR
from edge_export.model.spec import QUERY_TASKS
from edge_export.tokenizer import Tokenizer

GOLD_EXAM_DEV = GOLD_FR.parent / "gold_exam_dev.json"
QUESTION_PROMPT = QUERY_TASKS["question answering"]  # "task: question answering | query: "
SEQ_LENS = (32, 64, 128, 256)

HANDMADE = [
    "", " ", "  ", "\t", "\n", "\r\n", "\u00a0", "Hello world", "hello  world", " leading", "trailing ",
    "  both  ", "a\tb\tc", "line1\nline2\n\nline4\n\n\n", "runs     of      spaces", " " * 40, "\n" * 30, "\t" * 17,
    "nbsp\u00a0here\u202fnarrow\u2009thin\u3000ideographic", "\u2581already escaped\u2581\u2581", "zero\u200bwidth",
    "bom\ufeffmid", "control \x00 \x01 \x07 \x1b[31m \x7f \x85 \x9f", "\x00", "\x00\x00abc\x00",
    "0123456789", "3.14159 2,718 1 000 000 -42 +7 ½ ¾ 1er 2e 10h30 1/2-finale 2024-2025", "١٢٣ ४५६ 一二三",
    "Привет, мир! Шахматы — это игра.", "日本語のテキストと中文文本，还有한국어 문장。", "مرحبا بالعالم، الشطرنج لعبة",
    "नमस्ते दुनिया, शतरंज एक खेल है।", "Γειά σου Κόσμε, το σκάκι", "עברית ושפות אחרות", "ไทย ภาษา", "ქართული",
    "😀🎉♟️♞♜ 👍🏽 🇫🇷 🏳️‍🌈", "👨‍👩‍👧‍👦 family 👩🏾‍💻 coder", "🧑‍🤝‍🧑", "𝕏 𝔸𝔹ℂ 𠀀𠀁 𝄞", "\U0010fffd \U000e0041",
    "e\u0301 (decomposed) vs é", "ﬁ ligature Ⅻ ｆｕｌｌｗｉｄｔｈ ㍿", "<start_of_turn>user\nHello<end_of_turn>\n",
    "<start_of_turn>", "<bos><eos><pad><unk><mask>", "<unused0><unused99>[multimodal]", "<0x41><0xFF>",
    "<b>bold</b> <i>it</i> <table><tr><td>x</td></tr></table>", "<<start_of_turn>>", "<start_of_turn",
    "!!! ??? ... ;;; --- ___ ((())) [[]] {{}} «» “” ‘’ ‹› „", "Qu'est-ce qu’un forfait ? L'arbitre — l’appel.",
    "x" * 5000, "Le joueur doit noter ses coups. " * 300, "é" * 3000, "🙂" * 1500, "ab " * 2000,
    "\u2581" * 100, "a\u2581b", "Ａ" * 50,
]


TOKENIZER_CLI = "dev.edgeexport.retrieval.TokenizerCli"


def java_ids(library, model: Path, requests: list) -> list[list[int]]:
    """One TokenizerCli process for all requests: a string is encoded, a dict is a modelInput call."""
    stdin = "".join(json.dumps(r, ensure_ascii=True) + "\n" for r in requests)
    run = subprocess.run([*library.argv(TOKENIZER_CLI), str(model)],
                         input=stdin, capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert len(lines) == len(requests), run.stderr
    return [json.loads(line) for line in lines]


def assert_same(texts: list[str], expected: list[list[int]], actual: list[list[int]]):
    wrong = [(t, e, a) for t, e, a in zip(texts, expected, actual) if e != a]
    assert not wrong, f"{len(wrong)} of {len(texts)} strings differ; first: {wrong[0][0][:200]!r}\n" \
                      f"  python {wrong[0][1][:40]}\n  java   {wrong[0][2][:40]}"


def gold_questions() -> list[str]:
    return [q["question"] for path in (GOLD_FR, GOLD_EXAM_DEV)
            for q in json.loads(path.read_text(encoding="utf-8"))["questions"]]


def random_texts(pieces: list[str], count: int, seed: int) -> list[str]:
    """Random code points of many scripts and classes, and random runs of vocabulary pieces (merges' edges)."""
    rng = random.Random(seed)
    ranges = [(0x20, 0x7e)] * 4 + [(0x00, 0x1f), (0x7f, 0x9f), (0xa0, 0x24f), (0x370, 0x3ff), (0x400, 0x4ff),
                                   (0x590, 0x6ff), (0x900, 0x97f), (0xe00, 0xe7f), (0x2000, 0x206f), (0x2580, 0x259f),
                                   (0x3000, 0x30ff), (0x4e00, 0x9fff), (0xac00, 0xd7a3), (0xe000, 0xe0ff),
                                   (0xfe00, 0xfeff), (0xff00, 0xffef), (0x1f300, 0x1faff), (0x20000, 0x2a6df),
                                   (0xe0000, 0xe007f), (0x10fff0, 0x10ffff)]
    spaces = [" ", " ", " ", "  ", "\t", "\n", "\u00a0", "\u2581", "\u200d", "\u3000"]
    texts = []
    for _ in range(count):
        kind = rng.random()
        n = rng.randint(1, 40)
        if kind < 0.4:
            chars = []
            for _ in range(n):
                if rng.random() < 0.15:
                    chars.append(rng.choice(spaces))
                else:
                    lo, hi = rng.choice(ranges)
                    chars.append(chr(rng.randint(lo, hi)))
            texts.append("".join(chars))
        else:
            parts = [rng.choice(pieces) for _ in range(rng.randint(1, 12))]
            text = "".join(parts)
            texts.append(text.replace("\u2581", " ") if rng.random() < 0.8 else text)
    return texts


def vocabulary(model: Path) -> list[str]:
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=str(model))
    return [sp.id_to_piece(i) for i in range(sp.get_piece_size())]


@pytest.fixture(scope="session")
def corpus_texts(corpus_documents) -> list[str]:
    """The FR corpus: every page's text and every non-empty line of it."""
    pages = [page.text for _, doc in corpus_documents for page in doc.pages]
    lines = [line for page in pages for line in page.split("\n") if line.strip()]
    return pages + lines


def all_texts(model: Path, corpus_texts: list[str]) -> list[str]:
    return gold_questions() + corpus_texts + HANDMADE + random_texts(vocabulary(model), 3000, seed=35)


@pytest.mark.parametrize("which", ["trained", "corpus"])
def test_java_encode_matches_sentencepiece(which, request, java_library, corpus_texts):
    model = request.getfixturevalue(f"{which}_tokenizer_path")
    python = Tokenizer(model)
    texts = all_texts(model, corpus_texts)
    assert len(texts) > 5000
    assert_same(texts, [python.encode(t) for t in texts], java_ids(java_library, model, texts))


@pytest.mark.parametrize("which", ["trained", "corpus"])
def test_java_model_input_matches_python(which, request, java_library):
    model = request.getfixturevalue(f"{which}_tokenizer_path")
    python = Tokenizer(model)
    # Cut before tokenising at the same code point (bounded_text, Tokenizer.bounded), lone surrogates as U+FFFD.
    texts = gold_questions() + HANDMADE + ["arbitre " * 5000, "\U0001F600 " * 9000 + "fin", "lone \ud800 \udc80 x"]
    requests, expected = [], []
    for text in texts:
        for seq_len in SEQ_LENS:
            requests.append({"prompt": QUESTION_PROMPT, "text": text, "max_len": seq_len})
            expected.append(python.model_input(text, prompt=QUESTION_PROMPT, max_len=seq_len).ids)
    actual = java_ids(java_library, model, requests)
    assert_same([r["text"] for r in requests], expected, actual)
    assert any(python.model_input(t, prompt=QUESTION_PROMPT, max_len=32).truncated for t in texts)


def variant(trained_tokenizer_path: Path, out: Path, name: str) -> Path:
    """The trained model with settings Gemma's model leaves off, to check the Java paths that take them."""
    from sentencepiece import sentencepiece_model_pb2 as pb

    proto = pb.ModelProto()
    proto.ParseFromString(trained_tokenizer_path.read_bytes())
    normalizer, trainer = proto.normalizer_spec, proto.trainer_spec
    if name == "dummy-prefix":
        normalizer.add_dummy_prefix = True
    elif name == "remove-extra-whitespaces":
        normalizer.remove_extra_whitespaces = True
        normalizer.add_dummy_prefix = True
    elif name == "whitespace-suffix":
        trainer.treat_whitespace_as_suffix = True
        normalizer.add_dummy_prefix = True
        normalizer.remove_extra_whitespaces = True
    elif name == "no-escape":
        normalizer.escape_whitespaces = False
    elif name == "unused-pieces":  # every third merged piece: merged, then split back into its parts
        for i, piece in enumerate(proto.pieces):
            if piece.type == pb.ModelProto.SentencePiece.NORMAL and len(piece.piece) > 1 and i % 3 == 0:
                piece.type = pb.ModelProto.SentencePiece.UNUSED
    elif name == "no-byte-fallback":  # unknown characters: one <unk> per run
        trainer.byte_fallback = False
        kept = [p for p in proto.pieces if p.type != pb.ModelProto.SentencePiece.BYTE]
        del proto.pieces[:]
        proto.pieces.extend(kept)
    elif name == "user-defined":
        known = {p.piece for p in proto.pieces}
        for text in ("<start_of_turn>", "<end_of_turn>", "\u2581\u2581", "\n\n", "ab", "<b>", "é", "\u2581d", "de"):
            if text not in known:
                proto.pieces.add(piece=text, score=0.0, type=pb.ModelProto.SentencePiece.USER_DEFINED)
    else:
        raise ValueError(name)
    path = out / f"{name}.model"
    path.write_bytes(proto.SerializeToString())
    return path


VARIANTS = ["dummy-prefix", "remove-extra-whitespaces", "whitespace-suffix", "no-escape", "unused-pieces",
            "no-byte-fallback", "user-defined"]


@pytest.mark.parametrize("name", VARIANTS)
def test_java_encode_matches_sentencepiece_on_variants(name, tmp_path, java_library, trained_tokenizer_path):
    model = variant(trained_tokenizer_path, tmp_path, name)
    python = Tokenizer(model)
    texts = gold_questions() + HANDMADE + random_texts(vocabulary(model), 1000, seed=len(name))
    assert_same(texts, [python.encode(t) for t in texts], java_ids(java_library, model, texts))


def test_java_refuses_a_unigram_model(tmp_path, java_library, trained_tokenizer_path):
    from sentencepiece import sentencepiece_model_pb2 as pb

    proto = pb.ModelProto()
    proto.ParseFromString(trained_tokenizer_path.read_bytes())
    proto.trainer_spec.model_type = pb.TrainerSpec.UNIGRAM
    model = tmp_path / "unigram.model"
    model.write_bytes(proto.SerializeToString())
    run = subprocess.run([*java_library.argv(TOKENIZER_CLI), str(model)],
                         input='"x"\n', capture_output=True, text=True, timeout=60)
    assert run.returncode != 0
    assert f"{model}: unsupported model type unigram" in run.stderr
