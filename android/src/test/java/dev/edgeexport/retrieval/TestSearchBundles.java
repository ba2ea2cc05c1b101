package dev.edgeexport.retrieval;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Whole bundles for the search tests, written in Java: manifest.json (signatures, query prompt, vectors, the
 * retrieval recipe), corpus.db (documents, chunks and the BM25 tables, in one transaction), vectors.bin
 * ({@link TestVectorFiles}) and the toy SentencePiece model ({@link ToyModels#bpe}). Rows come from a generator,
 * so that a bundle of 100,000 chunks is written without holding it. The BM25 tables index each text's FTS5 tokens
 * ({@link Unicode61}) as db/bm25_tables.py lays them out; the library's agreement with FTS5 itself is
 * Bm25IndexTest's.
 */
final class TestSearchBundles {
    static final String TOKENIZER_FILE = "sentencepiece.model";
    static final String QUERY_PROMPT = "query: ";

    private TestSearchBundles() {
    }

    /** A bundle's rows (row i is chunks.row i + 1), generated on demand: vector, document id, page and text. */
    interface Corpus extends TestVectorFiles.Rows {
        int rows();

        int dims();

        /** The documents' file names: id i + 1 is the i-th. */
        List<String> documents();

        String text(int row);
    }

    /** A corpus of {@code vectors} (one a row), each row's document id, page and text given by functions. */
    static Corpus corpus(float[][] vectors, List<String> documents, java.util.function.IntUnaryOperator document,
                         java.util.function.IntUnaryOperator page, java.util.function.IntFunction<String> text) {
        return new Corpus() {
            @Override
            public int rows() {
                return vectors.length;
            }

            @Override
            public int dims() {
                return vectors[0].length;
            }

            @Override
            public List<String> documents() {
                return documents;
            }

            @Override
            public float[] vector(int row) {
                return vectors[row];
            }

            @Override
            public int document(int row) {
                return document.applyAsInt(row);
            }

            @Override
            public int page(int row) {
                return page.applyAsInt(row);
            }

            @Override
            public String text(int row) {
                return text.apply(row);
            }
        };
    }

    /**
     * Writes the bundle into {@code dir}: int8 or float32 vectors, the BM25 tables (and an fts_db entry, the BM25
     * index's role) when {@code bm25}, {@code retrieval} as the manifest's recipe; {@code moments} as
     * {@link TestVectorFiles#write} takes them (null: computed exactly).
     */
    static Path write(Path dir, Corpus corpus, boolean int8, boolean bm25, Map<String, Object> retrieval,
                      double[] moments) throws IOException, SQLException {
        Files.createDirectories(dir);
        writeCorpusDb(dir.resolve("corpus.db"), corpus, bm25);
        TestVectorFiles.write(dir.resolve("vectors.bin"), corpus.rows(), corpus.dims(), int8, corpus, moments);
        Files.write(dir.resolve(TOKENIZER_FILE), ToyModels.bpe());
        List<Object> files = new ArrayList<>();
        files.add(entry(dir, "corpus.db", "corpus_db"));
        files.add(entry(dir, "vectors.bin", "vectors"));
        files.add(entry(dir, TOKENIZER_FILE, "tokenizer"));
        if (bm25) {  // the separate FTS5 file edge-export searches; the library reads corpus.db's tables instead
            files.add(entry(dir, "corpus.db", "fts_db"));
        }
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("signatures", List.of(signature("embed_16", 16), signature("embed_64", 64)));
        model.put("output_dim", (long) corpus.dims());
        Map<String, Object> vectors = new LinkedHashMap<>();
        vectors.put("dims", (long) corpus.dims());
        vectors.put("format", int8 ? "int8" : "float32");
        Map<String, Object> recipe = new LinkedHashMap<>(retrieval);
        if (bm25) {
            recipe.put("bm25", AnalyzerTest.french(null));
        }
        Map<String, Object> manifest = new LinkedHashMap<>();
        manifest.put("format", "edge-export-bundle");
        manifest.put("files", files);
        manifest.put("model", model);
        manifest.put("tokenizer", Map.of("file", TOKENIZER_FILE));
        manifest.put("prompts", Map.of("query", QUERY_PROMPT));
        manifest.put("vectors", vectors);
        manifest.put("retrieval", recipe);
        Files.write(dir.resolve(Manifest.FILE), Json.write(manifest).getBytes(StandardCharsets.UTF_8));
        return dir;
    }

    private static Map<String, Object> signature(String name, long seqLen) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("name", name);
        s.put("seq_len", seqLen);
        s.put("input", "text_batch");
        s.put("output", "encodings");
        return s;
    }

    private static Map<String, Object> entry(Path dir, String path, String role) throws IOException {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("path", path);
        entry.put("role", role);
        entry.put("bytes", Files.size(dir.resolve(path)));
        entry.put("sha256", "0".repeat(64));  // not verified by the search tests
        return entry;
    }

    private static void writeCorpusDb(Path db, Corpus corpus, boolean bm25) throws SQLException, IOException {
        Files.deleteIfExists(db);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE documents (id INTEGER PRIMARY KEY, source TEXT NOT NULL, title TEXT)");
            s.execute("CREATE TABLE chunks (row INTEGER PRIMARY KEY, id TEXT NOT NULL, chunk_id TEXT NOT NULL,"
                    + " document INTEGER NOT NULL, page INTEGER NOT NULL, page_label TEXT, text TEXT NOT NULL,"
                    + " section TEXT, line_from INTEGER NOT NULL, line_to INTEGER NOT NULL)");
            if (bm25) {
                s.execute("CREATE TABLE bm25_terms (term TEXT PRIMARY KEY NOT NULL, rows INTEGER NOT NULL, "
                        + "postings BLOB, spilled INTEGER) WITHOUT ROWID");
                s.execute("CREATE TABLE bm25_spill (id INTEGER PRIMARY KEY, postings BLOB NOT NULL)");
                s.execute("CREATE TABLE bm25_rows (row INTEGER PRIMARY KEY, tokens INTEGER NOT NULL)");
            }
            c.setAutoCommit(false);
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO documents VALUES (?, ?, ?)")) {
                for (int i = 0; i < corpus.documents().size(); i++) {
                    insert.setInt(1, i + 1);
                    insert.setString(2, corpus.documents().get(i));
                    insert.setString(3, "Title " + (i + 1));
                    insert.executeUpdate();
                }
            }
            Map<String, Postings> postings = new TreeMap<>();
            try (PreparedStatement chunk = c.prepareStatement("INSERT INTO chunks VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 1, 2)");
                 PreparedStatement length = bm25 ? c.prepareStatement("INSERT INTO bm25_rows VALUES (?, ?)") : null) {
                for (int r = 0; r < corpus.rows(); r++) {
                    long row = r + 1;
                    String text = corpus.text(r);
                    chunk.setLong(1, row);
                    chunk.setString(2, "C-" + row);
                    chunk.setString(3, "chunk-" + row);
                    chunk.setInt(4, corpus.document(r));
                    chunk.setInt(5, corpus.page(r));
                    chunk.setString(6, text);
                    chunk.setString(7, r % 3 == 0 ? "Section " + r % 7 : null);
                    chunk.addBatch();
                    if (bm25) {
                        List<String> tokens = Unicode61.tokens(text);
                        Map<String, Integer> counts = new HashMap<>();
                        for (String token : tokens) {
                            counts.merge(token, 1, Integer::sum);
                        }
                        for (Map.Entry<String, Integer> t : counts.entrySet()) {
                            postings.computeIfAbsent(t.getKey(), k -> new Postings()).add(row, t.getValue());
                        }
                        length.setLong(1, row);
                        length.setInt(2, tokens.size());
                        length.addBatch();
                    }
                    if (r % 10_000 == 9_999) {
                        chunk.executeBatch();
                        if (bm25) {
                            length.executeBatch();
                        }
                    }
                }
                chunk.executeBatch();
                if (bm25) {
                    length.executeBatch();
                }
            }
            if (bm25) {
                try (PreparedStatement term = c.prepareStatement("INSERT INTO bm25_terms VALUES (?, ?, ?, NULL)")) {
                    for (Map.Entry<String, Postings> p : postings.entrySet()) {
                        term.setString(1, p.getKey());
                        term.setLong(2, p.getValue().rows);
                        term.setBytes(3, p.getValue().bytes());
                        term.addBatch();
                    }
                    term.executeBatch();
                }
            }
            c.commit();
        }
    }

    /** One term's postings as bm25_tables.py writes them: heads (row delta · 2 + flag), then the frequencies above 1. */
    private static final class Postings {
        final ByteArrayOutputStream heads = new ByteArrayOutputStream();
        final ByteArrayOutputStream frequencies = new ByteArrayOutputStream();
        long last;
        long rows;

        void add(long row, int frequency) {
            varint((row - last) << 1 | (frequency > 1 ? 1 : 0), heads);
            if (frequency > 1) {
                varint(frequency, frequencies);
            }
            last = row;
            rows++;
        }

        byte[] bytes() {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes(heads.toByteArray());
            out.writeBytes(frequencies.toByteArray());
            return out.toByteArray();
        }

        private static void varint(long value, ByteArrayOutputStream out) {
            while (value >= 0x80) {
                out.write((int) ((value & 0x7F) | 0x80));
                value >>>= 7;
            }
            out.write((int) value);
        }
    }
}
