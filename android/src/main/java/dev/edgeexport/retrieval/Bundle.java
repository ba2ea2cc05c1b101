package dev.edgeexport.retrieval;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

/**
 * A bundle opened for search: its manifest, vectors.bin mapped (the vectors, their sign codes, each row's document
 * and page, the moments: schemas/vector-file.md), corpus.db's document names, and the tokenizer. A chunk's citation
 * and text are read from corpus.db when a hit needs them ({@link #chunk}): nothing held grows with the corpus but
 * the document names. Reads corpus.db's plain tables only (chunks, documents and the BM25 tables), so a stock
 * Android SQLite serves it.
 */
public final class Bundle implements AutoCloseable {
    /**
     * The longest chunk text and document name, section, title or page label read from corpus.db (edge-export's
     * retrieval/bundle.py has the same): a chunk is a few hundred tokens, so a longer one is damage, refused before
     * it is read into the heap.
     */
    static final int MAX_TEXT_CHARS = 1_000_000;
    static final int MAX_NAME_CHARS = 4096;
    private final Manifest manifest;
    private final BundleFiles files;
    private final Database corpusDb;
    private final String corpusDbPath;
    private final int chunkCount;
    private final String chunkQuery;
    private final VectorFile vectorFile;
    private final VectorIndex vectors;
    private final Documents documents;
    private final List<ChunkRef> chunks;
    private Tokenizer tokenizer;
    private Bm25Index bm25;  // read once and shared by this bundle's searchers (see bm25())
    private Analyzer.Stemmer bm25Stemmer;
    private boolean bm25Read;
    private int widestPage;  // 0: not counted yet

    private Bundle(Manifest manifest, BundleFiles files, Database corpusDb, String corpusDbPath, int chunkCount,
                   VectorFile vectorFile, Documents documents) {
        this.manifest = manifest;
        this.files = files;
        this.corpusDb = corpusDb;
        this.corpusDbPath = corpusDbPath;
        this.chunkCount = chunkCount;
        this.vectorFile = vectorFile;
        this.vectors = new VectorIndex(vectorFile);
        this.documents = documents;
        // Schema 1 had no documents.title, schema 2 no chunks.page_label: such chunks have none.
        String title = corpusDb.hasColumn("documents", "title") ? "d.title" : "NULL";
        String label = corpusDb.hasColumn("chunks", "page_label") ? "c.page_label" : "NULL";
        this.chunkQuery = "SELECT c.row, " + bounded("c.id", MAX_NAME_CHARS) + ", " + bounded("c.chunk_id", MAX_NAME_CHARS)
                + ", " + bounded("d.source", MAX_NAME_CHARS) + ", c.page, " + bounded(label, MAX_NAME_CHARS)
                + ", c.line_from, c.line_to, " + bounded("c.section", MAX_NAME_CHARS) + ", "
                + bounded(title, MAX_NAME_CHARS) + ", " + bounded("c.text", MAX_TEXT_CHARS)
                + ", typeof(c.page) || typeof(c.line_from) || typeof(c.line_to)"
                + " FROM chunks c JOIN documents d ON d.id = c.document WHERE c.row = ?";
        this.chunks = new AbstractList<ChunkRef>() {
            @Override
            public ChunkRef get(int position) {
                return chunk(position);
            }

            @Override
            public int size() {
                return Bundle.this.chunkCount;
            }
        };
    }

    /**
     * The bundle whose files {@code files} reads, with {@code corpusDb} the app's open copy of its corpus.db
     * (SQLite needs a file: docs/android/library.md, section 2). The database stays open for BM25 queries; close it with
     * {@link #close()}.
     */
    public static Bundle open(BundleFiles files, Database corpusDb) {
        Manifest manifest = Manifest.read(files);
        checkSizes(files, manifest);
        String db = manifest.file("corpus_db").path;
        if (!manifest.hasFile("vectors")) {
            throw new BundleException(Manifest.FILE, "lists no vectors file (a bundle built before vectors.bin): "
                    + "rebuild it with `edge-export bundle`");
        }
        int count = chunkCount(corpusDb, db);
        String path = manifest.file("vectors").path;
        VectorFile vectorFile = VectorFile.open(files, path);
        if (vectorFile.rows != count) {
            throw new BundleException(path, "holds " + vectorFile.rows + " vectors for the " + count
                    + " chunks of " + db);
        }
        if (vectorFile.dims != manifest.dims()) {
            throw new BundleException(path, "holds " + vectorFile.dims + "-dimension vectors, the manifest's "
                    + "vectors.dims is " + manifest.dims());
        }
        return new Bundle(manifest, files, corpusDb, db, count, vectorFile, Documents.read(corpusDb, db));
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
     * (docs/android/library.md, section 2).
     */
    public static Bundle openFolders(Path corpusFolder, Path modelFolder) {
        return openFolders(List.of(corpusFolder), modelFolder);
    }

    /**
     * {@link #openFolders(Path, Path)} for a corpus split over several asset packs (edge-export android-packs
     * splits a corpus over Play's 1.5 GB for one pack): their folders, the first pack's first (the one with
     * manifest.json and corpus.db, where corpus.db is opened), then the model pack's. Each file is read from the
     * first folder that has it.
     */
    public static Bundle openFolders(List<Path> corpusFolders, Path modelFolder) {
        List<Path> folders = new ArrayList<>(corpusFolders);
        folders.add(modelFolder);
        BundleFiles files = BundleFiles.folders(folders.toArray(new Path[0]));
        Manifest manifest = Manifest.read(files);
        checkModel(manifest, ModelInfo.read(BundleFiles.folder(modelFolder)));
        return openIn(files, corpusFolders.get(0), manifest);
    }

    private static Bundle openIn(BundleFiles files, Path dbFolder, Manifest manifest) {
        String path = manifest.file("corpus_db").path;
        JdbcDatabase db;
        try {
            db = JdbcDatabase.openSqlite(BundlePath.inside(dbFolder, path));
        } catch (IOException e) {
            throw new BundleException(path, "cannot open (" + e + ")");
        }
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
     * with ({@code vectors.model_sha256}), with the tokenizer they were made with ({@code vectors.tokenizer_sha256},
     * when recorded). Run it before any question, and before corpus.db is opened if you like (it reads the manifest
     * only). Why: when the corpus and the model are delivered and updated apart, a device can hold a corpus of one
     * release and a model of another; a question embedded by another model is compared with vectors of another
     * space, and nothing fails, the passages are just wrong. A BundleException naming manifest.json and both SHA-256
     * values when they differ; {@link ModelCheck#NOT_RECORDED} when the manifest records no model.
     */
    public static ModelCheck checkModel(Manifest manifest, ModelInfo model) {
        ModelCheck result = check(manifest, model.sha256,
                "the model pack's " + ModelInfo.FILE + " (" + model.file + ")");
        String tokenizer = manifest.vectorsTokenizerSha256();
        if (tokenizer != null && !tokenizer.equals(model.tokenizerSha256)) {
            throw new BundleException(Manifest.FILE, "the vectors were made with the tokenizer of SHA-256 "
                    + Sha256.shortForm(tokenizer) + ", not the model pack's " + ModelInfo.FILE + " tokenizer ("
                    + model.tokenizerFile + "), SHA-256 " + Sha256.shortForm(model.tokenizerSha256)
                    + ": deliver the corpus and the model of the same release");
        }
        return result;
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

    /**
     * Every chunk, in row order (position i is the chunk of corpus.db's {@code chunks.row} i + 1), as a list read
     * lazily: {@code get(i)} is {@link #chunk}(i), one query to corpus.db each time, nothing kept. Its size is the
     * chunk count; going through it all reads every chunk one by one.
     */
    public List<ChunkRef> chunks() {
        return chunks;
    }

    /** How many chunks the bundle has (the rows of corpus.db's chunks, and of vectors.bin). */
    public int chunkCount() {
        return chunkCount;
    }

    /**
     * The chunk at {@code position} (0-based: {@code chunks.row} = position + 1): its citation and text, read from
     * corpus.db now. An IndexOutOfBoundsException outside [0, chunkCount()).
     */
    public ChunkRef chunk(int position) {
        if (position < 0 || position >= chunkCount) {
            throw new IndexOutOfBoundsException("chunk position " + position + " of " + chunkCount);
        }
        ChunkRef[] found = {null};
        String[] types = {null};
        corpusDb.query(chunkQuery, List.of((long) position + 1), r -> {
            types[0] = r.getString(11);
            found[0] = new ChunkRef(r.getLong(0), r.getString(1), r.getString(2), r.getString(3), (int) r.getLong(4),
                    r.isNull(5) ? null : r.getString(5), (int) r.getLong(6), (int) r.getLong(7),
                    r.isNull(8) ? null : r.getString(8), r.isNull(9) ? null : r.getString(9), r.getString(10));
        });
        ChunkRef chunk = found[0];
        if (chunk == null) {
            throw new BundleException(corpusDbPath, "has no chunk of row " + (position + 1));
        }
        if (chunk.id == null || chunk.chunkId == null || chunk.document == null || chunk.text == null
                || !"integerintegerinteger".equals(types[0])) {
            throw new BundleException(corpusDbPath, "the chunk of row " + (position + 1) + " is damaged: a NULL, "
                    + "a value of another type, or a text over " + MAX_TEXT_CHARS + " characters");
        }
        return chunk;
    }

    Database corpusDb() {
        return corpusDb;
    }

    VectorFile vectorFile() {
        return vectorFile;
    }

    VectorIndex vectors() {
        return vectors;
    }

    Documents documents() {
        return documents;
    }

    /**
     * The most chunks one page has: a page's chunks are consecutive rows (chunk ids run by document, page,
     * sequence), so the longest run of equal (document, page) in vectors.bin. Counted on first use (bm25_pages).
     */
    synchronized int widestPage() {
        if (widestPage == 0) {
            int widest = 1;
            for (int row = 1, run = 1; row < vectorFile.rows; row++) {
                boolean same = vectorFile.document(row) == vectorFile.document(row - 1)
                        && vectorFile.page(row) == vectorFile.page(row - 1);
                run = same ? run + 1 : 1;
                widest = Math.max(widest, run);
            }
            widestPage = widest;
        }
        return widestPage;
    }

    /** The bundled SentencePiece tokenizer ({@code tokenizer.file}), read on first use. */
    public synchronized Tokenizer tokenizer() {
        if (tokenizer == null) {
            Manifest.FileEntry entry = manifest.file("tokenizer");
            byte[] data = files.readAll(entry.path, entry.bytes);
            if (data.length != entry.bytes) {
                throw new BundleException(entry.path, data.length + " bytes, the manifest says " + entry.bytes);
            }
            tokenizer = Tokenizer.load(entry.path, data);
        }
        return tokenizer;
    }

    /**
     * The BM25 index of corpus.db's tables for {@code stemmer} (null: the library's), or null when it has no
     * tables: opened once (one aggregate of bm25_rows) and shared by the searchers made on this bundle.
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
     * model or tokenizer file other than the one its vectors were made with ({@code vectors.model_sha256},
     * {@code vectors.tokenizer_sha256}). Empty when the
     * copy is whole. Reads every byte (the model too): run it after copying or downloading a bundle, not at
     * every launch. For a bundle delivered as packs, pass {@link BundleFiles#folders(String...)}.
     */
    public static List<String> verify(BundleFiles files) {
        Manifest manifest = Manifest.read(files);
        List<String> violations = new ArrayList<>();
        madeWith(manifest, "model", manifest.vectorsModelSha256(), violations);
        madeWith(manifest, "tokenizer", manifest.vectorsTokenizerSha256(), violations);
        for (Manifest.FileEntry entry : manifest.files()) {
            Sha256.check(files, entry.path, entry.bytes, entry.sha256, "the manifest", violations);
        }
        return violations;
    }

    /**
     * "manifest.json: ..." when the manifest lists a {@code role} file ("model", "tokenizer") other than the one the
     * vectors were made with.
     */
    private static void madeWith(Manifest manifest, String role, String vectorsSha256, List<String> violations) {
        if (vectorsSha256 != null && manifest.hasFile(role)
                && !manifest.file(role).sha256.equalsIgnoreCase(vectorsSha256)) {
            Manifest.FileEntry listed = manifest.file(role);
            violations.add(Manifest.FILE + ": lists the " + role + " " + listed.path + " of SHA-256 "
                    + Sha256.shortForm(listed.sha256) + ", but the vectors were made with the " + role + " of SHA-256 "
                    + Sha256.shortForm(vectorsSha256) + " (vectors." + role + "_sha256): rebuild the bundle");
        }
    }

    /**
     * Each listed file's size against the manifest, where {@code files} gives a file's size without reading it
     * (a region: a folder, an uncompressed asset): a truncated or grown download is refused at open, not only by
     * {@link #verify}. A file not there is left to the reader that needs it (a pack may not be delivered yet).
     */
    private static void checkSizes(BundleFiles files, Manifest manifest) {
        for (Manifest.FileEntry entry : manifest.files()) {
            try (FileRegion region = files.region(entry.path)) {
                if (region != null && region.length() != entry.bytes) {
                    throw new BundleException(entry.path, region.length() + " bytes, the manifest says "
                            + entry.bytes + ": a damaged or partial copy (verify after every download)");
                }
            } catch (FileNotFoundException | NoSuchFileException e) {
                // checked by whoever reads it
            } catch (IOException e) {
                throw new BundleException(entry.path, "cannot read (" + e + ")");
            }
        }
    }

    /** {@code expression} as SQL, NULL when it is a blob or a text over {@code limit} characters (never read whole). */
    private static String bounded(String expression, int limit) {
        if (expression.equals("NULL")) {
            return expression;
        }
        return "CASE WHEN typeof(" + expression + ") = 'blob' OR length(" + expression + ") > " + limit
                + " THEN NULL ELSE " + expression + " END";
    }

    /** Closes corpus.db (try-with-resources, Kotlin's {@code use}). */
    @Override
    public void close() {
        corpusDb.close();
    }

    /**
     * corpus.db's chunk count, its rows checked to be 1..N (row i + 1 is vectors.bin's row i): one aggregate, no
     * chunk read.
     */
    private static int chunkCount(Database db, String path) {
        long[] counted = {0, 0, 0};
        db.query("SELECT count(*), coalesce(min(row), 0), coalesce(max(row), 0) FROM chunks", List.of(), r -> {
            counted[0] = r.getLong(0);
            counted[1] = r.getLong(1);
            counted[2] = r.getLong(2);
        });
        if (counted[0] == 0) {
            throw new BundleException(path, "has no chunks");
        }
        if (counted[1] != 1 || counted[2] != counted[0] || counted[0] > Integer.MAX_VALUE) {
            throw new BundleException(path, "chunks.row runs from " + counted[1] + " to " + counted[2] + " for "
                    + counted[0] + " chunks, not 1 to N: rebuild it with `edge-export bundle`");
        }
        return (int) counted[0];
    }
}
