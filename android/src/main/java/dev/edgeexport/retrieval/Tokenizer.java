package dev.edgeexport.retrieval;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * SentencePiece BPE encoding in plain Java, id for id what the sentencepiece library returns
 * ({@code SentencePieceProcessor::Encode}): the normalizer (no precompiled map; spaces escaped to U+2581, dummy
 * prefix and extra-whitespace removal as the model says, user-defined symbols kept whole), the input split into
 * characters and user-defined symbols (longest match), pairs merged best score first (ties: the leftmost), unused
 * pieces re-split, and unknown pieces as their UTF-8 bytes ({@code <0xXX>}) with byte fallback, else one unknown id
 * per run. Works on UTF-8 bytes, as sentencepiece does; a lone surrogate in the Java string counts as U+FFFD.
 * Immutable after construction, safe to share between threads.
 */
public final class Tokenizer {
    private static final byte[] SPACE_SYMBOL = {(byte) 0xe2, (byte) 0x96, (byte) 0x81};  // U+2581
    private static final String[] BYTE_PIECES = new String[256];  // <0x00> ... <0xFF>
    private static final Map<String, Integer> BYTE_OF_PIECE = new HashMap<>();

    static {
        for (int b = 0; b < 256; b++) {
            BYTE_PIECES[b] = String.format(Locale.ROOT, "<0x%02X>", b);
            BYTE_OF_PIECE.put(BYTE_PIECES[b], b);
        }
    }

    private final SentencePieceModel model;
    private final byte[] data;
    private final int[] offset;
    private final int[] length;
    private final float[] scores;
    private final byte[] types;
    private final PieceMap pieces;    // NORMAL, USER_DEFINED and UNUSED pieces (sentencepiece's pieces_)
    private final PieceMap reserved;  // the others (reserved_id_map_)
    private final PrefixMatcher userDefined;  // null without user-defined pieces
    private final int unkId;
    private final int[] byteIds = new int[256];
    private final int bosId;
    private final int eosId;
    private final int padId;
    private final boolean byteFallback;
    private final boolean addDummyPrefix;
    private final boolean removeExtraWhitespaces;
    private final boolean escapeWhitespaces;
    private final boolean whitespaceAsSuffix;

    public Tokenizer(SentencePieceModel model) {
        this.model = model;
        data = model.data;
        offset = model.pieceOffset;
        length = model.pieceLength;
        scores = model.scores;
        types = model.types;
        int n = model.size();
        int normal = 0;
        for (int i = 0; i < n; i++) {
            normal += isNormal(types[i]) ? 1 : 0;
        }
        pieces = new PieceMap(normal);
        reserved = new PieceMap(n - normal);
        PrefixMatcher matcher = new PrefixMatcher();
        int unk = -1;
        boolean[] byteFound = new boolean[256];
        for (int i = 0; i < n; i++) {
            if (!(isNormal(types[i]) ? pieces : reserved).add(i)) {
                throw model.error("piece " + i + " '" + model.piece(i) + "' is already defined");
            }
            if (types[i] == SentencePieceModel.USER_DEFINED) {
                matcher.add(data, offset[i], length[i]);
            } else if (types[i] == SentencePieceModel.UNKNOWN) {
                unk = i;
            } else if (types[i] == SentencePieceModel.BYTE) {
                int b = pieceToByte(model.piece(i));
                if (b < 0) {
                    throw model.error("byte piece " + model.piece(i) + " is invalid");
                }
                byteFound[b] = true;
            }
        }
        unkId = unk;
        byteFallback = model.byteFallback();
        for (int b = 0; b < 256; b++) {
            if (byteFallback && !byteFound[b]) {
                throw model.error("there are not 256 byte pieces although byte_fallback is true");
            }
            byteIds[b] = pieceToId(BYTE_PIECES[b]);
        }
        userDefined = matcher.isEmpty() ? null : matcher;
        bosId = specialId(model.bosPiece());
        eosId = specialId(model.eosPiece());
        padId = specialId(model.padPiece());
        addDummyPrefix = model.addDummyPrefix();
        removeExtraWhitespaces = model.removeExtraWhitespaces();
        escapeWhitespaces = model.escapeWhitespaces();
        whitespaceAsSuffix = model.treatWhitespaceAsSuffix();
    }

    /** The tokenizer of the model file {@code file} ({@code sentencepiece.model}); BundleException naming it. */
    public static Tokenizer load(Path file) {
        return new Tokenizer(SentencePieceModel.load(file));
    }

    /** The tokenizer of model bytes {@code data}; {@code file} names it in errors. */
    public static Tokenizer load(String file, byte[] data) {
        return new Tokenizer(SentencePieceModel.parse(data, file));
    }

    private static boolean isNormal(int type) {
        return type == SentencePieceModel.NORMAL || type == SentencePieceModel.USER_DEFINED
                || type == SentencePieceModel.UNUSED;
    }

    /** The byte a {@code <0xXX>} piece stands for (upper-case hex, as sentencepiece writes them), else -1. */
    private static int pieceToByte(String piece) {
        Integer b = BYTE_OF_PIECE.get(piece);
        return b == null ? -1 : b;
    }

    private int pieceToId(String piece) {
        byte[] bytes = piece.getBytes(StandardCharsets.UTF_8);
        int id = reserved.get(bytes, 0, bytes.length);
        if (id < 0) {
            id = pieces.get(bytes, 0, bytes.length);
        }
        return id < 0 ? unkId : id;
    }

    /** bos_id()/eos_id()/pad_id() as sentencepiece: the piece's id when it is a control piece, else -1. */
    private int specialId(String piece) {
        int id = pieceToId(piece);
        return types[id] == SentencePieceModel.CONTROL ? id : -1;
    }

    public SentencePieceModel model() {
        return model;
    }

    public int vocabSize() {
        return model.size();
    }

    public int bosId() {
        return bosId;
    }

    public int eosId() {
        return eosId;
    }

    public int padId() {
        return padId;
    }

    public int unkId() {
        return unkId;
    }

    /** The ids of {@code text}, as sentencepiece's {@code encode(text)} (no BOS/EOS). */
    public int[] encode(String text) {
        byte[] input = utf8(text);
        Bytes normalized = normalize(input);
        IntList out = new IntList(normalized.size + 2);
        bpe(normalized.buf, normalized.size, out);
        return out.toArray();
    }

    /**
     * Characters a token covers at most (edge-export's tokenizer.py): the longest EmbeddingGemma piece is 31
     * characters and NFKC may fold two into one, so a text cut at maxLen times this still fills maxLen tokens.
     */
    public static final int MAX_CHARS_PER_TOKEN = 64;

    /**
     * {@code text} cut to {@code maxLen} tokens' worth of code points (edge-export's {@code bounded_text}): a pasted
     * megabyte is not tokenised whole for the few hundred tokens a model keeps. Cut between code points, never
     * inside a surrogate pair.
     */
    public static String bounded(String text, int maxLen) {
        long most = (long) maxLen * MAX_CHARS_PER_TOKEN;
        if (text.length() <= most) {
            return text;
        }
        int end = 0;
        for (long n = 0; n < most && end < text.length(); n++) {
            end += Character.charCount(text.codePointAt(end));
        }
        return text.substring(0, Math.min(end, text.length()));
    }

    /** [BOS] + encode(prompt + text) + [EOS], unlimited; see {@link #modelInput(String, String, int)}. */
    public int[] modelInput(String prompt, String text) {
        return modelInput(prompt, text, Integer.MAX_VALUE);
    }

    /**
     * [BOS] + encode(prompt + text) + [EOS], at most {@code maxLen} ids: over it, the end of the body is cut and
     * [EOS] kept (edge-export's {@code Tokenizer.model_input}, as transformers truncates for the reference model).
     */
    public int[] modelInput(String prompt, String text, int maxLen) {
        if (maxLen < 2) {
            throw new IllegalArgumentException("maxLen " + maxLen + " leaves no room for BOS and EOS");
        }
        int[] body = encode(prompt + bounded(text, maxLen));
        int keep = Math.min(body.length, maxLen - 2);
        int[] ids = new int[keep + 2];
        ids[0] = bosId;
        System.arraycopy(body, 0, ids, 1, keep);
        ids[keep + 1] = eosId;
        return ids;
    }

    /** UTF-8 bytes of {@code text}; a lone surrogate becomes U+FFFD (sentencepiece's malformed-UTF-8 rune). */
    static byte[] utf8(String text) {
        int n = text.length();
        byte[] out = new byte[n * 3];
        int k = 0;
        for (int i = 0; i < n; i++) {
            int c = text.charAt(i);
            if (c < 0x80) {
                out[k++] = (byte) c;
            } else if (c < 0x800) {
                out[k++] = (byte) (0xc0 | c >> 6);
                out[k++] = (byte) (0x80 | c & 0x3f);
            } else {
                if (Character.isSurrogate((char) c)) {
                    if (Character.isHighSurrogate((char) c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
                        int cp = Character.toCodePoint((char) c, text.charAt(++i));
                        out[k++] = (byte) (0xf0 | cp >> 18);
                        out[k++] = (byte) (0x80 | cp >> 12 & 0x3f);
                        out[k++] = (byte) (0x80 | cp >> 6 & 0x3f);
                        out[k++] = (byte) (0x80 | cp & 0x3f);
                        continue;
                    }
                    c = 0xfffd;
                }
                out[k++] = (byte) (0xe0 | c >> 12);
                out[k++] = (byte) (0x80 | c >> 6 & 0x3f);
                out[k++] = (byte) (0x80 | c & 0x3f);
            }
        }
        return Arrays.copyOf(out, k);
    }

    /** UTF-8 length of the character that starts with byte {@code b} (sentencepiece's OneCharLen). */
    private static int oneCharLen(byte b) {
        int hi = (b & 0xff) >> 4;
        return hi < 12 ? 1 : hi < 14 ? 2 : hi == 14 ? 3 : 4;
    }

    /** Length of the unit at input[at]: the longest user-defined symbol there, else one character. */
    private int prefixMatch(byte[] input, int at, int end, boolean[] found) {
        if (userDefined != null) {
            int len = userDefined.longest(input, at, end);
            if (len > 0) {
                found[0] = true;
                return len;
            }
        }
        found[0] = false;
        return Math.min(end - at, oneCharLen(input[at]));
    }

    /** sentencepiece's Normalizer::Normalize without a precompiled map (identity; the input is valid UTF-8). */
    private Bytes normalize(byte[] input) {
        Bytes out = new Bytes(input.length * 3 + 3);
        int end = input.length;
        int at = 0;
        boolean[] found = new boolean[1];
        if (removeExtraWhitespaces) {  // heading spaces
            while (at < end) {
                int len = prefixMatch(input, at, end, found);
                if (len != 1 || input[at] != ' ') {
                    break;
                }
                at += len;
            }
        }
        if (at == end) {
            return out;
        }
        if (!whitespaceAsSuffix && addDummyPrefix) {
            addWhitespace(out);
        }
        boolean prevSpace = removeExtraWhitespaces;
        while (at < end) {
            int len = prefixMatch(input, at, end, found);
            int from = at;
            int to = at + len;
            while (prevSpace && from < to && input[from] == ' ') {
                from++;
            }
            if (from < to) {
                for (int i = from; i < to; i++) {
                    if (escapeWhitespaces && input[i] == ' ') {
                        out.add(SPACE_SYMBOL, 0, 3);
                    } else {
                        out.add(input[i]);
                    }
                }
                prevSpace = input[to - 1] == ' ';
            }
            at = to;
            if (!removeExtraWhitespaces) {
                prevSpace = false;
            }
        }
        if (removeExtraWhitespaces) {  // trailing spaces
            if (escapeWhitespaces) {
                while (out.size >= 3 && out.buf[out.size - 3] == SPACE_SYMBOL[0]
                        && out.buf[out.size - 2] == SPACE_SYMBOL[1] && out.buf[out.size - 1] == SPACE_SYMBOL[2]) {
                    out.size -= 3;
                }
            } else {
                while (out.size >= 1 && out.buf[out.size - 1] == ' ') {
                    out.size--;
                }
            }
        }
        if (whitespaceAsSuffix && addDummyPrefix) {
            addWhitespace(out);
        }
        return out;
    }

    private void addWhitespace(Bytes out) {
        if (escapeWhitespaces) {
            out.add(SPACE_SYMBOL, 0, 3);
        } else {
            out.add((byte) ' ');
        }
    }

    /** bpe::Model::Encode on normalized[0, size), then the ids as SentencePieceProcessor reports them. */
    private void bpe(byte[] text, int size, IntList out) {
        if (size == 0) {
            return;
        }
        // Symbols: the characters and user-defined symbols (frozen), linked as a list.
        int[] start = new int[size];
        int[] len = new int[size];
        int[] prev = new int[size];
        int[] next = new int[size];
        boolean[] freeze = new boolean[size];
        boolean[] found = new boolean[1];
        int count = 0;
        for (int at = 0; at < size; ) {
            int l = prefixMatch(text, at, size, found);
            start[count] = at;
            len[count] = l;
            freeze[count] = found[0];
            prev[count] = count - 1;
            at += l;
            next[count] = at < size ? count + 1 : -1;
            count++;
        }
        Agenda agenda = new Agenda(count);
        Map<String, int[]> revMerge = null;  // only for UNUSED pieces: merged piece -> its two parts
        for (int i = 1; i < count; i++) {
            revMerge = maybeAddPair(text, start, len, freeze, i - 1, i, agenda, revMerge);
        }
        while (agenda.count > 0) {
            int left = agenda.topLeft();
            int right = agenda.topRight();
            int pairSize = agenda.topSize();
            agenda.pop();
            if (len[left] == 0 || len[right] == 0 || len[left] + len[right] != pairSize) {
                continue;  // stale
            }
            len[left] += len[right];
            next[left] = next[right];
            if (next[right] >= 0) {
                prev[next[right]] = left;
            }
            len[right] = 0;
            revMerge = maybeAddPair(text, start, len, freeze, prev[left], left, agenda, revMerge);
            revMerge = maybeAddPair(text, start, len, freeze, left, next[left], agenda, revMerge);
        }
        boolean prevUnk = false;
        for (int i = 0; i != -1; i = next[i]) {
            prevUnk = resegment(text, start[i], len[i], revMerge, out, prevUnk);
        }
    }

    private Map<String, int[]> maybeAddPair(byte[] text, int[] start, int[] len, boolean[] freeze, int left,
                                           int right, Agenda agenda, Map<String, int[]> revMerge) {
        if (left == -1 || right == -1 || freeze[left] || freeze[right]) {
            return revMerge;
        }
        int size = len[left] + len[right];
        int id = pieces.get(text, start[left], size);
        if (id < 0) {
            return revMerge;
        }
        agenda.push(left, right, scores[id], size);
        if (types[id] == SentencePieceModel.UNUSED) {
            if (revMerge == null) {
                revMerge = new HashMap<>();
            }
            revMerge.put(key(text, start[left], size), new int[] {start[left], len[left], start[right], len[right]});
        }
        return revMerge;
    }

    private static String key(byte[] text, int from, int size) {
        return new String(text, from, size, StandardCharsets.ISO_8859_1);
    }

    /** Appends the ids of piece text[from, from + size) (re-split when UNUSED); returns whether it was unknown. */
    private boolean resegment(byte[] text, int from, int size, Map<String, int[]> revMerge, IntList out,
                              boolean prevUnk) {
        int id = reserved.get(text, from, size);
        if (id < 0) {
            id = pieces.get(text, from, size);
            if (id < 0) {
                id = unkId;
            }
        }
        if (types[id] == SentencePieceModel.UNUSED && revMerge != null) {
            int[] parts = revMerge.get(key(text, from, size));
            if (parts != null) {
                prevUnk = resegment(text, parts[0], parts[1], revMerge, out, prevUnk);
                return resegment(text, parts[2], parts[3], revMerge, out, prevUnk);
            }
        }
        // SentencePieceProcessor::PopulateSentencePieceText
        boolean unk = types[id] == SentencePieceModel.UNKNOWN;
        if (types[id] == SentencePieceModel.CONTROL) {
            out.add(id);
        } else if (unk && byteFallback) {
            for (int i = 0; i < size; i++) {
                out.add(byteIds[text[from + i] & 0xff]);
            }
        } else if (!(prevUnk && unk)) {  // a run of unknown pieces is one unknown id
            out.add(id);
        }
        return unk;
    }

    /** Max-heap of symbol pairs: the best score first, ties by the leftmost (sentencepiece's agenda). */
    private static final class Agenda {
        int[] left;
        int[] right;
        int[] size;
        float[] score;
        int count;

        Agenda(int capacity) {
            int c = Math.max(16, capacity * 2);
            left = new int[c];
            right = new int[c];
            size = new int[c];
            score = new float[c];
        }

        int topLeft() {
            return left[0];
        }

        int topRight() {
            return right[0];
        }

        int topSize() {
            return size[0];
        }

        private boolean before(int a, int b) {
            return score[a] > score[b] || (score[a] == score[b] && left[a] < left[b]);
        }

        private void swap(int a, int b) {
            int t = left[a]; left[a] = left[b]; left[b] = t;
            t = right[a]; right[a] = right[b]; right[b] = t;
            t = size[a]; size[a] = size[b]; size[b] = t;
            float f = score[a]; score[a] = score[b]; score[b] = f;
        }

        void push(int l, int r, float s, int sz) {
            if (count == left.length) {
                int c = count * 2;
                left = Arrays.copyOf(left, c);
                right = Arrays.copyOf(right, c);
                size = Arrays.copyOf(size, c);
                score = Arrays.copyOf(score, c);
            }
            int i = count++;
            left[i] = l;
            right[i] = r;
            size[i] = sz;
            score[i] = s;
            while (i > 0) {
                int parent = (i - 1) >> 1;
                if (!before(i, parent)) {
                    break;
                }
                swap(i, parent);
                i = parent;
            }
        }

        void pop() {
            count--;
            if (count > 0) {
                left[0] = left[count];
                right[0] = right[count];
                size[0] = size[count];
                score[0] = score[count];
                int i = 0;
                while (true) {
                    int a = 2 * i + 1;
                    if (a >= count) {
                        break;
                    }
                    int best = a + 1 < count && before(a + 1, a) ? a + 1 : a;
                    if (!before(best, i)) {
                        break;
                    }
                    swap(i, best);
                    i = best;
                }
            }
        }
    }

    /**
     * Pieces by their bytes: open addressing over slices of the model file (no per-lookup allocation). Each slot
     * holds the key's hash and the piece id + 1, so a probe touches the piece bytes only when the hashes agree.
     */
    private final class PieceMap {
        private final long[] table;  // hash << 32 | (id + 1); 0 = empty
        private final int mask;

        PieceMap(int capacity) {
            int c = 16;
            while (c < capacity * 2) {
                c <<= 1;
            }
            table = new long[c];
            mask = c - 1;
        }

        boolean add(int id) {
            int hash = hash(data, offset[id], length[id]);
            if (get(data, offset[id], length[id], hash) >= 0) {
                return false;
            }
            int h = hash & mask;
            while (table[h] != 0) {
                h = (h + 1) & mask;
            }
            table[h] = (long) hash << 32 | (id + 1);
            return true;
        }

        int get(byte[] key, int from, int size) {
            return get(key, from, size, hash(key, from, size));
        }

        private int get(byte[] key, int from, int size, int hash) {
            for (int h = hash & mask; ; h = (h + 1) & mask) {
                long entry = table[h];
                if (entry == 0) {
                    return -1;
                }
                int id = (int) entry - 1;
                if ((int) (entry >>> 32) == hash && equal(key, from, size, id)) {
                    return id;
                }
            }
        }

        private boolean equal(byte[] key, int from, int size, int id) {
            if (length[id] != size) {
                return false;
            }
            int o = offset[id];
            for (int i = 0; i < size; i++) {
                if (key[from + i] != data[o + i]) {
                    return false;
                }
            }
            return true;
        }
    }

    private static int hash(byte[] key, int from, int size) {
        int h = 0x811c9dc5;
        for (int i = from, end = from + size; i < end; i++) {
            h = (h ^ (key[i] & 0xff)) * 0x01000193;
        }
        return h ^ (h >>> 15);
    }

    /** A byte trie of the user-defined symbols: the longest one at a position (sentencepiece's PrefixMatcher). */
    private static final class PrefixMatcher {
        private long[] keys = new long[1 << 12];  // (node << 8 | byte) + 1, 0 = empty
        private int[] children = new int[1 << 12];
        private int used;
        private boolean[] terminal = new boolean[1 << 10];
        private int nodes = 1;
        private final int[] rootChildren = new int[256];  // the root's children without hashing; 0 = none


        boolean isEmpty() {
            return nodes == 1;
        }

        void add(byte[] bytes, int from, int size) {
            int node = 0;
            for (int i = from; i < from + size; i++) {
                // Darts keys are C strings: a symbol ends at its first NUL.
                if (bytes[i] == 0) {
                    break;
                }
                int child = child(node, bytes[i]);
                if (child < 0) {
                    child = nodes++;
                    if (nodes > terminal.length) {
                        terminal = Arrays.copyOf(terminal, terminal.length * 2);
                    }
                    put(node, bytes[i], child);
                }
                node = child;
            }
            if (node != 0) {
                terminal[node] = true;
            }
        }

        int longest(byte[] text, int at, int end) {
            int node = rootChildren[text[at] & 0xff];
            if (node == 0) {
                return 0;
            }
            int best = terminal[node] ? 1 : 0;
            for (int i = at + 1; i < end; i++) {
                node = child(node, text[i]);
                if (node < 0) {
                    break;
                }
                if (terminal[node]) {
                    best = i + 1 - at;
                }
            }
            return best;
        }

        private static int slot(long key, int mask) {
            long h = key * 0x9e3779b97f4a7c15L;
            return (int) (h >>> 40) & mask;
        }

        private int child(int node, byte b) {
            long key = ((long) node << 8 | (b & 0xff)) + 1;
            int mask = keys.length - 1;
            for (int h = slot(key, mask); ; h = (h + 1) & mask) {
                if (keys[h] == 0) {
                    return -1;
                }
                if (keys[h] == key) {
                    return children[h];
                }
            }
        }

        private void put(int node, byte b, int child) {
            if (node == 0) {
                rootChildren[b & 0xff] = child;
            }
            if ((used + 1) * 2 > keys.length) {
                long[] oldKeys = keys;
                int[] oldChildren = children;
                keys = new long[oldKeys.length * 2];
                children = new int[oldKeys.length * 2];
                used = 0;
                for (int i = 0; i < oldKeys.length; i++) {
                    if (oldKeys[i] != 0) {
                        insert(oldKeys[i], oldChildren[i]);
                    }
                }
            }
            insert(((long) node << 8 | (b & 0xff)) + 1, child);
        }

        private void insert(long key, int child) {
            int mask = keys.length - 1;
            int h = slot(key, mask);
            while (keys[h] != 0) {
                h = (h + 1) & mask;
            }
            keys[h] = key;
            children[h] = child;
            used++;
        }
    }

    private static final class Bytes {
        byte[] buf;
        int size;

        Bytes(int capacity) {
            buf = new byte[Math.max(16, capacity)];
        }

        void add(byte b) {
            if (size == buf.length) {
                buf = Arrays.copyOf(buf, size * 2);
            }
            buf[size++] = b;
        }

        void add(byte[] src, int from, int n) {
            if (size + n > buf.length) {
                buf = Arrays.copyOf(buf, Math.max(size + n, size * 2));
            }
            System.arraycopy(src, from, buf, size, n);
            size += n;
        }
    }

    private static final class IntList {
        int[] buf;
        int size;

        IntList(int capacity) {
            buf = new int[Math.max(16, capacity)];
        }

        void add(int v) {
            if (size == buf.length) {
                buf = Arrays.copyOf(buf, size * 2);
            }
            buf[size++] = v;
        }

        int[] toArray() {
            return Arrays.copyOf(buf, size);
        }
    }
}
