import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import PostgresStorage

/// Request counts added through several servers add up per client and minute.
@Suite(.enabled(if: TestPostgres.isEnabled, "no PostgreSQL server answers (TestPostgres.url)"))
struct PostgresRequestTallyTests {
    @Test func countsFromTwoServersAddUpPerClientAndWindow() async throws {
        let settings = try PostgresSettings.fresh()
        let (a, b) = (try await PostgresDatabase.open(settings), try await PostgresDatabase.open(settings))
        defer { [a, b].forEach { $0.close() } }
        let window = Date(timeIntervalSince1970: 1_790_000_040)

        let (one, two) = (PostgresRequestTally(database: a), PostgresRequestTally(database: b))

        let first = try await one.add(["alice": 3, "bob": 1], window: window, reportingFrom: 5)
        let then = try await two.add(["alice": 2], window: window, reportingFrom: 5)
        let heard = try await one.add([:], window: window, reportingFrom: 5)
        let next = try await two.add(["alice": 1], window: window.addingTimeInterval(60), reportingFrom: 5)

        #expect(first == ["alice": 3, "bob": 1])
        #expect(then == ["alice": 5])
        #expect(heard == ["alice": 5])
        #expect(next == ["alice": 1])
    }
}
