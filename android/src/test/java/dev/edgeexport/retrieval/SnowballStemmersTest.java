package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.Test;

/**
 * The library's Snowball stemmers by name: Python's snowballstemmer 3.1.1 stems for the same words (the
 * cross-language pytest compares thousands of words per algorithm).
 */
public class SnowballStemmersTest {

    private static void assertStems(String algorithm, String... wordsAndStems) {
        Analyzer.Stemmer stemmer = SnowballStemmers.forName(algorithm);
        for (int i = 0; i < wordsAndStems.length; i += 2) {
            assertEquals(algorithm + " " + wordsAndStems[i], wordsAndStems[i + 1], stemmer.stem(wordsAndStems[i]));
        }
    }

    /** {@code snowballstemmer.stemmer(algorithm).stemWords(words)} in Python. */
    @Test
    public void pythonsStemsInEachScript() {
        assertStems("english", "connections", "connect", "running", "run", "generously", "generous");
        assertStems("french", "arbitres", "arbitr", "continuellement", "continuel", "joueurs", "joueur");
        assertStems("german", "schiedsrichter", "schiedsricht", "ausschließen", "ausschliess", "züge", "zug");
        assertStems("russian", "записывает", "записыва", "судья", "суд", "бланке", "бланк",
                "отказывается", "отказыва");
        assertStems("greek", "διαιτητής", "διαιτητ", "καταγράφει", "καταγραφ", "κινήσεις", "κινησ");
        assertStems("arabic", "المباراة", "مبارا", "اللاعب", "لاعب", "يسجل", "يسجل");
        assertStems("persian", "بازیکن", "بازیکن", "حرکت\u200cهای", "حرکت", "مسابقه", "مسابقه");
        assertStems("serbian", "судија", "sudij", "igrača", "igrač");  // Cyrillic comes out in Latin letters
        assertStems("turkish", "hamlelerini", "hamle", "kağıdına", "kağıdı");
        assertStems("lithuanian", "žaidėjas", "žaid", "teisėjas", "teis");
        // Finnish and Polish run routines from their among tables (Among.Routine).
        assertStems("finnish", "kirjoissaan", "kirj", "pelaajan", "pelaaj");
        assertStems("polish", "zapisywać", "zapisyw", "posunięcia", "posunięc", "sędzia", "sędz");
    }

    /** A supplementary code point is one letter, as in Python (Java's Snowball alone counts its two chars). */
    @Test
    public void aSupplementaryCodePointIsOneLetter() {
        // Step 1a: "ies" → "ie" after one letter, "i" after more.
        assertStems("english", "\uD801\uDC28ies", "\uD801\uDC28ie", "a\uD801\uDC28ies", "a\uD801\uDC28i",
                "\uE000\uD801\uDC28ies", "\uE000\uD801\uDC28i",  // a private-use letter of its own stays itself
                "\uD801\uDC28\uD801\uDC29\uD801\uDC28ing", "\uD801\uDC28\uD801\uDC29\uD801\uDC28ing");
        assertStems("greek", "\uD835\uDEC2ι\uD835\uDEC2ος", "\uD835\uDEC2ι\uD835\uDEC2");
    }

    @Test
    public void anUnknownNameIsRefusedWithTheKnownOnes() {
        for (String name : new String[] {"klingon", "French", "porter", null}) {
            try {
                SnowballStemmers.forName(name);
                fail(name);
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("'" + name + "'")
                        && e.getMessage().contains("french, german") && e.getMessage().contains("turkish"));
            }
        }
    }

    /** db/analyzer.py SNOWBALL's algorithms (the pytest checks the whole list against Python's). */
    @Test
    public void theNamesAreThoseOfPythonsAnalyzer() {
        assertEquals(24, SnowballStemmers.names().size());
        List<String> sorted = new ArrayList<>(SnowballStemmers.names());
        sorted.sort(null);
        assertEquals(sorted, SnowballStemmers.names());
        for (String name : SnowballStemmers.names()) {
            assertEquals(name, "", SnowballStemmers.forName(name).stem(""));
        }
    }

    /** One stemmer on several threads at once (an Analyzer shared by a bundle's searchers) gives each its stems. */
    @Test
    public void oneStemmerServesSeveralThreads() throws Exception {
        Analyzer.Stemmer russian = SnowballStemmers.forName("russian");
        String[] words = {"записывает", "судья", "бланке", "отказывается", "партии", "исключить"};
        String[] stems = {"записыва", "суд", "бланк", "отказыва", "парт", "исключ"};
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int offset = t;
                done.add(pool.submit(() -> {
                    int wrong = 0;
                    for (int i = 0; i < 20_000; i++) {
                        int k = (i + offset) % words.length;
                        wrong += russian.stem(words[k]).equals(stems[k]) ? 0 : 1;
                    }
                    return wrong;
                }));
            }
            for (Future<Integer> f : done) {
                assertEquals(0, (int) f.get());
            }
        } finally {
            pool.shutdown();
        }
    }
}
