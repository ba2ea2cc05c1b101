package dev.edgeexport.retrieval;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Random;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/**
 * vectors.bin read as schemas/vector-file.md lays it out (files written by {@link TestVectorFiles}; edge-export's
 * own writer is read by tests/android): every section's values, mapped or streamed into the heap alike, in one
 * segment or several, in version 2's layout and in version 1's (an earlier release's bundle), which give the same
 * z-score; and a file that is not one refused as edge-export's open_vector_file refuses it, naming it.
 */
public class VectorFileTest {
    private static final int ROWS = 37;
    private static final int DIMS = 16;
    private Path dir;
    private float[][] vectors;
    private int[] documents;
    private int[] pages;

    @Before
    public void rows() throws IOException {
        dir = Files.createTempDirectory("vector-file-test");
        Random random = new Random(42);
        vectors = new float[ROWS][DIMS];
        documents = new int[ROWS];
        pages = new int[ROWS];
        for (int r = 0; r < ROWS; r++) {
            for (int d = 0; d < DIMS; d++) {
                vectors[r][d] = (float) random.nextGaussian();
            }
            vectors[r][r % DIMS] = 0f;  // a zero component: its sign bit is clear
            documents[r] = 1 + r / 10;
            pages[r] = 1 + r % 4;
        }
    }

    @After
    public void cleanUp() throws IOException {
        TestBundles.delete(dir);
    }

    private Path write(String name, boolean int8) throws IOException {
        return write(name, int8, VectorFile.VERSION);
    }

    private Path write(String name, boolean int8, int version) throws IOException {
        return TestVectorFiles.write(dir.resolve(name), ROWS, DIMS, int8, TestVectorFiles.of(vectors, documents, pages),
                null, version);
    }

    private static VectorFile mapped(Path file, long segmentBytes) throws IOException {
        try (FileRegion region = FileRegion.whole(FileChannel.open(file, StandardOpenOption.READ))) {
            return VectorFile.map(region, file.getFileName().toString(), segmentBytes);
        }
    }

    private static VectorFile streamed(Path file, long segmentBytes) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return VectorFile.read(in, file.getFileName().toString(), segmentBytes);
        }
    }

    /** How far a stored moment may be from its {@code exact} value: version 2 rounds it to float32. */
    private static double tolerance(double exact, int version) {
        return version == 1 ? 1e-12 : Math.ulp((float) exact);
    }

    private void assertHolds(VectorFile file, boolean int8) {
        assertHolds(file, int8, VectorFile.VERSION);
    }

    /** Every value the file holds, as the library reads it. */
    private void assertHolds(VectorFile file, boolean int8, int version) {
        assertEquals(ROWS, file.rows);
        assertEquals(DIMS, file.dims);
        assertEquals(int8, file.int8);
        VectorIndex index = new VectorIndex(file);
        double[] mean = new double[DIMS];
        for (int r = 0; r < ROWS; r++) {
            assertEquals(documents[r], file.document(r));
            assertEquals(pages[r], file.page(r));
            byte[] signs = new byte[DIMS / 8];
            file.signs.copy(r, 1, signs);
            assertArrayEquals(TestVectorFiles.signBytes(vectors[r]), signs);
            float[] stored = TestVectorFiles.stored(vectors[r], int8);
            for (int d = 0; d < DIMS; d++) {  // a unit query per component reads the stored value back
                float[] unit = new float[DIMS];
                unit[d] = 1f;
                assertEquals(stored[d], index.score(r, unit), 0f);
                mean[d] += stored[d] / (double) ROWS;
            }
        }
        for (int d = 0; d < DIMS; d++) {
            assertEquals(mean[d], file.mean(d), tolerance(mean[d], version));
        }
        double[] row = new double[DIMS];
        for (int i = 0; i < DIMS; i++) {
            file.upperRow(i, row);
            for (int j = i; j < DIMS; j++) {
                double second = 0;
                for (int r = 0; r < ROWS; r++) {
                    float[] s = TestVectorFiles.stored(vectors[r], int8);
                    second += (double) s[i] * s[j] / ROWS;
                }
                assertEquals(second, row[j], tolerance(second, version));
            }
        }
    }

    @Test
    public void float32AndInt8FilesOfEitherVersionReadMappedOrStreamedInOneSegmentOrMany() throws IOException {
        for (int version : new int[] {1, 2}) {
            for (boolean int8 : new boolean[] {false, true}) {
                Path file = write((int8 ? "int8-" : "float32-") + version + ".bin", int8, version);
                for (long segmentBytes : new long[] {VectorFile.SEGMENT_BYTES, 100, 1}) {  // 1: a segment a row
                    VectorFile m = mapped(file, segmentBytes);
                    assertHolds(m, int8, version);
                    assertHolds(streamed(file, segmentBytes), int8, version);
                    assertEquals(segmentBytes == 1 ? ROWS : segmentBytes == 100 ? (int8 ? 7 : ROWS) : 1,
                            m.vectors.segmentCount());
                }
            }
        }
    }

    @Test
    public void aVersion1FileGivesTheZScoreOfVersion2() throws IOException {
        Abstention version1 = new Abstention("top_cosine_z", mapped(write("v1.bin", false, 1), VectorFile.SEGMENT_BYTES));
        Abstention version2 = new Abstention("top_cosine_z", mapped(write("v2.bin", false, 2), VectorFile.SEGMENT_BYTES));
        Random random = new Random(7);
        for (int q = 0; q < 20; q++) {
            float[] query = TestVectorFiles.unit(TestVectorFiles.gaussian(random, DIMS, 1));
            double[] dots = new double[ROWS];  // every row's, as the moments stand for them
            for (int r = 0; r < ROWS; r++) {
                for (int d = 0; d < DIMS; d++) {
                    dots[r] += (double) vectors[r][d] * query[d];
                }
            }
            double top = Arrays.stream(dots).max().orElseThrow();
            double mean = Arrays.stream(dots).average().orElseThrow();
            double spread = Math.sqrt(Arrays.stream(dots).map(x -> (x - mean) * (x - mean)).average().orElseThrow());
            double z = version1.score(top, query);
            assertEquals((top - mean) / spread, z, 1e-9);  // float64 moments: the exact value, to rounding
            assertEquals(z, version2.score(top, query), 1e-6);
        }
    }

    @Test
    public void aFolderMapsAndAStreamOnlySourceReadsIntoTheHeap() throws IOException {
        write("vectors.bin", true);
        BundleFiles folder = BundleFiles.folder(dir);
        byte[] bytes = Files.readAllBytes(dir.resolve("vectors.bin"));
        BundleFiles streamOnly = path -> new ByteArrayInputStream(bytes);
        assertTrue(folder.region("vectors.bin") != null);
        folder.region("vectors.bin").close();
        assertEquals(null, streamOnly.region("vectors.bin"));
        assertTrue(VectorFile.open(folder, "vectors.bin").signs.segment(0).isDirect());  // mapped
        assertTrue(!VectorFile.open(streamOnly, "vectors.bin").signs.segment(0).isDirect());  // heap
        assertHolds(VectorFile.open(streamOnly, "vectors.bin"), true);
        // A pack's folders: the region comes from the first folder that has the file.
        Path empty = Files.createDirectory(dir.resolve("empty"));
        assertHolds(VectorFile.open(BundleFiles.folders(empty.toString(), dir.toString()), "vectors.bin"), true);
        assertHolds(VectorFile.open(BundleFiles.firstOf(path -> { throw new java.io.FileNotFoundException(path); },
                streamOnly), "vectors.bin"), true);
    }

    /** The file with {@code bytes} in place of its own. */
    private Path altered(byte[] bytes) throws IOException {
        return Files.write(dir.resolve("altered.bin"), bytes);
    }

    private static BundleException refusal(Path file) {
        BundleException mapped = assertThrows(BundleException.class,
                () -> VectorFile.open(BundleFiles.folder(file.getParent()), file.getFileName().toString()));
        byte[][] bytes = {null};
        try {
            bytes[0] = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        BundleException streamed = assertThrows(BundleException.class,
                () -> VectorFile.open(path -> new ByteArrayInputStream(bytes[0]), file.getFileName().toString()));
        assertEquals(file.getFileName().toString(), mapped.file());
        assertEquals(mapped.file(), streamed.file());
        return mapped;
    }

    @Test
    public void aFileThatIsNotOneIsRefusedNamingIt() throws IOException {
        byte[] good = Files.readAllBytes(write("vectors.bin", false));
        assertEquals(2944 + 4 * (DIMS + DIMS * (DIMS + 1) / 2), good.length);  // moments: the mean and a triangle
        BundleException e = assertThrows(BundleException.class,
                () -> VectorFile.open(BundleFiles.folder(dir), "missing.bin"));
        assertEquals("missing.bin: no such vector file", e.getMessage());

        byte[] bytes = good.clone();
        bytes[0] = 'X';
        assertEquals("altered.bin: not an edge-export vector file (bad magic)", refusal(altered(bytes)).getMessage());
        assertEquals("altered.bin: not an edge-export vector file (bad magic)",
                refusal(altered(Arrays.copyOf(good, 40))).getMessage());
        bytes = good.clone();
        for (int version : new int[] {0, 3}) {
            ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(8, version);
            assertEquals("altered.bin: vector file version " + version + "; this library reads versions 1 and 2",
                    refusal(altered(bytes)).getMessage());
        }
        bytes = good.clone();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(8, 1);  // version 1's moments are longer
        String older = refusal(altered(bytes)).getMessage();
        assertTrue(older, older.endsWith("expected " + (2944 + 8 * (DIMS + DIMS * DIMS)) + " bytes, sections at "
                + "[128, 256, 0, 2624, 2944] for 37 rows of 16 float32 (truncated?)"));
        bytes = good.clone();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(24, 7);
        assertEquals("altered.bin: unknown vector format code 7", refusal(altered(bytes)).getMessage());
        bytes = good.clone();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(12, 12);
        assertEquals("altered.bin: 12 dimensions (must be a positive multiple of 8)", refusal(altered(bytes)).getMessage());

        // Truncated, or one byte too many: the sizes and offsets named, as edge-export names them.
        String truncated = refusal(altered(Arrays.copyOf(good, good.length - 1))).getMessage();
        assertTrue(truncated, truncated.startsWith("altered.bin: " + (good.length - 1) + " bytes with sections at [128, "));
        assertTrue(truncated, truncated.endsWith("expected " + good.length + " bytes, sections at [128, 256, 0, 2624, 2944]"
                + " for 37 rows of 16 float32 (truncated?)"));
        String longer = refusal(altered(Arrays.copyOf(good, good.length + 1))).getMessage();
        assertTrue(longer, longer.startsWith("altered.bin: " + (good.length + 1) + " bytes with"));
        bytes = good.clone();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putLong(40, 320);  // the vectors section moved
        String moved = refusal(altered(bytes)).getMessage();
        assertTrue(moved, moved.contains("sections at [128, 320, 0, 2624, 2944]: expected"));
        bytes = good.clone();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putLong(16, 1L << 40);  // rows beyond an int
        String huge = refusal(altered(bytes)).getMessage();
        assertTrue(huge, huge.contains("more than this library reads"));
    }
}
