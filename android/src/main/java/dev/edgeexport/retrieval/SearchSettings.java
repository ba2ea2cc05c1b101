package dev.edgeexport.retrieval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The retrieval recipe (manifest {@code retrieval}, docs/android/library.md "Retrieval settings"), with the defaults of
 * edge-export's SearchSettings for anything a bundle does not record. {@link #fromManifest} reads a bundle's;
 * the {@code with*} methods change one setting (a result count, a document filter, another threshold).
 */
public final class SearchSettings {
    public static final List<String> MODES = List.of("vector", "bm25", "hybrid");
    private static final Pattern PAGE_RANGE = Pattern.compile("^(.+):([0-9]+)(?:-([0-9]+))?$");  // numbered groups: named ones need API 26

    public final String mode;
    public final int k;
    public final String sourceFilter;      // documents whose file name contains this (ASCII case-insensitive); null: all
    public final double glossaryBoost;     // 1: no boost
    public final List<String> glossaryPages; // "DOCUMENT.pdf:FIRST[-LAST]" entries
    public final int rrfK;
    public final double vectorWeight;
    public final double bm25Weight;
    public final int depth;
    public final boolean perPage;
    public final double pageNeighbours;
    public final int bm25Pages;
    public final Double abstainBelow;      // null: never abstain
    public final String abstainSignal;     // top_cosine | top_cosine_z

    private SearchSettings(String mode, int k, String sourceFilter, double glossaryBoost, List<String> glossaryPages,
                           int rrfK, double vectorWeight, double bm25Weight, int depth, boolean perPage,
                           double pageNeighbours, int bm25Pages, Double abstainBelow, String abstainSignal) {
        if (!MODES.contains(mode)) {
            throw new IllegalArgumentException("mode " + mode + ": choose one of " + MODES);
        }
        if (k < 1 || depth < 1 || rrfK < 0 || pageNeighbours < 0 || bm25Pages < 0) {
            throw new IllegalArgumentException("k and depth must be at least 1; rrf_k, page_neighbours and bm25_pages"
                    + " at least 0");
        }
        if (!abstainSignal.equals("top_cosine") && !abstainSignal.equals("top_cosine_z")) {
            throw new IllegalArgumentException("abstention signal " + abstainSignal + ": choose top_cosine or top_cosine_z");
        }
        this.mode = mode;
        this.k = k;
        this.sourceFilter = sourceFilter;
        this.glossaryBoost = glossaryBoost;
        this.glossaryPages = Collections.unmodifiableList(new ArrayList<>(glossaryPages));
        this.rrfK = rrfK;
        this.vectorWeight = vectorWeight;
        this.bm25Weight = bm25Weight;
        this.depth = depth;
        this.perPage = perPage;
        this.pageNeighbours = pageNeighbours;
        this.bm25Pages = bm25Pages;
        this.abstainBelow = abstainBelow;
        this.abstainSignal = abstainSignal;
        for (String entry : glossaryPages) {
            glossaryRange(entry);  // fails on a bad entry now, not at the first definition question
        }
    }

    /** The recipe {@code manifest.retrieval} records; edge-export's defaults for what it lacks. */
    public static SearchSettings fromManifest(Manifest manifest) {
        Map<String, Object> r = manifest.retrieval();
        try {
            Map<String, Object> weights = r.containsKey("weights") ? Manifest.map(r.get("weights"), "weights") : Map.of();
            Map<String, Object> abstain = r.get("abstain") == null ? Map.of() : Manifest.map(r.get("abstain"), "abstain");
            List<String> pages = new ArrayList<>();
            for (Object page : r.containsKey("glossary_pages") ? Manifest.list(r, "glossary_pages") : List.of()) {
                pages.add((String) page);
            }
            Object below = abstain.get("below");
            return new SearchSettings(str(r, "mode", "vector"), 5, null, num(r, "glossary_boost", 1.0), pages,
                    (int) num(r, "rrf_k", 60), num(weights, "vector", 1.0), num(weights, "bm25", 1.0),
                    (int) num(r, "depth", 50), Boolean.TRUE.equals(r.get("per_page")), num(r, "page_neighbours", 0),
                    (int) num(r, "bm25_pages", 0), below == null ? null : ((Number) below).doubleValue(),
                    str(abstain, "signal", "top_cosine_z"));
        } catch (IllegalArgumentException | ClassCastException e) {
            throw new BundleException(Manifest.FILE, "retrieval: " + e.getMessage());
        }
    }

    public SearchSettings withK(int newK) {
        return new SearchSettings(mode, newK, sourceFilter, glossaryBoost, glossaryPages, rrfK, vectorWeight,
                bm25Weight, depth, perPage, pageNeighbours, bm25Pages, abstainBelow, abstainSignal);
    }

    public SearchSettings withMode(String newMode) {
        return new SearchSettings(newMode, k, sourceFilter, glossaryBoost, glossaryPages, rrfK, vectorWeight,
                bm25Weight, depth, perPage, pageNeighbours, bm25Pages, abstainBelow, abstainSignal);
    }

    /** Only documents whose file name contains {@code filter} (ASCII letters in any case); null: every document. */
    public SearchSettings withSourceFilter(String filter) {
        return new SearchSettings(mode, k, filter == null || filter.isEmpty() ? null : filter, glossaryBoost,
                glossaryPages, rrfK, vectorWeight, bm25Weight, depth, perPage, pageNeighbours, bm25Pages, abstainBelow,
                abstainSignal);
    }

    /** Another abstention threshold for the same signal (null: never abstain): the app's operating point. */
    public SearchSettings withAbstainBelow(Double threshold) {
        return new SearchSettings(mode, k, sourceFilter, glossaryBoost, glossaryPages, rrfK, vectorWeight,
                bm25Weight, depth, perPage, pageNeighbours, bm25Pages, threshold, abstainSignal);
    }

    /** {first, last} pages of a "DOCUMENT.pdf:FIRST[-LAST]" entry, and its document in {@code document[0]}. */
    static int[] glossaryRange(String entry, String[] document) {
        Matcher m = PAGE_RANGE.matcher(QueryEmbedding.strip(entry));
        if (!m.matches()) {
            throw new IllegalArgumentException("glossary entry '" + entry + "' is not DOCUMENT.pdf:FIRST[-LAST]");
        }
        int first = Integer.parseInt(m.group(2));
        int last = m.group(3) == null ? first : Integer.parseInt(m.group(3));
        if (first < 1 || last < first || last - first > 100_000) {
            throw new IllegalArgumentException("glossary entry '" + entry + "': pages must be 1-based, FIRST <= LAST, at most 100,000 of them");
        }
        if (document != null) {
            document[0] = m.group(1);
        }
        return new int[] {first, last};
    }

    private static void glossaryRange(String entry) {
        glossaryRange(entry, null);
    }

    private static double num(Map<String, Object> map, String key, double fallback) {
        Object value = map.get(key);
        return value == null ? fallback : ((Number) value).doubleValue();
    }

    private static String str(Map<String, Object> map, String key, String fallback) {
        Object value = map.get(key);
        return value == null ? fallback : (String) value;
    }
}
