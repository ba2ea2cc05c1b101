package dev.edgeexport.retrieval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code java -cp edge-export-retrieval.jar:TEST_CLASSES dev.edgeexport.retrieval.StemWords}: for
 * tests/android/test_bm25_java.py's comparison with Python's snowballstemmer over many words. The first line of
 * output: {@link SnowballStemmers#names}, tab-separated; the second, {@link SnowballStemmers#forLanguage} of each
 * argument (a language code), tab-separated ("null" for none); then for each line of standard input
 * {@code ALGORITHM<TAB>WORD}, a line with the word's stem.
 */
public final class StemWords {
    private StemWords() {
    }

    public static void main(String[] args) throws IOException {
        Map<String, Analyzer.Stemmer> stemmers = new HashMap<>();
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        out.println(String.join("\t", SnowballStemmers.names()));
        List<String> algorithms = new ArrayList<>();
        for (String language : args) {
            algorithms.add(String.valueOf(SnowballStemmers.forLanguage(language)));
        }
        out.println(String.join("\t", algorithms));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            int tab = line.indexOf('\t');
            String word = line.substring(tab + 1);
            out.println(stemmers.computeIfAbsent(line.substring(0, tab), SnowballStemmers::forName).stem(word));
        }
        out.flush();
    }
}
