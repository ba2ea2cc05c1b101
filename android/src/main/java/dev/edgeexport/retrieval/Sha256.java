package dev.edgeexport.retrieval;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Locale;

/**
 * SHA-256 as edge-export writes it (lower-case hex, Python's {@code hexdigest()}): hashing a file, checking a
 * recorded value's form, and the short form errors quote. One place, since manifest.json, model.json and the
 * model check all compare these strings.
 */
final class Sha256 {
    /** Hex digits an error message quotes of a SHA-256: enough to tell two files apart at a glance. */
    static final int SHORT = 12;

    private Sha256() {
    }

    /**
     * {@code value} as lower-case hex; an IllegalArgumentException naming {@code field} when it is not 64 hex
     * digits (the caller turns it into a BundleException naming its file).
     */
    static String parse(Object value, String field) {
        if (!(value instanceof String) || !isHex((String) value)) {
            throw new IllegalArgumentException(field + " is not a SHA-256 (64 hex digits): " + value);
        }
        return ((String) value).toLowerCase(Locale.ROOT);
    }

    static boolean isHex(String value) {
        if (value.length() != 64) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            if (Character.digit(value.charAt(i), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The first {@link #SHORT} hex digits, as errors quote a SHA-256. */
    static String shortForm(String sha256) {
        return sha256.length() <= SHORT ? sha256 : sha256.substring(0, SHORT);
    }

    static String hex(byte[] bytes) {
        StringBuilder out = new StringBuilder(bytes.length * 2);
        for (byte b : bytes) {
            out.append(Character.forDigit((b >> 4) & 15, 16)).append(Character.forDigit(b & 15, 16));
        }
        return out.toString();
    }

    static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }

    /**
     * Reads {@code path} through {@code files} and adds to {@code violations} what differs from the byte count
     * and SHA-256 that {@code recordedBy} ("the manifest", "model.json") records: "{path}: ..." (missing,
     * unreadable, other size, other hash); {@code bytes} -1: no size recorded. Reads every byte.
     */
    static void check(BundleFiles files, String path, long bytes, String sha256, String recordedBy,
            List<String> violations) {
        try (InputStream in = files.open(path)) {
            MessageDigest digest = digest();
            byte[] buffer = new byte[1 << 16];
            long total = 0;
            for (int n; (n = in.read(buffer)) > 0; total += n) {
                digest.update(buffer, 0, n);
            }
            if (bytes >= 0 && total != bytes) {
                violations.add(path + ": " + total + " bytes, " + recordedBy + " says " + bytes);
            }
            String sha = hex(digest.digest());
            if (!sha.equalsIgnoreCase(sha256)) {
                violations.add(path + ": SHA-256 " + sha + ", " + recordedBy + " says " + sha256);
            }
        } catch (IOException e) {
            violations.add(path + ": cannot read (" + e.getMessage() + ")");
        }
    }
}
