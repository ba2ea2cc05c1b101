package dev.edgeexport.retrieval;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A model pack's {@code model.json}: which .tflite the pack holds, its bytes and SHA-256, and its tokenizer's.
 * When the model (a Play AI pack) and the corpus (an asset pack) are delivered and updated apart, a device can
 * hold a corpus whose vectors another model made; nothing fails then, every answer is just wrong. The model
 * says which it is through this file, so that {@link Bundle#checkModel(Manifest, ModelInfo)} can refuse the
 * pair before a question is asked, and {@link #verify} can check the pack's bytes after a download.
 *
 * <pre>
 * {"format": "edge-export-model", "format_version": 1, "file": "&lt;model&gt;.tflite", "bytes": N, "sha256": "&lt;hex&gt;",
 *  "tokenizer": {"file": "sentencepiece.model", "sha256": "&lt;hex&gt;"}}
 * </pre>
 */
public final class ModelInfo {
    public static final String FILE = "model.json";
    public static final String FORMAT = "edge-export-model";
    /** The {@code format_version} this library reads; a newer one is refused (its meaning may have changed). */
    public static final int FORMAT_VERSION = 1;

    /** {@code file}: the model's file name in the pack folder (open it there: LiteRT takes a path). */
    public final String file;
    /** {@code bytes}: the model file's size. */
    public final long bytes;
    /** {@code sha256}, lower-case hex: what {@code vectors.model_sha256} of a matching corpus records. */
    public final String sha256;
    /** {@code tokenizer.file}: the SentencePiece model's file name in the pack folder. */
    public final String tokenizerFile;
    /** {@code tokenizer.sha256}, lower-case hex. */
    public final String tokenizerSha256;

    private ModelInfo(String file, long bytes, String sha256, String tokenizerFile, String tokenizerSha256) {
        this.file = file;
        this.bytes = bytes;
        this.sha256 = sha256;
        this.tokenizerFile = tokenizerFile;
        this.tokenizerSha256 = tokenizerSha256;
    }

    /**
     * The {@code model.json} in {@code files} (the model pack's folder: {@code BundleFiles.folders(modelDir)});
     * a BundleException naming model.json when it is missing, not JSON, or a field is missing or malformed.
     */
    public static ModelInfo read(BundleFiles files) {
        return parse(new String(files.readAll(FILE, Json.MAX_BYTES), StandardCharsets.UTF_8));
    }

    /** {@link #read}'s parsing, from the file's text. */
    static ModelInfo parse(String text) {
        try {
            Map<String, Object> root = Manifest.map(Json.parse(text), "the top level");
            if (!FORMAT.equals(root.get("format"))) {
                throw new IllegalArgumentException("format is " + root.get("format") + ", not " + FORMAT);
            }
            long version = count(root, "format_version", "format_version");
            if (version != FORMAT_VERSION) {
                throw new IllegalArgumentException("format_version " + version + ": this library reads version "
                        + FORMAT_VERSION + " (a newer library reads a newer model pack)");
            }
            Map<String, Object> tokenizer = Manifest.map(root.get("tokenizer"), "tokenizer");
            return new ModelInfo(fileName(root, "file"), count(root, "bytes", "bytes"),
                    Sha256.parse(root.get("sha256"), "sha256"), fileName(tokenizer, "tokenizer.file"),
                    Sha256.parse(tokenizer.get("sha256"), "tokenizer.sha256"));
        } catch (IllegalArgumentException | ClassCastException e) {
            throw new BundleException(FILE, "not an edge-export model description (" + e.getMessage() + ")");
        }
    }

    /**
     * What differs between the pack's files and this description: "{file}: ..." when the model or the tokenizer
     * is missing, or its size (the model's) or SHA-256 is not the recorded one; empty when the pack is whole.
     * Reads every byte of the model: run it after a download, not at every launch.
     */
    public List<String> verify(BundleFiles files) {
        List<String> violations = new ArrayList<>();
        Sha256.check(files, file, bytes, sha256, FILE, violations);
        Sha256.check(files, tokenizerFile, -1, tokenizerSha256, FILE, violations);  // no tokenizer size recorded
        return violations;
    }

    /** A field holding a whole number of at least 0. */
    private static long count(Map<String, Object> map, String key, String field) {
        Object value = map.get(key);
        if (!(value instanceof Long) || (Long) value < 0) {
            throw new IllegalArgumentException(field + " is not a whole number of at least 0: " + value);
        }
        return (Long) value;
    }

    /** A file name in the pack folder, by the bundle path rule ({@link BundlePath}). */
    private static String fileName(Map<String, Object> map, String field) {
        String key = field.substring(field.lastIndexOf('.') + 1);
        String name = Manifest.string(map, key, field);
        String problem = BundlePath.problem(name);
        if (problem != null) {
            throw new IllegalArgumentException(field + " is not a file name in the pack folder: " + problem);
        }
        return name;
    }
}
