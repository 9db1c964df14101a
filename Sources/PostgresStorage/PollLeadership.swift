import Foundation
import NextStopCore
import PostgresNIO

/// Decides this server's `PollRole` in a cluster sharing one PostgreSQL database, and hears the leader's answers.
///
/// On a connection of its own it tries a session-level advisory lock every `checkInterval`: the server holding it
/// leads. PostgreSQL drops the lock with the connection, so when a leader dies (even by `kill -9`) another takes
/// over within `checkInterval`; the connection's TCP keepalives are short, so a leader whose machine vanishes
/// is noticed within about 30 seconds, not hours. The same connection listens for announced answers. While the
/// database cannot be reached the server is `alone` and polls for itself.
public struct PollLeadership: Sendable {
    /// The class of the leader's advisory lock ("NSPL"); its second key is the schema's, as for migrations.
    static let lockClass: Int32 = 0x4E53_504C
    /// How long answers are kept in the table: far longer than any is served.
    static let answersKept: TimeInterval = 24 * 3600

    let share: PostgresUpstreamShare
    let checkInterval: Duration

    /// Leadership over `share`'s database, checked every `checkInterval`.
    public init(share: PostgresUpstreamShare, checkInterval: Duration = .seconds(2)) {
        self.share = share
        self.checkInterval = checkInterval
    }

    /// Runs until cancelled, connecting again after every failure; the server is `alone` while disconnected.
    public func run() async {
        let logger = share.database.logger
        var reported = false
        while !Task.isCancelled {
            do {
                try await takePart()
            } catch {
                if Task.isCancelled { break }
                if !reported {
                    logger.warning(
                        "cannot reach the database to share polls; polling alone", metadata: ["error": "\(error)"])
                }
                reported = true
            }
            share.setRole(.alone)
            try? await Task.sleep(for: checkInterval)
        }
        share.setRole(.alone)
    }

    /// How the lock's connection shows in `pg_stat_activity`: `nextstop polling (SCHEMA)`.
    static func applicationName(_ database: PostgresDatabase) -> String {
        "nextstop polling (\(database.settings.schemaInUse))"
    }

    /// One connection's life: listening, and holding or seeking the lock, until the connection fails.
    private func takePart() async throws {
        let database = share.database
        var configuration = try database.settings.connectionConfiguration()
        configuration.options.additionalStartupParameters.append(("application_name", Self.applicationName(database)))
        let connection = try await PostgresConnection.connect(
            configuration: configuration, id: 0, logger: database.logger)
        defer { Task { try? await connection.close() } }
        // A frozen database answers neither a query nor the UNLISTEN that ending the listening sends, and neither
        // ends on cancellation: closing the connection ends both, so a server stopping never waits on the database.
        try await withTaskCancellationHandler {
            try await hold(connection)
        } onCancel: {
            Task { try? await connection.close() }
        }
    }

    /// Listens on `connection`, and holds or seeks the lock on it, until it fails.
    private func hold(_ connection: PostgresConnection) async throws {
        let (database, share, checkInterval) = (share.database, share, checkInterval)
        let logger = database.logger
        for setting in ["tcp_keepalives_idle = 10", "tcp_keepalives_interval = 5", "tcp_keepalives_count = 3"] {
            try await connection.perform("SET \(unescaped: setting)", logger: logger)
        }
        let lock: PostgresQuery =
            "SELECT pg_try_advisory_lock(\(Self.lockClass), hashtext(\(database.settings.schemaInUse)))"
        try await connection.listen(on: PostgresUpstreamShare.channel) { notices in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await notice in notices { await share.announced(notice.payload) }
                }
                group.addTask {
                    var lastPrune = Date.distantPast
                    while true {
                        if share.role == .leading {
                            // Still connected is still holding the lock.
                            try await connection.perform("SELECT 1", logger: logger)
                            if Date().timeIntervalSince(lastPrune) > 3600 {
                                try await share.prune(olderThan: Self.answersKept)
                                lastPrune = Date()
                            }
                        } else {
                            let held = try await connection.query(lock, logger: logger).collect().first?
                                .decode(Bool.self)
                            let role: PollRole = held == true ? .leading : .following
                            if role != share.role { logger.info("polling role: \(role.rawValue)") }
                            share.setRole(role)
                        }
                        try await Task.sleep(for: checkInterval)
                    }
                }
                // Either ending means the connection failed (or the task was cancelled): start over.
                try await group.next()
                group.cancelAll()
                throw PostgresUnavailable.connectionLost
            }
        }
    }
}

/// The leadership connection ended without an error of its own.
enum PostgresUnavailable: Error, CustomStringConvertible {
    case connectionLost

    var description: String { "the database connection ended" }
}
