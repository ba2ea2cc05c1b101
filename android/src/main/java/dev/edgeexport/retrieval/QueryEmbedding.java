package dev.edgeexport.retrieval;

/**
 * The query path around the app's model call: the bundle's query prompt and tokenizer, the shortest signature
 * that holds the ids, the call, and the output cut to the bundle's {@code vectors.dims} (renormalised).
 */
public final class QueryEmbedding {
    private QueryEmbedding() {
    }

    /**
     * The question's query vector, as the bundle's vectors were searched with it (width {@code vectors.dims}).
     * An empty or blank question is refused (IllegalArgumentException), as edge-export refuses to embed one: the
     * prompt alone would embed as a question about nothing and still return passages.
     */
    public static float[] embed(Bundle bundle, String question, EmbeddingModel model) {
        if (isBlank(question)) {
            throw new IllegalArgumentException("empty question: nothing to embed");
        }
        QueryInput input = input(bundle, question);
        return QueryInput.toDims(model.embed(input.signature(), input.paddedIds()), bundle.manifest().dims());
    }

    /** The model input for {@code question}: the bundle's tokenizer and query prompt, its shortest fitting signature. */
    public static QueryInput input(Bundle bundle, String question) {
        Manifest manifest = bundle.manifest();
        return QueryInput.of(bundle.tokenizer(), manifest.queryPrompt(), question, manifest.signatures());
    }

    /** Empty or only white space, as Python's str.strip() sees it (Unicode white space, the separators \x1c-\x1f). */
    static boolean isBlank(String text) {
        return strip(text).isEmpty();
    }

    /** {@code text} without leading and trailing white space in Python's str.strip() sense. */
    static String strip(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isSpace(text.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    private static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == 0x85;
    }
}
