package dev.edgeexport.retrieval;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotSame;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.Test;

public class QueryInputTest {
    private static final Tokenizer TOY = Tokenizer.load("toy.model", ToyModels.bpe());
    // Not in length order, as a manifest may list them.
    private static final List<Signature> SIGNATURES = Arrays.asList(sig(256), sig(32), sig(128), sig(64));

    private static Signature sig(int seqLen) {
        return new Signature("embed_" + seqLen, seqLen, "text_batch", "encodings");
    }

    @Test
    public void choosesTheShortestSignatureThatHoldsTheIds() {
        assertEquals(32, QueryInput.choose(SIGNATURES, 1).seqLen());
        assertEquals(32, QueryInput.choose(SIGNATURES, 32).seqLen());
        assertEquals(64, QueryInput.choose(SIGNATURES, 33).seqLen());
        assertEquals(128, QueryInput.choose(SIGNATURES, 65).seqLen());
        assertEquals(256, QueryInput.choose(SIGNATURES, 256).seqLen());
        assertEquals(256, QueryInput.choose(SIGNATURES, 257).seqLen());  // too long: the longest
        assertEquals(sig(64), QueryInput.choose(Collections.singletonList(sig(64)), 1000));
    }

    @Test
    public void padsTheIdsToTheSignature() {
        QueryInput input = QueryInput.of(TOY, "abc", " a c", SIGNATURES);
        assertEquals("embed_32", input.signature().name());
        int[] padded = new int[32];
        padded[0] = 2;
        padded[1] = 268;
        padded[2] = 266;
        padded[3] = 261;
        padded[4] = 264;
        padded[5] = 1;
        assertArrayEquals(padded, input.paddedIds());
        assertArrayEquals(new int[] {2, 268, 266, 261, 264, 1}, input.ids());
        assertEquals(6, input.tokenCount());
        assertFalse(input.truncated());
        int[] mask = input.attentionMask();
        assertEquals(32, mask.length);
        assertEquals(6, Arrays.stream(mask).sum());
        assertEquals(1, mask[5]);
        assertEquals(0, mask[6]);
    }

    @Test
    public void fitsExactlyAndCutsWhatIsTooLong() {
        // 30 body ids + BOS + EOS = 32: embed_32, not cut.
        String thirty = String.join("", Collections.nCopies(30, "c"));
        QueryInput exact = QueryInput.of(TOY, "", thirty, SIGNATURES);
        assertEquals(32, exact.signature().seqLen());
        assertEquals(32, exact.tokenCount());
        assertFalse(exact.truncated());
        assertEquals(64, QueryInput.of(TOY, "", thirty + "c", SIGNATURES).signature().seqLen());
        // 300 body ids: embed_256, the end cut, EOS kept.
        QueryInput cut = QueryInput.of(TOY, "", String.join("", Collections.nCopies(300, "c")), SIGNATURES);
        assertEquals(256, cut.signature().seqLen());
        assertTrue(cut.truncated());
        int[] ids = cut.paddedIds();
        assertEquals(256, ids.length);
        assertEquals(2, ids[0]);
        assertEquals(264, ids[254]);
        assertEquals(1, ids[255]);
        assertArrayEquals(TOY.modelInput("", String.join("", Collections.nCopies(300, "c")), 256), ids);
    }

    @Test
    public void toDimsKeepsTheFullWidthAsItIs() {
        float[] output = new float[768];
        output[0] = 3f;
        output[1] = 4f;  // not unit length: returned as is, as edge-export's to_dims
        float[] same = QueryInput.toDims(output, 768);
        assertArrayEquals(output, same, 0f);
        assertNotSame(output, same);
    }

    @Test
    public void toDimsTruncatesAndRenormalises() {
        float[] output = new float[768];
        for (int i = 0; i < output.length; i++) {
            output[i] = (float) Math.sin(i + 1);
        }
        for (int dims : new int[] {512, 256, 128}) {
            float[] cut = QueryInput.toDims(output, dims);
            assertEquals(dims, cut.length);
            double norm = 0;
            for (float f : cut) {
                norm += f * f;
            }
            assertEquals(1.0, norm, 1e-6);
            assertEquals(output[1] / output[0], cut[1] / cut[0], 1e-6);
        }
        for (int dims : new int[] {100, 1024}) {
            try {
                QueryInput.toDims(output, dims);
                fail("dims " + dims);
            } catch (IllegalArgumentException expected) {
                // not a Matryoshka width
            }
        }
    }
}
