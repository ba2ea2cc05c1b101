package dev.edgeexport.retrieval;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

import org.junit.Test;

/** Encoding on the hand-written toy model (ToyModels.bpe); the ids were checked against Python sentencepiece. */
public class TokenizerTest {
    private static final Tokenizer TOY = Tokenizer.load("toy.model", ToyModels.bpe());

    private static int[] ids(int... ids) {
        return ids;
    }

    @Test
    public void mergesBestScoreFirstThenLeftmost() {
        assertArrayEquals(ids(265, 261, 264), TOY.encode("ab c"));  // ab, ▁, c
        assertArrayEquals(ids(268), TOY.encode("abc"));              // ab first (-1), then abc
        assertArrayEquals(ids(268, 268), TOY.encode("abcabc"));
        assertArrayEquals(ids(267, 262), TOY.encode("aaa"));         // the leftmost aa
        assertArrayEquals(ids(262, 265), TOY.encode("aab"));         // ab (-1) beats aa (-3)
    }

    @Test
    public void keepsUserDefinedSymbolsWholeAndEscapesSpaces() {
        // ▁a, ▁, <start_of_turn>, x as a byte (no piece for it)
        assertArrayEquals(ids(266, 261, 260, 4 + 'x'), TOY.encode(" a <start_of_turn>x"));
        assertArrayEquals(ids(261, 261, 261), TOY.encode("   "));
        assertArrayEquals(ids(), TOY.encode(""));
    }

    @Test
    public void fallsBackToTheUtf8Bytes() {
        assertArrayEquals(ids(4 + 0xc3, 4 + 0xa9), TOY.encode("é"));
        assertArrayEquals(ids(4 + 0xf0, 4 + 0x9f, 4 + 0x98, 4 + 0x80), TOY.encode("\ud83d\ude00"));  // one code point
        assertArrayEquals(ids(4, 4 + '\t', 4 + '\n'), TOY.encode("\u0000\t\n"));
        // A lone surrogate is U+FFFD, as sentencepiece reads malformed UTF-8.
        assertArrayEquals(ids(262, 4 + 0xef, 4 + 0xbf, 4 + 0xbd, 263), TOY.encode("a\ud800b"));
    }

    @Test
    public void modelInputWrapsInBosAndEos() {
        assertArrayEquals(ids(2, 268, 266, 261, 264, 1), TOY.modelInput("abc", " a c"));  // abc ▁a ▁ c
        assertArrayEquals(ids(2, 268, 266, 261, 264, 1), TOY.modelInput("abc", " a c", 6));
        assertArrayEquals(ids(2, 268, 266, 261, 264, 1), TOY.modelInput("abc", " a c", 256));
    }

    @Test
    public void modelInputCutsTheEndAndKeepsEos() {
        assertArrayEquals(ids(2, 268, 266, 261, 1), TOY.modelInput("abc", " a c", 5));
        assertArrayEquals(ids(2, 268, 266, 1), TOY.modelInput("abc", " a c", 4));
        assertArrayEquals(ids(2, 268, 1), TOY.modelInput("abc", " a c", 3));
        assertArrayEquals(ids(2, 1), TOY.modelInput("abc", " a c", 2));
        try {
            TOY.modelInput("abc", " a c", 1);
            fail("maxLen 1");
        } catch (IllegalArgumentException expected) {
            // no room for BOS and EOS
        }
    }

    @Test
    public void longInputs() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            text.append("abc ");
        }
        int[] ids = TOY.encode(text.toString());
        assertEquals(10000, ids.length);
        int[] input = TOY.modelInput("", text.toString(), 256);
        assertEquals(256, input.length);
        assertEquals(1, input[255]);
        assertEquals(261, input[254]);  // abc ▁ abc ▁ ... cut after a ▁
        assertEquals(268, input[253]);
    }
}
