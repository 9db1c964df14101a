import Foundation
import Logging
import NextStopCore
import ServiceLifecycle

/// The one poller behind every Ask Hong Kong answer: restores the copies kept on disk, then refreshes each report
/// as its schedule falls due, whoever is asking, until the server shuts down.
public struct ReportPoller: Service {
    /// The longest sleep between looks at the schedules, so a clock change or a retry is never missed for long.
    static let longestSleep: TimeInterval = 60

    let reports: [any PolledReport]
    let timeSource: any TimeSource

    /// Polls `reports` by `timeSource`'s clock.
    public init(reports: [any PolledReport], timeSource: any TimeSource = SystemTimeSource()) {
        self.reports = reports
        self.timeSource = timeSource
    }

    /// Restores the kept copies, then polls each report on its own schedule: a slow or silent upstream (the
    /// Observatory trickling one report) delays no other report's poll.
    public func run() async throws {
        for report in reports { await report.restore() }
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                for report in reports { group.addTask { await poll(report) } }
            }
        }
    }

    /// Refreshes `report` whenever it falls due, until cancelled.
    private func poll(_ report: any PolledReport) async {
        while !Task.isCancelled {
            let now = timeSource.now()
            if report.nextPoll(at: now) <= now { await report.refresh(at: now) }
            let after = timeSource.now()
            let wait = min(Self.longestSleep, max(1, report.nextPoll(at: after).timeIntervalSince(after)))
            do { try await timeSource.sleep(seconds: wait) } catch { return }
        }
    }

    /// Refreshes every report that is due now, side by side, and returns when all have ended.
    public func pollDue() async {
        let now = timeSource.now()
        await withTaskGroup(of: Void.self) { group in
            for report in reports where report.nextPoll(at: now) <= now {
                group.addTask { await report.refresh(at: now) }
            }
        }
    }
}
