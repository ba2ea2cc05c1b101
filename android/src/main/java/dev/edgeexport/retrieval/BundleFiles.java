package dev.edgeexport.retrieval;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a bundle's files are read from, by their manifest path: a folder on a JVM ({@link #folder}), an
 * Android app's assets ({@code name -> context.getAssets().open("bundle/" + name)}). SQLite files are
 * opened by the app itself (a {@link Database}), since SQLite needs a real file.
 */
public interface BundleFiles {
    /** The file's bytes, from the start; the caller closes the stream. */
    InputStream open(String path) throws IOException;

    /** A bundle folder: {@code android_assets/fr}. */
    static BundleFiles folder(Path folder) {
        return path -> Files.newInputStream(folder.resolve(path));
    }

    /** Every byte of {@code path}, or a BundleException naming it. */
    default byte[] readAll(String path) {
        try (InputStream in = open(path)) {
            // Not InputStream.readAllBytes: Android has it from API 33 only.
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) > 0; ) {
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new BundleException(path, "cannot read (" + e.getMessage() + ")");
        }
    }
}
