package dev.edgeexport.retrieval;

/**
 * Exact cosine scores of every bundled vector with a query (the vectors are unit length, so the dot product
 * is the cosine), held as the bundle stores them: float32, or int8 codes with one scale per vector. A phone
 * scans 2,319 × 768 in well under a millisecond; no approximate index, so the ranking is the Python one.
 */
final class VectorIndex {
    private final int rows;
    private final int dims;
    private final float[] floats;  // [rows * dims], float32 bundles
    private final byte[] codes;    // [rows * dims], int8 bundles
    private final float[] scales;  // [rows], int8 bundles

    private VectorIndex(int rows, int dims, float[] floats, byte[] codes, float[] scales) {
        this.rows = rows;
        this.dims = dims;
        this.floats = floats;
        this.codes = codes;
        this.scales = scales;
    }

    static VectorIndex ofFloats(int rows, int dims, float[] floats) {
        return new VectorIndex(rows, dims, floats, null, null);
    }

    static VectorIndex ofInt8(int rows, int dims, byte[] codes, float[] scales) {
        return new VectorIndex(rows, dims, null, codes, scales);
    }

    /**
     * Every row's cosine with {@code query} [dims]. An int8 vector's value is code × scale, rounded to float32
     * as edge-export dequantises it, so both sides score the same vectors.
     */
    double[] scores(float[] query) {
        if (query.length != dims) {
            throw new IllegalArgumentException("query vector has " + query.length + " components, the bundle " + dims);
        }
        double[] out = new double[rows];
        float[] decoded = floats == null ? new float[dims] : null;
        for (int r = 0, base = 0; r < rows; r++, base += dims) {
            float[] v = floats;
            int from = base;
            if (floats == null) {  // int8: code × scale in float32, as edge-export dequantises
                float scale = scales[r];
                for (int d = 0; d < dims; d++) {
                    decoded[d] = codes[base + d] * scale;
                }
                v = decoded;
                from = 0;
            }
            out[r] = (float) dot(v, from, query);  // rounded to float32, the type of numpy's scores
        }
        return out;
    }

    /**
     * v[from..from+dims) · q, each product rounded to float, summed in double over four running sums:
     * independent additions the CPU overlaps (one sum waits on each previous addition: 1.8× slower at 100,000
     * rows). numpy sums float32 products in float32 in its own order; the two agree to about 1e-7, far inside
     * the 1e-5 the replay checks, but not bit for bit: two chunks whose cosines tie to 1e-7 may swap.
     */
    private double dot(float[] v, int from, float[] q) {
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        int d = 0;
        for (; d + 3 < dims; d += 4) {
            s0 += v[from + d] * q[d];
            s1 += v[from + d + 1] * q[d + 1];
            s2 += v[from + d + 2] * q[d + 2];
            s3 += v[from + d + 3] * q[d + 3];
        }
        for (; d < dims; d++) {
            s0 += v[from + d] * q[d];
        }
        return (s0 + s1) + (s2 + s3);
    }
}
