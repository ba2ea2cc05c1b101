package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.Test;

/** {@link Unicode61} against FTS5 itself (sqlite-jdbc's SQLite, whose FTS5 the bundles' is): every code point. */
public class Unicode61Test {

    /** FTS5's tokens of each text, read back through an fts5vocab 'instance' table. */
    static List<List<String>> fts5Tokens(List<String> texts) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:"); Statement s = c.createStatement()) {
            s.execute("CREATE VIRTUAL TABLE f USING fts5(text, content = '', tokenize = 'unicode61 remove_diacritics 2')");
            s.execute("CREATE VIRTUAL TABLE v USING fts5vocab(f, 'instance')");
            c.setAutoCommit(false);
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO f(rowid, text) VALUES (?, ?)")) {
                for (int i = 0; i < texts.size(); i++) {
                    insert.setLong(1, i + 1);
                    insert.setString(2, texts.get(i));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            c.commit();
            Map<Long, Map<Long, String>> byDoc = new HashMap<>();
            try (ResultSet r = s.executeQuery("SELECT term, doc, offset FROM v")) {
                while (r.next()) {
                    byDoc.computeIfAbsent(r.getLong(2), k -> new java.util.TreeMap<>()).put(r.getLong(3), r.getString(1));
                }
            }
            List<List<String>> out = new ArrayList<>();
            for (int i = 0; i < texts.size(); i++) {
                Map<Long, String> doc = byDoc.get((long) i + 1);
                out.add(doc == null ? List.of() : new ArrayList<>(doc.values()));
            }
            return out;
        }
    }

    private static void assertSameTokens(List<String> texts) throws SQLException {
        List<List<String>> expected = fts5Tokens(texts);
        int wrong = 0;
        StringBuilder first = new StringBuilder();
        for (int i = 0; i < texts.size(); i++) {
            List<String> got = Unicode61.tokens(texts.get(i));
            if (!got.equals(expected.get(i))) {
                if (wrong++ < 5) {
                    first.append(String.format("U+%04X %s: FTS5 %s, Java %s%n", texts.get(i).codePointAt(1),
                            texts.get(i), expected.get(i), got));
                }
            }
        }
        assertEquals(first.toString(), 0, wrong);
    }

    @Test
    public void everyBmpCodePointInsideAndBeforeAWordTokenizesAsFts5() throws SQLException {
        List<String> texts = new ArrayList<>();
        for (int cp = 0; cp < 0x10000; cp++) {
            if (cp >= 0xD800 && cp <= 0xDFFF) {
                continue;  // not encodable alone
            }
            String c = new String(Character.toChars(cp));
            texts.add("a" + c + "b");     // inside a token: kept (folded), dropped, or a separator
            texts.add(" " + c + "b Z");   // before a word: diacritics never start a token
        }
        assertSameTokens(texts);
    }

    @Test
    public void astralCodePointsTokenizeAsFts5() throws SQLException {
        List<String> texts = new ArrayList<>();
        for (int cp = 0x10000; cp < 0x110000; cp += 7) {
            String c = new String(Character.toChars(cp));
            texts.add("a" + c + "b");
            texts.add(" " + c + "b");
        }
        assertSameTokens(texts);
    }

    @Test
    public void randomMixedTextTokenizesAsFts5() throws SQLException {
        Random random = new Random(35);
        int[] pool = {'a', 'Z', '0', ' ', '_', '-', '\'', 0xE9, 0xC9, 0x301, 0x308, 0x130, 0x131, 0x3A3, 0x3C2, 0x1E9E,
                      0xDF, 0x2460, 0xB2, 0x4E00, 0x19B0, 0xFB01, 0x2019, 0x0627, 0x064B, 0x1F600, 0xE000, 0xFF21};
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int n = random.nextInt(12); n >= 0; n--) {
                text.appendCodePoint(pool[random.nextInt(pool.length)]);
            }
            texts.add(text.toString());
        }
        assertSameTokens(texts);
    }

    @Test
    public void foldsCaseAndAccents() {
        assertEquals(List.of("l", "eleve", "a", "b", "12", "strasse"), Unicode61.tokens("L'ÉLÈVE a_b 12 STRASSE"));
        assertEquals(List.of("ecole"), Unicode61.tokens("E\u0301cole"));
        assertEquals(List.of(), Unicode61.tokens("\u0301 -- ?"));
    }
}
