package dev.edgeexport.retrieval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongPredicate;

/**
 * One bundle's search, step for step as edge-export's (retrieval/search.py; docs/android/library.md, "Retrieval
 * settings"): the vector list, the BM25 list among the pages the vector ranking reaches first, weighted
 * reciprocal rank fusion, one result per page with a share of its neighbours' scores, the glossary boost, a
 * source filter, and the abstention signal. Lists are of chunk positions (row order), so every tie goes to
 * the lower row, as in SQL and in edge-export.
 */
public final class Searcher {
    private final Bundle bundle;
    private final SearchSettings settings;
    private final VectorFile file;
    private final Documents documents;
    private final Bm25Index bm25;  // null in mode vector, and when the bundle lists no BM25 index: hybrid is vector-only
    private final boolean hybridBm25;  // hybrid fuses the BM25 list: an index, and a language BM25 can cut
    private final AllowedRows allowed;  // the source filter; null: every chunk
    private final long[] glossaryPages;  // sorted Documents.key values
    private final AllowedRows glossaryAllowed;  // the glossary's rows within the source filter; null: no glossary page
    private final boolean anyGlossary;
    private final Abstention abstention;

    public Searcher(Bundle bundle, SearchSettings settings) {
        this(bundle, settings, null);
    }

    /**
     * A searcher whose questions, when the bundle's BM25 index is stemmed ({@code retrieval.bm25.stemmer}), are
     * stemmed by {@code stemmer}, the app's own for that Snowball algorithm, instead of the library's
     * {@link SnowballStemmers}; null (the default) for the library's. It must allow calls on several threads.
     */
    public Searcher(Bundle bundle, SearchSettings settings, Analyzer.Stemmer stemmer) {
        this.bundle = bundle;
        this.settings = settings;
        this.file = bundle.vectorFile();
        this.documents = bundle.documents();
        // The source filter and the glossary as tests of a row's (document, page) in vectors.bin, each counted once.
        if (settings.sourceFilter == null) {
            allowed = null;
        } else {
            int[] kept = documents.idsContaining(settings.sourceFilter);
            allowed = AllowedRows.counted(file.rows, row -> Arrays.binarySearch(kept, file.document(row)) >= 0);
        }
        glossaryPages = Glossary.pages(documents, settings.glossaryPages);
        if (glossaryPages.length == 0) {
            glossaryAllowed = null;
            anyGlossary = false;
        } else {
            anyGlossary = AllowedRows.counted(file.rows, this::onGlossaryPage).count() > 0;
            glossaryAllowed = AllowedRows.counted(file.rows,
                    row -> onGlossaryPage(row) && (allowed == null || allowed.contains(row)));
        }
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
        // Hybrid fuses BM25 only where it helps: where the analyzer cannot cut the language's words
        // (retrieval.bm25.segmentation "none"), it ranks by the vectors alone, as edge-export search does.
        hybridBm25 = bm25 != null && bm25.analyzer().helpsHybrid();
        abstention = new Abstention(settings.abstainSignal, file);
    }

    /** The longest signature's length: what a question is cut to (the model reads no more). */
    private int longestInput() {
        int longest = 0;
        for (Signature signature : bundle.manifest().signatures()) {
            longest = Math.max(longest, signature.seqLen());
        }
        return longest == 0 ? Manifest.MAX_SEQ_LEN : longest;
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
        question = Tokenizer.bounded(question, longestInput());  // BM25 analyses what the model reads
        SearchSettings s = settings;
        Double boost = s.glossaryBoost != 1 && s.glossaryBoost != 0 && anyGlossary
                && Glossary.isDefinitionQuestion(question) ? s.glossaryBoost : null;
        List<Double> weights = new ArrayList<>();
        List<List<Scored>> lists = new ArrayList<>();
        String label = s.mode;
        Double topCosine = null;
        boolean gated = s.mode.equals("hybrid") && s.bm25Pages > 0 && hybridBm25;
        VectorIndex.Query search = null;  // the searches among the allowed rows: one first pass for them all
        if (!s.mode.equals("bm25")) {
            if (queryVector == null) {
                throw new IllegalArgumentException("mode " + s.mode + " needs the query vector");
            }
            search = bundle.vectors().query(queryVector, allowed).reserve(listDepth("vector"));
            List<Scored> ranked = vectorList(search, queryVector, boost);
            lists.add(ranked);
            weights.add(s.vectorWeight);
            if (boost == null) {
                topCosine = ranked.isEmpty() ? null : ranked.get(0).score;
            } else {  // boosted scores are not cosines
                List<Scored> top = search.top(1);
                topCosine = top.isEmpty() ? null : top.get(0).score;
            }
        }
        if (!s.mode.equals("vector")) {
            if (bm25 == null || (s.mode.equals("hybrid") && !hybridBm25)) {
                label = "vector";  // hybrid without a BM25 index, or BM25 unable to help: vector-only, as edge-export
            } else {
                Set<Long> gate = gated ? bm25Candidates(search) : null;
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
            boosted |= boost != null && onGlossaryPage(item.pos);
        }
        // The spec's fallback: a boost that brings back no glossary chunk is no boost (and is not labelled).
        String mode = label + (boosted ? "+glossary" : "");
        List<Hit> hits = new ArrayList<>();
        for (int i = 0; i < ranked.size(); i++) {
            hits.add(new Hit(i + 1, bundle.chunk(ranked.get(i).pos), ranked.get(i).score, mode));
        }
        Double signal = topCosine == null ? null : abstention.score(topCosine, queryVector);
        boolean abstain = s.abstainBelow != null && signal != null && signal < s.abstainBelow;
        return new Answer(hits, topCosine, signal, abstain);
    }

    /** Whether a row lies on one of the glossary pages (its document id and page in vectors.bin). */
    private boolean onGlossaryPage(int row) {
        return glossaryPages.length > 0
                && Arrays.binarySearch(glossaryPages, Documents.key(file.document(row), file.page(row))) >= 0;
    }

    /** The page a row is cited on, as edge-export groups pages: (document file name, page). */
    private long pageKey(int row) {
        return documents.pageKey(file.document(row), file.page(row));
    }

    /** A single-mode search without the per-page collapse needs only k; fusion and the collapse look deeper. */
    private int listDepth(String mode) {
        return settings.mode.equals(mode) && !settings.perPage ? settings.k : Math.max(settings.depth, settings.k);
    }

    private List<Scored> vectorList(VectorIndex.Query search, float[] query, Double boost) {
        int depth = listDepth("vector");
        List<Scored> ranked = search.top(depth);
        if (boost == null) {
            return ranked;
        }
        // Exact: the boosted top is the best glossary chunks (boosted) merged with the best of the others.
        Map<Integer, Double> merged = new LinkedHashMap<>();
        for (Scored item : ranked) {
            if (!onGlossaryPage(item.pos)) {
                merged.put(item.pos, item.score);
            }
        }
        for (Scored item : bundle.vectors().search(query, depth, glossaryAllowed)) {
            merged.put(item.pos, item.score * boost);
        }
        List<Scored> out = sorted(merged);
        return out.subList(0, Math.min(depth, out.size()));
    }

    /**
     * The rows of the first {@code bm25_pages} distinct pages of the cosine ranking (within the source filter). No
     * page has more chunks than the widest, so that many pages' worth of top chunks holds the first N pages, read
     * from the rows the vector list's search rescored exactly (search.py's _bm25_candidates says why); each page's
     * rows are the run of equal (document, page) in vectors.bin around its best-ranked chunk.
     */
    private Set<Long> bm25Candidates(VectorIndex.Query search) {
        int n = settings.bm25Pages;
        Map<Long, Integer> firstOfPage = new LinkedHashMap<>();
        for (Scored item : search.top(bm25PagesDepth(), listDepth("vector"))) {
            if (firstOfPage.size() == n) {
                break;
            }
            firstOfPage.putIfAbsent(pageKey(item.pos), item.pos);
        }
        Set<Long> out = new HashSet<>();
        for (int pos : firstOfPage.values()) {
            int start = pos;
            while (start > 0 && samePage(start - 1, pos)) {
                start--;
            }
            int end = pos + 1;
            while (end < file.rows && samePage(end, pos)) {
                end++;
            }
            for (int row = start; row < end; row++) {
                out.add((long) row + 1);
            }
        }
        return out;
    }

    /** How deep in the cosine ranking the first {@code bm25_pages} pages surely lie: that many of the widest page. */
    private int bm25PagesDepth() {
        return (int) Math.min((long) settings.bm25Pages * bundle.widestPage(), file.rows);
    }

    /** Whether two rows have the same document id and page in vectors.bin. */
    private boolean samePage(int a, int b) {
        return file.document(a) == file.document(b) && file.page(a) == file.page(b);
    }

    private List<Scored> bm25List(String question, Double boost, Set<Long> candidates) {
        int depth = boost == null ? listDepth("bm25") : Math.max(settings.depth, settings.k);
        int rows = file.rows;
        LongPredicate inFilter = row -> row >= 1 && row <= rows && allowed.contains((int) row - 1);
        LongPredicate rowsAllowed;
        if (candidates == null) {
            rowsAllowed = allowed == null ? null : inFilter;
        } else {  // sorted, searched without boxing: the test runs once per posting of each question's terms
            long[] gate = candidates.stream().mapToLong(Long::longValue).sorted().toArray();
            LongPredicate inGate = row -> Arrays.binarySearch(gate, row) >= 0;
            rowsAllowed = allowed == null ? inGate : row -> inGate.test(row) && inFilter.test(row);
        }
        List<Scored> ranked = new ArrayList<>();
        for (Bm25Index.ScoredRow found : bm25.rowsWhere(question, depth, rowsAllowed)) {
            if (found.row >= 1 && found.row <= rows) {  // a chunk's position is its row − 1
                ranked.add(new Scored((int) found.row - 1, found.score));
            }
        }
        if (boost == null) {
            return ranked;
        }
        Map<Integer, Double> boosted = new LinkedHashMap<>();
        for (Scored item : ranked) {
            boosted.put(item.pos, onGlossaryPage(item.pos) ? item.score * boost : item.score);
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
        Map<Long, Scored> best = new LinkedHashMap<>();
        for (Scored item : ranked) {
            best.putIfAbsent(pageKey(item.pos), item);
        }
        double a = settings.pageNeighbours;
        if (a == 0) {
            return new ArrayList<>(best.values());
        }
        List<Scored> out = new ArrayList<>();
        for (Map.Entry<Long, Scored> page : best.entrySet()) {
            int document = (int) (page.getKey() >>> 32);
            int number = (int) (long) page.getKey();
            double near = 0.0;
            for (int neighbour : new int[] {number - 1, number + 1}) {
                Scored other = best.get(Documents.key(document, neighbour));
                if (other != null) {
                    near = Math.max(near, other.score);
                }
            }
            out.add(new Scored(page.getValue().pos, page.getValue().score + a * near));
        }
        out.sort(Scored::order);
        return out;
    }

    private static List<Scored> sorted(Map<Integer, Double> scores) {
        List<Scored> out = new ArrayList<>();
        for (Map.Entry<Integer, Double> entry : scores.entrySet()) {
            out.add(new Scored(entry.getKey(), entry.getValue()));
        }
        out.sort(Scored::order);
        return out;
    }
}
