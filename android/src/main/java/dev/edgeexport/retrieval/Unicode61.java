package dev.edgeexport.retrieval;

import java.util.ArrayList;
import java.util.List;

/**
 * SQLite FTS5's {@code unicode61} tokenizer with {@code remove_diacritics 2} and its default token categories
 * ({@code "L* N* Co"}, plus code points SQLite's tables leave unassigned): the tokens the bundle's BM25 index
 * holds (the {@code bm25_terms.term} of corpus.db, the terms of corpus_fts.db), for a question's words.
 *
 * <p>As fts5_tokenize.c's fts5UnicodeTokenize: a token starts at a token character and runs over token characters
 * and diacritics (the combining marks of sqlite3Fts5UnicodeIsdiacritic, which never start one); every other code
 * point separates tokens. Each code point of a token is folded by sqlite3Fts5UnicodeFold (lower case, then the
 * diacritic removed: "É" → "e"; a combining mark folds to nothing). The character data is SQLite's own
 * (fts5_unicode2.c's tables, older than Java's Unicode), read from the SQLite that builds bundles
 * ({@link UnicodeTables#SQLITE_VERSION}); a lone surrogate separates tokens (Java's UTF-8 encoder writes it as
 * '?').
 */
public final class Unicode61 {
    private Unicode61() {
    }

    /** FTS5's tokens of {@code text}, in order (an empty list when it has none). */
    public static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder token = new StringBuilder();
        boolean inToken = false;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            int kind = kind(cp);
            if (kind == 1 || (kind == 2 && inToken)) {
                inToken = true;
                int folded = fold(cp);
                if (folded >= 0) {
                    token.appendCodePoint(folded);
                }
            } else if (inToken) {
                out.add(token.toString());
                token.setLength(0);
                inToken = false;
            }
        }
        if (inToken) {
            out.add(token.toString());
        }
        return out;
    }

    /** 0: a separator; 1: a token character; 2: a diacritic (continues a token, never starts one). */
    static int kind(int codePoint) {
        if (codePoint < 128) {
            return (codePoint >= '0' && codePoint <= '9') || (codePoint >= 'a' && codePoint <= 'z')
                    || (codePoint >= 'A' && codePoint <= 'Z') ? 1 : 0;
        }
        if (codePoint >= 0xD800 && codePoint <= 0xDFFF) {
            return 0;
        }
        return UnicodeTables.run(UnicodeTables.FTS_KIND, codePoint);
    }

    /** sqlite3Fts5UnicodeFold(codePoint, 2): the folded code point, or -1 when it folds away. */
    static int fold(int codePoint) {
        if (codePoint < 128) {
            return codePoint >= 'A' && codePoint <= 'Z' ? codePoint + ('a' - 'A') : codePoint;
        }
        return UnicodeTables.map(UnicodeTables.FTS_FOLD, codePoint);
    }
}
