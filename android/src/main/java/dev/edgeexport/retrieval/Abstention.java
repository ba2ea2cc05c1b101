package dev.edgeexport.retrieval;

/**
 * "Not in these documents" (retrieval/abstain.py): {@code top_cosine}, the best allowed chunk's cosine with the
 * question, or {@code top_cosine_z}, that cosine less the mean of every chunk's cosine with the question over
 * their standard deviation (population; every row of the bundle, whatever the source filter). The scan of the
 * vector list has every cosine already.
 */
final class Abstention {
    private final String signal;

    Abstention(String signal) {
        this.signal = signal;
    }

    /** The signal's value: {@code topCosine} the best allowed chunk's cosine, {@code scores} every row's. */
    double score(double topCosine, double[] scores) {
        if (signal.equals("top_cosine")) {
            return topCosine;
        }
        double sum = 0;
        for (double s : scores) {
            sum += s;
        }
        double mean = sum / scores.length;
        double squares = 0;
        for (double s : scores) {
            squares += (s - mean) * (s - mean);
        }
        double spread = Math.sqrt(squares / scores.length);
        return spread > 1e-12 ? (topCosine - mean) / spread : 0.0;
    }
}
