package dev.edgeexport.retrieval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * corpus.db's documents: id → the PDF's file name (a few rows, read once). vectors.bin gives each row's document id;
 * edge-export groups pages and matches the source filter and the glossary by file name, so the ids are mapped to
 * names the way it does.
 */
final class Documents {
    private final Map<Integer, String> names;        // by id, in id order
    private final Map<Integer, Integer> firstOfName;  // id → the lowest id of the same name: pages are keyed by name

    private Documents(Map<Integer, String> names) {
        this.names = names;
        Map<String, Integer> first = new HashMap<>();
        firstOfName = new HashMap<>();
        for (Map.Entry<Integer, String> e : names.entrySet()) {
            first.putIfAbsent(e.getValue(), e.getKey());
            firstOfName.put(e.getKey(), first.get(e.getValue()));
        }
    }

    /**
     * The documents of {@code db} ({@code path} names it in errors); a BundleException when an id is not a 32-bit
     * integer or a name is not a text of at most {@link Bundle#MAX_NAME_CHARS} characters (checked by SQLite, before
     * a name is read).
     */
    static Documents read(Database db, String path) {
        long[] damaged = {0};
        db.query("SELECT count(*) FROM documents WHERE typeof(id) != 'integer' OR id != CAST(id AS INTEGER) "
                + "OR id < -2147483648 OR id > 2147483647 OR typeof(source) != 'text' OR length(source) > "
                + Bundle.MAX_NAME_CHARS, List.of(), r -> damaged[0] = r.getLong(0));
        if (damaged[0] > 0) {
            throw new BundleException(path, damaged[0] + " document(s) whose id is not a 32-bit integer or whose "
                    + "source is not a file name of at most " + Bundle.MAX_NAME_CHARS + " characters");
        }
        Map<Integer, String> names = new LinkedHashMap<>();
        db.query("SELECT id, source FROM documents ORDER BY id", List.of(),
                r -> names.put((int) r.getLong(0), r.getString(1)));
        return new Documents(names);
    }

    /** The file name of a document id; null for an id corpus.db does not have. */
    String name(int id) {
        return names.get(id);
    }

    /**
     * A page's key for grouping: (document, page), the document standing for every id of its file name (edge-export
     * keys pages by name), packed in a long.
     */
    long pageKey(int document, int page) {
        Integer canonical = firstOfName.get(document);
        return key(canonical == null ? document : canonical, page);
    }

    static long key(int document, int page) {
        return (long) document << 32 | (page & 0xFFFFFFFFL);
    }

    /**
     * The id a glossary entry's file name means, as search.py's {@code _page_mask} reads it ({source: id} over the
     * documents in id order: the last id of that name); null when no document has it.
     */
    Integer idOf(String name) {
        Integer found = null;
        for (Map.Entry<Integer, String> e : names.entrySet()) {
            if (e.getValue().equals(name)) {
                found = e.getKey();
            }
        }
        return found;
    }

    /**
     * The ids, sorted, of the documents whose file name contains {@code filter}, ASCII letters compared in either case
     * (what SQLite's LIKE does, as edge-export filters).
     */
    int[] idsContaining(String filter) {
        String wanted = asciiLower(filter);
        List<Integer> kept = new ArrayList<>();
        for (Map.Entry<Integer, String> e : names.entrySet()) {
            if (asciiLower(e.getValue()).contains(wanted)) {
                kept.add(e.getKey());
            }
        }
        int[] out = new int[kept.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = kept.get(i);
        }
        Arrays.sort(out);
        return out;
    }

    private static String asciiLower(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            out.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        return out.toString();
    }
}
