import Foundation
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

struct ThrottlingTransportTests {
    private let upstream = HeldTransport(response: HTTPResponse(status: 200, body: Data("{}".utf8)))

    private func makeTransport(maxConcurrent: Int) -> ThrottlingTransport {
        let limits = HostLimits(maxConcurrent: maxConcurrent, minSpacing: 0)
        return ThrottlingTransport(
            base: upstream, throttle: HostThrottle(defaultLimits: limits, timeSource: ManualTimeSource())
        )
    }

    @Test("never has more requests in flight to a host than its limit")
    func boundsConcurrency() async throws {
        let transport = makeTransport(maxConcurrent: 3)

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<10 {
                group.addTask { try await transport.send(.stub("/\(index)")).status }
            }
            for remaining in stride(from: 10, to: 0, by: -1) {
                await waitUntil { upstream.heldCount() == min(3, remaining) }
                upstream.releaseNext()
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses.count == 10)
        #expect(upstream.mostInFlight() == 3)
    }

    @Test("a busy host does not hold back requests to another host")
    func hostsHaveSeparateLimits() async throws {
        let transport = makeTransport(maxConcurrent: 1)

        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { _ = try await transport.send(.stub(host: "a.test")) }
            await waitUntil { upstream.heldCount() == 1 }
            group.addTask { _ = try await transport.send(.stub(host: "b.test")) }
            await waitUntil { upstream.heldCount() == 2 }
            upstream.releaseAll()
            try await group.waitForAll()
        }

        #expect(Set(upstream.requests.map(\.hostKey)) == ["a.test", "b.test"])
    }
}
