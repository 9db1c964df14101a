import Foundation
import Logging
import LondonBikes
import NextStopCore
import Providers
import ServiceLifecycle

/// The one poller behind every London bikes answer: the whole `/BikePoint` list every 30 seconds, whoever is
/// looking, into the shared `DockFeed`, and each good list onto disk. A failed poll, or a list with less than half the
/// docks of the last good one (`rule`), leaves the last good docks in place, marked stale.
public struct BikePointPoller: Service {
    /// Seconds between polls: TfL's counts move about this often.
    public static let interval: TimeInterval = 30
    /// London has about 800 docks and closes a handful a year: a list of half as many is a broken answer.
    public static let rule = ReplacementRule(dataset: "TfL docks", compared: ["docks"], minimumShare: 0.5, required: ["docks"])

    let fetch: @Sendable () async throws -> DockList
    let feed: DockFeed
    let archive: DockSnapshotArchive?
    let timeSource: any TimeSource
    let logger: Logger
    /// Told how each poll (`bikes`) ended.
    let observer: (any PollObserver)?
    /// Where a list refused by `rule` is noted, for `/healthz`.
    let rejections: DatasetRejections?

    /// Polls with `fetch` into `feed`, keeping each good list in `archive` and noting refused ones in `rejections`.
    public init(
        fetch: @escaping @Sendable () async throws -> DockList, feed: DockFeed, archive: DockSnapshotArchive?,
        timeSource: any TimeSource = SystemTimeSource(), logger: Logger = Logger(label: "nextstop.bikes"),
        observer: (any PollObserver)? = nil, rejections: DatasetRejections? = nil
    ) {
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
            let age = await cancelWhenGracefulShutdown { await pollOnce() }
            do {
                // Counted from when the list was read, so a server handed another's list keeps its pace.
                let wait = max(1, Self.interval - age)
                try await cancelWhenGracefulShutdown { try await timeSource.sleep(seconds: wait) }
            } catch {
                return
            }
        }
    }

    /// One poll: fetch, install, keep on disk; any failure is logged and noted on the feed. Returns how many seconds
    /// old the list was when it came (its `age`), 0 when none came.
    @discardableResult
    public func pollOnce() async -> TimeInterval {
        do {
            let list = try await fetch()
            try Self.rule.check(
                DatasetCounts(["docks": list.docks.count]),
                replacing: feed.snapshot.map { DatasetCounts(["docks": $0.docks.count]) })
            rejections?.clear(Self.rule.dataset)
            let fetchedAt = timeSource.now().addingTimeInterval(-list.age)
            observer?.pollSucceeded("bikes", at: fetchedAt)
            if list.skippedCount > 0 {
                logger.warning(
                    "TfL docks left out as malformed",
                    metadata: ["count": "\(list.skippedCount)", "first": "\(list.firstSkipReason ?? "")"])
            }
            guard feed.install(DockSnapshot(docks: list.docks, fetchedAt: fetchedAt)) else { return list.age }
            do {
                try archive?.save(list, fetchedAt: fetchedAt)
            } catch {
                logger.warning("could not keep the TfL docks on disk", metadata: ["error": "\(error)"])
            }
            return list.age
        } catch is CancellationError {
            return 0
        } catch {
            if let rejection = error as? DatasetRejection { rejections?.record(rejection) }
            observer?.pollFailed("bikes", kind: PollFailureKind.label(of: error))
            feed.recordFailure("\(error)")
            logger.warning("TfL docks not refreshed; serving the last good ones", metadata: ["error": "\(error)"])
            return 0
        }
    }
}
