import Foundation
import NextStopCore
import NextStopTestSupport
import PostgresNIO
import Testing

@testable import PostgresStorage

/// Servers sharing one database: one leads the polls and hands over when it dies, followers hear its answers, and
/// answers asked on demand are fetched once among them.
@Suite(.enabled(if: TestPostgres.isEnabled, "no PostgreSQL server answers (TestPostgres.url)"))
struct UpstreamShareTests {
    /// One server's share, over its own pool, as each server of a cluster opens it.
    private static func server(_ settings: PostgresSettings) async throws -> PostgresUpstreamShare {
        PostgresUpstreamShare(database: try await PostgresStorage.PostgresDatabase.open(settings))
    }

    /// Waits up to `seconds` for `condition`, checking every 50 ms.
    private static func within(_ seconds: Double, _ condition: () async -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return await condition()
    }

    private static func answer(_ body: String, key: String = "GET https://api.tfl.gov.uk/BikePoint", at date: Date)
        -> SharedAnswer
    {
        SharedAnswer(key: key, response: HTTPResponse(status: 200, body: Data(body.utf8)), fetchedAt: date)
    }

    @Test func oneServerLeadsAndAnotherTakesOverWhenItsConnectionGoes() async throws {
        let settings = try PostgresSettings.fresh()
        let (first, second) = (try await Self.server(settings), try await Self.server(settings))
        let firstRun = Task { await PollLeadership(share: first, checkInterval: .milliseconds(100)).run() }
        let secondRun = Task { await PollLeadership(share: second, checkInterval: .milliseconds(100)).run() }

        #expect(await Self.within(20) { Set([first.role, second.role]) == [.leading, .following] })
        let (leader, leaderRun, follower) =
            first.role == .leading ? (first, firstRun, second) : (second, secondRun, first)
        leaderRun.cancel()
        await leaderRun.value

        #expect(leader.role == .alone)
        #expect(await Self.within(20) { follower.role == .leading })
        firstRun.cancel()
        secondRun.cancel()
        [first, second].forEach { $0.database.close() }
    }

    @Test func aLeaderWhoseConnectionIsCutTakesTheLeadAgainOnANewOne() async throws {
        let server = try await Self.server(try PostgresSettings.fresh())
        let run = Task { await PollLeadership(share: server, checkInterval: .milliseconds(100)).run() }
        let (logger, name) = (server.database.logger, PollLeadership.applicationName(server.database))
        let backend: @Sendable () async throws -> Int32? = {
            try await server.database.withConnection { connection in
                try await connection.query(
                    "SELECT pid FROM pg_stat_activity WHERE application_name = \(name)", logger: logger
                ).collect().first?.decode(Int32.self)
            }
        }
        #expect(await Self.within(20) { server.role == .leading })
        let cut = try #require(try await backend())

        try await server.database.withConnection { connection in
            try await connection.perform("SELECT pg_terminate_backend(\(cut))", logger: logger)
        }

        #expect(await Self.within(20) { (try? await backend()).flatMap { $0 } != cut && server.role == .leading })
        run.cancel()
        server.database.close()
    }

    @Test func aFollowerIsHandedAPublishedAnswerAsSoonAsItIsAnnounced() async throws {
        let settings = try PostgresSettings.fresh()
        let (leader, follower) = (try await Self.server(settings), try await Self.server(settings))
        let listening = Task { await PollLeadership(share: follower, checkInterval: .milliseconds(100)).run() }
        // Alone on the lock it takes the lead, which it tries once it is listening; who publishes does not matter.
        #expect(await Self.within(20) { follower.role == .leading })
        // Recent: the leader prunes answers older than a day.
        let earlier = Self.answer("[1]", at: Date().addingTimeInterval(-60))
        try await leader.publish(earlier)
        let key = earlier.key

        let kept = try await follower.answer(for: key, fetchedAfter: nil, waitingUpTo: 0)
        let waiting = Task { try await follower.answer(for: key, fetchedAfter: earlier.fetchedAt, waitingUpTo: 60) }
        try await Task.sleep(for: .milliseconds(200))
        let started = Date()
        try await leader.publish(Self.answer("[2]", at: earlier.fetchedAt.addingTimeInterval(30)))
        let newer = try await waiting.value

        #expect(kept?.response.body == Data("[1]".utf8))
        #expect(newer?.response.body == Data("[2]".utf8))
        // Woken by the announcement, not by the minute's wait running out.
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(try await follower.answer(for: key, fetchedAfter: newer?.fetchedAt, waitingUpTo: 0.1) == nil)
        listening.cancel()
        [leader, follower].forEach { $0.database.close() }
    }

    @Test func answersOlderThanADayArePruned() async throws {
        let settings = try PostgresSettings.fresh()
        let (writer, reader) = (try await Self.server(settings), try await Self.server(settings))
        let old = Self.answer("[1]", key: "GET https://api.tfl.gov.uk/BikePoint", at: Date().addingTimeInterval(-2 * 86_400))
        let recent = Self.answer("[2]", key: "GET https://data.weather.gov.hk/weatherAPI", at: Date())
        try await writer.publish(old)
        try await writer.publish(recent)

        try await writer.prune(olderThan: PollLeadership.answersKept)

        #expect(try await reader.answer(for: old.key, fetchedAfter: nil, waitingUpTo: 0) == nil)
        #expect(try await reader.answer(for: recent.key, fetchedAfter: nil, waitingUpTo: 0)?.response.body == Data("[2]".utf8))
        [writer, reader].forEach { $0.database.close() }
    }

    @Test func serversAskingForOneAnswerAtOnceMakeOneCall() async throws {
        let settings = try PostgresSettings.fresh()
        let servers = [try await Self.server(settings), try await Self.server(settings)]
        let calls = LockedValue(0)
        let key = "GET https://data.etabus.gov.hk/v1/transport/kmb/stop-eta/A1"

        let bodies = try await withThrowingTaskGroup(of: Data.self) { group in
            for index in 0..<6 {
                group.addTask {
                    try await servers[index % 2].answer(for: key, youngerThan: 30) {
                        calls.withLock { $0 += 1 }
                        try await Task.sleep(for: .milliseconds(300))
                        return HTTPResponse(status: 200, body: Data("[\(index)]".utf8))
                    }.response.body
                }
            }
            return try await group.reduce(into: [Data]()) { $0.append($1) }
        }

        #expect(calls.value == 1)
        #expect(Set(bodies).count == 1)
        servers.forEach { $0.database.close() }
    }

    @Test func aFailedAnswerOnDemandIsNotKeptForOthers() async throws {
        let server = try await Self.server(try PostgresSettings.fresh())
        let calls = LockedValue(0)
        let key = "GET https://rt.data.gov.hk/v2/transport/citybus/eta/CTB/001/1"

        for _ in 0..<2 {
            _ = try await server.answer(for: key, youngerThan: 30) {
                calls.withLock { $0 += 1 }
                return HTTPResponse(status: 503)
            }
        }

        #expect(calls.value == 2)
        server.database.close()
    }

    @Test func anOperationWaitingOnALockEndsAtItsTimeoutAndThePoolRecovers() async throws {
        // Both open with the suite's patient timeout (a loaded machine can take seconds to migrate); the call under
        // test has a timeout of its own.
        let settings = try PostgresSettings.fresh()
        let holder = try await PostgresStorage.PostgresDatabase.open(settings)
        let waiter = try await PostgresStorage.PostgresDatabase.open(settings)
        let logger = holder.logger
        let locked = LockedValue(false)
        let holding = Task {
            try await holder.transaction { connection in
                try await connection.perform("LOCK TABLE upstream_answers IN ACCESS EXCLUSIVE MODE", logger: logger)
                locked.withLock { $0 = true }
                try await Task.sleep(for: .seconds(30))
            }
        }
        #expect(await Self.within(20) { locked.value })

        let started = Date()
        await #expect(throws: FavouritesUnavailable.self) {
            try await waiter.withConnection(timeout: .seconds(1)) { connection in
                try await connection.perform("SELECT count(*) FROM upstream_answers", logger: logger)
            }
        }

        #expect(Date().timeIntervalSince(started) < 20)
        let problem = await waiter.problem()
        #expect(problem == nil, "\(problem ?? "")")
        holding.cancel()
        _ = await holding.result
        [holder, waiter].forEach { $0.close() }
    }
}
