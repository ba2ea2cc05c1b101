package dev.edgeexport.retrieval;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A bundle opened for search: its manifest, every chunk's citation in row order, the vectors as stored, and
 * the tokenizer. Reads corpus.db's plain tables only (chunks, documents, vectors, meta and the BM25 tables),
 * so a stock Android SQLite serves it.
 */
public final class Bundle implements AutoCloseable {
    private final Manifest manifest;
    private final BundleFiles files;
    private final Database corpusDb;
    private final List<ChunkRef> chunks;
    private final VectorIndex vectors;
    private Tokenizer tokenizer;
    private Bm25Index bm25;  // read once and shared by this bundle's searchers (see bm25())
    private Analyzer.Stemmer bm25Stemmer;
    private boolean bm25Read;

    private Bundle(Manifest manifest, BundleFiles files, Database corpusDb, List<ChunkRef> chunks, VectorIndex vectors) {
        this.manifest = manifest;
        this.files = files;
        this.corpusDb = corpusDb;
        this.chunks = chunks;
        this.vectors = vectors;
    }

    /**
     * The bundle whose files {@code files} reads, with {@code corpusDb} the app's open copy of its corpus.db
     * (SQLite needs a file: docs/android.md, section 2). The database stays open for BM25 queries; close it with
     * {@link #close()}.
     */
    public static Bundle open(BundleFiles files, Database corpusDb) {
        Manifest manifest = Manifest.read(files);
        String db = manifest.file("corpus_db").path;
        List<ChunkRef> chunks = readChunks(corpusDb, db);
        VectorIndex vectors = readVectors(corpusDb, db, chunks, manifest);
        return new Bundle(manifest, files, corpusDb, chunks, vectors);
    }

    /** A bundle folder on a JVM, corpus.db through JDBC (sqlite-jdbc on the class path). */
    public static Bundle openFolder(Path folder) {
        return openIn(BundleFiles.folder(folder), folder, Manifest.read(BundleFiles.folder(folder)));
    }

    /**
     * A bundle delivered as two packs, on a JVM: the corpus pack's folder (manifest.json, corpus.db, ...) and the
     * model pack's (model.json, the .tflite, sentencepiece.model), each file read from the first that has it
     * ({@link BundleFiles#folders(Path...)}). The model is checked first ({@link #checkModel(Manifest, ModelInfo)}:
     * a BundleException naming manifest.json when the corpus's vectors were made with another model), then
     * corpus.db is opened in place, read-only, through JDBC. An app does the same with its own {@link Database}
     * (docs/android.md, section 2).
     */
    public static Bundle openFolders(Path corpusFolder, Path modelFolder) {
        BundleFiles files = BundleFiles.folders(corpusFolder, modelFolder);
        Manifest manifest = Manifest.read(files);
        checkModel(manifest, ModelInfo.read(BundleFiles.folder(modelFolder)));
        return openIn(files, corpusFolder, manifest);
    }

    private static Bundle openIn(BundleFiles files, Path dbFolder, Manifest manifest) {
        JdbcDatabase db = JdbcDatabase.openSqlite(dbFolder.resolve(manifest.file("corpus_db").path));
        try {
            return open(files, db);
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /** What {@link #checkModel} found. */
    public enum ModelCheck {
        /** The model given is the one the bundle's vectors were made with. */
        MATCHES,
        /**
         * The manifest records no {@code vectors.model_sha256} (a bundle from before it was recorded): nothing to
         * check against. Such a bundle was delivered with its model; say so if the app logs the check.
         */
        NOT_RECORDED
    }

    /**
     * Refuses a model other than the one this bundle's vectors were made with: see
     * {@link #checkModel(Manifest, ModelInfo)}.
     */
    public ModelCheck checkModel(ModelInfo model) {
        return checkModel(manifest, model);
    }

    /** Refuses a model, given by its file's SHA-256, other than the one this bundle's vectors were made with. */
    public ModelCheck checkModel(String modelSha256) {
        return checkModel(manifest, modelSha256);
    }

    /**
     * Whether {@code model} (a model pack's model.json) is the model the vectors of {@code manifest} were made
     * with ({@code vectors.model_sha256}). Run it before any question, and before corpus.db is opened if you like
     * (it reads the manifest only). Why: when the corpus and the model are delivered and updated apart, a device
     * can hold a corpus of one release and a model of another; a question embedded by another model is compared
     * with vectors of another space, and nothing fails, the passages are just wrong. A BundleException naming
     * manifest.json and both SHA-256 values when they differ; {@link ModelCheck#NOT_RECORDED} when the manifest
     * records none.
     */
    public static ModelCheck checkModel(Manifest manifest, ModelInfo model) {
        return check(manifest, model.sha256, "the model pack's " + ModelInfo.FILE + " (" + model.file + ")");
    }

    /**
     * {@link #checkModel(Manifest, ModelInfo)} with the model file's SHA-256 (hex; an IllegalArgumentException
     * when it is not 64 hex digits).
     */
    public static ModelCheck checkModel(Manifest manifest, String modelSha256) {
        return check(manifest, Sha256.parse(modelSha256, "the model's SHA-256"), "the model given");
    }

    private static ModelCheck check(Manifest manifest, String given, String what) {
        String expected = manifest.vectorsModelSha256();
        if (expected == null) {
            return ModelCheck.NOT_RECORDED;
        }
        if (!expected.equals(given)) {
            Manifest.Release release = manifest.release();
            throw new BundleException(Manifest.FILE, "the vectors were made with the model of SHA-256 "
                    + Sha256.shortForm(expected) + (release == null ? "" : " (release " + release.version + ")")
                    + ", not " + what + ", SHA-256 " + Sha256.shortForm(given)
                    + ": deliver the corpus and the model of the same release");
        }
        return ModelCheck.MATCHES;
    }

    public Manifest manifest() {
        return manifest;
    }

    /** Every chunk, in row order (position i is the i-th row of corpus.db's chunks). */
    public List<ChunkRef> chunks() {
        return chunks;
    }

    Database corpusDb() {
        return corpusDb;
    }

    VectorIndex vectors() {
        return vectors;
    }

    /** The bundled SentencePiece tokenizer ({@code tokenizer.file}), read on first use. */
    public synchronized Tokenizer tokenizer() {
        if (tokenizer == null) {
            String path = manifest.file("tokenizer").path;
            tokenizer = Tokenizer.load(path, files.readAll(path));
        }
        return tokenizer;
    }

    /**
     * The BM25 index of corpus.db's tables for {@code stemmer} (null: an unstemmed bundle), or null when it has no
     * tables: read once (every row's length) and shared by the searchers made on this bundle.
     */
    synchronized Bm25Index bm25(Analyzer.Stemmer stemmer) {
        if (!bm25Read || stemmer != bm25Stemmer) {
            bm25 = Bm25Index.open(this, stemmer);
            bm25Stemmer = stemmer;
            bm25Read = true;
        }
        return bm25;
    }

    /**
     * What differs between the files and the manifest: for each file, "{path}: ..." when it is missing, its
     * byte count or its SHA-256 is not the recorded one; and "manifest.json: ..." when the manifest lists a
     * model file other than the one its vectors were made with ({@code vectors.model_sha256}). Empty when the
     * copy is whole. Reads every byte (the model too): run it after copying or downloading a bundle, not at
     * every launch. For a bundle delivered as packs, pass {@link BundleFiles#folders(String...)}.
     */
    public static List<String> verify(BundleFiles files) {
        Manifest manifest = Manifest.read(files);
        List<String> violations = new ArrayList<>();
        String vectorsModel = manifest.vectorsModelSha256();
        if (vectorsModel != null && manifest.hasFile("model")
                && !manifest.file("model").sha256.equalsIgnoreCase(vectorsModel)) {
            Manifest.FileEntry model = manifest.file("model");
            violations.add(Manifest.FILE + ": lists the model " + model.path + " of SHA-256 "
                    + Sha256.shortForm(model.sha256) + ", but the vectors were made with the model of SHA-256 "
                    + Sha256.shortForm(vectorsModel) + " (vectors.model_sha256): rebuild the bundle");
        }
        for (Manifest.FileEntry entry : manifest.files()) {
            Sha256.check(files, entry.path, entry.bytes, entry.sha256, "the manifest", violations);
        }
        return violations;
    }

    /** Closes corpus.db (try-with-resources, Kotlin's {@code use}). */
    @Override
    public void close() {
        corpusDb.close();
    }

    private static List<ChunkRef> readChunks(Database db, String path) {
        // Schema 1 had no documents.title, schema 2 no chunks.page_label: such chunks have none.
        String title = db.hasColumn("documents", "title") ? "d.title" : "NULL";
        String label = db.hasColumn("chunks", "page_label") ? "c.page_label" : "NULL";
        List<ChunkRef> chunks = new ArrayList<>();
        db.query("SELECT c.row, c.id, c.chunk_id, d.source, c.page, " + label + ", c.line_from, c.line_to, c.section, "
                + title + ", c.text FROM chunks c JOIN documents d ON d.id = c.document ORDER BY c.row", List.of(),
                r -> chunks.add(new ChunkRef(r.getLong(0), r.getString(1), r.getString(2), r.getString(3),
                        (int) r.getLong(4), r.isNull(5) ? null : r.getString(5), (int) r.getLong(6),
                        (int) r.getLong(7), r.isNull(8) ? null : r.getString(8), r.isNull(9) ? null : r.getString(9),
                        r.getString(10))));
        if (chunks.isEmpty()) {
            throw new BundleException(path, "has no chunks");
        }
        return Collections.unmodifiableList(chunks);
    }

    private static VectorIndex readVectors(Database db, String path, List<ChunkRef> chunks, Manifest manifest) {
        String format = meta(db, path, "vector_format");
        int dims;
        try {
            dims = Integer.parseInt(meta(db, path, "dims"));
        } catch (NumberFormatException e) {
            throw new BundleException(path, "meta.dims is not a number");
        }
        if (dims != manifest.dims()) {
            throw new BundleException(path, "meta.dims is " + dims + ", the manifest's vectors.dims " + manifest.dims());
        }
        int n = chunks.size();
        boolean int8 = "int8".equals(format);
        if (!int8 && !"float32".equals(format)) {
            throw new BundleException(path, "unknown vector format " + format);
        }
        float[] floats = int8 ? null : new float[n * dims];
        byte[] codes = int8 ? new byte[n * dims] : null;
        float[] scales = int8 ? new float[n] : null;
        int[] at = {0};
        db.query("SELECT chunk, vector, scale FROM vectors ORDER BY chunk", List.of(), r -> {
            int i = at[0]++;
            if (i >= n || r.getLong(0) != chunks.get(i).row) {
                throw new BundleException(path, "the vectors table does not hold exactly one vector per chunk");
            }
            byte[] blob = r.getBlob(1);
            if (blob == null || blob.length != dims * (int8 ? 1 : 4)) {
                throw new BundleException(path, "vector of row " + r.getLong(0) + " has "
                        + (blob == null ? 0 : blob.length) + " bytes, expected " + dims * (int8 ? 1 : 4));
            }
            if (int8) {
                System.arraycopy(blob, 0, codes, i * dims, dims);
                if (r.isNull(2)) {
                    throw new BundleException(path, "int8 vector of row " + r.getLong(0) + " has no scale");
                }
                scales[i] = (float) r.getDouble(2);
            } else {
                ByteBuffer.wrap(blob).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(floats, i * dims, dims);
            }
        });
        if (at[0] != n) {
            throw new BundleException(path, "the vectors table does not hold exactly one vector per chunk");
        }
        return int8 ? VectorIndex.ofInt8(n, dims, codes, scales) : VectorIndex.ofFloats(n, dims, floats);
    }

    private static String meta(Database db, String path, String key) {
        String[] value = {null};
        db.query("SELECT value FROM meta WHERE key = ?", List.of(key), r -> value[0] = r.getString(0));
        if (value[0] == null) {
            throw new BundleException(path, "meta has no " + key);
        }
        return value[0];
    }
}
