package dev.edgeexport.retrieval;

/**
 * "Not in these documents" (retrieval/abstain.py): {@code top_cosine}, the best allowed chunk's cosine with the
 * question, or {@code top_cosine_z}, that cosine less the mean of every chunk's cosine with the question over
 * their standard deviation (population; every row of the bundle, whatever the source filter). The mean and spread
 * come from vectors.bin's moments, not from a pass over the rows, which the two-stage search never makes:
 * mean = μ·q and mean square = qᵀ(VᵀV/N)q, in double precision, over the matrix's upper triangle (it is symmetric:
 * Σ M_ii q_i² + 2 Σ_{i<j} M_ij q_i q_j, D(D+1)/2 products a question).
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
        double diagonal = 0;  // Σ M_ii q_i²
        double[] above = new double[dims];  // Σ_{i<j} q_i M_ij for each j, the triangle read row by row as it lies
        double[] row = new double[dims];
        for (int i = 0; i < dims; i++) {
            double qi = query[i];
            mean += file.mean(i) * qi;
            file.upperRow(i, row);
            diagonal += row[i] * qi * qi;
            for (int j = i + 1; j < dims; j++) {
                above[j] += qi * row[j];
            }
        }
        double meanSquare = diagonal;
        for (int j = 0; j < dims; j++) {
            meanSquare += 2 * above[j] * query[j];
        }
        double spread = Math.sqrt(Math.max(meanSquare - mean * mean, 0.0));
        return spread > 1e-12 ? (topCosine - mean) / spread : 0.0;
    }
}
