package dev.edgeexport.retrieval;

/** One result: its rank from 1, the chunk (citation and text), its score and what produced it. */
public final class Hit {
    public final int rank;
    public final ChunkRef chunk;
    /** Cosine (mode vector), −bm25() (mode bm25) or the fused score (hybrid), plus the page-neighbour share. */
    public final double score;
    /** vector | bm25 | hybrid, with "+glossary" when the glossary boost brought a glossary page in. */
    public final String mode;

    Hit(int rank, ChunkRef chunk, double score, String mode) {
        this.rank = rank;
        this.chunk = chunk;
        this.score = score;
        this.mode = mode;
    }
}
