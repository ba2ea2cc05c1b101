package dev.edgeexport.retrieval;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * One per-row section of vectors.bin (signs, vectors, scales or pages): {@code rowBytes} bytes a row, held as
 * segments of whole rows, because one mapped buffer holds at most 2 GiB and a million float32 768-d vectors are
 * 3 GB. Reads are absolute, so searches on several threads may share it.
 */
final class RowSection {
    private final ByteBuffer[] segments;  // little-endian, each rowsPerSegment rows (the last: the rest)
    private final int rowsPerSegment;
    private final int rowBytes;
    private final int rows;

    RowSection(ByteBuffer[] segments, int rowsPerSegment, int rowBytes, int rows) {
        this.segments = segments;
        this.rowsPerSegment = rowsPerSegment;
        this.rowBytes = rowBytes;
        this.rows = rows;
    }

    /** How many whole rows of {@code rowBytes} a segment of at most {@code segmentBytes} holds (at least one). */
    static int rowsPerSegment(long segmentBytes, int rowBytes, int rows) {
        long fit = Math.max(1, Math.min(segmentBytes, Integer.MAX_VALUE) / rowBytes);
        return (int) Math.max(1, Math.min(fit, rows));
    }

    int rows() {
        return rows;
    }

    int rowBytes() {
        return rowBytes;
    }

    int segmentCount() {
        return segments.length;
    }

    /** The segment holding {@code row}. */
    ByteBuffer segmentOf(int row) {
        return segments[row / rowsPerSegment];
    }

    /** The index of {@link #segmentOf}. */
    int segmentIndexOf(int row) {
        return row / rowsPerSegment;
    }

    /** Where {@code row} starts in {@link #segmentOf}. */
    int offsetOf(int row) {
        return (row % rowsPerSegment) * rowBytes;
    }

    ByteBuffer segment(int index) {
        return segments[index];
    }

    /** The first row of segment {@code index}. */
    int firstRow(int index) {
        return index * rowsPerSegment;
    }

    /** The rows of segment {@code index}. */
    int rowsIn(int index) {
        return Math.min(rowsPerSegment, rows - index * rowsPerSegment);
    }

    /** Copies rows [from, from + count) of one segment's rows into {@code into} (a block of the first pass). */
    void copy(int from, int count, byte[] into) {
        ByteBuffer view = segmentOf(from).duplicate();  // its own position: other threads read the same segment
        ((Buffer) view).position(offsetOf(from));  // Buffer's position(int): Java 8 and Android have no covariant one
        view.get(into, 0, count * rowBytes);
    }

    /**
     * Copies rows [from, from + count) of one segment's rows into {@code into} as little-endian 64-bit words, {@code
     * wordsPerRow} = ⌈rowBytes / 8⌉ a row, a short last word zero-padded: bit t of byte j is bit 8 j + t of the row.
     * {@code bytes} (room for {@code count} rows) is the staging block when a row is not whole words.
     */
    void copyWords(int from, int count, long[] into, byte[] bytes) {
        int words = (rowBytes + 7) / 8;
        if (rowBytes % 8 == 0) {  // the usual case (768 dims: 12 words): one bulk read, no staging
            ByteBuffer view = segmentOf(from).duplicate().order(ByteOrder.LITTLE_ENDIAN);  // duplicate() forgets the order
            ((Buffer) view).position(offsetOf(from));
            view.asLongBuffer().get(into, 0, count * words);
            return;
        }
        copy(from, count, bytes);
        for (int r = 0; r < count; r++) {
            for (int w = 0; w < words; w++) {
                long word = 0;
                for (int t = 0; t < 8 && 8 * w + t < rowBytes; t++) {
                    word |= (bytes[r * rowBytes + 8 * w + t] & 0xFFL) << (8 * t);
                }
                into[r * words + w] = word;
            }
        }
    }

    int intAt(int row, int byteInRow) {
        return segmentOf(row).getInt(offsetOf(row) + byteInRow);
    }

    float floatAt(int row, int byteInRow) {
        return segmentOf(row).getFloat(offsetOf(row) + byteInRow);
    }
}
