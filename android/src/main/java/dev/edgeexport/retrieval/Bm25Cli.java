package dev.edgeexport.retrieval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code java -cp edge-export-retrieval.jar:sqlite-jdbc.jar dev.edgeexport.retrieval.Bm25Cli CORPUS_DB ANALYZER_JSON
 * [--timings REPEATS]}: {@link Bm25Index} on a corpus.db (JDBC), for edge-export's cross-language tests and
 * benchmarks. ANALYZER_JSON is a file holding the manifest's {@code retrieval.bm25} object (or a whole manifest).
 * Each line of standard input is {@code {"question": ..., "limit": ..., "rows": [...] | null}}; each line of
 * output is {@code [[row, score], ...]}. A line {@code {"terms": TEXT}} prints the analyzer's terms of TEXT, each with its
 * FTS5 tokens: {@code [[term, [token, ...]], ...]}. With {@code --timings R}, each question is run 1 + R times (the first a
 * warm-up) and the line is {@code {"hits": [[row, score], ...], "ms": median of the R}}.
 */
public final class Bm25Cli {
    private Bm25Cli() {
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws IOException {
        if (args.length != 2 && !(args.length == 4 && args[2].equals("--timings"))) {
            System.err.println("usage: Bm25Cli CORPUS_DB ANALYZER_JSON [--timings REPEATS]");
            System.exit(2);
        }
        int repeats = args.length == 4 ? Integer.parseInt(args[3]) : 0;
        Map<String, Object> json = (Map<String, Object>) Json.parse(Files.readString(Path.of(args[1])));
        if (json.containsKey("retrieval")) {
            json = (Map<String, Object>) ((Map<String, Object>) json.get("retrieval")).get("bm25");
        }
        long start = System.nanoTime();
        Database db = JdbcDatabase.openSqlite(Path.of(args[0]));
        long connected = System.nanoTime();
        Bm25Index index = Bm25Index.open(db, Analyzer.fromManifest(json));
        if (index == null) {
            System.err.println(args[0] + ": no BM25 tables (bm25_terms, bm25_rows): a bundle of schema 4 or later");
            System.exit(1);
        }
        System.err.printf("connected in %.1f ms, index opened in %.1f ms (%d rows)%n", (connected - start) / 1e6,
                (System.nanoTime() - connected) / 1e6, index.rowCount());
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.isBlank()) {
                continue;
            }
            Map<String, Object> query = (Map<String, Object>) Json.parse(line);
            if (query.containsKey("terms")) {  // the analyzer alone: the question's terms and their FTS5 tokens
                List<Object> terms = new ArrayList<>();
                for (String term : index.analyzer().terms((String) query.get("terms"))) {
                    terms.add(List.of(term, new ArrayList<Object>(Unicode61.tokens(term))));
                }
                out.println(Json.write(terms));
                continue;
            }
            String question = (String) query.get("question");
            int limit = ((Long) query.get("limit")).intValue();
            Set<Long> rows = null;
            if (query.get("rows") != null) {
                rows = new HashSet<>();
                for (Object row : (List<Object>) query.get("rows")) {
                    rows.add((Long) row);
                }
            }
            List<Bm25Index.ScoredRow> found = index.rows(question, limit, rows);
            List<Object> hits = new ArrayList<>();
            for (Bm25Index.ScoredRow r : found) {
                hits.add(List.of(r.row, r.score));
            }
            if (repeats == 0) {
                out.println(Json.write(hits));
                continue;
            }
            double[] ms = new double[repeats];
            for (int i = 0; i < repeats; i++) {
                long t = System.nanoTime();
                index.rows(question, limit, rows);
                ms[i] = (System.nanoTime() - t) / 1e6;
            }
            Arrays.sort(ms);
            double median = repeats % 2 == 1 ? ms[repeats / 2] : (ms[repeats / 2 - 1] + ms[repeats / 2]) / 2;
            out.println(Json.write(Map.of("hits", hits, "ms", median)));
        }
        out.flush();
        db.close();
    }
}
