package dev.edgeexport.retrieval;

import java.util.Arrays;
import java.util.List;

/**
 * A question as the embedding model takes it (docs/android/library.md, section 3b): {@code [BOS] + encode(prompt +
 * question) + [EOS]}, run through the shortest signature whose length holds it (else the longest, the body cut
 * at the end and [EOS] kept), right-padded with 0 to that length. The models take only
 * {@code text_batch} (int32 [1, S]); {@link #attentionMask()} is there for a model that also wants a mask.
 * {@link #toDims} turns the model's output into the bundle's vector width.
 */
public final class QueryInput {
    private final Signature signature;
    private final int[] ids;
    private final int tokenCount;
    private final boolean truncated;

    private QueryInput(Signature signature, int[] ids, int tokenCount, boolean truncated) {
        this.signature = signature;
        this.ids = ids;
        this.tokenCount = tokenCount;
        this.truncated = truncated;
    }

    /** The model input for {@code question} with {@code prompt} (manifest {@code prompts.query}). */
    public static QueryInput of(Tokenizer tokenizer, String prompt, String question, List<Signature> signatures) {
        Signature longest = choose(signatures, Integer.MAX_VALUE);
        int[] body = tokenizer.encode(prompt + Tokenizer.bounded(question, longest.seqLen()));
        int needed = body.length + 2;
        Signature signature = choose(signatures, needed);
        int seqLen = signature.seqLen();
        int keep = Math.min(body.length, seqLen - 2);
        int[] ids = new int[seqLen];  // padded with 0, as edge-export's pad_ids pads every export's input
        ids[0] = tokenizer.bosId();
        System.arraycopy(body, 0, ids, 1, keep);
        ids[keep + 1] = tokenizer.eosId();
        return new QueryInput(signature, ids, keep + 2, needed > seqLen);
    }

    /** The shortest signature whose length holds {@code tokenCount} ids, else the longest (ties: the first). */
    public static Signature choose(List<Signature> signatures, int tokenCount) {
        if (signatures.isEmpty()) {
            throw new IllegalArgumentException("the model has no signatures");
        }
        Signature fits = null;
        Signature longest = null;
        for (Signature s : signatures) {
            if (s.seqLen() >= tokenCount && (fits == null || s.seqLen() < fits.seqLen())) {
                fits = s;
            }
            if (longest == null || s.seqLen() > longest.seqLen()) {
                longest = s;
            }
        }
        return fits != null ? fits : longest;
    }

    /** The signature to run. */
    public Signature signature() {
        return signature;
    }

    /** The ids, padded to the signature's length: {@code text_batch}'s one row. */
    public int[] paddedIds() {
        return ids.clone();
    }

    /** The ids without the padding: BOS, the (cut) prompt and question, EOS. */
    public int[] ids() {
        return Arrays.copyOf(ids, tokenCount);
    }

    /** How many of {@link #paddedIds()} are tokens (BOS, text, EOS); the rest is padding. */
    public int tokenCount() {
        return tokenCount;
    }

    /** Whether the question was cut to fit the longest signature. */
    public boolean truncated() {
        return truncated;
    }

    /** 1 for each token, 0 for each pad position (for a model that takes a mask; ours do not). */
    public int[] attentionMask() {
        int[] mask = new int[ids.length];
        Arrays.fill(mask, 0, tokenCount, 1);
        return mask;
    }

    /** The Matryoshka dimensions EmbeddingGemma is trained for. */
    private static final int[] MATRYOSHKA_DIMS = {768, 512, 256, 128};

    /**
     * The model's output at width {@code dims}: a copy, unchanged when it already has that width, else its first
     * {@code dims} components L2-normalised (edge-export's {@code to_dims} / {@code truncate_dim}; only the trained
     * Matryoshka widths 768, 512, 256, 128). A zero vector gives NaNs, as numpy does.
     */
    public static float[] toDims(float[] output, int dims) {
        if (output.length == dims) {
            return output.clone();
        }
        boolean trained = false;
        for (int d : MATRYOSHKA_DIMS) {
            trained |= d == dims;
        }
        if (!trained) {
            throw new IllegalArgumentException("EmbeddingGemma is trained for Matryoshka dims "
                    + Arrays.toString(MATRYOSHKA_DIMS) + ", not " + dims);
        }
        if (dims > output.length) {
            throw new IllegalArgumentException("cannot cut a " + output.length + "-d vector to " + dims);
        }
        double sum = 0;
        for (int i = 0; i < dims; i++) {
            sum += (double) output[i] * output[i];
        }
        double norm = Math.sqrt(sum);
        float[] cut = new float[dims];
        for (int i = 0; i < dims; i++) {
            cut[i] = (float) (output[i] / norm);
        }
        return cut;
    }
}
