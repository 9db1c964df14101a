import Foundation
import NextStopCore
import PostgresNIO

/// Upstream answers shared through PostgreSQL: each is a row of `upstream_answers`, the newest per request, and a
/// published one is announced on `PostgresUpstreamShare.channel` for the followers (`PollLeadership` listens).
///
/// Polled answers are also held in memory, so a follower reads each from the database once. Answers made on demand
/// are fetched by one server at a time per request: it holds a transaction-level advisory lock on the request's key
/// while it asks the upstream, so servers asking at the same moment wait and take its answer.
public final class PostgresUpstreamShare: UpstreamShare {
    /// The `LISTEN` / `NOTIFY` channel of published answers; each notice is `<fetched at, ms since 1970> <key>`.
    static let channel = "nextstop_upstream_answers"
    /// The class of the advisory lock taken per key while fetching on demand ("NSUA").
    static let demandLockClass: Int32 = 0x4E53_5541

    let database: PostgresDatabase
    let board = AnswerBoard()
    private let currentRole = LockedValue(PollRole.following)

    /// Shares answers through `database`; a follower until `PollLeadership` says otherwise.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public var role: PollRole { currentRole.value }

    func setRole(_ role: PollRole) { currentRole.withLock { $0 = role } }

    public func publish(_ answer: SharedAnswer) async throws {
        board.post(answer)
        let (logger, notice) = (database.logger, Self.notice(for: answer))
        try await database.withConnection { connection in
            try await Self.store(answer, on: connection, logger: logger)
            try await connection.perform("SELECT pg_notify(\(Self.channel), \(notice))", logger: logger)
        }
    }

    public func answer(for key: String, fetchedAfter date: Date?, waitingUpTo seconds: TimeInterval) async throws
        -> SharedAnswer?
    {
        func isNew(_ answer: SharedAnswer?) -> Bool {
            guard let answer else { return false }
            return date.map { answer.fetchedAt > $0 } ?? true
        }
        if isNew(board.newest(key)) { return board.newest(key) }
        if let stored = try await load(key) { board.post(stored) }
        if !isNew(board.newest(key)) { await board.wait(for: key, fetchedAfter: date, upTo: seconds) }
        let newest = board.newest(key)
        return isNew(newest) ? newest : nil
    }

    public func answer(
        for key: String, youngerThan lifetime: TimeInterval,
        fetch: @escaping @Sendable () async throws -> HTTPResponse
    ) async throws -> SharedAnswer {
        let cutoff = Date().addingTimeInterval(-lifetime)
        if let stored = try await load(key), stored.fetchedAt > cutoff { return stored }
        let logger = database.logger
        // The upstream is asked inside the transaction, so it may take as long as the upstream's own timeout.
        return try await database.transaction(timeout: database.settings.operationTimeout * 4) { connection in
            try await connection.perform(
                "SELECT pg_advisory_xact_lock(\(Self.demandLockClass), hashtext(\(key)))", logger: logger)
            if let stored = try await Self.load(key, on: connection, logger: logger), stored.fetchedAt > cutoff {
                return stored
            }
            let answer = SharedAnswer(key: key, response: try await fetch(), fetchedAt: Date())
            if answer.response.isSuccess { try await Self.store(answer, on: connection, logger: logger) }
            return answer
        }
    }

    /// A notice heard on the channel: the answer it announces is read into memory unless a newer one is held.
    func announced(_ notice: String) async {
        let parts = notice.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let milliseconds = Double(parts[0]) else { return }
        let key = String(parts[1])
        if let held = board.newest(key), held.fetchedAt.timeIntervalSince1970 * 1000 >= milliseconds.rounded(.down) {
            return
        }
        do {
            if let stored = try await load(key) { board.post(stored) }
        } catch {
            database.logger.warning("could not read an announced answer", metadata: ["error": "\(error)"])
        }
    }

    /// Forgets answers older than `age` seconds (stops nobody has asked about since).
    func prune(olderThan age: TimeInterval) async throws {
        let (logger, cutoff) = (database.logger, Date().addingTimeInterval(-age))
        try await database.withConnection { connection in
            try await connection.perform("DELETE FROM upstream_answers WHERE fetched_at < \(cutoff)", logger: logger)
        }
    }

    private func load(_ key: String) async throws -> SharedAnswer? {
        let logger = database.logger
        return try await database.withConnection { try await Self.load(key, on: $0, logger: logger) }
    }

    static func notice(for answer: SharedAnswer) -> String {
        "\(Int64((answer.fetchedAt.timeIntervalSince1970 * 1000).rounded(.down))) \(answer.key)"
    }

    private static func load(_ key: String, on connection: PostgresConnection, logger: Logger) async throws
        -> SharedAnswer?
    {
        let rows = try await connection.query(
            "SELECT status, headers, body, fetched_at FROM upstream_answers WHERE key = \(key)", logger: logger)
        for try await (status, headers, body, fetchedAt) in rows.decode((Int, String, Data, Date).self) {
            let fields = try JSONDecoder().decode([String: String].self, from: Data(headers.utf8))
            return SharedAnswer(
                key: key, response: HTTPResponse(status: status, headers: fields, body: body), fetchedAt: fetchedAt)
        }
        return nil
    }

    /// Keeps `answer` as its key's row unless the row holds a newer one.
    private static func store(_ answer: SharedAnswer, on connection: PostgresConnection, logger: Logger) async throws {
        let headers = String(decoding: try JSONEncoder().encode(answer.response.headers), as: UTF8.self)
        try await connection.perform(
            """
            INSERT INTO upstream_answers (key, status, headers, body, fetched_at)
            VALUES (\(answer.key), \(answer.response.status), \(headers), \(answer.response.body), \(answer.fetchedAt))
            ON CONFLICT (key) DO UPDATE SET status = EXCLUDED.status, headers = EXCLUDED.headers,
                body = EXCLUDED.body, fetched_at = EXCLUDED.fetched_at
            WHERE upstream_answers.fetched_at <= EXCLUDED.fetched_at
            """, logger: logger)
    }
}
