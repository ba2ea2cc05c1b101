package dev.edgeexport.retrieval;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;

/**
 * Where a bundle file lies in a file that can be memory-mapped: a channel, the offset the bundle file starts at
 * and its length. A folder's file is a whole file ({@link #whole}); a file stored uncompressed in an APK or an
 * install-time asset pack is a region of the APK ({@code AssetManager.openFd}: docs/android/library.md, section 2). The
 * library maps what it needs, then closes the region: a mapping stays valid after its channel is closed.
 */
public final class FileRegion implements Closeable {
    private final FileChannel channel;
    private final long offset;
    private final long length;
    private final Closeable owner;

    /**
     * {@code length} bytes of {@code channel} from {@code offset}; {@code owner} (may be null) is closed with the
     * channel: an Android {@code AssetFileDescriptor}, whose descriptor the channel's stream does not own.
     */
    public FileRegion(FileChannel channel, long offset, long length, Closeable owner) {
        if (offset < 0 || length < 0) {
            throw new IllegalArgumentException("a file region of " + length + " bytes at " + offset);
        }
        this.channel = channel;
        this.offset = offset;
        this.length = length;
        this.owner = owner;
    }

    public FileRegion(FileChannel channel, long offset, long length) {
        this(channel, offset, length, null);
    }

    /** The whole file of {@code channel}. */
    public static FileRegion whole(FileChannel channel) throws IOException {
        try {
            return new FileRegion(channel, 0, channel.size());
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    FileChannel channel() {
        return channel;
    }

    long offset() {
        return offset;
    }

    long length() {
        return length;
    }

    @Override
    public void close() throws IOException {
        try {
            channel.close();
        } finally {
            if (owner != null) {
                owner.close();
            }
        }
    }
}
