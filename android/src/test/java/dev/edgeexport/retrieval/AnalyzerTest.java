package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.Test;

/** The question side of db/analyzer.py (its tests' cases; the cross-language pytest compares many more). */
public class AnalyzerTest {

    static Map<String, Object> french(Object stemmer) {
        Map<String, Object> bm25 = new LinkedHashMap<>();
        bm25.put("language", "fr");
        bm25.put("stemmer", stemmer);
        bm25.put("elisions", new ArrayList<Object>(List.of("c", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu",
                "lorsqu", "puisqu", "quoiqu")));
        bm25.put("stopwords", new ArrayList<Object>(List.of("a", "à", "au", "ce", "de", "des", "du", "est", "et", "la",
                "le", "les", "que", "qui", "doit", "the", "or", "and")));
        bm25.put("min_chars", 2L);
        bm25.put("tokenizer", "unicode61 remove_diacritics 2");
        return bm25;
    }

    private static final Analyzer FR = Analyzer.fromManifest(french(null));

    @Test
    public void contentWordsQuotedAndOred() {
        assertEquals("\"arbitre\" OR \"faire\"", FR.matchExpression("Qu'est-ce que l'arbitre doit faire ?"));
        assertEquals("\"cadence\" OR \"fischer\"", FR.matchExpression("La cadence Fischer, la cadence"));
        assertEquals("\"article\" OR \"6\" OR \"règlement\"", FR.matchExpression("article 6 du règlement"));
        assertEquals("\"joueur\" OR \"near\" OR \"roi\"", FR.matchExpression("joueur\" OR NEAR(x y) AND -roi*"));
        assertNull(FR.matchExpression("Qu'est-ce que c'est ?"));
    }

    @Test
    public void elisionsNeedAWordBoundaryAndIgnoreCase() {
        assertEquals(List.of("arbitre", "jusqu", "ici"), FR.words("L’arbitre jusqu ici"));
        assertEquals(List.of("ici", "aujourd", "hui"), FR.words("JUSQU'ici aujourd'hui"));  // "d'" inside a word stays
        assertEquals(List.of("l", "x"), FR.words("_l'x"));  // '_' is a word character: no boundary, "l" stays
    }

    @Test
    public void wordsAreLettersAndDigitsAsPython() {
        assertEquals(List.of("a", "b", "article", "12"), FR.words("a_b article_12"));
        assertEquals(List.of("règle"), FR.words("re\u0300gle"));  // NFC first
        assertEquals(List.of("i", "stanbul"), FR.words("İstanbul"));  // Python: "i̇stanbul", U+0307 is no letter
        assertEquals(List.of("²", "xy"), FR.terms("² x xy"));  // "²".isdigit(): kept below min_chars
    }

    @Test
    public void aStemmedIndexNeedsAStemmer() {
        try {
            Analyzer.fromManifest(french("french"));
            fail();
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("'french'") && e.getMessage().contains("Stemmer"));
        }
        Analyzer stemmed = Analyzer.fromManifest(french("french"), w -> w.endsWith("s") ? w.substring(0, w.length() - 1) : w);
        assertEquals(List.of("arbitre"), stemmed.terms("les arbitres, l'arbitre"));
    }
}
