package dev.edgeexport.retrieval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * One bundle's search, step for step as edge-export's (retrieval/search.py; docs/android.md, "Retrieval
 * settings"): the vector list, the BM25 list among the pages the vector ranking reaches first, weighted
 * reciprocal rank fusion, one result per page with a share of its neighbours' scores, the glossary boost, a
 * source filter, and the abstention signal. Lists are of chunk positions (row order), so every tie goes to
 * the lower row, as in SQL and in edge-export.
 */
public final class Searcher {
    private final Bundle bundle;
    private final SearchSettings settings;
    private final Bm25Index bm25;  // null in mode vector, and when the bundle lists no BM25 index: hybrid is vector-only
    private final boolean[] allowed;  // null: every chunk
    private final Set<Long> allowedRows;
    private final boolean[] glossary;
    private final boolean anyGlossary;
    private final Map<String, List<Long>> pageRows = new HashMap<>();
    private final String[] pageKeys;
    private final int widestPage;
    private final long[] rows;
    private final Abstention abstention;

    public Searcher(Bundle bundle, SearchSettings settings) {
        this(bundle, settings, null);
    }

    /**
     * A searcher for a bundle whose BM25 index is stemmed ({@code retrieval.bm25.stemmer}): {@code stemmer} is
     * that Snowball algorithm, e.g. Lucene's {@code org.tartarus.snowball.ext.FrenchStemmer}, which the library
     * does not carry. Null for an unstemmed bundle (the default); a stemmed bundle without one is refused.
     */
    public Searcher(Bundle bundle, SearchSettings settings, Analyzer.Stemmer stemmer) {
        this.bundle = bundle;
        this.settings = settings;
        List<ChunkRef> chunks = bundle.chunks();
        rows = new long[chunks.size()];
        pageKeys = new String[chunks.size()];
        int widest = 1;
        for (int i = 0; i < rows.length; i++) {
            ChunkRef c = chunks.get(i);
            rows[i] = c.row;
            pageKeys[i] = c.document + "\u0000" + c.page;
            List<Long> page = pageRows.computeIfAbsent(pageKeys[i], key -> new ArrayList<>());
            page.add(c.row);
            widest = Math.max(widest, page.size());
        }
        widestPage = widest;
        allowed = allowedPositions(chunks, settings.sourceFilter);
        if (allowed == null) {
            allowedRows = null;
        } else {
            allowedRows = new HashSet<>();
            for (int i = 0; i < allowed.length; i++) {
                if (allowed[i]) {
                    allowedRows.add(rows[i]);
                }
            }
        }
        glossary = Glossary.pages(chunks, settings.glossaryPages);
        boolean any = false;
        for (boolean g : glossary) {
            any |= g;
        }
        anyGlossary = any;
        // BM25 as edge-export decides it: a bundle that lists a BM25 index (fts_db) has one; one that lists none
        // (fts = none or inline) searches vector-only in hybrid and refuses bm25. The library scores from
        // corpus.db's tables (schema 4), which every such bundle of schema 4 or later holds.
        boolean listsBm25 = bundle.manifest().hasFile("fts_db");
        if (settings.mode.equals("bm25") && !listsBm25) {
            throw new BundleException(Manifest.FILE, "mode bm25 needs a BM25 index, and this bundle lists none");
        }
        bm25 = settings.mode.equals("vector") || !listsBm25 ? null : bundle.bm25(stemmer);
        if (listsBm25 && !settings.mode.equals("vector") && bm25 == null) {
            throw new BundleException(bundle.manifest().file("corpus_db").path, "has no BM25 tables (a bundle built"
                    + " before corpus.db schema 4): rebuild it with `edge-export bundle`, or search withMode(\"vector\")");
        }
        abstention = new Abstention(settings.abstainSignal);
    }

    /** A searcher with the bundle's recorded recipe. */
    public static Searcher withBundleDefaults(Bundle bundle) {
        return new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest()));
    }

    public SearchSettings settings() {
        return settings;
    }

    /** The question's hits: tokenised, embedded by {@code model} (the app's LiteRT call), searched. */
    public Answer answer(String question, EmbeddingModel model) {
        if (settings.mode.equals("bm25")) {
            return answer(question, (float[]) null);
        }
        return answer(question, QueryEmbedding.embed(bundle, question, model));
    }

    /**
     * The question's hits from its query vector (the model's output already cut to {@code vectors.dims} and
     * unit length: {@link QueryEmbedding}); {@code queryVector} may be null in mode bm25 only.
     */
    public Answer answer(String question, float[] queryVector) {
        SearchSettings s = settings;
        Double boost = s.glossaryBoost != 1 && s.glossaryBoost != 0 && anyGlossary
                && Glossary.isDefinitionQuestion(question) ? s.glossaryBoost : null;
        List<Double> weights = new ArrayList<>();
        List<List<Scored>> lists = new ArrayList<>();
        String label = s.mode;
        Double topCosine = null;
        double[] scores = null;
        if (!s.mode.equals("bm25")) {
            if (queryVector == null) {
                throw new IllegalArgumentException("mode " + s.mode + " needs the query vector");
            }
            scores = bundle.vectors().scores(queryVector);
            List<Scored> ranked = vectorList(scores, boost);
            lists.add(ranked);
            weights.add(s.vectorWeight);
            if (boost == null) {
                topCosine = ranked.isEmpty() ? null : ranked.get(0).score;
            } else {  // boosted scores are not cosines
                List<Scored> top = topK(scores, 1, allowed);
                topCosine = top.isEmpty() ? null : top.get(0).score;
            }
        }
        if (!s.mode.equals("vector")) {
            if (bm25 == null) {
                label = "vector";  // hybrid without a BM25 index: vector-only, as edge-export without the FTS file
            } else {
                Set<Long> gate = s.mode.equals("hybrid") && s.bm25Pages > 0 ? bm25Candidates(scores) : null;
                lists.add(bm25List(question, boost, gate));
                weights.add(s.bm25Weight);
            }
        }
        List<Scored> ranked = lists.size() == 1 ? lists.get(0) : fuse(lists, weights, s.rrfK);
        if (s.perPage) {
            ranked = onePerPage(ranked);
        }
        ranked = ranked.subList(0, Math.min(s.k, ranked.size()));
        boolean boosted = false;
        for (Scored item : ranked) {
            boosted |= boost != null && glossary[item.pos];
        }
        // The spec's fallback: a boost that brings back no glossary chunk is no boost (and is not labelled).
        String mode = label + (boosted ? "+glossary" : "");
        List<Hit> hits = new ArrayList<>();
        for (int i = 0; i < ranked.size(); i++) {
            hits.add(new Hit(i + 1, bundle.chunks().get(ranked.get(i).pos), ranked.get(i).score, mode));
        }
        Double signal = topCosine == null ? null : abstention.score(topCosine, scores);
        boolean abstain = s.abstainBelow != null && signal != null && signal < s.abstainBelow;
        return new Answer(hits, topCosine, signal, abstain);
    }

    /** A ranked list's entry: a chunk position and its score. */
    static final class Scored {
        final int pos;
        final double score;

        Scored(int pos, double score) {
            this.pos = pos;
            this.score = score;
        }
    }

    /** Best first; equal scores: the lower position (row) first. */
    private static int order(Scored a, Scored b) {
        int byScore = Double.compare(b.score, a.score);
        return byScore != 0 ? byScore : Integer.compare(a.pos, b.pos);
    }

    /** The {@code k} best positions by score among {@code mask} (null: all), best first, ties by the lower position. */
    static List<Scored> topK(double[] scores, int k, boolean[] mask) {
        PriorityQueue<Scored> worstFirst = new PriorityQueue<>((a, b) -> order(b, a));
        for (int i = 0; i < scores.length; i++) {
            if (mask != null && !mask[i]) {
                continue;
            }
            Scored item = new Scored(i, scores[i]);
            if (worstFirst.size() < k) {
                worstFirst.add(item);
            } else if (k > 0 && order(item, worstFirst.peek()) < 0) {
                worstFirst.poll();
                worstFirst.add(item);
            }
        }
        List<Scored> out = new ArrayList<>(worstFirst);
        out.sort(Searcher::order);
        return out;
    }

    /** A single-mode search without the per-page collapse needs only k; fusion and the collapse look deeper. */
    private int listDepth(String mode) {
        return settings.mode.equals(mode) && !settings.perPage ? settings.k : Math.max(settings.depth, settings.k);
    }

    private List<Scored> vectorList(double[] scores, Double boost) {
        int depth = listDepth("vector");
        List<Scored> ranked = topK(scores, depth, allowed);
        if (boost == null) {
            return ranked;
        }
        // Exact: the boosted top is the best glossary chunks (boosted) merged with the best of the others.
        boolean[] mask = glossary.clone();
        for (int i = 0; allowed != null && i < mask.length; i++) {
            mask[i] &= allowed[i];
        }
        Map<Integer, Double> merged = new LinkedHashMap<>();
        for (Scored item : ranked) {
            if (!glossary[item.pos]) {
                merged.put(item.pos, item.score);
            }
        }
        for (Scored item : topK(scores, depth, mask)) {
            merged.put(item.pos, item.score * boost);
        }
        List<Scored> out = sorted(merged);
        return out.subList(0, Math.min(depth, out.size()));
    }

    /** The rows of the first {@code bm25_pages} distinct pages of the cosine ranking (within the source filter). */
    private Set<Long> bm25Candidates(double[] scores) {
        int n = settings.bm25Pages;
        List<Scored> top = topK(scores, Math.min(n * widestPage, scores.length), allowed);
        Set<String> pages = new java.util.LinkedHashSet<>();
        for (Scored item : top) {
            if (pages.size() == n) {
                break;
            }
            pages.add(pageKeys[item.pos]);
        }
        Set<Long> out = new HashSet<>();
        for (String page : pages) {
            out.addAll(pageRows.get(page));
        }
        return out;
    }

    private List<Scored> bm25List(String question, Double boost, Set<Long> candidates) {
        int depth = boost == null ? listDepth("bm25") : Math.max(settings.depth, settings.k);
        Set<Long> rowsAllowed = allowedRows;
        if (candidates != null) {
            rowsAllowed = new HashSet<>(candidates);
            if (allowedRows != null) {
                rowsAllowed.retainAll(allowedRows);
            }
        }
        List<Scored> ranked = new ArrayList<>();
        for (Bm25Index.ScoredRow found : bm25.rows(question, depth, rowsAllowed)) {
            int pos = Arrays.binarySearch(rows, found.row);
            if (pos >= 0) {
                ranked.add(new Scored(pos, found.score));
            }
        }
        if (boost == null) {
            return ranked;
        }
        Map<Integer, Double> boosted = new LinkedHashMap<>();
        for (Scored item : ranked) {
            boosted.put(item.pos, glossary[item.pos] ? item.score * boost : item.score);
        }
        return sorted(boosted);
    }

    /** Weighted reciprocal rank fusion: Σ weight / (rrf_k + rank), ranks from 1; ties by position. */
    private static List<Scored> fuse(List<List<Scored>> lists, List<Double> weights, int rrfK) {
        Map<Integer, Double> fused = new LinkedHashMap<>();
        for (int l = 0; l < lists.size(); l++) {
            double weight = weights.get(l);
            List<Scored> ranked = lists.get(l);
            for (int rank = 1; rank <= ranked.size(); rank++) {
                fused.merge(ranked.get(rank - 1).pos, weight / (rrfK + rank), Double::sum);
            }
        }
        return sorted(fused);
    }

    /**
     * Each page's best chunk, in ranking order; with {@code page_neighbours} = a, a page then scores its best
     * chunk's score + a × the best score of its neighbouring pages in the ranking (same document, page ± 1;
     * nothing when that is negative), re-ranked, ties by position.
     */
    private List<Scored> onePerPage(List<Scored> ranked) {
        Map<String, Scored> best = new LinkedHashMap<>();
        for (Scored item : ranked) {
            best.putIfAbsent(pageKeys[item.pos], item);
        }
        double a = settings.pageNeighbours;
        if (a == 0) {
            return new ArrayList<>(best.values());
        }
        List<Scored> out = new ArrayList<>();
        for (Scored item : best.values()) {
            ChunkRef c = bundle.chunks().get(item.pos);
            double near = 0.0;
            for (int page : new int[] {c.page - 1, c.page + 1}) {
                Scored neighbour = best.get(c.document + "\u0000" + page);
                if (neighbour != null) {
                    near = Math.max(near, neighbour.score);
                }
            }
            out.add(new Scored(item.pos, item.score + a * near));
        }
        out.sort(Searcher::order);
        return out;
    }

    private static List<Scored> sorted(Map<Integer, Double> scores) {
        List<Scored> out = new ArrayList<>();
        for (Map.Entry<Integer, Double> entry : scores.entrySet()) {
            out.add(new Scored(entry.getKey(), entry.getValue()));
        }
        out.sort(Searcher::order);
        return out;
    }

    /**
     * Chunks whose document's file name contains {@code filter}, ASCII letters compared in either case (what
     * SQLite's LIKE does, as edge-export filters).
     */
    private static boolean[] allowedPositions(List<ChunkRef> chunks, String filter) {
        if (filter == null) {
            return null;
        }
        String wanted = asciiLower(filter);
        boolean[] out = new boolean[chunks.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = asciiLower(chunks.get(i).document).contains(wanted);
        }
        return out;
    }

    private static String asciiLower(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            out.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        return out.toString();
    }
}
