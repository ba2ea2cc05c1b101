package dev.edgeexport.retrieval;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

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

    /** The {@code k} best of {@code items}, best first (a bounded heap: the items are not all sorted). */
    static List<Scored> best(Iterable<Scored> items, int k) {
        PriorityQueue<Scored> worstFirst = new PriorityQueue<>((a, b) -> order(b, a));
        for (Scored item : items) {
            if (worstFirst.size() < k) {
                worstFirst.add(item);
            } else if (k > 0 && order(item, worstFirst.peek()) < 0) {
                worstFirst.poll();
                worstFirst.add(item);
            }
        }
        List<Scored> out = new ArrayList<>(worstFirst);
        out.sort(Scored::order);
        return out;
    }

    @Override
    public String toString() {
        return "(" + pos + ", " + score + ")";
    }
}
