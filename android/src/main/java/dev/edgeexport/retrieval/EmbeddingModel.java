package dev.edgeexport.retrieval;

/**
 * The one thing the app writes: run the bundle's model on a query's token ids. With LiteRT's CompiledModel
 * (docs/android/library.md, section 1): write {@code ids} into the signature's input buffer, run the signature by
 * name, read the output floats.
 */
public interface EmbeddingModel {
    /**
     * The model's output for one query.
     *
     * @param signature the signature to run (its {@link Signature#name}, input and output tensor names)
     * @param ids exactly {@code signature.seqLen} int32 token ids, 0-padded: the {@code text_batch} input [1, S]
     * @return the output tensor's floats ({@code encodings} [1, 768])
     */
    float[] embed(Signature signature, int[] ids);
}
