package dev.edgeexport.retrieval;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.Test;

public class SearchSettingsTest {
    private static Manifest manifest(String retrieval) {
        String json = "{\"format\": \"edge-export-bundle\", \"files\": [], \"model\": {\"signatures\": []}"
                + (retrieval == null ? "" : ", \"retrieval\": " + retrieval) + "}";
        return Manifest.read(path -> new java.io.ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    public void readsTheRecordedRecipe() {
        SearchSettings s = SearchSettings.fromManifest(manifest("{\"mode\": \"hybrid\", \"rrf_k\": 60, \"depth\": 50,"
                + " \"weights\": {\"vector\": 1.0, \"bm25\": 0.5}, \"glossary_boost\": 3.5, \"glossary_pages\": [\"A.pdf:2-3\"],"
                + " \"per_page\": true, \"page_neighbours\": 0.05, \"bm25_pages\": 10,"
                + " \"abstain\": {\"signal\": \"top_cosine_z\", \"below\": 2.5}}"));
        assertEquals("hybrid", s.mode);
        assertEquals(0.5, s.bm25Weight, 0);
        assertEquals(10, s.bm25Pages);
        assertTrue(s.perPage);
        assertEquals(2.5, s.abstainBelow, 0);
        assertEquals(List.of("A.pdf:2-3"), s.glossaryPages);
    }

    @Test
    public void aBundleWithoutARecipeGetsEdgeExportsDefaults() {
        SearchSettings s = SearchSettings.fromManifest(manifest(null));
        assertEquals("vector", s.mode);
        assertEquals(50, s.depth);
        assertEquals(null, s.abstainBelow);
    }

    @Test
    public void badSettingsNameTheManifest() {
        BundleException e = assertThrows(BundleException.class,
                () -> SearchSettings.fromManifest(manifest("{\"mode\": \"fuzzy\"}")));
        assertTrue(e.getMessage(), e.getMessage().startsWith("manifest.json: retrieval: mode fuzzy"));
        e = assertThrows(BundleException.class,
                () -> SearchSettings.fromManifest(manifest("{\"glossary_pages\": [\"A.pdf:3-2\"]}")));
        assertTrue(e.getMessage(), e.getMessage().contains("FIRST <= LAST"));
    }

    @Test
    public void theBestBreakTiesByTheLowerPosition() {
        double[] scores = {0.5, 0.9, 0.5, 0.9, 0.1};
        List<Scored> items = new java.util.ArrayList<>();
        for (int i = scores.length - 1; i >= 0; i--) {  // fed in any order
            items.add(new Scored(i, scores[i]));
        }
        items.sort(Scored::order);
        assertArrayEquals(new int[] {1, 3, 0, 2, 4}, items.stream().mapToInt(s -> s.pos).toArray());
    }
}
