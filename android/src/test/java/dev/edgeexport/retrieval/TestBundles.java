package dev.edgeexport.retrieval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A bundle of two chunks delivered as two packs, written for the tests: a corpus folder (manifest.json,
 * corpus.db with the tables {@link Bundle#open} reads, vectors.bin) and a model folder (model.json, a stand-in
 * .tflite, a stand-in sentencepiece.model; only their bytes and SHA-256 matter here).
 */
final class TestBundles {
    static final String MODEL_FILE = "model.tflite";
    static final String TOKENIZER_FILE = "sentencepiece.model";
    static final byte[] MODEL = "a stand-in model: the tests hash it, never run it".getBytes(StandardCharsets.UTF_8);
    static final byte[] OTHER_MODEL = "the model of another release".getBytes(StandardCharsets.UTF_8);
    static final byte[] TOKENIZER = "a stand-in tokenizer".getBytes(StandardCharsets.UTF_8);

    private TestBundles() {
    }

    static String sha256(byte[] bytes) {
        return Sha256.hex(Sha256.digest().digest(bytes));
    }

    /** A model pack folder holding {@code model} as model.tflite, with its model.json. */
    static Path modelPack(Path dir, byte[] model) throws IOException {
        Files.createDirectories(dir);
        Files.write(dir.resolve(MODEL_FILE), model);
        Files.write(dir.resolve(TOKENIZER_FILE), TOKENIZER);
        Map<String, Object> tokenizer = new LinkedHashMap<>();
        tokenizer.put("file", TOKENIZER_FILE);
        tokenizer.put("sha256", sha256(TOKENIZER));
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", "edge-export-model");
        json.put("format_version", 1L);
        json.put("file", MODEL_FILE);
        json.put("bytes", (long) model.length);
        json.put("sha256", sha256(model));
        json.put("tokenizer", tokenizer);
        Files.write(dir.resolve(ModelInfo.FILE), Json.write(json).getBytes(StandardCharsets.UTF_8));
        return dir;
    }

    /**
     * A corpus pack folder whose manifest records {@code vectorsModel} as vectors.model_sha256 (null: none, as a
     * bundle from before it was recorded), lists model.tflite of SHA-256 {@code listedModel} when not null, and
     * records {@code release} when not null.
     */
    static Path corpusPack(Path dir, String vectorsModel, String listedModel, Map<String, Object> release)
            throws IOException, SQLException {
        return corpusPack(dir, vectorsModel, null, listedModel, release);
    }

    /** {@link #corpusPack(Path, String, String, Map)} recording {@code vectorsTokenizer} as vectors.tokenizer_sha256. */
    static Path corpusPack(Path dir, String vectorsModel, String vectorsTokenizer, String listedModel,
                           Map<String, Object> release) throws IOException, SQLException {
        Files.createDirectories(dir);
        Path db = dir.resolve("corpus.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE documents (id INTEGER PRIMARY KEY, source TEXT, title TEXT)");
            s.execute("CREATE TABLE chunks (row INTEGER PRIMARY KEY, id TEXT, chunk_id TEXT, document INTEGER,"
                    + " page INTEGER, page_label TEXT, line_from INTEGER, line_to INTEGER, section TEXT, text TEXT)");
            s.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)");
            s.execute("INSERT INTO documents VALUES (1, 'A.pdf', 'A')");
            s.execute("INSERT INTO chunks VALUES (1, 'c1', 'c1', 1, 1, NULL, 1, 2, NULL, 'le roi'),"
                    + " (2, 'c2', 'c2', 1, 2, NULL, 1, 2, NULL, 'la dame')");
            s.execute("INSERT INTO meta VALUES ('vector_format', 'float32'), ('dims', '8')");
        }
        float[][] unit = new float[2][8];
        unit[0][0] = 1f;
        unit[1][1] = 1f;
        Path vectorFile = TestVectorFiles.write(dir.resolve("vectors.bin"), 2, 8, false,
                TestVectorFiles.of(unit, new int[] {1, 1}, new int[] {1, 2}));
        byte[] corpusDb = Files.readAllBytes(db);
        List<Object> files = new ArrayList<>();
        byte[] vectorBytes = Files.readAllBytes(vectorFile);
        files.add(entry("corpus.db", "corpus_db", corpusDb.length, sha256(corpusDb)));
        files.add(entry("vectors.bin", "vectors", vectorBytes.length, sha256(vectorBytes)));
        files.add(entry(TOKENIZER_FILE, "tokenizer", TOKENIZER.length, sha256(TOKENIZER)));
        if (listedModel != null) {
            files.add(entry(MODEL_FILE, "model", MODEL.length, listedModel));
        }
        Map<String, Object> vectors = new LinkedHashMap<>();
        vectors.put("dims", 8L);
        vectors.put("format", "float32");
        if (vectorsModel != null) {
            vectors.put("model_sha256", vectorsModel);
        }
        if (vectorsTokenizer != null) {
            vectors.put("tokenizer_sha256", vectorsTokenizer);
        }
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("signatures", List.of());
        model.put("output_dim", 8L);
        Map<String, Object> manifest = new LinkedHashMap<>();
        manifest.put("format", "edge-export-bundle");
        manifest.put("files", files);
        manifest.put("model", model);
        manifest.put("vectors", vectors);
        if (release != null) {
            manifest.put("release", release);
        }
        Files.write(dir.resolve(Manifest.FILE), Json.write(manifest).getBytes(StandardCharsets.UTF_8));
        return dir;
    }

    static Map<String, Object> release(String version, String modelSha256) {
        Map<String, Object> release = new LinkedHashMap<>();
        release.put("version", version);
        release.put("corpus_sha256", "c0".repeat(32));
        release.put("model_sha256", modelSha256);
        return release;
    }

    private static Map<String, Object> entry(String path, String role, long bytes, String sha256) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("path", path);
        entry.put("role", role);
        entry.put("bytes", bytes);
        entry.put("sha256", sha256);
        return entry;
    }

    /** Deletes {@code dir} and everything under it. */
    static void delete(Path dir) throws IOException {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (java.util.stream.Stream<Path> paths = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) paths.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }
}
