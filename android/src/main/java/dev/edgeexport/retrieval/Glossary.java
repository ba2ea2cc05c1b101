package dev.edgeexport.retrieval;

import java.text.Normalizer;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The glossary boost (retrieval/glossary.py): a definition question has its glossary chunks' scores multiplied
 * by {@code glossary_boost}. A question is a definition question when, folded (’ to ', NFKD, every non-ASCII
 * character dropped, lower-case, runs of white space as one space), it contains one of {@link #TRIGGERS}.
 */
final class Glossary {
    static final List<String> TRIGGERS = List.of("qu'est-ce que", "qu'est ce que", "c'est quoi", "definition de",
            "definition d'", "que signifie", "que veut dire");

    private Glossary() {
    }

    static boolean isDefinitionQuestion(String question) {
        String folded = fold(question);
        for (String trigger : TRIGGERS) {
            if (folded.contains(trigger)) {
                return true;
            }
        }
        return false;
    }

    /** Python's {@code " ".join(unicodedata.normalize("NFKD", s.replace("’", "'")).encode("ascii", "ignore").decode().lower().split())}. */
    static String fold(String text) {
        String decomposed = Normalizer.normalize(text.replace('’', '\''), Normalizer.Form.NFKD);
        StringBuilder ascii = new StringBuilder(decomposed.length());
        for (int i = 0; i < decomposed.length(); i++) {
            char c = decomposed.charAt(i);
            if (c < 128) {
                ascii.append(c);
            }
        }
        // str.split() with no argument: runs of ASCII white space and \x1c-\x1f separate words.
        String[] words = ascii.toString().toLowerCase(Locale.ROOT).split("[ \\t\\n\\x0B\\f\\r\\x1C-\\x1F]+");
        StringBuilder out = new StringBuilder();
        for (String word : words) {
            if (!word.isEmpty()) {
                out.append(out.length() == 0 ? "" : " ").append(word);
            }
        }
        return out.toString();
    }

    /**
     * The glossary pages of {@code entries} as sorted {@link Documents#key} values (document id, page): a row is on
     * one when its (document, page) in vectors.bin is among them. An entry's file name means the id search.py's
     * {@code _page_mask} gives it; a name no document has marks nothing.
     */
    static long[] pages(Documents documents, List<String> entries) {
        Set<Long> wanted = new HashSet<>();
        for (String entry : entries) {
            String[] document = new String[1];
            int[] range = SearchSettings.glossaryRange(entry, document);
            Integer id = documents.idOf(document[0]);
            for (int page = range[0]; id != null && page <= range[1]; page++) {
                wanted.add(Documents.key(id, page));
            }
        }
        long[] out = new long[wanted.size()];
        int i = 0;
        for (long key : wanted) {
            out[i++] = key;
        }
        java.util.Arrays.sort(out);
        return out;
    }
}
