package dev.edgeexport.retrieval;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a bundle's files are read from, by their manifest path: a folder on a JVM ({@link #folder}), an
 * Android app's assets ({@code name -> context.getAssets().open("bundle/" + name)}), or the folders of a
 * bundle delivered as a corpus pack (or several, for a corpus over one pack's limit) and a model pack
 * ({@link #folders(String...)}). SQLite files are opened by
 * the app itself (a {@link Database}), since SQLite needs a real file. vectors.bin is memory-mapped where the
 * source can give it as a {@link FileRegion} ({@link #region}), else read into the heap.
 */
public interface BundleFiles {
    /**
     * The file's bytes, from the start; the caller closes the stream. A file that is not there is a
     * {@link FileNotFoundException} or {@link NoSuchFileException} ({@link #firstOf} then looks further).
     */
    InputStream open(String path) throws IOException;

    /**
     * The file as a region of a file the library can memory-map (vectors.bin: its heap then does not grow with the
     * corpus), or null when this source gives streams only: the library then reads the file into the heap, which
     * holds a small bundle but not a large one. A folder's files ({@link #folder}, {@link #folders(String...)})
     * are mapped; an app's assets are when the app returns {@code AssetManager.openFd}'s region (docs/android/library.md,
     * section 2). A file that is not there: as {@link #open}. The library closes the region.
     */
    default FileRegion region(String path) throws IOException {
        return null;
    }

    /** A bundle folder: {@code android_assets/fr}. */
    static BundleFiles folder(Path folder) {
        return new BundleFiles() {
            @Override
            public InputStream open(String path) throws IOException {
                return Files.newInputStream(BundlePath.inside(folder, path));
            }

            @Override
            public FileRegion region(String path) throws IOException {
                return FileRegion.whole(FileChannel.open(BundlePath.inside(folder, path), StandardOpenOption.READ));
            }
        };
    }

    /**
     * A bundle whose files are split across folders, each file read from the first folder that has it: the
     * corpus pack's folder first (or the corpus packs' folders, for a corpus split over several asset packs),
     * then the model pack's. The manifest names every file of the bundle (corpus.db, the model, the tokenizer)
     * by a bare path, and since the corpus and the model are delivered apart (asset packs and an AI pack, each
     * updated on its own), those paths now live in any of the folders.
     */
    static BundleFiles folders(Path... folders) {
        List<BundleFiles> sources = new ArrayList<>();
        for (Path folder : folders) {
            sources.add(folder(folder));
        }
        return firstOf(sources, List.of(folders).toString());
    }

    /**
     * {@link #folders(Path...)} from folder paths as Android gives them ({@code AssetPackLocation.assetsPath()},
     * {@code AiPackLocation.assetsPath()}: absolute, with or without a trailing {@code /}), read with
     * {@code java.io.File}: an app's way to read a bundle delivered as packs, on any Android version.
     */
    static BundleFiles folders(String... folders) {
        List<BundleFiles> sources = new ArrayList<>();
        for (String folder : folders) {
            File dir = new File(folder);
            sources.add(new BundleFiles() {
                @Override
                public InputStream open(String path) throws IOException {
                    return new FileInputStream(BundlePath.inside(dir, path));
                }

                @Override
                public FileRegion region(String path) throws IOException {
                    return FileRegion.whole(new FileInputStream(BundlePath.inside(dir, path)).getChannel());
                }
            });
        }
        return firstOf(sources, List.of(folders).toString());
    }

    /**
     * Each file from the first of {@code sources} that has it (a corpus in the app's assets, the model in a
     * pack folder); a file none has is a FileNotFoundException. Any other error of a source is not hidden.
     */
    static BundleFiles firstOf(BundleFiles... sources) {
        return firstOf(List.of(sources), sources.length + " sources");
    }

    private static BundleFiles firstOf(List<BundleFiles> sources, String where) {
        if (sources.isEmpty()) {
            throw new IllegalArgumentException("no folder or source to read a bundle from");
        }
        return new BundleFiles() {
            @Override
            public InputStream open(String path) throws IOException {
                for (BundleFiles source : sources) {
                    try {
                        return source.open(path);
                    } catch (FileNotFoundException | NoSuchFileException e) {
                        // not in this one: the next
                    }
                }
                throw new FileNotFoundException("in none of " + where);
            }

            /** The first source's that has the file; null when that source gives streams only (open() reads it). */
            @Override
            public FileRegion region(String path) throws IOException {
                for (BundleFiles source : sources) {
                    try {
                        FileRegion region = source.region(path);
                        if (region == null) {
                            source.open(path).close();  // there (else not found): open() reads it from this source
                        }
                        return region;
                    } catch (FileNotFoundException | NoSuchFileException e) {
                        // not in this one: the next
                    }
                }
                throw new FileNotFoundException("in none of " + where);
            }
        };
    }

    /**
     * Every byte of {@code path}, at most {@code maxBytes} of them (a damaged or hostile file may be of any size,
     * or endless as /dev/zero), or a BundleException naming it.
     */
    default byte[] readAll(String path, long maxBytes) {
        try (InputStream in = open(path)) {
            // Not InputStream.readAllBytes: Android has it from API 33 only.
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] buffer = new byte[1 << 16];
            long total = 0;
            for (int n; (n = in.read(buffer)) > 0; ) {
                total += n;
                if (total > maxBytes) {
                    throw new BundleException(path, "over " + maxBytes + " bytes: not a file of a bundle");
                }
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new BundleException(path, "cannot read (" + e.getMessage() + ")");
        }
    }
}
