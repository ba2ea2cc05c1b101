package dev.edgeexport.retrieval;

import java.nio.Buffer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Cosine top-k over vectors.bin in two stages, step for step as edge-export's retrieval/topk.py, so that both
 * rank alike to the last row (the vectors are unit length: the dot product is the cosine):
 * <ol>
 *   <li>First pass over every allowed row, from its sign bits: the query as integer levels
 *   {@code a_i = rint(15 · q_i / max|q|)}, a row scoring {@code Σ a_i} over its set bits, counted a 64-bit word at
 *   a time from the bit planes of the levels ({@link #firstPassScore}). Integers: no rounding to differ between
 *   platforms. The {@link #rescoreCount} best rows are kept, ties by the lower row.</li>
 *   <li>Exact rescoring of those rows with the stored vectors (float32, or int8 code × scale in float32), best
 *   first, ties by the lower row.</li>
 * </ol>
 * When no more rows are allowed than the rescore count, every one is scored exactly: the search is exhaustive,
 * as it always was for a bundle of that size. The first pass reads dims/8 bytes a row (96 MB for a million 768-d
 * rows, mapped), the second a few thousand rows' vectors; the heap holds neither.
 */
final class VectorIndex {
    static final int QUERY_LEVELS = 15;  // |a_i| ≤ 15: as good a ranking as 63 (topk.py says why), two bits fewer
    private static final int PLANES = 5;  // a_i ∈ [−15, 15] in 5-bit two's complement
    static final int RESCORE_MIN = 4096;  // rows rescored exactly, at least
    static final int RESCORE_PER_K = 64;  // and at least this many per result asked for
    static final int RESCORE_SHARE = 64;  // and at least one row of the file in this many
    private static final int BLOCK_ROWS = 512;  // sign rows copied out of the map at a time: 48 KB a question at 768 dims

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
        private final double[] wide;  // the query in double: an int8 code times it is exact
        private final AllowedRows allowed;
        private final int count;
        private int reserved;
        private int[] candidates;  // the first pass's best rows best first, or every allowed row; null until needed
        private float[] exact;  // candidates' exact scores, NaN until computed (a question's searches share them)
        private boolean exhaustive;
        private final float[] rowFloats;  // one row's components (float32), or its int8 codes, copied out of the map
        private final byte[] rowCodes;

        private Query(float[] vector, AllowedRows allowed) {
            if (vector.length != file.dims) {
                throw new IllegalArgumentException("query vector has " + vector.length + " components, the bundle "
                        + file.dims);
            }
            this.vector = vector;
            this.wide = new double[vector.length];
            for (int d = 0; d < vector.length; d++) {
                wide[d] = vector[d];
            }
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
            return top(k, k);
        }

        /**
         * The {@code k} best among the first-pass rows a top {@code rescoreFor} rescores (never fewer than k rows):
         * a deeper list read from the rows a shallower search scored exactly, as topk.py's rescore_for.
         */
        List<Scored> top(int k, int rescoreFor) {
            if (k <= 0 || count == 0) {
                return Collections.emptyList();
            }
            int rescore = Math.max(k, rescoreCount(rescoreFor, file.rows));
            int n;
            if (count <= rescore) {
                if (candidates == null || !exhaustive) {
                    candidates = allowedRows(allowed, count);
                    exact = null;
                    exhaustive = true;
                }
                n = count;
            } else {
                if (candidates == null || exhaustive || candidates.length < rescore) {
                    candidates = firstPassRanked(vector, Math.max(rescore, rescoreCount(reserved, file.rows)), allowed);
                    exact = null;
                    exhaustive = false;
                }
                n = rescore;
            }
            if (exact == null) {
                exact = new float[candidates.length];
                Arrays.fill(exact, Float.NaN);
            }
            scoreInRowOrder(n);
            // The best k by rank keys of the scores' ordered bits: no object a candidate, thousands of them a question.
            long[] keys = new long[n];
            for (int i = 0; i < n; i++) {
                keys[i] = rankKey(orderedBits(exact[i]), candidates[i]);
            }
            int best = Math.min(k, n);
            if (best < n) {
                keepLargest(keys, n, best);
            }
            Arrays.sort(keys, 0, best);
            List<Scored> out = new ArrayList<>(best);
            for (int i = best - 1; i >= 0; i--) {
                out.add(new Scored(rowOf(keys[i]), fromOrderedBits((int) (keys[i] >> 32))));
            }
            return out;
        }

        /**
         * The exact scores of the first {@code n} candidates not yet scored, read in row order: the file's rows
         * in address order, 2.6 times faster than in ranking order at 100,000 int8 rows on the host (pages and
         * memory rows visited once, in sequence), whatever order the scores are then used in.
         */
        private void scoreInRowOrder(int n) {
            long[] pending = new long[n];  // row in the high half, candidate index in the low one
            int unscored = 0;
            for (int i = 0; i < n; i++) {
                if (Float.isNaN(exact[i])) {
                    pending[unscored++] = (long) candidates[i] << 32 | i;
                }
            }
            Arrays.sort(pending, 0, unscored);
            for (int p = 0; p < unscored; p++) {
                int i = (int) pending[p];
                exact[i] = score((int) (pending[p] >>> 32), vector, wide, rowFloats, rowCodes);
            }
        }
    }

    /**
     * A float's bits as an int that orders as the floats do under {@link Double#compare} (−0 below +0): negative
     * floats' magnitude bits flipped. Its own inverse on negative ints.
     */
    static int orderedBits(float score) {
        int bits = Float.floatToIntBits(score);
        return bits < 0 ? bits ^ 0x7FFFFFFF : bits;
    }

    /** The float whose {@link #orderedBits} these are (the same flip undoes it). */
    static float fromOrderedBits(int ordered) {
        return Float.intBitsToFloat(ordered < 0 ? ordered ^ 0x7FFFFFFF : ordered);
    }

    /**
     * A row's key for selecting the best: {@code rank} in the high half, {@code Integer.MAX_VALUE − row} in the low
     * one, so that a larger key is a higher rank, and at equal rank the lower row. Keys of distinct rows differ.
     */
    static long rankKey(int rank, int row) {
        return (long) rank << 32 | (Integer.MAX_VALUE - row);
    }

    /** The row of a {@link #rankKey}. */
    static int rowOf(long key) {
        return Integer.MAX_VALUE - (int) key;
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

    /** The query's components as integers in [−15, 15] (round half to even, as numpy's rint); all 0 for a zero query. */
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

    /**
     * [words × 5], words = ⌈dims / 64⌉: bit i mod 64 of entry 5 ⌊i / 64⌋ + b is bit b of {@code levels[i]} in 5-bit
     * two's complement (b = 4: the sign, worth −16), the first pass's query a word at a time (zero past the last
     * component).
     */
    static long[] levelPlanes(int[] levels) {
        long[] planes = new long[(levels.length + 63) / 64 * PLANES];
        for (int i = 0; i < levels.length; i++) {
            for (int b = 0; b < PLANES; b++) {
                if ((levels[i] >>> b & 1) != 0) {
                    planes[i / 64 * PLANES + b] |= 1L << (i % 64);
                }
            }
        }
        return planes;
    }

    /**
     * A row's first-pass score, Σ levels over its set bits, from its words at {@code at} and the query's planes:
     * Σ_b 2^b · popcount(row ∧ plane_b) for b < 4, less 16 · popcount(row ∧ plane_4). Five population counts a
     * 64-bit word, each one instruction, against a table lookup a byte.
     */
    static int firstPassScore(long[] rows, int at, int words, long[] planes) {
        int p0 = 0;
        int p1 = 0;
        int p2 = 0;
        int p3 = 0;
        int p4 = 0;
        for (int w = 0, p = 0; w < words; w++, p += PLANES) {
            long x = rows[at + w];
            p0 += Long.bitCount(x & planes[p]);
            p1 += Long.bitCount(x & planes[p + 1]);
            p2 += Long.bitCount(x & planes[p + 2]);
            p3 += Long.bitCount(x & planes[p + 3]);
            p4 += Long.bitCount(x & planes[p + 4]);
        }
        return p0 + 2 * p1 + 4 * p2 + 8 * p3 - 16 * p4;
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
     * {@link #firstPass}'s rows best first (score descending, then row). Each row is a {@link #rankKey} of its
     * score, so that a larger key is a better row; keys above the
     * worst one kept so far gather in a buffer of 2 × count, which is cut back to its best count (a selection, linear)
     * whenever it fills. Fewer steps than a heap of count rows: most rows fall below the kept minimum and cost a
     * comparison.
     */
    private int[] firstPassRanked(float[] query, int count, AllowedRows allowed) {
        long[] planes = levelPlanes(levels(query));
        int rowBytes = file.signs.rowBytes();
        int words = (rowBytes + 7) / 8;
        long[] kept = new long[2 * count];
        int size = 0;
        long floor = Long.MIN_VALUE;  // the worst key kept after a cut: a key at or below it cannot be among the best
        long[] block = new long[BLOCK_ROWS * words];
        byte[] staging = rowBytes % 8 == 0 ? null : new byte[BLOCK_ROWS * rowBytes];
        for (int s = 0; s < file.signs.segmentCount(); s++) {
            int first = file.signs.firstRow(s);
            int rowsIn = file.signs.rowsIn(s);
            for (int start = 0; start < rowsIn; start += BLOCK_ROWS) {
                int n = Math.min(BLOCK_ROWS, rowsIn - start);
                file.signs.copyWords(first + start, n, block, staging);
                for (int i = 0, at = 0; i < n; i++, at += words) {
                    int row = first + start + i;
                    if (allowed != null && !allowed.contains(row)) {
                        continue;
                    }
                    long key = rankKey(firstPassScore(block, at, words, planes), row);
                    if (key > floor) {
                        kept[size++] = key;
                        if (size == kept.length) {
                            floor = keepLargest(kept, size, count);
                            size = count;
                        }
                    }
                }
            }
        }
        if (size > count) {
            keepLargest(kept, size, count);
            size = count;
        }
        Arrays.sort(kept, 0, size);
        int[] ranked = new int[size];
        for (int i = 0; i < size; i++) {  // ascending keys: the best row last
            ranked[i] = rowOf(kept[size - 1 - i]);
        }
        return ranked;
    }

    /**
     * Rearranges the distinct keys {@code a[0, n)} so that {@code a[0, c)} hold the c largest (in no order), and
     * returns the least of them: Hoare's selection, pivot the median of three.
     */
    static long keepLargest(long[] a, int n, int c) {
        int lo = 0;
        int hi = n - 1;
        int target = c - 1;  // where the c-th largest ends up
        while (lo < hi) {
            long x = a[lo];
            long y = a[(lo + hi) >>> 1];
            long z = a[hi];
            long pivot = Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
            int i = lo;
            int j = hi;
            while (i <= j) {  // larger keys to the left
                while (a[i] > pivot) {
                    i++;
                }
                while (a[j] < pivot) {
                    j--;
                }
                if (i <= j) {
                    long t = a[i];
                    a[i++] = a[j];
                    a[j--] = t;
                }
            }
            if (target <= j) {
                hi = j;
            } else if (target >= i) {
                lo = i;
            } else {
                return a[target];  // the pivot, alone between the two parts
            }
        }
        return a[target];
    }

    /** A row's cosine with {@code q}: see {@link #score(int, float[], double[], float[], byte[])}. */
    float score(int row, float[] q) {
        double[] wide = new double[q.length];
        for (int d = 0; d < q.length; d++) {
            wide[d] = q[d];
        }
        return score(row, q, wide, new float[file.dims], new byte[file.dims]);
    }

    /**
     * A row's cosine with {@code q} ({@code wide}: the same in double), summed in double over four running sums
     * (independent additions the CPU overlaps), the total rounded to float32, numpy's type. float32 rows: each
     * product rounded to float. int8 rows: {@code scale × Σ code · q}, each product exact in double (8 × 24 bits),
     * the dequantised row never rounded; edge-export dequantises to float32 first (code × scale rounded), so the two
     * differ by about 1e-7. The row is first copied out of the map in one bulk read ({@code v} or {@code codes}: room
     * for one row), far faster than a read a component. numpy sums float32 products in float32 in its own order:
     * the two agree to about 1e-7, far inside the 1e-5 the replay checks, but not bit for bit: two chunks whose
     * cosines tie to 1e-7 may swap.
     */
    float score(int row, float[] q, double[] wide, float[] v, byte[] codes) {
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
            return (float) ((s0 + s1) + (s2 + s3));  // dims is a multiple of 8: no component left over
        }
        file.vectors.copy(row, 1, codes);
        for (int d = 0; d < dims; d += 4) {
            s0 += codes[d] * wide[d];
            s1 += codes[d + 1] * wide[d + 1];
            s2 += codes[d + 2] * wide[d + 2];
            s3 += codes[d + 3] * wide[d + 3];
        }
        return (float) (file.scales.floatAt(row, 0) * ((s0 + s1) + (s2 + s3)));
    }
}
