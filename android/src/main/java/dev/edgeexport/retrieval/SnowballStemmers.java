package dev.edgeexport.retrieval;

import dev.edgeexport.retrieval.snowball.Algorithms;
import dev.edgeexport.retrieval.snowball.SnowballStemmer;
import java.util.ArrayList;
import java.util.List;

/**
 * The Snowball stemmers the library carries, by the name a manifest's {@code retrieval.bm25.stemmer} records
 * ({@code "french"}, {@code "russian"}, ...): the algorithms of edge-export's analyzer (db/analyzer.py SNOWBALL),
 * generated into {@code dev.edgeexport.retrieval.snowball} from the Snowball release of Python's
 * {@code snowballstemmer} (android/tools/gen_snowball.py), so a question's stems are the index's.
 *
 * <p>Threads: a Snowball program holds the word it is stemming, and an {@link Analyzer} (shared, through the
 * bundle's {@link Bm25Index}, by every {@link Searcher} on it) may stem on several threads at once. So each
 * {@link Analyzer.Stemmer#stem} call runs a program of its own, made for it (a few fields: the algorithm's
 * tables are static and shared): no lock, nothing shared that changes.
 *
 * <p>Code points: Java's Snowball steps over UTF-16 chars, Python's over code points, so a supplementary code
 * point (two chars) would count as two letters where Python counts one ("𐐨ies": one letter before "ies" in
 * Python, two in Java). Each one in a word stands in as one private-use character the word lacks while the
 * program runs; no algorithm names one (checked by the generator), so the program treats it as Python treats
 * the code point.
 */
public final class SnowballStemmers {
    private static final char FIRST_STAND_IN = '\uE000';
    private static final char LAST_STAND_IN = '\uF8FF';

    private SnowballStemmers() {
    }

    /** The names {@link #forName} knows, sorted. */
    public static List<String> names() {
        return Algorithms.NAMES;
    }

    /**
     * The algorithm edge-export stems {@code language} with (a manifest's {@code retrieval.bm25.language}:
     * "fr" → "french"), or null for a language it does not stem (or null).
     */
    public static String forLanguage(String language) {
        return language == null ? null : Algorithms.forLanguage(language);
    }

    /**
     * The stemmer running Snowball's {@code name} algorithm (a manifest's {@code retrieval.bm25.stemmer}); safe
     * to share between threads. IllegalArgumentException naming it and the known names for another name.
     */
    public static Analyzer.Stemmer forName(String name) {
        if (name == null || !Algorithms.NAMES.contains(name)) {
            throw new IllegalArgumentException("Snowball stemmer '" + name + "': the library has "
                    + String.join(", ", Algorithms.NAMES));
        }
        return word -> stem(Algorithms.create(name), word);
    }

    private static String stem(SnowballStemmer program, String word) {
        int n = word.length();
        int first = 0;
        while (first < n && !Character.isHighSurrogate(word.charAt(first))) {
            first++;
        }
        if (first == n) {
            return run(program, word);
        }
        // Each distinct supplementary code point and the private-use character standing in for it.
        List<Integer> codePoints = new ArrayList<>();
        StringBuilder standIns = new StringBuilder();
        StringBuilder mapped = new StringBuilder(n).append(word, 0, first);
        char next = FIRST_STAND_IN;
        for (int i = first; i < n; ) {
            int cp = word.codePointAt(i);
            i += Character.charCount(cp);
            if (cp <= 0xFFFF) {
                mapped.append((char) cp);
                continue;
            }
            int at = codePoints.indexOf(cp);
            if (at < 0) {
                while (next <= LAST_STAND_IN && word.indexOf(next) >= 0) {
                    next++;
                }
                if (next > LAST_STAND_IN) {  // over 6,400 distinct ones in one word: no real text; as UTF-16
                    return run(program, word);
                }
                at = codePoints.size();
                codePoints.add(cp);
                standIns.append(next++);
            }
            mapped.append(standIns.charAt(at));
        }
        String stem = run(program, mapped.toString());
        StringBuilder out = new StringBuilder(stem.length() + codePoints.size());
        for (int i = 0; i < stem.length(); i++) {
            char c = stem.charAt(i);
            int at = c >= FIRST_STAND_IN && c <= LAST_STAND_IN ? standIns.indexOf(String.valueOf(c)) : -1;
            if (at >= 0) {
                out.appendCodePoint(codePoints.get(at));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String run(SnowballStemmer program, String word) {
        program.setCurrent(word);
        program.stem();
        return program.getCurrent();
    }
}
