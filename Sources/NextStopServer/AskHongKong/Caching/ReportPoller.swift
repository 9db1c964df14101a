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

    public func run() async throws {
        for report in reports { await report.restore() }
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            await cancelWhenGracefulShutdown { await pollDue() }
            let now = timeSource.now()
            let next = reports.map { $0.nextPoll(at: now) }.min() ?? now.addingTimeInterval(Self.longestSleep)
            let wait = min(Self.longestSleep, max(1, next.timeIntervalSince(now)))
            do {
                try await cancelWhenGracefulShutdown { try await timeSource.sleep(seconds: wait) }
            } catch {
                return
            }
        }
    }

    /// Refreshes every report that is due now, side by side.
    public func pollDue() async {
        let now = timeSource.now()
        await withTaskGroup(of: Void.self) { group in
            for report in reports where report.nextPoll(at: now) <= now {
                group.addTask { await report.refresh(at: now) }
            }
        }
    }
}
