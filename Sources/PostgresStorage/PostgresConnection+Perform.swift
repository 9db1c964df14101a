import PostgresNIO

extension PostgresConnection {
    /// Runs a command and waits until the server has completed it. `query` returns once the server has described
    /// the result, which for a command without rows can be before it has run (and, outside a transaction, before it
    /// is committed): a read on another connection could miss the write.
    func perform(_ command: PostgresQuery, logger: Logger) async throws {
        _ = try await query(command, logger: logger).collect()
    }
}
