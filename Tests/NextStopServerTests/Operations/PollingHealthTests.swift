import Foundation
import HummingbirdTesting
import NextStopCore
import NextStopServer
import Testing

/// `/healthz` says what part a server takes in its cluster's polling, and says nothing of it for a server alone.
@Suite struct PollingHealthTests {
    /// A share whose role is all that `/healthz` reads.
    private struct FixedRoleShare: UpstreamShare {
        struct NotShared: Error {}
        let role: PollRole

        func publish(_ answer: SharedAnswer) async throws { throw NotShared() }
        func answer(for key: String, fetchedAfter date: Date?, waitingUpTo seconds: TimeInterval) async throws
            -> SharedAnswer?
        { throw NotShared() }
        func answer(
            for key: String, youngerThan lifetime: TimeInterval,
            fetch: @escaping @Sendable () async throws -> HTTPResponse
        ) async throws -> SharedAnswer { throw NotShared() }
    }

    private struct Health: Decodable {
        var polling: String?
    }

    private static func polling(with share: (any UpstreamShare)?) async throws -> String? {
        var dependencies = try ServerHarness().dependencies
        dependencies.operations.polling = share
        let polling = LockedValue<String?>(nil)
        try await buildApplication(dependencies).test(.router) { client in
            let reported = try await client.get("/healthz").decode(Health.self).polling
            polling.withLock { $0 = reported }
        }
        return polling.value
    }

    @Test func eachRoleIsReported() async throws {
        for role in [PollRole.leading, .following, .alone] {
            #expect(try await Self.polling(with: FixedRoleShare(role: role)) == role.rawValue)
        }
    }

    @Test func aServerOnItsOwnSaysNothingOfPolling() async throws {
        #expect(try await Self.polling(with: nil) == nil)
    }
}
