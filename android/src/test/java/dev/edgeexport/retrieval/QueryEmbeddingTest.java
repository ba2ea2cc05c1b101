package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class QueryEmbeddingTest {
    @Test
    public void blankIsWhatPythonsStripEmpties() {
        assertTrue(QueryEmbedding.isBlank(""));
        assertTrue(QueryEmbedding.isBlank(" \t\n\r\u000b\f\u001c\u001f\u0085\u00a0\u2007\u202f\u2028\u3000"));
        assertFalse(QueryEmbedding.isBlank(" a "));
        assertFalse(QueryEmbedding.isBlank("\u200b"));  // zero width space: not white space for Python either
        assertEquals("a b", QueryEmbedding.strip("\u00a0 a b\u202f\n"));
    }

    @Test
    public void aBlankQuestionIsNotEmbedded() {
        EmbeddingModel model = (signature, ids) -> {
            throw new AssertionError("the model must not run");
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> QueryEmbedding.embed(null, " \u00a0\n", model));
        assertTrue(e.getMessage(), e.getMessage().contains("empty question"));
    }
}
