import Foundation
import GTFS
import HummingbirdTesting
import Simulator

@testable import NextStopServer
@testable import Providers

/// The server harness with the simulated Peninsula Bus: its timetable, and its three GTFS-Realtime feeds as they
/// stand at the harness clock's now, installed as the poller would; and an agency whose timetable has not loaded.
struct TransitHarness {
    let base: ServerHarness
    let agency: TransitAgency
    let now: Date
    let tripUpdates: TransitRealtime_FeedMessage
    let vehicles: TransitRealtime_FeedMessage

    init() throws {
        base = try ServerHarness()
        now = base.dependencies.timeSource.now()
        (agency, tripUpdates, vehicles) = try Self.peninsulaBus(at: now)
    }

    /// The simulated agency with its feeds as they stand at `now`, and the trip updates and vehicles it was given.
    static func peninsulaBus(at now: Date) throws -> (
        TransitAgency, tripUpdates: TransitRealtime_FeedMessage, vehicles: TransitRealtime_FeedMessage
    ) {
        let simulated = SimulatedBusAgency(seed: 1)
        let live = AgencyLive()
        live.install(timetable: timetable)
        let updates = Data(simulated.tripUpdates(at: now))
        live.install(tripUpdates: try TripUpdates(protobuf: updates), fetchedAt: now)
        live.install(alerts: try GTFSRealtimeFeed(protobuf: Data(simulated.alerts(at: now))).alerts(fetchedAt: now))
        let positions = Data(simulated.vehiclePositions(at: now))
        live.install(vehicles: try GTFSRealtimeFeed(protobuf: positions).vehiclePositions)
        return (
            TransitAgency(id: "peninsula-bus", live: live), try TransitRealtime_FeedMessage(serializedBytes: updates),
            try TransitRealtime_FeedMessage(serializedBytes: positions)
        )
    }

    /// The simulated agency's timetable, built once per run (every conformance case serves it).
    static let timetable: GTFSFeed = {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("peninsula-bus-\(UUID()).zip")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? SimulatedBusAgency(seed: 1).gtfsZip().write(to: file)) != nil,
            let feed = try? GTFSFeed(contentsOf: file)
        else { preconditionFailure("the simulated agency's timetable does not load") }
        return feed
    }()

    /// An agency whose timetable has not loaded.
    static let notLoaded = TransitAgency(id: "not-loaded", live: AgencyLive())

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var dependencies = base.dependencies
        dependencies.agencies = [agency, Self.notLoaded]
        try await buildApplication(dependencies).test(.router, body)
    }
}
