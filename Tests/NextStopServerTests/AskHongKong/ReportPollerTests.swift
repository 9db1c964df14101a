import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import NextStopServer

/// A report polled every minute whose refreshes can be held, as an upstream trickling its answer holds them.
private final class HeldReport: PolledReport, Sendable {
    let name: String
    let schedule = PollSchedule.every(seconds: 60)
    let refreshes = LockedValue<[Date]>([])
    let gate = AsyncSemaphore(limit: 1)
    let held: Bool

    init(name: String, held: Bool) {
        self.name = name
        self.held = held
    }

    func restore() async {}

    func nextPoll(at now: Date) -> Date {
        refreshes.value.last.map { $0.addingTimeInterval(60) } ?? now
    }

    func refresh(at now: Date) async {
        refreshes.withLock { $0.append(now) }
        if held { try? await gate.withPermit {} }
    }

    func status(at now: Date) -> ReportStatus { ReportStatus(ageSeconds: nil, failure: nil) }
}

/// Each report is polled on its own schedule: one whose upstream does not answer delays no other.
struct ReportPollerTests {
    @Test func aReportThatDoesNotAnswerDelaysNoOther() async throws {
        let clock = ManualTimeSource(now: Date(timeIntervalSince1970: 1_790_000_000), sleepersWaitForAdvance: true)
        let silent = HeldReport(name: "rhrread", held: true)
        try await silent.gate.acquire()
        let quick = HeldReport(name: "aqhi", held: false)
        let poller = Task { try await ReportPoller(reports: [silent, quick], timeSource: clock).run() }

        await waitUntil { quick.refreshes.value.count == 1 && silent.refreshes.value.count == 1 }
        for round in 2...4 {
            await waitUntil { clock.sleeperCount == 1 }
            clock.advance(by: 60)
            await waitUntil { quick.refreshes.value.count == round }
        }

        #expect(silent.refreshes.value.count == 1)
        poller.cancel()
        silent.gate.release()
        _ = await poller.result
    }
}
