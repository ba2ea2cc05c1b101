package dev.edgeexport.retrieval;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * A bundle opened and asked through {@link Searcher#answer(String, EmbeddingModel)}, the app's call, with a stand-in
 * model: 6,000 chunks (above the rescore count: the two-stage search), the toy tokenizer, BM25 tables. The hits are
 * the brute-force ones, their citations read from corpus.db; the z-score from vectors.bin's moments is the one of
 * every row's cosine; per page, source filter, glossary boost and hybrid BM25 do what the recipe says.
 */
public class SearcherTest {
    private static final int ROWS = 6000;
    private static final int DIMS = 32;
    private static final List<String> DOCUMENTS = List.of("A01-Regles.pdf", "E02-Glossaire.pdf", "règlement.pdf");
    private static final String RARE = "zorglub";
    private static final int RARE_ROW = 4242;  // the one chunk that holds RARE
    private static final String[] WORDS = "arbitre joueur partie pendule cadence tournoi ronde appariement classement"
            .split(" ");
    private static Path dir;
    private static float[][] vectors;

    /** The model the app writes, standing in: returns the vector it is given, records what it was asked. */
    private static final class StandInModel implements EmbeddingModel {
        float[] next;
        Signature signature;
        int[] ids;

        @Override
        public float[] embed(Signature s, int[] given) {
            signature = s;
            ids = given;
            return next.clone();
        }
    }

    /** Rows 0-2999 are A01's, 3000-4499 E02's, the rest the règlement's; three chunks a page. */
    private static TestSearchBundles.Corpus corpus() {
        return TestSearchBundles.corpus(vectors, DOCUMENTS, row -> row < 3000 ? 1 : row < 4500 ? 2 : 3,
                row -> 1 + (row - (row < 3000 ? 0 : row < 4500 ? 3000 : 4500)) / 3,
                row -> row == RARE_ROW ? "le " + RARE + " de la ronde" : "la " + WORDS[row % WORDS.length] + " et le "
                        + WORDS[row / 7 % WORDS.length] + " " + row);
    }

    @BeforeClass
    public static void writeBundle() throws Exception {
        Random random = new Random(3);
        float[][] centres = new float[30][];
        for (int c = 0; c < centres.length; c++) {
            centres[c] = TestVectorFiles.gaussian(random, DIMS, 1.0);
        }
        vectors = new float[ROWS][];
        for (int r = 0; r < ROWS; r++) {
            float[] v = TestVectorFiles.gaussian(random, DIMS, 0.4);
            float[] centre = centres[random.nextInt(centres.length)];
            for (int d = 0; d < DIMS; d++) {
                v[d] += centre[d];
            }
            vectors[r] = TestVectorFiles.unit(v);
        }
        dir = Files.createTempDirectory("searcher-test");
        TestSearchBundles.write(dir, corpus(), false, true, recipe(Map.of()), null);
    }

    @AfterClass
    public static void cleanUp() throws IOException {
        TestBundles.delete(dir);
    }

    private static Map<String, Object> recipe(Map<String, Object> changes) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("mode", "vector");
        r.put("per_page", false);
        r.put("glossary_pages", new ArrayList<Object>(List.of("E02-Glossaire.pdf:1-3")));
        r.put("glossary_boost", 1.0);
        r.putAll(changes);
        return r;
    }

    /** The bundle with its recipe changed (the manifest rewritten), opened. */
    private static Bundle open(Map<String, Object> changes) throws IOException {
        Map<String, Object> manifest = Manifest.read(BundleFiles.folder(dir)).json();
        Map<String, Object> copy = new LinkedHashMap<>(manifest);
        Map<String, Object> retrieval = new LinkedHashMap<>(Manifest.map(manifest.get("retrieval"), "retrieval"));
        retrieval.putAll(recipe(changes));
        copy.put("retrieval", retrieval);
        Files.write(dir.resolve(Manifest.FILE), Json.write(copy).getBytes(StandardCharsets.UTF_8));
        return Bundle.openFolder(dir);
    }

    /** A query near {@code rows}' vectors (their sum, a little noise, unit length). */
    private static float[] near(long seed, int... rows) {
        float[] q = TestVectorFiles.gaussian(new Random(seed), DIMS, 0.05);
        for (int row : rows) {
            for (int d = 0; d < DIMS; d++) {
                q[d] += vectors[row][d];
            }
        }
        return TestVectorFiles.unit(q);
    }

    private static double[] cosines(float[] q) {
        double[] out = new double[ROWS];
        for (int r = 0; r < ROWS; r++) {
            for (int d = 0; d < DIMS; d++) {
                out[r] += (double) vectors[r][d] * q[d];
            }
        }
        return out;
    }

    /** The k best rows by exact cosine among {@code allowed} (null: all), ties by the lower row. */
    private static int[] bruteForce(double[] cosines, int k, java.util.function.IntPredicate allowed) {
        return java.util.stream.IntStream.range(0, ROWS).filter(r -> allowed == null || allowed.test(r)).boxed()
                .sorted((a, b) -> cosines[a] != cosines[b] ? Double.compare(cosines[b], cosines[a]) : Integer.compare(a, b))
                .limit(k).mapToInt(Integer::intValue).toArray();
    }

    private static int[] positions(Answer answer) {
        return answer.hits.stream().mapToInt(h -> (int) h.chunk.row - 1).toArray();
    }

    @Test
    public void theAppsCallAnswersWithTheBruteForceHitsAndTheirCitations() throws IOException {
        try (Bundle bundle = open(Map.of())) {
            Searcher searcher = new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest()).withK(5));
            StandInModel model = new StandInModel();
            for (int target : new int[] {17, 1234, 3001, 5999}) {
                model.next = near(target, target);
                Answer answer = searcher.answer("Quelle est la cadence ?", model);
                QueryInput input = QueryInput.of(bundle.tokenizer(), TestSearchBundles.QUERY_PROMPT,
                        "Quelle est la cadence ?", bundle.manifest().signatures());
                assertEquals(input.signature().name, model.signature.name);  // the shortest that holds the ids
                assertArrayEquals(input.paddedIds(), model.ids);
                double[] cosines = cosines(model.next);
                assertArrayEquals(bruteForce(cosines, 5, null), positions(answer));
                assertEquals(target, positions(answer)[0]);
                Hit top = answer.hits.get(0);
                assertEquals(cosines[target], top.score, 1e-6);
                assertEquals(top.score, answer.topCosine, 0.0);
                assertEquals("vector", top.mode);
                TestSearchBundles.Corpus corpus = corpus();
                assertEquals(target + 1, top.chunk.row);
                assertEquals(DOCUMENTS.get(corpus.document(target) - 1), top.chunk.document);
                assertEquals(corpus.page(target), top.chunk.page);
                assertEquals(corpus.text(target), top.chunk.text);
                assertEquals("Title " + corpus.document(target), top.chunk.title);
                assertEquals(target % 3 == 0 ? "Section " + target % 7 : null, top.chunk.section);
                assertEquals(Integer.toString(corpus.page(target)), top.chunk.citedPage());
            }
        }
    }

    @Test
    public void theZScoreFromTheMomentsIsEveryRowsCosinesOne() throws IOException {
        try (Bundle bundle = open(Map.of("abstain", Map.of("signal", "top_cosine_z", "below", 3.0)))) {
            Searcher searcher = new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest()));
            for (long seed = 0; seed < 5; seed++) {
                float[] q = seed < 3 ? near(seed, (int) (seed * 1000)) : TestVectorFiles.unit(TestVectorFiles.gaussian(new Random(seed), DIMS, 1));
                Answer answer = searcher.answer("la ronde", q);
                double[] cosines = cosines(q);
                double mean = 0;
                for (double c : cosines) {
                    mean += c / ROWS;
                }
                double squares = 0;
                for (double c : cosines) {
                    squares += (c - mean) * (c - mean) / ROWS;
                }
                double z = (answer.topCosine - mean) / Math.sqrt(squares);
                assertEquals(z, answer.abstainScore, 1e-5);
                assertEquals(answer.abstainScore < 3.0, answer.abstain);
            }
        }
    }

    @Test
    public void onePerPageAndTheSourceFilter() throws IOException {
        float[] q = near(9, 3100, 3103);  // pages 34 and 35 of E02: neighbours
        double[] cosines = cosines(q);
        TestSearchBundles.Corpus corpus = corpus();
        // One hit a page: the best chunk of each of the first 8 pages of the cosine ranking.
        List<Integer> expected = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int row : bruteForce(cosines, 50, null)) {
            if (seen.add(corpus.document(row) + ":" + corpus.page(row)) && expected.size() < 8) {
                expected.add(row);
            }
        }
        try (Bundle bundle = open(Map.of("per_page", true, "page_neighbours", 0.0))) {
            SearchSettings settings = SearchSettings.fromManifest(bundle.manifest()).withK(8);
            Answer all = new Searcher(bundle, settings).answer("x", q);
            assertArrayEquals(expected.stream().mapToInt(Integer::intValue).toArray(), positions(all));
            for (String filter : List.of("e02", "PDF", "REGLEMENT", "A01")) {
                Answer filtered = new Searcher(bundle, settings.withSourceFilter(filter)).answer("x", q);
                for (Hit hit : filtered.hits) {
                    assertTrue(filter + " " + hit.chunk.document, hit.chunk.document.toLowerCase(java.util.Locale.ROOT)
                            .contains(filter.toLowerCase(java.util.Locale.ROOT)));
                }
                // "REGLEMENT" matches nothing: "règlement" has an è, which no ASCII case folding reaches.
                assertEquals(filter.equals("REGLEMENT") ? 0 : 8, filtered.hits.size());
                assertEquals(filter.equals("REGLEMENT"), filtered.topCosine == null);
            }
        }
        try (Bundle bundle = open(Map.of("per_page", true, "page_neighbours", 0.5))) {
            // A page gains half its best neighbouring page's score (same document, page ± 1) when that is positive.
            Answer answer = new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest()).withK(8)).answer("x", q);
            Set<String> pages = new HashSet<>();
            for (Hit hit : answer.hits) {
                assertTrue(pages.add(hit.chunk.document + ":" + hit.chunk.page));
                int row = (int) hit.chunk.row - 1;
                assertTrue(hit.score >= cosines[row] - 1e-6);
                assertTrue(hit.score <= cosines[row] + 0.5 * answer.topCosine + 1e-6);
            }
            assertTrue(answer.hits.stream().anyMatch(h -> h.score > cosines[(int) h.chunk.row - 1] + 1e-3));
        }
    }

    @Test
    public void hybridFindsTheRareWordsChunkAndBm25PagesKeepsItToTheVectorsPages() throws IOException {
        float[] q = near(4, 100);
        try (Bundle bundle = open(Map.of("mode", "hybrid", "bm25_pages", 0))) {
            Answer answer = new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest())).answer("le " + RARE, q);
            assertEquals(Set.of("hybrid"), Set.of(answer.hits.stream().map(h -> h.mode).distinct().toArray()));
            assertTrue(answer.hits.stream().anyMatch(h -> h.chunk.row == RARE_ROW + 1));
            Answer bm25 = new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest()).withMode("bm25"))
                    .answer("le " + RARE, (float[]) null);
            assertEquals(1, bm25.hits.size());
            assertEquals(RARE_ROW + 1, bm25.hits.get(0).chunk.row);
            assertNull(bm25.topCosine);
        }
        try (Bundle bundle = open(Map.of("mode", "hybrid", "bm25_pages", 2))) {  // the rare chunk's page is not near q
            Answer answer = new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest())).answer("le " + RARE, q);
            assertTrue(answer.hits.stream().noneMatch(h -> h.chunk.row == RARE_ROW + 1));
            assertEquals(3, bundle.widestPage());
        }
    }

    @Test
    public void hybridStepsAsideWhereTheAnalyzerCannotCutTheLanguagesWords() throws IOException {
        float[] q = near(4, 100);
        Map<String, Object> none = new LinkedHashMap<>(AnalyzerTest.french(null));
        none.put("segmentation", Analyzer.NONE);  // e.g. Thai: BM25 cannot help, hybrid ranks by vectors alone
        try (Bundle bundle = open(Map.of("mode", "hybrid", "bm25_pages", 0, "bm25", none))) {
            SearchSettings settings = SearchSettings.fromManifest(bundle.manifest());
            Answer hybrid = new Searcher(bundle, settings).answer("le " + RARE, q);
            Answer vector = new Searcher(bundle, settings.withMode("vector")).answer("le " + RARE, q);
            assertEquals(Set.of("vector"), Set.of(hybrid.hits.stream().map(h -> h.mode).distinct().toArray()));
            assertArrayEquals(positions(vector), positions(hybrid));
            assertTrue(hybrid.hits.stream().noneMatch(h -> h.chunk.row == RARE_ROW + 1));
            Answer bm25 = new Searcher(bundle, settings.withMode("bm25")).answer("le " + RARE, (float[]) null);
            assertEquals(RARE_ROW + 1, bm25.hits.get(0).chunk.row);  // asked for by name, BM25 still answers
        } finally {
            open(Map.of("bm25", AnalyzerTest.french(null))).close();  // the other tests' analyzer back
        }
    }

    @Test
    public void theGlossaryBoostBringsTheGlossaryPagesToADefinitionQuestion() throws IOException {
        try (Bundle bundle = open(Map.of("glossary_boost", 3.5))) {
            Searcher searcher = new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest()));
            float[] q = near(5, 5000, 3004);  // 3004: page 2 of E02, a glossary page
            Answer definition = searcher.answer("Qu'est-ce que le zorglub ?", q);
            assertEquals(3005, definition.hits.get(0).chunk.row);
            assertEquals("vector+glossary", definition.hits.get(0).mode);
            assertEquals(cosines(q)[bruteForce(cosines(q), 1, null)[0]], definition.topCosine, 1e-6);  // a cosine, unboosted
            Answer plain = searcher.answer("le zorglub", q);
            assertEquals("vector", plain.hits.get(0).mode);
        }
    }

    @Test
    public void chunksAreReadFromCorpusDbByPosition() throws IOException {
        try (Bundle bundle = open(Map.of())) {
            assertEquals(ROWS, bundle.chunkCount());
            assertEquals(ROWS, bundle.chunks().size());
            assertEquals(42, bundle.chunks().get(41).row);
            assertEquals("règlement.pdf", bundle.chunk(ROWS - 1).document);
            assertNotNull(bundle.chunk(0).text);
            assertThrows(IndexOutOfBoundsException.class, () -> bundle.chunk(ROWS));
            assertThrows(IndexOutOfBoundsException.class, () -> bundle.chunks().get(-1));
        }
    }

    @Test
    public void aBundleWithoutVectorsBinOrWithAnotherCountIsRefused() throws Exception {
        Path other = Files.createTempDirectory("searcher-test-refused");
        try {
            TestSearchBundles.write(other, corpus(), true, false, recipe(Map.of()), null);
            Map<String, Object> manifest = new LinkedHashMap<>(Manifest.read(BundleFiles.folder(other)).json());
            List<Object> files = new ArrayList<>(Manifest.list(manifest, "files"));
            files.removeIf(f -> "vectors".equals(((Map<?, ?>) f).get("role")));
            manifest.put("files", files);
            Files.write(other.resolve(Manifest.FILE), Json.write(manifest).getBytes(StandardCharsets.UTF_8));
            BundleException e = assertThrows(BundleException.class, () -> Bundle.openFolder(other));
            assertEquals("manifest.json: lists no vectors file (a bundle built before vectors.bin): rebuild it with "
                    + "`edge-export bundle`", e.getMessage());

            TestSearchBundles.write(other, corpus(), true, false, recipe(Map.of()), null);
            TestVectorFiles.write(other.resolve("vectors.bin"), 10, DIMS, true, corpus());
            e = assertThrows(BundleException.class, () -> Bundle.openFolder(other));
            long written = Files.size(other.resolve("vectors.bin"));
            assertTrue(e.getMessage(), e.getMessage().startsWith("vectors.bin: " + written + " bytes, the manifest says "));
            // Its size recorded as it is, the count is what differs.
            manifest = new LinkedHashMap<>(Manifest.read(BundleFiles.folder(other)).json());
            for (Object f : Manifest.list(manifest, "files")) {
                if ("vectors".equals(((Map<?, ?>) f).get("role"))) {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> entry = (Map<String, Object>) f;
                    entry.put("bytes", written);
                }
            }
            Files.write(other.resolve(Manifest.FILE), Json.write(manifest).getBytes(StandardCharsets.UTF_8));
            e = assertThrows(BundleException.class, () -> Bundle.openFolder(other));
            assertEquals("vectors.bin: holds 10 vectors for the 6000 chunks of corpus.db", e.getMessage());
        } finally {
            TestBundles.delete(other);
        }
    }
}
