package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

public class SentencePieceModelTest {
    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private Path write(String name, byte[] data) throws IOException {
        Path file = tmp.getRoot().toPath().resolve(name);
        Files.write(file, data);
        return file;
    }

    /** Loading {@code file} fails with a BundleException naming it, its reason containing {@code reason}. */
    private static void assertRefused(Path file, String reason) {
        try {
            SentencePieceModel.load(file);
            fail("loaded " + file);
        } catch (BundleException e) {
            assertEquals(file.toString(), e.file());
            assertTrue(e.getMessage(), e.getMessage().startsWith(file + ": "));
            assertTrue(e.getMessage(), e.getMessage().contains(reason));
        }
    }

    @Test
    public void readsPiecesAndSettings() throws IOException {
        SentencePieceModel model = SentencePieceModel.load(write("toy.model", ToyModels.bpe()));
        assertEquals(270, model.size());
        assertEquals("<unk>", model.piece(3));
        assertEquals(SentencePieceModel.UNKNOWN, model.type(3));
        assertEquals("<0x41>", model.piece(4 + 0x41));
        assertEquals(SentencePieceModel.BYTE, model.type(4 + 0x41));
        assertEquals(SentencePieceModel.USER_DEFINED, model.type(260));
        assertEquals("\u2581a", model.piece(266));
        assertEquals(-2f, model.score(266), 0f);
        assertEquals(SentencePieceModel.BPE, model.modelType());
        assertTrue(model.byteFallback());
        assertEquals("<bos>", model.bosPiece());
        assertEquals("<eos>", model.eosPiece());
        assertEquals("<pad>", model.padPiece());  // the proto's default
        assertEquals("identity", model.normalizerName());
        assertFalse(model.addDummyPrefix());
        assertFalse(model.removeExtraWhitespaces());
        assertTrue(model.escapeWhitespaces());  // the proto's default
        Tokenizer tokenizer = new Tokenizer(model);
        assertEquals(2, tokenizer.bosId());
        assertEquals(1, tokenizer.eosId());
        assertEquals(0, tokenizer.padId());
        assertEquals(3, tokenizer.unkId());
    }

    @Test
    public void refusesATruncatedFile() throws IOException {
        byte[] data = ToyModels.bpe();
        assertRefused(write("end.model", Arrays.copyOf(data, data.length - 1)), "not a SentencePiece model");
        assertRefused(write("half.model", Arrays.copyOf(data, data.length / 2)), "not a SentencePiece model");
        assertRefused(write("tag.model", Arrays.copyOf(data, 1)), "not a SentencePiece model");
        // Cut at every length: never anything but a BundleException naming the file.
        for (int n = 0; n < data.length; n += 97) {
            Path file = write("cut.model", Arrays.copyOf(data, n));
            try {
                SentencePieceModel.load(file);
            } catch (BundleException e) {
                assertEquals(file.toString(), e.file());
            }
        }
    }

    @Test
    public void refusesAFileThatIsNotAModel() throws IOException {
        assertRefused(write("empty.model", new byte[0]), "not a SentencePiece model");
        assertRefused(write("text.model", "this is not a model\n".getBytes(StandardCharsets.UTF_8)),
                "not a SentencePiece model");
        assertRefused(write("json.model", "{\"pieces\": []}".getBytes(StandardCharsets.UTF_8)),
                "not a SentencePiece model");
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10, 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
        assertRefused(write("image.model", png), "not a SentencePiece model");
        assertRefused(tmp.getRoot().toPath().resolve("missing.model"), "cannot read");
    }

    @Test
    public void refusesWhatItCannotEncodeExactly() throws IOException {
        assertRefused(write("unigram.model", ToyModels.bpe(SentencePieceModel.UNIGRAM, new byte[0])),
                "unsupported model type unigram");
        assertRefused(write("nfkc.model", ToyModels.bpe(SentencePieceModel.BPE, new byte[] {1, 2, 3})),
                "unsupported normalizer");
        // No trainer_spec at all: proto2's default model type is unigram.
        byte[] noSpec = new ToyModels.Proto().message(1, ToyModels.piece("<unk>", 0, SentencePieceModel.UNKNOWN))
                .message(1, ToyModels.piece("a", 0, SentencePieceModel.NORMAL)).toBytes();
        assertRefused(write("nospec.model", noSpec), "unsupported model type unigram");
    }

    @Test
    public void refusesModelsSentencepieceRefuses() throws IOException {
        ToyModels.Proto noUnk = new ToyModels.Proto().message(1, ToyModels.piece("a", 0, SentencePieceModel.NORMAL))
                .message(2, ToyModels.trainerSpec(SentencePieceModel.BPE));
        assertRefused(write("nounk.model", noUnk.toBytes()), "no unknown piece");
        ToyModels.Proto duplicate = new ToyModels.Proto()
                .message(1, ToyModels.piece("<unk>", 0, SentencePieceModel.UNKNOWN))
                .message(1, ToyModels.piece("a", 0, SentencePieceModel.NORMAL))
                .message(1, ToyModels.piece("a", 0, SentencePieceModel.NORMAL))
                .message(2, new ToyModels.Proto().varint(3, SentencePieceModel.BPE));
        Path file = write("dup.model", duplicate.toBytes());
        try {
            Tokenizer.load(file);
            fail("loaded " + file);
        } catch (BundleException e) {
            assertEquals(file + ": piece 2 'a' is already defined", e.getMessage());
        }
        ToyModels.Proto fewBytes = new ToyModels.Proto()
                .message(1, ToyModels.piece("<unk>", 0, SentencePieceModel.UNKNOWN))
                .message(1, ToyModels.piece("<0x00>", 0, SentencePieceModel.BYTE))
                .message(2, ToyModels.trainerSpec(SentencePieceModel.BPE));
        file = write("bytes.model", fewBytes.toBytes());
        try {
            Tokenizer.load(file);
            fail("loaded " + file);
        } catch (BundleException e) {
            assertTrue(e.getMessage(), e.getMessage().startsWith(file + ": there are not 256 byte pieces"));
        }
    }
}
