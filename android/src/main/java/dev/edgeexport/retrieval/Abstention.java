package dev.edgeexport.retrieval;

/**
 * "Not in these documents" (retrieval/abstain.py): {@code top_cosine}, the best allowed chunk's cosine with the
 * question, or {@code top_cosine_z}, that cosine less the mean of every chunk's cosine with the question over
 * their standard deviation (population; every row of the bundle, whatever the source filter). The mean and spread
 * come from vectors.bin's moments, not from a pass over the rows, which the two-stage search never makes:
 * mean = μ·q and mean square = qᵀ(VᵀV/N)q, in double precision (D² products a question).
 */
final class Abstention {
    private final String signal;
    private final VectorFile file;

    Abstention(String signal, VectorFile file) {
        this.signal = signal;
        this.file = file;
    }

    /** The signal's value: {@code topCosine} the best allowed chunk's cosine, {@code query} [dims] its vector. */
    double score(double topCosine, float[] query) {
        if (signal.equals("top_cosine")) {
            return topCosine;
        }
        int dims = file.dims;
        double mean = 0;
        double[] weighted = new double[dims];  // (qᵀ · VᵀV/N)_j, row by row of the matrix as it lies in the file
        double[] row = new double[dims];
        for (int i = 0; i < dims; i++) {
            double qi = query[i];
            mean += file.mean(i) * qi;
            file.secondRow(i, row);
            for (int j = 0; j < dims; j++) {
                weighted[j] += qi * row[j];
            }
        }
        double meanSquare = 0;
        for (int j = 0; j < dims; j++) {
            meanSquare += weighted[j] * query[j];
        }
        double spread = Math.sqrt(Math.max(meanSquare - mean * mean, 0.0));
        return spread > 1e-12 ? (topCosine - mean) / spread : 0.0;
    }
}
