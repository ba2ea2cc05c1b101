package dev.edgeexport.retrieval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongPredicate;

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
 * <p>Opening reads N, the total token count and the shortest and longest row (one aggregate of bm25_rows): the heap
 * held does not grow with the corpus. A query reads one postings blob per term, then the lengths of the rows that
 * can still reach its {@code limit} best whatever their length (bm25_rows by row, batched), and keeps its scratch
 * over the matching rows only. {@code rows} is synchronized.
 */
public final class Bm25Index {
    /** A term's row count and postings, inline or spilled (schemas/corpus-db.sql). */
    static final String TERM_POSTINGS = "SELECT t.rows, coalesce(t.postings, s.postings) FROM bm25_terms t "
            + "LEFT JOIN bm25_spill s ON s.id = t.spilled WHERE t.term = ?";
    /** The most bytes a row's posting takes: a head and a frequency, each a varint of at most 10 bytes. */
    static final int MAX_POSTING_BYTES = 20;
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

    /** Rows whose lengths one query of bm25_rows reads (written out as numbers, as retrieval/bm25.py writes its filter). */
    static final int LENGTHS_PER_QUERY = 1000;

    private final Database db;
    private final String dbName;  // corpus.db's manifest path, in errors
    private final Analyzer analyzer;
    private final long rowCount;  // N: the rows of bm25_rows
    private final double avgdl;
    private final double minTokens;  // the shortest and the longest row: bounds of any row's score
    private final double maxTokens;

    private Bm25Index(Database db, String dbName, Analyzer analyzer, long[] aggregate) {
        this.db = db;
        this.dbName = dbName;
        this.analyzer = analyzer;
        this.rowCount = aggregate[0];
        this.avgdl = (double) aggregate[1] / (double) rowCount;
        this.minTokens = aggregate[2];
        this.maxTokens = aggregate[3];
    }

    /**
     * The BM25 index of an opened bundle (its corpus.db, its manifest's {@code retrieval.bm25}), or null when the
     * bundle has no BM25 tables (built before schema 4, or without BM25). Questions are stemmed by the library's
     * {@link SnowballStemmers} when the manifest names a stemmer.
     */
    public static Bm25Index open(Bundle bundle) {
        return open(bundle, null);
    }

    /**
     * As {@link #open(Bundle)}, questions stemmed by {@code stemmer} (the app's, instead of the library's; null: the
     * library's) when the manifest names a stemmer.
     */
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
        return open(db, bundle.manifest().file("corpus_db").path, analyzer);
    }

    /** The index of {@code db} (a corpus.db) queried with {@code analyzer}; null when it has no BM25 tables. */
    public static Bm25Index open(Database db, Analyzer analyzer) {
        return open(db, "corpus.db", analyzer);
    }

    private static Bm25Index open(Database db, String dbName, Analyzer analyzer) {
        if (!hasTables(db)) {
            return null;
        }
        long[] aggregate = new long[4];  // N, Σ tokens (avgdl), the shortest and the longest row
        db.query("SELECT count(*), coalesce(sum(tokens), 0), coalesce(min(tokens), 0), coalesce(max(tokens), 0) "
                + "FROM bm25_rows", List.of(), r -> {
                    for (int i = 0; i < aggregate.length; i++) {
                        aggregate[i] = r.getLong(i);
                    }
                });
        return new Bm25Index(db, dbName, analyzer, aggregate);
    }

    private static boolean hasTables(Database db) {
        return db.hasTable("bm25_terms") && db.hasTable("bm25_spill") && db.hasTable("bm25_rows");
    }

    public Analyzer analyzer() {
        return analyzer;
    }

    /** N: the rows of the index. */
    public int rowCount() {
        return (int) rowCount;
    }

    /**
     * The {@code limit} best rows for {@code question}, best first (score descending, ties by lower row), as
     * retrieval/bm25.py's {@code Bm25Index.rows}: empty when the question has no term or no row matches. With
     * {@code allowedRows} (null: every row), only those rows; the statistics stay the whole index's.
     */
    public List<ScoredRow> rows(String question, int limit, Set<Long> allowedRows) {
        if (allowedRows != null && allowedRows.isEmpty()) {
            return Collections.emptyList();
        }
        return rowsWhere(question, limit, allowedRows == null ? null : allowedRows::contains);
    }

    /**
     * As {@link #rows(String, int, Set)}, the rows allowed by a test (null: every row): the searcher's source filter
     * and BM25 pages, with no set of every allowed row.
     */
    synchronized List<ScoredRow> rowsWhere(String question, int limit, LongPredicate allowed) {
        List<String> terms = analyzer.terms(question);
        if (terms.isEmpty() || limit <= 0 || rowCount == 0) {
            return Collections.emptyList();
        }
        // Each term's matching rows and frequencies, allowed ones only, in phrase order: a row's score is summed in
        // that order, as fts5Bm25Function sums it.
        List<Postings> matched = new ArrayList<>();
        for (String term : terms) {
            List<String> tokens = Unicode61.tokens(term);
            if (tokens.size() != 1) {
                continue;  // no token: FTS5 matches nothing either; several: a phrase (see the class comment)
            }
            Postings postings = postings(tokens.get(0), allowed);
            if (postings != null) {
                matched.add(postings);
            }
        }
        long[] rows = distinctRows(matched);
        for (Postings p : matched) {
            p.locate(rows);
        }
        double[] lengths = new double[rows.length];  // −1: not read (cannot rank), or a row bm25_rows lacks
        Arrays.fill(lengths, -1);
        boolean[] needed = rowsThatCanRank(rows, matched, limit);
        if (readLengths(rows, needed, lengths) && needed != null) {
            readLengths(rows, null, lengths);  // a row the bounds counted on is not in bm25_rows: read them all
        }
        boolean[] hit = new boolean[rows.length];
        double[] score = scores(rows, matched, lengths, hit);
        return best(rows, score, hit, limit);
    }

    /**
     * Each row's score, summed over the terms in phrase order as fts5Bm25Function sums it, for the rows whose
     * {@code lengths} are known (≥ 0; {@code hit} says which were scored).
     */
    private double[] scores(long[] rows, List<Postings> matched, double[] lengths, boolean[] hit) {
        double[] score = new double[rows.length];
        for (Postings p : matched) {
            for (int k = 0; k < p.size; k++) {
                int at = p.at[k];
                if (lengths[at] < 0) {
                    continue;
                }
                double f = (double) p.frequencies[k];
                double term1 = p.idf * ((f * (K1 + 1.0)) / (f + K1 * (1 - B + B * lengths[at] / avgdl)));
                if (!hit[at]) {
                    hit[at] = true;
                    score[at] = 0.0;
                }
                score[at] += term1;
            }
        }
        return score;
    }

    /**
     * Which rows can be among the {@code limit} best, so that only their lengths are read (null: every row, when
     * there are no more than {@code limit}). A row's score falls as its length grows, in floating point too (each
     * operation rounds monotonically): scored at the shortest row's length it is at least its score, at the
     * longest row's at most. A row whose best case is below the limit-th highest worst case cannot rank.
     */
    private boolean[] rowsThatCanRank(long[] rows, List<Postings> matched, int limit) {
        if (rows.length <= limit) {
            return null;
        }
        double[] shortest = new double[rows.length];
        double[] longest = new double[rows.length];
        Arrays.fill(shortest, minTokens);
        Arrays.fill(longest, maxTokens);
        double[] best = scores(rows, matched, shortest, new boolean[rows.length]);
        double[] worst = scores(rows, matched, longest, new boolean[rows.length]);
        double[] sorted = worst.clone();
        Arrays.sort(sorted);
        double threshold = sorted[sorted.length - limit];
        boolean[] needed = new boolean[rows.length];
        for (int i = 0; i < rows.length; i++) {
            needed[i] = best[i] >= threshold;
        }
        return needed;
    }

    /** One term's matching rows (increasing) and their frequencies, the allowed ones; its idf over the whole index. */
    private static final class Postings {
        long[] rows = new long[16];
        long[] frequencies = new long[16];
        int[] at;  // each row's index in the query's distinct rows
        int size;
        double idf;

        /** {@link #at} from {@code distinct}, every row of every term, increasing (a merge of two sorted lists). */
        void locate(long[] distinct) {
            at = new int[size];
            for (int k = 0, i = 0; k < size; k++) {
                while (distinct[i] != rows[k]) {
                    i++;
                }
                at[k] = i;
            }
        }

        void add(long row, long frequency) {
            if (size == rows.length) {
                rows = Arrays.copyOf(rows, size * 2);
                frequencies = Arrays.copyOf(frequencies, size * 2);
            }
            rows[size] = row;
            frequencies[size++] = frequency;
        }
    }

    /** The term's postings among {@code allowed} (null: all), or null when the index has no such term. */
    private Postings postings(String token, LongPredicate allowed) {
        byte[][] blob = {null};
        long[] held = {0};
        boolean[] found = {false};
        // A blob longer than N rows' postings is damage: measured by SQLite, not read into the heap.
        long most = MAX_POSTING_BYTES * Math.max(1, rowCount);
        db.query("SELECT rows, CASE WHEN typeof(p) IN ('blob', 'text') AND length(CAST(p AS BLOB)) <= " + most
                + " THEN p END, p IS NULL FROM (" + TERM_POSTINGS.replace("coalesce(t.postings, s.postings)",
                "coalesce(t.postings, s.postings) AS p") + ")", List.of(token), r -> {
                    held[0] = r.getLong(0);
                    blob[0] = r.isNull(1) ? null : r.getBlob(1);
                    found[0] = r.getLong(2) == 0;
                });
        if (blob[0] == null) {
            if (found[0]) {
                throw damaged(token, "postings that are not a blob of at most " + most + " bytes");
            }
            return null;  // no such term (n = 0): f = 0 in every row, adding nothing
        }
        long nHit = held[0];
        byte[] bytes = blob[0];
        if (nHit < 1 || nHit > rowCount || nHit > bytes.length) {
            throw damaged(token, "rows is " + nHit + " for a postings blob of " + bytes.length + " bytes and "
                    + rowCount + " rows");
        }
        Postings out = new Postings();
        out.idf = Math.log((rowCount - nHit + 0.5) / (nHit + 0.5));
        if (out.idf <= 0.0) {
            out.idf = 1e-6;
        }
        // The heads (row delta · 2 + flag), then the frequencies above 1 of the flagged heads, in order.
        int[] heads = {0};
        int[] frequencies = {skipVarints(bytes, nHit, token)};
        long row = 0;
        for (long k = 0; k < nHit; k++) {
            long head = varint(bytes, heads, token);
            long freq = (head & 1) != 0 ? varint(bytes, frequencies, token) : 1;
            if ((head >>> 1) == 0 || row + (head >>> 1) < row || freq < 1) {
                throw damaged(token, "postings whose rows do not increase or whose frequency is below 1");
            }
            row += head >>> 1;
            if (allowed == null || allowed.test(row)) {
                out.add(row, freq);
            }
        }
        return out;
    }

    /** The varint of {@code blob} at {@code at[0]}, which moves past it; a BundleException when it runs out. */
    private long varint(byte[] blob, int[] at, String token) {
        long value = 0;
        for (int shift = 0; shift < 63; shift += 7) {
            if (at[0] >= blob.length) {
                throw damaged(token, "postings that end inside a varint");
            }
            int b = blob[at[0]++];
            value |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return value;
            }
        }
        throw damaged(token, "a varint longer than 9 bytes");
    }

    private BundleException damaged(String token, String what) {
        return new BundleException(dbName, "bm25_terms['" + token + "']: " + what);
    }

    /** Every row of {@code matched}, once, increasing. */
    private static long[] distinctRows(List<Postings> matched) {
        int total = 0;
        for (Postings p : matched) {
            total += p.size;
        }
        long[] all = new long[total];
        int n = 0;
        for (Postings p : matched) {
            System.arraycopy(p.rows, 0, all, n, p.size);
            n += p.size;
        }
        Arrays.sort(all);
        int distinct = 0;
        for (int i = 0; i < all.length; i++) {
            if (distinct == 0 || all[i] != all[distinct - 1]) {
                all[distinct++] = all[i];
            }
        }
        return Arrays.copyOf(all, distinct);
    }

    /**
     * bm25_rows.tokens of the {@code needed} rows (null: all) of {@code rows} (increasing) into {@code lengths};
     * whether one of them is not in bm25_rows.
     */
    private boolean readLengths(long[] rows, boolean[] needed, double[] lengths) {
        long[] wanted = new long[rows.length];
        int n = 0;
        for (int i = 0; i < rows.length; i++) {
            if ((needed == null || needed[i]) && lengths[i] < 0) {
                wanted[n++] = rows[i];
            }
        }
        int[] found = {0};
        for (int from = 0; from < n; from += LENGTHS_PER_QUERY) {
            int to = Math.min(n, from + LENGTHS_PER_QUERY);
            // The numbers in the SQL, not bound: no limit on parameters (999 in old SQLite builds), and no text
            // argument for an app's Database that binds every argument as text.
            StringBuilder sql = new StringBuilder("SELECT row, tokens FROM bm25_rows WHERE row IN (");
            for (int i = from; i < to; i++) {
                sql.append(i == from ? "" : ",").append(wanted[i]);
            }
            db.query(sql.append(')').toString(), List.of(), r -> {
                int at = Arrays.binarySearch(rows, r.getLong(0));
                if (at >= 0) {
                    lengths[at] = r.getLong(1);
                    found[0]++;
                }
            });
        }
        return found[0] < n;
    }

    /** The offset after the first {@code n} varints of {@code blob}. */
    private int skipVarints(byte[] blob, long n, String token) {
        int i = 0;
        for (long k = 0; k < n; i++) {
            if (i >= blob.length) {
                throw damaged(token, "postings of fewer than the " + n + " heads its rows says");
            }
            if ((blob[i] & 0x80) == 0) {
                k++;
            }
        }
        return i;
    }

    /**
     * The best {@code limit} of the rows scored ({@code hit}), by score descending then row ascending (FTS5's ORDER
     * BY bm25, rowid): a bounded heap, the worst kept at its root.
     */
    private static List<ScoredRow> best(long[] rows, double[] score, boolean[] hit, int limit) {
        Ranking ranking = new Ranking(rows, score);
        int[] heap = new int[Math.min(limit, rows.length)];
        int size = 0;
        for (int at = 0; at < rows.length; at++) {
            if (!hit[at]) {
                continue;
            }
            if (size < heap.length) {
                heap[size] = at;
                ranking.siftUp(heap, size++);
            } else if (heap.length > 0 && ranking.better(at, heap[0])) {
                heap[0] = at;
                ranking.siftDown(heap, size);
            }
        }
        ScoredRow[] out = new ScoredRow[size];
        while (size > 0) {
            int worst = heap[0];
            heap[0] = heap[--size];
            ranking.siftDown(heap, size);
            out[size] = new ScoredRow(rows[worst], score[worst]);
        }
        return Arrays.asList(out);
    }

    /** FTS5's order of scored rows, for a heap of their indices. */
    private static final class Ranking {
        private final long[] rows;
        private final double[] score;

        Ranking(long[] rows, double[] score) {
            this.rows = rows;
            this.score = score;
        }

        /** Whether index a ranks before b: FTS5's ORDER BY bm25 (= −score), rowid. */
        boolean better(int a, int b) {
            double sa = -score[a];
            double sb = -score[b];
            return sa < sb || (sa == sb && rows[a] < rows[b]);
        }

        void siftUp(int[] heap, int i) {
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

        void siftDown(int[] heap, int size) {
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
}
