package dev.edgeexport.retrieval;

import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The bundle path rule (edge-export's bundle/files.py): every file a manifest.json, model.json or packs.json
 * names is a plain relative path inside the bundle's folder or folders. A bundle is downloaded, so its manifest is
 * untrusted: a {@code ..}, an absolute path or a symlink would have the library read any file of the app (or
 * {@code /dev/zero}, which never ends). Checked on the name before any read, and on the real path before a file
 * is opened.
 */
final class BundlePath {
    private BundlePath() {
    }

    /** Why {@code relative} is not a plain relative path inside a folder; null when it is. */
    static String problem(String relative) {
        if (relative == null || relative.isEmpty()) {
            return "'" + relative + "' is not a file name";
        }
        if (relative.indexOf('\0') >= 0 || relative.indexOf('\\') >= 0) {
            return "'" + relative + "' holds a NUL or a backslash";
        }
        if (relative.startsWith("/") || (relative.length() > 1 && relative.charAt(1) == ':')) {
            return "'" + relative + "' is an absolute path";
        }
        for (String part : relative.split("/", -1)) {
            if (part.isEmpty() || part.equals(".") || part.equals("..")) {
                return "'" + relative + "' is not a plain relative path (an empty, '.' or '..' part)";
            }
        }
        return null;
    }

    /** {@code relative} when it passes {@link #problem}; else a BundleException naming {@code file} and {@code entry}. */
    static String checked(String relative, String file, String entry) {
        String problem = problem(relative);
        if (problem != null) {
            throw new BundleException(file, entry + ": " + problem);
        }
        return relative;
    }

    /**
     * {@code folder}'s file {@code relative} once its real path (symlinks followed) is a regular file inside the
     * folder's real path; a NoSuchFileException when it is not there (a bundle split over folders looks further),
     * a BundleException naming it when it leads out of the folder or is not a regular file.
     */
    static Path inside(Path folder, String relative) throws IOException {
        checked(relative, relative, "a bundle file");
        Path path = folder.resolve(relative);
        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            throw new NoSuchFileException(path.toString());
        }
        Path real;
        try {
            real = path.toRealPath();
        } catch (NoSuchFileException e) {
            throw new BundleException(relative, "a symlink to nothing");
        }
        if (!real.startsWith(folder.toRealPath())) {
            throw new BundleException(relative, "leads out of the bundle folder (to " + real + ")");
        }
        if (!Files.isRegularFile(real)) {
            throw new BundleException(relative, "is not a regular file");
        }
        return real;
    }

    /**
     * {@link #inside(Path, String)} with {@code java.io.File} (Android before API 26 has no java.nio.file): a
     * FileNotFoundException when it is not there.
     */
    static File inside(File folder, String relative) throws IOException {
        checked(relative, relative, "a bundle file");
        File file = new File(folder, relative);
        File real = file.getCanonicalFile();
        if (!real.exists()) {
            throw new FileNotFoundException(file.getPath());
        }
        String root = folder.getCanonicalPath();
        if (!real.getPath().startsWith(root.endsWith(File.separator) ? root : root + File.separator)) {
            throw new BundleException(relative, "leads out of the bundle folder (to " + real + ")");
        }
        if (!real.isFile()) {
            throw new BundleException(relative, "is not a regular file");
        }
        return real;
    }
}
