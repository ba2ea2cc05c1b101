package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * Issue 60: a damaged or hostile bundle never crashes the app, hangs it, or reads outside its folder. Seeded
 * mutations of a small whole bundle (the manifest's fields deleted, retyped, huge, negative, nested thousands deep;
 * files truncated or altered; corpus.db's rows damaged; paths and symlinks pointing out of the folder, at a valid
 * copy of the same file, or at /dev/zero), each with and without the manifest's hashes recomputed, through the
 * documented path: {@link Bundle#openFolder}, {@link Searcher#withBundleDefaults}, {@code answer} with a query
 * vector, and {@link Bundle#verify}. Every outcome must be an answer or a {@link BundleException}; a case that
 * points a file out of the folder must be refused (the copy it points at would be accepted if it were read); none
 * may run past {@link #CASE_SECONDS}. {@code make test} runs {@value #QUICK_CASES} cases; {@code make fuzz} more
 * ({@code -Dfuzz.cases=N -Dfuzz.seed=S}).
 */
public class BundleFuzzTest {
    static final int QUICK_CASES = 240;
    private static final int CASE_SECONDS = 20;
    private static final int ROWS = 40;
    private static final int DIMS = 16;
    private static final String[] WORDS = {"arbitre", "joueur", "partie", "pendule", "cadence", "tournoi", "ronde"};
    private static final String[] FILES = {"corpus.db", "vectors.bin", TestSearchBundles.TOKENIZER_FILE};
    private static Path root;
    private static Path pristine;
    private static Path outside;  // a valid copy of every file, outside any case's folder

    private static TestSearchBundles.Corpus corpus() {
        Random random = new Random(5);
        float[][] vectors = new float[ROWS][];
        for (int r = 0; r < ROWS; r++) {
            vectors[r] = TestVectorFiles.unit(TestVectorFiles.gaussian(random, DIMS, 1.0));
        }
        return TestSearchBundles.corpus(vectors, List.of("A01.pdf", "E02.pdf"), row -> row < ROWS / 2 ? 1 : 2,
                row -> 1 + row % (ROWS / 2) / 4,
                row -> "la " + WORDS[row % WORDS.length] + " et le " + WORDS[row / 3 % WORDS.length] + " " + row);
    }

    @BeforeClass
    public static void writeBundle() throws Exception {
        root = Files.createTempDirectory("bundle-fuzz");
        pristine = root.resolve("pristine");
        Map<String, Object> recipe = new LinkedHashMap<>();
        recipe.put("mode", "hybrid");
        recipe.put("per_page", true);
        recipe.put("bm25_pages", 3L);
        recipe.put("glossary_boost", 3.5);
        recipe.put("glossary_pages", new ArrayList<Object>(List.of("E02.pdf:1")));
        TestSearchBundles.write(pristine, corpus(), true, true, recipe, null);
        rehash(pristine);
        outside = root.resolve("outside");
        Files.createDirectories(outside);
        for (String file : FILES) {
            Files.copy(pristine.resolve(file), outside.resolve(file));
        }
        assertEquals(List.of(), Bundle.verify(BundleFiles.folder(pristine)));
    }

    @AfterClass
    public static void cleanUp() throws IOException {
        TestBundles.delete(root);
    }

    /** The quick campaign: every family, both hash states, in seconds. */
    @Test
    public void noDamageCrashesHangsOrReadsOutside() throws Exception {
        int cases = Integer.getInteger("fuzz.cases", QUICK_CASES);
        long seed = Long.getLong("fuzz.seed", 60L);
        List<String> failures = new ArrayList<>();
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz-case");
            t.setDaemon(true);  // a hung case must not keep the JVM alive
            return t;
        });
        try {
            for (int i = 0; i < cases; i++) {
                String failure = runCase(worker, seed, i);
                if (failure != null) {
                    failures.add(failure);
                    if (failure.contains("timed out")) {
                        break;  // the worker is stuck: later cases cannot run
                    }
                }
            }
        } finally {
            worker.shutdownNow();
        }
        assertTrue(failures.size() + " of " + cases + " cases failed:\n" + String.join("\n", failures),
                failures.isEmpty());
    }

    /** A bundle pointing a file out of its folder is refused, by open and by verify, before anything is read. */
    @Test
    public void aPathOutOfTheFolderIsRefusedNamingTheEntry() throws Exception {
        Path dir = copy("named");
        String manifest = Files.readString(dir.resolve(Manifest.FILE));
        Files.writeString(dir.resolve(Manifest.FILE), manifest.replace("\"path\":\"vectors.bin\"",
                "\"path\":\"../outside/vectors.bin\""));
        BundleException open = org.junit.Assert.assertThrows(BundleException.class, () -> Bundle.openFolder(dir));
        assertTrue(open.getMessage(), open.getMessage().startsWith("manifest.json: files[1].path: '../outside/"));
        BundleException verify = org.junit.Assert.assertThrows(BundleException.class,
                () -> Bundle.verify(BundleFiles.folder(dir)));
        assertTrue(verify.getMessage(), verify.getMessage().contains("files[1].path"));
    }

    /** A pasted megabyte is cut before tokenising: the model gets its longest signature, at once. */
    @Test
    public void aHugeQuestionIsCutBeforeTokenising() throws Exception {
        try (Bundle bundle = Bundle.openFolder(pristine)) {
            String question = "arbitre ".repeat(1 << 17) + "\uD800";
            QueryInput input = QueryEmbedding.input(bundle, question);
            assertEquals(64, input.signature().seqLen);
            assertTrue(input.truncated());
            assertEquals(Tokenizer.bounded(question, 64).length(), 64 * Tokenizer.MAX_CHARS_PER_TOKEN);
            float[] vector = new float[DIMS];
            vector[0] = 1f;
            Searcher.withBundleDefaults(bundle).answer(question, vector);
        }
    }

    private static String runCase(ExecutorService worker, long seed, int index) throws Exception {
        Random random = new Random(seed * 1_000_003L + index);
        Path dir = copy("case-" + index);
        Mutation mutation = mutate(dir, random);
        Future<String> outcome = worker.submit(() -> exercise(dir, mutation, random.nextLong()));
        try {
            String failure = outcome.get(CASE_SECONDS, TimeUnit.SECONDS);
            return failure == null ? null : "case " + index + " (" + mutation.what + "): " + failure;
        } catch (TimeoutException e) {
            outcome.cancel(true);
            return "case " + index + " (" + mutation.what + "): timed out after " + CASE_SECONDS + " s";
        } catch (ExecutionException e) {
            return "case " + index + " (" + mutation.what + "): " + e.getCause();
        } finally {
            if (outcome.isDone()) {
                TestBundles.delete(dir);
            }
        }
    }

    /** What was done to a case's bundle, and whether it must be refused (it points out of the folder). */
    private static final class Mutation {
        final String what;
        final boolean mustRefuse;

        Mutation(String what, boolean mustRefuse) {
            this.what = what;
            this.mustRefuse = mustRefuse;
        }
    }

    /**
     * Opens, searches and verifies the case's bundle; null when every outcome was an answer or a BundleException,
     * and, for a bundle pointing out of its folder, both open and verify refused it.
     */
    private static String exercise(Path dir, Mutation mutation, long questionSeed) {
        Random random = new Random(questionSeed);
        List<String> accepted = new ArrayList<>();
        try (Bundle bundle = Bundle.openFolder(dir)) {
            Searcher searcher = Searcher.withBundleDefaults(bundle);
            float[] vector = new float[DIMS];
            vector[random.nextInt(DIMS)] = 1f;
            String question = random.nextInt(4) == 0 ? "Qu'est-ce qu'un arbitre ? \uDC00" : "la ronde et le joueur";
            QueryEmbedding.input(bundle, question);
            for (Hit hit : searcher.answer(question, vector).hits) {
                hit.chunk.text.length();  // what an app shows
            }
            accepted.add("open");
        } catch (BundleException e) {
            // refused, naming the file
        } catch (Throwable e) {
            return "open/search: " + e;
        }
        try {
            if (Bundle.verify(BundleFiles.folder(dir)).isEmpty()) {
                accepted.add("verify");
            }
        } catch (BundleException e) {
            // refused, naming the file
        } catch (Throwable e) {
            return "verify: " + e;
        }
        return mutation.mustRefuse && !accepted.isEmpty() ? "a path out of the folder was followed by " + accepted : null;
    }

    private static Path copy(String name) throws IOException {
        Path dir = root.resolve(name);
        Files.createDirectories(dir);
        try (java.util.stream.Stream<Path> files = Files.list(pristine)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Files.copy(file, dir.resolve(file.getFileName()));
            }
        }
        return dir;
    }

    private static Mutation mutate(Path dir, Random random) throws Exception {
        int family = random.nextInt(6);
        boolean rehash = random.nextBoolean();
        Mutation m;
        switch (family) {
            case 0: m = mutateManifestField(dir, random); break;
            case 1: m = nestManifest(dir, random); break;
            case 2: m = pointOutside(dir, random); rehash = false; break;
            case 3: m = damageFile(dir, random); break;
            case 4: m = damageRows(dir, random); break;
            default: m = mutateManifestField(dir, random); damageRows(dir, random); break;
        }
        if (rehash) {
            rehash(dir);
        }
        return new Mutation(m.what + (rehash ? ", hashes recomputed" : ""), m.mustRefuse);
    }

    private static Object strange(Random random) {
        switch (random.nextInt(9)) {
            case 0: return null;
            case 1: return -1L;
            case 2: return Long.MAX_VALUE;
            case 3: return 1e300;
            case 4: return "x".repeat(2 << 20);
            case 5: return List.of(1L, "a");
            case 6: return Map.of("a", 1L);
            case 7: return Boolean.TRUE;
            default: return "";
        }
    }

    @SuppressWarnings("unchecked")
    private static Mutation mutateManifestField(Path dir, Random random) throws IOException {
        Map<String, Object> manifest = readManifest(dir);
        List<Map<String, Object>> containers = new ArrayList<>();
        List<String> names = new ArrayList<>();
        collect(manifest, "", containers, names);
        int pick = random.nextInt(containers.size());
        Map<String, Object> container = containers.get(pick);
        List<String> keys = new ArrayList<>(container.keySet());
        if (keys.isEmpty()) {
            return new Mutation("nothing", false);
        }
        String key = keys.get(random.nextInt(keys.size()));
        Object value = strange(random);
        boolean delete = random.nextInt(3) == 0;
        if (delete) {
            container.remove(key);
        } else {
            container.put(key, value);
        }
        writeManifest(dir, manifest);
        String shown = value instanceof String && ((String) value).length() > 20 ? "a 2 MB string" : String.valueOf(value);
        return new Mutation(names.get(pick) + "." + key + (delete ? " deleted" : " = " + shown), false);
    }

    @SuppressWarnings("unchecked")
    private static void collect(Object value, String name, List<Map<String, Object>> containers, List<String> names) {
        if (value instanceof Map) {
            containers.add((Map<String, Object>) value);
            names.add(name);
            for (Map.Entry<String, Object> e : ((Map<String, Object>) value).entrySet()) {
                collect(e.getValue(), name + "." + e.getKey(), containers, names);
            }
        } else if (value instanceof List) {
            for (Object item : (List<Object>) value) {
                collect(item, name + "[]", containers, names);
            }
        }
    }

    private static Mutation nestManifest(Path dir, Random random) throws IOException {
        int depth = 5_000 + random.nextInt(95_000);
        String text = Files.readString(dir.resolve(Manifest.FILE));
        String nested = "[".repeat(depth) + "]".repeat(depth);
        String[] keys = {"\"retrieval\":", "\"model\":", "\"vectors\":"};
        String key = keys[random.nextInt(keys.length)];
        Files.writeString(dir.resolve(Manifest.FILE), text.replace(key, key + nested + ",\"x" + depth + "\":"));
        return new Mutation("JSON nested " + depth + " deep before " + key, false);
    }

    private static Mutation pointOutside(Path dir, Random random) throws IOException {
        String file = FILES[random.nextInt(FILES.length)];
        String target;
        switch (random.nextInt(6)) {
            case 5:
                Files.delete(dir.resolve(Manifest.FILE));
                Files.createSymbolicLink(dir.resolve(Manifest.FILE), pristine.resolve(Manifest.FILE).toAbsolutePath());
                return new Mutation("manifest.json a symlink out of the folder", true);
            case 0: target = "../outside/" + file; break;
            case 1: target = outside.resolve(file).toAbsolutePath().toString(); break;
            case 2: target = "/dev/zero"; break;
            case 3:
                Files.delete(dir.resolve(file));
                Files.createSymbolicLink(dir.resolve(file), outside.resolve(file).toAbsolutePath());
                return new Mutation(file + " a symlink out of the folder", true);
            default:
                Files.delete(dir.resolve(file));
                Files.createSymbolicLink(dir.resolve(file), Path.of("/dev/zero"));
                return new Mutation(file + " a symlink to /dev/zero", true);
        }
        String text = Files.readString(dir.resolve(Manifest.FILE));
        Files.writeString(dir.resolve(Manifest.FILE), text.replace("\"path\":\"" + file + "\"",
                "\"path\":\"" + target + "\""));
        return new Mutation(file + " listed as " + target, true);
    }

    private static Mutation damageFile(Path dir, Random random) throws IOException {
        String[] targets = {"corpus.db", "vectors.bin", TestSearchBundles.TOKENIZER_FILE, Manifest.FILE};
        String file = targets[random.nextInt(targets.length)];
        byte[] bytes = Files.readAllBytes(dir.resolve(file));
        String what;
        switch (random.nextInt(3)) {
            case 0:
                int length = random.nextInt(bytes.length);
                bytes = java.util.Arrays.copyOf(bytes, length);
                what = "truncated to " + length;
                break;
            case 1:
                int flips = 1 + random.nextInt(16);
                for (int i = 0; i < flips; i++) {
                    bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
                }
                what = flips + " bytes altered";
                break;
            default:
                int at = random.nextInt(Math.max(1, bytes.length - 8));
                for (int i = 0; i < 8 && at + i < bytes.length; i++) {
                    bytes[at + i] = (byte) 0xFF;  // a length or an offset made huge
                }
                what = "8 bytes at " + at + " set to 0xFF";
        }
        Files.write(dir.resolve(file), bytes);
        return new Mutation(file + " " + what, false);
    }

    private static Mutation damageRows(Path dir, Random random) throws SQLException {
        String[] damage = {
            "UPDATE documents SET source = NULL WHERE id = 1",
            "UPDATE documents SET source = ? WHERE id = 2",
            "UPDATE documents SET id = 'x' WHERE id = 1",
            "UPDATE chunks SET text = ? WHERE row = 1",
            "UPDATE chunks SET text = NULL, id = NULL",
            "UPDATE chunks SET page = 'abc'",
            "UPDATE chunks SET document = 99",
            "UPDATE bm25_terms SET postings = x''",
            "UPDATE bm25_terms SET postings = randomblob(40)",
            "UPDATE bm25_terms SET postings = x'8080808080'",
            "UPDATE bm25_terms SET rows = -1",
            "UPDATE bm25_terms SET rows = 9223372036854775807",
            "UPDATE bm25_terms SET rows = 'many'",
            "UPDATE bm25_rows SET tokens = 'abc'",
            "DELETE FROM bm25_rows",
            "DROP TABLE documents",
            "DELETE FROM chunks WHERE row = 3",
        };
        String sql = damage[random.nextInt(damage.length)];
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("corpus.db"))) {
            for (String table : new String[] {"documents", "chunks"}) {
                if (sql.contains("UPDATE " + table + " ")) {  // a copy without NOT NULL: a hostile file has any schema
                    try (java.sql.Statement s = c.createStatement()) {
                        s.execute("CREATE TABLE loose AS SELECT * FROM " + table);
                        s.execute("DROP TABLE " + table);
                        s.execute("ALTER TABLE loose RENAME TO " + table);
                    }
                }
            }
            try (PreparedStatement s = c.prepareStatement(sql)) {
                if (sql.contains("?")) {
                    s.setString(1, "n".repeat(sql.contains("text") ? 3 << 20 : 2 << 20));  // over each limit
                }
                s.executeUpdate();
            }
        }
        return new Mutation("corpus.db: " + sql, false);
    }

    /** Every files[] entry's bytes and SHA-256 made the file's (what a hostile publisher would do). */
    @SuppressWarnings("unchecked")
    private static void rehash(Path dir) throws IOException {
        Map<String, Object> manifest;
        try {
            manifest = readManifest(dir);
        } catch (IllegalArgumentException | ClassCastException | IOException | StackOverflowError e) {
            return;  // not a manifest any more (the old library overflowed on deep JSON): nothing to recompute
        }
        Object files = manifest.get("files");
        if (!(files instanceof List)) {
            return;
        }
        for (Object item : (List<Object>) files) {
            if (item instanceof Map && ((Map<String, Object>) item).get("path") instanceof String) {
                Map<String, Object> entry = (Map<String, Object>) item;
                Path file = dir.resolve((String) entry.get("path"));
                if (Files.isRegularFile(file) && file.normalize().startsWith(dir)) {
                    byte[] bytes = Files.readAllBytes(file);
                    entry.put("bytes", (long) bytes.length);
                    entry.put("sha256", TestBundles.sha256(bytes));
                }
            }
        }
        writeManifest(dir, manifest);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> readManifest(Path dir) throws IOException {
        return (Map<String, Object>) Json.parse(Files.readString(dir.resolve(Manifest.FILE)));
    }

    private static void writeManifest(Path dir, Map<String, Object> manifest) throws IOException {
        Files.write(dir.resolve(Manifest.FILE), Json.write(manifest).getBytes(StandardCharsets.UTF_8));
    }
}
