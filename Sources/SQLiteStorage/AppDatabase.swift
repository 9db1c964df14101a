import Foundation
import GRDB

/// The application's SQLite database: opened with foreign keys on and migrated to the current schema.
public struct AppDatabase: Sendable {
    /// Every read and write goes through this connection (a WAL pool on disk, a queue in memory).
    let writer: any DatabaseWriter

    /// Wraps an open connection and migrates it.
    init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// Opens (creating if needed, with its folder) the database file at `path`, in WAL mode.
    public static func open(path: String) throws -> AppDatabase {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try AppDatabase(DatabasePool(path: path, configuration: configuration))
    }

    /// A fresh database that lives only in memory, for tests.
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: configuration))
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Server requests may write at the same moment; wait for the lock instead of failing at once.
        configuration.busyMode = .timeout(5)
        return configuration
    }
}
