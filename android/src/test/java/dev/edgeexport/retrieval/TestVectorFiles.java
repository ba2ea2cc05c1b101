package dev.edgeexport.retrieval;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * vectors.bin written by hand for the tests, following schemas/vector-file.md (the library's reader is checked
 * against edge-export's writer by tests/android/test_vector_file_java.py): the header, then each section at the
 * next multiple of 64, zeros between. Rows come from a generator, section by section, so that a large file is
 * never held whole.
 */
final class TestVectorFiles {
    private TestVectorFiles() {
    }

    /** The rows of a file to write: each row's vector (float32, as before quantising), document id and page. */
    interface Rows {
        float[] vector(int row);

        int document(int row);

        int page(int row);
    }

    /** Rows held in arrays. */
    static Rows of(float[][] vectors, int[] documents, int[] pages) {
        return new Rows() {
            @Override
            public float[] vector(int row) {
                return vectors[row];
            }

            @Override
            public int document(int row) {
                return documents[row];
            }

            @Override
            public int page(int row) {
                return pages[row];
            }
        };
    }

    /** Writes {@code rows} rows of {@code dims}, moments computed exactly (D² products a row: small files). */
    static Path write(Path target, int rows, int dims, boolean int8, Rows source) throws IOException {
        return write(target, rows, dims, int8, source, null);
    }

    /** Writes the current version of the file, as edge-export does. */
    static Path write(Path target, int rows, int dims, boolean int8, Rows source, double[] moments) throws IOException {
        return write(target, rows, dims, int8, source, moments, VectorFile.VERSION);
    }

    /**
     * Writes the file in {@code version}'s layout; {@code moments} (mean [D] then VᵀV/N [D, D]) as given, or null to
     * compute them from the rows as stored (int8: code × scale in float32), in double precision: version 1 stores
     * them so, version 2 the mean and VᵀV/N's upper triangle rounded to float32.
     */
    static Path write(Path target, int rows, int dims, boolean int8, Rows source, double[] moments, int version)
            throws IOException {
        long signs = align(72);
        long vectors = align(signs + (long) rows * dims / 8);
        long after = vectors + (long) rows * dims * (int8 ? 1 : 4);
        long scales = int8 ? align(after) : 0;
        long pages = align(int8 ? scales + 4L * rows : after);
        long momentsAt = align(pages + 8L * rows);
        if (moments == null) {
            moments = moments(rows, dims, int8, source);
        }
        try (Writer out = new Writer(Files.newOutputStream(target))) {
            ByteBuffer head = le(72);
            head.put(VectorFile.MAGIC).putInt(version).putInt(dims).putLong(rows).putInt(int8 ? 1 : 0).putInt(0);
            head.putLong(signs).putLong(vectors).putLong(scales).putLong(pages).putLong(momentsAt);
            out.write(head);
            out.padTo(signs);
            for (int r = 0; r < rows; r++) {
                out.write(signBytes(source.vector(r)));
            }
            out.padTo(vectors);
            for (int r = 0; r < rows; r++) {
                float[] v = source.vector(r);
                ByteBuffer row = le(dims * (int8 ? 1 : 4));
                if (int8) {
                    row.put(codes(v, scale(v)));
                } else {
                    row.asFloatBuffer().put(v);
                }
                out.write(row);
            }
            if (int8) {
                out.padTo(scales);
                for (int r = 0; r < rows; r++) {
                    out.write(le(4).putFloat(0, scale(source.vector(r))));
                }
            }
            out.padTo(pages);
            for (int r = 0; r < rows; r++) {
                out.write(le(8).putInt(0, source.document(r)).putInt(4, source.page(r)));
            }
            out.padTo(momentsAt);
            out.write(version == 1 ? float64(moments) : float32Triangle(moments, dims));
        }
        return target;
    }

    private static ByteBuffer float64(double[] moments) {
        ByteBuffer m = le(8 * moments.length);
        m.asDoubleBuffer().put(moments);
        return m;
    }

    /** The mean, then row i of VᵀV/N from column i on, for each i; each value rounded to the nearest float32. */
    private static ByteBuffer float32Triangle(double[] moments, int dims) {
        ByteBuffer m = le(4 * (dims + dims * (dims + 1) / 2));
        for (int i = 0; i < dims; i++) {
            m.putFloat((float) moments[i]);
        }
        for (int i = 0; i < dims; i++) {
            for (int j = i; j < dims; j++) {
                m.putFloat((float) moments[dims + i * dims + j]);
            }
        }
        return m;
    }

    /** {@code dims} independent normal components of standard deviation {@code sigma}. */
    static float[] gaussian(java.util.Random random, int dims, double sigma) {
        float[] v = new float[dims];
        for (int d = 0; d < dims; d++) {
            v[d] = (float) (sigma * random.nextGaussian());
        }
        return v;
    }

    /** {@code v} scaled to unit length (the norm in double). */
    static float[] unit(float[] v) {
        double norm = 0;
        for (float x : v) {
            norm += (double) x * x;
        }
        float[] out = new float[v.length];
        for (int d = 0; d < v.length; d++) {
            out[d] = (float) (v[d] / Math.sqrt(norm));
        }
        return out;
    }

    /** A row as the file stores it, in float32: int8 as code × scale. */
    static float[] stored(float[] v, boolean int8) {
        if (!int8) {
            return v;
        }
        float scale = scale(v);
        byte[] codes = codes(v, scale);
        float[] out = new float[v.length];
        for (int d = 0; d < v.length; d++) {
            out[d] = codes[d] * scale;
        }
        return out;
    }

    /** edge-export's quantize_int8: scale = max|v| / 127 in float32 (1 for a zero vector). */
    static float scale(float[] v) {
        float peak = 0;
        for (float x : v) {
            peak = Math.max(peak, Math.abs(x));
        }
        return peak > 0 ? (float) (peak / 127.0) : 1f;
    }

    static byte[] codes(float[] v, float scale) {
        byte[] out = new byte[v.length];
        for (int d = 0; d < v.length; d++) {
            out[d] = (byte) Math.max(-127, Math.min(127, Math.rint(v[d] / scale)));
        }
        return out;
    }

    static byte[] signBytes(float[] v) {
        byte[] out = new byte[v.length / 8];
        for (int d = 0; d < v.length; d++) {
            if (v[d] > 0) {
                out[d / 8] |= (byte) (1 << (d % 8));
            }
        }
        return out;
    }

    private static double[] moments(int rows, int dims, boolean int8, Rows source) {
        double[] out = new double[dims + dims * dims];
        for (int r = 0; r < rows; r++) {
            float[] v = stored(source.vector(r), int8);
            for (int i = 0; i < dims; i++) {
                out[i] += v[i];
                for (int j = 0; j < dims; j++) {
                    out[dims + i * dims + j] += (double) v[i] * v[j];
                }
            }
        }
        for (int i = 0; i < out.length; i++) {
            out[i] /= Math.max(rows, 1);
        }
        return out;
    }

    private static long align(long offset) {
        return (offset + 63) / 64 * 64;
    }

    private static ByteBuffer le(int bytes) {
        return ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** A buffered output that counts its position and pads with zeros. */
    private static final class Writer implements AutoCloseable {
        private final OutputStream out;
        private long position;

        Writer(OutputStream out) {
            this.out = new BufferedOutputStream(out, 1 << 16);
        }

        void write(ByteBuffer bytes) throws IOException {
            write(bytes.array());
        }

        void write(byte[] bytes) throws IOException {
            out.write(bytes);
            position += bytes.length;
        }

        void padTo(long offset) throws IOException {
            while (position < offset) {
                out.write(0);
                position++;
            }
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
