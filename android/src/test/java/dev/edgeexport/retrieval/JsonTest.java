package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.Test;

public class JsonTest {
    @Test
    public void parsesWhatManifestsHold() {
        Object parsed = Json.parse("{\"a\": [1, -2.5e-3, true, null, \"\\u00e9\\n\\\"x\\\"\"], \"b\": {}}");
        Map<?, ?> map = (Map<?, ?>) parsed;
        List<?> a = (List<?>) map.get("a");
        assertEquals(1L, a.get(0));
        assertEquals(-2.5e-3, (Double) a.get(1), 0.0);
        assertEquals(Boolean.TRUE, a.get(2));
        assertNull(a.get(3));
        assertEquals("é\n\"x\"", a.get(4));
        assertTrue(((Map<?, ?>) map.get("b")).isEmpty());
    }

    @Test
    public void writesWhatItReads() {
        String text = "{\"ids\":[2,1],\"q\":\"l’arbitre \\\"x\\\"\\n\",\"s\":0.125,\"n\":null,\"ok\":false}";
        assertEquals(text, Json.write(Json.parse(text)));
    }

    @Test
    public void floatsSurviveExactly() {
        float f = 0.0123456789f;
        Object back = ((List<?>) Json.parse(Json.write(new float[] {f}))).get(0);
        assertEquals(f, ((Number) back).floatValue(), 0.0f);
    }

    @Test
    public void badTextIsNamedWithItsOffset() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\": [1, 2}"));
        assertTrue(e.getMessage(), e.getMessage().contains("character 11"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[1] x"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("\"open"));
    }

    @Test
    public void nestingIsBoundedWithoutExhaustingTheStack() {
        Object ok = Json.parse("[".repeat(Json.MAX_DEPTH) + "]".repeat(Json.MAX_DEPTH));
        assertTrue(ok instanceof List);
        for (int depth : new int[] {Json.MAX_DEPTH + 1, 100_000}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Json.parse("{\"a\":" + "[".repeat(depth) + "]".repeat(depth) + "}"));
            assertTrue(e.getMessage(), e.getMessage().contains("nested deeper than " + Json.MAX_DEPTH));
        }
    }
}
