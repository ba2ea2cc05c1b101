package dev.edgeexport.retrieval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * BM25 over a bundle's corpus.db without FTS5 (issue 35): FTS5's {@code bm25()} computed from the plain tables
 * {@code bm25_terms}, {@code bm25_spill} and {@code bm25_rows} (schema 4, schemas/corpus-db.sql), giving what edge-export's
 * retrieval/bm25.py gets from corpus_fts.db: the same rows in the same order, the same scores (to rounding of the
 * platform's {@code log}, about 1e-16 relative).
 *
 * <p>A question becomes its {@link Analyzer#terms terms}, each one FTS5 phrase ({@code "t1" OR "t2" ...}); a row
 * matches when it holds one of them. As fts5_aux.c's fts5Bm25Function, per matching row:
 * {@code score = Σ_i idf_i · (f_i · (k1 + 1)) / (f_i + k1 · (1 − b + b · D / avgdl))}, k1 = 1.2, b = 0.75,
 * {@code idf_i = log((N − n_i + 0.5) / (n_i + 0.5))} (1e-6 when not positive), f_i the phrase's frequency in the
 * row, D the row's tokens, N the rows of the index, avgdl their mean length, n_i the rows holding phrase i;
 * summed in phrase order, in double precision as the C code does. The statistics are always the whole index's,
 * also when the rows are restricted. Two terms folding to the same token ("élève", "eleve") are two phrases and
 * both count, as in FTS5.
 *
 * <p>A term is one FTS5 token except when it holds one of the 21 characters Python counts as letters and SQLite's
 * older Unicode tables do not (New Tai Lue vowel signs U+19B0–U+19C0, U+19C8–U+19C9, Vedic U+1CF2–U+1CF3): FTS5
 * then matches it as a phrase of consecutive tokens, which needs positions the tables do not keep; such a term
 * matches nothing here. A term of no token matches nothing in FTS5 either.
 *
 * <p>Opening reads every row's length (N integers); a query reads one postings blob per term. Not thread-safe
 * across {@link #rows} calls except through its own lock ({@code rows} is synchronized).
 */
public final class Bm25Index {
    /** A term's row count and postings, inline or spilled (schemas/corpus-db.sql). */
    static final String TERM_POSTINGS = "SELECT t.rows, coalesce(t.postings, s.postings) FROM bm25_terms t "
            + "LEFT JOIN bm25_spill s ON s.id = t.spilled WHERE t.term = ?";
    static final double K1 = 1.2;
    static final double B = 0.75;

    /** One result: the chunk's row (chunks.row) and its score, −bm25 (higher is better). */
    public static final class ScoredRow {
        public final long row;
        public final double score;

        public ScoredRow(long row, double score) {
            this.row = row;
            this.score = score;
        }

        @Override
        public String toString() {
            return "(" + row + ", " + score + ")";
        }
    }

    private final Database db;
    private final Analyzer analyzer;
    private final long[] rows;     // bm25_rows.row, increasing
    private final int[] tokens;    // bm25_rows.tokens, same order
    private final boolean dense;   // rows[i] == i + 1: a row's position is row − 1
    private final double avgdl;
    // Per-query scratch, reused (rows() is synchronized).
    private final double[] score;
    private final boolean[] hit;
    private final boolean[] allowed;

    private Bm25Index(Database db, Analyzer analyzer, long[] rows, int[] tokens, long totalTokens) {
        this.db = db;
        this.analyzer = analyzer;
        this.rows = rows;
        this.tokens = tokens;
        boolean contiguous = true;
        for (int i = 0; i < rows.length && contiguous; i++) {
            contiguous = rows[i] == i + 1;
        }
        this.dense = contiguous;
        this.avgdl = (double) totalTokens / (double) rows.length;
        this.score = new double[rows.length];
        this.hit = new boolean[rows.length];
        this.allowed = new boolean[rows.length];
    }

    /**
     * The BM25 index of an opened bundle (its corpus.db, its manifest's {@code retrieval.bm25}), or null when the
     * bundle has no BM25 tables (built before schema 4, or without BM25). The manifest must not name a stemmer:
     * use {@link #open(Bundle, Analyzer.Stemmer)} for a stemmed bundle.
     */
    public static Bm25Index open(Bundle bundle) {
        return open(bundle, null);
    }

    /** As {@link #open(Bundle)}, questions stemmed by {@code stemmer} when the manifest names a stemmer. */
    @SuppressWarnings("unchecked")
    public static Bm25Index open(Bundle bundle, Analyzer.Stemmer stemmer) {
        Database db = bundle.corpusDb();
        if (!hasTables(db)) {
            return null;
        }
        Object recorded = bundle.manifest().retrieval().get("bm25");
        if (!(recorded instanceof Map)) {
            throw new BundleException(Manifest.FILE, "corpus.db has BM25 tables but retrieval.bm25 is absent");
        }
        Analyzer analyzer;
        try {
            analyzer = Analyzer.fromManifest((Map<String, Object>) recorded, stemmer);
        } catch (IllegalArgumentException e) {
            throw new BundleException(Manifest.FILE, e.getMessage());
        }
        return open(db, analyzer);
    }

    /** The index of {@code db} (a corpus.db) queried with {@code analyzer}; null when it has no BM25 tables. */
    public static Bm25Index open(Database db, Analyzer analyzer) {
        if (!hasTables(db)) {
            return null;
        }
        int[] count = {0};
        db.query("SELECT count(*) FROM bm25_rows", List.of(), r -> count[0] = (int) r.getLong(0));
        long[] rows = new long[count[0]];
        int[] tokens = new int[count[0]];
        long[] total = {0};
        int[] at = {0};
        db.query("SELECT row, tokens FROM bm25_rows ORDER BY row", List.of(), r -> {
            if (at[0] < rows.length) {
                rows[at[0]] = r.getLong(0);
                tokens[at[0]] = (int) r.getLong(1);
                total[0] += tokens[at[0]];
            }
            at[0]++;
        });
        if (at[0] != rows.length) {
            throw new IllegalStateException("bm25_rows changed while read");
        }
        return new Bm25Index(db, analyzer, rows, tokens, total[0]);
    }

    private static boolean hasTables(Database db) {
        return db.hasTable("bm25_terms") && db.hasTable("bm25_spill") && db.hasTable("bm25_rows");
    }

    public Analyzer analyzer() {
        return analyzer;
    }

    /** N: the rows of the index. */
    public int rowCount() {
        return rows.length;
    }

    /**
     * The {@code limit} best rows for {@code question}, best first (score descending, ties by lower row), as
     * retrieval/bm25.py's {@code Bm25Index.rows}: empty when the question has no term or no row matches. With
     * {@code allowedRows} (null: every row), only those rows; the statistics stay the whole index's.
     */
    public synchronized List<ScoredRow> rows(String question, int limit, Set<Long> allowedRows) {
        List<String> terms = analyzer.terms(question);
        if (terms.isEmpty() || limit <= 0 || rows.length == 0 || (allowedRows != null && allowedRows.isEmpty())) {
            return Collections.emptyList();
        }
        if (allowedRows != null) {
            for (long row : allowedRows) {
                int pos = position(row);
                if (pos >= 0) {
                    allowed[pos] = true;
                }
            }
        }
        int[] touched = new int[16];
        int nTouched = 0;
        try {
            for (String term : terms) {
                List<String> tokens = Unicode61.tokens(term);
                if (tokens.size() != 1) {
                    continue;  // no token: FTS5 matches nothing either; several: a phrase (see the class comment)
                }
                byte[][] postings = {null};
                long[] held = {0};
                db.query(TERM_POSTINGS, List.of(tokens.get(0)), r -> {
                    held[0] = r.getLong(0);
                    postings[0] = r.getBlob(1);
                });
                if (postings[0] == null) {
                    continue;  // no such term (n = 0): f = 0 in every row, adding nothing
                }
                byte[] blob = postings[0];
                long nHit = held[0];
                double idf = Math.log((rows.length - nHit + 0.5) / (nHit + 0.5));
                if (idf <= 0.0) {
                    idf = 1e-6;
                }
                // The heads (row delta · 2 + flag), then the frequencies above 1 of the flagged heads, in order.
                int at = skipVarints(blob, nHit);
                int i = 0;
                long row = 0;
                for (long k = 0; k < nHit; k++) {
                    long head = 0;
                    int shift = 0;
                    int b;
                    do {
                        b = blob[i++];
                        head |= (long) (b & 0x7F) << shift;
                        shift += 7;
                    } while ((b & 0x80) != 0);
                    long freq = 1;
                    if ((head & 1) != 0) {
                        freq = 0;
                        shift = 0;
                        do {
                            b = blob[at++];
                            freq |= (long) (b & 0x7F) << shift;
                            shift += 7;
                        } while ((b & 0x80) != 0);
                    }
                    row += head >>> 1;
                    int pos = position(row);
                    if (pos < 0 || (allowedRows != null && !allowed[pos])) {
                        continue;
                    }
                    double f = (double) freq;
                    double d = (double) this.tokens[pos];
                    double term1 = idf * ((f * (K1 + 1.0)) / (f + K1 * (1 - B + B * d / avgdl)));
                    if (!hit[pos]) {
                        hit[pos] = true;
                        score[pos] = 0.0;
                        if (nTouched == touched.length) {
                            touched = Arrays.copyOf(touched, nTouched * 2);
                        }
                        touched[nTouched++] = pos;
                    }
                    score[pos] += term1;
                }
            }
            return best(touched, nTouched, limit);
        } finally {
            for (int k = 0; k < nTouched; k++) {
                hit[touched[k]] = false;
            }
            if (allowedRows != null) {
                for (long row : allowedRows) {
                    int pos = position(row);
                    if (pos >= 0) {
                        allowed[pos] = false;
                    }
                }
            }
        }
    }

    /** The offset after the first {@code n} varints of {@code blob}. */
    private static int skipVarints(byte[] blob, long n) {
        int i = 0;
        for (long k = 0; k < n; i++) {
            if ((blob[i] & 0x80) == 0) {
                k++;
            }
        }
        return i;
    }

    /** A row's position in {@link #rows}, or −1 when the index has no such row. */
    private int position(long row) {
        if (dense) {
            return row >= 1 && row <= rows.length ? (int) (row - 1) : -1;
        }
        int pos = Arrays.binarySearch(rows, row);
        return pos >= 0 ? pos : -1;
    }

    /** The best {@code limit} of the touched positions, by score descending then row ascending (a bounded heap). */
    private List<ScoredRow> best(int[] touched, int nTouched, int limit) {
        int k = Math.min(limit, nTouched);
        int[] heap = new int[k];  // the worst kept at the root
        int size = 0;
        for (int t = 0; t < nTouched; t++) {
            int pos = touched[t];
            if (size < k) {
                heap[size] = pos;
                siftUp(heap, size++);
            } else if (better(pos, heap[0])) {
                heap[0] = pos;
                siftDown(heap, size);
            }
        }
        List<ScoredRow> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            out.add(null);
        }
        while (size > 0) {
            int worst = heap[0];
            heap[0] = heap[--size];
            siftDown(heap, size);
            out.set(size, new ScoredRow(rows[worst], score[worst]));
        }
        return out;
    }

    /** Whether position a ranks before b: FTS5's ORDER BY bm25 (= −score), rowid. */
    private boolean better(int a, int b) {
        double sa = -score[a];
        double sb = -score[b];
        return sa < sb || (sa == sb && rows[a] < rows[b]);
    }

    private void siftUp(int[] heap, int i) {
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (!better(heap[parent], heap[i])) {
                break;
            }
            int tmp = heap[parent];
            heap[parent] = heap[i];
            heap[i] = tmp;
            i = parent;
        }
    }

    private void siftDown(int[] heap, int size) {
        int i = 0;
        while (true) {
            int left = 2 * i + 1;
            if (left >= size) {
                return;
            }
            int worst = left;
            int right = left + 1;
            if (right < size && better(heap[left], heap[right])) {
                worst = right;
            }
            if (!better(heap[i], heap[worst])) {
                return;
            }
            int tmp = heap[i];
            heap[i] = heap[worst];
            heap[worst] = tmp;
            i = worst;
        }
    }
}
