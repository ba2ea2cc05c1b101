package dev.edgeexport.retrieval;

import java.util.Objects;

/**
 * One signature of the embedding model ({@code manifest.json} {@code model.signatures}): its name
 * ({@code embed_32}), the sequence length it takes, and its input and output tensor names
 * ({@code text_batch} int32 [1, seqLen], {@code encodings} float32 [1, dims]).
 */
public final class Signature {
    public final String name;
    public final int seqLen;
    public final String input;
    public final String output;

    public Signature(String name, int seqLen, String input, String output) {
        if (seqLen < 2) {
            throw new IllegalArgumentException("signature " + name + ": sequence length " + seqLen
                    + " leaves no room for BOS and EOS");
        }
        this.name = Objects.requireNonNull(name, "name");
        this.seqLen = seqLen;
        this.input = Objects.requireNonNull(input, "input");
        this.output = Objects.requireNonNull(output, "output");
    }

    public String name() {
        return name;
    }

    public int seqLen() {
        return seqLen;
    }

    public String input() {
        return input;
    }

    public String output() {
        return output;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Signature)) {
            return false;
        }
        Signature s = (Signature) o;
        return name.equals(s.name) && seqLen == s.seqLen && input.equals(s.input) && output.equals(s.output);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, seqLen, input, output);
    }

    @Override
    public String toString() {
        return name + "(" + input + "[1," + seqLen + "] -> " + output + ")";
    }
}
