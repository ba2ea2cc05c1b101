package dev.edgeexport.retrieval;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * manifest.json, read as the library needs it: the files with their bytes and SHA-256, the model's
 * signatures, the query prompt, the vectors' width and format, and the retrieval recipe. Every setting
 * comes from here, none from constants, so a bundle built with other settings is searched as it was built.
 */
public final class Manifest {
    public static final String FILE = "manifest.json";

    /** One entry of {@code files}: what the bundle holds and how to check it. */
    public static final class FileEntry {
        public final String path;
        public final String role;
        public final long bytes;
        public final String sha256;

        FileEntry(String path, String role, long bytes, String sha256) {
            this.path = path;
            this.role = role;
            this.bytes = bytes;
            this.sha256 = sha256;
        }
    }

    /**
     * {@code release}: the release a corpus and its model were delivered as. Written when the corpus (an asset
     * pack) and the model (an AI pack) are delivered and updated apart, so that an app, a log or a support
     * request can say which pair it has; the library checks the model by {@link #vectorsModelSha256()}.
     */
    public static final class Release {
        /** {@code release.version}: the release's name, as the publisher wrote it. */
        public final String version;
        /** {@code release.corpus_sha256}, lower-case hex. */
        public final String corpusSha256;
        /** {@code release.model_sha256}, lower-case hex: the model of this release. */
        public final String modelSha256;

        Release(String version, String corpusSha256, String modelSha256) {
            this.version = version;
            this.corpusSha256 = corpusSha256;
            this.modelSha256 = modelSha256;
        }
    }

    private final Map<String, Object> root;
    private final List<FileEntry> files = new ArrayList<>();
    private final List<Signature> signatures = new ArrayList<>();

    /** The longest model input a signature may take: more is damage (and an int[] of it would exhaust the heap). */
    static final int MAX_SEQ_LEN = 1 << 16;

    private Manifest(Map<String, Object> root) {
        this.root = root;
        List<Object> entries = list(root, "files");
        for (int i = 0; i < entries.size(); i++) {
            Map<String, Object> f = map(entries.get(i), "files[" + i + "]");
            // The path rule before any read: a path out of the folder names the entry, not the file it reaches.
            String path = BundlePath.checked(string(f, "path"), FILE, "files[" + i + "].path");
            files.add(new FileEntry(path, string(f, "role"), count(f, "bytes", Long.MAX_VALUE),
                    Sha256.parse(f.get("sha256"), "files[" + i + "].sha256")));
        }
        for (Object item : list(map(root.get("model"), "model"), "signatures")) {
            Map<String, Object> s = map(item, "model.signatures[]");
            signatures.add(new Signature(string(s, "name"), (int) count(s, "seq_len", MAX_SEQ_LEN), string(s, "input"),
                    string(s, "output")));
        }
    }

    /** The manifest in {@code files}; a BundleException naming manifest.json when it is missing or not one. */
    public static Manifest read(BundleFiles files) {
        String text = new String(files.readAll(FILE, Json.MAX_BYTES), StandardCharsets.UTF_8);
        try {
            Object parsed = Json.parse(text);
            Map<String, Object> root = map(parsed, "the top level");
            if (!"edge-export-bundle".equals(root.get("format"))) {
                throw new IllegalArgumentException("format is " + root.get("format") + ", not edge-export-bundle");
            }
            return new Manifest(root);
        } catch (IllegalArgumentException | ClassCastException e) {
            throw new BundleException(FILE, "not an edge-export manifest (" + e.getMessage() + ")");
        }
    }

    public List<FileEntry> files() {
        return Collections.unmodifiableList(files);
    }

    /** Whether the manifest lists a file of this role. */
    public boolean hasFile(String role) {
        for (FileEntry f : files) {
            if (f.role.equals(role)) {
                return true;
            }
        }
        return false;
    }

    /** The file of a role (corpus_db, fts_db, model, tokenizer, chunks_text); a BundleException when none. */
    public FileEntry file(String role) {
        for (FileEntry f : files) {
            if (f.role.equals(role)) {
                return f;
            }
        }
        throw new BundleException(FILE, "lists no " + role + " file");
    }

    /** The model's signatures in manifest order ({@code model.signatures}). */
    public List<Signature> signatures() {
        return Collections.unmodifiableList(signatures);
    }

    /**
     * The query prompt the bundle was measured with ({@code prompts.query}); a BundleException when it is longer
     * than {@link Bundle#MAX_NAME_CHARS} (the schema's limit: it is tokenised whole with every question).
     */
    public String queryPrompt() {
        return checked(() -> {
            String prompt = string(section("prompts"), "query");
            if (prompt.length() > Bundle.MAX_NAME_CHARS) {
                throw new IllegalArgumentException("prompts.query is over " + Bundle.MAX_NAME_CHARS + " characters");
            }
            return prompt;
        });
    }

    /** The width of the bundled vectors ({@code vectors.dims}): query vectors are cut to it and renormalised. */
    public int dims() {
        return checked(() -> number(section("vectors"), "dims").intValue());
    }

    /** The width of the model's output ({@code model.output_dim}). */
    public int outputDims() {
        return checked(() -> number(section("model"), "output_dim").intValue());
    }

    /** {@code float32} or {@code int8} ({@code vectors.format}). */
    public String vectorFormat() {
        return checked(() -> string(section("vectors"), "format"));
    }

    /**
     * {@code vectors.model_sha256}: the SHA-256 (lower-case hex) of the .tflite file the bundled vectors were made
     * with, or null when the manifest records none (a bundle from before it was recorded: its model cannot be
     * checked). A question embedded by any other model is compared with vectors of another space and finds
     * passages at random, without any error: {@link Bundle#checkModel(Manifest, ModelInfo)} refuses that pair.
     * A BundleException naming manifest.json when the value is there but no SHA-256.
     */
    public String vectorsModelSha256() {
        return vectorsSha256("model_sha256");
    }

    /**
     * {@code vectors.tokenizer_sha256}: the tokenizer file the vectors were made with (a restricted table's model reads
     * its own, which re-splits the pieces the table dropped), lower-case hex; null when the manifest records none.
     */
    public String vectorsTokenizerSha256() {
        return vectorsSha256("tokenizer_sha256");
    }

    private String vectorsSha256(String key) {
        return checked(() -> {
            Object vectors = root.get("vectors");
            Object value = vectors == null ? null : map(vectors, "vectors").get(key);
            return value == null ? null : Sha256.parse(value, "vectors." + key);
        });
    }

    /**
     * {@code release} (version, corpus and model SHA-256), or null when the manifest records none (a bundle
     * delivered whole, or from before releases were recorded). A BundleException naming manifest.json when it
     * is there but lacks a field or has one of the wrong form.
     */
    public Release release() {
        return checked(() -> {
            Object value = root.get("release");
            if (value == null) {
                return null;
            }
            Map<String, Object> release = map(value, "release");
            return new Release(string(release, "version", "release.version"),
                    Sha256.parse(release.get("corpus_sha256"), "release.corpus_sha256"),
                    Sha256.parse(release.get("model_sha256"), "release.model_sha256"));
        });
    }

    /** The recorded retrieval defaults ({@code retrieval}); an empty map for a bundle that records none. */
    public Map<String, Object> retrieval() {
        return checked(() -> {
            Object r = root.get("retrieval");
            return r == null ? Collections.<String, Object>emptyMap() : map(r, "retrieval");
        });
    }

    /** The whole parsed manifest, for anything else an app wants to show (corpus, parity, tool version). */
    public Map<String, Object> json() {
        return Collections.unmodifiableMap(root);
    }

    /** A field read after {@link #read}: a missing or mistyped one is a BundleException naming manifest.json. */
    private static <T> T checked(java.util.function.Supplier<T> field) {
        try {
            return field.get();
        } catch (IllegalArgumentException | ClassCastException e) {
            throw new BundleException(FILE, e.getMessage());
        }
    }

    private Map<String, Object> section(String key) {
        return map(root.get(key), key);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object value, String what) {
        if (!(value instanceof Map)) {
            throw new IllegalArgumentException(what + " is not an object");
        }
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Map<String, Object> map, String key) {
        Object value = map.get(key);
        if (!(value instanceof List)) {
            throw new IllegalArgumentException(key + " is not a list");
        }
        return (List<Object>) value;
    }

    static String string(Map<String, Object> map, String key) {
        Object value = map.get(key);
        if (!(value instanceof String)) {
            throw new IllegalArgumentException(key + " is not a string");
        }
        return (String) value;
    }

    /** {@link #string(Map, String)}, naming the field by its whole path ({@code release.version}) when it is not one. */
    static String string(Map<String, Object> map, String key, String field) {
        Object value = map.get(key);
        if (!(value instanceof String)) {
            throw new IllegalArgumentException(field + " is not a string");
        }
        return (String) value;
    }

    /** A whole number in [0, max] (a JSON integer, no fraction). */
    static long count(Map<String, Object> map, String key, long max) {
        Object value = map.get(key);
        if (!(value instanceof Long) || (Long) value < 0 || (Long) value > max) {
            throw new IllegalArgumentException(key + " is not a whole number from 0 to " + max + ": " + value);
        }
        return (Long) value;
    }

    static Number number(Map<String, Object> map, String key) {
        Object value = map.get(key);
        if (!(value instanceof Number)) {
            throw new IllegalArgumentException(key + " is not a number");
        }
        return (Number) value;
    }
}
