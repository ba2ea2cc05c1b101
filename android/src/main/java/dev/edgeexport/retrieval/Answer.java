package dev.edgeexport.retrieval;

import java.util.List;

/** What a question gets: the hits, and whether the bundle's abstention rule says the documents likely lack it. */
public final class Answer {
    public final List<Hit> hits;
    /** The best chunk's cosine with the question; null without a vector list (mode bm25). */
    public final Double topCosine;
    /** The abstention signal's value (top_cosine or top_cosine_z); null without a vector list. */
    public final Double abstainScore;
    /**
     * The signal is below the threshold: tell the user the documents probably do not answer this (a doubt, not
     * a verdict) and show the hits, if at all, as "closest passages".
     */
    public final boolean abstain;

    Answer(List<Hit> hits, Double topCosine, Double abstainScore, boolean abstain) {
        this.hits = hits;
        this.topCosine = topCosine;
        this.abstainScore = abstainScore;
        this.abstain = abstain;
    }
}
