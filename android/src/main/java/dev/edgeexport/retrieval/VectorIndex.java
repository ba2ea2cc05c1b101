package dev.edgeexport.retrieval;

import java.nio.Buffer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Cosine top-k over vectors.bin in two stages, step for step as edge-export's retrieval/topk.py, so that both
 * rank alike to the last row (the vectors are unit length: the dot product is the cosine):
 * <ol>
 *   <li>First pass over every allowed row, from its sign bits: the query as integer levels
 *   {@code a_i = rint(63 · q_i / max|q|)}, a row scoring {@code Σ a_i} over its set bits (a table of 256 sums per
 *   byte position). Integers: no rounding to differ between platforms. The {@link #rescoreCount} best rows are
 *   kept, ties by the lower row.</li>
 *   <li>Exact rescoring of those rows with the stored vectors (float32, or int8 code × scale in float32), best
 *   first, ties by the lower row.</li>
 * </ol>
 * When no more rows are allowed than the rescore count, every one is scored exactly: the search is exhaustive,
 * as it always was for a bundle of that size. The first pass reads dims/8 bytes a row (96 MB for a million 768-d
 * rows, mapped), the second a few thousand rows' vectors; the heap holds neither.
 */
final class VectorIndex {
    static final int QUERY_LEVELS = 63;  // |a_i| ≤ 63: a row's first-pass score fits an int with room to spare
    static final int RESCORE_MIN = 4096;  // rows rescored exactly, at least
    static final int RESCORE_PER_K = 64;  // and at least this many per result asked for
    static final int RESCORE_SHARE = 64;  // and at least one row of the file in this many
    private static final int BLOCK_ROWS = 4096;  // sign rows copied out of the map at a time

    private final VectorFile file;
    private final FloatBuffer[] floats;  // float32 files: a view of each vectors segment

    VectorIndex(VectorFile file) {
        this.file = file;
        if (file.int8) {
            floats = null;
        } else {
            floats = new FloatBuffer[file.vectors.segmentCount()];
            for (int s = 0; s < floats.length; s++) {
                floats[s] = file.vectors.segment(s).asFloatBuffer();
            }
        }
    }

    int rows() {
        return file.rows;
    }

    int dims() {
        return file.dims;
    }

    /**
     * How many first-pass rows the exact stage rescores for a top {@code k} out of {@code rows} (every row of the
     * file, whatever the filter): max(4096, 64 k, ⌈rows / 64⌉), topk.py's rescore_count. The counts were chosen by
     * measurement (BENCHMARKS.md, "A million chunks on a phone").
     */
    static int rescoreCount(int k, int rows) {
        long share = ((long) rows + RESCORE_SHARE - 1) / RESCORE_SHARE;
        return (int) Math.min(Integer.MAX_VALUE, Math.max(Math.max((long) RESCORE_MIN, (long) RESCORE_PER_K * k), share));
    }

    /**
     * The {@code k} best rows of {@code allowed} (null: every row) by cosine with {@code query} [dims], best first,
     * ties by the lower row; each score the float32 cosine, as numpy's.
     */
    List<Scored> search(float[] query, int k, AllowedRows allowed) {
        return new Query(query, allowed).top(k);
    }

    /** The searches of one query vector among the same allowed rows (an answer makes up to three). */
    Query query(float[] query, AllowedRows allowed) {
        return new Query(query, allowed);
    }

    /**
     * One query vector's searches among the same allowed rows: the first pass run once, for the most rows any of them
     * rescores ({@link #reserve}), and each row's exact score computed once. The best C rows by first-pass score are
     * the first C of the best C' > C in that order (score, then row), so every search reads the one pass as its
     * own would have come out.
     */
    final class Query {
        private final float[] vector;
        private final AllowedRows allowed;
        private final int count;
        private int reserved;
        private int[] ranked;  // the first pass's best rows, best first; null until a search needs it
        private final Map<Integer, Float> exact = new HashMap<>();
        private final float[] rowFloats;  // one row's components (float32), or its int8 codes, copied out of the map
        private final byte[] rowCodes;

        private Query(float[] vector, AllowedRows allowed) {
            if (vector.length != file.dims) {
                throw new IllegalArgumentException("query vector has " + vector.length + " components, the bundle "
                        + file.dims);
            }
            this.vector = vector;
            this.allowed = allowed;
            this.count = allowed == null ? file.rows : allowed.count();
            this.rowFloats = file.int8 ? null : new float[file.dims];
            this.rowCodes = file.int8 ? new byte[file.dims] : null;
        }

        /** Says that a search for a top {@code k} will follow: the first pass, when made, keeps enough rows for it. */
        Query reserve(int k) {
            reserved = Math.max(reserved, k);
            return this;
        }

        /** The {@code k} best allowed rows, best first, ties by the lower row, as {@link #search}. */
        List<Scored> top(int k) {
            if (k <= 0 || count == 0) {
                return Collections.emptyList();
            }
            int rescore = rescoreCount(k, file.rows);
            int[] candidates;
            if (count <= rescore) {
                candidates = allowedRows(allowed, count);
            } else {
                if (ranked == null || ranked.length < rescore) {
                    ranked = firstPassRanked(vector, Math.max(rescore, rescoreCount(reserved, file.rows)), allowed);
                }
                candidates = Arrays.copyOf(ranked, rescore);
            }
            List<Scored> scored = new ArrayList<>(candidates.length);
            for (int row : candidates) {
                Float score = exact.get(row);
                if (score == null) {
                    score = score(row, vector, rowFloats, rowCodes);
                    exact.put(row, score);
                }
                scored.add(new Scored(row, score));
            }
            return Scored.best(scored, k);
        }
    }

    /** Every allowed row, in row order. */
    private int[] allowedRows(AllowedRows allowed, int count) {
        int[] out = new int[count];
        for (int row = 0, n = 0; n < count; row++) {
            if (allowed == null || allowed.contains(row)) {
                out[n++] = row;
            }
        }
        return out;
    }

    /** The query's components as integers in [−63, 63] (round half to even, as numpy's rint); all 0 for a zero query. */
    static int[] levels(float[] query) {
        double peak = 0;
        for (float q : query) {
            peak = Math.max(peak, Math.abs((double) q));
        }
        int[] out = new int[query.length];
        if (peak == 0) {
            return out;
        }
        double step = QUERY_LEVELS / peak;
        for (int i = 0; i < out.length; i++) {
            out[i] = (int) Math.rint((double) query[i] * step);
        }
        return out;
    }

    /** [dims/8 × 256]: entry 256·j + b = Σ of levels[8j + t] over the bits t set in byte b. */
    static int[] byteTables(int[] levels) {
        int[] tables = new int[levels.length / 8 * 256];
        for (int j = 0; j < levels.length / 8; j++) {
            for (int b = 0; b < 256; b++) {
                int sum = 0;
                for (int t = 0; t < 8; t++) {
                    sum += (b >>> t & 1) != 0 ? levels[8 * j + t] : 0;
                }
                tables[256 * j + b] = sum;
            }
        }
        return tables;
    }

    /**
     * The {@code count} allowed rows of highest first-pass score, in row order: every row above the count-th highest
     * score, then the lowest rows at that score (topk.py's best_first_pass).
     */
    int[] firstPass(float[] query, int count, AllowedRows allowed) {
        int[] rows = firstPassRanked(query, count, allowed);
        Arrays.sort(rows);
        return rows;
    }

    /**
     * {@link #firstPass}'s rows best first (score descending, then row). A heap of {@code count} rows, the worst at its
     * root, fed in row order: a later row of a score equal to the root's never displaces it.
     */
    private int[] firstPassRanked(float[] query, int count, AllowedRows allowed) {
        int[] tables = byteTables(levels(query));
        int rowBytes = file.signs.rowBytes();
        int[] heapScore = new int[count];
        int[] heapRow = new int[count];
        int size = 0;
        byte[] block = new byte[BLOCK_ROWS * rowBytes];
        for (int s = 0; s < file.signs.segmentCount(); s++) {
            int first = file.signs.firstRow(s);
            int rowsIn = file.signs.rowsIn(s);
            for (int start = 0; start < rowsIn; start += BLOCK_ROWS) {
                int n = Math.min(BLOCK_ROWS, rowsIn - start);
                file.signs.copy(first + start, n, block);
                for (int i = 0, at = 0; i < n; i++, at += rowBytes) {
                    int row = first + start + i;
                    if (allowed != null && !allowed.contains(row)) {
                        continue;
                    }
                    int score = 0;
                    for (int j = 0; j < rowBytes; j++) {
                        score += tables[j << 8 | block[at + j] & 0xFF];
                    }
                    if (size < count) {
                        heapScore[size] = score;
                        heapRow[size] = row;
                        siftUp(heapScore, heapRow, size++);
                    } else if (score > heapScore[0]) {
                        heapScore[0] = score;
                        heapRow[0] = row;
                        siftDown(heapScore, heapRow, size);
                    }
                }
            }
        }
        int[] ranked = new int[size];
        while (size > 0) {  // the worst first off the heap: filled from the end
            ranked[size - 1] = heapRow[0];
            size--;
            heapScore[0] = heapScore[size];
            heapRow[0] = heapRow[size];
            siftDown(heapScore, heapRow, size);
        }
        return ranked;
    }

    /** Whether heap entry a is worse than b: a lower score, or the same score and a later row. */
    private static boolean worse(int[] score, int[] row, int a, int b) {
        return score[a] < score[b] || (score[a] == score[b] && row[a] > row[b]);
    }

    private static void siftUp(int[] score, int[] row, int i) {
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (!worse(score, row, i, parent)) {
                return;
            }
            swap(score, row, i, parent);
            i = parent;
        }
    }

    private static void siftDown(int[] score, int[] row, int size) {
        int i = 0;
        while (true) {
            int left = 2 * i + 1;
            if (left >= size) {
                return;
            }
            int worst = left + 1 < size && worse(score, row, left + 1, left) ? left + 1 : left;
            if (!worse(score, row, worst, i)) {
                return;
            }
            swap(score, row, i, worst);
            i = worst;
        }
    }

    private static void swap(int[] score, int[] row, int a, int b) {
        int s = score[a];
        score[a] = score[b];
        score[b] = s;
        int r = row[a];
        row[a] = row[b];
        row[b] = r;
    }

    /** A row's cosine with {@code q}: see {@link #score(int, float[], float[], byte[])}. */
    float score(int row, float[] q) {
        return score(row, q, new float[file.dims], new byte[file.dims]);
    }

    /**
     * A row's cosine with {@code q}: each product rounded to float, summed in double over four running sums
     * (independent additions the CPU overlaps), the total rounded to float32, numpy's type. An int8 component is
     * code × scale rounded to float32, as edge-export dequantises. The row is first copied out of the map in one
     * bulk read ({@code v} or {@code codes}: room for one row), far faster than a read a component. numpy sums
     * float32 products in float32 in its own order: the two agree to about 1e-7, far inside the 1e-5 the replay
     * checks, but not bit for bit: two chunks whose cosines tie to 1e-7 may swap.
     */
    float score(int row, float[] q, float[] v, byte[] codes) {
        int dims = file.dims;
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        if (floats != null) {
            FloatBuffer segment = floats[file.vectors.segmentIndexOf(row)].duplicate();  // its own position
            ((Buffer) segment).position(file.vectors.offsetOf(row) / 4);
            segment.get(v, 0, dims);
            for (int d = 0; d < dims; d += 4) {
                s0 += v[d] * q[d];
                s1 += v[d + 1] * q[d + 1];
                s2 += v[d + 2] * q[d + 2];
                s3 += v[d + 3] * q[d + 3];
            }
        } else {
            file.vectors.copy(row, 1, codes);
            float scale = file.scales.floatAt(row, 0);
            for (int d = 0; d < dims; d += 4) {
                s0 += (codes[d] * scale) * q[d];
                s1 += (codes[d + 1] * scale) * q[d + 1];
                s2 += (codes[d + 2] * scale) * q[d + 2];
                s3 += (codes[d + 3] * scale) * q[d + 3];
            }
        }
        return (float) ((s0 + s1) + (s2 + s3));  // dims is a multiple of 8: no component left over
    }
}
