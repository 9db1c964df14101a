import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import PostgresStorage

/// Sessions kept through one server are read through another, until they expire.
@Suite(.enabled(if: TestPostgres.isEnabled, "no PostgreSQL server answers (TestPostgres.url)"))
struct PostgresSessionStoreTests {
    private let start = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func aValueKeptThroughOneServerIsReadThroughAnotherUntilItExpires() async throws {
        let settings = try PostgresSettings.fresh()
        let (first, second) = (try await PostgresDatabase.open(settings), try await PostgresDatabase.open(settings))
        defer { [first, second].forEach { $0.close() } }
        let (writer, reader) = (PostgresSessionStore(database: first), PostgresSessionStore(database: second))

        try await writer.keep(Data("one".utf8), "conversation", key: "a", until: start.addingTimeInterval(600))
        try await writer.keep(Data("two".utf8), "conversation", key: "a", until: start.addingTimeInterval(600))

        #expect(try await reader.value("conversation", key: "a", at: start.addingTimeInterval(599)) == Data("two".utf8))
        #expect(try await reader.value("conversation", key: "a", at: start.addingTimeInterval(600)) == nil)
        #expect(try await reader.value("alert", key: "a", at: start) == nil)
    }
}
