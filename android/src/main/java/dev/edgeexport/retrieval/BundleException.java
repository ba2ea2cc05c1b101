package dev.edgeexport.retrieval;

import java.nio.file.Path;

/** A bundle file that is missing, unreadable or not what its manifest says: "{path}: {reason}", as edge-export's errors. */
public final class BundleException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String file;

    public BundleException(String file, String reason) {
        super(file + ": " + reason);
        this.file = file;
    }

    public BundleException(Path file, String reason) {
        this(String.valueOf(file), reason);
    }

    /** The file the error is about. */
    public String file() {
        return file;
    }
}
