package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * {@link Bm25Index} from plain tables against FTS5's {@code bm25()} through sqlite-jdbc: a corpus of random French-ish
 * rows is indexed by FTS5, the plain tables are written from its fts5vocab (as edge-export's db/bm25_tables.py
 * does), and every question's rows and scores must agree (scores to 1e-9), with and without a row filter.
 */
public class Bm25IndexTest {
    private static final String[] WORDS = ("arbitre Arbitré élève ÉLÈVE eleve joueur joueuse pendule cadence Fischer "
            + "règlement article partie coup roi dame tour fou cavalier pion échec mat nulle forfait tournoi ronde "
            + "appariement classement rapide blitz 12 2024 A02 l' d' qu' le la les de du et à").split(" ");
    private static Path dir;
    private static Path db;
    private static Connection fts;
    private static Bm25Index index;
    private static Analyzer analyzer;

    @BeforeClass
    public static void build() throws Exception {
        dir = Files.createTempDirectory("bm25-index-test");
        db = dir.resolve("corpus.db");
        Random random = new Random(35);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            StringBuilder text = new StringBuilder();
            int n = i % 50 == 0 ? 0 : 1 + random.nextInt(i % 7 == 0 ? 200 : 30);
            for (int w = 0; w < n; w++) {
                String word = WORDS[(int) Math.min(WORDS.length - 1, Math.abs(random.nextGaussian()) * WORDS.length / 2.5)];
                text.append(word).append(word.endsWith("'") ? "" : " ");
            }
            texts.add(text.toString());
        }
        fts = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("corpus_fts.db"));
        try (Statement s = fts.createStatement()) {
            s.execute("CREATE VIRTUAL TABLE chunks_fts USING fts5(text, content = '', "
                    + "tokenize = 'unicode61 remove_diacritics 2')");
            s.execute("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, chunks_fts, 'instance')");
        }
        try (PreparedStatement insert = fts.prepareStatement("INSERT INTO chunks_fts(rowid, text) VALUES (?, ?)")) {
            for (int i = 0; i < texts.size(); i++) {
                insert.setLong(1, 3L * i + 2);  // rows need not be 1..N
                insert.setString(2, texts.get(i));
                insert.executeUpdate();
            }
        }
        writePlainTables(texts.size());
        analyzer = Analyzer.fromManifest(AnalyzerTest.french(null));
        index = Bm25Index.open(JdbcDatabase.openSqlite(db), analyzer);
    }

    /** bm25_terms and bm25_rows as db/bm25_tables.py writes them, from FTS5's own tokens. */
    private static void writePlainTables(int n) throws SQLException {
        Map<String, TreeMap<Long, Integer>> postings = new TreeMap<>();
        Map<Long, Integer> lengths = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            lengths.put(3L * i + 2, 0);
        }
        try (Statement s = fts.createStatement(); ResultSet r = s.executeQuery("SELECT term, doc FROM temp.vocab")) {
            while (r.next()) {
                postings.computeIfAbsent(r.getString(1), k -> new TreeMap<>()).merge(r.getLong(2), 1, Integer::sum);
                lengths.merge(r.getLong(2), 1, Integer::sum);
            }
        }
        try (Connection out = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = out.createStatement()) {
            s.execute("CREATE TABLE bm25_terms (term TEXT PRIMARY KEY NOT NULL, rows INTEGER NOT NULL, "
                    + "postings BLOB, spilled INTEGER) WITHOUT ROWID");
            s.execute("CREATE TABLE bm25_spill (id INTEGER PRIMARY KEY, postings BLOB NOT NULL)");
            s.execute("CREATE TABLE bm25_rows (row INTEGER PRIMARY KEY, tokens INTEGER NOT NULL)");
            out.setAutoCommit(false);
            int spilled = 0;
            try (PreparedStatement insert = out.prepareStatement("INSERT INTO bm25_terms VALUES (?, ?, ?, ?)");
                 PreparedStatement spill = out.prepareStatement("INSERT INTO bm25_spill VALUES (?, ?)")) {
                for (Map.Entry<String, TreeMap<Long, Integer>> term : postings.entrySet()) {
                    ByteArrayOutputStream heads = new ByteArrayOutputStream();
                    ByteArrayOutputStream frequencies = new ByteArrayOutputStream();
                    long previous = 0;
                    for (Map.Entry<Long, Integer> p : term.getValue().entrySet()) {
                        varint((p.getKey() - previous) << 1 | (p.getValue() > 1 ? 1 : 0), heads);
                        if (p.getValue() > 1) {
                            varint(p.getValue(), frequencies);
                        }
                        previous = p.getKey();
                    }
                    heads.writeBytes(frequencies.toByteArray());
                    insert.setString(1, term.getKey());
                    insert.setLong(2, term.getValue().size());
                    if (heads.size() > 40) {  // a low threshold: both kinds of term in a small corpus
                        spill.setLong(1, ++spilled);
                        spill.setBytes(2, heads.toByteArray());
                        spill.executeUpdate();
                        insert.setNull(3, java.sql.Types.BLOB);
                        insert.setLong(4, spilled);
                    } else {
                        insert.setBytes(3, heads.toByteArray());
                        insert.setNull(4, java.sql.Types.INTEGER);
                    }
                    insert.executeUpdate();
                }
            }
            try (PreparedStatement insert = out.prepareStatement("INSERT INTO bm25_rows VALUES (?, ?)")) {
                for (Map.Entry<Long, Integer> row : lengths.entrySet()) {
                    insert.setLong(1, row.getKey());
                    insert.setLong(2, row.getValue());
                    insert.executeUpdate();
                }
            }
            out.commit();
            assertTrue(spilled > 0 && spilled < postings.size());
        }
    }

    private static void varint(long value, ByteArrayOutputStream out) {
        while (value >= 0x80) {
            out.write((int) ((value & 0x7F) | 0x80));
            value >>>= 7;
        }
        out.write((int) value);
    }

    @AfterClass
    public static void close() throws SQLException, IOException {
        fts.close();
        for (Path p : List.of(db, dir.resolve("corpus_fts.db"), dir)) {
            Files.deleteIfExists(p);
        }
    }

    /** What retrieval/bm25.py asks corpus_fts.db (the filter as {@code +rowid IN (...)}). */
    private static List<Bm25Index.ScoredRow> fts5(String question, int limit, Set<Long> allowed) throws SQLException {
        String match = analyzer.matchExpression(question);
        List<Bm25Index.ScoredRow> out = new ArrayList<>();
        if (match == null || (allowed != null && allowed.isEmpty())) {
            return out;
        }
        String among = "";
        if (allowed != null) {
            List<String> rows = new ArrayList<>();
            for (long r : new java.util.TreeSet<>(allowed)) {
                rows.add(Long.toString(r));
            }
            among = " AND +rowid IN (" + String.join(",", rows) + ")";
        }
        try (PreparedStatement q = fts.prepareStatement("SELECT rowid, bm25(chunks_fts) FROM chunks_fts WHERE chunks_fts "
                + "MATCH ?" + among + " ORDER BY bm25(chunks_fts), rowid LIMIT ?")) {
            q.setString(1, match);
            q.setInt(2, limit);
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) {
                    out.add(new Bm25Index.ScoredRow(r.getLong(1), -r.getDouble(2)));
                }
            }
        }
        return out;
    }

    private static void assertSame(String question, int limit, Set<Long> allowed) throws SQLException {
        List<Bm25Index.ScoredRow> expected = fts5(question, limit, allowed);
        List<Bm25Index.ScoredRow> got = index.rows(question, limit, allowed);
        assertEquals(question, expected.size(), got.size());
        for (int i = 0; i < got.size(); i++) {
            assertEquals(question + " #" + i, expected.get(i).row, got.get(i).row);
            assertEquals(question + " #" + i, expected.get(i).score, got.get(i).score, 1e-9);
        }
    }

    @Test
    public void everyQuestionRanksAsFts5() throws SQLException {
        Random random = new Random(7);
        Set<Long> odd = new HashSet<>();
        for (long r = 2; r < 1200; r += 6) {
            odd.add(r);
        }
        odd.add(999_999L);
        int nonEmpty = 0;
        for (int q = 0; q < 300; q++) {
            StringBuilder question = new StringBuilder();
            for (int w = 1 + random.nextInt(8); w > 0; w--) {
                question.append(WORDS[random.nextInt(WORDS.length)]).append(' ');
            }
            for (int limit : new int[] {1, 5, 50, 1000}) {
                assertSame(question.toString(), limit, null);
                assertSame(question.toString(), limit, odd);
            }
            nonEmpty += index.rows(question.toString(), 50, null).isEmpty() ? 0 : 1;
        }
        assertTrue(nonEmpty > 250);
        for (String q : List.of("Élève eleve ÉLÈVE", "l'arbitre", "le la les", "", "zzz inconnu", "A02 2024 12",
                                "arbitre arbitre arbitré")) {
            assertSame(q, 50, null);
            assertSame(q, 50, odd);
        }
    }

    @Test
    public void noTermNoRowAndAnEmptyFilterGiveNothing() {
        assertEquals(List.of(), index.rows("le la les", 10, null));
        assertEquals(List.of(), index.rows("inconnu", 10, null));
        assertEquals(List.of(), index.rows("arbitre", 10, new HashSet<>()));
        assertEquals(400, index.rowCount());
    }

    @Test
    public void aDatabaseWithoutTheTablesHasNoIndex() throws Exception {
        Path empty = dir.resolve("empty.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + empty); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE chunks (row INTEGER PRIMARY KEY)");
        }
        try (Database d = JdbcDatabase.openSqlite(empty)) {
            assertNull(Bm25Index.open(d, analyzer));
        }
        Files.delete(empty);
    }

    @Test
    public void theManifestsAnalyzerIsUsed() {
        Map<String, Object> bm25 = new LinkedHashMap<>(AnalyzerTest.french(null));
        bm25.put("stopwords", new ArrayList<Object>(List.of("arbitre")));
        assertEquals(List.of("et", "joueur"), Analyzer.fromManifest(bm25).terms("l'arbitre et joueur"));
    }
}
