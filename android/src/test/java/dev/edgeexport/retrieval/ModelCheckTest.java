package dev.edgeexport.retrieval;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/**
 * The corpus and the model delivered apart (an asset pack and an AI pack): a corpus whose vectors another model
 * made is refused, naming manifest.json; a matching one opens from the two folders, corpus.db in place.
 */
public class ModelCheckTest {
    private static final String MODEL_SHA = TestBundles.sha256(TestBundles.MODEL);
    private static final String OTHER_SHA = TestBundles.sha256(TestBundles.OTHER_MODEL);
    private Path dir;
    private Path model;

    @Before
    public void modelPack() throws Exception {
        dir = Files.createTempDirectory("model-check-test");
        model = TestBundles.modelPack(dir.resolve("model_pack"), TestBundles.MODEL);
    }

    @After
    public void cleanUp() throws Exception {
        TestBundles.delete(dir);
    }

    private Path corpus(String vectorsModel, String listedModel, Map<String, Object> release) throws Exception {
        return TestBundles.corpusPack(dir.resolve("corpus_pack"), vectorsModel, listedModel, release);
    }

    private static void assertRefusal(BundleException e, String expected, String given) {
        assertEquals("manifest.json", e.file());
        String m = e.getMessage();
        assertTrue(m, m.startsWith("manifest.json: the vectors were made with the model of SHA-256 " + expected.substring(0, 12)));
        assertTrue(m, m.contains("SHA-256 " + given.substring(0, 12)));
        assertTrue(m, m.endsWith("deliver the corpus and the model of the same release"));
    }

    @Test
    public void theModelTheVectorsWereMadeWithOpensFromBothFolders() throws Exception {
        Path corpus = corpus(MODEL_SHA, MODEL_SHA, null);
        try (Bundle bundle = Bundle.openFolders(corpus, model)) {
            assertEquals(2, bundle.chunks().size());
            assertEquals(MODEL_SHA, bundle.manifest().vectorsModelSha256());
            assertEquals(Bundle.ModelCheck.MATCHES, bundle.checkModel(ModelInfo.read(BundleFiles.folder(model))));
            assertEquals(Bundle.ModelCheck.MATCHES, bundle.checkModel(MODEL_SHA.toUpperCase(java.util.Locale.ROOT)));
        }
        // The manifest names the tokenizer and the model by bare paths: they are found in the model pack.
        BundleFiles files = BundleFiles.folders(corpus.toString(), model.toString());
        assertArrayEquals(TestBundles.TOKENIZER, files.readAll(Manifest.read(files).file("tokenizer").path, Json.MAX_BYTES));
        assertEquals(List.of(), Bundle.verify(files));
    }

    @Test
    public void anotherModelIsRefusedNamingTheManifestAndBothSha256() throws Exception {
        Path corpus = corpus(OTHER_SHA, null, null);
        assertRefusal(assertThrows(BundleException.class, () -> Bundle.openFolders(corpus, model)), OTHER_SHA, MODEL_SHA);
        Manifest manifest = Manifest.read(BundleFiles.folders(corpus, model));
        BundleException e = assertThrows(BundleException.class,
                () -> Bundle.checkModel(manifest, ModelInfo.read(BundleFiles.folder(model))));
        assertRefusal(e, OTHER_SHA, MODEL_SHA);
        assertTrue(e.getMessage(), e.getMessage().contains("model.json (model.tflite)"));
        try (Bundle bundle = Bundle.openFolder(corpus)) {  // opened whole, then checked against a raw SHA-256
            assertRefusal(assertThrows(BundleException.class, () -> bundle.checkModel(MODEL_SHA)), OTHER_SHA, MODEL_SHA);
            assertEquals(Bundle.ModelCheck.MATCHES, bundle.checkModel(OTHER_SHA));
            assertThrows(IllegalArgumentException.class, () -> bundle.checkModel("not a sha"));
        }
    }

    @Test
    public void vectorsMadeWithAnotherTokenizerAreRefusedAndReported() throws Exception {
        // A restricted table's model reads its own tokenizer (pieces outside the table re-split): the same model
        // file with the stock tokenizer gives other vectors, so the corpus records the tokenizer as well.
        String tokenizerSha = TestBundles.sha256(TestBundles.TOKENIZER);
        Path matching = TestBundles.corpusPack(dir.resolve("matching"), MODEL_SHA, tokenizerSha, MODEL_SHA, null);
        try (Bundle bundle = Bundle.openFolders(matching, model)) {
            assertEquals(tokenizerSha, bundle.manifest().vectorsTokenizerSha256());
            assertEquals(Bundle.ModelCheck.MATCHES, bundle.checkModel(ModelInfo.read(BundleFiles.folder(model))));
        }
        assertEquals(List.of(), Bundle.verify(BundleFiles.folders(matching, model)));
        Path other = TestBundles.corpusPack(dir.resolve("other"), MODEL_SHA, OTHER_SHA, MODEL_SHA, null);
        BundleException e = assertThrows(BundleException.class, () -> Bundle.openFolders(other, model));
        assertEquals("manifest.json", e.file());
        assertTrue(e.getMessage(), e.getMessage().startsWith("manifest.json: the vectors were made with the tokenizer "
                + "of SHA-256 " + OTHER_SHA.substring(0, 12)));
        assertTrue(e.getMessage(), e.getMessage().contains("tokenizer (sentencepiece.model), SHA-256 "
                + tokenizerSha.substring(0, 12)));
        List<String> violations = Bundle.verify(BundleFiles.folders(other, model));
        assertEquals(violations.toString(), 1, violations.size());
        assertTrue(violations.get(0), violations.get(0).startsWith("manifest.json: lists the tokenizer "
                + "sentencepiece.model of SHA-256 " + tokenizerSha.substring(0, 12)));
    }

    @Test
    public void theRefusalNamesTheCorpusRelease() throws Exception {
        Path corpus = corpus(OTHER_SHA, null, TestBundles.release("2025.06", OTHER_SHA));
        Manifest.Release release = Manifest.read(BundleFiles.folder(corpus)).release();
        assertEquals("2025.06", release.version);
        assertEquals("c0".repeat(32), release.corpusSha256);
        assertEquals(OTHER_SHA, release.modelSha256);
        BundleException e = assertThrows(BundleException.class, () -> Bundle.openFolders(corpus, model));
        assertRefusal(e, OTHER_SHA, MODEL_SHA);
        assertTrue(e.getMessage(), e.getMessage().contains("(release 2025.06)"));
    }

    @Test
    public void aBundleThatRecordsNoModelCannotBeChecked() throws Exception {
        Path corpus = corpus(null, null, null);
        Manifest manifest = Manifest.read(BundleFiles.folder(corpus));
        assertNull(manifest.vectorsModelSha256());
        assertNull(manifest.release());
        assertEquals(Bundle.ModelCheck.NOT_RECORDED, Bundle.checkModel(manifest, OTHER_SHA));
        try (Bundle bundle = Bundle.openFolders(corpus, model)) {  // opens: nothing to check against
            assertEquals(Bundle.ModelCheck.NOT_RECORDED, bundle.checkModel(ModelInfo.read(BundleFiles.folder(model))));
        }
    }

    @Test
    public void malformedRecordsNameTheManifest() throws Exception {
        Path corpus = corpus("12345", null, null);
        BundleException e = assertThrows(BundleException.class,
                () -> Manifest.read(BundleFiles.folder(corpus)).vectorsModelSha256());
        assertTrue(e.getMessage(), e.getMessage().startsWith("manifest.json: vectors.model_sha256 is not a SHA-256"));
        assertThrows(BundleException.class, () -> Bundle.openFolders(corpus, model));
        TestBundles.delete(corpus);
        Map<String, Object> release = TestBundles.release("1", MODEL_SHA);
        release.remove("corpus_sha256");
        Path noCorpusSha = corpus(MODEL_SHA, null, release);
        e = assertThrows(BundleException.class, () -> Manifest.read(BundleFiles.folder(noCorpusSha)).release());
        assertTrue(e.getMessage(), e.getMessage().startsWith("manifest.json: release.corpus_sha256 is not a SHA-256"));
        TestBundles.delete(noCorpusSha);
        release = TestBundles.release("1", MODEL_SHA);
        release.put("version", 3L);
        Path numericVersion = corpus(MODEL_SHA, null, release);
        e = assertThrows(BundleException.class, () -> Manifest.read(BundleFiles.folder(numericVersion)).release());
        assertEquals("manifest.json: release.version is not a string", e.getMessage());
    }

    @Test
    public void verifyReportsAListedModelOtherThanTheVectorsOne() throws Exception {
        Path corpus = corpus(OTHER_SHA, MODEL_SHA, null);
        List<String> violations = Bundle.verify(BundleFiles.folders(corpus, model));
        assertEquals(violations.toString(), 1, violations.size());
        String v = violations.get(0);
        assertTrue(v, v.startsWith("manifest.json: lists the model model.tflite of SHA-256 " + MODEL_SHA.substring(0, 12)));
        assertTrue(v, v.contains("made with the model of SHA-256 " + OTHER_SHA.substring(0, 12)));
        // Without the model pack, the model and the tokenizer are missing too: each named.
        List<String> alone = Bundle.verify(BundleFiles.folder(corpus));
        assertEquals(alone.toString(), 3, alone.size());
        assertTrue(alone.toString(), alone.get(1).startsWith("sentencepiece.model: cannot read"));
    }

    @Test
    public void corpusDbIsOpenedInPlaceAndLeftAsItWas() throws Exception {
        Path corpus = corpus(MODEL_SHA, null, null);
        byte[] before = Files.readAllBytes(corpus.resolve("corpus.db"));
        Set<PosixFilePermission> readOnly = EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_EXECUTE);
        Files.setPosixFilePermissions(corpus.resolve("corpus.db"), EnumSet.of(PosixFilePermission.OWNER_READ));
        Files.setPosixFilePermissions(corpus, readOnly);  // as a pack folder an app must not modify
        try (Bundle bundle = Bundle.openFolders(corpus, model)) {
            assertEquals(2, bundle.chunks().size());
            assertEquals(2, new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest()).withMode("vector")
                    .withAbstainBelow(null).withK(1)).answer("roi", new float[] {0f, 1f, 0f, 0f, 0f, 0f, 0f, 0f})
                    .hits.get(0).chunk.row);
            // Opened read-only (the folder's permissions above bind no root; SQLite's read-only flag does).
            BundleException e = assertThrows(BundleException.class,
                    () -> bundle.corpusDb().query("INSERT INTO meta VALUES ('written', '') RETURNING key", List.of(),
                            row -> { }));
            assertTrue(e.getMessage(), e.getMessage().contains("readonly"));
        } finally {
            Files.setPosixFilePermissions(corpus, EnumSet.allOf(PosixFilePermission.class));
        }
        assertArrayEquals(before, Files.readAllBytes(corpus.resolve("corpus.db")));
        try (Stream<Path> left = Files.list(corpus)) {
            assertEquals(Set.of("corpus.db", "manifest.json", "vectors.bin"),
                    left.map(p -> p.getFileName().toString()).collect(Collectors.toSet()));
        }
    }

    @Test
    public void aCorpusSplitOverSeveralPacksOpensFromAllTheirFolders() throws Exception {
        // android-packs splits a corpus over Play's 1.5 GB for one pack: manifest.json and corpus.db stay in the
        // first pack's folder, the other files (here vectors.bin) go to the next packs'.
        Path corpus = corpus(MODEL_SHA, MODEL_SHA, null);
        Path second = Files.createDirectories(dir.resolve("corpus_pack_2"));
        Files.move(corpus.resolve("vectors.bin"), second.resolve("vectors.bin"));
        try (Bundle bundle = Bundle.openFolders(List.of(corpus, second), model)) {
            assertEquals(2, bundle.chunks().size());
            assertEquals(2, new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest()).withMode("vector")
                    .withAbstainBelow(null).withK(1)).answer("roi", new float[] {0f, 1f, 0f, 0f, 0f, 0f, 0f, 0f})
                    .hits.get(0).chunk.row);
        }
        assertEquals(List.of(), Bundle.verify(BundleFiles.folders(corpus.toString(), second.toString(),
                model.toString())));
        BundleException e = assertThrows(BundleException.class, () -> Bundle.openFolders(corpus, model));
        assertTrue(e.getMessage(), e.getMessage().startsWith("vectors.bin: "));  // the second pack not given
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, cli(out, err, "verify", corpus.toString(), "--corpus-folder", second.toString(),
                "--model-folder", model.toString()));
        assertEquals(corpus + " and " + second + " and " + model + ": every file matches the manifest\n",
                out.toString(StandardCharsets.UTF_8));
        assertEquals(2, cli(new ByteArrayOutputStream(), err, "verify", corpus.toString(), "--corpus-folder",
                second.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--corpus-folder needs --model-folder"));
    }

    private static int cli(ByteArrayOutputStream out, ByteArrayOutputStream err, String... args) throws Exception {
        return Cli.run(args, new BufferedReader(new StringReader("")), new PrintStream(out, true, "UTF-8"),
                new PrintStream(err, true, "UTF-8"));
    }

    @Test
    public void theCliRefusesAnotherModelOnStderr() throws Exception {
        Path corpus = corpus(OTHER_SHA, null, null);
        for (String[] option : List.of(new String[] {"--model-folder", model.toString()},
                new String[] {"--model-sha256", MODEL_SHA})) {
            for (String command : List.of("verify", "search")) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                ByteArrayOutputStream err = new ByteArrayOutputStream();
                assertEquals(1, cli(out, err, command, corpus.toString(), option[0], option[1]));
                String stderr = err.toString(StandardCharsets.UTF_8);
                assertTrue(stderr, stderr.startsWith("manifest.json: the vectors were made with the model of SHA-256 "
                        + OTHER_SHA.substring(0, 12)));
                assertEquals("", out.toString(StandardCharsets.UTF_8));
            }
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, cli(new ByteArrayOutputStream(), err, "verify", corpus.toString(), "--model-sha256", "xyz"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("--model-sha256: not a SHA-256"));
        assertEquals(2, cli(new ByteArrayOutputStream(), new ByteArrayOutputStream(), "verify", corpus.toString(),
                "--model-sha256"));
    }

    @Test
    public void theCliVerifiesAndSearchesAMatchingPair() throws Exception {
        Path corpus = corpus(MODEL_SHA, MODEL_SHA, null);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, cli(out, err, "verify", corpus.toString(), "--model-folder", model.toString()));
        assertTrue(out.toString(StandardCharsets.UTF_8), out.toString(StandardCharsets.UTF_8)
                .endsWith(": every file matches the manifest\n"));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        Files.write(model.resolve(TestBundles.TOKENIZER_FILE), TestBundles.OTHER_MODEL);
        out.reset();
        assertEquals(1, cli(out, err, "verify", corpus.toString(), "--model-folder", model.toString()));
        assertTrue(out.toString(StandardCharsets.UTF_8), out.toString(StandardCharsets.UTF_8).contains(
                "sentencepiece.model: SHA-256 " + OTHER_SHA + ", model.json says " + TestBundles.sha256(TestBundles.TOKENIZER)));
    }

    @Test
    public void theCliSaysWhenItCannotCheck() throws Exception {
        Path corpus = corpus(null, null, null);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, cli(new ByteArrayOutputStream(), err, "verify", corpus.toString(), "--model-folder", model.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)
                .startsWith("manifest.json: records no vectors.model_sha256"));
        err.reset();
        assertEquals(0, cli(new ByteArrayOutputStream(), err, "verify", corpus.toString(), "--model-folder", model.toString().replace("model_pack", "model_pack/")));
        err.reset();
        assertEquals(1, cli(new ByteArrayOutputStream(), err, "verify", corpus.toString()));  // the tokenizer is in no folder
        assertFalse(err.toString(StandardCharsets.UTF_8).contains("model_sha256"));  // not asked to check: nothing said
    }
}
