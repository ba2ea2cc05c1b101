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

    private final Map<String, Object> root;
    private final List<FileEntry> files = new ArrayList<>();
    private final List<Signature> signatures = new ArrayList<>();

    private Manifest(Map<String, Object> root) {
        this.root = root;
        for (Object item : list(root, "files")) {
            Map<String, Object> f = map(item, "files[]");
            files.add(new FileEntry(string(f, "path"), string(f, "role"), number(f, "bytes").longValue(),
                    string(f, "sha256")));
        }
        for (Object item : list(map(root.get("model"), "model"), "signatures")) {
            Map<String, Object> s = map(item, "model.signatures[]");
            signatures.add(new Signature(string(s, "name"), number(s, "seq_len").intValue(), string(s, "input"),
                    string(s, "output")));
        }
    }

    /** The manifest in {@code files}; a BundleException naming manifest.json when it is missing or not one. */
    public static Manifest read(BundleFiles files) {
        String text = new String(files.readAll(FILE), StandardCharsets.UTF_8);
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

    /** The query prompt the bundle was measured with ({@code prompts.query}). */
    public String queryPrompt() {
        return checked(() -> string(section("prompts"), "query"));
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

    /** The recorded retrieval defaults ({@code retrieval}); an empty map for a bundle that records none. */
    public Map<String, Object> retrieval() {
        Object r = root.get("retrieval");
        return r == null ? Collections.emptyMap() : map(r, "retrieval");
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

    static Number number(Map<String, Object> map, String key) {
        Object value = map.get(key);
        if (!(value instanceof Number)) {
            throw new IllegalArgumentException(key + " is not a number");
        }
        return (Number) value;
    }
}
