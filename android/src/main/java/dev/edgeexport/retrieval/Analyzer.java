package dev.edgeexport.retrieval;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The question side of the bundle's BM25 analyzer (edge-export's db/analyzer.py), configured from the manifest's
 * {@code retrieval.bm25}: a question becomes its distinct content terms, in order, as the Python search makes its
 * FTS5 MATCH expression.
 *
 * <p>Steps, each as Python does them: Unicode NFC; the language's elisions removed ({@code \b(?:l|qu|...)['’]},
 * case-insensitive, replaced by a space: "l'arbitre" → "arbitre"); lower case as Python's {@code str.lower};
 * words: runs of letters and digits ({@code [^\W_]+}); with {@code segmentation} "cjk_bigrams", each run of Han,
 * Kana or Hangul letters ({@link #isCjk}) in a word replaced by its overlapping two-letter terms (a lone letter:
 * itself), the rest of the word one term; with "cjk_bigrams_han_unigrams" (today's), each Han letter
 * ({@link #isHan}) of a longer run also a term, before the bigram it starts; the manifest's stopwords dropped,
 * and terms shorter than {@code min_chars} code points unless all digits (Python's {@code str.isdigit}: "2", "²")
 * or CJK; with a stemmer, each term replaced by its stem; duplicates dropped. Python's character data (letters
 * and digits, digits, lower case with its final sigma) comes from {@link UnicodeTables} (generated from the Python
 * that builds bundles), so the words do not depend on the Unicode version of the phone's Java.
 *
 * <p>Stemming: when the manifest names a Snowball algorithm (e.g. {@code "french"}), each term is stemmed by the
 * library's own {@link SnowballStemmers} (the algorithms and release of Python's {@code snowballstemmer}), or by
 * a {@link Stemmer} the app passes to {@link #fromManifest(Map, Stemmer)}.
 */
public final class Analyzer {
    /** The only tokenizer a bundle records (schemas/corpus-fts.sql), which {@link Unicode61} is. */
    public static final String TOKENIZER = "unicode61 remove_diacritics 2";

    /** {@code segmentation}: words as they are (also a manifest without the field, bundles before it). */
    public static final String WORDS = "words";
    /** {@code segmentation}: runs of Han, Kana and Hangul letters cut into overlapping bigrams (Lucene's CJK). */
    public static final String CJK_BIGRAMS = "cjk_bigrams";
    /** {@code segmentation}: {@link #CJK_BIGRAMS}, and each Han letter of a longer run a term too (a morpheme). */
    public static final String HAN_UNIGRAMS = "cjk_bigrams_han_unigrams";
    /** {@code segmentation}: the language's script is not cut into words; hybrid search is vector-only. */
    public static final String NONE = "none";
    private static final List<String> SEGMENTATIONS = List.of(WORDS, CJK_BIGRAMS, HAN_UNIGRAMS, NONE);

    /**
     * The letters "cjk_bigrams" cuts, as first-last code point pairs (db/analyzer.py CJK_RANGES): Han, Hiragana,
     * Katakana and Hangul, with their extensions, compatibility and halfwidth forms.
     */
    private static final int[] CJK_RANGES = {0x1100, 0x11FF, 0x3005, 0x3007, 0x3021, 0x3029, 0x3038, 0x303B,
        0x3040, 0x30FF, 0x3130, 0x318F, 0x31F0, 0x31FF, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xA960, 0xA97F,
        0xAC00, 0xD7FF, 0xF900, 0xFAFF, 0xFF66, 0xFFDC, 0x1B000, 0x1B16F, 0x20000, 0x323AF};
    /** Han's part of {@link #CJK_RANGES} (db/analyzer.py HAN_RANGES): letters {@link #HAN_UNIGRAMS} keeps one by one. */
    private static final int[] HAN_RANGES = {0x3005, 0x3007, 0x3021, 0x3029, 0x3038, 0x303B, 0x3400, 0x4DBF,
        0x4E00, 0x9FFF, 0xF900, 0xFAFF, 0x20000, 0x323AF};

    /**
     * A stemmer for the manifest's {@code stemmer} algorithm: the library's ({@link SnowballStemmers#forName}), or
     * one the app supplies. An analyzer may stem on several threads at once: {@code stem} must allow it.
     */
    public interface Stemmer {
        String stem(String word);
    }

    private final String language;
    private final String stemmerName;
    private final Stemmer stemmer;
    private final List<String> elisions;
    private final Set<String> stopwords;
    private final int minChars;
    private final String segmentation;
    private final Pattern elision;

    private Analyzer(String language, String stemmerName, Stemmer stemmer, List<String> elisions,
                     List<String> stopwords, int minChars, String segmentation) {
        this.language = language;
        this.stemmerName = stemmerName;
        this.stemmer = stemmer;
        this.elisions = Collections.unmodifiableList(new ArrayList<>(elisions));
        this.stopwords = Collections.unmodifiableSet(new HashSet<>(stopwords));
        this.minChars = minChars;
        this.segmentation = segmentation;
        this.elision = elisions.isEmpty() ? null
                : Pattern.compile("(?:" + String.join("|", elisions) + ")['’]",
                                  Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    /**
     * The analyzer of {@code retrieval.bm25}, stemming with the library's {@link SnowballStemmers} when the manifest
     * names a stemmer; see {@link #fromManifest(Map, Stemmer)}.
     */
    public static Analyzer fromManifest(Map<String, Object> bm25) {
        return fromManifest(bm25, null);
    }

    /**
     * The analyzer the manifest's {@code retrieval.bm25} object records ({@code language}, {@code stemmer},
     * {@code elisions}, {@code stopwords}, {@code min_chars}, {@code segmentation}, {@code tokenizer}).
     * IllegalArgumentException when a field is missing or of the wrong type, the tokenizer is not
     * {@value #TOKENIZER}, the segmentation is not one of words, cjk_bigrams, cjk_bigrams_han_unigrams, none (absent:
     * words), or the
     * stemmer is not the one edge-export stems the manifest's language with ({@link SnowballStemmers#forLanguage}:
     * the library has each). {@code stemmer}: the app's stemmer for the manifest's algorithm, used instead of the
     * library's; null (the default) for the library's. Unused when the manifest names no stemmer.
     */
    public static Analyzer fromManifest(Map<String, Object> bm25, Stemmer stemmer) {
        if (bm25 == null) {
            throw new IllegalArgumentException("retrieval.bm25: absent (a bundle without BM25)");
        }
        Object tokenizer = bm25.get("tokenizer");
        if (tokenizer != null && !TOKENIZER.equals(tokenizer)) {
            throw new IllegalArgumentException("retrieval.bm25.tokenizer: '" + tokenizer + "', only '" + TOKENIZER
                    + "' is implemented");
        }
        Object segmentation = bm25.getOrDefault("segmentation", WORDS);
        if (!SEGMENTATIONS.contains(segmentation)) {
            throw new IllegalArgumentException("retrieval.bm25.segmentation: '" + segmentation + "', this library "
                    + "implements " + SEGMENTATIONS);
        }
        Object stemmerName = bm25.get("stemmer");
        if (stemmerName != null && !(stemmerName instanceof String)) {
            throw new IllegalArgumentException("retrieval.bm25.stemmer: not a string or null");
        }
        Object language = bm25.get("language");
        String languageStemmer = SnowballStemmers.forLanguage(language instanceof String ? (String) language : null);
        if (stemmerName != null && !stemmerName.equals(languageStemmer)) {
            // Python refuses it too: an index stemmed by another language's rules matches few of a question's stems.
            throw new IllegalArgumentException("retrieval.bm25.stemmer: '" + stemmerName + "' is not the Snowball "
                    + "stemmer of language '" + language + "' (" + languageStemmer + ")");
        }
        if (stemmerName != null && stemmer == null) {
            stemmer = SnowballStemmers.forName((String) stemmerName);
        }
        Object minChars = bm25.get("min_chars");
        if (!(minChars instanceof Long)) {
            throw new IllegalArgumentException("retrieval.bm25.min_chars: not an integer");
        }
        List<String> elisions = strings(bm25, "elisions");
        for (String form : elisions) {
            // Joined into a regular expression: a form of letters only, or a hostile one could make it run forever.
            if (!form.matches("\\p{L}{1,16}")) {
                throw new IllegalArgumentException("retrieval.bm25.elisions: '" + form + "' is not 1 to 16 letters");
            }
        }
        return new Analyzer(language == null ? null : String.valueOf(language), (String) stemmerName,
                stemmerName == null ? null : stemmer, elisions, strings(bm25, "stopwords"),
                ((Long) minChars).intValue(), (String) segmentation);
    }

    private static List<String> strings(Map<String, Object> bm25, String key) {
        Object value = bm25.get(key);
        if (!(value instanceof List)) {
            throw new IllegalArgumentException("retrieval.bm25." + key + ": not a list");
        }
        List<String> out = new ArrayList<>();
        for (Object item : (List<?>) value) {
            if (!(item instanceof String)) {
                throw new IllegalArgumentException("retrieval.bm25." + key + ": not a list of strings");
            }
            out.add((String) item);
        }
        return out;
    }

    /** The recorded language ("fr", "en", "zh", ...), or null. */
    public String language() {
        return language;
    }

    /** The recorded Snowball algorithm, or null when the index is unstemmed. */
    public String stemmerName() {
        return stemmerName;
    }

    /** The recorded segmentation: {@link #WORDS}, {@link #CJK_BIGRAMS}, {@link #HAN_UNIGRAMS} or {@link #NONE}. */
    public String segmentation() {
        return segmentation;
    }

    /** False where the language's words are not cut ({@link #NONE}): a hybrid search then ranks by vectors alone. */
    public boolean helpsHybrid() {
        return !NONE.equals(segmentation);
    }

    /** The recorded elided forms. */
    public List<String> elisions() {
        return elisions;
    }

    /** Lower-cased words (NFC), the language's elisions removed: Python's {@code Analyzer.words}. */
    public List<String> words(String text) {
        text = Normalizer.normalize(text, Normalizer.Form.NFC);
        if (elision != null) {
            text = removeElisions(text);
        }
        String lower = lower(text);
        List<String> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < lower.length(); ) {
            int cp = lower.codePointAt(i);
            boolean alnum = isAlnum(cp);
            if (alnum && start < 0) {
                start = i;
            } else if (!alnum && start >= 0) {
                out.add(lower.substring(start, i));
                start = -1;
            }
            i += Character.charCount(cp);
        }
        if (start >= 0) {
            out.add(lower.substring(start));
        }
        return out;
    }

    /** The question's distinct content terms, in order (stemmed when the index is): Python's {@code query_terms}. */
    public List<String> terms(String question) {
        List<String> kept = new ArrayList<>();
        boolean cuts = CJK_BIGRAMS.equals(segmentation) || HAN_UNIGRAMS.equals(segmentation);
        boolean unigrams = HAN_UNIGRAMS.equals(segmentation);
        for (String word : words(question)) {
            if (!cuts) {
                keep(word, false, kept);
                continue;
            }
            // The word's runs of CJK letters and of other letters and digits, in order.
            int start = 0;
            while (start < word.length()) {
                boolean cjk = isCjk(word.codePointAt(start));
                int end = start;
                while (end < word.length() && isCjk(word.codePointAt(end)) == cjk) {
                    end += Character.charCount(word.codePointAt(end));
                }
                String run = word.substring(start, end);
                if (!cjk) {
                    keep(run, false, kept);
                } else if (run.codePointCount(0, run.length()) == 1) {
                    keep(run, true, kept);
                } else {  // overlapping bigrams (each letter with the next), each after its Han letter alone
                    for (int i = 0, next; i < run.length(); i = next) {
                        next = run.offsetByCodePoints(i, 1);
                        if (unigrams && isHan(run.codePointAt(i))) {
                            keep(run.substring(i, next), true, kept);
                        }
                        if (next < run.length()) {
                            keep(run.substring(i, run.offsetByCodePoints(next, 1)), true, kept);
                        }
                    }
                }
                start = end;
            }
        }
        return new ArrayList<>(new LinkedHashSet<>(kept));
    }

    private void keep(String term, boolean cjk, List<String> kept) {
        if (!stopwords.contains(term) && (cjk || term.codePointCount(0, term.length()) >= minChars || isDigits(term))) {
            kept.add(stemmer == null ? term : stemmer.stem(term));
        }
    }

    /** Is {@code cp} one of the Han, Kana and Hangul code points "cjk_bigrams" cuts (in a word: a letter or digit)? */
    static boolean isCjk(int cp) {
        return inRanges(cp, CJK_RANGES);
    }

    /** Is {@code cp} a Han letter of {@link #isCjk}'s ("cjk_bigrams_han_unigrams" keeps each as a term)? */
    static boolean isHan(int cp) {
        return inRanges(cp, HAN_RANGES);
    }

    private static boolean inRanges(int cp, int[] ranges) {
        if (cp < ranges[0]) {
            return false;
        }
        for (int i = 0; i < ranges.length; i += 2) {
            if (cp >= ranges[i] && cp <= ranges[i + 1]) {
                return true;
            }
        }
        return false;
    }

    /** The FTS5 MATCH string the Python search queries corpus_fts.db with (the terms quoted, ORed); null if none. */
    public String matchExpression(String question) {
        List<String> quoted = new ArrayList<>();
        for (String term : terms(question)) {
            quoted.add('"' + term.replace("\"", "\"\"") + '"');
        }
        return quoted.isEmpty() ? null : String.join(" OR ", quoted);
    }

    /**
     * {@code re.sub(r"\b(?:forms)['’]", " ", text, flags=re.IGNORECASE)}: Java's {@code \b} is not Python's (it
     * counts marks and all connector punctuation as word characters), so the word boundary is checked here with
     * Python's word characters (letters, digits, '_').
     */
    private String removeElisions(String text) {
        Matcher m = elision.matcher(text);
        StringBuilder out = new StringBuilder();
        int copied = 0;
        int from = 0;
        while (from <= text.length() && m.find(from)) {
            int at = m.start();
            boolean before = at > 0 && isWord(text.codePointBefore(at));
            boolean after = at < text.length() && isWord(text.codePointAt(at));
            if (before == after) {  // no boundary here: try from the next position
                from = at + 1;
                continue;
            }
            out.append(text, copied, at).append(' ');
            copied = m.end();
            from = m.end() > at ? m.end() : at + 1;
        }
        return out.append(text, copied, text.length()).toString();
    }

    /** Python's {@code str.lower}: full lower-case mapping (U+0130 → "i̇"), a final capital sigma → 'ς'. */
    static String lower(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == 0x130) {
                out.append("i\u0307");
            } else if (cp == 0x3A3) {
                out.append(finalSigma(text, i - 1) ? '\u03C2' : '\u03C3');
            } else if (cp < 128) {
                out.append((char) (cp >= 'A' && cp <= 'Z' ? cp + ('a' - 'A') : cp));
            } else {
                out.appendCodePoint(UnicodeTables.map(UnicodeTables.PY_LOWER, cp));
            }
        }
        return out.toString();
    }

    /**
     * Python's Final_Sigma (unicodeobject.c handle_capital_sigma): the capital sigma at {@code at} follows a cased
     * letter and precedes none, case-ignorable code points skipped both ways.
     */
    private static boolean finalSigma(String text, int at) {
        int j = at;
        int c = -1;
        while (j > 0) {
            c = text.codePointBefore(j);
            j -= Character.charCount(c);
            if (caseKind(c) != 2) {
                break;
            }
            c = -1;
        }
        if (c < 0 || caseKind(c) != 1) {
            return false;
        }
        for (int k = at + 1; k < text.length(); ) {
            int d = text.codePointAt(k);
            k += Character.charCount(d);
            if (caseKind(d) != 2) {
                return caseKind(d) != 1;
            }
        }
        return true;
    }

    private static int caseKind(int cp) {
        return UnicodeTables.run(UnicodeTables.PY_CASE, cp);
    }

    /** Python's {@code str.isalnum} of one code point (the {@code [^\W_]} of the word pattern). */
    static boolean isAlnum(int cp) {
        if (cp < 128) {
            return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
        }
        return UnicodeTables.run(UnicodeTables.PY_ALNUM, cp) == 1;
    }

    /** Python's {@code \w}: alphanumeric or '_'. */
    static boolean isWord(int cp) {
        return cp == '_' || isAlnum(cp);
    }

    /** Python's {@code str.isdigit}: not empty, every code point a digit (Numeric_Type Digit or Decimal). */
    static boolean isDigits(String word) {
        if (word.isEmpty()) {
            return false;
        }
        for (int i = 0; i < word.length(); ) {
            int cp = word.codePointAt(i);
            if (UnicodeTables.run(UnicodeTables.PY_DIGIT, cp) != 1) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return true;
    }
}
