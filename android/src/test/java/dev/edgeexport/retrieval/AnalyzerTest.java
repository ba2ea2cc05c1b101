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

    /** Python's Analyzer("fr", stem=True) query terms: the library's Snowball, unless the app passes its own. */
    @Test
    public void aStemmedIndexIsQueriedWithTheLibrarysStemmerOrTheApps() {
        Analyzer library = Analyzer.fromManifest(french("french"));
        assertEquals("french", library.stemmerName());
        assertEquals(List.of("arbitr"), library.terms("les arbitres, l'arbitre"));
        assertEquals("\"joueur\" OR \"continuel\"", library.matchExpression("Joueurs continuellement"));
        assertEquals(List.of("arbitr"), Analyzer.fromManifest(french("french"), null).terms("l'arbitre"));
        Analyzer stemmed = Analyzer.fromManifest(french("french"), w -> w.endsWith("s") ? w.substring(0, w.length() - 1) : w);
        assertEquals(List.of("arbitre"), stemmed.terms("les arbitres, l'arbitre"));
        Analyzer other = Analyzer.fromManifest(bm25("ru", Analyzer.WORDS, "на"));
        assertEquals(List.of("судья", "записывает"), other.terms("Судья записывает"));  // no stemmer recorded
        Map<String, Object> russian = bm25("ru", Analyzer.WORDS, "на");
        russian.put("stemmer", "russian");
        assertEquals(List.of("суд", "записыва", "бланк"),
                Analyzer.fromManifest(russian).terms("Судья записывает на бланке"));
    }

    /** Python's Analyzer.from_json refuses the same manifests: their index was not stemmed by their language's rules. */
    @Test
    public void aStemmerThatIsNotTheLanguagesIsRefused() {
        for (Object name : List.of("klingon", "russian", "English")) {
            try {
                Analyzer.fromManifest(french(name), w -> w);
                fail(name.toString());
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("'" + name + "'") && e.getMessage().contains("'fr'")
                        && e.getMessage().contains("(french)"));
            }
        }
        Map<String, Object> thai = bm25("th", Analyzer.WORDS);
        thai.put("stemmer", "english");
        try {
            Analyzer.fromManifest(thai);
            fail();
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("'th' (null)"));
        }
        assertEquals("russian", SnowballStemmers.forLanguage("ru"));
        assertNull(SnowballStemmers.forLanguage("zh"));
        assertNull(SnowballStemmers.forLanguage(null));
    }

    /** A {@code retrieval.bm25} of {@code language} with these stopwords, no elision, {@code segmentation}. */
    static Map<String, Object> bm25(String language, String segmentation, String... stopwords) {
        Map<String, Object> bm25 = new LinkedHashMap<>(french(null));
        bm25.put("language", language);
        bm25.put("elisions", new ArrayList<Object>());
        bm25.put("stopwords", new ArrayList<Object>(List.of(stopwords)));
        if (segmentation != null) {
            bm25.put("segmentation", segmentation);
        }
        return bm25;
    }

    private static List<String> terms(String language, String text, String... stopwords) {
        return Analyzer.fromManifest(bm25(language, Analyzer.HAN_UNIGRAMS, stopwords)).terms(text);
    }

    /** Real text in each script: db/analyzer.py's terms for the same strings and stopwords (tests/db). */
    @Test
    public void realTextInEachScript() {
        assertEquals(List.of("schiedsrichter", "entscheidet", "wertung", "bedenkzeit"),
                terms("de", "Der Schiedsrichter entscheidet über die Wertung und die Bedenkzeit.", "der", "die", "über",
                        "und"));
        assertEquals(List.of("árbitro", "anotará", "jugada", "acta", "partida"),
                terms("es", "El árbitro anotará la jugada en el acta de la partida.", "el", "la", "de", "en"));
        assertEquals(List.of("судья", "записывает", "ход", "время", "бланке"),
                terms("ru", "Судья записывает ход и время на бланке.", "и", "в", "на", "не"));
        assertEquals(List.of("διαιτητής", "καταγράφει", "την", "κίνηση", "αποτέλεσμα"),
                terms("el", "Ο διαιτητής καταγράφει την κίνηση και το αποτέλεσμα.", "ο", "η", "και", "το"));
        assertEquals(List.of("يسجل", "الحكم", "النقلة", "ورقة", "المباراة"),
                terms("ar", "يسجل الحكم النقلة في ورقة المباراة.", "في", "من", "على"));
        // Han: overlapping bigrams of each run, each after its Han letter alone; a stopword drops only an equal
        // term ("在" and "的" alone, not the bigrams across them).
        assertEquals(List.of("裁", "裁判", "判", "判在", "在记", "记", "记录", "录", "录纸", "纸", "纸上", "上", "上记", "录棋", "棋",
                "棋手", "手", "手的", "的着", "着", "着法", "法"), terms("zh", "裁判在记录纸上记录棋手的着法。", "的", "在"));
        // Kana and Han together (Kana letters are not terms alone), Katakana with its long vowel mark.
        assertEquals(List.of("審", "審判", "判", "判は", "は棋", "棋", "棋譜", "譜", "譜を", "を記", "記", "記録", "録", "録す", "する",
                "カタ", "タカ", "カナ", "ナの", "のル", "ルー", "ール"),
                terms("ja", "審判は棋譜を記録する。カタカナのルール", "は", "を", "の"));
        // Hangul: bigrams inside each space-separated word (particles glued to it: 기보에 → 기보, 보에).
        assertEquals(List.of("심판", "판은", "기보", "보에", "수를", "기록", "록한", "한다"),
                terms("ko", "심판은 기보에 수를 기록한다.", "수", "이"));
        // A word's CJK runs and other runs are terms apart; a lone CJK letter stays (below min_chars).
        assertEquals(List.of("2024", "年", "年第", "第", "3", "条", "abc", "中", "中文", "文", "def"),
                terms("zh", "2024年第3条 ABC中文def 中"));
        assertEquals(List.of("\uD840\uDC00", "\uD840\uDC00\uD840\uDC01", "\uD840\uDC01", "\uD840\uDC01\uD840\uDC02",
                "\uD840\uDC02"), terms("zh", "\uD840\uDC00\uD840\uDC01\uD840\uDC02"));  // supplementary ideographs
        assertEquals(List.of("\uD884\uDF49", "\uD884\uDF49\uD87A\uDFE0", "\uD87A\uDFE0", "\uD87A\uDFE0字", "字"),
                terms("zh", "\uD884\uDF49\uD87A\uDFE0字"));  // U+31349, U+2EBE0: the last letters of two extensions
        // Hanja in a Hangul word: the Han letters alone, not the Hangul one.
        assertEquals(List.of("韓", "韓國", "國", "國어", "학교"), terms("ko", "韓國어 학교"));
        // Bundles before Han letters were terms: the bigrams alone.
        assertEquals(List.of("边注", "中"), Analyzer.fromManifest(bm25("zh", Analyzer.CJK_BIGRAMS)).terms("边注 中"));
        assertEquals(Analyzer.HAN_UNIGRAMS, Analyzer.fromManifest(bm25("zh", Analyzer.HAN_UNIGRAMS)).segmentation());
    }

    @Test
    public void segmentationIsRecordedAndAnUnknownOneRefused() {
        Analyzer words = Analyzer.fromManifest(bm25("zh", null));  // bundles before the field: words as they are
        assertEquals(Analyzer.WORDS, words.segmentation());
        assertEquals(List.of("裁判在记录纸上记录"), words.terms("裁判在记录纸上记录"));
        Analyzer none = Analyzer.fromManifest(bm25("th", Analyzer.NONE));
        assertTrue(words.helpsHybrid() && !none.helpsHybrid());
        try {
            Analyzer.fromManifest(bm25("zh", "jieba"));
            fail();
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("'jieba'"));
        }
    }
}
