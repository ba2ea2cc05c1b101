package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * Issue 42: a bundle of 100,000 chunks of 768-d int8 vectors (vectors.bin 77 MB, more than the whole heap) opens
 * and answers in a JVM capped at 64 MB of heap: the library's command line ({@link Cli} search) in a child JVM
 * with {@code -Xmx64m}, the bundle's whole recipe (hybrid with BM25 among the first pages, per page, neighbours,
 * the glossary, the z-score). Before vectors.bin, the library held every vector (77 MB) and every chunk's citation
 * in the heap.
 */
public class LargeBundleTest {
    private static final int ROWS = 100_000;
    private static final int DIMS = 768;
    private static final int CENTRES = 64;
    private static final String[] WORDS = ("arbitre joueur partie pendule cadence tournoi ronde appariement classement "
            + "règlement article coup roi dame tour fou cavalier pion échec mat nulle forfait rapide blitz").split(" ");
    private static Path dir;
    private static float[][] centres;

    /** 20 documents of 5,000 rows, five chunks a page; each row its cluster's centre plus noise, unit length. */
    private static final class Corpus implements TestSearchBundles.Corpus {
        @Override
        public int rows() {
            return ROWS;
        }

        @Override
        public int dims() {
            return DIMS;
        }

        @Override
        public List<String> documents() {
            List<String> names = new ArrayList<>();
            for (int d = 1; d <= 20; d++) {
                names.add(String.format(java.util.Locale.ROOT, "D%02d-document.pdf", d));
            }
            return names;
        }

        @Override
        public float[] vector(int row) {
            SplittableRandom random = new SplittableRandom(row);
            float[] centre = centres[row % CENTRES];
            float[] v = new float[DIMS];
            double norm = 0;
            for (int d = 0; d < DIMS; d++) {
                v[d] = centre[d] + (float) (random.nextDouble() - 0.5) * 0.1f;
                norm += (double) v[d] * v[d];
            }
            for (int d = 0; d < DIMS; d++) {
                v[d] = (float) (v[d] / Math.sqrt(norm));
            }
            return v;
        }

        @Override
        public int document(int row) {
            return 1 + row / 5000;
        }

        @Override
        public int page(int row) {
            return 1 + row % 5000 / 5;
        }

        @Override
        public String text(int row) {
            StringBuilder text = new StringBuilder();
            for (int w = 0; w < 8; w++) {
                text.append(WORDS[(row * 31 + w * 17 + row / 100) % WORDS.length]).append(' ');
            }
            return text.append("n").append(row).toString();
        }
    }

    @BeforeClass
    public static void writeBundle() throws Exception {
        SplittableRandom random = new SplittableRandom(42);
        centres = new float[CENTRES][DIMS];
        for (float[] centre : centres) {
            for (int d = 0; d < DIMS; d++) {
                centre[d] = (float) (random.nextDouble() - 0.5) / 8f;
            }
        }
        Map<String, Object> recipe = new LinkedHashMap<>();
        recipe.put("mode", "hybrid");
        recipe.put("per_page", true);
        recipe.put("page_neighbours", 0.05);
        recipe.put("bm25_pages", 10L);
        recipe.put("glossary_pages", new ArrayList<Object>(List.of("D01-document.pdf:1-2")));
        recipe.put("glossary_boost", 3.5);
        recipe.put("abstain", Map.of("signal", "top_cosine_z", "below", 1.0));
        dir = Files.createTempDirectory("large-bundle-test");
        TestSearchBundles.write(dir, new Corpus(), true, true, recipe, centreMoments());
    }

    /**
     * The moments of the clusters' centres (unit length), standing in for the rows' own: computing VᵀV over 100,000
     * rows of 768 would take the test a minute, and the z-score's value is not what this test checks.
     */
    private static double[] centreMoments() {
        double[] out = new double[DIMS + DIMS * DIMS];
        for (float[] c : centres) {
            double norm = 0;
            for (float x : c) {
                norm += (double) x * x;
            }
            double scale = 1 / Math.sqrt(norm);
            for (int i = 0; i < DIMS; i++) {
                out[i] += c[i] * scale / CENTRES;
                for (int j = 0; j < DIMS; j++) {
                    out[DIMS + i * DIMS + j] += c[i] * scale * c[j] * scale / CENTRES;
                }
            }
        }
        return out;
    }

    @AfterClass
    public static void cleanUp() throws IOException {
        TestBundles.delete(dir);
    }

    /** The library's jar and sqlite-jdbc from this JVM's class path (make test runs the tests against the jar). */
    private static String libraryClassPath() {
        List<String> kept = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String name = new File(entry).getName();
            if (name.equals("edge-export-retrieval.jar") || name.startsWith("sqlite-jdbc")) {
                kept.add(entry);
            }
        }
        assertEquals("the jar and sqlite-jdbc on the class path: " + kept, 2, kept.size());
        return String.join(File.pathSeparator, kept);
    }

    @Test
    public void aHundredThousandChunksAnswerInA64MbHeap() throws Exception {
        assertTrue(Files.size(dir.resolve("vectors.bin")) > 64L << 20);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-Xmx64m", "-cp", libraryClassPath(), Cli.class.getName(),
                "search", dir.toString(), "-k", "5").redirectErrorStream(false).start();
        List<String> questions = List.of("la cadence du tournoi", "Qu'est-ce que le roi ?", "n2007 arbitre",
                "une question sans mot connu");
        try (OutputStream in = child.getOutputStream()) {
            for (int q = 0; q < questions.size(); q++) {
                Map<String, Object> request = new LinkedHashMap<>();
                request.put("question", questions.get(q));
                List<Object> vector = new ArrayList<>();
                for (float x : new Corpus().vector(1000 * q + 7)) {
                    vector.add((double) x);
                }
                request.put("vector", vector);
                in.write((Json.write(request) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        byte[] out = child.getInputStream().readAllBytes();
        byte[] err = child.getErrorStream().readAllBytes();
        assertTrue("the child JVM took over a minute", child.waitFor(60, TimeUnit.SECONDS));
        String stderr = new String(err, StandardCharsets.UTF_8);
        assertEquals(stderr, 0, child.exitValue());
        String[] lines = new String(out, StandardCharsets.UTF_8).split("\n");
        assertEquals(stderr, questions.size(), lines.length);
        for (String line : lines) {
            Map<String, Object> answer = Manifest.map(Json.parse(line), "answer");
            List<Object> hits = Manifest.list(answer, "hits");
            assertEquals(line, 5, hits.size());
            assertTrue(line, answer.get("abstain_score") instanceof Double);
        }
        // Row 2008 (position 2007) is the third query's vector and the only chunk with "n2007": first.
        Map<String, Object> first = Manifest.map(Manifest.list(Manifest.map(Json.parse(lines[2]), "answer"), "hits").get(0),
                "hit");
        assertEquals(lines[2], 2008L, first.get("row"));
    }
}
