package dev.edgeexport.retrieval;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Small SentencePiece ModelProto files written by hand (protobuf wire format) for the tokenizer tests. */
final class ToyModels {
    private ToyModels() {
    }

    /** A protobuf message being written. */
    static final class Proto {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Proto varint(int field, long value) {
            tag(field, 0);
            raw(value);
            return this;
        }

        Proto fixed32(int field, float value) {
            tag(field, 5);
            int bits = Float.floatToIntBits(value);
            for (int i = 0; i < 4; i++) {
                out.write(bits >>> (8 * i) & 0xff);
            }
            return this;
        }

        Proto bytes(int field, byte[] value) {
            tag(field, 2);
            raw(value.length);
            out.write(value, 0, value.length);
            return this;
        }

        Proto string(int field, String value) {
            return bytes(field, value.getBytes(StandardCharsets.UTF_8));
        }

        Proto message(int field, Proto value) {
            return bytes(field, value.toBytes());
        }

        private void tag(int field, int wireType) {
            raw((long) field << 3 | wireType);
        }

        private void raw(long value) {
            while ((value & ~0x7fL) != 0) {
                out.write((int) (value & 0x7f) | 0x80);
                value >>>= 7;
            }
            out.write((int) value);
        }

        byte[] toBytes() {
            return out.toByteArray();
        }
    }

    static Proto piece(String piece, float score, int type) {
        return new Proto().string(1, piece).fixed32(2, score).varint(3, type);
    }

    /** Gemma's settings: BPE, byte fallback, identity normalizer, no dummy prefix, extra whitespace kept. */
    static Proto trainerSpec(int modelType) {
        return new Proto().varint(3, modelType).varint(35, 1).varint(40, 3).varint(41, 2).varint(42, 1).varint(43, 0)
                .string(46, "<bos>").string(47, "<eos>");
    }

    static Proto normalizerSpec(byte[] charsmap) {
        Proto spec = new Proto().string(1, "identity");
        if (charsmap.length > 0) {
            spec.bytes(2, charsmap);
        }
        return spec.varint(3, 0).varint(4, 0);
    }

    /**
     * ids: 0 pad, 1 eos, 2 bos (control), 3 unk, 4..259 the bytes, 260 {@code <start_of_turn>} (user-defined), then
     * the normal pieces: 261 ▁, 262 a, 263 b, 264 c, 265 ab (score -1), 266 ▁a (-2), 267 aa (-3), 268 abc (-4),
     * 269 bc (-5). Single characters score -10.
     */
    static byte[] bpe(int modelType, byte[] charsmap) {
        Proto model = new Proto();
        model.message(1, piece("<pad>", 0, SentencePieceModel.CONTROL));
        model.message(1, piece("<eos>", 0, SentencePieceModel.CONTROL));
        model.message(1, piece("<bos>", 0, SentencePieceModel.CONTROL));
        model.message(1, piece("<unk>", 0, SentencePieceModel.UNKNOWN));
        for (int b = 0; b < 256; b++) {
            model.message(1, piece(String.format(java.util.Locale.ROOT, "<0x%02X>", b), 0, SentencePieceModel.BYTE));
        }
        model.message(1, piece("<start_of_turn>", 0, SentencePieceModel.USER_DEFINED));
        String[] singles = {"\u2581", "a", "b", "c"};
        for (String s : singles) {
            model.message(1, piece(s, -10, SentencePieceModel.NORMAL));
        }
        String[] merges = {"ab", "\u2581a", "aa", "abc", "bc"};
        for (int i = 0; i < merges.length; i++) {
            model.message(1, piece(merges[i], -1 - i, SentencePieceModel.NORMAL));
        }
        model.message(2, trainerSpec(modelType));
        model.message(3, normalizerSpec(charsmap));
        return model.toBytes();
    }

    static byte[] bpe() {
        return bpe(SentencePieceModel.BPE, new byte[0]);
    }
}
