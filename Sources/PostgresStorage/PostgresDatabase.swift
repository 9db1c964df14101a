import Logging
import NextStopCore
import PostgresNIO

/// The application's PostgreSQL database: a pool of connections, migrated (once across servers) when opened.
///
/// Every operation is bounded by `PostgresSettings.operationTimeout`; when the database is down or does not answer in
/// time it throws `FavouritesUnavailable` and changes nothing, and the pool reconnects by itself once it is back.
public final class PostgresDatabase: Sendable {
    public let settings: PostgresSettings
    let client: PostgresClient
    let logger: Logger
    /// The pool's background work; cancelled when the database is closed or released.
    private let running: Task<Void, Never>

    private init(settings: PostgresSettings, logger: Logger) {
        self.settings = settings
        self.logger = logger
        let client = PostgresClient(configuration: settings.clientConfiguration, backgroundLogger: logger)
        self.client = client
        running = Task { await client.run() }
    }

    deinit { running.cancel() }

    /// Connects and migrates; throws `FavouritesUnavailable` with one line when the database cannot be reached.
    public static func open(_ settings: PostgresSettings, logger: Logger = Logger(label: "nextstop.postgres"))
        async throws -> PostgresDatabase
    {
        let database = PostgresDatabase(settings: settings, logger: logger)
        do {
            try await database.migrate()
        } catch {
            database.close()
            throw error
        }
        return database
    }

    /// Closes every connection; later operations fail.
    public func close() { running.cancel() }

    /// Whether the database answers now: nil when it does, else why not (what `/healthz` reports).
    public func problem() async -> String? {
        do {
            try await withConnection { connection in try await connection.perform("SELECT 1", logger: self.logger) }
            return nil
        } catch let error as FavouritesUnavailable {
            return error.reason
        } catch {
            return "\(error)"
        }
    }

    /// Runs `body` on one pooled connection, within `timeout` (the operation timeout by default).
    func withConnection<T: Sendable>(
        timeout: Duration? = nil, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let (client, timeout, place) = (client, timeout ?? settings.operationTimeout, settings.description)
        let inUse = LockedValue<PostgresConnection?>(nil)
        do {
            return try await withDeadline(seconds: timeout.inSeconds, timeSource: SystemTimeSource()) {
                try await client.withConnection { connection in
                    inUse.withLock { $0 = connection }
                    return try await body(connection)
                }
            }
        } catch is DeadlineExceeded {
            // A query waiting in the server (frozen, or on a lock) ignores cancellation: closing its connection ends
            // it, and the pool opens another. The close is awaited, so that the next call finds the pool without it,
            // but for a second at most: it never holds the caller long whatever the database does.
            if let connection = inUse.value {
                _ = try? await withDeadline(seconds: 1, timeSource: SystemTimeSource()) { try await connection.close() }
            }
            throw FavouritesUnavailable(reason: "\(place) did not answer within \(timeout)")
        } catch let error as PSQLError where Self.isUnavailable(error) {
            throw FavouritesUnavailable(reason: "\(place): \(Self.summary(of: error))")
        }
    }

    /// Runs `body` in one transaction, within `timeout` (the operation timeout by default): a thrown error,
    /// `FavouritesError` included, rolls everything back.
    func transaction<T: Sendable>(
        timeout: Duration? = nil, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let logger = logger
        return try await withConnection(timeout: timeout) { connection in
            try await connection.perform("BEGIN", logger: logger)
            do {
                let value = try await body(connection)
                try await connection.perform("COMMIT", logger: logger)
                return value
            } catch {
                try? await connection.perform("ROLLBACK", logger: logger)
                throw error
            }
        }
    }

    /// Connection failures and the server's own refusals to serve (shutting down, too many connections, starting up)
    /// are the database being unavailable; anything else (a broken constraint) is a fault of the request or code.
    private static func isUnavailable(_ error: PSQLError) -> Bool {
        if let state = error.serverInfo?[.sqlState] {
            return ["08", "53", "57"].contains(String(state.prefix(2))) || state == "28P01" || state == "3D000"
        }
        return error.code != .server
    }

    private static func summary(of error: PSQLError) -> String {
        if let message = error.serverInfo?[.message] { return message }
        if let underlying = error.underlying { return "\(underlying)" }
        return "\(error.code)"
    }
}
