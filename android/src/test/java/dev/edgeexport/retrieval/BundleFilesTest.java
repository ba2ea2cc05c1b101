package dev.edgeexport.retrieval;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/** A bundle split across a corpus pack's folder and a model pack's: each file from the first folder that has it. */
public class BundleFilesTest {
    private Path dir;
    private Path corpus;
    private Path model;

    @Before
    public void folders() throws IOException {
        dir = Files.createTempDirectory("bundle-files-test");
        corpus = Files.createDirectories(dir.resolve("corpus_pack/assets"));
        model = Files.createDirectories(dir.resolve("model_pack/assets"));
        Files.write(corpus.resolve("manifest.json"), bytes("corpus manifest"));
        Files.write(corpus.resolve("corpus.db"), bytes("corpus db"));
        Files.write(model.resolve("model.tflite"), bytes("model"));
        Files.write(model.resolve("manifest.json"), bytes("a stray manifest in the model pack"));
    }

    @After
    public void cleanUp() throws IOException {
        TestBundles.delete(dir);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static void assertReads(BundleFiles files) {
        assertArrayEquals(bytes("corpus db"), files.readAll("corpus.db", Json.MAX_BYTES));
        assertArrayEquals(bytes("model"), files.readAll("model.tflite", Json.MAX_BYTES));
        assertArrayEquals(bytes("corpus manifest"), files.readAll("manifest.json", Json.MAX_BYTES));  // the corpus pack first
        BundleException e = assertThrows(BundleException.class, () -> files.readAll("sentencepiece.model", Json.MAX_BYTES));
        assertTrue(e.getMessage(), e.getMessage().startsWith("sentencepiece.model: cannot read (in none of "));
    }

    @Test
    public void readsEachFileFromTheFirstFolderThatHasIt() {
        assertReads(BundleFiles.folders(corpus, model));
        BundleException e = assertThrows(BundleException.class,
                () -> BundleFiles.folders(corpus, model).readAll("sentencepiece.model", Json.MAX_BYTES));
        assertTrue(e.getMessage(), e.getMessage().contains(corpus.toString()) && e.getMessage().contains(model.toString()));
    }

    @Test
    public void takesFolderPathsAsAndroidGivesThem() {
        // AssetPackLocation.assetsPath(): an absolute path as a String, with or without a trailing slash.
        assertReads(BundleFiles.folders(corpus.toString() + "/", model.toString()));
        assertArrayEquals(bytes("model"), BundleFiles.folders(model.toString()).readAll("model.tflite", Json.MAX_BYTES));
    }

    @Test
    public void anErrorOtherThanAMissingFileIsNotHidden() {
        BundleFiles broken = path -> {
            throw new IOException("disk error");
        };
        BundleFiles files = BundleFiles.firstOf(broken, BundleFiles.folder(model));
        BundleException e = assertThrows(BundleException.class, () -> files.readAll("model.tflite", Json.MAX_BYTES));
        assertEquals("model.tflite: cannot read (disk error)", e.getMessage());
        BundleFiles assets = path -> {
            if (!path.equals("manifest.json")) {
                throw new FileNotFoundException(path);  // what AssetManager.open throws
            }
            return new ByteArrayInputStream(bytes("from the assets"));
        };
        BundleFiles mixed = BundleFiles.firstOf(assets, BundleFiles.folders(model.toString()));
        assertArrayEquals(bytes("from the assets"), mixed.readAll("manifest.json", Json.MAX_BYTES));
        assertArrayEquals(bytes("model"), mixed.readAll("model.tflite", Json.MAX_BYTES));
        assertThrows(IllegalArgumentException.class, () -> BundleFiles.folders(new Path[0]));
    }

    /** The path rule: a name or a symlink leading out of the folder, or to a device, is refused before any read. */
    @Test
    public void nothingOutsideTheFolderIsRead() throws IOException {
        Path outside = Files.write(dir.resolve("secret"), bytes("outside"));
        Files.createSymbolicLink(corpus.resolve("linked.db"), outside);
        Files.createSymbolicLink(corpus.resolve("zero.db"), Path.of("/dev/zero"));
        for (BundleFiles files : new BundleFiles[] {BundleFiles.folder(corpus), BundleFiles.folders(corpus.toString())}) {
            for (String name : new String[] {"../../secret", outside.toString(), "/dev/zero", "a//b", "linked.db",
                    "zero.db"}) {
                BundleException e = assertThrows(name, BundleException.class, () -> files.readAll(name, 1 << 20));
                assertTrue(e.getMessage(), e.getMessage().startsWith(name + ": "));
            }
        }
        assertEquals("'../x' is not a plain relative path (an empty, '.' or '..' part)", BundlePath.problem("../x"));
        assertEquals(null, BundlePath.problem("sub/corpus.db"));
    }

    @Test
    public void readAllStopsAtItsLimit() {
        BundleException e = assertThrows(BundleException.class,
                () -> BundleFiles.folder(corpus).readAll("corpus.db", 3));
        assertEquals("corpus.db: over 3 bytes: not a file of a bundle", e.getMessage());
    }
}
