package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.After;
import org.junit.Test;

public class ModelInfoTest {
    private static final String SHA = "ab".repeat(32);
    private static final String TOKENIZER_SHA = "CD".repeat(32);
    private Path dir;

    @After
    public void cleanUp() throws Exception {
        TestBundles.delete(dir);
    }

    private static String json(String file, String bytes, String sha256, String tokenizer) {
        return "{\"format\": \"edge-export-model\", \"format_version\": 1"
                + (file == null ? "" : ", \"file\": " + file)
                + (bytes == null ? "" : ", \"bytes\": " + bytes)
                + (sha256 == null ? "" : ", \"sha256\": " + sha256)
                + (tokenizer == null ? "" : ", \"tokenizer\": " + tokenizer) + "}";
    }

    private static String good() {
        return json("\"m.tflite\"", "139", "\"" + SHA + "\"",
                "{\"file\": \"sentencepiece.model\", \"sha256\": \"" + TOKENIZER_SHA + "\"}");
    }

    private static BundleException refused(String text) {
        BundleException e = assertThrows(BundleException.class, () -> ModelInfo.parse(text));
        assertEquals("model.json", e.file());
        assertTrue(e.getMessage(), e.getMessage().startsWith("model.json: "));
        return e;
    }

    @Test
    public void readsEveryField() {
        ModelInfo info = ModelInfo.parse(good());
        assertEquals("m.tflite", info.file);
        assertEquals(139, info.bytes);
        assertEquals(SHA, info.sha256);
        assertEquals("sentencepiece.model", info.tokenizerFile);
        assertEquals("cd".repeat(32), info.tokenizerSha256);  // lower-cased, as Python writes them
    }

    @Test
    public void aMissingFieldIsNamed() {
        assertTrue(refused(json("\"m.tflite\"", "139", null, "{\"file\": \"s\", \"sha256\": \"" + SHA + "\"}"))
                .getMessage().contains("sha256 is not a SHA-256"));
        assertTrue(refused(json(null, "139", "\"" + SHA + "\"", "{\"file\": \"s\", \"sha256\": \"" + SHA + "\"}"))
                .getMessage().contains("file is not a string"));
        assertTrue(refused(json("\"m.tflite\"", null, "\"" + SHA + "\"", "{\"file\": \"s\", \"sha256\": \"" + SHA + "\"}"))
                .getMessage().contains("bytes is not a whole number"));
        assertTrue(refused(json("\"m.tflite\"", "139", "\"" + SHA + "\"", null)).getMessage().contains("tokenizer"));
        assertTrue(refused(json("\"m.tflite\"", "139", "\"" + SHA + "\"", "{\"sha256\": \"" + SHA + "\"}"))
                .getMessage().contains("tokenizer.file is not a string"));
    }

    @Test
    public void aSha256ThatIsNotHexIsRefused() {
        assertTrue(refused(json("\"m.tflite\"", "139", "\"" + "zz".repeat(32) + "\"",
                "{\"file\": \"s\", \"sha256\": \"" + SHA + "\"}")).getMessage().contains("sha256 is not a SHA-256"));
        assertTrue(refused(json("\"m.tflite\"", "139", "\"" + SHA.substring(1) + "\"",
                "{\"file\": \"s\", \"sha256\": \"" + SHA + "\"}")).getMessage().contains("64 hex digits"));
        assertTrue(refused(json("\"m.tflite\"", "139", "\"" + SHA + "\"", "{\"file\": \"s\", \"sha256\": \"abc\"}"))
                .getMessage().contains("tokenizer.sha256 is not a SHA-256"));
    }

    @Test
    public void otherFormsAreRefused() {
        assertTrue(refused(good().replace("edge-export-model", "edge-export-bundle")).getMessage()
                .contains("not edge-export-model"));
        assertTrue(refused(good().replace("\"format_version\": 1", "\"format_version\": 2")).getMessage()
                .contains("format_version 2: this library reads version 1"));
        refused(good().replace("\"bytes\": 139", "\"bytes\": -1"));
        refused(good().replace("\"bytes\": 139", "\"bytes\": 1.5"));
        assertTrue(refused(good().replace("\"m.tflite\"", "\"../m.tflite\"")).getMessage()
                .contains("not a file name in the pack folder"));
        refused(good().replace("\"m.tflite\"", "\"/data/m.tflite\""));
        refused(good().replace("\"m.tflite\"", "\"\""));
        refused("[]");
        refused("{not json");
    }

    @Test
    public void readsAPackFolderAndVerifiesItsFiles() throws Exception {
        dir = Files.createTempDirectory("model-info-test");
        Path pack = TestBundles.modelPack(dir.resolve("model"), TestBundles.MODEL);
        BundleFiles files = BundleFiles.folders(pack.toString());
        ModelInfo info = ModelInfo.read(files);
        assertEquals(TestBundles.sha256(TestBundles.MODEL), info.sha256);
        assertEquals(TestBundles.MODEL.length, info.bytes);
        assertEquals(List.of(), info.verify(files));

        Files.write(pack.resolve(TestBundles.MODEL_FILE), TestBundles.OTHER_MODEL);
        Files.delete(pack.resolve(TestBundles.TOKENIZER_FILE));
        List<String> violations = info.verify(files);
        assertEquals(violations.toString(), 3, violations.size());
        assertTrue(violations.get(0), violations.get(0).startsWith("model.tflite: ")
                && violations.get(0).endsWith("bytes, model.json says " + TestBundles.MODEL.length));
        assertTrue(violations.get(1), violations.get(1).startsWith("model.tflite: SHA-256 ")
                && violations.get(1).contains("model.json says " + info.sha256));
        assertTrue(violations.get(2), violations.get(2).startsWith("sentencepiece.model: cannot read"));
    }

    @Test
    public void aFolderWithoutModelJsonIsNamed() throws Exception {
        dir = Files.createTempDirectory("model-info-test");
        BundleException e = assertThrows(BundleException.class, () -> ModelInfo.read(BundleFiles.folder(dir)));
        assertTrue(e.getMessage(), e.getMessage().startsWith("model.json: cannot read"));
    }
}
