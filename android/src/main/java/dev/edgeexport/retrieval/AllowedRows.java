package dev.edgeexport.retrieval;

import java.util.function.IntPredicate;

/**
 * The rows a search may return (a source filter, the glossary pages), as a test per row read from vectors.bin's
 * pages section, and how many pass it: the search scores them all exactly when they are few (VectorIndex). No
 * array of every row is held.
 */
final class AllowedRows {
    private final IntPredicate test;
    private final int count;

    private AllowedRows(IntPredicate test, int count) {
        this.test = test;
        this.count = count;
    }

    /** The rows of [0, rows) that pass {@code test}, counted once here. */
    static AllowedRows counted(int rows, IntPredicate test) {
        int count = 0;
        for (int row = 0; row < rows; row++) {
            count += test.test(row) ? 1 : 0;
        }
        return new AllowedRows(test, count);
    }

    boolean contains(int row) {
        return test.test(row);
    }

    int count() {
        return count;
    }
}
