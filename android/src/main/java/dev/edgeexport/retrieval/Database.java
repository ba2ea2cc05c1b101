package dev.edgeexport.retrieval;

import java.io.Closeable;
import java.util.List;

/**
 * The few SQL reads the library makes, behind an interface the app implements with its own SQLite:
 * {@link JdbcDatabase} on a JVM, Android's {@code SQLiteDatabase} in an app (docs/android/library.md has the
 * ten-line class). Only plain tables are read: any SQLite opens a bundle's {@code corpus.db}.
 */
public interface Database extends Closeable {

    /** One result row; columns by 0-based index, as in the SELECT. */
    interface Row {
        boolean isNull(int column);

        long getLong(int column);

        double getDouble(int column);

        String getString(int column);

        byte[] getBlob(int column);
    }

    /** Called once per result row, in the query's order. */
    interface RowHandler {
        void row(Row row);
    }

    /**
     * Runs {@code sql} with {@code args} bound to its {@code ?} in order (each a String, Long or Integer),
     * calling {@code handler} for every row. A database SQLite cannot read (a damaged file: Android's
     * {@code SQLiteDatabaseCorruptException}) is a {@link BundleException} naming it, as {@link JdbcDatabase} and
     * docs/android/library.md's {@code AndroidDatabase} throw it: an app catches that one exception.
     */
    void query(String sql, List<Object> args, RowHandler handler);

    /** Whether the database has this table (schemas differ between bundle versions). */
    default boolean hasTable(String table) {
        boolean[] found = {false};
        query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", List.of(table), row -> found[0] = true);
        return found[0];
    }

    /** Whether {@code table} (one of the library's own names) has this column. */
    default boolean hasColumn(String table, String column) {
        boolean[] found = {false};
        // PRAGMA, not pragma_table_info(): Android 7's SQLite (3.9) has no table-valued pragma functions.
        query("PRAGMA table_info(" + table + ")", List.of(), row -> {
            if (column.equals(row.getString(1))) {
                found[0] = true;
            }
        });
        return found[0];
    }

    @Override
    void close();
}
