import Bikes
import Foundation
import Logging
import NextStopCore
import Providers
import ServiceLifecycle

/// The one poller behind every answer of a bike system: all its docks (TfL's whole `/BikePoint` list, a GBFS system's
/// station status) every 30 seconds, or as often as the system's `ttl` says, whoever is looking, into the shared
/// `DockFeed`, and each good list onto disk. A failed poll, or a list with less than half the docks of the last good
/// one (`rule`), leaves the last good docks in place, marked stale.
public struct DockPoller: Service {
    /// Seconds between polls when the system does not say: TfL's counts move about this often.
    public static let interval: TimeInterval = 30
    /// The fewest and most seconds between polls, whatever a system's `ttl` says (0 is "changes all the time").
    public static let intervals: ClosedRange<TimeInterval> = 10...300

    /// The name its polls are counted under: `bikes` for London (as before there were other systems), `bikes-<id>`
    /// for a GBFS system.
    let name: String
    /// A system has its docks and closes a handful a year: a list of half as many is a broken answer.
    let rule: ReplacementRule
    let fetch: @Sendable () async throws -> DockList
    let feed: DockFeed
    let archive: DockSnapshotArchive?
    let timeSource: any TimeSource
    let logger: Logger
    /// Told how each poll (`bikes`) ended.
    let observer: (any PollObserver)?
    /// Where a list refused by `rule` is noted, for `/healthz`.
    let rejections: DatasetRejections?

    /// Polls `source`'s docks with `fetch` into `feed`, counting polls as `name`, keeping each good list in `archive`
    /// and noting refused ones in `rejections`.
    public init(
        name: String = "bikes", source: String = "TfL", fetch: @escaping @Sendable () async throws -> DockList,
        feed: DockFeed, archive: DockSnapshotArchive?, timeSource: any TimeSource = SystemTimeSource(),
        logger: Logger = Logger(label: "nextstop.bikes"), observer: (any PollObserver)? = nil,
        rejections: DatasetRejections? = nil
    ) {
        self.name = name
        rule = ReplacementRule(dataset: "\(source) docks", compared: ["docks"], minimumShare: 0.5, required: ["docks"])
        self.rejections = rejections
        self.fetch = fetch
        self.feed = feed
        self.archive = archive
        self.timeSource = timeSource
        self.logger = logger
        self.observer = observer
    }

    public func run() async throws {
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            let (age, interval) = await cancelWhenGracefulShutdown { await poll() }
            do {
                // Counted from when the list was read, so a server handed another's list keeps its pace.
                let wait = max(1, interval - age)
                try await cancelWhenGracefulShutdown { try await timeSource.sleep(seconds: wait) }
            } catch {
                return
            }
        }
    }

    /// One poll: fetch, install, keep on disk; any failure is logged and noted on the feed. Returns how many seconds
    /// old the list was when it came (its `age`), 0 when none came.
    @discardableResult
    public func pollOnce() async -> TimeInterval { await poll().age }

    /// One poll, with the seconds to the next: the system's `ttl` within `intervals`, else `interval`.
    private func poll() async -> (age: TimeInterval, interval: TimeInterval) {
        do {
            let list = try await fetch()
            try rule.check(
                DatasetCounts(["docks": list.docks.count]),
                replacing: feed.snapshot.map { DatasetCounts(["docks": $0.docks.count]) })
            rejections?.clear(rule.dataset)
            let fetchedAt = timeSource.now().addingTimeInterval(-list.age)
            observer?.pollSucceeded(name, at: fetchedAt)
            if list.skippedCount > 0 {
                logger.warning(
                    "\(rule.dataset) left out as malformed",
                    metadata: ["count": "\(list.skippedCount)", "first": "\(list.firstSkipReason ?? "")"])
            }
            let interval =
                list.timeToLive.map { min(max($0, Self.intervals.lowerBound), Self.intervals.upperBound) }
                ?? Self.interval
            let snapshot = DockSnapshot(docks: list.docks, fetchedAt: fetchedAt, alerts: list.alerts)
            guard feed.install(snapshot, polledEvery: interval) else {
                return (list.age, interval)
            }
            do {
                try archive?.save(list, fetchedAt: fetchedAt)
            } catch {
                logger.warning("could not keep the \(rule.dataset) on disk", metadata: ["error": "\(error)"])
            }
            return (list.age, interval)
        } catch is CancellationError {
            return (0, Self.interval)
        } catch {
            if let rejection = error as? DatasetRejection { rejections?.record(rejection) }
            observer?.pollFailed(name, kind: PollFailureKind.label(of: error))
            feed.recordFailure("\(error)")
            logger.warning("\(rule.dataset) not refreshed; serving the last good ones", metadata: ["error": "\(error)"])
            return (0, Self.interval)
        }
    }
}
