import Foundation
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

struct RetryAfterMemoryTests {
    private let clock = ManualTimeSource()

    @Test("a pause is cut to the longest pause the memory was given")
    func pauseIsCut() {
        let memory = RetryAfterMemory(longestPause: 120, timeSource: clock)

        memory.remember(3_600, for: "kmb")

        #expect(memory.secondsLeft(for: "kmb") == 120)
        #expect(memory.pausedHosts() == ["kmb": clock.now().addingTimeInterval(120)])
    }

    @Test("when a pause ends, one call probes the host and the others still wait until it is answered")
    func oneProbeAtATime() {
        let memory = RetryAfterMemory(timeSource: clock)
        memory.remember(30, for: "kmb")
        clock.advance(by: 30)

        let probe = memory.secondsLeft(for: "kmb")
        let second = memory.secondsLeft(for: "kmb")
        memory.forget("kmb")

        #expect(probe == nil)
        #expect(second == 1)
        #expect(memory.secondsLeft(for: "kmb") == nil)
        #expect(memory.pausedHosts().isEmpty)
    }

    @Test("a probe that never comes back lets another call probe after a minute")
    func lostProbeIsReplaced() {
        let memory = RetryAfterMemory(timeSource: clock)
        memory.remember(30, for: "kmb")
        clock.advance(by: 30)
        _ = memory.secondsLeft(for: "kmb")

        clock.advance(by: 60)

        #expect(memory.secondsLeft(for: "kmb") == nil)
    }

    @Test("a shorter pause asked later does not cut a longer one short")
    func longerPauseHolds() {
        let memory = RetryAfterMemory(timeSource: clock)
        memory.remember(200, for: "kmb")

        memory.remember(10, for: "kmb")

        #expect(memory.secondsLeft(for: "kmb") == 200)
    }

    @Test("a pause that cannot be read as a length (NaN, negative) is no pause", arguments: [Double.nan, -5])
    func unreadablePause(seconds: Double) {
        let memory = RetryAfterMemory(timeSource: clock)

        #expect(memory.pauseLength(seconds) == 0)
    }
}
