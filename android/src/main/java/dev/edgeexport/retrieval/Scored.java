package dev.edgeexport.retrieval;

/** A ranked list's entry: a chunk position (row order) and its score; ranked best first, ties by the lower position. */
final class Scored {
    final int pos;
    final double score;

    Scored(int pos, double score) {
        this.pos = pos;
        this.score = score;
    }

    /** Best first; equal scores: the lower position (row) first, as SQL and edge-export break ties. */
    static int order(Scored a, Scored b) {
        int byScore = Double.compare(b.score, a.score);
        return byScore != 0 ? byScore : Integer.compare(a.pos, b.pos);
    }

    @Override
    public String toString() {
        return "(" + pos + ", " + score + ")";
    }
}
