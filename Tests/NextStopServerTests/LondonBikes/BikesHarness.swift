import Foundation
import HummingbirdTesting
import LondonBikes
import NextStopServer
import Providers
import Simulator

/// The server harness with London's docks: the simulator's ~800, fetched at the harness clock's now.
struct BikesHarness {
    static let simulation = LondonBikesSimulation()

    let base: ServerHarness
    let feed: DockFeed

    /// A harness whose feed holds the simulated docks (frozen when `frozen`), or nothing when `empty`.
    init(frozen: Bool = false, empty: Bool = false) throws {
        base = try ServerHarness()
        feed = DockFeed()
        if !empty { feed.install(try Self.snapshot(at: base.clock.now(), frozen: frozen)) }
    }

    /// The simulated list as TfL's client reads it, fetched at `now`; frozen, its counts stopped 20 minutes before.
    static func snapshot(at now: Date, frozen: Bool = false) throws -> DockSnapshot {
        DockSnapshot(docks: try list(at: now, frozen: frozen).docks, fetchedAt: now)
    }

    static func list(at now: Date, frozen: Bool = false) throws -> BikePointList {
        let simulation = LondonBikesSimulation()
        if frozen { simulation.freeze(at: now.addingTimeInterval(-1_200)) }
        return try TfLClient.bikePoints(from: Data(simulation.bikePointBody(at: now)))
    }

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var dependencies = base.dependencies
        dependencies.bikes = feed
        try await buildApplication(dependencies).test(.router, body)
    }
}

/// The JSON of a response as plain objects.
func jsonObject(_ response: TestResponse) throws -> [String: Any] {
    (try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any]) ?? [:]
}
