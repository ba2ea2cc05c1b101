package dev.edgeexport.retrieval;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * {@link Database} over JDBC (a desktop JVM, the tests: xerial's sqlite-jdbc). Opened read-only. Android has
 * no JDBC driver: an app implements {@link Database} with {@code android.database.sqlite.SQLiteDatabase}.
 */
public final class JdbcDatabase implements Database {
    private final Path path;
    private final Connection connection;

    private JdbcDatabase(Path path, Connection connection) {
        this.path = path;
        this.connection = connection;
    }

    /** {@code jdbc:sqlite:<path>} opened read-only; a {@link BundleException} naming the file when it cannot be. */
    public static JdbcDatabase openSqlite(Path path) {
        if (!path.toFile().isFile()) {
            throw new BundleException(path, "no such database file");
        }
        java.util.Properties properties = new java.util.Properties();
        properties.setProperty("open_mode", "1");  // SQLITE_OPEN_READONLY
        try {
            return new JdbcDatabase(path, DriverManager.getConnection("jdbc:sqlite:" + path, properties));
        } catch (SQLException e) {
            throw new BundleException(path, "cannot open (" + e.getMessage() + ")");
        }
    }

    @Override
    public void query(String sql, List<Object> args, RowHandler handler) {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < args.size(); i++) {
                statement.setObject(i + 1, args.get(i));
            }
            try (ResultSet results = statement.executeQuery()) {
                Row row = new ResultRow(results);
                while (results.next()) {
                    handler.row(row);
                }
            }
        } catch (SQLException e) {
            throw new BundleException(path, "query failed (" + e.getMessage() + "): " + sql);
        }
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            throw new BundleException(path, "close failed (" + e.getMessage() + ")");
        }
    }

    private final class ResultRow implements Row {
        private final ResultSet results;

        ResultRow(ResultSet results) {
            this.results = results;
        }

        /** A value SQLite cannot give as asked (a damaged row): the bundle's error, naming the file. */
        private BundleException unreadable(SQLException e) {
            return new BundleException(path, "a value cannot be read (" + e.getMessage() + ")");
        }

        @Override
        public boolean isNull(int column) {
            try {
                results.getObject(column + 1);
                return results.wasNull();
            } catch (SQLException e) {
                throw unreadable(e);
            }
        }

        @Override
        public long getLong(int column) {
            try {
                return results.getLong(column + 1);
            } catch (SQLException e) {
                throw unreadable(e);
            }
        }

        @Override
        public double getDouble(int column) {
            try {
                return results.getDouble(column + 1);
            } catch (SQLException e) {
                throw unreadable(e);
            }
        }

        @Override
        public String getString(int column) {
            try {
                return results.getString(column + 1);
            } catch (SQLException e) {
                throw unreadable(e);
            }
        }

        @Override
        public byte[] getBlob(int column) {
            try {
                return results.getBytes(column + 1);
            } catch (SQLException e) {
                throw unreadable(e);
            }
        }
    }
}
