package dev.edgeexport.retrieval;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.util.Arrays;

/**
 * vectors.bin (schemas/vector-file.md), mapped read-only: the header checked as edge-export's open_vector_file
 * checks it, then each section a view into the file, nothing copied, so that what the app holds does not grow with
 * the corpus. A source that gives streams only ({@link BundleFiles#region} null) is read into heap buffers of the
 * same layout instead. Row {@code i} is the chunk of {@code chunks.row = i + 1}. Version 2 is what edge-export
 * writes; version 1, whose moments are float64 and VᵀV / rows whole, is read too: an app may update this library
 * before its corpus pack.
 */
final class VectorFile {
    static final byte[] MAGIC = {'E', 'E', 'V', 'E', 'C', 'S', 0, 1};
    static final int VERSION = 2;  // what edge-export writes
    static final int OLDEST_VERSION = 1;  // still read: the bundles of earlier releases
    static final int HEADER_BYTES = 72;
    static final int ALIGN = 64;
    static final int FLOAT32 = 0;
    static final int INT8 = 1;
    /** The largest segment mapped at once: under the 2 GiB a MappedByteBuffer holds, with room to spare. */
    static final long SEGMENT_BYTES = 1L << 30;
    /** What this library maps: row positions are ints, and a version 1 file's moments (D + D² doubles) one buffer. */
    private static final long MAX_ROWS = Integer.MAX_VALUE;
    private static final long MAX_DIMS = 16_376;

    final String path;
    final int rows;
    final int dims;
    final boolean int8;
    final RowSection signs;    // dims / 8 bytes a row: bit b of byte j set when component 8j + b > 0
    final RowSection vectors;  // dims float32, or dims int8 codes, a row
    final RowSection scales;   // int8 only: one float32 a row
    final RowSection pages;    // int32 documents.id, then int32 page, a row
    // The moments, one of the two null: the mean [dims], then VᵀV / rows, version 1's [dims, dims] row-major in
    // float64, or version 2's upper triangle row by row (i ≤ j) in float32.
    private final DoubleBuffer float64Moments;
    private final FloatBuffer float32Moments;

    private VectorFile(String path, Header h, RowSection signs, RowSection vectors, RowSection scales,
                       RowSection pages, ByteBuffer moments) {
        this.path = path;
        this.rows = (int) h.rows;
        this.dims = (int) h.dims;
        this.int8 = h.format == INT8;
        this.signs = signs;
        this.vectors = vectors;
        this.scales = scales;
        this.pages = pages;
        this.float64Moments = h.version == 1 ? moments.asDoubleBuffer() : null;
        this.float32Moments = h.version == 1 ? null : moments.asFloatBuffer();
    }

    /** {@code path} of {@code files}: mapped when the source gives a region, else read into the heap. */
    static VectorFile open(BundleFiles files, String path) {
        try {
            FileRegion region = files.region(path);
            if (region != null) {
                try (region) {
                    return map(region, path, SEGMENT_BYTES);
                }
            }
            try (InputStream in = files.open(path)) {
                return read(in, path, SEGMENT_BYTES);
            }
        } catch (NoSuchFileException e) {
            throw new BundleException(path, "no such vector file");
        } catch (FileNotFoundException e) {  // also Android's openFd on a compressed asset: its message says so
            String why = e.getMessage() == null ? "" : " (" + e.getMessage() + ")";
            throw new BundleException(path, "no such vector file" + why);
        } catch (IOException e) {
            throw new BundleException(path, "cannot read (" + e.getMessage() + ")");
        }
    }

    /** The file in {@code region}, mapped in segments of at most {@code segmentBytes}. */
    static VectorFile map(FileRegion region, String path, long segmentBytes) throws IOException {
        FileChannel channel = region.channel();
        ByteBuffer head = ByteBuffer.allocate((int) Math.min(HEADER_BYTES, region.length()));
        while (head.hasRemaining()) {
            if (channel.read(head, region.offset() + head.position()) < 0) {
                break;
            }
        }
        Header h = Header.parse(head.array(), head.position(), path);
        h.checkSize(region.length(), path);
        return sections(path, h, segmentBytes, (offset, length) ->
                channel.map(FileChannel.MapMode.READ_ONLY, region.offset() + offset, length).order(ByteOrder.LITTLE_ENDIAN));
    }

    /** The file from a stream, into heap buffers (an app's assets opened by name: nothing to map). */
    static VectorFile read(InputStream in, String path, long segmentBytes) throws IOException {
        StreamReader reader = new StreamReader(in);
        byte[] head = new byte[HEADER_BYTES];
        int got = reader.readFully(head, 0, HEADER_BYTES);
        Header h = Header.parse(head, got, path);
        h.checkOffsets(path);
        VectorFile file;
        try {
            file = sections(path, h, segmentBytes, reader::read);
        } catch (java.io.EOFException e) {
            throw h.layoutError(reader.position(), path);
        }
        long size = h.end + reader.skipToEnd();
        h.checkSize(size, path);
        return file;
    }

    /** Bytes [offset, offset + length) of the file, little-endian; called in increasing offset order. */
    private interface Sections {
        ByteBuffer read(long offset, int length) throws IOException;
    }

    private static VectorFile sections(String path, Header h, long segmentBytes, Sections source) throws IOException {
        int rows = (int) h.rows;
        int dims = (int) h.dims;
        RowSection signs = rowSection(source, h.signs, rows, dims / 8, segmentBytes);
        RowSection vectors = rowSection(source, h.vectors, rows, dims * (h.format == INT8 ? 1 : 4), segmentBytes);
        RowSection scales = h.format == INT8 ? rowSection(source, h.scales, rows, 4, segmentBytes) : null;
        RowSection pages = rowSection(source, h.pages, rows, 8, segmentBytes);
        ByteBuffer moments = source.read(h.moments, (int) (h.end - h.moments));
        return new VectorFile(path, h, signs, vectors, scales, pages, moments);
    }

    private static RowSection rowSection(Sections source, long offset, int rows, int rowBytes, long segmentBytes)
            throws IOException {
        int perSegment = RowSection.rowsPerSegment(segmentBytes, rowBytes, rows);
        ByteBuffer[] segments = new ByteBuffer[rows == 0 ? 0 : (rows - 1) / perSegment + 1];
        for (int s = 0; s < segments.length; s++) {
            int count = Math.min(perSegment, rows - s * perSegment);
            segments[s] = source.read(offset + (long) s * perSegment * rowBytes, count * rowBytes);
        }
        return new RowSection(segments, perSegment, rowBytes, rows);
    }

    /** documents.id of a row's chunk. */
    int document(int row) {
        return pages.intAt(row, 0);
    }

    /** The PDF page (from 1) of a row's chunk. */
    int page(int row) {
        return pages.intAt(row, 4);
    }

    /** Component {@code i} of the mean of every row's vector. */
    double mean(int i) {
        return float64Moments != null ? float64Moments.get(i) : float32Moments.get(i);
    }

    /**
     * Row {@code i} of VᵀV / rows, the second moments of every row's vector, from its diagonal on: entries (i, i) to
     * (i, dims − 1) into {@code into[i, dims)}. The matrix is symmetric, and its upper triangle all version 2 stores.
     */
    void upperRow(int i, double[] into) {
        if (float64Moments != null) {
            DoubleBuffer view = float64Moments.duplicate();  // its own position: other threads read the same moments
            ((Buffer) view).position(dims + i * dims + i);
            view.get(into, i, dims - i);
        } else {
            int start = dims + i * dims - i * (i - 1) / 2 - i;  // where entry (i, 0) would be, were it stored
            for (int j = i; j < dims; j++) {
                into[j] = float32Moments.get(start + j);
            }
        }
    }

    /** The header's fields and the layout its rows, dims and format imply (vector_file.py's {@code _layout}). */
    private static final class Header {
        final long version;
        final long dims;
        final long rows;
        final int format;
        final long[] offsets;  // as written: signs, vectors, scales, pages, moments
        final long signs;
        final long vectors;
        final long scales;
        final long pages;
        final long moments;
        final long end;

        private Header(long version, long dims, long rows, int format, long[] offsets) {
            this.version = version;
            this.dims = dims;
            this.rows = rows;
            this.format = format;
            this.offsets = offsets;
            signs = align(HEADER_BYTES);
            vectors = align(signs + rows * dims / 8);
            long after = vectors + rows * dims * (format == INT8 ? 1 : 4);
            scales = format == INT8 ? align(after) : 0;
            pages = align(format == INT8 ? scales + 4 * rows : after);
            moments = align(pages + 8 * rows);
            end = moments + (version == 1 ? 8 * (dims + dims * dims) : 4 * (dims + dims * (dims + 1) / 2));
        }

        static long align(long offset) {
            return (offset + ALIGN - 1) / ALIGN * ALIGN;
        }

        /** The first {@code length} bytes of the file; a BundleException naming it when they are not a header. */
        static Header parse(byte[] head, int length, String path) {
            if (length < HEADER_BYTES || !Arrays.equals(Arrays.copyOf(head, MAGIC.length), MAGIC)) {
                throw new BundleException(path, "not an edge-export vector file (bad magic)");
            }
            ByteBuffer b = ByteBuffer.wrap(head).order(ByteOrder.LITTLE_ENDIAN);
            long version = Integer.toUnsignedLong(b.getInt(8));
            long dims = Integer.toUnsignedLong(b.getInt(12));
            long rows = b.getLong(16);
            long format = Integer.toUnsignedLong(b.getInt(24));
            if (version < OLDEST_VERSION || version > VERSION) {
                throw new BundleException(path, "vector file version " + version + "; this library reads versions "
                        + OLDEST_VERSION + " and " + VERSION);
            }
            if (format != FLOAT32 && format != INT8) {
                throw new BundleException(path, "unknown vector format code " + format);
            }
            if (dims == 0 || dims % 8 != 0) {
                throw new BundleException(path, dims + " dimensions (must be a positive multiple of 8)");
            }
            if (rows < 0 || rows > MAX_ROWS || dims > MAX_DIMS) {
                throw new BundleException(path, Long.toUnsignedString(rows) + " rows of " + dims
                        + " dimensions: more than this library reads (" + MAX_ROWS + " rows, " + MAX_DIMS + " dimensions)");
            }
            long[] offsets = new long[5];
            for (int i = 0; i < 5; i++) {
                offsets[i] = b.getLong(32 + 8 * i);
            }
            return new Header(version, dims, rows, (int) format, offsets);
        }

        long[] expected() {
            return new long[] {signs, vectors, scales, pages, moments};
        }

        void checkOffsets(String path) {
            if (!Arrays.equals(offsets, expected())) {
                throw layoutError(-1, path);
            }
        }

        void checkSize(long size, String path) {
            if (!Arrays.equals(offsets, expected()) || size != end) {
                throw layoutError(size, path);
            }
        }

        /** What vector_file.py says of a file whose offsets or size are not its layout's ({@code size} −1: unknown). */
        BundleException layoutError(long size, String path) {
            StringBuilder written = new StringBuilder();
            for (long offset : offsets) {
                written.append(written.length() == 0 ? "" : ", ").append(Long.toUnsignedString(offset));
            }
            return new BundleException(path, (size < 0 ? "" : size + " bytes with ") + "sections at [" + written
                    + "]: expected " + end + " bytes, sections at " + Arrays.toString(expected()) + " for " + rows
                    + " rows of " + dims + " " + (format == INT8 ? "int8" : "float32") + " (truncated?)");
        }
    }

    /** A stream read forward only, section by section, its position counted. */
    private static final class StreamReader {
        private final InputStream in;
        private long position;

        StreamReader(InputStream in) {
            this.in = in;
        }

        long position() {
            return position;
        }

        /** Up to {@code length} bytes into {@code into}; how many there were before the end. */
        int readFully(byte[] into, int from, int length) throws IOException {
            int done = 0;
            while (done < length) {
                int n = in.read(into, from + done, length - done);
                if (n < 0) {
                    break;
                }
                done += n;
            }
            position += done;
            return done;
        }

        /** Bytes [offset, offset + length), the gap before them skipped; EOFException at the stream's end. */
        ByteBuffer read(long offset, int length) throws IOException {
            if (offset < position) {
                throw new IllegalStateException("sections read out of order");
            }
            byte[] gap = new byte[(int) Math.min(ALIGN, offset - position)];
            while (position < offset) {
                if (readFully(gap, 0, (int) Math.min(gap.length, offset - position)) == 0) {
                    throw new java.io.EOFException();
                }
            }
            byte[] bytes = new byte[length];
            if (readFully(bytes, 0, length) < length) {
                throw new java.io.EOFException();
            }
            return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        }

        /** Reads to the end; how many bytes there were. */
        long skipToEnd() throws IOException {
            byte[] rest = new byte[8192];
            long extra = 0;
            for (int n; (n = in.read(rest)) > 0; ) {
                extra += n;
            }
            position += extra;
            return extra;
        }
    }
}
