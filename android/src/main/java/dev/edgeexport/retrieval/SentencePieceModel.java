package dev.edgeexport.retrieval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A SentencePiece {@code ModelProto} ({@code sentencepiece.model}), read with a small protobuf reader: the pieces
 * (bytes, score, type) and the trainer and normalizer settings that encoding depends on. Proto2 defaults apply to
 * absent fields, as in sentencepiece. Only what {@link Tokenizer} can encode exactly as sentencepiece does is
 * accepted: a BPE model without a precompiled normalization map; anything else is a {@link BundleException} naming
 * the file. The piece bytes stay slices of the file's bytes (no copy).
 */
public final class SentencePieceModel {
    /** Piece types ({@code ModelProto.SentencePiece.Type}). */
    public static final int NORMAL = 1;
    public static final int UNKNOWN = 2;
    public static final int CONTROL = 3;
    public static final int USER_DEFINED = 4;
    public static final int UNUSED = 5;
    public static final int BYTE = 6;

    /** {@code TrainerSpec.ModelType}. */
    public static final int UNIGRAM = 1;
    public static final int BPE = 2;
    public static final int WORD = 3;
    public static final int CHAR = 4;

    private final String file;
    final byte[] data;
    final int[] pieceOffset;
    final int[] pieceLength;
    final float[] scores;
    final byte[] types;

    // TrainerSpec (proto2 defaults).
    private int modelType = UNIGRAM;
    private boolean byteFallback;
    private boolean treatWhitespaceAsSuffix;
    private String unkPiece = "<unk>";
    private String bosPiece = "<s>";
    private String eosPiece = "</s>";
    private String padPiece = "<pad>";
    // NormalizerSpec (proto2 defaults).
    private String normalizerName = "";
    private int charsmapLength;
    private boolean addDummyPrefix = true;
    private boolean removeExtraWhitespaces = true;
    private boolean escapeWhitespaces = true;

    private SentencePieceModel(String file, byte[] data, int count) {
        this.file = file;
        this.data = data;
        pieceOffset = new int[count];
        pieceLength = new int[count];
        scores = new float[count];
        types = new byte[count];
    }

    /** The model in {@code file}; BundleException naming it when unreadable, malformed or unsupported. */
    public static SentencePieceModel load(Path file) {
        byte[] data;
        try {
            data = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new BundleException(file, "cannot read the tokenizer model: " + e);
        }
        return parse(data, String.valueOf(file));
    }

    /** The model serialized in {@code data}; {@code file} names it in errors. */
    public static SentencePieceModel parse(byte[] data, String file) {
        Reader top = new Reader(data, 0, data.length, file);
        int count = 0;
        while (top.more()) {  // first pass: count the pieces (field 1) to size the arrays
            int tag = top.varint32();
            if (tag >>> 3 == 1 && (tag & 7) == 2) {
                top.skipBytes();
                count++;
            } else {
                top.skip(tag);
            }
        }
        SentencePieceModel model = new SentencePieceModel(file, data, count);
        top = new Reader(data, 0, data.length, file);
        int index = 0;
        while (top.more()) {
            int tag = top.varint32();
            int field = tag >>> 3;
            if (field >= 1 && field <= 3 && (tag & 7) == 2) {
                int length = top.length();
                Reader sub = new Reader(data, top.at, top.at + length, file);
                top.at += length;
                if (field == 1) {
                    model.readPiece(sub, index++);
                } else if (field == 2) {
                    model.readTrainerSpec(sub);
                } else {
                    model.readNormalizerSpec(sub);
                }
            } else {
                top.skip(tag);
            }
        }
        model.check();
        return model;
    }

    private void readPiece(Reader r, int i) {
        pieceOffset[i] = r.at;  // an absent piece is empty: rejected in check()
        pieceLength[i] = 0;
        types[i] = NORMAL;
        while (r.more()) {
            int tag = r.varint32();
            switch (tag) {
                case (1 << 3) | 2: {
                    int length = r.length();
                    pieceOffset[i] = r.at;
                    pieceLength[i] = length;
                    r.at += length;
                    break;
                }
                case (2 << 3) | 5:
                    scores[i] = Float.intBitsToFloat(r.fixed32());
                    break;
                case (3 << 3): {
                    long type = r.varint();
                    if (type < NORMAL || type > BYTE) {
                        throw error("piece " + i + " has an unknown type " + type);
                    }
                    types[i] = (byte) type;
                    break;
                }
                default:
                    r.skip(tag);
            }
        }
    }

    private void readTrainerSpec(Reader r) {
        while (r.more()) {
            int tag = r.varint32();
            switch (tag) {
                case (3 << 3): modelType = (int) r.varint(); break;
                case (24 << 3): treatWhitespaceAsSuffix = r.varint() != 0; break;
                case (35 << 3): byteFallback = r.varint() != 0; break;
                case (45 << 3) | 2: unkPiece = r.string(); break;
                case (46 << 3) | 2: bosPiece = r.string(); break;
                case (47 << 3) | 2: eosPiece = r.string(); break;
                case (48 << 3) | 2: padPiece = r.string(); break;
                default: r.skip(tag);
            }
        }
    }

    private void readNormalizerSpec(Reader r) {
        while (r.more()) {
            int tag = r.varint32();
            switch (tag) {
                case (1 << 3) | 2: normalizerName = r.string(); break;
                case (2 << 3) | 2: {
                    charsmapLength = r.length();
                    r.at += charsmapLength;
                    break;
                }
                case (3 << 3): addDummyPrefix = r.varint() != 0; break;
                case (4 << 3): removeExtraWhitespaces = r.varint() != 0; break;
                case (5 << 3): escapeWhitespaces = r.varint() != 0; break;
                default: r.skip(tag);
            }
        }
    }

    /** sentencepiece's own checks (ModelInterface::InitializePieces), then what this reader cannot encode. */
    private void check() {
        int n = size();
        if (n == 0) {
            throw error("not a SentencePiece model (no pieces)");
        }
        int unk = -1;
        for (int i = 0; i < n; i++) {
            if (pieceLength[i] == 0) {
                throw error("not a SentencePiece model (piece " + i + " is empty)");
            }
            if (types[i] == UNKNOWN) {
                if (unk >= 0) {
                    throw error("not a SentencePiece model (two unknown pieces: " + unk + " and " + i + ")");
                }
                unk = i;
            }
            if (types[i] == BYTE && !byteFallback) {
                throw error("byte piece " + piece(i) + " although byte_fallback is false");
            }
        }
        if (unk < 0) {
            throw error("not a SentencePiece model (no unknown piece)");
        }
        if (modelType != BPE) {
            String name = modelType == UNIGRAM ? "unigram" : modelType == WORD ? "word" : modelType == CHAR ? "char"
                    : String.valueOf(modelType);
            throw error("unsupported model type " + name + ": this tokenizer implements BPE models only");
        }
        if (charsmapLength != 0) {
            throw error("unsupported normalizer '" + normalizerName + "' (a precompiled_charsmap of " + charsmapLength
                    + " bytes): this tokenizer implements the identity normalizer only");
        }
    }

    BundleException error(String reason) {
        return new BundleException(file, reason);
    }

    /** The file this model came from (as given to {@link #parse}). */
    public String file() {
        return file;
    }

    /** The number of pieces (the vocabulary size). */
    public int size() {
        return pieceOffset.length;
    }

    /** Piece {@code id} as text (its UTF-8 bytes decoded). */
    public String piece(int id) {
        return new String(data, pieceOffset[id], pieceLength[id], StandardCharsets.UTF_8);
    }

    public float score(int id) {
        return scores[id];
    }

    /** The piece's type: {@link #NORMAL}, {@link #UNKNOWN}, {@link #CONTROL}, {@link #USER_DEFINED}, ... */
    public int type(int id) {
        return types[id];
    }

    public int modelType() {
        return modelType;
    }

    public boolean byteFallback() {
        return byteFallback;
    }

    public boolean treatWhitespaceAsSuffix() {
        return treatWhitespaceAsSuffix;
    }

    public String unkPiece() {
        return unkPiece.isEmpty() ? "<unk>" : unkPiece;
    }

    public String bosPiece() {
        return bosPiece.isEmpty() ? "<s>" : bosPiece;
    }

    public String eosPiece() {
        return eosPiece.isEmpty() ? "</s>" : eosPiece;
    }

    public String padPiece() {
        return padPiece.isEmpty() ? "<pad>" : padPiece;
    }

    public String normalizerName() {
        return normalizerName;
    }

    public boolean addDummyPrefix() {
        return addDummyPrefix;
    }

    public boolean removeExtraWhitespaces() {
        return removeExtraWhitespaces;
    }

    public boolean escapeWhitespaces() {
        return escapeWhitespaces;
    }

    /** A protobuf wire-format reader over data[at, end): errors name the file and the byte offset. */
    private static final class Reader {
        final byte[] data;
        final int end;
        final String file;
        int at;

        Reader(byte[] data, int at, int end, String file) {
            this.data = data;
            this.at = at;
            this.end = end;
            this.file = file;
        }

        boolean more() {
            return at < end;
        }

        private BundleException malformed(String what) {
            return new BundleException(file, "not a SentencePiece model (" + what + " at byte " + at + ")");
        }

        long varint() {
            long value = 0;
            for (int shift = 0; shift < 64; shift += 7) {
                if (at >= end) {
                    throw malformed("truncated varint");
                }
                byte b = data[at++];
                value |= (long) (b & 0x7f) << shift;
                if (b >= 0) {
                    return value;
                }
            }
            throw malformed("varint over 10 bytes");
        }

        int varint32() {
            long value = varint();
            if (value < 0 || value > Integer.MAX_VALUE) {
                throw malformed("bad field tag " + Long.toUnsignedString(value));
            }
            return (int) value;
        }

        int length() {
            long length = varint();
            if (length < 0 || length > end - at) {
                throw malformed("length " + length + " past the end");
            }
            return (int) length;
        }

        int fixed32() {
            if (end - at < 4) {
                throw malformed("truncated fixed32");
            }
            int v = (data[at] & 0xff) | (data[at + 1] & 0xff) << 8 | (data[at + 2] & 0xff) << 16
                    | (data[at + 3] & 0xff) << 24;
            at += 4;
            return v;
        }

        String string() {
            int length = length();
            String s = new String(data, at, length, StandardCharsets.UTF_8);
            at += length;
            return s;
        }

        void skipBytes() {
            int length = length();  // not `at += length()`: that adds to the offset before the length's varint
            at += length;
        }

        void skip(int tag) {
            if (tag >>> 3 == 0) {
                throw malformed("field number 0");
            }
            switch (tag & 7) {
                case 0: varint(); break;
                case 1:
                    if (end - at < 8) {
                        throw malformed("truncated fixed64");
                    }
                    at += 8;
                    break;
                case 2: skipBytes(); break;
                case 5:
                    if (end - at < 4) {
                        throw malformed("truncated fixed32");
                    }
                    at += 4;
                    break;
                default: throw malformed("unsupported wire type " + (tag & 7));
            }
        }
    }
}
