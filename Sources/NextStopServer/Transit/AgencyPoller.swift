import Foundation
import GTFS
import Logging
import NextStopCore
import Providers
import ServiceLifecycle

/// The one poller behind every answer about an agency: its timetable loaded at start and checked again daily (every
/// five minutes while it cannot be loaded), then its GTFS-Realtime feeds every `interval` whoever is looking, each
/// into `AgencyLive` on its own, so a failing alerts feed never costs the trip updates.
public struct AgencyPoller: Service {
    /// The feeds an agency may publish, each optional.
    public struct Feeds: Sendable, Hashable {
        public var tripUpdates: URL?
        public var alerts: URL?
        public var vehiclePositions: URL?

        public init(tripUpdates: URL?, alerts: URL?, vehiclePositions: URL?) {
            self.tripUpdates = tripUpdates
            self.alerts = alerts
            self.vehiclePositions = vehiclePositions
        }
    }

    /// How often the timetable is checked for a new version.
    static let timetableCheck: TimeInterval = 86_400
    /// How soon a timetable that could not be loaded is asked for again: not at every poll of the real-time feeds.
    static let timetableRetry: TimeInterval = 300

    let agency: TransitAgency
    let feeds: Feeds
    let loadTimetable: @Sendable () async throws -> GTFSFeed
    let client: GTFSRealtimeClient
    let timeSource: any TimeSource
    let logger: Logger
    /// Told how each poll (`transit-<id>`) ended.
    let observer: (any PollObserver)?

    public init(
        agency: TransitAgency, feeds: Feeds, loadTimetable: @escaping @Sendable () async throws -> GTFSFeed,
        client: GTFSRealtimeClient, timeSource: any TimeSource = SystemTimeSource(), logger: Logger,
        observer: (any PollObserver)? = nil
    ) {
        self.agency = agency
        self.feeds = feeds
        self.loadTimetable = loadTimetable
        self.client = client
        self.timeSource = timeSource
        self.logger = logger
        self.observer = observer
    }

    public func run() async throws {
        var nextTimetableCheck = timeSource.now()
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            if timeSource.now() >= nextTimetableCheck {
                let loaded = await cancelWhenGracefulShutdown { await loadTimetableOnce() }
                nextTimetableCheck = timeSource.now().addingTimeInterval(loaded ? Self.timetableCheck : Self.timetableRetry)
            }
            await cancelWhenGracefulShutdown { await pollOnce() }
            do {
                try await cancelWhenGracefulShutdown { try await timeSource.sleep(seconds: agency.live.snapshot.interval) }
            } catch {
                return
            }
        }
    }

    /// Loads the timetable; false when it could not be (the one in use, if any, stays).
    @discardableResult
    public func loadTimetableOnce() async -> Bool {
        do {
            agency.live.install(timetable: try await loadTimetable())
            return true
        } catch {
            logger.warning("\(agency.name)'s timetable not loaded", metadata: ["error": "\(error)"])
            return false
        }
    }

    /// One poll of each feed the agency publishes.
    public func pollOnce() async {
        let live = agency.live
        if let url = feeds.tripUpdates {
            await poll("trip updates") {
                let updates = try await client.tripUpdates(at: url)
                live.install(tripUpdates: updates, fetchedAt: timeSource.now())
            }
        }
        if let url = feeds.alerts {
            await poll("alerts") { live.install(alerts: try await client.feed(at: url).alerts(fetchedAt: timeSource.now())) }
        }
        if let url = feeds.vehiclePositions {
            await poll("vehicle positions") { live.install(vehicles: try await client.feed(at: url).vehiclePositions) }
        }
    }

    /// One fetch and install, its outcome counted and a failure noted on the agency.
    private func poll(_ kind: String, _ fetchAndInstall: () async throws -> Void) async {
        let name = "transit-\(agency.id)"
        do {
            try await fetchAndInstall()
            let now = timeSource.now()
            observer?.pollSucceeded(name, at: now)
        } catch is CancellationError {
            return
        } catch {
            observer?.pollFailed(name, kind: PollFailureKind.label(of: error))
            agency.live.recordFailure("\(kind): \(error)")
            logger.warning("\(agency.name)'s \(kind) not refreshed; serving the last ones", metadata: ["error": "\(error)"])
        }
    }
}
