package dev.edgeexport.retrieval;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * The two-stage search (retrieval/topk.py's algorithm) against brute force: on clustered vectors above the rescore
 * count, the first pass keeps the true top k and the answer is the exhaustive one; at or below it, every allowed row
 * is scored. The first pass keeps exactly the rows topk.py's best_first_pass keeps (recomputed here the plain way:
 * every row's score from its signs, sorted), ties at the last score included.
 */
public class VectorIndexTest {
    private static final int ROWS = 10_000;
    private static final int DIMS = 32;
    private static Path dir;
    private static float[][] vectors;
    private static VectorIndex index;
    private static VectorFile file;

    @BeforeClass
    public static void clusteredVectors() throws IOException {
        dir = Files.createTempDirectory("vector-index-test");
        Random random = new Random(11);
        float[][] centres = new float[60][];
        for (int c = 0; c < centres.length; c++) {
            centres[c] = TestVectorFiles.gaussian(random, DIMS, 1.0);
        }
        vectors = new float[ROWS][];
        int[] documents = new int[ROWS];
        int[] pages = new int[ROWS];
        for (int r = 0; r < ROWS; r++) {
            float[] v = TestVectorFiles.gaussian(random, DIMS, 0.35);
            float[] centre = centres[random.nextInt(centres.length)];
            for (int d = 0; d < DIMS; d++) {
                v[d] += centre[d];
            }
            vectors[r] = TestVectorFiles.unit(v);
            documents[r] = 1 + r / 1000;  // ten documents of 1,000 rows
            pages[r] = 1 + r % 1000 / 4;
        }
        Path path = TestVectorFiles.write(dir.resolve("vectors.bin"), ROWS, DIMS, false,
                TestVectorFiles.of(vectors, documents, pages));
        try (FileRegion region = FileRegion.whole(FileChannel.open(path, StandardOpenOption.READ))) {
            file = VectorFile.map(region, "vectors.bin", 64 * 1000);  // several segments: 1,000 rows each
        }
        index = new VectorIndex(file);
    }

    @AfterClass
    public static void cleanUp() throws IOException {
        TestBundles.delete(dir);
    }

    /** Every allowed row scored exactly, best first, ties by the lower row: the k first. */
    private static List<Scored> bruteForce(float[] query, int k, AllowedRows allowed) {
        List<Scored> all = new ArrayList<>();
        for (int r = 0; r < ROWS; r++) {
            if (allowed == null || allowed.contains(r)) {
                all.add(new Scored(r, index.score(r, query)));
            }
        }
        all.sort(Scored::order);
        return all.subList(0, Math.min(k, all.size()));
    }

    private static int[] rows(List<Scored> ranked) {
        return ranked.stream().mapToInt(s -> s.pos).toArray();
    }

    private static float[] near(Random random, int row) {
        float[] q = TestVectorFiles.gaussian(random, DIMS, 0.2);
        for (int d = 0; d < DIMS; d++) {
            q[d] += vectors[row][d];
        }
        return TestVectorFiles.unit(q);
    }

    @Test
    public void aboveTheRescoreCountTheAnswerIsTheExhaustiveOne() {
        assertTrue(ROWS > VectorIndex.rescoreCount(50, ROWS));
        Random random = new Random(5);
        for (int q = 0; q < 40; q++) {
            float[] query = near(random, random.nextInt(ROWS));
            for (int k : new int[] {1, 10, 50}) {
                List<Scored> got = index.search(query, k, null);
                List<Scored> expected = bruteForce(query, k, null);
                assertArrayEquals("query " + q + ", k " + k, rows(expected), rows(got));
                for (int i = 0; i < got.size(); i++) {
                    assertEquals(expected.get(i).score, got.get(i).score, 0.0);
                }
            }
        }
    }

    @Test
    public void atOrBelowTheRescoreCountEveryAllowedRowIsScored() {
        Random random = new Random(6);
        // 3,000 rows allowed: below 4,096, so exhaustive even for a query far from every row.
        AllowedRows three = AllowedRows.counted(ROWS, row -> file.document(row) <= 3);
        AllowedRows six = AllowedRows.counted(ROWS, row -> file.document(row) % 2 == 0 || file.document(row) == 1);
        assertEquals(3000, three.count());
        assertEquals(6000, six.count());
        for (int q = 0; q < 20; q++) {
            float[] query = q % 2 == 0 ? TestVectorFiles.unit(TestVectorFiles.gaussian(random, DIMS, 1.0)) : near(random, random.nextInt(ROWS));
            assertArrayEquals(rows(bruteForce(query, 20, three)), rows(index.search(query, 20, three)));
            // k = 200: 12,800 rows rescored, more than the file has: every row, whatever the query.
            assertArrayEquals(rows(bruteForce(query, 200, null)), rows(index.search(query, 200, null)));
            if (q % 2 == 1) {  // above the count within the filter: the first pass among the allowed rows only
                List<Scored> got = index.search(query, 10, six);
                assertArrayEquals(rows(bruteForce(query, 10, six)), rows(got));
            }
        }
        assertEquals(0, index.search(TestVectorFiles.unit(TestVectorFiles.gaussian(random, DIMS, 1)), 5, AllowedRows.counted(ROWS, r -> false)).size());
        assertEquals(0, index.search(TestVectorFiles.unit(TestVectorFiles.gaussian(random, DIMS, 1)), 0, null).size());
    }

    /** topk.py's rescore_for: a deeper list from the rows a shallower search rescored, never fewer than k rows. */
    @Test
    public void aDeeperListIsReadFromTheRowsAShallowerSearchRescored() {
        int count = VectorIndex.rescoreCount(10, ROWS);
        assertTrue(VectorIndex.rescoreCount(150, ROWS) > count && ROWS > VectorIndex.rescoreCount(150, ROWS));
        Random random = new Random(8);
        for (int q = 0; q < 10; q++) {
            float[] query = near(random, random.nextInt(ROWS));
            List<Scored> kept = new ArrayList<>();
            for (int row : firstPassReference(query, count, null)) {
                kept.add(new Scored(row, index.score(row, query)));
            }
            kept.sort(Scored::order);
            VectorIndex.Query search = index.query(query, null).reserve(10);
            assertArrayEquals(rows(kept.subList(0, 150)), rows(search.top(150, 10)));
            assertArrayEquals(rows(kept.subList(0, 10)), rows(search.top(10)));
        }
        assertEquals(count + 5, index.query(near(random, 0), null).top(count + 5, 1).size());
    }

    /** best_first_pass the plain way: every allowed row's Σ of levels over its set sign bits, sorted, the first. */
    private static int[] firstPassReference(float[] query, int count, AllowedRows allowed) {
        int[] levels = VectorIndex.levels(query);
        List<int[]> scored = new ArrayList<>();
        for (int r = 0; r < ROWS; r++) {
            if (allowed != null && !allowed.contains(r)) {
                continue;
            }
            int score = 0;
            for (int d = 0; d < DIMS; d++) {
                score += vectors[r][d] > 0 ? levels[d] : 0;
            }
            scored.add(new int[] {score, r});
        }
        scored.sort(Comparator.<int[]>comparingInt(s -> -s[0]).thenComparingInt(s -> s[1]));
        int[] out = scored.subList(0, Math.min(count, scored.size())).stream().mapToInt(s -> s[1]).toArray();
        Arrays.sort(out);
        return out;
    }

    @Test
    public void theFirstPassKeepsTheBestRowsThenTheLowestAtTheLastScore() {
        Random random = new Random(7);
        AllowedRows odd = AllowedRows.counted(ROWS, row -> row % 2 == 1);
        for (int q = 0; q < 20; q++) {
            float[] query = TestVectorFiles.unit(TestVectorFiles.gaussian(random, DIMS, 1.0));
            if (q % 4 == 0) {  // few distinct levels: many rows tie at the last score kept
                for (int d = 0; d < DIMS; d++) {
                    query[d] = Math.signum(query[d]) * (d % 3 == 0 ? 1f : 0.004f);
                }
            }
            for (int count : new int[] {1, 100, 4096}) {
                assertArrayEquals(firstPassReference(query, count, null), index.firstPass(query, count, null));
                assertArrayEquals(firstPassReference(query, count, odd), index.firstPass(query, count, odd));
            }
        }
        float[] zero = new float[DIMS];  // every row scores 0: the lowest rows
        int[] lowest = new int[4096];
        Arrays.setAll(lowest, i -> i);
        assertArrayEquals(lowest, index.firstPass(zero, 4096, null));
    }

    @Test
    public void queryLevelsRoundHalfToEvenAsNumpy() {
        float[] q = {0.5f, 1.5f, 2.5f, -2.5f, -15f, 14.5f, 0f, 3.49f};
        assertArrayEquals(new int[] {0, 2, 2, -2, -15, 14, 0, 3}, VectorIndex.levels(q));
        assertArrayEquals(new int[8], VectorIndex.levels(new float[8]));
        assertArrayEquals(new int[] {15, -8, 0, 0, 0, 0, 0, 0}, VectorIndex.levels(new float[] {0.2f, -0.1f, 0, 0, 0, 0, 0, 0}));
    }

    /** A row's score from the levels' bit planes is Σ levels over its set bits, for every level and any row. */
    @Test
    public void theBitPlanesScoreEveryLevelAsItsSum() {
        Random random = new Random(3);
        for (int dims : new int[] {8, 64, 72, 768}) {
            int[] levels = new int[dims];
            for (int i = 0; i < dims; i++) {
                levels[i] = i < 31 ? i - 15 : random.nextInt(31) - 15;  // −15 … 15 each at least once from 64 dims
            }
            long[] planes = VectorIndex.levelPlanes(levels);
            int words = (dims + 63) / 64;
            for (int trial = 0; trial < 50; trial++) {
                long[] row = new long[words];
                int expected = 0;
                for (int i = 0; i < dims; i++) {
                    if (trial == 0 || (trial > 1 && random.nextBoolean())) {  // every bit, no bit, then at random
                        row[i / 64] |= 1L << (i % 64);
                        expected += levels[i];
                    }
                }
                assertEquals("dims " + dims + ", trial " + trial, expected, VectorIndex.firstPassScore(row, 0, words, planes));
            }
        }
    }

    /** The keys the exact stage selects by: floats in Double.compare's order, and back again. */
    @Test
    public void orderedBitsSortAsTheScores() {
        float[] ascending = {-1f, -1e-9f, -0f, 0f, 1e-9f, 0.5f, 1f};
        for (int i = 0; i < ascending.length; i++) {
            int bits = VectorIndex.orderedBits(ascending[i]);
            assertEquals(Float.floatToIntBits(ascending[i]), Float.floatToIntBits(VectorIndex.fromOrderedBits(bits)));
            if (i > 0) {
                assertTrue(ascending[i] + " after " + ascending[i - 1], bits > VectorIndex.orderedBits(ascending[i - 1]));
            }
        }
    }

    @Test
    public void theRescoreCountIsTopksOne() {
        assertEquals(4096, VectorIndex.rescoreCount(1, 100));
        assertEquals(6400, VectorIndex.rescoreCount(100, 100_000));
        assertEquals(15_625, VectorIndex.rescoreCount(10, 1_000_000));
        assertEquals(15_626, VectorIndex.rescoreCount(10, 1_000_001));
    }
}
