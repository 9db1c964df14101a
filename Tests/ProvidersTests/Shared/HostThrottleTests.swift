import NextStopCore
import NextStopTestSupport
import Providers
import Testing

struct HostThrottleTests {
    private let clock = ManualTimeSource()

    private func makeThrottle(spacing: Double, limitsByHost: [String: HostLimits] = [:]) -> HostThrottle {
        HostThrottle(
            defaultLimits: HostLimits(maxConcurrent: 4, minSpacing: spacing), limitsByHost: limitsByHost,
            timeSource: clock
        )
    }

    @Test("back-to-back starts to one host are spaced by the minimum spacing")
    func spacesStarts() async throws {
        let throttle = makeThrottle(spacing: 0.2)

        for _ in 0..<3 { try await throttle.withPermit(for: "a.test") {} }

        #expect(clock.roundedSleeps == [0.2, 0.2])
    }

    @Test("a start after the spacing has passed does not wait")
    func noWaitOnceSpacingPassed() async throws {
        let throttle = makeThrottle(spacing: 0.2)

        try await throttle.withPermit(for: "a.test") {}
        clock.advance(by: 0.15)
        try await throttle.withPermit(for: "a.test") {}
        clock.advance(by: 1)
        try await throttle.withPermit(for: "a.test") {}

        #expect(clock.roundedSleeps == [0.05])
    }

    @Test("each host has its own spacing")
    func hostsAreIndependent() async throws {
        let throttle = makeThrottle(spacing: 0.2)

        try await throttle.withPermit(for: "a.test") {}
        try await throttle.withPermit(for: "b.test") {}

        #expect(clock.sleeps.isEmpty)
    }

    @Test("a host's own limits override the default")
    func perHostLimits() async throws {
        let special = HostLimits(maxConcurrent: 2, minSpacing: 1)
        let throttle = makeThrottle(spacing: 0.2, limitsByHost: ["slow.test": special])

        try await throttle.withPermit(for: "slow.test") {}
        try await throttle.withPermit(for: "slow.test") {}

        #expect(throttle.limits(for: "slow.test") == special)
        #expect(throttle.limits(for: "other.test") == HostLimits(maxConcurrent: 4, minSpacing: 0.2))
        #expect(clock.roundedSleeps == [1])
    }

    @Test("returns what the operation returns")
    func passesResultThrough() async throws {
        let throttle = makeThrottle(spacing: 0)

        let value = try await throttle.withPermit(for: "a.test") { 42 }

        #expect(value == 42)
    }
}
